use std::time::Duration;
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("rate limited by the payment gateway; retry in {retry_in:?}")]
    #[category(transient, retry_after = "30s")]
    RateLimited {
        #[tool_error(retry_after)]
        retry_in: Duration,
    },
}

fn main() {}
