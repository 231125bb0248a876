#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("Internal server error")]
    #[category(transient)]
    A,
}

fn main() {}
