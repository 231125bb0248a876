//! The runtime's imports run one way, as `LAYERS` states for every module:
//! category ← tool error ← payload ← reply ← result kinds; the wire formats
//! take replies, share the reader's steps and know nothing of result kinds
//! or of each other; the integrations sit on top; the agent side uses the
//! domain only. Read from the `crate::` paths of every source file, so a
//! new import that breaks the layering, or a module without a row, fails
//! here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The module a source file belongs to: its top-level module, or
/// `agent::<name>` on the agent side.
fn module_of(root: &Path, file: &Path) -> Option<String> {
    let relative = file.strip_prefix(root).ok()?;
    let parts: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned())
        .collect();
    match parts.as_slice() {
        [only] if only == "lib" || only == "private" => None,
        [only] => Some(only.clone()),
        [folder, name] if FOLDERS.contains(&folder.as_str()) => match name.as_str() {
            "mod" => Some(folder.clone()),
            _ => Some(format!("{folder}::{name}")),
        },
        // A format that grows into a folder is still one module.
        [folder, name, ..] if FOLDERS.contains(&folder.as_str()) => {
            Some(format!("{folder}::{name}"))
        }
        [first, ..] => Some(first.clone()),
        [] => None,
    }
}

/// The runtime's folders of modules, each file a module of its own.
const FOLDERS: [&str; 2] = ["agent", "formats"];

/// The code of `source`, without comments (doc comments link without
/// importing).
fn code_of(source: &str) -> String {
    source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a use tree starting at `rest` names, each as its segments
/// (`a::{b, c::{d, e}}` gives `a::b`, `a::c::d`, `a::c::e`; `x as y` keeps
/// `x`, with `y` as a last segment `as y`).
fn use_paths(rest: &str) -> Vec<Vec<String>> {
    fn ident(text: &str) -> (&str, &str) {
        let end = text
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(text.len());
        text.split_at(end)
    }
    fn tree(mut text: &str, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
        let start = text.len();
        let mut path = prefix.to_vec();
        loop {
            text = text.trim_start();
            if let Some(group) = text.strip_prefix('{') {
                // Each item of the group, up to its matching brace.
                let mut rest = group;
                loop {
                    rest = rest.trim_start();
                    if let Some(after) = rest.strip_prefix('}') {
                        rest = after;
                        break;
                    }
                    if rest.is_empty() {
                        break;
                    }
                    let used = tree(rest, &path, out);
                    rest = rest[used..].trim_start();
                    if let Some(after) = rest.strip_prefix(',') {
                        rest = after;
                    } else if used == 0 {
                        break;
                    }
                }
                return start - rest.len();
            }
            let (name, after) = ident(text);
            if name.is_empty() {
                break;
            }
            path.push(name.to_owned());
            text = after;
            if let Some(after) = text.strip_prefix("::") {
                text = after;
                continue;
            }
            if let Some(alias) = text.trim_start().strip_prefix("as ") {
                let (alias, after) = ident(alias.trim_start());
                path.push(format!("as {alias}"));
                text = after;
            }
            break;
        }
        if path.len() > prefix.len() {
            out.push(path);
        }
        start - text.len()
    }
    let mut out = Vec::new();
    tree(rest, &[], &mut out);
    out
}

/// What the crate root re-exports, by the name it has there: the module it
/// comes from (`ClaudeToolResult` → `formats::claude`, `mcp` →
/// `formats::mcp`), read from lib.rs's `pub use crate::…;`.
fn root_names(lib: &str, modules: &BTreeSet<String>) -> BTreeMap<String, String> {
    let code = code_of(lib);
    let mut names = BTreeMap::new();
    for (index, _) in code.match_indices("pub use crate::") {
        for path in use_paths(&code[index + "pub use crate::".len()..]) {
            let name = match path.last() {
                Some(last) if last.starts_with("as ") => last["as ".len()..].to_owned(),
                Some(last) => last.clone(),
                None => continue,
            };
            if let Some(module) = module_of_path(&path, modules, &BTreeMap::new()) {
                names.insert(name, module);
            }
        }
    }
    names
}

/// The module a path from the crate root lands in.
fn module_of_path(
    path: &[String],
    modules: &BTreeSet<String>,
    root: &BTreeMap<String, String>,
) -> Option<String> {
    let first = path.first()?;
    if FOLDERS.contains(&first.as_str()) {
        let sub = path.get(1).map(|second| format!("{first}::{second}"));
        return Some(match sub {
            Some(sub) if modules.contains(&sub) => sub,
            _ => first.clone(),
        });
    }
    if modules.contains(first) {
        return Some(first.clone());
    }
    root.get(first).cloned()
}

/// The modules `source`'s code (in the module `module`) refers to through
/// `crate::` and `super::` paths, use trees read item by item, names the
/// crate root re-exports (`root`) taken to their modules.
fn imports(
    source: &str,
    module: &str,
    modules: &BTreeSet<String>,
    root: &BTreeMap<String, String>,
) -> BTreeSet<String> {
    let code = code_of(source);
    let folder = module.split_once("::").map(|(folder, _)| folder);
    let mut paths: Vec<Vec<String>> = Vec::new();
    for (index, _) in code.match_indices("crate::") {
        paths.extend(use_paths(&code[index + "crate::".len()..]));
    }
    for (index, _) in code.match_indices("super::") {
        // `super::super::` (or `super::` in a top-level module) is the root.
        if code[..index].ends_with("super::") {
            continue;
        }
        let rest = &code[index + "super::".len()..];
        match (folder, rest.strip_prefix("super::")) {
            (_, Some(root_rest)) => paths.extend(use_paths(root_rest)),
            (Some(folder), None) => paths.extend(use_paths(rest).into_iter().map(|mut path| {
                path.insert(0, folder.to_owned());
                path
            })),
            (None, None) => paths.extend(use_paths(rest)),
        }
    }
    paths
        .iter()
        .filter_map(|path| module_of_path(path, modules, root))
        .collect()
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("runtime sources") {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../runtime/src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let files: Vec<(String, PathBuf)> = files
        .into_iter()
        .filter_map(|file| Some((module_of(&root, &file)?, file)))
        .collect();
    let modules: BTreeSet<String> = files.iter().map(|(module, _)| module.clone()).collect();
    let lib = std::fs::read_to_string(root.join("lib.rs")).unwrap();
    let root_names = root_names(&lib, &modules);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in files {
        let source = std::fs::read_to_string(&file).unwrap();
        let edges = graph.entry(module.clone()).or_default();
        for imported in imports(&source, &module, &modules, &root_names) {
            // A module of a folder may use its folder's face (the trait a
            // format implements), which declares it.
            if imported != module && !module.starts_with(&format!("{imported}::")) {
                edges.insert(imported);
            }
        }
    }
    // Anything else (`crate::__private_v1`) is no module.
    for edges in graph.values_mut() {
        edges.retain(|imported| modules.contains(imported));
    }
    graph
}

#[test]
fn the_import_reader_reads_use_trees_and_root_names() {
    let paths = use_paths("formats::{mcp::{A, B as C}, claude}, outcome;");
    let joined: Vec<String> = paths.iter().map(|path| path.join("::")).collect();
    assert_eq!(
        joined,
        [
            "formats::mcp::A",
            "formats::mcp::B::as C",
            "formats::claude"
        ]
    );
    let modules: BTreeSet<String> = ["formats::mcp", "formats::claude", "outcome", "payload"]
        .map(String::from)
        .into();
    let root = root_names(
        "pub use crate::outcome::{EmptyResult, Outcome};\npub use crate::formats::claude::ToolResult as ClaudeToolResult;\npub use crate::formats::{claude, mcp};",
        &modules,
    );
    assert_eq!(root["Outcome"], "outcome");
    assert_eq!(root["ClaudeToolResult"], "formats::claude");
    assert_eq!(root["mcp"], "formats::mcp");
    let found = imports(
        "use crate::{Outcome, payload::X};\nuse super::mcp::Y;\nfn f() -> crate::ClaudeToolResult { todo() }",
        "formats::gemini",
        &modules,
        &root,
    );
    let found: Vec<&str> = found.iter().map(String::as_str).collect();
    assert_eq!(
        found,
        ["formats::claude", "formats::mcp", "outcome", "payload"]
    );
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let graph = graph();
    // Depth-first search for a path back to the start.
    for start in graph.keys() {
        let mut stack: Vec<Vec<&str>> = vec![vec![start.as_str()]];
        while let Some(path) = stack.pop() {
            let last = *path.last().unwrap();
            for next in graph.get(last).into_iter().flatten() {
                assert!(
                    next != start,
                    "import cycle: {} -> {next}",
                    path.join(" -> ")
                );
                if !path.contains(&next.as_str()) {
                    let mut longer = path.clone();
                    longer.push(next);
                    stack.push(longer);
                }
            }
        }
    }
}

/// Every module of the runtime, and what it may import: the design's
/// directions, stated once. The domain (category, the trait, the payload)
/// at the bottom; the reply model and the result kinds on it; the wire
/// formats take replies and share the reader's core (`formats::read`),
/// knowing nothing of result kinds, of each other or of the agent side; the
/// agent side uses the domain only; the integrations sit on top.
const LAYERS: &[(&str, &[&str])] = &[
    // The domain.
    ("category", &[]),
    ("agent_visible", &[]),
    // What a classifier concludes: facts the trait's defaults read.
    ("classification", &["category"]),
    ("tool_error", &["category", "classification"]),
    ("catalog", &["category"]),
    ("payload", &["category", "tool_error"]),
    ("ext", &["category", "tool_error", "payload"]),
    // Logging where a call is answered.
    ("report", &["category", "tool_error", "payload"]),
    // The reply model and the result kinds.
    ("reply", &["category", "tool_error", "payload", "report"]),
    ("outcome", &["category", "tool_error", "payload", "reply"]),
    (
        "partial",
        &["category", "tool_error", "payload", "report", "reply"],
    ),
    // The wire formats: the reader's core, then each format on it.
    ("formats::read", &["category", "tool_error", "payload"]),
    ("formats", FORMAT),
    // The agent side.
    ("agent", &[]),
    ("agent::propagate", &["category", "tool_error", "payload"]),
    (
        "agent::retry",
        &["category", "tool_error", "payload", "agent::propagate"],
    ),
    // Remote calls through rmcp's client, decided by the reader.
    (
        "agent::client",
        &[
            "category",
            "tool_error",
            "formats",
            "formats::read",
            "agent::propagate",
            "agent::retry",
            "telemetry",
        ],
    ),
    // The integrations.
    // Traces and metrics read a call's reply as an agent would.
    ("telemetry", &["report", "reply", "formats::read"]),
    // A tool error's payload in a chain decides its category.
    ("classify", &["category", "classification", "payload"]),
    ("schema", &["payload"]),
    (
        "rig",
        &["category", "tool_error", "payload", "report", "reply"],
    ),
    (
        "rmcp",
        &[
            "category",
            "tool_error",
            "payload",
            "report",
            "reply",
            "outcome",
            "partial",
            "schema",
            "formats::mcp",
            "agent::propagate",
            "telemetry",
        ],
    ),
];

/// What each wire format (`formats::<name>`, a row of its own for none)
/// may import.
const FORMAT: &[&str] = &[
    "category",
    "tool_error",
    "payload",
    "reply",
    "formats::read",
];

/// The modules `module` may import.
fn layer_of(module: &str) -> Option<&'static [&'static str]> {
    LAYERS
        .iter()
        .find(|(listed, _)| *listed == module)
        .map(|(_, may_import)| *may_import)
        .or_else(|| module.starts_with("formats::").then_some(FORMAT))
}

#[test]
fn every_module_has_its_layer() {
    let graph = graph();
    let without: Vec<&String> = graph
        .keys()
        .filter(|module| layer_of(module).is_none())
        .collect();
    assert!(
        without.is_empty(),
        "modules without a row in LAYERS: {without:?}"
    );
    let gone: Vec<&str> = LAYERS
        .iter()
        .map(|(module, _)| *module)
        .filter(|module| !graph.contains_key(*module))
        .collect();
    assert!(
        gone.is_empty(),
        "rows of LAYERS for no module of runtime/src: {gone:?}"
    );
    for format in ["formats::mcp", "formats::claude", "formats::gemini"] {
        assert!(graph.contains_key(format), "{format} is read: {graph:?}");
    }
}

#[test]
fn each_layer_imports_only_the_layers_below() {
    for (module, imports) in graph() {
        let may_import = layer_of(&module).unwrap_or_default();
        for imported in imports {
            assert!(
                may_import.contains(&imported.as_str()),
                "{module} imports {imported}, outside its layer (may import {may_import:?})"
            );
        }
    }
}
