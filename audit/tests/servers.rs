//! `toolerror-audit` against real MCP servers: the repository's example
//! (no finding), a careless server on the official Python SDK and one on
//! the official TypeScript SDK (exactly their expected findings, no
//! other), the Python one over Streamable HTTP with a header, and servers
//! that hang, crash or can't be reached (a finding or exit status 2, never
//! a hang).

mod common;

use std::collections::BTreeSet;
use std::time::Duration;

use common::{
    audit, audit_after_start, careless_http_server, example_server, expected, free_port, node,
    python, server_file,
};

/// The careless Python server's findings from derived calls alone, by
/// default: what harms an agent.
const PYTHON_HARM: &[(&str, &str)] = &[
    ("get_user", "invalid-arguments-as-protocol-error"),
    ("get_user", "unbounded-error"),
    ("create_invoice", "generic-error-text"),
    ("run_report", "error-not-flagged"),
    ("run_report", "internals-in-error-text"),
    ("find_orders", "failure-reported-as-empty"),
    ("toolerror_audit_no_such_tool", "unknown-tool-unnamed"),
];

/// What `--profile toolerror` adds: toolerror's own conventions.
const PYTHON_CONVENTIONS: &[(&str, &str)] = &[
    ("get_user", "error-without-category"),
    ("get_user", "error-without-next-step"),
    ("create_invoice", "error-without-category"),
    ("run_report", "error-without-category"),
    ("run_report", "error-without-next-step"),
    ("toolerror_audit_no_such_tool", "reserved-error-code"),
];

#[test]
fn the_example_server_gets_no_finding() {
    for extra in [&[][..], &["--unknown-tools-as-results"][..]] {
        let server = example_server();
        // Its tools carry no annotations: all calls only when asked.
        // toolerror's own conventions too: the example follows them.
        let mut args = vec![
            "--json",
            "--quiet",
            "--profile",
            "toolerror",
            "--include-destructive",
            "--fail-on",
            "info",
            "--",
            &server,
        ];
        args.extend_from_slice(extra);
        let run = audit(&args, &[]);
        assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
        let report = run.json();
        assert_eq!(report["version"], 2);
        assert_eq!(report["server"]["name"], "toolerror-bike-rental");
        assert_eq!(report["server"]["transport"], "stdio");
        assert_eq!(report["findings"], serde_json::json!([]), "{extra:?}");
        let summary = &report["summary"];
        assert_eq!(summary["tools"], 5);
        // Four derived calls or more per tool, and the unknown tool; all made.
        assert!(summary["callsMade"].as_u64().unwrap() >= 21, "{summary}");
        assert_eq!(summary["callsMade"], summary["callsPlanned"]);
        assert_eq!(summary["failed"], false);
    }
}

#[test]
fn the_careless_python_server_gets_exactly_its_findings() {
    let dir = tempdir("python-stdio");
    let marker = dir.join("deleted");
    let calls = dir.join("calls.jsonl");
    std::fs::write(
        &calls,
        "# a customer that doesn't exist: the lookup must fail\n\
         {\"tool\": \"find_orders\", \"arguments\": {\"customer_id\": \"nope\"}, \"expect\": \"error\"}\n\
         {\"tool\": \"get_user\", \"arguments\": {\"user_id\": \"nope\"}}\n\
         {\"tool\": \"delete_account\", \"arguments\": {\"user_id\": \"u-1\"}}\n",
    )
    .unwrap();
    let (python, server) = (python(), server_file("careless_server.py"));
    let run = audit(
        &[
            "--json",
            "--calls",
            calls.to_str().unwrap(),
            "--",
            &python,
            &server,
        ],
        &[("CARELESS_MARKER", &marker)],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(run.findings(), expected(PYTHON_HARM), "{}", run.stdout);
    // delete_account is destructive: neither derived nor given calls reach it.
    assert!(!marker.exists(), "the audit called delete_account");
    let report = run.json();
    let skipped: Vec<&str> = report["summary"]["skipped"]
        .as_array()
        .unwrap()
        .iter()
        .map(|skipped| skipped["tool"].as_str().unwrap())
        .collect();
    assert_eq!(
        skipped,
        ["create_invoice", "delete_account", "delete_account"]
    );
    for finding in report["findings"].as_array().unwrap() {
        assert!(
            finding["fix"]
                .as_str()
                .is_some_and(|fix| fix.ends_with('.')),
            "{finding}"
        );
        let evidence = finding["evidence"].as_str().unwrap();
        assert!(!evidence.is_empty() && evidence.len() <= 600, "{finding}");
        assert!(["error", "warning", "info"].contains(&finding["severity"].as_str().unwrap()));
        assert!(finding["call"]["arguments"].is_object(), "{finding}");
    }
    let find = |tool: &str, check: &str| common::finding(&report, tool, check).clone();
    // The evidence says what the server did.
    assert!(
        find("toolerror_audit_no_such_tool", "unknown-tool-unnamed")["evidence"]
            .as_str()
            .unwrap()
            .contains("-32050")
    );
    assert!(
        find("create_invoice", "generic-error-text")["evidence"]
            .as_str()
            .unwrap()
            .contains("Operation failed")
    );
    assert!(
        find("run_report", "internals-in-error-text")["evidence"]
            .as_str()
            .unwrap()
            .contains("traceback")
    );
    // The derived lookup of a customer nobody has finds it first; the
    // given call, expected to fail, is a second occurrence.
    let empty = find("find_orders", "failure-reported-as-empty");
    assert_eq!(empty["call"]["probe"], "made-up-referent");
    assert_eq!(
        empty["call"]["arguments"]["customer_id"],
        "toolerror_audit_missing"
    );
    assert_eq!(empty["occurrences"], 2, "{empty}");
    assert_eq!(
        find("get_user", "invalid-arguments-as-protocol-error")["severity"],
        "error"
    );
    // The oversized call is shown shortened in the report.
    let oversized = find("get_user", "unbounded-error");
    assert!(
        oversized["call"]["arguments"]["user_id"]
            .as_str()
            .unwrap()
            .ends_with("(65536 bytes)")
    );
}

#[test]
fn the_text_report_has_a_finding_per_rule_and_progress_goes_to_stderr() {
    let (python, server) = (python(), server_file("careless_server.py"));
    let run = audit(&["--fail-on", "never", "--", &python, &server], &[]);
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    let text = &run.stdout;
    assert!(
        text.starts_with("toolerror-audit: careless-python 1.0.0 over stdio"),
        "{text}"
    );
    // One finding per rule, naming its tools; errors first.
    let internals = text
        .find("\nerror    internals-in-error-text: run_report (4 calls)\n")
        .expect("the internals finding");
    let generic = text
        .find("\nwarning  generic-error-text: create_invoice (4 calls)\n")
        .expect("the generic-text finding");
    assert!(internals < generic, "errors before warnings:\n{text}");
    assert!(
        text.contains(
            "\ninfo     unknown-tool-unnamed: toolerror_audit_no_such_tool (a tool that doesn't exist)\n"
        ),
        "{text}"
    );
    assert!(!text.contains("error-without-category"), "{text}");
    assert!(
        text.contains(
            "Not called:\n  create_invoice: its calls that could run (an unknown argument, an oversized string, lookups of what doesn't exist)"
        ) && text.contains("\n  delete_account: annotated destructiveHint: true"),
        "{text}"
    );
    assert!(
        text.ends_with("5 errors, 1 warning, 1 info. Never fails (--fail-on never).\n"),
        "{text}"
    );
    assert!(run.stderr.contains("[1/21] get_user"), "{}", run.stderr);
    // --quiet: no progress; the report is the same.
    let quiet = audit(
        &["--quiet", "--fail-on", "never", "--", &python, &server],
        &[],
    );
    assert_eq!(quiet.stderr, "");
    assert!(quiet.stdout.contains("5 errors, 1 warning, 1 info."));
    // toolerror's own conventions, when asked for.
    let conventions = audit(
        &[
            "--quiet",
            "--json",
            "--profile",
            "toolerror",
            "--",
            &python,
            &server,
        ],
        &[],
    );
    let mut want = expected(PYTHON_HARM);
    want.extend(expected(PYTHON_CONVENTIONS));
    assert_eq!(conventions.findings(), want, "{}", conventions.stdout);
    assert_eq!(conventions.json()["summary"]["profile"], "toolerror");
}

#[test]
fn fail_on_sets_the_exit_status() {
    let (python, server) = (python(), server_file("careless_server.py"));
    for (level, code) in [("error", 1), ("warning", 1), ("info", 1), ("never", 0)] {
        let run = audit(
            &[
                "--json",
                "--quiet",
                "--fail-on",
                level,
                "--",
                &python,
                &server,
            ],
            &[],
        );
        assert_eq!(run.code, Some(code), "--fail-on {level}: {}", run.stderr);
        assert_eq!(run.json()["summary"]["failOn"], level);
    }
    // Only a warning (a generic text): an error threshold passes.
    for (level, code) in [("error", 0), ("warning", 1)] {
        let run = audit(
            &[
                "--json",
                "--quiet",
                "--fail-on",
                level,
                "--tool",
                "create_invoice",
                "--",
                &python,
                &server,
            ],
            &[],
        );
        assert_eq!(run.code, Some(code), "{}\n{}", run.stdout, run.stderr);
        assert_eq!(run.json()["summary"]["findings"]["error"], 0);
        assert_eq!(run.json()["summary"]["findings"]["warning"], 1);
    }
}

#[test]
fn a_destructive_tool_is_called_only_when_asked_and_a_dry_run_calls_nothing() {
    let dir = tempdir("python-destructive");
    let marker = dir.join("deleted");
    let (python, server) = (python(), server_file("careless_server.py"));
    let call = "delete_account={\"user_id\":\"u-1\"}";
    let dry = audit(
        &[
            "--dry-run",
            "--include-destructive",
            "--call",
            call,
            "--",
            &python,
            &server,
        ],
        &[("CARELESS_MARKER", &marker)],
    );
    assert_eq!(dry.code, Some(0), "{}\n{}", dry.stdout, dry.stderr);
    assert!(
        dry.stdout.contains("calls planned, none made"),
        "{}",
        dry.stdout
    );
    assert!(
        dry.stdout
            .contains("delete_account {\"user_id\":\"u-1\"} (given)"),
        "{}",
        dry.stdout
    );
    assert!(!marker.exists(), "a dry run made a call");
    let dry_json = audit(
        &["--dry-run", "--json", "--", &python, &server],
        &[("CARELESS_MARKER", &marker)],
    );
    let planned = dry_json.json()["plannedCalls"].as_array().unwrap().len();
    // create_invoice isn't read-only: no unknown-argument, oversized or
    // lookup call.
    assert_eq!(planned, 21, "{}", dry_json.stdout);
    assert!(!marker.exists());
    // Asked: the marker proves the skip above is what kept it safe.
    let run = audit(
        &[
            "--quiet",
            "--include-destructive",
            "--tool",
            "delete_account",
            "--fail-on",
            "never",
            "--",
            &python,
            &server,
        ],
        &[("CARELESS_MARKER", &marker)],
    );
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    let calls = std::fs::read_to_string(&marker).expect("delete_account was called");
    // The derived calls only: four that change one thing, and a lookup of
    // a user nobody has.
    assert_eq!(calls.lines().count(), 5, "the derived calls only:\n{calls}");
}

#[test]
fn the_careless_typescript_server_gets_exactly_its_findings() {
    let node = node();
    let server = server_file("careless_server.mjs");
    let run = audit(
        &[
            "--json",
            "--profile",
            "toolerror",
            // cancel_order isn't read-only: its valid-looking calls, which
            // show its structured-only error, are made only when asked.
            "--include-destructive",
            "--call",
            "get_order={\"order_id\":\"o-404\"}",
            "--",
            node,
            &server,
        ],
        &[],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(
        run.findings(),
        expected(&[
            ("get_order", "error-without-category"),
            ("get_order", "error-without-next-step"),
            ("get_order", "error-violates-output-schema"),
            ("cancel_order", "error-without-category"),
            ("cancel_order", "structured-only-error"),
        ]),
        "{}",
        run.stdout
    );
    assert_eq!(run.json()["server"]["name"], "careless-typescript");
}

/// The premise of `error-violates-output-schema`: the TypeScript SDK 1.x
/// client hides get_order's error behind a -32602 it throws itself.
#[test]
fn the_typescript_client_hides_an_error_its_output_schema_rejects() {
    let node = node();
    let modules = common::support::workspace_root().join("tests/interop/ts/");
    let script = format!(
        "import {{ createRequire }} from 'node:module';
         const require = createRequire({modules:?});
         const {{ Client }} = require('@modelcontextprotocol/sdk/client/index.js');
         const {{ StdioClientTransport }} = require('@modelcontextprotocol/sdk/client/stdio.js');
         const client = new Client({{ name: 'check', version: '1.0.0' }});
         await client.connect(new StdioClientTransport({{ command: 'node', args: [{server:?}] }}));
         await client.listTools();
         try {{
           const result = await client.callTool({{ name: 'get_order', arguments: {{ order_id: 'o-404' }} }});
           console.log('result', JSON.stringify(result));
         }} catch (error) {{
           console.log('threw', error.code, error.message);
         }}
         await client.close();",
        modules = modules.display().to_string(),
        server = server_file("careless_server.mjs"),
    );
    let output = common::support::node::run(
        std::process::Command::new(node).args(["--input-type=module", "-e", &script]),
        Duration::from_secs(60),
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.starts_with("threw -32602 "), "{stdout}");
    assert!(stdout.contains("output schema"), "{stdout}");
}

#[test]
fn over_streamable_http_with_a_header() {
    let port = free_port();
    let _server = careless_http_server(port);
    let url = format!("http://127.0.0.1:{port}/mcp");
    let run = audit(
        &[
            "--json",
            "--quiet",
            "--url",
            &url,
            "--header",
            "X-Audit-Key: careless",
        ],
        &[],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(run.findings(), expected(PYTHON_HARM), "{}", run.stdout);
    let report = run.json();
    assert_eq!(report["server"]["transport"], "streamable-http");
    assert_eq!(report["server"]["target"], url.as_str());
    // Without the header the server answers 401: unreachable, status 2.
    let refused = audit(&["--quiet", "--url", &url], &[]);
    assert_eq!(
        refused.code,
        Some(2),
        "{}\n{}",
        refused.stdout,
        refused.stderr
    );
    assert!(refused.stderr.contains("401"), "{}", refused.stderr);
    assert_eq!(refused.stdout, "");
}

#[test]
fn a_hanging_server_is_a_finding_within_the_budget() {
    let (python, server) = (python(), server_file("careless_server.py"));
    // Two seconds a call, seven for the calls: the server's start-up,
    // however slow on a busy machine, has a limit of its own.
    let (run, after_start) = audit_after_start(&[
        "--json",
        "--timeout",
        "2",
        "--budget",
        "7",
        "--",
        &python,
        &server,
        "--hang",
    ]);
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    // The server still answers ping, so calls go on until the budget ends;
    // the calls left are a finding too.
    let findings = run.findings();
    assert!(
        findings.contains(&("get_user".into(), "call-timed-out".into())),
        "{}",
        run.stdout
    );
    let checks: BTreeSet<&str> = findings.iter().map(|(_, check)| check.as_str()).collect();
    assert_eq!(
        checks,
        BTreeSet::from(["call-timed-out", "calls-not-made"]),
        "{}",
        run.stdout
    );
    let summary = &run.json()["summary"];
    assert!(
        summary["notMadeBecause"]
            .as_str()
            .unwrap()
            .contains("--budget"),
        "{summary}"
    );
    assert!(summary["callsMade"].as_u64().unwrap() >= 2, "{summary}");
    // Seven seconds of budget, closing included, once started.
    assert!(
        after_start < Duration::from_secs(10),
        "took {after_start:?} once started"
    );
}

#[test]
fn calls_the_budget_leaves_out_fail_the_run_and_closing_fits_in_the_budget() {
    let (python, server) = (python(), server_file("careless_server.py"));
    // Every call hangs, and the budget is shorter than one call's timeout.
    let (run, after_start) =
        audit_after_start(&["--budget", "3", "--", &python, &server, "--hang"]);
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("calls-not-made"), "{}", run.stdout);
    assert!(
        run.stdout.contains("Fails at --fail-on warning"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("No findings"), "{}", run.stdout);
    // The calls and closing a server that ignores its closed stdin, within
    // the budget once started.
    assert!(
        after_start < Duration::from_millis(4500),
        "took {after_start:?} once started"
    );
}

#[test]
fn a_server_that_stops_answering_is_one_finding_on_the_tool_that_hung() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let run = audit(
        &[
            "--json",
            "--quiet",
            "--timeout",
            "2",
            "--",
            &python,
            &server,
            "stall",
        ],
        &[],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    // b_lookup is never blamed for the hang a_export caused.
    assert_eq!(
        run.findings(),
        expected(&[
            ("a_export", "call-timed-out"),
            ("a_export", "calls-not-made")
        ]),
        "{}",
        run.stdout
    );
    let report = run.json();
    assert_eq!(report["summary"]["callsMade"], 1);
    assert!(
        report["summary"]["notMadeBecause"]
            .as_str()
            .unwrap()
            .contains("stopped answering"),
        "{}",
        run.stdout
    );
}

#[test]
fn progress_notifications_keep_a_working_call_alive_within_the_budget() {
    let (python, server) = (python(), server_file("raw_server.py"));
    // 4 s of work, progress every 0.5 s: past a 2 s timeout, as a host
    // that resets its timeout on progress would wait.
    let run = audit(
        &[
            "--json",
            "--quiet",
            "--timeout",
            "2",
            "--",
            &python,
            &server,
            "progress",
        ],
        &[],
    );
    assert_eq!(run.code, Some(0), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(run.findings(), expected(&[]), "{}", run.stdout);
    assert!(run.json()["summary"]["notMadeBecause"].is_null());
    // Progress forever never outlasts the budget.
    let (run, after_start) = audit_after_start(&[
        "--json",
        "--timeout",
        "1",
        "--budget",
        "4",
        "--",
        &python,
        &server,
        "progress-forever",
    ]);
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    let report = run.json();
    assert!(
        report["summary"]["notMadeBecause"]
            .as_str()
            .unwrap()
            .contains("--budget of 4.0 s ran out"),
        "{}",
        run.stdout
    );
    assert_eq!(report["summary"]["callsMade"], 0, "{}", run.stdout);
    // Four seconds of budget, closing included, once started.
    assert!(
        after_start < Duration::from_secs(5),
        "took {after_start:?} once started"
    );
}

#[test]
fn a_crashing_server_is_a_finding_and_the_audit_stops() {
    let (python, server) = (python(), server_file("careless_server.py"));
    let run = audit(
        &["--json", "--quiet", "--", &python, &server, "--crash"],
        &[],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(
        run.findings(),
        expected(&[
            ("get_user", "server-exited"),
            ("get_user", "calls-not-made")
        ]),
        "{}",
        run.stdout
    );
    let report = run.json();
    assert_eq!(report["summary"]["callsMade"], 1);
    assert!(
        report["summary"]["notMadeBecause"]
            .as_str()
            .unwrap()
            .contains("closed")
    );
    // The server's last words explain the crash.
    assert!(
        report["findings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|finding| finding["check"] == "server-exited")
            .unwrap()["evidence"]
            .as_str()
            .unwrap()
            .contains("simulated crash")
    );
}

#[test]
fn usage_errors_and_unreachable_servers_exit_2() {
    let python = python();
    for args in [
        &[][..],
        &["--url", "http://127.0.0.1:9/mcp", "--", "x"][..],
        &["--call", "t={", "--", "x"][..],
        &["--no-such-option", "--", "x"][..],
        &["--quiet", "--", "/no/such/server"][..],
        // A command that exits before initialize.
        &["--quiet", "--", &python, "-c", "pass"][..],
        // A command that never answers initialize.
        &[
            "--quiet",
            "--startup-timeout",
            "1",
            "--",
            &python,
            "-c",
            "import time; time.sleep(60)",
        ][..],
    ] {
        let run = audit(args, &[]);
        assert_eq!(
            run.code,
            Some(2),
            "{args:?}: {}\n{}",
            run.stdout,
            run.stderr
        );
        assert_eq!(run.stdout, "", "{args:?}");
        assert!(
            run.stderr.contains("toolerror-audit") || run.stderr.contains("Usage"),
            "{args:?}: {}",
            run.stderr
        );
        assert!(
            run.elapsed < Duration::from_secs(30),
            "{args:?} took {:?}",
            run.elapsed
        );
    }
    let port = free_port();
    let nobody = format!("http://127.0.0.1:{port}/mcp");
    let run = audit(&["--quiet", "--url", &nobody], &[]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
}

/// A fresh directory for one test's files.
fn tempdir(name: &str) -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("audit-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Interrupted (SIGINT, SIGTERM), the audit kills the server it started
/// (which runs in a process group of its own, so the signal doesn't reach
/// it) and exits 128 + the signal's number.
#[cfg(unix)]
#[test]
fn an_interrupted_audit_stops_its_server() {
    let (python, server) = (python(), server_file("raw_server.py"));
    for (signal, status) in [("INT", 130), ("TERM", 143)] {
        let dir = tempdir(&format!("signal-{signal}"));
        let pid_file = dir.join("server.pid");
        let mut audit = std::process::Command::new(env!("CARGO_BIN_EXE_toolerror-audit"))
            .args([
                "--quiet",
                "--timeout",
                "60",
                "--",
                &python,
                &server,
                "stall",
            ])
            .env("RAW_SERVER_PID_FILE", &pid_file)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let started = std::time::Instant::now();
        let pid = loop {
            if let Some(pid) = std::fs::read_to_string(&pid_file)
                .ok()
                .and_then(|text| text.trim().parse::<u32>().ok())
            {
                break pid;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "no server started"
            );
            std::thread::sleep(Duration::from_millis(50));
        };
        // Let the audit reach the call that hangs.
        std::thread::sleep(Duration::from_millis(700));
        let sent = std::process::Command::new("kill")
            .args([&format!("-{signal}"), &audit.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let waited = std::time::Instant::now();
        let exit = loop {
            if let Some(exit) = audit.try_wait().unwrap() {
                break exit;
            }
            if waited.elapsed() > Duration::from_secs(20) {
                let _ = audit.kill();
                panic!("SIG{signal}: the audit didn't exit");
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(&mut audit.stderr.take().unwrap(), &mut stderr).unwrap();
        assert_eq!(exit.code(), Some(status), "SIG{signal}: {stderr}");
        assert!(stderr.contains(&format!("SIG{signal}")), "{stderr}");
        // The server is gone (or a zombie init hasn't reaped yet).
        let gone = |pid: u32| {
            std::fs::read_to_string(format!("/proc/{pid}/stat")).map_or(true, |stat| {
                stat.split(") ")
                    .nth(1)
                    .is_some_and(|rest| rest.starts_with('Z'))
            })
        };
        let waited = std::time::Instant::now();
        while !gone(pid) && waited.elapsed() < Duration::from_secs(5) {
            std::thread::sleep(Duration::from_millis(50));
        }
        assert!(gone(pid), "SIG{signal}: the server {pid} still runs");
    }
}

/// `--tool` limits given calls too; `--tool` or `--call` naming a tool the
/// server doesn't list is a usage error that lists the server's tools.
#[test]
fn tool_and_call_name_listed_tools_and_tool_limits_given_calls() {
    let (python, server) = (python(), server_file("raw_server.py"));
    for args in [["--tool", "nope"], ["--call", "nope={}"]] {
        let mut line = vec!["--quiet"];
        line.extend_from_slice(&args);
        line.extend_from_slice(&["--", &python, &server, "normal"]);
        let run = audit(&line, &[]);
        assert_eq!(run.code, Some(2), "{args:?}: {}", run.stderr);
        assert!(
            run.stderr.contains("nope") && run.stderr.contains("its tools: a_export, b_lookup"),
            "{args:?}: {}",
            run.stderr
        );
        assert_eq!(run.stdout, "");
    }
    let run = audit(
        &[
            "--dry-run",
            "--json",
            "--tool",
            "a_export",
            "--call",
            "b_lookup={\"q\":\"x\"}",
            "--",
            &python,
            &server,
            "normal",
        ],
        &[],
    );
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let report = run.json();
    let planned = report["plannedCalls"].as_array().unwrap();
    assert!(!planned.is_empty());
    assert!(
        planned.iter().all(|call| call["tool"] == "a_export"),
        "{}",
        run.stdout
    );
}

/// A tool not annotated readOnlyHint: true may change things (MCP's
/// defaults): it gets only the calls that can't validly run.
#[test]
fn a_tool_that_may_change_things_gets_only_calls_that_cant_run() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let plan = |extra: &[&str]| {
        let mut line = vec!["--dry-run", "--json"];
        line.extend_from_slice(extra);
        line.extend_from_slice(&["--", &python, &server, "mutating"]);
        let run = audit(&line, &[]);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        run.json()
    };
    let probes = |report: &serde_json::Value, tool: &str| -> Vec<String> {
        report["plannedCalls"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|call| call["tool"] == tool)
            .map(|call| call["probe"].as_str().unwrap().to_owned())
            .collect()
    };
    let safe = plan(&[]);
    assert_eq!(
        probes(&safe, "b_lookup"),
        ["wrong-type", "missing-required"]
    );
    assert_eq!(probes(&safe, "a_export").len(), 4, "read-only: every call");
    let skipped = safe["summary"]["skipped"].as_array().unwrap();
    assert_eq!(skipped.len(), 1, "{skipped:?}");
    assert_eq!(skipped[0]["tool"], "b_lookup");
    assert!(
        skipped[0]["reason"]
            .as_str()
            .unwrap()
            .contains("readOnlyHint")
    );
    assert_eq!(
        safe["summary"]["unannotated"],
        serde_json::json!(["b_lookup"])
    );
    let all = plan(&["--include-destructive"]);
    assert_eq!(probes(&all, "b_lookup").len(), 4);
    // Without annotations at all, --assume-read-only makes them too.
    let assumed = plan(&["--assume-read-only"]);
    assert_eq!(probes(&assumed, "b_lookup").len(), 4);
    assert_eq!(assumed["summary"]["unannotated"], serde_json::json!([]));
}

/// Names the server chose can't write to the terminal: control characters
/// and line breaks are shown escaped, in the report and the progress.
#[test]
fn names_with_control_characters_are_shown_escaped() {
    let (python, server) = (python(), server_file("raw_server.py"));
    for extra in [&["--dry-run"][..], &["--fail-on", "never"][..]] {
        let mut line = extra.to_vec();
        line.extend_from_slice(&["--", &python, &server, "control-names"]);
        let run = audit(&line, &[]);
        assert_eq!(run.code, Some(0), "{}", run.stderr);
        for output in [&run.stdout, &run.stderr] {
            assert!(
                !output.contains(['\u{1b}', '\u{7}']),
                "{extra:?}: {output:?}"
            );
        }
        // The tool's name can't start a line of its own: a dry run has no
        // findings line, and progress lines start with the call's number.
        let faked = |output: &str| output.lines().any(|line| line.starts_with("No findings."));
        assert!(!faked(&run.stderr), "{}", run.stderr);
        if extra.contains(&"--dry-run") {
            assert!(!faked(&run.stdout), "{}", run.stdout);
        }
        assert!(
            run.stdout.contains("raw\\u{1b}[2J\\u{a}server"),
            "{}",
            run.stdout
        );
    }
}

/// An answer no client can read, and a success for a tool that doesn't
/// exist, are findings (the rest of the server answers well: nothing else).
#[test]
fn unreadable_answers_and_unknown_tools_that_succeed_are_findings() {
    let (python, server) = (python(), server_file("raw_server.py"));
    for (mode, want) in [
        ("unreadable", ("b_lookup", "unreadable-result")),
        (
            "unknown-ok",
            ("toolerror_audit_no_such_tool", "unknown-tool-succeeded"),
        ),
        ("normal", ("", "")),
    ] {
        let run = audit(&["--json", "--quiet", "--", &python, &server, mode], &[]);
        if want.0.is_empty() {
            assert_eq!(run.code, Some(0), "{mode}: {}", run.stdout);
            assert_eq!(run.findings(), expected(&[]), "{mode}");
        } else {
            assert_eq!(run.code, Some(1), "{mode}: {}\n{}", run.stdout, run.stderr);
            assert_eq!(run.findings(), expected(&[want]), "{mode}: {}", run.stdout);
        }
    }
}

/// A server whose `tools/list` pages never end is a clear error, at once.
#[test]
fn endless_tool_pages_are_an_error_not_a_spin() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let run = audit(&["--quiet", "--", &python, &server, "endless-pages"], &[]);
    assert_eq!(run.code, Some(2), "{}\n{}", run.stdout, run.stderr);
    assert!(run.stderr.contains("pages never end"), "{}", run.stderr);
    assert!(
        run.elapsed < Duration::from_secs(8),
        "took {:?}",
        run.elapsed
    );
}

/// The JSON report and the dry run's lead with `version`, and their
/// summaries have one shape.
#[test]
fn json_reports_lead_with_the_version_and_share_the_summary() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let run = audit(
        &["--json", "--quiet", "--", &python, &server, "normal"],
        &[],
    );
    let dry = audit(
        &["--json", "--dry-run", "--", &python, &server, "normal"],
        &[],
    );
    for output in [&run, &dry] {
        assert!(
            output
                .stdout
                .starts_with("{\"version\":2,\"server\":{\"name\":\"raw\""),
            "{}",
            output.stdout
        );
    }
    let keys = |report: serde_json::Value| -> Vec<String> {
        report["summary"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect()
    };
    assert_eq!(keys(run.json()), keys(dry.json()));
    assert_eq!(dry.json()["summary"]["callsMade"], 0);
}

/// Long non-ASCII strings (a schema default of 60 "€", a given call's
/// argument) are shortened in the report without splitting a character.
#[test]
fn long_non_ascii_arguments_are_reported_whole_characters() {
    let (python, server) = (python(), server_file("raw_server.py"));
    let given = format!("b_lookup={{\"q\":\"{}\"}}", "ü".repeat(100));
    for extra in [&["--dry-run"][..], &["--dry-run", "--json"][..]] {
        let mut line = extra.to_vec();
        line.extend_from_slice(&["--call", &given, "--", &python, &server, "euro"]);
        let run = audit(&line, &[]);
        assert_eq!(
            run.code,
            Some(0),
            "{extra:?}: {}\n{}",
            run.stdout,
            run.stderr
        );
        assert!(run.stdout.contains("(180 bytes)"), "{}", run.stdout);
        assert!(run.stdout.contains("(200 bytes)"), "{}", run.stdout);
    }
}

/// Failures reported as successes, on a server that annotates nothing:
/// "Database error: …" with isError false (found once the calls that
/// could run are made, --assume-read-only), "Deleted … successfully" and
/// "[]" for calls that must fail, "" for an argument of the wrong type;
/// prose that mentions an error mid-text is no finding.
#[test]
fn failures_reported_as_successes_are_found() {
    let (python, server) = (python(), server_file("quiet_failures_server.py"));
    // By default the query tool's revealing calls aren't made: the report
    // says so rather than a bare pass.
    let partial = audit(&["--quiet", "--tool", "query", "--", &python, &server], &[]);
    assert_eq!(
        partial.code,
        Some(0),
        "{}\n{}",
        partial.stdout,
        partial.stderr
    );
    assert!(
        partial.stdout.contains("\nNo findings.\n"),
        "{}",
        partial.stdout
    );
    assert!(
        partial.stdout.contains("run again with --assume-read-only")
            && partial
                .stdout
                .ends_with("Passes at --fail-on warning, with 1 tool only partly probed.\n"),
        "{}",
        partial.stdout
    );
    let run = audit(
        &[
            "--json",
            "--quiet",
            "--assume-read-only",
            "--call",
            "delete_entity={\"name\":\"nope\"}",
            "--call",
            "history={\"date\":\"not-a-date\"}",
            "--expect-failure",
            "--",
            &python,
            &server,
        ],
        &[],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(
        run.findings(),
        expected(&[
            ("query", "error-not-flagged"),
            ("delete_entity", "expected-failure-succeeded"),
            ("history", "failure-reported-as-empty"),
            ("lookup", "failure-reported-as-empty"),
        ]),
        "{}",
        run.stdout
    );
    let report = run.json();
    let query = common::finding(&report, "query", "error-not-flagged");
    assert_eq!(query["severity"], "error");
    assert!(
        query["evidence"]
            .as_str()
            .unwrap()
            .contains("Database error: "),
        "{query}"
    );
    assert_eq!(report["summary"]["unannotated"], serde_json::json!([]));
}

/// An https:// URL, the server's certificate signed by a test CA trusted
/// with `--ca-cert`: the same findings as over http://; without it, the
/// certificate is refused and the server can't be reached.
#[cfg(feature = "https")]
#[test]
fn over_https_with_a_trusted_certificate() {
    use std::process::{Command, Stdio};
    use std::time::Instant;
    let dir = tempdir("https");
    let port = free_port();
    let child = Command::new(python())
        .arg(server_file("careless_server.py"))
        .args(["--https", &port.to_string(), dir.to_str().unwrap()])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the careless server over HTTPS");
    let mut server = common::Server(child);
    let cert = dir.join("ca.pem");
    let started = Instant::now();
    while !cert.exists() || std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        if let Ok(Some(status)) = server.0.try_wait() {
            panic!("the careless HTTPS server exited at start: {status}");
        }
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "the careless HTTPS server didn't listen on {port} within a minute"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let url = format!("https://127.0.0.1:{port}/mcp");
    let run = audit(
        &[
            "--json",
            "--quiet",
            "--url",
            &url,
            "--header",
            "X-Audit-Key: careless",
            "--ca-cert",
            cert.to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(run.code, Some(1), "{}\n{}", run.stdout, run.stderr);
    assert_eq!(run.findings(), expected(PYTHON_HARM), "{}", run.stdout);
    assert_eq!(run.json()["server"]["target"], url.as_str());
    // Not trusted: the certificate is refused, status 2.
    let refused = audit(
        &[
            "--quiet",
            "--url",
            &url,
            "--header",
            "X-Audit-Key: careless",
        ],
        &[],
    );
    assert_eq!(
        refused.code,
        Some(2),
        "{}\n{}",
        refused.stdout,
        refused.stderr
    );
    assert!(
        refused.stderr.contains("can't reach the server"),
        "{}",
        refused.stderr
    );
    assert_eq!(refused.stdout, "");
}
