//! The report as SARIF 2.1.0, for GitHub code scanning and other SARIF
//! readers: one run, its tool's rules (every check the profile reports),
//! a result per finding and per stale baseline entry.
//!
//! A server's failures have no line of code: every result points at one
//! repository-relative file (`--sarif-artifact`), line 1. Results are
//! matched across runs by `partialFingerprints` made of the check's id
//! and the server's name, never the evidence, which changes from run to
//! run. Every server-chosen string is escaped as the text report escapes
//! it ([`Shown`]), and the document as the JSON report is ([`json_safe`]).

use serde_json::{Value, json};

use crate::baseline::{Baselined, Entry};
use crate::checks::{CHECKS, Check, CheckId, Severity};
use crate::report::{Finding, Report, describe};
use crate::text::{Shown, json_safe};

/// The schema the document names.
pub const SARIF_SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// The key of the fingerprint the audit writes: a new way of computing
/// it is a new key.
pub const FINGERPRINT_KEY: &str = "toolerrorAudit/v1";

/// SARIF's level for a severity.
pub fn level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

impl Report {
    /// The SARIF 2.1.0 log of the run: results point at `artifact`. A dry
    /// run's (`planned`) has no result.
    pub fn to_sarif(&self, artifact: &str, planned: bool) -> String {
        let rules: Vec<&Check> = CHECKS
            .iter()
            .filter(|check| self.profile.reports(check))
            .collect();
        let mut results: Vec<Value> = Vec::new();
        if !planned {
            for finding in self.sorted() {
                results.push(self.result(&finding, &rules, artifact));
            }
            if let Baselined::Judged(judgement) = &self.baseline {
                for entry in &judgement.stale {
                    results.push(self.stale_result(
                        entry,
                        &judgement.baseline.file.display().to_string(),
                        &rules,
                        artifact,
                    ));
                }
            }
        }
        let document = json!({
            "$schema": SARIF_SCHEMA,
            "version": "2.1.0",
            "runs": [{
                "tool": {"driver": {
                    "name": "toolerror-audit",
                    "version": env!("CARGO_PKG_VERSION"),
                    "informationUri": env!("CARGO_PKG_REPOSITORY"),
                    "rules": rules.iter().map(|check| rule(check)).collect::<Vec<_>>(),
                }},
                "invocations": [{"executionSuccessful": true}],
                "results": results,
                "properties": {
                    "server": {
                        "name": self.server.name,
                        "version": self.server.version,
                        "protocolVersion": self.server.protocol_version,
                        "transport": self.transport,
                        "target": self.target,
                    },
                    "profile": self.profile.name(),
                    "failOn": self.fail_on.name(),
                    "failed": !planned && self.fails(),
                },
            }],
        });
        json_safe(document.to_string())
    }

    /// A finding's result.
    fn result(&self, finding: &Finding, rules: &[&Check], artifact: &str) -> Value {
        let times = if finding.occurrences > 1 {
            format!(" ({} calls)", finding.occurrences)
        } else {
            String::new()
        };
        let new = self.new_tools(finding);
        let mut result = json!({
            "ruleId": finding.check.id.as_str(),
            "level": level(finding.check.severity),
            "message": {"text": format!(
                "{}: {}{times}. Call: {}. Evidence: {}",
                finding.check.title,
                self.tool_list(&finding.tools),
                describe(&finding.call),
                Shown::text(&finding.evidence),
            )},
            "locations": [location(artifact)],
            "partialFingerprints": {
                FINGERPRINT_KEY: fingerprint(&[finding.check.id.as_str(), &self.server.name]),
            },
            "properties": {
                "tools": finding.tools,
                "occurrences": finding.occurrences,
            },
        });
        if let Some(index) = rule_index(rules, finding.check.id) {
            result["ruleIndex"] = json!(index);
        }
        if let Some(state) = self.baseline_state(finding) {
            result["baselineState"] = json!(state);
        }
        if let Baselined::Judged(judgement) = &self.baseline
            && new.is_empty()
        {
            let notes: Vec<&str> = judgement
                .baseline
                .entries
                .iter()
                .filter(|entry| {
                    entry.check == finding.check.id && finding.tools.contains(&entry.tool)
                })
                .filter_map(|entry| entry.note.as_deref())
                .collect();
            let mut suppression = json!({"kind": "external", "status": "accepted"});
            suppression["justification"] = json!(if notes.is_empty() {
                format!(
                    "accepted in the baseline {}",
                    judgement.baseline.file.display()
                )
            } else {
                notes.join("; ")
            });
            result["suppressions"] = json!([suppression]);
        }
        result
    }

    /// A stale baseline entry's result: `baselineState` absent.
    fn stale_result(&self, entry: &Entry, file: &str, rules: &[&Check], artifact: &str) -> Value {
        let check = entry.check.check();
        let mut result = json!({
            "ruleId": entry.check.as_str(),
            "level": level(check.severity),
            "message": {"text": format!(
                "Stale baseline entry: {} on {} is no longer found; remove it from {}, or write it again with --write-baseline",
                entry.check,
                self.tool_list(std::slice::from_ref(&entry.tool)),
                Shown::text(file),
            )},
            "locations": [location(artifact)],
            "partialFingerprints": {
                FINGERPRINT_KEY: fingerprint(&["stale", entry.check.as_str(), &self.server.name, &entry.tool]),
            },
            "baselineState": "absent",
            "properties": {"tools": [entry.tool]},
        });
        if let Some(index) = rule_index(rules, entry.check) {
            result["ruleIndex"] = json!(index);
        }
        result
    }
}

/// A check as a SARIF rule.
fn rule(check: &Check) -> Value {
    json!({
        "id": check.id.as_str(),
        "shortDescription": {"text": check.title},
        "fullDescription": {"text": check.fix},
        "help": {"text": check.fix},
        "helpUri": format!("{}/blob/main/audit/README.md#the-checks", env!("CARGO_PKG_REPOSITORY")),
        "defaultConfiguration": {"level": level(check.severity)},
        "properties": {"profile": check.profile.name(), "tags": ["mcp", "error-handling"]},
    })
}

/// Where a result points: the artifact's first line.
fn location(artifact: &str) -> Value {
    json!({"physicalLocation": {
        "artifactLocation": {"uri": artifact},
        "region": {"startLine": 1},
    }})
}

fn rule_index(rules: &[&Check], id: CheckId) -> Option<usize> {
    rules.iter().position(|check| check.id == id)
}

/// FNV-1a (64 bits) of the parts, each ended by a NUL, as 16 hex digits:
/// the same on every run and platform, and bounded whatever the server's
/// name.
fn fingerprint(parts: &[&str]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in parts.iter().flat_map(|part| part.bytes().chain([0])) {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::{Map, json};

    use super::*;
    use crate::baseline::{Baseline, Entry, Judgement};
    use crate::checks::Profile;
    use crate::cli::FailOn;
    use crate::connect::ServerInfo;
    use crate::plan::{Call, Probe};

    fn report() -> Report {
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
            unannotated: Vec::new(),
            calls_planned: 2,
            calls_made: 2,
            not_made_because: None,
            duration: Duration::from_millis(10),
            fail_on: FailOn::Warning,
            profile: Profile::Harm,
            baseline: Baselined::None,
            show_as: Vec::new(),
        }
    }

    fn call(tool: &str) -> Call {
        let mut arguments = Map::new();
        arguments.insert("id".into(), json!("x"));
        Call {
            tool: tool.into(),
            arguments,
            probe: Probe::UnknownArgument,
        }
    }

    #[test]
    fn fingerprints_are_fixed_and_bounded() {
        assert_eq!(fingerprint(&[]), "cbf29ce484222325");
        assert_eq!(fingerprint(&["a"]), fingerprint(&["a"]));
        assert_ne!(fingerprint(&["ab", ""]), fingerprint(&["a", "b"]));
        assert_eq!(fingerprint(&[&"x".repeat(100_000)]).len(), 16);
    }

    /// The whole log of a run with a finding accepted by the baseline and
    /// a stale entry.
    #[test]
    fn a_sarif_log_with_a_baseline() {
        let mut report = report();
        report.add(
            CheckId::GenericErrorText.check(),
            &call("get_order"),
            "\"Operation failed\"".into(),
        );
        report.add(
            CheckId::ErrorNotFlagged.check(),
            &call("cancel_order"),
            "isError is false".into(),
        );
        report.add(
            CheckId::ErrorNotFlagged.check(),
            &call("get_order"),
            "isError is false".into(),
        );
        let baseline = Baseline {
            file: "audit-baseline.json".into(),
            entries: vec![
                Entry {
                    check: CheckId::GenericErrorText,
                    tool: "get_order".into(),
                    note: Some("upstream's text".into()),
                },
                Entry {
                    check: CheckId::ErrorNotFlagged,
                    tool: "get_order".into(),
                    note: None,
                },
                Entry {
                    check: CheckId::UnboundedError,
                    tool: "get_order".into(),
                    note: None,
                },
            ],
        };
        report.baseline = Baselined::Judged(Judgement {
            stale: vec![baseline.entries[2].clone()],
            not_judged: Vec::new(),
            baseline,
        });
        let log: Value = serde_json::from_str(&report.to_sarif("src/shop.py", false)).unwrap();
        let rules = &log["runs"][0]["tool"]["driver"]["rules"];
        let harm = CHECKS
            .iter()
            .filter(|check| check.profile == Profile::Harm)
            .count();
        assert_eq!(rules.as_array().unwrap().len(), harm);
        assert_eq!(
            rules[1],
            json!({
                "id": "error-not-flagged",
                "shortDescription": {"text": "A failure reported as a success, without isError"},
                "fullDescription": {"text": CheckId::ErrorNotFlagged.check().fix},
                "help": {"text": CheckId::ErrorNotFlagged.check().fix},
                "helpUri": "https://github.com/toolerror/toolerror/blob/main/audit/README.md#the-checks",
                "defaultConfiguration": {"level": "error"},
                "properties": {"profile": "harm", "tags": ["mcp", "error-handling"]},
            })
        );
        let index = |id: CheckId| {
            rules
                .as_array()
                .unwrap()
                .iter()
                .position(|rule| rule["id"] == id.as_str())
                .unwrap()
        };
        let location = json!([{"physicalLocation": {
            "artifactLocation": {"uri": "src/shop.py"}, "region": {"startLine": 1}}}]);
        assert_eq!(
            log,
            json!({
                "$schema": SARIF_SCHEMA,
                "version": "2.1.0",
                "runs": [{
                    "tool": {"driver": {
                        "name": "toolerror-audit",
                        "version": env!("CARGO_PKG_VERSION"),
                        "informationUri": "https://github.com/toolerror/toolerror",
                        "rules": rules,
                    }},
                    "invocations": [{"executionSuccessful": true}],
                    "results": [
                        {
                            "ruleId": "error-not-flagged",
                            "ruleIndex": index(CheckId::ErrorNotFlagged),
                            "level": "error",
                            "message": {"text": "A failure reported as a success, without isError: get_order, cancel_order (2 calls). Call: cancel_order {\"id\":\"x\"} (an argument the tool doesn't declare). Evidence: isError is false"},
                            "locations": location,
                            "partialFingerprints": {FINGERPRINT_KEY: fingerprint(&["error-not-flagged", "shop"])},
                            "properties": {"tools": ["get_order", "cancel_order"], "occurrences": 2},
                            "baselineState": "new",
                        },
                        {
                            "ruleId": "generic-error-text",
                            "ruleIndex": index(CheckId::GenericErrorText),
                            "level": "warning",
                            "message": {"text": "A generic error text, such as \"Operation failed\": get_order. Call: get_order {\"id\":\"x\"} (an argument the tool doesn't declare). Evidence: \"Operation failed\""},
                            "locations": location,
                            "partialFingerprints": {FINGERPRINT_KEY: fingerprint(&["generic-error-text", "shop"])},
                            "properties": {"tools": ["get_order"], "occurrences": 1},
                            "baselineState": "unchanged",
                            "suppressions": [{"kind": "external", "status": "accepted", "justification": "upstream's text"}],
                        },
                        {
                            "ruleId": "unbounded-error",
                            "ruleIndex": index(CheckId::UnboundedError),
                            "level": "error",
                            "message": {"text": "Stale baseline entry: unbounded-error on get_order is no longer found; remove it from audit-baseline.json, or write it again with --write-baseline"},
                            "locations": location,
                            "partialFingerprints": {FINGERPRINT_KEY: fingerprint(&["stale", "unbounded-error", "shop", "get_order"])},
                            "baselineState": "absent",
                            "properties": {"tools": ["get_order"]},
                        },
                    ],
                    "properties": {
                        "server": {"name": "shop", "version": "1.0", "protocolVersion": "2025-11-25",
                                   "transport": "stdio", "target": "python3 shop.py"},
                        "profile": "harm",
                        "failOn": "warning",
                        "failed": true,
                    },
                }],
            })
        );
        // A dry run: the rules, no result.
        let planned: Value = serde_json::from_str(&report.to_sarif("src/shop.py", true)).unwrap();
        assert_eq!(planned["runs"][0]["results"], json!([]));
        assert_eq!(planned["runs"][0]["properties"]["failed"], false);
    }

    #[test]
    fn no_control_character_of_a_server_reaches_the_log() {
        let mut report = report();
        let hostile = "x\u{1b}[2J\u{9b}31m\u{202e}y".to_owned();
        report.server.name = hostile.clone();
        report.add(
            CheckId::ErrorNotFlagged.check(),
            &call(&hostile),
            format!("evidence {hostile}"),
        );
        let log = report.to_sarif("a.py", false);
        assert!(!log.chars().any(crate::text::is_unsafe), "{log}");
        let parsed: Value = serde_json::from_str(&log).unwrap();
        let text = parsed["runs"][0]["results"][0]["message"]["text"]
            .as_str()
            .unwrap();
        assert!(text.contains("x\\u{1b}[2J\\u{9b}31m\\u{202e}y"), "{text}");
        assert_eq!(
            parsed["runs"][0]["results"][0]["properties"]["tools"][0],
            hostile.as_str()
        );
    }
}
