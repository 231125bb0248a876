// Positional placeholders that name no field: past the last field, on a
// unit variant, on named fields. One error each, naming the fields there are.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Seats {
    #[error("taken")]
    #[category(business)]
    #[tool_error(description = "Seat {1} is taken. Pick another seat.")]
    Taken(u32),

    #[error("full")]
    #[category(business)]
    #[tool_error(description = "Row {0} is full. Pick another row.")]
    Full,

    #[error("closed")]
    #[category(business)]
    #[tool_error(description = "Section {0} is closed. Pick another section.")]
    Closed { section: String },
}

fn main() {}
