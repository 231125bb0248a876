#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("x")]
    #[category(transient)]
    #[tool_error(description = "Something went wrong. Please try again.")]
    A,
}

fn main() {}
