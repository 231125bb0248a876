//! OpenAI, rendered and read: a Chat Completions tool message and a Responses
//! `function_call_output` item.
//!
//! Neither API has an error flag: the model reads the text alone. So the
//! text is the payload's JSON, whose `errorCategory`, `isRetryable` and
//! `description` are the flag and the guidance (what failed and the next
//! move), and a success is its value's JSON. Tell the model so in the tool's
//! description or the system prompt: "a result with `errorCategory` is a
//! failure".
//!
//! ```
//! use toolerror::{ErrorPayload, ToReply};
//!
//! let payload = ErrorPayload::validation("bad_date", "The date must be YYYY-MM-DD, such as 2026-03-01.");
//! let message = payload.to_reply().to_openai_chat("call_Vx2bH3kq9zRkT1uW");
//! assert_eq!(message.role, "tool");
//! assert_eq!(message.content, payload.to_json());
//! let item = payload.to_reply().to_openai_responses("call_Vx2bH3kq9zRkT1uW");
//! assert_eq!(item.kind, "function_call_output");
//! assert_eq!(item.output, payload.to_json());
//! ```

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::formats::WireFormat;
use crate::formats::read::{
    Decision, decide, decide_hosted, flags_error, part_texts, text_blocks, unreadable,
};
use crate::reply::Reply;

/// A Chat Completions message answering a tool call:
/// `{"role": "tool", "tool_call_id": …, "content": …}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatToolMessage {
    /// Always `"tool"`.
    pub role: String,
    /// The `id` of the tool call this answers.
    pub tool_call_id: String,
    /// The payload's JSON for a failure, the value's for a success.
    pub content: String,
}

/// A Responses API input item answering a function call:
/// `{"type": "function_call_output", "call_id": …, "output": …}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunctionCallOutput {
    /// Always `"function_call_output"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The `call_id` of the function call this answers.
    pub call_id: String,
    /// The payload's JSON for a failure, the value's for a success.
    pub output: String,
}

impl Reply<'_> {
    /// The Chat Completions tool message answering call `tool_call_id`.
    #[must_use]
    pub fn to_openai_chat(&self, tool_call_id: &str) -> ChatToolMessage {
        ChatToolMessage {
            role: "tool".into(),
            tool_call_id: tool_call_id.into(),
            content: self.to_text(),
        }
    }

    /// The Responses `function_call_output` item answering call `call_id`.
    #[must_use]
    pub fn to_openai_responses(&self, call_id: &str) -> FunctionCallOutput {
        FunctionCallOutput {
            kind: "function_call_output".into(),
            call_id: call_id.into(),
            output: self.to_text(),
        }
    }
}

/// The reader of [`Format::OpenAiChat`](super::Format::OpenAiChat).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct OpenAiChat;

impl WireFormat for OpenAiChat {
    const NAME: &'static str = "openai.chat";
    fn read(value: &Value) -> Decision {
        read_openai(value, "content", "a tool message has `content`")
    }
}

/// The reader of [`Format::OpenAiResponses`](super::Format::OpenAiResponses).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct OpenAiResponses;

impl WireFormat for OpenAiResponses {
    const NAME: &'static str = "openai.responses";
    fn read(value: &Value) -> Decision {
        read_openai(value, "output", "a function_call_output has `output`")
    }
}

/// Both formats: the text under `member` decides, through the host step
/// ([`decide_hosted`]); langchain's `ToolMessage` (`"status": "error"`)
/// and autogen's `FunctionExecutionResult` (`"is_error": true`) keep the
/// flag this format lacks.
fn read_openai(value: &Value, member: &str, no_content: &str) -> Decision {
    let Some(object) = value.as_object() else {
        return unreadable("an OpenAI tool output is a JSON object");
    };
    let Some(output) = object.get(member) else {
        return unreadable(no_content);
    };
    let texts = part_texts(output);
    // langchain-core 1.8 `ToolMessage.status`: "error" for a failed call.
    let flagged = object
        .get("status")
        .and_then(Value::as_str)
        .is_some_and(|status| status.trim().eq_ignore_ascii_case("error"))
        // autogen-core 0.7.5 `FunctionExecutionResult.is_error`, as its
        // model client is handed it (its own clients drop it on the wire).
        || object.get("is_error").is_some_and(flags_error);
    if flagged {
        // The texts keep what they say (an envelope's payload, a host's
        // words and their category); the flag makes anything else a failure.
        if let failed @ Decision::Failed(_) = decide_hosted(None, &texts, no_content, None) {
            return failed;
        }
        let content = text_blocks(texts.iter().copied());
        return decide(Some(&Value::Bool(true)), None, Some(&content), no_content);
    }
    decide_hosted(None, &texts, no_content, None)
}
