//! MCP rendering: `tools/call` results as the Model Context Protocol defines
//! them (schema versions 2025-06-18, 2025-11-25 and 2026-07-28).
//!
//! A failure is a *result* with `isError: true`, never a JSON-RPC error: the
//! model sees results, and can act on them. The payload goes in
//! `structuredContent` and, serialized, in a text block, because many hosts
//! drop `structuredContent` when `isError` is true.
//!
//! ```
//! use toolerror::ErrorPayload;
//!
//! let payload = ErrorPayload::business(
//!     "refund_over_limit",
//!     "Refund of $140 exceeds the $100 automatic refund ceiling. Escalate to a human agent.",
//! );
//! let result = payload.to_mcp_result();
//! assert!(result.is_error);
//! assert_eq!(result.structured_content, Some(payload.to_value()));
//! assert_eq!(result.text(), Some(payload.to_json().as_str()));
//!
//! // The same document, written directly without building the typed result.
//! let direct: serde_json::Value = serde_json::from_str(&payload.to_mcp_json())?;
//! assert_eq!(direct, serde_json::to_value(&result)?);
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::de::{self, Deserializer};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::ext::ToolErrorExt;
use crate::outcome::{EmptyResult, Found, Outcome};
use crate::payload::{ErrorPayload, Nesting, into_string, write_serialized};
use crate::tool_error::ToolError;

/// The result of an MCP `tools/call`.
///
/// Field names follow the MCP schema: `content`, `structuredContent`,
/// `isError`, `_meta`. `isError` is always written; when reading, an absent
/// `isError` means `false`, as the schema says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CallToolResult {
    /// The result type discriminator of schema 2026-07-28 (`"complete"`);
    /// absent in earlier versions, and absent means complete. Left unset by
    /// this crate's renderers: set it when answering a 2026-07-28 client.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result_type: Option<String>,
    /// What the model reads.
    pub content: Vec<ContentBlock>,
    /// Machine-readable content. Before schema 2026-07-28 it must be an
    /// object; everything this crate renders is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub structured_content: Option<Value>,
    /// Whether the call failed.
    #[serde(default)]
    pub is_error: bool,
    /// Protocol-level metadata.
    #[serde(rename = "_meta", default, skip_serializing_if = "Option::is_none")]
    pub meta: Option<Map<String, Value>>,
}

impl CallToolResult {
    /// The first text block's text, if there is one.
    #[must_use]
    pub fn text(&self) -> Option<&str> {
        self.content.iter().find_map(ContentBlock::as_text)
    }

    /// Sets `_meta`.
    #[must_use]
    pub fn with_meta(mut self, meta: Map<String, Value>) -> Self {
        self.meta = Some(meta);
        self
    }
}

/// A content block of a tool result.
///
/// Text blocks are typed; every other kind (image, audio, resource,
/// resource_link, or one a later schema adds) is kept as its JSON object,
/// so reading and writing a result loses nothing.
#[derive(Debug, Clone, PartialEq)]
pub enum ContentBlock {
    /// `{"type": "text", "text": …}`.
    Text {
        /// The text.
        text: String,
        /// The block's other members (`annotations`, `_meta`), if any.
        extra: Map<String, Value>,
    },
    /// Any other block, as its whole JSON object (including `type`).
    Other(Map<String, Value>),
}

impl ContentBlock {
    /// A text block.
    #[must_use]
    pub fn text(text: impl Into<String>) -> Self {
        ContentBlock::Text {
            text: text.into(),
            extra: Map::new(),
        }
    }

    /// The text of a text block.
    #[must_use]
    pub fn as_text(&self) -> Option<&str> {
        match self {
            ContentBlock::Text { text, .. } => Some(text),
            ContentBlock::Other(_) => None,
        }
    }
}

impl Serialize for ContentBlock {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            ContentBlock::Text { text, extra } => {
                let mut map = serializer.serialize_map(Some(2 + extra.len()))?;
                map.serialize_entry("type", "text")?;
                map.serialize_entry("text", text)?;
                for (key, value) in extra {
                    if key != "type" && key != "text" {
                        map.serialize_entry(key, value)?;
                    }
                }
                map.end()
            }
            ContentBlock::Other(object) => object.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for ContentBlock {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut object = Map::deserialize(deserializer)?;
        match object.get("type") {
            Some(Value::String(kind)) if kind == "text" => {}
            Some(Value::String(_)) => return Ok(ContentBlock::Other(object)),
            _ => return Err(de::Error::custom("content block lacks a string `type`")),
        }
        let Some(Value::String(text)) = object.remove("text") else {
            return Err(de::Error::custom(
                "text content block lacks a string `text`",
            ));
        };
        object.remove("type");
        Ok(ContentBlock::Text {
            text,
            extra: object,
        })
    }
}

impl ErrorPayload<'_> {
    /// The MCP failure result: `isError: true`, the payload in
    /// `structuredContent`, and the payload as JSON in a text block.
    #[must_use]
    pub fn to_mcp_result(&self) -> CallToolResult {
        CallToolResult {
            result_type: None,
            content: vec![ContentBlock::text(self.to_json())],
            structured_content: Some(self.to_value()),
            is_error: true,
            meta: None,
        }
    }

    /// The MCP failure result without `structuredContent`: the payload
    /// travels in the text block only.
    ///
    /// Use it for tools with an `outputSchema` that the error payload doesn't
    /// satisfy: the TypeScript SDK 1.x client validates `structuredContent`
    /// against the schema even on errors, and would replace the error with a
    /// protocol error.
    #[must_use]
    pub fn to_mcp_result_text_only(&self) -> CallToolResult {
        CallToolResult {
            result_type: None,
            content: vec![ContentBlock::text(self.to_json())],
            structured_content: None,
            is_error: true,
            meta: None,
        }
    }

    /// [`to_mcp_result`](Self::to_mcp_result) as JSON text, written directly.
    #[must_use]
    pub fn to_mcp_json(&self) -> String {
        let mut out = Vec::with_capacity(320 + 2 * self.description().len());
        self.write_mcp_json(&mut out, ErrorMode::Structured);
        into_string(out)
    }

    /// Appends the MCP failure result as JSON to `out`, in the given mode.
    ///
    /// Writes the same document as serializing
    /// [`to_mcp_result`](Self::to_mcp_result) (or the text-only variant),
    /// with no intermediate allocation, and with the payload's members in
    /// wire order (`errorCategory` first) in `structuredContent` too.
    pub fn write_mcp_json(&self, out: &mut Vec<u8>, mode: ErrorMode) {
        out.extend_from_slice(br#"{"content":[{"type":"text","text":""#);
        self.write_json_nested(out, Nesting::InString);
        out.extend_from_slice(br#""}],"#);
        if mode == ErrorMode::Structured {
            out.extend_from_slice(br#""structuredContent":"#);
            self.write_json_nested(out, Nesting::Plain);
            out.push(b',');
        }
        out.extend_from_slice(br#""isError":true}"#);
    }
}

/// Whether an MCP failure carries `structuredContent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ErrorMode {
    /// The payload in `structuredContent` and in a text block (the default).
    #[default]
    Structured,
    /// The payload in a text block only, for clients that validate error
    /// results against the tool's `outputSchema`.
    TextOnly,
}

impl<T: Serialize> Found<T> {
    /// The MCP success result: `isError: false`, `resultCount` and `results`
    /// in `structuredContent`, mirrored as JSON in a text block.
    ///
    /// # Errors
    ///
    /// When a result fails to serialize (a map with non-string keys, or a
    /// `Serialize` impl that reports an error).
    pub fn to_mcp_result(&self) -> Result<CallToolResult, serde_json::Error> {
        Ok(structured_success(self.to_value()?))
    }
}

impl<T: Serialize, E: ToolError> Outcome<T, E> {
    /// The MCP result of this outcome.
    ///
    /// # Errors
    ///
    /// When a found result fails to serialize.
    pub fn to_mcp_result(&self) -> Result<CallToolResult, serde_json::Error> {
        match self {
            Outcome::Found(found) => found.to_mcp_result(),
            Outcome::Empty(empty) => Ok(empty.to_mcp_result()),
            Outcome::Failed(error) => Ok(error.to_mcp_result()),
        }
    }
}

impl EmptyResult {
    /// The MCP result of a valid empty result: `isError: false`,
    /// `resultCount: 0`, and a description saying the query ran and matched
    /// nothing.
    #[must_use]
    pub fn to_mcp_result(&self) -> CallToolResult {
        // The text keeps the wire order (`resultCount` first); the value's
        // map is sorted.
        let mut text = Vec::with_capacity(256);
        write_serialized(&mut text, self);
        CallToolResult {
            result_type: None,
            content: vec![ContentBlock::text(into_string(text))],
            structured_content: Some(self.to_value()),
            is_error: false,
            meta: None,
        }
    }
}

/// A success result whose `structuredContent` is `value`, mirrored as JSON
/// text in a content block.
#[must_use]
pub fn structured_success(value: Value) -> CallToolResult {
    CallToolResult {
        result_type: None,
        content: vec![ContentBlock::text(value.to_string())],
        structured_content: Some(value),
        is_error: false,
        meta: None,
    }
}
