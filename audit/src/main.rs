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
//! The pieces, in the order a run takes them:
//!
//! - [`cli`]: the command line, checked into [`cli::Options`];
//! - [`connect`]: the connection (rmcp's client) and its answers,
//!   [`answer::Answer`];
//! - [`plan`]: the calls, derived and given;
//! - [`checks`]: one module per rule, the table of rules defined once;
//! - [`report`]: findings grouped by tool, as text or JSON (schema v1);
//! - [`run`]: the run itself, within its timeouts and budget.

mod answer;
mod checks;
mod cli;
mod connect;
mod plan;
mod report;
mod run;
mod text;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let options = match cli::Args::parse().into_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("toolerror-audit: {message}");
            return ExitCode::from(run::EXIT_CANNOT_AUDIT);
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("toolerror-audit: can't start the async runtime: {error}");
            return ExitCode::from(run::EXIT_CANNOT_AUDIT);
        }
    };
    ExitCode::from(runtime.block_on(async {
        tokio::select! {
            status = run::run(options) => status,
            (name, status) = interrupted() => {
                connect::kill_server();
                eprintln!("toolerror-audit: stopped by {name}; the server was stopped too, and no report printed");
                status
            }
        }
    }))
}

/// The first SIGINT or SIGTERM, and the exit status it gives (128 + its
/// number, as a shell reports it); never, if they can't be watched.
async fn interrupted() -> (&'static str, u8) {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        ) {
            (Ok(mut interrupt), Ok(mut terminate)) => tokio::select! {
                _ = interrupt.recv() => ("SIGINT", run::EXIT_SIGINT),
                _ = terminate.recv() => ("SIGTERM", run::EXIT_SIGTERM),
            },
            _ => std::future::pending().await,
        }
    }
    #[cfg(not(unix))]
    {
        match tokio::signal::ctrl_c().await {
            Ok(()) => ("Ctrl-C", run::EXIT_SIGINT),
            Err(_) => std::future::pending().await,
        }
    }
}
