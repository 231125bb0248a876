//! Every agent wire format, checked by the format's official SDK types: the
//! `formats` example's lines (one derived enum's four categories, a valid
//! empty result, a partial result and successes of every JSON shape, in
//! eight formats) are compared whole
//! with the committed snapshot, read back by the reader into the agent's
//! decision, and validated by `tests/interop/py/run.sh` (a pinned venv of
//! `openai`, `anthropic`, `google-genai`, `botocore`, `a2a-sdk`,
//! `agent-client-protocol` and `mcp`, created on first use).

mod support;

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;
use toolerror::Category;
use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_json, read_result};

/// The example's output.
fn lines() -> String {
    let output = Command::new(support::formats_binary())
        .output()
        .expect("run the formats example");
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn format_named(name: &str) -> Format {
    Format::ALL
        .into_iter()
        .find(|format| format.name() == name)
        .unwrap_or_else(|| panic!("no format {name}"))
}

#[test]
fn the_renderings_are_the_snapshot() {
    let path = support::workspace_root().join("tests/snapshots/formats.jsonl");
    let actual = lines();
    if std::env::var_os("TOOLERROR_BLESS").is_some() {
        std::fs::write(&path, &actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap();
    // Each line compared whole, as a JSON value: the member order of a
    // success's structured value is serde_json's, sorted or (when another
    // crate turns on its `preserve_order`) as written; texts are exact.
    for (index, (actual, expected)) in actual.lines().zip(expected.lines()).enumerate() {
        let actual: Value = serde_json::from_str(actual).unwrap();
        let expected: Value = serde_json::from_str(expected).unwrap();
        assert_eq!(
            actual,
            expected,
            "line {} differs (TOOLERROR_BLESS=1 rewrites the snapshot)",
            index + 1
        );
    }
    assert_eq!(actual.lines().count(), expected.lines().count());
    assert_eq!(actual.lines().count(), 104);
}

#[test]
fn every_rendering_reads_back_as_its_case() {
    for line in lines().lines() {
        let line: Value = serde_json::from_str(line).unwrap();
        let format = format_named(line["format"].as_str().unwrap());
        let case = line["case"].as_str().unwrap();
        let document = &line["document"];
        let what = format!("{} {case}", format.name());
        for decision in [
            read_result(format, document),
            read_json(format, &document.to_string()),
        ] {
            match (case, decision) {
                ("empty", Decision::Empty { .. }) => {}
                (success, Decision::Success { .. }) if success.starts_with("success-") => {}
                ("partial", Decision::Partial { result_count, .. }) => {
                    assert_eq!(result_count, Some(3), "{what}");
                }
                (category, Decision::Failed(failure)) => {
                    let category: Category = category.parse().unwrap_or_else(|_| panic!("{what}"));
                    assert_eq!(failure.category, Some(category), "{what}");
                    assert_eq!(failure.retryable, Some(category.is_retryable()), "{what}");
                    assert!(failure.code.is_some(), "{what}");
                    if category == Category::Transient {
                        assert_eq!(
                            failure.retry_after.map(|d| d.as_millis()),
                            Some(30_000),
                            "{what}"
                        );
                    }
                }
                (_, other) => panic!("{what} read as {other:?}"),
            }
        }
    }
}

#[test]
fn the_official_sdks_accept_every_rendering() {
    let script = support::workspace_root().join("tests/interop/py/run.sh");
    let venv = support::workspace_root().join("target/pyvenv");
    let mut child = Command::new("bash")
        .arg(&script)
        .arg(&venv)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run tests/interop/py/run.sh");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(lines().as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("104 lines valid"), "{stdout}\n{stderr}");
}
