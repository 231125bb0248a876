//! The command line: clap's derive reads it, [`Args::into_options`] checks
//! what clap can't (one target, headers only with a URL, calls that parse).

use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, ValueEnum};
use serde_json::{Map, Value};

use crate::checks::Severity;
use crate::plan::{Expect, GivenCall};

/// Grade an MCP server's error handling, from its own tools.
///
/// Lists the server's tools, derives failing calls from each tool's
/// inputSchema (a wrong JSON type per argument, each required argument
/// missing, an unknown argument, an oversized string, an unknown tool),
/// makes them and the calls given with --call or --calls, and checks every
/// answer. Exit status: 0 when no finding reaches --fail-on, 1 when one
/// does, 2 on a usage error or a server that can't be reached, 130 or 143
/// when stopped by SIGINT or SIGTERM (the server is stopped too).
#[derive(Debug, Parser)]
#[command(
    name = "toolerror-audit",
    version,
    override_usage = "toolerror-audit [OPTIONS] -- COMMAND [ARGS]...\n       toolerror-audit [OPTIONS] --url URL [--header NAME:VALUE]...",
    after_help = "Example: toolerror-audit --call 'get_user={\"id\":\"nope\"}' --expect-failure -- python3 server.py"
)]
pub struct Args {
    /// A Streamable HTTP endpoint (http://host:port/mcp) instead of a
    /// command; plain HTTP only (no TLS is built in).
    #[arg(long, value_name = "URL")]
    url: Option<String>,

    /// An HTTP header sent with every request (with --url), e.g.
    /// 'Authorization: Bearer …'. Repeatable.
    #[arg(long = "header", value_name = "NAME:VALUE")]
    headers: Vec<String>,

    /// A call to make as given: TOOL={json arguments}, or TOOL alone for a
    /// call without arguments. Repeatable.
    #[arg(long = "call", value_name = "TOOL[=JSON]")]
    calls: Vec<String>,

    /// A file of calls: a JSON array, or one JSON object a line, each
    /// {"tool": …, "arguments": {…}, "expect": "error" | "any"}; lines
    /// starting with # are comments.
    #[arg(long = "calls", value_name = "FILE")]
    calls_file: Option<PathBuf>,

    /// The --call calls are expected to fail (a record that doesn't
    /// exist, another user's record): an empty success is a finding.
    #[arg(long)]
    expect_failure: bool,

    /// Call tools annotated destructiveHint: true too (skipped otherwise).
    #[arg(long)]
    include_destructive: bool,

    /// Audit only these tools (repeatable); the others are not called.
    #[arg(long = "tool", value_name = "NAME")]
    tools: Vec<String>,

    /// Connect and list the tools, print the calls it would make, make none.
    #[arg(long)]
    dry_run: bool,

    /// Print the report as JSON (schema version 1; see the README).
    #[arg(long)]
    json: bool,

    /// The lowest severity that makes the exit status 1.
    #[arg(long, value_enum, default_value_t = FailOn::Warning, value_name = "LEVEL")]
    fail_on: FailOn,

    /// Seconds one call (or connecting) may take before it counts as hung.
    #[arg(long, default_value_t = 10.0, value_name = "SECS")]
    timeout: f64,

    /// Seconds the whole audit may take; calls past it are not made.
    #[arg(long, default_value_t = 120.0, value_name = "SECS")]
    budget: f64,

    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,

    /// The server command and its arguments (after --).
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<String>,
}

/// The lowest severity that fails the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FailOn {
    /// Only errors.
    Error,
    /// Warnings and errors (the default).
    Warning,
    /// Any finding.
    Info,
    /// Never: the exit status is 0 whatever it finds.
    Never,
}

impl FailOn {
    /// Whether a finding of `severity` fails the run.
    pub fn fails(self, severity: Severity) -> bool {
        match self {
            FailOn::Error => severity >= Severity::Error,
            FailOn::Warning => severity >= Severity::Warning,
            FailOn::Info => true,
            FailOn::Never => false,
        }
    }

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            FailOn::Error => "error",
            FailOn::Warning => "warning",
            FailOn::Info => "info",
            FailOn::Never => "never",
        }
    }
}

/// What to connect to.
#[derive(Debug, Clone)]
pub enum Target {
    /// A command speaking MCP on its stdin and stdout.
    Command {
        /// The program.
        program: String,
        /// Its arguments.
        args: Vec<String>,
    },
    /// A Streamable HTTP endpoint.
    Url {
        /// The endpoint.
        url: String,
        /// Headers sent with every request.
        headers: Vec<(http::HeaderName, http::HeaderValue)>,
    },
}

impl Target {
    /// How the report names it: the command line, or the URL.
    pub fn describe(&self) -> String {
        match self {
            Target::Command { program, args } => std::iter::once(program.as_str())
                .chain(args.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join(" "),
            Target::Url { url, .. } => url.clone(),
        }
    }

    /// The transport's name in the report.
    pub fn transport(&self) -> &'static str {
        match self {
            Target::Command { .. } => "stdio",
            Target::Url { .. } => "streamable-http",
        }
    }
}

/// The checked options of a run.
#[derive(Debug, Clone)]
pub struct Options {
    /// What to connect to.
    pub target: Target,
    /// The calls given.
    pub given: Vec<GivenCall>,
    /// Call destructive tools too.
    pub include_destructive: bool,
    /// Only these tools (empty: all).
    pub tools: Vec<String>,
    /// Plan only.
    pub dry_run: bool,
    /// JSON output.
    pub json: bool,
    /// The lowest failing severity.
    pub fail_on: FailOn,
    /// Per call (and for connecting).
    pub timeout: Duration,
    /// For the whole audit.
    pub budget: Duration,
    /// No progress.
    pub quiet: bool,
}

impl Args {
    /// Checks what clap can't; the message says what to change.
    pub fn into_options(self) -> Result<Options, String> {
        let target = match (self.url, self.command.split_first()) {
            (Some(_), Some(_)) => {
                return Err("give either --url URL or -- COMMAND, not both".into());
            }
            (None, None) => {
                return Err(
                    "give the server to audit: -- COMMAND [ARGS]... (stdio) or --url URL (Streamable HTTP); see --help"
                        .into(),
                );
            }
            (Some(url), None) => {
                if url.starts_with("https://") {
                    // No TLS stack is built in: reqwest's TLS features
                    // would reach every crate of a workspace that builds
                    // the audit with the others (one reqwest, unified
                    // features), and a TLS provider chosen here would
                    // be theirs too.
                    return Err(format!(
                        "--url {url:?}: https:// needs TLS, which this build leaves out; audit the server's local http:// endpoint, or one a local proxy forwards"
                    ));
                }
                if !url.starts_with("http://") {
                    return Err(format!(
                        "--url {url:?} is not an http:// URL; give the server's endpoint, such as http://127.0.0.1:8000/mcp"
                    ));
                }
                let headers = self
                    .headers
                    .iter()
                    .map(|header| parse_header(header))
                    .collect::<Result<_, _>>()?;
                Target::Url { url, headers }
            }
            (None, Some((program, args))) => {
                if !self.headers.is_empty() {
                    return Err("--header goes with --url; a command gets no HTTP headers".into());
                }
                Target::Command {
                    program: program.clone(),
                    args: args.to_vec(),
                }
            }
        };
        let expect = if self.expect_failure {
            Expect::Failure
        } else {
            Expect::Any
        };
        let mut given = self
            .calls
            .iter()
            .map(|call| parse_call(call, expect))
            .collect::<Result<Vec<_>, _>>()?;
        if let Some(path) = &self.calls_file {
            let text = std::fs::read_to_string(path)
                .map_err(|error| format!("can't read --calls {}: {error}", path.display()))?;
            given.extend(
                parse_calls_file(&text)
                    .map_err(|error| format!("--calls {}: {error}", path.display()))?,
            );
        }
        let seconds = |name: &str, value: f64| {
            if value.is_finite() && value > 0.0 && value <= 86_400.0 {
                Ok(Duration::from_secs_f64(value))
            } else {
                Err(format!(
                    "--{name} must be a number of seconds above 0 and at most 86400, such as --{name} 30 (got {value})"
                ))
            }
        };
        Ok(Options {
            target,
            given,
            include_destructive: self.include_destructive,
            tools: self.tools,
            dry_run: self.dry_run,
            json: self.json,
            fail_on: self.fail_on,
            timeout: seconds("timeout", self.timeout)?,
            budget: seconds("budget", self.budget)?,
            quiet: self.quiet,
        })
    }
}

/// `Name: value` (or `Name:value`).
fn parse_header(header: &str) -> Result<(http::HeaderName, http::HeaderValue), String> {
    let (name, value) = header
        .split_once(':')
        .ok_or_else(|| format!("--header {header:?} must read NAME:VALUE"))?;
    let name = http::HeaderName::from_bytes(name.trim().as_bytes())
        .map_err(|_| format!("--header: {:?} is not a header name; write letters, digits and dashes, such as --header Authorization:VALUE", name.trim()))?;
    let value = http::HeaderValue::from_str(value.trim())
        .map_err(|_| format!("--header {name}: the value holds characters a header can't; write visible ASCII (encode anything else, as the server expects)"))?;
    Ok((name, value))
}

/// `tool={json object}`; `tool` alone for no arguments.
fn parse_call(call: &str, expect: Expect) -> Result<GivenCall, String> {
    let (tool, arguments) = match call.split_once('=') {
        Some((tool, json)) => {
            let value: Value = serde_json::from_str(json)
                .map_err(|error| format!("--call {tool}: the arguments are not JSON ({error}); write a JSON object, quoted for the shell, such as --call '{tool}={{\"id\": \"B-7\"}}'"))?;
            let Value::Object(arguments) = value else {
                return Err(format!(
                    "--call {tool}: the arguments must be a JSON object, such as --call '{tool}={{\"id\": \"B-7\"}}'"
                ));
            };
            (tool, arguments)
        }
        None => (call, Map::new()),
    };
    if tool.trim().is_empty() {
        return Err(format!("--call {call:?} names no tool: write TOOL={{…}}"));
    }
    Ok(GivenCall {
        tool: tool.trim().to_owned(),
        arguments,
        expect,
    })
}

/// A JSON array of calls, or one call a line (blank lines and `#`
/// comments skipped).
fn parse_calls_file(text: &str) -> Result<Vec<GivenCall>, String> {
    let is_comment = |line: &str| line.trim_start().starts_with('#');
    // Comment lines blanked, not removed: JSON errors keep their line numbers.
    let uncommented: String = text
        .lines()
        .map(|line| if is_comment(line) { "" } else { line })
        .collect::<Vec<_>>()
        .join("\n");
    let entries: Vec<Value> = if uncommented.trim_start().starts_with('[') {
        serde_json::from_str(&uncommented).map_err(|error| {
            format!(
                "not a JSON array of calls: {error} (at line {}: {})",
                error.line(),
                crate::text::quote(
                    uncommented
                        .lines()
                        .nth(error.line().saturating_sub(1))
                        .unwrap_or("")
                )
            )
        })?
    } else {
        uncommented
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.trim().is_empty())
            .map(|(index, line)| {
                serde_json::from_str(line).map_err(|error| {
                    format!(
                        "line {}: not a JSON object ({error}): {}; write one call a line, {{\"tool\": …, \"arguments\": {{…}}}}, or a JSON array of them",
                        index + 1,
                        crate::text::quote(line)
                    )
                })
            })
            .collect::<Result<_, _>>()?
    };
    entries
        .into_iter()
        .enumerate()
        .map(|(index, entry)| {
            let at = || format!("call {}", index + 1);
            let Value::Object(mut entry) = entry else {
                return Err(format!(
                    "{}: not a JSON object; write {{\"tool\": \"NAME\", \"arguments\": {{…}}, \"expect\": \"error\"}}",
                    at()
                ));
            };
            let Some(Value::String(tool)) = entry.remove("tool") else {
                return Err(format!("{}: \"tool\" must be the tool's name", at()));
            };
            let arguments = match entry.remove("arguments") {
                None | Some(Value::Null) => Map::new(),
                Some(Value::Object(arguments)) => arguments,
                Some(_) => return Err(format!("{}: \"arguments\" must be an object", at())),
            };
            let expect = match entry.remove("expect") {
                None => Expect::Any,
                Some(Value::String(word)) if word == "any" => Expect::Any,
                Some(Value::String(word)) if word == "error" || word == "failure" => {
                    Expect::Failure
                }
                Some(other) => {
                    return Err(format!(
                        "{}: \"expect\" is \"error\" or \"any\", not {other}",
                        at()
                    ));
                }
            };
            if let Some(key) = entry.keys().next() {
                return Err(format!(
                    "{}: unknown member {key:?}; a call has \"tool\", \"arguments\" and \"expect\"",
                    at()
                ));
            }
            Ok(GivenCall {
                tool,
                arguments,
                expect,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &[&str]) -> Result<Options, String> {
        let mut all = vec!["toolerror-audit"];
        all.extend_from_slice(line);
        Args::try_parse_from(all)
            .map_err(|error| error.to_string())?
            .into_options()
    }

    #[test]
    fn a_command_after_the_double_dash() {
        let options = args(&["--quiet", "--", "python3", "server.py", "--flag"]).unwrap();
        let Target::Command { program, args } = options.target else {
            panic!("a command");
        };
        assert_eq!(program, "python3");
        assert_eq!(args, ["server.py", "--flag"]);
        assert_eq!(options.fail_on, FailOn::Warning);
        assert_eq!(options.timeout, Duration::from_secs(10));
    }

    #[test]
    fn a_url_with_headers() {
        let options = args(&[
            "--url",
            "http://127.0.0.1:9/mcp",
            "--header",
            "Authorization: Bearer abc",
        ])
        .unwrap();
        let Target::Url { headers, .. } = options.target else {
            panic!("a URL");
        };
        assert_eq!(headers[0].0, "authorization");
        assert_eq!(headers[0].1, "Bearer abc");
    }

    #[test]
    fn usage_errors_say_what_to_change() {
        assert!(args(&[]).unwrap_err().contains("-- COMMAND"));
        assert!(
            args(&["--url", "http://x", "--", "cmd"])
                .unwrap_err()
                .contains("not both")
        );
        assert!(
            args(&["--header", "A: b", "--", "cmd"])
                .unwrap_err()
                .contains("--url")
        );
        assert!(args(&["--url", "ftp://x"]).unwrap_err().contains("http://"));
        assert!(
            args(&["--url", "https://x/mcp"])
                .unwrap_err()
                .contains("TLS")
        );
        assert!(
            args(&["--url", "http://x", "--header", "nocolon"])
                .unwrap_err()
                .contains("NAME:VALUE")
        );
        assert!(
            args(&["--call", "t={", "--", "c"])
                .unwrap_err()
                .contains("not JSON")
        );
        assert!(
            args(&["--call", "t=[1]", "--", "c"])
                .unwrap_err()
                .contains("JSON object")
        );
        assert!(
            args(&["--timeout", "0", "--", "c"])
                .unwrap_err()
                .contains("above 0")
        );
    }

    #[test]
    fn given_calls_carry_their_expectation() {
        let options = args(&[
            "--call",
            "get_user={\"id\":\"nope\"}",
            "--expect-failure",
            "--",
            "c",
        ])
        .unwrap();
        assert_eq!(options.given[0].tool, "get_user");
        assert_eq!(options.given[0].arguments["id"], "nope");
        assert_eq!(options.given[0].expect, Expect::Failure);
    }

    #[test]
    fn a_calls_file_as_lines_or_an_array() {
        let lines = "# lookups that must fail\n{\"tool\": \"a\", \"arguments\": {\"x\": 1}, \"expect\": \"error\"}\n\n{\"tool\": \"b\"}\n";
        let calls = parse_calls_file(lines).unwrap();
        assert_eq!(calls.len(), 2);
        assert_eq!(calls[0].expect, Expect::Failure);
        assert_eq!(calls[1].expect, Expect::Any);
        let array = parse_calls_file("[{\"tool\": \"a\"}]").unwrap();
        assert_eq!(array[0].tool, "a");
        assert!(
            parse_calls_file("{\"tool\": \"a\", \"typo\": 1}")
                .unwrap_err()
                .contains("typo")
        );
        assert!(parse_calls_file("{\"tool\": \"a\", \"expect\": \"never\"}").is_err());
        // Comments in an array too; errors say where and what.
        let commented =
            parse_calls_file("# lookups\n[\n# the first\n{\"tool\": \"a\"}\n]").unwrap();
        assert_eq!(commented[0].tool, "a");
        let wrong = parse_calls_file("{\"tool\": \"a\"}\nget_user nope\n").unwrap_err();
        assert!(wrong.starts_with("line 2: not a JSON object"), "{wrong}");
        assert!(wrong.contains("get_user nope"), "{wrong}");
        let wrong = parse_calls_file("[\n{\"tool\": \"a\"},\n{tool: b}\n]").unwrap_err();
        assert!(wrong.contains("at line 3"), "{wrong}");
    }
}
