//! The host matrix's loop closed: every text an agent host handed its
//! model, as the matrix recorded it, read back with the reader, must give
//! the decision the server's own result gives (`read_result(Format::Mcp,
//! server_result)`): failed with the same category, retryability and delay;
//! empty; partial with the same coverage; success. Where the host answered
//! the call itself (an unknown tool, its own check of the arguments), the
//! server's answer is not what the model got: the reading must be a failure
//! (with no category, or the one the host's words honestly carry), never a
//! success.
//!
//! The corpora: `tests/interop/clis/corpus.jsonl` (Claude Code, Codex CLI,
//! Gemini CLI; `drive_clis.py --write-corpus`),
//! `tests/interop/hosts/corpus.jsonl` (langchain, openai-agents,
//! pydantic-ai, the MCP Python SDK, fastmcp, Google ADK, google-genai,
//! autogen (a workbench and the tool adapters), the Anthropic SDK's MCP
//! helpers;
//! `drive_hosts.py --write-corpus`) and `tests/interop/hosts/envelopes.jsonl`
//! (shapes the hosts can't be driven to here, with the example server
//! behind them: rows written by hand from each host's source, each row
//! citing it and saying why it isn't recorded).
//!
//! The format each host's item is read with, and why:
//!
//! | host | item | format |
//! |---|---|---|
//! | Claude Code | the `tool_result` block of the next Messages request | [`Format::Claude`] |
//! | Codex CLI | the `function_call_output` item of the next Responses request | [`Format::OpenAiResponses`] |
//! | Gemini CLI | the `functionResponse` part of the next request | [`Format::Gemini`] |
//! | langchain | the `ToolMessage` as a dict (`type`, `content`, `status`, `tool_call_id`): its provider adapters send `content` as a Chat tool message's, and `status` is the flag the Chat format lacks | [`Format::OpenAiChat`] |
//! | openai-agents | the `function_call_output` item it hands its model | [`Format::OpenAiResponses`] |
//! | pydantic-ai | the Chat tool message its OpenAI model sends (`content` is `model_response_str()` for a tool's return, `model_response()` for a retry prompt) | [`Format::OpenAiChat`] |
//! | mcp-sdk | the `CallToolResult` `ClientSession.call_tool` returns, dumped by alias: the whole result, flag and `structuredContent` kept | [`Format::Mcp`] |
//! | fastmcp | a Chat tool message whose text is `str(ToolError)` (`Client.call_tool` raises, by default, with the first text block alone: no flag, no payload), or a success's text blocks | [`Format::OpenAiChat`] |
//! | google-adk | the `functionResponse` part of the next request: `response` is the whole result (`isError`, `content`, `structuredContent`) | [`Format::Gemini`] |
//! | google-genai | the `functionResponse` part of the next request (from the fake Gemini API): `response` is `{"error": <whole result>}` or `{"result": <whole result>}` | [`Format::Gemini`] |
//! | autogen | the `FunctionExecutionResult` its model client is handed (`content`, the text blocks joined by newlines; `is_error`; `call_id`; `name`): autogen-ext's OpenAI client sends `content` as a Chat tool message's (and its OpenAI and Anthropic clients drop `is_error`) | [`Format::OpenAiChat`] |
//! | autogen-tools | the same `FunctionExecutionResult`, whose `content` is the JSON list of the result's content blocks (autogen-ext's tool adapters), or pydantic's `ValidationError` text, flagged, when the adapter rejects the arguments itself | [`Format::OpenAiChat`] |
//! | anthropic | the `tool_result` block of the next Messages request (from the fake transport): every text block, `is_error` kept, `structuredContent` dropped | [`Format::Claude`] |

use std::path::PathBuf;

use serde_json::Value;
use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_result};

const CORPORA: [&str; 3] = [
    "tests/interop/clis/corpus.jsonl",
    "tests/interop/hosts/corpus.jsonl",
    "tests/interop/hosts/envelopes.jsonl",
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests package lives inside the workspace")
        .to_path_buf()
}

fn format_of(row: &Value) -> Format {
    if let Some(name) = row.get("format").and_then(Value::as_str) {
        return Format::ALL
            .into_iter()
            .find(|format| format.name() == name)
            .unwrap_or_else(|| panic!("unknown format {name}"));
    }
    match row["host"].as_str().unwrap_or_default() {
        "claude-code" => Format::Claude,
        "codex" | "openai-agents" => Format::OpenAiResponses,
        "gemini-cli" => Format::Gemini,
        "langchain" | "pydantic-ai" | "fastmcp" | "autogen" | "autogen-tools" => Format::OpenAiChat,
        "anthropic" => Format::Claude,
        "mcp-sdk" => Format::Mcp,
        "google-adk" | "google-genai" => Format::Gemini,
        other => panic!("no format for host {other}"),
    }
}

/// The parts of a decision the model acts on.
fn shape(decision: &Decision) -> String {
    match decision {
        Decision::Failed(failure) => format!(
            "failed {:?} retryable {:?} after {:?}",
            failure.category, failure.retryable, failure.retry_after
        ),
        Decision::Empty { .. } => "empty".to_owned(),
        Decision::Partial {
            result_count,
            sources_attempted,
            sources_failed,
            ..
        } => {
            format!("partial {result_count:?} of {sources_attempted:?}, {sources_failed:?} failed")
        }
        Decision::Success { .. } => "success".to_owned(),
        other => format!("{other:?}"),
    }
}

fn rows() -> Vec<(String, Value)> {
    let mut rows = Vec::new();
    for corpus in CORPORA {
        let path = root().join(corpus);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("read {}: {error}", path.display()));
        for (index, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let row: Value = serde_json::from_str(line)
                .unwrap_or_else(|error| panic!("{corpus}:{}: {error}", index + 1));
            rows.push((format!("{corpus}:{}", index + 1), row));
        }
    }
    rows
}

#[test]
fn every_recorded_host_output_reads_as_the_server_result() {
    let rows = rows();
    let mut problems = Vec::new();
    let mut checked = 0;
    for (at, row) in &rows {
        let format = format_of(row);
        let server = &row["server_result"];
        let expected = match server.get("jsonrpcError") {
            Some(_) => None,
            None => Some(read_result(Format::Mcp, server)),
        };
        let host_answered = row.get("host_answers").is_some() || expected.is_none();
        let items: Vec<&Value> = match &row["model_sees"] {
            Value::Array(items) => items.iter().collect(),
            item => vec![item],
        };
        assert!(!items.is_empty(), "{at}: nothing recorded");
        for item in items {
            checked += 1;
            let read = read_result(format, item);
            let label = format!(
                "{at} {} {} ({})",
                row["host"].as_str().unwrap_or("?"),
                row["case"].as_str().unwrap_or("?"),
                format.name()
            );
            if host_answered {
                // The host's own words: a failure, with no category or one
                // the words carry, never a success.
                let Decision::Failed(failure) = &read else {
                    problems.push(format!("{label}: the host's answer reads as {read:?}"));
                    continue;
                };
                let server_category = expected.as_ref().and_then(|expected| match expected {
                    Decision::Failed(failure) => failure.category,
                    _ => None,
                });
                if failure.category.is_some() && failure.category != server_category {
                    problems.push(format!(
                        "{label}: the host's answer reads as {:?}",
                        failure.category
                    ));
                }
                continue;
            }
            let expected = expected.as_ref().expect("a server result");
            if shape(&read) != shape(expected) {
                problems.push(format!(
                    "{label}: reads as {}, the server's result as {}",
                    shape(&read),
                    shape(expected)
                ));
            }
        }
    }
    assert!(checked >= 156, "only {checked} items in the corpora");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every host and every case of the matrix is in the recorded corpora
/// (the hand-written rows, which cite a `source`, come on top).
#[test]
fn the_corpora_cover_the_matrix() {
    let rows = rows();
    let cells = |host: &str| {
        rows.iter()
            .filter(|(_, row)| row["host"] == host && row.get("source").is_none())
            .count()
    };
    for host in ["claude-code", "codex", "gemini-cli"] {
        assert_eq!(cells(host), 12, "{host}");
    }
    for host in [
        "langchain",
        "openai-agents",
        "pydantic-ai",
        "mcp-sdk",
        "fastmcp",
        "google-adk",
        "google-genai",
        "autogen",
        "autogen-tools",
        "anthropic",
    ] {
        assert_eq!(cells(host), 10, "{host}");
    }
}
