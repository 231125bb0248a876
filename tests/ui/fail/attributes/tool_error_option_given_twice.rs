use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("booking id malformed")]
    #[category(validation)]
    #[tool_error(description = "Booking ids look like B-2041.", description = "Fix the id.")]
    Malformed,
    #[error("booking not found")]
    #[category(validation)]
    #[tool_error(code = "missing_booking")]
    #[tool_error(code = "booking_not_found", description = "No booking has that id.")]
    Missing,
}

fn main() {}
