// A field shown with `{:?}` whose type neither vouches for its text nor
// implements `Debug`: one mistake (the wrong type shown), one error.
use std::fmt;

pub struct Badge {
    pub raw: String,
}

#[derive(thiserror::Error, toolerror::ToolError)]
pub enum LoginError {
    #[error("login refused")]
    #[category(validation)]
    #[tool_error(description = "The badge {badge:?} was refused: sign in again.")]
    Refused { badge: Badge },
}

impl fmt::Debug for LoginError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("LoginError")
    }
}

fn main() {}
