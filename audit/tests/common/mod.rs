//! Running `toolerror-audit` against real servers: the repository's example
//! (built through the tests crate's support, `TOOLERROR_MCP_SERVER` to use
//! a prebuilt one), and the careless servers in `tests/servers`, on the
//! official Python SDK (the pinned venv of `tests/interop/hosts`, made on
//! first use as `.ci/run` makes it) and the official TypeScript SDK (the
//! packages `tests/interop/ts` pins, installed with `npm ci` when missing).
#![allow(dead_code)] // each test uses part of it

use std::collections::BTreeSet;
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use serde_json::Value;

#[path = "../../../tests/tests/support/mod.rs"]
pub mod support;

/// The longest one audit may take in a test (the audit's own budget is
/// far below it: a run past it is a hang, the thing under test).
const RUN_TIMEOUT: Duration = Duration::from_secs(180);

/// What one run of the audit gave.
pub struct Run {
    /// The exit status's code.
    pub code: Option<i32>,
    /// stdout.
    pub stdout: String,
    /// stderr.
    pub stderr: String,
    /// How long it took.
    pub elapsed: Duration,
}

impl Run {
    /// stdout as the JSON report.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout).unwrap_or_else(|error| {
            panic!(
                "stdout is no JSON ({error}):\n{}\n{}",
                self.stdout, self.stderr
            )
        })
    }

    /// The `(tool, check)` of every finding in the JSON report.
    pub fn findings(&self) -> BTreeSet<(String, String)> {
        findings(&self.json())
    }
}

/// The `(tool, check)` of every finding in `report`, a pair for each of
/// the tools a finding lists.
pub fn findings(report: &Value) -> BTreeSet<(String, String)> {
    report["findings"]
        .as_array()
        .expect("a findings list")
        .iter()
        .flat_map(|finding| {
            let check = finding["check"].as_str().expect("a check").to_owned();
            finding["tools"]
                .as_array()
                .expect("a list of tools")
                .iter()
                .map(move |tool| (tool.as_str().expect("a tool").to_owned(), check.clone()))
        })
        .collect()
}

/// The finding of `check` in `report`, which lists `tool`.
pub fn finding<'r>(report: &'r Value, tool: &str, check: &str) -> &'r Value {
    report["findings"]
        .as_array()
        .expect("a findings list")
        .iter()
        .find(|finding| {
            finding["check"] == check
                && finding["tools"]
                    .as_array()
                    .is_some_and(|tools| tools.iter().any(|listed| listed == tool))
        })
        .unwrap_or_else(|| panic!("no {check} finding for {tool}: {report}"))
}

/// `(tool, check)` pairs, for comparing with [`Run::findings`].
pub fn expected(pairs: &[(&str, &str)]) -> BTreeSet<(String, String)> {
    pairs
        .iter()
        .map(|(tool, check)| ((*tool).to_owned(), (*check).to_owned()))
        .collect()
}

/// Runs the audit with `args`, and `env` set for it (and so for a server
/// it starts).
pub fn audit(args: &[&str], env: &[(&str, &Path)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_toolerror-audit"));
    command.args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    let started = Instant::now();
    let output: Output = support::node::run(&mut command, RUN_TIMEOUT);
    Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        elapsed: started.elapsed(),
    }
}

/// Runs the audit with `args` (progress on: no `--quiet`), and how long it
/// took once it had listed the server's tools, which the progress says:
/// the budget's part, measured apart from a start-up whose length depends
/// on how busy the machine is.
pub fn audit_after_start(args: &[&str]) -> (Run, Duration) {
    use std::io::{BufRead, BufReader, Read};
    assert!(
        !args.contains(&"--quiet"),
        "progress tells when the tools are listed"
    );
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_toolerror-audit"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the audit");
    let mut stdout = child.stdout.take().expect("stdout");
    let stdout = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stdout.read_to_string(&mut text);
        text
    });
    let stderr = BufReader::new(child.stderr.take().expect("stderr"));
    let stderr = std::thread::spawn(move || {
        let (mut text, mut listed) = (String::new(), None);
        for line in stderr.lines().map_while(Result::ok) {
            // "toolerror-audit: 2 tools, 9 calls to make"
            if listed.is_none() && line.ends_with(" to make") {
                listed = Some(Instant::now());
            }
            text.push_str(&line);
            text.push('\n');
        }
        (text, listed)
    });
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the audit") {
            break status;
        }
        if started.elapsed() > RUN_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the audit took longer than {RUN_TIMEOUT:?}: {args:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let ended = Instant::now();
    let stdout = stdout.join().expect("stdout read");
    let (stderr, listed) = stderr.join().expect("stderr read");
    let listed =
        listed.unwrap_or_else(|| panic!("the audit never listed the tools:\n{stdout}\n{stderr}"));
    let run = Run {
        code: status.code(),
        stdout,
        stderr,
        elapsed: ended - started,
    };
    (run, ended.saturating_duration_since(listed))
}

/// The repository's example server.
pub fn example_server() -> String {
    support::mcp_server_binary().display().to_string()
}

/// A careless server's file in `tests/servers`.
pub fn server_file(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/servers")
        .join(name)
        .display()
        .to_string()
}

/// The Python of the pinned venv holding the official SDK (`mcp`), made
/// (or refreshed) by `tests/interop/hosts/run.sh` as `.ci/run` does.
pub fn python() -> String {
    static PYTHON: OnceLock<PathBuf> = OnceLock::new();
    PYTHON
        .get_or_init(|| {
            let root = support::workspace_root();
            let venv = root.join("target/hostsvenv");
            let output = support::node::run(
                Command::new("bash")
                    .arg(root.join("tests/interop/hosts/run.sh"))
                    .arg(&venv)
                    .arg("--help"),
                Duration::from_secs(20 * 60),
            );
            assert!(
                output.status.success(),
                "the pinned Python venv (target/hostsvenv, with the official `mcp` SDK) could not be made: \
                 run `tests/interop/hosts/run.sh target/hostsvenv --help` (needs python3.11 and PyPI):\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let python = venv.join("bin/python");
            assert!(python.exists(), "no {}", python.display());
            python
        })
        .display()
        .to_string()
}

/// `node`, with the TypeScript SDK installed in `tests/interop/ts`.
pub fn node() -> &'static str {
    static READY: OnceLock<()> = OnceLock::new();
    READY.get_or_init(|| {
        support::node::require_node_20();
        support::node::install_client(&support::workspace_root().join("tests/interop/ts"));
    });
    "node"
}

/// A child process killed when dropped (a server a test started).
pub struct Server(pub Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A free loopback port.
pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

/// Starts the careless Python server over Streamable HTTP on `port`, and
/// waits until it accepts connections.
pub fn careless_http_server(port: u16) -> Server {
    let child = Command::new(python())
        .arg(server_file("careless_server.py"))
        .args(["--http", &port.to_string()])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the careless server over HTTP");
    let mut server = Server(child);
    let started = Instant::now();
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = server.0.try_wait() {
            panic!("the careless HTTP server exited at start: {status}");
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the careless HTTP server didn't listen on {port} within a minute"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    server
}

/// Runs the audit with `args` in the directory `dir` (relative paths on
/// its command line are `dir`'s).
pub fn audit_in(dir: &Path, args: &[&str]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_toolerror-audit"));
    command.args(args).current_dir(dir);
    let started = Instant::now();
    let output: Output = support::node::run(&mut command, RUN_TIMEOUT);
    Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        elapsed: started.elapsed(),
    }
}

/// The folder of the servers in `tests/servers`.
pub fn servers_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/servers")
}
