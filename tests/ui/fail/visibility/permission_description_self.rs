#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refused")]
    #[category(permission)]
    #[tool_error(description = "Refused: {self:?}")]
    NotYourBooking { owner: String },
}

fn main() {}
