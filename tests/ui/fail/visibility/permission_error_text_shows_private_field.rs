use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("this booking belongs to {owner_email}; escalate to a human agent")]
    #[category(permission)]
    NotYourBooking { owner_email: String },
}

fn main() {}
