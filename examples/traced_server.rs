//! A stdio MCP server whose calls are traced and measured by the MCP
//! semantic conventions: a failing call is an ERROR span with `error.type =
//! tool_error`, its category, code and correlation id, and is counted by
//! category.
//!
//! On a stdio server stdout carries the protocol, so nothing telemetry
//! writes may go there (the SDK's stdout exporter would break the client's
//! connection). This server exports:
//!
//! - over OTLP/HTTP to a collector, built with `--features otlp` and with
//!   `OTEL_EXPORTER_OTLP_ENDPOINT` set (`http://localhost:4318`, say):
//!   spans and metrics;
//! - else each span as a JSON line to the file `TRACES_FILE` names, or to
//!   stderr ([`JsonLines`], below: the SDK's own `SpanExporter` trait, no
//!   testing feature);
//!
//! and each failure's log line (with the error's own words) to stderr.
//!
//! ```text
//! cargo build -p toolerror-examples --example traced_server
//! # then point an MCP client at target/debug/examples/traced_server
//! ```

use std::io::Write;
use std::sync::Mutex;

use opentelemetry_sdk::error::{OTelSdkError, OTelSdkResult};
use opentelemetry_sdk::trace::{SpanData, SpanExporter};
use rmcp::handler::server::wrapper::Parameters;
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use serde_json::{Map, Value, json};
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

/// A span exporter writing each span as one JSON line (name, ids, kind,
/// status, attributes) to a file or stderr: what a stdio server can use
/// where a collector isn't at hand.
pub struct JsonLines {
    out: Mutex<Box<dyn Write + Send>>,
}

impl JsonLines {
    /// Writes to `out`.
    pub fn new(out: impl Write + Send + 'static) -> Self {
        JsonLines {
            out: Mutex::new(Box::new(out)),
        }
    }

    fn line(span: &SpanData) -> Value {
        let attributes: Map<String, Value> = span
            .attributes
            .iter()
            .map(|attribute| {
                let value = match &attribute.value {
                    opentelemetry::Value::Bool(value) => json!(value),
                    opentelemetry::Value::I64(value) => json!(value),
                    opentelemetry::Value::F64(value) => json!(value),
                    other => json!(other.as_str()),
                };
                (attribute.key.to_string(), value)
            })
            .collect();
        let (status, description) = match &span.status {
            opentelemetry::trace::Status::Unset => ("unset", None),
            opentelemetry::trace::Status::Ok => ("ok", None),
            opentelemetry::trace::Status::Error { description } => {
                ("error", Some(description.to_string()))
            }
        };
        json!({
            "name": span.name,
            "traceId": span.span_context.trace_id().to_string(),
            "spanId": span.span_context.span_id().to_string(),
            "parentSpanId": span.parent_span_id.to_string(),
            "kind": format!("{:?}", span.span_kind),
            "status": status,
            "statusDescription": description,
            "attributes": attributes,
        })
    }
}

impl std::fmt::Debug for JsonLines {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JsonLines")
    }
}

impl SpanExporter for JsonLines {
    async fn export(&self, batch: Vec<SpanData>) -> OTelSdkResult {
        let mut out = self
            .out
            .lock()
            .map_err(|_| OTelSdkError::InternalFailure("the writer's lock is poisoned".into()))?;
        for span in &batch {
            writeln!(out, "{}", JsonLines::line(span))
                .and_then(|()| out.flush())
                .map_err(|error| OTelSdkError::InternalFailure(error.to_string()))?;
        }
        Ok(())
    }
}

/// Installs the SDK with its exporters, none on stdout; returns the
/// providers to flush.
fn install() -> Result<
    (
        opentelemetry_sdk::trace::SdkTracerProvider,
        opentelemetry_sdk::metrics::SdkMeterProvider,
    ),
    Box<dyn std::error::Error>,
> {
    use opentelemetry_sdk::metrics::SdkMeterProvider;
    use opentelemetry_sdk::trace::SdkTracerProvider;

    // Clients send their trace context in each request's `_meta`.
    opentelemetry::global::set_text_map_propagator(
        opentelemetry_sdk::propagation::TraceContextPropagator::new(),
    );
    let tracer_provider;
    let meter_provider;
    #[cfg(feature = "otlp")]
    if std::env::var_os("OTEL_EXPORTER_OTLP_ENDPOINT").is_some() {
        use opentelemetry_sdk::metrics::PeriodicReader;
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
    let spans = match std::env::var_os("TRACES_FILE") {
        Some(path) => JsonLines::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)?,
        ),
        None => JsonLines::new(std::io::stderr()),
    };
    // Exported as each span ends, so a server stopped at any moment has
    // written every call it answered.
    tracer_provider = SdkTracerProvider::builder()
        .with_simple_exporter(spans)
        .build();
    // Metrics need a collector (OTLP); without one they are measured and
    // not exported.
    meter_provider = SdkMeterProvider::builder().build();
    opentelemetry::global::set_tracer_provider(tracer_provider.clone());
    opentelemetry::global::set_meter_provider(meter_provider.clone());
    Ok((tracer_provider, meter_provider))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (tracer_provider, meter_provider) = install()?;
    // The log line of each failure, on stderr: the error's own words and
    // the correlation id that the payload and the span carry too.
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();

    // Serves until stdin closes; stdout carries the protocol alone.
    let served = match Orders::new().serve(rmcp::transport::stdio()).await {
        Ok(server) => server.waiting().await.map(drop).map_err(Into::into),
        Err(rmcp::service::ServerInitializeError::ConnectionClosed(_)) => Ok(()),
        Err(error) => Err(Box::<dyn std::error::Error>::from(error)),
    };
    tracer_provider.shutdown()?;
    meter_provider.shutdown()?;
    served
}
