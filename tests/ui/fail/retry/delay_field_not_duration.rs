use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("rate limited by the payment gateway; retry in {retry_in_secs} seconds")]
    #[category(transient)]
    RateLimited {
        #[tool_error(retry_after)]
        retry_in_secs: u64,
    },
}

fn main() {}
