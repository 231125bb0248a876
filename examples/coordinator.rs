//! A coordinator and two subagent MCP servers: the coordinator calls their
//! tools through `agent::client::RecoveringClient`, which recovers locally
//! from what retrying can fix (a payment gateway that is briefly busy),
//! refuses to repeat what may already have happened (a deposit charge that
//! timed out), and escalates what it can't resolve (a refund over the
//! automatic limit) with the context a person or a planner needs. A call
//! skipped because its sibling failed still gets an error result.
//!
//! The subagents run in process here, each behind an in-memory pipe; over
//! stdio (`rmcp::transport::TokioChildProcess`) or HTTP nothing changes.
//!
//! Run with `cargo run -p toolerror-examples --example coordinator`.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock};
use rmcp::service::RunningService;
use rmcp::{RoleClient, ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use toolerror::agent::client::{CallError, RecoveringClient, RecoveryPolicy};
use toolerror::agent::propagate::NotRun;
use toolerror::{ToReply, ToolError, ToolErrorExt};

/// What the subagents' tools fail with.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum SubagentError {
    /// The payment gateway is briefly busy.
    #[error("payment gateway busy")]
    #[category(transient, retry_after = "300ms")]
    #[tool_error(description = "The payment gateway is busy. Retry the same call shortly.")]
    GatewayBusy,
    /// Over the automatic ceiling: only a person can approve it.
    #[error("refund of ${amount} over the ${limit} ceiling")]
    #[category(business)]
    #[tool_error(
        description = "Refund of ${amount} exceeds the ${limit} automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent with the refund details."
    )]
    OverLimit {
        /// The refund asked for, in dollars.
        #[tool_error(detail)]
        amount: u32,
        /// The ceiling, in dollars.
        #[tool_error(detail)]
        limit: u32,
    },
    /// The card network timed out: the charge may have gone through.
    #[error("deposit charge timed out")]
    #[category(transient, retry_after = "1s", outcome_unknown)]
    #[tool_error(description = "The card network timed out; the deposit may have been charged.")]
    ChargeTimedOut,
}

/// A tool result for a failure, as any MCP server would send it.
fn failed(error: &SubagentError) -> CallToolResult {
    serde_json::from_str(&error.to_reply().to_mcp_json()).expect("an MCP result")
}

fn text(text: String) -> CallToolResult {
    CallToolResult::success(vec![ContentBlock::text(text)])
}

/// The refunds subagent: its gateway is busy for the first two calls.
#[derive(Clone)]
struct Refunds {
    calls: Arc<AtomicU32>,
    tool_router: ToolRouter<Self>,
}

#[tool_router]
impl Refunds {
    /// Refund $40 to the customer.
    #[tool(description = "Refund $40 to the customer.")]
    async fn refund_40(&self) -> CallToolResult {
        let call = self.calls.fetch_add(1, Ordering::Relaxed) + 1;
        if call <= 2 {
            return failed(&SubagentError::GatewayBusy);
        }
        text(format!("Refund of $40 issued, receipt R-{}.", 7000 + call))
    }

    /// Refund $140 to the customer.
    #[tool(description = "Refund $140 to the customer.")]
    async fn refund_140(&self) -> CallToolResult {
        failed(&SubagentError::OverLimit {
            amount: 140,
            limit: 100,
        })
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Refunds {}

/// The bookings subagent: charging a deposit changes state, so it is not
/// marked idempotent.
#[derive(Clone)]
struct Bookings {
    tool_router: ToolRouter<Self>,
}

#[tool_router]
impl Bookings {
    /// Charge the $50 deposit of a booking.
    #[tool(
        description = "Charge the $50 deposit of a booking.",
        annotations(destructive_hint = true, idempotent_hint = false)
    )]
    async fn charge_deposit(&self) -> CallToolResult {
        failed(&SubagentError::ChargeTimedOut)
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Bookings {}

/// Starts `server` in process and connects an rmcp client to it.
async fn connect<S: ServerHandler>(server: S) -> RunningService<RoleClient, ()> {
    let (server_end, client_end) = tokio::io::duplex(1 << 16);
    tokio::spawn(async move {
        if let Ok(running) = server.serve(server_end).await {
            let _ = running.waiting().await;
        }
    });
    ().serve(client_end).await.expect("MCP initialize")
}

/// What the coordinator makes of one call; `alternative` is another path
/// it can offer when the call escalates.
async fn call(
    client: &RecoveringClient,
    tool: &'static str,
    alternative: &str,
) -> Option<CallError> {
    println!("# {tool}");
    match client.call_tool(CallToolRequestParams::new(tool)).await {
        Ok(answered) => {
            let said = answered
                .result()
                .content
                .first()
                .and_then(|block| block.as_text())
                .map_or(String::new(), |block| block.text.clone());
            println!(
                "resolved locally in {} attempt(s) over {} ms: {said}",
                answered.attempts(),
                answered.elapsed().as_millis()
            );
            None
        }
        Err(CallError::Escalated(escalation)) => {
            let escalation = escalation.alternative(alternative);
            println!(
                "escalated ({}, retryable: {}, {} attempt(s)); the coordinator receives:",
                escalation.category(),
                escalation.is_retryable(),
                escalation.attempt_count().unwrap_or(0)
            );
            println!("{}", escalation.answer().to_claude_json("toolu_01"));
            Some(CallError::Escalated(Box::new(escalation)))
        }
        Err(error) => {
            println!("the request failed: {error}");
            Some(error)
        }
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let refunds = connect(Refunds {
        calls: Arc::default(),
        tool_router: Refunds::tool_router(),
    })
    .await;
    let bookings = connect(Bookings {
        tool_router: Bookings::tool_router(),
    })
    .await;
    let policy = RecoveryPolicy::default()
        .max_attempts(4)
        .call_time(Duration::from_secs(10))
        .breaker(5, Duration::from_secs(30));
    let refunds = RecoveringClient::new(refunds.peer().clone()).with_policy(policy);
    let bookings = RecoveringClient::new(bookings.peer().clone()).with_policy(policy);

    // Busy twice: retried unchanged after the gateway's delay.
    call(&refunds, "refund_40", "Refund by bank transfer instead.").await;
    println!();
    // A business rule: no retry, escalated with context.
    let refused = call(
        &refunds,
        "refund_140",
        "Offer store credit of up to $100 instead, which needs no approval.",
    )
    .await;
    println!();
    // Timed out, maybe charged, not idempotent: not repeated.
    call(
        &bookings,
        "charge_deposit",
        "Check the booking's payments before charging again.",
    )
    .await;
    println!();

    if refused.is_some() {
        println!("# the email to the customer, in the same batch, was not run, and still answers");
        let skipped = NotRun::SiblingFailed {
            sibling: "refund_140".into(),
        };
        println!("{}", skipped.answer().to_claude_json("toolu_02"));
    }
}
