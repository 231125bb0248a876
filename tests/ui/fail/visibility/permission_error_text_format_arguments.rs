#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refused; booking belongs to {}", .owner)]
    #[category(permission)]
    NotYourBooking { owner: String },
}

fn main() {}
