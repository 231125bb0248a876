//! JSON Schema of the error payload (feature `schemars`).

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::payload::{ErrorPayload, MAX_CODE_BYTES, MAX_DESCRIPTION_BYTES};

/// The payload's schema states the wire rules, retryability included:
/// business and permission payloads must say `"isRetryable": false`, and only
/// transient ones may carry `retryAfterMs`.
///
/// ```
/// let schema = schemars::schema_for!(toolerror::ErrorPayload<'static>);
/// let json = serde_json::to_value(&schema)?;
/// assert_eq!(json["type"], "object");
/// assert_eq!(json["required"], serde_json::json!(["errorCategory", "isRetryable", "description", "code"]));
/// # Ok::<(), serde_json::Error>(())
/// ```
impl JsonSchema for ErrorPayload<'_> {
    fn schema_name() -> Cow<'static, str> {
        Cow::Borrowed("ErrorPayload")
    }

    fn schema_id() -> Cow<'static, str> {
        Cow::Borrowed("toolerror::ErrorPayload")
    }

    fn json_schema(_generator: &mut SchemaGenerator) -> Schema {
        error_payload_schema()
    }
}

/// The JSON Schema of [`ErrorPayload`], self-contained (no `$ref`), with an
/// object root.
#[must_use]
pub fn error_payload_schema() -> Schema {
    json_schema!({
        "type": "object",
        "description": "A tool failure: its category decides the agent's next move.",
        "properties": {
            "errorCategory": {
                "type": "string",
                "enum": ["transient", "validation", "business", "permission"]
            },
            "isRetryable": { "type": "boolean" },
            "description": {
                "type": "string",
                "minLength": 1,
                "maxLength": MAX_DESCRIPTION_BYTES,
                "pattern": "\\S"
            },
            "code": {
                "type": "string",
                "minLength": 1,
                "maxLength": MAX_CODE_BYTES,
                "pattern": "^([A-Za-z0-9_.:-]|%[0-9A-F]{2})+$"
            },
            "retryAfterMs": { "type": "integer", "minimum": 0 },
            "details": { "type": "object" }
        },
        "required": ["errorCategory", "isRetryable", "description", "code"],
        "allOf": [
            {
                "if": { "properties": { "errorCategory": { "enum": ["business", "permission"] } } },
                "then": { "properties": { "isRetryable": { "const": false } } },
                "else": { "properties": { "isRetryable": { "const": true } } }
            },
            {
                "if": { "properties": { "errorCategory": { "not": { "const": "transient" } } } },
                "then": { "not": { "required": ["retryAfterMs"] } }
            }
        ]
    })
}
