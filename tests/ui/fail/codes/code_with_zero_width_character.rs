#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RefundError {
    #[error("over limit")]
    #[category(business)]
    #[tool_error(code = "refund_over\u{200b}_limit", description = "Refund over the limit. Escalate to a human agent.")]
    OverLimit,
}

fn main() {}
