// `#[error]` texts, and no thiserror derive to read them: one error, on
// the type, that says what to add (not one per attribute).
use toolerror::ToolError;

#[derive(Debug, ToolError)]
pub enum BookingError {
    #[error("The booking service is busy. Retry in a minute.")]
    #[category(transient)]
    Busy,

    #[error("Bike {0} is out of stock. Pick another bike.")]
    #[category(business)]
    OutOfStock(u32),
}

fn main() {}
