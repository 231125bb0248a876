#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("bad id")]
    #[category(validation)]
    #[tool_error(description = "Booking { id } is malformed: ids look like B-2041.")]
    BadId { id: String },
}

fn main() {}
