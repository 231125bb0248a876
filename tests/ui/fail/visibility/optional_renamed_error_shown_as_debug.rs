use std::io::Error as Io;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error("last attempt: {0:?}")]
    #[category(transient)]
    Read(Option<Io>),
}

fn main() {}
