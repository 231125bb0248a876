#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("booking belongs to {owner}")]
    #[category(permission)]
    #[tool_eror(description = "This booking belongs to another customer. Escalate to a human agent.")]
    NotYourBooking { owner: String },
}

fn main() {}
