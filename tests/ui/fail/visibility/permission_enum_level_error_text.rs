#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("refused: {owner_email}")]
pub enum AccessError {
    #[category(permission)]
    NotYourBooking { owner_email: String },
}

fn main() {}
