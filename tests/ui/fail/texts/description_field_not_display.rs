use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("bookings {ids:?} overlap")]
    #[category(validation, retryable)]
    #[tool_error(description = "Bookings {ids} overlap; pick dates that don't.")]
    Overlap { ids: Vec<String> },
}

fn main() {}
