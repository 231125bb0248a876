#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("payment timed out")]
#[category(transient)]
pub struct PaymentTimeout;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error(transparent)]
    #[tool_error(transparnt)]
    Payment(#[from] PaymentTimeout),
}

fn main() {}
