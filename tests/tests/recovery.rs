//! Local recovery: transient failures retried with backon, an unknown
//! outcome repeated only for an idempotent operation.

use std::cell::Cell;
use std::time::{Duration, Instant};

use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_json};
use toolerror::{Category, ErrorPayload, ToolError, ToolErrorExt};

use toolerror::agent::retry::{RetryPolicy, retry_transient};

#[derive(Debug, thiserror::Error, ToolError)]
enum Flaky {
    #[error("busy")]
    #[category(transient, retry_after = "20ms")]
    #[tool_error(description = "Busy. Retry shortly.")]
    Busy,
    #[error("slow")]
    #[category(transient, retry_after = "1h")]
    #[tool_error(description = "Slow. Retry in an hour.")]
    AskedForAnHour,
    #[error("bad")]
    #[category(validation)]
    #[tool_error(description = "Bad input: send a booking id like B-2041.")]
    Bad,
    #[error("over limit")]
    #[category(business)]
    #[tool_error(description = "Over the limit. Escalate to a human agent.")]
    OverLimit,
    #[error("charge timed out")]
    #[category(transient, retry_after = "5ms", outcome_unknown)]
    #[tool_error(
        description = "The charge timed out and may have gone through. Check the account before charging again."
    )]
    ChargeTimedOut,
}

#[tokio::test]
async fn an_unknown_outcome_is_retried_only_when_repeating_is_safe() {
    let (result, calls) = run(RetryPolicy::default().max_attempts(3), 1, || {
        Flaky::ChargeTimedOut
    })
    .await;
    assert_eq!(calls, 1, "not repeated: the charge may have gone through");
    let escalation = result.unwrap_err();
    assert!(escalation.outcome_unknown());
    let payload = escalation.to_payload();
    assert!(payload.outcome_unknown());
    assert!(payload.to_json().contains(r#""outcomeUnknown":true"#));
    let policy = RetryPolicy::default().max_attempts(3).idempotent(true);
    let (result, calls) = run(policy, 1, || Flaky::ChargeTimedOut).await;
    assert_eq!(result.unwrap(), 2);
    assert_eq!(calls, 2);
}

async fn run(
    policy: RetryPolicy,
    fail_times: u32,
    error: fn() -> Flaky,
) -> (
    Result<u32, toolerror::agent::propagate::Escalation<Flaky>>,
    u32,
) {
    let calls = Cell::new(0u32);
    let result = retry_transient(&policy, || async {
        calls.set(calls.get() + 1);
        if calls.get() <= fail_times {
            Err(error())
        } else {
            Ok(calls.get())
        }
    })
    .await;
    (result, calls.get())
}

#[tokio::test]
async fn transient_is_retried_honouring_its_delay() {
    let started = Instant::now();
    let (result, calls) = run(RetryPolicy::default().max_attempts(3), 2, || Flaky::Busy).await;
    assert_eq!(result.unwrap(), 3);
    assert_eq!(calls, 3);
    assert!(
        started.elapsed() >= Duration::from_millis(40),
        "waited the 20 ms the error asked for, twice"
    );
}

#[tokio::test]
async fn server_delays_are_clamped() {
    let started = Instant::now();
    let policy = RetryPolicy::default()
        .max_attempts(2)
        .max_delay(Duration::from_millis(30));
    let (result, calls) = run(policy, 1, || Flaky::AskedForAnHour).await;
    assert_eq!(result.unwrap(), 2);
    assert_eq!(calls, 2);
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "an hour was clamped to 30 ms"
    );
}

#[tokio::test]
async fn validation_business_are_never_retried() {
    for error in [(|| Flaky::Bad) as fn() -> Flaky, || Flaky::OverLimit] {
        let (result, calls) = run(RetryPolicy::default().max_attempts(5), 10, error).await;
        assert_eq!(calls, 1);
        let escalation = result.unwrap_err();
        assert_eq!(escalation.attempt_count(), Some(1));
    }
}

#[tokio::test]
async fn exhausted_retries_escalate_with_context() {
    let (result, calls) = run(RetryPolicy::default().max_attempts(3), 10, || Flaky::Busy).await;
    assert_eq!(calls, 3);
    let escalation = result.unwrap_err();
    assert_eq!(escalation.attempt_count(), Some(3));
    assert!(escalation.is_retryable());
    assert_eq!(escalation.details().unwrap()["attempts"], 3);
    assert!(escalation.details().unwrap()["elapsedMs"].as_u64().unwrap() >= 40);
}

#[test]
fn an_unknown_outcome_travels_and_reads_back() {
    use toolerror::ToReply;
    let payload = ErrorPayload::transient(
        "charge_timeout",
        "The charge timed out; it may have gone through. Check before charging again.",
        None,
    )
    .with_outcome_unknown();
    assert_eq!(
        ErrorPayload::from_json(&payload.to_json()).unwrap(),
        payload
    );
    let Decision::Failed(failure) = read_json(Format::Mcp, &payload.to_reply().to_mcp_json())
    else {
        panic!()
    };
    assert!(failure.outcome_unknown);
    // Only a transient failure may carry it.
    let refused = ErrorPayload::business("c", "Refused.").with_outcome_unknown();
    assert!(!refused.outcome_unknown());
    assert!(matches!(
        ErrorPayload::from_json(
            r#"{"errorCategory":"business","isRetryable":false,"description":"x","code":"c","outcomeUnknown":true}"#
        ),
        Err(toolerror::PayloadError::OutcomeUnknownNotTransient(
            Category::Business
        ))
    ));
}
