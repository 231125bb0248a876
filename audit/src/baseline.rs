//! A baseline: the findings a project has accepted, as pairs of a check
//! and a tool, kept in a small versioned JSON file beside its code.
//!
//! ```json
//! {
//!   "version": 1,
//!   "accepted": [
//!     {"check": "error-not-flagged", "tool": "query", "note": "fixed in the next release"}
//!   ]
//! }
//! ```
//!
//! Against a baseline, a finding whose pairs are all accepted doesn't fail
//! the run; a pair not in it fails as usual (at `--fail-on`); and an entry
//! the run no longer finds is **stale** and fails the run too, so the file
//! is kept current, but only when the run could have found it: its check
//! reported by the profile, its tool called, none of its calls left out,
//! and every planned call made. Otherwise the entry is "not judged", and
//! the report says why.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde_json::{Map, Value};

use crate::checks::{CHECKS, CheckId};
use crate::report::Report;

/// The version of the baseline file this audit reads and writes.
pub const BASELINE_VERSION: u64 = 1;

/// One accepted finding: a check broken by a tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The check.
    pub check: CheckId,
    /// The tool (`toolerror_audit_no_such_tool` for the unknown-tool call).
    pub tool: String,
    /// Why it is accepted, as its author wrote it.
    pub note: Option<String>,
}

impl Entry {
    /// Whether it is the pair (`check`, `tool`).
    pub fn is(&self, check: CheckId, tool: &str) -> bool {
        self.check == check && self.tool == tool
    }
}

/// The accepted findings of a `--baseline` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Baseline {
    /// The file, as given.
    pub file: PathBuf,
    /// Its entries, in its order.
    pub entries: Vec<Entry>,
}

impl Baseline {
    /// Reads and checks the baseline at `path`.
    pub fn read(path: &Path) -> Result<Self, BaselineError> {
        let text = std::fs::read_to_string(path).map_err(|error| BaselineError::Unreadable {
            path: path.to_owned(),
            error,
        })?;
        let entries = parse(&text).map_err(|problem| BaselineError::Invalid {
            path: path.to_owned(),
            problem,
        })?;
        Ok(Baseline {
            file: path.to_owned(),
            entries,
        })
    }

    /// Whether the pair (`check`, `tool`) is accepted.
    pub fn accepts(&self, check: CheckId, tool: &str) -> bool {
        self.entries.iter().any(|entry| entry.is(check, tool))
    }

    /// What `report` makes of each entry: found, stale or not judged.
    /// `called`: the tools that had calls planned (the unknown-tool
    /// call's name when it was planned).
    pub fn judge(&self, report: &Report, called: &[String]) -> Judgement {
        let complete = report.calls_made == report.calls_planned
            && report.not_made_because.is_none()
            && !report
                .findings
                .iter()
                .any(|finding| finding.check.id == CheckId::CallsNotMade);
        let mut judgement = Judgement {
            baseline: self.clone(),
            stale: Vec::new(),
            not_judged: Vec::new(),
        };
        for entry in &self.entries {
            let found = report.findings.iter().any(|finding| {
                finding.check.id == entry.check && finding.tools.contains(&entry.tool)
            });
            if found {
                continue;
            }
            let why = if !report.profile.reports(entry.check.check()) {
                Some(format!(
                    "--profile {} doesn't report this check",
                    report.profile.name()
                ))
            } else if !called.contains(&entry.tool) {
                Some("the tool wasn't called (not listed, or left out by --tool)".to_owned())
            } else if report
                .skipped
                .iter()
                .any(|skipped| skipped.tool == entry.tool)
            {
                Some("some of the tool's calls weren't made (see \"Not called\")".to_owned())
            } else if !complete {
                Some("not every planned call was made".to_owned())
            } else {
                None
            };
            match why {
                Some(why) => judgement.not_judged.push((entry.clone(), why)),
                None => judgement.stale.push(entry.clone()),
            }
        }
        judgement
    }
}

/// What a run made of a baseline.
#[derive(Debug, Clone)]
pub struct Judgement {
    /// The baseline.
    pub baseline: Baseline,
    /// Entries the run could have found and didn't: they fail the run.
    pub stale: Vec<Entry>,
    /// Entries the run couldn't have found, and why.
    pub not_judged: Vec<(Entry, String)>,
}

/// How a report stands to a baseline.
#[derive(Debug, Clone, Default)]
pub enum Baselined {
    /// No baseline given.
    #[default]
    None,
    /// Judged against `--baseline`.
    Judged(Judgement),
    /// Written as a baseline by `--write-baseline`: the run passes.
    Written {
        /// The file written.
        file: PathBuf,
        /// How many entries it holds.
        entries: usize,
    },
}

/// The baseline of `report`'s findings, one entry per check and tool in
/// the report's order, keeping the notes `previous` had for them.
pub fn document(report: &Report, previous: Option<&Baseline>) -> (String, usize) {
    #[derive(Serialize)]
    struct EntryJson<'a> {
        check: &'a str,
        tool: &'a str,
        #[serde(skip_serializing_if = "Option::is_none")]
        note: Option<&'a str>,
    }
    let mut lines = Vec::new();
    for finding in report.sorted() {
        for tool in &finding.tools {
            let note = previous.and_then(|baseline| {
                baseline
                    .entries
                    .iter()
                    .find(|entry| entry.is(finding.check.id, tool))
                    .and_then(|entry| entry.note.clone())
            });
            let entry = EntryJson {
                check: finding.check.id.as_str(),
                tool,
                note: note.as_deref(),
            };
            lines.push(serde_json::to_string(&entry).unwrap_or_default());
        }
    }
    let count = lines.len();
    let body = if lines.is_empty() {
        "[]".to_owned()
    } else {
        format!("[\n    {}\n  ]", lines.join(",\n    "))
    };
    (
        crate::text::json_safe(format!(
            "{{\n  \"version\": {BASELINE_VERSION},\n  \"accepted\": {body}\n}}\n"
        )),
        count,
    )
}

/// A baseline's text, checked.
pub fn parse(text: &str) -> Result<Vec<Entry>, BaselineProblem> {
    let value: Value = serde_json::from_str(text).map_err(BaselineProblem::NotJson)?;
    let Value::Object(mut document) = value else {
        return Err(BaselineProblem::NotObject);
    };
    match document.remove("version") {
        Some(Value::Number(number)) if number.as_u64() == Some(BASELINE_VERSION) => {}
        other => return Err(BaselineProblem::Version(other)),
    }
    let Some(Value::Array(accepted)) = document.remove("accepted") else {
        return Err(BaselineProblem::Accepted);
    };
    if let Some(key) = document.keys().next() {
        return Err(BaselineProblem::UnknownMember(key.clone()));
    }
    let mut entries: Vec<Entry> = Vec::with_capacity(accepted.len());
    for (index, value) in accepted.into_iter().enumerate() {
        let number = index + 1;
        let entry =
            parse_entry(value).map_err(|problem| BaselineProblem::Entry { number, problem })?;
        if let Some(first) = entries
            .iter()
            .position(|earlier| earlier.is(entry.check, &entry.tool))
        {
            return Err(BaselineProblem::Entry {
                number,
                problem: EntryProblem::Repeated { first: first + 1 },
            });
        }
        entries.push(entry);
    }
    Ok(entries)
}

fn parse_entry(value: Value) -> Result<Entry, EntryProblem> {
    let Value::Object(mut entry) = value else {
        return Err(EntryProblem::NotObject);
    };
    let check = match entry.remove("check") {
        Some(Value::String(name)) => name
            .parse::<CheckId>()
            .map_err(|_| EntryProblem::UnknownCheck(name))?,
        _ => return Err(EntryProblem::Check),
    };
    let tool = match entry.remove("tool") {
        Some(Value::String(tool)) if !tool.is_empty() => tool,
        _ => return Err(EntryProblem::Tool),
    };
    let note = match entry.remove("note") {
        None | Some(Value::Null) => None,
        Some(Value::String(note)) => Some(note),
        Some(_) => return Err(EntryProblem::Note),
    };
    if let Some(key) = first_key(&entry) {
        return Err(EntryProblem::UnknownMember(key));
    }
    Ok(Entry { check, tool, note })
}

fn first_key(object: &Map<String, Value>) -> Option<String> {
    object.keys().next().cloned()
}

/// A `--baseline` file the audit can't use.
#[derive(Debug)]
pub enum BaselineError {
    /// It can't be read.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// Why.
        error: std::io::Error,
    },
    /// Its content isn't a baseline.
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where.
        problem: BaselineProblem,
    },
}

impl fmt::Display for BaselineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BaselineError::Unreadable { path, error } => write!(
                f,
                "can't read --baseline {}: {error}; write one with --write-baseline {}",
                path.display(),
                path.display()
            ),
            BaselineError::Invalid { path, problem } => {
                write!(f, "--baseline {}: {problem}", path.display())
            }
        }
    }
}

impl std::error::Error for BaselineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BaselineError::Unreadable { error, .. } => Some(error),
            BaselineError::Invalid { problem, .. } => Some(problem),
        }
    }
}

/// What is wrong in a baseline's content.
#[derive(Debug)]
pub enum BaselineProblem {
    /// Not JSON.
    NotJson(serde_json::Error),
    /// JSON, not an object.
    NotObject,
    /// `version` missing, or not one this audit reads.
    Version(Option<Value>),
    /// `accepted` missing, or not a list.
    Accepted,
    /// A member a baseline doesn't have.
    UnknownMember(String),
    /// An entry that isn't one.
    Entry {
        /// Its number in `accepted`, from 1.
        number: usize,
        /// What is wrong with it.
        problem: EntryProblem,
    },
}

/// What is wrong with one entry of a baseline.
#[derive(Debug)]
pub enum EntryProblem {
    /// Not an object.
    NotObject,
    /// `check` missing or not a string.
    Check,
    /// `check` names no check.
    UnknownCheck(String),
    /// `tool` missing, empty or not a string.
    Tool,
    /// `note` not a string.
    Note,
    /// A member an entry doesn't have.
    UnknownMember(String),
    /// The same check and tool as an earlier entry.
    Repeated {
        /// The earlier entry's number, from 1.
        first: usize,
    },
}

/// How a baseline reads, for the errors.
const SHAPE: &str = "{\"version\": 1, \"accepted\": [{\"check\": \"…\", \"tool\": \"…\", \"note\": \"…\"}]}, as --write-baseline writes it";

impl fmt::Display for BaselineProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BaselineProblem::NotJson(error) => {
                write!(f, "not JSON ({error}); a baseline reads {SHAPE}")
            }
            BaselineProblem::NotObject => {
                write!(f, "not a JSON object; a baseline reads {SHAPE}")
            }
            BaselineProblem::Version(None) => write!(
                f,
                "no \"version\"; write \"version\": {BASELINE_VERSION} (a baseline reads {SHAPE})"
            ),
            BaselineProblem::Version(Some(other)) => write!(
                f,
                "\"version\" is {}, and this audit reads version {BASELINE_VERSION}: write the baseline again with --write-baseline",
                crate::text::quote(&other.to_string())
            ),
            BaselineProblem::Accepted => write!(
                f,
                "\"accepted\" must be a list of entries (an empty one accepts nothing); a baseline reads {SHAPE}"
            ),
            BaselineProblem::UnknownMember(key) => write!(
                f,
                "unknown member {}; a baseline has \"version\" and \"accepted\"",
                crate::text::quote(key)
            ),
            BaselineProblem::Entry { number, problem } => {
                write!(f, "entry {number} of \"accepted\": ")?;
                match problem {
                    EntryProblem::NotObject => f.write_str(
                        "not an object; write {\"check\": \"…\", \"tool\": \"…\"}, with a \"note\" if you like",
                    ),
                    EntryProblem::Check => f.write_str("\"check\" must be a check's id, such as \"error-not-flagged\""),
                    EntryProblem::UnknownCheck(name) => write!(
                        f,
                        "no check is named {}; the checks are {}",
                        crate::text::quote(name),
                        CHECKS
                            .iter()
                            .map(|check| check.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    EntryProblem::Tool => f.write_str("\"tool\" must be the tool's name"),
                    EntryProblem::Note => f.write_str("\"note\" must be a string"),
                    EntryProblem::UnknownMember(key) => write!(
                        f,
                        "unknown member {}; an entry has \"check\", \"tool\" and \"note\"",
                        crate::text::quote(key)
                    ),
                    EntryProblem::Repeated { first } => write!(
                        f,
                        "the same check and tool as entry {first}: remove one"
                    ),
                }
            }
        }
    }
}

impl std::error::Error for BaselineProblem {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BaselineProblem::NotJson(error) => Some(error),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn a_baseline_reads_its_entries() {
        let entries = parse(
            r#"{"version": 1, "accepted": [
                {"check": "error-not-flagged", "tool": "query", "note": "known"},
                {"check": "unbounded-error", "tool": "get_user"}]}"#,
        )
        .unwrap();
        assert_eq!(
            entries,
            [
                Entry {
                    check: CheckId::ErrorNotFlagged,
                    tool: "query".into(),
                    note: Some("known".into()),
                },
                Entry {
                    check: CheckId::UnboundedError,
                    tool: "get_user".into(),
                    note: None,
                },
            ]
        );
        assert_eq!(parse(r#"{"version": 1, "accepted": []}"#).unwrap(), []);
    }

    #[test]
    fn malformed_baselines_say_what_to_fix() {
        assert!(
            problem("{").starts_with("not JSON (EOF"),
            "{}",
            problem("{")
        );
        assert!(problem("[]").starts_with("not a JSON object"));
        assert!(problem(r#"{"accepted": []}"#).starts_with("no \"version\""));
        assert_eq!(
            problem(r#"{"version": 2, "accepted": []}"#),
            "\"version\" is \"2\", and this audit reads version 1: write the baseline again with --write-baseline"
        );
        assert!(problem(r#"{"version": 1}"#).starts_with("\"accepted\" must be a list"));
        assert!(
            problem(r#"{"version": 1, "accepted": {}}"#).starts_with("\"accepted\" must be a list")
        );
        assert_eq!(
            problem(r#"{"version": 1, "accepted": [], "extra": 1}"#),
            "unknown member \"extra\"; a baseline has \"version\" and \"accepted\""
        );
        assert_eq!(
            problem(r#"{"version": 1, "accepted": [1]}"#),
            "entry 1 of \"accepted\": not an object; write {\"check\": \"…\", \"tool\": \"…\"}, with a \"note\" if you like"
        );
        let unknown = problem(r#"{"version": 1, "accepted": [{"check": "no-such", "tool": "t"}]}"#);
        assert!(
            unknown.starts_with("entry 1 of \"accepted\": no check is named \"no-such\"; the checks are invalid-arguments-as-protocol-error, "),
            "{unknown}"
        );
        assert_eq!(
            problem(r#"{"version": 1, "accepted": [{"check": "error-not-flagged"}]}"#),
            "entry 1 of \"accepted\": \"tool\" must be the tool's name"
        );
        assert_eq!(
            problem(
                r#"{"version": 1, "accepted": [{"check": "error-not-flagged", "tool": "t", "note": 3}]}"#
            ),
            "entry 1 of \"accepted\": \"note\" must be a string"
        );
        assert_eq!(
            problem(
                r#"{"version": 1, "accepted": [{"check": "error-not-flagged", "tool": "t", "tools": []}]}"#
            ),
            "entry 1 of \"accepted\": unknown member \"tools\"; an entry has \"check\", \"tool\" and \"note\""
        );
        assert_eq!(
            problem(
                r#"{"version": 1, "accepted": [{"check": "error-not-flagged", "tool": "t"}, {"check": "unbounded-error", "tool": "t"}, {"check": "error-not-flagged", "tool": "t"}]}"#
            ),
            "entry 3 of \"accepted\": the same check and tool as entry 1: remove one"
        );
    }
}
