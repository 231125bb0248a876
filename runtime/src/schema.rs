//! JSON Schema of the error payload (feature `schemars`).

use std::borrow::Cow;

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

use crate::payload::wire::{
    CAUSE, CODE, CORRELATION_ID, DESCRIPTION, DETAILS, ERROR_CATEGORY, IS_RETRYABLE,
    OUTCOME_UNKNOWN, RETRY_AFTER_MS,
};
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
    // A code, a cause and a correlation id: the one alphabet of names.
    let name = serde_json::json!({
        "type": "string",
        "minLength": 1,
        "maxLength": MAX_CODE_BYTES,
        "pattern": "^([A-Za-z0-9_.:-]|%[0-9A-F]{2})+$"
    });
    json_schema!({
        "type": "object",
        "description": "A tool failure: its category decides the agent's next move.",
        "properties": {
            (ERROR_CATEGORY): {
                "type": "string",
                "enum": ["transient", "validation", "business", "permission"]
            },
            (IS_RETRYABLE): { "type": "boolean" },
            (DESCRIPTION): {
                "type": "string",
                "minLength": 1,
                "maxLength": MAX_DESCRIPTION_BYTES,
                "pattern": "\\S"
            },
            (CODE): name.clone(),
            (CAUSE): name.clone(),
            (RETRY_AFTER_MS): { "type": "integer", "minimum": 0 },
            (OUTCOME_UNKNOWN): { "type": "boolean" },
            (CORRELATION_ID): name,
            (DETAILS): { "type": "object" }
        },
        "required": [ERROR_CATEGORY, IS_RETRYABLE, DESCRIPTION, CODE],
        "allOf": [
            {
                "if": { "properties": { (ERROR_CATEGORY): { "enum": ["business", "permission"] } } },
                "then": { "properties": { (IS_RETRYABLE): { "const": false } } },
                "else": { "properties": { (IS_RETRYABLE): { "const": true } } }
            },
            {
                "if": { "properties": { (ERROR_CATEGORY): { "not": { "const": "transient" } } } },
                "then": { "not": { "anyOf": [
                    { "required": [RETRY_AFTER_MS] },
                    { "required": [OUTCOME_UNKNOWN], "properties": { (OUTCOME_UNKNOWN): { "const": true } } }
                ] } }
            }
        ]
    })
}
