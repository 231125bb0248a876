//! The `notes_store` example, a SQLite store whose errors are
//! `rusqlite::Error` classified by one `match`, driven by rmcp's client over
//! real stdio against real database files: each store failure gets its
//! documented category, and an unclassified one is masked, referenced and
//! logged.

mod support;

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use rmcp::model::{CallToolRequestParams, CallToolResult, JsonObject};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt};
use serde_json::{Value, json};
use tokio::io::AsyncReadExt;

type Client = RunningService<RoleClient, ()>;

/// A database file path of this test's own.
fn database(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("toolerror-notes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    let _ = std::fs::remove_file(&path);
    path
}

async fn start(db: &Path, read_only: bool) -> (Client, tokio::process::ChildStderr) {
    let mut command = tokio::process::Command::new(support::notes_store_binary());
    command.env("NOTES_DB", db);
    if read_only {
        command.env("NOTES_READ_ONLY", "1");
    }
    let (transport, stderr) = TokioChildProcess::builder(command)
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn the notes_store example");
    let client = ().serve(transport).await.expect("MCP initialize");
    (client, stderr.expect("piped stderr"))
}

async fn call(client: &Client, tool: &'static str, arguments: Value) -> CallToolResult {
    let Value::Object(arguments) = arguments else {
        unreachable!()
    };
    let arguments: JsonObject = arguments;
    client
        .call_tool(CallToolRequestParams::new(tool).with_arguments(arguments))
        .await
        .unwrap_or_else(|error| panic!("{tool}: {error}"))
}

/// The failure's payload, read from its text block.
fn failure(result: &CallToolResult) -> Value {
    assert_eq!(result.is_error, Some(true), "{result:?}");
    let text = &result.content[1].as_text().expect("the payload block").text;
    serde_json::from_str(text).unwrap()
}

async fn log_of(client: Client, mut stderr: tokio::process::ChildStderr) -> String {
    client.cancel().await.unwrap();
    let mut log = String::new();
    tokio::time::timeout(Duration::from_secs(10), stderr.read_to_string(&mut log))
        .await
        .expect("the server exits when the client leaves")
        .unwrap();
    log
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn store_failures_get_their_categories() {
    let db = database("notes.db");
    let (client, stderr) = start(&db, false).await;

    let stored = call(
        &client,
        "add_note",
        json!({"title": "plan", "body": "ship it"}),
    )
    .await;
    assert_eq!(stored.is_error, Some(false), "{stored:?}");
    let read = call(&client, "get_note", json!({"title": "plan"})).await;
    assert_eq!(
        read.structured_content,
        Some(json!({"title": "plan", "body": "ship it"}))
    );

    let missing = failure(&call(&client, "get_note", json!({"title": "memo"})).await);
    assert_eq!(missing["errorCategory"], "validation", "{missing}");
    assert_eq!(missing["code"], "not_found");
    assert_eq!(
        missing["description"],
        "There is no note titled \"memo\". Check the title, then call again."
    );

    // UNIQUE constraint: the same on every attempt.
    let duplicate = failure(
        &call(
            &client,
            "add_note",
            json!({"title": "plan", "body": "again"}),
        )
        .await,
    );
    assert_eq!(duplicate["errorCategory"], "business", "{duplicate}");
    assert!(
        duplicate["description"]
            .as_str()
            .unwrap()
            .starts_with("The request conflicts with data already stored."),
        "{duplicate}"
    );
    assert_eq!(duplicate["code"], "store");
    assert!(!duplicate.to_string().contains("UNIQUE"), "{duplicate}");

    // Another connection holds the write lock past the busy timeout.
    let holder = rusqlite::Connection::open(&db).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let busy = failure(&call(&client, "add_note", json!({"title": "b", "body": "c"})).await);
    assert_eq!(busy["errorCategory"], "transient", "{busy}");
    assert_eq!(busy["retryAfterMs"], 250, "{busy}");
    assert!(busy.get("outcomeUnknown").is_none(), "{busy}");
    holder.execute_batch("ROLLBACK").unwrap();

    let log = log_of(client, stderr).await;
    for (payload, tool) in [
        (&missing, "get_note"),
        (&duplicate, "add_note"),
        (&busy, "add_note"),
    ] {
        let id = payload["correlationId"].as_str().unwrap();
        let line = log
            .lines()
            .find(|line| line.contains(&format!("correlation_id=\"{id}\"")))
            .unwrap_or_else(|| panic!("no log line for {payload} in\n{log}"));
        assert!(line.contains("toolerror: tool call failed"), "{line}");
        // The line names the tool that failed.
        assert!(line.contains(&format!("tool=\"{tool}\"")), "{line}");
    }
    // The log has the store's own words.
    assert!(
        log.contains("UNIQUE constraint failed: notes.title"),
        "{log}"
    );
    assert!(log.contains("database is locked"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_read_only_store_refuses_writes_as_permission() {
    let db = database("read-only.db");
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch("CREATE TABLE notes (title TEXT PRIMARY KEY, body TEXT NOT NULL)")
        .unwrap();
    let (client, stderr) = start(&db, true).await;
    let refused = failure(&call(&client, "add_note", json!({"title": "a", "body": "b"})).await);
    assert_eq!(refused["errorCategory"], "permission", "{refused}");
    assert_eq!(
        refused["description"],
        "The store refuses this change to this server. Don't retry; escalate to a person."
    );
    let found = failure(&call(&client, "get_note", json!({"title": "a"})).await);
    assert_eq!(found["code"], "not_found", "{found}");
    let log = log_of(client, stderr).await;
    assert!(log.contains("readonly database"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_that_is_no_database_is_unexpected_masked_and_logged() {
    let db = database("garbage.db");
    std::fs::write(&db, vec![0x5au8; 8192]).unwrap();
    let (client, stderr) = start(&db, false).await;
    let payload = failure(&call(&client, "get_note", json!({"title": "a"})).await);
    assert_eq!(payload["errorCategory"], "transient", "{payload}");
    let id = payload["correlationId"].as_str().unwrap().to_owned();
    assert!(
        payload["description"]
            .as_str()
            .unwrap()
            .starts_with(&format!("An internal error occurred; reference {id}.")),
        "{payload}"
    );
    assert!(!payload.to_string().contains("not a database"), "{payload}");
    let log = log_of(client, stderr).await;
    let line = log
        .lines()
        .find(|line| line.contains(&format!("correlation_id=\"{id}\"")))
        .unwrap_or_else(|| panic!("no log line for {id} in\n{log}"));
    assert_eq!(line.split_whitespace().nth(1), Some("ERROR"), "{line}");
    assert!(line.contains("file is not a database"), "{line}");
}
