//! `toolerror-audit`: grades how an MCP server's failures look to an agent.
//!
//! It connects to a server (a command over stdio, or a Streamable HTTP
//! URL), lists its tools, derives failing calls from each tool's
//! `inputSchema` (a wrong JSON type per argument, each required argument
//! missing, an unknown argument, an oversized string, an unknown tool),
//! makes them and the calls it is given, and checks every answer against
//! the rules in [`checks`]. See `README.md` beside this crate for the
//! checks, the JSON report and the exit codes.
//!
//! The binary parses its command line into [`cli::Options`], calls
//! [`run()`], prints the [`Outcome`] or the [`Error`], and exits with the
//! [`Exit`] status [`Exit::of`] decides. [`audit()`] is the same pipeline
//! without the runtime and the signals, for a caller that has both.
//!
//! The pieces, in the order a run takes them:
//!
//! - [`cli`]: the command line, checked into [`cli::Options`];
//! - [`connect`]: the connection (rmcp's client) and its answers,
//!   [`answer::Answer`];
//! - [`plan`]: the calls, derived and given;
//! - [`checks`]: one module per rule, the table of rules defined once;
//! - [`hosts`]: what each agent host of the host matrix hands its model
//!   for an answer (`--show-as`);
//! - [`report`]: findings, one per rule and server with its tools, as text or JSON (schema v2);
//! - [`sarif`]: the report as SARIF 2.1.0, for GitHub code scanning;
//! - [`baseline`]: accepted findings, and what a run makes of them;
//! - [`run`](mod@run): the run itself, within its timeouts and budget;
//! - [`exit`]: how it ended, as an error and an exit status.

pub mod answer;
pub mod baseline;
pub mod checks;
pub mod cli;
pub mod connect;
pub mod exit;
pub mod hosts;
pub mod plan;
pub mod report;
pub mod run;
pub mod sarif;
pub mod text;

pub use exit::{Error, Exit, Signal};
pub use run::{Outcome, audit, run};
