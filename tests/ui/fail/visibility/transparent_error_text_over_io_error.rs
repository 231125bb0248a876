#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error(transparent)]
    #[category(transient)]
    Io(#[from] std::io::Error),
}

fn main() {}
