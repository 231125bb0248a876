// Values given by position are checked as named ones are: a constant or
// static is no field, a member of a field is checked on its own type (a
// `String` here, plain data: no error), and a permission text shows no
// field.
static TOKEN: &str = "internal token";

#[derive(Debug)]
pub struct Context {
    pub cause: String,
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("Booking {} is locked by {}; retry in a minute.", .id, TOKEN)]
    #[category(transient)]
    Locked { id: u32 },

    #[error("Booking {} failed: {}; check the booking.", .id, .ctx.cause)]
    #[category(validation)]
    Failed { id: u32, ctx: Context },

    #[error("Access to {} is refused; ask the owner.", .owner)]
    #[category(permission)]
    Denied { owner: String },
}

fn main() {}
