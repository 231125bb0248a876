//! Sampling a JSON Schema: the smallest arguments a tool's `inputSchema`
//! accepts (its required members, each a plain value of its type, local
//! `$ref`s followed), which the derived calls start from.

use serde_json::{Map, Value, json};

use super::OVERSIZED_BYTES;

/// A string argument's value in derived calls.
pub(super) const PROBE_TEXT: &str = "toolerror-audit-probe";

/// The names `schema` lists as `required`.
pub(super) fn required(schema: &Map<String, Value>) -> Vec<String> {
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
pub(super) fn resolve<'s>(
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

/// Whether `schema` names the JSON type `kind`.
pub(super) fn accepts(schema: &Map<String, Value>, kind: &str) -> bool {
    types(schema).contains(&kind)
}

/// The smallest object `schema` accepts: its required members, each a
/// sample of its schema.
pub(super) fn sample_object(
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
    use serde_json::{Value, json};

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
            crate::plan::OVERSIZED_BYTES
        );
    }
}
