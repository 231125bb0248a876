use toolerror::classify::HttpFailure;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum IssueError {
    #[error("tracker request failed")]
    #[category(transient)]
    #[tool_error(
        description = "The issue tracker failed for now. Retry in a minute.",
        when_permission = "Issue {number} belongs to project {project}. Ask its owner."
    )]
    Tracker {
        number: u32,
        project: String,
        #[tool_error(classify)]
        status: HttpFailure,
    },
}

fn main() {}
