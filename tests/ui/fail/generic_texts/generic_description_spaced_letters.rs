#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("x")]
    #[category(transient)]
    #[tool_error(description = "F A I L E D")]
    A,
}

fn main() {}
