use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validaton, retryable)]
pub enum BookingInputError {
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    BadBookingId { got: String },
    #[error("date {got} is malformed; dates look like 2025-06-30")]
    BadDate { got: String },
    #[error("party size {got} is out of range; it must be 1 to 12")]
    BadPartySize { got: u32 },
}

fn main() {}
