// One type the agent may not read, shown the same way by two variants: one
// mistake (the type), reported once, at the first field, whose message
// says the other fields of the type need the same fix.
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
