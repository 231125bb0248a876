//! Running the official TypeScript SDK's node tests in `tests/interop/ts`:
//! Node.js 20+ and npm on `PATH`, the pinned packages installed once.
#![allow(dead_code)] // each test binary uses some of these

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long `npm ci` may take (it downloads about 100 small packages).
pub const INSTALL_TIMEOUT: Duration = Duration::from_secs(10 * 60);
pub fn ts_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("interop")
        .join("ts")
}

/// `npm` is a batch file on Windows.
pub fn npm() -> &'static str {
    if cfg!(windows) { "npm.cmd" } else { "npm" }
}

/// Runs `command` to completion within `timeout`, capturing its output.
pub fn run(command: &mut Command, timeout: Duration) -> Output {
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
pub fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

pub fn require_node_20() {
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
pub fn install_client(dir: &Path) {
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
pub fn summary_count(report: &str, label: &str) -> Option<usize> {
    report.lines().rev().find_map(|line| {
        let line = line.trim_start_matches(|c: char| !c.is_ascii_alphabetic());
        line.strip_prefix(label)?.trim().parse().ok()
    })
}
