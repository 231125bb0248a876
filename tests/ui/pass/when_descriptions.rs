// A classified variant's description for each category its field may turn
// it into: `when_<category>`, each held to that category's rules.
use std::time::SystemTime;
use toolerror::classify::HttpFailure;
use toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
enum IssueError {
    #[error("tracker request for issue {number} failed: {status}")]
    #[category(transient)]
    #[tool_error(
        description = "The issue tracker failed for now. Retry in {retry_after}.",
        when_validation = "There is no issue {number}. Check the number, then call again.",
        when_permission = "The tracker refused access to this project. Ask an administrator for access.",
        when_business = "Issue {number} is locked ({reason}). Don't retry; take another path."
    )]
    Tracker {
        number: u32,
        reason: String,
        #[tool_error(classify)]
        status: HttpFailure,
    },
    #[error("tracker unreachable")]
    #[category(transient)]
    #[tool_error(description = "The issue tracker did not answer. Retry in a minute.")]
    Unreachable,
}

fn failure(status: u16, retry_after: Option<&str>) -> IssueError {
    IssueError::Tracker {
        number: 7,
        reason: "merged".into(),
        status: HttpFailure::new(status, retry_after, SystemTime::now()).unwrap(),
    }
}

fn main() {
    let missing = failure(404, None);
    assert_eq!(missing.category(), Category::Validation);
    assert_eq!(missing.description(), "There is no issue 7. Check the number, then call again.");
    for status in [401, 403] {
        assert_eq!(
            failure(status, None).description(),
            "The tracker refused access to this project. Ask an administrator for access."
        );
    }
    assert_eq!(
        failure(409, None).description(),
        "Issue 7 is locked (merged). Don't retry; take another path."
    );
    // The declared category: its own description, with the delay in words.
    assert_eq!(
        failure(429, Some("7")).description(),
        "The issue tracker failed for now. Retry in 7 seconds."
    );
    assert_eq!(
        IssueError::Unreachable.description(),
        "The issue tracker did not answer. Retry in a minute."
    );
}
