use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    #[error("refund of ${amount} exceeds the automatic ceiling; escalate to a human agent")]
    #[category(business, retry_after = "1h")]
    OverLimit { amount: u32 },
}

fn main() {}
