use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(descripton = "The payment service timed out. Retry in 30 seconds.")]
    PaymentTimeout,
}

fn main() {}
