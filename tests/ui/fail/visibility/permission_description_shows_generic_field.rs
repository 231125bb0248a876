// A generic field in a permission text breaks two rules: the permission
// rule, the more specific, is the one error.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum E<T: std::fmt::Display + std::fmt::Debug> {
    #[error("busy {0}")]
    #[category(permission)]
    #[tool_error(description = "Not yours: {0}. Escalate.")]
    Busy(T),
}
fn main() {}
