//! Names like the derive's locals and the runtime's own, used by the
//! author: a const parameter `__CATEGORY`, a type parameter `__T`, fields
//! `__details`, `__text`, `__category`, `__field_n`.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup<__T: toolerror::AgentVisible + std::fmt::Display, const __CATEGORY: usize> {
    #[error("The id {id} is malformed: ids look like B-2041.")]
    #[category(validation)]
    Bad { id: __T },
    #[error("The count {__field_n} is too high: send fewer than 10.")]
    #[category(validation)]
    Many {
        __field_n: u32,
        __details: u8,
        __text: u8,
        __category: u8,
    },
}

fn main() {
    let error: Lookup<u32, 3> = Lookup::Bad { id: 7 };
    assert_eq!(
        error.description(),
        "The id 7 is malformed: ids look like B-2041."
    );
}
