use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    PaymentTimeout,
    #[error("refund of ${amount} exceeds the automatic ceiling")]
    #[category(business, retryable)]
    RefundOverLimit { amount: u32 },
    #[error("booking id {got} is malformed")]
    BadBookingId { got: String },
    #[error("booking {id} was already cancelled")]
    #[category(business)]
    #[tool_error(description = "Booking {booking_id} was already cancelled; nothing to refund.")]
    AlreadyCancelled { id: String },
}

fn report(error: &dyn ToolError) -> String {
    format!("{}: {}", error.code(), error.description())
}

fn main() {
    let error = BookingError::PaymentTimeout;
    println!("{}", report(&error));
}
