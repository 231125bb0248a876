//! `failure-reported-as-empty` and `expected-failure-succeeded`: a call
//! that must fail answered with a success.
//!
//! A call given as one that must fail (a record that doesn't exist,
//! another user's record, a date that doesn't parse: `--expect-failure`,
//! or `"expect": "error"` in a calls file) answered with an empty
//! success: no content, or only `[]`, `{}`, `null` or blank text, and
//! `structuredContent` absent or as empty. The agent then tells its user
//! "there is none" when the lookup failed. A derived call with an
//! argument of the wrong type, or a required one missing, answered with
//! nothing at all (no content, blank text, `null`) is the same failure
//! swallowed. A documented empty result (a `resultCount: 0` with a
//! description) is an answer, not this.
//!
//! Any other success to a call given as one that must fail ("Deleted
//! successfully" for a name that doesn't exist) is
//! `expected-failure-succeeded`; one whose text reads as a failure is
//! `error-not-flagged`'s finding instead.

use serde_json::Value;

use super::Observation;
use crate::plan::Probe;
use crate::text::quote;

/// A call expected to fail answered with a success that isn't empty and
/// doesn't read as a failure.
pub fn succeeded(observation: &Observation<'_>) -> Option<String> {
    if !observation.call.probe.expects_failure() || observation.is_failure() {
        return None;
    }
    observation.answer.result()?;
    if check(observation).is_some() {
        return None;
    }
    Some(format!(
        "a call expected to fail succeeded: {}",
        quote(&observation.answer.readable_text())
    ))
}

/// A call expected to fail, answered with an empty success; a derived
/// call with invalid arguments answered with nothing.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    let invalid = matches!(
        observation.call.probe,
        Probe::WrongType { .. } | Probe::Missing { .. }
    );
    if !(observation.call.probe.expects_failure() || invalid) || observation.is_failure() {
        return None;
    }
    let result = observation.answer.result()?;
    if invalid {
        let nothing = result.get("content").is_none_or(|content| match content {
            Value::Array(blocks) => blocks.iter().all(|block| {
                block.get("text").is_none_or(|text| {
                    text.is_null()
                        || text
                            .as_str()
                            .is_some_and(|text| text.trim().is_empty() || text.trim() == "null")
                }) && block.get("type").and_then(Value::as_str) == Some("text")
            }),
            other => other.is_null(),
        }) && observation.answer.structured().is_none();
        return nothing.then(|| {
            format!(
                "{} was answered with an empty success: {}",
                observation.call.probe,
                crate::text::cut(
                    &Value::Object(result.clone()).to_string(),
                    crate::text::EVIDENCE_BYTES
                )
            )
        });
    }
    let content_empty = match result.get("content") {
        None | Some(Value::Null) => true,
        Some(Value::Array(blocks)) => blocks.iter().all(|block| {
            block.get("type").and_then(Value::as_str) == Some("text")
                && block
                    .get("text")
                    .and_then(Value::as_str)
                    .is_none_or(is_empty_text)
        }),
        Some(_) => false,
    };
    let structured_empty = observation.answer.structured().is_none_or(is_empty_value);
    (content_empty && structured_empty)
        .then(|| {
            format!(
                "a call expected to fail succeeded with nothing: {}",
                Value::Object(result.clone())
            )
        })
        .map(|evidence| crate::text::cut(&evidence, crate::text::EVIDENCE_BYTES))
}

/// Blank, or JSON that holds nothing.
fn is_empty_text(text: &str) -> bool {
    text.trim().is_empty()
        || serde_json::from_str::<Value>(text).is_ok_and(|value| is_empty_value(&value))
}

/// `null`, `""`, `[]`, `{}`, or an object whose members are all such
/// (`{"result": []}`, as the Python SDK wraps a returned list).
fn is_empty_value(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::String(text) => text.trim().is_empty(),
        Value::Array(items) => items.is_empty(),
        Value::Object(members) => members.values().all(|member| match member {
            Value::Object(inner) => inner.is_empty(),
            other => is_empty_value(other),
        }),
        Value::Bool(_) | Value::Number(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::{Expect, Probe};

    const ID: CheckId = CheckId::FailureReportedAsEmpty;

    #[test]
    fn empty_successes_to_a_call_that_must_fail_are_found() {
        let must_fail = call(Probe::Given(Expect::Failure));
        for answer in [
            Answer::Result(json!({"content": []})),
            Answer::Result(
                json!({"content": [], "structuredContent": {"result": []}, "isError": false}),
            ),
            text_result("[]", None),
            text_result("{}", Some(false)),
            text_result("", None),
        ] {
            assert!(
                verdict(ID, None, &must_fail, &answer).is_some(),
                "{answer:?}"
            );
        }
    }

    #[test]
    fn answers_and_failures_pass() {
        let must_fail = call(Probe::Given(Expect::Failure));
        assert!(verdict(ID, None, &must_fail, &text_result("[{\"id\": 1}]", None)).is_none());
        assert!(
            verdict(
                ID,
                None,
                &must_fail,
                &text_result("No user nope. Check the id.", Some(true))
            )
            .is_none()
        );
        let documented = Answer::Result(
            json!({"content": [{"type": "text", "text": "{\"resultCount\":0,\"description\":\"No orders for that customer.\"}"}],
            "structuredContent": {"resultCount": 0, "description": "No orders for that customer."}}),
        );
        assert!(verdict(ID, None, &must_fail, &documented).is_none());
        let any = call(Probe::Given(Expect::Any));
        assert!(verdict(ID, None, &any, &text_result("[]", None)).is_none());
    }

    #[test]
    fn nothing_for_an_invalid_argument_is_a_swallowed_failure() {
        let wrong = call(Probe::WrongType {
            argument: "date".into(),
            expected: "a string".into(),
        });
        for answer in [
            text_result("", None),
            text_result("  ", Some(false)),
            Answer::Result(json!({"content": []})),
        ] {
            assert!(verdict(ID, None, &wrong, &answer).is_some(), "{answer:?}");
        }
        // An empty list may be the answer for a value the server coerced.
        assert!(verdict(ID, None, &wrong, &text_result("[]", None)).is_none());
        assert!(verdict(ID, None, &wrong, &text_result("No date x.", Some(true))).is_none());
        let unknown = call(Probe::UnknownArgument);
        assert!(verdict(ID, None, &unknown, &text_result("", None)).is_none());
    }

    #[test]
    fn any_success_to_a_call_that_must_fail_is_found() {
        let must_fail = call(Probe::Given(Expect::Failure));
        let id = CheckId::ExpectedFailureSucceeded;
        let deleted = text_result("Deleted entity nope successfully.", None);
        assert!(
            verdict(id, None, &must_fail, &deleted)
                .unwrap()
                .contains("Deleted entity nope")
        );
        // Empty: the other finding; a failure in words: error-not-flagged's.
        assert!(verdict(id, None, &must_fail, &text_result("[]", None)).is_none());
        assert!(
            verdict(
                id,
                None,
                &must_fail,
                &text_result("Error: no such table: x", None)
            )
            .is_none()
        );
        assert!(verdict(id, None, &must_fail, &text_result("No x.", Some(true))).is_none());
        let any = call(Probe::Given(Expect::Any));
        assert!(verdict(id, None, &any, &deleted).is_none());
    }
}
