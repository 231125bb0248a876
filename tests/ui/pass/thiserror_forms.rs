// Forms of thiserror's own test suite that show the agent nothing private.
use toolerror::ToolError;

/// thiserror reads a field named `source` as the error's source, but not
/// `r#source`: here it is plain data.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("Moving from {source} to {destination} is not allowed.")]
#[category(business)]
pub struct NotSource {
    r#source: char,
    destination: char,
}

/// A type parameter bound by `AgentVisible` vouches for what it holds.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Lookup<T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug> {
    #[error("No booking {0}; list the customer's bookings to find its id.")]
    #[category(validation)]
    Missing(T),
}

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Lookup2<T>
where
    T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
{
    #[error("No booking {0}; list the customer's bookings to find its id.")]
    #[category(validation)]
    Missing(T),
}

/// A named argument shadows the field of its name: the text shows the
/// literal, never the generic field.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("{thing}", thing = "The widget is out of stock; offer the next model.")]
#[category(business)]
pub struct OutOfStock<T> {
    thing: T,
}

/// A named argument showing a field, by thiserror's `.field`.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Booking {
    #[error("Booking {id} is already cancelled; book again.", id = .booking)]
    #[category(business)]
    Cancelled { booking: String },
}

/// thiserror binds each field to its name: `b = booking` is the field, a
/// `true` is a literal, and a number ignores a precision of 0.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum Bindings {
    #[error("Booking {b} is closed; book another date.", b = booking)]
    #[category(business)]
    Closed { booking: String },

    #[error("Refunds enabled: {r}; ask for a refund instead.", r = false)]
    #[category(business)]
    NoRefund,

    #[error("Error {c:.0}: the ledger refused the entry; take another path.", c = .code)]
    #[category(business)]
    Refused { code: u32 },
}

fn main() {
    assert_eq!(
        Bindings::Closed {
            booking: "B-7".into()
        }
        .description(),
        "Booking B-7 is closed; book another date."
    );
    assert_eq!(
        Bindings::Refused { code: 42 }.description(),
        "Error 42: the ledger refused the entry; take another path."
    );
    assert_eq!(
        OutOfStock { thing: () }.description(),
        "The widget is out of stock; offer the next model."
    );
    assert_eq!(
        Booking::Cancelled {
            booking: "B-7".into()
        }
        .description(),
        "Booking B-7 is already cancelled; book again."
    );
    let error = NotSource {
        r#source: 'a',
        destination: 'b',
    };
    assert_eq!(
        error.description(),
        "Moving from a to b is not allowed."
    );
    assert_eq!(
        Lookup::Missing("B-7").description(),
        "No booking B-7; list the customer's bookings to find its id."
    );
    assert_eq!(
        Lookup2::Missing(42).category(),
        toolerror::Category::Validation
    );
}
