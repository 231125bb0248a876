use toolerror::ToolError;

// The sentence may be absent (a classification without one): the words
// around it must say something on their own.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum CatalogError {
    #[error("catalog answered {status}")]
    #[category(transient)]
    #[tool_error(description = "The operation failed. {classification}")]
    Upstream {
        #[tool_error(classify)]
        status: u16,
    },
}

fn main() {}
