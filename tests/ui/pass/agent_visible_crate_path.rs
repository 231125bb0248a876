// A crate that reaches toolerror by another path (a re-export) names it
// for both derives: `#[tool_error(crate = "…")]` and
// `#[agent_visible(crate = "…")]`.
mod reexport {
    pub use toolerror as te;
}

use reexport::te::ToolError as _;

#[derive(Debug, reexport::te::AgentVisible)]
#[agent_visible(crate = "reexport::te")]
pub struct PlanName(pub String);

impl std::fmt::Display for PlanName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[derive(Debug, thiserror::Error, reexport::te::ToolError)]
#[tool_error(crate = "reexport::te")]
#[category(business)]
#[error("Plan {0} is full; pick another plan.")]
pub struct PlanFull(PlanName);

fn main() {
    let full = PlanFull(PlanName("gold".to_owned()));
    assert_eq!(full.description(), "Plan gold is full; pick another plan.");
}
