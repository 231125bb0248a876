#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RefundError {
    #[error("refund refused")]
    #[category(business)]
    #[tool_error(description = "The refund was refused. Retry in {retry_after}.")]
    Refused(#[tool_error(classify)] u16),
}

fn main() {}
