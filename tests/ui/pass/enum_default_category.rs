use toolerror::{Category, ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
pub enum BookingInputError {
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    BadBookingId { got: String },
    #[error("date {got} is malformed; dates look like 2025-06-30")]
    BadDate { got: String },
    #[error("refund of ${amount} exceeds the automatic ceiling; escalate to a human agent")]
    #[category(business)]
    RefundOverLimit { amount: u32 },
}

fn main() {
    let error = BookingInputError::BadDate { got: "30/06".into() };
    assert_eq!(error.category(), Category::Validation);
    assert!(error.is_retryable());
    let error = BookingInputError::RefundOverLimit { amount: 140 };
    assert_eq!(error.category(), Category::Business);
    assert!(!error.is_retryable());
}
