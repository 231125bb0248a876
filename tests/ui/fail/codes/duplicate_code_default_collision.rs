use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    Timeout,
    #[error("fraud check timeout")]
    #[category(transient, retry_after = "1m")]
    #[tool_error(code = "timeout")]
    FraudCheckTimeout,
}

fn main() {}
