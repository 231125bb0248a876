use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    PaymentTimeout,
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation)]
    BadBookingId { got: String },
    #[error("booking {id} was already cancelled")]
    AlreadyCancelled { id: String },
}

fn main() {}
