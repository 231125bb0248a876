//! A tool's derived calls: from the smallest arguments its schema accepts
//! ([`schema::sample_object`]), one call per change (a wrong type, a
//! required argument missing, an unknown argument, an oversized string).

use rmcp::model::Tool;
use serde_json::{Map, Value, json};

use super::schema::{self, PROBE_TEXT};
use super::{Call, OVERSIZED_BYTES, Probe, UNKNOWN_ARGUMENT};

/// At most this many arguments of a tool get a wrong-type call.
pub(super) const MAX_ARGUMENTS: usize = 16;

/// The derived calls for one tool; why there are none, when there aren't.
pub fn derive(tool: &Tool) -> Result<Vec<Call>, NotDerived> {
    let schema = tool.input_schema.as_ref();
    let root = schema;
    let mut budget = schema::Budget::new();
    let Some(baseline) = schema::sample_object(root, schema, 0, &mut budget) else {
        return Err(if budget.ran_out() {
            NotDerived::TooLarge
        } else {
            NotDerived::NothingToSample
        });
    };
    let call = |arguments: Map<String, Value>, probe: Probe| Call {
        tool: tool.name.to_string(),
        arguments,
        probe,
    };
    let properties = schema::resolve(root, schema)
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
            let kind = schema::resolve(root, property).get("type").is_some();
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
    for required in schema::required(schema::resolve(root, schema))
        .into_iter()
        .take(MAX_ARGUMENTS)
    {
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
                .is_some_and(|property| schema::accepts(schema::resolve(root, property), "string"))
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
    Ok(calls)
}

/// Why a tool gets no derived call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotDerived {
    /// Its schema accepts nothing the sampler can build.
    NothingToSample,
    /// Its smallest arguments are past the sampler's budget (shared
    /// `$ref`s that expand exponentially, huge minimum lengths).
    TooLarge,
}

impl std::fmt::Display for NotDerived {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            NotDerived::NothingToSample => "its inputSchema gives nothing to derive a call from",
            NotDerived::TooLarge => "its inputSchema's smallest arguments are too large to build (more than 2000 values or 128 KiB of text, as shared $refs make them): it gets no derived call",
        })
    }
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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::plan::Expect;
    use crate::plan::tests::tool;

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
        let calls = derive(&tool).unwrap();
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
        let calls = derive(&tool).unwrap();
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
    fn a_schema_too_large_to_sample_gets_no_call_and_says_why() {
        let shared = tool("deep", crate::plan::schema::tests::shared_refs());
        let started = std::time::Instant::now();
        assert_eq!(derive(&shared).unwrap_err(), NotDerived::TooLarge);
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        assert!(NotDerived::TooLarge.to_string().contains("too large"));
    }

    #[test]
    fn an_argument_without_a_type_gets_no_wrong_type_call() {
        let calls = derive(&tool(
            "echo",
            json!({"type": "object", "properties": {"anything": {}}}),
        ))
        .unwrap();
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
        for call in derive(&label).unwrap() {
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
}
