use toolerror::{Category, ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
#[error("refund of ${amount} exceeds the ${limit} automatic ceiling; escalate to a human agent")]
#[category(business)]
#[tool_error(code = "refund_over_limit")]
pub struct RefundOverLimit {
    amount: u32,
    limit: u32,
}

fn main() {
    let error = RefundOverLimit { amount: 140, limit: 100 };
    assert_eq!(error.category(), Category::Business);
    assert_eq!(error.code(), "refund_over_limit");
    assert_eq!(
        error.description(),
        "refund of $140 exceeds the $100 automatic ceiling; escalate to a human agent"
    );
    assert!(!error.is_retryable());
}
