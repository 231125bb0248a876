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

/// The modules `source`'s code (in the module `module`) refers to through
/// `crate::` and `super::` paths, brace groups read item by item (doc
/// comments, which link without importing, left out). A format re-exported
/// at the crate root (`crate::mcp`) is its file's module.
fn imports(source: &str, module: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let code: String = source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |text: &str| -> String {
        text.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    // `super::` inside a folder is the folder's `crate::` path.
    let folder = module.split_once("::").map(|(folder, _)| folder);
    let mut paths: Vec<&str> = Vec::new();
    for (index, _) in code.match_indices("crate::") {
        paths.push(&code[index + "crate::".len()..]);
    }
    let mut found = BTreeSet::new();
    if let Some(folder) = folder {
        for (index, _) in code.match_indices("super::") {
            let rest = &code[index + "super::".len()..];
            let name = ident(rest);
            let sub = format!("{folder}::{name}");
            found.insert(if modules.contains(&sub) {
                sub
            } else {
                folder.to_owned()
            });
        }
    }
    for rest in paths {
        let name = ident(rest);
        if name.is_empty() {
            continue;
        }
        if !FOLDERS.contains(&name.as_str()) {
            let in_folder = FOLDERS
                .iter()
                .map(|folder| format!("{folder}::{name}"))
                .find(|sub| modules.contains(sub));
            found.insert(in_folder.unwrap_or(name));
            continue;
        }
        let after = &rest[name.len()..];
        let Some(after) = after.strip_prefix("::") else {
            found.insert(name);
            continue;
        };
        // `crate::formats::{WireFormat, mcp}`: each item.
        let items: Vec<String> = match after.strip_prefix('{') {
            Some(group) => group
                .split('}')
                .next()
                .unwrap_or_default()
                .split(',')
                .map(|item| ident(item.trim()))
                .collect(),
            None => vec![ident(after)],
        };
        for item in items {
            let sub = format!("{name}::{item}");
            found.insert(if modules.contains(&sub) {
                sub
            } else {
                name.clone()
            });
        }
    }
    found
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
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in files {
        let source = std::fs::read_to_string(&file).unwrap();
        let edges = graph.entry(module.clone()).or_default();
        for imported in imports(&source, &module, &modules) {
            // A module of a folder may use its folder's face (the trait a
            // format implements), which declares it.
            if imported != module && !module.starts_with(&format!("{imported}::")) {
                edges.insert(imported);
            }
        }
    }
    // Items re-exported at the root (`crate::ErrorMode`) are no modules.
    for edges in graph.values_mut() {
        edges.retain(|imported| modules.contains(imported));
    }
    graph
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
/// formats take replies and share the reader's steps, knowing nothing of
/// result kinds or of each other; the agent side uses the domain only; the
/// integrations sit on top.
const LAYERS: &[(&str, &[&str])] = &[
    // The domain.
    ("category", &[]),
    ("agent_visible", &[]),
    ("tool_error", &["category"]),
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
    // The agent side.
    ("agent", &[]),
    ("agent::read", &["category", "tool_error", "payload"]),
    ("agent::propagate", &["category", "tool_error", "payload"]),
    (
        "agent::retry",
        &["category", "tool_error", "payload", "agent::propagate"],
    ),
    // The wire formats.
    ("formats", &["reply", "agent::read"]),
    // The integrations.
    ("classify", &["category"]),
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
        ],
    ),
];

/// What each wire format (`formats::<name>`, a row of its own for none)
/// may import.
const FORMAT: &[&str] = &["category", "tool_error", "payload", "reply", "agent::read"];

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
