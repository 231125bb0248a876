#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("busy")]
    #[category(transient)]
    #[tool_error(description = "The booking service is busy; retry in a minute."x)]
    Busy,
}

fn main() {}
