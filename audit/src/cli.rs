//! The command line: clap's derive reads it, [`Args::into_options`] checks
//! what clap can't (one target, headers only with a URL, calls that parse).

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use clap::builder::TypedValueParser as _;
use clap::{Parser, ValueEnum};
use serde_json::{Map, Value};

use crate::baseline::{Baseline, BaselineError};
use crate::checks::{Profile, Severity};
use crate::hosts::Host;
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
    /// A Streamable HTTP endpoint (http:// or https://host:port/mcp)
    /// instead of a command; https:// needs the `https` feature (on by
    /// default).
    #[arg(long, value_name = "URL")]
    url: Option<String>,

    /// With an https:// --url: trust the certificates in FILE (PEM) as
    /// well as the system's, for a server whose certificate a private CA
    /// signed, or a self-signed one.
    #[arg(long, value_name = "FILE")]
    ca_cert: Option<PathBuf>,

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
    /// exist, another user's record): any answer but a failure is a
    /// finding.
    #[arg(long)]
    expect_failure: bool,

    /// Call tools annotated destructiveHint: true too (skipped otherwise).
    #[arg(long)]
    include_destructive: bool,

    /// Treat tools without a readOnlyHint annotation as read-only: their
    /// calls that could run (an unknown argument, an oversized string,
    /// lookups of what doesn't exist) are made too. For servers that annotate nothing, when you know their tools
    /// change nothing (or run on a copy).
    #[arg(long)]
    assume_read_only: bool,

    /// The rules reported: harm (what misleads or harms an agent, the
    /// default), or toolerror (those, and toolerror's own conventions: an
    /// errorCategory and isRetryable in every error, a next step in every
    /// text, no reserved JSON-RPC code).
    #[arg(long, value_enum, default_value_t = ProfileArg::Harm, value_name = "PROFILE")]
    profile: ProfileArg,

    /// Audit only these tools (repeatable); the others are not called.
    #[arg(long = "tool", value_name = "NAME")]
    tools: Vec<String>,

    /// Connect and list the tools, print the calls it would make, make none.
    #[arg(long)]
    dry_run: bool,

    /// The report's format: text, json (schema version 2; see the
    /// README) or sarif (SARIF 2.1.0, for GitHub code scanning).
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with = "json")]
    format: Option<FormatArg>,

    /// Print the report as JSON: short for --format json.
    #[arg(long)]
    json: bool,

    /// With --format sarif: the file, relative to the repository's root,
    /// that every result points at (GitHub code scanning needs one).
    /// Default: the first word of the server command naming a relative
    /// file that exists (server.py in `python3 server.py`), else the
    /// program's name; with --url it must be given.
    #[arg(long, value_name = "PATH")]
    sarif_artifact: Option<String>,

    /// A file of accepted findings (check and tool pairs, written by
    /// --write-baseline): they don't fail the run; a finding not in it
    /// does, and so does an entry no longer found (stale).
    #[arg(long, value_name = "FILE")]
    baseline: Option<PathBuf>,

    /// Write the findings to FILE as a baseline of accepted findings
    /// (notes of a --baseline kept), and pass.
    #[arg(long, value_name = "FILE")]
    write_baseline: Option<PathBuf>,

    /// The lowest severity that makes the exit status 1.
    #[arg(long, value_enum, default_value_t = FailOn::Warning, value_name = "LEVEL")]
    fail_on: FailOn,

    /// Seconds one call may take before it counts as hung, counted again
    /// from each progress notification the server sends for it (the
    /// default is what MCP hosts wait: the TypeScript SDK's default
    /// request timeout, which it also resets on progress).
    #[arg(long, default_value_t = 60.0, value_name = "SECS")]
    timeout: f64,

    /// Seconds the server may take to start: to connect, answer
    /// initialize and list its tools (a server that starts slowly, or a
    /// loaded machine, isn't a finding).
    #[arg(long, default_value_t = 60.0, value_name = "SECS")]
    startup_timeout: f64,

    /// Seconds the calls and closing may take, counted from when the tools
    /// are listed; calls past it are not made.
    #[arg(long, default_value_t = 120.0, value_name = "SECS")]
    budget: f64,

    /// Under each finding, the document this agent host hands its model
    /// for the answer, and how an agent reads it (repeatable, or `all`).
    /// Each host's rule is what the host matrix recorded from the real
    /// host.
    #[arg(long = "show-as", value_name = "HOST", value_parser = show_as_parser())]
    show_as: Vec<ShowAs>,

    /// No progress on stderr.
    #[arg(long, short)]
    quiet: bool,

    /// The server command and its arguments (after --).
    #[arg(last = true, value_name = "COMMAND")]
    command: Vec<String>,
}

/// `--profile`'s values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ProfileArg {
    /// What misleads or harms an agent.
    Harm,
    /// Those, and toolerror's own conventions.
    Toolerror,
}

/// `--format`'s values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum FormatArg {
    /// The readable report.
    Text,
    /// The JSON report, schema version 2.
    Json,
    /// SARIF 2.1.0, for GitHub code scanning.
    Sarif,
}

/// How the report is printed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Format {
    /// The readable report.
    Text,
    /// The JSON report (schema version 2).
    Json,
    /// SARIF 2.1.0.
    Sarif {
        /// The repository-relative file every result points at.
        artifact: String,
    },
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
        /// Certificates to trust besides the system's (`--ca-cert`), PEM;
        /// empty for none.
        ca_certs: Vec<u8>,
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
    /// Treat tools without a `readOnlyHint` annotation as read-only.
    pub assume_read_only: bool,
    /// The rules reported.
    pub profile: Profile,
    /// Only these tools (empty: all).
    pub tools: Vec<String>,
    /// Plan only.
    pub dry_run: bool,
    /// How the report is printed.
    pub format: Format,
    /// The accepted findings, read from `--baseline`.
    pub baseline: Option<Baseline>,
    /// Where `--write-baseline` writes the findings.
    pub write_baseline: Option<PathBuf>,
    /// The lowest failing severity.
    pub fail_on: FailOn,
    /// Per call.
    pub timeout: Duration,
    /// For starting the server: connecting, `initialize` and `tools/list`.
    pub startup_timeout: Duration,
    /// For the calls and closing, from when the tools are listed.
    pub budget: Duration,
    /// No progress.
    pub quiet: bool,
    /// The hosts whose view of each finding the report shows.
    pub show_as: Vec<Host>,
}

/// One `--show-as` value: a host, or all of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ShowAs {
    One(Host),
    All,
}

/// `--show-as`'s values, `all` and every host's name: clap lists them in
/// the help and in the error for any other.
fn show_as_parser() -> impl clap::builder::TypedValueParser<Value = ShowAs> {
    let names = std::iter::once("all").chain(Host::ALL.iter().map(|host| host.name()));
    clap::builder::PossibleValuesParser::new(names)
        .map(|name: String| Host::named(&name).map_or(ShowAs::All, ShowAs::One))
}

impl Args {
    /// Checks what clap can't; the error says what to change.
    pub fn into_options(self) -> Result<Options, UsageError> {
        let target = match (self.url, self.command.split_first()) {
            (Some(_), Some(_)) => return Err(UsageError::TwoTargets),
            (None, None) => return Err(UsageError::NoTarget),
            (Some(url), None) => {
                let https = url.starts_with("https://");
                if https && !cfg!(feature = "https") {
                    // Built without the `https` feature: no TLS stack.
                    return Err(UsageError::Https { url });
                }
                if !https && !url.starts_with("http://") {
                    return Err(UsageError::NotHttp { url });
                }
                let ca_certs = match &self.ca_cert {
                    Some(_) if !https => return Err(UsageError::CaCertWithoutHttps),
                    Some(path) => read_ca_certs(path)?,
                    None => Vec::new(),
                };
                let headers = self
                    .headers
                    .iter()
                    .map(|header| parse_header(header))
                    .collect::<Result<_, _>>()
                    .map_err(UsageError::Header)?;
                Target::Url {
                    url,
                    headers,
                    ca_certs,
                }
            }
            (None, Some((program, args))) => {
                if !self.headers.is_empty() {
                    return Err(UsageError::HeaderWithoutUrl);
                }
                if self.ca_cert.is_some() {
                    return Err(UsageError::CaCertWithoutHttps);
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
            .collect::<Result<Vec<_>, _>>()
            .map_err(UsageError::Call)?;
        if let Some(path) = self.calls_file {
            let text = match std::fs::read_to_string(&path) {
                Ok(text) => text,
                Err(error) => return Err(UsageError::CallsFileUnreadable { path, error }),
            };
            match parse_calls_file(&text) {
                Ok(calls) => given.extend(calls),
                Err(error) => return Err(UsageError::CallsFile { path, error }),
            }
        }
        let format = match (self.format, self.json) {
            (Some(FormatArg::Sarif), _) => Format::Sarif {
                artifact: match self.sarif_artifact {
                    Some(path) => artifact_path(&path)?,
                    None => default_artifact(&target)?,
                },
            },
            (_, _) if self.sarif_artifact.is_some() => {
                return Err(UsageError::ArtifactWithoutSarif);
            }
            (Some(FormatArg::Json), _) | (None, true) => Format::Json,
            (Some(FormatArg::Text), _) | (None, false) => Format::Text,
        };
        if self.write_baseline.is_some() && self.dry_run {
            return Err(UsageError::WriteBaselineDryRun);
        }
        let baseline = match self.baseline {
            Some(path) => Some(Baseline::read(&path).map_err(UsageError::Baseline)?),
            None => None,
        };
        Ok(Options {
            target,
            given,
            include_destructive: self.include_destructive,
            assume_read_only: self.assume_read_only,
            profile: match self.profile {
                ProfileArg::Harm => Profile::Harm,
                ProfileArg::Toolerror => Profile::Toolerror,
            },
            tools: self.tools,
            dry_run: self.dry_run,
            format,
            baseline,
            write_baseline: self.write_baseline,
            fail_on: self.fail_on,
            timeout: seconds("timeout", self.timeout)?,
            startup_timeout: seconds("startup-timeout", self.startup_timeout)?,
            budget: seconds("budget", self.budget)?,
            quiet: self.quiet,
            show_as: hosts_shown(&self.show_as),
        })
    }
}

/// The hosts `--show-as` names, each once, in the order of [`Host::ALL`].
fn hosts_shown(values: &[ShowAs]) -> Vec<Host> {
    Host::ALL
        .into_iter()
        .filter(|host| {
            values
                .iter()
                .any(|value| matches!(value, ShowAs::All) || *value == ShowAs::One(*host))
        })
        .collect()
}

/// The file SARIF results point at when `--sarif-artifact` isn't given:
/// the first word of the command that names a relative file that exists
/// (`server.py` in `python3 server.py`), else the program's name. A URL
/// names no file: the option is required.
fn default_artifact(target: &Target) -> Result<String, UsageError> {
    let Target::Command { program, args } = target else {
        return Err(UsageError::ArtifactForUrl);
    };
    let file = std::iter::once(program).chain(args).find(|word| {
        let path = std::path::Path::new(word.as_str());
        path.is_relative() && !word.starts_with('-') && path.is_file()
    });
    match file {
        Some(file) => artifact_path(file),
        None => {
            let name = std::path::Path::new(program)
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_else(|| program.clone());
            artifact_path(&name)
        }
    }
}

/// A repository-relative path as SARIF writes it: `/` between its parts,
/// no leading `./`; an absolute path, or one that climbs out with `..`,
/// is refused (GitHub code scanning places results in the repository).
fn artifact_path(path: &str) -> Result<String, UsageError> {
    let slashed = path.replace('\\', "/");
    let trimmed = slashed.trim_start_matches("./");
    let parts: Vec<&str> = trimmed
        .split('/')
        .filter(|part| !part.is_empty() && *part != ".")
        .collect();
    if std::path::Path::new(path).is_absolute()
        || slashed.starts_with('/')
        || parts.is_empty()
        || parts.contains(&"..")
        || trimmed.contains(':')
    {
        return Err(UsageError::ArtifactPath {
            path: path.to_owned(),
        });
    }
    Ok(parts.join("/"))
}

/// The certificates of a `--ca-cert` file, checked: PEM, at least one.
fn read_ca_certs(path: &std::path::Path) -> Result<Vec<u8>, UsageError> {
    let problem = |reason: String| UsageError::CaCert {
        path: path.to_owned(),
        reason,
    };
    let pem = std::fs::read(path).map_err(|error| problem(error.to_string()))?;
    if !String::from_utf8_lossy(&pem).contains("-----BEGIN CERTIFICATE-----") {
        return Err(problem(
            "it holds no PEM certificate (-----BEGIN CERTIFICATE-----)".to_owned(),
        ));
    }
    #[cfg(feature = "https")]
    reqwest::Certificate::from_pem_bundle(&pem).map_err(|error| problem(error.to_string()))?;
    Ok(pem)
}

/// A number of seconds given as `--{option}`: above 0, at most a day.
fn seconds(option: &'static str, value: f64) -> Result<Duration, UsageError> {
    if value.is_finite() && value > 0.0 && value <= 86_400.0 {
        Ok(Duration::from_secs_f64(value))
    } else {
        Err(UsageError::Seconds { option, value })
    }
}

/// A command line clap accepts but the audit can't run; its text says
/// what to write instead.
#[derive(Debug)]
pub enum UsageError {
    /// Both `--url` and a command.
    TwoTargets,
    /// Neither `--url` nor a command.
    NoTarget,
    /// An `https://` URL: this build has no TLS.
    Https {
        /// The URL given.
        url: String,
    },
    /// `--ca-cert` without an `https://` URL.
    CaCertWithoutHttps,
    /// A `--ca-cert` file that can't be read or holds no certificate.
    CaCert {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
    /// A URL that isn't `http://` or `https://`.
    NotHttp {
        /// The URL given.
        url: String,
    },
    /// `--header` with a command.
    HeaderWithoutUrl,
    /// A `--header` that doesn't parse.
    Header(HeaderError),
    /// A `--call` that doesn't parse.
    Call(CallError),
    /// A `--calls` file that can't be read.
    CallsFileUnreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        error: std::io::Error,
    },
    /// A `--calls` file whose content doesn't parse.
    CallsFile {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where.
        error: CallsFileError,
    },
    /// `--sarif-artifact` without `--format sarif`.
    ArtifactWithoutSarif,
    /// `--format sarif` with `--url` and no `--sarif-artifact`.
    ArtifactForUrl,
    /// A `--sarif-artifact` that isn't a relative path in the repository.
    ArtifactPath {
        /// The path given.
        path: String,
    },
    /// `--write-baseline` with `--dry-run`.
    WriteBaselineDryRun,
    /// A `--baseline` file that can't be read or doesn't parse.
    Baseline(BaselineError),
    /// A number of seconds out of range.
    Seconds {
        /// The option, without its dashes.
        option: &'static str,
        /// The number given.
        value: f64,
    },
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UsageError::TwoTargets => f.write_str("give either --url URL or -- COMMAND, not both"),
            UsageError::NoTarget => f.write_str(
                "give the server to audit: -- COMMAND [ARGS]... (stdio) or --url URL (Streamable HTTP); see --help",
            ),
            UsageError::Https { url } => write!(
                f,
                "--url {url:?}: https:// needs TLS, which this build leaves out (built without the `https` feature); build it with the feature, or audit the server's local http:// endpoint, or one a local proxy forwards"
            ),
            UsageError::CaCertWithoutHttps => {
                f.write_str("--ca-cert goes with an https:// --url: it names the certificates to trust")
            }
            UsageError::CaCert { path, reason } => write!(
                f,
                "--ca-cert {}: {reason}; give a PEM file of the certificate that signed the server's (or the server's own, self-signed)",
                path.display()
            ),
            UsageError::NotHttp { url } => write!(
                f,
                "--url {url:?} is not an http:// or https:// URL; give the server's endpoint, such as http://127.0.0.1:8000/mcp"
            ),
            UsageError::HeaderWithoutUrl => {
                f.write_str("--header goes with --url; a command gets no HTTP headers")
            }
            UsageError::Header(error) => error.fmt(f),
            UsageError::Call(error) => error.fmt(f),
            UsageError::CallsFileUnreadable { path, error } => {
                write!(f, "can't read --calls {}: {error}", path.display())
            }
            UsageError::CallsFile { path, error } => {
                write!(f, "--calls {}: {error}", path.display())
            }
            UsageError::ArtifactWithoutSarif => f.write_str(
                "--sarif-artifact goes with --format sarif: it names the file SARIF results point at",
            ),
            UsageError::ArtifactForUrl => f.write_str(
                "--format sarif with --url needs --sarif-artifact PATH: the file, relative to the repository's root, that the results point at (the server's source or its configuration)",
            ),
            UsageError::ArtifactPath { path } => write!(
                f,
                "--sarif-artifact {path:?} must be a path relative to the repository's root, such as src/server.py (GitHub code scanning places results in the repository)"
            ),
            UsageError::WriteBaselineDryRun => f.write_str(
                "--write-baseline needs the calls made: drop --dry-run",
            ),
            UsageError::Baseline(error) => error.fmt(f),
            UsageError::Seconds { option, value } => write!(
                f,
                "--{option} must be a number of seconds above 0 and at most 86400, such as --{option} 30 (got {value})"
            ),
        }
    }
}

impl std::error::Error for UsageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            UsageError::Header(error) => Some(error),
            UsageError::Call(error) => Some(error),
            UsageError::CallsFileUnreadable { error, .. } => Some(error),
            UsageError::CallsFile { error, .. } => Some(error),
            UsageError::Baseline(error) => Some(error),
            _ => None,
        }
    }
}

/// A `--header` that isn't `NAME:VALUE`.
#[derive(Debug)]
pub enum HeaderError {
    /// No colon.
    NoColon {
        /// The header given.
        header: String,
    },
    /// The name isn't a header name.
    Name {
        /// The name given, trimmed.
        name: String,
    },
    /// The value holds characters a header can't.
    Value {
        /// The header's name.
        name: http::HeaderName,
    },
}

impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderError::NoColon { header } => {
                write!(f, "--header {header:?} must read NAME:VALUE")
            }
            HeaderError::Name { name } => write!(
                f,
                "--header: {name:?} is not a header name; write letters, digits and dashes, such as --header Authorization:VALUE"
            ),
            HeaderError::Value { name } => write!(
                f,
                "--header {name}: the value holds characters a header can't; write visible ASCII (encode anything else, as the server expects)"
            ),
        }
    }
}

impl std::error::Error for HeaderError {}

/// A `--call` that isn't `TOOL={json object}` or `TOOL`.
#[derive(Debug)]
pub enum CallError {
    /// The arguments aren't JSON.
    NotJson {
        /// The tool named.
        tool: String,
        /// What the JSON parser said.
        error: serde_json::Error,
    },
    /// The arguments are JSON, but not an object.
    NotObject {
        /// The tool named.
        tool: String,
    },
    /// No tool before the `=`.
    NoTool {
        /// The call given.
        call: String,
    },
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallError::NotJson { tool, error } => write!(
                f,
                "--call {tool}: the arguments are not JSON ({error}); write a JSON object, quoted for the shell, such as --call '{tool}={{\"id\": \"B-7\"}}'"
            ),
            CallError::NotObject { tool } => write!(
                f,
                "--call {tool}: the arguments must be a JSON object, such as --call '{tool}={{\"id\": \"B-7\"}}'"
            ),
            CallError::NoTool { call } => {
                write!(f, "--call {call:?} names no tool: write TOOL={{…}}")
            }
        }
    }
}

impl std::error::Error for CallError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CallError::NotJson { error, .. } => Some(error),
            _ => None,
        }
    }
}

/// What is wrong in a `--calls` file, and where.
#[derive(Debug)]
pub enum CallsFileError {
    /// A file opening with `[` that isn't a JSON array.
    NotArray {
        /// What the JSON parser said (its line is the file's).
        error: serde_json::Error,
        /// That line, quoted.
        line: String,
    },
    /// A line that isn't a JSON object.
    NotObjectLine {
        /// Its number, from 1.
        number: usize,
        /// What the JSON parser said.
        error: serde_json::Error,
        /// The line, quoted.
        line: String,
    },
    /// A call, JSON, that isn't a call.
    Entry {
        /// Its number, from 1.
        number: usize,
        /// What is wrong with it.
        problem: EntryProblem,
    },
}

/// What is wrong with one call of a `--calls` file.
#[derive(Debug)]
pub enum EntryProblem {
    /// It isn't a JSON object.
    NotObject,
    /// `tool` is missing or not a string.
    Tool,
    /// `arguments` isn't an object.
    Arguments,
    /// `expect` is neither `"error"` nor `"any"`.
    Expect(Value),
    /// A member a call doesn't have.
    UnknownMember(String),
}

impl fmt::Display for CallsFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallsFileError::NotArray { error, line } => write!(
                f,
                "not a JSON array of calls: {error} (at line {}: {line})",
                error.line()
            ),
            CallsFileError::NotObjectLine {
                number,
                error,
                line,
            } => write!(
                f,
                "line {number}: not a JSON object ({error}): {line}; write one call a line, {{\"tool\": …, \"arguments\": {{…}}}}, or a JSON array of them"
            ),
            CallsFileError::Entry { number, problem } => {
                write!(f, "call {number}: ")?;
                match problem {
                    EntryProblem::NotObject => f.write_str(
                        "not a JSON object; write {\"tool\": \"NAME\", \"arguments\": {…}, \"expect\": \"error\"}",
                    ),
                    EntryProblem::Tool => f.write_str("\"tool\" must be the tool's name"),
                    EntryProblem::Arguments => f.write_str("\"arguments\" must be an object"),
                    EntryProblem::Expect(other) => {
                        write!(f, "\"expect\" is \"error\" or \"any\", not {other}")
                    }
                    EntryProblem::UnknownMember(key) => write!(
                        f,
                        "unknown member {key:?}; a call has \"tool\", \"arguments\" and \"expect\""
                    ),
                }
            }
        }
    }
}

impl std::error::Error for CallsFileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CallsFileError::NotArray { error, .. }
            | CallsFileError::NotObjectLine { error, .. } => Some(error),
            CallsFileError::Entry { .. } => None,
        }
    }
}

/// `Name: value` (or `Name:value`).
fn parse_header(header: &str) -> Result<(http::HeaderName, http::HeaderValue), HeaderError> {
    let (name, value) = header.split_once(':').ok_or_else(|| HeaderError::NoColon {
        header: header.to_owned(),
    })?;
    let name =
        http::HeaderName::from_bytes(name.trim().as_bytes()).map_err(|_| HeaderError::Name {
            name: name.trim().to_owned(),
        })?;
    let value = http::HeaderValue::from_str(value.trim())
        .map_err(|_| HeaderError::Value { name: name.clone() })?;
    Ok((name, value))
}

/// `tool={json object}`; `tool` alone for no arguments.
fn parse_call(call: &str, expect: Expect) -> Result<GivenCall, CallError> {
    let (tool, arguments) = match call.split_once('=') {
        Some((tool, json)) => {
            let value: Value = serde_json::from_str(json).map_err(|error| CallError::NotJson {
                tool: tool.to_owned(),
                error,
            })?;
            let Value::Object(arguments) = value else {
                return Err(CallError::NotObject {
                    tool: tool.to_owned(),
                });
            };
            (tool, arguments)
        }
        None => (call, Map::new()),
    };
    if tool.trim().is_empty() {
        return Err(CallError::NoTool {
            call: call.to_owned(),
        });
    }
    Ok(GivenCall {
        tool: tool.trim().to_owned(),
        arguments,
        expect,
    })
}

/// A JSON array of calls, or one call a line (blank lines and `#`
/// comments skipped).
fn parse_calls_file(text: &str) -> Result<Vec<GivenCall>, CallsFileError> {
    let is_comment = |line: &str| line.trim_start().starts_with('#');
    // Comment lines blanked, not removed: JSON errors keep their line numbers.
    let uncommented: String = text
        .lines()
        .map(|line| if is_comment(line) { "" } else { line })
        .collect::<Vec<_>>()
        .join("\n");
    let entries: Vec<Value> = if uncommented.trim_start().starts_with('[') {
        serde_json::from_str(&uncommented).map_err(|error| CallsFileError::NotArray {
            line: crate::text::quote(
                uncommented
                    .lines()
                    .nth(error.line().saturating_sub(1))
                    .unwrap_or(""),
            ),
            error,
        })?
    } else {
        uncommented
            .lines()
            .enumerate()
            .filter(|(_, line)| !line.trim().is_empty())
            .map(|(index, line)| {
                serde_json::from_str(line).map_err(|error| CallsFileError::NotObjectLine {
                    number: index + 1,
                    error,
                    line: crate::text::quote(line),
                })
            })
            .collect::<Result<_, _>>()?
    };
    entries
        .into_iter()
        .enumerate()
        .map(|(index, entry)| {
            parse_entry(entry).map_err(|problem| CallsFileError::Entry {
                number: index + 1,
                problem,
            })
        })
        .collect()
}

/// One call of a `--calls` file.
fn parse_entry(entry: Value) -> Result<GivenCall, EntryProblem> {
    let Value::Object(mut entry) = entry else {
        return Err(EntryProblem::NotObject);
    };
    let Some(Value::String(tool)) = entry.remove("tool") else {
        return Err(EntryProblem::Tool);
    };
    let arguments = match entry.remove("arguments") {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(arguments)) => arguments,
        Some(_) => return Err(EntryProblem::Arguments),
    };
    let expect = match entry.remove("expect") {
        None => Expect::Any,
        Some(Value::String(word)) if word == "any" => Expect::Any,
        Some(Value::String(word)) if word == "error" || word == "failure" => Expect::Failure,
        Some(other) => return Err(EntryProblem::Expect(other)),
    };
    if let Some(key) = entry.keys().next() {
        return Err(EntryProblem::UnknownMember(key.clone()));
    }
    Ok(GivenCall {
        tool,
        arguments,
        expect,
    })
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
            .map_err(|error| error.to_string())
    }

    #[test]
    fn show_as_names_hosts_once_each_in_order() {
        let options = args(&[
            "--show-as",
            "codex",
            "--show-as",
            "claude-code",
            "--show-as",
            "codex",
            "--",
            "s",
        ])
        .unwrap();
        assert_eq!(options.show_as, [Host::ClaudeCode, Host::Codex]);
        let all = args(&["--show-as", "all", "--show-as", "fastmcp", "--", "s"]).unwrap();
        assert_eq!(all.show_as, Host::ALL);
        assert!(args(&["--", "s"]).unwrap().show_as.is_empty());
        let error = args(&["--show-as", "cursor", "--", "s"]).unwrap_err();
        assert!(
            error.contains("[possible values: all, claude-code, codex, gemini-cli"),
            "{error}"
        );
        assert!(error.contains("autogen-tools, anthropic]"), "{error}");
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
        assert_eq!(options.timeout, Duration::from_secs(60));
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
        if cfg!(feature = "https") {
            assert!(args(&["--url", "https://x/mcp"]).is_ok());
            assert!(
                args(&["--ca-cert", "/no/such/c.pem", "--url", "https://x/mcp"])
                    .unwrap_err()
                    .starts_with("--ca-cert /no/such/c.pem: ")
            );
        } else {
            assert!(
                args(&["--url", "https://x/mcp"])
                    .unwrap_err()
                    .contains("TLS")
            );
        }
        assert!(
            args(&["--ca-cert", "c.pem", "--url", "http://x/mcp"])
                .unwrap_err()
                .contains("https://")
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
                .to_string()
                .contains("typo")
        );
        assert!(parse_calls_file("{\"tool\": \"a\", \"expect\": \"never\"}").is_err());
        // Comments in an array too; errors say where and what.
        let commented =
            parse_calls_file("# lookups\n[\n# the first\n{\"tool\": \"a\"}\n]").unwrap();
        assert_eq!(commented[0].tool, "a");
        let wrong = parse_calls_file("{\"tool\": \"a\"}\nget_user nope\n")
            .unwrap_err()
            .to_string();
        assert!(wrong.starts_with("line 2: not a JSON object"), "{wrong}");
        assert!(wrong.contains("get_user nope"), "{wrong}");
        let wrong = parse_calls_file("[\n{\"tool\": \"a\"},\n{tool: b}\n]")
            .unwrap_err()
            .to_string();
        assert!(wrong.contains("at line 3"), "{wrong}");
    }
}
