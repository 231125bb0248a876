//! The semantic rules: what may combine with what. Every category rule of
//! the derive lives here.

use std::collections::BTreeMap;

use quote::ToTokens;
use syn::{Ident, LitStr};

use crate::ast::{Input, Shape, Text, Variant};
use crate::attr::{CategoryAttr, CategoryKind};
use crate::errors::Errors;
use crate::template::Template;

/// Texts that tell an agent nothing; compared after [`normalize`].
const GENERIC_DESCRIPTIONS: &[&str] = &[
    "",
    "failed",
    "failure",
    "fail",
    "error",
    "an error",
    "error occurred",
    "an error occurred",
    "an error has occurred",
    "operation failed",
    "the operation failed",
    "request failed",
    "the request failed",
    "call failed",
    "tool failed",
    "something went wrong",
    "something failed",
    "internal error",
    "unknown error",
    "unexpected error",
    "an unexpected error occurred",
    "oops",
];

pub fn validate(input: &Input<'_>, errors: &mut Errors) {
    if let Some(default) = &input.default_category {
        check_category_options(default, errors);
    }
    let mut codes: BTreeMap<String, &Ident> = BTreeMap::new();
    for variant in &input.variants {
        if let Some(transparent) = &variant.options.transparent {
            check_transparent(variant, transparent, errors);
            continue;
        }
        if let Some(own) = &variant.category {
            check_category_options(own, errors);
        }
        let Some(category) = input.category_of(variant) else {
            if !variant.category_broken && !input.default_category_broken {
                report_missing_category(input, variant, errors);
            }
            continue;
        };
        check_delay_field(variant, category, errors);
        check_description(variant, category.kind, errors);
        check_code(variant, &mut codes, errors);
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
    if let Some(category) = &variant.category {
        errors.spanned(
            category.attr,
            "a `transparent` variant keeps the wrapped error's category: remove this #[category], or remove `transparent`",
        );
    }
    for (option, lit) in [
        ("description", &variant.options.description),
        ("code", &variant.options.code),
    ] {
        if let Some(lit) = lit {
            errors.spanned(
                lit,
                format!("a `transparent` variant keeps the wrapped error's {option}: remove `{option}`, or remove `transparent`"),
            );
        }
    }
    for field in &variant.fields {
        for (option, marker) in [
            ("retry_after", &field.options.retry_after),
            ("detail", &field.options.detail),
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

fn report_missing_category(input: &Input<'_>, variant: &Variant<'_>, errors: &mut Errors) {
    let choices = "#[category(transient)], #[category(validation)], #[category(business)] or #[category(permission)]";
    let message = match input.shape {
        Shape::Struct => format!("`{}` has no category: add {choices}", variant.ident),
        Shape::Enum => {
            let hint = if variant.display.as_ref().is_some_and(|d| d.transparent) {
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
    errors.spanned(variant.ident, message);
}

fn check_delay_field(variant: &Variant<'_>, category: &CategoryAttr<'_>, errors: &mut Errors) {
    let mut marked = variant.field_marked(|options| options.retry_after.is_some());
    let Some(first) = marked.next() else {
        return;
    };
    let marker = first
        .options
        .retry_after
        .as_ref()
        .expect("filtered on retry_after");
    for extra in marked {
        errors.spanned(
            extra.options.retry_after.as_ref(),
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
        let message = if variant.category.is_some() {
            "this variant already has a fixed delay (`retry_after` in its #[category]): keep either the fixed delay or this field"
        } else {
            "the enum's default #[category(.., retry_after = ..)] gives this variant a fixed delay: give the variant its own #[category(transient)] to take the delay from this field"
        };
        errors.spanned(marker, message);
    }
}

fn check_description(variant: &Variant<'_>, kind: CategoryKind, errors: &mut Errors) {
    if variant.options.malformed || variant.fields.iter().any(|field| field.options.malformed) {
        // What the broken attribute meant is unknown; its error says enough.
        return;
    }
    let is_permission = kind == CategoryKind::Permission;
    if let Some(Text { lit, template, .. }) = &variant.description {
        check_fields_exist(variant, lit, template, errors);
        if is_permission {
            check_reveals_nothing(variant, lit, template, "description", errors);
        }
        check_not_generic(lit, template, "description", errors);
    } else if variant.options.description.is_some() {
        // The template didn't parse; that is already reported.
    } else if let Some(Text { lit, template, .. }) = &variant.display_template {
        if is_permission {
            check_reveals_nothing(
                variant,
                lit,
                template,
                "#[error] text, which is the description,",
                errors,
            );
        }
        check_not_generic(
            lit,
            template,
            "#[error] text, which is the description,",
            errors,
        );
    } else if is_permission {
        errors.spanned(
            variant.ident,
            format!(
                "permission variant `{}` needs #[tool_error(description = \"...\")]: the derive can't see its Display text to check that it reveals no data",
                variant.ident
            ),
        );
    }
    for field in variant.field_marked(|options| options.detail.is_some()) {
        if is_permission && field.options.public.is_none() {
            errors.spanned(
                field.options.detail.as_ref(),
                format!(
                    "a permission error must reveal no data, and `detail` would show field `{}`: remove `detail`, or add `public` if the agent may see it",
                    field.name()
                ),
            );
        }
    }
}

fn check_fields_exist(
    variant: &Variant<'_>,
    lit: &LitStr,
    template: &Template,
    errors: &mut Errors,
) {
    for (field, _) in template.fields() {
        if variant.field(&field.to_string()).is_some() {
            continue;
        }
        let placeholder = format!("{{{field}}}");
        let available: Vec<String> = variant
            .fields
            .iter()
            .map(|f| format!("`{}`", f.name()))
            .collect();
        let message = match available.as_slice() {
            [] => format!(
                "the description refers to `{placeholder}`, but `{}` has no fields: remove the placeholder, or add the field `{field}` to this variant (a description shows only its own variant's fields); write `{{{{` for a literal brace",
                variant.ident
            ),
            [only] => format!(
                "the description refers to `{placeholder}`, but the only field of `{}` is {only}: name it, or write `{{{{` for a literal brace",
                variant.ident
            ),
            _ => format!(
                "the description refers to `{placeholder}`, but the fields of `{}` are {}: name one of them, or write `{{{{` for a literal brace",
                variant.ident,
                available.join(", ")
            ),
        };
        errors.spanned(lit, message);
    }
}

fn check_reveals_nothing(
    variant: &Variant<'_>,
    lit: &LitStr,
    template: &Template,
    what: &str,
    errors: &mut Errors,
) {
    for (field, _) in template.fields() {
        let name = field.to_string();
        let Some(found) = variant.field(&name) else {
            continue;
        };
        if found.options.public.is_none() {
            errors.spanned(
                lit,
                format!(
                    "a permission error must reveal no data, but this {what} shows field `{name}`: leave it out, or mark the field #[tool_error(public)] if the agent may see it"
                ),
            );
        }
    }
}

fn check_not_generic(lit: &LitStr, template: &Template, what: &str, errors: &mut Errors) {
    if template.has_placeholders() {
        return;
    }
    let text = normalize(&template.literal_text());
    if GENERIC_DESCRIPTIONS.contains(&text.as_str()) {
        errors.spanned(
            lit,
            format!(
                "this {what} tells the agent nothing: say what went wrong and the next move, such as \"The payment service timed out. Retry in 30 seconds.\""
            ),
        );
    }
}

/// Lowercase words separated by single spaces; punctuation dropped.
fn normalize(text: &str) -> String {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

fn check_code<'a>(
    variant: &'a Variant<'_>,
    codes: &mut BTreeMap<String, &'a Ident>,
    errors: &mut Errors,
) {
    let code = variant.code.clone();
    let span_tokens = match &variant.options.code {
        Some(lit) => lit.to_token_stream(),
        None => variant.ident.to_token_stream(),
    };
    if code.is_empty() {
        errors.spanned(
            span_tokens,
            "the code is empty: give a stable machine name, such as code = \"refund_over_limit\", or remove `code` to use the variant's name in snake_case",
        );
        return;
    }
    if code.chars().any(char::is_whitespace) {
        errors.spanned(
            span_tokens,
            "a code is a stable machine name without spaces, such as code = \"refund_over_limit\"",
        );
        return;
    }
    if let Some(first) = codes.get(&code) {
        errors.spanned(
            span_tokens,
            format!(
                "code `{code}` is already used by variant `{first}`: codes must be unique so agents can tell failures apart; set a distinct #[tool_error(code = \"...\")]"
            ),
        );
    } else {
        codes.insert(code, variant.ident);
    }
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn normalize_ignores_case_and_punctuation() {
        assert_eq!(normalize("  Operation   FAILED!!! "), "operation failed");
        assert_eq!(normalize("Something went wrong..."), "something went wrong");
        assert_eq!(normalize("--"), "");
    }
}
