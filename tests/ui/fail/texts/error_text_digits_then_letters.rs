// thiserror rewrites `{0a}` to `{__field0a}`, which captures the static of
// that name: the derive reports it, and rustc reports nothing.
#![allow(non_upper_case_globals)]

static __field0a: &str = "internal token";

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("booking id {0a} is malformed")]
    #[category(validation)]
    BadId(String),
}

fn main() {}
