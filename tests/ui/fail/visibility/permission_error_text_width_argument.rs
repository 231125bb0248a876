#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refused {code:>width$}")]
    #[category(permission)]
    NotYourBooking {
        #[tool_error(public)]
        code: String,
        width: usize,
    },
}

fn main() {}
