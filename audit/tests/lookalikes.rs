//! Answers that look like problems and aren't, and one that looked fine
//! and isn't, as the corpus of real servers (`audit/corpus`) showed them:
//! a sample error message the call chose from the tool's enum, a call
//! slower than the audit's former limit but well within what hosts wait,
//! a database's error about the agent's own SQL, and an error that is
//! the SDK's wrapper with the message dropped.
//! `tests/servers/lookalike_server.py` answers them beside a failure
//! reported as a success, the control.

mod common;

use common::{audit, expected, python, server_file};

/// Only the controls are findings: the chosen sample is no failure, the
/// 12-second report is no hang at the default `--timeout`, the SQL error
/// is no internals; the message-less wrapper is generic.
#[test]
fn lookalikes_are_not_findings() {
    let (python, server) = (python(), server_file("lookalike_server.py"));
    let run = audit(&["--json", "--quiet", "--", &python, &server], &[]);
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(
        run.findings(),
        expected(&[
            ("lookup", "error-not-flagged"),
            ("get_schema", "generic-error-text"),
        ]),
        "{}",
        run.stdout
    );
    let report = run.json();
    assert_eq!(
        report["summary"]["callsMade"],
        report["summary"]["callsPlanned"]
    );
}
