use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking {booking} belongs to {owner_email}")]
    #[category(permission)]
    #[tool_error(description = "This booking belongs to another customer. Escalate to a human agent.")]
    NotYourBooking {
        booking: String,
        #[tool_error(detail)]
        owner_email: String,
    },
}

fn main() {}
