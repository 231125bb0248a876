use std::fmt::{Debug, Display};

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum UpstreamError<T: Display + Debug> {
    #[error("upstream said {0}")]
    #[category(transient)]
    Upstream(T),
}

fn main() {}
