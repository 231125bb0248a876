use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
#[error("refund of ${amount} exceeds the automatic ceiling; escalate to a human agent")]
#[tool_error(code = "refund_over_limit")]
pub struct RefundOverLimit {
    amount: u32,
}

fn main() {}
