// A generic type vouches for its text when what it holds does: shown with
// a path inside, the field is refused at the use.
use toolerror::{AgentVisible, ToolError};

#[derive(Debug, AgentVisible)]
pub struct Labeled<T> {
    pub label: &'static str,
    pub value: T,
}

impl<T: std::fmt::Debug> std::fmt::Display for Labeled<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {:?}", self.label, self.value)
    }
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum ImportError {
    #[error("import of {0} failed")]
    #[category(validation)]
    Rejected(Labeled<std::path::PathBuf>),
}

fn main() {}
