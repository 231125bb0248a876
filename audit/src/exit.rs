//! How an audit ends: the [`Error`] that stopped it, if one did, and the
//! [`Exit`] status, decided in one place ([`Exit::of`]).

use std::fmt;
use std::process::ExitCode;

use crate::cli::UsageError;
use crate::connect::{ConnectError, ListError};
use crate::plan::Unlisted;
use crate::run::Outcome;

/// The exit status of `toolerror-audit`, as the README's table lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Exit {
    /// No finding reaches `--fail-on`, or a dry run, or `--help`.
    Passed = 0,
    /// A finding reaches `--fail-on`.
    Findings = 1,
    /// The audit couldn't run: a usage error, or a server that can't be
    /// reached (no connection, no `initialize`, no `tools/list`).
    CannotAudit = 2,
    /// Stopped by SIGINT (Ctrl-C): 128 + 2, as shells report it.
    Interrupted = 130,
    /// Stopped by SIGTERM: 128 + 15.
    Terminated = 143,
}

impl Exit {
    /// The status for how the audit ended: the one place it is decided.
    pub fn of(ended: &Result<Outcome, Error>) -> Exit {
        match ended {
            Ok(outcome) if outcome.fails() => Exit::Findings,
            Ok(_) => Exit::Passed,
            // clap reports `--help` and `--version` as errors; they print
            // what was asked for.
            Err(Error::CommandLine(error)) if !error.use_stderr() => Exit::Passed,
            Err(
                Error::CommandLine(_)
                | Error::Usage(_)
                | Error::Runtime(_)
                | Error::Connect(_)
                | Error::ListTools(_)
                | Error::Unlisted(_)
                | Error::WriteBaseline { .. },
            ) => Exit::CannotAudit,
            Err(Error::Interrupted(Signal::Interrupt)) => Exit::Interrupted,
            Err(Error::Interrupted(Signal::Terminate)) => Exit::Terminated,
        }
    }

    /// The status's number.
    pub const fn code(self) -> u8 {
        self as u8
    }
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> Self {
        ExitCode::from(exit.code())
    }
}

/// A signal that stops the audit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    /// SIGINT (Ctrl-C).
    Interrupt,
    /// SIGTERM.
    Terminate,
}

impl Signal {
    /// Its name, as the message says it.
    pub fn name(self) -> &'static str {
        match self {
            #[cfg(unix)]
            Signal::Interrupt => "SIGINT",
            #[cfg(not(unix))]
            Signal::Interrupt => "Ctrl-C",
            Signal::Terminate => "SIGTERM",
        }
    }
}

/// Why an audit didn't produce a report.
#[derive(Debug)]
pub enum Error {
    /// A command line clap refuses, or `--help` and `--version` (which
    /// clap reports as errors).
    CommandLine(clap::Error),
    /// A command line clap accepts and the audit can't run.
    Usage(UsageError),
    /// The async runtime couldn't start.
    Runtime(std::io::Error),
    /// The server couldn't be reached.
    Connect(ConnectError),
    /// The server's tools couldn't be listed.
    ListTools(ListError),
    /// `--tool` or `--call` name tools the server doesn't list.
    Unlisted(Unlisted),
    /// `--write-baseline`'s file couldn't be written.
    WriteBaseline {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        error: std::io::Error,
    },
    /// Stopped by a signal: the server was stopped too.
    Interrupted(Signal),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::CommandLine(error) => error.fmt(f),
            Error::Usage(error) => error.fmt(f),
            Error::Runtime(error) => write!(f, "can't start the async runtime: {error}"),
            Error::Connect(error) => write!(f, "can't reach the server: {error}"),
            Error::ListTools(error) => write!(f, "can't list the server's tools: {error}"),
            Error::Unlisted(error) => error.fmt(f),
            Error::WriteBaseline { path, error } => {
                write!(
                    f,
                    "can't write --write-baseline {}: {error}",
                    path.display()
                )
            }
            Error::Interrupted(signal) => write!(
                f,
                "stopped by {}; the server was stopped too, and no report printed",
                signal.name()
            ),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::CommandLine(error) => Some(error),
            Error::Usage(error) => Some(error),
            Error::Runtime(error) => Some(error),
            Error::Connect(error) => Some(error),
            Error::ListTools(error) => Some(error),
            Error::Unlisted(error) => Some(error),
            Error::WriteBaseline { error, .. } => Some(error),
            Error::Interrupted(_) => None,
        }
    }
}

impl From<clap::Error> for Error {
    fn from(error: clap::Error) -> Self {
        Error::CommandLine(error)
    }
}

impl From<UsageError> for Error {
    fn from(error: UsageError) -> Self {
        Error::Usage(error)
    }
}

#[cfg(test)]
mod tests {
    use super::{Error, Exit, Signal};
    use crate::cli::UsageError;

    #[test]
    fn errors_exit_2_and_signals_128_plus_their_number() {
        assert_eq!(Exit::of(&Err(Error::Usage(UsageError::NoTarget))).code(), 2);
        assert_eq!(
            Exit::of(&Err(Error::Interrupted(Signal::Interrupt))).code(),
            130
        );
        assert_eq!(
            Exit::of(&Err(Error::Interrupted(Signal::Terminate))).code(),
            143
        );
    }
}
