use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("this booking belongs to another customer")]
    #[category(permission, retryable)]
    #[tool_error(description = "This booking belongs to another customer. Escalate to a human agent.")]
    NotYourBooking,
}

fn main() {}
