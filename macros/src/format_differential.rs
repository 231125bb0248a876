//! The derive's format-string reader against rustc's own: thousands of
//! generated format strings compiled through `format_args!` in one crate,
//! and each one's verdict and fields compared with what
//! [`Template::parse`] reads. The derive must accept exactly the strings
//! rustc accepts and find the same fields; and no string, accepted or
//! not, may expand to the stub without an error of the derive's own.
//!
//! The strings are read as the derive reads them: a positional placeholder
//! `{0}` names field 0 (thiserror passes no positional arguments), so rustc
//! sees it as the captured name `_f0`, and an implicit `{}`, a `.*` or a
//! `1$` refers to positional arguments that don't exist. Rustc resolves
//! nothing else either: each captured name is an error "cannot find value
//! `x`", which is how its fields are known.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::process::Command;

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

use crate::template::{FieldRef, Template};

/// One piece of a generated string, kept apart so that a positional
/// argument can be written for the derive (`0`) and for rustc (`_f0`).
#[derive(Debug, Clone)]
enum Fragment {
    Text(String),
    Placeholder {
        argument: Argument,
        spec: Option<String>,
        trailing_space: bool,
    },
}

#[derive(Debug, Clone)]
enum Argument {
    Implicit,
    Index(usize),
    Name(String),
}

const NAMES: &[&str] = &[
    "a",
    "b",
    "width",
    "prec",
    "_a",
    "_0",
    "x1",
    "é",
    "संख्या",
    "col·lecció",
    "ǅ",
    "a\u{301}",
    "ℌ",
    // Not identifiers, or not ones a format string takes.
    "_",
    "r#type",
    "a.b",
    "1a",
    "a-b",
    "self.0",
    "·a",
    "a b",
    "\u{301}a",
];

/// Text between placeholders: no digits, so every positional argument is
/// one the generator wrote.
fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "a", " ", "Booking ", "é", "{{", "}}", "{", "}", ":", "$", ".", "#", "?", "x", "ü",
            "\n", "\\",
        ]),
        0..4,
    )
    .prop_map(|parts| parts.concat())
}

fn count() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        (0u32..12).prop_map(|n| n.to_string()),
        Just("08".to_owned()),
        prop::sample::select(vec!["width$", "prec$", "é$", "1$", "0$", "_$", "a b$"])
            .prop_map(str::to_owned),
    ]
}

fn spec() -> impl Strategy<Value = String> {
    let fill = prop::sample::select(vec![
        "", "", "", "*", "0", "{", "}", ":", "$", " ", "é", "<", "#", ".",
    ]);
    let align = prop::sample::select(vec!["", "", "<", "^", ">"]);
    let sign = prop::sample::select(vec!["", "", "+", "-"]);
    let alternate = prop::sample::select(vec!["", "#"]);
    let zero = prop::sample::select(vec!["", "0"]);
    let precision = prop_oneof![
        3 => Just(String::new()),
        3 => count().prop_map(|count| format!(".{count}")),
        1 => Just(".*".to_owned()),
    ];
    let kind = prop::sample::select(vec![
        "", "", "", "?", "x?", "X?", "x", "X", "o", "b", "e", "E", "p", "q", "s", "?x", "#",
    ]);
    let junk = "[a-z:.$#<>^+*?{}é -]{0,5}";
    prop_oneof![
        5 => (fill, align, sign, alternate, zero, count(), precision, kind).prop_map(
            |(fill, align, sign, alternate, zero, width, precision, kind)| {
                // A fill is a fill only before an alignment.
                let fill = if align.is_empty() { "" } else { fill };
                format!("{fill}{align}{sign}{alternate}{zero}{width}{precision}{kind}")
            }
        ),
        1 => junk,
    ]
}

fn fragment() -> impl Strategy<Value = Fragment> {
    let argument = prop_oneof![
        1 => Just(Argument::Implicit),
        2 => (0usize..3).prop_map(Argument::Index),
        5 => prop::sample::select(NAMES).prop_map(|name| Argument::Name(name.to_owned())),
    ];
    prop_oneof![
        1 => text().prop_map(Fragment::Text),
        2 => (argument, prop::option::of(spec()), prop::bool::weighted(0.1)).prop_map(
            |(argument, spec, trailing_space)| Fragment::Placeholder {
                argument,
                spec,
                trailing_space,
            }
        ),
    ]
}

/// The string as the derive reads it, and as rustc is given it.
fn render(fragments: &[Fragment]) -> (String, String) {
    let mut derive = String::new();
    let mut rustc = String::new();
    for fragment in fragments {
        match fragment {
            Fragment::Text(text) => {
                derive.push_str(text);
                rustc.push_str(text);
            }
            Fragment::Placeholder {
                argument,
                spec,
                trailing_space,
            } => {
                let (for_derive, for_rustc) = match argument {
                    Argument::Implicit => (String::new(), String::new()),
                    Argument::Index(index) => (index.to_string(), format!("_f{index}")),
                    Argument::Name(name) => (name.clone(), name.clone()),
                };
                let rest = format!(
                    "{}{}}}",
                    spec.as_ref()
                        .map(|spec| format!(":{spec}"))
                        .unwrap_or_default(),
                    if *trailing_space { " " } else { "" },
                );
                let _ = write!(derive, "{{{for_derive}{rest}");
                let _ = write!(rustc, "{{{for_rustc}{rest}");
            }
        }
    }
    (derive, rustc)
}

/// Rustc's verdict on one string: `None` when it rejects it, or the
/// fields it captures.
type Verdict = Option<BTreeSet<String>>;

/// Compiles every string in one crate and returns each one's verdict.
fn rustc_verdicts(strings: &[String]) -> Vec<Verdict> {
    let dir = std::env::temp_dir().join(format!(
        "toolerror-format-differential-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mut source = String::new();
    // One case a line, so a diagnostic's line names its case.
    for (index, string) in strings.iter().enumerate() {
        let literal = format!("{string:?}");
        let _ = writeln!(
            source,
            "pub fn case_{index}() {{ let _ = ::core::format_args!({literal}); }}"
        );
    }
    let path = dir.join("cases.rs");
    std::fs::write(&path, &source).expect("the cases are written");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let output = Command::new(rustc)
        .args([
            "--edition",
            "2024",
            "--crate-type",
            "lib",
            "--emit",
            "metadata",
        ])
        .args(["--error-format", "json", "--cap-lints", "allow", "-o"])
        .arg(dir.join("cases.rmeta"))
        .arg(&path)
        .output()
        .expect("rustc runs");
    assert!(
        !output.status.success(),
        "rustc accepted every case, which holds rejected ones by design"
    );
    let mut verdicts: Vec<Verdict> = vec![Some(BTreeSet::new()); strings.len()];
    let mut diagnostics = 0;
    for line in String::from_utf8_lossy(&output.stderr).lines() {
        let Ok(diagnostic) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if diagnostic["level"] != "error" {
            continue;
        }
        // The primary span in the cases' file: others point elsewhere
        // (a similarly named item of `core`).
        let primary = diagnostic["spans"].as_array().and_then(|spans| {
            spans.iter().find(|span| {
                span["is_primary"] == true && span["file_name"] == path.to_str().unwrap_or_default()
            })
        });
        let Some(line) = primary.and_then(|span| span["line_start"].as_u64()) else {
            // "aborting due to N previous errors".
            continue;
        };
        diagnostics += 1;
        let case = line as usize - 1;
        let message = diagnostic["message"].as_str().unwrap_or_default();
        let name = message
            .strip_prefix("cannot find value `")
            .and_then(|rest| rest.strip_suffix("` in this scope"));
        match (name, &mut verdicts[case]) {
            (Some(name), Some(fields)) => {
                fields.insert(name.to_owned());
            }
            (Some(_), None) => {}
            (None, verdict) => *verdict = None,
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        diagnostics > strings.len() / 4,
        "only {diagnostics} diagnostics read from rustc: {}",
        String::from_utf8_lossy(&output.stderr)
            .chars()
            .take(2000)
            .collect::<String>()
    );
    verdicts
}

/// The fields the derive reads, named as rustc was given them.
fn derive_verdict(string: &str) -> Verdict {
    let template = Template::parse(string).ok()?;
    Some(
        template
            .referenced()
            .map(|field| match field {
                FieldRef::Index(index) => format!("_f{index}"),
                FieldRef::Named(name) => name.clone(),
            })
            .collect(),
    )
}

fn corpus(cases: u32) -> Vec<(String, String)> {
    // A fixed seed: the same corpus on every run, so a failure reproduces.
    let mut runner = TestRunner::deterministic();
    let strings = prop::collection::vec(fragment(), 1..5);
    let mut corpus: Vec<(String, String)> = (0..cases)
        .map(|_| {
            let fragments = strings
                .new_tree(&mut runner)
                .expect("a generated string")
                .current();
            render(&fragments)
        })
        .collect();
    // The forms the issue names, whatever the seed.
    for (derive, rustc) in [
        ("{संख्या}", "{संख्या}"),
        ("{col·lecció}", "{col·lecció}"),
        ("{secs:}>4}", "{secs:}>4}"),
        ("{secs:{>4}", "{secs:{>4}"),
        ("{0:.0}", "{_f0:.0}"),
        ("{1}", "{_f1}"),
        ("{total:width$.prec$}", "{total:width$.prec$}"),
    ] {
        corpus.push((derive.to_owned(), rustc.to_owned()));
    }
    corpus
}

#[test]
fn the_derive_reads_format_strings_as_rustc_does() {
    let corpus = corpus(4000);
    let verdicts = rustc_verdicts(
        &corpus
            .iter()
            .map(|(_, rustc)| rustc.clone())
            .collect::<Vec<_>>(),
    );
    let mut mismatches = Vec::new();
    let (mut accepted, mut rejected) = (0, 0);
    for ((derive, rustc), verdict) in corpus.iter().zip(&verdicts) {
        let read = derive_verdict(derive);
        if verdict.is_some() {
            accepted += 1;
        } else {
            rejected += 1;
        }
        if &read != verdict {
            mismatches.push(format!(
                "{derive:?} (rustc: {rustc:?}): rustc {verdict:?}, the derive {read:?}"
            ));
        }
    }
    mismatches.sort();
    mismatches.dedup();
    assert!(
        mismatches.is_empty(),
        "{} of {} strings read differently:\n{}",
        mismatches.len(),
        corpus.len(),
        mismatches.join("\n")
    );
    // A corpus that tests both sides.
    assert!(
        accepted > 800 && rejected > 800,
        "{accepted} accepted, {rejected} rejected"
    );

    // Every string, as an `#[error]` text and as a description: the stub
    // only beside an error of the derive's own, or, for an `#[error]`
    // text, one rustc reports.
    for ((derive, _), verdict) in corpus.iter().zip(&verdicts) {
        for (attribute, rustc_rejects) in [
            ("error", verdict.is_none()),
            ("tool_error(description = ", false),
        ] {
            let input = derive_input(derive, attribute);
            let (stub, own_error) = crate::expand::tests::stub_and_error(&input);
            assert!(
                !stub || own_error || rustc_rejects,
                "#[{attribute}{derive:?}]: the stub without an error"
            );
        }
    }
}

/// A variant showing `text` in `attribute`, with a field for each one the
/// derive reads: tuple fields for positions only, named ones otherwise.
fn derive_input(text: &str, attribute: &str) -> syn::DeriveInput {
    let fields: BTreeSet<String> = Template::parse(text)
        .map(|template| template.referenced().map(ToString::to_string).collect())
        .unwrap_or_default();
    let fields = if !fields.is_empty() && fields.iter().all(|f| f.parse::<usize>().is_ok()) {
        "(usize, usize, usize)".to_owned()
    } else {
        let named: Vec<String> = fields
            .iter()
            .filter(|f| f.parse::<usize>().is_err())
            .map(|f| format!("{f}: usize"))
            .collect();
        format!("{{ {} }}", named.join(", "))
    };
    let open = if attribute.ends_with("= ") { "" } else { "(" };
    let source = format!(
        "enum Case {{ #[{attribute}{open}{text:?})] #[category(validation)] Variant {fields} }}"
    );
    syn::parse_str(&source).unwrap_or_else(|error| panic!("{source}: {error}"))
}
