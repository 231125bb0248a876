// `r#id = .owner` is `id`, the private owner; `.ctx.cause` is a member,
// checked on its own type (see `vouching/error_text_member_of_an_error_type.rs`).
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
    #[error("Booking {id} belongs to another customer; ask them to sign in.", r#id = .owner)]
    #[category(permission)]
    NotYours {
        #[tool_error(public)]
        id: String,
        owner: String,
    },

    #[error("The {ctx} could not be read: {why}; retry in a minute.", why = .ctx.cause)]
    #[category(transient)]
    Prices { ctx: Ctx },
}

fn main() {}
