// A field whose type doesn't vouch for its text (a path, which can name a
// user's home directory): refused on the field's type, with the fixes that
// compile (a newtype of your own, or `public`), once per type.
use std::path::PathBuf;

#[derive(Debug, toolerror::AgentVisible)]
pub enum Upload {
    Stored { at: PathBuf, bytes: u64 },
    Moved { from: PathBuf, to: PathBuf },
}

fn main() {}
