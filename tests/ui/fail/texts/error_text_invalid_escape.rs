#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refused \q {owner}")]
    #[category(permission)]
    NotYourBooking { owner: String },
}

fn main() {}
