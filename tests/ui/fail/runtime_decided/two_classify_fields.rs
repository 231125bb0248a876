#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum FetchError {
    #[error("upstream failed")]
    #[category(transient)]
    #[tool_error(description = "The upstream failed for now. Retry in a minute.")]
    Upstream {
        #[tool_error(classify)]
        status: u16,
        #[tool_error(classify)]
        io: std::io::ErrorKind,
    },
}

fn main() {}
