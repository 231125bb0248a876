// A `$` or `*` fill character is only a character; thiserror's trailing
// comma changes nothing.
use toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum RefundError {
    #[error("refund too large")]
    #[category(business)]
    #[tool_error(description = "Refund of {amount:$>8} exceeds the ceiling [{code:*<6}]. Escalate to a human agent.")]
    OverLimit { amount: u32, code: String },
    #[error("This refund belongs to another customer; escalate to a human agent.",)]
    #[category(permission)]
    NotYours { owner: String },
}

fn main() {
    let error = RefundError::OverLimit { amount: 140, code: "R1".into() };
    assert_eq!(
        error.description(),
        "Refund of $$$$$140 exceeds the ceiling [R1****]. Escalate to a human agent."
    );
    let denied = RefundError::NotYours { owner: "ana".into() };
    assert_eq!(denied.category(), Category::Permission);
    assert_eq!(denied.description(), "This refund belongs to another customer; escalate to a human agent.");
}
