use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation, retryable, retry_after = "5s")]
    BadBookingId { got: String },
}

fn main() {}
