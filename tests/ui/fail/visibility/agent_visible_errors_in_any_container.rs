// An error one container deep, under names that don't give it away: every
// form is rejected because no container vouches for what it holds.
use std::borrow::Cow;
use std::collections::HashMap;
use toolerror::ToolError;

/// An upstream failure whose text holds a URL with a token.
#[derive(Debug, Clone, thiserror::Error)]
#[error("GET https://api.example.com/v1?token=s3cr3t failed")]
pub struct Upstream;

type Cause = Upstream;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum SyncFailure {
    #[error("pair")]
    #[category(transient)]
    #[tool_error(description = "Both mirrors failed: {0:?}. Retry later.")]
    Mirrors([Cause; 2]),

    #[error("triple")]
    #[category(transient)]
    #[tool_error(description = "The sync failed at {0:?}. Retry later.")]
    Triple((u8, u8, Cause)),

    #[error("slice")]
    #[category(transient)]
    #[tool_error(description = "The batch failed: {0:?}. Retry later.")]
    Batch(Box<[Cause]>),

    #[error("map")]
    #[category(transient)]
    #[tool_error(description = "Shards failed: {0:?}. Retry later.")]
    Shards(HashMap<u8, Cause>),

    #[error("cow")]
    #[category(transient)]
    #[tool_error(description = "The last attempt said {0}. Retry later.")]
    Last(Cow<'static, Cause>),
}

fn main() {}
