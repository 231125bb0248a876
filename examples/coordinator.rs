//! A coordinator and its subagent: the subagent recovers locally from what
//! retrying can fix (a payment gateway that is briefly busy), and escalates
//! what it can't (a refund over the automatic limit) with the context the
//! coordinator needs. A call skipped because its sibling failed still gets
//! an error result.
//!
//! Run with `cargo run --example coordinator`.

use std::cell::Cell;

use toolerror::ToReply;
use toolerror::agent::propagate::{Escalation, NotRun};
use toolerror::agent::retry::{RetryPolicy, retry_transient};
use toolerror::{ToolError, ToolErrorExt};

/// What the refund subagent's tools can fail with.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    /// The payment gateway is briefly busy.
    #[error("payment gateway busy")]
    #[category(transient, retry_after = "50ms")]
    #[tool_error(description = "The payment gateway is busy. Retry the same call shortly.")]
    GatewayBusy,
    /// Over the automatic ceiling: only a person can approve it.
    #[error("refund of ${amount} over the ${limit} ceiling")]
    #[category(business)]
    #[tool_error(
        description = "Refund of ${amount} exceeds the ${limit} automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent with the refund details."
    )]
    OverLimit { amount: u32, limit: u32 },
}

/// Stands in for the payment gateway: busy for the first two calls.
fn refund(amount: u32, calls: &Cell<u32>) -> Result<String, RefundError> {
    calls.set(calls.get() + 1);
    if amount > 100 {
        return Err(RefundError::OverLimit { amount, limit: 100 });
    }
    if calls.get() <= 2 {
        return Err(RefundError::GatewayBusy);
    }
    Ok(format!(
        "refund of ${amount} issued, receipt R-{}",
        7000 + calls.get()
    ))
}

/// The subagent: retries what it can, and hands the rest up.
async fn refund_subagent(amount: u32) -> Result<String, Escalation<RefundError>> {
    let calls = Cell::new(0);
    let policy = RetryPolicy::default().max_attempts(4);
    retry_transient(&policy, || async { refund(amount, &calls) })
        .await
        .map_err(|escalation| {
            escalation
                .alternative("Offer store credit up to $100 instead, which needs no approval.")
        })
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    println!("# $40 refund: the gateway is busy twice; the subagent retries it unchanged");
    match refund_subagent(40).await {
        Ok(receipt) => println!("subagent: {receipt}"),
        Err(escalation) => println!(
            "unexpected escalation: {}",
            escalation.answer().to_mcp_json()
        ),
    }
    println!();

    println!("# $140 refund: a business rule; no retry, escalated with context");
    match refund_subagent(140).await {
        Ok(receipt) => println!("unexpected success: {receipt}"),
        Err(escalation) => {
            println!(
                "coordinator receives ({}, retryable: {}, {} attempt):",
                escalation.category(),
                escalation.is_retryable(),
                escalation.attempt_count().unwrap_or(0)
            );
            println!("{}", escalation.answer().to_claude_json("toolu_01Refund"));
            println!();
            println!("# the sibling call in the same batch was not run, and still answers");
            let skipped = NotRun::SiblingFailed {
                sibling: "refund".into(),
            };
            println!("{}", skipped.answer().to_claude_json("toolu_01Email"));
        }
    }
}
