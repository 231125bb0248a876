// A field whose type names a type parameter is judged by the compiler,
// under the impl's bounds, never by how a bound is spelled: a subtrait of
// `AgentVisible`, a bound on an associated type in a `where` clause, a
// phantom-typed id that vouches whatever its parameter, and `bound = "…"`
// all compile.
use std::marker::PhantomData;
use std::str::FromStr;

use toolerror::ToolError;

pub trait Label: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug {}
impl Label for String {}

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
pub enum ByLabel<L: Label> {
    #[error("label {0} is unknown; pick one from the list")]
    Unknown(L),
}

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
pub enum ParseError<T: FromStr>
where
    T::Err: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
{
    #[error("couldn't parse entry: {0}; fix the entry")]
    Entry(T::Err),
}

#[derive(Debug)]
pub struct Code;

impl FromStr for Code {
    // What the parser says is written for the agent.
    type Err = String;
    fn from_str(text: &str) -> Result<Self, String> {
        Err(format!("`{text}` is not a booking code"))
    }
}

#[derive(Debug, toolerror::AgentVisible)]
pub struct Id<R> {
    pub number: u32,
    pub resource: PhantomData<R>,
}

impl<R> std::fmt::Display for Id<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.number)
    }
}

#[derive(Debug)]
pub struct Bike;

#[derive(Debug, thiserror::Error, ToolError)]
#[category(business)]
pub enum Booking<R: std::fmt::Debug> {
    #[error("{0} is booked until noon; pick another one")]
    Booked(Id<R>),
}

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
#[tool_error(bound = "T: toolerror::AgentVisible + std::fmt::Display")]
pub enum Bounded<T: std::fmt::Debug + std::fmt::Display> {
    #[error("value {0} is out of range; pick a smaller one")]
    OutOfRange(T),
}

fn main() {
    assert_eq!(
        ByLabel::Unknown("red".to_owned()).description(),
        "label red is unknown; pick one from the list"
    );
    let error = "x".parse::<Code>().unwrap_err();
    assert_eq!(
        ParseError::<Code>::Entry(error).description(),
        "couldn't parse entry: `x` is not a booking code; fix the entry"
    );
    let booked: Booking<Bike> = Booking::Booked(Id { number: 7, resource: PhantomData });
    assert_eq!(booked.description(), "#7 is booked until noon; pick another one");
    assert_eq!(
        Bounded::OutOfRange(12u8).description(),
        "value 12 is out of range; pick a smaller one"
    );
}
