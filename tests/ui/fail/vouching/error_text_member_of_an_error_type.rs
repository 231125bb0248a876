// A member an `#[error]` text shows (`.ctx.cause`) is checked on its own
// type: an error's text is no plain data, whatever the field holding it
// vouches for.
#[derive(Debug, toolerror::AgentVisible)]
pub struct Ctx {
    pub id: u32,
    #[agent_visible(public)]
    pub cause: std::io::Error,
}

impl std::fmt::Display for Ctx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "price list {}", self.id)
    }
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("The {ctx} could not be read: {why}; retry in a minute.", why = .ctx.cause)]
    #[category(transient)]
    Prices { ctx: Ctx },

    #[error("Price list {} is closed; retry tomorrow.", .0.id)]
    #[category(transient)]
    Closed(Ctx),
}

// In a generic type, a member's type must vouch for its text outright.
#[derive(Debug)]
pub struct Wrapped<T> {
    pub value: T,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Generic<T: std::fmt::Debug + std::fmt::Display> {
    #[error("Value {} is out of range; pick a smaller one.", .0.value)]
    #[category(validation)]
    OutOfRange(Wrapped<T>),
}

fn main() {}
