#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refund over limit")]
    #[category(Business)]
    #[tool_error(description = "Refund exceeds the $100 ceiling. Escalate to a human agent.")]
    RefundOverLimit,
}

fn main() {}
