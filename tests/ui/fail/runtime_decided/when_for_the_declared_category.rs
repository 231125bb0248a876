#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum IssueError {
    #[error("tracker request failed")]
    #[category(transient)]
    #[tool_error(
        description = "The issue tracker failed for now. Retry in a minute.",
        when_transient = "The issue tracker is busy. Retry in a minute.",
        when_business = "Operation failed."
    )]
    Tracker(#[tool_error(classify)] u16),
}

fn main() {}
