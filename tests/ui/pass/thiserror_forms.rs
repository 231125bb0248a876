// Forms of thiserror's own test suite that show the agent nothing private.
use toolerror::ToolError;

/// thiserror reads a field named `source` as the error's source, but not
/// `r#source`: here it is plain data.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("Moving from {source} to {destination} is not allowed.")]
#[category(business)]
pub struct NotSource {
    r#source: char,
    destination: char,
}

/// A type parameter bound by `AgentVisible` vouches for what it holds.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Lookup<T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug> {
    #[error("No booking {0}; list the customer's bookings to find its id.")]
    #[category(validation)]
    Missing(T),
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Lookup2<T>
where
    T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
{
    #[error("No booking {0}; list the customer's bookings to find its id.")]
    #[category(validation)]
    Missing(T),
}

fn main() {
    let error = NotSource {
        r#source: 'a',
        destination: 'b',
    };
    assert_eq!(
        error.description(),
        "Moving from a to b is not allowed."
    );
    assert_eq!(
        Lookup::Missing("B-7").description(),
        "No booking B-7; list the customer's bookings to find its id."
    );
    assert_eq!(
        Lookup2::Missing(42).category(),
        toolerror::Category::Validation
    );
}
