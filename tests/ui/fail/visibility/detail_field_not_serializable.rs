use std::time::Instant;
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("the booking hold expired at {expired_at:?}")]
    #[category(business)]
    #[tool_error(description = "The booking hold expired. Start a new booking.")]
    HoldExpired {
        #[tool_error(detail)]
        expired_at: Instant,
    },
}

fn main() {}
