// An unexpected variant's text goes to the log only: it may show an error,
// a private field, and a permission category's internals.
use toolerror::{ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum LedgerError {
    #[error("ledger invariant broken on {account}: {source}")]
    #[category(transient, outcome_unknown)]
    #[tool_error(unexpected)]
    Internal {
        account: String,
        source: std::io::Error,
    },
    #[error("policy table corrupt: {0:?}")]
    #[category(permission)]
    #[tool_error(unexpected)]
    PolicyCorrupt(Vec<String>),
}

fn main() {
    let error = LedgerError::Internal {
        account: "acct-42".into(),
        source: std::io::Error::other("segment 17 checksum"),
    };
    assert!(error.is_unexpected());
    assert!(!error.description().contains("acct-42"));
    assert!(!error.to_payload().description().contains("segment 17"));
    let refused = LedgerError::PolicyCorrupt(vec!["row 3".into()]);
    assert!(!refused.description().contains("row 3"));
    assert!(refused.diagnostic().is_some());
}
