#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refused")]
    #[category(permission)]
    #[tool_error(description = "Refused \q escalate.")]
    NotYourBooking { owner: String },
}

fn main() {}
