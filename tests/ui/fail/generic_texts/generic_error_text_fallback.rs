use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum PaymentError {
    #[error("error")]
    #[category(business)]
    CardDeclined,
}

fn main() {}
