// A member an `#[error]` text shows whose type has no `Display`: one
// error, thiserror's; what the derive writes adds none.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[category(validation)]
pub enum RowError {
    #[error("row {} is malformed; fix the row", .0.1)]
    Malformed((u8, Vec<u8>)),
}

fn main() {}
