//! Amazon Bedrock Converse rendering: a `toolResult` content block.
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
    pub content: Vec<ToolResultContent>,
    /// `"error"` for a failure; absent for a success.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub status: Option<String>,
}

/// A block of a tool result's content.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ToolResultContent {
    /// `{"json": …}`: any JSON document.
    Json(Value),
    /// `{"text": …}`.
    Text(String),
}

impl Reply<'_> {
    /// The `toolResult` block answering tool use `tool_use_id`.
    #[must_use]
    pub fn to_bedrock(&self, tool_use_id: &str) -> ToolResultBlock {
        let content = match self.structured() {
            Some(value) => ToolResultContent::Json(value),
            None => ToolResultContent::Text(self.text()),
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
