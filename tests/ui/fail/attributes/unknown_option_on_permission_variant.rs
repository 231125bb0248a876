use std::fmt;
use toolerror::ToolError;

#[derive(Debug, ToolError)]
pub enum BookingError {
    #[category(permission)]
    #[tool_error(descripton = "This booking belongs to another customer. Escalate to a human agent.")]
    NotYourBooking { owner_email: String },
}

impl fmt::Display for BookingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookingError::NotYourBooking { owner_email } => {
                write!(f, "this booking belongs to {owner_email}")
            }
        }
    }
}

fn main() {}
