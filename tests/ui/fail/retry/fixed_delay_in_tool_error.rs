#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("payment timeout")]
    #[category(transient)]
    #[tool_error(description = "The payment service timed out. Retry in 30 seconds.", retry_after = "30s")]
    PaymentTimeout,
}

fn main() {}
