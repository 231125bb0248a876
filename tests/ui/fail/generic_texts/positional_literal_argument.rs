// A literal given by its position is not read, so it can't hide a generic
// text: the derive asks to name it (a named literal is read, and this one
// is refused) or to write a description. A field by its position is still
// checked as the text's own.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum SyncError {
    #[error("{}", "Something went wrong")]
    #[category(transient)]
    Positional,

    #[error("{what}", what = "Something went wrong")]
    #[category(transient)]
    Named,

    #[error("{}: {}", "The ledger is locked for month-end closing", .0)]
    #[category(business)]
    Mixed(u32),

    #[error("{} entries are out of balance; fix them, then post again", .0)]
    #[category(validation)]
    FieldOnly(u32),
}

fn main() {}
