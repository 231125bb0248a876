#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error("store busy")]
    #[category(transient)]
    #[tool_error(description = "The store is busy. Retry in {retry_after}.")]
    Busy,
}

fn main() {}
