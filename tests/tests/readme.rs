//! What the README and the docs point at holds: the rmcp snippet builds
//! with exactly the dependencies its `[dependencies]` lists, and every
//! example the docs name exists. (The README's Rust snippets run as doc
//! tests of this crate.)

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The first fenced block after `heading` whose info string starts with
/// `info`.
fn block_after<'r>(readme: &'r str, heading: &str, info: &str) -> &'r str {
    let section = &readme[readme.find(heading).expect("the section")..];
    let start = section.find(&format!("```{info}")).expect("the block");
    let body = &section[start..];
    let body = &body[body.find('\n').unwrap() + 1..];
    &body[..body.find("\n```").expect("the block's end") + 1]
}

#[test]
fn the_rmcp_snippet_builds_with_the_dependencies_it_lists() {
    let readme = std::fs::read_to_string(repo().join("README.md")).unwrap();
    let dependencies = block_after(&readme, "## Using with rmcp", "toml");
    let code = block_after(&readme, "## Using with rmcp", "rust");
    let runtime = repo().join("runtime").canonicalize().unwrap();
    // The published crate, as the workspace's checkout.
    let dependencies = dependencies.replace(
        "toolerror = { version = \"0.1\",",
        &format!("toolerror = {{ path = {:?},", runtime.display().to_string()),
    );
    assert!(dependencies.contains("path ="), "{dependencies}");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme-rmcp-snippet");
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"readme-rmcp-snippet\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n{dependencies}\n[workspace]\n"
        ),
    )
    .unwrap();
    std::fs::write(dir.join("src/main.rs"), code).unwrap();
    // The workspace's versions, so the check needs no registry.
    std::fs::copy(repo().join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("readme-target");
    let output = Command::new(env!("CARGO"))
        .args(["check", "--quiet", "--offline"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", &target)
        .env_remove("RUSTFLAGS")
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the README's rmcp snippet doesn't build with the dependencies it lists:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn every_example_the_docs_name_exists() {
    let mut files = vec![repo().join("README.md")];
    let mut folders = vec![repo().join("runtime/src"), repo().join("macros/src")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }
    let mut named = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (index, _) in text.match_indices("examples/") {
            let name: String = text[index..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '/' | '.'))
                .collect();
            let Some(name) = name.strip_suffix('.').map(str::to_owned).or(Some(name)) else {
                continue;
            };
            if !name.ends_with(".rs") {
                continue;
            }
            named += 1;
            assert!(
                repo().join(&name).is_file(),
                "{} names {name}, which doesn't exist",
                file.display()
            );
        }
    }
    assert!(named > 5, "only {named} examples named");
}
