// An error type can't claim to vouch for its text: the derive that makes
// the claim refuses it where it is made, so no container (`Option`, `Rc`)
// can pass the claim on.
#[derive(Debug, thiserror::Error, toolerror::AgentVisible)]
#[error("upstream said {0}")]
pub struct Oops(String);

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("outer: {inner:?}")]
    #[category(transient)]
    Store { inner: Option<std::rc::Rc<Oops>> },
}

fn main() {}
