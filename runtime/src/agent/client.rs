//! Recovery over rmcp's client (feature `rmcp-client`): remote tool calls
//! that recover locally first, then escalate with context.
//!
//! [`RecoveringClient::call_tool`] makes an MCP `tools/call` through an
//! rmcp [`Peer`], reads each result with the crate's one reader
//! ([`read_result`]: any server, toolerror or not), and acts on the
//! decision:
//!
//! | the result | what the call does |
//! |---|---|
//! | success, valid empty, partial | returned at once ([`Answered`]), never retried |
//! | transient | retried unchanged after the server's delay (`retryAfterMs`, else the draft classification's `retryNotBefore`), else a backoff with jitter; escalated once the budget is spent |
//! | transient, outcome unknown (`outcomeUnknown`, or no answer within [`RecoveryPolicy::attempt_timeout`]) | retried only when `tools/list` says the tool is `readOnlyHint` or `idempotentHint`; else escalated at once as "may have taken effect" |
//! | validation | returned at once with the server's fix ([`Answered`]): the input must change first, which only the caller can do |
//! | no category (a foreign server's plain error text) | returned at once: nothing says retrying helps |
//! | business, permission | never retried: escalated ([`Escalation`]) |
//! | JSON-RPC error, connection lost | [`CallError::Service`], never retried |
//!
//! # Delays
//!
//! A server's delay is a hint: it is clamped to
//! [`max_delay`](RecoveryPolicy::max_delay) and up to 20% jitter is added
//! within the clamp. Without one, backon's exponential backoff with jitter
//! from [`min_delay`](RecoveryPolicy::min_delay). A wait that would end past
//! the call's or the session's time budget is not made: the call escalates
//! at once, its escalation still carrying the server's delay.
//!
//! # Budgets
//!
//! Per call: [`max_attempts`](RecoveryPolicy::max_attempts) (the first
//! included) and [`call_time`](RecoveryPolicy::call_time). Per session (one
//! [`RecoveringClient`] and its clones): [`session_attempts`](RecoveryPolicy::session_attempts)
//! and [`session_time`](RecoveryPolicy::session_time), the attempts made
//! and the time spent in calls, retries and waits included. A call that
//! finds the session's budget spent is not made: it escalates as
//! [`ToolFailure::BudgetExhausted`]. Dropping the future of a call stops
//! it where it is: an attempt in flight is abandoned (rmcp tells the server
//! with `notifications/cancelled`), a wait ends, and nothing more is sent.
//!
//! # The circuit breaker
//!
//! Keyed by (server, tool, failure code). After
//! [`breaker_threshold`](RecoveryPolicy::breaker) transient failures in a
//! row with one code, the breaker opens for the cooldown (or the server's
//! delay, clamped to `max_delay`, when longer): every call of that tool then
//! escalates at once as [`ToolFailure::CircuitOpen`], a transient failure
//! whose delay says when to try again, without reaching the server. Once
//! the cooldown is over, one call goes through as a probe (the others still
//! answer at once): an answer that is not a transient failure closes the
//! tool's breakers, a transient failure opens the breaker again.
//!
//! # Example
//!
//! A payment server (rmcp, in process here; any MCP server over any
//! transport works the same): `charge` is busy twice, then charges;
//! `refund` refuses every refund over the limit; `ledger` is down.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread", start_paused = true)]
//! # async fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use std::sync::Arc;
//! use std::sync::atomic::{AtomicU32, Ordering};
//! use std::time::Duration;
//!
//! use rmcp::handler::server::router::tool::ToolRouter;
//! use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock};
//! use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
//! use toolerror::agent::client::{CallError, RecoveringClient, RecoveryPolicy, ToolFailure};
//! use toolerror::{ToReply, ToolError, ToolErrorExt};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum PaymentError {
//!     #[error("gateway busy")]
//!     #[category(transient, retry_after = "2s")]
//!     #[tool_error(description = "The payment gateway is busy. Retry in 2 seconds.")]
//!     Busy,
//!     #[error("refund over limit")]
//!     #[category(business)]
//!     #[tool_error(description = "Refunds over $100 need a human agent.")]
//!     OverLimit,
//! }
//!
//! fn failed(error: PaymentError) -> CallToolResult {
//!     serde_json::from_str(&error.to_reply().to_mcp_json()).expect("an MCP result")
//! }
//!
//! #[derive(Clone)]
//! struct Payments {
//!     charges: Arc<AtomicU32>,
//!     tool_router: ToolRouter<Self>,
//! }
//!
//! #[tool_router]
//! impl Payments {
//!     #[tool(description = "Charge the deposit.")]
//!     async fn charge(&self) -> CallToolResult {
//!         if self.charges.fetch_add(1, Ordering::Relaxed) < 2 {
//!             return failed(PaymentError::Busy);
//!         }
//!         CallToolResult::success(vec![ContentBlock::text("receipt R-17")])
//!     }
//!
//!     #[tool(description = "Refund the customer.")]
//!     async fn refund(&self) -> CallToolResult {
//!         failed(PaymentError::OverLimit)
//!     }
//!
//!     #[tool(description = "Read the ledger.")]
//!     async fn ledger(&self) -> CallToolResult {
//!         failed(PaymentError::Busy)
//!     }
//! }
//!
//! #[tool_handler(router = self.tool_router)]
//! impl ServerHandler for Payments {}
//!
//! let (server_end, client_end) = tokio::io::duplex(64 * 1024);
//! let server = Payments { charges: Arc::default(), tool_router: Payments::tool_router() };
//! tokio::spawn(async move {
//!     let running = server.serve(server_end).await.expect("initialize");
//!     let _ = running.waiting().await;
//! });
//! let service = ().serve(client_end).await?;
//!
//! let policy = RecoveryPolicy::default()
//!     .max_attempts(3) // a call's attempts, the first included
//!     .max_delay(Duration::from_secs(10)) // the longest wait, whatever the server asks
//!     .call_time(Duration::from_secs(30)) // a call's time, waits included
//!     .session_attempts(50) // all calls together
//!     .breaker(3, Duration::from_secs(30)); // open after 3 transient failures in a row
//! let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
//! let call = |tool: &'static str| client.call_tool(CallToolRequestParams::new(tool));
//!
//! // Transient: retried unchanged after the server's 2 s (plus up to 20%
//! // jitter), twice, then it answers.
//! let started = tokio::time::Instant::now();
//! let charged = call("charge").await?;
//! assert_eq!(charged.attempts(), 3);
//! assert!((4000..=4800).contains(&started.elapsed().as_millis()));
//!
//! // Business: never retried, escalated with its context.
//! let Err(CallError::Escalated(refused)) = call("refund").await else { panic!() };
//! assert_eq!(refused.attempt_count(), Some(1));
//! assert!(!refused.is_retryable());
//!
//! // Down on every call: the call's 3 attempts, whose third failure in a
//! // row opens the breaker ...
//! let Err(CallError::Escalated(down)) = call("ledger").await else { panic!() };
//! assert_eq!(down.attempt_count(), Some(3));
//! // ... so the next call answers at once, without reaching the server,
//! // saying when to try again.
//! let Err(CallError::Escalated(paused)) = call("ledger").await else { panic!() };
//! assert!(matches!(paused.inner(), ToolFailure::CircuitOpen { .. }));
//! assert_eq!(paused.attempt_count(), Some(0));
//! assert_eq!(paused.retry_after(), Some(Duration::from_secs(30)));
//! # Ok(()) }
//! ```
//!
//! The same decisions, run against a real server over stdio, are this
//! crate's tests (`tests/tests/client_recovery.rs`).

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use backon::{ExponentialBuilder, Retryable};
use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::service::{Peer, RoleClient, ServiceError};
use serde_json::{Map, Value};
use tokio::time::Instant;

use crate::agent::propagate::{Escalation, NotRun};
use crate::agent::retry::next_delay;
use crate::category::Category;
use crate::formats::read::{Decision, Failure};
use crate::formats::{Format, read_result};
use crate::tool_error::ToolError;

/// How hard a [`RecoveringClient`] tries, and when it stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecoveryPolicy {
    max_attempts: u32,
    min_delay: Duration,
    max_delay: Duration,
    call_time: Duration,
    attempt_timeout: Option<Duration>,
    session_attempts: u32,
    session_time: Duration,
    breaker_threshold: u32,
    breaker_cooldown: Duration,
}

impl Default for RecoveryPolicy {
    /// 3 attempts a call within 60 s; backoff from 200 ms, no wait longer
    /// than 30 s; no attempt timeout; 100 attempts and 10 minutes a session;
    /// the breaker opens after 5 transient failures in a row, for 30 s.
    fn default() -> Self {
        RecoveryPolicy {
            max_attempts: 3,
            min_delay: Duration::from_millis(200),
            max_delay: Duration::from_secs(30),
            call_time: Duration::from_secs(60),
            attempt_timeout: None,
            session_attempts: 100,
            session_time: Duration::from_secs(600),
            breaker_threshold: 5,
            breaker_cooldown: Duration::from_secs(30),
        }
    }
}

impl RecoveryPolicy {
    /// Attempts a call may make, the first included (at least 1).
    #[must_use]
    pub fn max_attempts(mut self, attempts: u32) -> Self {
        self.max_attempts = attempts.max(1);
        self
    }

    /// The first backoff delay, when the server gives none.
    #[must_use]
    pub fn min_delay(mut self, delay: Duration) -> Self {
        self.min_delay = delay;
        self
    }

    /// The longest wait, whatever the server asks for.
    #[must_use]
    pub fn max_delay(mut self, delay: Duration) -> Self {
        self.max_delay = delay;
        self
    }

    /// The time one call may take, retries and waits included: no wait
    /// that would end past it is begun.
    #[must_use]
    pub fn call_time(mut self, time: Duration) -> Self {
        self.call_time = time;
        self
    }

    /// The longest one attempt may wait for its answer; past it the
    /// attempt is abandoned (rmcp sends `notifications/cancelled`) and
    /// counts as a transient failure whose outcome is unknown. None by
    /// default: an attempt waits until the server answers or the caller
    /// drops the call.
    #[must_use]
    pub fn attempt_timeout(mut self, timeout: Duration) -> Self {
        self.attempt_timeout = Some(timeout);
        self
    }

    /// Attempts all the calls of a session may make together.
    #[must_use]
    pub fn session_attempts(mut self, attempts: u32) -> Self {
        self.session_attempts = attempts;
        self
    }

    /// The time all the calls of a session may spend together.
    #[must_use]
    pub fn session_time(mut self, time: Duration) -> Self {
        self.session_time = time;
        self
    }

    /// The breaker opens after `threshold` transient failures in a row
    /// (at least 1) of one tool with one code, for `cooldown`.
    #[must_use]
    pub fn breaker(mut self, threshold: u32, cooldown: Duration) -> Self {
        self.breaker_threshold = threshold.max(1);
        self.breaker_cooldown = cooldown;
        self
    }
}

/// A tool result the caller hands to its model: a success, a valid empty
/// or partial result, or a failure the model acts on itself (validation,
/// with the server's fix, or a failure that names no category).
#[derive(Debug, Clone)]
pub struct Answered {
    result: CallToolResult,
    decision: Decision,
    attempts: u32,
    elapsed: Duration,
}

impl Answered {
    /// The result, as the server sent it.
    pub fn result(&self) -> &CallToolResult {
        &self.result
    }

    /// The result, by value.
    pub fn into_result(self) -> CallToolResult {
        self.result
    }

    /// What the reader made of it.
    pub fn decision(&self) -> &Decision {
        &self.decision
    }

    /// Attempts made, the first included.
    pub fn attempts(&self) -> u32 {
        self.attempts
    }

    /// Time spent, retries and waits included.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }
}

/// Why a call through a [`RecoveringClient`] gave no result to hand on.
#[derive(Debug)]
pub enum CallError {
    /// What local recovery could not resolve, with the attempts, the time
    /// spent and the last failure: for the caller's coordinator.
    Escalated(Box<Escalation<ToolFailure>>),
    /// The request itself failed (a JSON-RPC error such as an unknown
    /// tool, the connection lost): not retried.
    Service(ServiceError),
}

impl CallError {
    fn escalated(escalation: Escalation<ToolFailure>) -> Self {
        CallError::Escalated(Box::new(escalation))
    }
}

impl fmt::Display for CallError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallError::Escalated(escalation) => formatter.write_str(&escalation.description()),
            CallError::Service(error) => write!(formatter, "the request failed: {error}"),
        }
    }
}

impl std::error::Error for CallError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CallError::Escalated(_) => None,
            CallError::Service(error) => Some(error),
        }
    }
}

/// The failure an escalated call ends with. A [`ToolError`], so it renders
/// in every wire format; wrapped in an [`Escalation`] it carries the
/// attempts and the time spent.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum ToolFailure {
    /// The tool answered with a failure recovery could not resolve: a
    /// business or permission failure, a transient one still failing when
    /// the budget ran out, or one whose outcome is unknown on a tool that
    /// is not safe to repeat.
    Answered {
        /// What the reader made of the last result.
        failure: Failure,
        /// The last result, as the server sent it.
        result: Box<CallToolResult>,
    },
    /// No answer within [`RecoveryPolicy::attempt_timeout`]: the call may
    /// have taken effect, and the tool is not safe to repeat.
    TimedOut {
        /// The timeout.
        after: Duration,
    },
    /// The tool's circuit breaker is open: the call was not sent.
    CircuitOpen {
        /// When the breaker lets a probe through.
        retry_in: Duration,
        /// The transient failures in a row that opened it.
        failures: u32,
        /// Their code.
        code: String,
    },
    /// The session's budget of attempts or time was spent: the call was
    /// not sent.
    BudgetExhausted,
}

/// The code of a timed-out attempt, in breaker keys and escalations.
const TIMEOUT_CODE: &str = "tool_timeout";

impl ToolError for ToolFailure {
    fn category(&self) -> Category {
        match self {
            // Only failures with a category are escalated; a failure with
            // none is never retried, as a business one.
            ToolFailure::Answered { failure, .. } => failure.category.unwrap_or(Category::Business),
            ToolFailure::TimedOut { .. } | ToolFailure::CircuitOpen { .. } => Category::Transient,
            ToolFailure::BudgetExhausted => NotRun::BudgetExhausted.category(),
        }
    }

    fn description(&self) -> Cow<'_, str> {
        match self {
            ToolFailure::Answered { failure, .. } if failure.outcome_unknown => {
                Cow::Owned(format!(
                    "{} The call may have taken effect: check before calling it again.",
                    failure.description
                ))
            }
            ToolFailure::Answered { failure, .. } => Cow::Borrowed(&failure.description),
            ToolFailure::TimedOut { after } => Cow::Owned(format!(
                "The tool did not answer within {} ms; the call may have taken effect: check before calling it again.",
                after.as_millis()
            )),
            ToolFailure::CircuitOpen {
                retry_in,
                failures,
                code,
            } => Cow::Owned(format!(
                "The call was not sent: the tool failed {failures} times in a row ({code}), so calls to it are paused. Try again in {} ms.",
                retry_in.as_millis()
            )),
            ToolFailure::BudgetExhausted => NotRun::BudgetExhausted.description(),
        }
    }

    fn code(&self) -> &str {
        match self {
            ToolFailure::Answered { failure, .. } => {
                failure.code.as_deref().unwrap_or("tool_failed")
            }
            ToolFailure::TimedOut { .. } => TIMEOUT_CODE,
            ToolFailure::CircuitOpen { .. } => "circuit_open",
            ToolFailure::BudgetExhausted => "not_run_budget_exhausted",
        }
    }

    fn retry_after(&self) -> Option<Duration> {
        match self {
            ToolFailure::Answered { failure, .. } => failure.retry_after,
            ToolFailure::CircuitOpen { retry_in, .. } => Some(*retry_in),
            ToolFailure::TimedOut { .. } | ToolFailure::BudgetExhausted => None,
        }
    }

    fn outcome_unknown(&self) -> bool {
        match self {
            ToolFailure::Answered { failure, .. } => failure.outcome_unknown,
            ToolFailure::TimedOut { .. } => true,
            ToolFailure::CircuitOpen { .. } | ToolFailure::BudgetExhausted => false,
        }
    }

    fn details(&self) -> Option<Map<String, Value>> {
        let ToolFailure::Answered { failure, .. } = self else {
            return None;
        };
        let id = failure.correlation_id.as_ref()?;
        let mut details = Map::new();
        details.insert("correlationId".into(), id.clone().into());
        Some(details)
    }
}

/// Where a tool's circuit breaker stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum BreakerState {
    /// Calls go through.
    Closed,
    /// Calls escalate at once, for `retry_in` more.
    Open {
        /// When a probe may go through.
        retry_in: Duration,
    },
    /// The cooldown is over: the next call is a probe.
    HalfOpen,
}

impl BreakerState {
    /// `closed`, `open` or `half_open`, as traces record it.
    pub fn as_str(self) -> &'static str {
        match self {
            BreakerState::Closed => "closed",
            BreakerState::Open { .. } => "open",
            BreakerState::HalfOpen => "half_open",
        }
    }
}

/// rmcp's client [`Peer`] with recovery by category, budgets and a circuit
/// breaker; see [the module](self). Clones share the session: its budgets,
/// breakers and the tools' annotations.
#[derive(Debug, Clone)]
pub struct RecoveringClient {
    peer: Peer<RoleClient>,
    policy: RecoveryPolicy,
    session: Arc<Session>,
    #[cfg(feature = "opentelemetry")]
    telemetry: Option<crate::telemetry::Telemetry>,
}

/// What the calls of one session share.
#[derive(Debug)]
struct Session {
    server: String,
    spent: Mutex<Spent>,
    breakers: Mutex<HashMap<BreakerKey, Breaker>>,
    /// Whether each tool is safe to repeat, from `tools/list`; read on the
    /// first unknown outcome.
    repeatable: tokio::sync::OnceCell<HashMap<String, bool>>,
}

#[derive(Debug, Default)]
struct Spent {
    attempts: u32,
    time: Duration,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct BreakerKey {
    server: String,
    tool: String,
    code: String,
}

#[derive(Debug, Default)]
struct Breaker {
    failures: u32,
    open_until: Option<Instant>,
    probing: bool,
}

/// Locks `mutex`, a poisoned one included (its data stays consistent:
/// every critical section here only assigns).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Why an attempt did not give the call its answer.
enum Miss {
    /// A transient failure: retried when `repeatable`, after its delay.
    Transient {
        failure: ToolFailure,
        delay: Option<Duration>,
        repeatable: bool,
    },
    /// The call ends here.
    Stop(Box<CallError>),
}

impl Miss {
    fn stop(error: CallError) -> Self {
        Miss::Stop(Box::new(error))
    }

    fn retryable(&self) -> bool {
        matches!(
            self,
            Miss::Transient {
                repeatable: true,
                ..
            }
        )
    }
}

impl RecoveringClient {
    /// Recovers the calls made through `peer` (a connected client: rmcp's
    /// `RunningService` hands it out with `peer()`), under the default
    /// [`RecoveryPolicy`]. The breakers are keyed by the server's name
    /// from its `initialize` answer.
    pub fn new(peer: Peer<RoleClient>) -> Self {
        let server = peer
            .peer_info()
            .and_then(|info| info.server_info.as_ref().map(|server| server.name.clone()))
            .unwrap_or_default();
        RecoveringClient {
            peer,
            policy: RecoveryPolicy::default(),
            session: Arc::new(Session {
                server,
                spent: Mutex::default(),
                breakers: Mutex::default(),
                repeatable: tokio::sync::OnceCell::new(),
            }),
            #[cfg(feature = "opentelemetry")]
            telemetry: None,
        }
    }

    /// Records each attempt (feature `opentelemetry`) by the MCP semantic
    /// conventions: a `CLIENT` span `tools/call {tool}` with
    /// `mcp.method.name`, `gen_ai.tool.name`, `gen_ai.operation.name`,
    /// `toolerror.attempt` and `toolerror.breaker` (`closed`, or
    /// `half_open` for a probe); a failed result's `error.type =
    /// tool_error`, status ERROR and the `toolerror.*` attributes the
    /// server's result gives; a JSON-RPC error's code; an abandoned attempt
    /// `error.type = cancelled`. Each attempt's duration goes to
    /// `mcp.client.operation.duration`.
    #[cfg(feature = "opentelemetry")]
    #[must_use]
    pub fn with_telemetry(mut self, telemetry: crate::telemetry::Telemetry) -> Self {
        self.telemetry = Some(telemetry);
        self
    }

    /// The same client under `policy` (the session is kept).
    #[must_use]
    pub fn with_policy(mut self, policy: RecoveryPolicy) -> Self {
        self.policy = policy;
        self
    }

    /// The peer calls go through.
    pub fn peer(&self) -> &Peer<RoleClient> {
        &self.peer
    }

    /// Where the breaker of `tool` stands: open if any of its failure
    /// codes' breakers is.
    pub fn breaker_state(&self, tool: &str) -> BreakerState {
        let now = Instant::now();
        let breakers = lock(&self.session.breakers);
        let mut state = BreakerState::Closed;
        for (_, breaker) in breakers.iter().filter(|(key, _)| key.tool == tool) {
            match breaker.open_until {
                Some(until) if until > now => {
                    return BreakerState::Open {
                        retry_in: until - now,
                    };
                }
                Some(_) => state = BreakerState::HalfOpen,
                None => {}
            }
        }
        state
    }

    /// Calls a tool, recovering by category; see [the module](self).
    ///
    /// # Errors
    ///
    /// [`CallError::Escalated`] for what recovery could not resolve,
    /// [`CallError::Service`] when the request itself failed.
    pub async fn call_tool(&self, params: CallToolRequestParams) -> Result<Answered, CallError> {
        let started = Instant::now();
        let attempts = AtomicU32::new(0);
        let backoff = ExponentialBuilder::default()
            .with_min_delay(self.policy.min_delay)
            .with_max_delay(self.policy.max_delay)
            .with_max_times(usize::try_from(self.policy.max_attempts - 1).unwrap_or(usize::MAX))
            .with_jitter();
        let attempt = || self.attempt(&params, &attempts, started);
        let outcome = attempt
            .retry(backoff)
            .when(Miss::retryable)
            .adjust(|miss, backoff| {
                let Miss::Transient { delay, .. } = miss else {
                    return None;
                };
                // A breaker this failure opened ends the call now.
                if matches!(self.breaker_state(&params.name), BreakerState::Open { .. }) {
                    return None;
                }
                let wait = next_delay(*delay, backoff, self.policy.max_delay)?;
                self.may_wait(started, wait).then_some(wait)
            })
            .notify(|_miss, _wait| {
                #[cfg(feature = "tracing")]
                tracing::debug!(
                    target: "toolerror::client",
                    tool = %params.name,
                    wait_ms = u64::try_from(_wait.as_millis()).unwrap_or(u64::MAX),
                    "retrying after a transient failure"
                );
            })
            .await;
        let attempts = attempts.load(Ordering::Relaxed);
        outcome
            .map(|mut answered| {
                answered.attempts = attempts;
                answered.elapsed = started.elapsed();
                answered
            })
            .map_err(|miss| match miss {
                Miss::Transient { failure, .. } => {
                    CallError::Escalated(Box::new(self.escalate(failure, attempts, started)))
                }
                Miss::Stop(stopped) => match *stopped {
                    CallError::Escalated(escalation) => CallError::Escalated(Box::new(
                        escalation.attempts(attempts).elapsed(started.elapsed()),
                    )),
                    error => error,
                },
            })
    }

    fn escalate(
        &self,
        failure: ToolFailure,
        attempts: u32,
        started: Instant,
    ) -> Escalation<ToolFailure> {
        Escalation::new(failure)
            .attempts(attempts)
            .elapsed(started.elapsed())
    }

    /// Whether a wait of `wait` fits in the call's and the session's time;
    /// if it does, it is counted as spent.
    fn may_wait(&self, started: Instant, wait: Duration) -> bool {
        if started.elapsed().saturating_add(wait) > self.policy.call_time {
            return false;
        }
        let mut spent = lock(&self.session.spent);
        if spent.time.saturating_add(wait) > self.policy.session_time {
            return false;
        }
        spent.time = spent.time.saturating_add(wait);
        true
    }

    /// One attempt: the budgets and the breaker first, then the call, then
    /// the decision.
    async fn attempt(
        &self,
        params: &CallToolRequestParams,
        attempts: &AtomicU32,
        started: Instant,
    ) -> Result<Answered, Miss> {
        let tool = params.name.as_ref();
        let exhausted = || {
            let spent = lock(&self.session.spent);
            spent.attempts >= self.policy.session_attempts || spent.time >= self.policy.session_time
        };
        if exhausted() {
            return Err(Miss::stop(CallError::escalated(Escalation::new(
                ToolFailure::BudgetExhausted,
            ))));
        }
        let probe = self.pass_breaker(tool)?;
        {
            let mut spent = lock(&self.session.spent);
            spent.attempts = spent.attempts.saturating_add(1);
        }
        let number = attempts.fetch_add(1, Ordering::Relaxed).saturating_add(1);
        #[cfg(feature = "tracing")]
        let span = tracing::info_span!(
            target: "toolerror::client",
            "tools/call",
            otel.kind = "client",
            mcp.method.name = "tools/call",
            gen_ai.tool.name = tool,
            toolerror.attempt = number,
            toolerror.breaker = if probe.is_some() { "half_open" } else { "closed" },
            toolerror.category = tracing::field::Empty,
            error.type = tracing::field::Empty,
        );
        #[cfg(feature = "opentelemetry")]
        let recorded = self.telemetry.as_ref().map(|telemetry| {
            use opentelemetry::KeyValue;
            telemetry.start(
                crate::telemetry::ToolCall::client(tool.to_owned())
                    .span_attribute(KeyValue::new("toolerror.attempt", i64::from(number)))
                    .span_attribute(KeyValue::new(
                        "toolerror.breaker",
                        if probe.is_some() {
                            "half_open"
                        } else {
                            "closed"
                        },
                    )),
            )
        });
        let call_started = Instant::now();
        let call = self.peer.call_tool(params.clone());
        #[cfg(feature = "tracing")]
        let call = tracing::Instrument::instrument(call, span.clone());
        let answer = match self.policy.attempt_timeout {
            Some(timeout) => tokio::time::timeout(timeout, call).await.ok(),
            None => Some(call.await),
        };
        {
            let mut spent = lock(&self.session.spent);
            spent.time = spent.time.saturating_add(call_started.elapsed());
        }
        let miss = match answer {
            None => {
                // Abandoned: its span ends as cancelled.
                #[cfg(feature = "opentelemetry")]
                drop(recorded);
                let after = self.policy.attempt_timeout.unwrap_or_default();
                self.record_transient(tool, TIMEOUT_CODE, None);
                Miss::Transient {
                    failure: ToolFailure::TimedOut { after },
                    delay: None,
                    repeatable: self.repeatable(tool).await,
                }
            }
            Some(Err(error)) => {
                drop(probe);
                #[cfg(feature = "opentelemetry")]
                if let (Some(recorded), ServiceError::McpError(data)) = (recorded, &error) {
                    recorded.finish_with_protocol_error(i64::from(data.code.0));
                }
                #[cfg(feature = "tracing")]
                span.record("error.type", "service_error");
                return Err(Miss::stop(CallError::Service(error)));
            }
            Some(Ok(result)) => {
                let value = serde_json::to_value(&result);
                #[cfg(feature = "opentelemetry")]
                if let Some(recorded) = recorded {
                    recorded.finish_with_result(value.as_ref().unwrap_or(&Value::Null));
                }
                let decision = value.map_or_else(
                    |error| Decision::Unreadable {
                        reason: error.to_string(),
                    },
                    |value| read_result(Format::Mcp, &value),
                );
                #[cfg(feature = "tracing")]
                if let Decision::Failed(failure) = &decision {
                    span.record("error.type", "tool_error");
                    if let Some(category) = failure.category {
                        span.record("toolerror.category", category.as_str());
                    }
                }
                match decision {
                    Decision::Failed(failure) if failure.category == Some(Category::Transient) => {
                        let code = failure.code.clone().unwrap_or_default();
                        self.record_transient(tool, &code, failure.retry_after);
                        let repeatable = !failure.outcome_unknown || self.repeatable(tool).await;
                        Miss::Transient {
                            delay: failure.retry_after,
                            failure: ToolFailure::Answered {
                                failure,
                                result: Box::new(result),
                            },
                            repeatable,
                        }
                    }
                    Decision::Failed(failure)
                        if matches!(
                            failure.category,
                            Some(Category::Business | Category::Permission)
                        ) =>
                    {
                        self.close_breakers(tool);
                        Miss::stop(CallError::escalated(Escalation::new(
                            ToolFailure::Answered {
                                failure,
                                result: Box::new(result),
                            },
                        )))
                    }
                    decision => {
                        self.close_breakers(tool);
                        return Ok(Answered {
                            result,
                            decision,
                            attempts: number,
                            elapsed: started.elapsed(),
                        });
                    }
                }
            }
        };
        drop(probe);
        Err(miss)
    }

    /// Lets the call through the tool's breakers: `Ok(Some(_))` when it is
    /// the half-open probe (released when dropped), `Ok(None)` when closed.
    fn pass_breaker(&self, tool: &str) -> Result<Option<Probe<'_>>, Miss> {
        let now = Instant::now();
        let mut breakers = lock(&self.session.breakers);
        let mut probe = None;
        for (key, breaker) in breakers.iter_mut().filter(|(key, _)| key.tool == tool) {
            let Some(until) = breaker.open_until else {
                continue;
            };
            let retry_in = if until > now {
                Some(until - now)
            } else if breaker.probing || probe.is_some() {
                // A probe is in flight: wait for it.
                Some(self.policy.min_delay)
            } else {
                None
            };
            match retry_in {
                Some(retry_in) => {
                    return Err(Miss::stop(CallError::escalated(Escalation::new(
                        ToolFailure::CircuitOpen {
                            retry_in,
                            failures: breaker.failures,
                            code: key.code.clone(),
                        },
                    ))));
                }
                None => probe = Some(key.clone()),
            }
        }
        Ok(probe.map(|key| {
            if let Some(breaker) = breakers.get_mut(&key) {
                breaker.probing = true;
            }
            Probe {
                breakers: &self.session.breakers,
                key,
            }
        }))
    }

    /// Counts a transient failure of `tool` with `code`, and opens its
    /// breaker at the threshold, or again after a failed probe.
    fn record_transient(&self, tool: &str, code: &str, delay: Option<Duration>) {
        let key = BreakerKey {
            server: self.session.server.clone(),
            tool: tool.to_owned(),
            code: code.to_owned(),
        };
        let mut breakers = lock(&self.session.breakers);
        let breaker = breakers.entry(key).or_default();
        breaker.failures = breaker.failures.saturating_add(1);
        if breaker.failures >= self.policy.breaker_threshold || breaker.open_until.is_some() {
            let server_delay = delay.unwrap_or_default().min(self.policy.max_delay);
            breaker.open_until = Some(far_as_needed(
                self.policy.breaker_cooldown.max(server_delay),
            ));
            #[cfg(feature = "tracing")]
            tracing::warn!(
                target: "toolerror::client",
                tool,
                code,
                failures = breaker.failures,
                "circuit breaker open"
            );
        }
    }

    /// An answer that is no transient failure closes `tool`'s breakers.
    fn close_breakers(&self, tool: &str) {
        lock(&self.session.breakers).retain(|key, _| key.tool != tool);
    }

    /// Whether `tools/list` says `tool` is safe to repeat (`readOnlyHint`
    /// or `idempotentHint`); false when it can't be read.
    async fn repeatable(&self, tool: &str) -> bool {
        let tools = self
            .session
            .repeatable
            .get_or_init(|| async {
                let tools = self.peer.list_all_tools().await.unwrap_or_default();
                tools
                    .into_iter()
                    .map(|listed| {
                        let safe = listed.annotations.as_ref().is_some_and(|hints| {
                            hints.read_only_hint == Some(true)
                                || hints.idempotent_hint == Some(true)
                        });
                        (listed.name.into_owned(), safe)
                    })
                    .collect()
            })
            .await;
        tools.get(tool).copied().unwrap_or(false)
    }
}

/// Now plus `delay`, or a year from now when that is past what the
/// clock can hold.
fn far_as_needed(delay: Duration) -> Instant {
    let now = Instant::now();
    now.checked_add(delay)
        .or_else(|| now.checked_add(Duration::from_secs(365 * 24 * 3600)))
        .unwrap_or(now)
}

/// The half-open probe of a breaker: released when dropped, whatever
/// became of the attempt (answered, failed or abandoned).
struct Probe<'a> {
    breakers: &'a Mutex<HashMap<BreakerKey, Breaker>>,
    key: BreakerKey,
}

impl Drop for Probe<'_> {
    fn drop(&mut self) {
        if let Some(breaker) = lock(self.breakers).get_mut(&self.key) {
            breaker.probing = false;
        }
    }
}
