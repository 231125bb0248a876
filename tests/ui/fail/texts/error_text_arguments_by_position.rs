// Named arguments are positional too: `{0}` past the fields and `{}` take an
// argument by its place, which the derive doesn't read.
static TOKEN: &str = "internal token";

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("Access refused for {0}.", t = TOKEN)]
    #[category(permission)]
    Denied {
        #[tool_error(public)]
        id: String,
    },

    #[error("Booking {0} is unknown; check the id.", t = TOKEN)]
    #[category(validation)]
    Unknown,

    #[error("Booking {} is unknown; check the id.", t = TOKEN)]
    #[category(validation)]
    Missing { id: u32 },
}

fn main() {}
