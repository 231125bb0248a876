//! MCP, rendered and read: `tools/call` results as the Model Context Protocol defines
//! them (schema versions 2025-06-18, 2025-11-25 and 2026-07-28).
//!
//! A failure is a *result* with `isError: true`, never a JSON-RPC error: the
//! model sees results, and can act on them. Each part of it stands alone,
//! because hosts keep different parts (the README's "Hosts" section says
//! which): a first text block in plain words
//! ([`ErrorPayload::to_sentence`]: category, retryability, the delay, the
//! description, the next step and the reference id), for hosts that show
//! the first block only or drop the error flag; a second text block with
//! the payload's JSON, for hosts that drop `structuredContent`; and the
//! payload in `structuredContent` (unless text-only), for hosts that show
//! only that.
//!
//! ```
//! use toolerror::{ErrorPayload, ToReply};
//!
//! let payload = ErrorPayload::business(
//!     "refund_over_limit",
//!     "Refund of $140 exceeds the $100 automatic refund ceiling. Escalate to a human agent.",
//! );
//! let result = payload.to_reply().to_mcp();
//! assert!(result.is_error);
//! assert_eq!(result.structured_content, Some(payload.to_value()));
//! assert_eq!(result.text(), Some(payload.to_sentence().as_str()));
//! assert_eq!(result.content[1].as_text(), Some(payload.to_json().as_str()));
//!
//! // The same document, written directly without building the typed result.
//! let direct: serde_json::Value = serde_json::from_str(&payload.to_reply().to_mcp_json())?;
//! assert_eq!(direct, serde_json::to_value(&result)?);
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::de::{self, Deserializer};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::category::Category;
use crate::formats::WireFormat;
use crate::formats::read::{Decision, read_mcp_result};
use crate::payload::{ErrorPayload, JsonStringContent, Nesting, into_string, write_serialized};
use crate::reply::{Body, Reply};
use crate::tool_error::ErrorMode;

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

/// The `_meta` key of the draft MCP tool-failure classification (SEP-3313).
const TOOL_FAILURE_KEY: &str = crate::payload::wire::TOOL_FAILURE_META;

/// A payload as the draft MCP tool-failure classification (SEP-3313) reads
/// it, for [`Reply::with_tool_failure_meta`], which documents the mapping.
fn tool_failure(payload: &ErrorPayload<'_>) -> Value {
    let class = match payload.category() {
        Category::Transient => "reliability",
        Category::Validation => "capability",
        Category::Business | Category::Permission => "governance",
    };
    let mut failure = Map::new();
    failure.insert("class".into(), class.into());
    failure.insert("code".into(), payload.code().into());
    if payload.category() == Category::Transient {
        failure.insert("retryable".into(), true.into());
        if let Some(delay) = payload.retry_after() {
            let not_before = std::time::SystemTime::now()
                .checked_add(delay)
                .and_then(|at| at.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(u64::MAX, |at| {
                    u64::try_from(at.as_millis()).unwrap_or(u64::MAX)
                });
            failure.insert("retryNotBefore".into(), not_before.into());
        }
    }
    // Required by the draft, and given to every failure a call answers
    // (`ToReply::answer`); a reply only rendered answers no call and has
    // none to give.
    if let Some(id) = payload.correlation_id() {
        failure.insert("correlationId".into(), id.into());
    }
    failure.insert("agentGuidance".into(), payload.description().into());
    Value::Object(failure)
}

impl Reply<'_> {
    /// The MCP `tools/call` result: for a failure, `isError: true`, its
    /// [sentence](ErrorPayload::to_sentence) in a first text block, the
    /// payload's JSON in a second, and the payload in `structuredContent`
    /// (unless text-only); for a success, `isError: false`, the value as JSON
    /// in a text block and, when it is an object, in `structuredContent`
    /// (which every schema version before 2026-07-28 requires to be one).
    #[must_use]
    pub fn to_mcp(&self) -> CallToolResult {
        let (content, structured_content, is_error, meta) = match &self.body {
            Body::Failure {
                payload,
                mode,
                tool_failure_meta,
            } => (
                vec![
                    ContentBlock::text(payload.to_sentence()),
                    ContentBlock::text(payload.to_json()),
                ],
                (*mode == ErrorMode::Structured).then(|| payload.to_value()),
                true,
                tool_failure_meta.then(|| {
                    let mut meta = Map::new();
                    meta.insert(TOOL_FAILURE_KEY.into(), tool_failure(payload));
                    meta
                }),
            ),
            // `structuredContent` is an object in every schema version
            // before 2026-07-28: a value of another shape (a string, a
            // list, null) is the text block alone, as rmcp renders it
            // for such peers.
            Body::Success { structured, text } => (
                vec![ContentBlock::text(text.clone())],
                structured.is_object().then(|| structured.clone()),
                false,
                None,
            ),
        };
        CallToolResult {
            result_type: None,
            content,
            structured_content,
            is_error,
            meta,
        }
    }

    /// [`to_mcp`](Self::to_mcp) as JSON text.
    #[must_use]
    pub fn to_mcp_json(&self) -> String {
        let mut out = Vec::with_capacity(match &self.body {
            Body::Failure { payload, .. } => 480 + 3 * payload.description().len(),
            Body::Success { text, .. } => 64 + 3 * text.len(),
        });
        self.write_mcp_json(&mut out);
        into_string(out)
    }

    /// Appends [`to_mcp`](Self::to_mcp) as JSON to `out`.
    ///
    /// A failure is written directly, with no intermediate value, and with
    /// the payload's members in wire order (`errorCategory` first) in
    /// `structuredContent` too.
    pub fn write_mcp_json(&self, out: &mut Vec<u8>) {
        let Body::Failure {
            payload,
            mode,
            tool_failure_meta: false,
        } = &self.body
        else {
            write_serialized(out, &self.to_mcp());
            return;
        };
        out.extend_from_slice(br#"{"content":[{"type":"text","text":""#);
        // Writing to a Vec can't fail.
        let _ = payload.write_sentence(&mut JsonStringContent(out));
        out.extend_from_slice(br#""},{"type":"text","text":""#);
        payload.write_json_nested(out, Nesting::InString);
        out.extend_from_slice(br#""}],"#);
        if *mode == ErrorMode::Structured {
            out.extend_from_slice(br#""structuredContent":"#);
            payload.write_json_nested(out, Nesting::Plain);
            out.push(b',');
        }
        out.extend_from_slice(br#""isError":true}"#);
    }
}

/// The reader of [`Format::Mcp`](super::Format::Mcp).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Mcp;

impl WireFormat for Mcp {
    const NAME: &'static str = "mcp";
    fn read(value: &Value) -> Decision {
        read_mcp_result(value)
    }
}
