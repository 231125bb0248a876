use toolerror::{EmptyResult, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
#[error("booking store unreachable")]
#[category(transient, retry_after = "5s")]
#[tool_error(description = "The booking store did not answer. Retry in 5 seconds.")]
pub struct StoreDown;

fn main() {
    let empty: EmptyResult = StoreDown.into();
    println!("{}", empty.description());
}
