// A deprecated type with a mistake, under `deny(deprecated)`: the mistake
// is the one error.
#![deny(deprecated)]

#[deprecated = "use BookingError"]
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("...")]
#[category(business)]
pub struct OldError;

fn main() {}
