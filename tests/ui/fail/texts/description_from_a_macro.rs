#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("payment timeout")]
    #[category(transient)]
    #[tool_error(description = concat!("The payment service timed out. ", "Retry in 30 seconds."))]
    PaymentTimeout,
}

fn main() {}
