//! Passing an error up: what a subagent could not resolve goes to its
//! coordinator with the context needed to decide, and calls that were
//! deliberately not run still get an error result.
//!
//! ```
//! use std::time::Duration;
//! use toolerror::agent::propagate::Escalation;
//! use toolerror::{Category, ToolError, ToolErrorExt};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! #[error("refund over limit")]
//! #[category(business)]
//! #[tool_error(description = "Refund of $140 exceeds the $100 automatic ceiling. Escalate to a human agent.")]
//! struct RefundOverLimit;
//!
//! let escalation = Escalation::new(RefundOverLimit)
//!     .attempts(1)
//!     .elapsed(Duration::from_millis(1250))
//!     .alternative("Offer store credit of up to $100 instead.");
//! assert_eq!(escalation.category(), Category::Business);
//! assert!(!escalation.is_retryable());
//! assert_eq!(
//!     escalation.description(),
//!     "Refund of $140 exceeds the $100 automatic ceiling. Escalate to a human agent. \
//!      (1 attempt over 1.25 s.) Alternatives: Offer store credit of up to $100 instead."
//! );
//! ```

use std::borrow::Cow;
use std::fmt::Write as _;
use std::time::Duration;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::category::Category;
use crate::payload::{
    MAX_DESCRIPTION_BYTES, NOT_SERIALIZABLE, TRUNCATION_MARKER, bound_text, fallback_description,
    is_blank,
};
use crate::tool_error::{ErrorMode, ToolError};

/// An error a subagent could not resolve, with what it tried.
///
/// It keeps the inner error's category, code and retry delay, so its
/// retryability is the inner error's; the description adds the context, and
/// `details` carries it as data (`attempts`, `elapsedMs`, `partialResults`,
/// `alternatives`, beside the inner error's own details).
#[derive(Debug, Clone)]
pub struct Escalation<E> {
    error: E,
    attempts: Option<u32>,
    elapsed: Option<Duration>,
    partial_results: Option<Value>,
    alternatives: Vec<String>,
}

impl<E: ToolError> Escalation<E> {
    /// Wraps `error`.
    pub fn new(error: E) -> Self {
        Escalation {
            error,
            attempts: None,
            elapsed: None,
            partial_results: None,
            alternatives: Vec::new(),
        }
    }

    /// How many times the call was made.
    #[must_use]
    pub fn attempts(mut self, attempts: u32) -> Self {
        self.attempts = Some(attempts);
        self
    }

    /// How long was spent on it, retries included.
    #[must_use]
    pub fn elapsed(mut self, elapsed: Duration) -> Self {
        self.elapsed = Some(elapsed);
        self
    }

    /// What was found before the failure, so the coordinator need not redo
    /// it. A value that fails to serialize is recorded as a fixed marker.
    #[must_use]
    pub fn partial_results(mut self, partial: &impl Serialize) -> Self {
        self.partial_results = Some(
            serde_json::to_value(partial)
                .unwrap_or_else(|_| Value::String(NOT_SERIALIZABLE.into())),
        );
        self
    }

    /// Another path the coordinator could take.
    #[must_use]
    pub fn alternative(mut self, alternative: impl Into<String>) -> Self {
        self.alternatives.push(alternative.into());
        self
    }

    /// The error that could not be resolved.
    pub fn inner(&self) -> &E {
        &self.error
    }

    /// The error that could not be resolved, by value.
    pub fn into_inner(self) -> E {
        self.error
    }

    /// The number of attempts recorded, if any.
    pub fn attempt_count(&self) -> Option<u32> {
        self.attempts
    }
}

impl<E: ToolError> ToolError for Escalation<E> {
    fn category(&self) -> Category {
        self.error.category()
    }

    fn description(&self) -> Cow<'_, str> {
        let mut context = String::new();
        let mut facts = Vec::new();
        if let Some(attempts) = self.attempts {
            facts.push(format!(
                "{attempts} attempt{}",
                if attempts == 1 { "" } else { "s" }
            ));
        }
        if let Some(elapsed) = self.elapsed {
            facts.push(human_duration(elapsed));
        }
        if !facts.is_empty() {
            let _ = write!(context, " ({}.)", facts.join(" over "));
        }
        if self.partial_results.is_some() {
            context.push_str(" Partial results are in details.partialResults.");
        }
        if !self.alternatives.is_empty() {
            let _ = write!(context, " Alternatives: {}", self.alternatives.join(" "));
        }
        // The context is what the coordinator acts on: it is kept whole (to
        // half the bound), and the inner description is cut first.
        let context = bound_text(Cow::Owned(context), MAX_DESCRIPTION_BYTES / 2, "…");
        let inner = self.error.description();
        // A blank inner description would leave only the context.
        let inner = if is_blank(&inner) {
            Cow::Borrowed(fallback_description(self.error.category()))
        } else {
            inner
        };
        let room = MAX_DESCRIPTION_BYTES - context.len();
        let mut description = bound_text(inner, room, TRUNCATION_MARKER).into_owned();
        description.push_str(&context);
        Cow::Owned(description)
    }

    fn code(&self) -> &str {
        self.error.code()
    }

    fn cause(&self) -> Option<&str> {
        self.error.cause()
    }

    fn retry_after(&self) -> Option<Duration> {
        self.error.retry_after()
    }

    fn error_mode(&self) -> ErrorMode {
        self.error.error_mode()
    }

    fn outcome_unknown(&self) -> bool {
        self.error.outcome_unknown()
    }

    fn is_unexpected(&self) -> bool {
        self.error.is_unexpected()
    }

    fn diagnostic(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.error.diagnostic()
    }

    fn details(&self) -> Option<Map<String, Value>> {
        let mut details = self.error.details().unwrap_or_default();
        if let Some(attempts) = self.attempts {
            details.insert("attempts".into(), attempts.into());
        }
        if let Some(elapsed) = self.elapsed {
            details.insert(
                "elapsedMs".into(),
                u64::try_from(elapsed.as_millis())
                    .unwrap_or(u64::MAX)
                    .into(),
            );
        }
        if let Some(partial) = &self.partial_results {
            details.insert("partialResults".into(), partial.clone());
        }
        if !self.alternatives.is_empty() {
            details.insert("alternatives".into(), self.alternatives.clone().into());
        }
        (!details.is_empty()).then_some(details)
    }
}

/// "340 ms" under a second; else "1.25 s": seconds with up to two
/// decimals, no trailing zeros.
fn human_duration(duration: Duration) -> String {
    let millis = duration.as_millis();
    if millis < 1000 {
        return format!("{millis} ms");
    }
    let hundredths = millis / 10;
    let text = format!("{}.{:02}", hundredths / 100, hundredths % 100);
    format!("{} s", text.trim_end_matches('0').trim_end_matches('.'))
}

/// A call that was deliberately not run. It still answers its `tool_use_id`
/// with `is_error: true`, because every `tool_use` block needs a
/// `tool_result`, and an agent must not read silence as success.
///
/// ```
/// use toolerror::agent::propagate::NotRun;
/// use toolerror::{ToReply, ToolErrorExt};
///
/// let skipped = NotRun::SiblingFailed { sibling: "charge_deposit".into() };
/// let block = skipped.to_reply().to_claude("toolu_02");
/// assert!(block.is_error);
/// assert!(skipped.is_retryable());
/// assert!(!NotRun::BudgetExhausted.is_retryable());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum NotRun {
    /// A call in the same parallel batch failed, so this one was skipped; it
    /// may be retried once that failure is dealt with (transient).
    SiblingFailed {
        /// The tool (or call) that failed.
        sibling: String,
    },
    /// The run was cancelled before this call started (transient).
    Cancelled,
    /// The time, token or cost budget ran out (business: retrying doesn't
    /// bring the budget back).
    BudgetExhausted,
}

impl ToolError for NotRun {
    fn category(&self) -> Category {
        match self {
            NotRun::SiblingFailed { .. } | NotRun::Cancelled => Category::Transient,
            NotRun::BudgetExhausted => Category::Business,
        }
    }

    fn description(&self) -> Cow<'_, str> {
        match self {
            NotRun::SiblingFailed { sibling } => Cow::Owned(format!(
                "This call was not run because {sibling}, in the same batch, failed; nothing was checked. Deal with that failure, then make this call again."
            )),
            NotRun::Cancelled => Cow::Borrowed(
                "This call was not run because the run was cancelled; nothing was checked. Make the call again if it is still needed.",
            ),
            NotRun::BudgetExhausted => Cow::Borrowed(
                "This call was not run because the budget for this task ran out; nothing was checked. Report what is known so far, or ask for a larger budget.",
            ),
        }
    }

    fn code(&self) -> &str {
        match self {
            NotRun::SiblingFailed { .. } => "not_run_sibling_failed",
            NotRun::Cancelled => "not_run_cancelled",
            NotRun::BudgetExhausted => "not_run_budget_exhausted",
        }
    }
}
