#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("booking belongs to {_0}; escalate to a human agent")]
    #[category(permission)]
    NotYourBooking(String),
}

fn main() {}
