//! `toolerror-audit`: parses the command line, runs the audit, prints its
//! report (or why there is none) and exits with the status
//! [`Exit::of`](toolerror_audit::Exit::of) decides.

use std::process::ExitCode;

use clap::Parser;
use toolerror_audit::cli::Args;
use toolerror_audit::{Error, Exit};

fn main() -> ExitCode {
    let ended = Args::try_parse()
        .map_err(Error::from)
        .and_then(|args| Ok(args.into_options()?))
        .and_then(|options| {
            let format = options.format.clone();
            let outcome = toolerror_audit::run(options)?;
            print!("{}", outcome.render(&format));
            Ok(outcome)
        });
    match &ended {
        Ok(_) => {}
        // clap's own text: the usage after an error, or the help asked for
        // (on stdout).
        Err(Error::CommandLine(error)) => {
            let _ = error.print();
        }
        // Its text may quote the server (its stderr, its tools' names):
        // escaped, as every server-chosen string is.
        Err(error) => eprintln!(
            "toolerror-audit: {}",
            toolerror_audit::text::Shown::text(&error.to_string())
        ),
    }
    Exit::of(&ended).into()
}
