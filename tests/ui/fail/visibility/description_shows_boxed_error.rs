#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum SyncError {
    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Syncing failed ({0}). Retry in a minute.")]
    Failed(Box<dyn std::error::Error + Send + Sync>),
}

fn main() {}
