//! `error-violates-output-schema`: an error result whose
//! `structuredContent` doesn't validate against the tool's
//! `outputSchema`.
//!
//! The official TypeScript SDK 1.x client (`Client.callTool`, checked in
//! 1.32.2) validates `structuredContent` against the tool's
//! `outputSchema` whenever both are present, `isError` or not, and throws
//! -32602 "Structured content does not match the tool's output schema",
//! so the agent never sees the error. The schema is read with its own
//! `$schema` (2020-12 when it names none).

use serde_json::Value;

use super::Observation;
use crate::text::cut;

/// An error result whose `structuredContent` the tool's `outputSchema`
/// rejects.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if !observation.is_error_result() {
        return None;
    }
    let schema = observation.tool?.output_schema.as_ref()?;
    let structured = observation.answer.structured()?;
    let schema = Value::Object(schema.as_ref().clone());
    let validator = jsonschema::validator_for(&schema).ok()?;
    let problems: Vec<String> = validator
        .iter_errors(structured)
        .take(3)
        .map(|error| {
            let at = error.instance_path().to_string();
            let at = if at.is_empty() { "/".to_owned() } else { at };
            format!("{at}: {}", cut(&error.to_string(), 100))
        })
        .collect();
    if problems.is_empty() {
        return None;
    }
    Some(format!(
        "the error's structuredContent fails the outputSchema ({}); the TypeScript SDK 1.x client throws -32602 instead of showing the error",
        problems.join("; ")
    ))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, tool, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::ErrorViolatesOutputSchema;

    fn error(structured: serde_json::Value, is_error: bool) -> Answer {
        Answer::Result(
            json!({"content": [{"type": "text", "text": "x"}], "structuredContent": structured, "isError": is_error}),
        )
    }

    #[test]
    fn an_error_payload_the_schema_rejects_is_found() {
        let order = json!({"type": "object", "required": ["id", "total"],
            "properties": {"id": {"type": "string"}, "total": {"type": "number"}}});
        let tool = tool(Some(order));
        let given = call(Probe::UnknownArgument);
        let evidence = verdict(
            ID,
            Some(&tool),
            &given,
            &error(json!({"error": "Order not found"}), true),
        )
        .unwrap();
        assert!(
            evidence.contains("id") && evidence.contains("TypeScript"),
            "{evidence}"
        );
        // A success is another matter; an error without structuredContent passes.
        assert!(
            verdict(
                ID,
                Some(&tool),
                &given,
                &error(json!({"error": "x"}), false)
            )
            .is_none()
        );
        let text_only =
            Answer::Result(json!({"content": [{"type": "text", "text": "x"}], "isError": true}));
        assert!(verdict(ID, Some(&tool), &given, &text_only).is_none());
    }

    #[test]
    fn a_union_admitting_the_payload_passes() {
        let union = json!({"type": "object", "anyOf": [
            {"required": ["id"], "properties": {"id": {"type": "string"}}},
            {"required": ["errorCategory"], "properties": {"errorCategory": {"type": "string"}}}
        ]});
        let tool = tool(Some(union));
        let payload =
            json!({"errorCategory": "validation", "isRetryable": true, "description": "Fix id."});
        assert!(
            verdict(
                ID,
                Some(&tool),
                &call(Probe::UnknownArgument),
                &error(payload, true)
            )
            .is_none()
        );
    }
}
