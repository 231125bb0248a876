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

/// One rule.
#[derive(Debug)]
pub struct Check {
    /// Its stable id (kebab-case), as the reports and the README name it.
    pub id: &'static str,
    /// How much breaking it matters.
    pub severity: Severity,
    /// What to change, in one sentence.
    pub fix: &'static str,
    /// The evidence when the observation breaks it.
    test: fn(&Observation<'_>) -> Option<String>,
}

/// Every rule, in the order the reports list them.
pub const CHECKS: &[Check] = &[
    Check {
        id: "invalid-arguments-as-protocol-error",
        severity: Severity::Error,
        fix: "Answer arguments that don't fit the inputSchema with a tool result (isError: true, a validation category naming the argument), not a JSON-RPC error the model never sees.",
        test: argument_errors::check,
    },
    Check {
        id: "error-not-flagged",
        severity: Severity::Error,
        fix: "Set isError: true on every result that reports a failure, so the agent doesn't read it as an answer.",
        test: not_flagged::check,
    },
    Check {
        id: "error-without-category",
        severity: Severity::Warning,
        fix: "Give every error result an errorCategory (transient, validation, business or permission) and isRetryable, in structuredContent and in the text.",
        test: without_category::check,
    },
    Check {
        id: "error-without-next-step",
        severity: Severity::Warning,
        fix: "Say in the error text what the agent should do next: retry after a delay, fix a named argument, take another path or ask a person.",
        test: next_step::check,
    },
    Check {
        id: "generic-error-text",
        severity: Severity::Error,
        fix: "Replace the generic text with what failed and what to do next (\"No booking B-7: check the id, then call again.\").",
        test: generic_text::check,
    },
    Check {
        id: "internals-in-error-text",
        severity: Severity::Error,
        fix: "Log stack traces, paths, SQL, upstream bodies and credentials with a correlation id; show the agent a description and that id.",
        test: internals::check,
    },
    Check {
        id: "retryable-business-or-permission",
        severity: Severity::Error,
        fix: "Set isRetryable: false on business and permission errors: the same policy applies on every attempt.",
        test: retryable::check,
    },
    Check {
        id: "error-violates-output-schema",
        severity: Severity::Error,
        fix: "Make the tool's outputSchema admit the error payload (a union whose root stays an object), or send errors without structuredContent.",
        test: output_schema::check,
    },
    Check {
        id: "structured-only-error",
        severity: Severity::Warning,
        fix: "Mirror the error's structuredContent in a text block: many hosts show the model only the text of an error.",
        test: structured_only::check,
    },
    Check {
        id: "reserved-error-code",
        severity: Severity::Error,
        fix: "Use JSON-RPC codes outside -32768..-32000 for application errors; MCP reserves -32000..-32099 (legacy and specification-defined).",
        test: reserved_code::check,
    },
    Check {
        id: "unknown-tool-succeeded",
        severity: Severity::Error,
        fix: "Answer a call of a tool that doesn't exist with an error (isError: true or a JSON-RPC error) naming the tool, never a success.",
        test: unknown_succeeded::check,
    },
    Check {
        id: "unknown-tool-unnamed",
        severity: Severity::Info,
        fix: "Name the tool asked for in the answer to an unknown tool (and list some that exist), so the agent sees its mistake.",
        test: unknown_tool::check,
    },
    Check {
        id: "unbounded-error",
        severity: Severity::Warning,
        fix: "Bound error texts: don't echo the input back; say which argument is too long and its limit.",
        test: unbounded::check,
    },
    Check {
        id: "failure-reported-as-empty",
        severity: Severity::Error,
        fix: "Answer a lookup that couldn't find or couldn't check with an error result, not an empty success the agent reads as \"there is none\".",
        test: empty_failure::check,
    },
    Check {
        id: "unreadable-result",
        severity: Severity::Error,
        fix: "Answer tools/call with a result the MCP schema admits (content a list of blocks, isError a boolean), or a JSON-RPC error.",
        test: unreadable::check,
    },
    Check {
        id: "call-timed-out",
        severity: Severity::Error,
        fix: "Answer every call within a bounded time: give slow work a timeout and answer it with a transient error result.",
        test: lifecycle::timed_out,
    },
    Check {
        id: "server-exited",
        severity: Severity::Error,
        fix: "Catch failures inside each tool and answer them as error results: a crash ends every agent's session.",
        test: lifecycle::exited,
    },
    Check {
        id: CALLS_NOT_MADE,
        severity: Severity::Error,
        fix: "Answer every call promptly (or give the audit a larger --budget): tools the audit couldn't call are not graded.",
        test: lifecycle::of_the_run,
    },
];

/// The id of the rule about the run rather than one answer: calls planned
/// and not made (the budget ran out, or the server went away).
const CALLS_NOT_MADE: &str = "calls-not-made";

/// The rule for calls planned and not made; the run reports it, once.
pub fn calls_not_made() -> &'static Check {
    CHECKS
        .iter()
        .find(|check| check.id == CALLS_NOT_MADE)
        .unwrap_or(&CHECKS[CHECKS.len() - 1])
}

/// The rule with `id`.
#[cfg(test)]
pub fn by_id(id: &str) -> &'static Check {
    CHECKS
        .iter()
        .find(|check| check.id == id)
        .unwrap_or_else(|| panic!("no check {id}"))
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
        }
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

/// Every rule `observation` breaks, with its evidence.
pub fn run(observation: &Observation<'_>) -> Vec<(&'static Check, String)> {
    CHECKS
        .iter()
        .filter_map(|check| (check.test)(observation).map(|evidence| (check, evidence)))
        .collect()
}

#[cfg(test)]
pub(crate) mod testing {
    //! Observations built by hand, for the rules' unit tests.

    use std::sync::Arc;

    use rmcp::model::Tool;
    use serde_json::{Map, Value};

    use super::{Check, Observation, by_id};
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
    pub fn verdict(id: &str, tool: Option<&Tool>, call: &Call, answer: &Answer) -> Option<String> {
        let check: &Check = by_id(id);
        (check.test)(&Observation::new(tool, call, answer))
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
    use super::CHECKS;

    #[test]
    fn ids_are_unique_kebab_case_and_fixes_one_sentence() {
        for (index, check) in CHECKS.iter().enumerate() {
            assert!(
                check
                    .id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{}",
                check.id
            );
            assert!(CHECKS[..index].iter().all(|other| other.id != check.id));
            assert!(check.fix.ends_with('.'), "{}", check.id);
            assert!(
                check.fix.len() < 200,
                "{}: keep the fix to one sentence",
                check.id
            );
        }
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
            assert!(row.contains(&format!("| {} |", check.severity)), "{row}");
            assert!(row.contains(check.fix), "{row}\nfix: {}", check.fix);
        }
    }
}
