//! Shared fixtures for the integration tests of toolerror; the README's
//! examples run as this crate's doctests.
#![doc = include_str!("../../README.md")]

/// The bike-rental domain of the design document, one failure per category.
pub mod bike {
    use std::time::Duration;

    /// Errors of a bike-rental booking tool.
    #[derive(Debug, thiserror::Error, toolerror::ToolError)]
    pub enum BookingError {
        /// The payment gateway didn't answer in time.
        #[error("payment gateway timeout after {waited:?}")]
        #[category(transient, retry_after = "30s")]
        #[tool_error(
            description = "The payment service timed out. Retry the same call in 30 seconds."
        )]
        PaymentTimeout {
            /// How long the call waited.
            waited: Duration,
        },
        /// The rate limiter refused the call for a while.
        #[error("rate limited")]
        #[category(transient)]
        #[tool_error(description = "Too many requests. Retry the same call after the delay.")]
        RateLimited {
            /// The delay the limiter asked for.
            #[tool_error(retry_after)]
            wait: Duration,
        },
        /// A booking id in the wrong format.
        #[error("booking id {got} is malformed; booking ids look like B-2041")]
        #[category(validation, retryable)]
        BadBookingId {
            /// What the agent sent.
            got: String,
        },
        /// A refund over the automatic ceiling.
        #[error("refund of ${amount} exceeds the ${limit} ceiling")]
        #[category(business)]
        #[tool_error(
            description = "Refund of ${amount} exceeds the ${limit} automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent with the refund details."
        )]
        RefundOverLimit {
            /// The refund asked for, in dollars.
            #[tool_error(detail)]
            amount: u32,
            /// The ceiling, in dollars.
            #[tool_error(detail)]
            limit: u32,
        },
        /// Another customer's booking.
        #[error("booking {booking} belongs to customer {owner}")]
        #[category(permission)]
        #[tool_error(
            description = "This booking belongs to another customer, so it can't be shown. Ask the customer to sign in to their own account, or escalate to a human agent."
        )]
        NotYourBooking {
            /// The booking asked for.
            booking: String,
            /// Its owner, whom the agent must not learn.
            owner: String,
        },
    }
}
