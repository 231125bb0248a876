#![allow(non_camel_case_types)]
use toolerror::ToolError;

// Generic parameters spelled like the derive's own items: one error each,
// on the parameter, and nothing else.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup<__toolerror: toolerror::AgentVisible + std::fmt::Display, const __TEXTS: usize> {
    #[error("The id {id} is malformed: ids look like B-2041.")]
    #[category(validation)]
    Bad { id: __toolerror },
}

fn main() {}
