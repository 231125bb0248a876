use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("card declined by issuer (code {code})")]
    #[category(business)]
    #[tool_error(description = "Something went wrong!")]
    CardDeclined { code: String },
}

fn main() {}
