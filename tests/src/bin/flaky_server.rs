//! A deliberately flaky MCP server over stdio, built with rmcp and
//! toolerror, for the client recovery tests (`tests/client_recovery.rs`).
//! Each tool counts its calls; `stats` answers the counts.
//!
//! | tool | annotations | answers |
//! |---|---|---|
//! | `busy_then_ok` | | transient `busy` (`retryAfterMs` 2000) twice, then success |
//! | `rate_limited` | | transient `rate_limited` (`retryAfterMs` 7000) once, then success |
//! | `always_down` | | transient `upstream_down` (no delay) on every call |
//! | `charge` | destructive | transient `charge_timeout`, outcome unknown, on every call |
//! | `set_status` | idempotent | transient `status_timeout`, outcome unknown, once, then success |
//! | `refund` | | business `refund_over_limit` on every call |
//! | `read_account` | read-only | permission `not_your_account` on every call |
//! | `lookup` | read-only | validation `bad_booking_id` on every call |
//! | `find` | read-only | a valid empty result |
//! | `search` | read-only | a partial result (2 of 3 sources) |
//! | `slow_charge` | destructive | the first call hangs until cancelled; then success |
//! | `slow_read` | read-only | the first call hangs until cancelled; then success |
//! | `stats` | read-only | `{"calls": {tool: count}, "cancelled": count}` |

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rmcp::model::{Implementation, ServerCapabilities, ServerConfig};
use rmcp::service::{RequestContext, RoleServer};
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use toolerror::partial::PartialResults;
use toolerror::{Outcome, ToolError};

/// What the flaky tools fail with.
#[derive(Debug, thiserror::Error, ToolError)]
enum Flaky {
    #[error("busy")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "The service is busy. Retry the same call in 2 seconds.")]
    Busy,
    #[error("rate limited")]
    #[category(transient, retry_after = "7s")]
    #[tool_error(description = "Too many requests. Retry the same call in 7 seconds.")]
    RateLimited,
    #[error("upstream down")]
    #[category(transient)]
    #[tool_error(description = "The upstream service is down. Retry the same call later.")]
    UpstreamDown,
    #[error("charge timed out")]
    #[category(transient, outcome_unknown)]
    #[tool_error(description = "The payment service timed out; the charge may have gone through.")]
    ChargeTimeout,
    #[error("status update timed out")]
    #[category(transient, outcome_unknown)]
    #[tool_error(description = "The status update timed out; it may have been applied.")]
    StatusTimeout,
    #[error("refund over limit")]
    #[category(business)]
    #[tool_error(
        description = "Refund of $140 exceeds the $100 automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent."
    )]
    RefundOverLimit,
    #[error("not your account")]
    #[category(permission)]
    #[tool_error(description = "This account belongs to another customer. Escalate.")]
    NotYourAccount,
    #[error("bad booking id")]
    #[category(validation)]
    #[tool_error(description = "Booking ids look like B-2041: send the id with its B- prefix.")]
    BadBookingId,
    #[error("fleet down")]
    #[category(transient)]
    #[tool_error(description = "The fleet database timed out.")]
    FleetDown,
}

#[derive(Debug, Default)]
struct Counts {
    calls: BTreeMap<String, u32>,
    cancelled: u32,
}

#[derive(Debug, Clone)]
struct FlakyServer {
    counts: Arc<Mutex<Counts>>,
    tool_router: rmcp::handler::server::router::tool::ToolRouter<FlakyServer>,
}

impl FlakyServer {
    /// Counts a call of `tool`; returns which call it is (1 for the first).
    fn count(&self, tool: &str) -> u32 {
        let mut counts = self
            .counts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let count = counts.calls.entry(tool.to_owned()).or_default();
        *count += 1;
        *count
    }

    /// Hangs on the first call until the client cancels it.
    async fn hang_first(&self, tool: &str, context: &RequestContext<RoleServer>) -> String {
        if self.count(tool) == 1 {
            tokio::select! {
                () = context.ct.cancelled() => {
                    self.counts.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).cancelled += 1;
                }
                () = tokio::time::sleep(Duration::from_secs(60)) => {}
            }
            return "late".to_owned();
        }
        "done".to_owned()
    }
}

#[tool_router]
impl FlakyServer {
    fn new() -> Self {
        FlakyServer {
            counts: Arc::default(),
            tool_router: Self::tool_router(),
        }
    }

    /// Busy twice, then answers.
    #[tool]
    async fn busy_then_ok(&self) -> Result<String, Flaky> {
        if self.count("busy_then_ok") <= 2 {
            return Err(Flaky::Busy);
        }
        Ok("ok".to_owned())
    }

    /// Rate limited once, then answers.
    #[tool]
    async fn rate_limited(&self) -> Result<String, Flaky> {
        if self.count("rate_limited") == 1 {
            return Err(Flaky::RateLimited);
        }
        Ok("ok".to_owned())
    }

    /// Down on every call.
    #[tool]
    async fn always_down(&self) -> Result<String, Flaky> {
        self.count("always_down");
        Err(Flaky::UpstreamDown)
    }

    /// Charges a card; times out on every call, maybe after charging.
    #[tool(annotations(destructive_hint = true, idempotent_hint = false))]
    async fn charge(&self) -> Result<String, Flaky> {
        self.count("charge");
        Err(Flaky::ChargeTimeout)
    }

    /// Sets a booking's status; times out once.
    #[tool(annotations(idempotent_hint = true, destructive_hint = false))]
    async fn set_status(&self) -> Result<String, Flaky> {
        if self.count("set_status") == 1 {
            return Err(Flaky::StatusTimeout);
        }
        Ok("status set".to_owned())
    }

    /// Refuses every refund.
    #[tool]
    async fn refund(&self) -> Result<String, Flaky> {
        self.count("refund");
        Err(Flaky::RefundOverLimit)
    }

    /// Refuses every account.
    #[tool(annotations(read_only_hint = true))]
    async fn read_account(&self) -> Result<String, Flaky> {
        self.count("read_account");
        Err(Flaky::NotYourAccount)
    }

    /// Rejects every booking id.
    #[tool(annotations(read_only_hint = true))]
    async fn lookup(&self) -> Result<String, Flaky> {
        self.count("lookup");
        Err(Flaky::BadBookingId)
    }

    /// Finds nothing.
    #[tool(annotations(read_only_hint = true))]
    async fn find(&self) -> Outcome<String, Flaky> {
        self.count("find");
        Outcome::from_query(Ok(Vec::new()), "bookings for bo@example.com")
    }

    /// Searches three sources; the third is down.
    #[tool(annotations(read_only_hint = true))]
    async fn search(&self) -> PartialResults<String, Flaky> {
        self.count("search");
        let mut search = PartialResults::new();
        search.succeeded("1", vec!["bike-1".to_owned()]);
        search.succeeded("2", vec!["bike-2".to_owned()]);
        search.failed_because("3", Flaky::FleetDown, "timed out");
        search
    }

    /// Charges a card; the first call hangs.
    #[tool(annotations(destructive_hint = true, idempotent_hint = false))]
    async fn slow_charge(&self, context: RequestContext<RoleServer>) -> String {
        self.hang_first("slow_charge", &context).await
    }

    /// Reads a balance; the first call hangs.
    #[tool(annotations(read_only_hint = true))]
    async fn slow_read(&self, context: RequestContext<RoleServer>) -> String {
        self.hang_first("slow_read", &context).await
    }

    /// The calls each tool received, and the calls cancelled.
    #[tool(annotations(read_only_hint = true))]
    async fn stats(&self) -> String {
        let counts = self
            .counts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        serde_json::json!({"calls": counts.calls, "cancelled": counts.cancelled}).to_string()
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for FlakyServer {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("flaky", "0.0.0"))
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let Ok(service) = FlakyServer::new().serve(rmcp::transport::stdio()).await else {
        return;
    };
    let _ = service.waiting().await;
}
