//! The runtime's imports run one way: category ← tool error ← payload ←
//! reply ← result kinds; renderers take replies and know nothing of result
//! kinds or of each other; rmcp sits on top; the agent side uses the domain
//! only. Read from the `crate::` paths of every source file, so a new
//! import that breaks the layering fails here.

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
        [agent, name] if agent == "agent" && name != "mod" => Some(format!("agent::{name}")),
        [first, ..] => Some(first.clone()),
        [] => None,
    }
}

/// The modules `source`'s code refers to through `crate::` paths (doc
/// comments, which link without importing, left out).
fn imports(source: &str) -> BTreeSet<String> {
    let code: String = source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let source = code.as_str();
    let mut found = BTreeSet::new();
    for (index, _) in source.match_indices("crate::") {
        let rest = &source[index + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue;
        }
        if name == "agent" {
            let sub: String = rest["agent::".len().min(rest.len())..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            found.insert(format!("agent::{sub}"));
        } else {
            found.insert(name);
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
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let Some(module) = module_of(&root, &file) else {
            continue;
        };
        let source = std::fs::read_to_string(&file).unwrap();
        let edges = graph.entry(module.clone()).or_default();
        for imported in imports(&source) {
            if imported != module && !module.starts_with(&format!("{imported}::")) {
                edges.insert(imported);
            }
        }
    }
    // Items re-exported at the root (`crate::ErrorMode`) are no modules.
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
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

#[test]
fn each_layer_imports_only_the_layers_below() {
    let domain = ["category", "tool_error", "payload"];
    let allowed: &[(&str, &[&str])] = &[
        ("category", &[]),
        ("tool_error", &["category"]),
        ("payload", &["category", "tool_error"]),
        ("report", &["category", "tool_error", "payload"]),
        ("reply", &["category", "tool_error", "payload", "report"]),
        ("outcome", &["category", "tool_error", "payload", "reply"]),
        (
            "partial",
            &["category", "tool_error", "payload", "report", "reply"],
        ),
        ("mcp", &["category", "tool_error", "payload", "reply"]),
        ("claude", &["category", "tool_error", "payload", "reply"]),
        ("openai", &["reply"]),
        ("gemini", &["reply"]),
        ("bedrock", &["reply"]),
        ("a2a", &["category", "reply"]),
        ("acp", &["reply"]),
        ("agent::read", &domain),
        ("agent::propagate", &domain),
        (
            "agent::retry",
            &["category", "tool_error", "payload", "agent::propagate"],
        ),
    ];
    let graph = graph();
    for (module, may_import) in allowed {
        let imports = graph
            .get(*module)
            .unwrap_or_else(|| panic!("no module {module} in {graph:?}"));
        for imported in imports {
            assert!(
                may_import.contains(&imported.as_str()),
                "{module} imports {imported}, outside its layer (may import {may_import:?})"
            );
        }
    }
}
