//! `--format sarif` on real audit runs: every log validates against the
//! OASIS SARIF 2.1.0 schema (`tests/sarif/`, draft-04) and meets what
//! GitHub code scanning requires of an upload: each result with a
//! repository-relative location and a line, a rule id its tool lists, and
//! fingerprints that stay the same from run to run.

mod common;

use std::collections::BTreeSet;

use serde_json::Value;

use common::{audit, audit_in, example_server, python, server_file, servers_dir};

/// The schema's validator.
fn validator() -> jsonschema::Validator {
    let mut schema: Value = serde_json::from_str(include_str!("sarif/sarif-2.1.0-rtm.5.json"))
        .expect("the SARIF schema is JSON");
    // The pattern of a `language` (of a run, of a tool component) ends in
    // a stray `]`, which the meta-schema's `format: regex` refuses; it
    // means a language tag such as `en` or `en-US`, as SARIF's later
    // errata write it. No log of the audit has a `language`.
    let fixed = fix_patterns(&mut schema);
    assert_eq!(fixed, 2, "the schema's two language patterns");
    jsonschema::validator_for(&schema).expect("the SARIF schema compiles")
}

/// Replaces each language pattern of `schema`; how many it replaced.
fn fix_patterns(schema: &mut Value) -> usize {
    const STRAY: &str = "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$";
    match schema {
        Value::Object(members) => members
            .iter_mut()
            .map(|(key, value)| {
                if key == "pattern" && *value == STRAY {
                    *value = Value::from("^[a-zA-Z]{2}(-[a-zA-Z]{2})?$");
                    1
                } else {
                    fix_patterns(value)
                }
            })
            .sum(),
        Value::Array(items) => items.iter_mut().map(fix_patterns).sum(),
        _ => 0,
    }
}

/// The log of `run`, checked against the schema and GitHub's
/// requirements, with `artifact` as every result's location.
fn checked(run: &common::Run, artifact: &str) -> Value {
    let log: Value = serde_json::from_str(&run.stdout)
        .unwrap_or_else(|error| panic!("no JSON ({error}):\n{}\n{}", run.stdout, run.stderr));
    let problems: Vec<String> = validator()
        .iter_errors(&log)
        .map(|error| format!("{} at {}", error, error.instance_path()))
        .collect();
    assert!(problems.is_empty(), "{problems:#?}\n{log:#}");
    assert_eq!(log["version"], "2.1.0");
    let runs = log["runs"].as_array().expect("runs");
    assert_eq!(runs.len(), 1, "one run");
    let driver = &runs[0]["tool"]["driver"];
    assert_eq!(driver["name"], "toolerror-audit");
    assert!(driver["version"].is_string() && driver["informationUri"].is_string());
    let rules = driver["rules"].as_array().expect("rules");
    let ids: Vec<&str> = rules
        .iter()
        .map(|rule| rule["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids.iter().collect::<BTreeSet<_>>().len(),
        ids.len(),
        "rule ids are unique"
    );
    for rule in rules {
        for member in ["shortDescription", "fullDescription", "help"] {
            assert!(
                rule[member]["text"]
                    .as_str()
                    .is_some_and(|text| !text.is_empty()),
                "{rule}"
            );
        }
        assert!(
            ["error", "warning", "note"]
                .contains(&rule["defaultConfiguration"]["level"].as_str().unwrap()),
            "{rule}"
        );
    }
    for result in runs[0]["results"].as_array().expect("results") {
        let id = result["ruleId"].as_str().expect("a ruleId");
        let index = result["ruleIndex"].as_u64().expect("a ruleIndex") as usize;
        assert_eq!(ids.get(index), Some(&id), "{result}");
        assert_eq!(
            result["level"], rules[index]["defaultConfiguration"]["level"],
            "{result}"
        );
        assert!(!result["message"]["text"].as_str().unwrap().is_empty());
        let location = &result["locations"][0]["physicalLocation"];
        let uri = location["artifactLocation"]["uri"].as_str().expect("a uri");
        assert_eq!(uri, artifact);
        assert!(
            !uri.starts_with('/') && !uri.contains(':') && !uri.split('/').any(|part| part == ".."),
            "{uri} is relative to the repository"
        );
        assert!(location["region"]["startLine"].as_u64().unwrap() >= 1);
        let fingerprints = result["partialFingerprints"]
            .as_object()
            .expect("fingerprints");
        assert!(!fingerprints.is_empty());
    }
    assert!(
        !run.stdout.chars().any(|c| c.is_control() && c != '\n'),
        "nothing a terminal obeys"
    );
    log
}

fn results(log: &Value) -> &Vec<Value> {
    log["runs"][0]["results"].as_array().unwrap()
}

/// `(ruleId, tools)` of every result.
fn rule_tools(log: &Value) -> BTreeSet<(String, String)> {
    results(log)
        .iter()
        .flat_map(|result| {
            let id = result["ruleId"].as_str().unwrap().to_owned();
            result["properties"]["tools"]
                .as_array()
                .unwrap()
                .iter()
                .map(move |tool| (id.clone(), tool.as_str().unwrap().to_owned()))
        })
        .collect()
}

/// A server with failures reported as successes: the log names them, its
/// default artifact is the server's file, and its fingerprints are the
/// same on a second run while the evidence may differ.
#[test]
fn a_log_with_findings_validates_and_points_at_the_servers_file() {
    let python = python();
    let args = [
        "--format",
        "sarif",
        "--quiet",
        "--assume-read-only",
        "--call",
        "delete_entity={\"name\":\"nope\"}",
        "--expect-failure",
        "--",
        &python,
        "quiet_failures_server.py",
    ];
    let run = audit_in(&servers_dir(), &args);
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    let log = checked(&run, "quiet_failures_server.py");
    assert_eq!(
        rule_tools(&log),
        [
            ("error-not-flagged", "query"),
            ("expected-failure-succeeded", "delete_entity"),
            ("failure-reported-as-empty", "history"),
            ("failure-reported-as-empty", "lookup"),
        ]
        .iter()
        .map(|(id, tool)| ((*id).to_owned(), (*tool).to_owned()))
        .collect()
    );
    let query = results(&log)
        .iter()
        .find(|result| result["ruleId"] == "error-not-flagged")
        .unwrap();
    let text = query["message"]["text"].as_str().unwrap();
    assert!(
        text.starts_with("A failure reported as a success, without isError: query")
            && text.contains("Call: query {")
            && text.contains("Evidence: ")
            && text.contains("Database error: "),
        "{text}"
    );
    assert!(text.len() < 2600, "bounded: {}", text.len());
    assert!(
        results(&log)
            .iter()
            .all(|result| result.get("baselineState").is_none())
    );
    let again = audit_in(&servers_dir(), &args);
    let fingerprints = |log: &Value| -> Vec<Value> {
        results(log)
            .iter()
            .map(|result| result["partialFingerprints"].clone())
            .collect()
    };
    assert_eq!(
        fingerprints(&checked(&again, "quiet_failures_server.py")),
        fingerprints(&log)
    );
}

/// The careless Python server under `--profile toolerror`: every rule of
/// the profile is listed, the findings' rules among them.
#[test]
fn a_toolerror_profile_log_lists_its_rules() {
    let (python, server) = (python(), server_file("careless_server.py"));
    let run = audit(
        &[
            "--format",
            "sarif",
            "--sarif-artifact",
            "./servers/careless_server.py",
            "--profile",
            "toolerror",
            "--quiet",
            "--",
            &python,
            &server,
        ],
        &[],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    let log = checked(&run, "servers/careless_server.py");
    let rules = log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .unwrap();
    assert_eq!(rules.len(), toolerror_audit::checks::CHECKS.len());
    let found: BTreeSet<String> = rule_tools(&log).into_iter().map(|(id, _)| id).collect();
    for id in [
        "invalid-arguments-as-protocol-error",
        "internals-in-error-text",
        "error-without-category",
        "reserved-error-code",
    ] {
        assert!(found.contains(id), "{id}: {found:?}");
    }
    let levels: BTreeSet<&str> = results(&log)
        .iter()
        .map(|result| result["level"].as_str().unwrap())
        .collect();
    assert_eq!(levels, BTreeSet::from(["error", "warning", "note"]));
}

/// A server with no finding, and a dry run: valid logs without results;
/// the default artifact of a command naming no relative file is its
/// program's name.
#[test]
fn a_log_without_findings_and_a_dry_runs_log_have_no_results() {
    let server = example_server();
    let run = audit(
        &[
            "--format",
            "sarif",
            "--quiet",
            "--include-destructive",
            "--",
            &server,
        ],
        &[],
    );
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    let program = std::path::Path::new(&server)
        .file_name()
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    let log = checked(&run, &program);
    assert_eq!(results(&log).len(), 0);
    let (python, server) = (python(), server_file("careless_server.py"));
    let dry = audit(
        &[
            "--format",
            "sarif",
            "--sarif-artifact",
            "server.py",
            "--dry-run",
            "--quiet",
            "--",
            &python,
            &server,
        ],
        &[],
    );
    assert_eq!(dry.code, Some(0), "{}\n{}", dry.stdout, dry.stderr);
    let log = checked(&dry, "server.py");
    assert_eq!(results(&log).len(), 0);
}

/// Names with terminal escapes reach the log escaped, and it validates.
#[test]
fn a_hostile_servers_names_are_escaped_in_the_log() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let run = audit(
        &[
            "--format",
            "sarif",
            "--sarif-artifact",
            "raw_server.py",
            "--quiet",
            "--",
            &python,
            &server,
            "control-names",
        ],
        &[],
    );
    assert!(run.code == Some(0) || run.code == Some(1), "{}", run.stderr);
    let log = checked(&run, "raw_server.py");
    assert!(
        log["runs"][0]["properties"]["server"]["name"]
            .as_str()
            .unwrap()
            .contains('\u{1b}'),
        "the same name, escaped by JSON: {log}"
    );
}

/// `--url` names no file: SARIF needs the artifact given; a bad one is
/// refused.
#[test]
fn sarif_usage_errors_exit_2() {
    for (args, says) in [
        (
            &["--format", "sarif", "--url", "http://127.0.0.1:9/mcp"][..],
            "needs --sarif-artifact",
        ),
        (
            &["--format", "sarif", "--sarif-artifact", "/etc/x", "--", "x"][..],
            "relative to the repository",
        ),
        (
            &[
                "--format",
                "sarif",
                "--sarif-artifact",
                "../x.py",
                "--",
                "x",
            ][..],
            "relative to the repository",
        ),
        (
            &["--sarif-artifact", "x.py", "--", "x"][..],
            "--format sarif",
        ),
        (
            &["--json", "--format", "text", "--", "x"][..],
            "cannot be used with",
        ),
    ] {
        let run = audit(args, &[]);
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
    }
}

/// The validator is no rubber stamp: what SARIF forbids is refused.
#[test]
fn the_schema_refuses_what_sarif_forbids() {
    let valid = serde_json::json!({"version": "2.1.0", "runs": [{
        "tool": {"driver": {"name": "toolerror-audit"}},
        "results": [{"ruleId": "x", "level": "error", "message": {"text": "m"}}]}]});
    assert!(validator().is_valid(&valid));
    for (pointer, wrong) in [
        ("/version", serde_json::json!("2.0.0")),
        ("/runs/0/results/0/level", serde_json::json!("fatal")),
        ("/runs/0/results/0/message", serde_json::json!("m")),
        (
            "/runs/0/results/0/baselineState",
            serde_json::json!("stale"),
        ),
    ] {
        let mut log = valid.clone();
        match log.pointer_mut(pointer) {
            Some(value) => *value = wrong,
            None => log["runs"][0]["results"][0]["baselineState"] = wrong,
        }
        assert!(!validator().is_valid(&log), "{pointer}");
    }
}
