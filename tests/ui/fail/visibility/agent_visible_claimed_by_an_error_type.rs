// An error type that claims to be agent-visible is still an error: its text
// carries internals.
#[derive(Debug, thiserror::Error)]
#[error("wrapped: {0}")]
pub struct Oops(std::io::Error);

impl toolerror::AgentVisible for Oops {}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("outer: {inner}")]
    #[category(transient)]
    Store { inner: Oops },
}

fn main() {}
