//! `#[tool_error(..)]` on the type, a variant or a field.

use proc_macro2::{TokenStream, TokenTree};
use syn::meta::ParseNestedMeta;
use syn::{Attribute, Ident, Meta};

#[cfg(doc)]
use super::category::CategoryKind;
use super::keys::{Key, Place, Takes};
use super::value::{Once, StrLit, plain_string, string_value};
use crate::errors::Errors;
use crate::naming::did_you_mean;

/// Everything `#[tool_error(...)]` attributes say at one place.
#[derive(Default)]
pub struct ToolErrorAttrs {
    pub description: Option<StrLit>,
    pub code: Option<StrLit>,
    pub transparent: Option<Ident>,
    pub krate: Option<syn::Path>,
    pub text_only: Option<Ident>,
    /// `bound = "T: Display"`: the where-clause predicates that replace the
    /// inferred ones.
    pub bound: Option<Vec<syn::WherePredicate>>,
    pub retry_after: Option<Ident>,
    pub public: Option<Ident>,
    pub detail: Option<Ident>,
    /// `classify`: the field tells the category at run time.
    pub classify: Option<Ident>,
    /// `classify = "path"`: through this function, for a type that can't
    /// implement `Classify` here (another crate's).
    pub classify_with: Option<syn::Path>,
    /// `unexpected`: an internal bug; the agent reads a masked description.
    pub unexpected: Option<Ident>,
    /// `when_<category> = "…"`, by [`CategoryKind::number`]: a classified
    /// variant's description for a category it may turn out to be.
    pub when: [Option<StrLit>; 4],
    /// An attribute here had a mistake, already reported; checks that
    /// depend on what it would have said are skipped.
    pub malformed: bool,
}

pub fn parse_tool_error(attrs: &[&Attribute], place: Place, errors: &mut Errors) -> ToolErrorAttrs {
    let mut out = ToolErrorAttrs::default();
    let mut invalid_literal = false;
    for &attr in attrs {
        let Meta::List(list) = &attr.meta else {
            errors.spanned(
                attr,
                "write options in parentheses, such as #[tool_error(description = \"...\")]",
            );
            out.malformed = true;
            continue;
        };
        if simple_tool_error(&list.tokens, place, &mut out) {
            continue;
        }
        let parsed = attr.parse_nested_meta(|meta| {
            let key = known_key(&meta, place)?;
            match read_option(&meta, key, &mut out)? {
                Read::Done => {}
                Read::InvalidLiteral => invalid_literal = true,
            }
            Ok(())
        });
        if let Err(error) = parsed {
            errors.push(error);
            out.malformed = true;
        }
    }
    if invalid_literal {
        errors.reported_by_rustc();
        out.malformed = true;
    }
    out
}

/// The option `meta` names, if it is one and belongs at `place`.
fn known_key(meta: &ParseNestedMeta<'_>, place: Place) -> syn::Result<Key> {
    let Some(ident) = meta.path.get_ident() else {
        return Err(meta.error(format!(
            "write an option as one word, such as #[tool_error(description = \"...\")]; {} the options are {}",
            place.describe(),
            place.options()
        )));
    };
    let name = ident.to_string();
    let name = name.trim_start_matches("r#");
    let Some(key) = Key::from_name(name) else {
        let hint = match did_you_mean(name, &Key::names()) {
            Some(suggestion) => format!(": did you mean `{suggestion}`?"),
            None => format!("; {} the options are {}", place.describe(), place.options()),
        };
        return Err(meta.error(format!("unknown option `{name}`{hint}")));
    };
    if !key.allowed_at(place) {
        if key == Key::RetryAfter && meta.input.peek(syn::Token![=]) && place != Place::Field {
            return Err(meta.error(
                "a fixed delay goes in the category: write #[category(transient, retry_after = \"30s\")]; #[tool_error(retry_after)] marks a `Duration` field instead",
            ));
        }
        return Err(meta.error(format!(
            "`{}` doesn't belong {}: it goes {}",
            key.name(),
            place.describe(),
            key.home_description()
        )));
    }
    Ok(key)
}

/// What reading an option found.
enum Read {
    Done,
    /// A string literal rustc rejects itself (an unknown escape).
    InvalidLiteral,
}

fn read_option(
    meta: &ParseNestedMeta<'_>,
    key: Key,
    out: &mut ToolErrorAttrs,
) -> syn::Result<Read> {
    let name = key.name();
    let has_value = meta.input.peek(syn::Token![=]);
    let takes_string = match key.takes() {
        Takes::String => true,
        Takes::FlagOrString => has_value,
        Takes::Flag => false,
    };
    if !takes_string {
        if !meta.input.is_empty() && !meta.input.peek(syn::Token![,]) {
            let flag = flag_slot(key, out);
            Once::of(name, flag).check(meta)?;
            return Err(meta.error(format!(
                "`{name}` is a flag and takes no value: write just `{name}`"
            )));
        }
        let ident = meta
            .path
            .get_ident()
            .cloned()
            .ok_or_else(|| meta.error("an option is one word"))?;
        Once::of(name, flag_slot(key, out)).set(meta, ident)?;
        return Ok(Read::Done);
    }
    if !has_value {
        return Err(meta.error(format!("`{name}` takes a string: write {name} = \"...\"")));
    }
    let Some(text) = string_value(meta, name)? else {
        return Ok(Read::InvalidLiteral);
    };
    if let Some(slot) = text_slot(key, out) {
        Once::of(name, slot).set(meta, text)?;
        return Ok(Read::Done);
    }
    match key {
        Key::Bound => {
            Once::of(name, &mut out.bound).check(meta)?;
            out.bound = Some(parse_text(
                &text,
                "`bound` takes where-clause predicates, such as bound = \"T: std::fmt::Display\", or \"\" for none",
                |text| {
                    let parser = syn::punctuated::Punctuated::<syn::WherePredicate, syn::Token![,]>::parse_terminated;
                    syn::parse::Parser::parse_str(parser, &text.value)
                        .map(|predicates| predicates.into_iter().collect())
                },
            )?);
        }
        Key::Classify => {
            Once::of(name, &mut out.classify).check(meta)?;
            out.classify_with = Some(parse_text(
                &text,
                "`classify` takes the path of a function `fn(&T) -> Option<Classification>`, such as classify = \"crate::store::classify\"",
                StrLit::parse,
            )?);
            out.classify = meta.path.get_ident().cloned();
        }
        _ => {
            Once::of(name, &mut out.krate).check(meta)?;
            out.krate = Some(parse_text(
                &text,
                "`crate` takes a path, such as crate = \"my_crate::toolerror\"",
                StrLit::parse,
            )?);
        }
    }
    Ok(Read::Done)
}

/// `text` read by `parse`, or `message` on its literal.
fn parse_text<T>(
    text: &StrLit,
    message: &str,
    parse: impl FnOnce(&StrLit) -> syn::Result<T>,
) -> syn::Result<T> {
    parse(text).map_err(|_| syn::Error::new(text.span(), message))
}

/// Where a flag option is kept.
fn flag_slot(key: Key, out: &mut ToolErrorAttrs) -> &mut Option<Ident> {
    match key {
        Key::Transparent => &mut out.transparent,
        Key::TextOnly => &mut out.text_only,
        Key::RetryAfter => &mut out.retry_after,
        Key::Public => &mut out.public,
        Key::Classify => &mut out.classify,
        Key::Unexpected => &mut out.unexpected,
        _ => &mut out.detail,
    }
}

/// Where an option kept as text is kept: `description`, `code` and
/// `when_<category>`; `None` for the others.
fn text_slot(key: Key, out: &mut ToolErrorAttrs) -> Option<&mut Option<StrLit>> {
    match key {
        Key::Description => Some(&mut out.description),
        Key::Code => Some(&mut out.code),
        Key::When(kind) => Some(&mut out.when[usize::from(kind.number())]),
        _ => None,
    }
}

/// The common forms of `#[tool_error(..)]`, read straight from the
/// tokens: options allowed here, each once, written as one word (`classify`,
/// `public`) or as `key = "…"` with a plain literal for the keys kept as
/// text (`description`, `code`, `when_<category>`). `false` leaves `out` as
/// it was and sends the attribute to the full parser, which reads every
/// other form and says what is wrong. It saves the full parser's nested
/// parse streams on nearly every variant and classified field (see
/// BENCHMARKS.md, "One parser per attribute").
fn simple_tool_error(tokens: &TokenStream, place: Place, out: &mut ToolErrorAttrs) -> bool {
    /// An option in its common form: a word, or a plain text.
    enum CommonOption {
        Flag(Key, Ident),
        Text(Key, StrLit),
    }
    let mut read: Vec<CommonOption> = Vec::new();
    let mut tokens = tokens.clone().into_iter().peekable();
    while let Some(tree) = tokens.next() {
        let TokenTree::Ident(word) = tree else {
            return false;
        };
        let Some(key) = Key::from_name(&word.to_string()).filter(|key| key.allowed_at(place))
        else {
            return false;
        };
        let option = match tokens.peek() {
            Some(TokenTree::Punct(eq)) if eq.as_char() == '=' => {
                tokens.next();
                let Some(TokenTree::Literal(literal)) = tokens.next() else {
                    return false;
                };
                match (plain_string(&literal), text_slot(key, out).is_some()) {
                    (Some(text), true) => CommonOption::Text(key, text),
                    _ => return false,
                }
            }
            _ if matches!(key.takes(), Takes::Flag | Takes::FlagOrString) => {
                CommonOption::Flag(key, word)
            }
            _ => return false,
        };
        let given = |known: &CommonOption| match known {
            CommonOption::Flag(known, _) | CommonOption::Text(known, _) => *known == key,
        };
        if read.iter().any(given) {
            return false;
        }
        read.push(option);
        match tokens.next() {
            None => break,
            Some(TokenTree::Punct(comma)) if comma.as_char() == ',' => {}
            Some(_) => return false,
        }
    }
    // An option already given by another attribute: the full parser says so.
    let taken = |option: &CommonOption, out: &mut ToolErrorAttrs| match option {
        CommonOption::Flag(key, _) => flag_slot(*key, out).is_some(),
        CommonOption::Text(key, _) => text_slot(*key, out).is_none_or(|slot| slot.is_some()),
    };
    if read.is_empty() || read.iter().any(|option| taken(option, out)) {
        return false;
    }
    for option in read {
        match option {
            CommonOption::Flag(key, word) => *flag_slot(key, out) = Some(word),
            CommonOption::Text(key, text) => {
                if let Some(slot) = text_slot(key, out) {
                    *slot = Some(text);
                }
            }
        }
    }
    true
}
