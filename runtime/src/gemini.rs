//! Google Gemini rendering: a `functionResponse` part.
//!
//! The API documents the `response` object's `error` key for a failure and
//! its `output` key for a result: a failure is `{"error": <payload>}` (the
//! payload's JSON text in text-only mode), a success `{"output": <value>}`.
//!
//! ```
//! use toolerror::{ErrorPayload, ToReply};
//!
//! let payload = ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person. Escalate.");
//! let part = payload.to_reply().to_gemini("refund", Some("fc_7f3a"));
//! let json = serde_json::to_value(&part)?;
//! assert_eq!(json["functionResponse"]["response"]["error"], payload.to_value());
//! assert_eq!(json["functionResponse"]["id"], "fc_7f3a");
//! # Ok::<(), serde_json::Error>(())
//! ```

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::reply::Reply;

/// A content part answering a function call:
/// `{"functionResponse": {"id"?: …, "name": …, "response": {…}}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FunctionResponsePart {
    /// The response.
    #[serde(rename = "functionResponse")]
    pub function_response: FunctionResponse,
}

/// A function's response to the model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FunctionResponse {
    /// The `id` of the function call this answers, when the call had one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub id: Option<String>,
    /// The function's name.
    pub name: String,
    /// `{"error": …}` for a failure, `{"output": …}` for a result.
    pub response: Map<String, Value>,
}

impl Reply<'_> {
    /// The `functionResponse` part answering a call of function `name`
    /// (with the call's `id`, when it had one).
    #[must_use]
    pub fn to_gemini(&self, name: &str, id: Option<&str>) -> FunctionResponsePart {
        let (key, value) = match (self.is_error(), self.structured()) {
            (true, Some(payload)) => ("error", payload),
            (true, None) => ("error", Value::String(self.text())),
            (false, value) => ("output", value.unwrap_or(Value::Null)),
        };
        let mut response = Map::new();
        response.insert(key.into(), value);
        FunctionResponsePart {
            function_response: FunctionResponse {
                id: id.map(str::to_owned),
                name: name.into(),
                response,
            },
        }
    }
}
