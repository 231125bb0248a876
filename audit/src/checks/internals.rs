//! `internals-in-error-text`: what belongs in the server's logs, shown to
//! the agent in a failure: stack traces (Python, JavaScript, Java, Rust,
//! Go), file paths, SQL and database errors, credentials (found by
//! `toolerror-rules`' finder, the one the runtime redacts its logs with:
//! a URL's password, a token, a secret-named key's value, a private key),
//! an upstream HTML page.
//!
//! Read in every failure (an error result, a JSON-RPC error's message and
//! data, a result that reads as a failure without the flag); never in a
//! success, where a path or a URL may be the answer. What the call sent
//! and the failure echoes (a path the agent asked for) is the agent's own
//! input, not the server's internals: a match found in the call's string
//! arguments is passed over. So is a path that is the agent's argument
//! resolved (`/srv/root/notes.txt` for `notes.txt`), and a path the
//! server announced or the user configured: under a directory given on
//! the server's command line (a filesystem server's allowed roots), or
//! named in its instructions or its tools' descriptions (a configured
//! repository the agent must pass next). A tool that runs the agent's SQL
//! (its name or description says SQL, and the call sent a `sql`, `query`
//! or `statement`) answers the database's error about that SQL: what the
//! agent needs to fix it, not internals.

use std::sync::OnceLock;

use regex_lite::Regex;
use toolerror_rules::credentials::{self, Credential, Shape};

use super::Observation;
use crate::text::quote;

/// What a match must also be, beyond its pattern.
type AlsoMust = fn(&str) -> bool;

/// Whether a credential the finder found in a text counts as a leak.
type Counts = fn(&str, &Credential) -> bool;

/// Each kind of stack trace and the pattern that finds it: looked for
/// first, as they say most of where a failure came from.
const TRACES: &[(&str, &str, Option<AlsoMust>)] = &[
    (
        "a Python traceback",
        r#"Traceback \(most recent call last\)|File "[^"\n]+", line \d+"#,
        None,
    ),
    (
        "a JavaScript stack trace",
        r"\n\s*at [^\n]*[\w/.-]+\.(?:js|mjs|cjs|ts):\d+:\d+",
        None,
    ),
    (
        "a Java stack trace",
        r"\n\s*at [\w$]+(?:\.[\w$<>]+)+\((?:[\w$]+\.(?:java|kt):\d+|Native Method|Unknown Source)\)",
        None,
    ),
    (
        "a Rust panic",
        r"panicked at |stack backtrace:|RUST_BACKTRACE=",
        None,
    ),
    ("a Go stack trace", r"goroutine \d+ \[running\]", None),
];

/// Each other kind of internal detail, looked for after the traces and
/// the [`CREDENTIALS`], the pattern that finds it, and what a match must
/// also be (a quoted path must look like a file's).
const PATTERNS: &[(&str, &str, Option<AlsoMust>)] = &[
    (
        "SQL or a database error",
        r#"\bSELECT\b[^;\n]{1,200}?\bFROM\s+[\w."`]+|\bINSERT\s+INTO\s+[\w."`]+|\bUPDATE\s+[\w."`]+\s+SET\s+\w|\bDELETE\s+FROM\s+[\w."`]+|(?i:\bselect\s+[\w*,. ()]+\s+from\s+[\w."]+\s+where\s)|\bSQLSTATE\b|syntax error at or near|\b(?:relation|column|table|database|schema) "[^"\n]+" does not exist|\bORA-\d{5}\b|\b(?:sqlite3|psycopg2?|pymysql|pymongo|sqlalchemy\.exc|mysql\.connector)\.\w*(?:Error|Exception)|\b(?:psycopg2?|pymongo|redis|asyncpg|sqlalchemy|django\.db)\.(?:errors|exceptions|exc)\.\w+"#,
        None,
    ),
    (
        "an exception's module path",
        r"\b(?:[a-z_][a-z0-9_]*\.)+(?:errors?|exceptions?|exc)\.[A-Z]\w+|\b(?:[a-z_][a-z0-9_]*\.){2,}[A-Z]\w*(?:Error|Exception)\b",
        None,
    ),
    (
        "an upstream HTML page",
        r"(?i)<!doctype html|<html[\s>]|<body[\s>]|<head>|<title>",
        None,
    ),
    (
        "a file path",
        r#"(?:^|[\s"'(=:,\[])(?:/(?:home|usr|var|etc|opt|srv|tmp|root|app|Users|private|mnt|workspace|proc|data)/[^\s"')\],]+|[A-Za-z]:\\[^\s"']+)|[\w./-]+\.(?:py|js|mjs|cjs|ts|rb|java|go|rs|php|cs):\d+"#,
        None,
    ),
    (
        "a file path",
        r#"["'`](?:/[\w.@-]+){2,}/?["'`]"#,
        Some(quoted_path_looks_like_a_file),
    ),
];

/// Each kind of credential the audit reports, and what a credential the
/// shared finder found must be to count: the finder serves log
/// redaction, where hiding too much costs nothing; a leak reported to a
/// server's author must be a credential beyond doubt.
const CREDENTIALS: &[(&str, Counts)] = &[
    ("a private key", |_, found| found.shape == Shape::PrivateKey),
    ("a token-like secret", |text, found| {
        found.shape == Shape::Token && token_looks_random(&text[found.range.clone()])
    }),
    // The user may be empty (redis://:password@host); a user alone is no
    // secret.
    ("a URL with credentials", |text, found| {
        found.shape == Shape::UrlUserInfo
            && text[found.range.clone()]
                .split_once(':')
                .is_some_and(|(_, password)| !password.is_empty())
    }),
    ("a credential", |text, found| {
        matches!(found.shape, Shape::SchemeValue | Shape::KeyValue)
            && value_looks_secret(&text[found.range.clone()])
    }),
];

/// Whether a secret-named key's value, or a scheme's, is a credential
/// rather than words ("password: required", "token: expired."): no
/// space, and past a sentence's closing punctuation 12 characters or
/// more, or 3 or more with a digit or a symbol.
fn value_looks_secret(value: &str) -> bool {
    let value = value.trim_end_matches(['.', ',', ';', ':', '!', '?', ')']);
    !value.contains(char::is_whitespace)
        && (value.chars().count() >= 12
            || (value.chars().count() >= 3
                && value
                    .chars()
                    .any(|c| c.is_ascii_digit() || "+/=_-~!@#$%^&*".contains(c))))
}

/// A failure whose text shows internals the call didn't send.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if !observation.is_failure() {
        return None;
    }
    let text = observation.answer.readable_text();
    let mut sent = Vec::new();
    observation
        .call
        .arguments
        .values()
        .for_each(|value| strings_in(value, &mut sent));
    let runs_sql = runs_the_agents_sql(observation);
    let (kind, at) = find_unsent_but(&text, &sent, observation.announced, |kind| {
        runs_sql && kind == "SQL or a database error"
    })?;
    Some(format!("{kind}: {}", quote(&around(&text, at))))
}

/// Whether the tool runs SQL the agent writes: its name or description
/// says SQL, and the call sent a string argument named for a statement
/// (`sql`, `query`, `statement`, or ending so). The database's error about
/// that SQL is the answer the agent needs to fix it, not the server's
/// internals.
fn runs_the_agents_sql(observation: &Observation<'_>) -> bool {
    let says_sql = observation.tool.is_some_and(|tool| {
        tool.name.to_ascii_lowercase().contains("sql")
            || tool.description.as_deref().is_some_and(|text| {
                text.split(|c: char| !c.is_alphanumeric())
                    .any(|word| word.eq_ignore_ascii_case("sql"))
            })
    });
    says_sql
        && observation.call.arguments.iter().any(|(name, value)| {
            let name = name.to_ascii_lowercase();
            value.is_string()
                && ["sql", "query", "statement"].iter().any(|word| {
                    name == *word || name.ends_with(&format!("_{word}")) || name.ends_with(word)
                })
        })
}

/// The first kind of internal detail in `text`, and where it starts.
#[cfg(test)]
pub fn find(text: &str) -> Option<(&'static str, usize)> {
    find_unsent(text, &[], &[])
}

/// The first kind of internal detail in `text` that isn't the agent's
/// own input echoed (a path in `sent`, the call's string arguments, is the
/// agent's, not the server's), nor a path the agent's argument resolves
/// to, nor one `announced` (the server's command line, instructions and
/// tool descriptions) names or contains; and where it starts.
#[cfg(test)]
pub fn find_unsent(
    text: &str,
    sent: &[&str],
    announced: &[String],
) -> Option<(&'static str, usize)> {
    find_unsent_but(text, sent, announced, |_| false)
}

/// The first kind of internal detail in `text`, as `find_unsent` finds
/// it, but for the kinds `allowed` accepts (a database error about the
/// agent's own SQL); and where it starts.
fn find_unsent_but(
    text: &str,
    sent: &[&str],
    announced: &[String],
    allowed: impl Fn(&str) -> bool,
) -> Option<(&'static str, usize)> {
    type Compiled = Vec<(&'static str, Regex, Option<AlsoMust>)>;
    static COMPILED: OnceLock<(Compiled, Compiled)> = OnceLock::new();
    let compile = |patterns: &[(&'static str, &str, Option<AlsoMust>)]| -> Compiled {
        patterns
            .iter()
            .map(|(kind, pattern, also)| {
                (
                    *kind,
                    Regex::new(pattern).expect("the patterns compile"),
                    *also,
                )
            })
            .collect()
    };
    let (traces, others) = COMPILED.get_or_init(|| (compile(TRACES), compile(PATTERNS)));
    let echoed = |found: &str| {
        let found = found.trim_matches(|c: char| {
            c.is_whitespace() || matches!(c, '"' | '\'' | '`' | '(' | '=' | ':' | ',' | '[')
        });
        !found.is_empty() && sent.iter().any(|sent| sent.contains(found))
    };
    let roots = crate::text::announced_paths(announced);
    let given = |found: &str| {
        let path = found
            .trim_matches(|c: char| {
                c.is_whitespace() || matches!(c, '"' | '\'' | '`' | '(' | '=' | ':' | ',' | '[')
            })
            .trim_end_matches(['.', ';', ')']);
        resolves_sent(path, sent)
            || roots.iter().any(|root| {
                path == *root
                    || path
                        .strip_prefix(root)
                        .is_some_and(|rest| rest.starts_with(['/', '\\']))
            })
            || announced.iter().any(|text| text.contains(path))
    };
    // Stack traces first, then credentials, then the other kinds.
    let by_pattern = |patterns: &[(&'static str, Regex, Option<AlsoMust>)]| {
        patterns
            .iter()
            .filter(|(kind, _, _)| !allowed(kind))
            .find_map(|(kind, regex, also)| {
                regex
                    .find_iter(text)
                    .find(|found| {
                        also.is_none_or(|also| also(found.as_str()))
                            && !echoed(found.as_str())
                            && !(*kind == "a file path" && given(found.as_str()))
                    })
                    .map(|found| (*kind, found.start()))
            })
    };
    by_pattern(traces)
        .or_else(|| {
            let mut found = credentials::find(text);
            found.sort_by_key(|credential| credential.range.start);
            CREDENTIALS.iter().find_map(|(kind, counts)| {
                found
                    .iter()
                    .find(|credential| {
                        counts(text, credential) && !echoed(&text[credential.range.clone()])
                    })
                    .map(|credential| (*kind, credential.range.start))
            })
        })
        .or_else(|| by_pattern(others))
}

/// Whether `path` is one of the call's string arguments resolved: the
/// argument (a relative path, a file name) is its end, at a component
/// boundary.
fn resolves_sent(path: &str, sent: &[&str]) -> bool {
    sent.iter().any(|sent| {
        let sent = sent.trim().trim_start_matches("./").trim_start_matches('/');
        !sent.is_empty()
            && path
                .strip_suffix(sent)
                .is_some_and(|start| start.ends_with(['/', '\\']))
    })
}

/// Every string in `value` (the call's arguments).
fn strings_in<'v>(value: &'v serde_json::Value, out: &mut Vec<&'v str>) {
    match value {
        serde_json::Value::String(text) => out.push(text),
        serde_json::Value::Array(items) => items.iter().for_each(|item| strings_in(item, out)),
        serde_json::Value::Object(members) => {
            members.values().for_each(|member| strings_in(member, out));
        }
        _ => {}
    }
}

/// Whether a token's value (after its vendor prefix) looks random: 20
/// characters or more, digits and letters mixed, and not words joined by
/// dashes (`sk-2024-winter-collection-blue` is a product code).
fn token_looks_random(token: &str) -> bool {
    const PREFIXES: &[&str] = &[
        "sk_live_",
        "sk_test_",
        "pk_live_",
        "pk_test_",
        "rk_live_",
        "rk_test_",
        "wk_live_",
        "wk_test_",
        "sk-proj-",
        "sk-ant-",
        "sk-",
        "hf_",
        "ghp_",
        "gho_",
        "ghu_",
        "ghs_",
        "ghr_",
        "github_pat_",
    ];
    let value = PREFIXES
        .iter()
        .find_map(|prefix| token.strip_prefix(prefix))
        .or_else(|| {
            token
                .strip_prefix("xox")
                .map(|rest| rest.get(2..).unwrap_or(""))
        })
        .unwrap_or(token);
    let words = value
        .split(['-', '_'])
        .filter(|part| part.len() >= 3 && part.chars().all(|c| c.is_ascii_alphabetic()))
        .count();
    // AKIA… keys and JWTs are checked whole: their shape is their own.
    let whole = token.starts_with("AKIA") || token.starts_with("eyJ");
    (whole || value.len() >= 20)
        && value.chars().any(|c| c.is_ascii_digit())
        && value.chars().any(|c| c.is_ascii_alphabetic())
        && words < 2
}

/// Whether a quoted absolute path names a file: a file name with an
/// extension, or three levels or more (`'/v1/orders'` is an API route).
fn quoted_path_looks_like_a_file(quoted: &str) -> bool {
    let path = quoted.trim_matches(|c| matches!(c, '"' | '\'' | '`'));
    let parts: Vec<&str> = path.split('/').filter(|part| !part.is_empty()).collect();
    parts.len() >= 3
        || parts
            .last()
            .and_then(|last| last.rsplit_once('.'))
            .is_some_and(|(name, extension)| !name.is_empty() && (1..=5).contains(&extension.len()))
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
    use crate::checks::CheckId;
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
                "upstream said: invalid key sk-a1b2c3d4e5f6g7h8i9j0k1l2m3",
                "a token-like secret",
            ),
            (
                "Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345",
                "a credential",
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
    fn credentials_are_the_runtimes_shapes_and_words_are_not() {
        for (text, kind) in [
            (
                "upstream said: {\"password\": \"hunter22\"}",
                Some("a credential"),
            ),
            ("x-api-key: 9f8e7d6c5b4a39281706", Some("a credential")),
            (
                "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----",
                Some("a private key"),
            ),
            (
                "redis://:s3cret@cache:6379 refused",
                Some("a URL with credentials"),
            ),
            (
                "token=glpat-abcdef0123456789xyz rejected",
                Some("a token-like secret"),
            ),
            // Words after a secret's name, a URL's user alone, a product
            // code with a key's prefix: no credential.
            ("Invalid password: too short.", None),
            ("The token: expired. Sign in again.", None),
            ("ssh://git@example.com/repo.git unreachable", None),
            ("sk-2024-winter-collection-blue is sold out", None),
        ] {
            assert_eq!(find(text).map(|(kind, _)| kind), kind, "{text}");
        }
    }

    #[test]
    fn secrets_sql_paths_and_module_paths_are_found() {
        for (text, kind) in [
            (
                "count failed: SELECT COUNT(*) FROM orders WHERE customer = 7",
                "SQL or a database error",
            ),
            (
                "INSERT INTO audit_log VALUES (1)",
                "SQL or a database error",
            ),
            ("UPDATE orders SET total = 3", "SQL or a database error"),
            (
                "DELETE FROM sessions WHERE id = 2",
                "SQL or a database error",
            ),
            (
                "ERROR:  relation \"orders\" does not exist",
                "SQL or a database error",
            ),
            (
                "psycopg2.errors.UndefinedTable: relation missing",
                "SQL or a database error",
            ),
            (
                "pymongo.errors.ServerSelectionTimeoutError: db:27017",
                "SQL or a database error",
            ),
            (
                "upstream failed: requests.exceptions.ConnectionError",
                "an exception's module path",
            ),
            (
                "GET https://api.example.com/v1/q?apikey=a8f5f167f44f4964e6c998dee827110c failed",
                "a credential",
            ),
            ("bad key api_key=0123456789abcdef0123", "a credential"),
            ("token=eb1f2c3d4e5f60718293a4b5 rejected", "a credential"),
            ("login with password=hunter2 failed", "a credential"),
            (
                "environment: DATABASE_PASSWORD=Sup3rS3cret AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG",
                "a credential",
            ),
            ("Authorization: Basic YWRtaW46aHVudGVyMg==", "a credential"),
            (
                "key sk_test_4eC39HqLyjWDarjtT1zdp7dc is invalid",
                "a token-like secret",
            ),
            (
                "key sk_live_51HbZ2kLmN8pQ4rS7tUvWx9y is invalid",
                "a token-like secret",
            ),
            (
                "hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
                "a token-like secret",
            ),
            (
                "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
                "a token-like secret",
            ),
            (
                "xoxb-123456789012-1234567890123-AbCdEfGhIjKl",
                "a token-like secret",
            ),
            ("AWS key AKIAIOSFODNN7EXAMPLE denied", "a token-like secret"),
            (
                "cache at redis://:s3cr3t@cache:6379 refused",
                "a URL with credentials",
            ),
            ("can't read '/data/docs/a.json'", "a file path"),
        ] {
            assert_eq!(find(text).map(|(found, _)| found), Some(kind), "{text:?}");
        }
    }

    #[test]
    fn product_codes_routes_and_prose_pass() {
        for text in [
            "No product sk-2024-winter-collection-blue: check the SKU.",
            "No route '/v1/orders': use /v2.",
            "The password must be 12 characters or more.",
            "Select a date from the list, then call again.",
            "Missing token: sign in, then call again.",
            "Delete from the cart first, then call again.",
        ] {
            assert_eq!(find(text), None, "{text:?}");
        }
    }

    #[test]
    fn the_agents_own_input_echoed_is_not_a_leak() {
        let outside = "Access denied - path outside allowed directories: /etc/passwd not in /home/ana/projects";
        // An allowed directory nobody announced is the server's: a finding.
        assert_eq!(
            super::find_unsent(outside, &["/etc/passwd"], &[]).map(|(kind, _)| kind),
            Some("a file path")
        );
        // Given on the server's command line, it is the user's own.
        let command = ["/home/ana/projects".to_owned()];
        assert_eq!(
            super::find_unsent(outside, &["/etc/passwd"], &command),
            None
        );
        let echoed = "Access denied: /etc/passwd is outside the allowed directories";
        assert_eq!(super::find_unsent(echoed, &["/etc/passwd"], &[]), None);
        assert!(super::find_unsent(echoed, &[], &[]).is_some());
        // The agent's own argument resolved inside the allowed root.
        let resolved = "ENOENT: no such file or directory, open '/home/ana/projects/notes/a.txt'";
        assert_eq!(super::find_unsent(resolved, &["notes/a.txt"], &[]), None);
        assert!(super::find_unsent(resolved, &["a.txt.bak"], &[]).is_some());
        // A repository the tools' descriptions name, which the agent passes next.
        let git =
            "fatal: not a git repository: /srv/repos/shop/.git; use repo_path /srv/repos/shop";
        let described = ["Git tools for the repository at /srv/repos/shop.".to_owned()];
        assert_eq!(super::find_unsent(git, &[], &described), None);
        assert!(super::find_unsent(git, &[], &[]).is_some());
        // The root alone announces nothing; nor does a path a secret follows.
        assert!(super::find_unsent("can't open /var/lib/x.db", &[], &["/".to_owned()]).is_some());
        let secret = "open /home/ana/projects/x failed: password=hunter22";
        assert_eq!(
            super::find_unsent(secret, &[], &command).map(|(kind, _)| kind),
            Some("a credential")
        );
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
                CheckId::InternalsInErrorText,
                None,
                &given,
                &text_result(path, Some(true))
            )
            .is_some()
        );
        let listing = "Files: /home/ana/report.pdf";
        assert!(
            verdict(
                CheckId::InternalsInErrorText,
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
        assert!(verdict(CheckId::InternalsInErrorText, None, &given, &protocol).is_some());
    }

    /// A database's error about SQL the agent wrote, from a tool that runs
    /// it, is the agent's feedback; the same error from a tool that wrote
    /// its own SQL, or to a call that sent none, is internals.
    #[test]
    fn a_database_error_about_the_agents_sql_is_no_internals() {
        let schema = |name: &str| {
            serde_json::json!({"type": "object", "properties": {name: {"type": "string"}}})
                .as_object()
                .unwrap()
                .clone()
        };
        let tool = |name: &str, description: &str, argument: &str| {
            rmcp::model::Tool::new(
                name.to_owned(),
                description.to_owned(),
                std::sync::Arc::new(schema(argument)),
            )
        };
        let error = "Error: (sqlite3.OperationalError) near \"nope\": syntax error";
        let answer = text_result(error, Some(true));
        let sent = |argument: &str| {
            let mut sent = call(Probe::UnknownArgument);
            sent.arguments
                .insert(argument.into(), serde_json::json!("nope"));
            sent
        };
        let runs_sql = tool("execute_query", "Execute a SQL query.", "query");
        assert_eq!(
            verdict(
                CheckId::InternalsInErrorText,
                Some(&runs_sql),
                &sent("query"),
                &answer
            ),
            None
        );
        let sql = tool("run", "Runs a statement.", "sql");
        assert_eq!(
            verdict(
                CheckId::InternalsInErrorText,
                Some(&tool("run_sql", "Runs it.", "sql")),
                &sent("sql"),
                &answer
            ),
            None
        );
        // Not a SQL tool, or no statement sent: internals.
        assert!(
            verdict(
                CheckId::InternalsInErrorText,
                Some(&sql),
                &sent("sql"),
                &answer
            )
            .is_some()
        );
        let search = tool("search_nodes", "Search the graph.", "query");
        assert!(
            verdict(
                CheckId::InternalsInErrorText,
                Some(&search),
                &sent("query"),
                &answer
            )
            .is_some()
        );
        assert!(
            verdict(
                CheckId::InternalsInErrorText,
                Some(&runs_sql),
                &sent("name"),
                &answer
            )
            .is_some()
        );
        assert!(verdict(CheckId::InternalsInErrorText, None, &sent("query"), &answer).is_some());
    }
}
