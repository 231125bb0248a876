// A precision taken from a field may be 0, which empties a string: the text
// is "Operation failed" whenever `digits` is 0.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Sync {
    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Operation failed{text:.digits$}")]
    Failed { text: String, digits: usize },
}

fn main() {}
