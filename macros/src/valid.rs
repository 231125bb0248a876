//! The semantic rules: what may combine with what. Every category rule of
//! the derive lives here.

use std::collections::BTreeMap;

use quote::ToTokens;
use syn::{Attribute, Ident};

use crate::ast::Argument;
use crate::ast::{Input, SENTENCE_PLACEHOLDER, Shape, Text, Variant};
use crate::attr::keys::{CATEGORY, ERROR, Key, TOOL_ERROR};
use crate::attr::{CategoryAttr, CategoryKind, DisplayForm};
use crate::errors::Errors;
use crate::generic::is_generic;
use crate::limits::MAX_CODE_BYTES;
use crate::secret::secret_word;
use crate::template::{FieldRef, Piece, Template, format_trait_name};

/// The way out of an `#[error]` text the agent can't be shown, in every
/// message that offers it.
macro_rules! write_a_description {
    () => {
        "write #[tool_error(description = \"...\")] for the agent (the #[error] text stays for your logs)"
    };
}

/// Checks every rule; returns, per variant, whether its description must
/// be masked (see [`Lacks`]).
pub fn validate(input: &Input<'_>, errors: &mut Errors) -> Vec<bool> {
    if let Some(default) = input.default_category.get() {
        check_category_options(default, errors);
    }
    let mut codes: BTreeMap<&str, &Ident> = BTreeMap::new();
    let mut masked = vec![false; input.variants.len()];
    for (variant, masked) in input.variants.iter().zip(&mut masked) {
        if variant.is_malformed() {
            // What the broken attribute meant is unknown; its error says
            // enough.
            continue;
        }
        let mut lacks = Lacks {
            unread: variant
                .unread
                .iter()
                .chain(&input.unread)
                .copied()
                .collect(),
            errors: &mut *errors,
            masked,
        };
        if let Some(transparent) = &variant.options.transparent {
            check_transparent(variant, transparent, lacks.errors);
            reject_when(
                variant,
                "`transparent`: the error it wraps describes itself",
                lacks.errors,
            );
            continue;
        }
        if let Some(own) = variant.category.get() {
            check_category_options(own, lacks.errors);
        }
        let Some(category) = input.category_of(variant) else {
            if !variant.category.is_reported() && !input.default_category.is_reported() {
                report_missing_category(input, variant, &mut lacks);
            }
            continue;
        };
        check_delay_field(variant, category, lacks.errors);
        check_classify_field(variant, lacks.errors);
        check_delay_in_words(variant, category, lacks.errors);
        check_sentence(variant, lacks.errors);
        check_max_chars(input, variant, lacks.errors);
        check_when(variant, category.kind, lacks.errors);
        if variant.options.unexpected.is_some() {
            reject_when(
                variant,
                "`unexpected`: the agent reads \"An internal error occurred; reference <id>.\" whatever its category",
                lacks.errors,
            );
            check_unexpected(variant, &mut lacks);
        } else {
            check_texts(variant, category.kind, &mut lacks);
        }
        check_details(variant, category.kind, lacks.errors);
        check_code(variant, &mut codes, lacks.errors);
    }
    masked
}

/// Reports what a variant lacks: a category, or a description the agent
/// may read. When a misspelled `#[category]` or `#[tool_error]` (which
/// rustc reports itself, unless another derive happens to register the
/// name) could have supplied it, one mistake gives one error:
///
/// - a missing category is still an error, on the misspelled attribute:
///   nothing may compile unclassified;
/// - a missing or unsafe description is not reported again: the variant's
///   description is masked instead, the category's fallback sentence,
///   which shows no data.
struct Lacks<'e, 'a> {
    unread: Vec<(&'a Attribute, &'static str)>,
    errors: &'e mut Errors,
    masked: &'e mut bool,
}

impl Lacks<'_, '_> {
    fn category(&mut self, tokens: impl ToTokens, message: impl std::fmt::Display) {
        let unread = self
            .unread
            .iter()
            .find(|(_, meant)| [CATEGORY, TOOL_ERROR].contains(meant));
        let Some((attr, meant)) = unread else {
            self.errors.spanned(tokens, message);
            return;
        };
        if attr
            .path()
            .segments
            .first()
            .is_some_and(|first| first.ident == "toolerror")
            && attr.path().segments.len() > 1
        {
            // `#[toolerror::category(..)]`: a path rustc can't resolve,
            // which is its error; the variant gets the stub.
            self.errors.reported_by_rustc();
            return;
        }
        let written = attr.path().to_token_stream().to_string().replace(' ', "");
        let message = if attr.path().get_ident().is_some() {
            format!(
                "#[derive(ToolError)] doesn't read `#[{written}]`, so nothing it says counts: did you mean `#[{meant}(..)]`?"
            )
        } else {
            format!(
                "#[derive(ToolError)] doesn't read `#[{written}]`: its attributes are written without a path, as `#[{meant}(..)]`"
            )
        };
        self.errors.spanned(attr.path(), message);
    }

    fn description(&mut self, tokens: impl ToTokens, message: impl std::fmt::Display) {
        if self.describes_unread() {
            *self.masked = true;
        } else {
            self.errors.spanned(tokens, message);
        }
    }

    /// Whether a misspelled attribute could have given the description.
    fn describes_unread(&self) -> bool {
        self.unread
            .iter()
            .any(|(_, meant)| [TOOL_ERROR, ERROR].contains(meant))
    }
}

/// The category's options: only transient and validation are retryable,
/// and only transient errors wait before a retry.
fn check_category_options(category: &CategoryAttr<'_>, errors: &mut Errors) {
    if let Some(retryable) = &category.retryable {
        match category.kind {
            CategoryKind::Transient | CategoryKind::Validation => {}
            CategoryKind::Business => errors.spanned(
                retryable,
                "`retryable` can't be used on a business error: the same policy applies on every attempt. Remove it, or use `transient` if waiting and retrying can succeed",
            ),
            CategoryKind::Permission => errors.spanned(
                retryable,
                "`retryable` can't be used on a permission error: access is refused on every attempt. Remove it; the agent should escalate or use other credentials",
            ),
        }
    }
    if let Some(flag) = &category.outcome_unknown
        && category.kind != CategoryKind::Transient
    {
        errors.spanned(
            flag,
            format!(
                "`outcome_unknown` is for transient errors only: a {} error is never retried, so whether the call took effect decides nothing. Remove it, or use `transient` for a timeout",
                category.kind.name()
            ),
        );
    }
    if let Some(retry_after) = &category.retry_after
        && category.kind != CategoryKind::Transient
    {
        errors.spanned(
            &retry_after.key,
            format!(
                "`retry_after` is for transient errors only: a {} error doesn't succeed by waiting. Remove it, or use `transient`",
                category.kind.name()
            ),
        );
    }
}

fn check_transparent(variant: &Variant<'_>, transparent: &Ident, errors: &mut Errors) {
    if variant.fields.len() != 1 {
        errors.spanned(
            transparent,
            format!(
                "`transparent` reports the one error a variant wraps, but `{}` has {} fields: give it exactly one field holding a ToolError",
                variant.ident,
                variant.fields.len()
            ),
        );
    }
    if let Some(category) = variant.category.get() {
        errors.spanned(
            category.attr,
            "a `transparent` variant keeps the wrapped error's category: remove this #[category], or remove `transparent`",
        );
    }
    if let Some(unexpected) = &variant.options.unexpected {
        errors.spanned(
            unexpected,
            "a `transparent` variant is unexpected exactly when the error it wraps is: remove `unexpected`, or remove `transparent`",
        );
    }
    for (option, lit) in [
        (Key::Description.name(), &variant.options.description),
        (Key::Code.name(), &variant.options.code),
    ] {
        if let Some(lit) = lit {
            errors.spanned(
                lit,
                format!("a `transparent` variant keeps the wrapped error's {option}: remove `{option}`, or remove `transparent`"),
            );
        }
    }
    for field in &variant.fields {
        if let Some(max_chars) = &field.options.max_chars {
            errors.spanned(
                max_chars,
                "a `transparent` variant reads the wrapped error's own description, which shows none of this variant's fields: remove `max_chars`",
            );
        }
        for (option, marker) in [
            (Key::RetryAfter.name(), &field.options.retry_after),
            (Key::Detail.name(), &field.options.detail),
            (Key::Classify.name(), &field.options.classify),
        ] {
            if let Some(marker) = marker {
                errors.spanned(
                    marker,
                    format!("a `transparent` variant reports the wrapped error's own {option}: remove `{option}`"),
                );
            }
        }
    }
}

fn report_missing_category(input: &Input<'_>, variant: &Variant<'_>, lacks: &mut Lacks<'_, '_>) {
    let choices = "#[category(transient)], #[category(validation)], #[category(business)] or #[category(permission)]";
    let message = match input.shape {
        Shape::Struct => format!("`{}` has no category: add {choices}", variant.ident),
        Shape::Enum => {
            let hint = if matches!(variant.display, Some(DisplayForm::Transparent)) {
                "; to report the wrapped error's own category, add #[tool_error(transparent)]"
            } else {
                ""
            };
            format!(
                "variant `{}` has no category: add {choices}, or put a default #[category(..)] on the enum{hint}",
                variant.ident
            )
        }
    };
    lacks.category(variant.ident, message);
}

/// An unexpected variant's text goes to the logs only: the agent reads the
/// masked description, so nothing the text shows needs checking, and a
/// description of its own would never be read.
fn check_unexpected(variant: &Variant<'_>, lacks: &mut Lacks<'_, '_>) {
    if let Some(description) = &variant.options.description {
        lacks.errors.spanned(
            description,
            format!(
                "`{}` is `unexpected`: the agent reads \"An internal error occurred; reference <id>.\" and its category's next step, never a description: remove `description`, or remove `unexpected`",
                variant.ident
            ),
        );
    }
    *lacks.masked = true;
}

/// One field at most tells a variant's category at run time.
fn check_classify_field(variant: &Variant<'_>, errors: &mut Errors) {
    for extra in variant
        .fields
        .iter()
        .filter_map(|field| field.options.classify.as_ref())
        .skip(1)
    {
        errors.spanned(
            extra,
            "only one field can tell the category at run time: remove `classify` from all but one",
        );
    }
}

fn check_delay_field(variant: &Variant<'_>, category: &CategoryAttr<'_>, errors: &mut Errors) {
    let mut marked = variant
        .fields
        .iter()
        .filter_map(|field| field.options.retry_after.as_ref());
    let Some(marker) = marked.next() else {
        return;
    };
    for extra in marked {
        errors.spanned(
            extra,
            "only one field can give the retry delay: remove `retry_after` from all but one",
        );
    }
    if category.kind != CategoryKind::Transient {
        errors.spanned(
            marker,
            format!(
                "a retry delay is for transient errors only, and this variant is {}: remove `retry_after`",
                category.kind.name()
            ),
        );
    } else if category.retry_after.is_some() {
        let message = if variant.category.get().is_some() {
            "this variant already has a fixed delay (`retry_after` in its #[category]): keep either the fixed delay or this field"
        } else {
            "the enum's default #[category(.., retry_after = ..)] gives this variant a fixed delay: give the variant its own #[category(transient)] to take the delay from this field"
        };
        errors.spanned(marker, message);
    }
}

/// `{retry_after}` in a description shows the variant's delay: only a
/// transient failure has one, from its declaration or a field, or a
/// classified one, whose field may find one.
fn check_delay_in_words(variant: &Variant<'_>, category: &CategoryAttr<'_>, errors: &mut Errors) {
    let Some(text) = variant
        .description
        .as_ref()
        .filter(|_| variant.delay_in_words)
    else {
        return;
    };
    // A classified variant reads its description only as the category it
    // declares: that must be transient too, though its field may be what
    // finds the delay.
    if category.kind != CategoryKind::Transient {
        errors.spanned(&text.lit, delay_never_shown(category.kind));
        return;
    }
    if variant.classifier().is_none()
        && category.retry_after.is_none()
        && !variant
            .fields
            .iter()
            .any(|field| field.options.retry_after.is_some())
    {
        errors.spanned(
            &text.lit,
            "`{retry_after}` shows the variant's delay, and this variant has none: give one with #[category(transient, retry_after = \"30s\")] or a #[tool_error(retry_after)] field",
        );
    }
}

/// `{classification}` in a description shows the sentence of what the
/// variant's classify field found: only a classified variant has one, and
/// a text shows it once.
fn check_sentence(variant: &Variant<'_>, errors: &mut Errors) {
    let texts = variant
        .description
        .iter()
        .chain(variant.when.iter().map(|when| &when.text));
    for text in texts {
        let shown = text
            .template
            .fields()
            .filter(|(placeholder, spec)| variant.is_sentence(placeholder, spec))
            .count();
        if shown == 0 {
            continue;
        }
        if variant.classifier().is_none() {
            errors.spanned(
                &text.lit,
                format!(
                    "`{{{SENTENCE_PLACEHOLDER}}}` shows the sentence of what a #[tool_error(classify)] field found (an HTTP 503's \"The service is unavailable for now…\"), and {} has no such field: mark the field that tells the category at run time `classify`, or write the words yourself",
                    variant.named()
                ),
            );
        } else if shown > 1 {
            errors.spanned(
                &text.lit,
                format!(
                    "this description shows `{{{SENTENCE_PLACEHOLDER}}}` {shown} times, and the sentence says it once: keep one"
                ),
            );
        }
    }
}

/// `max_chars` on a field sets how much of it a description's plain
/// `{field}` shows: the field must be shown so, and only so, by a
/// description of its variant (a format spec is written as asked, and an
/// `#[error]` text is written by its `Display`, which the derive can't
/// cut).
fn check_max_chars(input: &Input<'_>, variant: &Variant<'_>, errors: &mut Errors) {
    let unread = !variant.unread.is_empty() || !input.unread.is_empty();
    let unparsed = (variant.options.description.is_some() && variant.description.is_none())
        || variant.options.when.iter().flatten().count() != variant.when.len();
    let texts: Vec<&Text> = match variant.options.unexpected {
        // Its agent reads a masked description.
        Some(_) => Vec::new(),
        None => variant
            .description
            .iter()
            .chain(variant.when.iter().map(|when| &when.text))
            .collect(),
    };
    for field in &variant.fields {
        let Some(max_chars) = &field.options.max_chars else {
            continue;
        };
        let name = field.name();
        let mut plain = false;
        let mut otherwise = None;
        for text in &texts {
            for (placeholder, spec) in text.template.fields() {
                if variant.field(&placeholder.name()).map(|f| &f.member) != Some(&field.member) {
                    continue;
                }
                match spec.is_empty() {
                    true => plain = true,
                    false => {
                        otherwise.get_or_insert_with(|| format!("`{{{placeholder}:{spec}}}`"));
                    }
                }
            }
            for counted in text.template.counts() {
                if variant.field(&counted.to_string()).map(|f| &f.member) == Some(&field.member) {
                    otherwise.get_or_insert_with(|| format!("a width or precision (`{counted}$`)"));
                }
            }
        }
        if let Some(otherwise) = otherwise {
            errors.spanned(
                max_chars,
                format!(
                    "`max_chars` cuts what a plain `{{{name}}}` shows, and a description shows field `{name}` as {otherwise}, which is written as asked: show it as `{{{name}}}` only, or remove `max_chars` (where a format spec is wanted, a precision such as `{{{name}:.{}}}` cuts the text)",
                    max_chars.value
                ),
            );
        } else if !plain && !unread && !unparsed {
            let named = variant.named();
            let message = match (&variant.options.unexpected, &variant.description) {
                (Some(_), _) => format!(
                    "`max_chars` sets how much of field `{name}` a description shows, and {named} is `unexpected`: its agent reads a masked description that shows no field, so remove `max_chars`"
                ),
                (None, description) => {
                    let why = match description {
                        None => format!(
                            "{named} has no description: the agent reads its #[error] text, which its `Display` writes and the derive can't cut"
                        ),
                        Some(_) => format!("no description of {named} shows it"),
                    };
                    format!(
                        "`max_chars` sets how much of field `{name}` a description shows, and {why}: show the field as `{{{name}}}` in #[tool_error(description = \"...\")], or remove `max_chars`"
                    )
                }
            };
            errors.spanned(max_chars, message);
        }
    }
}

/// `when_<category>` where no description is read: one error each.
fn reject_when(variant: &Variant<'_>, why: &str, errors: &mut Errors) {
    for when in &variant.when {
        errors.spanned(
            &when.text.lit,
            format!(
                "{} is {why}: remove `when_{}`",
                variant.named(),
                when.kind.name()
            ),
        );
    }
}

/// The error for `{retry_after}` in a text of a category that is never
/// retried.
fn delay_never_shown(kind: CategoryKind) -> String {
    format!(
        "`{{retry_after}}` shows the delay before a retry, and a {} failure is never retried: remove it and say what to do instead",
        kind.name()
    )
}

/// `when_<category> = "…"`: only on a classified variant, for another
/// category than the declared one, each text held to its category's rules
/// (a permission text shows `public` fields only; only a transient one has
/// a delay to show) and saying more than "failed".
fn check_when(variant: &Variant<'_>, declared: CategoryKind, errors: &mut Errors) {
    let classified = variant.classifier().is_some();
    for when in &variant.when {
        let kind = when.kind.name();
        let lit = &when.text.lit;
        if !classified {
            errors.spanned(
                lit,
                format!(
                    "`when_{kind}` describes a variant that a #[tool_error(classify)] field turns into a {kind} failure at run time, and {} has no such field: mark the field that tells the category, or remove `when_{kind}`",
                    variant.named()
                ),
            );
            continue;
        }
        if when.kind == declared {
            errors.spanned(
                lit,
                format!(
                    "this variant declares {kind}: its {kind} description is `description`, so remove `when_{kind}`"
                ),
            );
            continue;
        }
        if when.delay_in_words && when.kind != CategoryKind::Transient {
            errors.spanned(lit, delay_never_shown(when.kind));
        }
        check_placeholders(
            variant,
            &when.text,
            Source::Description,
            when.kind == CategoryKind::Permission,
            errors,
        );
        check_not_generic(
            variant,
            lit,
            &when.text.template,
            Source::Description,
            errors,
        );
    }
}

/// Where the text the agent reads comes from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    /// `#[tool_error(description = "…")]`.
    Description,
    /// thiserror's `#[error("…")]`, read when there is no description.
    ErrorText,
}

impl Source {
    fn what(self) -> &'static str {
        match self {
            Source::Description => "description",
            Source::ErrorText => "#[error] text, which is the agent's description here,",
        }
    }
}

/// The text the agent reads shows only fields, and only fields it may see:
/// no field of a permission error unless `public`, and no field holding an
/// error (its text carries internals) unless `public`, in any category.
fn check_texts(variant: &Variant<'_>, kind: CategoryKind, lacks: &mut Lacks<'_, '_>) {
    let permission = kind == CategoryKind::Permission;
    if let Some(text) = &variant.description {
        check_placeholders(variant, text, Source::Description, permission, lacks.errors);
        check_not_generic(
            variant,
            &text.lit,
            &text.template,
            Source::Description,
            lacks.errors,
        );
        return;
    }
    if variant.options.description.is_some() {
        // The template didn't parse; that is already reported.
        return;
    }
    if variant.positional_arguments
        && let Some(DisplayForm::TextWithArguments(lit, _)) = &variant.display
    {
        lacks.errors.spanned(
            lit,
            concat!(
                "this #[error] text, which is the agent's description here, takes a width or precision from a format argument by its position (`{:.*}`, `{:1$}`), which the derive doesn't read: name it, such as `{rate:.digits$}` with `digits = 2`, or ",
                write_a_description!()
            ),
        );
        return;
    }
    if variant.display.is_none() && lacks.describes_unread() {
        // A misspelled `#[tool_error]` or `#[error]` may have given the
        // text, and the type may have no `Display` to fall back on: the
        // agent reads the masked description, and the misspelling is the
        // one error.
        *lacks.masked = true;
        return;
    }
    let unreadable = match &variant.display_template {
        Some(Ok(text)) => {
            // Errors in the fallback are the description's absence: a
            // misspelled `#[tool_error(description)]` would have replaced it.
            let mut found = Errors::default();
            check_placeholders(variant, text, Source::ErrorText, permission, &mut found);
            check_not_generic(variant, &text.lit, &text.template, Source::ErrorText, &mut found);
            if !found.is_empty() {
                if lacks.describes_unread() {
                    *lacks.masked = true;
                } else {
                    lacks.errors.absorb(found);
                }
            }
            return;
        }
        Some(Err(error)) => format!(
            "its #[error] text can't be read: {}",
            error.reason().replace("the description", "the text")
        ),
        None => match &variant.display {
            Some(DisplayForm::Transparent) => {
                "#[error(transparent)] shows the wrapped value's own text".to_owned()
            }
            Some(_) => "its #[error] text has format arguments the derive can't read".to_owned(),
            None => "it has no #[error] text, so that text comes from a Display impl the derive can't read".to_owned(),
        },
    };
    if permission {
        lacks.description(
            variant.ident,
            format!(
                "permission {} needs #[tool_error(description = \"...\")]: the derive can't see its Display text to check that it reveals no data; {unreadable}",
                variant.named()
            ),
        );
        return;
    }
    // A wrapped `ToolError` reports its own category and description.
    let transparent_hint = if matches!(variant.display, Some(DisplayForm::Transparent)) {
        "; if the wrapped type derives ToolError, write #[tool_error(transparent)] instead of a category to report its own"
    } else {
        ""
    };
    if let Some(field) = variant
        .fields
        .iter()
        .find(|field| field.holds_error && field.options.public.is_none())
    {
        lacks.description(
            variant.ident,
            format!(
                "{} has no description, so the agent would read its Display text, and {unreadable}; field `{}` holds an error, whose text carries internals (URLs, paths, queries, tokens) that belong in your logs: write #[tool_error(description = \"...\")] saying what went wrong and what to do, or mark the field #[tool_error(public)] if the agent may see it{}",
                variant.named(),
                field.name(),
                transparent_hint,
            ),
        );
    } else if let Some((field, secret)) = variant.fields.iter().find_map(|field| {
        let secret = secret_word(field.name())?;
        field.options.public.is_none().then_some((field, secret))
    }) {
        lacks.description(
            variant.ident,
            format!(
                "{} has no description, so the agent would read its Display text, and {unreadable}; field `{}`'s name says it holds a secret ({secret}), which belongs in your logs: write #[tool_error(description = \"...\")] that leaves it out or shows a redacted form, or mark the field #[tool_error(public)] if it holds no secret",
                variant.named(),
                field.name(),
            ),
        );
    }
}

fn check_placeholders(
    variant: &Variant<'_>,
    text: &Text,
    source: Source,
    permission: bool,
    errors: &mut Errors,
) {
    let what = source.what();
    let lit = &text.lit;
    let counts = text.template.counts().map(|field| (field, ""));
    let mut captured = Vec::new();
    for (placeholder, spec) in text.template.fields().chain(counts) {
        // `{retry_after}`: the delay in words, checked by
        // `check_delay_in_words` and `check_when`.
        if source == Source::Description && variant.is_delay(placeholder, spec) {
            continue;
        }
        // `{classification}`: the classification's sentence, checked by
        // `check_sentence`.
        if source == Source::Description && variant.is_sentence(placeholder, spec) {
            continue;
        }
        if source == Source::Description
            && placeholder.name() == SENTENCE_PLACEHOLDER
            && variant.field(SENTENCE_PLACEHOLDER).is_none()
        {
            errors.spanned(
                lit,
                format!(
                    "`{{{SENTENCE_PLACEHOLDER}}}` writes the classification's sentence as it is, and takes no format spec: write `{{{SENTENCE_PLACEHOLDER}}}`, without `:{spec}`"
                ),
            );
            continue;
        }
        if format_trait_name(spec) == "Pointer" {
            errors.spanned(
                lit,
                format!(
                    "this {what} shows `{{{placeholder}:{spec}}}`, a memory address, which tells the agent nothing and reveals the process's layout: show the value itself, such as `{{{placeholder}}}`{}",
                    match source {
                        Source::Description => "",
                        Source::ErrorText => concat!(", or ", write_a_description!()),
                    }
                ),
            );
            continue;
        }
        let name = placeholder.name();
        let named_argument = match source {
            Source::ErrorText => variant.error_argument(&name),
            Source::Description => None,
        };
        let field = match named_argument {
            Some(Argument::Literal(_) | Argument::NoSuchField) => continue,
            Some(Argument::Path(path)) => {
                captured.push(format!("{} (`{path}`)", placeholder_text(&name)));
                continue;
            }
            Some(Argument::Field(field) | Argument::Member(field, _)) => Some(field),
            None => variant.field(&name),
        };
        let Some(field) = field else {
            captured.extend(report_not_a_field(
                variant,
                lit,
                placeholder,
                spec,
                source,
                permission,
                errors,
            ));
            continue;
        };
        if field.options.public.is_some() {
            continue;
        }
        let shown = name;
        let name = field.name();
        let secret = secret_word(name).or_else(|| secret_word(&shown));
        if permission {
            errors.spanned(
                lit,
                format!(
                    "a permission error must reveal no data, but this {what} shows field `{name}`: leave it out, or mark the field #[tool_error(public)] if the agent may see it"
                ),
            );
        } else if field.holds_error {
            let instead = match source {
                Source::Description => "say what went wrong in your own words",
                Source::ErrorText => {
                    "write #[tool_error(description = \"...\")] saying what went wrong in your own words (the #[error] text stays for your logs)"
                }
            };
            errors.spanned(
                lit,
                format!(
                    "this {what} shows field `{name}`, which holds an error: its text carries internals (URLs, paths, queries, tokens) that belong in your logs, not in what the agent reads. {}{}, or mark the field #[tool_error(public)] if the agent may see it",
                    &instead[..1].to_uppercase(),
                    &instead[1..]
                ),
            );
        } else if let Some(secret) = secret {
            let said = if secret_word(name).is_some() {
                format!("field `{name}`, whose name says it holds a secret ({secret})")
            } else {
                format!(
                    "field `{name}` as `{{{shown}}}`, a name that says it is a secret ({secret})"
                )
            };
            errors.spanned(
                lit,
                format!(
                    "this {what} shows {said}, which belongs in your logs, not in what the agent reads: leave it out, or show a redacted form (a newtype of your own whose Display masks all but what the agent needs, such as its last four characters); mark the field #[tool_error(public)] only if it holds no secret"
                ),
            );
        }
    }
    report_captures(variant, lit, &captured, errors);
}

/// The message for a positional placeholder that names no field of its
/// variant, naming the fields there are.
fn position_out_of_range(variant: &Variant<'_>, shown: &str) -> String {
    let named = variant.named();
    let fields: Vec<String> = variant
        .fields
        .iter()
        .map(|field| format!("`{{{}}}`", field.name()))
        .collect();
    match (variant.fields.first(), fields.as_slice()) {
        (None, _) => format!(
            "the description refers to `{shown}`, a field by its position, but {named} has no fields: remove the placeholder, or write `{{{{` for a literal brace"
        ),
        (Some(first), _) if matches!(first.member, syn::Member::Named(_)) => format!(
            "the description refers to `{shown}`, a field by its position, but the fields of {named} have names: write one of {}",
            fields.join(", ")
        ),
        (Some(_), [only]) => format!(
            "the description refers to `{shown}`, but {named} has one field, {only}: positions count from 0"
        ),
        (Some(_), _) => format!(
            "the description refers to `{shown}`, but the fields of {named} are {}: positions count from 0",
            fields.join(", ")
        ),
    }
}

/// A placeholder that names no field of its variant: `{self}`, thiserror's
/// `{_0}`, a constant or static the format string would capture, or a
/// misspelled field.
fn report_not_a_field(
    variant: &Variant<'_>,
    lit: &crate::attr::StrLit,
    placeholder: &FieldRef,
    spec: &str,
    source: Source,
    permission: bool,
    errors: &mut Errors,
) -> Option<String> {
    let what = source.what();
    let shown = if spec.is_empty() {
        format!("{{{placeholder}}}")
    } else {
        format!("{{{placeholder}:{spec}}}")
    };
    if let FieldRef::Index(_) = placeholder {
        match source {
            // thiserror hands the text to `format_args!`, where a position
            // past the last field is rustc's error already.
            Source::ErrorText => errors.reported_by_rustc(),
            Source::Description => errors.spanned(lit, position_out_of_range(variant, &shown)),
        }
        return None;
    }
    let name = placeholder.name();
    let index = name
        .strip_prefix('_')
        .filter(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()));
    let message = if name == "self" {
        let instead = match source {
            Source::Description => "",
            Source::ErrorText => {
                concat!(", or ", write_a_description!())
            }
        };
        if variant.fields.is_empty() {
            format!(
                "this {what} shows `{shown}`, the text `{}`'s own formatting writes, which the derive can't check: write that text out{instead}",
                variant.ident
            )
        } else {
            format!(
                "this {what} shows `{shown}`, the whole value with every field, private ones included: name the fields the agent may see, such as `{{0}}` or `{{amount}}`{instead}"
            )
        }
    } else if let Some(index) = index.filter(|index| variant.field(index).is_some()) {
        let public = if permission {
            ", and mark the field #[tool_error(public)] if the agent may see it"
        } else {
            ""
        };
        format!(
            "this {what} writes `{shown}`, which is not how a description names a field: write `{{{index}}}`{public}"
        )
    } else if source == Source::ErrorText {
        // Reported once for the whole text, by `check_placeholders`.
        return Some(format!("`{shown}`"));
    } else {
        let available: Vec<String> = variant
            .fields
            .iter()
            .map(|f| format!("`{}`", f.name()))
            .collect();
        match available.as_slice() {
            [] => format!(
                "the description refers to `{shown}`, but `{}` has no fields: remove the placeholder, or add the field `{placeholder}` to this variant (a description shows only its own variant's fields); write `{{{{` for a literal brace",
                variant.ident
            ),
            [only] => format!(
                "the description refers to `{shown}`, but the only field of `{}` is {only}: name it, or write `{{{{` for a literal brace",
                variant.ident
            ),
            _ => format!(
                "the description refers to `{shown}`, but the fields of `{}` are {}: name one of them, or write `{{{{` for a literal brace",
                variant.ident,
                available.join(", ")
            ),
        }
    };
    errors.spanned(lit, message);
    None
}

/// A placeholder as a message names it: `` `{name}` ``, or the format
/// argument it takes by position (see `attr::positional_name`).
fn placeholder_text(name: &str) -> String {
    match name
        .strip_suffix('_')
        .filter(|index| !index.is_empty() && index.bytes().all(|b| b.is_ascii_digit()))
    {
        Some(index) => format!("the format argument at position {index}"),
        None => format!("`{{{name}}}`"),
    }
}

/// One error for every placeholder of an `#[error]` text that would capture
/// a constant or static.
fn report_captures(
    variant: &Variant<'_>,
    lit: &crate::attr::StrLit,
    captured: &[String],
    errors: &mut Errors,
) {
    let Some((last, others)) = captured.split_last() else {
        return;
    };
    let (shown, of_what) = if others.is_empty() {
        (
            format!("{last}, which is not a field"),
            "but a constant or static",
        )
    } else {
        (
            format!("{} and {last}, which are not fields", others.join(", ")),
            "but constants or statics",
        )
    };
    errors.spanned(
        lit,
        format!(
            "this {} shows {shown} of `{}` {of_what}, and a description shows only its variant's fields. Write #[tool_error(description = \"...\")] for the agent (the #[error] text stays for your logs)",
            Source::ErrorText.what(),
            variant.ident
        ),
    );
}

/// `detail` puts a field on the wire: the same closed rule as texts.
fn check_details(variant: &Variant<'_>, kind: CategoryKind, errors: &mut Errors) {
    for field in variant.field_marked(|options| options.detail.is_some()) {
        if field.options.public.is_some() {
            continue;
        }
        let name = field.name();
        if kind == CategoryKind::Permission {
            errors.spanned(
                field.options.detail.as_ref(),
                format!(
                    "a permission error must reveal no data, and `detail` would show field `{name}`: remove `detail`, or add `public` if the agent may see it"
                ),
            );
        } else if field.holds_error {
            errors.spanned(
                field.options.detail.as_ref(),
                format!(
                    "field `{name}` holds an error, whose contents carry internals that belong in your logs: remove `detail`, or add `public` if the agent may see it"
                ),
            );
        }
    }
}

fn check_not_generic(
    variant: &Variant<'_>,
    lit: &crate::attr::StrLit,
    template: &Template,
    source: Source,
    errors: &mut Errors,
) {
    let (text, shows_a_value) = rendered_without_values(variant, template, source);
    if shows_a_value || !is_generic(&text) {
        return;
    }
    let instead = match source {
        Source::Description => "",
        Source::ErrorText if variant.error_text_of_the_enum => {
            "; write it in #[tool_error(description = \"...\")] on each variant that reads the enum's #[error] text (that text stays for your logs)"
        }
        Source::ErrorText => {
            "; write it in #[tool_error(description = \"...\")] (the #[error] text stays for your logs)"
        }
    };
    errors.spanned(
        lit,
        format!(
            "this {} tells the agent nothing: say what went wrong and the next move, such as \"The payment service timed out. Retry in 30 seconds.\"{instead}",
            source.what()
        ),
    );
}

/// The text `template` renders without its values (literal pieces, the
/// literal arguments of an `#[error]` text, and a digit for each number it
/// shows), and whether it shows a value beyond them: a placeholder whose
/// text can't be empty and isn't a number's digits. A precision
/// of 0, written or taken from a field (`{name:.0}`, `{name:.n$}`), empties
/// what `Display` pads, but numbers ignore it, and `Debug` and the other
/// traits too.
fn rendered_without_values(
    variant: &Variant<'_>,
    template: &Template,
    source: Source,
) -> (String, bool) {
    let mut text = String::new();
    let mut shows_a_value = false;
    for piece in &template.pieces {
        let (field, spec, format) = match piece {
            Piece::Literal(literal) => {
                text.push_str(literal);
                continue;
            }
            Piece::Placeholder {
                field,
                spec,
                format,
            } => (field, spec, format),
        };
        // The classification's sentence may be absent: the text must say
        // enough without it.
        if source == Source::Description && variant.is_sentence(field, spec) {
            continue;
        }
        let may_be_cut = (format.precision_zero || format.precision_counted)
            && format_trait_name(spec) == "Display";
        let name = field.to_string();
        let argument = match source {
            Source::ErrorText => variant.error_argument(&name),
            Source::Description => None,
        };
        let shown = match argument {
            Some(Argument::Literal(value)) => {
                if !may_be_cut {
                    text.push_str(value);
                }
                continue;
            }
            Some(Argument::NoSuchField) => continue,
            Some(Argument::Member(..) | Argument::Path(_)) => None,
            Some(Argument::Field(field)) => Some(field),
            None => variant.field(&name),
        };
        if shown.is_some_and(|field| is_number(field.ty)) {
            // A number prints digits, which say nothing by themselves: the
            // text is judged as the runtime would judge it printed ("this
            // failed: 3_4" is as generic as "this failed").
            text.push('0');
            continue;
        }
        shows_a_value |= !may_be_cut;
    }
    (text, shows_a_value)
}

/// A primitive number, or a reference to one, as written.
fn is_number(ty: &syn::Type) -> bool {
    crate::naming::plain_type_name(ty, true)
        .is_some_and(|name| crate::naming::NUMBER_TYPES.contains(&name.as_str()))
}

fn check_code<'a>(
    variant: &'a Variant<'_>,
    codes: &mut BTreeMap<&'a str, &'a Ident>,
    errors: &mut Errors,
) {
    let code = variant.code.as_str();
    // Where an error points: built only for an error.
    let span_tokens = || match &variant.options.code {
        Some(lit) => lit.to_token_stream(),
        None => variant.ident.to_token_stream(),
    };
    if code.is_empty() {
        errors.spanned(
            span_tokens(),
            "the code is empty: give a stable machine name, such as code = \"refund_over_limit\", or remove `code` to use the variant's name in snake_case",
        );
        return;
    }
    if let Some(bad) = code.chars().find(|&c| !is_code_char(c)) {
        let message = if variant.options.code.is_some() {
            format!(
                "a code is a stable machine name of ASCII letters, digits and `_` `-` `.` `:`, such as code = \"refund_over_limit\"; {bad:?} is not one of them"
            )
        } else {
            format!(
                "the code defaults to the variant's name in snake_case (after its type's for a name like `Status` or `Io`), `{code}`, and {bad:?} is not allowed in a code (ASCII letters, digits and `_` `-` `.` `:`): set #[tool_error(code = \"...\")]"
            )
        };
        errors.spanned(span_tokens(), message);
        return;
    }
    if code.len() > MAX_CODE_BYTES {
        errors.spanned(
            span_tokens(),
            format!(
                "this code is {} bytes long; codes are at most {MAX_CODE_BYTES}: set a shorter #[tool_error(code = \"...\")]",
                code.len()
            ),
        );
        return;
    }
    if let Some(first) = codes.get(code) {
        errors.spanned(
            span_tokens(),
            format!(
                "code `{code}` is already used by variant `{first}`: codes must be unique so agents can tell failures apart; set a distinct #[tool_error(code = \"...\")]"
            ),
        );
    } else {
        codes.insert(code, variant.ident);
    }
}

/// The code alphabet, the runtime's: ASCII letters, digits, `_`, `-`, `.`
/// and `:`.
fn is_code_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | ':')
}
