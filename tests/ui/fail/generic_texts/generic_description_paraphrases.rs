// Empty texts however they are spelled: letters drawn alike, paraphrases,
// a bare number, a symbol, another language.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Sync {
    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Operation faiIed.")]
    LetterI,

    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "It did not work.")]
    DidNotWork,

    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Error #42.")]
    Number,

    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Operation failed™")]
    Symbol,

    #[error("sync failed")]
    #[category(transient)]
    #[tool_error(description = "Fehler.")]
    German,
}

fn main() {}
