// `{:p}` shows where a value sits in memory, never what it is.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Cache {
    #[error("evicted")]
    #[category(transient)]
    #[tool_error(description = "Entry {0:p} was evicted. Retry the call.")]
    Evicted(Box<u32>),
}

fn main() {}
