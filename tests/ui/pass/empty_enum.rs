use toolerror::{Catalog, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Never {}

fn describe(error: &dyn ToolError) -> String {
    error.description().into_owned()
}

fn main() {
    assert!(Never::catalog().is_empty());
    let _ = describe as fn(&dyn ToolError) -> String;
}
