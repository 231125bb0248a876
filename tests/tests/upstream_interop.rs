//! The `upstream_api` example against a real loopback HTTP server, driven by
//! rmcp's client over real stdio: each answer of the upstream API gives the
//! documented category, delay and outcome-unknown flag, and each failure is
//! in the server's log (with internals) and in the tool result (without
//! them), joined by one correlation id.

mod support;

use std::process::Stdio;
use std::time::Duration;

use rmcp::model::{CallToolRequestParams, CallToolResult, JsonObject};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

type Client = RunningService<RoleClient, ()>;

/// How long the example waits for the upstream before giving up.
const UPSTREAM_TIMEOUT_MS: u64 = 400;

/// The answer the upstream gives for a path (the request's first line).
fn answer(request_line: &str) -> Option<String> {
    let respond = |status: &str, headers: &str, body: &str| {
        Some(format!(
            "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n{headers}\r\n{body}",
            body.len()
        ))
    };
    let path = request_line.split(' ').nth(1).unwrap_or("");
    match path {
        "/parcels/P-1" => respond("200 OK", "", r#"{"id":"P-1","status":"in transit"}"#),
        "/parcels/P-1/pickup" => respond(
            "200 OK",
            "",
            r#"{"parcel_id":"P-1","window":"tomorrow 9-12"}"#,
        ),
        "/parcels/P-404" => respond("404 Not Found", "", r#"{"error":"no such parcel"}"#),
        "/parcels/P-401" => respond("401 Unauthorized", "", r#"{"error":"token expired"}"#),
        "/parcels/P-403" => respond("403 Forbidden", "", r#"{"error":"account 991 suspended"}"#),
        "/parcels/P-429" => respond("429 Too Many Requests", "retry-after: 7\r\n", "{}"),
        "/parcels/P-503" => respond("503 Service Unavailable", "", "{}"),
        "/parcels/P-GARBLED" => respond("200 OK", "", "<html>db password=hunter2</html>"),
        // Hangs: reads the request and never answers.
        _ => None,
    }
}

async fn serve_one(mut stream: TcpStream) {
    let mut request = Vec::new();
    let mut buffer = [0u8; 4096];
    while !request.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buffer).await {
            Ok(0) | Err(_) => return,
            Ok(n) => request.extend_from_slice(&buffer[..n]),
        }
    }
    let text = String::from_utf8_lossy(&request);
    let request_line = text.lines().next().unwrap_or("");
    if request_line.contains("/P-CLOSE") {
        // Closes the connection with the request read and no answer.
        return;
    }
    match answer(request_line) {
        Some(response) => {
            let _ = stream.write_all(response.as_bytes()).await;
            let _ = stream.shutdown().await;
        }
        None => {
            // Holds the connection open past the client's timeout.
            tokio::time::sleep(Duration::from_secs(30)).await;
        }
    }
}

/// A loopback HTTP server; its base URL.
async fn upstream() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            tokio::spawn(serve_one(stream));
        }
    });
    format!("http://{address}")
}

/// The example, spawned against `base`; its client and its stderr (the log).
async fn start(base: &str) -> (Client, tokio::process::ChildStderr) {
    let mut command = tokio::process::Command::new(support::upstream_api_binary());
    command
        .env("PARCEL_API_URL", base)
        .env("PARCEL_API_TIMEOUT_MS", UPSTREAM_TIMEOUT_MS.to_string());
    let (transport, stderr) = TokioChildProcess::builder(command)
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn the upstream_api example");
    let client = ().serve(transport).await.expect("MCP initialize");
    (client, stderr.expect("piped stderr"))
}

async fn call(client: &Client, tool: &'static str, parcel_id: &str) -> CallToolResult {
    let Value::Object(arguments) = json!({ "parcel_id": parcel_id }) else {
        unreachable!()
    };
    let arguments: JsonObject = arguments;
    client
        .call_tool(CallToolRequestParams::new(tool).with_arguments(arguments))
        .await
        .unwrap_or_else(|error| panic!("{tool} {parcel_id}: {error}"))
}

/// The failure's payload, checked to be the same in the text block and in
/// `structuredContent`.
fn payload(result: &CallToolResult) -> Value {
    assert_eq!(result.is_error, Some(true), "{result:?}");
    let text = &result.content[1].as_text().expect("the payload block").text;
    let from_text: Value = serde_json::from_str(text).unwrap();
    assert_eq!(Some(&from_text), result.structured_content.as_ref());
    from_text
}

/// What the upstream's answer must become.
struct Expected {
    parcel_id: &'static str,
    tool: &'static str,
    category: &'static str,
    retry_after_ms: Option<u64>,
    outcome_unknown: bool,
    /// Masked: the reference description, logged at ERROR.
    unexpected: bool,
    level: &'static str,
}

const fn row(
    tool: &'static str,
    parcel_id: &'static str,
    category: &'static str,
    retry_after_ms: Option<u64>,
    outcome_unknown: bool,
    level: &'static str,
) -> Expected {
    Expected {
        parcel_id,
        tool,
        category,
        retry_after_ms,
        outcome_unknown,
        unexpected: false,
        level,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_upstream_answer_gets_its_documented_category() {
    let base = upstream().await;
    let (client, stderr) = start(&base).await;

    let success = call(&client, "track_parcel", "P-1").await;
    assert_eq!(success.is_error, Some(false), "{success:?}");
    assert_eq!(
        success.structured_content,
        Some(json!({"id": "P-1", "status": "in transit"}))
    );
    let pickup = call(&client, "schedule_pickup", "P-1").await;
    assert_eq!(pickup.is_error, Some(false), "{pickup:?}");

    let rows = [
        row("track_parcel", "P-404", "validation", None, false, "INFO"),
        row("track_parcel", "P-401", "permission", None, false, "WARN"),
        row("track_parcel", "P-403", "permission", None, false, "WARN"),
        row(
            "track_parcel",
            "P-429",
            "transient",
            Some(7000),
            false,
            "WARN",
        ),
        row("track_parcel", "P-503", "transient", None, false, "WARN"),
        // A timeout after sending: the call may have taken effect.
        row("track_parcel", "P-HANG", "transient", None, true, "WARN"),
        row("schedule_pickup", "P-HANG", "transient", None, true, "WARN"),
        // The connection closed after the request was sent: it may have
        // been received.
        row(
            "schedule_pickup",
            "P-CLOSE",
            "transient",
            None,
            true,
            "WARN",
        ),
        Expected {
            unexpected: true,
            ..row(
                "track_parcel",
                "P-GARBLED",
                "transient",
                None,
                false,
                "ERROR",
            )
        },
    ];
    let mut ids = Vec::new();
    for expected in &rows {
        let result = call(&client, expected.tool, expected.parcel_id).await;
        let payload = payload(&result);
        let what = format!("{} {}: {payload}", expected.tool, expected.parcel_id);
        assert_eq!(payload["errorCategory"], expected.category, "{what}");
        assert_eq!(
            payload.get("retryAfterMs").and_then(Value::as_u64),
            expected.retry_after_ms,
            "{what}"
        );
        assert_eq!(
            payload.get("outcomeUnknown") == Some(&Value::Bool(true)),
            expected.outcome_unknown,
            "{what}"
        );
        let id = payload["correlationId"]
            .as_str()
            .unwrap_or_else(|| panic!("no correlationId: {what}"))
            .to_owned();
        let description = payload["description"].as_str().unwrap();
        if expected.unexpected {
            assert!(
                description.starts_with(&format!("An internal error occurred; reference {id}.")),
                "{what}"
            );
        }
        // A status that reclassifies says what happened.
        if expected.parcel_id == "P-404" {
            assert!(
                description.starts_with("The resource was not found."),
                "{what}"
            );
            assert_eq!(payload["code"], "parcel_api_error_status", "{what}");
        }
        // Nothing the upstream said reaches the agent.
        // Words no hex correlation id can hold.
        for internal in [
            "hunter2",
            "suspended",
            "token",
            "no such parcel",
            base.as_str(),
            "127.0.0.1",
        ] {
            assert!(
                !payload.to_string().contains(internal),
                "{internal} leaks: {what}"
            );
        }
        ids.push((id, expected));
    }

    client.cancel().await.unwrap();
    let mut log = String::new();
    let mut stderr = stderr;
    tokio::time::timeout(Duration::from_secs(10), stderr.read_to_string(&mut log))
        .await
        .expect("the server exits when the client leaves")
        .unwrap();

    for (id, expected) in ids {
        let lines: Vec<&str> = log
            .lines()
            .filter(|line| line.contains(&format!("correlation_id=\"{id}\"")))
            .collect();
        let what = format!("{} {}", expected.tool, expected.parcel_id);
        assert_eq!(lines.len(), 1, "{what}: one log line for {id} in\n{log}");
        let line = lines[0];
        // `<time> <LEVEL> <spans>: toolerror: …`
        assert_eq!(
            line.split_whitespace().nth(1),
            Some(expected.level),
            "{what}: {line}"
        );
        assert!(
            line.contains(&format!("category={}", expected.category)),
            "{what}: {line}"
        );
    }
    // The internals are in the log: the decode error, the status.
    assert!(log.contains("error decoding response body"), "{log}");
    assert!(
        log.contains("parcel API answered with an error status: HTTP 403"),
        "{log}"
    );
    // The body of an error response is in the log, beside its status.
    assert!(log.contains("HTTP 404: {"), "{log}");
    assert!(log.contains("no such parcel"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_connection_is_transient_and_known_not_to_have_run() {
    // A port nothing listens on.
    let closed = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", closed.local_addr().unwrap());
    drop(closed);
    let (client, _stderr) = start(&base).await;
    for tool in ["track_parcel", "schedule_pickup"] {
        let result = call(&client, tool, "P-1").await;
        let payload = payload(&result);
        assert_eq!(payload["errorCategory"], "transient", "{payload}");
        assert!(payload.get("outcomeUnknown").is_none(), "{payload}");
        assert_eq!(
            payload["description"],
            "The parcel service did not answer. Retry in a few seconds."
        );
    }
    client.cancel().await.unwrap();
}
