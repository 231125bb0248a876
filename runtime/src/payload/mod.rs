//! The error payload: the JSON object an agent reads to decide its next
//! move.
//!
//! - this module: the value, its constructors and accessors, and its one
//!   encoder of truth, [`Serialize`];
//! - `wire`: the member names, defined once;
//! - `policy`: what a payload may carry (descriptions never blank and
//!   bounded, codes in their alphabet, details bounded);
//! - `parse`: strict reading, [`PayloadError`];
//! - `write`: the fast direct writer, private, held byte-equal to
//!   `Serialize` by its tests;
//!
//! The rule rejecting texts that tell an agent nothing,
//! [`is_generic_description`], is the derive's own: both crates read it from
//! `toolerror-rules`, so the compiler and the runtime apply one rule.

mod parse;
mod policy;
pub(crate) mod wire;
mod write;

use std::borrow::Cow;
use std::time::Duration;

use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::category::Category;
use crate::tool_error::ToolError;

pub use self::parse::PayloadError;
pub use self::policy::fallback_description;
pub(crate) use self::policy::{
    MAX_CODE_BYTES, MAX_DESCRIPTION_BYTES, NOT_SERIALIZABLE, TRUNCATION_MARKER, agent_description,
    bound_code, bound_delay, bound_description, bound_details, bound_text, format_description,
    is_blank, is_invisible, masked_description, write_delay_words,
};
pub(crate) use self::write::{JsonStringContent, Nesting, into_string, write_serialized};

/// Whether `text` tells an agent nothing: "Operation failed", "Something
/// went wrong. Please try again.", "An error occured.", "Error 500", in any
/// spelling (case, spacing, punctuation, invisible characters, accents,
/// full-width, mathematical and look-alike letters, common misspellings),
/// and a text with no word at all ("42", "#3: 0/0").
///
/// It is the rule `#[derive(ToolError)]` rejects descriptions by, at compile
/// time; here for text that arrives at run time (another server's error
/// results, a description built from data).
///
/// ```
/// use toolerror::is_generic_description;
///
/// assert!(is_generic_description("Operation failed"));
/// assert!(is_generic_description("Ｓｏｍｅｔｈｉｎｇ went wrong. Please try again."));
/// assert!(is_generic_description("404"));
/// assert!(!is_generic_description("No booking B-7. Check the id, then call again."));
/// ```
#[must_use]
pub fn is_generic_description(text: &str) -> bool {
    toolerror_rules::generic::is_generic(text)
}

/// The structured error an agent reads: category, retryability, description,
/// code, and optionally a retry delay, whether the outcome is unknown, and
/// exposed details.
///
/// On the wire (camelCase, members in this order):
///
/// ```json
/// {"errorCategory":"business","isRetryable":false,
///  "description":"Refund of $140 exceeds the $100 automatic refund ceiling. …",
///  "code":"refund_over_limit"}
/// ```
///
/// Optional members: `cause` (what a classifier found happened, such as
/// `not_found` or `rate_limited`, beside the variant's `code`),
/// `retryAfterMs` and `outcomeUnknown` (transient only), `correlationId`
/// (the id of the server's log line about the failure), `details`.
///
/// `isRetryable` is not stored: it is written from the category, so a
/// retryable business or permission payload can't be built. A payload is made
/// by one constructor per category, or from any [`ToolError`]:
///
/// ```
/// use std::time::Duration;
/// use toolerror::ErrorPayload;
///
/// let payload = ErrorPayload::transient(
///     "payment_timeout",
///     "The payment service timed out. Retry in 30 seconds.",
///     Some(Duration::from_secs(30)),
/// );
/// assert!(payload.is_retryable());
/// assert_eq!(
///     payload.to_json(),
///     r#"{"errorCategory":"transient","isRetryable":true,"description":"The payment service timed out. Retry in 30 seconds.","code":"payment_timeout","retryAfterMs":30000}"#
/// );
///
/// let parsed = ErrorPayload::from_json(&payload.to_json())?;
/// assert_eq!(parsed, payload);
/// # Ok::<(), toolerror::PayloadError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorPayload<'a> {
    category: Category,
    description: Cow<'a, str>,
    code: Cow<'a, str>,
    cause: Option<Cow<'a, str>>,
    retry_after: Option<Duration>,
    outcome_unknown: bool,
    correlation_id: Option<Cow<'a, str>>,
    details: Option<Map<String, Value>>,
}

impl<'a> ErrorPayload<'a> {
    /// The longest description, in bytes, that a payload carries.
    ///
    /// A longer one is cut on a character boundary and ends with
    /// [`TRUNCATION_MARKER`](Self::TRUNCATION_MARKER), the whole staying
    /// within this bound, so that one error can't flood the model's context.
    ///
    /// ```
    /// use toolerror::ErrorPayload;
    ///
    /// let long = "x".repeat(10_000);
    /// let payload = ErrorPayload::business("too_long", long);
    /// assert!(payload.description().len() <= ErrorPayload::MAX_DESCRIPTION_BYTES);
    /// assert!(payload.description().ends_with(ErrorPayload::TRUNCATION_MARKER));
    /// ```
    pub const MAX_DESCRIPTION_BYTES: usize = policy::MAX_DESCRIPTION_BYTES;

    /// What ends a description that was cut to
    /// [`MAX_DESCRIPTION_BYTES`](Self::MAX_DESCRIPTION_BYTES).
    pub const TRUNCATION_MARKER: &'static str = policy::TRUNCATION_MARKER;

    /// The longest code, in bytes.
    ///
    /// A code is a stable machine name of ASCII letters, digits and `_` `-`
    /// `.` `:` (the derive accepts nothing else). A code built at run time is
    /// made to fit: every other character is written as `%XX`, one per UTF-8
    /// byte (so a zero-width character can't make two codes look equal), an
    /// empty code becomes `unspecified`, and a code longer than this bound is
    /// cut and ends with `...`.
    pub const MAX_CODE_BYTES: usize = policy::MAX_CODE_BYTES;

    /// The most characters of one field a derived description shows
    /// (`{sku}` in a `#[tool_error(description)]` template): a longer value
    /// is cut and marked `…`, so a huge value echoed into a template never
    /// crowds out the template's own words, such as the next step after
    /// it. A field sets its own with `#[tool_error(max_chars = N)]`, from 1
    /// to [`MAX_DESCRIPTION_BYTES`](Self::MAX_DESCRIPTION_BYTES). A
    /// placeholder with a width or a precision (`{amount:.2}`) is written
    /// as asked.
    pub const MAX_SHOWN_VALUE_CHARS: usize = toolerror_rules::limits::MAX_SHOWN_VALUE_CHARS;

    /// The most bytes `details` take on the wire.
    ///
    /// Members that don't fit are left out, in order from the first that
    /// doesn't, and a member `"_truncated"` says how many; values nested deeper
    /// than 32 levels are replaced by a marker string. So a payload
    /// always reads back with any JSON parser's default nesting limit.
    pub const MAX_DETAILS_BYTES: usize = policy::MAX_DETAILS_BYTES;

    fn new(
        category: Category,
        code: impl Into<Cow<'a, str>>,
        description: impl Into<Cow<'a, str>>,
    ) -> Self {
        ErrorPayload {
            category,
            description: agent_description(category, description.into()),
            code: bound_code(code.into()),
            cause: None,
            retry_after: None,
            outcome_unknown: false,
            correlation_id: None,
            details: None,
        }
    }

    /// A transient failure: retry unchanged, after `retry_after` if given.
    pub fn transient(
        code: impl Into<Cow<'a, str>>,
        description: impl Into<Cow<'a, str>>,
        retry_after: Option<Duration>,
    ) -> Self {
        ErrorPayload {
            retry_after: retry_after.map(bound_delay),
            ..ErrorPayload::new(Category::Transient, code, description)
        }
    }

    /// A validation failure: the description says which input to fix.
    pub fn validation(code: impl Into<Cow<'a, str>>, description: impl Into<Cow<'a, str>>) -> Self {
        ErrorPayload::new(Category::Validation, code, description)
    }

    /// A business-rule failure: never retryable.
    pub fn business(code: impl Into<Cow<'a, str>>, description: impl Into<Cow<'a, str>>) -> Self {
        ErrorPayload::new(Category::Business, code, description)
    }

    /// A permission failure: never retryable; the description must reveal no
    /// data.
    pub fn permission(code: impl Into<Cow<'a, str>>, description: impl Into<Cow<'a, str>>) -> Self {
        ErrorPayload::new(Category::Permission, code, description)
    }

    /// The payload of any [`ToolError`], borrowing its code and description.
    ///
    /// A retry delay, and an unknown outcome, are kept for transient errors
    /// only.
    ///
    /// An unexpected failure ([`ToolError::is_unexpected`]) says "An
    /// internal error occurred." and its category's next step, never its
    /// description; rendering it (see [`report`](crate::report)) adds the
    /// reference of its log line.
    pub fn from_error<E: ToolError + ?Sized>(error: &'a E) -> Self {
        let category = error.category();
        let transient = category == Category::Transient;
        let description = if error.is_unexpected() {
            Cow::Owned(masked_description(
                category,
                transient && error.outcome_unknown(),
                None,
            ))
        } else {
            error.description()
        };
        ErrorPayload {
            cause: error
                .cause()
                .filter(|cause| !is_blank(cause))
                .map(|cause| bound_code(Cow::Borrowed(cause))),
            retry_after: error.retry_after().filter(|_| transient).map(bound_delay),
            outcome_unknown: transient && error.outcome_unknown(),
            details: error.details().map(bound_details),
            ..ErrorPayload::new(category, error.code(), description)
        }
        .saying_outcome()
    }

    /// This payload's description saying, in words, that the call may have
    /// taken effect, when it may have: whatever the description was written
    /// for, the agent reads it (see [`with_outcome_unknown`](Self::with_outcome_unknown)).
    fn saying_outcome(mut self) -> Self {
        if self.outcome_unknown {
            self.description = policy::saying_outcome_unknown(self.description);
        }
        self
    }

    /// Marks a transient failure whose call may have taken effect (a timeout
    /// on a call that changes state): `"outcomeUnknown": true`. The agent
    /// retries it only if repeating the call is safe. The description then
    /// says so in words too, whatever it was written for: "The call may or
    /// may not have taken effect: check before repeating it." after it,
    /// unless it says "may or may not have taken effect" already. Other
    /// categories are left unchanged: they are never retried anyway.
    ///
    /// ```
    /// use toolerror::ErrorPayload;
    ///
    /// let payload = ErrorPayload::transient("charge_timeout", "The charge timed out; it may have gone through. Check before charging again.", None)
    ///     .with_outcome_unknown();
    /// assert!(payload.outcome_unknown());
    /// assert!(payload.to_json().ends_with(r#""outcomeUnknown":true}"#));
    /// ```
    #[must_use]
    pub fn with_outcome_unknown(mut self) -> Self {
        self.outcome_unknown = self.category == Category::Transient;
        self.saying_outcome()
    }

    /// Whether the failed call may have taken effect.
    #[must_use]
    pub fn outcome_unknown(&self) -> bool {
        self.outcome_unknown
    }

    /// Joins this failure to the server's log line about it:
    /// `"correlationId": "<id>"`. Kept to the code alphabet and bound (see
    /// [`Self::MAX_CODE_BYTES`]); a blank id is dropped. With the `tracing`
    /// feature, failures made from a [`ToolError`] get one by themselves
    /// (see [`report`](crate::report)).
    ///
    /// ```
    /// use toolerror::ErrorPayload;
    ///
    /// let payload = ErrorPayload::validation("bad_date", "The date must be YYYY-MM-DD, such as 2026-03-01.")
    ///     .with_correlation_id("req-7f3a");
    /// assert_eq!(payload.correlation_id(), Some("req-7f3a"));
    /// assert!(payload.to_json().ends_with(r#""correlationId":"req-7f3a"}"#));
    /// ```
    #[must_use]
    pub fn with_correlation_id(mut self, id: impl Into<Cow<'a, str>>) -> Self {
        let id = id.into();
        self.correlation_id = (!is_blank(&id)).then(|| bound_code(id));
        self
    }

    /// This payload saying `description` instead (bounded, never blank).
    pub(crate) fn with_description(mut self, description: Cow<'a, str>) -> Self {
        self.description = agent_description(self.category, description);
        self.saying_outcome()
    }

    /// This payload naming what happened in a classifier's words (`cause`,
    /// in the code alphabet, bounded like a code; a blank one is dropped):
    /// a failure whose `code` names the variant (`sentry_api`) then still
    /// says whether it was a 404 or a 503. Derived errors set it from
    /// their `#[tool_error(classify)]` field's [`Classification`](crate::classify::Classification).
    ///
    /// ```
    /// use toolerror::ErrorPayload;
    ///
    /// let payload = ErrorPayload::validation("sentry_api", "No such issue. Check the issue id.")
    ///     .with_cause("not_found");
    /// assert_eq!(payload.cause(), Some("not_found"));
    /// assert!(payload.to_json().contains(r#""code":"sentry_api","cause":"not_found""#));
    /// ```
    #[must_use]
    pub fn with_cause(mut self, cause: impl Into<Cow<'a, str>>) -> Self {
        let cause = cause.into();
        self.cause = (!is_blank(&cause)).then(|| bound_code(cause));
        self
    }

    /// What a classifier found happened, if one did.
    #[must_use]
    pub fn cause(&self) -> Option<&str> {
        self.cause.as_deref()
    }

    /// The id joining this failure to the server's log, if it has one.
    #[must_use]
    pub fn correlation_id(&self) -> Option<&str> {
        self.correlation_id.as_deref()
    }

    /// Adds details the agent may see; they are written as `details`,
    /// bounded (see [`Self::MAX_DETAILS_BYTES`]).
    #[must_use]
    pub fn with_details(mut self, details: Map<String, Value>) -> Self {
        self.details = Some(bound_details(details));
        self
    }

    /// The category.
    #[must_use]
    pub fn category(&self) -> Category {
        self.category
    }

    /// Whether retrying can help; follows from the category.
    #[must_use]
    pub fn is_retryable(&self) -> bool {
        self.category.is_retryable()
    }

    /// The agent-facing description: never blank (see
    /// [`fallback_description`]), and bounded.
    #[must_use]
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The machine code, in the code alphabet (see [`Self::MAX_CODE_BYTES`]).
    #[must_use]
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The retry delay (transient payloads only).
    #[must_use]
    pub fn retry_after(&self) -> Option<Duration> {
        self.retry_after
    }

    /// The exposed details, if any.
    #[must_use]
    pub fn details(&self) -> Option<&Map<String, Value>> {
        self.details.as_ref()
    }

    /// The failure in one line that stands alone, for hosts that show their
    /// model the first text block only, or drop the error flag:
    /// `Error (<category>, <retryability>: <the next move>): <description>`,
    /// then the reference id. The MCP renderer writes it as a result's first
    /// block, before the payload's JSON. The move is the category's, with
    /// the delay in words; an unknown outcome says so.
    ///
    /// ```
    /// use std::time::Duration;
    /// use toolerror::ErrorPayload;
    ///
    /// let busy = ErrorPayload::transient("gateway_busy", "The payment gateway is busy.", Some(Duration::from_secs(30)))
    ///     .with_correlation_id("7f3a");
    /// assert_eq!(
    ///     busy.to_sentence(),
    ///     "Error (transient, retryable: retry unchanged after 30 seconds): \
    ///      The payment gateway is busy. (reference 7f3a)"
    /// );
    /// let refused = ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person.");
    /// assert_eq!(
    ///     refused.to_sentence(),
    ///     "Error (business, not retryable: take another path): Refunds over $100 need a person."
    /// );
    /// ```
    #[must_use]
    pub fn to_sentence(&self) -> String {
        let mut sentence = String::with_capacity(96 + self.description.len());
        // Writing to a String can't fail.
        let _ = self.write_sentence(&mut sentence);
        sentence
    }

    /// Writes [`to_sentence`](Self::to_sentence)'s text to `out`, with no
    /// allocation of its own: the one definition of the sentence, for the
    /// `String` and for the MCP writer, which escapes it into its output.
    pub(crate) fn write_sentence(&self, out: &mut impl std::fmt::Write) -> std::fmt::Result {
        out.write_str("Error (")?;
        out.write_str(self.category.as_str())?;
        match (self.category, self.outcome_unknown) {
            (Category::Transient, false) => {
                out.write_str(", retryable: retry unchanged after ")?;
                write_delay_words(out, self.retry_after)?;
            }
            (Category::Transient, true) => {
                out.write_str(", retryable: it may have taken effect; check, then retry after ")?;
                write_delay_words(out, self.retry_after)?;
            }
            (Category::Validation, _) => out.write_str(", retryable: fix the input, then retry")?,
            (Category::Business, _) => out.write_str(", not retryable: take another path")?,
            (Category::Permission, _) => {
                out.write_str(", not retryable: escalate, and reveal nothing of the refused data")?
            }
        }
        out.write_str("): ")?;
        out.write_str(self.description.trim_end())?;
        // A masked description names the reference already.
        if let Some(id) = self
            .correlation_id
            .as_deref()
            .filter(|id| !self.description.contains(*id))
        {
            out.write_str(" (reference ")?;
            out.write_str(id)?;
            out.write_char(')')?;
        }
        Ok(())
    }

    /// The same payload, borrowing this one's texts.
    pub(crate) fn reborrow(&self) -> ErrorPayload<'_> {
        ErrorPayload {
            category: self.category,
            description: Cow::Borrowed(&self.description),
            code: Cow::Borrowed(&self.code),
            cause: self.cause.as_deref().map(Cow::Borrowed),
            retry_after: self.retry_after,
            outcome_unknown: self.outcome_unknown,
            correlation_id: self.correlation_id.as_deref().map(Cow::Borrowed),
            details: self.details.clone(),
        }
    }

    /// A payload that owns all its data.
    #[must_use]
    pub fn into_owned(self) -> ErrorPayload<'static> {
        ErrorPayload {
            category: self.category,
            description: Cow::Owned(self.description.into_owned()),
            code: Cow::Owned(self.code.into_owned()),
            cause: self.cause.map(|cause| Cow::Owned(cause.into_owned())),
            retry_after: self.retry_after,
            outcome_unknown: self.outcome_unknown,
            correlation_id: self.correlation_id.map(|id| Cow::Owned(id.into_owned())),
            details: self.details,
        }
    }

    /// The payload as compact JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        let mut out = Vec::with_capacity(128 + self.description.len());
        self.write_json_nested(&mut out, Nesting::Plain);
        into_string(out)
    }

    /// Appends the payload's compact JSON to `out`, as is or as the contents
    /// of a JSON string: the same bytes as [`Serialize`] (and escaping
    /// that), written directly.
    pub(crate) fn write_json_nested(&self, out: &mut Vec<u8>, nesting: Nesting) {
        write::write_payload(self, out, nesting);
    }

    /// The payload as a JSON object value.
    #[must_use]
    pub fn to_value(&self) -> Value {
        // The one encoder, `Serialize`; it has string keys only, so
        // serde_json has no error to report.
        serde_json::to_value(self).unwrap_or_default()
    }

    /// Parses a payload from JSON text, checking it is consistent.
    ///
    /// # Errors
    ///
    /// [`PayloadError`] says what is missing or contradictory.
    pub fn from_json(json: &str) -> Result<ErrorPayload<'static>, PayloadError> {
        let value: Value = serde_json::from_str(json).map_err(PayloadError::Malformed)?;
        parse::payload(&value)
    }

    /// Parses a payload from a JSON value, checking it is consistent.
    ///
    /// # Errors
    ///
    /// [`PayloadError`] says what is missing or contradictory.
    pub fn from_value(value: &Value) -> Result<ErrorPayload<'static>, PayloadError> {
        parse::payload(value)
    }

    pub(crate) fn retry_after_ms(&self) -> Option<u64> {
        self.retry_after
            .map(|delay| u64::try_from(delay.as_millis()).unwrap_or(u64::MAX))
    }
}

impl Serialize for ErrorPayload<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let retry_after_ms = self.retry_after_ms();
        let len = 4
            + usize::from(self.cause.is_some())
            + usize::from(retry_after_ms.is_some())
            + usize::from(self.outcome_unknown)
            + usize::from(self.correlation_id.is_some())
            + usize::from(self.details.is_some());
        let mut map = serializer.serialize_map(Some(len))?;
        map.serialize_entry(wire::ERROR_CATEGORY, &self.category)?;
        map.serialize_entry(wire::IS_RETRYABLE, &self.is_retryable())?;
        map.serialize_entry(wire::DESCRIPTION, &*self.description)?;
        map.serialize_entry(wire::CODE, &*self.code)?;
        if let Some(cause) = &self.cause {
            map.serialize_entry(wire::CAUSE, &**cause)?;
        }
        if let Some(ms) = retry_after_ms {
            map.serialize_entry(wire::RETRY_AFTER_MS, &ms)?;
        }
        if self.outcome_unknown {
            map.serialize_entry(wire::OUTCOME_UNKNOWN, &true)?;
        }
        if let Some(id) = &self.correlation_id {
            map.serialize_entry(wire::CORRELATION_ID, &**id)?;
        }
        if let Some(details) = &self.details {
            map.serialize_entry(wire::DETAILS, details)?;
        }
        map.end()
    }
}

/// Its description: a payload is an error, so a failure already decided
/// (a downstream tool's, or a tool error's [`to_payload`](crate::ToolErrorExt::to_payload))
/// can travel through `?` and an `anyhow` chain, and
/// [`chain`](crate::classify::chain) finds its category.
impl std::fmt::Display for ErrorPayload<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.code, self.category, self.description)
    }
}

impl std::error::Error for ErrorPayload<'_> {}

impl<'de> Deserialize<'de> for ErrorPayload<'static> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        parse::payload(&value).map_err(serde::de::Error::custom)
    }
}
