#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("inner failed")]
#[category(transient)]
#[tool_error(description = "The inner service failed for now. Retry in a minute.")]
pub struct Inner;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum OuterError {
    #[error(transparent)]
    #[tool_error(transparent, when_validation = "Check the arguments, then call again.")]
    Wrapped(Inner),
    #[error("ledger broken: {0}")]
    #[category(transient, outcome_unknown)]
    #[tool_error(unexpected, when_permission = "Access refused. Ask an administrator.")]
    Internal(#[tool_error(classify)] u16),
}

fn main() {}
