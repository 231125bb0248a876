// A deprecated type, variant and field type: what the derive writes about
// them warns nothing, under `deny(warnings)`.
#![deny(warnings)]

use toolerror::{Category, ToolError};

#[deprecated = "use BookingId"]
#[derive(Debug, toolerror::AgentVisible)]
pub struct OldBookingId(pub u32);

#[allow(deprecated)]
impl std::fmt::Display for OldBookingId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "B-{}", self.0)
    }
}

#[deprecated = "use BookingError"]
#[derive(Debug, thiserror::Error, ToolError)]
pub enum OldError {
    #[error("busy")]
    #[category(transient, retry_after = "1s")]
    #[tool_error(description = "The store is busy. Retry in a second.")]
    Busy,
}

#[allow(deprecated)]
#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[deprecated = "use Missing"]
    #[error("gone {0}")]
    #[category(validation)]
    #[tool_error(description = "No booking has the id {0}. Check the id.")]
    Gone(OldBookingId),
    #[error("missing {id}")]
    #[category(validation)]
    Missing {
        #[tool_error(detail)]
        id: u32,
        #[deprecated = "unused"]
        note: Option<OldBookingId>,
    },
}

#[allow(deprecated)]
fn main() {
    assert_eq!(OldError::Busy.category(), Category::Transient);
    let gone = BookingError::Gone(OldBookingId(7));
    assert_eq!(gone.description(), "No booking has the id B-7. Check the id.");
    let missing = BookingError::Missing { id: 7, note: None };
    assert_eq!(missing.code(), "missing");
}
