//! Interop with the official MCP TypeScript SDK 1.x client: runs the
//! `node --test` suite in `tests/interop/ts` against the `mcp_server`
//! example.
//!
//! Needs Node.js 20 or later and npm on `PATH`. The first run installs the
//! pinned client (`npm ci`, from `package-lock.json`); later runs reuse
//! `node_modules` until the lockfile changes.

mod support;

use std::ffi::OsStr;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long `npm ci` may take (it downloads about 100 small packages).
const INSTALL_TIMEOUT: Duration = Duration::from_secs(10 * 60);
/// How long the node test run may take (each call has its own 30 s limit).
const TEST_TIMEOUT: Duration = Duration::from_secs(5 * 60);
/// Fewer passing tests than this means the suite didn't really run.
const MIN_PASSED: usize = 9;

fn ts_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("interop")
        .join("ts")
}

/// `npm` is a batch file on Windows.
fn npm() -> &'static str {
    if cfg!(windows) { "npm.cmd" } else { "npm" }
}

/// Runs `command` to completion within `timeout`, capturing its output.
fn run(command: &mut Command, timeout: Duration) -> Output {
    let described = format!("{command:?}");
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|error| {
            panic!(
                "could not run {described}: {error}\nThis test needs Node.js 20+ and npm on PATH."
            )
        });
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break status;
        }
        if started.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            let stdout = String::from_utf8_lossy(&stdout.join().unwrap_or_default()).into_owned();
            let stderr = String::from_utf8_lossy(&stderr.join().unwrap_or_default()).into_owned();
            panic!("{described} took longer than {timeout:?}; killed it.\n{stdout}\n{stderr}");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    Output {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    }
}

/// Reads `pipe` to the end on its own thread, so a full pipe can't stall the
/// child.
fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn require_node_20() {
    let output = run(
        Command::new("node").arg("--version"),
        Duration::from_secs(30),
    );
    let version = text(&output.stdout);
    let major = version
        .trim()
        .trim_start_matches('v')
        .split('.')
        .next()
        .and_then(|major| major.parse::<u32>().ok());
    assert!(
        output.status.success() && major.is_some_and(|major| major >= 20),
        "this test needs Node.js 20 or later; `node --version` said {version:?}"
    );
}

/// Installs the pinned client unless `node_modules` already matches the
/// lockfile (npm writes `node_modules/.package-lock.json` on install).
fn install_client(dir: &Path) {
    let modified = |path: PathBuf| {
        std::fs::metadata(path)
            .and_then(|meta| meta.modified())
            .ok()
    };
    let lockfile =
        modified(dir.join("package-lock.json")).expect("tests/interop/ts/package-lock.json");
    let installed = modified(dir.join("node_modules").join(".package-lock.json"));
    if installed.is_some_and(|installed| installed >= lockfile) {
        return;
    }
    let output = run(
        Command::new(npm())
            .args(["ci", "--ignore-scripts", "--no-audit", "--no-fund"])
            .current_dir(dir),
        INSTALL_TIMEOUT,
    );
    assert!(
        output.status.success(),
        "`npm ci` in {} failed ({}):\n{}\n{}",
        dir.display(),
        output.status,
        text(&output.stdout),
        text(&output.stderr)
    );
}

/// The number after `label` in node's closing summary (`ℹ pass 8`).
fn summary_count(report: &str, label: &str) -> Option<usize> {
    report.lines().rev().find_map(|line| {
        let line = line.trim_start_matches(|c: char| !c.is_ascii_alphabetic());
        line.strip_prefix(label)?.trim().parse().ok()
    })
}

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
