//! Finding the example binaries (`mcp_server`, `upstream_api`,
//! `notes_store`, `formats`, `traced_server`) for the
//! interop tests.
//!
//! The tests run the example exactly as a user would: a separate process
//! speaking MCP over its stdin/stdout. `cargo test` builds examples only of
//! the packages it tests, so `cargo test -p toolerror-tests` would not build
//! it, and a binary left over from an earlier build may be stale. Each test
//! binary therefore asks cargo once to build the example and reads the
//! executable's path from cargo's JSON messages (which stays right whatever
//! the target directory, build directory or platform suffix).
//!
//! The nested build runs with `--workspace --all-features`, the feature set
//! of `cargo test --workspace --all-features`, so after that command it finds
//! everything fresh and takes about a second; after `cargo test -p
//! toolerror-tests` it compiles the example once. It can't deadlock on the
//! build-directory lock: cargo releases that lock when compilation ends,
//! before it runs the test binaries. If another cargo holds the lock (say a
//! parallel `cargo build`), the nested build waits for it, up to
//! [`BUILD_TIMEOUT`].
//!
//! Set `TOOLERROR_MCP_SERVER=/path/to/mcp_server` to test a prebuilt binary
//! instead; no build happens then.

// Each test binary includes this module and uses part of it.
#![allow(dead_code)]

pub mod node;

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The longest a build of the example may take (a cold build on a slow
/// machine compiles rmcp and tokio).
pub const BUILD_TIMEOUT: Duration = Duration::from_secs(20 * 60);

/// The environment variable naming a prebuilt server binary.
pub const SERVER_ENV: &str = "TOOLERROR_MCP_SERVER";

/// The path of the `mcp_server` example binary, built if needed (once per
/// test binary; concurrent callers wait for the first).
pub fn mcp_server_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| match std::env::var_os(SERVER_ENV) {
        Some(path) => {
            let path = PathBuf::from(path);
            assert!(
                path.is_file(),
                "{SERVER_ENV}={} is not a file",
                path.display()
            );
            path
        }
        None => build_example("mcp_server"),
    })
}

/// The path of the `formats` example binary, built if needed.
pub fn formats_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| build_example("formats"))
}

/// The path of the `notes_store` example binary, built if needed.
pub fn notes_store_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| build_example("notes_store"))
}

/// The path of the `traced_server` example binary, built if needed.
pub fn traced_server_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| build_example("traced_server"))
}

/// The path of the `upstream_api` example binary, built if needed.
pub fn upstream_api_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| build_example("upstream_api"))
}

/// The workspace root (the parent of this package's directory).
pub fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the tests package lives inside the workspace")
}

fn build_example(name: &str) -> PathBuf {
    // `CARGO` is set for processes cargo runs; fall back to the cargo that
    // compiled this test, then to the one on PATH.
    let cargo = std::env::var_os("CARGO")
        .or_else(|| option_env!("CARGO").map(OsString::from))
        .unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(&cargo);
    command
        .current_dir(workspace_root())
        .args(["build", "--workspace", "--all-features"])
        .args(["--example", name])
        .arg("--message-format=json-render-diagnostics")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if test_profile_dir().as_deref() == Some("release") {
        command.arg("--release");
    }
    let described = format!("{command:?}");
    let mut child = command
        .spawn()
        .unwrap_or_else(|error| panic!("could not run {described}: {error}"));

    // Drain both pipes on their own threads so neither can fill up and stall
    // cargo; pass lock waits through, so a wait is visible while it lasts.
    let mut stdout = child.stdout.take().expect("piped stdout");
    let stdout = std::thread::spawn(move || {
        let mut text = String::new();
        stdout.read_to_string(&mut text).map(|_| text)
    });
    let stderr = BufReader::new(child.stderr.take().expect("piped stderr"));
    let stderr = std::thread::spawn(move || {
        let mut text = String::new();
        for line in stderr.lines() {
            let Ok(line) = line else { break };
            if line.contains("Blocking waiting for file lock") {
                eprintln!("building an example: {}", line.trim());
            }
            text.push_str(&line);
            text.push('\n');
        }
        text
    });

    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("waiting for cargo") {
            break status;
        }
        if started.elapsed() > BUILD_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            let stderr = stderr.join().unwrap_or_default();
            panic!("{described} took longer than {BUILD_TIMEOUT:?}; killed it.\n{stderr}");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let stdout = stdout
        .join()
        .expect("stdout reader")
        .expect("cargo's stdout is UTF-8");
    let stderr = stderr.join().expect("stderr reader");
    assert!(status.success(), "{described} failed ({status}):\n{stderr}");

    executable_from_messages(&stdout, name).unwrap_or_else(|| {
        panic!("{described} reported no executable for the {name} example:\n{stdout}\n{stderr}")
    })
}

/// The `executable` of example `name`'s `compiler-artifact` message.
fn executable_from_messages(messages: &str, name: &str) -> Option<PathBuf> {
    messages
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|message| message["reason"] == "compiler-artifact")
        .filter(|message| message["target"]["name"] == name)
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
}

/// The name of the profile directory this test binary was built into
/// (`debug`, `release`, …): `<dir>/deps/<this test>`.
fn test_profile_dir() -> Option<String> {
    let exe = std::env::current_exe().ok()?;
    let profile = exe.parent()?.parent()?.file_name()?;
    Some(profile.to_string_lossy().into_owned())
}
