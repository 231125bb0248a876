use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    #[error("refund of ${amount} exceeds the ${limit} automatic ceiling; escalate to a human agent")]
    #[category(business, retryable)]
    OverLimit { amount: u32, limit: u32 },
}

fn main() {}
