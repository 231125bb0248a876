#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("booking belongs to {owner}")]
    #[category(permission)]
    #[tool_error = "This booking belongs to another customer. Escalate to a human agent."]
    NotYours { owner: String },
}

fn main() {}
