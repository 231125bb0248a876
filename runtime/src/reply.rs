//! The reply model: what a tool call answers, whatever produced it.
//!
//! Every result kind converts into a [`Reply`] ([`ToReply`]): a failure
//! (any [`ToolError`], an [`ErrorPayload`]), results found, a valid empty
//! result, an [`Outcome`](crate::Outcome), [`PartialResults`](crate::partial::PartialResults).
//! Each wire format renders any reply, in its own file of
//! [`formats`](crate::formats): [`mcp`](crate::formats::mcp) (`to_mcp`,
//! `to_mcp_json`), [`claude`](crate::formats::claude) (`to_claude`,
//! `to_claude_json`)… Renderers know nothing about result kinds, and result
//! kinds nothing about wire formats: a new format is one file and one line
//! ([how](crate::formats#adding-a-format)), a new result kind one `ToReply`
//! impl.
//!
//! ```
//! use toolerror::{EmptyResult, ToReply, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! #[error("booking store unreachable")]
//! #[category(transient, retry_after = "5s")]
//! #[tool_error(description = "The booking store did not answer. Retry in 5 seconds.")]
//! struct StoreDown;
//!
//! let failure = StoreDown.to_reply();
//! assert!(failure.is_error());
//! assert!(failure.to_mcp().is_error);
//! assert!(failure.to_claude("toolu_1").is_error);
//!
//! let empty = EmptyResult::new("bookings for bo@example.com");
//! let empty = empty.to_reply();
//! assert!(!empty.is_error());
//! assert_eq!(empty.to_mcp().structured_content.unwrap()["resultCount"], 0);
//! ```

use serde::Serialize;
use serde_json::Value;

use crate::payload::ErrorPayload;
use crate::tool_error::{ErrorMode, ToolError};

/// What a tool call answers: a failure, with its payload and whether the
/// payload may travel as structured data, or a success, with its
/// structured value and the text mirroring it.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply<'a> {
    pub(crate) body: Body<'a>,
}

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Body<'a> {
    Failure {
        payload: ErrorPayload<'a>,
        mode: ErrorMode,
        /// Also in the draft MCP classification, `_meta`'s
        /// `io.modelcontextprotocol/toolFailure`.
        tool_failure_meta: bool,
    },
    Success {
        structured: Value,
        text: String,
    },
}

impl<'a> Reply<'a> {
    /// A failure reporting `payload`, structured.
    #[must_use]
    pub fn failure(payload: ErrorPayload<'a>) -> Self {
        Reply {
            body: Body::Failure {
                payload,
                mode: ErrorMode::Structured,
                tool_failure_meta: false,
            },
        }
    }

    /// This reply with a failure's payload in text only (see
    /// [`ErrorMode::TextOnly`]); a success is unchanged.
    #[must_use]
    pub fn with_mode(mut self, mode: ErrorMode) -> Self {
        if let Body::Failure { mode: current, .. } = &mut self.body {
            *current = mode;
        }
        self
    }

    /// This reply with a failure also classified the way the draft MCP
    /// proposal SEP-3313 ("Structured Tool-Failure Classification") reads:
    /// the MCP result's `_meta["io.modelcontextprotocol/toolFailure"]`.
    /// Opt-in while the proposal is a draft. A success is unchanged.
    ///
    /// | category | `class` | `retryable` | `retryNotBefore` |
    /// |---|---|---|---|
    /// | transient | `reliability` | `true` | now + `retryAfterMs`, in Unix epoch milliseconds, when there is a delay |
    /// | validation | `capability` (the call can't succeed as made: fix it) | absent | absent |
    /// | business | `governance` (a rule refuses it: another path) | absent | absent |
    /// | permission | `governance` | absent | absent |
    ///
    /// `code` and `correlationId` are the payload's, and `agentGuidance` its
    /// description. The object requires a correlation id: the payload's,
    /// which every failure a call answers has
    /// ([`ToReply::answer`](crate::ToReply::answer)); this makes none, so a
    /// reply only rendered has none in either, and the member is left out.
    ///
    /// ```
    /// use toolerror::{ErrorPayload, ToReply};
    ///
    /// let payload = ErrorPayload::permission("not_your_booking", "This booking belongs to another customer. Escalate.");
    /// let result = payload.answer().with_tool_failure_meta().to_mcp();
    /// let failure = &result.meta.unwrap()["io.modelcontextprotocol/toolFailure"];
    /// assert_eq!(failure["class"], "governance");
    /// assert_eq!(failure["correlationId"], result.structured_content.unwrap()["correlationId"]);
    /// ```
    #[must_use]
    pub fn with_tool_failure_meta(mut self) -> Self {
        if let Body::Failure {
            tool_failure_meta, ..
        } = &mut self.body
        {
            *tool_failure_meta = true;
        }
        self
    }

    /// A success carrying `value`: its JSON is the structured content, and,
    /// as text in the order `value` writes its members, the text.
    ///
    /// A value that fails to serialize (a map with non-string keys, a
    /// `Serialize` impl that reports an error) can't be shown; the reply is
    /// then a business failure with code `unserializable_result`: retrying
    /// returns the same result, so the agent should take another path.
    #[must_use]
    pub fn success<T: Serialize + ?Sized>(value: &T) -> Reply<'static> {
        match (serde_json::to_value(value), serde_json::to_string(value)) {
            (Ok(structured), Ok(text)) => Reply {
                body: Body::Success { structured, text },
            },
            _ => Reply::failure(ErrorPayload::business(
                "unserializable_result",
                "The tool produced a result it could not encode, so it can't be shown. Retrying returns the same; take another path, or report the problem.",
            )),
        }
    }

    /// Whether the call failed.
    #[must_use]
    pub fn is_error(&self) -> bool {
        matches!(self.body, Body::Failure { .. })
    }

    /// The failure's payload, if the call failed.
    #[must_use]
    pub fn payload(&self) -> Option<&ErrorPayload<'a>> {
        match &self.body {
            Body::Failure { payload, .. } => Some(payload),
            Body::Success { .. } => None,
        }
    }

    /// The structured value a format with a structured field carries: a
    /// success's value, a failure's payload (none in text-only mode), made
    /// anew on each call.
    #[must_use]
    pub fn to_structured(&self) -> Option<Value> {
        match &self.body {
            Body::Failure {
                payload,
                mode: ErrorMode::Structured,
                ..
            } => Some(payload.to_value()),
            Body::Failure { .. } => None,
            Body::Success { structured, .. } => Some(structured.clone()),
        }
    }

    /// The text every format carries: the payload's or the value's JSON,
    /// written anew on each call.
    #[must_use]
    pub fn to_text(&self) -> String {
        match &self.body {
            Body::Failure { payload, .. } => payload.to_json(),
            Body::Success { text, .. } => text.clone(),
        }
    }
}

/// What converts into a [`Reply`]: every [`ToolError`], an
/// [`ErrorPayload`], and each result kind of this crate. Implement it for
/// a result kind of your own with [`Reply::success`] and
/// [`Reply::failure`].
///
/// [`to_reply`](Self::to_reply) is a pure conversion: render one failure
/// into every format, as often as you like, and nothing is logged and no id
/// is made. [`answer`](Self::answer) is the reply a tool call answers with,
/// made once where the call is answered: each failure in it is logged once
/// (see [`report`](crate::report)) under a correlation id that its payload
/// carries. The rmcp and rig integrations call it; a hand-written agent
/// loop calls it itself.
///
/// ```
/// use toolerror::{ToReply, ToolError};
///
/// #[derive(Debug, thiserror::Error, ToolError)]
/// #[error("ledger invariant broken: balance {0}")]
/// #[category(transient, outcome_unknown)]
/// #[tool_error(unexpected)]
/// struct Invariant(i64);
///
/// // Pure: masked, no id, nothing logged.
/// let rendered = Invariant(-3).to_reply();
/// assert_eq!(rendered.payload().unwrap().correlation_id(), None);
/// assert!(rendered.payload().unwrap().description().starts_with("An internal error occurred."));
///
/// // Where the call is answered: logged once, the id in the payload.
/// let answered = Invariant(-3).answer();
/// let id = answered.payload().unwrap().correlation_id().unwrap();
/// assert!(answered.payload().unwrap().description().contains(id));
/// ```
pub trait ToReply {
    /// The reply, borrowing from `self` where it can. No side effect.
    fn to_reply(&self) -> Reply<'_>;

    /// The reply a tool call answers with: [`to_reply`](Self::to_reply)'s,
    /// with each failure in it logged once (feature `tracing`, when a
    /// subscriber listens) under a correlation id its payload carries, and
    /// an unexpected failure's masked description referencing that id.
    /// Call it once per call answered.
    fn answer(&self) -> Reply<'_> {
        self.to_reply()
    }
}

impl<E: ToolError + ?Sized> ToReply for E {
    fn to_reply(&self) -> Reply<'_> {
        Reply::failure(ErrorPayload::from_error(self)).with_mode(self.error_mode())
    }

    fn answer(&self) -> Reply<'_> {
        Reply::failure(crate::report::payload_of(self)).with_mode(self.error_mode())
    }
}

impl ToReply for ErrorPayload<'_> {
    fn to_reply(&self) -> Reply<'_> {
        Reply::failure(self.reborrow())
    }

    fn answer(&self) -> Reply<'_> {
        Reply::failure(crate::report::payload_answered(self))
    }
}
