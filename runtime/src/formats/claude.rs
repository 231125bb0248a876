//! Claude Messages API, rendered and read: `tool_result` content blocks.
//!
//! The Messages API has no structured field, so the payload travels as JSON
//! text, and a failure sets `is_error: true`.
//!
//! ```
//! use toolerror::{ErrorPayload, ToReply};
//!
//! let payload = ErrorPayload::permission(
//!     "not_your_booking",
//!     "This booking belongs to another customer. Ask the customer to sign in to their own account.",
//! );
//! let block = payload.to_reply().to_claude("toolu_01A09q90qw90lq917835lq9");
//! assert!(block.is_error);
//! assert_eq!(block.text(), Some(payload.to_json().as_str()));
//! let direct: serde_json::Value = serde_json::from_str(
//!     &payload.to_reply().to_claude_json("toolu_01A09q90qw90lq917835lq9"),
//! )?;
//! assert_eq!(direct, serde_json::to_value(&block)?);
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::de::{self, Deserializer};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::formats::WireFormat;
use crate::formats::read::{Decision, decide, unreadable};
use crate::payload::{Nesting, into_string, write_serialized};
use crate::reply::{Body, Reply};

/// A `tool_result` content block of the Claude Messages API:
/// `{"type": "tool_result", "tool_use_id": …, "is_error": …, "content": […]}`.
///
/// `is_error` is always written. When reading, `content` may be a string (it
/// becomes one text block) or absent (no blocks), as the API allows.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolResult {
    /// The `id` of the `tool_use` block this answers.
    pub tool_use_id: String,
    /// Whether the tool failed.
    pub is_error: bool,
    /// The content blocks.
    pub content: Vec<ContentBlock>,
}

impl ToolResult {
    /// The first text block's text, if there is one.
    #[must_use]
    pub fn text(&self) -> Option<&str> {
        self.content.iter().find_map(ContentBlock::as_text)
    }
}

/// A block inside a `tool_result`'s `content`.
#[derive(Debug, Clone, PartialEq)]
pub enum ContentBlock {
    /// `{"type": "text", "text": …}`.
    Text(String),
    /// Any other block (image, document, …), as its whole JSON object.
    Other(Map<String, Value>),
}

impl ContentBlock {
    /// A text block.
    #[must_use]
    pub fn text(text: impl Into<String>) -> Self {
        ContentBlock::Text(text.into())
    }

    /// The text of a text block.
    #[must_use]
    pub fn as_text(&self) -> Option<&str> {
        match self {
            ContentBlock::Text(text) => Some(text),
            ContentBlock::Other(_) => None,
        }
    }
}

impl Serialize for ContentBlock {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            ContentBlock::Text(text) => {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("type", "text")?;
                map.serialize_entry("text", text)?;
                map.end()
            }
            ContentBlock::Other(object) => object.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for ContentBlock {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let object = Map::deserialize(deserializer)?;
        match (object.get("type"), object.get("text")) {
            (Some(Value::String(kind)), Some(Value::String(text))) if kind == "text" => {
                Ok(ContentBlock::Text(text.clone()))
            }
            (Some(Value::String(kind)), _) if kind == "text" => {
                Err(de::Error::custom("text block lacks a string `text`"))
            }
            (Some(Value::String(_)), _) => Ok(ContentBlock::Other(object)),
            _ => Err(de::Error::custom("content block lacks a string `type`")),
        }
    }
}

impl Serialize for ToolResult {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("type", "tool_result")?;
        map.serialize_entry("tool_use_id", &self.tool_use_id)?;
        map.serialize_entry("is_error", &self.is_error)?;
        map.serialize_entry("content", &self.content)?;
        map.end()
    }
}

impl<'de> Deserialize<'de> for ToolResult {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum RawContent {
            Text(String),
            Blocks(Vec<ContentBlock>),
        }
        #[derive(Deserialize)]
        struct Raw {
            #[serde(rename = "type")]
            kind: String,
            tool_use_id: String,
            #[serde(default)]
            is_error: bool,
            content: Option<RawContent>,
        }
        let raw = Raw::deserialize(deserializer)?;
        if raw.kind != "tool_result" {
            return Err(de::Error::custom(format_args!(
                "expected a `tool_result` block, found type `{}`",
                raw.kind
            )));
        }
        Ok(ToolResult {
            tool_use_id: raw.tool_use_id,
            is_error: raw.is_error,
            content: match raw.content {
                None => Vec::new(),
                Some(RawContent::Text(text)) => vec![ContentBlock::Text(text)],
                Some(RawContent::Blocks(blocks)) => blocks,
            },
        })
    }
}

impl Reply<'_> {
    /// The Claude Messages API `tool_result` block answering `tool_use_id`:
    /// `is_error` for a failure, and the payload's or the value's JSON as
    /// its text (the Messages API has no structured field).
    #[must_use]
    pub fn to_claude(&self, tool_use_id: &str) -> ToolResult {
        ToolResult {
            tool_use_id: tool_use_id.to_owned(),
            is_error: self.is_error(),
            content: vec![ContentBlock::Text(self.to_text())],
        }
    }

    /// [`to_claude`](Self::to_claude) as JSON text.
    #[must_use]
    pub fn to_claude_json(&self, tool_use_id: &str) -> String {
        let mut out = Vec::with_capacity(256 + tool_use_id.len());
        self.write_claude_json(&mut out, tool_use_id);
        into_string(out)
    }

    /// Appends [`to_claude`](Self::to_claude) as JSON to
    /// `out`; a failure is written directly, with no intermediate value.
    pub fn write_claude_json(&self, out: &mut Vec<u8>, tool_use_id: &str) {
        let Body::Failure { payload, .. } = &self.body else {
            write_serialized(out, &self.to_claude(tool_use_id));
            return;
        };
        out.extend_from_slice(br#"{"type":"tool_result","tool_use_id":"#);
        write_serialized(out, tool_use_id);
        out.extend_from_slice(br#","is_error":true,"content":[{"type":"text","text":""#);
        payload.write_json_nested(out, Nesting::InString);
        out.extend_from_slice(br#""}]}"#);
    }
}

/// The reader of [`Format::Claude`](super::Format::Claude).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Claude;

impl WireFormat for Claude {
    const NAME: &'static str = "claude";
    const ERROR_FLAG: &'static str = "is_error";
    fn read(value: &Value) -> Decision {
        let Some(object) = value.as_object() else {
            return unreadable("a tool_result block is a JSON object");
        };
        if !matches!(
            object.get("type").and_then(Value::as_str),
            Some("tool_result" | "mcp_tool_result")
        ) {
            return unreadable("a tool_result block has \"type\": \"tool_result\"");
        }
        // The Anthropic SDK's tool runner sends `"content": null` for a tool
        // that returned nothing: a finished call with no output.
        let no_output = Value::Array(Vec::new());
        let content = match object.get("content") {
            Some(Value::Null) => Some(&no_output),
            content => content,
        };
        decide(
            object.get("is_error"),
            None,
            content,
            "a tool_result block has `content`",
        )
    }
}
