#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refused")]
    #[category(permission)]
    #[tool_error(description = "This booking belongs to {_0}.")]
    NotYourBooking(String),
}

fn main() {}
