#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("store down")]
#[category(transient)]
#[tool_error(description = "The store did not answer. Retry in a minute.")]
pub struct StoreDown;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum LedgerError {
    #[error(transparent)]
    #[tool_error(transparent, unexpected)]
    Store(#[from] StoreDown),
}

fn main() {}
