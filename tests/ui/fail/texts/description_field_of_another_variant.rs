#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("bad id {id}")]
    #[category(validation)]
    #[tool_error(description = "Booking id {id} is malformed; ids look like B-2041.")]
    BadBookingId { id: String },
    #[error("not found")]
    #[category(validation)]
    #[tool_error(description = "No booking {id} exists; check the id on the confirmation email.")]
    NotFound,
}

fn main() {}
