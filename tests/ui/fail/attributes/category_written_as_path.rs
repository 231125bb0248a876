#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("the booking service is busy; retry in a minute")]
    #[::toolerror::category(transient)]
    Busy,
}

fn main() {}
