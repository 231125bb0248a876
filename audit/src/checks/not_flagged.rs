//! `error-not-flagged`: a result that reports a failure with `isError`
//! false or absent, which hosts record (and models read) as an answer.
//!
//! Precision over recall: a result counts as a failure only when
//!
//! - the crate's reader finds an error payload in it (`errorCategory` in
//!   `structuredContent` or a text block);
//! - its `structuredContent`, or its first text block as JSON, is an error
//!   object: an `error` member that is set, or `success` / `ok` false, or
//!   `status` "error" / "failed";
//! - its first text block reads as one ([`reads_as_failure`]): a Python
//!   traceback; a first line that is an exception (`ValueError: …`,
//!   `sqlite3.OperationalError: …`); a first line starting "Error:",
//!   "Failed:", "Exception -" (not "Failed: 0", a count), "Error executing
//!   …", "An error occurred", "Something went wrong", "Failed to …",
//!   "Unable to …", "Could not …", "Cannot …"; a short text ending "not
//!   found" or "does not exist", or starting "Permission denied", "Access
//!   denied", "Unauthorized", "Forbidden".
//!
//! A report that mentions errors ("0 errors found", "Error rate: 2%",
//! "Failed: 0, passed: 12") is not a failure.

use serde_json::Value;
use toolerror::agent::read::{Decision, Inconsistency};

use super::Observation;
use crate::text::quote;

/// A result reporting a failure without `isError: true`.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    let reason = failure_in(observation)?;
    let flag = match observation.answer.result()?.get("isError") {
        None => "absent".to_owned(),
        Some(value) => value.to_string(),
    };
    Some(format!("isError is {flag}, but {reason}"))
}

/// Why a result that isn't flagged as an error reads as a failure.
pub fn failure_in(observation: &Observation<'_>) -> Option<String> {
    if observation.answer.is_flagged_error() {
        return None;
    }
    observation.answer.result()?;
    if let Some(Decision::Failed(failure)) = &observation.decision
        && failure.inconsistency == Some(Inconsistency::PayloadWithoutErrorFlag)
    {
        return Some(format!(
            "it carries an error payload: {}",
            quote(&failure.description)
        ));
    }
    if let Some(structured) = observation.answer.structured()
        && let Some(shape) = error_object(structured)
    {
        return Some(format!(
            "its structuredContent is an error object ({shape})"
        ));
    }
    let first = observation
        .answer
        .texts()
        .into_iter()
        .find(|text| !text.trim().is_empty())?;
    if let Ok(value) = serde_json::from_str::<Value>(first)
        && let Some(shape) = error_object(&value)
    {
        return Some(format!(
            "its text is an error object ({shape}): {}",
            quote(first)
        ));
    }
    let why = reads_as_failure(first)?;
    Some(format!(
        "its text reads as a failure ({why}): {}",
        quote(first)
    ))
}

/// How a JSON value says it is an error, if it does.
pub fn error_object(value: &Value) -> Option<&'static str> {
    let object = value.as_object()?;
    let set = |value: &Value| {
        !matches!(value, Value::Null | Value::Bool(false))
            && value.as_str().is_none_or(|text| !text.trim().is_empty())
    };
    if object.get("error").is_some_and(set) {
        return Some("an `error` member");
    }
    if object.get("success") == Some(&Value::Bool(false)) {
        return Some("`success: false`");
    }
    if object.get("ok") == Some(&Value::Bool(false)) {
        return Some("`ok: false`");
    }
    let status = object
        .get("status")
        .and_then(Value::as_str)
        .map(str::to_ascii_lowercase);
    if matches!(status.as_deref(), Some("error" | "failed" | "failure")) {
        return Some("an error `status`");
    }
    None
}

/// Which rule makes `text` read as a failure, if one does.
pub fn reads_as_failure(text: &str) -> Option<&'static str> {
    if text.contains("Traceback (most recent call last)") {
        return Some("a Python traceback");
    }
    let text = text.trim_start();
    let line = text.lines().next().unwrap_or("").trim();
    if is_exception_line(line) {
        return Some("an exception");
    }
    let lower = line.to_lowercase();
    for word in ["error", "fatal", "failure", "failed", "exception"] {
        if let Some(rest) = lower.strip_prefix(word) {
            let rest = rest.trim_start();
            let after = rest
                .strip_prefix(':')
                .or_else(|| rest.strip_prefix('!'))
                .or_else(|| rest.strip_prefix("- "))
                .or_else(|| rest.strip_prefix('-'));
            if let Some(after) = after {
                // "Failed: 0" is a count, not a failure.
                if !after.trim_start().starts_with(|c: char| c.is_ascii_digit()) {
                    return Some("it starts with a failure word and a colon");
                }
            }
        }
    }
    const OPENINGS: &[&str] = &[
        "error executing",
        "error calling",
        "error running",
        "error processing",
        "error while",
        "error during",
        "error occurred",
        "error in ",
        "error fetching",
        "error reading",
        "error writing",
        "error loading",
        "error connecting",
        "error getting",
        "error parsing",
        "an error occurred",
        "an error has occurred",
        "an unexpected error",
        "an unknown error",
        "an internal error",
        "unexpected error",
        "internal error",
        "internal server error",
        "something went wrong",
        "failed to ",
        "unable to ",
        "could not ",
        "couldn't ",
        "cannot ",
        "can't ",
        "permission denied",
        "access denied",
        "unauthorized",
        "unauthorised",
        "forbidden",
    ];
    if OPENINGS.iter().any(|opening| lower.starts_with(opening)) {
        return Some("it opens as a failure");
    }
    // A short answer saying a thing isn't there ("User 42 not found.").
    if text.len() <= 200 && !text.contains('\n') {
        let end = lower.trim_end_matches(['.', '!']).trim_end();
        if [
            "not found",
            "does not exist",
            "doesn't exist",
            "no such file or directory",
        ]
        .iter()
        .any(|ending| end.ends_with(ending))
        {
            return Some("it says the thing asked for isn't there");
        }
    }
    None
}

/// `KeyError: 'x'`, `sqlite3.OperationalError: …`,
/// `java.lang.IllegalStateException`, `TypeError`.
fn is_exception_line(line: &str) -> bool {
    let head = line.split([':', ' ']).next().unwrap_or("");
    let name = head.rsplit('.').next().unwrap_or("");
    let dotted_identifier = !head.is_empty()
        && head.split('.').all(|part| {
            !part.is_empty() && part.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
    dotted_identifier
        && name.starts_with(|c: char| c.is_ascii_uppercase())
        && (name.ends_with("Error") || name.ends_with("Exception"))
        && name.len() > "Error".len()
        && (line.len() == head.len() || line[head.len()..].starts_with(':'))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::reads_as_failure;
    use crate::answer::Answer;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    const ID: &str = "error-not-flagged";

    #[test]
    fn failures_in_text_are_read() {
        for text in [
            "Error: unknown argument 'x'",
            "error: the database is locked",
            "ERROR - upstream returned 502",
            "Error executing tool get_user: boom",
            "KeyError: 'nope'",
            "sqlite3.OperationalError: no such table: reports",
            "java.lang.IllegalStateException: closed",
            "TypeError",
            "Traceback (most recent call last):\n  File \"x.py\", line 1",
            "An error occurred while fetching the report",
            "Something went wrong",
            "Failed to reach the inventory service",
            "Unable to open the ledger",
            "Could not find a user with that id",
            "User nope not found.",
            "Order 17 does not exist",
            "Permission denied",
            "Failed: the upstream refused",
        ] {
            assert!(
                reads_as_failure(text).is_some(),
                "{text:?} should read as a failure"
            );
        }
    }

    #[test]
    fn reports_that_mention_errors_are_not_failures() {
        for text in [
            "0 errors found",
            "Found 3 bookings.",
            "Error rate: 2% over the last hour",
            "Errors: none",
            "Failed: 0, passed: 12",
            "failed logins this week: 12",
            "The search found nothing.",
            "Report ready: 12 failed logins last week, 0 lockouts.",
            "ErrorBudget remaining: 99.9%",
            "Exceptions are listed in the appendix.",
            "The user was not found in the blocklist, so access is granted and the account is active as of today.\nDetails follow.",
            "[]",
            "",
        ] {
            assert!(
                reads_as_failure(text).is_none(),
                "{text:?} should not read as a failure"
            );
        }
    }

    #[test]
    fn only_unflagged_results_are_findings() {
        let unknown = call(Probe::UnknownArgument);
        let evidence = verdict(
            ID,
            None,
            &unknown,
            &text_result("Error: no such option", Some(false)),
        )
        .unwrap();
        assert!(evidence.starts_with("isError is false"), "{evidence}");
        let evidence = verdict(
            ID,
            None,
            &unknown,
            &text_result("Error: no such option", None),
        )
        .unwrap();
        assert!(evidence.starts_with("isError is absent"), "{evidence}");
        assert!(
            verdict(
                ID,
                None,
                &unknown,
                &text_result("Error: no such option", Some(true))
            )
            .is_none()
        );
        assert!(verdict(ID, None, &unknown, &text_result("0 errors found", None)).is_none());
    }

    #[test]
    fn error_objects_and_payloads_without_the_flag_are_findings() {
        let unknown = call(Probe::UnknownArgument);
        let object = Answer::Result(
            json!({"content": [{"type": "text", "text": "{\"error\": \"no such order\"}"}]}),
        );
        assert!(
            verdict(ID, None, &unknown, &object)
                .unwrap()
                .contains("error object")
        );
        let structured =
            Answer::Result(json!({"content": [], "structuredContent": {"success": false}}));
        assert!(
            verdict(ID, None, &unknown, &structured)
                .unwrap()
                .contains("`success: false`")
        );
        let payload = Answer::Result(
            json!({"content": [{"type": "text", "text": "{\"errorCategory\":\"validation\",\"isRetryable\":true,\"description\":\"Fix id.\"}"}]}),
        );
        assert!(
            verdict(ID, None, &unknown, &payload)
                .unwrap()
                .contains("error payload")
        );
        let fine = Answer::Result(
            json!({"content": [{"type": "text", "text": "{\"error\": null, \"rows\": 3}"}]}),
        );
        assert!(verdict(ID, None, &unknown, &fine).is_none());
    }
}
