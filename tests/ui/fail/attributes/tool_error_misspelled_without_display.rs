// A misspelled #[tool_error] on a type without Display: the misspelling is
// the one error (the variant would read the masked description).
#[derive(Debug, toolerror::ToolError)]
pub enum E {
    #[category(transient)]
    #[tool_eror(description = "The store is busy. Retry in a second.")]
    Busy,
}
fn main() {}
