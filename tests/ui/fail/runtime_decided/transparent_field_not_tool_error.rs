use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error(transparent)]
    #[tool_error(transparent)]
    Io(#[from] std::io::Error),
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation, retryable)]
    BadBookingId { got: String },
}

fn main() {}
