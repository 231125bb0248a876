// What `#[derive(AgentVisible)]` proves, and the two attributes for what it
// can't: a phantom-typed id vouches whatever its marker, a generic wrapper
// through its parameter, a `public` field whatever its type, and an error
// type whose text is written for the agent when it says so.
use std::marker::PhantomData;
use std::path::PathBuf;
use toolerror::{AgentVisible, ToolError};

#[derive(Debug)]
pub struct Booking;

#[derive(Debug, AgentVisible)]
pub struct Id<R> {
    pub number: u32,
    marker: PhantomData<R>,
}

impl<R> std::fmt::Display for Id<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.number)
    }
}

#[derive(Debug, AgentVisible)]
pub struct Labeled<T> {
    pub label: &'static str,
    pub value: T,
}

// A recursive generic type: its own type in a field adds no bound (which
// would make the impl require itself); `T` in `label` does.
#[derive(Debug, AgentVisible)]
pub struct Tree<T> {
    pub label: T,
    pub children: Vec<Tree<T>>,
}

#[derive(Debug, AgentVisible)]
pub enum Where {
    Nowhere,
    Upload {
        // The agent uploaded it under this name: its own text.
        #[agent_visible(public)]
        name: PathBuf,
        bytes: u64,
    },
}

#[derive(Debug, thiserror::Error, AgentVisible)]
#[agent_visible(error_text_is_public)]
#[error("the date must be YYYY-MM-DD")]
pub struct DateFormat;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("no booking {0}")]
    #[category(validation)]
    #[tool_error(description = "No booking has the id {0}. Check the id.")]
    Missing(Id<Booking>),

    #[error("bad {0:?}")]
    #[category(validation)]
    #[tool_error(description = "The value {0:?} doesn't fit. Fix it.")]
    Bad(Labeled<u32>),

    #[error("outline {0:?}")]
    #[category(validation)]
    #[tool_error(description = "The outline {0:?} nests too deep. Flatten it.")]
    Outline(Tree<String>),

    #[error("where {0:?}")]
    #[category(validation)]
    #[tool_error(description = "Not here: {0:?}. Upload it again.")]
    Place(Where),

    #[error("bad date: {0}")]
    #[category(validation)]
    #[tool_error(description = "The date doesn't parse: {0}. Fix it, then call again.")]
    Date(DateFormat),
}

fn main() {
    let missing = BookingError::Missing(Id { number: 7, marker: PhantomData });
    assert_eq!(missing.description(), "No booking has the id #7. Check the id.");
    let bad = BookingError::Bad(Labeled { label: "seats", value: 900 });
    assert!(bad.description().contains("value: 900"));
    let date = BookingError::Date(DateFormat);
    assert_eq!(
        date.description(),
        "The date doesn't parse: the date must be YYYY-MM-DD. Fix it, then call again."
    );
    let place = BookingError::Place(Where::Upload { name: PathBuf::from("a.pdf"), bytes: 3 });
    assert!(place.description().contains("a.pdf"));
    let _ = Where::Nowhere;
    let outline = BookingError::Outline(Tree { label: "a".to_owned(), children: Vec::new() });
    assert!(outline.description().contains("label: \"a\""));
}
