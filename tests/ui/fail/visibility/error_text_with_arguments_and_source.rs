#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum SyncError {
    // A computed argument: the text can't be read.
    #[error("sync of {} failed", .table.to_uppercase())]
    #[category(transient)]
    Failed {
        table: String,
        #[source]
        cause: std::io::Error,
    },
}

fn main() {}
