use std::time::Duration;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[category(transient, retry_after = "30s")]
pub enum GatewayError {
    #[error("timeout")]
    #[tool_error(description = "The gateway timed out. Retry in 30 seconds.")]
    Timeout,
    #[error("rate limited")]
    #[tool_error(description = "Rate limited. Retry after the delay.")]
    RateLimited {
        #[tool_error(retry_after)]
        wait: Duration,
    },
}

fn main() {}
