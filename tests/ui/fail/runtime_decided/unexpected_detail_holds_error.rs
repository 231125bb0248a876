// An unexpected variant's text goes to the log only, but its `detail`
// fields still reach the agent: they may not hold an error.
#[derive(Debug, serde::Serialize, thiserror::Error)]
#[error("query failed on {dsn}")]
pub struct DbFailure {
    pub dsn: String,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Store {
    #[error("invariant: {0}")]
    #[category(business)]
    #[tool_error(unexpected)]
    Bug(#[tool_error(detail)] DbFailure),
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Generic<T: serde::Serialize + std::fmt::Debug + std::fmt::Display> {
    #[error("internal: {0}")]
    #[category(transient, outcome_unknown)]
    #[tool_error(unexpected)]
    Bug(#[tool_error(detail)] T),
}

fn main() {}
