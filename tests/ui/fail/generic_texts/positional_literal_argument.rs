// A literal given by its position is read as the text prints it, as a
// named one is: an #[error] text that prints a generic sentence is refused
// however its literals are given. A field by its position is still
// checked as the text's own.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum SyncError {
    #[error("{}", "Something went wrong")]
    #[category(transient)]
    Positional,

    #[error("{what}", what = "Something went wrong")]
    #[category(transient)]
    Named,

    #[error("{0}", "Something went wrong. Please try again.")]
    #[category(transient)]
    Explicit,

    #[error("{} {}", "An error", "occurred")]
    #[category(transient)]
    Split,

    #[error("{0} {1}{2}", "Request", "failed", '.')]
    #[category(transient)]
    Mixed,

    #[error("{:>24}", "Internal server error")]
    #[category(transient)]
    Padded,

    #[error("{}: {}", "Error", 500)]
    #[category(transient)]
    Status,

    #[error("{}: {count}", "Operation failed")]
    #[category(validation)]
    WithField { count: u32 },

    #[error("{} entries are out of balance; fix them, then post again", .0)]
    #[category(validation)]
    FieldOnly(u32),
}

fn main() {}
