//! What the three agent CLIs hand their model, with the example server behind
//! them: Claude Code, Codex CLI and Gemini CLI (pinned in
//! `tests/interop/clis/package-lock.json`, installed by `.ci/run` with
//! `npm ci`), each run headless against a fake model API on 127.0.0.1 by
//! `tests/interop/clis/drive_clis.py` (no LLM, no network). For each
//! category, a valid empty result, a partial result, a text-only error,
//! argument errors, an unknown tool, non-ASCII words and a repeated failure,
//! each CLI's model must see the error flag where the CLI keeps one, the
//! category, the retryability and the next step. The cells where today's
//! rendering loses the error are the driver's `KNOWN_LOST`: run and printed,
//! counted neither way, and a failure once they pass.

mod support;

use std::process::Command;

use serde_json::Value;

const CLIS: [&str; 3] = ["claude-code", "codex", "gemini-cli"];
const CASES: usize = 12;

#[test]
fn every_cli_shows_its_model_what_to_do() {
    let driver = support::workspace_root().join("tests/interop/clis/drive_clis.py");
    let output = Command::new("python3")
        .arg(&driver)
        .arg("--server")
        .arg(support::mcp_server_binary())
        .output()
        .expect("run python3 tests/interop/clis/drive_clis.py");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    let results: Vec<Value> = stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line.get("case").is_some())
        .collect();
    // Every CLI ran every case, and each passed or is a known loss.
    let mut known_lost = 0;
    for cli in CLIS {
        let cases: Vec<&Value> = results.iter().filter(|line| line["host"] == cli).collect();
        assert_eq!(cases.len(), CASES, "{cli}: {stdout}");
        for case in cases {
            assert!(
                case["model_sees"].is_object() || case["model_sees"].is_array(),
                "{case}"
            );
            if case.get("known_lost").is_some() {
                assert!(case.get("failures").is_none(), "{case}");
                known_lost += 1;
            } else {
                assert_eq!(case["pass"], true, "{case}");
            }
        }
    }
    let passed = CLIS.len() * CASES - known_lost;
    assert!(
        stdout.contains(&format!("\n{passed} passed, 0 failed")),
        "{stdout}"
    );
}
