// Fields holding errors: a description that doesn't show them, a field
// marked public, a hand-written Display on a variant with no such field.
use std::fmt;
use toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum FetchError {
    #[error("fetch failed: {source}")]
    #[category(transient, retry_after = "5s")]
    #[tool_error(description = "The catalog service didn't answer. Retry in 5 seconds.")]
    Upstream { source: std::io::Error },
    #[error("not a number: {0}")]
    #[category(validation)]
    BadCount(#[tool_error(public)] std::num::ParseIntError),
}

#[derive(Debug, ToolError)]
pub enum Plain {
    #[category(validation)]
    BadId { got: String },
}

impl fmt::Display for Plain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Plain::BadId { got } => write!(f, "booking id {got} is malformed; ids look like B-2041"),
        }
    }
}

fn main() {
    let io = FetchError::Upstream { source: std::io::Error::other("GET http://10.0.0.7/secret?token=abc") };
    assert!(!io.description().contains("token"));
    let count = FetchError::BadCount("x".parse::<u32>().unwrap_err());
    assert_eq!(count.description(), "not a number: invalid digit found in string");
    let plain = Plain::BadId { got: "2041".into() };
    assert_eq!(plain.category(), Category::Validation);
    assert_eq!(plain.description(), "booking id 2041 is malformed; ids look like B-2041");
}
