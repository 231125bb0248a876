// A recursive generic type: the transparent `Box<Tree<T>>` variant needs
// no bound of its own; `bound = "…"` replaces the inferred bounds.
use std::fmt::{Debug, Display};
use toolerror::{Category, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Tree<T: Debug + Display> {
    #[error("leaf {0}")]
    #[category(validation)]
    #[tool_error(description = "The leaf {0} is malformed: fix it and retry.")]
    Leaf(#[tool_error(public)] T),
    #[error(transparent)]
    #[tool_error(transparent)]
    Node(Box<Tree<T>>),
}

#[derive(Debug, thiserror::Error, ToolError)]
#[tool_error(bound = "T: std::fmt::Debug")]
pub enum Wrapped<T> {
    #[error("busy")]
    #[category(transient)]
    #[tool_error(description = "Busy with {0:?}. Retry in a second.")]
    Busy(#[tool_error(public)] T),
}

fn main() {
    let tree = Tree::Node(Box::new(Tree::Node(Box::new(Tree::Leaf("x")))));
    assert_eq!(tree.category(), Category::Validation);
    assert_eq!(tree.description(), "The leaf x is malformed: fix it and retry.");
    assert_eq!(tree.code(), "leaf");
    assert_eq!(Wrapped::Busy(vec![1]).description(), "Busy with [1]. Retry in a second.");
}
