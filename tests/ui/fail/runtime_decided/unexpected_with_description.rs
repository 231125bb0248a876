#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum LedgerError {
    #[error("ledger invariant broken: {0}")]
    #[category(transient, outcome_unknown)]
    #[tool_error(unexpected, description = "The ledger broke. Retry later.")]
    Internal(String),
}

fn main() {}
