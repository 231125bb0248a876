//! Local recovery (feature `backon`): retry only what retrying can fix.
//!
//! - transient: retried unchanged, waiting the error's own retry delay when
//!   it gives one (clamped to [`RetryPolicy::max_delay`], with jitter), else
//!   an exponential backoff with jitter;
//! - validation: never retried unchanged: the input must change first, which
//!   only the caller can do;
//! - business and permission: never retried.
//!
//! What is still failing after the last attempt comes back as an
//! [`Escalation`] carrying the attempts and the time spent, ready to pass to
//! a coordinator. Built on backon's retry condition (`when`) and delay
//! adjustment (`adjust`).
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! use std::cell::Cell;
//! use std::time::Duration;
//! use toolerror::agent::retry::{RetryPolicy, retry_transient};
//! use toolerror::ToolError;
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! #[error("gateway busy")]
//! #[category(transient, retry_after = "5ms")]
//! #[tool_error(description = "The gateway is busy. Retry shortly.")]
//! struct Busy;
//!
//! let calls = Cell::new(0);
//! let policy = RetryPolicy::default().max_attempts(4);
//! let receipt = retry_transient(&policy, || async {
//!     calls.set(calls.get() + 1);
//!     if calls.get() < 3 { Err(Busy) } else { Ok("receipt-17") }
//! })
//! .await;
//! assert_eq!(receipt.unwrap(), "receipt-17");
//! assert_eq!(calls.get(), 3);
//! # }
//! ```

use std::cell::Cell;
use std::future::Future;
use std::time::{Duration, Instant};

use backon::{ExponentialBuilder, Retryable};

use crate::agent::propagate::Escalation;
use crate::tool_error::ToolError;

/// How hard to try before escalating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    max_attempts: u32,
    min_delay: Duration,
    max_delay: Duration,
    idempotent: bool,
}

impl Default for RetryPolicy {
    /// 3 attempts in all, backoff from 200 ms, no wait longer than 30 s.
    fn default() -> Self {
        RetryPolicy {
            max_attempts: 3,
            min_delay: Duration::from_millis(200),
            max_delay: Duration::from_secs(30),
            idempotent: false,
        }
    }
}

impl RetryPolicy {
    /// Whether repeating the operation is safe even if a failed attempt took
    /// effect. Without it (the default), a transient failure whose outcome
    /// is unknown (a timeout on a call that changes state) is not retried:
    /// it returns at once, for the caller to check before trying again.
    #[must_use]
    pub fn idempotent(mut self, idempotent: bool) -> Self {
        self.idempotent = idempotent;
        self
    }

    /// Attempts in all, the first included (at least 1).
    #[must_use]
    pub fn max_attempts(mut self, attempts: u32) -> Self {
        self.max_attempts = attempts.max(1);
        self
    }

    /// The first backoff delay, when the error gives none.
    #[must_use]
    pub fn min_delay(mut self, delay: Duration) -> Self {
        self.min_delay = delay;
        self
    }

    /// The longest wait, whatever the error asks for.
    #[must_use]
    pub fn max_delay(mut self, delay: Duration) -> Self {
        self.max_delay = delay;
        self
    }

    /// The wait before the next attempt after `error`, or `None` to stop:
    /// the error's delay (clamped, with up to 20% jitter added within the
    /// clamp) or else `backoff`, the backoff's own jittered delay.
    fn next_delay<E: ToolError + ?Sized>(
        &self,
        error: &E,
        backoff: Option<Duration>,
    ) -> Option<Duration> {
        next_delay(error.retry_after(), backoff, self.max_delay)
    }
}

/// The wait before the next attempt, or `None` to stop (no `backoff` left):
/// the server's `asked` delay clamped to `max_delay`, with up to 20% jitter
/// added within the clamp, else `backoff` (already jittered) clamped.
pub(crate) fn next_delay(
    asked: Option<Duration>,
    backoff: Option<Duration>,
    max_delay: Duration,
) -> Option<Duration> {
    let backoff = backoff?;
    let Some(asked) = asked else {
        return Some(backoff.min(max_delay));
    };
    let base = asked.min(max_delay);
    let room = max_delay.saturating_sub(base).min(base / 5);
    let jitter = Duration::from_nanos(fastrand::u64(
        0..=u64::try_from(room.as_nanos()).unwrap_or(u64::MAX),
    ));
    Some(base + jitter)
}

/// Runs `operation`, retrying transient failures under `policy`; any other
/// failure, or a transient one still failing after the last attempt,
/// returns at once as an [`Escalation`] with the attempts and time spent.
///
/// # Errors
///
/// The last error, wrapped with its context.
pub async fn retry_transient<T, E, F, Fut>(
    policy: &RetryPolicy,
    mut operation: F,
) -> Result<T, Escalation<E>>
where
    E: ToolError,
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, E>>,
{
    let started = Instant::now();
    let attempts = Cell::new(0u32);
    let backoff = ExponentialBuilder::default()
        .with_min_delay(policy.min_delay)
        .with_max_delay(policy.max_delay)
        .with_max_times(usize::try_from(policy.max_attempts - 1).unwrap_or(usize::MAX))
        .with_jitter();
    let counted = || {
        attempts.set(attempts.get() + 1);
        operation()
    };
    counted
        .retry(backoff)
        .when(|error: &E| {
            error.category().recovery().retries_unchanged()
                && (policy.idempotent || !error.outcome_unknown())
        })
        .adjust(|error: &E, backoff| policy.next_delay(error, backoff))
        .await
        .map_err(|error| {
            Escalation::new(error)
                .attempts(attempts.get())
                .elapsed(started.elapsed())
        })
}
