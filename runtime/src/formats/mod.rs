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
//! Every reply renders into every format ([`Reply::to_mcp_result`],
//! [`Reply::to_claude_result`]… or [`WireFormat::render`]), and
//! [`read_result`] reads any of them back into the agent's
//! [`Decision`], with the precedence the [reader](crate::agent::read)
//! documents.
//!
//! # Adding a format
//!
//! One new file and one line. The file declares the format's types, a unit
//! type implementing [`WireFormat`] (its name, its renderer, its reader,
//! which builds on the reader's shared steps in [`crate::agent::read`]),
//! and, as the other formats do, a `Reply::to_…` method. The line names the
//! file and the type in the list at the end of this module:
//!
//! ```text
//! formats! {
//!     …
//!     gemini: Gemini;
//! }
//! ```
//!
//! which declares `formats::gemini`, adds `Format::Gemini` (its name,
//! `Format::ALL`) and sends [`read_result`]`(Format::Gemini, …)` to
//! `Gemini::read`. [`gemini`] is the smallest whole example.

use serde::Serialize;
use serde_json::Value;

use crate::agent::read::{Decision, parse_lenient, unparsable};
use crate::reply::Reply;

/// What each wire format implements: its name, how a reply is rendered into
/// it, and how one of its results is read back into a decision.
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
pub trait WireFormat {
    /// The format's name: `mcp`, `claude`, `openai.chat`…
    const NAME: &'static str;
    /// The member that flags an error, which a document that doesn't parse
    /// is searched for.
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

/// The formats, from their files: each module, then the [`WireFormat`]
/// types it holds. Declares the modules, [`Format`] and the reader's
/// dispatch.
macro_rules! formats {
    ($($module:ident: $($format:ident),+;)*) => {
        $(pub mod $module;)*

        /// The wire formats the crate renders and reads, one per
        /// [`WireFormat`] type.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Format {
            $($(
                #[doc = concat!("[`", stringify!($module), "::", stringify!($format), "`]: what it renders and how it is read.")]
                $format,
            )+)*
        }

        impl Format {
            /// Every format, in the order of their files' list.
            pub const ALL: [Format; [$($(stringify!($format)),+),*].len()] = [$($(Format::$format),+),*];

            /// The format's name: `mcp`, `claude`, `openai.chat`,
            /// `openai.responses`, `gemini`, `bedrock`, `a2a`, `acp`.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $($(Format::$format => <$module::$format as WireFormat>::NAME,)+)*
                }
            }

            const fn error_flag(self) -> &'static str {
                match self {
                    $($(Format::$format => <$module::$format as WireFormat>::ERROR_FLAG,)+)*
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
                $($(Format::$format => <$module::$format as WireFormat>::read(value),)+)*
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
    mcp: Mcp;
    claude: Claude;
    openai: OpenAiChat, OpenAiResponses;
    gemini: Gemini;
    bedrock: Bedrock;
    a2a: A2a;
    acp: Acp;
}
