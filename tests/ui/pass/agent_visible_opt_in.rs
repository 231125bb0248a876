// A type of the user's opts in with the derive; the containers the crate
// vouches for hold it.
use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;
use toolerror::{AgentVisible, ToolError, ToolErrorExt};

#[derive(Debug, Clone, serde::Serialize, AgentVisible)]
pub struct BookingId(u32);

impl fmt::Display for BookingId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "B-{}", self.0)
    }
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum BookingError {
    #[error("no booking {0}")]
    #[category(validation)]
    #[tool_error(description = "No booking has the id {0}. Check the id.")]
    Missing(BookingId),

    #[error("overlap")]
    #[category(business)]
    #[tool_error(description = "The dates overlap bookings {ids:?} ({count} in all). Pick other dates.")]
    Overlap {
        ids: Vec<Arc<BookingId>>,
        count: std::num::NonZeroU32,
        #[tool_error(detail)]
        by_day: BTreeMap<String, (BookingId, Option<u8>)>,
    },
}

fn main() {
    let missing = BookingError::Missing(BookingId(7));
    assert_eq!(missing.description(), "No booking has the id B-7. Check the id.");
    let overlap = BookingError::Overlap {
        ids: vec![Arc::new(BookingId(1))],
        count: std::num::NonZeroU32::new(1).unwrap(),
        by_day: BTreeMap::from([("mon".to_owned(), (BookingId(1), None))]),
    };
    assert!(overlap.description().contains("BookingId(1)"));
    assert_eq!(overlap.to_payload().details().unwrap()["by_day"]["mon"][0], 1);
}
