//! Tool calls in traces and metrics (feature `opentelemetry`), by the
//! OpenTelemetry semantic conventions for MCP.
//!
//! A tool that fails answers a *successful* JSON-RPC response carrying
//! `isError: true`, so RPC error rates and HTTP statuses show a healthy
//! server while its tools fail. This module records each tool call as the
//! conventions describe it, and adds what toolerror knows about the
//! failure: its category, retryability, code, and the correlation id the
//! agent reads.
//!
//! The conventions followed: semantic-conventions-genai v0.1.0,
//! `docs/gen-ai/mcp.md` (status Development), on OpenTelemetry semantic
//! conventions v1.45.0. Every name is in the tables below (and defined
//! once in this module's code).
//!
//! # Why the OpenTelemetry API, not `tracing`
//!
//! The module speaks the `opentelemetry` API (no SDK: the application
//! chooses it and its exporters) rather than `tracing` fields turned into
//! spans by tracing-opentelemetry: metrics need it (`tracing` has no
//! metrics API, and tracing-opentelemetry's metrics layer makes instruments
//! with neither unit nor bucket boundaries), a span's kind, links and
//! status are set directly, and the API alone weighs little. Servers on
//! `tracing` lose nothing: tracing-opentelemetry (0.32 on) makes the span
//! it enters the current OpenTelemetry context, so the call's span parents
//! the handler's `#[instrument]` spans, and
//! [`Telemetry::on_current_span`] puts the attributes on a span the server
//! opened itself.
//!
//! # The span
//!
//! Kind `SERVER`, named `tools/call {tool}` (`tools/call` alone for a tool
//! the server doesn't have: that name is the caller's text), its parent the
//! trace context the client sent in the request's `_meta` (through the
//! global propagator; the server's current context is then a link) or
//! else the current context, with:
//!
//! | attribute | value |
//! |---|---|
//! | `mcp.method.name` | `tools/call` |
//! | `gen_ai.tool.name` | the tool, when the server has it (a name it doesn't know is the caller's text, on no span) |
//! | `gen_ai.operation.name` | `execute_tool` |
//! | `jsonrpc.request.id`, `mcp.protocol.version`, `mcp.session.id`, `network.transport` | when known |
//! | `gen_ai.tool.call.id` | the model's id for a [`local`](ToolCall::local) call, whose `INTERNAL` span `execute_tool {tool}` has no `mcp.*` attribute |
//! | `error.type` | `tool_error` for an `isError` result; the JSON-RPC code (`-32602`) for a protocol error, with `rpc.response.status_code` |
//! | `toolerror.outcome` | `ok`, `empty` (the query ran and matched nothing), `partial` (a fan-out with gaps), `error`; `input_required`, `task` (not finished), `cancelled` (dropped before it answered, `error.type = cancelled`), `unreadable` |
//! | `toolerror.result.count` | the result's `resultCount`, when it gives one |
//! | `toolerror.coverage.sources_attempted`, `toolerror.coverage.sources_failed` | a partial result's coverage |
//! | `toolerror.category`, `toolerror.retryable`, `toolerror.code`, `toolerror.outcome_unknown`, `toolerror.retry_after_ms`, `toolerror.correlation_id` | a failure's, as its payload says them |
//! | `toolerror.unexpected` | whether a failure answered within the call was unexpected (a bug, or a failure nothing classified), also when the call answered another failure or a partial success |
//!
//! A failed call's status is ERROR with the description the agent reads;
//! a JSON-RPC error's, with its code (not its message, which a handler may
//! have written from an error's text). The `network.transport` of a
//! Streamable HTTP call is `tcp`; a stdio call says none, since the
//! server can't tell stdio from another stream. A server whose `tracing`
//! layer exports rmcp's own span for the connection (`serve_inner`) sees
//! each call without a `traceparent` as its child: filter that span out
//! of the layer for one trace per call.
//!
//! # Nothing private
//!
//! Every `toolerror.*` attribute but `unexpected` (which the failures
//! answered within the call note), and the status, are read back from the
//! result the call answers with, as an agent would read it: what reaches
//! the telemetry is what the agent may see, by construction. An error's
//! `Display` and source chain stay in the logs ([`report`](crate::report)),
//! and an unexpected failure's description is the masked one. A failure
//! that names no category (a handler returning `Result<_, String>`, an
//! upstream body passed on) wasn't written from a type that vouches for
//! its words: its status is a fixed text and its code `unknown`, whatever
//! it says.
//!
//! # One id joins logs, traces and the payload
//!
//! A failure answered while a sampled span context is active takes
//! `"{trace id}-{id of its own}"` as its correlation id: the id in the
//! payload, in the log line and on the span is one, it names the trace,
//! and two failures of one call (a fan-out's sources) have two.
//!
//! # Metrics
//!
//! - `mcp.server.operation.duration` (histogram, seconds, the conventions'
//!   buckets), by `mcp.method.name`, `gen_ai.tool.name` (tools the server
//!   has only), `gen_ai.operation.name`, `error.type`,
//!   `rpc.response.status_code`, `mcp.protocol.version`,
//!   `network.transport`;
//! - `mcp.client.operation.duration` (histogram, seconds, the same
//!   buckets and attributes), each attempt of a call made through
//!   `agent::client::RecoveringClient::with_telemetry` (feature
//!   `rmcp-client`), whose spans are `CLIENT` spans `tools/call {tool}`
//!   with `toolerror.attempt` and `toolerror.breaker` besides;
//! - `toolerror.tool.failures` (counter, `{failure}`), each failed call by
//!   `gen_ai.tool.name`, `toolerror.category`, `toolerror.code` and
//!   `toolerror.unexpected`: attributes of few values (no ids, no text).
//!   Codes are the variants' names; a code built at run time from data
//!   would multiply the series.
//!
//! # Where
//!
//! The rmcp integration's [`Categorized`](crate::rmcp::Categorized) router
//! records every call it answers: through the global providers as
//! installed when the process answers its first call, unless given a
//! [`Telemetry`] by `with_telemetry`. A hand-written server or agent loop
//! records a call with [`Telemetry::start`] ([`ToolCall::new`] for a call
//! a server answers, [`ToolCall::local`] for a tool an agent runs
//! itself), answering within it and finishing with the reply:
//!
//! ```
//! use toolerror::telemetry::{Telemetry, ToolCall};
//! use toolerror::{ToReply, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! #[error("refund of {amount} over the limit")]
//! #[category(business)]
//! #[tool_error(description = "Refunds over $100 need a person. Escalate to a human agent.")]
//! struct RefundOverLimit {
//!     amount: u32,
//! }
//!
//! let telemetry = Telemetry::global();
//! let call = telemetry.start(ToolCall::new("refund"));
//! let error = RefundOverLimit { amount: 140 };
//! let reply = call.in_scope(|| error.answer());
//! call.finish(&reply);
//! assert_eq!(reply.payload().unwrap().code(), "refund_over_limit");
//! ```

use std::borrow::Cow;
use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use opentelemetry::context::WithContext;
use opentelemetry::global::{self, BoxedTracer, ObjectSafeTracerProvider};
use opentelemetry::metrics::{Counter, Histogram, MeterProvider};
use opentelemetry::propagation::Extractor;
use opentelemetry::trace::{
    FutureExt as _, Link, SpanKind, Status, TraceContextExt, Tracer, TracerProvider,
};
use opentelemetry::{Context, InstrumentationScope, KeyValue};
use serde_json::{Map, Value};

use crate::formats::read::{Decision, Failure, read_mcp_result};
use crate::reply::Reply;
use crate::report::trace::CallRecord;

/// Attribute names: the conventions' and toolerror's own, each defined
/// once.
pub(crate) mod attr {
    /// The JSON-RPC method: `tools/call`.
    pub const MCP_METHOD_NAME: &str = "mcp.method.name";
    /// The tool called.
    pub const GEN_AI_TOOL_NAME: &str = "gen_ai.tool.name";
    /// `execute_tool`.
    pub const GEN_AI_OPERATION_NAME: &str = "gen_ai.operation.name";
    /// The JSON-RPC request id, as a string.
    pub const JSONRPC_REQUEST_ID: &str = "jsonrpc.request.id";
    /// The model's id for a tool call an agent runs itself.
    pub const GEN_AI_TOOL_CALL_ID: &str = "gen_ai.tool.call.id";
    /// The MCP session (Streamable HTTP's `Mcp-Session-Id`).
    pub const MCP_SESSION_ID: &str = "mcp.session.id";
    /// The protocol version the call was made in.
    pub const MCP_PROTOCOL_VERSION: &str = "mcp.protocol.version";
    /// `tcp` for Streamable HTTP (the rmcp integration can't tell stdio
    /// from another stream, and leaves it out).
    pub const NETWORK_TRANSPORT: &str = "network.transport";
    /// `tool_error` for an `isError` result, the JSON-RPC code for a
    /// protocol error.
    pub const ERROR_TYPE: &str = "error.type";
    /// A protocol error's JSON-RPC code.
    pub const RPC_RESPONSE_STATUS_CODE: &str = "rpc.response.status_code";

    /// `ok`, `empty`, `partial`, `error`; `input_required` or `task` for
    /// a call not finished yet, `cancelled` for a call dropped before it
    /// answered, `unreadable` for a result that is none.
    pub const OUTCOME: &str = "toolerror.outcome";
    /// The result's `resultCount`.
    pub const RESULT_COUNT: &str = "toolerror.result.count";
    /// How many sources a fan-out attempted.
    pub const SOURCES_ATTEMPTED: &str = "toolerror.coverage.sources_attempted";
    /// How many of them failed.
    pub const SOURCES_FAILED: &str = "toolerror.coverage.sources_failed";
    /// The failure's category: `transient`, `validation`, `business`,
    /// `permission`.
    pub const CATEGORY: &str = "toolerror.category";
    /// Whether retrying the call unchanged can help.
    pub const RETRYABLE: &str = "toolerror.retryable";
    /// The failure's machine code.
    pub const CODE: &str = "toolerror.code";
    /// The failed call may have taken effect.
    pub const OUTCOME_UNKNOWN: &str = "toolerror.outcome_unknown";
    /// The delay asked for before a retry, in milliseconds.
    pub const RETRY_AFTER_MS: &str = "toolerror.retry_after_ms";
    /// The id the payload and the log line carry.
    pub const CORRELATION_ID: &str = "toolerror.correlation_id";
    /// A failure answered in the call was unexpected.
    pub const UNEXPECTED: &str = "toolerror.unexpected";
}

/// Metric names.
pub(crate) mod metric {
    /// The conventions' histogram of call durations, in seconds.
    pub const OPERATION_DURATION: &str = "mcp.server.operation.duration";
    /// The same, as the client measures it (`agent::client`).
    pub const CLIENT_OPERATION_DURATION: &str = "mcp.client.operation.duration";
    /// Failed tool calls, by tool, category, code and whether one was
    /// unexpected.
    pub const TOOL_FAILURES: &str = "toolerror.tool.failures";
}

/// The method every span and measurement here is about.
const TOOLS_CALL: &str = "tools/call";
/// `gen_ai.operation.name` of a tool call.
const EXECUTE_TOOL: &str = "execute_tool";
/// `error.type` of an `isError` result.
const TOOL_ERROR: &str = "tool_error";

/// The conventions' bucket boundaries for `mcp.server.operation.duration`.
const DURATION_BOUNDARIES: [f64; 14] = [
    0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0,
];

/// Where tool calls are recorded: a tracer and the two instruments. Cheap
/// to clone.
///
/// Instruments bind to the provider they are made from: make a
/// `Telemetry` after installing the global providers, or give it the
/// providers with [`Telemetry::new`].
#[derive(Clone)]
pub struct Telemetry {
    tracer: Arc<BoxedTracer>,
    duration: Histogram<f64>,
    client_duration: Histogram<f64>,
    failures: Counter<u64>,
    span: SpanChoice,
}

/// Whose span a call's attributes go on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum SpanChoice {
    /// A span of its own, a child of the caller's context.
    Own,
    /// The span current when the call starts, which the server opened.
    Current,
}

impl std::fmt::Debug for Telemetry {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Telemetry")
            .field("own_span", &(self.span == SpanChoice::Own))
            .finish_non_exhaustive()
    }
}

/// The instrumentation scope: this crate, at its version.
fn scope() -> InstrumentationScope {
    InstrumentationScope::builder("toolerror")
        .with_version(env!("CARGO_PKG_VERSION"))
        .build()
}

impl Telemetry {
    /// Through the global tracer and meter providers, as installed now.
    #[must_use]
    pub fn global() -> Self {
        Self::from_parts(
            global::tracer_with_scope(scope()),
            &*global::meter_provider(),
        )
    }

    /// Through these providers (an SDK's, or a test's with in-memory
    /// exporters), leaving the global ones alone.
    ///
    /// ```
    /// use opentelemetry_sdk::metrics::SdkMeterProvider;
    /// use opentelemetry_sdk::trace::{InMemorySpanExporter, SdkTracerProvider};
    /// use toolerror::telemetry::{Telemetry, ToolCall};
    /// use toolerror::{ErrorPayload, ToReply};
    ///
    /// let spans = InMemorySpanExporter::default();
    /// let tracer_provider = SdkTracerProvider::builder()
    ///     .with_simple_exporter(spans.clone())
    ///     .build();
    /// let telemetry = Telemetry::new(&tracer_provider, &SdkMeterProvider::builder().build());
    ///
    /// let call = telemetry.start(ToolCall::new("refund").request_id(7));
    /// let refused = ErrorPayload::business(
    ///     "refund_over_limit",
    ///     "Refunds over $100 need a person. Escalate to a human agent.",
    /// );
    /// let reply = call.in_scope(|| refused.answer());
    /// call.finish(&reply);
    ///
    /// let span = &spans.get_finished_spans().unwrap()[0];
    /// assert_eq!(span.name, "tools/call refund");
    /// let category = span.attributes.iter().find(|kv| kv.key.as_str() == "toolerror.category");
    /// assert_eq!(category.unwrap().value.as_str(), "business");
    /// ```
    #[must_use]
    pub fn new<P>(tracer_provider: &P, meter_provider: &impl MeterProvider) -> Self
    where
        P: TracerProvider,
        P::Tracer: Send + Sync + 'static,
        <P::Tracer as Tracer>::Span: Send + Sync + 'static,
    {
        let tracer = BoxedTracer::new(tracer_provider.boxed_tracer(scope()));
        Self::from_parts(tracer, meter_provider)
    }

    fn from_parts(tracer: BoxedTracer, meter_provider: &(impl MeterProvider + ?Sized)) -> Self {
        let meter = meter_provider.meter_with_scope(scope());
        let duration = meter
            .f64_histogram(metric::OPERATION_DURATION)
            .with_unit("s")
            .with_description("Duration of the MCP request or notification as observed on the receiver from the time it was received until the result or ack is sent.")
            .with_boundaries(DURATION_BOUNDARIES.to_vec())
            .build();
        let client_duration = meter
            .f64_histogram(metric::CLIENT_OPERATION_DURATION)
            .with_unit("s")
            .with_description("The duration of the MCP request or notification as observed on the sender from the time it was sent until the response or ack is received.")
            .with_boundaries(DURATION_BOUNDARIES.to_vec())
            .build();
        let failures = meter
            .u64_counter(metric::TOOL_FAILURES)
            .with_unit("{failure}")
            .with_description(
                "Tool calls answered with a failure (isError), by tool, category, code and whether a failure was unexpected.",
            )
            .build();
        Telemetry {
            tracer: Arc::new(tracer),
            duration,
            client_duration,
            failures,
            span: SpanChoice::Own,
        }
    }

    /// Records each call on the span current when it starts, instead of
    /// a span of its own: for a server that already opens the conventions'
    /// span (through `tracing` and tracing-opentelemetry, say). That span
    /// is the caller's to name and end.
    ///
    /// ```
    /// use opentelemetry::trace::{Tracer, TracerProvider};
    /// use opentelemetry_sdk::metrics::SdkMeterProvider;
    /// use opentelemetry_sdk::trace::{InMemorySpanExporter, SdkTracerProvider};
    /// use toolerror::telemetry::{Telemetry, ToolCall};
    /// use toolerror::{ErrorPayload, ToReply};
    ///
    /// let spans = InMemorySpanExporter::default();
    /// let provider = SdkTracerProvider::builder().with_simple_exporter(spans.clone()).build();
    /// let telemetry =
    ///     Telemetry::new(&provider, &SdkMeterProvider::builder().build()).on_current_span();
    ///
    /// // The server's own span for the call.
    /// provider.tracer("server").in_span("tools/call refund", |_| {
    ///     let call = telemetry.start(ToolCall::new("refund"));
    ///     let refused = ErrorPayload::business("over_limit", "Refunds over $100 need a person.");
    ///     call.finish(&refused.to_reply());
    /// });
    ///
    /// let finished = spans.get_finished_spans().unwrap();
    /// assert_eq!(finished.len(), 1);
    /// assert!(finished[0].attributes.iter().any(|kv| kv.key.as_str() == "toolerror.category"));
    /// ```
    #[must_use]
    pub fn on_current_span(mut self) -> Self {
        self.span = SpanChoice::Current;
        self
    }

    /// Starts recording a call: its span begins (or the current one is
    /// taken) and its clock runs. Answer the call within
    /// [`ToolCallSpan::in_scope`] or [`ToolCallSpan::run`], so that each
    /// failure takes the trace's id, then [`finish`](ToolCallSpan::finish).
    #[must_use]
    pub fn start(&self, call: ToolCall<'_>) -> ToolCallSpan {
        let tool = call.tool.into_owned();
        // What the duration is measured by: the span's attributes of few
        // values.
        let mut attributes = vec![KeyValue::new(attr::GEN_AI_OPERATION_NAME, EXECUTE_TOOL)];
        if !call.local {
            attributes.push(KeyValue::new(attr::MCP_METHOD_NAME, TOOLS_CALL));
        }
        for (key, value) in [
            (attr::MCP_PROTOCOL_VERSION, &call.protocol_version),
            (attr::NETWORK_TRANSPORT, &call.network_transport),
        ] {
            if let Some(value) = value {
                attributes.push(KeyValue::new(key, value.clone()));
            }
        }
        // A tool the server doesn't have is named by the caller: its name
        // goes nowhere, span or metric.
        if call.known {
            attributes.push(KeyValue::new(attr::GEN_AI_TOOL_NAME, tool.clone()));
        }
        let measured = attributes.clone();
        attributes.extend(call.extra);
        let id_key = match call.local {
            true => attr::GEN_AI_TOOL_CALL_ID,
            false => attr::JSONRPC_REQUEST_ID,
        };
        for (key, value) in [
            (id_key, &call.request_id),
            (attr::MCP_SESSION_ID, &call.session_id),
        ] {
            if let Some(value) = value {
                attributes.push(KeyValue::new(key, value.clone()));
            }
        }
        let context = match self.span {
            SpanChoice::Current => {
                let context = Context::current();
                for attribute in &attributes {
                    context.span().set_attribute(attribute.clone());
                }
                context
            }
            SpanChoice::Own => {
                let (name, kind) = match (call.local, call.known) {
                    (false, true) if call.client => {
                        (Cow::Owned(format!("{TOOLS_CALL} {tool}")), SpanKind::Client)
                    }
                    (true, true) => (
                        Cow::Owned(format!("{EXECUTE_TOOL} {tool}")),
                        SpanKind::Internal,
                    ),
                    // A name the caller made up names no span.
                    (true, false) => (Cow::Borrowed(EXECUTE_TOOL), SpanKind::Internal),
                    (false, true) => (Cow::Owned(format!("{TOOLS_CALL} {tool}")), SpanKind::Server),
                    // The caller chose that name: not in span names.
                    (false, false) => (Cow::Borrowed(TOOLS_CALL), SpanKind::Server),
                };
                let mut builder = self
                    .tracer
                    .span_builder(name)
                    .with_kind(kind)
                    .with_attributes(attributes);
                let ambient = Context::current();
                let sent = call
                    .parent
                    .filter(|sent| sent.span().span_context().is_valid());
                let parent = match sent {
                    Some(sent) => {
                        // The client's context is the parent; the one the
                        // server was in when the request came, a link.
                        let ambient_span = ambient.span().span_context().clone();
                        if ambient_span.is_valid() {
                            builder = builder.with_links(vec![Link::with_context(ambient_span)]);
                        }
                        sent
                    }
                    None => ambient,
                };
                let span = self.tracer.build_with_context(builder, &parent);
                parent.with_span(span)
            }
        };
        ToolCallSpan {
            telemetry: self.clone(),
            context: context.with_value(Arc::new(CallRecord::default())),
            started: Instant::now(),
            measured,
            tool,
            known: call.known,
            local: call.local,
            client: call.client,
            finished: false,
        }
    }
}

/// What is known of a call when it starts. Only the tool is required.
#[derive(Debug, Clone)]
pub struct ToolCall<'a> {
    tool: Cow<'a, str>,
    known: bool,
    local: bool,
    client: bool,
    extra: Vec<KeyValue>,
    request_id: Option<String>,
    protocol_version: Option<String>,
    session_id: Option<String>,
    network_transport: Option<String>,
    parent: Option<Context>,
}

impl<'a> ToolCall<'a> {
    /// A call an MCP server answers, of `tool`, a tool it has: a `SERVER`
    /// span `tools/call {tool}`, measured by
    /// `mcp.server.operation.duration`.
    #[must_use]
    pub fn new(tool: impl Into<Cow<'a, str>>) -> Self {
        ToolCall {
            tool: tool.into(),
            known: true,
            local: false,
            client: false,
            extra: Vec::new(),
            request_id: None,
            protocol_version: None,
            session_id: None,
            network_transport: None,
            parent: None,
        }
    }

    /// A call of `tool` that an agent runs in its own process (no MCP in
    /// between): the GenAI conventions' `INTERNAL` span `execute_tool
    /// {tool}`, with no MCP attribute and no MCP server metric; failures
    /// are counted as any others.
    #[must_use]
    pub fn local(tool: impl Into<Cow<'a, str>>) -> Self {
        ToolCall {
            local: true,
            ..ToolCall::new(tool)
        }
    }

    /// A call an MCP client makes (`agent::client`, one per attempt): a
    /// `CLIENT` span `tools/call {tool}`, measured by
    /// `mcp.client.operation.duration`; its failures are the server's,
    /// not counted in `toolerror.tool.failures`.
    #[cfg(feature = "rmcp-client")]
    pub(crate) fn client(tool: impl Into<Cow<'a, str>>) -> Self {
        ToolCall {
            client: true,
            ..ToolCall::new(tool)
        }
    }

    /// An attribute of the span alone (not of the duration's series).
    #[cfg(feature = "rmcp-client")]
    pub(crate) fn span_attribute(mut self, attribute: KeyValue) -> Self {
        self.extra.push(attribute);
        self
    }

    /// The server has no tool by that name: the span is named `tools/call`
    /// and neither the span nor the metrics carry the name, since the
    /// caller chose it.
    #[must_use]
    pub fn unknown_tool(mut self) -> Self {
        self.known = false;
        self
    }

    /// The JSON-RPC request id (`jsonrpc.request.id`); of a
    /// [`local`](Self::local) call, the model's id for the tool call
    /// (`gen_ai.tool.call.id`).
    #[must_use]
    pub fn request_id(mut self, id: impl std::fmt::Display) -> Self {
        self.request_id = Some(id.to_string());
        self
    }

    /// The protocol version of the call (`mcp.protocol.version`), on the
    /// span and the duration's series: give only versions the server
    /// knows, since a client may send any text.
    #[must_use]
    pub fn protocol_version(mut self, version: impl Into<String>) -> Self {
        self.protocol_version = Some(version.into());
        self
    }

    /// The MCP session (`mcp.session.id`).
    #[must_use]
    pub fn session_id(mut self, id: impl Into<String>) -> Self {
        self.session_id = Some(id.into());
        self
    }

    /// The transport (`network.transport`): `pipe` for stdio, `tcp` for
    /// Streamable HTTP.
    #[must_use]
    pub fn network_transport(mut self, transport: impl Into<String>) -> Self {
        self.network_transport = Some(transport.into());
        self
    }

    /// The trace context the client sent in the request's `_meta`
    /// (`traceparent`, `tracestate`), read by the global propagator: the
    /// span's parent, the server's current context a link. Without an
    /// installed propagator (OpenTelemetry's default is none) nothing is
    /// read.
    #[must_use]
    pub fn parent_from_meta(self, meta: &Map<String, Value>) -> Self {
        let context =
            global::get_text_map_propagator(|propagator| propagator.extract(&MetaExtractor(meta)));
        self.parent(context)
    }

    /// The trace context the client sent, as your own propagator read it:
    /// the span's parent (when valid), the server's current context a
    /// link.
    #[must_use]
    pub fn parent(mut self, context: Context) -> Self {
        self.parent = Some(context);
        self
    }
}

/// A request's `_meta`, as the propagator reads it: its string members.
struct MetaExtractor<'m>(&'m Map<String, Value>);

impl Extractor for MetaExtractor<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key).and_then(Value::as_str)
    }

    fn keys(&self) -> Vec<&str> {
        self.0.keys().map(String::as_str).collect()
    }
}

/// A call being recorded, from [`Telemetry::start`] to
/// [`finish`](Self::finish). Dropped unfinished (a cancelled call), its
/// span ends with what it has.
pub struct ToolCallSpan {
    telemetry: Telemetry,
    context: Context,
    started: Instant,
    /// The duration's attributes known at the start.
    measured: Vec<KeyValue>,
    tool: String,
    known: bool,
    local: bool,
    client: bool,
    finished: bool,
}

impl std::fmt::Debug for ToolCallSpan {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("ToolCallSpan")
            .field("tool", &self.tool)
            .field("span", &self.context.span().span_context())
            .finish_non_exhaustive()
    }
}

/// How a call ended, as recorded.
enum Ending<'r> {
    /// A tool result, as MCP JSON.
    Result(&'r Value),
    /// A JSON-RPC error with this code.
    Protocol(i64),
    /// Dropped before it answered.
    Cancelled,
}

/// `error.type` of a call dropped before it answered.
const CANCELLED: &str = "cancelled";

impl ToolCallSpan {
    /// The call's context: its span, and where its failures note what
    /// their payloads don't say.
    #[must_use]
    pub fn context(&self) -> &Context {
        &self.context
    }

    /// `answer()` run in the call's context: a failure answered within
    /// takes the trace's id.
    pub fn in_scope<T>(&self, answer: impl FnOnce() -> T) -> T {
        let _attached = self.context.clone().attach();
        answer()
    }

    /// `future` polled in the call's context; it borrows nothing of
    /// `self`, so it may be spawned.
    pub fn run<F: Future>(&self, future: F) -> WithContext<F> {
        future.with_context(self.context.clone())
    }

    /// Ends the call with `reply`, the reply it answered with.
    pub fn finish(self, reply: &Reply<'_>) {
        match serde_json::to_value(reply.to_mcp()) {
            Ok(result) => self.finish_with_result(&result),
            // No reply of this crate fails to serialize; should one, the
            // span still ends, as unreadable.
            Err(_) => self.finish_with_result(&Value::Null),
        }
    }

    /// Ends the call with an MCP `CallToolResult` (or an unfinished
    /// call's `InputRequiredResult` or `CreateTaskResult`), as JSON.
    pub fn finish_with_result(mut self, result: &Value) {
        self.end(Ending::Result(result));
    }

    /// Ends the call with a JSON-RPC error of this code (an unknown tool,
    /// a malformed request). The status says the code, not the error's
    /// message, which a handler may have written from an error's text.
    pub fn finish_with_protocol_error(mut self, code: i64) {
        self.end(Ending::Protocol(code));
    }

    fn end(&mut self, ending: Ending<'_>) {
        self.finished = true;
        let span = self.context.span();
        let telemetry = &self.telemetry;
        let unexpected = self
            .context
            .get::<Arc<CallRecord>>()
            .is_some_and(|record| record.any_unexpected());
        let mut measured = std::mem::take(&mut self.measured);
        let mut failed = |error_type: String, status: String, attributes: Vec<KeyValue>| {
            span.set_attribute(KeyValue::new(attr::ERROR_TYPE, error_type.clone()));
            for attribute in attributes {
                span.set_attribute(attribute);
            }
            span.set_status(Status::error(status));
            measured.push(KeyValue::new(attr::ERROR_TYPE, error_type));
        };
        match ending {
            Ending::Cancelled => failed(
                CANCELLED.to_owned(),
                "The call was cancelled before it answered.".to_owned(),
                vec![KeyValue::new(attr::OUTCOME, CANCELLED)],
            ),
            Ending::Protocol(code) => {
                let code = code.to_string();
                failed(
                    code.clone(),
                    format!("JSON-RPC error {code}"),
                    vec![
                        KeyValue::new(attr::RPC_RESPONSE_STATUS_CODE, code.clone()),
                        KeyValue::new(attr::OUTCOME, "error"),
                    ],
                );
                measured.push(KeyValue::new(attr::RPC_RESPONSE_STATUS_CODE, code));
            }
            Ending::Result(result) => match read_mcp_result(result) {
                Decision::Failed(failure) => {
                    let failure = kept_in_telemetry(failure);
                    let mut counted = vec![
                        KeyValue::new(attr::CATEGORY, category_name(&failure)),
                        KeyValue::new(
                            attr::CODE,
                            failure.code.clone().unwrap_or_else(|| "unknown".to_owned()),
                        ),
                        KeyValue::new(attr::UNEXPECTED, unexpected),
                    ];
                    if self.known {
                        counted.push(KeyValue::new(attr::GEN_AI_TOOL_NAME, self.tool.clone()));
                    }
                    if !self.client {
                        telemetry.failures.add(1, &counted);
                    }
                    failed(
                        TOOL_ERROR.to_owned(),
                        failure.description.clone(),
                        failure_attributes(&failure, unexpected),
                    );
                }
                decision => {
                    for attribute in success_attributes(&decision) {
                        span.set_attribute(attribute);
                    }
                    if unexpected {
                        span.set_attribute(KeyValue::new(attr::UNEXPECTED, true));
                    }
                }
            },
        }
        // `mcp.server.operation.duration` is an MCP server's.
        if self.client {
            telemetry
                .client_duration
                .record(self.started.elapsed().as_secs_f64(), &measured);
        } else if !self.local {
            telemetry
                .duration
                .record(self.started.elapsed().as_secs_f64(), &measured);
        }
        if telemetry.span == SpanChoice::Own {
            span.end();
        }
    }
}

impl Drop for ToolCallSpan {
    fn drop(&mut self) {
        if !self.finished {
            self.end(Ending::Cancelled);
        }
    }
}

/// The category as the attribute writes it; `unknown` when the result
/// named none this crate knows.
fn category_name(failure: &Failure) -> &'static str {
    failure
        .category
        .map_or("unknown", |category| category.as_str())
}

/// A failure's attributes beside `error.type`, from what its result says.
/// The status text of a failure that names no category.
const UNCATEGORIZED_STATUS: &str =
    "The tool failed without a category; its result holds what it said.";

/// What telemetry keeps of a failure. One that names its category was
/// written from an error type that vouches for its description and code;
/// the words of any other (a handler's `Err(String)`, an upstream body
/// passed on) may quote internals, so its status is a fixed text and its
/// code unknown.
fn kept_in_telemetry(failure: Failure) -> Failure {
    if failure.category.is_some() {
        return failure;
    }
    Failure {
        description: UNCATEGORIZED_STATUS.to_owned(),
        code: None,
        ..failure
    }
}

fn failure_attributes(failure: &Failure, unexpected: bool) -> Vec<KeyValue> {
    let mut attributes = vec![
        KeyValue::new(attr::OUTCOME, "error"),
        KeyValue::new(attr::CATEGORY, category_name(failure)),
        KeyValue::new(attr::OUTCOME_UNKNOWN, failure.outcome_unknown),
        KeyValue::new(attr::UNEXPECTED, unexpected),
    ];
    if let Some(retryable) = failure.retryable {
        attributes.push(KeyValue::new(attr::RETRYABLE, retryable));
    }
    if let Some(code) = &failure.code {
        attributes.push(KeyValue::new(attr::CODE, code.clone()));
    }
    if let Some(delay) = failure.retry_after {
        let millis = i64::try_from(delay.as_millis()).unwrap_or(i64::MAX);
        attributes.push(KeyValue::new(attr::RETRY_AFTER_MS, millis));
    }
    if let Some(id) = &failure.correlation_id {
        attributes.push(KeyValue::new(attr::CORRELATION_ID, id.clone()));
    }
    attributes
}

/// A success's attributes: which kind, its count, a fan-out's coverage;
/// or that the call isn't finished, or answered no result at all.
fn success_attributes(decision: &Decision) -> Vec<KeyValue> {
    let count = |count: Option<u64>| {
        count.map(|count| {
            KeyValue::new(attr::RESULT_COUNT, i64::try_from(count).unwrap_or(i64::MAX))
        })
    };
    match decision {
        Decision::Empty { .. } => vec![
            KeyValue::new(attr::OUTCOME, "empty"),
            KeyValue::new(attr::RESULT_COUNT, 0_i64),
        ],
        Decision::Partial {
            result_count,
            sources_attempted,
            sources_failed,
            ..
        } => {
            let mut attributes = vec![KeyValue::new(attr::OUTCOME, "partial")];
            attributes.extend(count(*result_count));
            for (key, sources) in [
                (attr::SOURCES_ATTEMPTED, sources_attempted),
                (attr::SOURCES_FAILED, sources_failed),
            ] {
                if let Some(sources) = sources {
                    attributes.push(KeyValue::new(
                        key,
                        i64::try_from(*sources).unwrap_or(i64::MAX),
                    ));
                }
            }
            attributes
        }
        Decision::Success { result_count } => {
            let mut attributes = vec![KeyValue::new(attr::OUTCOME, "ok")];
            attributes.extend(count(*result_count));
            attributes
        }
        Decision::InputRequired { .. } => vec![KeyValue::new(attr::OUTCOME, "input_required")],
        Decision::Task { .. } => vec![KeyValue::new(attr::OUTCOME, "task")],
        Decision::Unreadable { .. } | Decision::Protocol { .. } | Decision::Failed(_) => {
            vec![KeyValue::new(attr::OUTCOME, "unreadable")]
        }
    }
}
