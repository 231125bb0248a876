//! Arguments that don't fit a tool's parameters, answered as validation
//! failures in the crate's own words.
//!
//! rmcp answers such a call with serde's message ("unknown variant
//! `…`, expected …"), which quotes the call's values without escaping: a
//! value holding a backtick ends the quote early, and every word after it
//! is echoed. So nothing of that message reaches the agent. It only says
//! which kind of mismatch serde found, and which argument agrees with the
//! tool's `inputSchema`; the description is built from the schema's
//! expectation, and repeats no value of the call. An argument name the
//! call made up (an unknown key) is cut to
//! [`ArgumentMisfit::MAX_ECHOED_NAME_CHARS`] characters. serde's message goes to the logs, under the failure's
//! correlation id.

use std::borrow::Cow;

use ::rmcp::model::{CallToolResponse, JsonObject};
use serde_json::{Map, Value};

use super::{call_tool_result, resolve};
use crate::category::Category;
use crate::payload::bound_text;
use crate::tool_error::{ErrorMode, ToolError};

/// The text rmcp answers arguments that don't deserialize into
/// `Parameters<T>` with; rmcp's router recognises its own errors by it too.
const RMCP_ARGUMENT_ERROR_PREFIX: &str = "failed to deserialize parameters: ";

/// How deep the walk goes, and how long a path it names.
const MAX_ARGUMENT_DEPTH: usize = 32;
const MAX_ARGUMENT_PATH_BYTES: usize = 256;

/// Gives rmcp's answer to arguments that don't fit a tool's parameters a
/// validation payload (code `invalid_arguments`) naming the argument and
/// what its schema expects, and returns every other response unchanged.
///
/// rmcp already answers such calls with a tool result (`isError: true`), as
/// the MCP spec asks, but with serde's bare text: no category, no
/// retryability, and the call's values quoted back. The description says
/// what kind of mismatch it is in the crate's own words and, from the
/// tool's `inputSchema` and the call's arguments, which argument: "argument
/// `booking.id` must be a string". The payload also carries them in
/// `details` (`argument`, `expected`). It is structured when the tool's
/// `outputSchema` admits it (none, or one built by
/// [`output_schema_with_error`](super::output_schema_with_error)), and
/// text-only otherwise.
///
/// The router [`categorized`](crate::rmcp::categorized) calls it for every
/// call (as `examples/mcp_server.rs` serves its tools). A hand-written
/// `ServerHandler::call_tool` calls it on what `Self::tool_router().call(..)`
/// returns, with the tool `Self::tool_router().get(&request.name)` gives.
///
/// The walk reads `type`, `enum`, `required`, `additionalProperties`,
/// `minimum` / `maximum` / `exclusiveMinimum` / `exclusiveMaximum`, the
/// integer `format`s schemars writes (`uint8` … `int64`), `minLength` /
/// `maxLength`, `pattern`, `minItems` / `maxItems`, nested objects, lists
/// and local `$ref`s. An argument is named only where serde's complaint agrees (the
/// schema isn't the parameters' whole truth: aliases, defaults).
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
/// let payload = toolerror::ErrorPayload::from_json(&result.content[1].as_text().unwrap().text)?;
/// assert!(payload.description().contains("argument `booking_id` must be a string"));
/// assert_eq!(payload.details().unwrap()["argument"], "booking_id");
/// // No outputSchema: the payload is in structuredContent too.
/// assert_eq!(result.structured_content.unwrap()["code"], "invalid_arguments");
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
    let mode = if admits_error_payload(tool.output_schema.as_deref()) {
        ErrorMode::Structured
    } else {
        ErrorMode::TextOnly
    };
    categorize(&tool.name, mode, candidates, response)
}

/// An argument that doesn't fit a tool's `inputSchema`: where it is, and
/// what the schema expects there, in the words a description uses.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ArgumentMisfit {
    /// The argument's path (`booking_id`, `booking.id`, `items[2]`); a key
    /// the call made up, cut to [`MAX_ECHOED_NAME_CHARS`](Self::MAX_ECHOED_NAME_CHARS)
    /// characters.
    pub path: String,
    /// What the schema expects: `a string`, `given (it is required)`,
    /// `one of "a", "b"`, `left out (the tool has no such argument)`.
    pub expected: String,
}

impl ArgumentMisfit {
    /// The longest argument name from the call (an unknown key) a
    /// description repeats; argument values are never repeated.
    pub const MAX_ECHOED_NAME_CHARS: usize = 24;
}

/// Every argument of `arguments` that doesn't fit `input_schema`: the walk
/// [`categorize_arguments`] names arguments by (types, enumerations,
/// ranges, lengths, patterns, required and forbidden keys, nested objects,
/// lists and local `$ref`s), for a caller that wants to know before
/// calling, or to check what a server said about a call.
///
/// ```
/// use toolerror::rmcp::argument_misfits;
///
/// let schema = serde_json::json!({"type": "object", "required": ["booking_id"],
///     "properties": {"booking_id": {"type": "string"}}});
/// let schema = schema.as_object().unwrap();
/// let call = serde_json::json!({"booking_id": 2041});
/// let misfits = argument_misfits(schema, call.as_object().unwrap());
/// assert_eq!(misfits[0].path, "booking_id");
/// assert_eq!(misfits[0].expected, "a string");
/// assert!(argument_misfits(schema, serde_json::json!({"booking_id": "B-1"}).as_object().unwrap()).is_empty());
/// ```
#[must_use]
pub fn argument_misfits(input_schema: &JsonObject, arguments: &JsonObject) -> Vec<ArgumentMisfit> {
    let mut found = Vec::new();
    misfits(input_schema, input_schema, arguments, "", 0, &mut found);
    found
        .into_iter()
        .map(|mismatch| ArgumentMisfit {
            path: mismatch.path,
            expected: mismatch.expected,
        })
        .collect()
}

fn categorize(
    tool: &str,
    mode: ErrorMode,
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
    let mismatch = candidates
        .into_iter()
        .find(|candidate| candidate.evidence.agrees_with(reason));
    let error = ArgumentError {
        tool: bound_text(Cow::Borrowed(tool), 64, "…").into_owned(),
        kind: MismatchKind::of(reason),
        mismatch,
        mode,
        reason: Reason(
            bound_text(
                Cow::Owned(format!("arguments don't deserialize: {reason}")),
                4096,
                "…",
            )
            .into_owned(),
        ),
    };
    call_tool_result(&error).into()
}

/// Whether an `outputSchema` admits the error payload: none at all, or a
/// union with a branch that requires `errorCategory` (what
/// [`output_schema_with_error`](super::output_schema_with_error) builds).
pub(super) fn admits_error_payload(schema: Option<&JsonObject>) -> bool {
    let Some(schema) = schema else {
        return true;
    };
    ["anyOf", "oneOf"].iter().any(|key| {
        schema
            .get(*key)
            .and_then(Value::as_array)
            .is_some_and(|branches| {
                branches.iter().any(|branch| {
                    branch["required"]
                        .as_array()
                        .is_some_and(|required| required.iter().any(|name| name == "errorCategory"))
                })
            })
    })
}

/// An argument error as a tool error: the description in the crate's own
/// words, serde's message (or the names refused) kept for the logs.
#[derive(Debug)]
struct ArgumentError {
    tool: String,
    kind: MismatchKind,
    mismatch: Option<Mismatch>,
    mode: ErrorMode,
    reason: Reason,
}

/// What went wrong in the logs' words, for the logs only.
#[derive(Debug)]
struct Reason(String);

impl std::fmt::Display for Reason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Reason {}

impl ToolError for ArgumentError {
    fn category(&self) -> Category {
        Category::Validation
    }

    fn description(&self) -> Cow<'_, str> {
        let what = match &self.mismatch {
            Some(mismatch) => format!("argument `{}` must be {}", mismatch.path, mismatch.expected),
            None => self.kind.said().to_owned(),
        };
        Cow::Owned(format!(
            "The arguments for {} don't match its input schema: {what}. Fix the arguments as the tool's inputSchema describes, then call again.",
            self.tool
        ))
    }

    fn code(&self) -> &str {
        "invalid_arguments"
    }

    fn details(&self) -> Option<Map<String, Value>> {
        let mismatch = self.mismatch.as_ref()?;
        let mut details = Map::new();
        details.insert("argument".into(), mismatch.path.clone().into());
        details.insert("expected".into(), mismatch.expected.clone().into());
        Some(details)
    }

    fn error_mode(&self) -> ErrorMode {
        self.mode
    }

    fn diagnostic(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.reason)
    }
}

/// The kind of mismatch serde reports, read from its message's wording;
/// what the description says when no argument can be named.
#[derive(Debug, Clone, Copy)]
enum MismatchKind {
    Missing,
    Unknown,
    Type,
    Variant,
    Value,
    Length,
    Other,
}

impl MismatchKind {
    fn of(reason: &str) -> Self {
        // serde's wording comes first in its message; a value it quotes
        // comes after, so it can't make the message read as another kind.
        const KINDS: [(&str, MismatchKind); 6] = [
            ("missing field ", MismatchKind::Missing),
            ("unknown field ", MismatchKind::Unknown),
            ("invalid type: ", MismatchKind::Type),
            ("unknown variant ", MismatchKind::Variant),
            ("invalid value: ", MismatchKind::Value),
            ("invalid length ", MismatchKind::Length),
        ];
        KINDS
            .iter()
            .find(|(wording, _)| reason.starts_with(wording))
            .map_or(MismatchKind::Other, |(_, kind)| *kind)
    }

    fn said(self) -> &'static str {
        match self {
            MismatchKind::Missing => "a required argument is missing",
            MismatchKind::Unknown => "an argument the tool doesn't take was given",
            MismatchKind::Type => "an argument has the wrong JSON type",
            MismatchKind::Variant => "an argument isn't one of the values its schema lists",
            MismatchKind::Value => "an argument's value is out of its range",
            MismatchKind::Length => "a list or a text has the wrong length",
            MismatchKind::Other => "an argument doesn't fit its schema",
        }
    }
}

/// An argument that doesn't fit its schema, what the schema expects, and
/// what serde would say about it.
#[derive(Debug)]
struct Mismatch {
    path: String,
    expected: String,
    evidence: Evidence,
}

/// What serde's message says about a misfit, so that only an argument
/// serde complains about is named.
#[derive(Debug)]
enum Evidence {
    Missing(String),
    Unknown(String),
    /// serde's "invalid type: <kind>".
    Kind(&'static str),
    /// serde's "unknown variant `<value>`".
    Variant(String),
    /// serde's "invalid value: …" (a number out of its type's range).
    Value,
    /// serde's "invalid length …" (a fixed-size list or tuple).
    Length,
}

impl Evidence {
    fn agrees_with(&self, reason: &str) -> bool {
        match self {
            Evidence::Missing(name) => reason.contains(&format!("missing field `{name}`")),
            Evidence::Unknown(name) => reason.contains(&format!("unknown field `{name}`")),
            Evidence::Kind(kind) => reason.contains(&format!("invalid type: {kind}")),
            Evidence::Variant(value) => reason.contains(&format!("unknown variant `{value}`")),
            Evidence::Value => reason.starts_with("invalid value: "),
            Evidence::Length => reason.starts_with("invalid length "),
        }
    }
}

/// A name for a path: a schema's property name, or, for a key the call
/// made up, its first characters.
fn segment(name: &str, from_call: bool) -> Cow<'_, str> {
    if from_call {
        first_chars(name, ArgumentMisfit::MAX_ECHOED_NAME_CHARS)
    } else {
        bound_text(Cow::Borrowed(name), 64, "…")
    }
}

/// The first `max` characters of a name the call made up, marked when cut.
pub(super) fn first_chars(name: &str, max: usize) -> Cow<'_, str> {
    match name.char_indices().nth(max) {
        Some((cut, _)) => Cow::Owned(format!("{}…", &name[..cut])),
        None => Cow::Borrowed(name),
    }
}

/// Every argument that doesn't fit the object `schema` (references
/// resolved in `root`), the way the tool's parameters deserialize them: a
/// required argument missing, an argument of another JSON type, a value
/// outside an enumeration or a range, a length out of bounds, an argument
/// the schema forbids; nested objects and lists too.
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
    let path = |name: &str, from_call: bool| {
        let name = segment(name, from_call);
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
                path: path(required, false),
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
            Some(property) => {
                value_misfits(root, property, value, &path(name, false), depth + 1, out);
            }
            None if lists_every_argument(schema) => {
                out.push(Mismatch {
                    path: path(name, true),
                    expected: "left out (the tool has no such argument)".into(),
                    evidence: Evidence::Unknown(name.clone()),
                });
            }
            None => {}
        }
    }
}

/// Whether an object schema lists every key its objects may have, so a
/// key it doesn't list is an argument the tool doesn't take: it has
/// `properties`, and says nothing that admits other keys. An
/// `additionalProperties` it leaves out counts as `false` (what a Rust
/// struct without `#[serde(flatten)]` means: serde ignores the key, and
/// the model meant something the tool never reads); `true` or a schema
/// there, `patternProperties`, or a combinator that may add properties
/// (`allOf`, `anyOf`, `oneOf`, `if`, `dependentSchemas`, a `$ref` beside
/// them) admit keys it doesn't list.
fn lists_every_argument(schema: &JsonObject) -> bool {
    const ADMITTING_MORE: [&str; 8] = [
        "patternProperties",
        "allOf",
        "anyOf",
        "oneOf",
        "if",
        "dependentSchemas",
        "$ref",
        "unevaluatedProperties",
    ];
    schema.get("properties").is_some_and(Value::is_object)
        && matches!(
            schema.get("additionalProperties"),
            None | Some(Value::Bool(false))
        )
        && !ADMITTING_MORE.iter().any(|key| schema.contains_key(*key))
}

/// The arguments of a call that `input_schema` doesn't list where it lists
/// every argument (see [`lists_every_argument`]), at any depth: what the
/// router refuses before calling the tool.
pub(super) fn unlisted_arguments(
    input_schema: &JsonObject,
    arguments: &JsonObject,
) -> Vec<ArgumentMisfit> {
    let mut found = Vec::new();
    misfits(input_schema, input_schema, arguments, "", 0, &mut found);
    found
        .into_iter()
        .filter(|mismatch| matches!(mismatch.evidence, Evidence::Unknown(_)))
        .map(|mismatch| ArgumentMisfit {
            path: mismatch.path,
            expected: mismatch.expected,
        })
        .collect()
}

/// A call refused before the tool ran, for arguments its `inputSchema`
/// doesn't list: a validation failure naming the first of them.
pub(super) fn unlisted_argument_error(
    tool: &::rmcp::model::Tool,
    unlisted: Vec<ArgumentMisfit>,
) -> ::rmcp::model::CallToolResult {
    let names: Vec<&str> = unlisted.iter().map(|misfit| misfit.path.as_str()).collect();
    let reason = format!(
        "arguments the inputSchema doesn't list: {} (refused before the tool ran)",
        names.join(", ")
    );
    let first = unlisted.into_iter().next();
    let error = ArgumentError {
        tool: bound_text(Cow::Borrowed(&tool.name), 64, "…").into_owned(),
        kind: MismatchKind::Unknown,
        mismatch: first.map(|misfit| Mismatch {
            evidence: Evidence::Unknown(misfit.path.clone()),
            path: misfit.path,
            expected: misfit.expected,
        }),
        mode: if admits_error_payload(tool.output_schema.as_deref()) {
            ErrorMode::Structured
        } else {
            ErrorMode::TextOnly
        },
        reason: Reason(bound_text(Cow::Owned(reason), 4096, "…").into_owned()),
    };
    call_tool_result(&error)
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
    let mut misfit = |expected: String, evidence: Evidence| {
        out.push(Mismatch {
            path: path.to_owned(),
            expected,
            evidence,
        });
    };
    if !types.is_empty() && !types.iter().any(|kind| has_type(value, kind)) {
        let expected: Vec<String> = types.iter().map(|kind| article(kind)).collect();
        misfit(expected.join(" or "), Evidence::Kind(serde_kind(value)));
        return;
    }
    if let Some(allowed) = schema.get("enum").and_then(Value::as_array)
        && !allowed.contains(value)
    {
        let listed: Vec<String> = allowed
            .iter()
            .take(8)
            .map(|choice| bound_text(Cow::Owned(choice.to_string()), 64, "…").into_owned())
            .collect();
        let evidence = match value {
            Value::String(text) => Evidence::Variant(text.clone()),
            other => Evidence::Kind(serde_kind(other)),
        };
        misfit(format!("one of {}", listed.join(", ")), evidence);
        return;
    }
    if let Some(number) = value.as_number()
        && let Some(expected) = out_of_range(schema, number)
    {
        misfit(expected, Evidence::Value);
        return;
    }
    // serde reports a list of the wrong length itself; a text of the
    // wrong length fails a validating type, as an invalid value.
    let length = match value {
        Value::String(text) => Some((
            text.chars().count(),
            ["minLength", "maxLength", "characters"],
            Evidence::Value,
        )),
        Value::Array(items) => Some((
            items.len(),
            ["minItems", "maxItems", "items"],
            Evidence::Length,
        )),
        _ => None,
    };
    if let Some((length, [min_key, max_key, unit], evidence)) = length
        && let Some(expected) = out_of_length(schema, length, min_key, max_key, unit)
    {
        misfit(expected, evidence);
        return;
    }
    if let (Value::String(text), Some(pattern)) =
        (value, schema.get("pattern").and_then(Value::as_str))
        && !matches_pattern(pattern, text)
    {
        let pattern = bound_text(Cow::Borrowed(pattern), 64, "…");
        // A validating type rejects it as an invalid value.
        misfit(format!("a string matching `{pattern}`"), Evidence::Value);
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

/// Whether `text` matches the schema's `pattern` (ECMA 262, unanchored);
/// a pattern this engine can't compile, or one too large, proves nothing.
fn matches_pattern(pattern: &str, text: &str) -> bool {
    const MAX_PATTERN_BYTES: usize = 1024;
    if pattern.len() > MAX_PATTERN_BYTES {
        return true;
    }
    regex_lite::RegexBuilder::new(pattern)
        .size_limit(1 << 20)
        .build()
        .map_or(true, |regex| regex.is_match(text))
}

/// What a number outside its schema's range must be, from `minimum`,
/// `maximum`, their exclusive forms and the integer `format`s.
fn out_of_range(schema: &JsonObject, number: &serde_json::Number) -> Option<String> {
    let (format_min, format_max) = match schema.get("format").and_then(Value::as_str) {
        Some("uint8") => (Some(0.0), Some(f64::from(u8::MAX))),
        Some("int8") => (Some(f64::from(i8::MIN)), Some(f64::from(i8::MAX))),
        Some("uint16") => (Some(0.0), Some(f64::from(u16::MAX))),
        Some("int16") => (Some(f64::from(i16::MIN)), Some(f64::from(i16::MAX))),
        Some("uint32") => (Some(0.0), Some(f64::from(u32::MAX))),
        Some("int32") => (Some(f64::from(i32::MIN)), Some(f64::from(i32::MAX))),
        Some("uint64" | "uint" | "uint128") => (Some(0.0), None),
        _ => (None, None),
    };
    let bound = |key: &str| schema.get(key).and_then(Value::as_f64);
    let minimum = bound("minimum").or(format_min);
    let maximum = bound("maximum").or(format_max);
    let above = bound("exclusiveMinimum");
    let below = bound("exclusiveMaximum");
    let value = number.as_f64()?;
    let fits = minimum.is_none_or(|min| value >= min)
        && maximum.is_none_or(|max| value <= max)
        && above.is_none_or(|min| value > min)
        && below.is_none_or(|max| value < max);
    if fits {
        return None;
    }
    let mut limits = Vec::new();
    if let Some(min) = minimum {
        limits.push(format!("at least {min}"));
    }
    if let Some(min) = above {
        limits.push(format!("greater than {min}"));
    }
    if let Some(max) = maximum {
        limits.push(format!("at most {max}"));
    }
    if let Some(max) = below {
        limits.push(format!("less than {max}"));
    }
    Some(format!("a number {}", limits.join(" and ")))
}

/// What a text or list outside its schema's length bounds must be.
fn out_of_length(
    schema: &JsonObject,
    length: usize,
    min_key: &str,
    max_key: &str,
    unit: &str,
) -> Option<String> {
    let bound = |key: &str| schema.get(key).and_then(Value::as_u64);
    let (min, max) = (bound(min_key), bound(max_key));
    let length = length as u64;
    if min.is_none_or(|min| length >= min) && max.is_none_or(|max| length <= max) {
        return None;
    }
    Some(match (min, max) {
        (Some(min), Some(max)) if min == max => format!("exactly {min} {unit} long"),
        (Some(min), Some(max)) => format!("{min} to {max} {unit} long"),
        (Some(min), None) => format!("at least {min} {unit} long"),
        (None, Some(max)) => format!("at most {max} {unit} long"),
        (None, None) => return None,
    })
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
