//! A search over five fleet databases where two time out: the agent gets
//! the three that answered, and the answer says what it couldn't check.
//!
//! Run with `cargo run --example partial_search`.

use toolerror::ToReply;
use toolerror::ToolError;
use toolerror::partial::PartialResults;

/// What can go wrong with one fleet database.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum FleetError {
    /// The database didn't answer in time.
    #[error("fleet database {fleet} timed out")]
    #[category(transient, retry_after = "15s")]
    #[tool_error(
        description = "Fleet database {fleet} did not answer in time. Retry in 15 seconds."
    )]
    Timeout { fleet: u8 },
}

#[derive(Debug, serde::Serialize)]
struct Bike {
    id: String,
    station: &'static str,
}

/// Stands in for a query to fleet database `fleet`: 4 and 5 are down.
fn query_fleet(fleet: u8) -> Result<Vec<Bike>, FleetError> {
    match fleet {
        4 | 5 => Err(FleetError::Timeout { fleet }),
        _ => Ok(vec![Bike {
            id: format!("bike-{fleet}01"),
            station: "Central",
        }]),
    }
}

fn main() -> Result<(), serde_json::Error> {
    let mut search = PartialResults::new();
    for fleet in 1..=5 {
        match query_fleet(fleet) {
            Ok(bikes) => search.succeeded(fleet.to_string(), bikes),
            Err(error) => search.failed_because(fleet.to_string(), error, "timed out"),
        }
    }
    println!("{}", search.summary());
    println!();
    println!("MCP result:");
    println!(
        "{}",
        serde_json::to_string_pretty(&search.to_reply().to_mcp())?
    );
    Ok(())
}
