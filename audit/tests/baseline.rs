//! `--baseline` and `--write-baseline` against a real server (the
//! hand-written `tests/servers/quiet_failures_server.py`, and its
//! variants): a baseline written from a run passes the same run; a new
//! problem fails, naming its tool; a problem fixed leaves a stale entry,
//! which fails too; an entry the run couldn't have found is not judged;
//! a malformed baseline is a usage error saying what to fix.

mod common;

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use common::{audit, python, server_file};

fn tempdir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "toolerror-audit-baseline-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The audit of the quiet server (`variant`, if any) with `extra` options,
/// every call that could run made.
fn quiet(extra: &[&str], variant: Option<&str>) -> common::Run {
    let (python, server) = (python(), server_file("quiet_failures_server.py"));
    let mut args = vec!["--quiet", "--assume-read-only"];
    args.extend_from_slice(extra);
    args.extend(["--", &python, &server]);
    args.extend(variant);
    audit(&args, &[])
}

fn path(file: &Path) -> &str {
    file.to_str().unwrap()
}

#[test]
fn a_baseline_round_trip_fails_on_new_and_stale_entries() {
    let dir = tempdir("round-trip");
    let file = dir.join("audit-baseline.json");
    // Written: the findings as accepted entries; the run passes.
    let written = quiet(&["--write-baseline", path(&file)], None);
    assert_eq!(
        written.code,
        Some(0),
        "{}\n{}",
        written.stdout,
        written.stderr
    );
    assert!(
        written.stdout.contains(&format!(
            "\nWrote 4 accepted entries (a check and a tool each) to {} (--write-baseline)",
            file.display()
        )) && written
            .stdout
            .ends_with("Passes: written as a baseline (--write-baseline).\n"),
        "{}",
        written.stdout
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "{\n  \"version\": 1,\n  \"accepted\": [\n    \
         {\"check\":\"error-not-flagged\",\"tool\":\"query\"},\n    \
         {\"check\":\"failure-reported-as-empty\",\"tool\":\"history\"},\n    \
         {\"check\":\"failure-reported-as-empty\",\"tool\":\"lookup\"},\n    \
         {\"check\":\"expected-failure-succeeded\",\"tool\":\"delete_entity\"}\n  ]\n}\n"
    );

    // The same server, against it: everything accepted, the run passes.
    let same = quiet(&["--json", "--baseline", path(&file)], None);
    assert_eq!(same.code, Some(0), "{}\n{}", same.stdout, same.stderr);
    let report = same.json();
    for finding in report["findings"].as_array().unwrap() {
        assert_eq!(finding["baselineState"], "unchanged", "{finding}");
        assert_eq!(finding["newTools"], json!([]), "{finding}");
    }
    assert_eq!(
        report["summary"]["baseline"],
        json!({"file": path(&file), "accepted": 3, "new": 0, "stale": [], "notJudged": []})
    );
    assert_eq!(report["summary"]["failed"], false);
    let text = quiet(&["--baseline", path(&file)], None);
    assert_eq!(text.code, Some(0), "{}", text.stdout);
    assert!(
        text.stdout
            .contains("error-not-flagged: query (2 calls) (accepted in the baseline)")
            && text.stdout.contains(&format!(
                "\nBaseline {}: 3 accepted, 0 new, 0 stale.\n",
                file.display()
            ))
            && text.stdout.ends_with("Passes at --fail-on warning.\n"),
        "{}",
        text.stdout
    );

    // A new problem: get_notes now breaks a rule query broke already; the
    // finding fails, naming the new tool only.
    let broken = quiet(&["--json", "--baseline", path(&file)], Some("notes-broken"));
    assert_eq!(broken.code, Some(1), "{}\n{}", broken.stdout, broken.stderr);
    let report = broken.json();
    let finding = common::finding(&report, "get_notes", "error-not-flagged");
    assert_eq!(finding["baselineState"], "new");
    assert_eq!(finding["newTools"], json!(["get_notes"]));
    assert_eq!(report["summary"]["baseline"]["new"], 1);
    assert_eq!(report["summary"]["baseline"]["stale"], json!([]));
    let text = quiet(&["--baseline", path(&file)], Some("notes-broken"));
    assert_eq!(text.code, Some(1));
    assert!(
        text.stdout.contains(
            "error-not-flagged: query, get_notes (4 calls) (new: get_notes; the others accepted)"
        ) && text.stdout.ends_with("Fails at --fail-on warning.\n"),
        "{}",
        text.stdout
    );

    // A problem fixed: its entry is stale, and fails the run.
    let fixed = quiet(&["--json", "--baseline", path(&file)], Some("lookup-fixed"));
    assert_eq!(fixed.code, Some(1), "{}\n{}", fixed.stdout, fixed.stderr);
    let report = fixed.json();
    assert_eq!(
        report["summary"]["baseline"],
        json!({"file": path(&file), "accepted": 3, "new": 0,
               "stale": [{"check": "failure-reported-as-empty", "tool": "lookup", "note": null}],
               "notJudged": []})
    );
    assert_eq!(report["summary"]["failed"], true);
    let text = quiet(&["--baseline", path(&file)], Some("lookup-fixed"));
    assert_eq!(text.code, Some(1));
    assert!(
        text.stdout.contains(&format!(
            "Stale, no longer found (remove them from {}, or write it again with --write-baseline):\n  failure-reported-as-empty on lookup\n",
            file.display()
        )) && text.stdout.ends_with("Fails at --fail-on warning.\n"),
        "{}",
        text.stdout
    );
    // In SARIF: the accepted finding suppressed, the stale entry absent.
    let sarif = quiet(
        &[
            "--format",
            "sarif",
            "--sarif-artifact",
            "server.py",
            "--baseline",
            path(&file),
        ],
        Some("lookup-fixed"),
    );
    assert_eq!(sarif.code, Some(1));
    let log: Value = serde_json::from_str(&sarif.stdout).unwrap();
    let states: Vec<(&str, &str, bool)> = log["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|result| {
            (
                result["ruleId"].as_str().unwrap(),
                result["baselineState"].as_str().unwrap(),
                result.get("suppressions").is_some(),
            )
        })
        .collect();
    assert_eq!(
        states,
        [
            ("error-not-flagged", "unchanged", true),
            ("failure-reported-as-empty", "unchanged", true),
            ("expected-failure-succeeded", "unchanged", true),
            ("failure-reported-as-empty", "absent", false)
        ]
    );
}

/// Entries the run couldn't have found are not judged, and don't fail
/// it; notes are kept when the baseline is written again.
#[test]
fn entries_a_run_couldnt_find_are_not_judged_and_notes_are_kept() {
    let dir = tempdir("not-judged");
    let file = dir.join("baseline.json");
    std::fs::write(
        &file,
        r#"{"version": 1, "accepted": [
            {"check": "error-not-flagged", "tool": "query", "note": "the SQL layer is next"},
            {"check": "failure-reported-as-empty", "tool": "lookup"},
            {"check": "error-without-next-step", "tool": "history"}
        ]}"#,
    )
    .unwrap();
    // Only query audited: lookup's entry can't be judged; the
    // toolerror-profile entry isn't reported by the default profile.
    let run = quiet(
        &["--json", "--tool", "query", "--baseline", path(&file)],
        None,
    );
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    let report = run.json();
    assert_eq!(
        report["summary"]["baseline"]["notJudged"],
        json!([
            {"check": "failure-reported-as-empty", "tool": "lookup", "note": null,
             "reason": "the tool wasn't called (not listed, or left out by --tool)"},
            {"check": "error-without-next-step", "tool": "history", "note": null,
             "reason": "--profile harm doesn't report this check"}
        ])
    );
    // Without --assume-read-only, query's revealing calls aren't made.
    let (python, server) = (python(), server_file("quiet_failures_server.py"));
    let partial = audit(
        &[
            "--quiet",
            "--tool",
            "query",
            "--baseline",
            path(&file),
            "--",
            &python,
            &server,
        ],
        &[],
    );
    assert_eq!(partial.code, Some(0), "{}", partial.stdout);
    assert!(
        partial.stdout.contains(
            "Not judged, this run couldn't have found them:\n  error-not-flagged on query (the SQL layer is next): some of the tool's calls weren't made (see \"Not called\")\n"
        ),
        "{}",
        partial.stdout
    );
    // Written again: the note stays with its entry.
    let again = dir.join("again.json");
    let run = quiet(
        &["--baseline", path(&file), "--write-baseline", path(&again)],
        None,
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(
        std::fs::read_to_string(&again).unwrap(),
        "{\n  \"version\": 1,\n  \"accepted\": [\n    \
         {\"check\":\"error-not-flagged\",\"tool\":\"query\",\"note\":\"the SQL layer is next\"},\n    \
         {\"check\":\"failure-reported-as-empty\",\"tool\":\"history\"},\n    \
         {\"check\":\"failure-reported-as-empty\",\"tool\":\"lookup\"},\n    \
         {\"check\":\"expected-failure-succeeded\",\"tool\":\"delete_entity\"}\n  ]\n}\n"
    );
}

/// A baseline the audit can't use stops it before it starts the server,
/// with exit status 2 and what to fix.
#[test]
fn malformed_baselines_are_usage_errors() {
    let dir = tempdir("malformed");
    let cases = [
        ("not-json.json", "{\"version\": 1,", "not JSON ("),
        (
            "array.json",
            "[]",
            "not a JSON object; a baseline reads {\"version\": 1",
        ),
        (
            "version.json",
            "{\"version\": 7, \"accepted\": []}",
            "\"version\" is \"7\", and this audit reads version 1",
        ),
        (
            "check.json",
            "{\"version\": 1, \"accepted\": [{\"check\": \"no-such-check\", \"tool\": \"t\"}]}",
            "entry 1 of \"accepted\": no check is named \"no-such-check\"; the checks are ",
        ),
        (
            "tool.json",
            "{\"version\": 1, \"accepted\": [{\"check\": \"unbounded-error\", \"tool\": 3}]}",
            "entry 1 of \"accepted\": \"tool\" must be the tool's name",
        ),
    ];
    for (name, content, says) in cases {
        let file = dir.join(name);
        std::fs::write(&file, content).unwrap();
        let run = audit(
            &["--quiet", "--baseline", path(&file), "--", "no-such-server"],
            &[],
        );
        assert_eq!(run.code, Some(2), "{name}: {}", run.stderr);
        assert!(
            run.stderr
                .starts_with(&format!("toolerror-audit: --baseline {}: ", file.display()))
                && run.stderr.contains(says),
            "{name}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
        assert!(run.stdout.is_empty());
    }
    let missing = dir.join("missing.json");
    let run = audit(&["--baseline", path(&missing), "--", "no-such-server"], &[]);
    assert_eq!(run.code, Some(2));
    assert!(
        run.stderr.contains("can't read --baseline") && run.stderr.contains("--write-baseline"),
        "{}",
        run.stderr
    );
    let run = audit(
        &[
            "--write-baseline",
            path(&missing),
            "--dry-run",
            "--",
            "no-such-server",
        ],
        &[],
    );
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("drop --dry-run"), "{}", run.stderr);
    // A file that can't be written: the audit couldn't deliver, exit 2.
    let unwritable = dir.join("no-such-dir/baseline.json");
    let run = quiet(&["--write-baseline", path(&unwritable)], None);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        run.stderr.contains("can't write --write-baseline"),
        "{}",
        run.stderr
    );
}
