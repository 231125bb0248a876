use toolerror::ToolError;

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
    Payment(#[from] PaymentError),
}

fn main() {}
