//! Credentials in text: the spans of an error's words that hold a
//! secret, whatever surrounds them. The runtime replaces every one before
//! a failure's log line quotes an error (logs are shipped to third
//! parties); `toolerror-audit` reports the ones a server shows an agent.
//! One finder, so that what the logs hide and what the audit calls a leak
//! are the same shapes:
//!
//! - the user and password of a URL (`postgres://app:hunter2@db/…`);
//! - the value after `Bearer`, `Basic`, `Token`, `Digest` and `ApiKey`
//!   (an `Authorization` header's), when it is long and holds a digit or
//!   a symbol (not "token expired");
//! - the value of a secret-named key, in `key=value`, `key: value` and
//!   JSON `"key": "value"` forms: `password`, `passwd`, `pwd`, `secret`,
//!   `token`, `api_key` / `apikey` / `api-key`, `private_key`,
//!   `authorization`, `cookie`, `session`, `credential`, `signature`, and
//!   any key ending in one of them (`db_password`, `x-api-key`,
//!   `access_token`, `client_secret`);
//! - PEM private keys (`-----BEGIN … PRIVATE KEY-----` to its end);
//! - JSON Web Tokens (`eyJ….eyJ….…`);
//! - API keys of well-known shapes: `sk-…`, `sk_live_…` and Stripe's
//!   other prefixes, `hf_…`, `ghp_…` and GitHub's other prefixes,
//!   `github_pat_…`, `glpat-…`, `xox[abeprs]-…`, `AKIA…`, `AIza…`.
//!
//! ```
//! use toolerror_rules::credentials::{find, Shape};
//! let text = "connect to postgres://app:hunter2@db failed; token=ghp_16C7e42F292c6912E7710c838347Ae178B4a";
//! let found = find(text);
//! let shown: Vec<&str> = found.iter().map(|credential| &text[credential.range.clone()]).collect();
//! assert!(shown.contains(&"app:hunter2"));
//! assert!(shown.contains(&"ghp_16C7e42F292c6912E7710c838347Ae178B4a"));
//! assert!(found.iter().any(|credential| credential.shape == Shape::UrlUserInfo));
//! assert!(find("The token expired: sign in again.").is_empty());
//! ```

use std::ops::Range;

/// A span of text that holds a credential, and its shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credential {
    /// Where it is, in bytes.
    pub range: Range<usize>,
    /// What it is.
    pub shape: Shape,
}

/// The shape of a [`Credential`]: a reader that must be sure (an audit
/// calling it a leak) judges each shape by its own evidence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    /// A URL's `user:password` or `user` before its `@`.
    UrlUserInfo,
    /// The value after an `Authorization` scheme (`Bearer …`).
    SchemeValue,
    /// The value of a secret-named key.
    KeyValue,
    /// A PEM private key, header to footer.
    PrivateKey,
    /// A JSON Web Token or an API key of a well-known shape.
    Token,
}

/// Every credential in `text`, in no particular order; spans may overlap
/// (a token that is also a key's value).
pub fn find(text: &str) -> Vec<Credential> {
    let mut found = Vec::new();
    url_credentials(text, &mut found);
    scheme_values(text, &mut found);
    secret_pairs(text, &mut found);
    private_keys(text, &mut found);
    tokens(text, &mut found);
    found
}

/// Whether `byte` may be part of a secret value written without quotes.
fn in_value(byte: u8) -> bool {
    !(byte.is_ascii_whitespace() || b"\"'`,;&)]}<>|".contains(&byte))
}

/// The end of an unquoted value starting at `start`.
fn value_end(bytes: &[u8], start: usize) -> usize {
    bytes[start..]
        .iter()
        .position(|&byte| !in_value(byte))
        .map_or(bytes.len(), |offset| start + offset)
}

/// `scheme://user:password@host`: the user and password.
fn url_credentials(text: &str, found: &mut Vec<Credential>) {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(offset) = text[from..].find("://") {
        let start = from + offset + 3;
        let end = bytes[start..]
            .iter()
            .position(|&byte| b"/?#".contains(&byte) || !in_value(byte))
            .map_or(bytes.len(), |offset| start + offset);
        if let Some(at) = text[start..end].rfind('@') {
            found.push(Credential {
                range: start..start + at,
                shape: Shape::UrlUserInfo,
            });
        }
        from = start;
    }
}

/// The schemes of an `Authorization` value.
const SCHEMES: [&str; 5] = ["bearer", "basic", "token", "digest", "apikey"];

/// `Bearer <token>`, `Basic <credentials>` and the like.
fn scheme_values(text: &str, found: &mut Vec<Credential>) {
    let bytes = text.as_bytes();
    for (index, _) in text.char_indices() {
        for scheme in SCHEMES {
            let end = index + scheme.len();
            let word_starts = index == 0 || !bytes[index - 1].is_ascii_alphanumeric();
            if word_starts
                && bytes.len() > end
                && bytes[end] == b' '
                && text
                    .get(index..end)
                    .is_some_and(|word| word.eq_ignore_ascii_case(scheme))
            {
                let value = end + 1;
                let value_end = value_end(bytes, value);
                // "token expired", "Basic authentication required": a
                // credential is long and holds a digit or a symbol.
                let credential = &bytes[value..value_end];
                if credential.len() >= 8
                    && credential
                        .iter()
                        .any(|byte| byte.is_ascii_digit() || b"+/=_-.~".contains(byte))
                {
                    found.push(Credential {
                        range: value..value_end,
                        shape: Shape::SchemeValue,
                    });
                }
            }
        }
    }
}

/// Key names whose value is a secret; a key ending in one counts too.
const SECRET_KEYS: [&str; 17] = [
    "password",
    "passwd",
    "pwd",
    "secret",
    "token",
    "apikey",
    "api_key",
    "api-key",
    "privatekey",
    "private_key",
    "authorization",
    "cookie",
    "session",
    "sessionid",
    "credential",
    "credentials",
    "signature",
];

/// `password=…`, `"token": "…"`, `api-key: …`.
fn secret_pairs(text: &str, found: &mut Vec<Credential>) {
    let bytes = text.as_bytes();
    for (separator, _) in text.match_indices(['=', ':']) {
        // The key: letters, digits, `_` and `-` before the separator, past
        // a closing quote and spaces.
        let mut key_end = separator;
        while key_end > 0 && bytes[key_end - 1] == b' ' {
            key_end -= 1;
        }
        if key_end > 0 && matches!(bytes[key_end - 1], b'"' | b'\'') {
            key_end -= 1;
        }
        let key_start = bytes[..key_end]
            .iter()
            .rposition(|&byte| !(byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-'))
            .map_or(0, |index| index + 1);
        let key = &text[key_start..key_end];
        let secret = SECRET_KEYS.iter().any(|name| {
            key.len() >= name.len() && key[key.len() - name.len()..].eq_ignore_ascii_case(name)
        });
        if !secret || key.is_empty() {
            continue;
        }
        // "://" is a URL's, not a pair's.
        if text[separator..].starts_with("://") {
            continue;
        }
        let mut value = separator + 1;
        while value < bytes.len() && bytes[value] == b' ' {
            value += 1;
        }
        let quote = bytes
            .get(value)
            .copied()
            .filter(|byte| matches!(byte, b'"' | b'\''));
        let (value, end) = match quote {
            Some(quote) => {
                // To the closing quote, stepping over escapes (`\"`).
                let value = value + 1;
                let mut end = value;
                while end < bytes.len() && bytes[end] != quote {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                (value, end.min(bytes.len()))
            }
            None => {
                let mut end = value_end(bytes, value);
                // `Authorization: Bearer <token>`: the scheme and its value.
                if SCHEMES
                    .iter()
                    .any(|scheme| text[value..end].eq_ignore_ascii_case(scheme))
                    && bytes.get(end) == Some(&b' ')
                {
                    end = value_end(bytes, end + 1);
                }
                (value, end)
            }
        };
        if end > value {
            found.push(Credential {
                range: value..end,
                shape: Shape::KeyValue,
            });
        }
    }
}

/// `-----BEGIN … PRIVATE KEY-----` to the matching end line, or to the
/// end of the text when it was cut.
fn private_keys(text: &str, found: &mut Vec<Credential>) {
    let mut from = 0;
    while let Some(offset) = text[from..].find("-----BEGIN ") {
        let start = from + offset;
        let header_end = text[start..]
            .find('\n')
            .map_or(text.len(), |end| start + end);
        if !text[start..header_end].contains("PRIVATE KEY") {
            from = start + 1;
            continue;
        }
        let end = text[header_end..]
            .find("-----END ")
            .and_then(|offset| {
                let footer = header_end + offset;
                text[footer + 9..]
                    .find("-----")
                    .map(|close| footer + 9 + close + 5)
            })
            .unwrap_or(text.len());
        found.push(Credential {
            range: start..end,
            shape: Shape::PrivateKey,
        });
        from = end;
    }
}

/// Prefixes of well-known API keys, and the shortest key after them.
const KEY_PREFIXES: [(&str, usize); 25] = [
    ("sk-", 16),
    ("sk_live_", 16),
    ("sk_test_", 16),
    ("rk_live_", 16),
    ("rk_test_", 16),
    ("pk_live_", 16),
    ("pk_test_", 16),
    ("wk_live_", 16),
    ("wk_test_", 16),
    ("hf_", 20),
    ("ghp_", 20),
    ("gho_", 20),
    ("ghu_", 20),
    ("ghs_", 20),
    ("ghr_", 20),
    ("github_pat_", 20),
    ("glpat-", 16),
    ("xoxb-", 10),
    ("xoxp-", 10),
    ("xoxa-", 10),
    ("xoxe-", 10),
    ("xoxr-", 10),
    ("xoxs-", 10),
    ("AKIA", 16),
    ("AIza", 30),
];

/// JSON Web Tokens and API keys of well-known shapes, as whole words.
fn tokens(text: &str, found: &mut Vec<Credential>) {
    let bytes = text.as_bytes();
    let word = |byte: u8| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-';
    let mut index = 0;
    while index < bytes.len() {
        if !word(bytes[index]) || (index > 0 && word(bytes[index - 1])) {
            index += 1;
            continue;
        }
        // A word, and a JWT's dots within it.
        let end = bytes[index..]
            .iter()
            .position(|&byte| !(word(byte) || byte == b'.'))
            .map_or(bytes.len(), |offset| index + offset);
        let candidate = &text[index..end];
        let jwt = candidate.starts_with("eyJ")
            && candidate.split('.').filter(|part| !part.is_empty()).count() >= 2
            && candidate
                .split('.')
                .nth(1)
                .is_some_and(|part| part.starts_with("eyJ"));
        let key = KEY_PREFIXES.iter().any(|(prefix, shortest)| {
            candidate.starts_with(prefix)
                && candidate[prefix.len()..]
                    .bytes()
                    .take_while(|&byte| word(byte))
                    .count()
                    >= *shortest
        });
        if jwt || key {
            found.push(Credential {
                range: index..end,
                shape: Shape::Token,
            });
        }
        index = end.max(index + 1);
    }
}
