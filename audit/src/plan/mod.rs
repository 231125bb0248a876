//! The calls an audit makes: derived from each tool's `inputSchema`, and
//! given by the user.
//!
//! A tool's derived calls start from the smallest arguments its schema
//! accepts (the required ones, each a value of its type; a recognisable
//! `toolerror-audit-probe` for strings) and change one thing:
//!
//! - **wrong type**: one argument of another JSON type, per argument (the
//!   first of `12345`, `"toolerror-audit-probe"`, `true`, `[]`, `{}` that
//!   the crate's argument walk, [`toolerror::rmcp::argument_misfits`],
//!   confirms doesn't fit);
//! - **missing**: each required argument left out;
//! - **unknown argument**: an argument the tool doesn't declare, added;
//! - **oversized**: the first string argument, [`OVERSIZED_BYTES`] long;
//!
//! and one call names a tool that doesn't exist ([`UNKNOWN_TOOL`]). Tools
//! annotated `destructiveHint: true` get none unless asked.
//!
//! Lookup calls (`lookups`) then name what doesn't exist in otherwise
//! realistic arguments (an announced directory where a path goes):
//!
//! - **made up**: an argument that names a thing (`table_name`,
//!   `entityNames`, `revision`) gets one nobody holds ([`MADE_UP`]);
//! - **not a date**: an argument that holds a date gets [`NOT_A_DATE`];
//! - **negative count**: an argument that counts something (`max_count`,
//!   `limit`) gets [`NEGATIVE_COUNT`];
//!
//! both must fail, except a list of names a read-only tool may rightly
//! find none of. Only tools that may run such calls get them: read-only
//! ones, or any with `--include-destructive`.
//!
//! `schema` finds the smallest valid arguments (sampling a JSON Schema),
//! `probes` and `lookups` derive each tool's calls from them, and this
//! module plans the audit: which tools get which calls, in what order.

mod lookups;
mod probes;
mod schema;

use std::fmt;

use rmcp::model::Tool;
use serde_json::{Map, Value};

pub use lookups::{MADE_UP, NEGATIVE_COUNT, NOT_A_DATE};
pub use probes::{NotDerived, derive};

/// The name of the tool the unknown-tool call asks for.
pub const UNKNOWN_TOOL: &str = "toolerror_audit_no_such_tool";

/// The argument the unknown-argument call adds.
pub const UNKNOWN_ARGUMENT: &str = "toolerror_audit_unknown_argument";

/// How long the oversized string is.
pub const OVERSIZED_BYTES: usize = 64 * 1024;

/// What a given call is expected to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expect {
    /// Anything: the answer is checked, not judged against an expectation.
    Any,
    /// Fail (a record that doesn't exist, another user's record): an empty
    /// success is a finding.
    Failure,
}

/// A call the user gave.
#[derive(Debug, Clone)]
pub struct GivenCall {
    /// The tool.
    pub tool: String,
    /// Its arguments.
    pub arguments: Map<String, Value>,
    /// What it should do.
    pub expect: Expect,
}

/// Why a call is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Probe {
    /// One argument of another JSON type.
    WrongType {
        /// The argument.
        argument: String,
        /// What its schema expects, in the argument walk's words.
        expected: String,
    },
    /// A required argument left out.
    Missing {
        /// The argument.
        argument: String,
    },
    /// An argument the tool doesn't declare.
    UnknownArgument,
    /// One string argument [`OVERSIZED_BYTES`] long.
    Oversized {
        /// The argument.
        argument: String,
    },
    /// A tool that doesn't exist.
    UnknownTool,
    /// An argument that names a thing, naming one that doesn't exist
    /// ([`MADE_UP`]).
    MadeUp {
        /// The argument (`relations[0].from` for a member of a list).
        argument: String,
        /// Whether the call must fail: a read-only tool may rightly find
        /// none of a list of names.
        expect: Expect,
    },
    /// An argument that holds a date, holding one that doesn't parse
    /// ([`NOT_A_DATE`]).
    NotADate {
        /// The argument.
        argument: String,
    },
    /// An argument that counts something (`max_count`, `limit`), holding
    /// [`NEGATIVE_COUNT`].
    NegativeCount {
        /// The argument.
        argument: String,
    },
    /// Given by the user.
    Given(Expect),
}

impl Probe {
    /// The probe's id in the JSON report.
    pub fn id(&self) -> &'static str {
        match self {
            Probe::WrongType { .. } => "wrong-type",
            Probe::Missing { .. } => "missing-required",
            Probe::UnknownArgument => "unknown-argument",
            Probe::Oversized { .. } => "oversized",
            Probe::UnknownTool => "unknown-tool",
            Probe::MadeUp { .. } => "made-up-referent",
            Probe::NotADate { .. } => "not-a-date",
            Probe::NegativeCount { .. } => "negative-count",
            Probe::Given(Expect::Any) => "given",
            Probe::Given(Expect::Failure) => "given-expecting-failure",
        }
    }

    /// The argument it is about, if one.
    pub fn argument(&self) -> Option<&str> {
        match self {
            Probe::WrongType { argument, .. }
            | Probe::Missing { argument }
            | Probe::Oversized { argument }
            | Probe::MadeUp { argument, .. }
            | Probe::NotADate { argument }
            | Probe::NegativeCount { argument } => Some(argument),
            Probe::UnknownArgument => Some(UNKNOWN_ARGUMENT),
            Probe::UnknownTool | Probe::Given(_) => None,
        }
    }

    /// Whether the call must fail: a lookup of what doesn't exist, or a
    /// call the user gave as one.
    pub fn expects_failure(&self) -> bool {
        matches!(
            self,
            Probe::Given(Expect::Failure)
                | Probe::NotADate { .. }
                | Probe::NegativeCount { .. }
                | Probe::MadeUp {
                    expect: Expect::Failure,
                    ..
                }
        )
    }

    /// Whether the call's arguments are invalid by construction.
    pub fn is_invalid_arguments(&self) -> bool {
        matches!(
            self,
            Probe::WrongType { .. } | Probe::Missing { .. } | Probe::UnknownArgument
        )
    }
}

impl fmt::Display for Probe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Probe::WrongType { argument, expected } => {
                write!(f, "`{argument}` of the wrong type (it must be {expected})")
            }
            Probe::Missing { argument } => write!(f, "required `{argument}` left out"),
            Probe::UnknownArgument => write!(f, "an argument the tool doesn't declare"),
            Probe::Oversized { argument } => {
                write!(f, "`{argument}` {} KiB long", OVERSIZED_BYTES / 1024)
            }
            Probe::UnknownTool => write!(f, "a tool that doesn't exist"),
            Probe::MadeUp { argument, .. } => {
                write!(f, "`{argument}` naming something that doesn't exist")
            }
            Probe::NotADate { argument } => write!(f, "`{argument}` a date that doesn't parse"),
            Probe::NegativeCount { argument } => {
                write!(f, "`{argument}` a negative count ({NEGATIVE_COUNT})")
            }
            Probe::Given(Expect::Any) => write!(f, "given"),
            Probe::Given(Expect::Failure) => write!(f, "given, expected to fail"),
        }
    }
}

/// One call to make.
#[derive(Debug, Clone)]
pub struct Call {
    /// The tool named.
    pub tool: String,
    /// The arguments sent.
    pub arguments: Map<String, Value>,
    /// Why.
    pub probe: Probe,
}

impl Call {
    /// The arguments as the report shows them: strings past
    /// [`SHOWN_BYTES`](crate::text::SHOWN_BYTES) shortened, saying how long
    /// they were.
    pub fn shown_arguments(&self) -> Value {
        fn shorten(value: &Value) -> Value {
            match value {
                Value::String(text) if text.len() > crate::text::SHOWN_BYTES => Value::String(
                    format!("{}… ({} bytes)", crate::text::head(text, 40), text.len()),
                ),
                Value::Array(items) => Value::Array(items.iter().map(shorten).collect()),
                Value::Object(members) => Value::Object(
                    members
                        .iter()
                        .map(|(key, value)| (key.clone(), shorten(value)))
                        .collect(),
                ),
                other => other.clone(),
            }
        }
        shorten(&Value::Object(self.arguments.clone()))
    }

    /// `tool {arguments}`, for the text report: both escaped
    /// ([`Shown`](crate::text::Shown)), an argument's name too.
    pub fn describe(&self) -> String {
        format!(
            "{} {}",
            crate::text::Shown::name(&self.tool),
            crate::text::Shown::text(&self.shown_arguments().to_string())
        )
    }
}

/// A tool the audit leaves alone, and why.
#[derive(Debug, Clone)]
pub struct Skipped {
    /// The tool.
    pub tool: String,
    /// Why.
    pub reason: String,
}

/// Every call of an audit, and the tools it leaves alone.
#[derive(Debug, Default)]
pub struct Plan {
    /// The calls, in the order they are made.
    pub calls: Vec<Call>,
    /// Tools not called.
    pub skipped: Vec<Skipped>,
    /// Tools with no `readOnlyHint` annotation whose calls that could run
    /// were left out for want of it (`--assume-read-only` makes them).
    pub unannotated: Vec<String>,
}

/// Whether the tool says it destroys something.
pub fn is_destructive(tool: &Tool) -> bool {
    tool.annotations
        .as_ref()
        .is_some_and(|annotations| annotations.destructive_hint == Some(true))
}

/// Whether the tool says it changes nothing (`readOnlyHint: true`). By
/// MCP's defaults any other tool may change things, destructively
/// (`destructiveHint` defaults to true).
pub fn is_read_only(tool: &Tool) -> bool {
    tool.annotations
        .as_ref()
        .is_some_and(|annotations| annotations.read_only_hint == Some(true))
}

/// Whether the tool says nothing about changing things: neither
/// `readOnlyHint` nor `destructiveHint` (`--assume-read-only` takes it as
/// read-only; `destructiveHint: false` says it writes).
pub fn is_unannotated(tool: &Tool) -> bool {
    tool.annotations.as_ref().is_none_or(|annotations| {
        annotations.read_only_hint.is_none() && annotations.destructive_hint.is_none()
    })
}

/// The user's `--tool` and given calls that name a tool the server doesn't
/// list, if some do: the audit can't plan them.
pub fn unlisted(tools: &[Tool], only: &[String], given: &[GivenCall]) -> Option<Unlisted> {
    let listed = |name: &str| tools.iter().any(|tool| tool.name == name);
    let mut wrong: Vec<(&'static str, String)> = only
        .iter()
        .filter(|name| !listed(name))
        .map(|name| ("--tool", name.clone()))
        .collect();
    wrong.extend(
        given
            .iter()
            .filter(|call| !listed(&call.tool))
            .map(|call| ("--call", call.tool.clone())),
    );
    wrong.dedup();
    if wrong.is_empty() {
        return None;
    }
    Some(Unlisted {
        wrong,
        tools: tools.iter().map(|tool| tool.name.to_string()).collect(),
    })
}

/// `--tool` and `--call` options naming tools the server doesn't list; the
/// message lists the server's tools.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unlisted {
    /// Each option (`--tool`, `--call`) and the tool it named.
    pub wrong: Vec<(&'static str, String)>,
    /// The tools the server lists.
    pub tools: Vec<String>,
}

impl fmt::Display for Unlisted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 40;
        let wrong: Vec<String> = self
            .wrong
            .iter()
            .map(|(option, tool)| format!("{option} {}", crate::text::shown_name(tool)))
            .collect();
        let mut names: Vec<String> = self
            .tools
            .iter()
            .take(SHOWN)
            .map(|tool| crate::text::shown_name(tool))
            .collect();
        if self.tools.len() > SHOWN {
            names.push(format!("and {} more", self.tools.len() - SHOWN));
        }
        write!(
            f,
            "{}: the server lists no such tool; its tools: {}",
            wrong.join(", "),
            if names.is_empty() {
                "none".to_owned()
            } else {
                names.join(", ")
            }
        )
    }
}

impl std::error::Error for Unlisted {}

/// The audit's calls for `tools`, and `given`; `only` (when not empty)
/// limits the calls, derived and given, to those tools. A tool not
/// annotated `readOnlyHint: true` gets only the calls that can't validly
/// run (a wrong type, a required argument missing) and the given ones,
/// unless `include_destructive`, or `assume_read_only` and the tool has no
/// `readOnlyHint` annotation at all. `announced` (what the server and the
/// user announced) gives the directory the lookup calls use.
pub fn plan(
    tools: &[Tool],
    given: &[GivenCall],
    only: &[String],
    include_destructive: bool,
    assume_read_only: bool,
    announced: &[String],
) -> Plan {
    // A directory here: a lookup under it reaches the server's own
    // lookup (a path on another machine can't be checked, nor a file).
    let directory = crate::text::announced_paths(announced)
        .into_iter()
        .find(|path| std::path::Path::new(path).is_dir());
    let mut plan = Plan::default();
    let chosen = |name: &str| only.is_empty() || only.iter().any(|only| only == name);
    let destructive = |name: &str| {
        tools
            .iter()
            .any(|tool| tool.name == name && is_destructive(tool))
    };
    for tool in tools {
        if !chosen(&tool.name) {
            continue;
        }
        if is_destructive(tool) && !include_destructive {
            plan.skipped.push(Skipped {
                tool: tool.name.to_string(),
                reason: "annotated destructiveHint: true (--include-destructive calls it)".into(),
            });
            continue;
        }
        let mut derived = match derive(tool) {
            Ok(calls) => calls,
            Err(why) => {
                plan.skipped.push(Skipped {
                    tool: tool.name.to_string(),
                    reason: why.to_string(),
                });
                Vec::new()
            }
        };
        let unannotated = is_unannotated(tool);
        let read_only = is_read_only(tool) || (assume_read_only && unannotated);
        derived.extend(lookups::derive(tool, directory, !read_only));
        if !read_only && !include_destructive {
            let before = derived.len();
            // Only these can't run: every other call carries arguments the
            // tool may accept.
            derived.retain(|call| {
                matches!(call.probe, Probe::WrongType { .. } | Probe::Missing { .. })
            });
            if derived.len() < before {
                if unannotated {
                    plan.unannotated.push(tool.name.to_string());
                }
                plan.skipped.push(Skipped {
                    tool: tool.name.to_string(),
                    reason: "its calls that could run (an unknown argument, an oversized string, lookups of what doesn't exist): it isn't annotated readOnlyHint: true, so it may change things (--include-destructive makes them)".into(),
                });
            }
        }
        plan.calls.extend(derived);
    }
    if only.is_empty() {
        plan.calls.push(Call {
            tool: UNKNOWN_TOOL.into(),
            arguments: Map::new(),
            probe: Probe::UnknownTool,
        });
    }
    for call in given {
        if !chosen(&call.tool) {
            continue;
        }
        if destructive(&call.tool) && !include_destructive {
            plan.skipped.push(Skipped {
                tool: call.tool.clone(),
                reason: "a given call to a tool annotated destructiveHint: true (--include-destructive makes it)".into(),
            });
            continue;
        }
        plan.calls.push(Call {
            tool: call.tool.clone(),
            arguments: call.arguments.clone(),
            probe: Probe::Given(call.expect),
        });
    }
    plan
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rmcp::model::{Tool, ToolAnnotations};
    use serde_json::json;

    use super::*;

    /// A tool named `name` with `schema` as its inputSchema.
    pub(super) fn tool(name: &str, schema: Value) -> Tool {
        Tool::new(
            name.to_owned(),
            "a tool",
            Arc::new(schema.as_object().unwrap().clone()),
        )
    }

    #[test]
    fn only_read_only_tools_get_the_calls_that_could_run() {
        let schema =
            json!({"type": "object", "required": ["q"], "properties": {"q": {"type": "string"}}});
        let mut read_only = tool("lookup", schema.clone());
        read_only.annotations = Some(ToolAnnotations::new().read_only(true));
        let unannotated = tool("update", schema.clone());
        let mut additive = tool("append", schema);
        additive.annotations = Some(ToolAnnotations::new().destructive(false));
        let tools = [read_only, unannotated, additive];
        let probes = |plan: &Plan, name: &str| -> Vec<&'static str> {
            plan.calls
                .iter()
                .filter(|call| call.tool == name)
                .map(|call| call.probe.id())
                .collect()
        };
        let safe = plan(&tools, &[], &[], false, false, &[]);
        assert_eq!(
            probes(&safe, "lookup"),
            [
                "wrong-type",
                "missing-required",
                "unknown-argument",
                "oversized"
            ]
        );
        for name in ["update", "append"] {
            assert_eq!(probes(&safe, name), ["wrong-type", "missing-required"]);
            assert!(
                safe.skipped
                    .iter()
                    .any(|skipped| skipped.tool == name && skipped.reason.contains("readOnlyHint")),
                "{:?}",
                safe.skipped
            );
        }
        // Only `update` says nothing of changing things; `append` says
        // it is not read-only by saying it isn't destructive.
        assert_eq!(safe.unannotated, ["update"]);
        let all = plan(&tools, &[], &[], true, false, &[]);
        assert_eq!(probes(&all, "update").len(), 4);
        assert!(all.skipped.is_empty());
        let assumed = plan(&tools, &[], &[], false, true, &[]);
        assert_eq!(probes(&assumed, "update").len(), 4);
        assert_eq!(probes(&assumed, "append").len(), 2);
        assert!(assumed.unannotated.is_empty());
    }

    #[test]
    fn lookups_go_where_calls_that_could_run_go_under_an_announced_directory() {
        let schema = json!({"type": "object", "required": ["repo_path", "table"], "properties": {
            "repo_path": {"type": "string"},
            "table": {"type": "string"}
        }});
        let mut read_only = tool("describe", schema.clone());
        read_only.annotations = Some(ToolAnnotations::new().read_only(true));
        let writes = tool("rename", schema);
        let tools = [read_only, writes];
        let directory = std::env::temp_dir();
        let directory = directory.to_str().unwrap().trim_end_matches('/');
        // A file and a directory that doesn't exist are no directory.
        let announced = [
            "--db /etc/hostname /no/such/toolerror/dir".to_owned(),
            format!("--repository {directory}"),
        ];
        let lookups = |plan: &Plan, name: &str| -> Vec<Map<String, Value>> {
            plan.calls
                .iter()
                .filter(|call| call.tool == name && call.probe.id() == "made-up-referent")
                .map(|call| call.arguments.clone())
                .collect()
        };
        let safe = plan(&tools, &[], &[], false, false, &announced);
        let made = lookups(&safe, "describe");
        assert_eq!(made.len(), 2);
        assert_eq!(
            made[0]["repo_path"],
            format!("{directory}/{MADE_UP}").as_str()
        );
        assert_eq!(made[1]["repo_path"], directory);
        assert_eq!(made[1]["table"], MADE_UP);
        assert!(lookups(&safe, "rename").is_empty());
        let all = plan(&tools, &[], &[], true, false, &announced);
        assert_eq!(lookups(&all, "rename").len(), 2);
        // Nothing announced: the path argument is made up like any name.
        let bare = plan(&tools, &[], &[], false, false, &[]);
        assert_eq!(lookups(&bare, "describe")[0]["repo_path"], MADE_UP);
    }

    #[test]
    fn tool_limits_given_calls_too_and_unlisted_names_are_refused() {
        let tools = [
            tool("a", json!({"type": "object"})),
            tool("b", json!({"type": "object"})),
        ];
        let given = |name: &str| GivenCall {
            tool: name.into(),
            arguments: Map::new(),
            expect: Expect::Any,
        };
        let limited = plan(
            &tools,
            &[given("a"), given("b")],
            &["a".into()],
            false,
            false,
            &[],
        );
        assert!(
            limited.calls.iter().all(|call| call.tool == "a"),
            "{:?}",
            limited.calls
        );
        assert!(
            limited
                .calls
                .iter()
                .any(|call| matches!(call.probe, Probe::Given(_)))
        );
        assert_eq!(unlisted(&tools, &["a".into()], &[given("b")]), None);
        let message = unlisted(&tools, &["nope".into()], &[given("gone")])
            .unwrap()
            .to_string();
        assert!(message.contains("--tool nope, --call gone"), "{message}");
        assert!(message.ends_with("its tools: a, b"), "{message}");
    }

    #[test]
    fn destructive_tools_are_skipped_unless_asked() {
        let mut delete = tool(
            "delete_account",
            json!({"type": "object", "properties": {}}),
        );
        delete.annotations = Some(ToolAnnotations::new().destructive(true));
        let given = [GivenCall {
            tool: "delete_account".into(),
            arguments: Map::new(),
            expect: Expect::Any,
        }];
        let safe = plan(
            std::slice::from_ref(&delete),
            &given,
            &[],
            false,
            false,
            &[],
        );
        assert!(safe.calls.iter().all(|call| call.tool != "delete_account"));
        assert_eq!(safe.skipped.len(), 2);
        let all = plan(&[delete], &given, &[], true, false, &[]);
        assert!(
            all.calls
                .iter()
                .filter(|call| call.tool == "delete_account")
                .count()
                >= 2
        );
    }
}
