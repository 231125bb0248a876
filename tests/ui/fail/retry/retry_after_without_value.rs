#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("payment timeout")]
    #[category(transient, retry_after)]
    #[tool_error(description = "The payment service timed out. Retry in 30 seconds.")]
    PaymentTimeout,
}

fn main() {}
