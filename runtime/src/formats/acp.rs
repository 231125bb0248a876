//! Agent Client Protocol, rendered and read: the `session/update` notification that
//! ends a tool call.
//!
//! A failure is a `tool_call_update` with `"status": "failed"`, a success
//! one with `"status": "completed"`; both carry the text (the payload's or
//! the value's JSON) as a content block, and the structured value (the
//! payload, unless text-only) as `rawOutput`.
//!
//! ```
//! use toolerror::{ErrorPayload, ToReply};
//!
//! let payload = ErrorPayload::transient("timeout", "The store timed out. Retry in 5 seconds.", None);
//! let notification = payload.to_reply().to_acp("sess_abc123", "call_001");
//! assert_eq!(notification.update.status, "failed");
//! assert_eq!(notification.update.raw_output, Some(payload.to_value()));
//! ```

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::formats::WireFormat;
use crate::formats::read::{Decision, decide, decide_hosted, text_blocks, unreadable, unwrapped};
use crate::reply::Reply;

/// The params of a `session/update` notification:
/// `{"sessionId": …, "update": {"sessionUpdate": "tool_call_update", …}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionNotification {
    /// The session.
    pub session_id: String,
    /// The update.
    pub update: ToolCallUpdate,
}

/// A tool call's update.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolCallUpdate {
    /// Always `"tool_call_update"`.
    pub session_update: String,
    /// The tool call this updates.
    pub tool_call_id: String,
    /// `"failed"` or `"completed"`.
    pub status: String,
    /// What the client shows: one text block.
    pub content: Vec<ToolCallContent>,
    /// The structured output: the payload, or the value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raw_output: Option<Value>,
}

/// A tool call's content: `{"type": "content", "content": {"type": "text", "text": …}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolCallContent {
    /// Always `"content"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The text block.
    pub content: TextBlock,
}

/// A text content block.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TextBlock {
    /// Always `"text"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The text.
    pub text: String,
}

impl Reply<'_> {
    /// The notification ending tool call `tool_call_id` of session
    /// `session_id`.
    #[must_use]
    pub fn to_acp(&self, session_id: &str, tool_call_id: &str) -> SessionNotification {
        SessionNotification {
            session_id: session_id.into(),
            update: ToolCallUpdate {
                session_update: "tool_call_update".into(),
                tool_call_id: tool_call_id.into(),
                status: if self.is_error() {
                    "failed"
                } else {
                    "completed"
                }
                .into(),
                content: vec![ToolCallContent {
                    kind: "content".into(),
                    content: TextBlock {
                        kind: "text".into(),
                        text: self.to_text(),
                    },
                }],
                raw_output: self.to_structured(),
            },
        }
    }
}

/// The reader of [`Format::Acp`](super::Format::Acp).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Acp;

impl WireFormat for Acp {
    const NAME: &'static str = "acp";
    fn read(value: &Value) -> Decision {
        let update = unwrapped(value, &["params", "update"]);
        let Some(status) = update.get("status").and_then(Value::as_str) else {
            return unreadable("a tool_call_update has a `status`");
        };
        let texts: Vec<&str> = update
            .get("content")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|item| {
                let block = item.get("content").unwrap_or(item);
                block.get("text")?.as_str()
            })
            .collect();
        let raw = update.get("rawOutput").or_else(|| update.get("raw_output"));
        // A raw output written as text is read as text, not as structured data
        // the text blocks mirror.
        let mut texts = texts;
        texts.extend(raw.and_then(Value::as_str));
        let structured = raw.filter(|raw| !raw.is_string());
        let text = text_blocks(texts.iter().copied());
        match status.trim().to_ascii_lowercase().as_str() {
            // No failure status: what a host made of the result decides.
            "completed" => decide_hosted(structured, &texts, "", None),
            "pending" | "in_progress" => match decide_hosted(structured, &texts, "", None) {
                failed @ Decision::Failed(_) => failed,
                _ => Decision::Task {
                    task_id: update
                        .get("toolCallId")
                        .and_then(Value::as_str)
                        .map(str::to_owned),
                },
            },
            // "failed", and any status that isn't known to be a success.
            _ => decide(Some(&Value::Bool(true)), structured, Some(&text), ""),
        }
    }
}
