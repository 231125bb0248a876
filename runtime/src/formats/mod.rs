//! The wire formats: one file each, holding the format's types, its
//! renderer (a `Reply::to_<format>` method) and its reader, reached through
//! [`read_result`] and [`read_json`].
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
//! [`Reply::to_claude`]…), and [`read_result`] reads any of them back into
//! the agent's [`Decision`], with the precedence the [reader](read)
//! documents.
//!
//! # Adding a format
//!
//! One new file and two lines in this module's file. The
//! file, `formats/<name>.rs`, holds the format's types, its
//! `Reply::to_<name>` renderer and a crate-private unit type implementing
//! the module's `WireFormat` trait (its name and its reader, which builds
//! on the reader's shared steps in [`read`]); [`gemini`] is the smallest
//! whole example. The lines declare its module and name its type, with the
//! format's documentation, in the list at the end of this module:
//!
//! ```text
//! pub mod gemini;
//! …
//! formats! {
//!     …
//!     /// A Gemini `functionResponse` part …
//!     gemini::Gemini,
//! }
//! ```
//!
//! The list adds `Format::Gemini` (its name, `Format::ALL`), sends
//! [`read_result`]`(Format::Gemini, …)` to `Gemini::read`; the module-graph test gives the file a format's layer. The
//! checks that then ask for more: a rendering in `examples/formats.rs` and
//! in the report test (both panic on a format they don't render), and
//! samples with the format's official SDK validator in `tests/interop/py`.

use serde_json::Value;

use self::read::{Decision, parse_lenient, unparsable};
// Each format's documentation names its renderer.
#[cfg(doc)]
use crate::reply::Reply;

/// What each format's file implements for [`Format`]: its name, its error
/// flag and its reader, which [`read_result`] dispatches to.
trait WireFormat {
    /// The format's name: `mcp`, `claude`, `openai.chat`…
    const NAME: &'static str;
    /// The member searched for `true` in a document that doesn't parse:
    /// the format's error flag where it has one (`is_error` for Claude),
    /// else `isError`, the flag an MCP result carried into it would have.
    const ERROR_FLAG: &'static str = "isError";
    /// Reads one of this format's results into the agent's decision; never
    /// panics, whatever the JSON.
    fn read(value: &Value) -> Decision;
}

pub mod a2a;
pub mod acp;
pub mod bedrock;
pub mod claude;
pub mod gemini;
pub mod mcp;
pub mod openai;
pub mod read;

/// The formats, each its module and its [`WireFormat`] type: declares
/// [`Format`], its documentation and the reader's dispatch.
macro_rules! formats {
    ($($(#[doc = $doc:literal])* $module:ident :: $format:ident,)*) => {
        /// The wire formats the crate renders (`Reply::to_<format>`) and
        /// reads ([`read_result`], [`read_json`]).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Format {
            $(
                $(#[doc = $doc])*
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

        /// Reads a tool result of `format` into the agent's decision,
        /// leniently and with [the reader's precedence](read#precedence): a
        /// failure is never read as a success, whichever member says it.
        ///
        /// ```
        /// use serde_json::json;
        /// use toolerror::Category;
        /// use toolerror::formats::read::Decision;
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

/// Reads JSON text with [`read_result`]: a lone UTF-16 surrogate escape
/// (`"\ud800"`, which strict JSON parsers reject) reads as U+FFFD, so one
/// bad character in a text block doesn't hide the result, and a document
/// that doesn't parse (a number out of range, nesting past 128 levels) is
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
    /// An MCP `tools/call` result: rendered by [`Reply::to_mcp`], read
    /// by the reader's core ([`read`]), whose precedence every other
    /// format's reader keeps.
    mcp::Mcp,
    /// A Claude `tool_result` block (or an `mcp_tool_result` block, its
    /// MCP-connector form): rendered by [`Reply::to_claude`]; read with
    /// `is_error` as the flag, and `"content": null` (the Anthropic tool
    /// runner's, for a tool that returned nothing) as a finished call.
    claude::Claude,
    /// An OpenAI Chat Completions tool message: rendered by
    /// [`Reply::to_openai_chat`]. No flag: the text decides, and an agent
    /// SDK's failure text is a failure ("An error occurred while running the
    /// tool…", as openai-agents writes it; "…parsing tool arguments" is
    /// validation, "Tool execution was not approved" permission, "Tool '…'
    /// timed out after" transient).
    openai::OpenAiChat,
    /// An OpenAI Responses `function_call_output` item: rendered by
    /// [`Reply::to_openai_responses`], read as [`Format::OpenAiChat`] is.
    openai::OpenAiResponses,
    /// A Gemini `functionResponse` part (or the bare function response):
    /// rendered by [`Reply::to_gemini`]; read with `response.error` as a
    /// failure (an MCP result there, as google-genai passes one on, is read
    /// as one; an `error` beside other data is data unless it is a payload)
    /// and `response.output` or `response.result` as the result; a whole
    /// MCP result as the `response` (Google ADK's) is read as that result,
    /// and the host envelopes of [the reader](read#precedence) as theirs.
    gemini::Gemini,
    /// A Bedrock Converse `toolResult` block (or the bare result, or a whole
    /// message, whose failed result counts first): rendered by
    /// [`Reply::to_bedrock`]; read with `status: "error"` as a failure.
    bedrock::Bedrock,
    /// An A2A task (v1.0 or v0.3 names, bare or in a JSON-RPC response) or a
    /// stream's status update: rendered by [`Reply::to_a2a`]; read by its
    /// state: failed, rejected (business) and auth-required (permission) are
    /// failures, input-required and working are not finished. A reply that is
    /// a message, not a task, is a finished call.
    a2a::A2a,
    /// An ACP `session/update` (its params, or the bare `tool_call_update`):
    /// rendered by [`Reply::to_acp`]; read with `status: "failed"` as a
    /// failure, pending and in-progress as not finished.
    acp::Acp,
}
