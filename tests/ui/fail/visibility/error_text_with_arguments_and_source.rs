#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum SyncError {
    #[error("sync of {} failed", .table)]
    #[category(transient)]
    Failed {
        table: String,
        #[source]
        cause: std::io::Error,
    },
}

fn main() {}
