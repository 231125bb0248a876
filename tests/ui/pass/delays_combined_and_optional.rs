use std::time::Duration;

use toolerror::{ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum GatewayError {
    #[error("timeout")]
    #[category(transient, retry_after = "1m30s")]
    #[tool_error(description = "The gateway timed out. Retry in 90 seconds.")]
    Timeout,
    #[error("rate limited")]
    #[category(transient)]
    #[tool_error(description = "Rate limited. Retry after the delay, if one is given.")]
    RateLimited {
        #[tool_error(retry_after)]
        wait: Option<Duration>,
    },
}

fn main() {
    assert_eq!(GatewayError::Timeout.retry_after(), Some(Duration::from_secs(90)));
    let hinted = GatewayError::RateLimited { wait: Some(Duration::from_millis(250)) };
    assert_eq!(hinted.retry_after(), Some(Duration::from_millis(250)));
    assert_eq!(GatewayError::RateLimited { wait: None }.retry_after(), None);
    assert!(hinted.is_retryable());
}
