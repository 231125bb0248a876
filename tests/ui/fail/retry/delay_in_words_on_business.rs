#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RefundError {
    #[error("refund over limit")]
    #[category(business)]
    #[tool_error(description = "Refunds over $100 need a person. Retry in {retry_after}.")]
    OverLimit,
}

fn main() {}
