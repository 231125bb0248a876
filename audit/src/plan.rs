//! The calls an audit makes: derived from each tool's `inputSchema`, and
//! given by the user.
//!
//! A tool's derived calls start from the smallest arguments its schema
//! accepts (the required ones, each a value of its type; a recognisable
//! `toolerror-audit-probe` for strings) and change one thing:
//!
//! - **wrong type**: one argument of another JSON type, per argument (the
//!   first of `12345`, `"toolerror-audit-probe"`, `true`, `[]`, `{}` that
//!   the crate's argument walk, [`toolerror::rmcp::argument_misfits`],
//!   confirms doesn't fit);
//! - **missing**: each required argument left out;
//! - **unknown argument**: an argument the tool doesn't declare, added;
//! - **oversized**: the first string argument, [`OVERSIZED_BYTES`] long;
//!
//! and one call names a tool that doesn't exist ([`UNKNOWN_TOOL`]). Tools
//! annotated `destructiveHint: true` get none unless asked.

use std::fmt;

use rmcp::model::Tool;
use serde_json::{Map, Value, json};

/// The name of the tool the unknown-tool call asks for.
pub const UNKNOWN_TOOL: &str = "toolerror_audit_no_such_tool";

/// The argument the unknown-argument call adds.
pub const UNKNOWN_ARGUMENT: &str = "toolerror_audit_unknown_argument";

/// How long the oversized string is.
pub const OVERSIZED_BYTES: usize = 64 * 1024;

/// A string argument's value in derived calls.
const PROBE_TEXT: &str = "toolerror-audit-probe";

/// At most this many arguments of a tool get a wrong-type call.
const MAX_ARGUMENTS: usize = 16;

/// What a given call is expected to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// Anything: the answer is checked, not judged against an expectation.
    Any,
    /// Fail (a record that doesn't exist, another user's record): an empty
    /// success is a finding.
    Failure,
}

/// A call the user gave.
#[derive(Debug, Clone)]
pub struct GivenCall {
    /// The tool.
    pub tool: String,
    /// Its arguments.
    pub arguments: Map<String, Value>,
    /// What it should do.
    pub expect: Expect,
}

/// Why a call is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Probe {
    /// One argument of another JSON type.
    WrongType {
        /// The argument.
        argument: String,
        /// What its schema expects, in the argument walk's words.
        expected: String,
    },
    /// A required argument left out.
    Missing {
        /// The argument.
        argument: String,
    },
    /// An argument the tool doesn't declare.
    UnknownArgument,
    /// One string argument [`OVERSIZED_BYTES`] long.
    Oversized {
        /// The argument.
        argument: String,
    },
    /// A tool that doesn't exist.
    UnknownTool,
    /// Given by the user.
    Given(Expect),
}

impl Probe {
    /// The probe's id in the JSON report.
    pub fn id(&self) -> &'static str {
        match self {
            Probe::WrongType { .. } => "wrong-type",
            Probe::Missing { .. } => "missing-required",
            Probe::UnknownArgument => "unknown-argument",
            Probe::Oversized { .. } => "oversized",
            Probe::UnknownTool => "unknown-tool",
            Probe::Given(Expect::Any) => "given",
            Probe::Given(Expect::Failure) => "given-expecting-failure",
        }
    }

    /// The argument it is about, if one.
    pub fn argument(&self) -> Option<&str> {
        match self {
            Probe::WrongType { argument, .. }
            | Probe::Missing { argument }
            | Probe::Oversized { argument } => Some(argument),
            Probe::UnknownArgument => Some(UNKNOWN_ARGUMENT),
            Probe::UnknownTool | Probe::Given(_) => None,
        }
    }

    /// Whether the call's arguments are invalid by construction.
    pub fn is_invalid_arguments(&self) -> bool {
        matches!(
            self,
            Probe::WrongType { .. } | Probe::Missing { .. } | Probe::UnknownArgument
        )
    }
}

impl fmt::Display for Probe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Probe::WrongType { argument, expected } => {
                write!(f, "`{argument}` of the wrong type (it must be {expected})")
            }
            Probe::Missing { argument } => write!(f, "required `{argument}` left out"),
            Probe::UnknownArgument => write!(f, "an argument the tool doesn't declare"),
            Probe::Oversized { argument } => {
                write!(f, "`{argument}` {} KiB long", OVERSIZED_BYTES / 1024)
            }
            Probe::UnknownTool => write!(f, "a tool that doesn't exist"),
            Probe::Given(Expect::Any) => write!(f, "given"),
            Probe::Given(Expect::Failure) => write!(f, "given, expected to fail"),
        }
    }
}

/// One call to make.
#[derive(Debug, Clone)]
pub struct Call {
    /// The tool named.
    pub tool: String,
    /// The arguments sent.
    pub arguments: Map<String, Value>,
    /// Why.
    pub probe: Probe,
}

impl Call {
    /// The arguments as the report shows them: strings past
    /// [`SHOWN_BYTES`](crate::text::SHOWN_BYTES) shortened, saying how long
    /// they were.
    pub fn shown_arguments(&self) -> Value {
        fn shorten(value: &Value) -> Value {
            match value {
                Value::String(text) if text.len() > crate::text::SHOWN_BYTES => Value::String(
                    format!("{}… ({} bytes)", crate::text::head(text, 40), text.len()),
                ),
                Value::Array(items) => Value::Array(items.iter().map(shorten).collect()),
                Value::Object(members) => Value::Object(
                    members
                        .iter()
                        .map(|(key, value)| (key.clone(), shorten(value)))
                        .collect(),
                ),
                other => other.clone(),
            }
        }
        shorten(&Value::Object(self.arguments.clone()))
    }

    /// `tool {arguments}`, for the text report.
    pub fn describe(&self) -> String {
        format!(
            "{} {}",
            crate::text::shown_name(&self.tool),
            self.shown_arguments()
        )
    }
}

/// A tool the audit leaves alone, and why.
#[derive(Debug, Clone)]
pub struct Skipped {
    /// The tool.
    pub tool: String,
    /// Why.
    pub reason: String,
}

/// Every call of an audit, and the tools it leaves alone.
#[derive(Debug, Default)]
pub struct Plan {
    /// The calls, in the order they are made.
    pub calls: Vec<Call>,
    /// Tools not called.
    pub skipped: Vec<Skipped>,
}

/// Whether the tool says it destroys something.
pub fn is_destructive(tool: &Tool) -> bool {
    tool.annotations
        .as_ref()
        .is_some_and(|annotations| annotations.destructive_hint == Some(true))
}

/// Whether the tool says it changes nothing (`readOnlyHint: true`). By
/// MCP's defaults any other tool may change things, destructively
/// (`destructiveHint` defaults to true).
pub fn is_read_only(tool: &Tool) -> bool {
    tool.annotations
        .as_ref()
        .is_some_and(|annotations| annotations.read_only_hint == Some(true))
}

/// The user's `--tool` and given calls that name a tool the server doesn't
/// list, if some do: the audit can't plan them.
pub fn unlisted(tools: &[Tool], only: &[String], given: &[GivenCall]) -> Option<Unlisted> {
    let listed = |name: &str| tools.iter().any(|tool| tool.name == name);
    let mut wrong: Vec<(&'static str, String)> = only
        .iter()
        .filter(|name| !listed(name))
        .map(|name| ("--tool", name.clone()))
        .collect();
    wrong.extend(
        given
            .iter()
            .filter(|call| !listed(&call.tool))
            .map(|call| ("--call", call.tool.clone())),
    );
    wrong.dedup();
    if wrong.is_empty() {
        return None;
    }
    Some(Unlisted {
        wrong,
        tools: tools.iter().map(|tool| tool.name.to_string()).collect(),
    })
}

/// `--tool` and `--call` options naming tools the server doesn't list; the
/// message lists the server's tools.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unlisted {
    /// Each option (`--tool`, `--call`) and the tool it named.
    pub wrong: Vec<(&'static str, String)>,
    /// The tools the server lists.
    pub tools: Vec<String>,
}

impl fmt::Display for Unlisted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 40;
        let wrong: Vec<String> = self
            .wrong
            .iter()
            .map(|(option, tool)| format!("{option} {}", crate::text::shown_name(tool)))
            .collect();
        let mut names: Vec<String> = self
            .tools
            .iter()
            .take(SHOWN)
            .map(|tool| crate::text::shown_name(tool))
            .collect();
        if self.tools.len() > SHOWN {
            names.push(format!("and {} more", self.tools.len() - SHOWN));
        }
        write!(
            f,
            "{}: the server lists no such tool; its tools: {}",
            wrong.join(", "),
            if names.is_empty() {
                "none".to_owned()
            } else {
                names.join(", ")
            }
        )
    }
}

impl std::error::Error for Unlisted {}

/// The audit's calls for `tools`, and `given`; `only` (when not empty)
/// limits the calls, derived and given, to those tools. A tool not
/// annotated `readOnlyHint: true` gets only the calls that can't validly
/// run (a wrong type, a required argument missing) and the given ones,
/// unless `include_destructive`.
pub fn plan(
    tools: &[Tool],
    given: &[GivenCall],
    only: &[String],
    include_destructive: bool,
) -> Plan {
    let mut plan = Plan::default();
    let chosen = |name: &str| only.is_empty() || only.iter().any(|only| only == name);
    let destructive = |name: &str| {
        tools
            .iter()
            .any(|tool| tool.name == name && is_destructive(tool))
    };
    for tool in tools {
        if !chosen(&tool.name) {
            continue;
        }
        if is_destructive(tool) && !include_destructive {
            plan.skipped.push(Skipped {
                tool: tool.name.to_string(),
                reason: "annotated destructiveHint: true (--include-destructive calls it)".into(),
            });
            continue;
        }
        let mut derived = derive(tool);
        if derived.is_empty() {
            plan.skipped.push(Skipped {
                tool: tool.name.to_string(),
                reason: "its inputSchema gives nothing to derive a call from".into(),
            });
        }
        if !is_read_only(tool) && !include_destructive {
            let before = derived.len();
            // These two carry arguments the tool may accept: they could run.
            derived.retain(|call| {
                !matches!(call.probe, Probe::UnknownArgument | Probe::Oversized { .. })
            });
            if derived.len() < before {
                plan.skipped.push(Skipped {
                    tool: tool.name.to_string(),
                    reason: "its unknown-argument and oversized calls, which could run: it isn't annotated readOnlyHint: true, so it may change things (--include-destructive makes them)".into(),
                });
            }
        }
        plan.calls.extend(derived);
    }
    if only.is_empty() {
        plan.calls.push(Call {
            tool: UNKNOWN_TOOL.into(),
            arguments: Map::new(),
            probe: Probe::UnknownTool,
        });
    }
    for call in given {
        if !chosen(&call.tool) {
            continue;
        }
        if destructive(&call.tool) && !include_destructive {
            plan.skipped.push(Skipped {
                tool: call.tool.clone(),
                reason: "a given call to a tool annotated destructiveHint: true (--include-destructive makes it)".into(),
            });
            continue;
        }
        plan.calls.push(Call {
            tool: call.tool.clone(),
            arguments: call.arguments.clone(),
            probe: Probe::Given(call.expect),
        });
    }
    plan
}

/// The derived calls for one tool.
pub fn derive(tool: &Tool) -> Vec<Call> {
    let schema = tool.input_schema.as_ref();
    let root = schema;
    let Some(baseline) = sample_object(root, schema, 0) else {
        return Vec::new();
    };
    let call = |arguments: Map<String, Value>, probe: Probe| Call {
        tool: tool.name.to_string(),
        arguments,
        probe,
    };
    let properties = resolve(root, schema)
        .get("properties")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let mut calls = Vec::new();
    for (name, property) in properties.iter().take(MAX_ARGUMENTS) {
        let Some(property) = property.as_object() else {
            continue;
        };
        // The first value of another type that the walk confirms misfits.
        let wrong = [
            json!(12345),
            json!(PROBE_TEXT),
            json!(true),
            json!([]),
            json!({}),
        ]
        .into_iter()
        .find_map(|value| {
            let mut arguments = baseline.clone();
            arguments.insert(name.clone(), value);
            let misfit = toolerror::rmcp::argument_misfits(schema, &arguments)
                .into_iter()
                .find(|misfit| misfit.path == *name)?;
            // A type mismatch, not a value out of range or a pattern.
            let kind = resolve(root, property).get("type").is_some();
            kind.then_some((arguments, misfit.expected))
        });
        if let Some((arguments, expected)) = wrong {
            calls.push(call(
                arguments,
                Probe::WrongType {
                    argument: name.clone(),
                    expected,
                },
            ));
        }
    }
    for required in required(resolve(root, schema)) {
        let mut arguments = baseline.clone();
        if arguments.remove(&required).is_some() {
            calls.push(call(arguments, Probe::Missing { argument: required }));
        }
    }
    let mut arguments = baseline.clone();
    arguments.insert(UNKNOWN_ARGUMENT.into(), json!(PROBE_TEXT));
    calls.push(call(arguments, Probe::UnknownArgument));
    let string_argument = properties
        .iter()
        .filter(|(_, property)| {
            property
                .as_object()
                .is_some_and(|property| accepts(resolve(root, property), "string"))
        })
        .min_by_key(|(name, _)| !baseline.contains_key(name.as_str()));
    if let Some((name, _)) = string_argument {
        let mut arguments = baseline.clone();
        arguments.insert(name.clone(), Value::String(oversized()));
        calls.push(call(
            arguments,
            Probe::Oversized {
                argument: name.clone(),
            },
        ));
    }
    calls
}

/// [`OVERSIZED_BYTES`] of recognisable text.
fn oversized() -> String {
    let unit = crate::text::OVERSIZED_UNIT;
    crate::text::head(
        &unit.repeat(OVERSIZED_BYTES / unit.len() + 1),
        OVERSIZED_BYTES,
    )
    .to_owned()
}

fn required(schema: &Map<String, Value>) -> Vec<String> {
    schema
        .get("required")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::to_owned)
        .collect()
}

/// `schema` with local `$ref`s followed (`#/$defs/…`, `#/definitions/…`).
fn resolve<'s>(
    root: &'s Map<String, Value>,
    schema: &'s Map<String, Value>,
) -> &'s Map<String, Value> {
    let mut current = schema;
    for _ in 0..16 {
        let Some(pointer) = current.get("$ref").and_then(Value::as_str) else {
            return current;
        };
        let Some(pointer) = pointer.strip_prefix('#') else {
            return current;
        };
        let mut node = root;
        for part in pointer.split('/').filter(|part| !part.is_empty()) {
            match node.get(part).and_then(Value::as_object) {
                Some(next) => node = next,
                None => return current,
            }
        }
        current = node;
    }
    current
}

/// The JSON types a schema names (`type`, a string or a list).
fn types(schema: &Map<String, Value>) -> Vec<&str> {
    match schema.get("type") {
        Some(Value::String(kind)) => vec![kind.as_str()],
        Some(Value::Array(kinds)) => kinds.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

fn accepts(schema: &Map<String, Value>, kind: &str) -> bool {
    types(schema).contains(&kind)
}

/// The smallest object `schema` accepts: its required members, each a
/// sample of its schema.
fn sample_object(
    root: &Map<String, Value>,
    schema: &Map<String, Value>,
    depth: usize,
) -> Option<Map<String, Value>> {
    let schema = resolve(root, schema);
    let properties = schema.get("properties").and_then(Value::as_object);
    let mut object = Map::new();
    for name in required(schema) {
        let value = properties
            .and_then(|properties| properties.get(&name))
            .and_then(Value::as_object)
            .map_or(Some(json!(PROBE_TEXT)), |property| {
                sample(root, property, depth + 1)
            })?;
        object.insert(name, value);
    }
    Some(object)
}

/// A value `schema` accepts, as plain as can be; `None` past a depth of 8.
fn sample(root: &Map<String, Value>, schema: &Map<String, Value>, depth: usize) -> Option<Value> {
    if depth > 8 {
        return None;
    }
    let schema = resolve(root, schema);
    if let Some(value) = schema.get("const") {
        return Some(value.clone());
    }
    if let Some(first) = schema
        .get("enum")
        .and_then(Value::as_array)
        .and_then(|values| values.first())
    {
        return Some(first.clone());
    }
    if let Some(value) = schema.get("default") {
        return Some(value.clone());
    }
    for key in ["anyOf", "oneOf", "allOf"] {
        if let Some(branch) = schema
            .get(key)
            .and_then(Value::as_array)
            .and_then(|branches| {
                branches
                    .iter()
                    .filter_map(Value::as_object)
                    .find(|branch| branch.get("type") != Some(&json!("null")))
            })
        {
            return sample(root, branch, depth + 1);
        }
    }
    let kind = types(schema)
        .into_iter()
        .find(|kind| *kind != "null")
        .unwrap_or("string");
    let number = |key: &str| schema.get(key).and_then(Value::as_f64);
    Some(match kind {
        "integer" => {
            let low = number("minimum").or(number("exclusiveMinimum").map(|n| n.floor() + 1.0));
            let high = number("maximum").or(number("exclusiveMaximum").map(|n| n.ceil() - 1.0));
            let value = low.map_or(1.0, |low| {
                low.ceil().max(1.0_f64.min(high.unwrap_or(f64::MAX)))
            });
            let value = high.map_or(value, |high| value.min(high.floor()));
            json!(value as i64)
        }
        "number" => {
            let low = number("minimum").or(number("exclusiveMinimum").map(|n| n + 1.0));
            let high = number("maximum").or(number("exclusiveMaximum").map(|n| n - 1.0));
            let value = low.map_or(1.0, |low| low.max(1.0_f64.min(high.unwrap_or(f64::MAX))));
            json!(high.map_or(value, |high| value.min(high)))
        }
        "boolean" => json!(false),
        "null" => Value::Null,
        "array" => {
            let count = schema
                .get("minItems")
                .and_then(Value::as_u64)
                .unwrap_or(0)
                .min(4);
            let item = schema.get("items").and_then(Value::as_object);
            let items: Option<Vec<Value>> = (0..count)
                .map(|_| {
                    item.map_or(Some(json!(PROBE_TEXT)), |item| {
                        sample(root, item, depth + 1)
                    })
                })
                .collect();
            Value::Array(items?)
        }
        "object" => Value::Object(sample_object(root, schema, depth)?),
        _ => json!(sample_text(schema)),
    })
}

/// A string its schema's format and length accept, recognisable in logs.
fn sample_text(schema: &Map<String, Value>) -> String {
    let text = match schema.get("format").and_then(Value::as_str) {
        Some("email") => "probe@example.invalid".to_owned(),
        Some("uri" | "url") => "https://example.invalid/toolerror-audit-probe".to_owned(),
        Some("date") => "2000-01-01".to_owned(),
        Some("date-time") => "2000-01-01T00:00:00Z".to_owned(),
        Some("time") => "00:00:00Z".to_owned(),
        Some("uuid") => "00000000-0000-4000-8000-000000000000".to_owned(),
        Some("ipv4") => "192.0.2.1".to_owned(),
        _ => PROBE_TEXT.to_owned(),
    };
    // Whatever length the server asks for, a valid value past the
    // oversized probe's is no use to the audit; the samples are ASCII.
    let min = schema
        .get("minLength")
        .and_then(Value::as_u64)
        .map_or(0, |min| usize::try_from(min).unwrap_or(usize::MAX))
        .min(OVERSIZED_BYTES);
    let max = schema
        .get("maxLength")
        .and_then(Value::as_u64)
        .map(|max| usize::try_from(max).unwrap_or(usize::MAX));
    let mut text = text;
    if text.len() < min {
        text.push_str(&"x".repeat(min - text.len()));
    }
    if let Some(max) = max
        && text.chars().count() > max
    {
        text = text.chars().take(max.max(min)).collect();
    }
    text
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rmcp::model::{Tool, ToolAnnotations};
    use serde_json::json;

    use super::*;

    fn tool(name: &str, schema: Value) -> Tool {
        Tool::new(
            name.to_owned(),
            "a tool",
            Arc::new(schema.as_object().unwrap().clone()),
        )
    }

    #[test]
    fn a_sample_is_as_long_as_asked_up_to_the_oversized_probe() {
        let schema = |length: Value| match json!({"type": "string", "minLength": length}) {
            Value::Object(schema) => schema,
            _ => unreachable!(),
        };
        assert_eq!(super::sample_text(&schema(json!(40))).len(), 40);
        // A server's absurd minimum costs the audit no more than the
        // oversized probe.
        assert_eq!(
            super::sample_text(&schema(json!(u64::MAX))).len(),
            super::OVERSIZED_BYTES
        );
    }

    #[test]
    fn each_argument_gets_a_wrong_type_and_each_required_one_goes_missing() {
        let tool = tool(
            "refund",
            json!({"type": "object", "required": ["booking_id", "amount"], "properties": {
                "booking_id": {"type": "string"},
                "amount": {"type": "number", "minimum": 0.5},
                "note": {"type": "string"}
            }}),
        );
        let calls = derive(&tool);
        let probes: Vec<&str> = calls.iter().map(|call| call.probe.id()).collect();
        assert_eq!(
            probes,
            [
                "wrong-type",
                "wrong-type",
                "wrong-type",
                "missing-required",
                "missing-required",
                "unknown-argument",
                "oversized"
            ]
        );
        // The baseline: required arguments only, each of its type.
        let unknown = &calls[5];
        assert_eq!(unknown.arguments["booking_id"], PROBE_TEXT);
        assert_eq!(unknown.arguments["amount"], 1.0);
        assert!(!unknown.arguments.contains_key("note"));
        // A string gets a number; a number gets a string.
        let wrong: Vec<(&str, &Value)> = calls[..3]
            .iter()
            .map(|call| {
                let argument = call.probe.argument().unwrap();
                (argument, &call.arguments[argument])
            })
            .collect();
        assert!(wrong.contains(&("booking_id", &json!(12345))));
        assert!(wrong.contains(&("amount", &json!(PROBE_TEXT))));
        // The oversized string goes to a required string argument.
        assert_eq!(
            calls[6].probe,
            Probe::Oversized {
                argument: "booking_id".into()
            }
        );
        assert_eq!(
            calls[6].arguments["booking_id"].as_str().unwrap().len(),
            OVERSIZED_BYTES
        );
        assert!(calls[6].describe().contains("(65536 bytes)"));
    }

    #[test]
    fn references_enums_and_formats_are_followed() {
        let tool = tool(
            "find",
            json!({"type": "object", "required": ["filter", "email"], "$defs": {
                "Filter": {"type": "object", "required": ["kind"], "properties": {"kind": {"enum": ["a", "b"]}}}
            }, "properties": {
                "filter": {"$ref": "#/$defs/Filter"},
                "email": {"type": "string", "format": "email"}
            }}),
        );
        let calls = derive(&tool);
        let baseline = &calls
            .iter()
            .find(|call| call.probe == Probe::UnknownArgument)
            .unwrap()
            .arguments;
        assert_eq!(baseline["filter"], json!({"kind": "a"}));
        assert_eq!(baseline["email"], "probe@example.invalid");
        // `filter` (an object) gets a number; the walk confirms it misfits.
        assert!(calls.iter().any(|call| call.probe
            == Probe::WrongType {
                argument: "filter".into(),
                expected: "an object".into()
            }));
    }

    #[test]
    fn an_argument_without_a_type_gets_no_wrong_type_call() {
        let calls = derive(&tool(
            "echo",
            json!({"type": "object", "properties": {"anything": {}}}),
        ));
        assert!(
            calls
                .iter()
                .all(|call| !matches!(call.probe, Probe::WrongType { .. }))
        );
        assert!(
            calls
                .iter()
                .any(|call| call.probe == Probe::UnknownArgument)
        );
    }

    #[test]
    fn long_non_ascii_strings_are_shortened_on_a_character_boundary() {
        // 60 "€" (3 bytes each): byte 40 falls inside a character.
        let euros = "€".repeat(60);
        let label = tool(
            "label",
            json!({"type": "object", "required": ["text"], "properties": {
                "text": {"type": "string", "default": euros}
            }}),
        );
        for call in derive(&label) {
            let shown = call.describe();
            assert!(shown.contains("bytes)") || !shown.contains('€'), "{shown}");
        }
        let given = Call {
            tool: "label".into(),
            arguments: json!({"text": "ü".repeat(100)})
                .as_object()
                .unwrap()
                .clone(),
            probe: Probe::Given(Expect::Any),
        };
        assert!(
            given.describe().contains("… (200 bytes)"),
            "{}",
            given.describe()
        );
    }

    #[test]
    fn only_read_only_tools_get_the_calls_that_could_run() {
        let schema =
            json!({"type": "object", "required": ["q"], "properties": {"q": {"type": "string"}}});
        let mut read_only = tool("lookup", schema.clone());
        read_only.annotations = Some(ToolAnnotations::new().read_only(true));
        let unannotated = tool("update", schema.clone());
        let mut additive = tool("append", schema);
        additive.annotations = Some(ToolAnnotations::new().destructive(false));
        let tools = [read_only, unannotated, additive];
        let probes = |plan: &Plan, name: &str| -> Vec<&'static str> {
            plan.calls
                .iter()
                .filter(|call| call.tool == name)
                .map(|call| call.probe.id())
                .collect()
        };
        let safe = plan(&tools, &[], &[], false);
        assert_eq!(
            probes(&safe, "lookup"),
            [
                "wrong-type",
                "missing-required",
                "unknown-argument",
                "oversized"
            ]
        );
        for name in ["update", "append"] {
            assert_eq!(probes(&safe, name), ["wrong-type", "missing-required"]);
            assert!(
                safe.skipped
                    .iter()
                    .any(|skipped| skipped.tool == name && skipped.reason.contains("readOnlyHint")),
                "{:?}",
                safe.skipped
            );
        }
        let all = plan(&tools, &[], &[], true);
        assert_eq!(probes(&all, "update").len(), 4);
        assert!(all.skipped.is_empty());
    }

    #[test]
    fn tool_limits_given_calls_too_and_unlisted_names_are_refused() {
        let tools = [
            tool("a", json!({"type": "object"})),
            tool("b", json!({"type": "object"})),
        ];
        let given = |name: &str| GivenCall {
            tool: name.into(),
            arguments: Map::new(),
            expect: Expect::Any,
        };
        let limited = plan(&tools, &[given("a"), given("b")], &["a".into()], false);
        assert!(
            limited.calls.iter().all(|call| call.tool == "a"),
            "{:?}",
            limited.calls
        );
        assert!(
            limited
                .calls
                .iter()
                .any(|call| matches!(call.probe, Probe::Given(_)))
        );
        assert_eq!(unlisted(&tools, &["a".into()], &[given("b")]), None);
        let message = unlisted(&tools, &["nope".into()], &[given("gone")])
            .unwrap()
            .to_string();
        assert!(message.contains("--tool nope, --call gone"), "{message}");
        assert!(message.ends_with("its tools: a, b"), "{message}");
    }

    #[test]
    fn destructive_tools_are_skipped_unless_asked() {
        let mut delete = tool(
            "delete_account",
            json!({"type": "object", "properties": {}}),
        );
        delete.annotations = Some(ToolAnnotations::new().destructive(true));
        let given = [GivenCall {
            tool: "delete_account".into(),
            arguments: Map::new(),
            expect: Expect::Any,
        }];
        let safe = plan(std::slice::from_ref(&delete), &given, &[], false);
        assert!(safe.calls.iter().all(|call| call.tool != "delete_account"));
        assert_eq!(safe.skipped.len(), 2);
        let all = plan(&[delete], &given, &[], true);
        assert!(
            all.calls
                .iter()
                .filter(|call| call.tool == "delete_account")
                .count()
                >= 2
        );
    }
}
