use std::time::Duration;
use toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(description = "The payment service timed out. Retry in 30 seconds.")]
    Timeout,
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error(transparent)]
    #[tool_error(transparent)]
    Payment(#[from] PaymentError),
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation)]
    BadBookingId { got: String },
}

fn pay() -> Result<(), PaymentError> {
    Err(PaymentError::Timeout)
}

fn book() -> Result<(), BookingError> {
    pay()?;
    Ok(())
}

fn main() {
    let error = book().unwrap_err();
    assert_eq!(error.category(), Category::Transient);
    assert_eq!(error.code(), "timeout");
    assert_eq!(error.retry_after(), Some(Duration::from_secs(30)));
    assert_eq!(
        error.description(),
        "The payment service timed out. Retry in 30 seconds."
    );
}
