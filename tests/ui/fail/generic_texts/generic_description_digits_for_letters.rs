#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("x")]
    #[category(transient)]
    #[tool_error(description = "Err0r 500. Please try again later.")]
    A,
}

fn main() {}
