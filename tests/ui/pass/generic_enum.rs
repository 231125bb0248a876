use std::fmt::Debug;
use toolerror::{Category, ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum ParseError<T: Debug> {
    #[error("bad value {0:?}")]
    #[category(validation)]
    #[tool_error(description = "bad value {0:?}")]
    Bad(#[tool_error(public)] T),
    #[error("the parser service is overloaded")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "The parser service is overloaded. Retry in 2 seconds.")]
    Overloaded,
}

fn main() {
    let error = ParseError::Bad(vec![1u8, 2]);
    assert_eq!(error.category(), Category::Validation);
    assert_eq!(error.description(), "bad value [1, 2]");
    assert_eq!(error.code(), "bad");
    assert!(error.is_retryable());
    let overloaded = ParseError::<String>::Overloaded;
    assert_eq!(overloaded.retry_after(), Some(std::time::Duration::from_secs(2)));
}
