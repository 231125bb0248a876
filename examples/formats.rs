//! One derived enum, every agent wire format: prints, one JSON document per
//! line, each format's rendering of a failure of each category, a valid
//! empty result and a partial result.
//!
//! Run with `cargo run -p toolerror-examples --example formats`. Each line
//! is `{"format": <name>, "case": <case>, "document": <the JSON the API
//! expects>}`, with formats `mcp`, `claude`, `openai.chat`,
//! `openai.responses`, `gemini`, `bedrock`, `a2a`, `acp` and cases
//! `transient`, `validation`, `business`, `permission`, `empty`,
//! `partial`. The interop tests feed these lines to each format's official
//! SDK types.

use std::time::Duration;

use toolerror::formats::Format;
use toolerror::partial::PartialResults;
use toolerror::{EmptyResult, Reply, ToReply, ToolError};

/// What can go wrong when an agent manages a bike rental.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("payment gateway timeout after {waited:?}")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(description = "The payment service timed out. Retry the same call in 30 seconds.")]
    PaymentTimeout { waited: Duration },

    #[error("booking id {got} is malformed")]
    #[category(validation)]
    #[tool_error(
        description = "\"{got}\" is not a booking id: booking ids look like B-2041. Fix booking_id and call again."
    )]
    BadBookingId { got: String },

    #[error("refund of ${amount} exceeds the ${limit} ceiling")]
    #[category(business)]
    #[tool_error(
        description = "Refund of ${amount} exceeds the ${limit} automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent."
    )]
    RefundOverLimit { amount: u32, limit: u32 },

    #[error("booking {booking} belongs to customer {owner}")]
    #[category(permission)]
    #[tool_error(
        description = "This booking belongs to another customer, so it can't be shown. Ask the customer to sign in to their own account."
    )]
    NotYourBooking { booking: String, owner: String },
}

/// The JSON document `format` answers a call with, members in wire order.
fn render(format: Format, reply: &Reply<'_>) -> String {
    let document = match format {
        Format::Mcp => return reply.to_mcp_json(),
        Format::Claude => return reply.to_claude_json("toolu_01A09q90qw90lq917835lq9"),
        Format::OpenAiChat => serde_json::to_string(&reply.to_openai_chat("call_Vx2bH3kq9zRkT1uW")),
        Format::OpenAiResponses => {
            serde_json::to_string(&reply.to_openai_responses("call_Vx2bH3kq9zRkT1uW"))
        }
        Format::Gemini => {
            serde_json::to_string(&reply.to_gemini("manage_booking", Some("fc_7f3a")))
        }
        Format::Bedrock => {
            serde_json::to_string(&reply.to_bedrock("tooluse_kZJMlvQmRJ6eAyJE5GIl7Q"))
        }
        Format::A2a => serde_json::to_string(&reply.to_a2a("task-5f1c", "ctx-91b2")),
        Format::Acp => serde_json::to_string(&reply.to_acp("sess_abc123", "call_001")),
        other => panic!("no rendering of format {} here: add it", other.name()),
    };
    // Every rendering is plain data with string keys: it serializes.
    document.unwrap_or_else(|_| "null".into())
}

fn main() {
    let failures = [
        (
            "transient",
            BookingError::PaymentTimeout {
                waited: Duration::from_secs(10),
            },
        ),
        (
            "validation",
            BookingError::BadBookingId { got: "2041".into() },
        ),
        (
            "business",
            BookingError::RefundOverLimit {
                amount: 140,
                limit: 100,
            },
        ),
        (
            "permission",
            BookingError::NotYourBooking {
                booking: "B-3001".into(),
                owner: "C-99".into(),
            },
        ),
    ];
    let empty = EmptyResult::new("bookings made with bo@example.com");
    let mut partial: PartialResults<&str, BookingError> = PartialResults::new();
    partial.succeeded("fleet-1", vec!["bike-12", "bike-19"]);
    partial.succeeded("fleet-2", vec!["bike-40"]);
    partial.failed_because(
        "fleet-3",
        BookingError::PaymentTimeout {
            waited: Duration::from_secs(15),
        },
        "timed out",
    );

    let mut replies: Vec<(&str, Reply<'_>)> = failures
        .iter()
        .map(|(case, error)| (*case, error.to_reply()))
        .collect();
    replies.push(("empty", empty.to_reply()));
    replies.push(("partial", partial.to_reply()));
    // Successes of every JSON shape, not only objects: each renders a
    // document the format's SDK accepts.
    replies.push((
        "success-object",
        Reply::success(&serde_json::json!({"booking": "B-2041", "nights": 3})),
    ));
    replies.push(("success-string", Reply::success("done")));
    replies.push(("success-number", Reply::success(&42)));
    replies.push(("success-boolean", Reply::success(&true)));
    replies.push(("success-null", Reply::success(&())));
    replies.push((
        "success-array",
        Reply::success(&[serde_json::json!({"errorCategory": "business", "description": "quoted, not a failure"})]),
    ));
    replies.push((
        "success-nested",
        Reply::success(&serde_json::json!([[1, 2], {"a": [null]}])),
    ));

    for format in Format::ALL {
        for (case, reply) in &replies {
            println!(
                r#"{{"format":"{}","case":"{case}","document":{}}}"#,
                format.name(),
                render(format, reply)
            );
        }
    }
}
