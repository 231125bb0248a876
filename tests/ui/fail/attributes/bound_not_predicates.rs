#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[tool_error(bound = "T is Display")]
pub enum Wrapper<T: std::fmt::Debug> {
    #[error("busy")]
    #[category(transient)]
    #[tool_error(description = "Busy: {0:?}. Retry in a second.")]
    Busy(#[tool_error(public)] T),
}

fn main() {}
