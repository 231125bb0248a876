use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum CatalogError {
    #[error("catalog answered {status}")]
    #[category(transient)]
    #[tool_error(description = "The catalog failed. {classification} Retry in a minute.")]
    Upstream { status: u16 },
}

fn main() {}
