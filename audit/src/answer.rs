//! What a server answered one call with, in the shape the checks read.

use std::time::Duration;

use serde_json::{Map, Value};

/// The answer to one `tools/call`.
#[derive(Debug, Clone)]
pub enum Answer {
    /// A tool result, as JSON (`content`, `structuredContent`, `isError`).
    Result(Value),
    /// A JSON-RPC error.
    Protocol {
        /// Its code.
        code: i64,
        /// Its message.
        message: String,
        /// Its `data`, if any.
        data: Option<Value>,
    },
    /// Not a finished result: the server asked for input or made a task of
    /// the call; the audit doesn't follow up.
    Unfinished(String),
    /// An answer the client can't read as a tool result or a JSON-RPC
    /// error (`content` that isn't a list, say): what the client said.
    Unreadable(String),
    /// No answer within the per-call timeout (counted again from each
    /// progress notification) or the budget: how long the audit waited.
    TimedOut(Duration),
    /// The connection ended: the server exited or dropped it.
    Closed {
        /// What the transport said, and the end of the server's stderr.
        reason: String,
    },
}

impl Answer {
    /// The tool result's members, when it is one.
    pub fn result(&self) -> Option<&Map<String, Value>> {
        match self {
            Answer::Result(Value::Object(result)) => Some(result),
            _ => None,
        }
    }

    /// A tool result with `isError: true`.
    pub fn is_flagged_error(&self) -> bool {
        self.result()
            .is_some_and(|result| result.get("isError") == Some(&Value::Bool(true)))
    }

    /// The result's `structuredContent`, when present and not null.
    pub fn structured(&self) -> Option<&Value> {
        self.result()?
            .get("structuredContent")
            .filter(|value| !value.is_null())
    }

    /// The result's text blocks, in order.
    pub fn texts(&self) -> Vec<&str> {
        let Some(content) = self.result().and_then(|result| result.get("content")) else {
            return Vec::new();
        };
        content
            .as_array()
            .into_iter()
            .flatten()
            .filter(|block| block.get("type").and_then(Value::as_str) == Some("text"))
            .filter_map(|block| block.get("text").and_then(Value::as_str))
            .collect()
    }

    /// Everything an agent (or a log) could read of the answer as text: a
    /// result's text blocks and its `structuredContent` as JSON, or a
    /// JSON-RPC error's message and data.
    pub fn readable_text(&self) -> String {
        match self {
            Answer::Result(_) => {
                let mut parts: Vec<String> = self.texts().into_iter().map(str::to_owned).collect();
                if let Some(structured) = self.structured() {
                    parts.push(structured.to_string());
                }
                parts.join("\n")
            }
            Answer::Protocol { message, data, .. } => match data {
                Some(Value::String(data)) => format!("{message}\n{data}"),
                Some(data) => format!("{message}\n{data}"),
                None => message.clone(),
            },
            Answer::Unfinished(_)
            | Answer::Unreadable(_)
            | Answer::TimedOut(_)
            | Answer::Closed { .. } => String::new(),
        }
    }

    /// How many bytes the answer took on the wire (its JSON).
    pub fn size(&self) -> usize {
        match self {
            Answer::Result(value) => value.to_string().len(),
            Answer::Protocol { message, data, .. } => {
                message.len() + data.as_ref().map_or(0, |data| data.to_string().len())
            }
            Answer::Unfinished(_)
            | Answer::Unreadable(_)
            | Answer::TimedOut(_)
            | Answer::Closed { .. } => 0,
        }
    }

    /// The answer as the checks read it, and its size on the wire
    /// ([`Answer::size`]) before: every string cut to
    /// [`INPUT_BYTES`](crate::text::INPUT_BYTES), every list and object to
    /// its first [`MAX_ITEMS`]. No check then scans more than a bounded
    /// text, whatever the server sent.
    pub fn bounded(self) -> (Answer, usize) {
        let size = self.size();
        let answer = match self {
            Answer::Result(value) => Answer::Result(bounded_value(value)),
            Answer::Protocol {
                code,
                message,
                data,
            } => Answer::Protocol {
                code,
                message: bounded_text(message),
                data: data.map(bounded_value),
            },
            other => other,
        };
        (answer, size)
    }

    /// A few words for the progress line and the JSON report.
    pub fn kind(&self) -> String {
        match self {
            Answer::Result(_) if self.is_flagged_error() => "error result".into(),
            Answer::Result(_) => "result".into(),
            Answer::Protocol { code, .. } => format!("JSON-RPC error {code}"),
            Answer::Unfinished(what) => what.clone(),
            Answer::Unreadable(why) => format!("an unreadable answer ({why})"),
            Answer::TimedOut(after) => format!("no answer within {:.1} s", after.as_secs_f64()),
            Answer::Closed { .. } => "connection closed".into(),
        }
    }
}

/// The most items of a list, or members of an object, the checks read.
pub const MAX_ITEMS: usize = 256;

/// `value` with its strings, lists and objects bounded.
fn bounded_value(value: Value) -> Value {
    match value {
        Value::String(text) => Value::String(bounded_text(text)),
        Value::Array(items) => Value::Array(
            items
                .into_iter()
                .take(MAX_ITEMS)
                .map(bounded_value)
                .collect(),
        ),
        Value::Object(members) => Value::Object(
            members
                .into_iter()
                .take(MAX_ITEMS)
                .map(|(key, member)| (bounded_text(key), bounded_value(member)))
                .collect(),
        ),
        other => other,
    }
}

/// `text` cut to [`INPUT_BYTES`](crate::text::INPUT_BYTES) at a character
/// boundary, with `…` when cut.
fn bounded_text(text: String) -> String {
    if text.len() <= crate::text::INPUT_BYTES {
        return text;
    }
    format!("{}…", crate::text::head(&text, crate::text::INPUT_BYTES))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::Answer;

    #[test]
    fn texts_and_flags_are_read_from_the_result() {
        let answer = Answer::Result(json!({
            "content": [{"type": "text", "text": "a"}, {"type": "image", "data": "…"}, {"type": "text", "text": "b"}],
            "structuredContent": {"x": 1},
            "isError": true
        }));
        assert!(answer.is_flagged_error());
        assert_eq!(answer.texts(), ["a", "b"]);
        assert_eq!(answer.readable_text(), "a\nb\n{\"x\":1}");
        assert_eq!(answer.kind(), "error result");
        let unflagged = Answer::Result(json!({"content": [], "isError": "true"}));
        assert!(!unflagged.is_flagged_error());
    }

    #[test]
    fn bounded_answers_keep_their_wire_size() {
        let huge = "x".repeat(8 * 1024 * 1024);
        let answer = Answer::Result(json!({
            "content": [{"type": "text", "text": huge}],
            "isError": true
        }));
        let wire = answer.size();
        let (bounded, size) = answer.bounded();
        assert_eq!(size, wire);
        let text = bounded.texts()[0];
        assert!(text.len() <= crate::text::INPUT_BYTES + 3, "{}", text.len());
        let (protocol, _) = Answer::Protocol {
            code: -32603,
            message: "[".repeat(300_000),
            data: Some(json!((0..1000).collect::<Vec<_>>())),
        }
        .bounded();
        let Answer::Protocol { message, data, .. } = protocol else {
            unreachable!()
        };
        assert!(message.len() <= crate::text::INPUT_BYTES + 3);
        assert_eq!(data.unwrap().as_array().unwrap().len(), super::MAX_ITEMS);
    }

    #[test]
    fn a_protocol_error_reads_as_its_message_and_data() {
        let answer = Answer::Protocol {
            code: -32602,
            message: "Invalid params".into(),
            data: Some(json!("user_id")),
        };
        assert_eq!(answer.readable_text(), "Invalid params\nuser_id");
        assert!(answer.result().is_none());
        assert_eq!(answer.kind(), "JSON-RPC error -32602");
    }
}
