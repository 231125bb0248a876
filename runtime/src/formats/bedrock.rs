//! Amazon Bedrock Converse, rendered and read: a `toolResult` content block.
//!
//! A failure says `"status": "error"` (honoured by Claude and Nova models)
//! and carries the payload as a `json` block (a `text` block of its JSON in
//! text-only mode); a success carries its value as a `json` block and no
//! status.
//!
//! ```
//! use toolerror::{ErrorPayload, ToReply};
//!
//! let payload = ErrorPayload::permission("not_your_booking", "This booking belongs to another customer. Escalate.");
//! let block = payload.to_reply().to_bedrock("tooluse_kZJMlvQmRJ6eAyJE5GIl7Q");
//! let json = serde_json::to_value(&block)?;
//! assert_eq!(json["toolResult"]["status"], "error");
//! assert_eq!(json["toolResult"]["content"][0]["json"], payload.to_value());
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::formats::WireFormat;
use crate::formats::read::{
    Decision, decide, decide_hosted, is_error_payload, text_blocks, unreadable, unwrapped,
};
use crate::reply::Reply;

/// A Converse content block answering a tool use:
/// `{"toolResult": {"toolUseId": …, "content": […], "status"?: "error"}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolResultBlock {
    /// The result.
    #[serde(rename = "toolResult")]
    pub tool_result: ToolResult,
}

/// The result of a tool use.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolResult {
    /// The `toolUseId` of the tool use this answers.
    #[serde(rename = "toolUseId")]
    pub tool_use_id: String,
    /// The content blocks.
    pub content: Vec<ContentBlock>,
    /// `"error"` for a failure; absent for a success.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub status: Option<String>,
}

/// A block of a tool result's content.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ContentBlock {
    /// `{"json": …}`: any JSON document.
    Json(Value),
    /// `{"text": …}`.
    Text(String),
}

impl Reply<'_> {
    /// The `toolResult` block answering tool use `tool_use_id`.
    #[must_use]
    pub fn to_bedrock(&self, tool_use_id: &str) -> ToolResultBlock {
        let content = match self.to_structured() {
            Some(value) => ContentBlock::Json(value),
            None => ContentBlock::Text(self.to_text()),
        };
        ToolResultBlock {
            tool_result: ToolResult {
                tool_use_id: tool_use_id.into(),
                content: vec![content],
                status: self.is_error().then(|| "error".into()),
            },
        }
    }
}

/// The reader of [`Format::Bedrock`](super::Format::Bedrock).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Bedrock;

impl WireFormat for Bedrock {
    const NAME: &'static str = "bedrock";
    fn read(value: &Value) -> Decision {
        // A whole message: its tool results, a failure among them first.
        if let Some(blocks) = value.get("content").and_then(Value::as_array)
            && value.get("toolUseId").is_none()
            && blocks.iter().any(|block| block.get("toolResult").is_some())
        {
            let decisions: Vec<Decision> = blocks
                .iter()
                .filter(|block| block.get("toolResult").is_some())
                .map(Self::read)
                .collect();
            return match decisions
                .iter()
                .position(|decision| matches!(decision, Decision::Failed(_)))
            {
                Some(failed) => decisions
                    .into_iter()
                    .nth(failed)
                    .unwrap_or_else(|| unreadable("")),
                None => decisions
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| unreadable("a toolResult has a `content` list")),
            };
        }
        let result = unwrapped(value, &["toolResult", "tool_result"]);
        let Some(blocks) = result.get("content").and_then(Value::as_array) else {
            return unreadable("a toolResult has a `content` list");
        };
        let status = result.get("status").and_then(Value::as_str).map(str::trim);
        let flagged = status.is_some_and(|status| status.eq_ignore_ascii_case("error"));
        let structured = blocks
            .iter()
            .filter_map(|block| block.get("json"))
            .find(|json| json.as_object().is_some_and(is_error_payload))
            .or_else(|| blocks.iter().find_map(|block| block.get("json")));
        let texts: Vec<&str> = blocks
            .iter()
            .filter_map(|block| block.get("text")?.as_str())
            .collect();
        if !flagged {
            // No `status`: what a host made of the result decides.
            return decide_hosted(
                structured,
                &texts,
                "a toolResult has a `content` list",
                None,
            );
        }
        decide(
            Some(&Value::Bool(flagged)),
            structured,
            Some(&text_blocks(texts)),
            "a toolResult has a `content` list",
        )
    }
}
