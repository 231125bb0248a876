#![allow(non_upper_case_globals)]
use toolerror::ToolError;

// A const parameter lives among values, where the derive binds fields:
// named like a binding (`__field_id`) or a local (`__details`), it neither
// turns the derive's pattern into a constant pattern nor is shadowed.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup<const __field_id: usize, const __details: usize> {
    #[error("The id {id} is malformed: ids look like B-2041.")]
    #[category(validation)]
    Bad {
        #[tool_error(detail)]
        id: u32,
    },
}

impl<const __field_id: usize, const __details: usize> Lookup<__field_id, __details> {
    fn parameters(&self) -> (usize, usize) {
        (__field_id, __details)
    }
}

fn main() {
    // The id equals the const parameter: a constant pattern would match it
    // alike, so check another value too.
    for id in [3, 7] {
        let error: Lookup<3, 5> = Lookup::Bad { id };
        assert_eq!(
            error.description(),
            format!("The id {id} is malformed: ids look like B-2041.")
        );
        assert_eq!(error.details().unwrap()["id"], id);
        assert_eq!(error.parameters(), (3, 5));
    }
}
