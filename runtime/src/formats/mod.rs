//! The wire formats: one file each, holding the format's types, its
//! renderer and its reader, under one contract, [`WireFormat`].
//!
//! | format | file | renders | reads |
//! |---|---|---|---|
//! | [`Format::Mcp`] | [`mcp`] | `tools/call` results | the same, and the core every other reader maps onto |
//! | [`Format::Claude`] | [`claude`] | `tool_result` blocks | the same, and `mcp_tool_result` |
//! | [`Format::OpenAiChat`], [`Format::OpenAiResponses`] | [`openai`] | Chat tool messages, Responses `function_call_output` items | the same |
//! | [`Format::Gemini`] | [`gemini`] | `functionResponse` parts | the same, bare or in a part |
//! | [`Format::Bedrock`] | [`bedrock`] | Converse `toolResult` blocks | the same, or a whole message |
//! | [`Format::A2a`] | [`a2a`] | tasks | tasks, status updates, messages |
//! | [`Format::Acp`] | [`acp`] | `session/update` notifications | the same |
//!
//! Every reply renders into every format ([`Reply::to_mcp`],
//! [`Reply::to_claude`]… or [`WireFormat::render`]), and
//! [`read_result`] reads any of them back into the agent's
//! [`Decision`], with the precedence the [reader](crate::agent::read)
//! documents.
//!
//! # Adding a format
//!
//! One new file and two lines in this module's file. The
//! file, `formats/<name>.rs`, holds the format's types, a unit type
//! implementing [`WireFormat`] (its name, its renderer, its reader, which
//! builds on the reader's shared steps in [`crate::agent::read`]) and, as
//! the other formats do, a `Reply::to_<name>` method; [`gemini`] is the
//! smallest whole example. The lines declare its module and name its type
//! in the list at the end of this module:
//!
//! ```text
//! pub mod gemini;
//! …
//! formats! {
//!     …
//!     gemini::Gemini,
//! }
//! ```
//!
//! The list adds `Format::Gemini` (its name, `Format::ALL`), sends
//! [`read_result`]`(Format::Gemini, …)` to `Gemini::read` and seals the
//! trait for it; the module-graph test gives the file a format's layer. The
//! checks that then ask for more: a rendering in `examples/formats.rs` and
//! in the report test (both panic on a format they don't render), and
//! samples with the format's official SDK validator in `tests/interop/py`.

use serde::Serialize;
use serde_json::Value;

use crate::agent::read::{Decision, parse_lenient, unparsable};
use crate::reply::Reply;

/// What each wire format implements: its name, how a reply is rendered into
/// it, and how one of its results is read back into a decision. Sealed: a
/// format joins [`Format`] and [`read_result`] by its file in this crate.
///
/// ```
/// use serde_json::json;
/// use toolerror::formats::WireFormat;
/// use toolerror::formats::gemini::Gemini;
/// use toolerror::agent::read::Decision;
/// use toolerror::{ErrorPayload, ToReply};
///
/// let payload = ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person. Escalate.");
/// let part = Gemini::render(&payload.to_reply(), ("refund", Some("fc_7f3a")));
/// let read = Gemini::read(&serde_json::to_value(&part)?);
/// let Decision::Failed(failure) = read else { panic!() };
/// assert_eq!(failure.code.as_deref(), Some("refund_over_limit"));
/// assert_eq!(Gemini::NAME, "gemini");
/// # Ok::<(), serde_json::Error>(())
/// ```
pub trait WireFormat: sealed::Sealed {
    /// The format's name: `mcp`, `claude`, `openai.chat`…
    const NAME: &'static str;
    /// The member searched for `true` in a document that doesn't parse:
    /// the format's error flag where it has one (`is_error` for Claude),
    /// else `isError`, the flag an MCP result carried into it would have.
    const ERROR_FLAG: &'static str = "isError";
    /// What a call of this format names besides the reply: the id of the
    /// call answered (`()` when none).
    type Call<'a>;
    /// What the renderer writes: serializes to the format's JSON.
    type Rendered: Serialize;
    /// Renders `reply` as this format's answer to `call`.
    fn render(reply: &Reply<'_>, call: Self::Call<'_>) -> Self::Rendered;
    /// Reads one of this format's results into the agent's decision; never
    /// panics, whatever the JSON.
    fn read(value: &Value) -> Decision;
}

mod sealed {
    /// Implemented by the list of formats alone.
    pub trait Sealed {}
}

pub mod a2a;
pub mod acp;
pub mod bedrock;
pub mod claude;
pub mod gemini;
pub mod mcp;
pub mod openai;

/// The formats, each its module and its [`WireFormat`] type: declares
/// [`Format`] and the reader's dispatch, and seals the trait for them.
macro_rules! formats {
    ($($module:ident :: $format:ident,)*) => {
        $(impl sealed::Sealed for $module::$format {})*

        /// The wire formats the crate renders and reads, one per
        /// [`WireFormat`] type.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Format {
            $(
                #[doc = concat!("[`", stringify!($module), "::", stringify!($format), "`]: what it renders and how it is read.")]
                $format,
            )*
        }

        impl Format {
            /// Every format, in the order of their files' list.
            pub const ALL: [Format; [$(stringify!($format)),*].len()] = [$(Format::$format),*];

            /// The format's name: `mcp`, `claude`, `openai.chat`,
            /// `openai.responses`, `gemini`, `bedrock`, `a2a`, `acp`.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Format::$format => <$module::$format as WireFormat>::NAME,)*
                }
            }

            const fn error_flag(self) -> &'static str {
                match self {
                    $(Format::$format => <$module::$format as WireFormat>::ERROR_FLAG,)*
                }
            }
        }

        /// Reads a tool result of `format` into the agent's decision, as
        /// leniently as [`read_mcp_result`](crate::agent::read::read_mcp_result)
        /// and with the same precedence: a failure is never read as a
        /// success, whichever member says it.
        ///
        /// ```
        /// use serde_json::json;
        /// use toolerror::Category;
        /// use toolerror::agent::read::Decision;
        /// use toolerror::formats::{Format, read_result};
        ///
        /// let part = json!({"functionResponse": {"name": "refund", "response": {"error": {
        ///     "errorCategory": "business", "isRetryable": false,
        ///     "description": "Refunds over $100 need a person.", "code": "refund_over_limit"}}}});
        /// let Decision::Failed(failure) = read_result(Format::Gemini, &part) else { panic!() };
        /// assert_eq!(failure.category, Some(Category::Business));
        ///
        /// let task = json!({"id": "t1", "status": {"state": "TASK_STATE_AUTH_REQUIRED"}});
        /// let Decision::Failed(failure) = read_result(Format::A2a, &task) else { panic!() };
        /// assert_eq!(failure.category, Some(Category::Permission));
        /// ```
        #[must_use]
        pub fn read_result(format: Format, value: &Value) -> Decision {
            match format {
                $(Format::$format => <$module::$format as WireFormat>::read(value),)*
            }
        }
    };
}

/// Reads JSON text with [`read_result`], as leniently as
/// [`read_mcp_json`](crate::agent::read::read_mcp_json): a lone UTF-16
/// surrogate escape reads as U+FFFD, and a document that doesn't parse is
/// still a failure when its text names an error category or sets the
/// format's error flag.
#[must_use]
pub fn read_json(format: Format, json: &str) -> Decision {
    match parse_lenient(json) {
        Ok(value) => read_result(format, &value),
        Err(error) => unparsable(json, format.error_flag(), &error),
    }
}

formats! {
    mcp::Mcp,
    claude::Claude,
    openai::OpenAiChat,
    openai::OpenAiResponses,
    gemini::Gemini,
    bedrock::Bedrock,
    a2a::A2a,
    acp::Acp,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{ErrorPayload, ToReply};

    /// The names before the naming scheme still answer, as the new ones do.
    #[test]
    #[allow(deprecated)]
    fn renamed_renderers_answer_as_their_new_names() {
        let payload =
            ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person.");
        let reply = payload.to_reply();
        assert_eq!(reply.to_mcp_result(), reply.to_mcp());
        assert_eq!(reply.to_claude_result("t"), reply.to_claude("t"));
        assert_eq!(reply.to_a2a_task("t", "c"), reply.to_a2a("t", "c"));
        assert_eq!(reply.to_acp_update("s", "c"), reply.to_acp("s", "c"));
        assert_eq!(reply.text(), reply.to_text());
        assert_eq!(reply.structured(), reply.to_structured());
        let old: claude::ClaudeContent = claude::ContentBlock::text("x");
        assert_eq!(old.as_text(), Some("x"));
        assert!(matches!(
            bedrock::ToolResultContent::Text("x".into()),
            bedrock::ContentBlock::Text(_)
        ));
    }
}
