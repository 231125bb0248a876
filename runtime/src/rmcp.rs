//! rmcp integration (feature `rmcp`): tool errors as `E` in rmcp `#[tool]`
//! handlers.
//!
//! With this feature, `#[derive(ToolError)]` also implements, for your type,
//! rmcp's `IntoCallToolResult`, `From<YourError> for
//! rmcp::model::CallToolResult`, and `From<YourError> for rmcp::ErrorData`
//! (see [`error_data`]). A handler returning `Result<Json<T>,
//! YourError>`, `Result<String, YourError>` or `Result<CallToolResult,
//! YourError>` then answers a failure with `isError: true`, the payload in
//! `structuredContent` and, serialized, in a text block: a *tool result* the
//! model reads, not a JSON-RPC error it never sees.
//!
//! ```
//! use rmcp::handler::server::tool::IntoCallToolResult;
//! use rmcp::model::CallToolResponse;
//!
//! #[derive(Debug, thiserror::Error, toolerror::ToolError)]
//! #[error("refund over limit")]
//! #[category(business)]
//! #[tool_error(description = "Refund of ${amount} exceeds the $100 automatic ceiling. Escalate to a human agent.")]
//! struct RefundOverLimit {
//!     amount: u32,
//! }
//!
//! fn complete(response: impl IntoCallToolResult) -> rmcp::model::CallToolResult {
//!     match response.into_call_tool_result() {
//!         Ok(CallToolResponse::Complete(result)) => result,
//!         _ => panic!("a tool error is a complete result, not a protocol error"),
//!     }
//! }
//!
//! #[derive(serde::Serialize, schemars::JsonSchema)]
//! struct Receipt {
//!     id: String,
//! }
//!
//! // The three handler return types all answer the failure the same way.
//! let as_json: Result<rmcp::Json<Receipt>, RefundOverLimit> = Err(RefundOverLimit { amount: 140 });
//! let as_text: Result<String, RefundOverLimit> = Err(RefundOverLimit { amount: 140 });
//! let as_result: Result<rmcp::model::CallToolResult, RefundOverLimit> = Err(RefundOverLimit { amount: 140 });
//! for result in [complete(as_json), complete(as_text), complete(as_result)] {
//!     assert_eq!(result.is_error, Some(true));
//!     let payload = result.structured_content.unwrap();
//!     assert_eq!(payload["errorCategory"], "business");
//!     assert_eq!(payload["isRetryable"], false);
//!     assert_eq!(payload["code"], "refund_over_limit");
//! }
//! ```
//!
//! # outputSchema and strict clients
//!
//! rmcp derives a tool's `outputSchema` from `T` in `Result<Json<T>, E>`
//! only. The TypeScript SDK 1.x client validates `structuredContent` against
//! that schema *even when `isError` is true*, and replaces a non-conforming
//! error with a -32602 protocol error. Two ways out:
//!
//! - [`output_schema_with_error::<T>()`](output_schema_with_error) as the
//!   tool's schema (`#[tool(output_schema = toolerror::rmcp::output_schema_with_error::<T>())]`):
//!   a union of `T` and the error payload whose root stays
//!   `"type": "object"`. Clients see both shapes documented; use it when you
//!   control the schema.
//! - Text-only errors: no `structuredContent` on failures, the payload in the
//!   text block only. Per type with `#[tool_error(text_only)]`, per call with
//!   [`TextOnly`]. Use it when the schema must stay exactly `T`'s.
//!
//! # Protocol errors and tool errors
//!
//! An unknown tool or a malformed request is a JSON-RPC error, which rmcp
//! produces itself. Everything the model could act on, including invalid
//! arguments, belongs in a tool result with `isError: true`: report a bad
//! argument as a `validation` error, never as `ErrorData::invalid_params`
//! (-32602), which most hosts don't show to the model.
//!
//! rmcp's trait-based tools (`ToolBase`, whose `Error: Into<ErrorData>`) can
//! only produce protocol errors. Return your error inside the success type
//! instead: make the tool's output a `CallToolResult` and build it with
//! `error.into()` (the `From` impl above) or
//! [`call_tool_result`].

use std::collections::BTreeSet;
use std::sync::Arc;

use ::rmcp::handler::server::tool::{IntoCallToolResult, schema_for_output};
use ::rmcp::model::{CallToolResponse, ContentBlock, JsonObject};
use serde_json::Value;

use crate::agent::propagate::{Escalation, NotRun};
use crate::formats::mcp;
use crate::outcome::Outcome;
use crate::partial::PartialResults;

use crate::reply::ToReply;
use crate::schema::error_payload_schema;
use crate::tool_error::{ErrorMode, ToolError};

mod arguments;
#[cfg(feature = "opentelemetry")]
mod telemetry;

pub use arguments::{ArgumentMisfit, argument_misfits, categorize_arguments};

/// The rmcp `CallToolResult` of anything that converts into a [`Reply`](crate::Reply):
/// a tool error (in its [`ErrorMode`]), an outcome, partial results. This
/// answers a call: each failure is logged once, with the correlation id
/// its payload carries ([`ToReply::answer`]).
pub fn call_tool_result<R: ToReply + ?Sized>(reply: &R) -> ::rmcp::model::CallToolResult {
    reply.answer().to_mcp().into()
}

impl From<mcp::CallToolResult> for ::rmcp::model::CallToolResult {
    /// Converts this crate's result (found, empty or failed) into rmcp's.
    ///
    /// Non-text blocks go through serde; one rmcp can't read becomes a text
    /// block holding its JSON, so nothing is lost. `_meta` that rmcp can't
    /// read is dropped.
    fn from(result: mcp::CallToolResult) -> Self {
        let content = result
            .content
            .into_iter()
            .map(|block| match block {
                mcp::ContentBlock::Text { text, .. } => ContentBlock::text(text),
                mcp::ContentBlock::Other(object) => {
                    let value = Value::Object(object);
                    serde_json::from_value(value.clone())
                        .unwrap_or_else(|_| ContentBlock::text(value.to_string()))
                }
            })
            .collect();
        let mut converted = if result.is_error {
            ::rmcp::model::CallToolResult::error(content)
        } else {
            ::rmcp::model::CallToolResult::success(content)
        };
        converted.structured_content = result.structured_content;
        converted.meta = result
            .meta
            .and_then(|meta| serde_json::from_value(Value::Object(meta)).ok());
        converted
    }
}

// The JSON-RPC codes `error_data` gives, by category (its table says why).
const TRANSIENT_CODE: i32 = -31050;
const BUSINESS_CODE: i32 = -31051;
const PERMISSION_CODE: i32 = -31052;

/// The JSON-RPC error answering a request that must fail as a protocol
/// error (a prompt, a resource, a trait-based tool): the description as
/// the message, the payload in `data`, and a code by category:
///
/// | category | code | meaning |
/// |---|---|---|
/// | validation | -32602 | invalid params: fix the request |
/// | transient | -31050 | unavailable for now: retry after a pause |
/// | business | -31051 | refused by a rule: take another path |
/// | permission | -31052 | not allowed: escalate |
///
/// Why these: MCP (2026-07-28) keeps -32000 to -32019 as a legacy range
/// that servers should not use and -32020 to -32099 for codes the
/// specification itself defines, and JSON-RPC reserves -32768 to -32000
/// as a whole; application codes go outside it. The three server codes are
/// application codes, and the category and description travel in `data`
/// too, so a client that knows neither code reads the payload. A tool call
/// answers with a *result* instead (the model reads those): use this only
/// where a result can't be given.
///
/// ```
/// #[derive(Debug, thiserror::Error, toolerror::ToolError)]
/// #[error("no such prompt")]
/// #[category(validation)]
/// #[tool_error(description = "No prompt is named that: list the prompts and pick one.")]
/// struct NoSuchPrompt;
///
/// let error: rmcp::ErrorData = NoSuchPrompt.into();
/// assert_eq!(error.code.0, -32602);
/// assert_eq!(error.message, "No prompt is named that: list the prompts and pick one.");
/// assert_eq!(error.data.unwrap()["errorCategory"], "validation");
/// ```
pub fn error_data<E: ToolError + ?Sized>(error: &E) -> ::rmcp::ErrorData {
    let payload = crate::report::payload_of(error);
    let code = match payload.category() {
        crate::Category::Validation => ::rmcp::model::ErrorCode::INVALID_PARAMS,
        crate::Category::Transient => ::rmcp::model::ErrorCode(TRANSIENT_CODE),
        crate::Category::Business => ::rmcp::model::ErrorCode(BUSINESS_CODE),
        crate::Category::Permission => ::rmcp::model::ErrorCode(PERMISSION_CODE),
    };
    ::rmcp::ErrorData::new(
        code,
        payload.description().to_owned(),
        Some(payload.to_value()),
    )
}

impl<E: ToolError> From<Escalation<E>> for ::rmcp::ErrorData {
    fn from(error: Escalation<E>) -> Self {
        error_data(&error)
    }
}

impl From<NotRun> for ::rmcp::ErrorData {
    fn from(error: NotRun) -> Self {
        error_data(&error)
    }
}

/// A tool error answered in text only (no `structuredContent`), for one
/// call: `Result<Json<T>, TextOnly<MyError>>`, or `Err(TextOnly(error))`.
/// It is the same tool error otherwise, in every renderer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TextOnly<E>(pub E);

impl<E: ToolError> ToolError for TextOnly<E> {
    fn category(&self) -> crate::Category {
        self.0.category()
    }
    fn description(&self) -> std::borrow::Cow<'_, str> {
        self.0.description()
    }
    fn code(&self) -> &str {
        self.0.code()
    }
    fn cause(&self) -> Option<&str> {
        self.0.cause()
    }
    fn retry_after(&self) -> Option<std::time::Duration> {
        self.0.retry_after()
    }
    fn details(&self) -> Option<serde_json::Map<String, Value>> {
        self.0.details()
    }
    fn error_mode(&self) -> ErrorMode {
        ErrorMode::TextOnly
    }
    fn outcome_unknown(&self) -> bool {
        self.0.outcome_unknown()
    }
    fn is_unexpected(&self) -> bool {
        self.0.is_unexpected()
    }
    fn diagnostic(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.diagnostic()
    }
}

impl<E: ToolError> IntoCallToolResult for TextOnly<E> {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        Ok(call_tool_result(&self).into())
    }
}

impl<E: ToolError> From<E> for TextOnly<E> {
    fn from(error: E) -> Self {
        TextOnly(error)
    }
}

/// A tool `outputSchema` admitting both `T` (the success) and the error
/// payload, and nothing else.
///
/// - `T` an object (a struct, an internally tagged enum, …): `{"type":
///   "object", "anyOf": [T, ErrorPayload]}`, `T`'s `$defs` at the root so
///   its references resolve. A `T` that refers to itself (`"$ref": "#"`) is
///   moved under `$defs` first, so that its references keep meaning `T` and
///   not the union; an `$id` of `T`'s is dropped, so that its references
///   resolve against the root that now holds its `$defs`.
/// - `T` not an object (`Vec<_>`, `String`, `Option<_>`, a unit-only enum,
///   `()`): no object root can admit its successes, so the schema is `T`'s
///   own, and the tool must answer failures in text only (a
///   `#[tool_error(text_only)]` type, or [`TextOnly`]), which strict clients
///   don't validate. Never a schema the tool's own successes violate.
///
/// ```
/// #[derive(serde::Serialize, schemars::JsonSchema)]
/// struct Booking {
///     id: String,
/// }
///
/// let schema = toolerror::rmcp::output_schema_with_error::<Booking>();
/// assert_eq!(schema["type"], "object");
/// assert_eq!(schema["anyOf"][0]["required"], serde_json::json!(["id"]));
/// assert_eq!(schema["anyOf"][1]["required"][0], "errorCategory");
///
/// // A list can't share an object root: its own schema, and text-only errors.
/// let list = toolerror::rmcp::output_schema_with_error::<Vec<Booking>>();
/// assert_eq!(list["type"], "array");
/// ```
#[must_use]
pub fn output_schema_with_error<T: schemars::JsonSchema + 'static>() -> Arc<JsonObject> {
    let success = (*schema_for_output::<T>()).clone();
    match admitting_error_payload(&success) {
        Some(union) => Arc::new(union),
        None => Arc::new(success),
    }
}

/// `success` widened to admit the error payload too, as
/// [`output_schema_with_error`] describes; `None` when `success` admits
/// values that are no objects, which no object root can hold beside it.
fn admitting_error_payload(success: &JsonObject) -> Option<JsonObject> {
    if !only_objects(success, success, 0) {
        return None;
    }
    let mut success = success.clone();
    let mut root = JsonObject::new();
    root.insert("type".into(), "object".into());
    if let Some(dialect) = success.remove("$schema") {
        root.insert("$schema".into(), dialect);
    }
    success.remove("$id");
    let defs_key = if success.contains_key("definitions") {
        "definitions"
    } else {
        "$defs"
    };
    let mut defs = match success.remove(defs_key) {
        Some(Value::Object(defs)) => defs,
        _ => JsonObject::new(),
    };
    // A reference to T's root, in T or in one of its definitions (mutual
    // recursion), must keep meaning T once the root is the union.
    let recursive =
        refers_to_root(&Value::Object(success.clone())) || defs.values().any(refers_to_root);
    let success = if recursive {
        let mut name = String::from("ToolSuccess");
        while defs.contains_key(&name) {
            name.push('_');
        }
        let pointer = format!("#/{defs_key}/{name}");
        let mut moved = Value::Object(success);
        point_root_refs_at(&mut moved, &pointer);
        for definition in defs.values_mut() {
            point_root_refs_at(definition, &pointer);
        }
        defs.insert(name, moved);
        let mut reference = JsonObject::new();
        reference.insert("$ref".into(), pointer.into());
        reference
    } else {
        success
    };
    if !defs.is_empty() {
        root.insert(defs_key.into(), Value::Object(defs));
    }
    let error = error_payload_schema().to_value();
    root.insert(
        "anyOf".into(),
        Value::Array(vec![Value::Object(success), error]),
    );
    Some(root)
}

/// Whether every value `schema` admits is an object: `"type": "object"`,
/// or, with no `type`, properties, or `oneOf`/`anyOf` branches that all
/// admit only objects; local references (`#/$defs/…`) followed in `root`.
fn only_objects(schema: &JsonObject, root: &JsonObject, depth: usize) -> bool {
    if depth > 32 {
        return false;
    }
    if schema.contains_key("$ref") {
        let target = resolve(root, schema);
        // A reference that doesn't resolve locally proves nothing.
        return !target.contains_key("$ref") && only_objects(target, root, depth + 1);
    }
    match schema.get("type") {
        Some(Value::String(kind)) => kind == "object",
        Some(_) => false,
        None => {
            let branches = ["oneOf", "anyOf"]
                .iter()
                .find_map(|key| schema.get(*key).and_then(Value::as_array));
            match branches {
                Some(branches) => {
                    !branches.is_empty()
                        && branches.iter().all(|branch| {
                            branch
                                .as_object()
                                .is_some_and(|branch| only_objects(branch, root, depth + 1))
                        })
                }
                None => schema.contains_key("properties"),
            }
        }
    }
}

/// Whether `schema` refers to its own root (`"$ref": "#"`).
fn refers_to_root(schema: &Value) -> bool {
    match schema {
        Value::Object(object) => {
            object.get("$ref").and_then(Value::as_str) == Some("#")
                || object.values().any(refers_to_root)
        }
        Value::Array(items) => items.iter().any(refers_to_root),
        _ => false,
    }
}

/// Points every `"$ref": "#"` in `schema` at `pointer`.
fn point_root_refs_at(schema: &mut Value, pointer: &str) {
    match schema {
        Value::Object(object) => {
            if object.get("$ref").and_then(Value::as_str) == Some("#") {
                object.insert("$ref".into(), pointer.into());
            }
            for value in object.values_mut() {
                point_root_refs_at(value, pointer);
            }
        }
        Value::Array(items) => {
            for item in items {
                point_root_refs_at(item, pointer);
            }
        }
        _ => {}
    }
}

/// An [`Escalation`] as a `#[tool]` handler's error, like a derived error:
/// `Result<T, Escalation<MyError>>`.
impl<E: ToolError> IntoCallToolResult for Escalation<E> {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        Ok(call_tool_result(&self).into())
    }
}

/// [`NotRun`] as a `#[tool]` handler's error: `Result<T, NotRun>`.
impl IntoCallToolResult for NotRun {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        Ok(call_tool_result(&self).into())
    }
}

/// An [`Outcome`] as a `#[tool]` return value: results, a valid empty result
/// (`isError: false`, `resultCount: 0`), or the failure (`isError: true`).
impl<T: serde::Serialize, E: ToolError> IntoCallToolResult for Outcome<T, E> {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        Ok(call_tool_result(&self).into())
    }
}

/// [`PartialResults`] as a `#[tool]` return value, by the rules of the
/// [`partial`](crate::partial) module.
impl<T: serde::Serialize, E: ToolError> IntoCallToolResult for PartialResults<T, E> {
    fn into_call_tool_result(self) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        Ok(call_tool_result(&self).into())
    }
}

/// `schema`, or what its local `$ref` (`#/$defs/…`, `#/definitions/…`)
/// points at in `root`.
fn resolve<'s>(root: &'s JsonObject, schema: &'s JsonObject) -> &'s JsonObject {
    let mut current = schema;
    for _ in 0..16 {
        let Some(pointer) = current.get("$ref").and_then(Value::as_str) else {
            return current;
        };
        let target = pointer.strip_prefix('#').and_then(|pointer| {
            let mut node: Option<&Value> = None;
            let mut object = root;
            for part in pointer.split('/').filter(|part| !part.is_empty()) {
                node = object.get(part);
                object = node?.as_object()?;
            }
            node.and_then(Value::as_object).or(Some(root))
        });
        match target {
            Some(target) => current = target,
            None => return current,
        }
    }
    current
}

/// A tool router whose answers to arguments that don't fit a tool's
/// parameters are validation payloads naming the argument (see
/// [`categorize_arguments`]): one line in place of a hand-written
/// `call_tool`, and the default way to serve tools.
///
/// Every tool's `outputSchema` admits the error payload beside its
/// successes (as [`output_schema_with_error`] builds it), so a client that
/// validates error results against it (the TypeScript SDK 1.x, Gemini CLI)
/// can't throw a failure away; a tool whose successes aren't objects, which
/// no object root can hold beside the payload, answers its failures in
/// text only (no `structuredContent`), by itself.
///
/// ```
/// use rmcp::handler::server::wrapper::Parameters;
/// use rmcp::{ServerHandler, tool, tool_handler, tool_router};
///
/// #[derive(serde::Deserialize, schemars::JsonSchema)]
/// struct Args {
///     booking_id: String,
/// }
///
/// #[derive(Clone)]
/// struct Bookings;
///
/// #[tool_router]
/// impl Bookings {
///     #[tool(description = "Looks a booking up.")]
///     async fn get_booking(&self, Parameters(args): Parameters<Args>) -> String {
///         args.booking_id
///     }
/// }
///
/// #[tool_handler(router = toolerror::rmcp::categorized(Self::tool_router()))]
/// impl ServerHandler for Bookings {}
/// ```
pub fn categorized<S: Send + Sync + 'static>(
    mut router: ::rmcp::handler::server::router::tool::ToolRouter<S>,
) -> Categorized<S> {
    for route in router.map.values_mut() {
        let tool = &mut route.attr;
        let widened = tool
            .output_schema
            .as_deref()
            .filter(|schema| !arguments::admits_error_payload(Some(schema)))
            .and_then(admitting_error_payload);
        if let Some(widened) = widened {
            tool.output_schema = Some(Arc::new(widened));
        }
    }
    Categorized {
        router,
        unknown_tools_as_results: false,
        accepting_unlisted_arguments: BTreeSet::new(),
        #[cfg(feature = "opentelemetry")]
        telemetry: None,
    }
}

/// See [`categorized`]. Build it once and keep it in the server, rather
/// than rebuilding the router on every request:
///
/// ```
/// use rmcp::handler::server::wrapper::Parameters;
/// use rmcp::{ServerHandler, tool, tool_handler, tool_router};
/// use toolerror::rmcp::Categorized;
///
/// #[derive(serde::Deserialize, schemars::JsonSchema)]
/// struct Args {
///     booking_id: String,
/// }
///
/// #[derive(Clone)]
/// struct Bookings {
///     tools: Categorized<Bookings>,
/// }
///
/// #[tool_router]
/// impl Bookings {
///     fn new() -> Self {
///         Bookings { tools: toolerror::rmcp::categorized(Self::tool_router()) }
///     }
///
///     #[tool(description = "Looks a booking up.")]
///     async fn get_booking(&self, Parameters(args): Parameters<Args>) -> String {
///         args.booking_id
///     }
/// }
///
/// #[tool_handler(router = self.tools)]
/// impl ServerHandler for Bookings {}
///
/// let _server = Bookings::new();
/// ```
#[derive(Debug, Clone)]
pub struct Categorized<S> {
    router: ::rmcp::handler::server::router::tool::ToolRouter<S>,
    unknown_tools_as_results: bool,
    /// The tools whose calls may carry arguments their schema doesn't list.
    accepting_unlisted_arguments: BTreeSet<String>,
    /// `None`: the global providers', bound at the first call.
    #[cfg(feature = "opentelemetry")]
    telemetry: Option<crate::telemetry::Telemetry>,
}

/// How many characters of a tool name the call made up an answer repeats.
const MAX_ECHOED_TOOL_NAME_CHARS: usize = 64;

/// How many tools an unknown-tool result lists.
const MAX_LISTED_TOOLS: usize = 20;

impl<S: Send + Sync + 'static> Categorized<S> {
    /// Answers a call naming no tool of the router as a validation tool
    /// result (code `unknown_tool`) that names the tool asked for and lists
    /// up to 20 that exist, instead of the JSON-RPC error -32602, which
    /// most hosts don't show their model. Opt-in: MCP answers unknown tools
    /// with a protocol error today (SEP-2145 proposes results, as the
    /// Python SDK 2.x and FastMCP already do).
    #[must_use]
    pub fn unknown_tools_as_results(mut self) -> Self {
        self.unknown_tools_as_results = true;
        self
    }

    /// Lets calls of `tool` carry arguments its `inputSchema` doesn't list,
    /// as serde does by default (it ignores them), instead of refusing
    /// them: for a tool whose parameters take aliases, or a caller that
    /// isn't a model and sends extra keys on purpose.
    ///
    /// By default a call with an argument the schema doesn't list (where
    /// the schema lists its `properties` and doesn't admit others: no
    /// `additionalProperties: true`, no `#[serde(flatten)]`ed map) is
    /// refused before the tool runs, with a validation failure (code
    /// `invalid_arguments`) naming it, so a misspelt optional argument
    /// (`limt` for `limit`) is fixed instead of silently ignored. A tool
    /// can also admit unlisted keys in its schema, with
    /// `#[schemars(extend("additionalProperties" = true))]` on its
    /// parameters.
    ///
    /// ```
    /// use rmcp::handler::server::wrapper::Parameters;
    /// use rmcp::{ServerHandler, tool, tool_handler, tool_router};
    /// use toolerror::rmcp::Categorized;
    ///
    /// #[derive(serde::Deserialize, schemars::JsonSchema)]
    /// struct Args {
    ///     #[serde(alias = "id")]
    ///     booking_id: String,
    /// }
    ///
    /// #[derive(Clone)]
    /// struct Bookings {
    ///     tools: Categorized<Bookings>,
    /// }
    ///
    /// #[tool_router]
    /// impl Bookings {
    ///     fn new() -> Self {
    ///         // `id`, an alias, isn't in the schema: let it through.
    ///         let tools = toolerror::rmcp::categorized(Self::tool_router())
    ///             .accept_unlisted_arguments("get_booking");
    ///         Bookings { tools }
    ///     }
    ///
    ///     #[tool(description = "Looks a booking up.")]
    ///     async fn get_booking(&self, Parameters(args): Parameters<Args>) -> String {
    ///         args.booking_id
    ///     }
    /// }
    ///
    /// #[tool_handler(router = self.tools)]
    /// impl ServerHandler for Bookings {}
    ///
    /// let _server = Bookings::new();
    /// ```
    #[must_use]
    pub fn accept_unlisted_arguments(mut self, tool: impl Into<String>) -> Self {
        self.accepting_unlisted_arguments.insert(tool.into());
        self
    }

    /// Records each call through `telemetry` (feature `opentelemetry`)
    /// instead of the default: the global providers, as installed when
    /// the process's first call is answered.
    ///
    /// ```
    /// use opentelemetry_sdk::metrics::SdkMeterProvider;
    /// use opentelemetry_sdk::trace::SdkTracerProvider;
    /// use rmcp::{ServerHandler, tool, tool_handler, tool_router};
    /// use toolerror::rmcp::Categorized;
    /// use toolerror::telemetry::Telemetry;
    ///
    /// #[derive(Clone)]
    /// struct Bookings {
    ///     tools: Categorized<Bookings>,
    /// }
    ///
    /// #[tool_router]
    /// impl Bookings {
    ///     fn new(telemetry: Telemetry) -> Self {
    ///         Bookings {
    ///             tools: toolerror::rmcp::categorized(Self::tool_router()).with_telemetry(telemetry),
    ///         }
    ///     }
    ///
    ///     #[tool(description = "Says whether the desk is open.")]
    ///     async fn desk_open(&self) -> String {
    ///         "open".into()
    ///     }
    /// }
    ///
    /// #[tool_handler(router = self.tools)]
    /// impl ServerHandler for Bookings {}
    ///
    /// let tracer_provider = SdkTracerProvider::builder().build();
    /// let meter_provider = SdkMeterProvider::builder().build();
    /// let _server = Bookings::new(Telemetry::new(&tracer_provider, &meter_provider));
    /// ```
    #[cfg(feature = "opentelemetry")]
    #[must_use]
    pub fn with_telemetry(mut self, telemetry: crate::telemetry::Telemetry) -> Self {
        self.telemetry = Some(telemetry);
        self
    }

    /// Calls the tool, then gives an argument error a category and names
    /// the argument; a call naming no tool is a JSON-RPC error naming it
    /// (or a validation result, see
    /// [`unknown_tools_as_results`](Self::unknown_tools_as_results)). With
    /// the `opentelemetry` feature, the call is recorded as the
    /// [`telemetry`](crate::telemetry) module says.
    ///
    /// # Errors
    ///
    /// An unknown tool, by default, and the router's other protocol errors.
    pub async fn call(
        &self,
        context: ::rmcp::handler::server::tool::ToolCallContext<'_, S>,
    ) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        #[cfg(feature = "opentelemetry")]
        {
            let call = self
                .telemetry
                .as_ref()
                .unwrap_or_else(|| telemetry::global())
                .start(telemetry::tool_call(
                    &context,
                    self.router.has_route(&context.name),
                ));
            let response = call.run(self.answer(context)).await;
            telemetry::finish(call, &response);
            response
        }
        #[cfg(not(feature = "opentelemetry"))]
        self.answer(context).await
    }

    async fn answer(
        &self,
        context: ::rmcp::handler::server::tool::ToolCallContext<'_, S>,
    ) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        let name = context.name.to_string();
        let Some(tool) = self.router.get(&name).cloned() else {
            return self.unknown_tool(&name);
        };
        let arguments = context.arguments.clone();
        let unlisted = match &arguments {
            Some(given) if !self.accepting_unlisted_arguments.contains(&name) => {
                arguments::unlisted_arguments(&tool.input_schema, given)
            }
            _ => Vec::new(),
        };
        // Every failure answered within names the tool in its log line.
        crate::report::in_tool_call(&name, async move {
            if !unlisted.is_empty() {
                return Ok(arguments::unlisted_argument_error(&tool, unlisted).into());
            }
            let response = self.router.call(context).await?;
            let mut response = arguments::categorize_arguments(&tool, arguments.as_ref(), response);
            // A failure the tool's outputSchema can't admit is answered in
            // text only, which clients don't validate.
            if let CallToolResponse::Complete(result) = &mut response
                && result.is_error == Some(true)
                && !arguments::admits_error_payload(tool.output_schema.as_deref())
            {
                result.structured_content = None;
            }
            Ok(response)
        })
        .await
    }

    fn unknown_tool(&self, name: &str) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        let shown = arguments::first_chars(name, MAX_ECHOED_TOOL_NAME_CHARS).into_owned();
        if !self.unknown_tools_as_results {
            return Err(::rmcp::ErrorData::invalid_params(
                format!("tool not found: `{shown}`; call tools/list for the tools this server has"),
                None,
            ));
        }
        let tools: Vec<String> = self
            .router
            .list_all()
            .into_iter()
            .map(|tool| tool.name.to_string())
            .collect();
        let listed: Vec<&str> = tools
            .iter()
            .take(MAX_LISTED_TOOLS)
            .map(String::as_str)
            .collect();
        let more = tools.len().saturating_sub(listed.len());
        let mut list = listed
            .iter()
            .map(|tool| format!("`{tool}`"))
            .collect::<Vec<_>>()
            .join(", ");
        if more > 0 {
            list.push_str(&format!(" and {more} more"));
        }
        let mut details = serde_json::Map::new();
        details.insert("tool".into(), shown.clone().into());
        details.insert(
            "available".into(),
            Value::Array(listed.iter().map(|tool| Value::from(*tool)).collect()),
        );
        let payload = crate::ErrorPayload::validation(
            "unknown_tool",
            format!("There is no tool named `{shown}`. The tools are {list}: call one of them."),
        )
        .with_details(details);
        Ok(call_tool_result(&payload).into())
    }

    /// Every tool, as the router lists them.
    #[must_use]
    pub fn list_all(&self) -> Vec<::rmcp::model::Tool> {
        self.router.list_all()
    }

    /// The tool named `name`.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&::rmcp::model::Tool> {
        self.router.get(name)
    }
}
