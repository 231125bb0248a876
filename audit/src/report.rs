//! The findings of an audit, grouped by tool and rule, as readable text or
//! as JSON (schema version [`SCHEMA_VERSION`], documented in the README).

use std::collections::HashMap;
use std::time::Duration;

use serde::Serialize;
use serde_json::Value;

use crate::checks::{Check, Severity};
use crate::cli::FailOn;
use crate::connect::ServerInfo;
use crate::plan::{Call, Probe, Skipped};
use crate::text::shown_name;

/// The version of the JSON report's schema; a change that breaks a reader
/// is a new version.
pub const SCHEMA_VERSION: u64 = 1;

/// One rule broken by one tool: the first call that showed it, and how
/// many did.
#[derive(Debug, Clone)]
pub struct Finding {
    /// The tool called (the unknown-tool call's made-up name for that one).
    pub tool: String,
    /// The rule.
    pub check: &'static Check,
    /// The first call that showed it.
    pub call: Call,
    /// What that call's answer showed, cut to a few hundred bytes.
    pub evidence: String,
    /// How many calls showed it.
    pub occurrences: usize,
}

/// What an audit found, and what it did.
#[derive(Debug)]
pub struct Report {
    /// The server, as it names itself.
    pub server: ServerInfo,
    /// `stdio` or `streamable-http`.
    pub transport: &'static str,
    /// The command line or the URL.
    pub target: String,
    /// The tools listed, in order.
    pub tools: Vec<String>,
    /// The findings, in the order found.
    pub findings: Vec<Finding>,
    /// Tools (or given calls) left alone.
    pub skipped: Vec<Skipped>,
    /// Calls planned.
    pub calls_planned: usize,
    /// Calls made.
    pub calls_made: usize,
    /// Why the rest weren't made, if some weren't.
    pub not_made_because: Option<String>,
    /// The whole audit's duration.
    pub duration: Duration,
    /// The lowest failing severity.
    pub fail_on: FailOn,
}

impl Report {
    /// Records that `call` broke `check`; a rule broken again by the same
    /// tool counts as another occurrence of the first finding.
    pub fn add(&mut self, check: &'static Check, call: &Call, evidence: String) {
        if let Some(finding) = self
            .findings
            .iter_mut()
            .find(|finding| finding.tool == call.tool && finding.check.id == check.id)
        {
            finding.occurrences += 1;
            return;
        }
        self.findings.push(Finding {
            tool: call.tool.clone(),
            check,
            call: call.clone(),
            evidence,
            occurrences: 1,
        });
    }

    /// Whether a finding reaches `--fail-on`.
    pub fn fails(&self) -> bool {
        self.findings
            .iter()
            .any(|finding| self.fail_on.fails(finding.check.severity))
    }

    /// How many findings of `severity`.
    fn count(&self, severity: Severity) -> usize {
        self.findings
            .iter()
            .filter(|finding| finding.check.severity == severity)
            .count()
    }

    /// The findings in report order: tools as listed (then the others), and
    /// each tool's rules by severity, then in the order of
    /// [`CHECKS`](crate::checks::CHECKS), which is
    /// [`CheckId`](crate::checks::CheckId)'s.
    fn sorted(&self) -> Vec<&Finding> {
        let tool_rank: HashMap<&str, usize> = self
            .tools
            .iter()
            .enumerate()
            .map(|(rank, tool)| (tool.as_str(), rank))
            .collect();
        let mut sorted: Vec<&Finding> = self.findings.iter().collect();
        sorted.sort_by_key(|finding| {
            (
                tool_rank
                    .get(finding.tool.as_str())
                    .copied()
                    .unwrap_or(usize::MAX),
                std::cmp::Reverse(finding.check.severity),
                finding.check.id,
            )
        });
        sorted
    }

    /// The JSON report (schema version 1), members in the README's order.
    pub fn to_json(&self) -> String {
        let findings = self
            .sorted()
            .into_iter()
            .map(|finding| FindingJson {
                tool: &finding.tool,
                check: finding.check.id.as_str(),
                severity: finding.check.severity.name(),
                call: CallJson::of(&finding.call),
                evidence: &finding.evidence,
                fix: finding.check.fix,
                occurrences: finding.occurrences,
            })
            .collect();
        self.json(Some(findings), None)
    }

    /// The planned calls as JSON, for `--dry-run`: the report's shape, with
    /// `plannedCalls` in place of `findings`.
    pub fn plan_json(&self, calls: &[Call]) -> String {
        self.json(None, Some(calls.iter().map(CallJson::of).collect()))
    }

    fn json(
        &self,
        findings: Option<Vec<FindingJson<'_>>>,
        planned: Option<Vec<CallJson>>,
    ) -> String {
        let document = ReportJson {
            version: SCHEMA_VERSION,
            server: ServerJson {
                name: &self.server.name,
                version: &self.server.version,
                protocol_version: &self.server.protocol_version,
                transport: self.transport,
                target: &self.target,
            },
            findings,
            planned_calls: planned,
            summary: SummaryJson {
                tools: self.tools.len(),
                skipped: self
                    .skipped
                    .iter()
                    .map(|skipped| SkippedJson {
                        tool: &skipped.tool,
                        reason: &skipped.reason,
                    })
                    .collect(),
                calls_planned: self.calls_planned,
                calls_made: self.calls_made,
                not_made_because: self.not_made_because.as_deref(),
                findings: CountsJson {
                    error: self.count(Severity::Error),
                    warning: self.count(Severity::Warning),
                    info: self.count(Severity::Info),
                },
                fail_on: self.fail_on.name(),
                failed: self.fails(),
                duration_ms: u64::try_from(self.duration.as_millis()).unwrap_or(u64::MAX),
            },
        };
        serde_json::to_string(&document).unwrap_or_else(|error| {
            // Only a map with non-string keys fails, and none is built here.
            format!("{{\"version\":{SCHEMA_VERSION},\"error\":\"{error}\"}}")
        })
    }

    /// The readable report: a heading, the findings grouped by tool, what
    /// was skipped, and a summary line.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        out.push_str(&format!(
            "toolerror-audit: {} over {} (protocol {}): {}, {} of {} in {:.1} s\n",
            server_name(&self.server),
            self.transport,
            if self.server.protocol_version.is_empty() {
                "?".to_owned()
            } else {
                shown_name(&self.server.protocol_version)
            },
            count_of(self.tools.len(), "tool"),
            self.calls_made,
            count_of(self.calls_planned, "call"),
            self.duration.as_secs_f64()
        ));
        let mut current: Option<&str> = None;
        for finding in self.sorted() {
            if current != Some(finding.tool.as_str()) {
                current = Some(finding.tool.as_str());
                let note = if finding.call.probe == Probe::UnknownTool {
                    " (a tool that doesn't exist)"
                } else if !self.tools.contains(&finding.tool) {
                    " (not listed by the server)"
                } else {
                    ""
                };
                out.push_str(&format!("\n{}{note}\n", shown_name(&finding.tool)));
            }
            let times = if finding.occurrences > 1 {
                format!(" ({} calls)", finding.occurrences)
            } else {
                String::new()
            };
            out.push_str(&format!(
                "  {:<8} {}{times}\n    call      {} ({})\n    evidence  {}\n    fix       {}\n",
                finding.check.severity.name(),
                finding.check.id,
                finding.call.describe(),
                finding.call.probe,
                finding.evidence,
                finding.check.fix,
            ));
        }
        if self.findings.is_empty() {
            out.push_str("\nNo findings.\n");
        }
        out.push_str(&not_called(&self.skipped));
        if let Some(why) = &self.not_made_because {
            let left = self.calls_planned - self.calls_made;
            out.push_str(&format!(
                "\n{} planned {} not made: {why}.\n",
                count_of(left, "call"),
                if left == 1 { "was" } else { "were" }
            ));
        }
        out.push_str(&format!(
            "\n{}, {}, {} info. {}\n",
            count_of(self.count(Severity::Error), "error"),
            count_of(self.count(Severity::Warning), "warning"),
            self.count(Severity::Info),
            match (self.fail_on, self.fails()) {
                (FailOn::Never, _) => "Never fails (--fail-on never).".to_owned(),
                (level, true) => format!("Fails at --fail-on {}.", level.name()),
                (level, false) => format!("Passes at --fail-on {}.", level.name()),
            }
        ));
        out
    }
}

impl Report {
    /// The planned calls as text, for `--dry-run`.
    pub fn plan_text(&self, calls: &[Call]) -> String {
        let mut out = format!(
            "toolerror-audit --dry-run: {} over {}: {} planned, none made\n\n",
            server_name(&self.server),
            self.transport,
            count_of(calls.len(), "call")
        );
        for (index, call) in calls.iter().enumerate() {
            out.push_str(&format!(
                "{:>4}. {} ({})\n",
                index + 1,
                call.describe(),
                call.probe
            ));
        }
        out.push_str(&not_called(&self.skipped));
        out
    }
}

/// "Not called:" and the tools left alone, those left alone for one
/// reason on one line; nothing when none are.
fn not_called(skipped: &[Skipped]) -> String {
    let mut reasons: Vec<(&str, Vec<String>)> = Vec::new();
    for skipped in skipped {
        let tool = shown_name(&skipped.tool);
        match reasons
            .iter_mut()
            .find(|(reason, _)| *reason == skipped.reason)
        {
            Some((_, tools)) => {
                if !tools.contains(&tool) {
                    tools.push(tool);
                }
            }
            None => reasons.push((&skipped.reason, vec![tool])),
        }
    }
    if reasons.is_empty() {
        return String::new();
    }
    let mut out = "\nNot called:\n".to_owned();
    for (reason, tools) in reasons {
        out.push_str(&format!("  {}: {reason}\n", tools.join(", ")));
    }
    out
}

/// "1 call", "2 calls".
pub fn count_of(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// The JSON report, its members in the order the README documents.
#[derive(Serialize)]
struct ReportJson<'a> {
    version: u64,
    server: ServerJson<'a>,
    #[serde(skip_serializing_if = "Option::is_none")]
    findings: Option<Vec<FindingJson<'a>>>,
    #[serde(rename = "plannedCalls", skip_serializing_if = "Option::is_none")]
    planned_calls: Option<Vec<CallJson>>,
    summary: SummaryJson<'a>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ServerJson<'a> {
    name: &'a str,
    version: &'a str,
    protocol_version: &'a str,
    transport: &'a str,
    target: &'a str,
}

#[derive(Serialize)]
struct FindingJson<'a> {
    tool: &'a str,
    check: &'a str,
    severity: &'a str,
    call: CallJson,
    evidence: &'a str,
    fix: &'a str,
    occurrences: usize,
}

#[derive(Serialize)]
struct CallJson {
    tool: String,
    arguments: Value,
    probe: &'static str,
    argument: Option<String>,
}

impl CallJson {
    fn of(call: &Call) -> Self {
        CallJson {
            tool: call.tool.clone(),
            arguments: call.shown_arguments(),
            probe: call.probe.id(),
            argument: call.probe.argument().map(str::to_owned),
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SummaryJson<'a> {
    tools: usize,
    skipped: Vec<SkippedJson<'a>>,
    calls_planned: usize,
    calls_made: usize,
    not_made_because: Option<&'a str>,
    findings: CountsJson,
    fail_on: &'a str,
    failed: bool,
    duration_ms: u64,
}

#[derive(Serialize)]
struct SkippedJson<'a> {
    tool: &'a str,
    reason: &'a str,
}

#[derive(Serialize)]
struct CountsJson {
    error: usize,
    warning: usize,
    info: usize,
}

fn server_name(server: &ServerInfo) -> String {
    match (server.name.is_empty(), server.version.is_empty()) {
        (true, _) => "an unnamed server".to_owned(),
        (false, true) => shown_name(&server.name),
        (false, false) => format!(
            "{} {}",
            shown_name(&server.name),
            shown_name(&server.version)
        ),
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::Map;

    use super::*;
    use crate::checks::CHECKS;

    fn report(fail_on: FailOn) -> Report {
        Report {
            server: ServerInfo {
                name: "shop".into(),
                version: "1.0".into(),
                protocol_version: "2025-11-25".into(),
            },
            transport: "stdio",
            target: "python3 shop.py".into(),
            tools: vec!["get_order".into(), "cancel_order".into()],
            findings: Vec::new(),
            skipped: Vec::new(),
            calls_planned: 3,
            calls_made: 3,
            not_made_because: None,
            duration: Duration::from_millis(1500),
            fail_on,
        }
    }

    fn call(tool: &str) -> Call {
        Call {
            tool: tool.into(),
            arguments: Map::new(),
            probe: Probe::UnknownArgument,
        }
    }

    #[test]
    fn findings_group_by_tool_and_rule_and_count_calls() {
        let mut report = report(FailOn::Warning);
        let warning = CHECKS
            .iter()
            .find(|check| check.severity == Severity::Warning)
            .unwrap();
        let error = CHECKS
            .iter()
            .find(|check| check.severity == Severity::Error)
            .unwrap();
        report.add(warning, &call("cancel_order"), "first".into());
        report.add(warning, &call("cancel_order"), "second".into());
        report.add(error, &call("get_order"), "e".into());
        assert_eq!(report.findings.len(), 2);
        let text = report.to_json();
        assert!(
            text.starts_with("{\"version\":1,\"server\":{\"name\":\"shop\""),
            "{text}"
        );
        let json: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["version"], 1);
        // Listed order: get_order first.
        assert_eq!(json["findings"][0]["tool"], "get_order");
        assert_eq!(json["findings"][1]["occurrences"], 2);
        assert_eq!(json["findings"][1]["evidence"], "first");
        assert_eq!(json["summary"]["findings"]["warning"], 1);
        assert_eq!(json["summary"]["failed"], true);
        let text = report.to_text();
        assert!(
            text.contains("shop 1.0 over stdio (protocol 2025-11-25)"),
            "{text}"
        );
        assert!(text.contains("(2 calls)"), "{text}");
        assert!(
            text.ends_with("1 error, 1 warning, 0 info. Fails at --fail-on warning.\n"),
            "{text}"
        );
    }

    #[test]
    fn a_dry_runs_json_has_the_reports_shape() {
        let report = report(FailOn::Warning);
        let run: Value = serde_json::from_str(&report.to_json()).unwrap();
        let dry: Value = serde_json::from_str(&report.plan_json(&[call("get_order")])).unwrap();
        let keys =
            |value: &Value| -> Vec<String> { value.as_object().unwrap().keys().cloned().collect() };
        assert_eq!(keys(&run["summary"]), keys(&dry["summary"]));
        assert_eq!(dry["plannedCalls"][0]["probe"], "unknown-argument");
        assert!(dry.get("findings").is_none());
        let text = report.plan_text(&[call("get_order")]);
        assert!(text.contains(": 1 call planned, none made"), "{text}");
        let reason = |tool: &str, reason: &str| Skipped {
            tool: tool.into(),
            reason: reason.into(),
        };
        let grouped =
            super::not_called(&[reason("a", "why"), reason("b", "why"), reason("c", "other")]);
        assert_eq!(grouped, "\nNot called:\n  a, b: why\n  c: other\n");
    }

    #[test]
    fn fail_on_decides_the_verdict() {
        let mut report = report(FailOn::Error);
        let warning = CHECKS
            .iter()
            .find(|check| check.severity == Severity::Warning)
            .unwrap();
        report.add(warning, &call("get_order"), "w".into());
        assert!(!report.fails());
        report.fail_on = FailOn::Warning;
        assert!(report.fails());
        report.fail_on = FailOn::Never;
        assert!(!report.fails());
        let empty = super::Report {
            findings: Vec::new(),
            ..report
        };
        assert!(empty.to_text().contains("No findings."));
    }
}
