use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30sec")]
    #[tool_error(description = "The payment service timed out. Retry shortly.")]
    Timeout,
}

fn main() {}
