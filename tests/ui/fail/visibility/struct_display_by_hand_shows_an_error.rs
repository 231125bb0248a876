// A struct whose Display is written by hand and holds an error: the message
// names it as a struct.
#[derive(Debug, toolerror::ToolError)]
#[category(transient)]
pub struct WithSource {
    cause: std::io::Error,
}

impl std::fmt::Display for WithSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "store unreachable: {}", self.cause)
    }
}

impl std::error::Error for WithSource {}

fn main() {}
