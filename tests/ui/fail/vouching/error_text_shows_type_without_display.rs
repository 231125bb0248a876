// A field an `#[error]` text the agent reads shows with `{}`, of a type
// that neither vouches for its text nor can be written by the text: one
// mistake, one error, thiserror's. thiserror writes `{field}` through
// `Display`, or a path through its `display()`: the field is checked as
// whichever writes it, so a path (which can name a user's home directory)
// is refused as shown.
use std::path::PathBuf;

#[derive(Debug)]
pub struct Reply {
    pub body: String,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum UpstreamError {
    #[error("upstream answered {0}")]
    #[category(validation)]
    Answered(Reply),

    #[error("No file at {at}: pick another file.")]
    #[category(validation)]
    Missing { at: PathBuf },
}

fn main() {}
