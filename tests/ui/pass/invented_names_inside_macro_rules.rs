#![allow(non_camel_case_types, non_upper_case_globals, non_snake_case)]
// The derive on a type a `macro_rules!` writes, its generic parameters and
// fields named like the derive's own items and bindings, some by the
// macro's fragments and some by the macro itself.
use toolerror::ToolError;

macro_rules! lookup {
    ($name:ident, $param:ident, $table:ident) => {
        #[derive(Debug, thiserror::Error, ToolError)]
        pub enum $name<
            $param: toolerror::AgentVisible + std::fmt::Display,
            const $table: usize,
            const __details: usize,
            const __field_count: usize,
        > {
            #[error("The id {id} is malformed: ids look like B-2041.")]
            #[category(validation)]
            Bad {
                #[tool_error(detail)]
                id: $param,
            },
            #[error("The count {count} is over {__TEXTS}: send fewer items.")]
            #[category(validation)]
            Many {
                #[tool_error(detail)]
                count: u32,
                __TEXTS: u32,
            },
            #[error("The store is busy; retry in a minute.")]
            #[category(transient)]
            Busy,
        }
    };
}

lookup!(Lookup, __toolerror, __CODES);

fn main() {
    let bad: Lookup<u32, 1, 2, 3> = Lookup::Bad { id: 41 };
    assert_eq!(bad.description(), "The id 41 is malformed: ids look like B-2041.");
    assert_eq!(bad.details().unwrap()["id"], 41);
    let many: Lookup<u32, 1, 2, 3> = Lookup::Many { count: 12, __TEXTS: 10 };
    assert_eq!(many.description(), "The count 12 is over 10: send fewer items.");
    assert_eq!(many.details().unwrap()["count"], 12);
    let busy: Lookup<u32, 1, 2, 3> = Lookup::Busy;
    assert_eq!(busy.code(), "busy");
    assert_eq!(busy.description(), "The store is busy; retry in a minute.");
}
