#[derive(Debug, serde::Serialize)]
pub struct DbError {
    pub query: String,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error("query failed")]
    #[category(transient)]
    #[tool_error(description = "The store is busy. Retry in a second.")]
    Busy {
        #[tool_error(detail)]
        cause: DbError,
    },
}

fn main() {}
