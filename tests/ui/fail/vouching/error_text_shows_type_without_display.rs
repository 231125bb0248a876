// A field an `#[error]` text the agent reads shows with `{}`, whose type
// neither vouches for its text nor implements `Display`. thiserror writes
// `{0}` with more than `Display` (a path's `display()`, or through
// `Deref`), so that the text compiles says nothing of what the agent
// reads: the field is checked whatever it implements, and thiserror
// reports the missing `Display` itself.
#[derive(Debug)]
pub struct Reply {
    pub body: String,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum UpstreamError {
    #[error("upstream answered {0}")]
    #[category(validation)]
    Answered(Reply),
}

fn main() {}
