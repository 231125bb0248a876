// Two constants captured by one `#[error]` text: one error naming both.
const MSG: &str = "the booking store";
const CODE: usize = 7;

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("{MSG}: {id:?} (code {CODE:?})")]
#[category(business)]
pub struct StoreRefused {
    id: u32,
}

fn main() {}
