// A placeholder of precision 0 shows nothing: the text is "Operation
// failed" whatever the field holds.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Sync {
    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Operation failed{0:.0}")]
    Failed(String),

    #[error("Operation failed{0:.0}")]
    #[category(transient)]
    FailedAgain(String),
}

fn main() {}
