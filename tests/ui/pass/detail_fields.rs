use toolerror::{ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    #[error("refund of ${amount} exceeds the ${limit} automatic ceiling; escalate to a human agent")]
    #[category(business)]
    OverLimit {
        #[tool_error(detail)]
        amount: u32,
        #[tool_error(detail)]
        limit: u32,
    },
    #[error("booking {booking} belongs to another customer; escalate to a human agent")]
    #[category(permission)]
    NotYourBooking {
        #[tool_error(public, detail)]
        booking: String,
    },
}

fn main() {
    let error = RefundError::OverLimit { amount: 140, limit: 100 };
    let details = error.details().expect("details");
    assert_eq!(details["amount"], 140);
    assert_eq!(details["limit"], 100);
    let error = RefundError::NotYourBooking { booking: "B-2041".into() };
    assert_eq!(error.details().expect("details")["booking"], "B-2041");
    assert!(error.to_payload().to_json().contains("\"details\""));
}
