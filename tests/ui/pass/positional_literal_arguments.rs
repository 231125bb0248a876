// Literals given by position in an #[error] text the agent reads are read
// as the text prints them, as named ones are: a text that says something
// compiles, and the agent reads the text thiserror writes. A named
// argument taken by its position is read too (rustc warns of it, and
// suggests its name).
#![allow(named_arguments_used_positionally)]
use toolerror::{ToolError, is_generic_description};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LedgerError {
    #[error("{} is not a valid id: ids look like B-2041.", "X-1")]
    #[category(validation)]
    Malformed,

    #[error("{0} is locked for month-end closing; post it after the 3rd.", "The ledger")]
    #[category(business)]
    Locked,

    // Each `{}` takes the next literal, whatever takes a field between.
    #[error("Booking {booking} needs {} seats and only {} are left; book fewer seats.", 4, 2_0u8)]
    #[category(business)]
    Seats { booking: u32 },

    #[error("{}: no account has the id {id}; check it, then call again.", "Lookup")]
    #[category(validation)]
    Unknown { id: u32 },

    #[error("The rate {:.1} is over the limit of {max}{}: send fewer requests.", 2.5, '!', max = 10)]
    #[category(validation)]
    Rate,

    #[error("The code {:?} is {}; ask for a new one.", "B-7", false)]
    #[category(validation)]
    Code,

    #[error("{:>6} entries are out of balance; fix them, then post again.", .count)]
    #[category(validation)]
    Balance { count: u32 },

    #[error("No account named {}: pick another name.", name = "B-7")]
    #[category(validation)]
    Named,

    #[error("{0} seats are left; book fewer seats.", seats = 4)]
    #[category(business)]
    Left,
}

fn main() {
    let cases = [
        (LedgerError::Malformed, "X-1 is not a valid id: ids look like B-2041."),
        (
            LedgerError::Locked,
            "The ledger is locked for month-end closing; post it after the 3rd.",
        ),
        (
            LedgerError::Seats { booking: 7 },
            "Booking 7 needs 4 seats and only 20 are left; book fewer seats.",
        ),
        (
            LedgerError::Unknown { id: 9 },
            "Lookup: no account has the id 9; check it, then call again.",
        ),
        (
            LedgerError::Rate,
            "The rate 2.5 is over the limit of 10!: send fewer requests.",
        ),
        (LedgerError::Code, "The code \"B-7\" is false; ask for a new one."),
        (
            LedgerError::Balance { count: 3 },
            "     3 entries are out of balance; fix them, then post again.",
        ),
        (LedgerError::Named, "No account named B-7: pick another name."),
        (LedgerError::Left, "4 seats are left; book fewer seats."),
    ];
    for (error, text) in cases {
        assert_eq!(error.description(), text);
        assert!(!is_generic_description(&error.description()), "{text}");
    }
}
