//! Interop with the official MCP TypeScript SDK 1.x client: runs the
//! `node --test` suite in `tests/interop/ts` against the `mcp_server`
//! example.
//!
//! Needs Node.js 20 or later and npm on `PATH`. The first run installs the
//! pinned client (`npm ci`, from `package-lock.json`); later runs reuse
//! `node_modules` until the lockfile changes.

mod support;

use std::ffi::OsStr;
use std::process::Command;
use std::time::Duration;

use support::node::{install_client, require_node_20, run, summary_count, text, ts_dir};

/// How long the node test run may take (each call has its own 30 s limit).
const TEST_TIMEOUT: Duration = Duration::from_secs(5 * 60);
/// Fewer passing tests than this means the suite didn't really run.
const MIN_PASSED: usize = 9;

#[test]
fn typescript_sdk_client() {
    require_node_20();
    let dir = ts_dir();
    install_client(&dir);
    let server = support::mcp_server_binary();

    let output = run(
        Command::new("node")
            .args(["--test", "--test-reporter=spec", "interop.test.mjs"])
            .env(support::SERVER_ENV, OsStr::new(server))
            .current_dir(&dir),
        TEST_TIMEOUT,
    );
    let report = format!("{}{}", text(&output.stdout), text(&output.stderr));
    assert!(
        output.status.success(),
        "the TypeScript SDK interop suite failed ({}):\n{report}",
        output.status
    );
    let passed = summary_count(&report, "pass ");
    let failed = summary_count(&report, "fail ");
    assert!(
        failed == Some(0) && passed.is_some_and(|passed| passed >= MIN_PASSED),
        "expected at least {MIN_PASSED} passing tests and none failing:\n{report}"
    );
    println!("{report}");
}
