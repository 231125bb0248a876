#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RefundError {
    #[error("over limit")]
    #[category(business)]
    #[tool_error(
        code = "refund_over_limit_refund_over_limit_refund_over_limit_refund_over_limit_refund_over_limit_refund_over_limit_refund_over_limit_refund_over_limit_x",
        description = "Refund over the limit. Escalate to a human agent."
    )]
    OverLimit,
}

fn main() {}
