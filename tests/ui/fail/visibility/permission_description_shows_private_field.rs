use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking {booking} belongs to customer {owner_email}")]
    #[category(permission)]
    #[tool_error(description = "This booking belongs to {owner_email}. Escalate to a human agent.")]
    NotYourBooking { booking: String, owner_email: String },
}

fn main() {}
