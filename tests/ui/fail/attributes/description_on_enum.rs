use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
#[tool_error(description = "The booking service failed. Retry in 30 seconds.")]
pub enum BookingError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    PaymentTimeout,
}

fn main() {}
