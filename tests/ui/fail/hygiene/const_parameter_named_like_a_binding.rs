#![allow(non_upper_case_globals)]
use toolerror::ToolError;

// A const parameter lives among values, where the derive binds fields.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup<const __field_id: usize, const __details: usize> {
    #[error("The id {id} is malformed: ids look like B-2041.")]
    #[category(validation)]
    Bad {
        #[tool_error(detail)]
        id: u32,
    },
}

fn main() {}
