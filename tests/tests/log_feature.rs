//! The `log` feature: a server on `log` (env_logger and the like) gets the
//! same line per failure as one on `tracing`, with the id the payload
//! carries; with both features and a `tracing` subscriber listening, the
//! line goes to `tracing` alone.

use std::sync::Mutex;

use toolerror::{ToReply, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
enum LedgerError {
    #[error("ledger store unreachable")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "The ledger store did not answer. Retry in 2 seconds.")]
    StoreDown(#[source] std::io::Error),
}

/// Every record logged, as `LEVEL target: message`.
static RECORDS: Mutex<Vec<String>> = Mutex::new(Vec::new());

struct Capture;

impl log::Log for Capture {
    fn enabled(&self, metadata: &log::Metadata<'_>) -> bool {
        metadata.level() <= log::Level::Info
    }
    fn log(&self, record: &log::Record<'_>) {
        if self.enabled(record.metadata()) {
            RECORDS.lock().unwrap().push(format!(
                "{} {}: {}",
                record.level(),
                record.target(),
                record.args()
            ));
        }
    }
    fn flush(&self) {}
}

#[test]
fn a_failure_is_logged_once_through_log_or_tracing() {
    log::set_logger(&Capture).expect("the one logger of this test binary");
    log::set_max_level(log::LevelFilter::Info);

    // An upstream's body with secrets: the line through `log` redacts
    // them as the `tracing` event does.
    let leaky = LedgerError::StoreDown(std::io::Error::other(
        "password=hunter2 Authorization: Bearer tok_9f8e7d6c5b4a3928 \
         jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl",
    ));
    let _ = leaky.answer();
    let records = std::mem::take(&mut *RECORDS.lock().unwrap());
    assert_eq!(records.len(), 1, "{records:?}");
    for secret in ["hunter2", "tok_9f8e7d6c5b4a3928", "eyJhbGciOiJIUzI1NiJ9"] {
        assert!(!records[0].contains(secret), "{secret} in {records:?}");
    }
    assert!(records[0].contains("password=[redacted]"), "{records:?}");

    let error = LedgerError::StoreDown(std::io::Error::other("connection to 10.0.0.7:5432 reset"));

    // Rendering logs nothing.
    let _ = error.to_reply().to_mcp_json();
    assert!(RECORDS.lock().unwrap().is_empty());

    // Answering logs one line through `log`, with the payload's id.
    let answered = error.answer();
    let id = answered
        .payload()
        .unwrap()
        .correlation_id()
        .unwrap()
        .to_owned();
    let records = std::mem::take(&mut *RECORDS.lock().unwrap());
    assert_eq!(records.len(), 1, "{records:?}");
    let line = &records[0];
    assert!(
        line.starts_with("WARN toolerror: tool call failed"),
        "{line}"
    );
    for part in [
        format!("correlation_id=\"{id}\""),
        "category=transient".to_owned(),
        "code=\"store_down\"".to_owned(),
        "retryable=true".to_owned(),
        "retry_after_ms=2000".to_owned(),
        "error=\"ledger store unreachable: connection to 10.0.0.7:5432 reset\"".to_owned(),
    ] {
        assert!(line.contains(&part), "{part} missing from {line}");
    }

    // Answered within a tool call's scope, the line names the tool.
    let answered = toolerror::report::with_tool_call("post_ledger", || error.answer());
    let records = std::mem::take(&mut *RECORDS.lock().unwrap());
    assert_eq!(records.len(), 1, "{records:?}");
    assert!(
        records[0]
            .starts_with("WARN toolerror: tool call failed tool=\"post_ledger\" correlation_id="),
        "{}",
        records[0]
    );
    assert!(answered.payload().unwrap().correlation_id().is_some());
    // And no longer once the scope has ended.
    let _ = error.answer();
    let records = std::mem::take(&mut *RECORDS.lock().unwrap());
    assert!(!records[0].contains("tool="), "{}", records[0]);

    // With a tracing subscriber listening, the line goes there alone.
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::INFO)
        .with_writer(std::io::sink)
        .finish();
    tracing::subscriber::with_default(subscriber, || {
        let _ = error.answer();
    });
    assert!(RECORDS.lock().unwrap().is_empty(), "logged twice");
}
