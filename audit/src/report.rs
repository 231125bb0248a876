//! The findings of an audit, one per rule broken (with the tools that
//! broke it), as readable text or as JSON (schema version
//! [`SCHEMA_VERSION`], documented in the README). Every string a server
//! chose reaches the text report through [`Shown`], and the JSON report
//! through [`json_safe`].

use std::time::Duration;

use serde::Serialize;
use serde_json::Value;

use crate::answer::Answer;
use crate::baseline::{Baselined, Entry};
use crate::checks::{Check, Profile, Severity};
use crate::cli::FailOn;
use crate::connect::ServerInfo;
use crate::hosts::{Host, HostView};
use crate::plan::{Call, Skipped, UNKNOWN_TOOL};
use crate::text::{Shown, json_safe};

/// The version of the JSON report's schema; a change that breaks a reader
/// is a new version.
pub const SCHEMA_VERSION: u64 = 2;

/// The most tools a text finding names; the JSON report lists them all.
const TOOLS_SHOWN: usize = 12;

/// One rule broken, one root cause: the tools whose calls broke it, the
/// first call that showed it, and how many did.
#[derive(Debug, Clone)]
pub struct Finding {
    /// The rule.
    pub check: &'static Check,
    /// The tools whose calls broke it, in the order found (the
    /// unknown-tool call's made-up name for that one).
    pub tools: Vec<String>,
    /// The first call that showed it.
    pub call: Call,
    /// What that call's answer showed, bounded
    /// ([`EVIDENCE_MAX`](crate::text::EVIDENCE_MAX)).
    pub evidence: String,
    /// How many calls showed it.
    pub occurrences: usize,
    /// The tool result that call got, when it got one: what
    /// [`Report::show_as`]'s hosts would hand their models is built from
    /// it.
    pub result: Option<Value>,
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
    /// Tools not annotated `readOnlyHint` at all, whose calls that could
    /// run (unknown argument, oversized) weren't made for want of it.
    pub unannotated: Vec<String>,
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
    /// The rules reported.
    pub profile: Profile,
    /// How it stands to a baseline: none, judged against one, or
    /// written as one.
    pub baseline: Baselined,
    /// The hosts whose view of each finding's answer the report shows
    /// (`--show-as`).
    pub show_as: Vec<Host>,
}

impl Report {
    /// Records that `call` broke `check`: one finding per rule, whichever
    /// tool broke it; a rule broken again counts as another occurrence,
    /// and adds the tool to the finding's list.
    pub fn add(&mut self, check: &'static Check, call: &Call, evidence: String) {
        if let Some(finding) = self
            .findings
            .iter_mut()
            .find(|finding| finding.check.id == check.id)
        {
            finding.occurrences += 1;
            if !finding.tools.contains(&call.tool) {
                finding.tools.push(call.tool.clone());
            }
            return;
        }
        self.findings.push(Finding {
            check,
            tools: vec![call.tool.clone()],
            call: call.clone(),
            evidence: crate::text::bounded_evidence(evidence),
            occurrences: 1,
            result: None,
        });
    }

    /// Keeps `answer` on the findings `call` was the first to show, when
    /// it is a tool result: the hosts of `--show-as` are shown what they
    /// would make of it.
    pub fn keep_result(&mut self, call: &Call, answer: &Answer) {
        let Answer::Result(result) = answer else {
            return;
        };
        // A hostile answer isn't copied: the views of one that large
        // would be cut to nothing anyway.
        if answer.size() > crate::text::INPUT_BYTES {
            return;
        }
        for finding in &mut self.findings {
            if finding.result.is_none()
                && finding.call.tool == call.tool
                && finding.call.probe == call.probe
                && finding.call.arguments == call.arguments
            {
                finding.result = Some(result.clone());
            }
        }
    }

    /// What each host of `--show-as` would hand its model for `finding`'s
    /// answer (none without a tool result: the host matrix records no
    /// host's handling of a JSON-RPC error a server sent).
    pub fn host_views(&self, finding: &Finding) -> Vec<HostView> {
        let Some(result) = &finding.result else {
            return Vec::new();
        };
        self.show_as
            .iter()
            .map(|host| {
                host.view(
                    &self.server.name,
                    &finding.call.tool,
                    &finding.call.arguments,
                    result,
                )
            })
            .collect()
    }

    /// Whether the run fails: a finding that reaches `--fail-on` with a
    /// tool the baseline doesn't accept, or a stale baseline entry
    /// (unless `--fail-on never`); never when written as a baseline.
    pub fn fails(&self) -> bool {
        let stale = match &self.baseline {
            Baselined::Written { .. } => return false,
            Baselined::Judged(judgement) => !judgement.stale.is_empty(),
            Baselined::None => false,
        };
        (stale && self.fail_on != FailOn::Never)
            || self.findings.iter().any(|finding| {
                self.fail_on.fails(finding.check.severity) && !self.new_tools(finding).is_empty()
            })
    }

    /// The tools of `finding` the baseline doesn't accept: all of them
    /// without one.
    pub fn new_tools<'f>(&self, finding: &'f Finding) -> Vec<&'f String> {
        match &self.baseline {
            Baselined::Judged(judgement) => finding
                .tools
                .iter()
                .filter(|tool| !judgement.baseline.accepts(finding.check.id, tool))
                .collect(),
            _ => finding.tools.iter().collect(),
        }
    }

    /// How many findings of `severity`.
    fn count(&self, severity: Severity) -> usize {
        self.findings
            .iter()
            .filter(|finding| finding.check.severity == severity)
            .count()
    }

    /// The findings in report order: by severity, then in the order of
    /// [`CHECKS`](crate::checks::CHECKS), which is
    /// [`CheckId`](crate::checks::CheckId)'s; each finding's tools in the
    /// order the server listed them (then the others).
    pub(crate) fn sorted(&self) -> Vec<Finding> {
        let rank = |tool: &String| {
            self.tools
                .iter()
                .position(|listed| listed == tool)
                .unwrap_or(usize::MAX)
        };
        let mut sorted: Vec<Finding> = self.findings.clone();
        sorted.sort_by_key(|finding| (std::cmp::Reverse(finding.check.severity), finding.check.id));
        for finding in &mut sorted {
            finding.tools.sort_by_key(rank);
        }
        sorted
    }

    /// The JSON report (schema version 2), members in the README's order.
    pub fn to_json(&self) -> String {
        let sorted = self.sorted();
        let findings = sorted
            .iter()
            .map(|finding| FindingJson {
                check: finding.check.id.as_str(),
                severity: finding.check.severity.name(),
                tools: &finding.tools,
                call: CallJson::of(&finding.call),
                evidence: &finding.evidence,
                fix: finding.check.fix,
                occurrences: finding.occurrences,
                baseline_state: self.baseline_state(finding),
                new_tools: match self.baseline {
                    Baselined::Judged(_) => Some(self.new_tools(finding)),
                    _ => None,
                },
                shown_as: self.host_views_json(finding),
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
                profile: self.profile.name(),
                skipped: self
                    .skipped
                    .iter()
                    .map(|skipped| SkippedJson {
                        tool: &skipped.tool,
                        reason: &skipped.reason,
                    })
                    .collect(),
                unannotated: &self.unannotated,
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
                baseline: self.baseline_json(),
            },
        };
        json_safe(serde_json::to_string(&document).unwrap_or_else(|error| {
            // Only a map with non-string keys fails, and none is built here.
            format!("{{\"version\":{SCHEMA_VERSION},\"error\":\"{error}\"}}")
        }))
    }

    /// `"new"` or `"unchanged"` (every tool accepted) against a
    /// baseline; `None` without one.
    pub fn baseline_state(&self, finding: &Finding) -> Option<&'static str> {
        match self.baseline {
            Baselined::Judged(_) if self.new_tools(finding).is_empty() => Some("unchanged"),
            Baselined::Judged(_) => Some("new"),
            _ => None,
        }
    }

    /// The summary's `baseline` member.
    fn baseline_json(&self) -> Option<BaselineJson<'_>> {
        fn entry<'e>(entry: &'e Entry, reason: Option<&'e str>) -> EntryJson<'e> {
            EntryJson {
                check: entry.check.as_str(),
                tool: &entry.tool,
                note: entry.note.as_deref(),
                reason,
            }
        }
        match &self.baseline {
            Baselined::None => None,
            Baselined::Written { file, entries } => Some(BaselineJson::Written {
                file: file.display().to_string(),
                written: *entries,
            }),
            Baselined::Judged(judgement) => {
                let accepted = self
                    .findings
                    .iter()
                    .filter(|finding| self.new_tools(finding).is_empty())
                    .count();
                Some(BaselineJson::Judged {
                    file: judgement.baseline.file.display().to_string(),
                    accepted,
                    new: self.findings.len() - accepted,
                    stale: judgement
                        .stale
                        .iter()
                        .map(|stale| entry(stale, None))
                        .collect(),
                    not_judged: judgement
                        .not_judged
                        .iter()
                        .map(|(left, why)| entry(left, Some(why.as_str())))
                        .collect(),
                })
            }
        }
    }

    /// The readable report: a heading, one finding per rule broken (with
    /// the tools that broke it), what wasn't called, and a summary line.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        out.push_str(&format!(
            "toolerror-audit: {} over {} (protocol {}): {}, {} of {} in {:.1} s{}\n",
            server_name(&self.server),
            self.transport,
            if self.server.protocol_version.is_empty() {
                "?".to_owned()
            } else {
                Shown::name(&self.server.protocol_version).to_string()
            },
            count_of(self.tools.len(), "tool"),
            self.calls_made,
            count_of(self.calls_planned, "call"),
            self.duration.as_secs_f64(),
            match self.profile {
                Profile::Harm => "",
                Profile::Toolerror => " (--profile toolerror)",
            }
        ));
        for finding in self.sorted() {
            let times = if finding.occurrences > 1 {
                format!(" ({} calls)", finding.occurrences)
            } else {
                String::new()
            };
            let accepted = match (&self.baseline, self.new_tools(&finding)) {
                (Baselined::Judged(_), new) if new.is_empty() => {
                    " (accepted in the baseline)".to_owned()
                }
                (Baselined::Judged(_), new) if new.len() < finding.tools.len() => {
                    let new: Vec<String> = new.into_iter().cloned().collect();
                    format!(" (new: {}; the others accepted)", self.tool_list(&new))
                }
                (Baselined::Judged(_), _) => " (new)".to_owned(),
                _ => String::new(),
            };
            out.push_str(&format!(
                "\n{:<8} {}: {}{times}{accepted}\n  call      {}\n  evidence  {}\n  fix       {}\n",
                finding.check.severity.name(),
                finding.check.id,
                self.tool_list(&finding.tools),
                describe(&finding.call),
                Shown::text(&finding.evidence),
                finding.check.fix,
            ));
            out.push_str(&self.host_views_text(&finding));
        }
        if self.findings.is_empty() {
            out.push_str("\nNo findings.\n");
        }
        out.push_str(&not_called(&self.skipped));
        if !self.unannotated.is_empty() {
            out.push_str(&format!(
                "\n{} no readOnlyHint annotation, so {} calls that could run (an unknown argument, an oversized string, lookups of what doesn't exist), the probes that show most failures, were not made: {}. If the tools change nothing, run again with --assume-read-only.\n",
                if self.unannotated.len() == 1 {
                    "1 tool has"
                } else {
                    "Tools have"
                },
                if self.unannotated.len() == 1 { "its" } else { "their" },
                self.tool_list(&self.unannotated),
            ));
        }
        if let Some(why) = &self.not_made_because {
            let left = self.calls_planned - self.calls_made;
            out.push_str(&format!(
                "\n{} planned {} not made: {}.\n",
                count_of(left, "call"),
                if left == 1 { "was" } else { "were" },
                Shown::text(why)
            ));
        }
        out.push_str(&self.baseline_text());
        out.push_str(&format!(
            "\n{}, {}, {} info. {}\n",
            count_of(self.count(Severity::Error), "error"),
            count_of(self.count(Severity::Warning), "warning"),
            self.count(Severity::Info),
            match (self.fail_on, self.fails()) {
                _ if matches!(self.baseline, Baselined::Written { .. }) => {
                    "Passes: written as a baseline (--write-baseline).".to_owned()
                }
                (FailOn::Never, _) => "Never fails (--fail-on never).".to_owned(),
                (level, true) => format!("Fails at --fail-on {}.", level.name()),
                (level, false) if !self.unannotated.is_empty() => format!(
                    "Passes at --fail-on {}, with {} only partly probed.",
                    level.name(),
                    count_of(self.unannotated.len(), "tool")
                ),
                (level, false) => format!("Passes at --fail-on {}.", level.name()),
            }
        ));
        out
    }

    /// What the run made of the baseline: accepted and new findings,
    /// stale entries (which fail the run) and entries not judged.
    fn baseline_text(&self) -> String {
        let entry = |entry: &Entry| {
            format!(
                "{} on {}{}",
                entry.check,
                self.tool_list(std::slice::from_ref(&entry.tool)),
                match &entry.note {
                    Some(note) => format!(" ({})", Shown::text(note)),
                    None => String::new(),
                }
            )
        };
        match &self.baseline {
            Baselined::None => String::new(),
            Baselined::Written { file, entries } => format!(
                "\nWrote {} accepted {} (a check and a tool each) to {} (--write-baseline): they pass from now on; a new one fails, and so does one no longer found.\n",
                entries,
                if *entries == 1 { "entry" } else { "entries" },
                Shown::text(&file.display().to_string())
            ),
            Baselined::Judged(judgement) => {
                let file = Shown::text(&judgement.baseline.file.display().to_string()).to_string();
                let accepted = self
                    .findings
                    .iter()
                    .filter(|finding| self.new_tools(finding).is_empty())
                    .count();
                let mut out = format!(
                    "\nBaseline {file}: {} accepted, {} new, {} stale.\n",
                    accepted,
                    self.findings.len() - accepted,
                    judgement.stale.len()
                );
                if !judgement.stale.is_empty() {
                    out.push_str(&format!(
                        "Stale, no longer found (remove them from {file}, or write it again with --write-baseline):\n"
                    ));
                    for stale in &judgement.stale {
                        out.push_str(&format!("  {}\n", entry(stale)));
                    }
                }
                if !judgement.not_judged.is_empty() {
                    out.push_str("Not judged, this run couldn't have found them:\n");
                    for (left, why) in &judgement.not_judged {
                        out.push_str(&format!("  {}: {why}\n", entry(left)));
                    }
                }
                out
            }
        }
    }

    /// Tools as the text report names them: escaped, the first
    /// [`TOOLS_SHOWN`], the unknown-tool call's name explained.
    pub(crate) fn tool_list(&self, tools: &[String]) -> String {
        let mut names: Vec<String> = tools
            .iter()
            .take(TOOLS_SHOWN)
            .map(|tool| {
                if tool == UNKNOWN_TOOL && !self.tools.contains(tool) {
                    format!("{UNKNOWN_TOOL} (a tool that doesn't exist)")
                } else {
                    Shown::name(tool).to_string()
                }
            })
            .collect();
        if tools.len() > TOOLS_SHOWN {
            names.push(format!("and {} more", tools.len() - TOOLS_SHOWN));
        }
        names.join(", ")
    }
}

/// A call for the text report: `tool {arguments} (why)`, escaped.
pub(crate) fn describe(call: &Call) -> String {
    format!(
        "{} ({})",
        call.describe(),
        Shown::text(&call.probe.to_string())
    )
}

impl Report {
    /// The `--show-as` lines under a text finding: what each host hands
    /// its model, and how an agent reads it.
    fn host_views_text(&self, finding: &Finding) -> String {
        if self.show_as.is_empty() {
            return String::new();
        }
        if finding.result.is_none() {
            return "  shown as  no tool result to build on (a JSON-RPC error, no answer, or one over 16 KiB)\n"
                .to_owned();
        }
        let mut out = String::new();
        for view in self.host_views(finding) {
            out.push_str(&format!(
                "  {} ({}) reads {}: {}\n",
                view.host.label(),
                if view.flagged {
                    "error flag kept"
                } else if finding
                    .result
                    .as_ref()
                    .and_then(|result| result.get("isError"))
                    == Some(&Value::Bool(true))
                {
                    "error flag lost"
                } else {
                    "no error flag"
                },
                view.reads_as,
                Shown::text(&crate::text::cut(
                    &view.document.to_string(),
                    crate::text::EVIDENCE_BYTES
                )),
            ));
        }
        out
    }

    /// The JSON finding's `shownAs`, with `--show-as`.
    fn host_views_json(&self, finding: &Finding) -> Option<Vec<HostViewJson>> {
        if self.show_as.is_empty() {
            return None;
        }
        Some(
            self.host_views(finding)
                .into_iter()
                .map(|view| HostViewJson {
                    host: view.host.name(),
                    document: crate::text::bounded_evidence(view.document.to_string()),
                    flagged: view.flagged,
                    reads_as: view.reads_as,
                })
                .collect(),
        )
    }

    /// The planned calls as text, for `--dry-run`.
    pub fn plan_text(&self, calls: &[Call]) -> String {
        let mut out = format!(
            "toolerror-audit --dry-run: {} over {}: {} planned, none made\n\n",
            server_name(&self.server),
            self.transport,
            count_of(calls.len(), "call")
        );
        for (index, call) in calls.iter().enumerate() {
            out.push_str(&format!("{:>4}. {}\n", index + 1, describe(call)));
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
        let tool = Shown::name(&skipped.tool).to_string();
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
        out.push_str(&format!(
            "  {}: {}\n",
            tools.join(", "),
            Shown::text(reason)
        ));
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
    check: &'a str,
    severity: &'a str,
    tools: &'a [String],
    call: CallJson,
    evidence: &'a str,
    fix: &'a str,
    occurrences: usize,
    #[serde(rename = "baselineState", skip_serializing_if = "Option::is_none")]
    baseline_state: Option<&'static str>,
    #[serde(rename = "newTools", skip_serializing_if = "Option::is_none")]
    new_tools: Option<Vec<&'a String>>,
    #[serde(rename = "shownAs", skip_serializing_if = "Option::is_none")]
    shown_as: Option<Vec<HostViewJson>>,
}

/// What one host of `--show-as` hands its model.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HostViewJson {
    host: &'static str,
    document: String,
    flagged: bool,
    reads_as: String,
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
    profile: &'a str,
    skipped: Vec<SkippedJson<'a>>,
    unannotated: &'a [String],
    calls_planned: usize,
    calls_made: usize,
    not_made_because: Option<&'a str>,
    findings: CountsJson,
    fail_on: &'a str,
    failed: bool,
    duration_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    baseline: Option<BaselineJson<'a>>,
}

/// The summary's `baseline`: judged against `--baseline`, or written.
#[derive(Serialize)]
#[serde(untagged)]
enum BaselineJson<'a> {
    #[serde(rename_all = "camelCase")]
    Judged {
        file: String,
        accepted: usize,
        new: usize,
        stale: Vec<EntryJson<'a>>,
        not_judged: Vec<EntryJson<'a>>,
    },
    Written {
        file: String,
        written: usize,
    },
}

#[derive(Serialize)]
struct EntryJson<'a> {
    check: &'a str,
    tool: &'a str,
    note: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'a str>,
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
        (false, true) => Shown::name(&server.name).to_string(),
        (false, false) => format!(
            "{} {}",
            Shown::name(&server.name),
            Shown::name(&server.version)
        ),
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::Map;

    use super::*;
    use crate::checks::CHECKS;
    use crate::plan::Probe;

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
            unannotated: Vec::new(),
            profile: Profile::Harm,
            baseline: Baselined::None,
            show_as: Vec::new(),
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
    fn one_finding_per_rule_lists_its_tools_and_counts_calls() {
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
        report.add(warning, &call("get_order"), "third".into());
        assert_eq!(report.findings.len(), 2);
        let text = report.to_json();
        assert!(
            text.starts_with("{\"version\":2,\"server\":{\"name\":\"shop\""),
            "{text}"
        );
        let json: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["version"], 2);
        // Errors first; each finding's tools in the order listed.
        assert_eq!(
            json["findings"][0]["tools"],
            serde_json::json!(["get_order"])
        );
        assert_eq!(
            json["findings"][1]["tools"],
            serde_json::json!(["get_order", "cancel_order"])
        );
        assert_eq!(json["findings"][1]["occurrences"], 3);
        assert_eq!(json["findings"][1]["evidence"], "first");
        assert_eq!(json["summary"]["findings"]["warning"], 1);
        assert_eq!(json["summary"]["failed"], true);
        let text = report.to_text();
        assert!(
            text.contains("shop 1.0 over stdio (protocol 2025-11-25)"),
            "{text}"
        );
        assert!(
            text.contains(": get_order, cancel_order (3 calls)"),
            "{text}"
        );
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
        let partly = super::Report {
            unannotated: vec!["update".into()],
            fail_on: FailOn::Warning,
            ..empty
        };
        let text = partly.to_text();
        assert!(text.contains("--assume-read-only"), "{text}");
        assert!(
            text.ends_with("Passes at --fail-on warning, with 1 tool only partly probed.\n"),
            "{text}"
        );
    }

    #[test]
    fn no_control_character_of_a_server_reaches_the_report() {
        let mut report = report(FailOn::Warning);
        report.server.name = "shop\u{1b}]0;pwned\u{7}".into();
        let hostile = "x\u{1b}[2J\u{9b}31m\u{202e}y".to_owned();
        let mut given = call(&hostile);
        given.probe = Probe::Missing {
            argument: hostile.clone(),
        };
        report.add(&CHECKS[0], &given, format!("evidence {hostile}"));
        report.skipped.push(Skipped {
            tool: hostile.clone(),
            reason: hostile.clone(),
        });
        let text = report.to_text();
        let json = report.to_json();
        for out in [&text, &json] {
            assert!(
                !out.chars().any(|c| crate::text::is_unsafe(c) && c != '\n'),
                "{out}"
            );
        }
        assert!(text.contains("x\\u{1b}[2J\\u{9b}31m\\u{202e}y"), "{text}");
        let parsed: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(parsed["findings"][0]["tools"][0], hostile.as_str());
    }
}
