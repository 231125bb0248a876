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

use std::borrow::Cow;
use std::sync::Arc;

use ::rmcp::handler::server::tool::{IntoCallToolResult, schema_for_output};
use ::rmcp::model::{CallToolResponse, ContentBlock, JsonObject};
use serde_json::Value;

use crate::agent::propagate::{Escalation, NotRun};
use crate::mcp;
use crate::outcome::Outcome;
use crate::partial::PartialResults;
use crate::payload::{ErrorPayload, bound_text};
use crate::reply::ToReply;
use crate::schema::error_payload_schema;
use crate::tool_error::{ErrorMode, ToolError};

/// The rmcp `CallToolResult` of anything that converts into a [`Reply`](crate::Reply):
/// a tool error (in its [`ErrorMode`]), an outcome, partial results.
pub fn call_tool_result<R: ToReply + ?Sized>(reply: &R) -> ::rmcp::model::CallToolResult {
    reply.to_reply().to_mcp_result().into()
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

/// The JSON-RPC error answering a request that must fail as a protocol
/// error (a prompt, a resource, a trait-based tool): the description as
/// the message, the payload in `data`, and a code by category:
///
/// | category | code | meaning |
/// |---|---|---|
/// | validation | -32602 | invalid params: fix the request |
/// | transient | -32050 | unavailable for now: retry after a pause |
/// | business | -32051 | refused by a rule: take another path |
/// | permission | -32052 | not allowed: escalate |
///
/// The three server codes are in JSON-RPC's implementation-defined range
/// and clear of those MCP and its SDKs use (-32000 to -32002, -32020 to
/// -32022, -32042). A tool call answers with a *result* instead (the model
/// reads those): use this only where a result can't be given.
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
        crate::Category::Transient => ::rmcp::model::ErrorCode(-32050),
        crate::Category::Business => ::rmcp::model::ErrorCode(-32051),
        crate::Category::Permission => ::rmcp::model::ErrorCode(-32052),
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
    let mut success = (*schema_for_output::<T>()).clone();
    if !only_objects(&success, &success, 0) {
        return Arc::new(success);
    }
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
    Arc::new(root)
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

/// The text rmcp answers arguments that don't deserialize into
/// `Parameters<T>` with; rmcp's router recognises its own errors by it too.
const RMCP_ARGUMENT_ERROR_PREFIX: &str = "failed to deserialize parameters: ";

/// Gives rmcp's answer to arguments that don't fit a tool's parameters a
/// validation payload (code `invalid_arguments`), and returns every other
/// response unchanged.
///
/// rmcp already answers such calls with a tool result (`isError: true`), as
/// the MCP spec asks, but with bare text: no category, no retryability. The
/// payload is text-only, so it fits any `outputSchema`. Call it from a
/// hand-written `ServerHandler::call_tool` on what
/// `Self::tool_router().call(..)` returns; [`categorize_arguments`], which
/// also names the argument, is better where the tool's metadata is at hand
/// (`examples/mcp_server.rs` uses it).
///
/// ```
/// use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock};
/// use toolerror::rmcp::categorize_argument_error;
///
/// // What rmcp's router answers for `{"booking_id": 2041}`:
/// let rmcp_answer: CallToolResponse = CallToolResult::error(vec![ContentBlock::text(
///     "failed to deserialize parameters: invalid type: integer `2041`, expected a string",
/// )])
/// .into();
/// let CallToolResponse::Complete(result) = categorize_argument_error("get_booking", rmcp_answer) else {
///     panic!("still a complete result");
/// };
/// assert_eq!(result.is_error, Some(true));
/// let text = result.content[0].as_text().unwrap().text.clone();
/// let payload = toolerror::ErrorPayload::from_json(&text)?;
/// assert_eq!(payload.category(), toolerror::Category::Validation);
/// assert_eq!(payload.code(), "invalid_arguments");
/// assert!(payload.description().contains("expected a string"));
///
/// // Any other response passes through unchanged.
/// let success = CallToolResult::success(vec![ContentBlock::text("ok")]);
/// let CallToolResponse::Complete(unchanged) = categorize_argument_error("get_booking", success.clone().into()) else {
///     panic!("still a complete result");
/// };
/// assert_eq!(unchanged, success);
/// # Ok::<(), toolerror::PayloadError>(())
/// ```
#[must_use]
pub fn categorize_argument_error(tool: &str, response: CallToolResponse) -> CallToolResponse {
    categorize(tool, Vec::new(), response)
}

/// [`categorize_argument_error`], naming the argument that doesn't fit and
/// the type its schema expects, from the tool's `inputSchema` and the
/// call's arguments: "argument `booking.id` must be a string". The payload
/// also carries them in `details` (`argument`, `expected`).
///
/// ```
/// use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock, Tool};
/// use std::sync::Arc;
/// use toolerror::rmcp::categorize_arguments;
///
/// let schema = serde_json::json!({"type": "object", "required": ["booking_id"],
///     "properties": {"booking_id": {"type": "string"}}});
/// let tool = Tool::new("get_booking", "Looks a booking up.", Arc::new(schema.as_object().unwrap().clone()));
/// let arguments = serde_json::json!({"booking_id": 2041});
/// let rmcp_answer: CallToolResponse = CallToolResult::error(vec![ContentBlock::text(
///     "failed to deserialize parameters: invalid type: integer `2041`, expected a string",
/// )])
/// .into();
/// let CallToolResponse::Complete(result) =
///     categorize_arguments(&tool, arguments.as_object(), rmcp_answer)
/// else {
///     panic!("still a complete result");
/// };
/// let text = result.content[0].as_text().unwrap().text.clone();
/// let payload = toolerror::ErrorPayload::from_json(&text)?;
/// assert!(payload.description().contains("argument `booking_id` must be a string"));
/// assert_eq!(payload.details().unwrap()["argument"], "booking_id");
/// # Ok::<(), toolerror::PayloadError>(())
/// ```
#[must_use]
pub fn categorize_arguments(
    tool: &::rmcp::model::Tool,
    arguments: Option<&JsonObject>,
    response: CallToolResponse,
) -> CallToolResponse {
    let empty = JsonObject::new();
    let mut candidates = Vec::new();
    misfits(
        &tool.input_schema,
        &tool.input_schema,
        arguments.unwrap_or(&empty),
        "",
        0,
        &mut candidates,
    );
    categorize(&tool.name, candidates, response)
}

fn categorize(
    tool: &str,
    candidates: Vec<Mismatch>,
    response: CallToolResponse,
) -> CallToolResponse {
    let CallToolResponse::Complete(result) = &response else {
        return response;
    };
    if result.is_error != Some(true) || result.structured_content.is_some() {
        return response;
    }
    let reason = match result.content.as_slice() {
        [block] => block
            .as_text()
            .and_then(|text| text.text.strip_prefix(RMCP_ARGUMENT_ERROR_PREFIX)),
        _ => None,
    };
    let Some(reason) = reason else {
        return response;
    };
    // The schema is not the parameters' whole truth (serde aliases,
    // defaults): an argument is named only where serde's own complaint
    // agrees.
    let mismatch = candidates
        .into_iter()
        .find(|candidate| candidate.evidence.agrees_with(reason));
    let tool = bound_text(Cow::Borrowed(tool), 64, "…");
    let named = match &mismatch {
        Some(mismatch) => format!(
            "argument `{}` must be {} ({})",
            mismatch.path,
            mismatch.expected,
            bound_echo(reason)
        ),
        None => bound_echo(reason),
    };
    let mut payload = ErrorPayload::validation(
        "invalid_arguments",
        format!(
            "The arguments for {tool} don't match its input schema: {named}. Fix the arguments as the tool's inputSchema describes, then call again."
        ),
    );
    if let Some(mismatch) = mismatch {
        let mut details = serde_json::Map::new();
        details.insert("argument".into(), mismatch.path.into());
        details.insert("expected".into(), mismatch.expected.into());
        payload = payload.with_details(details);
    }
    ::rmcp::model::CallToolResult::error(vec![ContentBlock::text(payload.to_json())]).into()
}

/// An argument that doesn't fit its schema, what the schema expects, and
/// what serde would say about it.
struct Mismatch {
    path: String,
    expected: String,
    evidence: Evidence,
}

/// What serde's message says about a misfit, so that only an argument
/// serde complains about is named.
enum Evidence {
    Missing(String),
    Unknown(String),
    /// serde's "invalid type: <kind>".
    Kind(&'static str),
    /// serde's "unknown variant `<value>`".
    Variant(String),
}

impl Evidence {
    fn agrees_with(&self, reason: &str) -> bool {
        match self {
            Evidence::Missing(name) => reason.contains(&format!("missing field `{name}`")),
            Evidence::Unknown(name) => reason.contains(&format!("unknown field `{name}`")),
            Evidence::Kind(kind) => reason.contains(&format!("invalid type: {kind}")),
            Evidence::Variant(value) => reason.contains(&format!("unknown variant `{value}`")),
        }
    }
}

/// How deep the walk goes, and how long a path it names.
const MAX_ARGUMENT_DEPTH: usize = 32;
const MAX_ARGUMENT_PATH_BYTES: usize = 256;

/// Every argument that doesn't fit the object `schema` (references
/// resolved in `root`), the way the tool's parameters deserialize them: a
/// required argument missing, an argument of another JSON type, a value
/// outside an enumeration, an argument the schema forbids; nested objects
/// and lists too.
fn misfits(
    root: &JsonObject,
    schema: &JsonObject,
    arguments: &JsonObject,
    prefix: &str,
    depth: usize,
    out: &mut Vec<Mismatch>,
) {
    if depth > MAX_ARGUMENT_DEPTH {
        return;
    }
    let schema = resolve(root, schema);
    let path = |name: &str| {
        let name = bound_text(Cow::Borrowed(name), 64, "…");
        let path = if prefix.is_empty() {
            name.into_owned()
        } else {
            format!("{prefix}.{name}")
        };
        bound_text(Cow::Owned(path), MAX_ARGUMENT_PATH_BYTES, "…").into_owned()
    };
    for required in schema
        .get("required")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
    {
        if !arguments.contains_key(required) {
            out.push(Mismatch {
                path: path(required),
                expected: "given (it is required)".into(),
                evidence: Evidence::Missing(required.to_owned()),
            });
        }
    }
    let properties = schema.get("properties").and_then(Value::as_object);
    for (name, value) in arguments {
        match properties
            .and_then(|properties| properties.get(name))
            .and_then(Value::as_object)
        {
            Some(property) => value_misfits(root, property, value, &path(name), depth + 1, out),
            None if schema.get("additionalProperties") == Some(&Value::Bool(false)) => {
                out.push(Mismatch {
                    path: path(name),
                    expected: "left out (the tool has no such argument)".into(),
                    evidence: Evidence::Unknown(name.clone()),
                });
            }
            None => {}
        }
    }
}

fn value_misfits(
    root: &JsonObject,
    schema: &JsonObject,
    value: &Value,
    path: &str,
    depth: usize,
    out: &mut Vec<Mismatch>,
) {
    if depth > MAX_ARGUMENT_DEPTH {
        return;
    }
    let schema = resolve(root, schema);
    let types: Vec<&str> = match schema.get("type") {
        Some(Value::String(kind)) => vec![kind.as_str()],
        Some(Value::Array(kinds)) => kinds.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    if !types.is_empty() && !types.iter().any(|kind| has_type(value, kind)) {
        let expected: Vec<String> = types.iter().map(|kind| article(kind)).collect();
        out.push(Mismatch {
            path: path.to_owned(),
            expected: expected.join(" or "),
            evidence: Evidence::Kind(serde_kind(value)),
        });
        return;
    }
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array)
        && !allowed.contains(value)
    {
        let listed: Vec<String> = allowed.iter().take(8).map(Value::to_string).collect();
        out.push(Mismatch {
            path: path.to_owned(),
            expected: format!("one of {}", listed.join(", ")),
            evidence: match value {
                Value::String(text) => Evidence::Variant(text.clone()),
                other => Evidence::Kind(serde_kind(other)),
            },
        });
        return;
    }
    match value {
        Value::Object(object) if schema.contains_key("properties") => {
            misfits(root, schema, object, path, depth + 1, out);
        }
        Value::Array(items) => {
            if let Some(item_schema) = schema.get("items").and_then(Value::as_object) {
                for (index, item) in items.iter().enumerate() {
                    value_misfits(
                        root,
                        item_schema,
                        item,
                        &format!("{path}[{index}]"),
                        depth + 1,
                        out,
                    );
                }
            }
        }
        _ => {}
    }
}

/// How serde_json names the kind of `value` in "invalid type: …".
fn serde_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(number) if number.is_f64() => "floating point",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "sequence",
        Value::Object(_) => "map",
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

fn has_type(value: &Value, kind: &str) -> bool {
    match kind {
        "string" => value.is_string(),
        "integer" => value.as_i64().is_some() || value.as_u64().is_some(),
        "number" => value.is_number(),
        "boolean" => value.is_boolean(),
        "null" => value.is_null(),
        "array" => value.is_array(),
        "object" => value.is_object(),
        _ => true,
    }
}

/// "a string", "an integer", "null".
fn article(kind: &str) -> String {
    match kind {
        "null" => "null".into(),
        "integer" | "array" | "object" => format!("an {kind}"),
        other => format!("a {other}"),
    }
}

/// A tool router whose answers to arguments that don't fit a tool's
/// parameters are validation payloads naming the argument (see
/// [`categorize_arguments`]): one line in place of a hand-written
/// `call_tool`, and the default way to serve tools.
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
    router: ::rmcp::handler::server::router::tool::ToolRouter<S>,
) -> Categorized<S> {
    Categorized { router }
}

/// See [`categorized`].
#[derive(Debug, Clone)]
pub struct Categorized<S> {
    router: ::rmcp::handler::server::router::tool::ToolRouter<S>,
}

impl<S: Send + Sync + 'static> Categorized<S> {
    /// Calls the tool, then gives an argument error a category and names
    /// the argument.
    ///
    /// # Errors
    ///
    /// The router's own protocol errors (an unknown tool), unchanged.
    pub async fn call(
        &self,
        context: ::rmcp::handler::server::tool::ToolCallContext<'_, S>,
    ) -> Result<CallToolResponse, ::rmcp::ErrorData> {
        let name = context.name.to_string();
        let arguments = context.arguments.clone();
        let response = self.router.call(context).await?;
        Ok(match self.router.get(&name) {
            Some(tool) => categorize_arguments(tool, arguments.as_ref(), response),
            None => categorize_argument_error(&name, response),
        })
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

/// The longest value from the call that an argument error repeats back.
const MAX_ECHOED_VALUE_CHARS: usize = 24;

/// The longest reason an argument error gives, so that the instruction
/// after it always fits.
const MAX_REASON_BYTES: usize = 512;

/// serde's reason with every value it quotes from the call (in backticks or
/// double quotes, possibly a secret, possibly a megabyte) cut to a few
/// characters, and the whole bounded.
fn bound_echo(reason: &str) -> String {
    let mut out = String::with_capacity(reason.len().min(MAX_REASON_BYTES));
    // Inside a quoted value: its closing quote, how much of it is shown,
    // and whether the last character was an escaping backslash.
    let mut quote: Option<(char, usize, bool)> = None;
    // Outside quotes, how long the current word is: a value whose quotes
    // closed early (it held a quote itself) is still one long word.
    let mut word = 0;
    for c in reason.chars() {
        match quote {
            Some((close, _, false)) if c == close => {
                out.push(c);
                quote = None;
                word = 0;
            }
            Some((close, shown, escaped)) => {
                if shown < MAX_ECHOED_VALUE_CHARS {
                    out.push(c);
                } else if shown == MAX_ECHOED_VALUE_CHARS {
                    out.push('…');
                }
                quote = Some((close, shown + 1, !escaped && c == '\\'));
            }
            None if c == '`' || c == '"' => {
                out.push(c);
                quote = Some((c, 0, false));
            }
            None if c.is_whitespace() => {
                out.push(c);
                word = 0;
            }
            None => {
                if word < MAX_ECHOED_VALUE_CHARS {
                    out.push(c);
                } else if word == MAX_ECHOED_VALUE_CHARS {
                    out.push('…');
                }
                word += 1;
            }
        }
        if out.len() >= MAX_REASON_BYTES {
            break;
        }
    }
    bound_text(Cow::Owned(out), MAX_REASON_BYTES, "…").into_owned()
}
