// Fields whose types don't vouch for their text: a trait object (which
// can hold an `io::Error`), and a type of the user's that hasn't opted in.
use std::fmt::{Debug, Display};
use std::sync::Arc;
use toolerror::ToolError;

#[derive(Debug)]
pub struct Ticket(String);

impl Display for Ticket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[derive(thiserror::Error, ToolError)]
pub enum SupportError {
    #[error("upstream")]
    #[category(transient)]
    #[tool_error(description = "The upstream said {0}. Retry in a minute.")]
    Upstream(Box<dyn Display + Send + Sync>),

    #[error("context")]
    #[category(business)]
    #[tool_error(description = "The request was refused ({context:?}). Escalate.")]
    Refused { context: Arc<dyn Debug + Send + Sync> },

    #[error("ticket {0}")]
    #[category(validation)]
    #[tool_error(description = "Ticket {0} is closed. Open a new one.")]
    Closed(Ticket),
}

impl Debug for SupportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SupportError")
    }
}

fn main() {}
