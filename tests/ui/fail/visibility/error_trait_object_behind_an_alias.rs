type DynError = Box<dyn std::error::Error + Send + Sync>;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum SyncError {
    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Syncing failed ({0}). Retry in a minute.")]
    Failed(DynBox),
}

type DynBox = DynError;

fn main() {}
