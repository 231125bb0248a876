use std::time::Duration;
use toolerror::{ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("rate limited by the payment gateway; retry in {retry_in:?}")]
    #[category(transient)]
    RateLimited {
        #[tool_error(retry_after)]
        retry_in: Duration,
    },
}

fn main() {
    let error = PaymentError::RateLimited { retry_in: Duration::from_millis(1500) };
    assert_eq!(error.retry_after(), Some(Duration::from_millis(1500)));
    assert!(error.to_payload().to_json().contains("\"retryAfterMs\":1500"));
}
