//! Internals go to the logs, the agent gets a description, one id joins
//! them.
//!
//! Every failure a tool call answers with passes here once, where the call
//! is answered: [`ToReply::answer`](crate::ToReply::answer), which the rmcp
//! and rig integrations call (tool results, argument errors, JSON-RPC
//! errors) and a hand-written agent loop calls itself. Rendering
//! ([`ToReply::to_reply`](crate::ToReply::to_reply) and every format's
//! renderer) is pure: it logs nothing and makes no id.
//!
//! - with the `tracing` feature, and a subscriber that listens to target
//!   `toolerror` at the failure's level, the failure is logged once, with
//!   its category, code, retryability, the error's full `Display` and
//!   source chain ([`ToolError::diagnostic`]) with every secret in them
//!   redacted and cut to 8 KiB (URL credentials, `Bearer`/`Basic` values,
//!   `password=`/`token=`/`api_key=` pairs, private keys, JWTs, well-known
//!   API-key shapes; your own with [`add_redaction`]), and a correlation id that
//!   the payload carries too (`"correlationId"`); with the `log` feature
//!   and no such subscriber, the same line goes to the `log` crate when a
//!   logger listens (one line per failure either way);
//! - every failure answered carries a correlation id, whether or not a
//!   subscriber or logger listens at its level (or either feature is on),
//!   so the payload's shape follows neither: a failure answered while
//!   nothing listens has no log line, and its id finds the trace (with the
//!   `opentelemetry` feature and a sampled span) or nothing;
//! - an unexpected failure ([`ToolError::is_unexpected`]: nothing
//!   classified it, or it is an internal bug) always gets an id, and the
//!   agent reads a masked description, "An internal error occurred;
//!   reference `<id>`." followed by its category's next step, never the
//!   error's `Display`.
//!
//! | the failure | level |
//! |---|---|
//! | unexpected, any category | `ERROR`: a bug or a failure nobody classified, the one to look into |
//! | transient | `WARN`: a dependency is failing; many of them is an outage |
//! | permission | `WARN`: a refused access, worth an audit trail |
//! | validation | `INFO`: the caller's input, the server worked as designed |
//! | business | `INFO`: a rule held, the server worked as designed |
//!
//! With the `opentelemetry` feature, a failure answered while a sampled
//! span context is active takes `"{trace id}-{id of its own}"` as its id
//! (always given then), so the reference an agent quotes finds the trace
//! as well as the log line; see [`telemetry`](crate::telemetry).
//!
//! The line names the tool that failed (`tool="get_booking"`) when the call
//! is answered within [`in_tool_call`] or [`with_tool_call`], as the rmcp
//! integration's `Categorized` router does for every call.
//!
//! An unexpected failure keeps the category its type gives it: a
//! `#[tool_error(classify)]` field that says nothing falls back to the
//! variant's declared category, chosen by the author as the safe reading of
//! "we don't know"; a `#[tool_error(unexpected)]` variant has the category
//! it declares, and `#[category(transient, outcome_unknown)]` is the one to
//! declare for an internal bug: the agent may retry once, and only a call
//! that is safe to repeat, since nothing says whether it took effect.
//!
//! ```
//! use toolerror::{ToReply, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! pub enum LedgerError {
//!     #[error("ledger invariant broken: {0}")]
//!     #[category(transient, outcome_unknown)]
//!     #[tool_error(unexpected)]
//!     Internal(String),
//! }
//!
//! let error = LedgerError::Internal("balance -3 on account 42".into());
//! let reply = error.answer();
//! let payload = reply.payload().unwrap();
//! let id = payload.correlation_id().unwrap();
//! assert_eq!(
//!     payload.description(),
//!     format!("An internal error occurred; reference {id}. The call may or may not have taken effect: check before repeating it."),
//! );
//! assert!(!payload.description().contains("account 42"));
//! ```

use std::borrow::Cow;
use std::cell::RefCell;
use std::future::Future;
use std::hash::{BuildHasher, Hasher};
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::{Context, Poll};

use crate::payload::{ErrorPayload, masked_description};

mod redact;

pub use self::redact::add_redaction;
use crate::tool_error::ToolError;

/// A new correlation id: 16 lowercase hex digits, unpredictable and
/// distinct within the process. Minted where a failure is answered, and
/// nowhere else, so one id joins the log line, the payload and the span.
#[must_use]
pub(crate) fn new_correlation_id() -> String {
    static ISSUED: AtomicU64 = AtomicU64::new(0);
    // std's randomly keyed SipHash over a process-wide counter and the
    // clock: ids don't repeat within a process and can't be guessed from
    // one another, with no dependency.
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(ISSUED.fetch_add(1, Ordering::Relaxed));
    if let Ok(now) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        hasher.write_u128(now.as_nanos());
    }
    format!("{:016x}", hasher.finish())
}

/// How many errors of a source chain are written out, at most.
#[cfg(any(feature = "tracing", feature = "log", feature = "rig"))]
const MAX_CHAIN: usize = 64;

/// The error's `Display`, then each source's, joined by ": ": what the
/// logs show of a failure.
#[cfg(any(feature = "tracing", feature = "log", feature = "rig"))]
pub(crate) fn error_chain(error: &(dyn std::error::Error + 'static)) -> String {
    use std::fmt::Write as _;
    let mut text = error.to_string();
    let mut source = error.source();
    for _ in 0..MAX_CHAIN {
        let Some(cause) = source else { break };
        let _ = write!(text, ": {cause}");
        source = cause.source();
    }
    text
}

thread_local! {
    /// The tool whose call this thread is answering, while a
    /// [`ToolCallScope`] is entered.
    static CURRENT_TOOL: RefCell<Option<Arc<str>>> = const { RefCell::new(None) };
}

/// The tool named while it lives, the one named before restored after.
struct ToolCallScope {
    before: Option<Arc<str>>,
}

impl ToolCallScope {
    fn enter(tool: Arc<str>) -> Self {
        let before = CURRENT_TOOL.with(|current| current.borrow_mut().replace(tool));
        ToolCallScope { before }
    }
}

impl Drop for ToolCallScope {
    fn drop(&mut self) {
        CURRENT_TOOL.with(|current| *current.borrow_mut() = self.before.take());
    }
}

/// The tool whose call is being answered, if a scope names one.
#[cfg(any(feature = "tracing", feature = "log"))]
fn current_tool() -> Option<Arc<str>> {
    CURRENT_TOOL.with(|current| current.borrow().clone())
}

/// `future`, answering a call of `tool`: every failure answered while it
/// is polled (on whatever thread polls it) is logged with `tool="…"`; a
/// task it spawns runs outside it, and names the tool by its own
/// `in_tool_call`. The rmcp integration's `Categorized` router wraps each
/// call in it.
///
/// ```
/// # #[tokio::main(flavor = "current_thread")] async fn main() {
/// use toolerror::{ErrorPayload, ToReply};
///
/// let reply = toolerror::report::in_tool_call("refund", async {
///     ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person.")
///         .to_reply()
///         .to_mcp_json()
/// })
/// .await;
/// assert!(reply.contains("refund_over_limit"));
/// # }
/// ```
pub fn in_tool_call<F: Future>(tool: &str, future: F) -> impl Future<Output = F::Output> {
    InToolCall {
        tool: Arc::from(tool),
        future: Box::pin(future),
    }
}

/// `answer()`, answering a call of `tool`: as [`in_tool_call`], for a
/// hand-written loop that answers calls synchronously.
///
/// ```
/// use toolerror::{ErrorPayload, ToReply};
///
/// let payload = ErrorPayload::validation("bad_id", "Booking ids look like B-2041. Fix the id, then retry.");
/// let json = toolerror::report::with_tool_call("get_booking", || payload.answer().to_mcp_json());
/// assert!(json.contains("bad_id"));
/// ```
pub fn with_tool_call<T>(tool: &str, answer: impl FnOnce() -> T) -> T {
    let _scope = ToolCallScope::enter(Arc::from(tool));
    answer()
}

struct InToolCall<F> {
    tool: Arc<str>,
    future: Pin<Box<F>>,
}

impl<F: Future> Future for InToolCall<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<F::Output> {
        let this = &mut *self;
        // Entered for each poll, so the name follows the call from thread
        // to thread and never leaks into another task between polls.
        let _scope = ToolCallScope::enter(this.tool.clone());
        this.future.as_mut().poll(context)
    }
}

/// The payload `error` is answered with: given an id (the trace's first,
/// when one is recorded), masked when unexpected, logged when a
/// subscriber or logger listens at its level.
pub(crate) fn payload_of<E: ToolError + ?Sized>(error: &E) -> ErrorPayload<'_> {
    let payload = ErrorPayload::from_error(error);
    let unexpected = error.is_unexpected();
    if unexpected {
        trace::note_unexpected();
    }
    // Every failure answered gets its id, whatever logs or traces it, so
    // the payload's shape follows neither the features nor the log setup
    // (a filter changed at run time, a logger installed late).
    let id = answered_id();
    let payload = if unexpected {
        let masked = masked_description(payload.category(), payload.outcome_unknown(), Some(&id));
        payload.with_description(Cow::Owned(masked))
    } else {
        payload
    };
    let payload = payload.with_correlation_id(id);
    if sink::enabled(payload.category(), unexpected) {
        sink::failure(error, &payload, unexpected);
    }
    payload
}

/// A payload built by hand, answered: as [`payload_of`], keeping an id it
/// already carries; its description is its own words, and what its line
/// logs.
pub(crate) fn payload_answered<'a>(payload: &'a ErrorPayload<'_>) -> ErrorPayload<'a> {
    let mut answered = payload.reborrow();
    if answered.correlation_id().is_none() {
        answered = answered.with_correlation_id(answered_id());
    }
    if sink::enabled(answered.category(), false) {
        sink::failure(&Built(&answered), &answered, false);
    }
    answered
}

/// An id for a failure answered now: the trace's id, then one of the
/// failure's own (one call may answer several failures, a fan-out's
/// sources, each its line).
fn answered_id() -> String {
    match trace::reference() {
        Some(trace) => format!("{trace}-{}", new_correlation_id()),
        None => new_correlation_id(),
    }
}

/// A payload built by hand as the tool error its log line describes.
struct Built<'p, 'a>(&'p ErrorPayload<'a>);

impl std::fmt::Debug for Built<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl ToolError for Built<'_, '_> {
    fn category(&self) -> crate::Category {
        self.0.category()
    }

    fn description(&self) -> Cow<'_, str> {
        Cow::Borrowed(self.0.description())
    }

    fn code(&self) -> &str {
        self.0.code()
    }

    fn retry_after(&self) -> Option<std::time::Duration> {
        self.0.retry_after()
    }

    fn outcome_unknown(&self) -> bool {
        self.0.outcome_unknown()
    }
}

/// The trace a failure is answered in (feature `opentelemetry`): its id
/// begins the failure's correlation id, so that the reference an agent
/// quotes finds the trace as well as the log line.
#[cfg(feature = "opentelemetry")]
pub(crate) mod trace {
    use std::sync::atomic::{AtomicBool, Ordering};

    use opentelemetry::Context;
    use opentelemetry::trace::TraceContextExt;

    /// What the failures answered within one traced call said about
    /// themselves that their payloads don't: whether one was unexpected.
    /// Kept in the call's OpenTelemetry context by
    /// [`ToolCallSpan`](crate::telemetry::ToolCallSpan).
    #[derive(Debug, Default)]
    pub(crate) struct CallRecord {
        unexpected: AtomicBool,
    }

    impl CallRecord {
        pub(crate) fn any_unexpected(&self) -> bool {
            self.unexpected.load(Ordering::Relaxed)
        }
    }

    /// The current trace's id (32 lowercase hex digits), when a span
    /// context is active and sampled: a trace that is recorded.
    pub(crate) fn reference() -> Option<String> {
        Context::map_current(|context| {
            let span = context.span();
            let span_context = span.span_context();
            (span_context.is_valid() && span_context.is_sampled())
                .then(|| span_context.trace_id().to_string())
        })
    }

    /// Notes, in the call being traced, that it answered an unexpected
    /// failure.
    pub(crate) fn note_unexpected() {
        Context::map_current(|context| {
            if let Some(record) = context.get::<std::sync::Arc<CallRecord>>() {
                record.unexpected.store(true, Ordering::Relaxed);
            }
        });
    }
}

/// Without the `opentelemetry` feature there is no trace to join.
#[cfg(not(feature = "opentelemetry"))]
mod trace {
    pub(super) fn reference() -> Option<String> {
        None
    }

    pub(super) fn note_unexpected() {}
}

/// Where a failure is written: `tracing` (feature `tracing`) when a
/// subscriber listens at its level, else the `log` crate (feature `log`)
/// when a logger does; one line either way.
mod sink {
    use crate::category::Category;

    use crate::payload::ErrorPayload;
    use crate::tool_error::ToolError;

    /// The level of the module's table.
    #[derive(Clone, Copy)]
    enum Level {
        Error,
        Warn,
        Info,
    }

    fn level(category: Category, unexpected: bool) -> Level {
        match category {
            _ if unexpected => Level::Error,
            Category::Transient | Category::Permission => Level::Warn,
            Category::Validation | Category::Business => Level::Info,
        }
    }

    #[cfg(feature = "tracing")]
    fn tracing_listens(level: Level) -> bool {
        // As an event, so a subscriber that filters events from spans
        // answers for the event it would get.
        match level {
            Level::Error => tracing::event_enabled!(target: "toolerror", tracing::Level::ERROR),
            Level::Warn => tracing::event_enabled!(target: "toolerror", tracing::Level::WARN),
            Level::Info => tracing::event_enabled!(target: "toolerror", tracing::Level::INFO),
        }
    }

    #[cfg(not(feature = "tracing"))]
    fn tracing_listens(_: Level) -> bool {
        false
    }

    #[cfg(feature = "log")]
    fn log_level(level: Level) -> ::log::Level {
        match level {
            Level::Error => ::log::Level::Error,
            Level::Warn => ::log::Level::Warn,
            Level::Info => ::log::Level::Info,
        }
    }

    #[cfg(feature = "log")]
    fn log_listens(level: Level) -> bool {
        ::log::log_enabled!(target: "toolerror", log_level(level))
    }

    #[cfg(not(feature = "log"))]
    fn log_listens(_: Level) -> bool {
        false
    }

    pub(super) fn enabled(category: Category, unexpected: bool) -> bool {
        let level = level(category, unexpected);
        tracing_listens(level) || log_listens(level)
    }

    /// The error's own words: its Display and sources, else its
    /// description as it was before any masking.
    #[cfg(any(feature = "tracing", feature = "log"))]
    fn internal<E: ToolError + ?Sized>(error: &E) -> String {
        let words = error
            .diagnostic()
            .map_or_else(|| error.description().into_owned(), super::error_chain);
        super::redact::redacted(&words)
    }

    pub(super) fn failure<E: ToolError + ?Sized>(
        error: &E,
        payload: &ErrorPayload<'_>,
        unexpected: bool,
    ) {
        let level = level(payload.category(), unexpected);
        if tracing_listens(level) {
            to_tracing(level, error, payload, unexpected);
        } else if log_listens(level) {
            to_log(level, error, payload, unexpected);
        }
    }

    #[cfg(feature = "tracing")]
    fn to_tracing<E: ToolError + ?Sized>(
        level: Level,
        error: &E,
        payload: &ErrorPayload<'_>,
        unexpected: bool,
    ) {
        let internal = internal(error);
        let tool = super::current_tool();
        macro_rules! event {
            ($level:expr) => {
                tracing::event!(
                    target: "toolerror",
                    $level,
                    tool = tool.as_deref(),
                    correlation_id = payload.correlation_id().unwrap_or_default(),
                    category = %payload.category(),
                    code = payload.code(),
                    retryable = payload.is_retryable(),
                    outcome_unknown = payload.outcome_unknown(),
                    retry_after_ms = payload.retry_after().map(|delay| delay.as_millis() as u64),
                    unexpected,
                    // Debug-escaped: an upstream's text can't forge lines.
                    error = ?internal,
                    "tool call failed"
                )
            };
        }
        match level {
            Level::Error => event!(tracing::Level::ERROR),
            Level::Warn => event!(tracing::Level::WARN),
            Level::Info => event!(tracing::Level::INFO),
        }
    }

    #[cfg(not(feature = "tracing"))]
    fn to_tracing<E: ToolError + ?Sized>(_: Level, _: &E, _: &ErrorPayload<'_>, _: bool) {}

    #[cfg(feature = "log")]
    fn to_log<E: ToolError + ?Sized>(
        level: Level,
        error: &E,
        payload: &ErrorPayload<'_>,
        unexpected: bool,
    ) {
        // The same fields as the `tracing` event, as `key=value` text; the
        // tool and the error Debug-escaped, so an upstream's text can't
        // forge lines.
        let tool = super::current_tool()
            .map(|tool| format!(" tool={:?}", &*tool))
            .unwrap_or_default();
        ::log::log!(
            target: "toolerror",
            log_level(level),
            "tool call failed{} correlation_id={:?} category={} code={:?} retryable={} outcome_unknown={} retry_after_ms={} unexpected={} error={:?}",
            tool,
            payload.correlation_id().unwrap_or_default(),
            payload.category(),
            payload.code(),
            payload.is_retryable(),
            payload.outcome_unknown(),
            payload
                .retry_after()
                .map_or_else(|| "none".to_owned(), |delay| delay.as_millis().to_string()),
            unexpected,
            internal(error)
        );
    }

    #[cfg(not(feature = "log"))]
    fn to_log<E: ToolError + ?Sized>(_: Level, _: &E, _: &ErrorPayload<'_>, _: bool) {}
}

#[cfg(test)]
mod tests {
    #[test]
    fn correlation_ids_are_distinct_lowercase_hex() {
        let ids: std::collections::BTreeSet<String> =
            (0..10_000).map(|_| super::new_correlation_id()).collect();
        assert_eq!(ids.len(), 10_000);
        assert!(ids.iter().all(|id| {
            id.len() == 16
                && id
                    .bytes()
                    .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
        }));
    }
}
