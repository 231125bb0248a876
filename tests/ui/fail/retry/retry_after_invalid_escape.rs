// An invalid escape in the delay: rustc's lexer error is the one error.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E {
    #[error("busy")]
    #[category(transient, retry_after = "5\q")]
    #[tool_error(description = "The store is busy. Retry in a second.")]
    Busy,
}
fn main() {}
