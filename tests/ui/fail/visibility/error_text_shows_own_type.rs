#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingFailure {
    #[error("booking {id} belongs to {owner_email}")]
    #[category(permission)]
    #[tool_error(description = "This booking belongs to another customer; escalate to a human agent.")]
    NotYours { id: String, owner_email: String },
    #[error("while retrying: {0}")]
    #[category(transient)]
    Retrying(Box<BookingFailure>),
}

fn main() {}
