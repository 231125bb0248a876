#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("access refused: {self:?}")]
    #[category(permission)]
    NotYourBooking { owner_email: String },
}

fn main() {}
