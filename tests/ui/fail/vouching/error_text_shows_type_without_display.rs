// A field an `#[error]` text the agent reads shows with `{}`, of a type
// that neither vouches for its text nor can be written by the text: one
// mistake, one error, thiserror's (an `OsString`, or a path with a spec,
// which thiserror writes with `Display` alone). thiserror writes a bare
// `{field}` through `Display`, or a path (or a pointer to one) through its
// `display()`: the field is checked as whichever writes it, so a path
// (which can name a user's home directory) is refused as shown.
use std::ffi::OsString;
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

    #[error("No folder at {at}: pick another folder.")]
    #[category(validation)]
    NoFolder { at: Box<PathBuf> },

    #[error("No file at {at:>40}: pick another file.")]
    #[category(validation)]
    Padded { at: PathBuf },

    #[error("No file at {at}: pick another file.")]
    #[category(validation)]
    Named { at: OsString },
}

fn main() {}
