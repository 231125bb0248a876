// Mistakes in `#[agent_visible(…)]` on the type: each a spanned error
// that says what the attribute takes.
#[derive(Debug, toolerror::AgentVisible)]
#[agent_visible(crate = "not a path")]
pub struct BadPath(pub u32);

#[derive(Debug, toolerror::AgentVisible)]
#[agent_visible(crate = "toolerror", crate = "toolerror")]
pub struct Twice(pub u32);

#[derive(Debug, toolerror::AgentVisible)]
#[agent_visible(vouched)]
pub struct Unknown(pub u32);

fn main() {}
