//! Name helpers: default codes, suggestions for misspelled words, and the
//! names of plain types.

/// `RefundOverLimit` → `refund_over_limit`, `HTTPTimeout` → `http_timeout`.
pub fn snake_case(name: &str) -> String {
    let name = name.trim_start_matches("r#");
    let mut out = String::with_capacity(name.len() + 4);
    // Each character with the one before and the one after, read once:
    // the derive runs unoptimized, on every variant's name.
    let mut chars = name.chars();
    let mut previous: Option<char> = None;
    let mut current = chars.next();
    while let Some(ch) = current {
        let next = chars.next();
        if ch.is_uppercase() {
            let starts_word = match previous {
                None | Some('_') => false,
                Some(p) if p.is_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_uppercase() => next.is_some_and(|n| n.is_lowercase()),
                Some(_) => false,
            };
            if starts_word {
                out.push('_');
            }
            if ch.is_ascii() {
                out.push(ch.to_ascii_lowercase());
            } else {
                out.extend(ch.to_lowercase());
            }
        } else {
            out.push(ch);
        }
        previous = Some(ch);
        current = next;
    }
    out
}

/// The candidate closest to `word`, if it is close enough to be a typo.
pub fn did_you_mean<'a>(word: &str, candidates: &[&'a str]) -> Option<&'a str> {
    let word = word.to_lowercase();
    candidates
        .iter()
        .map(|candidate| (edit_distance(&word, candidate), *candidate))
        .filter(|(distance, candidate)| {
            *distance <= 2.max(candidate.len() / 3)
                || candidate.starts_with(&word) && word.len() >= 3
        })
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// The primitive number types, by name.
pub const NUMBER_TYPES: [&str; 14] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64",
];

/// The name of a type written as one identifier with no arguments (`u32`,
/// `String`), behind references, parentheses and invisible groups; with
/// `any_path`, the last segment of any path (`core::primitive::u32`).
pub fn plain_type_name(ty: &syn::Type, any_path: bool) -> Option<String> {
    match ty {
        syn::Type::Reference(reference) => plain_type_name(&reference.elem, any_path),
        syn::Type::Paren(inner) => plain_type_name(&inner.elem, any_path),
        syn::Type::Group(inner) => plain_type_name(&inner.elem, any_path),
        syn::Type::Path(path) if path.qself.is_none() => {
            let last = path.path.segments.last()?;
            let single = path.path.segments.len() == 1 && path.path.leading_colon.is_none();
            (last.arguments.is_none() && (single || any_path)).then(|| last.ident.to_string())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case_splits_words_and_acronyms() {
        assert_eq!(snake_case("RefundOverLimit"), "refund_over_limit");
        assert_eq!(snake_case("HTTPTimeout"), "http_timeout");
        assert_eq!(snake_case("Timeout"), "timeout");
        assert_eq!(snake_case("Error2Fa"), "error2_fa");
        assert_eq!(snake_case("already_snake"), "already_snake");
        assert_eq!(snake_case("ABC"), "abc");
    }

    #[test]
    fn did_you_mean_finds_typos_only() {
        let categories = ["transient", "validation", "business", "permission"];
        assert_eq!(did_you_mean("buisness", &categories), Some("business"));
        assert_eq!(did_you_mean("transiant", &categories), Some("transient"));
        assert_eq!(did_you_mean("Permision", &categories), Some("permission"));
        assert_eq!(did_you_mean("valid", &categories), Some("validation"));
        assert_eq!(did_you_mean("fatal", &categories), None);
    }
}

/// Variant names that say how a failure happened, not what failed: as a
/// code alone (`status`, `io`) they tell the agent's bookkeeping and a
/// dashboard nothing, so the default code adds the type's name.
const MECHANISM_WORDS: [&str; 22] = [
    "api", "client", "db", "error", "failed", "failure", "generic", "http", "inner", "internal",
    "io", "json", "other", "parse", "request", "response", "serde", "source", "sql", "status",
    "unknown", "wrapped",
];

/// A variant's code when it gives none: its name in snake_case
/// (`RefundOverLimit` → `refund_over_limit`), prefixed with its type's name
/// when the name alone says only how it failed (`ParcelError::Status` →
/// `parcel_status`, `StoreError::Io` → `store_io`).
pub fn default_code(type_name: &dyn Fn() -> String, variant: &str) -> String {
    let code = snake_case(variant);
    if !MECHANISM_WORDS.contains(&code.as_str()) {
        return code;
    }
    let type_name = type_name();
    let type_name = type_name.trim_start_matches("r#");
    let owner = snake_case(
        type_name
            .strip_suffix("Error")
            .or_else(|| type_name.strip_suffix("Failure"))
            .filter(|owner| !owner.is_empty())
            .unwrap_or(type_name),
    );
    if owner == code {
        return code;
    }
    format!("{owner}_{code}")
}

#[cfg(test)]
mod default_code_tests {
    use super::default_code;

    #[test]
    fn a_mechanism_word_gets_its_types_name() {
        let code = |type_name: &str, variant: &str| default_code(&|| type_name.to_owned(), variant);
        assert_eq!(code("ParcelError", "Status"), "parcel_status");
        assert_eq!(code("StoreError", "Io"), "store_io");
        assert_eq!(code("UpstreamFailure", "Request"), "upstream_request");
        assert_eq!(code("Error", "Other"), "error_other");
        assert_eq!(code("BookingError", "RefundOverLimit"), "refund_over_limit");
        assert_eq!(code("BookingError", "PaymentTimeout"), "payment_timeout");
        // A struct named for its mechanism keeps its name.
        assert_eq!(code("Io", "Io"), "io");
    }
}
