//! A fan-out's sources and their failures, shared by the partial-result
//! and reader tests.
#![allow(dead_code)]

use toolerror::ToolError;
use toolerror::partial::PartialResults;

#[derive(Debug, Clone, thiserror::Error, ToolError)]
pub enum SourceError {
    #[error("timeout")]
    #[category(transient, retry_after = "10s")]
    #[tool_error(description = "The source did not answer in time. Retry in 10 seconds.")]
    Timeout,
    #[error("bad query")]
    #[category(validation)]
    #[tool_error(description = "The source rejected the query: dates look like 2026-11-30.")]
    BadQuery,
    #[error("not licensed")]
    #[category(business)]
    #[tool_error(
        description = "The plan doesn't include this source. Use the other sources or upgrade."
    )]
    NotLicensed,
    #[error("denied")]
    #[category(permission)]
    #[tool_error(description = "Access to this source is denied. Ask an administrator.")]
    Denied,
}

pub fn fan_out(
    outcomes: &[(&str, Result<Vec<&'static str>, SourceError>)],
) -> PartialResults<&'static str, SourceError> {
    let mut partial = PartialResults::new();
    for (source, outcome) in outcomes {
        partial.record(*source, outcome.clone());
    }
    partial
}
