// Vouching for a type's text by hand skips the proof: it doesn't compile,
// whatever the type (here an error whose text carries a token).
#[derive(Debug, thiserror::Error)]
#[error("request to https://api.example.com/?token={0} failed")]
pub struct Upstream(String);

impl toolerror::AgentVisible for Upstream {}

fn main() {}
