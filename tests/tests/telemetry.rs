//! Tool calls in traces and metrics, checked through the real OpenTelemetry
//! SDK's in-memory exporters: an rmcp server and client in one process
//! (over a pipe), each call's span and measurements read back as the SDK
//! exports them.

mod support;

use std::collections::BTreeMap;

use opentelemetry::trace::{SpanKind, Status, TraceContextExt, Tracer, TracerProvider as _};
use opentelemetry::{KeyValue, Value as OtelValue};
use opentelemetry_sdk::metrics::data::{AggregatedMetrics, MetricData};
use opentelemetry_sdk::metrics::{InMemoryMetricExporter, PeriodicReader, SdkMeterProvider};
use opentelemetry_sdk::trace::{InMemorySpanExporter, SdkTracerProvider, SpanData};
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{CallToolRequestParams, CallToolResult, JsonObject, RequestMetaObject};
use rmcp::schemars;
use rmcp::{RoleClient, ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use serde_json::{Value, json};
use toolerror::partial::PartialResults;
use toolerror::rmcp::Categorized;
use toolerror::telemetry::{Telemetry, ToolCall};
use toolerror::{Outcome, ToReply, ToolError};

/// What the errors' `Display` says and no attribute may: hosts, tenants,
/// accounts.
const PRIVATE: [&str; 4] = ["inv.internal", "acme-secret", "account 42", "balance -3"];

#[derive(Debug, thiserror::Error, ToolError)]
enum ShopError {
    #[error("inventory service timed out after 30s at http://inv.internal:8080")]
    #[category(transient, retry_after = "2s", outcome_unknown)]
    #[tool_error(description = "The inventory service timed out. Retry in 2 seconds.")]
    InventoryTimeout,
    #[error("sku {0} is malformed")]
    #[category(validation)]
    #[tool_error(description = "SKUs look like AB-1234. Fix the SKU, then retry.")]
    MalformedSku(String),
    #[error("refund over limit for account 42")]
    #[category(business)]
    #[tool_error(description = "Refunds over $100 need a person. Escalate to a human agent.")]
    RefundOverLimit,
    #[error("user 7 lacks role admin on tenant acme-secret")]
    #[category(permission)]
    #[tool_error(description = "You may not view orders of another store.")]
    OrderDenied,
    #[error("ledger invariant broken: balance -3 on account 42")]
    #[category(transient, outcome_unknown)]
    #[tool_error(unexpected)]
    LedgerInvariant,
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
struct FailArgs {
    /// Which failure: transient, validation, business, permission,
    /// unexpected.
    kind: String,
}

#[derive(serde::Deserialize, schemars::JsonSchema)]
struct LookupArgs {
    id: u32,
}

#[derive(Clone)]
struct Shop {
    tools: Categorized<Shop>,
}

#[tool_router]
impl Shop {
    fn new(telemetry: Telemetry) -> Self {
        Shop {
            tools: toolerror::rmcp::categorized(Self::tool_router()).with_telemetry(telemetry),
        }
    }

    #[tool(description = "Fails as asked.")]
    async fn fail(&self, Parameters(args): Parameters<FailArgs>) -> Result<String, ShopError> {
        Err(match args.kind.as_str() {
            "transient" => ShopError::InventoryTimeout,
            "validation" => ShopError::MalformedSku("x".into()),
            "business" => ShopError::RefundOverLimit,
            "permission" => ShopError::OrderDenied,
            _ => ShopError::LedgerInvariant,
        })
    }

    #[tool(description = "Finds nothing, successfully.")]
    async fn search(&self) -> Outcome<String, ShopError> {
        Outcome::from_query(Ok(Vec::new()), "orders of store 9")
    }

    #[tool(description = "Asks three stores; one times out.")]
    async fn stock(&self) -> PartialResults<String, ShopError> {
        let mut results = PartialResults::new();
        results.succeeded("north", vec!["AB-1234".to_owned()]);
        results.succeeded("south", vec![]);
        results.failed("east", ShopError::InventoryTimeout);
        results.failed("west", ShopError::LedgerInvariant);
        results
    }

    #[tool(description = "Counts the stock of a SKU, in a span of its own.")]
    async fn count(&self) -> String {
        count_in_warehouse().await
    }

    #[tool(description = "Looks an order up.")]
    async fn lookup(&self, Parameters(args): Parameters<LookupArgs>) -> String {
        args.id.to_string()
    }
}

/// A handler's own work, traced through `tracing`.
#[tracing::instrument]
async fn count_in_warehouse() -> String {
    "12".to_owned()
}

#[tool_handler(router = self.tools)]
impl ServerHandler for Shop {}

/// The SDK's providers, exporting to memory.
struct Sdk {
    spans: InMemorySpanExporter,
    tracer_provider: SdkTracerProvider,
    metrics: InMemoryMetricExporter,
    meter_provider: SdkMeterProvider,
}

impl Sdk {
    fn new() -> Self {
        let spans = InMemorySpanExporter::default();
        let tracer_provider = SdkTracerProvider::builder()
            .with_simple_exporter(spans.clone())
            .build();
        let metrics = InMemoryMetricExporter::default();
        let meter_provider = SdkMeterProvider::builder()
            .with_reader(PeriodicReader::builder(metrics.clone()).build())
            .build();
        Sdk {
            spans,
            tracer_provider,
            metrics,
            meter_provider,
        }
    }

    fn telemetry(&self) -> Telemetry {
        Telemetry::new(&self.tracer_provider, &self.meter_provider)
    }

    fn finished_spans(&self) -> Vec<SpanData> {
        self.tracer_provider.force_flush().unwrap();
        self.spans.get_finished_spans().unwrap()
    }

    /// Every data point of the metric `name`: its attributes, and the
    /// histogram's count or the sum's value.
    fn points(&self, name: &str) -> Vec<(BTreeMap<String, String>, f64)> {
        self.meter_provider.force_flush().unwrap();
        let exported = self.metrics.get_finished_metrics().unwrap();
        let Some(latest) = exported.last() else {
            return Vec::new();
        };
        let mut points = Vec::new();
        for scope in latest.scope_metrics() {
            for metric in scope.metrics().filter(|metric| metric.name() == name) {
                match metric.data() {
                    AggregatedMetrics::F64(MetricData::Histogram(histogram)) => {
                        for point in histogram.data_points() {
                            points.push((attributes(point.attributes()), point.count() as f64));
                        }
                    }
                    AggregatedMetrics::U64(MetricData::Sum(sum)) => {
                        for point in sum.data_points() {
                            points.push((attributes(point.attributes()), point.value() as f64));
                        }
                    }
                    other => panic!("{name}: unexpected data {other:?}"),
                }
            }
        }
        points
    }

    /// The unit and, for a histogram, the bucket boundaries of `name`.
    fn shape(&self, name: &str) -> (String, Vec<f64>) {
        self.meter_provider.force_flush().unwrap();
        let exported = self.metrics.get_finished_metrics().unwrap();
        for scope in exported.last().expect("metrics exported").scope_metrics() {
            if let Some(metric) = scope.metrics().find(|metric| metric.name() == name) {
                let bounds = match metric.data() {
                    AggregatedMetrics::F64(MetricData::Histogram(histogram)) => histogram
                        .data_points()
                        .next()
                        .map(|point| point.bounds().collect())
                        .unwrap_or_default(),
                    _ => Vec::new(),
                };
                return (metric.unit().to_owned(), bounds);
            }
        }
        panic!("no metric {name}");
    }
}

fn attributes<'a>(attributes: impl Iterator<Item = &'a KeyValue>) -> BTreeMap<String, String> {
    attributes
        .map(|kv| (kv.key.to_string(), kv.value.to_string()))
        .collect()
}

/// One span's attributes, by name.
fn span_attributes(span: &SpanData) -> BTreeMap<String, OtelValue> {
    span.attributes
        .iter()
        .map(|kv| (kv.key.to_string(), kv.value.clone()))
        .collect()
}

type Client = rmcp::service::RunningService<RoleClient, ()>;

/// A client connected to the shop over an in-process pipe.
async fn connect(telemetry: Telemetry) -> Client {
    let (server_side, client_side) = tokio::io::duplex(1 << 16);
    tokio::spawn(async move {
        let server = Shop::new(telemetry).serve(server_side).await.unwrap();
        let _ = server.waiting().await;
    });
    ().serve(client_side).await.expect("MCP initialize")
}

fn object(value: Value) -> JsonObject {
    match value {
        Value::Object(object) => object,
        other => panic!("not an object: {other}"),
    }
}

async fn call(client: &Client, tool: &'static str, arguments: Value) -> CallToolResult {
    client
        .call_tool(CallToolRequestParams::new(tool).with_arguments(object(arguments)))
        .await
        .expect("a tool result")
}

/// The one span named `name`.
fn only_span(spans: &[SpanData], name: &str) -> SpanData {
    let matching: Vec<&SpanData> = spans.iter().filter(|span| span.name == name).collect();
    assert_eq!(matching.len(), 1, "spans named {name}: {spans:#?}");
    matching[0].clone()
}

fn string(value: &str) -> OtelValue {
    OtelValue::from(value.to_owned())
}

/// A correlation id made in `span`'s trace: the trace's id, then 16 hex
/// digits of the failure's own.
fn assert_traced_id(id: &str, span: &SpanData) {
    let trace = span.span_context.trace_id().to_string();
    let own = id
        .strip_prefix(&format!("{trace}-"))
        .unwrap_or_else(|| panic!("{id} is not of trace {trace}"));
    assert!(
        own.len() == 16 && own.bytes().all(|byte| byte.is_ascii_hexdigit()),
        "{id}"
    );
}

/// What every tool call's span carries, by the conventions.
fn assert_conventions(span: &SpanData, tool: &str) {
    let attributes = span_attributes(span);
    assert_eq!(span.span_kind, SpanKind::Server);
    assert_eq!(attributes["mcp.method.name"], string("tools/call"));
    assert_eq!(attributes["gen_ai.tool.name"], string(tool));
    assert_eq!(attributes["gen_ai.operation.name"], string("execute_tool"));
    let OtelValue::String(id) = &attributes["jsonrpc.request.id"] else {
        panic!("request id not a string: {attributes:?}");
    };
    assert!(id.as_str().parse::<u64>().is_ok(), "{id}");
    assert!(
        attributes.contains_key("mcp.protocol.version"),
        "{attributes:?}"
    );
}

/// Nothing an error's `Display` says is in any span or data point.
fn assert_nothing_private(sdk: &Sdk) {
    let spans = format!("{:?}", sdk.finished_spans());
    let metrics = format!(
        "{:?}{:?}",
        sdk.points("mcp.server.operation.duration"),
        sdk.points("toolerror.tool.failures")
    );
    for private in PRIVATE {
        assert!(!spans.contains(private), "{private} in spans: {spans}");
        assert!(
            !metrics.contains(private),
            "{private} in metrics: {metrics}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_category_is_an_error_span_with_what_its_payload_says() {
    let cases = [
        (
            "transient",
            "inventory_timeout",
            true,
            "The inventory service timed out. Retry in 2 seconds.",
        ),
        (
            "validation",
            "malformed_sku",
            true,
            "SKUs look like AB-1234. Fix the SKU, then retry.",
        ),
        (
            "business",
            "refund_over_limit",
            false,
            "Refunds over $100 need a person. Escalate to a human agent.",
        ),
        (
            "permission",
            "order_denied",
            false,
            "You may not view orders of another store.",
        ),
    ];
    for (category, code, retryable, description) in cases {
        let sdk = Sdk::new();
        let client = connect(sdk.telemetry()).await;
        let result = call(&client, "fail", json!({"kind": category})).await;
        assert_eq!(result.is_error, Some(true));
        let payload = result.structured_content.clone().unwrap();

        let spans = sdk.finished_spans();
        let span = only_span(&spans, "tools/call fail");
        assert_conventions(&span, "fail");
        let attributes = span_attributes(&span);
        assert_eq!(
            span.status,
            Status::error(payload["description"].as_str().unwrap().to_owned()),
            "{category}"
        );
        assert!(
            payload["description"]
                .as_str()
                .unwrap()
                .starts_with(description)
        );
        assert_eq!(attributes["error.type"], string("tool_error"));
        assert_eq!(attributes["toolerror.outcome"], string("error"));
        assert_eq!(attributes["toolerror.category"], string(category));
        assert_eq!(attributes["toolerror.code"], string(code));
        assert_eq!(
            attributes["toolerror.retryable"],
            OtelValue::Bool(retryable)
        );
        assert_eq!(attributes["toolerror.unexpected"], OtelValue::Bool(false));
        assert_eq!(
            attributes["toolerror.outcome_unknown"],
            OtelValue::Bool(category == "transient")
        );
        assert_eq!(
            attributes.get("toolerror.retry_after_ms"),
            (category == "transient").then_some(&OtelValue::I64(2000))
        );
        // One id: the payload's, the span's attribute, in the trace.
        let id = payload["correlationId"].as_str().unwrap();
        assert_traced_id(id, &span);
        assert_eq!(attributes["toolerror.correlation_id"], string(id));

        let failures = sdk.points("toolerror.tool.failures");
        let expected: BTreeMap<String, String> = [
            ("gen_ai.tool.name", "fail"),
            ("toolerror.category", category),
            ("toolerror.code", code),
            ("toolerror.unexpected", "false"),
        ]
        .into_iter()
        .map(|(key, value)| (key.to_owned(), value.to_owned()))
        .collect();
        assert_eq!(failures, vec![(expected, 1.0)], "{category}");
        let durations = sdk.points("mcp.server.operation.duration");
        assert_eq!(durations.len(), 1, "{durations:?}");
        let (measured, count) = &durations[0];
        assert_eq!(*count, 1.0);
        assert_eq!(measured["error.type"], "tool_error");
        assert_eq!(measured["gen_ai.tool.name"], "fail");
        assert_eq!(measured["mcp.method.name"], "tools/call");
        assert_eq!(measured["gen_ai.operation.name"], "execute_tool");
        assert!(!measured.contains_key("jsonrpc.request.id"), "{measured:?}");
        assert_nothing_private(&sdk);
        client.cancel().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unexpected_failure_is_masked_flagged_and_counted() {
    let sdk = Sdk::new();
    let client = connect(sdk.telemetry()).await;
    let result = call(&client, "fail", json!({"kind": "unexpected"})).await;
    let payload = result.structured_content.unwrap();
    let spans = sdk.finished_spans();
    let span = only_span(&spans, "tools/call fail");
    let attributes = span_attributes(&span);
    let id = payload["correlationId"].as_str().unwrap();
    assert_traced_id(id, &span);
    let description = payload["description"].as_str().unwrap();
    assert!(
        description.starts_with(&format!("An internal error occurred; reference {id}.")),
        "{description}"
    );
    assert_eq!(span.status, Status::error(description.to_owned()));
    assert_eq!(attributes["toolerror.unexpected"], OtelValue::Bool(true));
    assert_eq!(attributes["toolerror.category"], string("transient"));
    assert_eq!(attributes["toolerror.correlation_id"], string(id));
    let failures = sdk.points("toolerror.tool.failures");
    assert_eq!(failures.len(), 1);
    assert_eq!(failures[0].0["toolerror.unexpected"], "true");
    assert_eq!(failures[0].0["toolerror.code"], "ledger_invariant");
    assert_nothing_private(&sdk);
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_empty_result_and_a_partial_one_are_not_errors_and_say_their_coverage() {
    let sdk = Sdk::new();
    let client = connect(sdk.telemetry()).await;
    let empty = call(&client, "search", json!({})).await;
    assert_eq!(empty.is_error, Some(false));
    let partial = call(&client, "stock", json!({})).await;
    assert_eq!(partial.is_error, Some(false));

    let spans = sdk.finished_spans();
    let search = only_span(&spans, "tools/call search");
    assert_conventions(&search, "search");
    assert_eq!(search.status, Status::Unset);
    let attributes = span_attributes(&search);
    assert_eq!(attributes["toolerror.outcome"], string("empty"));
    assert_eq!(attributes["toolerror.result.count"], OtelValue::I64(0));
    assert!(!attributes.contains_key("error.type"), "{attributes:?}");

    let stock = only_span(&spans, "tools/call stock");
    assert_eq!(stock.status, Status::Unset);
    let attributes = span_attributes(&stock);
    assert_eq!(attributes["toolerror.outcome"], string("partial"));
    assert_eq!(attributes["toolerror.result.count"], OtelValue::I64(1));
    assert_eq!(
        attributes["toolerror.coverage.sources_attempted"],
        OtelValue::I64(4)
    );
    assert_eq!(
        attributes["toolerror.coverage.sources_failed"],
        OtelValue::I64(2)
    );
    assert!(!attributes.contains_key("error.type"), "{attributes:?}");
    // A success, but a bug was answered within it.
    assert_eq!(attributes["toolerror.unexpected"], OtelValue::Bool(true));
    // Each failed store's payload names the trace, with an id of its own.
    let coverage = &partial.structured_content.unwrap()["coverage"];
    let ids: Vec<&str> = (0..2)
        .map(|index| {
            coverage["failures"][index]["correlationId"]
                .as_str()
                .unwrap()
        })
        .collect();
    for id in &ids {
        assert_traced_id(id, &stock);
    }
    assert_ne!(ids[0], ids[1]);

    assert_eq!(sdk.points("toolerror.tool.failures"), vec![]);
    let durations = sdk.points("mcp.server.operation.duration");
    assert_eq!(durations.len(), 2, "{durations:?}");
    assert!(
        durations
            .iter()
            .all(|(measured, _)| !measured.contains_key("error.type"))
    );
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_argument_error_is_a_validation_failure_and_an_unknown_tool_a_protocol_error() {
    let sdk = Sdk::new();
    let client = connect(sdk.telemetry()).await;
    let wrong = call(&client, "lookup", json!({"id": "seven"})).await;
    assert_eq!(wrong.is_error, Some(true));
    let code = wrong.structured_content.unwrap()["code"]
        .as_str()
        .unwrap()
        .to_owned();
    let asked = format!("no_such_tool_{}", "x".repeat(200));
    let unknown = client
        .call_tool(CallToolRequestParams::new(asked.clone()))
        .await;
    assert!(unknown.is_err(), "{unknown:?}");

    let spans = sdk.finished_spans();
    let lookup = only_span(&spans, "tools/call lookup");
    let attributes = span_attributes(&lookup);
    assert_eq!(attributes["error.type"], string("tool_error"));
    assert_eq!(attributes["toolerror.category"], string("validation"));
    assert_eq!(attributes["toolerror.code"], string(&code));
    assert!(matches!(lookup.status, Status::Error { .. }));

    // The caller's text names no span, no attribute and no series.
    let unknown = only_span(&spans, "tools/call");
    let attributes = span_attributes(&unknown);
    assert!(
        !attributes.contains_key("gen_ai.tool.name"),
        "{attributes:?}"
    );
    let head: String = asked.chars().take(16).collect();
    assert!(
        !format!("{unknown:?}").contains(&head),
        "the caller's text on the span: {unknown:?}"
    );
    assert_eq!(attributes["error.type"], string("-32602"));
    assert_eq!(attributes["rpc.response.status_code"], string("-32602"));
    assert!(matches!(unknown.status, Status::Error { .. }));
    let durations = sdk.points("mcp.server.operation.duration");
    let protocol: Vec<_> = durations
        .iter()
        .filter(|(measured, _)| measured.get("error.type").map(String::as_str) == Some("-32602"))
        .collect();
    assert_eq!(protocol.len(), 1, "{durations:?}");
    assert!(
        !protocol[0].0.contains_key("gen_ai.tool.name"),
        "{durations:?}"
    );
    let failures = sdk.points("toolerror.tool.failures");
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert_eq!(failures[0].0["gen_ai.tool.name"], "lookup");
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_trace_context_the_client_sends_in_meta_is_the_parent() {
    opentelemetry::global::set_text_map_propagator(
        opentelemetry_sdk::propagation::TraceContextPropagator::new(),
    );
    let sdk = Sdk::new();
    let client = connect(sdk.telemetry()).await;
    let trace_id = "4bf92f3577b34da6a3ce929d0e0e4736";
    let parent_id = "00f067aa0ba902b7";
    let mut meta = RequestMetaObject::new();
    meta.set_traceparent(format!("00-{trace_id}-{parent_id}-01"));
    let mut params =
        CallToolRequestParams::new("fail").with_arguments(object(json!({"kind": "business"})));
    params.meta = Some(meta);
    let result = client.call_tool(params).await.unwrap();
    let spans = sdk.finished_spans();
    let span = only_span(&spans, "tools/call fail");
    assert_eq!(span.span_context.trace_id().to_string(), trace_id);
    assert_eq!(span.parent_span_id.to_string(), parent_id);
    assert!(span.parent_span_is_remote);
    let id = result.structured_content.unwrap()["correlationId"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(id.starts_with(&format!("{trace_id}-")), "{id}");
    client.cancel().await.unwrap();
}

/// A hand-written loop: the span, the id and the log line, without rmcp.
#[test]
fn a_hand_written_loop_records_its_call_and_logs_the_same_id() {
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<u8>>>);
    impl Write for Lines {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let lines = Lines::default();
    let writer = lines.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();

    let sdk = Sdk::new();
    let telemetry = sdk.telemetry();
    let reply_json = tracing::subscriber::with_default(subscriber, || {
        let call = telemetry.start(ToolCall::new("refund").request_id(7));
        let reply = call.in_scope(|| ShopError::RefundOverLimit.answer());
        let json = reply.to_mcp_json();
        call.finish(&reply);
        json
    });
    let payload: Value = serde_json::from_str(&reply_json).unwrap();
    let id = payload["structuredContent"]["correlationId"]
        .as_str()
        .unwrap();
    let spans = sdk.finished_spans();
    let span = only_span(&spans, "tools/call refund");
    assert_traced_id(id, &span);
    let attributes = span_attributes(&span);
    assert_eq!(attributes["jsonrpc.request.id"], string("7"));
    assert_eq!(attributes["toolerror.category"], string("business"));
    assert_eq!(attributes["toolerror.correlation_id"], string(id));
    let log = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
    assert!(log.contains(&format!("correlation_id=\"{id}\"")), "{log}");
    // The log keeps what the span doesn't.
    assert!(log.contains("account 42"), "{log}");
    assert_nothing_private(&sdk);
}

/// A failure written from no error type (a handler's `Err(String)`, an
/// upstream body passed on) may quote internals: its words reach neither
/// the span nor the metrics.
#[test]
fn a_failure_that_names_no_category_keeps_its_words_out_of_telemetry() {
    let sdk = Sdk::new();
    let telemetry = sdk.telemetry();
    let secret = "Duplicate entry 'alice@example.com' for key 'users.email'";
    let call = telemetry.start(ToolCall::new("signup"));
    call.finish_with_result(&serde_json::json!({
        "content": [{"type": "text", "text": format!("{{\"code\": \"ER_DUP_ENTRY\", \"message\": \"{secret}\"}}")}],
        "isError": true,
    }));
    let spans = sdk.finished_spans();
    let span = only_span(&spans, "tools/call signup");
    let Status::Error { description } = &span.status else {
        panic!("an error span: {:?}", span.status);
    };
    assert!(description.contains("without a category"), "{description}");
    let attributes = span_attributes(&span);
    assert_eq!(attributes["toolerror.outcome"], string("error"));
    assert!(!attributes.contains_key("toolerror.code"), "{attributes:?}");
    let failures = sdk.points("toolerror.tool.failures");
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert_eq!(failures[0].0["toolerror.code"], "unknown");
    let recorded = format!(
        "{span:?} {failures:?} {:?}",
        sdk.points("mcp.server.operation.duration")
    );
    for word in ["alice", "ER_DUP_ENTRY", "users.email"] {
        assert!(
            !recorded.contains(word),
            "{word} reached telemetry: {recorded}"
        );
    }
}

/// A server that opens the span itself, through `tracing` and
/// tracing-opentelemetry: the call's attributes go on that span, and the
/// id names it.
#[test]
fn on_the_current_span_the_attributes_go_on_the_servers_own_span() {
    use tracing_subscriber::layer::SubscriberExt;

    let sdk = Sdk::new();
    let tracer = sdk.tracer_provider.tracer("server");
    let subscriber =
        tracing_subscriber::registry().with(tracing_opentelemetry::layer().with_tracer(tracer));
    let telemetry = sdk.telemetry().on_current_span();
    let reply_json = tracing::subscriber::with_default(subscriber, || {
        let span = tracing::info_span!("tools/call refund");
        let _entered = span.enter();
        let call = telemetry.start(ToolCall::new("refund"));
        let reply = call.in_scope(|| ShopError::OrderDenied.answer());
        let json = reply.to_mcp_json();
        call.finish(&reply);
        json
    });
    let payload: Value = serde_json::from_str(&reply_json).unwrap();
    let spans = sdk.finished_spans();
    assert_eq!(spans.len(), 1, "{spans:#?}");
    let span = &spans[0];
    assert_eq!(span.name, "tools/call refund");
    let attributes = span_attributes(span);
    assert_eq!(attributes["toolerror.category"], string("permission"));
    assert_eq!(attributes["mcp.method.name"], string("tools/call"));
    assert!(matches!(span.status, Status::Error { .. }));
    assert_traced_id(
        payload["structuredContent"]["correlationId"]
            .as_str()
            .unwrap(),
        span,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_duration_histogram_is_the_conventions_one_and_ids_follow_the_trace() {
    let sdk = Sdk::new();
    let client = connect(sdk.telemetry()).await;
    call(&client, "search", json!({})).await;
    let (unit, bounds) = sdk.shape("mcp.server.operation.duration");
    assert_eq!(unit, "s");
    assert_eq!(
        bounds,
        vec![
            0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0
        ]
    );
    client.cancel().await.unwrap();
    // Without a span context the id is the crate's own, as before.
    let reply = ShopError::LedgerInvariant.answer();
    let id = reply.payload().unwrap().correlation_id().unwrap();
    assert_eq!(id.len(), 16, "{id}");
    let tracer = sdk.tracer_provider.tracer("t");
    tracer.in_span("outer", |context| {
        let reply = ShopError::LedgerInvariant.answer();
        let id = reply.payload().unwrap().correlation_id().unwrap();
        let trace = context.span().span_context().trace_id().to_string();
        assert!(id.starts_with(&format!("{trace}-")), "{id}");
    });
    // A trace that isn't sampled records nothing to find: the crate's own.
    let unsampled = opentelemetry::trace::SpanContext::new(
        opentelemetry::trace::TraceId::from_hex("4bf92f3577b34da6a3ce929d0e0e4736").unwrap(),
        opentelemetry::trace::SpanId::from_hex("00f067aa0ba902b7").unwrap(),
        opentelemetry::trace::TraceFlags::default(),
        true,
        Default::default(),
    );
    let _attached = opentelemetry::Context::new()
        .with_remote_span_context(unsampled)
        .attach();
    let reply = ShopError::LedgerInvariant.answer();
    assert_eq!(reply.payload().unwrap().correlation_id().unwrap().len(), 16);
}

/// The example as a user runs it: the failing span on stdout, as the SDK's
/// stdout exporter writes it; the log line with the same id, and the
/// error's own words, on stderr only.
/// What the traced_server example printed and wrote, driven as a host
/// drives a stdio server: the handshake, one call of `get_order` for
/// another customer's order (a permission failure) in the trace the
/// client sends, then stdin closed once it answered.
struct StdioRun {
    /// Every line of stdout, each parsed: the protocol and nothing else.
    stdout: Vec<Value>,
    stderr: String,
}

fn run_traced_server(environment: &[(&str, &str)]) -> StdioRun {
    use std::io::{BufRead, BufReader, Read, Write};
    let mut command = std::process::Command::new(support::traced_server_binary());
    command
        .env_remove("OTEL_EXPORTER_OTLP_ENDPOINT")
        .env_remove("TRACES_FILE")
        .envs(environment.iter().copied())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let mut child = command.spawn().expect("run the traced_server example");
    let mut stdin = child.stdin.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let stderr = std::thread::spawn(move || {
        let mut text = String::new();
        stderr.read_to_string(&mut text).map(|_| text)
    });
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    let mut read_reply = |lines: &mut Vec<Value>| {
        let mut line = String::new();
        stdout.read_line(&mut line).expect("read stdout");
        let message: Value = serde_json::from_str(&line)
            .unwrap_or_else(|error| panic!("stdout carries JSON-RPC only, not {line:?}: {error}"));
        lines.push(message);
    };
    for (message, answered) in [
        (
            json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
                "protocolVersion": "2025-11-25", "capabilities": {},
                "clientInfo": {"name": "test", "version": "0"}}}),
            true,
        ),
        (
            json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
            false,
        ),
        (
            json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
                "name": "get_order", "arguments": {"order": "A-2002"},
                "_meta": {"traceparent": "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"}}}),
            true,
        ),
    ] {
        writeln!(stdin, "{message}").expect("write stdin");
        if answered {
            read_reply(&mut lines);
        }
    }
    drop(stdin);
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).expect("read stdout");
    for line in rest.lines() {
        lines.push(
            serde_json::from_str(line).unwrap_or_else(|error| {
                panic!("stdout carries JSON-RPC only, not {line:?}: {error}")
            }),
        );
    }
    let status = child.wait().expect("wait for the server");
    let stderr = stderr.join().unwrap().expect("read stderr");
    assert!(status.success(), "{status}: {stderr}");
    StdioRun {
        stdout: lines,
        stderr,
    }
}

/// The failure's correlation id, from the payload the client read, after
/// checking every stdout line is a JSON-RPC message.
fn answered_id(run: &StdioRun) -> String {
    assert!(
        run.stdout.iter().all(|message| message["jsonrpc"] == "2.0"),
        "{:?}",
        run.stdout
    );
    let result = &run.stdout[1]["result"];
    assert_eq!(result["isError"], true, "{result}");
    assert_eq!(result["structuredContent"]["errorCategory"], "permission");
    let id = result["structuredContent"]["correlationId"]
        .as_str()
        .unwrap_or_else(|| panic!("no correlation id: {result}"))
        .to_owned();
    assert!(id.starts_with("4bf92f3577b34da6a3ce929d0e0e4736-"), "{id}");
    id
}

#[test]
fn the_traced_stdio_server_writes_spans_beside_stdout_and_logs_the_same_id() {
    let traces = std::env::temp_dir().join(format!("traced-server-{}.jsonl", std::process::id()));
    let _ = std::fs::remove_file(&traces);
    for to_file in [true, false] {
        let environment: &[(&str, &str)] = if to_file {
            &[("TRACES_FILE", traces.to_str().unwrap())]
        } else {
            &[]
        };
        let run = run_traced_server(environment);
        let id = answered_id(&run);
        // Spans go to the file, or to stderr beside the log lines.
        let written = if to_file {
            std::fs::read_to_string(&traces).expect("the traces file")
        } else {
            run.stderr.clone()
        };
        let span: Value = written
            .lines()
            .filter_map(|line| serde_json::from_str::<Value>(line).ok())
            .find(|span| span["attributes"]["toolerror.correlation_id"] == id.as_str())
            .unwrap_or_else(|| panic!("no span carries {id}: {written}"));
        assert_eq!(span["name"], "tools/call get_order");
        assert_eq!(span["kind"], "Server");
        assert_eq!(span["traceId"], "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_eq!(span["parentSpanId"], "00f067aa0ba902b7");
        assert_eq!(span["status"], "error");
        assert_eq!(
            span["statusDescription"],
            "This order belongs to another customer. Ask the customer to sign in to their own account."
        );
        for (key, value) in [
            ("error.type", "tool_error"),
            ("toolerror.category", "permission"),
            ("toolerror.code", "not_yours"),
        ] {
            assert_eq!(span["attributes"][key], value, "{span}");
        }
        // The log line has the error's own words, under the same id; no
        // span does.
        let log = run
            .stderr
            .lines()
            .find(|line| line.contains(&format!("correlation_id=\"{id}\"")))
            .unwrap_or_else(|| panic!("no log line for {id}: {}", run.stderr));
        assert!(log.contains("c-7731"), "{log}");
        assert!(!span.to_string().contains("c-7731"), "{span}");
    }
    let _ = std::fs::remove_file(&traces);
}

/// Over OTLP/HTTP, to a collector on loopback that keeps each request:
/// the span leaves as protobuf, with the id the payload carries.
#[test]
fn the_traced_stdio_server_exports_over_otlp_to_a_collector() {
    use std::io::{BufRead, BufReader, Read, Write};
    let collector = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let endpoint = format!("http://{}", collector.local_addr().unwrap());
    let received = std::sync::Arc::new(std::sync::Mutex::new(Vec::<(String, Vec<u8>)>::new()));
    let kept = received.clone();
    std::thread::spawn(move || {
        for stream in collector.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut request_line = String::new();
            if reader.read_line(&mut request_line).is_err() {
                continue;
            }
            let mut length = 0;
            loop {
                let mut header = String::new();
                if reader.read_line(&mut header).unwrap_or(0) == 0 || header == "\r\n" {
                    break;
                }
                if let Some((name, value)) = header.split_once(':')
                    && name.eq_ignore_ascii_case("content-length")
                {
                    length = value.trim().parse().unwrap_or(0);
                }
            }
            let mut body = vec![0; length];
            if reader.read_exact(&mut body).is_ok() {
                let path = request_line.split(' ').nth(1).unwrap_or("").to_owned();
                kept.lock().unwrap().push((path, body));
            }
            let _ = stream.write_all(
                b"HTTP/1.1 200 OK\r\ncontent-type: application/x-protobuf\r\ncontent-length: 0\r\n\r\n",
            );
        }
    });
    let run = run_traced_server(&[("OTEL_EXPORTER_OTLP_ENDPOINT", &endpoint)]);
    let id = answered_id(&run);
    let received = received.lock().unwrap();
    let traces: Vec<&Vec<u8>> = received
        .iter()
        .filter(|(path, _)| path == "/v1/traces")
        .map(|(_, body)| body)
        .collect();
    // Protobuf keeps strings as their bytes.
    let carries = |body: &[u8], text: &str| {
        body.windows(text.len())
            .any(|window| window == text.as_bytes())
    };
    assert!(
        traces.iter().any(|body| carries(body, &id)
            && carries(body, "tools/call get_order")
            && carries(body, "toolerror.category")
            && carries(body, "permission")),
        "no exported span carries {id}: {} trace requests",
        traces.len()
    );
    assert!(
        received
            .iter()
            .any(|(path, body)| path == "/v1/metrics" && carries(body, "toolerror.tool.failures")),
        "the failure count was exported"
    );
    assert!(!received.iter().any(|(_, body)| carries(body, "c-7731")));
}

/// Over Streamable HTTP (rmcp's own service, given real HTTP requests in
/// process): the session the `Mcp-Session-Id` header names, and the
/// transport.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_streamable_http_the_session_and_the_transport_are_recorded() {
    use http_body_util::BodyExt;
    use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
    use rmcp::transport::streamable_http_server::{
        StreamableHttpServerConfig, StreamableHttpService,
    };
    use tower_service::Service;

    let sdk = Sdk::new();
    let telemetry = sdk.telemetry();
    let mut service = StreamableHttpService::new(
        move || Ok(Shop::new(telemetry.clone())),
        std::sync::Arc::new(LocalSessionManager::default()),
        StreamableHttpServerConfig::default().with_sse_keep_alive(None),
    );
    let mut post = async |session: Option<&str>, body: Value| {
        let mut request = http::Request::post("http://localhost/mcp")
            .header("host", "localhost")
            .header("content-type", "application/json")
            .header("accept", "application/json, text/event-stream");
        if let Some(session) = session {
            request = request
                .header("mcp-session-id", session)
                .header("mcp-protocol-version", "2025-11-25");
        }
        let response = service
            .call(request.body(body.to_string()).unwrap())
            .await
            .unwrap();
        let session = response
            .headers()
            .get("mcp-session-id")
            .map(|value| value.to_str().unwrap().to_owned());
        let body = tokio::time::timeout(
            std::time::Duration::from_secs(10),
            response.into_body().collect(),
        )
        .await
        .expect("the response ends")
        .unwrap()
        .to_bytes();
        (session, String::from_utf8(body.to_vec()).unwrap())
    };
    let (session, _) = post(
        None,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"}}}),
    )
    .await;
    let session = session.expect("a session id");
    post(
        Some(&session),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    .await;
    let (_, answer) = post(
        Some(&session),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
               "params": {"name": "fail", "arguments": {"kind": "business"}}}),
    )
    .await;
    assert!(answer.contains("refund_over_limit"), "{answer}");

    let spans = sdk.finished_spans();
    let span = only_span(&spans, "tools/call fail");
    let attributes = span_attributes(&span);
    assert_eq!(attributes["mcp.session.id"], string(&session));
    assert_eq!(attributes["network.transport"], string("tcp"));
    assert_eq!(attributes["jsonrpc.request.id"], string("2"));
    assert_eq!(attributes["toolerror.category"], string("business"));
    let durations = sdk.points("mcp.server.operation.duration");
    assert_eq!(durations.len(), 1, "{durations:?}");
    assert_eq!(durations[0].0["network.transport"], "tcp");
    assert!(!durations[0].0.contains_key("mcp.session.id"));

    // A client may ask for any version: one rmcp doesn't know reaches no
    // span or series (each made-up version would make a series), as rmcp
    // answers it with a version of its own.
    let (other, _) = post(
        None,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2099-01-01", "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"}}}),
    )
    .await;
    let other = other.expect("a session id");
    post(
        Some(&other),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    )
    .await;
    let (_, answer) = post(
        Some(&other),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
               "params": {"name": "search", "arguments": {}}}),
    )
    .await;
    assert!(answer.contains("resultCount"), "{answer}");
    let finished = sdk.finished_spans();
    let second = finished
        .iter()
        .find(|span| span_attributes(span).get("mcp.session.id") == Some(&string(&other)))
        .expect("the second session's call");
    // The version the session's requests state, which rmcp accepted.
    assert_eq!(
        span_attributes(second).get("mcp.protocol.version"),
        Some(&string("2025-11-25"))
    );
    let spans = format!("{finished:?}");
    let durations = format!("{:?}", sdk.points("mcp.server.operation.duration"));
    assert!(!spans.contains("2099-01-01"), "{spans}");
    assert!(!durations.contains("2099-01-01"), "{durations}");
}

/// A server on `tracing` with tracing-opentelemetry: the handler's
/// `#[instrument]` span is a child of the call's span.
#[test]
fn a_handlers_tracing_span_is_a_child_of_the_calls_span() {
    use tracing_subscriber::layer::SubscriberExt;

    let sdk = Sdk::new();
    let subscriber = tracing_subscriber::registry()
        .with(tracing_opentelemetry::layer().with_tracer(sdk.tracer_provider.tracer("server")));
    // Every task on this thread, so the thread's subscriber sees them all.
    let _default = tracing::subscriber::set_default(subscriber);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let client = connect(sdk.telemetry()).await;
        call(&client, "count", json!({})).await;
        client.cancel().await.unwrap();
    });
    let spans = sdk.finished_spans();
    let call_span = only_span(&spans, "tools/call count");
    let handler = only_span(&spans, "count_in_warehouse");
    assert_eq!(handler.parent_span_id, call_span.span_context.span_id());
    assert_eq!(
        handler.span_context.trace_id(),
        call_span.span_context.trace_id()
    );
}

/// A call dropped before it answered (its client went away, a timeout):
/// not a success.
#[test]
fn a_call_dropped_before_it_answers_is_recorded_as_cancelled() {
    let sdk = Sdk::new();
    let call = sdk.telemetry().start(ToolCall::new("refund"));
    drop(call);
    let spans = sdk.finished_spans();
    let span = only_span(&spans, "tools/call refund");
    let attributes = span_attributes(&span);
    assert_eq!(attributes["error.type"], string("cancelled"));
    assert_eq!(attributes["toolerror.outcome"], string("cancelled"));
    assert!(matches!(span.status, Status::Error { .. }));
    let durations = sdk.points("mcp.server.operation.duration");
    assert_eq!(durations.len(), 1, "{durations:?}");
    assert_eq!(durations[0].0["error.type"], "cancelled");
    assert_eq!(sdk.points("toolerror.tool.failures"), vec![]);
}

/// A tool an agent runs itself: the GenAI `execute_tool` span, no MCP
/// attribute and no MCP server metric, the failure counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_local_tool_call_is_an_internal_execute_tool_span() {
    let sdk = Sdk::new();
    let call = sdk
        .telemetry()
        .start(ToolCall::local("refund").request_id("toolu_01"));
    // The future borrows nothing of the call: it may be spawned.
    let answered =
        tokio::spawn(call.run(async { ShopError::RefundOverLimit.answer().to_mcp_json() }))
            .await
            .unwrap();
    let result: Value = serde_json::from_str(&answered).unwrap();
    call.finish_with_result(&result);
    let spans = sdk.finished_spans();
    let span = only_span(&spans, "execute_tool refund");
    assert_eq!(span.span_kind, SpanKind::Internal);
    let attributes = span_attributes(&span);
    assert_eq!(attributes["gen_ai.operation.name"], string("execute_tool"));
    assert_eq!(attributes["gen_ai.tool.call.id"], string("toolu_01"));
    assert_eq!(attributes["toolerror.category"], string("business"));
    assert!(
        !attributes.contains_key("mcp.method.name"),
        "{attributes:?}"
    );
    assert!(
        !attributes.contains_key("jsonrpc.request.id"),
        "{attributes:?}"
    );
    assert_traced_id(
        result["structuredContent"]["correlationId"]
            .as_str()
            .unwrap(),
        &span,
    );
    assert_eq!(sdk.points("mcp.server.operation.duration"), vec![]);
    assert_eq!(sdk.points("toolerror.tool.failures").len(), 1);
}
