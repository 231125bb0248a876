//! Names that say a value is a secret: the safety net under what a text
//! shows. A field named `password` is a secret whatever its type, so the
//! derive refuses to show it unless the author marks it `public`.
//!
//! The rule, on the name split into words at `_`, `-`, digits and each
//! lower-to-upper case change (`authToken` → `auth`, `token`; `APIKey` →
//! `api`, `key`), compared without case:
//!
//! - its last word is one of [`SECRET_WORDS`] (`db_password`, `authToken`,
//!   `client_secret`, `credentials`), or
//! - its last two words are one of [`SECRET_PAIRS`] (`api_key`, `apiKey`,
//!   `PRIVATE_KEY`, `aws_access_key`).
//!
//! Only the last word counts, because it is what a name is: `token_count`
//! and `password_length` are numbers about a secret, not the secret, and
//! the plural `tokens` is left out (`max_tokens`, `tokens_used` count a
//! model's tokens).
//!
//! ```
//! use toolerror_rules::secret::secret_word;
//! assert_eq!(secret_word("db_password"), Some("password"));
//! assert_eq!(secret_word("authToken"), Some("token"));
//! assert_eq!(secret_word("API_KEY"), Some("api key"));
//! assert_eq!(secret_word("token_count"), None);
//! assert_eq!(secret_word("tokens_used"), None);
//! ```

/// A name whose last word is one of these names a secret.
pub const SECRET_WORDS: &[&str] = &[
    "password",
    "passwords",
    "passwd",
    "passphrase",
    "secret",
    "secrets",
    "token",
    "apikey",
    "credential",
    "credentials",
];

/// A name whose last two words are one of these names a secret.
pub const SECRET_PAIRS: &[(&str, &str)] = &[
    ("api", "key"),
    ("private", "key"),
    ("access", "key"),
    ("secret", "key"),
];

/// The secret `name` says it holds, as the rule's word (`"api key"` for a
/// pair), or `None` when the name says no secret.
pub fn secret_word(name: &str) -> Option<&'static str> {
    let words = words(name.trim_start_matches("r#"));
    let last = words.last()?;
    if let Some(word) = SECRET_WORDS
        .iter()
        .find(|word| last.eq_ignore_ascii_case(word))
    {
        return Some(word);
    }
    let before = words.len().checked_sub(2).map(|at| &words[at])?;
    SECRET_PAIRS
        .iter()
        .position(|(first, second)| {
            before.eq_ignore_ascii_case(first) && last.eq_ignore_ascii_case(second)
        })
        .map(|at| ["api key", "private key", "access key", "secret key"][at])
}

/// `name`'s words: split at non-letters and where a lower-case letter is
/// followed by an upper-case one, or an upper-case run by a capitalised word
/// (`APIKey` → `API`, `Key`). The one reading of a name's words, for the
/// secret rule here and for `toolerror-audit`'s reading of argument names.
///
/// ```
/// use toolerror_rules::secret::words;
/// assert_eq!(words("entityNames"), ["entity", "Names"]);
/// assert_eq!(words("repo_path2"), ["repo", "path"]);
/// assert_eq!(words("APIKey"), ["API", "Key"]);
/// ```
pub fn words(name: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let mut start: Option<usize> = None;
    // Each character with the one before and the one after, read once.
    let mut chars = name.char_indices();
    let mut previous: Option<char> = None;
    let mut current = chars.next();
    while let Some((at, c)) = current {
        let next = chars.next();
        if !c.is_alphabetic() {
            if let Some(from) = start.take() {
                words.push(&name[from..at]);
            }
        } else if let Some(from) = start {
            let previous = previous.unwrap_or(c);
            let next_lower = next.is_some_and(|(_, n)| n.is_lowercase());
            let boundary = (previous.is_lowercase() && c.is_uppercase())
                || (previous.is_uppercase() && c.is_uppercase() && next_lower);
            if boundary {
                words.push(&name[from..at]);
                start = Some(at);
            }
        } else {
            start = Some(at);
        }
        previous = Some(c);
        current = next;
    }
    if let Some(from) = start {
        words.push(&name[from..]);
    }
    words
}

#[cfg(test)]
mod tests {
    use super::secret_word;

    #[test]
    fn secrets_by_their_last_word() {
        for name in [
            "password",
            "PASSWORD",
            "db_password",
            "dbPassword",
            "passwd",
            "secret",
            "client_secret",
            "clientSecret",
            "token",
            "authToken",
            "auth_token",
            "AUTH_TOKEN",
            "refresh_token",
            "api_key",
            "apiKey",
            "APIKey",
            "API_KEY",
            "apikey",
            "credential",
            "credentials",
            "awsCredentials",
            "private_key",
            "privateKey",
            "access_key",
            "aws_access_key",
            "secret_key",
            "r#password",
            "password2",
            "bearerToken_1",
        ] {
            assert!(secret_word(name).is_some(), "{name}");
        }
    }

    #[test]
    fn not_secrets() {
        for name in [
            "tokens_used",
            "token_count",
            "max_tokens",
            "tokenCount",
            "password_length",
            "passwordHint",
            "secret_name",
            "api_key_id",
            "key",
            "public_key",
            "keyboard",
            "tokenizer",
            "passwords_expire_at",
            "id",
            "0",
            "",
            "_",
            "booking",
            "secretary",
            "credentialing",
        ] {
            assert!(secret_word(name).is_none(), "{name}");
        }
    }
}
