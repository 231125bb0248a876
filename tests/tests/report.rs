//! Internals to the logs, a description to the agent, one id joining them:
//! the log line a subscriber captures carries the payload's correlation id,
//! masked descriptions never show the error's `Display`.

use std::io;
use std::sync::{Arc, Mutex};

use serde_json::Value;
use toolerror::formats::{Format, read_result};
use toolerror::{Category, ToReply, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
enum LedgerError {
    #[error("ledger store unreachable")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "The ledger store did not answer. Retry in 2 seconds.")]
    StoreDown(#[source] io::Error),

    #[error("amount {0} is not a number")]
    #[category(validation)]
    #[tool_error(description = "The amount must be a number, such as 12.50.")]
    BadAmount(String),

    #[error("ledger invariant broken: balance {balance} on account {account}")]
    #[category(transient, outcome_unknown)]
    #[tool_error(unexpected)]
    Invariant { balance: i64, account: String },

    #[error("storage failed: {source}")]
    #[category(business)]
    #[tool_error(description = "The ledger can't store this entry. Take another path.")]
    Storage {
        #[tool_error(classify)]
        source: io::Error,
    },
}

/// Where a test's subscriber writes its lines.
#[derive(Clone, Default)]
struct Buffer(Arc<Mutex<Vec<u8>>>);

impl io::Write for Buffer {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Log lines written while `body` runs, captured from a subscriber that
/// listens up to `max`.
fn captured<T>(max: tracing::Level, body: impl FnOnce() -> T) -> (T, String) {
    let buffer = Buffer::default();
    let writer = buffer.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(max)
        .with_ansi(false)
        .without_time()
        .with_writer(move || writer.clone())
        .finish();
    let value = tracing::subscriber::with_default(subscriber, body);
    let text = String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap();
    (value, text)
}

fn structured(error: &impl ToReply) -> Value {
    error.answer().to_mcp().structured_content.unwrap()
}

#[test]
fn a_logged_failure_carries_the_id_of_its_log_line() {
    let error = LedgerError::StoreDown(io::Error::other("connection to 10.0.0.7:5432 reset"));
    let (payload, log) = captured(tracing::Level::INFO, || structured(&error));
    let id = payload["correlationId"].as_str().expect("an id").to_owned();
    assert_eq!(id.len(), 16, "{payload}");
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 1, "logged once: {log}");
    let line = lines[0];
    assert!(
        line.starts_with(" WARN toolerror: tool call failed"),
        "{line}"
    );
    for part in [
        format!("correlation_id=\"{id}\""),
        "category=transient".into(),
        "code=\"store_down\"".into(),
        "retryable=true".into(),
        "retry_after_ms=2000".into(),
        // The internals: Display and the source chain.
        "error=\"ledger store unreachable: connection to 10.0.0.7:5432 reset\"".into(),
    ] {
        assert!(line.contains(&part), "{part} missing from {line}");
    }
    // The agent gets the description, never the internals.
    assert!(!payload.to_string().contains("10.0.0.7"), "{payload}");
    assert_eq!(
        payload["description"],
        "The ledger store did not answer. Retry in 2 seconds."
    );
}

#[test]
fn levels_follow_the_category_table() {
    let cases: [(LedgerError, &str); 3] = [
        (LedgerError::BadAmount("1O".into()), " INFO"),
        (
            LedgerError::StoreDown(io::Error::from(io::ErrorKind::TimedOut)),
            " WARN",
        ),
        (
            LedgerError::Invariant {
                balance: -3,
                account: "42".into(),
            },
            "ERROR",
        ),
    ];
    for (error, level) in cases {
        let (_, log) = captured(tracing::Level::TRACE, || structured(&error));
        assert!(log.starts_with(level), "{error:?}: {log}");
    }
    // Permission is WARN too.
    #[derive(Debug, thiserror::Error, ToolError)]
    #[error("user 7 may not read ledger 3")]
    #[category(permission)]
    #[tool_error(description = "You may not read this ledger.")]
    struct Refused;
    let (_, log) = captured(tracing::Level::TRACE, || structured(&Refused));
    assert!(log.starts_with(" WARN"), "{log}");
    assert!(
        log.contains("error=\"user 7 may not read ledger 3\""),
        "{log}"
    );
}

#[test]
fn a_failure_carries_its_id_whatever_listens() {
    // Validation is INFO: a subscriber at WARN doesn't log it, but the
    // payload's shape doesn't follow the log setup: it has an id still.
    let (payload, log) = captured(tracing::Level::WARN, || {
        structured(&LedgerError::BadAmount("x".into()))
    });
    assert!(log.is_empty(), "{log}");
    let unlogged = payload["correlationId"].as_str().expect("an id, unlogged");
    // And with no subscriber at all; each failure its own id.
    let payload = structured(&LedgerError::BadAmount("x".into()));
    let unheard = payload["correlationId"]
        .as_str()
        .expect("an id, no subscriber");
    assert_ne!(unlogged, unheard);
    // The same id the line carries when one listens.
    let (payload, log) = captured(tracing::Level::INFO, || {
        structured(&LedgerError::BadAmount("x".into()))
    });
    let id = payload["correlationId"].as_str().unwrap();
    assert!(log.contains(&format!("correlation_id=\"{id}\"")), "{log}");
    // Rendering, as opposed to answering, stays pure: no id.
    let rendered = LedgerError::BadAmount("x".into()).to_reply().to_mcp();
    assert!(
        rendered
            .structured_content
            .unwrap()
            .get("correlationId")
            .is_none()
    );
}

#[test]
fn an_unexpected_failure_is_masked_and_referenced_even_unlogged() {
    let error = LedgerError::Invariant {
        balance: -3,
        account: "acct-42-secret".into(),
    };
    assert!(error.is_unexpected());
    assert_eq!(error.category(), Category::Transient);
    assert!(error.outcome_unknown());
    // Without the id, the description is the category's fallback: never
    // the Display.
    assert!(!error.description().contains("acct-42-secret"));

    let payload = structured(&error);
    let id = payload["correlationId"].as_str().unwrap();
    assert_eq!(
        payload,
        serde_json::json!({
            "errorCategory": "transient",
            "isRetryable": true,
            "description": format!("An internal error occurred; reference {id}. The call may or may not have taken effect: check before repeating it."),
            "code": "invariant",
            "outcomeUnknown": true,
            "correlationId": id,
        })
    );

    // The log has what the agent doesn't, under the same id.
    let (payload, log) = captured(tracing::Level::ERROR, || structured(&error));
    let id = payload["correlationId"].as_str().unwrap();
    assert!(log.contains(&format!("correlation_id=\"{id}\"")), "{log}");
    assert!(log.contains("unexpected=true"), "{log}");
    assert!(
        log.contains("error=\"ledger invariant broken: balance -3 on account acct-42-secret\""),
        "{log}"
    );
    // Every format the reply renders to carries the same masked text and id.
    let reply = error.answer();
    let mcp = reply.to_mcp_json();
    let claude = reply.to_claude_json("toolu_1");
    let id = reply.payload().unwrap().correlation_id().unwrap();
    for rendered in [&mcp, &claude] {
        assert!(rendered.contains(id), "{rendered}");
        assert!(!rendered.contains("acct-42-secret"), "{rendered}");
    }
}

#[test]
fn a_field_that_classifies_nothing_makes_the_failure_unexpected() {
    let classified = LedgerError::Storage {
        source: io::Error::from(io::ErrorKind::StorageFull),
    };
    assert!(!classified.is_unexpected());
    let payload = structured(&classified);
    assert_eq!(payload["errorCategory"], "business");
    assert!(
        !payload["description"]
            .as_str()
            .unwrap()
            .contains("internal error"),
        "{payload}"
    );

    let unclassified = LedgerError::Storage {
        source: io::Error::other("checksum mismatch in segment /var/ledger/000017"),
    };
    assert!(unclassified.is_unexpected());
    let (payload, log) = captured(tracing::Level::INFO, || structured(&unclassified));
    // The declared category stands; the description is masked.
    assert_eq!(payload["errorCategory"], "business");
    let id = payload["correlationId"].as_str().unwrap();
    assert_eq!(
        payload["description"],
        format!("An internal error occurred; reference {id}. Don't retry; take another path.")
    );
    assert!(!payload.to_string().contains("/var/ledger"), "{payload}");
    assert!(log.starts_with("ERROR"), "{log}");
    assert!(log.contains("/var/ledger/000017"), "{log}");
}

#[test]
fn protocol_errors_carry_the_id_too() {
    let error = LedgerError::Invariant {
        balance: 0,
        account: "a".into(),
    };
    let data = toolerror::rmcp::error_data(&error);
    let payload = data.data.unwrap();
    let id = payload["correlationId"].as_str().unwrap();
    assert!(data.message.contains(id), "{}", data.message);
}

#[test]
fn a_type_that_is_no_error_logs_its_description() {
    struct HandWritten;
    impl ToolError for HandWritten {
        fn category(&self) -> Category {
            Category::Business
        }
        fn description(&self) -> std::borrow::Cow<'_, str> {
            "The quota for this month is spent. Take another path.".into()
        }
        fn code(&self) -> &str {
            "quota_spent"
        }
    }
    assert!(HandWritten.diagnostic().is_none());
    let (_, log) = captured(tracing::Level::INFO, || structured(&HandWritten));
    assert!(
        log.contains("error=\"The quota for this month is spent. Take another path.\""),
        "{log}"
    );
}

#[test]
fn correlation_ids_round_trip_and_are_checked() {
    let payload = toolerror::ErrorPayload::business("quota_spent", "The quota is spent.")
        .with_correlation_id("req 7/α");
    // Kept to the code alphabet.
    assert_eq!(payload.correlation_id(), Some("req%207%2F%CE%B1"));
    let parsed = toolerror::ErrorPayload::from_json(&payload.to_json()).unwrap();
    assert_eq!(parsed, payload);
    let read = toolerror::formats::read_result(
        toolerror::formats::Format::Mcp,
        &serde_json::to_value(payload.to_reply().to_mcp()).unwrap(),
    );
    match read {
        toolerror::formats::read::Decision::Failed(failure) => {
            assert_eq!(failure.correlation_id.as_deref(), Some("req%207%2F%CE%B1"));
        }
        other => panic!("{other:?}"),
    }
    for bad in [r#""""#, r#"" ""#, r#""a b""#, "7"] {
        let json = format!(
            r#"{{"errorCategory":"business","isRetryable":false,"description":"d","code":"c","correlationId":{bad}}}"#
        );
        assert!(
            toolerror::ErrorPayload::from_json(&json).is_err(),
            "accepted {bad}"
        );
    }
    // A blank id is dropped rather than sent.
    let blank = toolerror::ErrorPayload::business("c", "d").with_correlation_id("  ");
    assert_eq!(blank.correlation_id(), None);
}

#[test]
fn a_fan_out_masks_references_and_logs_each_unexpected_failure() {
    #[derive(Debug, thiserror::Error, ToolError)]
    enum Upstream {
        #[error("GET {url} returned {status}")]
        #[category(transient)]
        Status {
            url: String,
            #[tool_error(classify)]
            status: u16,
        },
    }
    let mut fan: toolerror::partial::PartialResults<u32, Upstream> =
        toolerror::partial::PartialResults::new();
    fan.succeeded("a", vec![1]);
    fan.failed(
        "b",
        Upstream::Status {
            url: "https://10.0.0.7/admin?token=SECRET".into(),
            status: 500,
        },
    );
    let (json, log) = captured(tracing::Level::TRACE, || fan.answer().to_mcp_json());
    assert!(!json.contains("SECRET"), "{json}");
    let value: Value = serde_json::from_str(&json).unwrap();
    let listed = &value["structuredContent"]["coverage"]["failures"][0];
    let id = listed["correlationId"].as_str().expect("an id");
    assert!(
        listed["description"]
            .as_str()
            .unwrap()
            .starts_with(&format!("An internal error occurred; reference {id}.")),
        "{listed}"
    );
    assert!(log.contains(&format!("correlation_id=\"{id}\"")), "{log}");
    // The log has the URL, its token redacted.
    assert!(
        log.contains("https://10.0.0.7/admin?token=[redacted]"),
        "the log has it: {log}"
    );
    assert!(!log.contains("SECRET"), "{log}");
    // One payload per failure: the same id in the text block, logged once.
    let text: Value = serde_json::from_str(value["content"][0]["text"].as_str().unwrap()).unwrap();
    assert_eq!(
        text["coverage"]["failures"][0]["correlationId"], id,
        "{text}"
    );
    assert_eq!(log.lines().count(), 1, "{log}");
    // Without rendering, the payload is masked all the same.
    let error = Upstream::Status {
        url: "https://10.0.0.7/admin?token=SECRET".into(),
        status: 500,
    };
    let payload = toolerror::ErrorPayload::from_error(&error);
    assert_eq!(
        payload.description(),
        "An internal error occurred. Retry the same call unchanged after a pause."
    );
}

#[test]
fn a_masked_validation_failure_names_no_input() {
    #[derive(Debug, thiserror::Error, ToolError)]
    enum Parse {
        #[error("parser state corrupt")]
        #[category(validation)]
        #[tool_error(unexpected)]
        Corrupt,
    }
    let payload = structured(&Parse::Corrupt);
    let id = payload["correlationId"].as_str().unwrap();
    assert_eq!(
        payload["description"],
        format!(
            "An internal error occurred; reference {id}. Check the arguments against the tool's input schema, fix them, then retry."
        )
    );
}

#[test]
fn a_transparent_variant_logs_the_error_it_wraps() {
    // The outer type is no `std::error::Error`: the wrapped one is logged.
    #[derive(Debug, ToolError)]
    enum Api {
        #[tool_error(transparent)]
        Ledger(LedgerError),
    }
    let error = Api::Ledger(LedgerError::StoreDown(io::Error::other("disk 3 offline")));
    assert!(error.diagnostic().is_some());
    let (_, log) = captured(tracing::Level::INFO, || structured(&error));
    assert!(
        log.contains("error=\"ledger store unreachable: disk 3 offline\""),
        "{log}"
    );
}

#[test]
fn an_upstream_text_cannot_forge_a_log_line() {
    let forged = "boom\nERROR toolerror: tool call failed correlation_id=\"0000000000000000\"";
    let error = LedgerError::StoreDown(io::Error::other(forged));
    let (_, log) = captured(tracing::Level::INFO, || structured(&error));
    assert_eq!(log.lines().count(), 1, "{log}");
}

#[test]
fn a_subscriber_that_takes_events_only_still_gets_the_failure() {
    use tracing_subscriber::Layer;
    use tracing_subscriber::layer::SubscriberExt;

    let lines = Buffer::default();
    let writer = lines.clone();
    let layer = tracing_subscriber::fmt::layer()
        .with_ansi(false)
        .with_writer(move || writer.clone())
        .with_filter(tracing_subscriber::filter::filter_fn(|meta| {
            meta.is_event()
        }));
    let subscriber = tracing_subscriber::registry().with(layer);
    let payload = tracing::subscriber::with_default(subscriber, || {
        structured(&LedgerError::StoreDown(io::Error::from(
            io::ErrorKind::TimedOut,
        )))
    });
    let log = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
    let id = payload["correlationId"].as_str().expect("an id");
    assert!(log.contains(id), "{log}");
}

#[test]
fn the_reader_quotes_a_foreign_id_as_written() {
    use toolerror::formats::read::Decision;
    for (written, read) in [
        (serde_json::json!("req-7f3a"), "req-7f3a"),
        (serde_json::json!("a%4a/b"), "a%4a/b"),
        (serde_json::json!(7), "7"),
        (serde_json::json!("a b"), "a%20b"),
    ] {
        let result = serde_json::json!({
            "content": [{"type": "text", "text": "failed"}],
            "structuredContent": {"errorCategory": "business", "description": "No.", "correlationId": written},
            "isError": true
        });
        let Decision::Failed(failure) = read_result(Format::Mcp, &result) else {
            panic!("{result}")
        };
        assert_eq!(failure.correlation_id.as_deref(), Some(read), "{written}");
    }
}

/// An argument error is a failure like the others: logged once, with
/// serde's message (which quotes the call) in the log and the id joining
/// the log line to the payload.
#[test]
fn an_argument_error_is_logged_once_with_its_id() {
    use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock, Tool};
    let schema = serde_json::json!({"type": "object", "required": ["size"],
        "properties": {"size": {"type": "string", "enum": ["small", "large"]}}});
    let tool = Tool::new(
        "book",
        "Books a bike.",
        std::sync::Arc::new(schema.as_object().unwrap().clone()),
    );
    let arguments = serde_json::json!({"size": "4242 4242 4242 4242"});
    let answer: CallToolResponse = CallToolResult::error(vec![ContentBlock::text(
        "failed to deserialize parameters: unknown variant `4242 4242 4242 4242`, expected `small` or `large`",
    )])
    .into();
    let (result, log) = captured(tracing::Level::INFO, || {
        toolerror::rmcp::categorize_arguments(&tool, arguments.as_object(), answer)
    });
    let CallToolResponse::Complete(result) = result else {
        panic!("a complete result");
    };
    let structured = result
        .structured_content
        .expect("structured: no outputSchema");
    let id = structured["correlationId"].as_str().expect("an id");
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 1, "logged once: {log}");
    assert!(
        lines[0].starts_with(" INFO toolerror: tool call failed"),
        "{log}"
    );
    assert!(
        lines[0].contains(&format!("correlation_id=\"{id}\"")),
        "{log}"
    );
    assert!(lines[0].contains("code=\"invalid_arguments\""), "{log}");
    assert!(
        lines[0].contains("unknown variant `4242 4242 4242 4242`"),
        "{log}"
    );
    assert!(
        !structured.to_string().contains("4242 4242"),
        "{structured}"
    );
    assert_eq!(
        structured["description"],
        "The arguments for book don't match its input schema: argument `size` must be one of \"small\", \"large\". Fix the arguments as the tool's inputSchema describes, then call again."
    );
}

/// Conversions are pure: rendering one failure into all eight formats,
/// twice, logs nothing and makes no id; answering the call logs it once,
/// under the id its payload carries.
#[test]
fn rendering_logs_nothing_and_answering_logs_once() {
    use toolerror::formats::Format;
    let error = LedgerError::StoreDown(io::Error::other("connection to 10.0.0.7:5432 reset"));
    let ((), log) = captured(tracing::Level::TRACE, || {
        for _ in 0..2 {
            let reply = error.to_reply();
            assert_eq!(reply.payload().unwrap().correlation_id(), None);
            for format in Format::ALL {
                let rendered = match format {
                    Format::Mcp => reply.to_mcp_json(),
                    Format::Claude => reply.to_claude_json("toolu_1"),
                    Format::OpenAiChat => {
                        serde_json::to_string(&reply.to_openai_chat("c")).unwrap()
                    }
                    Format::OpenAiResponses => {
                        serde_json::to_string(&reply.to_openai_responses("c")).unwrap()
                    }
                    Format::Gemini => serde_json::to_string(&reply.to_gemini("f", None)).unwrap(),
                    Format::Bedrock => serde_json::to_string(&reply.to_bedrock("t")).unwrap(),
                    Format::A2a => serde_json::to_string(&reply.to_a2a("t", "c")).unwrap(),
                    Format::Acp => serde_json::to_string(&reply.to_acp("s", "c")).unwrap(),
                    other => panic!("no rendering of format {} here: add it", other.name()),
                };
                assert!(!rendered.contains("correlationId"), "{rendered}");
            }
        }
    });
    assert_eq!(log, "", "rendering logged: {log}");

    let (answered, log) = captured(tracing::Level::TRACE, || {
        error.answer().to_mcp().structured_content.unwrap()
    });
    let id = answered["correlationId"].as_str().expect("an id");
    assert_eq!(log.lines().count(), 1, "{log}");
    assert!(log.contains(&format!("correlation_id=\"{id}\"")), "{log}");
}

/// An upstream's 500 body, as servers pass it on: a password, a bearer
/// token, a JWT and a URL with credentials, in the error's `Display`.
const LEAKY_BODY: &str = "upstream 500: {\"error\": \"db auth failed\", \"password\": \"hunter2\"} \
    request had Authorization: Bearer tok_9f8e7d6c5b4a3928 and session \
    eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJlLXZhbHVl \
    via postgres://ledger:s3cr3t-pw@db.internal:5432/ledger \
    at Ledger::post (src/ledger.rs:88)";

#[derive(Debug, thiserror::Error, ToolError)]
#[error("{0}")]
#[category(transient)]
#[tool_error(description = "The ledger service failed. Retry in a minute.")]
struct Upstream(String);

#[test]
fn secrets_in_an_error_are_redacted_in_its_log_line() {
    let error = Upstream(LEAKY_BODY.to_owned());
    let (_, log) = captured(tracing::Level::INFO, || error.answer());
    assert_eq!(log.lines().count(), 1, "{log}");
    for secret in [
        "hunter2",
        "tok_9f8e7d6c5b4a3928",
        "eyJhbGciOiJIUzI1NiJ9",
        "s3cr3t-pw",
        "ledger:",
    ] {
        assert!(!log.contains(secret), "{secret} in {log}");
    }
    // The internals stay: what failed, where, the host it talked to.
    for kept in [
        "upstream 500",
        "db auth failed",
        "db.internal:5432",
        "src/ledger.rs:88",
    ] {
        assert!(log.contains(kept), "{kept} missing from {log}");
    }
    assert!(log.contains("[redacted]"), "{log}");
}

/// A masked failure's first text block names its reference once: the
/// masked description already holds it.
#[test]
fn a_masked_failure_sentence_names_its_reference_once() {
    let error = LedgerError::Invariant {
        balance: -3,
        account: "42".into(),
    };
    let result = error.answer().to_mcp();
    let sentence = result.text().expect("a sentence");
    let id = result.structured_content.as_ref().unwrap()["correlationId"]
        .as_str()
        .expect("an id")
        .to_owned();
    assert_eq!(sentence.matches(&id).count(), 1, "{sentence}");
    assert!(!sentence.contains("account 42"), "{sentence}");
}

#[test]
fn a_payload_built_by_hand_is_answered_like_a_derived_error() {
    use toolerror::ErrorPayload;
    let payload = ErrorPayload::business(
        "refund_over_limit",
        "Refunds over $100 need a person. Escalate to a human agent.",
    );
    // Answered: logged once, under the id its payload carries.
    let (answered, log) = captured(tracing::Level::INFO, || structured(&payload));
    let id = answered["correlationId"].as_str().expect("an id");
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(lines.len(), 1, "logged once: {log}");
    assert!(
        lines[0].contains(&format!("correlation_id=\"{id}\"")),
        "{log}"
    );
    assert!(lines[0].contains("code=\"refund_over_limit\""), "{log}");
    assert!(
        lines[0].contains("Refunds over $100 need a person."),
        "{log}"
    );
    // An id it already carries is kept, and is the line's.
    let carried = payload.clone().with_correlation_id("req-7f3a");
    let (answered, log) = captured(tracing::Level::INFO, || structured(&carried));
    assert_eq!(answered["correlationId"], "req-7f3a");
    assert!(log.contains("correlation_id=\"req-7f3a\""), "{log}");
    // Rendered only: no line, no id.
    let (rendered, log) = captured(tracing::Level::INFO, || {
        payload.to_reply().to_mcp().structured_content.unwrap()
    });
    assert!(log.is_empty(), "{log}");
    assert!(rendered.get("correlationId").is_none(), "{rendered}");
}

#[test]
fn an_unknown_outcome_is_said_in_words_whatever_the_description() {
    use toolerror::{ErrorPayload, ToolErrorExt};
    const WORDS: &str = "The call may or may not have taken effect: check before repeating it.";
    #[derive(Debug, thiserror::Error, ToolError)]
    enum ChargeError {
        // Written for the category, silent on the outcome.
        #[error("charge timed out")]
        #[category(transient, retry_after = "5s", outcome_unknown)]
        #[tool_error(description = "The payment service is slow. Retry in {retry_after}.")]
        Timeout,
        // Says it already, in the crate's words: nothing added.
        #[error("charge timed out")]
        #[category(transient, outcome_unknown)]
        #[tool_error(
            description = "The charge may or may not have taken effect. Look the charge up before charging again."
        )]
        Said,
        #[error("charge refused")]
        #[category(transient)]
        #[tool_error(description = "The payment service is busy. Retry in a minute.")]
        Busy,
    }
    let timeout = ChargeError::Timeout.to_payload();
    assert_eq!(
        timeout.description(),
        format!("The payment service is slow. Retry in 5 seconds. {WORDS}")
    );
    let said = ChargeError::Said.to_payload();
    assert_eq!(
        said.description(),
        "The charge may or may not have taken effect. Look the charge up before charging again."
    );
    assert!(!ChargeError::Busy.to_payload().description().contains(WORDS));
    // A hand-built payload alike, once however often it is marked.
    let marked = ErrorPayload::transient("slow", "Slow. Retry in a minute.", None)
        .with_outcome_unknown()
        .with_outcome_unknown();
    assert_eq!(
        marked.description(),
        format!("Slow. Retry in a minute. {WORDS}")
    );
    // A description at the cap keeps the words: the description is cut.
    let long = ErrorPayload::transient("slow", "x".repeat(10_000), None).with_outcome_unknown();
    assert!(long.description().len() <= ErrorPayload::MAX_DESCRIPTION_BYTES);
    assert!(
        long.description()
            .ends_with(&format!("{} {WORDS}", ErrorPayload::TRUNCATION_MARKER))
    );
    // Read back, a payload is what it says: nothing added.
    let read = ErrorPayload::from_json(&timeout.to_json()).unwrap();
    assert_eq!(read.description(), timeout.description());
}
