// A generic `#[error]` text on the enum, which the variants without their
// own read: the message says the description goes on each of them, not
// on the enum (where `description` doesn't belong).
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[category(validation)]
#[error("invalid input")]
pub enum FormError {
    Empty,
    #[error("The form has no field {0}; send only the listed fields.")]
    Unknown(String),
}

// A pointer in an `#[error]` text: the message offers a description too.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[category(validation)]
pub enum BufferError {
    #[error("buffer {0:p} is full; send less data")]
    Full(Box<u8>),
}

fn main() {}
