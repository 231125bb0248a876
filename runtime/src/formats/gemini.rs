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
    Decision, decide_hosted, error_failure, is_error_payload, is_truthy, unreadable, unwrapped,
    value_envelope,
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
        let Some(response) = response.filter(|response| response.is_object()) else {
            return unreadable("a functionResponse has a `response` object");
        };
        // Google ADK passes an MCP tool's whole result as the response
        // (`{"content": […], "structuredContent"?: …, "isError": …}`), and
        // hosts write `{"error": …}` (google-genai's automatic function
        // calling, Gemini CLI's error sentence): the host step reads them.
        if let Some(decision) = value_envelope(response, 0) {
            return decision;
        }
        match response.get("error").filter(|error| is_truthy(error)) {
            // `response.error` is Gemini's documented failure channel (the
            // API's, and pydantic-ai's and google-genai's `{"error": …}`):
            // a failure whatever stands beside it.
            Some(error) => error_failure(error, 0),
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
                let hidden = [output, response]
                    .into_iter()
                    .find(|value| value.as_object().is_some_and(is_error_payload));
                let structured = hidden.or_else(|| output.is_object().then_some(output));
                let texts: Vec<&str> = output.as_str().into_iter().collect();
                decide_hosted(structured, &texts, "", None)
            }
        }
    }
}
