use std::io::Error as Io;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error("reading the catalog failed: {0}")]
    #[category(transient)]
    Read(Io),
}

fn main() {}
