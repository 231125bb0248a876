// `#[error(transparent)]` over a generic value with a category: the message
// offers #[tool_error(transparent)], which reports a wrapped ToolError's own.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[category(business)]
#[error(transparent)]
pub struct Wrapped<E: std::error::Error + 'static>(pub E);

fn main() {}
