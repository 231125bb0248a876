use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("gateway timeout")]
    #[category(transient, retry_after = "30s"ms)]
    #[tool_error(description = "The payment gateway timed out. Retry in 30 seconds.")]
    GatewayTimeout,
}

fn main() {}
