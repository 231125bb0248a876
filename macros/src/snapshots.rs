//! The expansion of every valid UI case and of the representative inputs
//! in `tests/expansion/`, pretty-printed and compared with the committed
//! `*.expanded.rs` beside them: a change to what the derive writes shows
//! in their diff. `TOOLERROR_BLESS=1 cargo test -p toolerror-macros`
//! rewrites them.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::expand::derive;

/// Every `#[derive(ToolError)]` item of a Rust file, as derive input.
pub fn derive_inputs(source: &str) -> Vec<syn::DeriveInput> {
    derive_input_tokens(source)
        .into_iter()
        .map(|tokens| syn::parse2(tokens).expect("a derive input rustc accepted"))
        .collect()
}

/// The tokens of every `#[derive(ToolError)]` item of a Rust file.
pub fn derive_input_tokens(source: &str) -> Vec<TokenStream> {
    derive_input_tokens_of(source, "ToolError")
}

/// The tokens of every item of a Rust file that derives `name`.
fn derive_input_tokens_of(source: &str, name: &str) -> Vec<TokenStream> {
    let Ok(tokens) = source.parse::<TokenStream>() else {
        // A file rustc's lexer rejects (an invalid escape): nothing here.
        return Vec::new();
    };
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut inputs = Vec::new();
    let mut start = None;
    let mut index = 0;
    while index < tokens.len() {
        let is_attr = matches!(&tokens[index], TokenTree::Punct(p) if p.as_char() == '#')
            && matches!(tokens.get(index + 1), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket);
        if is_attr {
            start.get_or_insert(index);
            index += 2;
            continue;
        }
        if let Some(first) = start {
            let end = tokens[index..]
                .iter()
                .position(|token| match token {
                    TokenTree::Group(group) => group.delimiter() == Delimiter::Brace,
                    TokenTree::Punct(punct) => punct.as_char() == ';',
                    _ => false,
                })
                .map_or(tokens.len(), |offset| index + offset + 1);
            let item: TokenStream = tokens[first..end].iter().cloned().collect();
            if item.to_string().contains(name)
                && let Ok(input) = syn::parse2::<syn::DeriveInput>(item.clone())
                && input.attrs.iter().any(|attr| {
                    attr.path().is_ident("derive")
                        && quote::ToTokens::to_token_stream(&attr.meta)
                            .to_string()
                            .contains(name)
                })
            {
                inputs.push(item);
            }
            start = None;
            index = end;
            continue;
        }
        index += 1;
    }
    inputs
}

/// The `.rs` files of a folder and of its subfolders (the UI cases sit in
/// a folder per topic), sorted, without the snapshots.
pub fn rust_files(folder: &Path) -> Vec<PathBuf> {
    let mut paths = Vec::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the folder of inputs") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs")
                && !path.to_string_lossy().ends_with(".expanded.rs")
            {
                paths.push(path);
            }
        }
    }
    paths.sort();
    paths
}

/// Every derive of `source`, expanded and pretty-printed.
fn expand_file(source: &str) -> String {
    let mut out = String::new();
    for input in derive_inputs(source) {
        let tokens = derive(&input);
        let file: syn::File = syn::parse2(tokens.clone()).unwrap_or_else(|error| {
            panic!("the expansion of {} parses: {error}\n{tokens}", input.ident)
        });
        let _ = writeln!(out, "// #[derive(ToolError)] on `{}`", input.ident);
        out.push_str(&prettyplease::unparse(&file));
        out.push('\n');
    }
    for tokens in derive_input_tokens_of(source, "AgentVisible") {
        let input: syn::DeriveInput = syn::parse2(tokens).expect("a derive input rustc accepted");
        let tokens = crate::agent_visible::derive(&input);
        let file: syn::File = syn::parse2(tokens.clone()).unwrap_or_else(|error| {
            panic!("the expansion of {} parses: {error}\n{tokens}", input.ident)
        });
        let _ = writeln!(out, "// #[derive(AgentVisible)] on `{}`", input.ident);
        out.push_str(&prettyplease::unparse(&file));
        out.push('\n');
    }
    out
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

#[test]
fn expansions_match_their_snapshots() {
    let bless = std::env::var_os("TOOLERROR_BLESS").is_some();
    let inputs = root().join("tests/expansion");
    let ui_pass = root().join("../tests/ui/pass");
    let mut cases: Vec<(PathBuf, PathBuf)> = rust_files(&inputs)
        .into_iter()
        .map(|path| (path.clone(), path.with_extension("expanded.rs")))
        .collect();
    for path in rust_files(&ui_pass) {
        let name = path
            .file_stem()
            .expect("a file name")
            .to_string_lossy()
            .into_owned();
        cases.push((
            path,
            inputs.join("ui_pass").join(format!("{name}.expanded.rs")),
        ));
    }
    let mut changed = Vec::new();
    for (input, snapshot) in &cases {
        let expanded = expand_file(&std::fs::read_to_string(input).expect("an input"));
        if expanded.is_empty() {
            // A case whose types a `macro_rules!` writes: the derive's input
            // exists only inside rustc.
            assert!(
                input.starts_with(&ui_pass),
                "{}: no derive found",
                input.display()
            );
            continue;
        }
        let committed = std::fs::read_to_string(snapshot).unwrap_or_default();
        if committed != expanded {
            if bless {
                std::fs::create_dir_all(snapshot.parent().expect("a folder")).expect("a folder");
                std::fs::write(snapshot, &expanded).expect("the snapshot is written");
            }
            changed.push(snapshot.display().to_string());
        }
    }
    assert!(cases.len() >= 20, "only {} cases", cases.len());
    assert!(
        bless || changed.is_empty(),
        "expansions differ from their snapshots (TOOLERROR_BLESS=1 rewrites them): {changed:#?}"
    );
}
