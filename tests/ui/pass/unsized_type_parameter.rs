// A `?Sized` type parameter compiles with every feature on (rmcp's
// integrations take the error by value and apply where it is `Sized`).
use std::fmt::{Debug, Display};
use toolerror::{Category, ToolError};

pub trait Reason: Display + Debug {}
impl Reason for u8 {}

#[derive(Debug, thiserror::Error, ToolError)]
#[error("refused")]
#[category(business)]
#[tool_error(description = "Refused: {reason}. Take another path.")]
pub struct Refused<T: ?Sized + Display + Debug> {
    pub code: u8,
    #[tool_error(public)]
    pub reason: T,
}

fn category_of<E: ToolError + ?Sized>(error: &E) -> Category {
    error.category()
}

fn main() {
    let sized = Refused { code: 1, reason: "over the limit" };
    assert_eq!(sized.description(), "Refused: over the limit. Take another path.");
    let boxed: Box<Refused<dyn Reason>> = Box::new(Refused { code: 2, reason: 5u8 });
    assert_eq!(category_of(&*boxed), Category::Business);
    assert_eq!(boxed.description(), "Refused: 5. Take another path.");
    let _: rmcp::model::CallToolResult = sized.into();
}
