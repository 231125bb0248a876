#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum ImportError {
    #[error("the row count is not a number: {0}")]
    #[category(validation)]
    BadCount(#[from] std::num::ParseIntError),
}

fn main() {}
