// A positional placeholder past the last field of an `#[error]` text:
// thiserror reports it, once; the derive says nothing more.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Seats {
    #[error("Seat {1} is taken. Pick another seat.")]
    #[category(business)]
    Taken(u32),
}

fn main() {}
