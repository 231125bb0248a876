use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation, retryable)]
    #[tool_error(code = "bad_input")]
    BadBookingId { got: String },
    #[error("date {got} is malformed; dates look like 2025-06-30")]
    #[category(validation, retryable)]
    #[tool_error(code = "bad_input")]
    BadDate { got: String },
}

fn main() {}
