//! A tool server whose calls are traced and measured by the MCP semantic
//! conventions: a failing call is an ERROR span with `error.type =
//! tool_error`, its category, code and correlation id, and is counted by
//! category.
//!
//! A stdio server's stdout carries the protocol, so this example serves
//! its tools to a scripted client in the same process, over a pipe, and
//! prints the spans and metrics to stdout as the SDK's stdout exporter
//! writes them, and each failure's log line (with the error's own words)
//! to stderr:
//!
//! ```text
//! cargo run -p toolerror-examples --example traced_server
//! ```
//!
//! Built with `--features otlp`, it exports to an OpenTelemetry collector
//! instead, over OTLP/HTTP, when `OTEL_EXPORTER_OTLP_ENDPOINT` is set
//! (`http://localhost:4318`, say).

use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{CallToolRequestParams, JsonObject, RequestMetaObject};
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use serde_json::json;
use toolerror::rmcp::Categorized;
use toolerror::{Outcome, ToolError};

/// What can go wrong with an order.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum OrderError {
    /// The order belongs to another customer: the log says whose.
    #[error("order {order} belongs to customer {owner}, not {caller}")]
    #[category(permission)]
    #[tool_error(
        description = "This order belongs to another customer. Ask the customer to sign in to their own account."
    )]
    NotYours {
        order: String,
        owner: String,
        caller: String,
    },
    /// Refunds over the automatic ceiling need a person.
    #[error("refund of {cents} cents over the 10000 cent ceiling")]
    #[category(business)]
    #[tool_error(
        description = "Refunds over $100 need a person: escalate to a human agent with the order id."
    )]
    RefundOverLimit { cents: u32 },
    /// The warehouse didn't answer.
    #[error("warehouse API timed out after 5s: GET http://warehouse.internal/stock")]
    #[category(transient, retry_after = "10s")]
    #[tool_error(description = "The warehouse did not answer. Retry in {retry_after}.")]
    WarehouseTimeout,
}

#[derive(serde::Deserialize, rmcp::schemars::JsonSchema)]
struct OrderArgs {
    /// The order's id, such as `A-1001`.
    order: String,
}

#[derive(serde::Deserialize, rmcp::schemars::JsonSchema)]
struct RefundArgs {
    order: String,
    /// The amount, in cents.
    cents: u32,
}

#[derive(Clone)]
struct Orders {
    tools: Categorized<Orders>,
}

#[tool_router]
impl Orders {
    fn new() -> Self {
        // The router records through the global providers, as installed
        // when the first call is answered (`with_telemetry` gives it
        // others).
        Orders {
            tools: toolerror::rmcp::categorized(Self::tool_router()),
        }
    }

    #[tool(description = "Looks an order of the signed-in customer up.")]
    async fn get_order(
        &self,
        Parameters(args): Parameters<OrderArgs>,
    ) -> Result<String, OrderError> {
        match args.order.as_str() {
            "A-1001" => Ok("A-1001: 2 items, shipped".to_owned()),
            _ => Err(OrderError::NotYours {
                order: args.order,
                owner: "c-7731".into(),
                caller: "c-1002".into(),
            }),
        }
    }

    #[tool(description = "Refunds part of an order.")]
    async fn refund(&self, Parameters(args): Parameters<RefundArgs>) -> Result<String, OrderError> {
        match args.cents {
            0..=10_000 => Ok(format!("Refunded {} cents on {}.", args.cents, args.order)),
            cents => Err(OrderError::RefundOverLimit { cents }),
        }
    }

    #[tool(description = "Lists what is in stock matching a word.")]
    async fn search_stock(&self) -> Outcome<String, OrderError> {
        Outcome::Failed(OrderError::WarehouseTimeout)
    }
}

#[tool_handler(router = self.tools)]
impl ServerHandler for Orders {}

/// Installs the SDK with its exporters; returns the providers to flush.
fn install() -> Result<
    (
        opentelemetry_sdk::trace::SdkTracerProvider,
        opentelemetry_sdk::metrics::SdkMeterProvider,
    ),
    Box<dyn std::error::Error>,
> {
    use opentelemetry_sdk::metrics::{PeriodicReader, SdkMeterProvider};
    use opentelemetry_sdk::trace::SdkTracerProvider;

    // Clients send their trace context in each request's `_meta`.
    opentelemetry::global::set_text_map_propagator(
        opentelemetry_sdk::propagation::TraceContextPropagator::new(),
    );
    let tracer_provider;
    let meter_provider;
    #[cfg(feature = "otlp")]
    if std::env::var_os("OTEL_EXPORTER_OTLP_ENDPOINT").is_some() {
        let spans = opentelemetry_otlp::SpanExporter::builder()
            .with_http()
            .build()?;
        let metrics = opentelemetry_otlp::MetricExporter::builder()
            .with_http()
            .build()?;
        tracer_provider = SdkTracerProvider::builder()
            .with_batch_exporter(spans)
            .build();
        meter_provider = SdkMeterProvider::builder()
            .with_reader(PeriodicReader::builder(metrics).build())
            .build();
        opentelemetry::global::set_tracer_provider(tracer_provider.clone());
        opentelemetry::global::set_meter_provider(meter_provider.clone());
        return Ok((tracer_provider, meter_provider));
    }
    tracer_provider = SdkTracerProvider::builder()
        .with_simple_exporter(opentelemetry_stdout::SpanExporter::default())
        .build();
    meter_provider = SdkMeterProvider::builder()
        .with_reader(
            PeriodicReader::builder(opentelemetry_stdout::MetricExporter::default()).build(),
        )
        .build();
    opentelemetry::global::set_tracer_provider(tracer_provider.clone());
    opentelemetry::global::set_meter_provider(meter_provider.clone());
    Ok((tracer_provider, meter_provider))
}

fn arguments(value: serde_json::Value) -> JsonObject {
    match value {
        serde_json::Value::Object(object) => object,
        _ => JsonObject::new(),
    }
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (tracer_provider, meter_provider) = install()?;
    // The log line of each failure, on stderr: the error's own words and
    // the correlation id that the payload and the span carry too.
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();

    let (server_side, client_side) = tokio::io::duplex(1 << 16);
    tokio::spawn(async move {
        if let Ok(server) = Orders::new().serve(server_side).await {
            let _ = server.waiting().await;
        }
    });
    let client = ().serve(client_side).await?;

    // The client's trace: the server's span is its child.
    let mut meta = RequestMetaObject::new();
    meta.set_traceparent("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
    let calls = [
        ("get_order", json!({"order": "A-1001"})),
        ("get_order", json!({"order": "A-2002"})),
        ("refund", json!({"order": "A-1001", "cents": 14_000})),
        ("search_stock", json!({})),
    ];
    for (tool, args) in calls {
        let mut params = CallToolRequestParams::new(tool).with_arguments(arguments(args));
        params.meta = Some(meta.clone());
        let result = client.call_tool(params).await?;
        eprintln!(
            "{tool}: isError={:?} {}",
            result.is_error,
            result
                .structured_content
                .map(|payload| payload.to_string())
                .unwrap_or_default()
        );
    }
    client.cancel().await?;

    tracer_provider.shutdown()?;
    meter_provider.shutdown()?;
    Ok(())
}
