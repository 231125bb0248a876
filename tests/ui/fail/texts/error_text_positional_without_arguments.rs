#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("{}")]
    #[category(permission)]
    NotYours { owner: String },
}

fn main() {}
