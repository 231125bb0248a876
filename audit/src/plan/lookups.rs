//! Calls that name what doesn't exist: a made-up referent (a table, an
//! entity, a revision, a file under an announced directory), a date no
//! parser reads or a negative count, in otherwise realistic arguments (a path argument gets
//! the directory the server announced, so the call reaches the lookup).
//!
//! These find the failures a server reports as successes, which calls
//! with invalid arguments never reach: a description of a table that
//! doesn't exist answered `[]`, a history since an unparseable date
//! answered empty, names that don't exist "deleted successfully".
//!
//! Which arguments name something is read from their names (the last
//! word of `table_name`, `entityNames`, `revision`, `from`), never from
//! their values; an argument that picks among values (`enum`, `const`) or
//! has a format (an email, a URI) gets none. A tool that creates
//! (`create_…`, `add…`, `write_…`) names its new item with `name`,
//! `path` and the like: those are the item, not a referent.
//!
//! A singular referent that doesn't exist must fail. A list of them in a
//! read-only tool may rightly find nothing (`open_nodes` of names that
//! don't exist is an empty graph), so that call is checked but not
//! expected to fail; a tool that acts on a list of things that don't
//! exist must say so.

use rmcp::model::Tool;
use serde_json::{Map, Value};

use super::schema::{self, Budget};
use super::{Call, Expect, Probe};

/// A referent no server holds: an identifier, a path component and a key
/// alike (letters and underscores only).
pub const MADE_UP: &str = "toolerror_audit_missing";

/// A date no date parser reads.
pub const NOT_A_DATE: &str = "toolerror-audit-not-a-date";

/// A count no list has.
pub const NEGATIVE_COUNT: i64 = -1;

/// At most this many lookup calls per tool.
const MAX_LOOKUPS: usize = 6;

/// The last words of argument names that name an existing thing.
const REFERENT_WORDS: &[&str] = &[
    "name",
    "names",
    "id",
    "ids",
    "key",
    "keys",
    "table",
    "tables",
    "path",
    "paths",
    "file",
    "files",
    "filename",
    "revision",
    "rev",
    "ref",
    "branch",
    "commit",
    "sha",
    "entity",
    "entities",
    "node",
    "nodes",
    "from",
    "to",
    "target",
    "source",
    "resource",
    "user",
    "username",
    "slug",
    "document",
    "record",
    "item",
    "collection",
    "index",
    "database",
    "column",
    "repo",
    "repository",
    "directory",
    "dir",
    "folder",
];

/// Words of argument names that hold a directory: the announced one
/// goes there in every lookup call.
const DIRECTORY_WORDS: &[&str] = &[
    "path",
    "dir",
    "directory",
    "folder",
    "repo",
    "repository",
    "root",
    "cwd",
    "workspace",
];

/// Words of argument names that hold a date.
const DATE_WORDS: &[&str] = &[
    "date",
    "datetime",
    "timestamp",
    "since",
    "until",
    "before",
    "after",
    "time",
];

/// The last words of names of numbers that count something: a negative
/// one can't be.
const COUNT_WORDS: &[&str] = &[
    "count", "limit", "max", "size", "page", "offset", "top", "depth", "length", "number",
    "results", "items", "lines", "n", "k",
];

/// The first words of names of tools that create something.
const CREATING_VERBS: &[&str] = &[
    "create", "add", "new", "make", "insert", "write", "put", "set", "save", "upload", "init",
    "register", "append", "store", "post", "mkdir",
];

/// Argument names that, in a creating tool, name the new item.
const NEW_ITEM_NAMES: &[&str] = &[
    "name", "names", "title", "path", "paths", "file", "filename", "key", "id", "slug",
];

/// The words of a name, lower-cased: `entityNames`, `table_name` and
/// `start-time` split as the secret-name rule splits them.
fn words(name: &str) -> Vec<String> {
    toolerror_rules::secret::words(name)
        .into_iter()
        .map(str::to_lowercase)
        .collect()
}

/// What an argument holds, by its name and schema.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Role {
    /// It names an existing thing.
    Referent,
    /// A date.
    Date,
    /// A count.
    Count,
}

/// The role of a string argument named `name` with `schema`, in a tool
/// that creates (`creating`); `None` for any other string.
fn role(name: &str, schema: &Map<String, Value>, creating: bool) -> Option<Role> {
    if schema.contains_key("enum") || schema.contains_key("const") {
        return None;
    }
    match schema.get("format").and_then(Value::as_str) {
        Some("date" | "date-time" | "time") => return Some(Role::Date),
        Some(_) => return None,
        None => {}
    }
    let words = words(name);
    let last = words.last()?;
    if DATE_WORDS.contains(&last.as_str()) {
        return Some(Role::Date);
    }
    let new_item = creating && NEW_ITEM_NAMES.contains(&name.to_lowercase().as_str());
    (REFERENT_WORDS.contains(&last.as_str()) && !new_item).then_some(Role::Referent)
}

/// Whether a string argument named `name` holds a directory.
fn holds_directory(name: &str) -> bool {
    words(name)
        .iter()
        .any(|word| DIRECTORY_WORDS.contains(&word.as_str()))
}

/// Where a lookup's value goes: a top-level argument, an element of a
/// list argument, or a member of a list argument's first element.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Place {
    /// `argument`.
    Argument(String),
    /// `argument[0]`.
    Element(String),
    /// `argument[0].member`, the element sampled from `item`.
    Member {
        argument: String,
        member: String,
        item: Map<String, Value>,
    },
}

impl Place {
    /// How the report names it.
    fn describe(&self) -> String {
        match self {
            Place::Argument(argument) => argument.clone(),
            Place::Element(argument) => format!("{argument}[0]"),
            Place::Member {
                argument, member, ..
            } => format!("{argument}[0].{member}"),
        }
    }

    /// Whether it is one among a list.
    fn is_listed(&self) -> bool {
        !matches!(self, Place::Argument(_))
    }
}

/// Every string place of the tool's arguments (`object`) with a role:
/// top-level strings, lists of strings, and the string members of a list
/// of objects. A referent must be required, the list and the member
/// alike: what a call is about is required, while an optional name is
/// often a new item's label (a branch to start).
fn places(
    root: &Map<String, Value>,
    object: &Map<String, Value>,
    creating: bool,
    budget: &mut Budget,
) -> Vec<(Place, Role)> {
    let string_role = |name: &str, schema: &Map<String, Value>, required: bool| {
        let role = role(name, schema::branch_of(root, schema, "string")?, creating)?;
        (role == Role::Date || required).then_some(role)
    };
    let required = schema::required(object);
    let Some(properties) = object.get("properties").and_then(Value::as_object) else {
        return Vec::new();
    };
    let mut places = Vec::new();
    for (name, property) in properties.iter().take(super::probes::MAX_ARGUMENTS) {
        let Some(property) = property.as_object() else {
            continue;
        };
        let is_required = required.contains(name);
        if let Some(role) = string_role(name, property, is_required) {
            places.push((Place::Argument(name.clone()), role));
            continue;
        }
        let counts = ["integer", "number"].into_iter().find_map(|kind| {
            let number = schema::branch_of(root, property, kind)?;
            let last = words(name).pop()?;
            (!number.contains_key("enum")
                && !number.contains_key("const")
                && COUNT_WORDS.contains(&last.as_str()))
            .then_some(())
        });
        if counts.is_some() {
            places.push((Place::Argument(name.clone()), Role::Count));
            continue;
        }
        let Some(item) = schema::branch_of(root, property, "array")
            .and_then(|list| list.get("items"))
            .and_then(Value::as_object)
        else {
            continue;
        };
        if let Some(role) = string_role(name, item, is_required) {
            places.push((Place::Element(name.clone()), role));
            continue;
        }
        let Some(item) = schema::branch_of(root, item, "object") else {
            continue;
        };
        let Some(members) = item.get("properties").and_then(Value::as_object) else {
            continue;
        };
        let Some(sampled) = schema::sample_object(root, item, 1, budget) else {
            continue;
        };
        let required_members = schema::required(item);
        for (member, schema) in members.iter().take(super::probes::MAX_ARGUMENTS) {
            let is_required = is_required && required_members.contains(member);
            if let Some(role) = schema
                .as_object()
                .and_then(|schema| string_role(member, schema, is_required))
            {
                places.push((
                    Place::Member {
                        argument: name.clone(),
                        member: member.clone(),
                        item: sampled.clone(),
                    },
                    role,
                ));
            }
        }
    }
    places
}

/// The tool's lookup calls, from its smallest valid arguments, with
/// `directory` (the first directory the server announced, if any) in
/// each argument that holds one; none when its schema can't be sampled.
/// `acts`: the tool may change things (it is called only when asked to).
pub(super) fn derive(tool: &Tool, directory: Option<&str>, acts: bool) -> Vec<Call> {
    let root = tool.input_schema.as_ref();
    let mut budget = Budget::new();
    let Some(baseline) = schema::sample_object(root, root, 0, &mut budget) else {
        return Vec::new();
    };
    let creating = words(&tool.name)
        .first()
        .is_some_and(|verb| CREATING_VERBS.contains(&verb.as_str()));
    let mut realistic = baseline;
    if let Some(directory) = directory {
        for (name, value) in &mut realistic {
            let new_item = creating && NEW_ITEM_NAMES.contains(&name.to_lowercase().as_str());
            if value.is_string() && holds_directory(name) && !new_item {
                *value = Value::String(directory.to_owned());
            }
        }
    }
    places(root, schema::resolve(root, root), creating, &mut budget)
        .into_iter()
        .take(MAX_LOOKUPS)
        .map(|(place, role)| {
            let value = match role {
                Role::Date => Value::String(NOT_A_DATE.to_owned()),
                Role::Count => Value::from(NEGATIVE_COUNT),
                Role::Referent => Value::String(match (&place, directory) {
                    (Place::Argument(name) | Place::Element(name), Some(directory))
                        if holds_directory(name) =>
                    {
                        format!("{}/{MADE_UP}", directory.trim_end_matches('/'))
                    }
                    _ => MADE_UP.to_owned(),
                }),
            };
            let mut arguments = realistic.clone();
            match &place {
                Place::Argument(name) => {
                    arguments.insert(name.clone(), value);
                }
                Place::Element(name) => {
                    arguments.insert(name.clone(), Value::Array(vec![value]));
                }
                Place::Member {
                    argument,
                    member,
                    item,
                } => {
                    let mut item = item.clone();
                    item.insert(member.clone(), value);
                    arguments.insert(argument.clone(), Value::Array(vec![Value::Object(item)]));
                }
            }
            // A list of names a read-only tool doesn't hold may rightly
            // find nothing; a tool that acts on it must say it can't.
            let expect = if place.is_listed() && !acts && role == Role::Referent {
                Expect::Any
            } else {
                Expect::Failure
            };
            let argument = place.describe();
            Call {
                tool: tool.name.to_string(),
                arguments,
                probe: match role {
                    Role::Referent => Probe::MadeUp { argument, expect },
                    Role::Date => Probe::NotADate { argument },
                    Role::Count => Probe::NegativeCount { argument },
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::plan::tests::tool;

    fn lookups(tool: &Tool, directory: Option<&str>, acts: bool) -> Vec<Call> {
        derive(tool, directory, acts)
    }

    #[test]
    fn names_split_into_words() {
        assert_eq!(words("entityNames"), ["entity", "names"]);
        assert_eq!(words("table_name"), ["table", "name"]);
        assert_eq!(words("start-timestamp"), ["start", "timestamp"]);
        assert_eq!(words("repoPath2"), ["repo", "path"]);
        assert_eq!(words("ID"), ["id"]);
    }

    #[test]
    fn a_singular_referent_and_a_date_must_fail_in_realistic_arguments() {
        let describe = tool(
            "describe_table",
            json!({"type": "object", "required": ["table_name"], "properties": {
                "table_name": {"type": "string"}
            }}),
        );
        let calls = lookups(&describe, None, false);
        assert_eq!(calls.len(), 1);
        assert_eq!(calls[0].arguments["table_name"], MADE_UP);
        assert_eq!(
            calls[0].probe,
            Probe::MadeUp {
                argument: "table_name".into(),
                expect: Expect::Failure
            }
        );
        let log = tool(
            "git_log",
            json!({"type": "object", "required": ["repo_path"], "properties": {
                "repo_path": {"type": "string"},
                "max_count": {"type": "integer"},
                "start_timestamp": {"type": ["string", "null"]},
                "end_timestamp": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "branchId": {"type": "string"},
                "query": {"type": "string"},
                "timezone": {"type": "string"},
                "mode": {"type": "string", "enum": ["a", "b"]},
                "email": {"type": "string", "format": "email"}
            }}),
        );
        let calls = lookups(&log, Some("/srv/repo/"), false);
        // In the schema's order, which serde_json keeps or sorts by its
        // features: compared sorted.
        let mut made: Vec<(String, &Value)> = calls
            .iter()
            .map(|call| {
                let argument = call.probe.argument().unwrap();
                (argument.to_owned(), &call.arguments[argument])
            })
            .collect();
        made.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(
            made,
            [
                ("end_timestamp".to_owned(), &json!(NOT_A_DATE)),
                ("max_count".to_owned(), &json!(NEGATIVE_COUNT)),
                (
                    "repo_path".to_owned(),
                    &json!("/srv/repo/toolerror_audit_missing")
                ),
                ("start_timestamp".to_owned(), &json!(NOT_A_DATE)),
            ]
        );
        // The date calls reach the repository the server announced; an
        // optional name (`branchId`) may be a new item's: it gets none.
        for call in &calls {
            if call.probe.argument() != Some("repo_path") {
                assert_eq!(call.arguments["repo_path"], "/srv/repo/");
            }
        }
        assert!(calls.iter().all(|call| call.probe.expects_failure()));
    }

    #[test]
    fn a_count_gets_a_negative_one_and_a_choice_of_numbers_none() {
        let log = tool(
            "git_log",
            json!({"type": "object", "required": ["repo_path"], "properties": {
                "repo_path": {"type": "string"},
                "max_count": {"type": "integer", "default": 10},
                "context_lines": {"anyOf": [{"type": "integer"}, {"type": "null"}]},
                "level": {"type": "integer", "enum": [1, 2]},
                "amount": {"type": "number"}
            }}),
        );
        let mut counts: Vec<(String, Value)> = lookups(&log, None, false)
            .into_iter()
            .filter(|call| matches!(call.probe, Probe::NegativeCount { .. }))
            .map(|call| {
                let argument = call.probe.argument().unwrap().to_owned();
                let value = call.arguments[&argument].clone();
                (argument, value)
            })
            .collect();
        counts.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(
            counts,
            [
                ("context_lines".to_owned(), json!(-1)),
                ("max_count".to_owned(), json!(-1))
            ]
        );
    }

    #[test]
    fn lists_are_expected_to_fail_only_where_the_tool_acts() {
        let schema = json!({"type": "object", "required": ["names"], "properties": {
            "names": {"type": "array", "items": {"type": "string"}}
        }});
        let open = lookups(&tool("open_nodes", schema.clone()), None, false);
        assert_eq!(open[0].arguments["names"], json!([MADE_UP]));
        assert!(!open[0].probe.expects_failure());
        let delete = lookups(&tool("delete_entities", schema), None, true);
        assert!(delete[0].probe.expects_failure());
        assert_eq!(delete[0].probe.argument(), Some("names[0]"));
    }

    #[test]
    fn members_of_listed_objects_are_made_up_one_at_a_time() {
        let relate = tool(
            "create_relations",
            json!({"type": "object", "required": ["relations"], "properties": {
                "relations": {"type": "array", "items": {"type": "object",
                    "required": ["from", "to", "relationType"], "properties": {
                        "from": {"type": "string"},
                        "to": {"type": "string"},
                        "relationType": {"type": "string"}
                    }}}
            }}),
        );
        let calls = lookups(&relate, None, true);
        assert_eq!(calls.len(), 2);
        assert_eq!(
            calls[0].arguments["relations"],
            json!([{"from": MADE_UP, "to": "toolerror-audit-probe", "relationType": "toolerror-audit-probe"}])
        );
        assert_eq!(calls[1].probe.argument(), Some("relations[0].to"));
    }

    #[test]
    fn a_creating_tool_names_its_new_item_itself() {
        let schema = json!({"type": "object", "required": ["path", "parent_id"], "properties": {
            "path": {"type": "string"},
            "parent_id": {"type": "string"}
        }});
        let create = lookups(
            &tool("create_directory", schema.clone()),
            Some("/srv"),
            true,
        );
        assert_eq!(create.len(), 1);
        assert_eq!(create[0].probe.argument(), Some("parent_id"));
        // The new item isn't put at the announced directory either.
        assert_eq!(create[0].arguments["path"], "toolerror-audit-probe");
        let read = lookups(&tool("read_file", schema), Some("/srv"), false);
        assert_eq!(read.len(), 2);
        let path = read
            .iter()
            .find(|call| call.probe.argument() == Some("path"))
            .unwrap();
        assert_eq!(path.arguments["path"], "/srv/toolerror_audit_missing");
        let other = read
            .iter()
            .find(|call| call.probe.argument() == Some("parent_id"))
            .unwrap();
        assert_eq!(other.arguments["path"], "/srv");
    }
}
