//! The attribute grammar: `#[category(...)]`, `#[tool_error(...)]`, and the
//! parts of thiserror's `#[error(...)]` the derive reads.

use syn::{Attribute, Ident, LitStr, Meta};

use crate::delay;
use crate::errors::Errors;
use crate::naming::did_you_mean;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CategoryKind {
    Transient,
    Validation,
    Business,
    Permission,
}

impl CategoryKind {
    /// The position in the runtime's `__private_v1::CATEGORIES`.
    pub fn number(self) -> u8 {
        match self {
            CategoryKind::Transient => 0,
            CategoryKind::Validation => 1,
            CategoryKind::Business => 2,
            CategoryKind::Permission => 3,
        }
    }

    pub const NAMES: [&'static str; 4] = ["transient", "validation", "business", "permission"];

    fn from_name(name: &str) -> Option<Self> {
        match name {
            "transient" => Some(CategoryKind::Transient),
            "validation" => Some(CategoryKind::Validation),
            "business" => Some(CategoryKind::Business),
            "permission" => Some(CategoryKind::Permission),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CategoryKind::Transient => "transient",
            CategoryKind::Validation => "validation",
            CategoryKind::Business => "business",
            CategoryKind::Permission => "permission",
        }
    }

    /// The runtime `Category` variant's name.
    pub fn variant_name(self) -> &'static str {
        match self {
            CategoryKind::Transient => "Transient",
            CategoryKind::Validation => "Validation",
            CategoryKind::Business => "Business",
            CategoryKind::Permission => "Permission",
        }
    }
}

/// The attributes of one item that the derive reads, sorted by name once:
/// every read of an identifier's text goes through the compiler.
#[derive(Default)]
pub struct Sorted<'a> {
    pub category: Vec<&'a Attribute>,
    pub tool_error: Vec<&'a Attribute>,
    /// thiserror's `#[error(...)]`, the first if there are several.
    pub error: Option<&'a Attribute>,
    /// thiserror's `#[source]`, `#[from]` or `#[backtrace]` on a field: it
    /// holds internals.
    pub source_marker: bool,
    /// Attributes whose name is a near miss of `category`, `tool_error` or
    /// `error`, or one of those written as a path: the derive can't read
    /// what they say. Each with the name it likely means.
    pub unread: Vec<(&'a Attribute, &'static str)>,
}

/// The attributes the derive reads: its own two, and thiserror's.
const READ_ATTRIBUTES: [&str; 3] = ["category", "tool_error", "error"];

pub fn sort(attrs: &[Attribute]) -> Sorted<'_> {
    let mut sorted = Sorted::default();
    for attr in attrs {
        let path = attr.path();
        let Some(ident) = path.get_ident() else {
            // `#[toolerror::category(..)]`: helper attributes can't be
            // written as paths, so rustc rejects it, or another macro reads it.
            if let Some(last) = path.segments.last() {
                let name = last.ident.to_string();
                if let Some(&known) = READ_ATTRIBUTES.iter().find(|known| **known == name) {
                    sorted.unread.push((attr, known));
                }
            }
            continue;
        };
        match ident.to_string().as_str() {
            "category" => sorted.category.push(attr),
            "tool_error" => sorted.tool_error.push(attr),
            "error" => {
                sorted.error.get_or_insert(attr);
            }
            "source" | "from" | "backtrace" => sorted.source_marker = true,
            // `doc` comments are the most common attribute and never a typo.
            "doc" => {}
            other => {
                if let Some(meant) = did_you_mean(other, &READ_ATTRIBUTES) {
                    sorted.unread.push((attr, meant));
                }
            }
        }
    }
    sorted
}

/// `#[category(business)]`, `#[category(transient, retryable, retry_after = "30s")]`.
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

const CATEGORY_OPTIONS: [&str; 3] = ["retryable", "retry_after", "outcome_unknown"];

/// A string literal of an attribute: its value, and the token as written
/// (where errors point).
#[derive(Clone)]
pub struct StrLit {
    pub value: String,
    pub token: proc_macro2::Literal,
}

impl StrLit {
    fn from_syn(lit: &LitStr) -> Self {
        StrLit {
            value: lit.value(),
            token: lit.token(),
        }
    }

    pub fn span(&self) -> proc_macro2::Span {
        self.token.span()
    }

    /// The value parsed as Rust syntax, its tokens spanned at the literal.
    pub fn parse<T: syn::parse::Parse>(&self) -> syn::Result<T> {
        LitStr::new(&self.value, self.span()).parse()
    }
}

impl quote::ToTokens for StrLit {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        self.token.to_tokens(tokens);
    }
}

/// A plain string literal (no escapes, no raw or byte prefix, no suffix),
/// read from its source text without syn's general literal decoder, which
/// the derive would otherwise run on every description; `None` for any
/// other literal.
pub fn plain_string(literal: &proc_macro2::Literal) -> Option<StrLit> {
    let mut repr = literal.to_string();
    let inner = repr.strip_prefix('"')?.strip_suffix('"')?;
    // A byte loop: the derive runs unoptimized in debug builds, where
    // `str::contains` with a char set costs a hundred times more per byte.
    for &byte in inner.as_bytes() {
        if byte == b'\\' || byte == b'"' || byte == b'\r' {
            return None;
        }
    }
    repr.pop();
    repr.remove(0);
    Some(StrLit {
        value: repr,
        token: literal.clone(),
    })
}

/// `#[category(..)]` in its common forms (a category, `retryable`,
/// `outcome_unknown`, `retry_after = "30s"`, each once), read straight from
/// the tokens; `None` sends anything else to the full parser, which says
/// what is wrong.
fn simple_category<'a>(
    attr: &'a Attribute,
    tokens: &proc_macro2::TokenStream,
) -> Option<CategoryAttr<'a>> {
    use proc_macro2::TokenTree;
    let mut kind = None;
    let mut retryable = None;
    let mut retry_after = None;
    let mut outcome_unknown = None;
    let mut tokens = tokens.clone().into_iter();
    while let Some(token) = tokens.next() {
        let TokenTree::Ident(ident) = token else {
            return None;
        };
        let name = ident.to_string();
        let next = tokens.next();
        let value = match &next {
            Some(TokenTree::Punct(punct)) if punct.as_char() == '=' => match tokens.next() {
                Some(TokenTree::Literal(literal)) => {
                    let text = plain_string(&literal)?;
                    let after = tokens.next();
                    if !matches!(&after, None | Some(TokenTree::Punct(_))) {
                        return None;
                    }
                    if let Some(TokenTree::Punct(punct)) = &after
                        && punct.as_char() != ','
                    {
                        return None;
                    }
                    Some(text.value)
                }
                _ => return None,
            },
            Some(TokenTree::Punct(punct)) if punct.as_char() == ',' => None,
            None => None,
            Some(_) => return None,
        };
        match (name.as_str(), value) {
            (_, None) if CategoryKind::from_name(&name).is_some() && kind.is_none() => {
                kind = CategoryKind::from_name(&name);
            }
            ("retryable", None) if retryable.is_none() => retryable = Some(ident),
            ("outcome_unknown", None) if outcome_unknown.is_none() => outcome_unknown = Some(ident),
            ("retry_after", Some(text)) if retry_after.is_none() => {
                let millis = delay::parse_millis(&text).ok()?;
                retry_after = Some(RetryAfter {
                    key: ident,
                    millis: Some(millis),
                });
            }
            _ => return None,
        }
    }
    Some(CategoryAttr {
        attr,
        kind: kind?,
        retryable,
        retry_after,
        outcome_unknown,
    })
}

pub fn parse_category<'a>(attr: &'a Attribute, errors: &mut Errors) -> Option<CategoryAttr<'a>> {
    if !matches!(attr.meta, Meta::List(_)) {
        errors.spanned(
            attr,
            "write the category in parentheses: #[category(transient)], #[category(validation)], #[category(business)] or #[category(permission)]",
        );
        return None;
    }
    if let Meta::List(list) = &attr.meta
        && let Some(simple) = simple_category(attr, &list.tokens)
    {
        return Some(simple);
    }
    if let Meta::List(list) = &attr.meta
        && let Some(proc_macro2::TokenTree::Literal(literal)) =
            list.tokens.clone().into_iter().next()
    {
        errors.spanned(
            literal,
            "write the category as a word, without quotes: #[category(transient)], #[category(validation)], #[category(business)] or #[category(permission)]",
        );
        return None;
    }
    if let Meta::List(list) = &attr.meta
        && let Some(bar) =
            list.tokens.clone().into_iter().find(
                |token| matches!(token, proc_macro2::TokenTree::Punct(p) if p.as_char() == '|'),
            )
    {
        errors.spanned(
            bar,
            "a failure has exactly one category: pick one, such as #[category(transient)]",
        );
        return None;
    }
    let mut kind: Option<(CategoryKind, Ident)> = None;
    let mut retryable: Option<Ident> = None;
    let mut outcome_unknown: Option<Ident> = None;
    let mut retry_after: Option<RetryAfter> = None;
    let parsed = attr.parse_nested_meta(|meta| {
        let Some(ident) = meta.path.get_ident().cloned() else {
            return Err(meta.error("expected a category name: transient, validation, business or permission"));
        };
        let name = ident.to_string();
        if let Some(found) = CategoryKind::from_name(&name) {
            if let Some((first, _)) = &kind {
                errors.push(meta.error(format!(
                    "a failure has exactly one category, and this one already says `{}`: keep one of the two",
                    first.name()
                )));
                return Ok(());
            }
            kind = Some((found, ident));
        } else if name == "outcome_unknown" {
            if outcome_unknown.is_some() {
                return Err(meta.error("`outcome_unknown` is given twice: remove one"));
            }
            if meta.input.peek(syn::Token![=]) {
                return Err(meta.error(
                    "`outcome_unknown` is a flag and takes no value: write just `outcome_unknown`",
                ));
            }
            outcome_unknown = Some(ident);
        } else if name == "retryable" {
            if retryable.is_some() {
                return Err(meta.error("`retryable` is given twice: remove one"));
            }
            if meta.input.peek(syn::Token![=]) {
                return Err(meta.error(
                    "`retryable` is a flag and takes no value: write just `retryable` (transient and validation errors are retryable, the others never)",
                ));
            }
            retryable = Some(ident);
        } else if name == "retry_after" {
            if retry_after.is_some() {
                return Err(meta.error("`retry_after` is given twice: remove one"));
            }
            if !meta.input.peek(syn::Token![=]) {
                return Err(meta.error(
                    "`retry_after` takes a delay: write retry_after = \"30s\" (units ms, s, m, h)",
                ));
            }
            let lit: syn::Lit = meta.value()?.parse()?;
            let syn::Lit::Str(text) = lit else {
                errors.push(syn::Error::new(
                    lit.span(),
                    "write the delay as a string with a unit, such as retry_after = \"30s\" (units: ms, s, m, h)",
                ));
                retry_after = Some(RetryAfter { key: ident, millis: None });
                return Ok(());
            };
            if let Some(error) = suffix_error(&text) {
                errors.push(error);
                retry_after = Some(RetryAfter { key: ident, millis: None });
                return Ok(());
            }
            let millis = match delay::parse_millis(&text.value()) {
                Ok(millis) => Some(millis),
                Err(reason) => {
                    errors.spanned(&text, reason);
                    None
                }
            };
            retry_after = Some(RetryAfter { key: ident, millis });
        } else if meta.input.peek(syn::Token![=]) {
            let hint = match did_you_mean(&name, &["retry_after"]) {
                Some(suggestion) => format!("did you mean `{suggestion}`? "),
                None => String::new(),
            };
            return Err(meta.error(format!(
                "unknown option `{name}`: {hint}the one option with a value is retry_after = \"30s\""
            )));
        } else {
            let mut candidates = CategoryKind::NAMES.to_vec();
            candidates.extend(CATEGORY_OPTIONS);
            let hint = match did_you_mean(&name, &candidates) {
                Some(suggestion) => format!("did you mean `{suggestion}`? "),
                None => String::new(),
            };
            return Err(meta.error(format!(
                "unknown category `{name}`: {hint}the categories are transient, validation, business and permission; the options are retryable, outcome_unknown and retry_after = \"30s\""
            )));
        }
        Ok(())
    });
    if let Err(error) = parsed {
        errors.push(error);
        return None;
    }
    let Some((kind, _)) = kind else {
        errors.spanned(
            attr,
            "#[category(..)] names no category: add one of transient, validation, business or permission",
        );
        return None;
    };
    Some(CategoryAttr {
        attr,
        kind,
        retryable,
        retry_after,
        outcome_unknown,
    })
}

/// Where a `#[tool_error(...)]` attribute stands; each place allows some keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Enum,
    Struct,
    Variant,
    Field,
}

impl Place {
    fn allows(self, key: &str) -> bool {
        match self {
            Place::Enum => matches!(key, "crate" | "text_only" | "bound"),
            Place::Struct => matches!(
                key,
                "crate"
                    | "text_only"
                    | "bound"
                    | "description"
                    | "code"
                    | "transparent"
                    | "unexpected"
            ),
            Place::Variant => matches!(key, "description" | "code" | "transparent" | "unexpected"),
            Place::Field => matches!(key, "retry_after" | "public" | "detail" | "classify"),
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Place::Enum => "on the enum",
            Place::Struct => "on the struct",
            Place::Variant => "on a variant",
            Place::Field => "on a field",
        }
    }
}

fn home_of(key: &str) -> String {
    match key {
        "crate" | "text_only" | "bound" => "on the type (enum or struct)".into(),
        "description" | "code" | "transparent" | "unexpected" => {
            "on each variant (or on a struct)".into()
        }
        _ => format!("on the field itself: #[tool_error({key})] just before the field"),
    }
}

const TOOL_ERROR_KEYS: [&str; 11] = [
    "description",
    "code",
    "transparent",
    "crate",
    "text_only",
    "bound",
    "retry_after",
    "public",
    "detail",
    "classify",
    "unexpected",
];

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
    /// An attribute here had a mistake, already reported; checks that
    /// depend on what it would have said are skipped.
    pub malformed: bool,
}

pub fn parse_tool_error(attrs: &[&Attribute], place: Place, errors: &mut Errors) -> ToolErrorAttrs {
    let mut out = ToolErrorAttrs::default();
    let mut invalid_literal = false;
    for &attr in attrs {
        if !matches!(attr.meta, Meta::List(_)) {
            errors.spanned(
                attr,
                "write options in parentheses, such as #[tool_error(description = \"...\")]",
            );
            out.malformed = true;
            continue;
        }
        if let (Place::Variant, Meta::List(list)) = (place, &attr.meta)
            && simple_tool_error(&list.tokens, &mut out)
        {
            continue;
        }
        let parsed = attr.parse_nested_meta(|meta| {
            let Some(ident) = meta.path.get_ident().cloned() else {
                return Err(meta.error(format!(
                    "write an option as one word, such as #[tool_error(description = \"...\")]; {} the options are {}",
                    place.describe(),
                    TOOL_ERROR_KEYS
                        .iter()
                        .filter(|key| place.allows(key))
                        .map(|key| format!("`{key}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )));
            };
            let key = ident.to_string();
            let key = key.trim_start_matches("r#");
            if !TOOL_ERROR_KEYS.contains(&key) {
                let hint = match did_you_mean(key, &TOOL_ERROR_KEYS) {
                    Some(suggestion) => format!(": did you mean `{suggestion}`?"),
                    None => format!(
                        "; {} the options are {}",
                        place.describe(),
                        TOOL_ERROR_KEYS
                            .iter()
                            .filter(|k| place.allows(k))
                            .map(|k| format!("`{k}`"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                };
                return Err(meta.error(format!("unknown option `{key}`{hint}")));
            }
            if !place.allows(key) {
                let has_value = meta.input.peek(syn::Token![=]);
                if key == "retry_after" && has_value && place != Place::Field {
                    return Err(meta.error(
                        "a fixed delay goes in the category: write #[category(transient, retry_after = \"30s\")]; #[tool_error(retry_after)] marks a `Duration` field instead",
                    ));
                }
                return Err(meta.error(format!(
                    "`{key}` doesn't belong {}: it goes {}",
                    place.describe(),
                    home_of(key)
                )));
            }
            let duplicate = |meta: &syn::meta::ParseNestedMeta| {
                meta.error(format!("`{key}` is given twice: remove one"))
            };
            let takes_string = matches!(key, "description" | "code" | "crate" | "bound");
            if takes_string && !meta.input.peek(syn::Token![=]) {
                return Err(meta.error(format!("`{key}` takes a string: write {key} = \"...\"")));
            }
            let mut string_value = |meta: &syn::meta::ParseNestedMeta<'_>| {
                let text = string_value(meta, key)?;
                invalid_literal |= text.is_none();
                Ok::<_, syn::Error>(text)
            };
            match key {
                "description" | "code" => {
                    let Some(text) = string_value(&meta)? else {
                        return Ok(());
                    };
                    let slot = if key == "description" {
                        &mut out.description
                    } else {
                        &mut out.code
                    };
                    if slot.is_some() {
                        return Err(duplicate(&meta));
                    }
                    *slot = Some(text);
                }
                "bound" => {
                    let Some(text) = string_value(&meta)? else {
                        return Ok(());
                    };
                    if out.bound.is_some() {
                        return Err(duplicate(&meta));
                    }
                    let parser = syn::punctuated::Punctuated::<syn::WherePredicate, syn::Token![,]>::parse_terminated;
                    let predicates = syn::parse::Parser::parse_str(parser, &text.value).map_err(|_| {
                        syn::Error::new(
                            text.span(),
                            "`bound` takes where-clause predicates, such as bound = \"T: std::fmt::Display\", or \"\" for none",
                        )
                    })?;
                    out.bound = Some(predicates.into_iter().collect());
                }
                "classify" if meta.input.peek(syn::Token![=]) => {
                    let Some(text) = string_value(&meta)? else {
                        return Ok(());
                    };
                    if out.classify.is_some() {
                        return Err(duplicate(&meta));
                    }
                    out.classify_with = Some(text.parse().map_err(|_| {
                        syn::Error::new(
                            text.span(),
                            "`classify` takes the path of a function `fn(&T) -> Option<Classification>`, such as classify = \"crate::store::classify\"",
                        )
                    })?);
                    out.classify = Some(ident);
                }
                "crate" => {
                    let Some(text) = string_value(&meta)? else {
                        return Ok(());
                    };
                    if out.krate.is_some() {
                        return Err(duplicate(&meta));
                    }
                    out.krate = Some(text.parse().map_err(|_| {
                        syn::Error::new(
                            text.span(),
                            "`crate` takes a path, such as crate = \"my_crate::toolerror\"",
                        )
                    })?);
                }
                _ => {
                    let slot = match key {
                        "transparent" => &mut out.transparent,
                        "text_only" => &mut out.text_only,
                        "retry_after" => &mut out.retry_after,
                        "public" => &mut out.public,
                        "classify" => &mut out.classify,
                        "unexpected" => &mut out.unexpected,
                        _ => &mut out.detail,
                    };
                    if slot.is_some() {
                        return Err(duplicate(&meta));
                    }
                    if !meta.input.is_empty() && !meta.input.peek(syn::Token![,]) {
                        return Err(meta.error(format!(
                            "`{key}` is a flag and takes no value: write just `{key}`"
                        )));
                    }
                    *slot = Some(ident);
                }
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

/// A variant's `description = "…"` and `code = "…"`, each at most once and
/// as a plain literal, read straight from the tokens (the common form, on
/// most variants); `false` leaves `out` as it was and sends the attribute
/// to the full parser, which says what is wrong.
fn simple_tool_error(tokens: &proc_macro2::TokenStream, out: &mut ToolErrorAttrs) -> bool {
    use proc_macro2::TokenTree;
    let mut description = None;
    let mut code = None;
    let mut tokens = tokens.clone().into_iter();
    loop {
        let Some(TokenTree::Ident(key)) = tokens.next() else {
            return false;
        };
        let slot = if key == "description" {
            &mut description
        } else if key == "code" {
            &mut code
        } else {
            return false;
        };
        if !matches!(tokens.next(), Some(TokenTree::Punct(punct)) if punct.as_char() == '=') {
            return false;
        }
        let Some(TokenTree::Literal(literal)) = tokens.next() else {
            return false;
        };
        let Some(text) = plain_string(&literal) else {
            return false;
        };
        if slot.replace(text).is_some() {
            return false;
        }
        match tokens.next() {
            None => break,
            Some(TokenTree::Punct(punct)) if punct.as_char() == ',' => {}
            Some(_) => return false,
        }
    }
    if (description.is_some() && out.description.is_some())
        || (code.is_some() && out.code.is_some())
    {
        return false;
    }
    out.description = description.or(out.description.take());
    out.code = code.or(out.code.take());
    true
}

/// The string literal after `key =`, also when a `macro_rules!` fragment
/// (`$d:literal`, `$d:expr`) wraps it in an invisible group; anything else
/// is an error saying to write one. `None`: a string literal rustc rejects
/// itself (such as an unknown escape), which says nothing more.
fn string_value(meta: &syn::meta::ParseNestedMeta<'_>, key: &str) -> syn::Result<Option<StrLit>> {
    let input = meta.value()?;
    // The common case, a plain string literal, without the expression
    // parser or syn's literal decoder.
    let plain = input.step(|cursor| match cursor.literal() {
        Some((literal, rest))
            if rest.eof()
                || rest
                    .punct()
                    .is_some_and(|(punct, _)| punct.as_char() == ',') =>
        {
            match plain_string(&literal) {
                Some(text) => Ok((Some(text), rest)),
                None => Ok((None, *cursor)),
            }
        }
        _ => Ok((None, *cursor)),
    })?;
    if let Some(text) = plain {
        return Ok(Some(text));
    }
    let mut value: syn::Expr = input.parse()?;
    while let syn::Expr::Group(group) = value {
        value = *group.expr;
    }
    match value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) => match suffix_error(&text) {
            Some(error) => Err(error),
            None => Ok(Some(StrLit::from_syn(&text))),
        },
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Verbatim(literal),
            ..
        }) if is_string_literal(&literal) => Ok(None),
        syn::Expr::Macro(_) => Err(syn::Error::new_spanned(
            value,
            format!(
                "macros such as concat! aren't expanded inside attributes: write `{key}` as one string literal (end a line with `\\` to continue it)"
            ),
        )),
        other => Err(syn::Error::new_spanned(
            other,
            format!("`{key}` takes a string: write {key} = \"...\""),
        )),
    }
}

/// The error for a string literal with a suffix (`"30s"ms`), which the
/// derive would otherwise read without it.
fn suffix_error(text: &LitStr) -> Option<syn::Error> {
    (!text.suffix().is_empty()).then(|| {
        syn::Error::new(
            text.span(),
            format!(
                "a string literal takes no suffix: remove `{}`",
                text.suffix()
            ),
        )
    })
}

/// A literal token that starts like a string: one rustc lexed, so an
/// invalid one (such as `"\q"`) is already an error of rustc's.
fn is_string_literal(literal: &proc_macro2::Literal) -> bool {
    let text = literal.to_string();
    text.starts_with('"') || text.starts_with("r\"") || text.starts_with("r#")
}

fn is_comma(token: &proc_macro2::TokenTree) -> bool {
    matches!(token, proc_macro2::TokenTree::Punct(punct) if punct.as_char() == ',')
}

/// `tokens` without the invisible groups `macro_rules!` fragments add.
fn peel(tokens: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    let mut iter = tokens.clone().into_iter();
    match (iter.next(), iter.next()) {
        (Some(proc_macro2::TokenTree::Group(group)), None)
            if group.delimiter() == proc_macro2::Delimiter::None =>
        {
            peel(group.stream())
        }
        _ => tokens,
    }
}

/// What the derive reads of thiserror's `#[error(...)]`.
pub enum DisplayForm {
    /// A lone format string, with no extra arguments: the derive can read
    /// every placeholder.
    Text(StrLit),
    /// `#[error(transparent)]`: the one field's `Display`.
    Transparent,
    /// A string literal rustc rejects itself (such as an unknown escape).
    InvalidLiteral,
    /// Anything else (extra format arguments, `fmt = ..`): the derive can't
    /// see what it shows.
    Opaque,
}

pub fn parse_display(attr: Option<&Attribute>, errors: &mut Errors) -> Option<DisplayForm> {
    let attr = attr?;
    let Meta::List(list) = &attr.meta else {
        return Some(DisplayForm::Opaque);
    };
    // Read the tokens directly: this runs for every variant, and a failed
    // parse attempt costs an error value each time.
    let mut tokens = peel(list.tokens.clone()).into_iter();
    let form = match (
        tokens.next(),
        tokens.next().filter(|token| !is_comma(token)),
        tokens.next(),
    ) {
        (Some(proc_macro2::TokenTree::Ident(ident)), None, None) if ident == "transparent" => {
            DisplayForm::Transparent
        }
        // A trailing comma, which thiserror accepts, changes nothing.
        (Some(proc_macro2::TokenTree::Literal(literal)), None, None) => {
            match plain_string(&literal) {
                Some(text) => DisplayForm::Text(text),
                None => match syn::Lit::new(literal.clone()) {
                    syn::Lit::Str(text) => DisplayForm::Text(StrLit::from_syn(&text)),
                    _ if is_string_literal(&literal) => {
                        errors.reported_by_rustc();
                        DisplayForm::InvalidLiteral
                    }
                    _ => DisplayForm::Opaque,
                },
            }
        }
        _ => DisplayForm::Opaque,
    };
    Some(form)
}
