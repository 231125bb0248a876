#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("x")]
    #[category(transient)]
    #[tool_error(description = "SOΜETHING WENT WRONG")]
    A,
}

fn main() {}
