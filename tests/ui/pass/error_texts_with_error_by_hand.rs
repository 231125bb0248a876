// `#[error]` texts with `Display` and `Error` written by hand: the agent
// reads the texts the derive checked, the log the type's own `Display`.
use toolerror::ToolError;

#[derive(Debug, ToolError)]
pub enum BookingError {
    #[error("Bike {0} is out of stock. Pick another bike.")]
    #[category(business)]
    OutOfStock(u32),
}

impl std::fmt::Display for BookingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BookingError::OutOfStock(bike) => write!(f, "bike {bike}: stock is 0"),
        }
    }
}

impl std::error::Error for BookingError {}

fn main() {
    let error = BookingError::OutOfStock(7);
    assert_eq!(
        toolerror::ToolError::description(&error),
        "Bike 7 is out of stock. Pick another bike."
    );
    let logged = toolerror::ToolError::diagnostic(&error).map(|e| e.to_string());
    assert_eq!(logged.as_deref(), Some("bike 7: stock is 0"));
}
