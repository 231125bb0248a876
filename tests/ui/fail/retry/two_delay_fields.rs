use std::time::Duration;
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("rate limited by the payment gateway; retry in {retry_in:?} (window {window:?})")]
    #[category(transient)]
    RateLimited {
        #[tool_error(retry_after)]
        retry_in: Duration,
        #[tool_error(retry_after)]
        window: Duration,
    },
}

fn main() {}
