//! The host matrix is the ground truth for `--show-as`: every document a
//! real agent host handed its model, as the matrix recorded it
//! (`tests/interop/hosts/corpus.jsonl`, `tests/interop/clis/corpus.jsonl`),
//! is built again from the server's own result by [`Host::shows`], and the
//! two must be the same document, with what differs from run to run left
//! out: ids the host or the server minted, the wall time Codex reports,
//! the reminder Claude Code appends, and the order of JSON members (the
//! audit reads results into sorted maps). JSON inside a string is compared
//! as JSON.

use std::path::PathBuf;

use regex_lite::Regex;
use serde_json::{Map, Value};
use toolerror_audit::hosts::Host;

const CORPORA: [&str; 2] = [
    "tests/interop/hosts/corpus.jsonl",
    "tests/interop/clis/corpus.jsonl",
];

/// The name the CLI matrix gives the example server in each CLI's
/// settings (Gemini CLI names its tools `mcp_<server>_<tool>`).
const SERVER: &str = "bikes";

/// Members whose values a host or the server mints per call.
const MINTED: [&str; 5] = [
    "id",
    "tool_call_id",
    "call_id",
    "tool_use_id",
    "cache_control",
];

struct Normalizer {
    id: Regex,
    wall_time: Regex,
    reminder: Regex,
    gemini_error: Regex,
}

impl Normalizer {
    fn new() -> Normalizer {
        Normalizer {
            id: Regex::new("[0-9a-f]{16}").unwrap(),
            wall_time: Regex::new(r"^Wall time: [0-9.]+ seconds\nOutput:\n?").unwrap(),
            reminder: Regex::new(r"(?s)\n\n<system-reminder>.*</system-reminder>$").unwrap(),
            gemini_error: Regex::new(
                r"(?s)^MCP tool '(.*?)' reported tool error for function call: (.*) with response: (\[.*\])$",
            )
            .unwrap(),
        }
    }

    fn value(&self, value: &Value) -> Value {
        match value {
            Value::Object(members) => Value::Object(
                members
                    .iter()
                    .filter(|(key, _)| !MINTED.contains(&key.as_str()))
                    .map(|(key, value)| (key.clone(), self.value(value)))
                    .collect(),
            ),
            Value::Array(items) => {
                Value::Array(items.iter().map(|item| self.value(item)).collect())
            }
            Value::String(text) => self.text(text),
            other => other.clone(),
        }
    }

    fn text(&self, text: &str) -> Value {
        let text = self.id.replace_all(text, "<id>");
        let text = self.reminder.replace(&text, "");
        if let Some(found) = self.wall_time.find(&text) {
            let rest = &text[found.end()..];
            return serde_json::json!({"wall time": self.text(rest)});
        }
        if let Some(parts) = self.gemini_error.captures(&text) {
            let json = |index: usize| -> Value {
                serde_json::from_str::<Value>(&parts[index])
                    .map(|value| self.value(&value))
                    .unwrap_or_else(|_| Value::String(parts[index].to_owned()))
            };
            return serde_json::json!({"tool": &parts[1], "call": json(2), "response": json(3)});
        }
        match serde_json::from_str::<Value>(&text) {
            Ok(value @ (Value::Object(_) | Value::Array(_))) => self.value(&value),
            _ => Value::String(text.into_owned()),
        }
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the audit crate lives inside the workspace")
        .to_path_buf()
}

#[test]
fn every_recorded_document_is_what_the_host_rule_builds() {
    let normal = Normalizer::new();
    let mut problems = Vec::new();
    let mut compared = 0;
    let mut hosts_seen = Vec::new();
    for corpus in CORPORA {
        let text = std::fs::read_to_string(root().join(corpus))
            .unwrap_or_else(|error| panic!("{corpus}: {error}"));
        for (index, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let at = format!("{corpus}:{}", index + 1);
            let row: Value =
                serde_json::from_str(line).unwrap_or_else(|error| panic!("{at}: {error}"));
            let name = row["host"].as_str().unwrap_or_default();
            let Some(host) = Host::named(name) else {
                problems.push(format!("{at}: the host {name:?} has no rule"));
                continue;
            };
            if !hosts_seen.contains(&host) {
                hosts_seen.push(host);
            }
            let result = &row["server_result"];
            // The host answered the call itself (an unknown tool, its own
            // argument check): no rule builds the host's own words.
            if result.get("jsonrpcError").is_some() || row.get("host_answers").is_some() {
                continue;
            }
            let call = row["server_call"]
                .as_array()
                .expect("the call the server got");
            let tool = call[0].as_str().expect("a tool name");
            let arguments = call[1].as_object().cloned().unwrap_or_else(Map::new);
            let built = normal.value(&host.shows(SERVER, tool, &arguments, result));
            let recorded: Vec<&Value> = match &row["model_sees"] {
                Value::Array(items)
                    if row.get("calls").is_some_and(|calls| {
                        calls
                            .as_array()
                            .is_some_and(|calls| calls.len() == items.len() && items.len() > 1)
                    }) || row["case"] == "repeated_failure" =>
                {
                    items.iter().collect()
                }
                item => vec![item],
            };
            for document in recorded {
                compared += 1;
                let document = normal.value(document);
                if document != built {
                    problems.push(format!(
                        "{at} {name} {}:\n  recorded {document}\n  built    {built}",
                        row["case"]
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(compared >= 100, "only {compared} documents compared");
    for host in Host::ALL {
        assert!(
            hosts_seen.contains(&host),
            "{} has no recorded document",
            host.name()
        );
    }
}
