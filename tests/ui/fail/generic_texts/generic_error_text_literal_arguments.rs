// Literal arguments are read into the text: these render "Operation
// failed." and "Something went wrong. Please try again.".
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Sync {
    #[error("{m}", m = "Operation failed.")]
    #[category(transient)]
    Failed,

    #[error("{a} {b}", a = "Something went wrong.", b = "Please try again.")]
    #[category(transient)]
    Wrong,
}

fn main() {}
