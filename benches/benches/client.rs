//! The client recovery layer's cost per call: `RecoveringClient::call_tool`
//! next to a bare rmcp `Peer::call_tool`, both against the same rmcp server
//! in process (an in-memory pipe, a current-thread runtime), for a
//! successful result and for a business failure (read, escalated). The
//! difference is the layer: serializing the result for the reader,
//! reading it, the budget and breaker bookkeeping. See BENCHMARKS.md.
//!
//! ```sh
//! cargo bench -p toolerror-benches --bench client
//! ```

use divan::Bencher;
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::model::{CallToolRequestParams, CallToolResult, ContentBlock};
use rmcp::service::RunningService;
use rmcp::{RoleClient, ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use toolerror::agent::client::{RecoveringClient, RecoveryPolicy};
use toolerror::{ErrorPayload, ToReply};

fn main() {
    divan::main();
}

#[derive(Clone)]
struct Bookings {
    tool_router: ToolRouter<Self>,
}

#[tool_router]
impl Bookings {
    #[tool(description = "A booking.")]
    async fn get_booking(&self) -> CallToolResult {
        CallToolResult::success(vec![ContentBlock::text(
            r#"{"id":"B-2041","customer":"C-17","bike":"city","status":"confirmed"}"#,
        )])
    }

    #[tool(description = "A refund over the limit.")]
    async fn refund(&self) -> CallToolResult {
        let refused = ErrorPayload::business(
            "refund_over_limit",
            "Refund of $140 exceeds the $100 automatic ceiling. Escalate to a human agent.",
        );
        serde_json::from_str(&refused.to_reply().to_mcp_json()).expect("an MCP result")
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Bookings {}

fn setup() -> (tokio::runtime::Runtime, RunningService<RoleClient, ()>) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let service = runtime.block_on(async {
        let (server_end, client_end) = tokio::io::duplex(1 << 16);
        tokio::spawn(async move {
            let server = Bookings {
                tool_router: Bookings::tool_router(),
            };
            if let Ok(running) = server.serve(server_end).await {
                let _ = running.waiting().await;
            }
        });
        ().serve(client_end).await.expect("initialize")
    });
    (runtime, service)
}

#[divan::bench(args = ["get_booking", "refund"])]
fn bare_rmcp(bencher: Bencher, tool: &'static str) {
    let (runtime, service) = setup();
    bencher.bench_local(|| {
        runtime
            .block_on(service.peer().call_tool(CallToolRequestParams::new(tool)))
            .expect("a result")
    });
}

#[divan::bench(args = ["get_booking", "refund"])]
fn recovering(bencher: Bencher, tool: &'static str) {
    let (runtime, service) = setup();
    // A session budget no run of the bench reaches.
    let policy = RecoveryPolicy::default()
        .session_attempts(u32::MAX)
        .session_time(std::time::Duration::MAX);
    let client = RecoveringClient::new(service.peer().clone()).with_policy(policy);
    bencher.bench_local(|| {
        let outcome = runtime.block_on(client.call_tool(CallToolRequestParams::new(tool)));
        assert_eq!(outcome.is_ok(), tool == "get_booking");
        outcome
    });
}
