//! The rules every answer is checked against: [`CHECKS`], each with a
//! stable id, a severity and a one-sentence fix, defined once here; each
//! rule's test is a function in a module of its own.
//!
//! A rule looks at one [`Observation`] (the tool, the call, the answer)
//! and returns the evidence when the answer breaks it.

mod argument_errors;
mod empty_failure;
mod generic_text;
mod internals;
mod lifecycle;
mod next_step;
mod not_flagged;
mod output_schema;
mod reserved_code;
mod retryable;
mod structured_only;
mod unbounded;
mod unknown_succeeded;
mod unknown_tool;
mod unreadable;
mod without_category;

use std::fmt;
use std::str::FromStr;

use rmcp::model::Tool;
use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_result};

use crate::answer::Answer;
use crate::plan::Call;

/// How much a finding matters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Worth knowing; nothing breaks.
    Info,
    /// An agent gets less than it needs to recover.
    Warning,
    /// An agent is misled, or never sees the failure.
    Error,
}

impl Severity {
    /// Its name in the reports.
    pub fn name(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which rules a run reports: those about harm to an agent, or those
/// and toolerror's own conventions too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Profile {
    /// What harms an agent as hosts show answers today: a failure it
    /// reads as a success, an error its host loses, secrets it wasn't
    /// given, an answer it can't recover from (the default).
    #[default]
    Harm,
    /// Those, and toolerror's own conventions: an `errorCategory` of the
    /// four and `isRetryable` in every error, a next step in every text,
    /// no code in MCP's reserved ranges (`--profile toolerror`).
    Toolerror,
}

impl Profile {
    /// Its name on the command line and in the JSON report.
    pub fn name(self) -> &'static str {
        match self {
            Profile::Harm => "harm",
            Profile::Toolerror => "toolerror",
        }
    }

    /// Whether a run of this profile reports `check`.
    pub fn reports(self, check: &Check) -> bool {
        check.profile == Profile::Harm || self == Profile::Toolerror
    }
}

/// One rule.
#[derive(Debug)]
pub struct Check {
    /// Its stable id.
    pub id: CheckId,
    /// What breaking it looks like, in a few words (SARIF's
    /// `shortDescription`).
    pub title: &'static str,
    /// How much breaking it matters.
    pub severity: Severity,
    /// The profile it belongs to: [`Profile::Harm`] (every run) or
    /// [`Profile::Toolerror`] (only `--profile toolerror`).
    pub profile: Profile,
    /// What to change, in one sentence.
    pub fix: &'static str,
    /// The evidence when the observation breaks it.
    test: fn(&Observation<'_>) -> Option<String>,
}

/// Every rule, in the order the reports list them.
pub const CHECKS: &[Check] = &[
    Check {
        id: CheckId::InvalidArgumentsAsProtocolError,
        title: "Invalid arguments answered with a JSON-RPC error the model never sees",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Answer arguments that don't fit the inputSchema with a tool result (isError: true, a validation category naming the argument), not a JSON-RPC error the model never sees.",
        test: argument_errors::check,
    },
    Check {
        id: CheckId::ErrorNotFlagged,
        title: "A failure reported as a success, without isError",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Set isError: true on every result that reports a failure, so the agent doesn't read it as an answer.",
        test: not_flagged::check,
    },
    Check {
        id: CheckId::ErrorWithoutCategory,
        title: "An error result without an errorCategory",
        severity: Severity::Warning,
        profile: Profile::Toolerror,
        fix: "Give every error result an errorCategory (transient, validation, business or permission) and isRetryable, in structuredContent and in the text.",
        test: without_category::check,
    },
    Check {
        id: CheckId::ErrorWithoutNextStep,
        title: "An error text that names no next step",
        severity: Severity::Warning,
        profile: Profile::Toolerror,
        fix: "Say in the error text what the agent should do next: retry after a delay, fix a named argument, take another path or ask a person.",
        test: next_step::check,
    },
    Check {
        id: CheckId::GenericErrorText,
        title: "A generic error text, such as \"Operation failed\"",
        severity: Severity::Warning,
        profile: Profile::Harm,
        fix: "Replace the generic text with what failed and what to do next (\"No booking B-7: check the id, then call again.\").",
        test: generic_text::check,
    },
    Check {
        id: CheckId::InternalsInErrorText,
        title: "A stack trace, path, SQL or credential in an error text",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Log stack traces, paths, SQL, upstream bodies and credentials with a correlation id; show the agent a description and that id.",
        test: internals::check,
    },
    Check {
        id: CheckId::RetryableBusinessOrPermission,
        title: "A business or permission error marked retryable",
        severity: Severity::Warning,
        profile: Profile::Toolerror,
        fix: "Set isRetryable: false on business and permission errors: the same policy applies on every attempt.",
        test: retryable::check,
    },
    Check {
        id: CheckId::ErrorViolatesOutputSchema,
        title: "An error result the tool's outputSchema rejects",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Make the tool's outputSchema admit the error payload (a union whose root stays an object), or send errors without structuredContent.",
        test: output_schema::check,
    },
    Check {
        id: CheckId::StructuredOnlyError,
        title: "An error in structuredContent only, with no text",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Mirror the error's structuredContent in a text block: many hosts show the model only the text of an error.",
        test: structured_only::check,
    },
    Check {
        id: CheckId::ReservedErrorCode,
        title: "A JSON-RPC error code in a reserved range",
        severity: Severity::Warning,
        profile: Profile::Toolerror,
        fix: "Use JSON-RPC codes outside -32768..-32000 for application errors; MCP reserves -32000..-32099 (legacy and specification-defined).",
        test: reserved_code::check,
    },
    Check {
        id: CheckId::UnknownToolSucceeded,
        title: "A call of a tool that doesn't exist answered as a success",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Answer a call of a tool that doesn't exist with an error (isError: true or a JSON-RPC error) naming the tool, never a success.",
        test: unknown_succeeded::check,
    },
    Check {
        id: CheckId::UnknownToolUnnamed,
        title: "An answer to an unknown tool that doesn't name it",
        severity: Severity::Info,
        profile: Profile::Harm,
        fix: "Name the tool asked for in the answer to an unknown tool (and list some that exist), so the agent sees its mistake.",
        test: unknown_tool::check,
    },
    Check {
        id: CheckId::UnboundedError,
        title: "An error that echoes an oversized input without bound",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Bound error texts: don't echo the input back; say which argument is too long and its limit.",
        test: unbounded::check,
    },
    Check {
        id: CheckId::FailureReportedAsEmpty,
        title: "A failure reported as an empty success",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Answer a lookup that couldn't find or couldn't check with an error result, not an empty success the agent reads as \"there is none\".",
        test: empty_failure::check,
    },
    Check {
        id: CheckId::ExpectedFailureSucceeded,
        title: "A call that had to fail answered with a success",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Answer a call that can't do what it was asked (a record that doesn't exist, a date that doesn't parse) with an error result, not a success.",
        test: empty_failure::succeeded,
    },
    Check {
        id: CheckId::UnreadableResult,
        title: "An answer no client can read as a tool result",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Answer tools/call with a result the MCP schema admits (content a list of blocks, isError a boolean), or a JSON-RPC error.",
        test: unreadable::check,
    },
    Check {
        id: CheckId::CallTimedOut,
        title: "A call that got no answer in time",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Answer every call within a bounded time: give slow work a timeout and answer it with a transient error result.",
        test: lifecycle::timed_out,
    },
    Check {
        id: CheckId::ServerExited,
        title: "The server exited during a call",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Catch failures inside each tool and answer them as error results: a crash ends every agent's session.",
        test: lifecycle::exited,
    },
    Check {
        id: CheckId::CallsNotMade,
        title: "Calls the audit couldn't make",
        severity: Severity::Error,
        profile: Profile::Harm,
        fix: "Answer every call promptly (or give the audit a larger --budget): tools the audit couldn't call are not graded.",
        test: lifecycle::of_the_run,
    },
];

// The table is indexed by id: a check's row is `CHECKS[id as usize]`.
const _: () = {
    let mut index = 0;
    while index < CHECKS.len() {
        assert!(
            CHECKS[index].id as usize == index,
            "CHECKS is in CheckId's order"
        );
        index += 1;
    }
    assert!(
        CHECKS.len() == CheckId::ALL.len(),
        "CHECKS has a row per CheckId"
    );
};

/// A rule's stable id; [`CheckId::as_str`] is its kebab-case name, as the
/// reports and the README write it. The order is the reports' order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CheckId {
    /// `invalid-arguments-as-protocol-error`.
    InvalidArgumentsAsProtocolError,
    /// `error-not-flagged`.
    ErrorNotFlagged,
    /// `error-without-category`.
    ErrorWithoutCategory,
    /// `error-without-next-step`.
    ErrorWithoutNextStep,
    /// `generic-error-text`.
    GenericErrorText,
    /// `internals-in-error-text`.
    InternalsInErrorText,
    /// `retryable-business-or-permission`.
    RetryableBusinessOrPermission,
    /// `error-violates-output-schema`.
    ErrorViolatesOutputSchema,
    /// `structured-only-error`.
    StructuredOnlyError,
    /// `reserved-error-code`.
    ReservedErrorCode,
    /// `unknown-tool-succeeded`.
    UnknownToolSucceeded,
    /// `unknown-tool-unnamed`.
    UnknownToolUnnamed,
    /// `unbounded-error`.
    UnboundedError,
    /// `failure-reported-as-empty`.
    FailureReportedAsEmpty,
    /// `expected-failure-succeeded`.
    ExpectedFailureSucceeded,
    /// `unreadable-result`.
    UnreadableResult,
    /// `call-timed-out`.
    CallTimedOut,
    /// `server-exited`.
    ServerExited,
    /// `calls-not-made`.
    CallsNotMade,
}

impl CheckId {
    /// Every id, in the order of [`CHECKS`].
    pub const ALL: [CheckId; 19] = [
        CheckId::InvalidArgumentsAsProtocolError,
        CheckId::ErrorNotFlagged,
        CheckId::ErrorWithoutCategory,
        CheckId::ErrorWithoutNextStep,
        CheckId::GenericErrorText,
        CheckId::InternalsInErrorText,
        CheckId::RetryableBusinessOrPermission,
        CheckId::ErrorViolatesOutputSchema,
        CheckId::StructuredOnlyError,
        CheckId::ReservedErrorCode,
        CheckId::UnknownToolSucceeded,
        CheckId::UnknownToolUnnamed,
        CheckId::UnboundedError,
        CheckId::FailureReportedAsEmpty,
        CheckId::ExpectedFailureSucceeded,
        CheckId::UnreadableResult,
        CheckId::CallTimedOut,
        CheckId::ServerExited,
        CheckId::CallsNotMade,
    ];

    /// Its kebab-case name in the reports.
    pub const fn as_str(self) -> &'static str {
        match self {
            CheckId::InvalidArgumentsAsProtocolError => "invalid-arguments-as-protocol-error",
            CheckId::ErrorNotFlagged => "error-not-flagged",
            CheckId::ErrorWithoutCategory => "error-without-category",
            CheckId::ErrorWithoutNextStep => "error-without-next-step",
            CheckId::GenericErrorText => "generic-error-text",
            CheckId::InternalsInErrorText => "internals-in-error-text",
            CheckId::RetryableBusinessOrPermission => "retryable-business-or-permission",
            CheckId::ErrorViolatesOutputSchema => "error-violates-output-schema",
            CheckId::StructuredOnlyError => "structured-only-error",
            CheckId::ReservedErrorCode => "reserved-error-code",
            CheckId::UnknownToolSucceeded => "unknown-tool-succeeded",
            CheckId::UnknownToolUnnamed => "unknown-tool-unnamed",
            CheckId::UnboundedError => "unbounded-error",
            CheckId::FailureReportedAsEmpty => "failure-reported-as-empty",
            CheckId::ExpectedFailureSucceeded => "expected-failure-succeeded",
            CheckId::UnreadableResult => "unreadable-result",
            CheckId::CallTimedOut => "call-timed-out",
            CheckId::ServerExited => "server-exited",
            CheckId::CallsNotMade => "calls-not-made",
        }
    }

    /// Its rule: the row of [`CHECKS`] for it.
    pub fn check(self) -> &'static Check {
        &CHECKS[self as usize]
    }
}

impl fmt::Display for CheckId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no check's id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownCheck(pub String);

impl fmt::Display for UnknownCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no check is named {:?}", self.0)
    }
}

impl std::error::Error for UnknownCheck {}

impl FromStr for CheckId {
    type Err = UnknownCheck;

    /// The id named `name` exactly (kebab-case), as the reports write it.
    fn from_str(name: &str) -> Result<Self, Self::Err> {
        CheckId::ALL
            .into_iter()
            .find(|id| id.as_str() == name)
            .ok_or_else(|| UnknownCheck(name.to_owned()))
    }
}

/// One call and its answer, with what the crate's reader makes of it.
pub struct Observation<'a> {
    /// The tool called, when the server listed it.
    pub tool: Option<&'a Tool>,
    /// The call.
    pub call: &'a Call,
    /// The answer.
    pub answer: &'a Answer,
    /// The reader's decision on a tool result (`toolerror::formats::read`).
    pub decision: Option<Decision>,
    /// What the server announced or the user configured, which no
    /// failure leaks by showing: the server command's arguments (the
    /// directories it may use), its instructions and its tools'
    /// descriptions (a configured repository).
    pub announced: &'a [String],
    /// How many bytes the answer took on the wire, before the audit
    /// bounded its strings ([`Answer::bounded`]).
    pub wire_bytes: usize,
}

impl<'a> Observation<'a> {
    /// Reads `answer` once.
    pub fn new(tool: Option<&'a Tool>, call: &'a Call, answer: &'a Answer) -> Self {
        let decision = match answer {
            Answer::Result(value) => Some(read_result(Format::Mcp, value)),
            _ => None,
        };
        Observation {
            tool,
            call,
            answer,
            decision,
            announced: &[],
            wire_bytes: answer.size(),
        }
    }

    /// The same, with what the server announced (`announced`) and the
    /// answer's size on the wire before it was bounded.
    pub fn with_context(mut self, announced: &'a [String], wire_bytes: usize) -> Self {
        self.announced = announced;
        self.wire_bytes = wire_bytes;
        self
    }

    /// Whether the answer is a tool result flagged `isError: true`: the
    /// rules about what an error says apply to it.
    pub fn is_error_result(&self) -> bool {
        self.answer.is_flagged_error()
    }

    /// Whether the answer reports a failure in any form: an error result,
    /// a JSON-RPC error, or a result whose text reads as one.
    pub fn is_failure(&self) -> bool {
        match self.answer {
            Answer::Protocol { .. } => true,
            Answer::Result(_) => self.is_error_result() || not_flagged::failure_in(self).is_some(),
            _ => false,
        }
    }

    /// Whether the call named a tool the server listed.
    pub fn is_known_tool(&self) -> bool {
        self.tool.is_some()
    }
}

/// Every rule of `profile` that `observation` breaks, with its evidence
/// (bounded: [`crate::text::EVIDENCE_MAX`] bytes at most).
pub fn run(observation: &Observation<'_>, profile: Profile) -> Vec<(&'static Check, String)> {
    CHECKS
        .iter()
        .filter(|check| profile.reports(check))
        .filter_map(|check| {
            (check.test)(observation)
                .map(|evidence| (check, crate::text::bounded_evidence(evidence)))
        })
        .collect()
}

#[cfg(test)]
pub(crate) mod testing {
    //! Observations built by hand, for the rules' unit tests.

    use std::sync::Arc;

    use rmcp::model::Tool;
    use serde_json::{Map, Value};

    use super::{CheckId, Observation};
    use crate::answer::Answer;
    use crate::plan::{Call, Probe};

    /// A tool named `t` with `input` as its schema and an output schema.
    pub fn tool(output: Option<Value>) -> Tool {
        let input = serde_json::json!({"type": "object", "properties": {"id": {"type": "string"}}});
        let mut tool = Tool::new("t", "a tool", Arc::new(input.as_object().unwrap().clone()));
        tool.output_schema = output.map(|schema| Arc::new(schema.as_object().unwrap().clone()));
        tool
    }

    /// A call to `t` made as `probe`.
    pub fn call(probe: Probe) -> Call {
        Call {
            tool: "t".into(),
            arguments: Map::new(),
            probe,
        }
    }

    /// What rule `id` says of `answer` to `call` on `tool`.
    pub fn verdict(
        id: CheckId,
        tool: Option<&Tool>,
        call: &Call,
        answer: &Answer,
    ) -> Option<String> {
        (id.check().test)(&Observation::new(tool, call, answer))
    }

    /// A result with one text block.
    pub fn text_result(text: &str, is_error: Option<bool>) -> Answer {
        let mut result = serde_json::json!({"content": [{"type": "text", "text": text}]});
        if let Some(flag) = is_error {
            result["isError"] = Value::Bool(flag);
        }
        Answer::Result(result)
    }
}

#[cfg(test)]
mod tests {
    use super::{CHECKS, CheckId};

    #[test]
    fn ids_are_unique_kebab_case_and_fixes_one_sentence() {
        for (index, check) in CHECKS.iter().enumerate() {
            assert!(
                check
                    .id
                    .as_str()
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{}",
                check.id
            );
            assert!(
                CHECKS[..index]
                    .iter()
                    .all(|other| other.id.as_str() != check.id.as_str())
            );
            assert!(check.fix.ends_with('.'), "{}", check.id);
            assert!(
                !check.title.ends_with('.') && check.title.len() < 80,
                "{}: a title is a few words",
                check.id
            );
            assert!(
                check.fix.len() < 200,
                "{}: keep the fix to one sentence",
                check.id
            );
        }
    }

    #[test]
    fn ids_read_back_from_their_names() {
        for id in CheckId::ALL {
            assert_eq!(id.as_str().parse::<CheckId>(), Ok(id));
            assert_eq!(id.check().id, id);
        }
        assert!("no-such-check".parse::<CheckId>().is_err());
        assert!("Call-Timed-Out".parse::<CheckId>().is_err());
    }

    /// The README documents every rule with its severity and fix.
    #[test]
    fn the_readme_lists_every_check() {
        let readme = include_str!("../../README.md");
        for check in CHECKS {
            let row = readme
                .lines()
                .find(|line| line.starts_with(&format!("| `{}` |", check.id)))
                .unwrap_or_else(|| panic!("README.md has no row for `{}`", check.id));
            assert!(
                row.contains(&format!(
                    "| {} | {} |",
                    check.severity,
                    check.profile.name()
                )),
                "{row}"
            );
            assert!(row.contains(check.fix), "{row}\nfix: {}", check.fix);
        }
    }
}
