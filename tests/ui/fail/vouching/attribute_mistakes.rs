// Every misplaced or unknown `agent_visible` key, reported in one compile.
#[derive(Debug, toolerror::AgentVisible)]
#[agent_visible(public)]
pub struct OnTheType(u32);

#[derive(Debug, toolerror::AgentVisible)]
#[agent_visible(error_text_is_public, error_text_is_public)]
pub struct Twice(u32);

#[derive(Debug, toolerror::AgentVisible)]
pub enum Placement {
    #[agent_visible(public)]
    OnAVariant(u32),
    Field(#[agent_visible(error_text_is_public)] u32),
    Unknown(#[agent_visible(redacted)] u32),
}

#[derive(toolerror::AgentVisible)]
pub union Either {
    pub a: u32,
    pub b: f32,
}

fn main() {}
