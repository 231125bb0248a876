#![allow(non_upper_case_globals, non_camel_case_types)]
use toolerror::ToolError;

// Items of the module the derive can't see, named exactly like the
// bindings its patterns write. A bare identifier pattern would match
// against them instead of binding the field (the description of `Bad`
// would then be written for id 7 alone); the derive's patterns always
// bind, so each is a compile error naming the item to rename.
const __field_id: u32 = 7;
struct __shown_0;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup {
    #[error("The id {id} is malformed: ids look like B-2041.")]
    #[category(validation)]
    Bad { id: u32 },
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Stock {
    #[error("Shelf {0} holds no {1}: pick another shelf.")]
    #[category(business)]
    Empty(u32, u32),
    #[error("Shelf {0} is closed until {1}: pick another shelf.")]
    #[category(business)]
    Closed(u32, u32),
}

fn main() {}
