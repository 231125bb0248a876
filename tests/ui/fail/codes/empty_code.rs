use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(code = "")]
    Timeout,
}

fn main() {}
