#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("payment timeout")]
    #[category(transient)]
    #[tool_error(description)]
    PaymentTimeout,
}

fn main() {}
