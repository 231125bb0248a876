// An argument taken by its position is read by its name: a static shown
// through `{0}` past the fields, or through `{}`, is refused as the same
// static shown through `{t}` is. What still takes an argument by its place
// (a width `0$`, a precision `.*`), the derive doesn't read.
static TOKEN: &str = "internal token";

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("Access refused for {0}.", t = TOKEN)]
    #[category(permission)]
    Denied {
        #[tool_error(public)]
        id: String,
    },

    #[error("Booking {} is unknown; check the id.", t = TOKEN)]
    #[category(validation)]
    Missing { id: u32 },

    #[error("Booking {id:0$} is unknown; check the id.", 8)]
    #[category(validation)]
    Padded { id: u32 },

    #[error("The rate {:.*} is over the limit; send fewer requests.", 1, 2.5)]
    #[category(validation)]
    Rate,
}

fn main() {}
