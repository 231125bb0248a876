#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("x")]
    #[category(transient)]
    #[tool_error(description = "Fa\u{200b}iled\u{200b}.")]
    A,
}

fn main() {}
