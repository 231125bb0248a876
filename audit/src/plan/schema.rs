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

/// `schema`, or the first of its `anyOf`/`oneOf` branches, that names the
/// JSON type `kind` (`Optional[str]` is a string or null), `$ref`s
/// followed.
pub(super) fn branch_of<'s>(
    root: &'s Map<String, Value>,
    schema: &'s Map<String, Value>,
    kind: &str,
) -> Option<&'s Map<String, Value>> {
    let schema = resolve(root, schema);
    if accepts(schema, kind) {
        return Some(schema);
    }
    ["anyOf", "oneOf"]
        .into_iter()
        .filter_map(|key| schema.get(key).and_then(Value::as_array))
        .flatten()
        .filter_map(Value::as_object)
        .map(|branch| resolve(root, branch))
        .find(|branch| accepts(branch, kind))
}

/// The most values one tool's sample may hold: a schema of shared
/// `$ref`s (each definition's members referring to the next) expands
/// exponentially; past this the tool gets no derived call.
pub const MAX_VALUES: usize = 2_000;

/// The most bytes of strings one tool's sample may hold.
pub const MAX_SAMPLE_BYTES: usize = 2 * OVERSIZED_BYTES;

/// What sampling one schema may still spend: values, and bytes of
/// strings. The walk stops, and the sample is `None`, when either runs out.
#[derive(Debug)]
pub(super) struct Budget {
    values: usize,
    bytes: usize,
}

impl Budget {
    /// The budget of one tool's sample.
    pub(super) fn new() -> Self {
        Budget {
            values: MAX_VALUES,
            bytes: MAX_SAMPLE_BYTES,
        }
    }

    /// Spends one value; `None` when none is left.
    fn value(&mut self) -> Option<()> {
        self.values = self.values.checked_sub(1)?;
        Some(())
    }

    /// Spends `bytes` of strings; `None` when they aren't left.
    fn text(&mut self, bytes: usize) -> Option<()> {
        self.bytes = self.bytes.checked_sub(bytes)?;
        Some(())
    }

    /// Whether it ran out (a sample was cut short by it, not by a schema
    /// that accepts nothing).
    pub(super) fn ran_out(&self) -> bool {
        self.values == 0 || self.bytes == 0
    }
}

/// The smallest object `schema` accepts: its required members, each a
/// sample of its schema, within `budget`.
pub(super) fn sample_object(
    root: &Map<String, Value>,
    schema: &Map<String, Value>,
    depth: usize,
    budget: &mut Budget,
) -> Option<Map<String, Value>> {
    budget.value()?;
    let schema = resolve(root, schema);
    let properties = schema.get("properties").and_then(Value::as_object);
    let mut object = Map::new();
    for name in required(schema) {
        let value = properties
            .and_then(|properties| properties.get(&name))
            .and_then(Value::as_object)
            .map_or(Some(json!(PROBE_TEXT)), |property| {
                sample(root, property, depth + 1, budget)
            })?;
        object.insert(name, value);
    }
    Some(object)
}

/// A value `schema` accepts, as plain as can be; `None` past a depth of 8.
fn sample(
    root: &Map<String, Value>,
    schema: &Map<String, Value>,
    depth: usize,
    budget: &mut Budget,
) -> Option<Value> {
    if depth > 8 {
        return None;
    }
    budget.value()?;
    let schema = resolve(root, schema);
    let copied = |value: &Value, budget: &mut Budget| {
        budget.text(value.to_string().len().min(MAX_SAMPLE_BYTES + 1))?;
        Some(value.clone())
    };
    if let Some(value) = schema.get("const") {
        return copied(value, budget);
    }
    if let Some(first) = schema
        .get("enum")
        .and_then(Value::as_array)
        .and_then(|values| values.first())
    {
        return copied(first, budget);
    }
    if let Some(value) = schema.get("default") {
        return copied(value, budget);
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
            return sample(root, branch, depth + 1, budget);
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
                        sample(root, item, depth + 1, budget)
                    })
                })
                .collect();
            Value::Array(items?)
        }
        "object" => Value::Object(sample_object(root, schema, depth, budget)?),
        _ => {
            let text = sample_text(schema);
            budget.text(text.len())?;
            json!(text)
        }
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
pub(super) mod tests {
    use serde_json::{Value, json};

    /// Definitions whose 36 required members each refer to the next: a
    /// schema of a few kilobytes whose expansion has 36^6 values.
    pub(in crate::plan) fn shared_refs() -> Value {
        let mut defs = serde_json::Map::new();
        for level in 0..6 {
            let next = json!({"$ref": format!("#/$defs/d{}", level + 1)});
            let names: Vec<String> = (0..36).map(|n| format!("p{n}")).collect();
            let properties: serde_json::Map<String, Value> = names
                .iter()
                .map(|name| (name.clone(), next.clone()))
                .collect();
            defs.insert(
                format!("d{level}"),
                json!({"type": "object", "required": names, "properties": properties}),
            );
        }
        defs.insert("d6".into(), json!({"type": "string"}));
        json!({"type": "object", "required": ["root"], "properties": {"root": {"$ref": "#/$defs/d0"}}, "$defs": defs})
    }

    #[test]
    fn a_schema_of_shared_references_is_sampled_within_the_budget() {
        let schema = shared_refs();
        assert!(
            schema.to_string().len() < 8 * 1024,
            "{}",
            schema.to_string().len()
        );
        let schema = schema.as_object().unwrap();
        let started = std::time::Instant::now();
        let mut budget = super::Budget::new();
        assert!(super::sample_object(schema, schema, 0, &mut budget).is_none());
        assert!(budget.ran_out());
        assert!(started.elapsed() < std::time::Duration::from_secs(1));
        // Long defaults and minimums add up to the byte budget, no more.
        let long = json!({"type": "object", "required": ["a", "b", "c"], "properties": {
            "a": {"type": "string", "minLength": 100_000},
            "b": {"type": "string", "minLength": 100_000},
            "c": {"type": "string", "minLength": 100_000}
        }});
        let long = long.as_object().unwrap();
        let mut budget = super::Budget::new();
        assert!(super::sample_object(long, long, 0, &mut budget).is_none());
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
            crate::plan::OVERSIZED_BYTES
        );
    }
}
