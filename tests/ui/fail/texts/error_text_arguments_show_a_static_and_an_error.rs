// Named arguments of an #[error] text are read like its placeholders: a
// static is not a field, and a field holding an error stays in the logs.
static TOKEN: &str = "internal token";

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("booking {id} refused: {t}", t = TOKEN)]
    #[category(validation)]
    Refused { id: String },

    #[error("refused {reason}", reason = .cause)]
    #[category(business)]
    Blocked { cause: std::io::Error },
}

fn main() {}
