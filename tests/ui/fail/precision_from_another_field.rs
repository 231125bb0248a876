#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RefundError {
    #[error("refund too large")]
    #[category(business)]
    #[tool_error(description = "Refund of ${total:.prec$} exceeds the automatic ceiling. Escalate to a human agent.")]
    OverLimit { total: f64, prec: usize },
}

fn main() {}
