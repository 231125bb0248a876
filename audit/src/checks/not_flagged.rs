//! `error-not-flagged`: a result that reports a failure with `isError`
//! false or absent, which hosts record (and models read) as an answer.
//!
//! Precision over recall: when a text could be a report about failures
//! rather than a failure, it isn't flagged. A result counts as a failure
//! only when
//!
//! - the crate's reader finds an error payload in it (`errorCategory` in
//!   `structuredContent` or a text block);
//! - its `structuredContent`, or its first text block as JSON, is an error
//!   envelope ([`error_object`]): every member one an error response has
//!   (`error`, `message`, `detail`, `code`, `status`, `errors`, `data`
//!   null…) and one of them saying it failed: an `error` that is set,
//!   `success` / `ok` false, `status` "error" / "failed", GraphQL's
//!   `errors` with no `data`, FastAPI's lone `detail`, a lone `message`
//!   that reads as a failure. A record with other data beside a `status`
//!   "failed" or an `error` (a job that failed) is data;
//! - its first text block reads as one ([`reads_as_failure`], a table of
//!   rules, one named row each, tried in order): a Python
//!   traceback; a first line that is an exception (`ValueError: …`); an
//!   HTTP error status line (`HTTP 500 Internal Server Error`, `403
//!   Forbidden`); a first line starting "Error:", "Failed:" (not "Failed:
//!   0" or "Failed: none", counts), "Error executing …", "An error
//!   occurred", "Something went wrong", "Failed to …", "Unable to …",
//!   "Could not …" (not "Could not find any problems"), "Cannot …", "Rate
//!   limit exceeded", "Request timed out", "Missing required argument",
//!   "Invalid … id"; "Permission denied", "Access denied", "Unauthorized",
//!   "Forbidden" standing alone or followed by punctuation or "to" (not
//!   "Permission denied for guests; …", a policy); a short text ending "not
//!   found" or "does not exist".
//!
//! Never: a log (two lines or more starting with log levels, `INFO:`
//! among them); a tool whose name says it checks existence (`user_exists`,
//! `check_*`, `is_*`, `has_*`, `verify_*`) saying a thing doesn't exist;
//! a tool whose name says it explains (`explain_*`, `*_docs`, `help`,
//! `describe_*`) quoting an exception; a text opening with the value the
//! call chose from the tool's own options (an argument's `enum` or
//! `const`: `messageType: "error"` answered "Error: Operation failed", the
//! sample it asked for).

use std::sync::OnceLock;

use regex_lite::Regex;
use serde_json::Value;
use toolerror::formats::read::{Decision, Inconsistency};

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
    let why = reads_as_failure_of(&observation.call.tool, first)?;
    if asked_for(observation, first) {
        return None;
    }
    Some(format!(
        "its text reads as a failure ({why}): {}",
        quote(first)
    ))
}

/// Whether the text opens with a value the call chose from the tool's
/// own options: an argument whose schema lists it in `enum` (or as a
/// `const`, alone or among `anyOf`/`oneOf`), such as `messageType:
/// "error"` answered "Error: Operation failed", the sample of an error
/// message the call asked for.
fn asked_for(observation: &Observation<'_>, text: &str) -> bool {
    let Some(properties) = observation
        .tool
        .and_then(|tool| tool.input_schema.get("properties"))
        .and_then(Value::as_object)
    else {
        return false;
    };
    let word = text
        .trim_start()
        .split(|c: char| !c.is_alphanumeric() && c != '_' && c != '-')
        .next()
        .unwrap_or("");
    !word.is_empty()
        && observation.call.arguments.iter().any(|(name, value)| {
            value.as_str().is_some_and(|value| {
                value.eq_ignore_ascii_case(word)
                    && properties
                        .get(name)
                        .is_some_and(|schema| offers(schema, value))
            })
        })
}

/// Whether `schema` offers `value` as one of its fixed choices.
fn offers(schema: &Value, value: &str) -> bool {
    let fixed = |choice: &Value| choice.as_str() == Some(value);
    schema
        .get("enum")
        .and_then(Value::as_array)
        .is_some_and(|choices| choices.iter().any(fixed))
        || schema.get("const").is_some_and(fixed)
        || ["anyOf", "oneOf"].iter().any(|key| {
            schema
                .get(key)
                .and_then(Value::as_array)
                .is_some_and(|branches| branches.iter().any(|branch| offers(branch, value)))
        })
}

/// The members an error response has; an object with any other member is
/// a record (a job that failed is data about the job).
const ENVELOPE_MEMBERS: &[&str] = &[
    "error",
    "errors",
    "message",
    "msg",
    "detail",
    "details",
    "code",
    "status",
    "statusCode",
    "status_code",
    "reason",
    "description",
    "error_description",
    "error_code",
    "errorCode",
    "type",
    "title",
    "success",
    "ok",
    "data",
    "requestId",
    "request_id",
    "traceId",
    "trace_id",
    "timestamp",
    "path",
    "documentation_url",
    "hint",
    "retryAfter",
    "retry_after",
    "instance",
];

/// How a JSON value says it is an error, if it does.
pub fn error_object(value: &Value) -> Option<&'static str> {
    let object = value.as_object()?;
    if object.get("success") == Some(&Value::Bool(false)) {
        return Some("`success: false`");
    }
    if object.get("ok") == Some(&Value::Bool(false)) {
        return Some("`ok: false`");
    }
    let envelope = object
        .keys()
        .all(|key| ENVELOPE_MEMBERS.contains(&key.as_str()))
        && object.get("data").is_none_or(Value::is_null);
    if !envelope {
        return None;
    }
    let set = |value: &Value| {
        !matches!(value, Value::Null | Value::Bool(false))
            && value.as_str().is_none_or(|text| !text.trim().is_empty())
    };
    if object.get("error").is_some_and(set) {
        return Some("an `error` member");
    }
    if object
        .get("errors")
        .and_then(Value::as_array)
        .is_some_and(|errors| !errors.is_empty())
    {
        return Some("`errors` and no `data`");
    }
    let status = object
        .get("status")
        .and_then(Value::as_str)
        .map(str::to_ascii_lowercase);
    if matches!(status.as_deref(), Some("error" | "failed" | "failure")) {
        return Some("an error `status`");
    }
    // FastAPI answers every HTTPException as a lone `detail`.
    if object.len() == 1 && object.get("detail").is_some_and(set) {
        return Some("a lone `detail`");
    }
    if let Some(message) = object.get("message").and_then(Value::as_str)
        && reads_as_failure(message).is_some()
    {
        return Some("a `message` that reads as a failure");
    }
    None
}

/// Which rule makes `text` read as a failure, if one does, whatever tool
/// answered it.
pub fn reads_as_failure(text: &str) -> Option<&'static str> {
    reads_as_failure_of("", text)
}

/// Which rule makes `text`, answered by the tool named `tool`, read as a
/// failure, if one does: the first row of [`RULES`] that reads it so and
/// doesn't exempt the tool. A log reads as no failure.
pub fn reads_as_failure_of(tool: &str, text: &str) -> Option<&'static str> {
    if is_log(text) {
        return None;
    }
    let reading = Reading::of(text);
    RULES
        .iter()
        .find(|rule| !rule.exempt.is_some_and(|kind| kind.names(tool)) && (rule.reads)(&reading))
        .map(|rule| rule.reason)
}

/// One way a text reads as a failure: its reason (as the evidence says
/// it), its test, and the kind of tool whose answer it doesn't judge.
struct Rule {
    /// Why the text reads as a failure.
    reason: &'static str,
    /// Whether it does.
    reads: fn(&Reading<'_>) -> bool,
    /// The tools whose answers this rule doesn't judge: those whose name
    /// says they do this.
    exempt: Option<ToolKind>,
}

/// The rules, in the order they are tried.
const RULES: &[Rule] = &[
    Rule {
        reason: "a Python traceback",
        reads: |reading| reading.text.contains("Traceback (most recent call last)"),
        exempt: Some(ToolKind::Explains),
    },
    Rule {
        reason: "an exception",
        reads: |reading| is_exception_line(reading.line),
        exempt: Some(ToolKind::Explains),
    },
    Rule {
        reason: "an HTTP error status",
        reads: |reading| is_http_error_status(reading.line),
        exempt: None,
    },
    Rule {
        reason: "it starts with a failure word and a colon",
        reads: starts_with_failure_word,
        exempt: None,
    },
    Rule {
        reason: "it opens with a kind of error and a colon",
        reads: opens_with_a_kind_of_error,
        exempt: None,
    },
    Rule {
        reason: "it opens as a failure",
        reads: |reading| {
            FAILURE_OPENINGS
                .iter()
                .any(|opening| reading.lower.starts_with(opening))
                && !PASSES.iter().any(|pass| reading.lower.starts_with(pass))
        },
        exempt: None,
    },
    Rule {
        reason: "it opens as a refusal",
        reads: opens_as_refusal,
        exempt: None,
    },
    Rule {
        reason: "it says an id is invalid",
        reads: |reading| reading.is_short() && is_invalid_id(&reading.lower),
        exempt: None,
    },
    Rule {
        reason: "it says the thing asked for isn't there",
        reads: says_absent,
        exempt: Some(ToolKind::ChecksExistence),
    },
];

/// What a tool's name says it does, when that makes a failure's words its
/// answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ToolKind {
    /// It explains errors (`explain_error`, `*_docs`, `help`): it quotes
    /// exceptions.
    Explains,
    /// It checks existence (`user_exists`, `check_*`, `is_*`): "does not
    /// exist" is its answer.
    ChecksExistence,
}

impl ToolKind {
    /// The words of a tool's name that say it explains.
    const EXPLAINS: &[&str] = &[
        "explain",
        "explains",
        "docs",
        "doc",
        "documentation",
        "help",
        "describe",
        "define",
        "glossary",
        "manual",
        "man",
    ];

    /// The words of a tool's name that say it checks existence.
    const CHECKS_EXISTENCE: &[&str] = &[
        "exists", "exist", "check", "is", "has", "verify", "validate",
    ];

    /// Whether a word of `tool`'s name (split at anything not a letter or
    /// a digit) says it is of this kind.
    fn names(self, tool: &str) -> bool {
        let words = match self {
            ToolKind::Explains => Self::EXPLAINS,
            ToolKind::ChecksExistence => Self::CHECKS_EXISTENCE,
        };
        tool.split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|word| !word.is_empty())
            .any(|word| words.contains(&word.to_ascii_lowercase().as_str()))
    }
}

/// A text as the rules read it.
struct Reading<'a> {
    /// The whole text, from its first non-blank character.
    text: &'a str,
    /// Its first line, trimmed.
    line: &'a str,
    /// That line in lower case.
    lower: String,
}

impl<'a> Reading<'a> {
    fn of(text: &'a str) -> Self {
        let text = text.trim_start();
        let line = text.lines().next().unwrap_or("").trim();
        Reading {
            text,
            line,
            lower: line.to_lowercase(),
        }
    }

    /// One line of at most 200 bytes: a text this short is a message, not
    /// a document that mentions failures.
    fn is_short(&self) -> bool {
        self.text.len() <= 200 && !self.text.contains('\n')
    }
}

/// "Error: …", "Failed - …", "Exception! …"; not "Failed: 0" or "Failed:
/// none", which are counts.
fn starts_with_failure_word(reading: &Reading<'_>) -> bool {
    ["error", "fatal", "failure", "failed", "exception"]
        .iter()
        .filter_map(|word| reading.lower.strip_prefix(word))
        .any(|rest| {
            let rest = rest.trim_start();
            let Some(after) = rest
                .strip_prefix(':')
                .or_else(|| rest.strip_prefix('!'))
                .or_else(|| rest.strip_prefix("- "))
                .or_else(|| rest.strip_prefix('-'))
            else {
                return false;
            };
            let after = after.trim_start();
            let first = after
                .split(|c: char| c.is_whitespace() || matches!(c, '.' | ',' | ';'))
                .next()
                .unwrap_or("");
            let count = after.starts_with(|c: char| c.is_ascii_digit())
                || matches!(first, "none" | "nil" | "n/a" | "-" | "");
            !count
        })
}

/// "Database error: no such table: users", "SQL error: …", "Validation
/// error: …": one or two words naming a kind, then "error:" (or
/// "exception:", "failure:"), then words (not a count: "Last error: none"
/// is a report, as is anything led by an article or a word of reports).
fn opens_with_a_kind_of_error(reading: &Reading<'_>) -> bool {
    static KIND: OnceLock<Regex> = OnceLock::new();
    const NOT_A_KIND: &[&str] = &[
        "the", "a", "an", "this", "that", "each", "every", "any", "no", "last", "previous",
        "recent", "latest", "first", "total", "zero", "max", "min", "average", "top", "common",
        "most", "known", "sample", "example", "typical", "expected", "possible", "ignored",
        "handled", "my", "our", "your",
    ];
    let Some(captures) = KIND
        .get_or_init(|| {
            Regex::new(r"^([a-z][a-z0-9_-]*)(?:\s+[a-z][a-z0-9_-]*)?\s+(?:error|exception|failure)\s*:\s*(\S+)")
                .expect("the pattern compiles")
        })
        .captures(&reading.lower)
    else {
        return false;
    };
    let first = captures.get(1).map_or("", |word| word.as_str());
    let after = captures.get(2).map_or("", |word| word.as_str());
    let count = after.starts_with(|c: char| c.is_ascii_digit())
        || matches!(
            after.trim_end_matches(['.', ',', ';']),
            "none" | "nil" | "n/a" | "-"
        );
    !NOT_A_KIND.contains(&first) && !count
}

/// How a failure's first line opens.
const FAILURE_OPENINGS: &[&str] = &[
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
    "rate limit exceeded",
    "rate limited",
    "too many requests",
    "request timed out",
    "request failed",
    "timed out",
    "missing required argument",
    "missing required parameter",
    "missing required field",
    "not authenticated",
    "no such ",
];

/// Openings of [`FAILURE_OPENINGS`] that are passes: "Could not find any
/// problems", a negative of a negative.
const PASSES: &[&str] = &[
    "could not find any problem",
    "could not find any issue",
    "could not find any error",
    "couldn't find any problem",
    "couldn't find any issue",
    "couldn't find any error",
    "cannot find any problem",
    "can't find any problem",
    "unable to find any problem",
];

/// "Permission denied." is a failure; "Permission denied for guests; the
/// service account can read it." describes a policy: a refusal counts
/// alone, or before punctuation or "to".
fn opens_as_refusal(reading: &Reading<'_>) -> bool {
    [
        "permission denied",
        "access denied",
        "unauthorized",
        "unauthorised",
        "forbidden",
    ]
    .iter()
    .filter_map(|refusal| reading.lower.strip_prefix(refusal))
    .any(|rest| {
        let rest = rest.trim_start();
        rest.is_empty()
            || rest.starts_with(['.', ':', '!', '-', ',', '(', '—'])
            || rest.starts_with("to ")
    })
}

/// A short answer saying a thing isn't there ("User 42 not found.").
fn says_absent(reading: &Reading<'_>) -> bool {
    let end = reading.lower.trim_end_matches(['.', '!']).trim_end();
    reading.is_short()
        && [
            "not found",
            "does not exist",
            "doesn't exist",
            "no such file or directory",
        ]
        .iter()
        .any(|ending| end.ends_with(ending))
}

/// `HTTP 500 Internal Server Error`, `HTTP/1.1 404 Not Found`, `403
/// Forbidden`: a status line of a 4xx or 5xx response.
fn is_http_error_status(line: &str) -> bool {
    static STATUS: OnceLock<Regex> = OnceLock::new();
    STATUS
        .get_or_init(|| {
            Regex::new(r"(?i)^(?:HTTP(?:/[\d.]+)?\s+(?:error\s+)?)?[45]\d\d\s*(?:[:-]\s*)?(?:bad request|unauthorized|payment required|forbidden|not found|method not allowed|not acceptable|request timeout|conflict|gone|precondition failed|payload too large|unprocessable (?:entity|content)|too many requests|internal server error|not implemented|bad gateway|service unavailable|gateway timeout)\b")
                .expect("the pattern compiles")
        })
        .is_match(line)
}

/// "Invalid customer id", "invalid order ID: x".
fn is_invalid_id(lower: &str) -> bool {
    static INVALID_ID: OnceLock<Regex> = OnceLock::new();
    INVALID_ID
        .get_or_init(|| {
            Regex::new(r"^invalid\s+(?:[\w-]+\s+){0,3}(?:id|identifier)\b")
                .expect("the pattern compiles")
        })
        .is_match(lower)
}

/// Two lines or more that start with a log level, not all of them errors:
/// a log tool's output, which quotes errors as data.
fn is_log(text: &str) -> bool {
    static LEVEL: OnceLock<Regex> = OnceLock::new();
    let level = LEVEL.get_or_init(|| {
        Regex::new(r"^\s*(?:\[?[\d:.TZ /+-]{8,}\]?\s+)?\[?(TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL)\]?[:\s]")
            .expect("the pattern compiles")
    });
    let levels: Vec<&str> = text
        .lines()
        .filter_map(|line| level.captures(line))
        .filter_map(|captures| captures.get(1).map(|level| level.as_str()))
        .collect();
    levels.len() >= 2
        && levels
            .iter()
            .any(|level| !matches!(*level, "ERROR" | "FATAL" | "CRITICAL"))
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

    use super::{RULES, error_object, reads_as_failure, reads_as_failure_of};
    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::ErrorNotFlagged;

    /// Each row of the table, with a text it is the first to read as a
    /// failure.
    #[test]
    fn every_rule_reads_its_example_first() {
        let examples = [
            (
                "Traceback (most recent call last):\n  File \"x.py\"",
                "a Python traceback",
            ),
            ("KeyError: 'nope'", "an exception"),
            ("HTTP 500 Internal Server Error", "an HTTP error status"),
            (
                "Error: the database is locked",
                "it starts with a failure word and a colon",
            ),
            (
                "Database error: no such table: users",
                "it opens with a kind of error and a colon",
            ),
            ("Something went wrong", "it opens as a failure"),
            ("Permission denied.", "it opens as a refusal"),
            ("Invalid customer id: abc", "it says an id is invalid"),
            (
                "User 42 not found.",
                "it says the thing asked for isn't there",
            ),
        ];
        for (text, reason) in examples {
            assert_eq!(reads_as_failure(text), Some(reason), "{text:?}");
        }
        for rule in RULES {
            assert!(
                examples.iter().any(|(_, reason)| *reason == rule.reason),
                "no example for {:?}",
                rule.reason
            );
        }
    }

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
            "Database error: no such table: users",
            "SQL error: near \"toolerror\": syntax error",
            "Validation error: date must look like 2026-01-31",
            "sqlite3 error: database is locked",
            "No such table: users",
            "error: could not parse the date",
            "ValueError: invalid isoformat string: 'x'",
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
            "Last error: none",
            "Last error: disk full on 2026-01-02, cleared since.",
            "Common error: forgetting the id. Here is how to call it.",
            "The database error: was fixed in 2.1.",
            "Database errors: 0",
            "Parse error count: 3",
            "Rows: 3. No error: all rows imported.",
            "Query ran. A database error: none.",
            "The query failed to match any row, so nothing was changed.\nDone.",
            "Summary of the run: there was an error: disk full, retried.",
        ] {
            assert!(
                reads_as_failure(text).is_none(),
                "{text:?} should not read as a failure"
            );
        }
    }

    #[test]
    fn more_failures_are_read() {
        for text in [
            "HTTP 500 Internal Server Error",
            "HTTP/1.1 404 Not Found",
            "403 Forbidden",
            "Rate limit exceeded. Try again in 60 seconds.",
            "Request timed out after 30s",
            "Invalid customer id: abc",
            "Invalid ID",
            "Missing required argument: user_id",
            "Not authenticated",
            "Permission denied.",
            "Access denied - path outside allowed directories",
        ] {
            assert!(
                reads_as_failure(text).is_some(),
                "{text:?} should read as a failure"
            );
        }
        for value in [
            json!({"data": null, "errors": [{"message": "Cannot query field \"x\""}]}),
            json!({"message": "Not Found"}),
            json!({"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}),
            json!({"detail": "Not authenticated"}),
            json!({"error": "no such order"}),
            json!({"status": "error", "message": "boom"}),
        ] {
            assert!(error_object(&value).is_some(), "{value} is an error object");
        }
    }

    #[test]
    fn reports_logs_records_and_policies_are_not_failures() {
        for text in [
            "Could not find any problems: the configuration is valid.",
            "Failed: none. Passed: 12.",
            "2026-01-01T10:00:00Z INFO: job started\n2026-01-01T10:00:01Z ERROR: disk nearly full\n2026-01-01T10:00:02Z INFO: job done",
            "ERROR: disk nearly full\nINFO: retried, done",
            "Permission denied for guests; the service account can read it.",
            "200 OK",
            "Invalid ids are rejected by the importer; 3 rows skipped.\nDone.",
        ] {
            assert!(
                reads_as_failure(text).is_none(),
                "{text:?} should not read as a failure"
            );
        }
        for value in [
            json!({"id": "job-7", "status": "failed", "finishedAt": "2026-01-01"}),
            json!({"id": "job-7", "error": "timeout", "attempts": 3}),
            json!({"data": {"user": null}, "errors": [{"message": "partial"}]}),
            json!({"message": "Report ready"}),
            json!({"detail": "Not authenticated", "user": "ana"}),
        ] {
            assert!(error_object(&value).is_none(), "{value} is data");
        }
        // Said by a tool whose name says it checks existence, or explains.
        assert!(reads_as_failure_of("user_exists", "User x does not exist").is_none());
        assert!(reads_as_failure_of("check_user", "User x does not exist").is_none());
        assert!(reads_as_failure_of("get_user", "User x does not exist").is_some());
        assert!(
            reads_as_failure_of(
                "explain_error",
                "KeyError: raised when a mapping key is missing"
            )
            .is_none()
        );
        assert!(reads_as_failure_of("get_user", "KeyError: 'x'").is_some());
    }

    /// A sample of an error message the call chose from the tool's own
    /// options is what it asked for; the same text to a free-form
    /// argument, or to another value, is a failure.
    #[test]
    fn a_failure_sample_the_call_chose_is_no_failure() {
        let input = json!({"type": "object", "properties": {
            "messageType": {"type": "string", "enum": ["error", "success", "debug"]},
            "level": {"anyOf": [{"const": "warning"}, {"const": "fatal"}]},
            "note": {"type": "string"},
        }});
        let tool = rmcp::model::Tool::new(
            "get-annotated-message",
            "a sample message",
            std::sync::Arc::new(input.as_object().unwrap().clone()),
        );
        let asked = |arguments: serde_json::Value, text: &str| {
            let mut asked = call(Probe::UnknownArgument);
            asked.arguments = arguments.as_object().unwrap().clone();
            verdict(ID, Some(&tool), &asked, &text_result(text, None))
        };
        let sample = "Error: Operation failed";
        assert!(asked(json!({"messageType": "error"}), sample).is_none());
        assert!(asked(json!({"level": "fatal"}), "FATAL: disk full").is_none());
        assert!(asked(json!({"messageType": "success"}), sample).is_some());
        assert!(asked(json!({"note": "error"}), sample).is_some());
        assert!(asked(json!({}), sample).is_some());
        assert!(
            verdict(
                ID,
                None,
                &call(Probe::UnknownArgument),
                &text_result(sample, None)
            )
            .is_some()
        );
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
