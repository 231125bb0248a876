#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[tool_error(crate = toolerror)]
pub enum BookingError {
    #[error("payment timeout")]
    #[category(transient)]
    #[tool_error(description = "The payment service timed out. Retry in 30 seconds.")]
    PaymentTimeout,
}

fn main() {}
