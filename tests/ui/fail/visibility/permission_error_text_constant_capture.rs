const ADMIN_EMAIL: &str = "root@internal.example";

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refused; ask {ADMIN_EMAIL}")]
    #[category(permission)]
    NotYourBooking { booking: String },
}

fn main() {}
