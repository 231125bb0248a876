#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RefundError {
    #[error("over limit")]
    #[category(business, outcome_unknown)]
    #[tool_error(description = "Refund over the limit. Escalate to a human agent.")]
    OverLimit,
}

fn main() {}
