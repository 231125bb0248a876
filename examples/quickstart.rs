//! The shapes an agent sees: one failure of each category, a valid empty
//! result, and a Claude `tool_result` block, for a bike-rental tool.
//!
//! Run with `cargo run --example quickstart`.

use std::time::Duration;

use toolerror::ToReply;
use toolerror::{EmptyResult, ToolError, ToolErrorExt};

/// What can go wrong when an agent manages a bike rental.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    /// The payment service didn't answer in time.
    #[error("payment gateway timeout after {waited:?}")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(description = "The payment service timed out. Retry the same call in 30 seconds.")]
    PaymentTimeout { waited: Duration },

    /// The agent sent `2041` where `B-2041` was expected.
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation, retryable)]
    BadBookingId { got: String },

    /// The refund is over the automatic ceiling.
    #[error("refund of ${amount} exceeds the ${limit} ceiling")]
    #[category(business)]
    #[tool_error(
        description = "Refund of ${amount} exceeds the ${limit} automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent with the refund details."
    )]
    RefundOverLimit { amount: u32, limit: u32 },

    /// The booking belongs to someone else; the agent learns nothing of it.
    #[error("booking {booking} belongs to customer {owner}")]
    #[category(permission)]
    #[tool_error(
        description = "This booking belongs to another customer, so it can't be shown. Ask the customer to sign in to their own account, or escalate to a human agent."
    )]
    NotYourBooking { booking: String, owner: String },
}

fn main() -> Result<(), serde_json::Error> {
    let failures = [
        BookingError::PaymentTimeout {
            waited: Duration::from_secs(10),
        },
        BookingError::BadBookingId { got: "2041".into() },
        BookingError::RefundOverLimit {
            amount: 140,
            limit: 100,
        },
        BookingError::NotYourBooking {
            booking: "B-3001".into(),
            owner: "C-99".into(),
        },
    ];
    for failure in &failures {
        println!(
            "# {} ({}, retryable: {}): {}",
            failure.code(),
            failure.category(),
            failure.is_retryable(),
            failure.recovery().instruction()
        );
        println!("log line (Display): {failure}");
        println!("MCP result: {}", failure.to_reply().to_mcp_json());
        println!();
    }

    let empty = EmptyResult::new("bookings for bo@example.com");
    println!("# valid empty result: the query ran and matched nothing");
    println!(
        "MCP result: {}",
        serde_json::to_string(&empty.to_reply().to_mcp())?
    );
    println!();

    println!("# Claude tool_result block for the refund failure");
    println!(
        "{}",
        failures[2]
            .to_reply()
            .to_claude_json("toolu_01A09q90qw90lq917835lq9")
    );
    println!();
    println!("# Claude tool_result block for the empty result");
    println!(
        "{}",
        serde_json::to_string(&empty.to_reply().to_claude("toolu_01B"))?
    );
    Ok(())
}
