use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking id {0} is malformed")]
    #[category(validation, retryable)]
    #[tool_error(description = "Booking id {} is malformed; booking ids look like B-2041.")]
    BadBookingId(String),
}

fn main() {}
