//! `toolerror-audit` against a hostile server (`tests/servers/hostile_server.py`):
//! answers built to hang it, exhaust its memory or write to the terminal
//! through it. Every run ends within `--budget` (and a second) of listing
//! the tools, and no control character of the server's reaches stdout.

mod common;

use std::time::Duration;

use common::{Run, audit, audit_after_start, python, server_file};

/// The budget every hostile run gets.
const BUDGET: &str = "4";

/// The longest a run may take once it listed the tools: the budget, and
/// a second.
const WITHIN: Duration = Duration::from_secs(5);

/// Whether `c` must never reach a terminal from a server: C0 and C1
/// controls (a line break is the report's own), DEL, bidirectional
/// controls.
fn is_unsafe(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(c, '\u{2028}' | '\u{2029}' | '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Asserts nothing unsafe in the run's stdout and stderr.
fn assert_clean(mode: &str, run: &Run) {
    for (stream, output) in [("stdout", &run.stdout), ("stderr", &run.stderr)] {
        if let Some(c) = output.chars().find(|c| is_unsafe(*c)) {
            panic!("{mode}: {c:?} reached {stream}:\n{output}");
        }
    }
}

/// Audits the hostile server in `mode` with `extra` options, and checks
/// the run ended within the budget and printed nothing unsafe; returns
/// the run and how long it took once the tools were listed.
fn hostile(mode: &str, extra: &[&str]) -> (Run, Duration) {
    let (python, server) = (python(), server_file("hostile_server.py"));
    let mut line = vec!["--budget", BUDGET];
    line.extend_from_slice(extra);
    line.extend_from_slice(&["--", &python, &server, mode]);
    let (run, after_start) = audit_after_start(&line);
    eprintln!("{mode} {extra:?}: {after_start:?} once the tools were listed");
    assert!(
        matches!(run.code, Some(0 | 1)),
        "{mode}: {}\n{}",
        run.stdout,
        run.stderr
    );
    assert!(
        after_start < WITHIN,
        "{mode}: took {after_start:?} once the tools were listed"
    );
    assert_clean(mode, &run);
    (run, after_start)
}

#[test]
fn a_json_rpc_error_of_300000_brackets_is_read_within_the_budget() {
    let (run, _) = hostile("brackets", &[]);
    assert!(
        run.stdout.contains("invalid-arguments-as-protocol-error"),
        "{}",
        run.stdout
    );
    // The evidence is bounded where it is recorded.
    let json = hostile("brackets", &["--json"]).0.json();
    for finding in json["findings"].as_array().unwrap() {
        assert!(
            finding["evidence"].as_str().unwrap().len() <= 1024,
            "{finding}"
        );
    }
}

#[test]
fn an_8_mb_error_text_is_read_within_the_budget() {
    // Reading 8 MB answers (the client's part) may take the budget's
    // calls; the checks read each answer bounded, and the run ends in time.
    let (run, _) = hostile("big-error", &["--json"]);
    let report = run.json();
    let internals = common::finding(&report, "plain", "internals-in-error-text");
    assert!(internals["evidence"].as_str().unwrap().len() <= 1024);
}

#[test]
fn a_schema_of_shared_references_is_not_expanded() {
    let (run, _) = hostile("shared-refs", &["--json"]);
    let report = run.json();
    let skipped = report["summary"]["skipped"].as_array().unwrap();
    assert!(
        skipped.iter().any(|skipped| skipped["tool"] == "deep"
            && skipped["reason"].as_str().unwrap().contains("too large")),
        "{}",
        run.stdout
    );
    // A dry run plans (and so samples) the same schema, within the budget
    // from the start.
    let (python, server) = (python(), server_file("hostile_server.py"));
    let dry = audit(
        &[
            "--dry-run",
            "--budget",
            BUDGET,
            "--",
            &python,
            &server,
            "shared-refs",
        ],
        &[],
    );
    eprintln!("shared-refs --dry-run: {:?} in all", dry.elapsed);
    assert_eq!(dry.code, Some(0), "{}\n{}", dry.stdout, dry.stderr);
    assert!(dry.stdout.contains("too large"), "{}", dry.stdout);
    // An expansion of every shared reference would not end at all: a
    // generous bound around the whole process, Python's start-up included,
    // tells the two apart on any machine.
    assert!(
        dry.elapsed < Duration::from_secs(60),
        "took {:?}",
        dry.elapsed
    );
    assert_clean("shared-refs --dry-run", &dry);
}

#[test]
fn an_argument_named_with_terminal_escapes_is_shown_escaped() {
    // The progress names each call's argument; the report, its findings'.
    let (run, _) = hostile("escape-arg", &["--profile", "toolerror"]);
    let escaped = "q\\u{1b}]0;pwned\\u{7}\\u{9b}2J\\u{202e}evil\\u{a}No findings.";
    assert!(run.stderr.contains(escaped), "{}", run.stderr);
    assert!(
        !run.stdout
            .lines()
            .any(|line| line.starts_with("No findings.")),
        "{}",
        run.stdout
    );
    let (python, server) = (python(), server_file("hostile_server.py"));
    let dry = audit(&["--dry-run", "--", &python, &server, "escape-arg"], &[]);
    assert_clean("escape-arg --dry-run", &dry);
    assert!(dry.stdout.contains(escaped), "{}", dry.stdout);
    // JSON escapes them too, C1 and bidirectional controls included, and
    // reads back as the name.
    let json = audit(
        &["--dry-run", "--json", "--", &python, &server, "escape-arg"],
        &[],
    );
    assert_clean("escape-arg --dry-run --json", &json);
    assert!(
        json.stdout.contains("\\u009b2J\\u202eevil"),
        "{}",
        json.stdout
    );
    let planned = json.json()["plannedCalls"].clone();
    assert!(
        planned.as_array().unwrap().iter().any(
            |call| call["argument"] == "q\u{1b}]0;pwned\u{7}\u{9b}2J\u{202e}evil\nNo findings."
        ),
        "{planned}"
    );
}

#[test]
fn a_200_kb_unknown_category_is_shown_bounded_and_escaped() {
    let (run, _) = hostile("category", &["--profile", "toolerror"]);
    assert!(
        run.stdout.contains("error-without-category"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("\\u{9b}31m"), "{}", run.stdout);
    let longest = run.stdout.lines().map(str::len).max().unwrap_or(0);
    assert!(longest < 1200, "a line of {longest} bytes:\n{}", run.stdout);
    let json = hostile("category", &["--profile", "toolerror", "--json"]).0;
    json.json();
}
