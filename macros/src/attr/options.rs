//! `#[tool_error(..)]` on the type, a variant or a field.

use syn::meta::ParseNestedMeta;
use syn::{Attribute, Ident, Meta};

#[cfg(doc)]
use super::keys::CategoryKind;
use super::keys::{Key, Place};
use super::value::{Once, StrLit, string_value};
use crate::errors::Errors;
use crate::limits::{MAX_DESCRIPTION_BYTES, MAX_SHOWN_VALUE_CHARS};
use crate::naming::did_you_mean;

/// `max_chars = N` on a field, as written (where errors point) and read.
pub struct MaxChars {
    pub key: Ident,
    pub lit: syn::LitInt,
    pub value: usize,
}

impl quote::ToTokens for MaxChars {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        let (key, lit) = (&self.key, &self.lit);
        tokens.extend(quote::quote!(#key = #lit));
    }
}

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
    /// `max_chars = 64`: the most characters of the field a description
    /// shows (else `MAX_SHOWN_VALUE_CHARS`).
    pub max_chars: Option<MaxChars>,
    /// `unexpected`: an internal bug; the agent reads a masked description.
    pub unexpected: Option<Ident>,
    /// `when_<category> = "…"`, by [`CategoryKind::index`]: a classified
    /// variant's description for a category it may turn out to be.
    pub when: [Option<StrLit>; 4],
    /// An attribute here had a mistake, already reported; checks that
    /// depend on what it would have said are skipped.
    pub malformed: bool,
    /// The strings made tokens (`bound`, `crate`, `classify`), as written:
    /// what of these attributes the output may hold, read as they are
    /// parsed for names like the derive's (see `bindings::suffix_for`).
    pub spelled_names: Vec<String>,
}

pub fn parse_tool_error(attrs: &[&Attribute], place: Place, errors: &mut Errors) -> ToolErrorAttrs {
    let mut out = ToolErrorAttrs::default();
    let mut invalid_literal = false;
    for &attr in attrs {
        let Meta::List(_) = &attr.meta else {
            errors.spanned(
                attr,
                "write options in parentheses, such as #[tool_error(description = \"...\")]",
            );
            out.malformed = true;
            continue;
        };
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
    match slot(key, out) {
        Slot::Flag(slot) => flag(meta, name, slot),
        Slot::Classify(slot, _, _) if !has_value => flag(meta, name, slot),
        Slot::Text(slot) => {
            let Some(text) = string(meta, name)? else {
                return Ok(Read::InvalidLiteral);
            };
            Once::of(name, slot).set(meta, text)?;
            Ok(Read::Done)
        }
        Slot::Bound(slot, spelled) => {
            let Some(text) = string(meta, name)? else {
                return Ok(Read::InvalidLiteral);
            };
            spelled.push(text.token.to_string());
            Once::of(name, slot).check(meta)?;
            *slot = Some(parse_text(
                &text,
                "`bound` takes where-clause predicates, such as bound = \"T: std::fmt::Display\", or \"\" for none",
                |text| {
                    let parser = syn::punctuated::Punctuated::<syn::WherePredicate, syn::Token![,]>::parse_terminated;
                    syn::parse::Parser::parse_str(parser, &text.value)
                        .map(|predicates| predicates.into_iter().collect())
                },
            )?);
            Ok(Read::Done)
        }
        Slot::Crate(slot, spelled) => {
            let Some(text) = string(meta, name)? else {
                return Ok(Read::InvalidLiteral);
            };
            spelled.push(text.token.to_string());
            Once::of(name, slot).check(meta)?;
            *slot = Some(parse_text(
                &text,
                "`crate` takes a path, such as crate = \"my_crate::toolerror\"",
                StrLit::parse,
            )?);
            Ok(Read::Done)
        }
        Slot::MaxChars(slot) => {
            Once::of(name, slot).check(meta)?;
            *slot = Some(max_chars(meta)?);
            Ok(Read::Done)
        }
        Slot::Classify(slot, with, spelled) => {
            let Some(text) = string(meta, name)? else {
                return Ok(Read::InvalidLiteral);
            };
            spelled.push(text.token.to_string());
            Once::of(name, slot).check(meta)?;
            *with = Some(parse_text(
                &text,
                "`classify` takes the path of a function `fn(&T) -> Option<Classification>`, such as classify = \"crate::store::classify\"",
                StrLit::parse,
            )?);
            *slot = meta.path.get_ident().cloned();
            Ok(Read::Done)
        }
    }
}

/// Where an option is kept, and so what it takes.
enum Slot<'o> {
    /// A word alone: `public`.
    Flag(&'o mut Option<Ident>),
    /// `key = "…"`, kept as text.
    Text(&'o mut Option<StrLit>),
    /// `bound = "…"`: where-clause predicates; the string is kept among
    /// the spelled names.
    Bound(
        &'o mut Option<Vec<syn::WherePredicate>>,
        &'o mut Vec<String>,
    ),
    /// `crate = "…"`: a path; the string is kept among the spelled names.
    Crate(&'o mut Option<syn::Path>, &'o mut Vec<String>),
    /// `classify` alone, or `classify = "path"` of a function, whose
    /// string is kept among the spelled names.
    Classify(
        &'o mut Option<Ident>,
        &'o mut Option<syn::Path>,
        &'o mut Vec<String>,
    ),
    /// `max_chars = 64`: a number of characters.
    MaxChars(&'o mut Option<MaxChars>),
}

/// Where `key` is kept: one arm per key, so that a new key can't land in
/// another's slot.
fn slot(key: Key, out: &mut ToolErrorAttrs) -> Slot<'_> {
    match key {
        Key::Description => Slot::Text(&mut out.description),
        Key::Code => Slot::Text(&mut out.code),
        Key::When(kind) => Slot::Text(&mut out.when[kind.index()]),
        Key::Transparent => Slot::Flag(&mut out.transparent),
        Key::TextOnly => Slot::Flag(&mut out.text_only),
        Key::RetryAfter => Slot::Flag(&mut out.retry_after),
        Key::Public => Slot::Flag(&mut out.public),
        Key::Detail => Slot::Flag(&mut out.detail),
        Key::Unexpected => Slot::Flag(&mut out.unexpected),
        Key::Bound => Slot::Bound(&mut out.bound, &mut out.spelled_names),
        Key::Crate => Slot::Crate(&mut out.krate, &mut out.spelled_names),
        Key::Classify => Slot::Classify(
            &mut out.classify,
            &mut out.classify_with,
            &mut out.spelled_names,
        ),
        Key::MaxChars => Slot::MaxChars(&mut out.max_chars),
    }
}

/// A flag option: given once, without a value.
fn flag(
    meta: &ParseNestedMeta<'_>,
    name: &'static str,
    slot: &mut Option<Ident>,
) -> syn::Result<Read> {
    if !meta.input.is_empty() && !meta.input.peek(syn::Token![,]) {
        Once::of(name, slot).check(meta)?;
        return Err(meta.error(format!(
            "`{name}` is a flag and takes no value: write just `{name}`"
        )));
    }
    let ident = meta
        .path
        .get_ident()
        .cloned()
        .ok_or_else(|| meta.error("an option is one word"))?;
    Once::of(name, slot).set(meta, ident)?;
    Ok(Read::Done)
}

/// `max_chars = N`: a whole number from 1 to the description's own bound,
/// written as an integer literal.
fn max_chars(meta: &ParseNestedMeta<'_>) -> syn::Result<MaxChars> {
    let key = meta
        .path
        .get_ident()
        .cloned()
        .ok_or_else(|| meta.error("an option is one word"))?;
    let default = MAX_SHOWN_VALUE_CHARS;
    if !meta.input.peek(syn::Token![=]) {
        return Err(meta.error(format!(
            "`max_chars` takes the most characters of this field a description shows: write max_chars = 64 (without it, {default})"
        )));
    }
    let mut value: syn::Expr = meta.value()?.parse()?;
    // A `macro_rules!` fragment (`$n:literal`) wraps it in a group.
    while let syn::Expr::Group(group) = value {
        value = *group.expr;
    }
    let lit = match value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(lit),
            ..
        }) => lit,
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) => {
            return Err(syn::Error::new_spanned(
                text,
                "`max_chars` takes a number, not a string: write it without quotes, such as max_chars = 64",
            ));
        }
        other => {
            return Err(syn::Error::new_spanned(
                other,
                "`max_chars` takes a whole number written out, such as max_chars = 64: constants and expressions aren't read inside attributes",
            ));
        }
    };
    if !lit.suffix().is_empty() {
        return Err(syn::Error::new(
            lit.span(),
            format!(
                "`max_chars` takes a plain number: remove the suffix `{}`",
                lit.suffix()
            ),
        ));
    }
    let max = MAX_DESCRIPTION_BYTES;
    let value = match lit.base10_parse::<usize>() {
        Ok(0) => {
            return Err(syn::Error::new(
                lit.span(),
                format!(
                    "`max_chars = 0` would show nothing of this field: leave its placeholder out of the description instead, or give a number from 1 to {max}"
                ),
            ));
        }
        Ok(value) if value <= max => value,
        _ => {
            return Err(syn::Error::new(
                lit.span(),
                format!(
                    "`max_chars = {}` is more than a whole description holds ({max} bytes): give a number from 1 to {max}, or leave `max_chars` out for the default of {default}",
                    lit.base10_digits()
                ),
            ));
        }
    };
    Ok(MaxChars { key, lit, value })
}

/// The string of `key = "…"`; `None` for a literal rustc rejects itself.
fn string(meta: &ParseNestedMeta<'_>, name: &str) -> syn::Result<Option<StrLit>> {
    if !meta.input.peek(syn::Token![=]) {
        return Err(meta.error(format!("`{name}` takes a string: write {name} = \"...\"")));
    }
    string_value(meta, name)
}

/// `text` read by `parse`, or `message` on its literal.
fn parse_text<T>(
    text: &StrLit,
    message: &str,
    parse: impl FnOnce(&StrLit) -> syn::Result<T>,
) -> syn::Result<T> {
    parse(text).map_err(|_| syn::Error::new(text.span(), message))
}
