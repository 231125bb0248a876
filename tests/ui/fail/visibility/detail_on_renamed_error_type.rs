#[derive(Debug, serde::Serialize, thiserror::Error)]
#[error("query failed on {dsn}")]
pub struct DbFail {
    pub dsn: String,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error("store busy")]
    #[category(transient)]
    #[tool_error(description = "The store is busy. Retry in a second.")]
    Busy(#[tool_error(detail)] DbFail),
}

fn main() {}
