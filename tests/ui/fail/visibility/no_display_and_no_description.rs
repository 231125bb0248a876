#[derive(Debug, toolerror::ToolError)]
#[category(transient)]
pub struct GatewayTimeout;

fn main() {}
