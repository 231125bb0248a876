use std::time::Duration;
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    #[error("refunds are paused for {pause:?} after a chargeback")]
    #[category(business)]
    RefundsPaused {
        #[tool_error(retry_after)]
        pause: Duration,
    },
}

fn main() {}
