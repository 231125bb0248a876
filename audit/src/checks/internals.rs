//! `internals-in-error-text`: what belongs in the server's logs, shown to
//! the agent in a failure: stack traces (Python, JavaScript, Java, Rust,
//! Go), file paths, SQL and database errors, URLs with credentials,
//! token-like secrets, an upstream HTML page.
//!
//! Read in every failure (an error result, a JSON-RPC error's message and
//! data, a result that reads as a failure without the flag); never in a
//! success, where a path or a URL may be the answer.

use std::sync::OnceLock;

use regex_lite::Regex;

use super::Observation;
use crate::text::quote;

/// Each kind of internal detail, and the pattern that finds it.
const PATTERNS: &[(&str, &str)] = &[
    (
        "a Python traceback",
        r#"Traceback \(most recent call last\)|File "[^"\n]+", line \d+"#,
    ),
    (
        "a JavaScript stack trace",
        r"\n\s*at [^\n]*[\w/.-]+\.(?:js|mjs|cjs|ts):\d+:\d+",
    ),
    (
        "a Java stack trace",
        r"\n\s*at [\w$]+(?:\.[\w$<>]+)+\((?:[\w$]+\.(?:java|kt):\d+|Native Method|Unknown Source)\)",
    ),
    (
        "a Rust panic",
        r"panicked at |stack backtrace:|RUST_BACKTRACE=",
    ),
    ("a Go stack trace", r"goroutine \d+ \[running\]"),
    (
        "a URL with credentials",
        r"[A-Za-z][A-Za-z0-9+.-]*://[^/\s:@]+:[^/\s@]+@",
    ),
    (
        "a token-like secret",
        r"\b(?:sk-[A-Za-z0-9_-]{20,}|sk_live_[A-Za-z0-9]{16,}|ghp_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{20,}|xox[abpr]-[A-Za-z0-9-]{10,}|AKIA[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,})|[Bb]earer [A-Za-z0-9._~+/-]{20,}",
    ),
    (
        "SQL or a database error",
        r#"\bSELECT\s+(?:\*|[\w."]+(?:\s*,\s*[\w."]+)*)\s+FROM\s+[\w."]+|\bINSERT\s+INTO\s+[\w."]+|\bUPDATE\s+[\w."]+\s+SET\s+\w|\bDELETE\s+FROM\s+[\w."]+|(?i:\bselect\s+[\w*,. ]+\s+from\s+[\w."]+\s+where\s)|\bSQLSTATE\b|syntax error at or near|\bORA-\d{5}\b|\b(?:sqlite3|psycopg2?|pymysql|sqlalchemy\.exc|mysql\.connector)\.\w*(?:Error|Exception)"#,
    ),
    (
        "an upstream HTML page",
        r"(?i)<!doctype html|<html[\s>]|<body[\s>]|<head>|<title>",
    ),
    (
        "a file path",
        r#"(?:^|[\s"'(=:,\[])(?:/(?:home|usr|var|etc|opt|srv|tmp|root|app|Users|private|mnt|workspace|proc)/[^\s"')\],]+|[A-Za-z]:\\[^\s"']+)|[\w./-]+\.(?:py|js|mjs|cjs|ts|rb|java|go|rs|php|cs):\d+"#,
    ),
];

/// A failure whose text shows internals.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if !observation.is_failure() {
        return None;
    }
    let text = observation.answer.readable_text();
    let (kind, at) = find(&text)?;
    Some(format!("{kind}: {}", quote(&around(&text, at))))
}

/// The first kind of internal detail in `text`, and where it starts.
pub fn find(text: &str) -> Option<(&'static str, usize)> {
    static COMPILED: OnceLock<Vec<(&'static str, Regex)>> = OnceLock::new();
    let compiled = COMPILED.get_or_init(|| {
        PATTERNS
            .iter()
            .map(|(kind, pattern)| (*kind, Regex::new(pattern).expect("the patterns compile")))
            .collect()
    });
    compiled
        .iter()
        .find_map(|(kind, regex)| regex.find(text).map(|found| (*kind, found.start())))
}

/// The text from a little before `at`.
fn around(text: &str, at: usize) -> String {
    let mut start = at.saturating_sub(40);
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let prefix = if start > 0 { "…" } else { "" };
    format!("{prefix}{}", &text[start..])
}

#[cfg(test)]
mod tests {
    use super::find;
    use crate::answer::Answer;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    #[test]
    fn each_kind_is_found() {
        for (text, kind) in [
            (
                "Traceback (most recent call last):\n  File \"/srv/app.py\", line 3, in run",
                "a Python traceback",
            ),
            (
                "TypeError: x is undefined\n    at run (/srv/app/index.js:10:5)",
                "a JavaScript stack trace",
            ),
            (
                "java.lang.NullPointerException\n\tat com.shop.Orders.get(Orders.java:42)",
                "a Java stack trace",
            ),
            ("thread 'main' panicked at src/main.rs:4:5", "a Rust panic"),
            ("goroutine 1 [running]:", "a Go stack trace"),
            (
                "could not connect to postgres://admin:hunter2@db:5432/shop",
                "a URL with credentials",
            ),
            (
                "upstream said: invalid key sk-abcdefghijklmnopqrstuvwx",
                "a token-like secret",
            ),
            (
                "Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345",
                "a token-like secret",
            ),
            (
                "query failed: SELECT id, total FROM orders WHERE id = 7",
                "SQL or a database error",
            ),
            (
                "query failed: select id from orders where id = 7",
                "SQL or a database error",
            ),
            (
                "sqlite3.OperationalError: no such table: reports",
                "SQL or a database error",
            ),
            (
                "ERROR: syntax error at or near \"FROM\"",
                "SQL or a database error",
            ),
            (
                "upstream 502: <!DOCTYPE html><html><body>Bad gateway</body></html>",
                "an upstream HTML page",
            ),
            ("can't open /var/lib/shop/orders.db", "a file path"),
            ("can't open C:\\shop\\orders.db", "a file path"),
            ("raised at handlers.py:88", "a file path"),
        ] {
            assert_eq!(find(text).map(|(found, _)| found), Some(kind), "{text:?}");
        }
    }

    #[test]
    fn plain_descriptions_pass() {
        for text in [
            "No booking B-7: check the id, then call again.",
            "The payment service timed out. Retry in 30 seconds.",
            "Select a date from the list, then call again.",
            "Select name from the menu.",
            "Use https://example.com/help for the format.",
            "The refund of $140 exceeds the $100 limit; escalate to a human agent.",
            "{\"errorCategory\":\"validation\",\"isRetryable\":true,\"description\":\"booking_id must look like B-2041\",\"code\":\"bad_booking_id\"}",
        ] {
            assert_eq!(find(text), None, "{text:?}");
        }
    }

    #[test]
    fn only_failures_are_read() {
        let given = call(Probe::UnknownArgument);
        let path = "can't open /var/lib/shop/orders.db";
        assert!(
            verdict(
                "internals-in-error-text",
                None,
                &given,
                &text_result(path, Some(true))
            )
            .is_some()
        );
        let listing = "Files: /home/ana/report.pdf";
        assert!(
            verdict(
                "internals-in-error-text",
                None,
                &given,
                &text_result(listing, None)
            )
            .is_none()
        );
        let protocol = Answer::Protocol {
            code: -32603,
            message: "boom".into(),
            data: Some(serde_json::json!("at /srv/app/main.py:3")),
        };
        assert!(verdict("internals-in-error-text", None, &given, &protocol).is_some());
    }
}
