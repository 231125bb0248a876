//! Google Gemini, rendered and read: a `functionResponse` part.
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

use crate::formats::WireFormat;
use crate::formats::read::{
    Decision, decide, is_error_payload, read_mcp_result, text_blocks, unreadable, unwrapped,
};
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
        let (key, value) = match (self.is_error(), self.to_structured()) {
            (true, Some(payload)) => ("error", payload),
            (true, None) => ("error", Value::String(self.to_text())),
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

/// The reader of [`Format::Gemini`](super::Format::Gemini).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Gemini;

impl WireFormat for Gemini {
    const NAME: &'static str = "gemini";
    fn read(value: &Value) -> Decision {
        let response = unwrapped(value, &["functionResponse", "function_response"]).get("response");
        let Some(response) = response.and_then(Value::as_object) else {
            return unreadable("a functionResponse has a `response` object");
        };
        let empty = Value::Array(Vec::new());
        match response.get("error").filter(|error| !error.is_null()) {
            // google-genai puts an MCP tool's whole failed result in `error`
            // (`{"content": […], "isError": true}`): read as that result.
            Some(error)
                if error.get("content").is_some()
                    && matches!(read_mcp_result(error), Decision::Failed(_)) =>
            {
                read_mcp_result(error)
            }
            Some(error) => {
                let text = match error {
                    Value::String(text) => text_blocks([text.as_str()]),
                    Value::Object(object) => {
                        text_blocks(object.get("message").and_then(Value::as_str))
                    }
                    _ => empty,
                };
                decide(Some(&Value::Bool(true)), Some(error), Some(&text), "")
            }
            None => {
                // `output` as the Gemini docs write it, `result` as
                // google-genai's own function calling does.
                let output = response
                    .get("output")
                    .or_else(|| response.get("result"))
                    .unwrap_or(&Value::Null);
                // A payload where a result is (`output`, or the response
                // itself) is still a failure; one listed in `output` is the
                // tool's data, as the same list is in every other format.
                let hidden = [output, &Value::Object(response.clone())]
                    .into_iter()
                    .find(|value| value.as_object().is_some_and(is_error_payload))
                    .cloned();
                let structured = hidden
                    .as_ref()
                    .or_else(|| output.is_object().then_some(output));
                let text = text_blocks(output.as_str());
                decide(None, structured, Some(&text), "")
            }
        }
    }
}
