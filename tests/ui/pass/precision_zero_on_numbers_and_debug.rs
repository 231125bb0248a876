// A precision of 0 empties only what `Display` pads: numbers ignore it, and
// so does `Debug`, so these texts show their value.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Sync {
    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Operation failed{0:.0}")]
    Number(u32),

    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Operation failed: {0:.0?}")]
    Debugged(String),
}

fn main() {
    assert_eq!(Sync::Number(42).description(), "Operation failed42");
    assert_eq!(
        Sync::Debugged("abc".into()).description(),
        "Operation failed: \"abc\""
    );
}
