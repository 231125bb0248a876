use std::io::Error as Io;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum StoreError {
    #[error("upstream said {}", .0)]
    #[category(transient)]
    Upstream(Io),
}

fn main() {}
