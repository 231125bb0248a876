// A type parameter without the `AgentVisible` bound, shown by three fields
// of two variants: one mistake (the missing bound), one error.
use std::fmt::{Debug, Display};

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum UpstreamError<T: Display + Debug> {
    #[error("upstream said {0}")]
    #[category(transient)]
    Upstream(T),
    #[error("upstream refused {reason}, then {again}")]
    #[category(business)]
    Refused { reason: T, again: T },
}

fn main() {}
