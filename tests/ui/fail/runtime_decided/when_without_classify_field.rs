#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum IssueError {
    #[error("tracker request failed")]
    #[category(transient)]
    #[tool_error(
        description = "The issue tracker failed for now. Retry in a minute.",
        when_validation = "There is no such issue. Check the number, then call again."
    )]
    Tracker { number: u32 },
}

fn main() {}
