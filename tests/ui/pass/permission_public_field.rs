use toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking {booking} belongs to another customer; escalate to a human agent")]
    #[category(permission)]
    NotYourBooking {
        #[tool_error(public)]
        booking: String,
        owner_email: String,
    },
}

fn main() {
    let error = BookingError::NotYourBooking {
        booking: "B-2041".into(),
        owner_email: "ana@example.com".into(),
    };
    assert_eq!(error.category(), Category::Permission);
    assert!(!error.description().contains("ana@example.com"));
}
