//! Name helpers: default codes, and suggestions for misspelled words.

/// `RefundOverLimit` → `refund_over_limit`, `HTTPTimeout` → `http_timeout`.
pub fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.trim_start_matches("r#").chars().collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (index, &ch) in chars.iter().enumerate() {
        if ch.is_uppercase() {
            let previous = index.checked_sub(1).map(|i| chars[i]);
            let next = chars.get(index + 1);
            let starts_word = match previous {
                None | Some('_') => false,
                Some(p) if p.is_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_uppercase() => next.is_some_and(|n| n.is_lowercase()),
                Some(_) => false,
            };
            if starts_word {
                out.push('_');
            }
            out.extend(ch.to_lowercase());
        } else {
            out.push(ch);
        }
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
