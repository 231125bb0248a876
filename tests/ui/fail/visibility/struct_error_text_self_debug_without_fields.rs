// `{self:?}` on a struct without fields: no field to name instead.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("error: {self:?}")]
#[category(business)]
pub struct Refused;

fn main() {}
