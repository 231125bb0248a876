use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum CatalogError {
    #[error("catalog answered {status}")]
    #[category(transient)]
    #[tool_error(description = "{classification} The catalog failed. {classification}")]
    Upstream {
        #[tool_error(classify)]
        status: u16,
    },
}

fn main() {}
