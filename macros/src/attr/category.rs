//! `#[category(business)]`, `#[category(transient, retryable, retry_after = "30s")]`.

use proc_macro2::TokenTree;
use syn::meta::ParseNestedMeta;
use syn::{Attribute, Ident, Meta};

use super::keys::{CATEGORY_OPTIONS, CategoryKind, OUTCOME_UNKNOWN, RETRY_AFTER, RETRYABLE};
use super::value::{Once, is_string_literal, suffix_error};
use crate::delay;
use crate::errors::Errors;
use crate::naming::did_you_mean;

pub struct CategoryAttr<'a> {
    pub attr: &'a Attribute,
    pub kind: CategoryKind,
    pub retryable: Option<Ident>,
    pub retry_after: Option<RetryAfter>,
    /// `outcome_unknown`: the failed call may have taken effect.
    pub outcome_unknown: Option<Ident>,
}

pub struct RetryAfter {
    pub key: Ident,
    /// `None` when the text was malformed (already reported).
    pub millis: Option<u64>,
}

const CHOICES: &str = "#[category(transient)], #[category(validation)], #[category(business)] or #[category(permission)]";

pub fn parse_category<'a>(attr: &'a Attribute, errors: &mut Errors) -> Option<CategoryAttr<'a>> {
    let Meta::List(list) = &attr.meta else {
        errors.spanned(
            attr,
            format!("write the category in parentheses: {CHOICES}"),
        );
        return None;
    };
    let mut parts = Parts::default();
    let mut found = Errors::default();
    if let Err(error) = attr.parse_nested_meta(|meta| parts.option(&meta, &mut found)) {
        // Two forms syn stops at get a message of their own, which is
        // then the only one.
        if let Some(mistake) = quoted_or_alternatives(&list.tokens) {
            errors.push(mistake);
        } else {
            errors.absorb(found);
            errors.push(error);
        }
        return None;
    }
    errors.absorb(found);
    let Some((kind, _)) = parts.kind else {
        errors.spanned(
            attr,
            "#[category(..)] names no category: add one of transient, validation, business or permission",
        );
        return None;
    };
    Some(CategoryAttr {
        attr,
        kind,
        retryable: parts.retryable,
        retry_after: parts.retry_after,
        outcome_unknown: parts.outcome_unknown,
    })
}

/// `#[category("business")]` or `#[category(transient | business)]`: the
/// error saying what to write instead.
fn quoted_or_alternatives(tokens: &proc_macro2::TokenStream) -> Option<syn::Error> {
    let tokens: Vec<TokenTree> = tokens.clone().into_iter().collect();
    if let Some(TokenTree::Literal(literal)) = tokens.first() {
        return Some(syn::Error::new_spanned(
            literal,
            format!("write the category as a word, without quotes: {CHOICES}"),
        ));
    }
    let bar = tokens
        .iter()
        .find(|token| matches!(token, TokenTree::Punct(p) if p.as_char() == '|'))?;
    Some(syn::Error::new_spanned(
        bar,
        "a failure has exactly one category: pick one, such as #[category(transient)]",
    ))
}

/// What a `#[category(..)]` says, option by option.
#[derive(Default)]
struct Parts {
    kind: Option<(CategoryKind, Ident)>,
    retryable: Option<Ident>,
    outcome_unknown: Option<Ident>,
    retry_after: Option<RetryAfter>,
}

impl Parts {
    fn option(&mut self, meta: &ParseNestedMeta<'_>, errors: &mut Errors) -> syn::Result<()> {
        let Some(ident) = meta.path.get_ident().cloned() else {
            return Err(meta
                .error("expected a category name: transient, validation, business or permission"));
        };
        let name = ident.to_string();
        let has_value = meta.input.peek(syn::Token![=]);
        if let Some(found) = CategoryKind::from_name(&name) {
            match &self.kind {
                Some((first, _)) => errors.push(meta.error(format!(
                    "a failure has exactly one category, and this one already says `{}`: keep one of the two",
                    first.name()
                ))),
                None => self.kind = Some((found, ident)),
            }
            return Ok(());
        }
        match name.as_str() {
            OUTCOME_UNKNOWN => flag(meta, OUTCOME_UNKNOWN, &mut self.outcome_unknown, ident, ""),
            RETRYABLE => flag(
                meta,
                RETRYABLE,
                &mut self.retryable,
                ident,
                " (transient and validation errors are retryable, the others never)",
            ),
            RETRY_AFTER => {
                Once::of(RETRY_AFTER, &mut self.retry_after).check(meta)?;
                let millis = retry_after(meta, errors)?;
                Once::of(RETRY_AFTER, &mut self.retry_after)
                    .set(meta, RetryAfter { key: ident, millis })
            }
            _ => Err(meta.error(unknown_option(&name, has_value))),
        }
    }
}

/// A flag option, given once and without a value.
fn flag(
    meta: &ParseNestedMeta<'_>,
    name: &'static str,
    slot: &mut Option<Ident>,
    ident: Ident,
    why: &str,
) -> syn::Result<()> {
    Once::of(name, slot).check(meta)?;
    if meta.input.peek(syn::Token![=]) {
        return Err(meta.error(format!(
            "`{name}` is a flag and takes no value: write just `{name}`{why}"
        )));
    }
    Once::of(name, slot).set(meta, ident)
}

/// The delay of `retry_after = "30s"`, `None` when it is malformed (and
/// reported here).
fn retry_after(meta: &ParseNestedMeta<'_>, errors: &mut Errors) -> syn::Result<Option<u64>> {
    if !meta.input.peek(syn::Token![=]) {
        return Err(meta.error(
            "`retry_after` takes a delay: write retry_after = \"30s\" (units ms, s, m, h)",
        ));
    }
    let lit: syn::Lit = meta.value()?.parse()?;
    let syn::Lit::Str(text) = lit else {
        if let syn::Lit::Verbatim(literal) = &lit
            && is_string_literal(literal)
        {
            // A string rustc's lexer rejects (an invalid escape): its error.
            errors.reported_by_rustc();
            return Ok(None);
        }
        errors.push(syn::Error::new(
            lit.span(),
            "write the delay as a string with a unit, such as retry_after = \"30s\" (units: ms, s, m, h)",
        ));
        return Ok(None);
    };
    if let Some(error) = suffix_error(&text) {
        errors.push(error);
        return Ok(None);
    }
    Ok(match delay::parse_millis(&text.value()) {
        Ok(millis) => Some(millis),
        Err(reason) => {
            errors.spanned(&text, reason);
            None
        }
    })
}

fn unknown_option(name: &str, has_value: bool) -> String {
    if has_value {
        let hint = match did_you_mean(name, &[RETRY_AFTER]) {
            Some(suggestion) => format!("did you mean `{suggestion}`? "),
            None => String::new(),
        };
        return format!(
            "unknown option `{name}`: {hint}the one option with a value is retry_after = \"30s\""
        );
    }
    let mut candidates: Vec<&str> = CategoryKind::ALL.map(CategoryKind::name).to_vec();
    candidates.extend(CATEGORY_OPTIONS);
    let hint = match did_you_mean(name, &candidates) {
        Some(suggestion) => format!("did you mean `{suggestion}`? "),
        None => String::new(),
    };
    format!(
        "unknown category `{name}`: {hint}the categories are transient, validation, business and permission; the options are retryable, outcome_unknown and retry_after = \"30s\""
    )
}
