//! A bike-rental MCP server over stdio whose failures are toolerror payloads.
//!
//! Run it with `cargo run -p toolerror-examples --example mcp_server`: it
//! takes no arguments, speaks MCP (JSON-RPC) on stdin/stdout, logs nothing
//! to stdout, and exits cleanly when stdin closes. Point any MCP client at
//! the binary (`target/debug/examples/mcp_server`).
//!
//! The current customer is C-17 (ana@example.com). Every failure below is a
//! tool *result* with `isError: true` whose text block (and, except for
//! `charge_deposit`, `structuredContent`) holds the payload
//! `{"errorCategory", "isRetryable", "description", "code", …}`.
//!
//! # Tools, and which arguments lead to which outcome
//!
//! `get_booking {booking_id}`: a `Booking`, with an `outputSchema` admitting
//! both the booking and the error payload
//! ([`toolerror::rmcp::output_schema_with_error`]), so strict clients that
//! validate error results against the schema still see the error.
//!
//! | `booking_id` | outcome |
//! |---|---|
//! | `"B-2041"`, `"B-2042"` | success: the booking (`id`, `customer`, `bike`, `status`) |
//! | not `B-` + 4 digits, e.g. `"2041"` | validation `bad_booking_id` (says the format is B-2041) |
//! | `"B-3001"` (another customer's) | permission `not_your_booking` (reveals nothing about it) |
//! | any other well-formed id, e.g. `"B-9999"` | validation `unknown_booking` |
//!
//! `find_bookings {email}`: the customer's bookings, as the three outcomes
//! that must never be confused ([`toolerror::Outcome`]).
//!
//! | `email` | outcome |
//! |---|---|
//! | `"ana@example.com"` | success: `resultCount: 2`, `results: [booking, booking]` |
//! | any other address, e.g. `"bo@example.com"` | valid empty result: `isError: false`, `resultCount: 0`, a description saying the query ran and matched nothing |
//! | no `@`, e.g. `"ana.example.com"` | validation `bad_email` |
//! | `"timeout@example.com"` | transient `directory_timeout`, `retryAfterMs: 5000` |
//!
//! `refund {booking_id, amount_usd}`: a confirmation text.
//!
//! | arguments | outcome |
//! |---|---|
//! | `B-2041` or `B-2042`, `0 < amount_usd <= 100` | success text |
//! | `B-2041` or `B-2042`, `amount_usd > 100` | business `refund_over_limit` (escalate to a human agent) |
//! | `amount_usd <= 0` (or not finite) | validation `bad_amount` |
//! | `"B-3001"`, malformed or unknown ids | as in `get_booking` (`not_your_booking`, `bad_booking_id`, `unknown_booking`) |
//!
//! `charge_deposit {booking_id}`: a `Receipt`. rmcp derives this tool's
//! `outputSchema` from `Receipt` alone, so its errors are text-only
//! ([`toolerror::rmcp::TextOnly`]): no `structuredContent`, the payload in the
//! text block.
//!
//! | `booking_id` | outcome |
//! |---|---|
//! | `"B-2041"` | success: the receipt |
//! | `"B-2042"` | transient `payment_timeout`, `retryAfterMs: 30000` |
//! | `"B-3001"`, malformed or unknown ids | as in `get_booking`, text-only |
//!
//! `search_bikes {area}`: bikes from five fleet databases, as *partial
//! results* ([`toolerror::partial::PartialResults`]) when some fail.
//!
//! | `area` | outcome |
//! |---|---|
//! | `"downtown"` | partial: `isError: false`, 3 bikes, "Searched 3 of 5 sources; 4 and 5 timed out.", and `coverage` naming each failed source with its category |
//! | `"harbor"` | complete: 2 bikes, "Searched 5 of 5 sources." |
//! | `"outage"` | every source failed: `isError: true`, transient `all_sources_failed`, `retryAfterMs: 15000`, with the coverage in `details` |
//! | any other area | complete and empty: `resultCount: 0`, "Searched 5 of 5 sources, which found nothing." |
//!
//! # Protocol errors and invalid arguments
//!
//! - An unknown tool name is a JSON-RPC error (rmcp's own -32602 "tool not
//!   found"): the request can't be routed.
//! - Arguments of the wrong type or shape (`{"booking_id": 2041}`, a missing
//!   field) are a tool result: validation `invalid_arguments`, structured
//!   where the tool's `outputSchema` admits the payload and text-only where
//!   it doesn't. rmcp already answers them with `isError: true`; the router
//!   `toolerror::rmcp::categorized` gives that answer a category, names the
//!   argument in its own words and logs serde's message.
//! - An argument the tool's `inputSchema` doesn't list (`"reason": "late"`
//!   beside `refund`'s two) is refused before the tool runs, as validation
//!   `invalid_arguments` naming it: serde alone would ignore it, and the
//!   model would believe the refund carries a reason.
//!   `--refund-accepts-unlisted-arguments` opts `refund` out.

use std::process::ExitCode;

use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::{Implementation, ServerCapabilities, ServerConfig};
use rmcp::service::ServerInitializeError;
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use toolerror::Outcome;
use toolerror::partial::PartialResults;
use toolerror::rmcp::{Categorized, TextOnly};

// ---------------------------------------------------------------------------
// The domain: bookings and receipts
// ---------------------------------------------------------------------------

/// The customer this server acts for.
const CURRENT_CUSTOMER: &str = "C-17";
const CURRENT_EMAIL: &str = "ana@example.com";
/// Refunds up to this many dollars go through without a human.
const AUTOMATIC_REFUND_LIMIT_USD: u32 = 100;
/// The deposit `charge_deposit` takes.
const DEPOSIT_USD: u32 = 50;

/// A bike booking.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Booking {
    /// The booking id, like B-2041.
    pub id: String,
    /// The customer id, like C-17.
    pub customer: String,
    /// The bike booked.
    pub bike: String,
    /// Where the booking stands.
    pub status: BookingStatus,
}

/// Where a booking stands.
#[derive(Debug, Clone, Copy, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BookingStatus {
    /// Booked, bike not yet picked up.
    Confirmed,
    /// The bike is out with the customer.
    Active,
}

/// A deposit receipt.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Receipt {
    /// The receipt id.
    pub receipt_id: String,
    /// The booking the deposit is for.
    pub booking_id: String,
    /// The amount charged, in US dollars.
    pub amount_usd: u32,
}

/// The bookings of the current customer, as the booking store holds them.
fn own_bookings() -> Vec<Booking> {
    vec![
        Booking {
            id: "B-2041".into(),
            customer: CURRENT_CUSTOMER.into(),
            bike: "Trek FX 3 hybrid, size M".into(),
            status: BookingStatus::Confirmed,
        },
        Booking {
            id: "B-2042".into(),
            customer: CURRENT_CUSTOMER.into(),
            bike: "Brompton C Line folding bike".into(),
            status: BookingStatus::Active,
        },
    ]
}

/// Booking ids are `B-` and four digits.
fn is_booking_id(id: &str) -> bool {
    id.strip_prefix("B-")
        .is_some_and(|digits| digits.len() == 4 && digits.bytes().all(|b| b.is_ascii_digit()))
}

// ---------------------------------------------------------------------------
// The errors: each variant says what happened and the agent's next move
// ---------------------------------------------------------------------------

/// Looking up one booking.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("malformed booking id {got:?}")]
    #[category(validation)]
    #[tool_error(
        code = "bad_booking_id",
        description = "\"{got}\" is not a booking id: booking ids are B- followed by four digits, like B-2041. Fix booking_id and call again."
    )]
    BadBookingId { got: String },

    // Display (for logs) names the booking and who asked; the description
    // (for the agent) shows neither: permission descriptions reveal no data.
    #[error(
        "customer {customer} asked for booking {booking_id}, which belongs to another customer"
    )]
    #[category(permission)]
    #[tool_error(
        description = "The current customer is not allowed to see or change this booking, and no details about it can be shared. Don't retry: ask the customer to check the booking id, or hand off to a human agent."
    )]
    NotYourBooking {
        booking_id: String,
        customer: String,
    },

    #[error("no booking {id}")]
    #[category(validation)]
    #[tool_error(
        description = "There is no booking {id} for the current customer. Check the booking id (find_bookings lists the customer's bookings by email), then call again with a corrected booking_id."
    )]
    UnknownBooking { id: String },
}

/// Searching bookings by email.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum FindError {
    #[error("not an email address: {got:?}")]
    #[category(validation)]
    #[tool_error(
        description = "\"{got}\" is not an email address: the email argument must look like ana@example.com. Fix email and call again."
    )]
    BadEmail { got: String },

    #[error("customer directory timed out")]
    #[category(transient, retry_after = "5s")]
    #[tool_error(
        description = "The customer directory did not answer in time, so the search did not run: this says nothing about whether bookings exist. Retry the same call in 5 seconds."
    )]
    DirectoryTimeout,
}

/// Refunding part of a booking.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RefundError {
    #[error(transparent)]
    #[tool_error(transparent)]
    Booking(#[from] BookingError),

    #[error("refund amount {amount_usd} is not positive")]
    #[category(validation)]
    #[tool_error(
        description = "amount_usd must be a positive number of US dollars, like 40 or 19.99; got {amount_usd}. Fix amount_usd and call again."
    )]
    BadAmount { amount_usd: f64 },

    #[error("refund of ${amount_usd} on {booking_id} is over the ${limit_usd} automatic limit")]
    #[category(business)]
    #[tool_error(
        description = "A refund of ${amount_usd} on {booking_id} exceeds the ${limit_usd} automatic refund ceiling. The same policy applies on every attempt, so don't retry: escalate to a human agent with the booking id and the amount."
    )]
    RefundOverLimit {
        booking_id: String,
        #[tool_error(detail)]
        amount_usd: f64,
        #[tool_error(detail)]
        limit_usd: u32,
    },
}

/// Charging a deposit.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum PaymentError {
    #[error(transparent)]
    #[tool_error(transparent)]
    Booking(#[from] BookingError),

    #[error("payment gateway timed out charging the deposit for {booking_id}")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(
        description = "The payment service timed out before confirming the deposit for {booking_id}. Deposit charges are idempotent per booking, so a retry can't charge twice: retry the same call in 30 seconds."
    )]
    PaymentTimeout { booking_id: String },
}

/// The number of fleet databases `search_bikes` asks.
const FLEETS: u8 = 5;

/// What can go wrong with one fleet database.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum FleetError {
    /// The database didn't answer in time.
    #[error("fleet database {fleet} timed out")]
    #[category(transient, retry_after = "15s")]
    #[tool_error(
        description = "Fleet database {fleet} did not answer in time, so its bikes were not checked. Retry in 15 seconds."
    )]
    Timeout { fleet: u8 },
}

/// A bike available for rent.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct Bike {
    /// The bike's id, like F1-07.
    pub id: String,
    /// The fleet database it came from (1 to 5).
    pub fleet: u8,
    /// The station it stands at.
    pub station: String,
}

/// One fleet database's answer for `area`: in "downtown" fleets 4 and 5
/// time out; in "outage" all five do; in "harbor" fleets 1 and 2 have a
/// bike each; elsewhere no fleet has bikes.
fn query_fleet(fleet: u8, area: &str) -> Result<Vec<Bike>, FleetError> {
    let bike = || Bike {
        id: format!("F{fleet}-07"),
        fleet,
        station: format!("{area} station {fleet}"),
    };
    match (area, fleet) {
        ("outage", _) | ("downtown", 4 | 5) => Err(FleetError::Timeout { fleet }),
        ("downtown", _) | ("harbor", 1 | 2) => Ok(vec![bike()]),
        _ => Ok(Vec::new()),
    }
}

/// The current customer's booking `id`, checking format and ownership.
fn lookup(id: &str) -> Result<Booking, BookingError> {
    if !is_booking_id(id) {
        return Err(BookingError::BadBookingId { got: shown(id) });
    }
    if id == "B-3001" {
        return Err(BookingError::NotYourBooking {
            booking_id: id.into(),
            customer: CURRENT_CUSTOMER.into(),
        });
    }
    own_bookings()
        .into_iter()
        .find(|booking| booking.id == id)
        .ok_or_else(|| BookingError::UnknownBooking { id: id.into() })
}

/// A value of the call as a description repeats it: at most 40 characters,
/// so a long argument can't push the next step out of the (bounded)
/// description.
fn shown(value: &str) -> String {
    match value.char_indices().nth(40) {
        Some((cut, _)) => format!("{}…", &value[..cut]),
        None => value.to_owned(),
    }
}

/// The customer directory: bookings under an email address.
fn directory_search(email: &str) -> Result<Vec<Booking>, FindError> {
    match email {
        "timeout@example.com" => Err(FindError::DirectoryTimeout),
        CURRENT_EMAIL => Ok(own_bookings()),
        _ => Ok(Vec::new()),
    }
}

// ---------------------------------------------------------------------------
// The MCP server
// ---------------------------------------------------------------------------

/// `get_booking` and `charge_deposit` arguments.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct BookingArgs {
    /// The booking id: B- followed by four digits, like B-2041.
    pub booking_id: String,
}

/// `find_bookings` arguments.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct FindArgs {
    /// The email address the bookings were made with, like ana@example.com.
    pub email: String,
}

/// `refund` arguments.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct RefundArgs {
    /// The booking id: B- followed by four digits, like B-2041.
    pub booking_id: String,
    /// The amount to refund, in US dollars.
    pub amount_usd: f64,
}

/// `search_bikes` arguments.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct SearchArgs {
    /// The area to search, like "downtown" or "harbor".
    pub area: String,
}

/// The bike-rental tools, acting for customer C-17, behind the categorized
/// router (built once, here).
#[derive(Debug, Clone)]
pub struct BikeRental {
    tools: Categorized<BikeRental>,
}

#[tool_router]
impl BikeRental {
    /// The server; `unknown_tools_as_results` answers a call naming no
    /// tool as a validation result listing the tools, instead of a
    /// JSON-RPC error.
    pub fn new(unknown_tools_as_results: bool) -> Self {
        let tools = toolerror::rmcp::categorized(Self::tool_router());
        let tools = if unknown_tools_as_results {
            tools.unknown_tools_as_results()
        } else {
            tools
        };
        BikeRental { tools }
    }

    /// Get one of the current customer's bookings by id (like B-2041).
    #[tool(output_schema = toolerror::rmcp::output_schema_with_error::<Booking>())]
    async fn get_booking(
        &self,
        Parameters(BookingArgs { booking_id }): Parameters<BookingArgs>,
    ) -> Result<Json<Booking>, BookingError> {
        Ok(Json(lookup(&booking_id)?))
    }

    /// Find the bookings made with an email address. No bookings is a valid
    /// answer (resultCount 0), not an error.
    #[tool]
    async fn find_bookings(
        &self,
        Parameters(FindArgs { email }): Parameters<FindArgs>,
    ) -> Outcome<Booking, FindError> {
        // One way to fail: a bad argument is a failed outcome, as is a
        // search that couldn't run.
        if !email.contains('@') {
            return Outcome::Failed(FindError::BadEmail { got: shown(&email) });
        }
        Outcome::from_query(
            directory_search(&email),
            format!("bookings made with {email}"),
        )
    }

    /// Refund part of a booking to the customer, up to $100 without a human
    /// agent.
    #[tool]
    async fn refund(
        &self,
        Parameters(RefundArgs {
            booking_id,
            amount_usd,
        }): Parameters<RefundArgs>,
    ) -> Result<String, RefundError> {
        let booking = lookup(&booking_id)?;
        if !(amount_usd.is_finite() && amount_usd > 0.0) {
            return Err(RefundError::BadAmount { amount_usd });
        }
        if amount_usd > f64::from(AUTOMATIC_REFUND_LIMIT_USD) {
            return Err(RefundError::RefundOverLimit {
                booking_id,
                amount_usd,
                limit_usd: AUTOMATIC_REFUND_LIMIT_USD,
            });
        }
        Ok(format!(
            "Refunded ${amount_usd} on booking {} to the customer's original payment method; \
             it shows up in 3 to 5 business days.",
            booking.id
        ))
    }

    /// Charge the $50 deposit for a booking; returns the receipt.
    #[tool]
    async fn charge_deposit(
        &self,
        Parameters(BookingArgs { booking_id }): Parameters<BookingArgs>,
    ) -> Result<Json<Receipt>, TextOnly<PaymentError>> {
        let booking = lookup(&booking_id).map_err(PaymentError::from)?;
        if booking.id == "B-2042" {
            return Err(PaymentError::PaymentTimeout {
                booking_id: booking.id,
            }
            .into());
        }
        Ok(Json(Receipt {
            receipt_id: format!("R-{}", &booking.id[2..]),
            booking_id: booking.id,
            amount_usd: DEPOSIT_USD,
        }))
    }

    /// Search the five fleet databases for bikes available in an area. When
    /// some databases fail, the answer says which, and that it is partial.
    #[tool]
    async fn search_bikes(
        &self,
        Parameters(SearchArgs { area }): Parameters<SearchArgs>,
    ) -> PartialResults<Bike, FleetError> {
        let mut search = PartialResults::new();
        for fleet in 1..=FLEETS {
            match query_fleet(fleet, &area) {
                Ok(bikes) => search.succeeded(fleet.to_string(), bikes),
                Err(error) => search.failed_because(fleet.to_string(), error, "timed out"),
            }
        }
        search
    }
}

// Arguments that don't fit a tool's parameters answer with a validation
// result naming the argument: no hand-written `call_tool`.
#[tool_handler(router = self.tools)]
impl ServerHandler for BikeRental {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new(
                "toolerror-bike-rental",
                env!("CARGO_PKG_VERSION"),
            ))
            .with_instructions(format!(
                "Bike-rental support tools acting for customer {CURRENT_CUSTOMER} \
                 ({CURRENT_EMAIL}). A failed call returns isError: true with errorCategory, \
                 isRetryable and a description naming the next move."
            ))
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    // stdout carries the protocol; anything else goes to stderr.
    let unknown_tools_as_results =
        std::env::args().any(|argument| argument == "--unknown-tools-as-results");
    let mut server = BikeRental::new(unknown_tools_as_results);
    // For the tests of the opt-out: `refund` then takes arguments its
    // schema doesn't list, as serde would, ignoring them.
    if std::env::args().any(|argument| argument == "--refund-accepts-unlisted-arguments") {
        server.tools = server.tools.accept_unlisted_arguments("refund");
    }
    let service = match server.serve(rmcp::transport::stdio()).await {
        Ok(service) => service,
        // stdin closed before the handshake finished: nothing to serve.
        Err(ServerInitializeError::ConnectionClosed(_)) => return ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("mcp_server: {error}");
            return ExitCode::FAILURE;
        }
    };
    // Serves until stdin closes (or the client cancels).
    match service.waiting().await {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("mcp_server: {error}");
            ExitCode::FAILURE
        }
    }
}
