// One type the agent may not read, shown by two variants: both fields
// are reported, in the same compile.
use std::path::PathBuf;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error("no file at {0:?}")]
    #[category(validation)]
    Missing(PathBuf),
    #[error("can't write {at:?}")]
    #[category(business)]
    #[tool_error(description = "Writing {at:?} is not allowed: pick another path.")]
    ReadOnly { at: PathBuf },
}

fn main() {}
