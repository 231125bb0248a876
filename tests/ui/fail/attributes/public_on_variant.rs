use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking {booking} belongs to another customer")]
    #[category(permission)]
    #[tool_error(public)]
    NotYourBooking { booking: String },
}

fn main() {}
