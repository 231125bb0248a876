mod reexport {
    pub use toolerror;
}

use reexport::toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, reexport::toolerror::ToolError)]
#[tool_error(crate = "reexport::toolerror")]
pub enum BookingError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(description = "The payment service timed out. Retry in 30 seconds.")]
    PaymentTimeout,
}

fn main() {
    let error = BookingError::PaymentTimeout;
    assert_eq!(error.category(), Category::Transient);
    assert_eq!(error.code(), "payment_timeout");
}
