use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking id {got} is malformed")]
    #[category(validation, retryable)]
    #[tool_error(description = "Booking id {got is malformed; booking ids look like B-2041.")]
    BadBookingId { got: String },
}

fn main() {}
