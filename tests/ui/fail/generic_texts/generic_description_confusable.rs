#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("x")]
    #[category(transient)]
    #[tool_error(description = "Оpеrаtiоn fаilеd")]
    A,
}

fn main() {}
