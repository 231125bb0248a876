//! Names that only look like secrets, and a secret marked `public` by an
//! author who knows it holds none.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum ModelError {
    #[error("The request used {tokens_used} tokens of {max_tokens}: shorten the prompt.")]
    #[category(validation)]
    TooLong { tokens_used: u32, max_tokens: u32 },
    #[error("The password must have at least 12 characters, not {password_length}: choose a longer one.")]
    #[category(validation)]
    ShortPassword { password_length: usize },
    #[error("No page after {next_page_token}: start again from the first page.")]
    #[category(validation)]
    Expired {
        #[tool_error(public)]
        next_page_token: String,
    },
    // A tuple field has no name to say what it holds.
    #[error("The token {0} has the wrong shape: expected 32 hex digits.")]
    #[category(validation)]
    Shape(u64),
}

fn main() {}
