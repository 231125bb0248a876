//! The audit's pipeline driven in process, through the library: the
//! typed outcome, error and exit status of a run against a real server
//! (the hand-written `tests/servers/raw_server.py`, a child process).

mod common;

use clap::Parser;
use common::{python, server_file};
use serde_json::{Value, json};
use toolerror_audit::checks::CheckId;
use toolerror_audit::cli::Args;
use toolerror_audit::connect::ConnectError;
use toolerror_audit::hosts::Host;
use toolerror_audit::plan::Probe;
use toolerror_audit::{Error, Exit, Outcome};

/// The audit of the command line `line` (without the program's name),
/// run in this process on a runtime of the test's own.
fn audit(line: &[&str]) -> Result<Outcome, Error> {
    let options =
        Args::try_parse_from(std::iter::once("toolerror-audit").chain(line.iter().copied()))
            .expect("a command line clap accepts")
            .into_options()?;
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(toolerror_audit::audit(&options))
}

/// `(tool, check)` of every finding, for each tool it lists, in the
/// report's order of finding.
fn findings(outcome: &Outcome) -> Vec<(String, CheckId)> {
    outcome
        .report()
        .findings
        .iter()
        .flat_map(|finding| {
            finding
                .tools
                .iter()
                .map(|tool| (tool.clone(), finding.check.id))
        })
        .collect()
}

#[test]
fn a_server_that_answers_well_passes() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let ended = audit(&["--quiet", "--", &python, &server, "normal"]);
    let outcome = ended.as_ref().expect("an audit");
    let Outcome::Audited(report) = outcome else {
        panic!("calls were made: {outcome:?}");
    };
    assert_eq!(report.server.name, "raw");
    assert_eq!(report.tools, ["a_export", "b_lookup"]);
    assert!(findings(outcome).is_empty(), "{outcome:?}");
    assert_eq!(report.calls_made, report.calls_planned);
    assert!(report.not_made_because.is_none());
    assert_eq!(Exit::of(&ended), Exit::Passed);
}

#[test]
fn an_unreadable_answer_is_one_typed_finding_and_fails_the_run() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let ended = audit(&["--quiet", "--", &python, &server, "unreadable"]);
    let outcome = ended.as_ref().expect("an audit");
    assert_eq!(
        findings(outcome),
        [("b_lookup".to_owned(), CheckId::UnreadableResult)]
    );
    assert_eq!(Exit::of(&ended), Exit::Findings);
    assert_eq!(Exit::of(&ended).code(), 1);
}

#[test]
fn a_server_that_stops_answering_is_blamed_once() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let ended = audit(&["--quiet", "--timeout", "2", "--", &python, &server, "stall"]);
    let outcome = ended.as_ref().expect("an audit");
    assert_eq!(
        findings(outcome),
        [
            ("a_export".to_owned(), CheckId::CallTimedOut),
            ("a_export".to_owned(), CheckId::CallsNotMade)
        ]
    );
    let report = outcome.report();
    assert_eq!(report.calls_made, 1);
    assert!(
        report
            .not_made_because
            .as_deref()
            .is_some_and(|why| why.contains("stopped answering")),
        "{report:?}"
    );
}

#[test]
fn a_dry_run_plans_and_makes_no_call() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let ended = audit(&["--dry-run", "--quiet", "--", &python, &server, "normal"]);
    let Ok(Outcome::Planned { report, calls }) = &ended else {
        panic!("a plan: {ended:?}");
    };
    assert_eq!(report.calls_made, 0);
    assert_eq!(calls.len(), report.calls_planned);
    assert!(calls.iter().any(|call| call.probe == Probe::UnknownTool));
    assert_eq!(Exit::of(&ended), Exit::Passed);
}

#[test]
fn unreachable_servers_and_unlisted_tools_are_typed_errors_that_exit_2() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let never_answers = audit(&[
        "--quiet",
        "--startup-timeout",
        "1",
        "--",
        &python,
        "-c",
        "import time; time.sleep(60)",
    ]);
    assert!(
        matches!(
            never_answers,
            Err(Error::Connect(ConnectError::NoAnswer { .. }))
        ),
        "{never_answers:?}"
    );
    let missing = audit(&["--quiet", "--", "/no/such/server"]);
    assert!(
        matches!(missing, Err(Error::Connect(ConnectError::Start { .. }))),
        "{missing:?}"
    );
    let unlisted = audit(&[
        "--quiet", "--tool", "nope", "--", &python, &server, "normal",
    ]);
    let Err(Error::Unlisted(names)) = &unlisted else {
        panic!("an unlisted tool: {unlisted:?}");
    };
    assert_eq!(names.wrong, [("--tool", "nope".to_owned())]);
    let usage = audit(&["--timeout", "0", "--", "x"]);
    assert!(matches!(usage, Err(Error::Usage(_))), "{usage:?}");
    for ended in [&never_answers, &missing, &unlisted, &usage] {
        assert_eq!(Exit::of(ended), Exit::CannotAudit);
    }
}

#[test]
fn show_as_gives_what_each_host_hands_its_model() {
    let (python, server) = (python(), server_file("careless_server.py"));
    let ended = audit(&[
        "--quiet",
        "--show-as",
        "codex",
        "--show-as",
        "claude-code",
        "--",
        &python,
        &server,
    ]);
    let report = ended.as_ref().expect("an audit").report();
    assert_eq!(report.show_as, [Host::ClaudeCode, Host::Codex]);
    let finding = |id: CheckId| {
        report
            .findings
            .iter()
            .find(|finding| finding.check.id == id)
            .unwrap_or_else(|| panic!("no {id} finding: {report:?}"))
    };
    // "Operation failed", flagged: Claude Code keeps the flag, Codex
    // loses it, and the words alone say nothing failed.
    let views = report.host_views(finding(CheckId::GenericErrorText));
    assert_eq!(views.len(), 2);
    assert_eq!(
        views[0].document,
        json!({"type": "tool_result", "content": "Operation failed", "is_error": true})
    );
    assert!(views[0].flagged);
    assert_eq!(views[0].reads_as, "a failure (no category)");
    assert_eq!(views[1].host, Host::Codex);
    assert!(!views[1].flagged);
    assert_eq!(views[1].reads_as, "a success");
    // A JSON-RPC error: no host's handling of it is recorded.
    assert!(
        report
            .host_views(finding(CheckId::InvalidArgumentsAsProtocolError))
            .is_empty()
    );
    let text = report.to_text();
    assert!(
        text.contains("  Codex CLI (error flag lost) reads a success: {"),
        "{text}"
    );
    assert!(
        text.contains("  shown as  no tool result to build on"),
        "{text}"
    );
    let json: Value = serde_json::from_str(&report.to_json()).expect("JSON");
    let generic = json["findings"]
        .as_array()
        .and_then(|findings| {
            findings
                .iter()
                .find(|finding| finding["check"] == "generic-error-text")
        })
        .expect("the finding in JSON");
    assert_eq!(generic["shownAs"][1]["host"], "codex");
    assert_eq!(generic["shownAs"][1]["readsAs"], "a success");
    assert_eq!(generic["shownAs"][1]["flagged"], false);
    let document: Value = serde_json::from_str(
        generic["shownAs"][0]["document"]
            .as_str()
            .expect("a string"),
    )
    .expect("the document as JSON");
    assert_eq!(document["is_error"], true);
}
