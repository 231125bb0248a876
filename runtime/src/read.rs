//! The client side: reading a tool result, ours or a foreign server's, into
//! the decision an agent has to make.
//!
//! Lenient with foreign shapes (no `structuredContent`, plain-text errors,
//! unknown category strings), strict about contradictions: a business or
//! permission error claiming to be retryable is reported as inconsistent and
//! treated as not retryable, and an error payload in a result that doesn't
//! say `isError: true` is read as a failure, never as a success. Reading never
//! panics, whatever the JSON.
//!
//! ```
//! use serde_json::json;
//! use toolerror::Category;
//! use toolerror::read::{ToolOutcome, read_mcp_result};
//!
//! let result = json!({
//!     "content": [{"type": "text", "text": "Payment service timed out. Retry in 30 seconds."}],
//!     "structuredContent": {"errorCategory": "transient", "isRetryable": true,
//!                           "description": "Payment service timed out. Retry in 30 seconds.",
//!                           "code": "payment_timeout", "retryAfterMs": 30000},
//!     "isError": true
//! });
//! let ToolOutcome::Failed(failure) = read_mcp_result(&result) else { panic!() };
//! assert_eq!(failure.category, Some(Category::Transient));
//! assert_eq!(failure.retryable, Some(true));
//! assert_eq!(failure.retry_after, Some(std::time::Duration::from_secs(30)));
//!
//! let empty = json!({"content": [], "structuredContent": {"resultCount": 0}, "isError": false});
//! assert!(matches!(read_mcp_result(&empty), ToolOutcome::Empty { .. }));
//! ```

use std::borrow::Cow;
use std::time::Duration;

use serde_json::{Map, Value};

use crate::category::Category;
use crate::payload::bound_description;

/// What a tool result means for the agent.
#[derive(Debug, Clone, PartialEq)]
pub enum ToolOutcome {
    /// The call succeeded. `result_count` is given when the result says it.
    Success {
        /// The `resultCount`, when present and positive.
        result_count: Option<u64>,
    },
    /// The call ran and matched nothing: an answer, not a failure.
    Empty {
        /// What the server said about it, if anything.
        description: Option<String>,
    },
    /// The tool failed.
    Failed(Failure),
    /// A JSON-RPC error: the request itself failed (unknown tool, malformed
    /// request, server error).
    Protocol {
        /// The JSON-RPC error code.
        code: i64,
        /// Its message.
        message: String,
    },
    /// Not a tool result at all (not an object, or no content).
    Unreadable {
        /// Why.
        reason: String,
    },
}

/// A failed tool call, as much as the result says.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    /// The category, when the result names a known one.
    pub category: Option<Category>,
    /// Whether retrying can help: the category's rule when it is known,
    /// else the server's claim, else unknown.
    pub retryable: Option<bool>,
    /// What the server said, bounded like descriptions this crate writes.
    pub description: String,
    /// The machine code, if given.
    pub code: Option<String>,
    /// The delay the server asked for (transient only).
    pub retry_after: Option<Duration>,
    /// What the result says that contradicts itself, if anything.
    pub inconsistency: Option<Inconsistency>,
}

/// A contradiction in a tool result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Inconsistency {
    /// `isRetryable` disagrees with the category (such as a business error
    /// claiming to be retryable); the category's rule wins.
    RetryabilityContradictsCategory {
        /// The category named.
        category: Category,
        /// The `isRetryable` claimed.
        claimed: bool,
    },
    /// `retryAfterMs` on an error that isn't transient; the delay is ignored.
    RetryAfterOnNonTransient(Category),
    /// An error payload in a result that doesn't say `isError: true`.
    PayloadWithoutErrorFlag,
}

/// Reads an MCP `tools/call` result, or a whole JSON-RPC response carrying
/// one (`{"result": …}` or `{"error": …}`).
#[must_use]
pub fn read_mcp_result(value: &Value) -> ToolOutcome {
    let Some(object) = value.as_object() else {
        return unreadable("a tool result is a JSON object");
    };
    if let Some(error) = object.get("error").and_then(Value::as_object) {
        return protocol(error);
    }
    if let Some(result) = object
        .get("result")
        .filter(|_| !object.contains_key("content"))
    {
        return read_mcp_result(result);
    }
    let Some(content) = object.get("content") else {
        return unreadable("a tool result has `content`");
    };
    let text = first_text(content);
    let structured = object.get("structuredContent").and_then(Value::as_object);
    let is_error = object
        .get("isError")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    decide(is_error, structured, text)
}

/// Reads a Claude Messages API `tool_result` block.
#[must_use]
pub fn read_claude_result(value: &Value) -> ToolOutcome {
    let Some(object) = value.as_object() else {
        return unreadable("a tool_result block is a JSON object");
    };
    if object.get("type").and_then(Value::as_str) != Some("tool_result") {
        return unreadable("a tool_result block has \"type\": \"tool_result\"");
    }
    let text = object.get("content").and_then(first_text);
    let is_error = object
        .get("is_error")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    decide(is_error, None, text)
}

/// Reads JSON text with [`read_mcp_result`].
#[must_use]
pub fn read_mcp_json(json: &str) -> ToolOutcome {
    match serde_json::from_str(json) {
        Ok(value) => read_mcp_result(&value),
        Err(error) => unreadable(&format!("not JSON: {error}")),
    }
}

/// Reads JSON text with [`read_claude_result`].
#[must_use]
pub fn read_claude_json(json: &str) -> ToolOutcome {
    match serde_json::from_str(json) {
        Ok(value) => read_claude_result(&value),
        Err(error) => unreadable(&format!("not JSON: {error}")),
    }
}

fn decide(
    is_error: bool,
    structured: Option<&Map<String, Value>>,
    text: Option<&str>,
) -> ToolOutcome {
    let parsed_text: Option<Map<String, Value>> =
        text.and_then(|text| serde_json::from_str(text).ok());
    let data = structured.or(parsed_text.as_ref());
    let payload = data.filter(|object| object.contains_key("errorCategory"));
    if is_error {
        return ToolOutcome::Failed(failure(payload, text, None));
    }
    if payload.is_some() {
        return ToolOutcome::Failed(failure(
            payload,
            text,
            Some(Inconsistency::PayloadWithoutErrorFlag),
        ));
    }
    let result_count = data
        .and_then(|object| object.get("resultCount"))
        .and_then(Value::as_u64);
    match result_count {
        Some(0) => ToolOutcome::Empty {
            description: data
                .and_then(|object| object.get("description"))
                .and_then(Value::as_str)
                .map(|text| bound_description(Cow::Borrowed(text)).into_owned()),
        },
        count => ToolOutcome::Success {
            result_count: count,
        },
    }
}

fn failure(
    payload: Option<&Map<String, Value>>,
    text: Option<&str>,
    flag: Option<Inconsistency>,
) -> Failure {
    let field = |name: &str| payload.and_then(|object| object.get(name));
    let category = field("errorCategory")
        .and_then(Value::as_str)
        .and_then(|name| name.parse::<Category>().ok());
    let claimed = field("isRetryable").and_then(Value::as_bool);
    let mut inconsistency = flag;
    let retryable = match (category, claimed) {
        (Some(category), Some(claimed)) if claimed != category.is_retryable() => {
            inconsistency.get_or_insert(Inconsistency::RetryabilityContradictsCategory {
                category,
                claimed,
            });
            Some(category.is_retryable())
        }
        (Some(category), _) => Some(category.is_retryable()),
        (None, claimed) => claimed,
    };
    let asked = field("retryAfterMs")
        .and_then(Value::as_u64)
        .map(Duration::from_millis);
    let retry_after = match category {
        Some(Category::Transient) | None => asked,
        Some(other) => {
            if asked.is_some() {
                inconsistency.get_or_insert(Inconsistency::RetryAfterOnNonTransient(other));
            }
            None
        }
    };
    let description = field("description")
        .or_else(|| field("message"))
        .and_then(Value::as_str)
        .or(text)
        .unwrap_or("The tool reported an error without a description.");
    Failure {
        category,
        retryable,
        description: bound_description(Cow::Borrowed(description)).into_owned(),
        code: field("code").and_then(Value::as_str).map(str::to_owned),
        retry_after,
        inconsistency,
    }
}

fn first_text(content: &Value) -> Option<&str> {
    match content {
        Value::String(text) => Some(text),
        Value::Array(blocks) => blocks.iter().find_map(|block| {
            (block.get("type")?.as_str()? == "text")
                .then(|| block.get("text")?.as_str())
                .flatten()
        }),
        _ => None,
    }
}

fn protocol(error: &Map<String, Value>) -> ToolOutcome {
    ToolOutcome::Protocol {
        code: error.get("code").and_then(Value::as_i64).unwrap_or(0),
        message: error
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned(),
    }
}

fn unreadable(reason: &str) -> ToolOutcome {
    ToolOutcome::Unreadable {
        reason: reason.to_owned(),
    }
}
