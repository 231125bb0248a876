//! Secrets out of the logs: what a failure's log line quotes of an error
//! (its `Display` and sources: an upstream's body, a URL, a connection
//! string) passes here first, and every credential-shaped span is replaced
//! by `[redacted]`; the line is bounded too. Logs are shipped to third
//! parties; an internal detail helps whoever reads them, a secret helps an
//! attacker.
//!
//! What is recognised, whatever surrounds it:
//!
//! - the user and password of a URL (`postgres://app:hunter2@db/…`);
//! - the value after `Bearer`, `Basic`, `Token`, `Digest` and `ApiKey`
//!   (an `Authorization` header's);
//! - the value of a secret-named key, in `key=value`, `key: value` and
//!   JSON `"key": "value"` forms: `password`, `passwd`, `pwd`, `secret`,
//!   `token`, `api_key` / `apikey` / `api-key`, `access_token`,
//!   `refresh_token`, `id_token`, `client_secret`, `private_key`,
//!   `authorization`, `cookie`, `session`, `credential`, `signature`, and
//!   any key ending in one of them (`db_password`, `x-api-key`);
//! - PEM private keys (`-----BEGIN … PRIVATE KEY-----` to its end);
//! - JSON Web Tokens (`eyJ….eyJ….…`);
//! - API keys of well-known shapes: `sk-…`, `sk_live_…`, `rk_live_…`,
//!   `ghp_…` and GitHub's other prefixes, `github_pat_…`, `glpat-…`,
//!   `xox[abpr]-…`, `AKIA…`, `AIza…`.
//!
//! A shape of your own is added with [`add_redaction`].

// Without a logging feature nothing is logged, so nothing is redacted;
// `add_redaction` stays, so code calling it builds either way.
#![cfg_attr(not(any(feature = "tracing", feature = "log")), allow(dead_code))]

use std::borrow::Cow;
use std::ops::Range;
use std::sync::RwLock;

/// What stands where a secret was.
pub(crate) const REDACTED: &str = "[redacted]";

/// The most of an error's words a log line keeps.
pub(crate) const MAX_LOGGED_ERROR_BYTES: usize = 8 * 1024;

/// A redaction of a shape of the user's own: the text with it replaced.
type Redaction = fn(&str) -> Cow<'_, str>;

/// Redactions added with [`add_redaction`], run after the built-in ones.
static ADDED: RwLock<Vec<Redaction>> = RwLock::new(Vec::new());

/// Adds a redaction for a secret of your own shape (an internal token
/// format, a customer number): `redact` gets the text a failure's log line
/// is about to quote, after the built-in redactions, and returns it with
/// the secret replaced. Every failure logged from then on goes through it.
///
/// ```
/// use std::borrow::Cow;
///
/// fn internal_tokens(text: &str) -> Cow<'_, str> {
///     match text.find("itk_") {
///         Some(start) => {
///             let end = text[start..]
///                 .find(|c: char| !c.is_ascii_alphanumeric() && c != '_')
///                 .map_or(text.len(), |offset| start + offset);
///             Cow::Owned(format!("{}[internal token]{}", &text[..start], &text[end..]))
///         }
///         None => Cow::Borrowed(text),
///     }
/// }
///
/// toolerror::report::add_redaction(internal_tokens);
/// ```
pub fn add_redaction(redact: Redaction) {
    // A poisoned lock still holds the list: a panic elsewhere can't turn
    // redaction off.
    ADDED
        .write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .push(redact);
}

/// `text` with every secret replaced by [`REDACTED`], cut to
/// [`MAX_LOGGED_ERROR_BYTES`] on a character boundary.
pub(crate) fn redacted(text: &str) -> String {
    // Only what the line keeps is scanned, so the scans' cost is bounded
    // whatever an upstream sends; a secret cut at the end is cut anyway.
    let mut scanned = text.len().min(2 * MAX_LOGGED_ERROR_BYTES);
    while !text.is_char_boundary(scanned) {
        scanned -= 1;
    }
    let text = &text[..scanned];
    let mut spans = Vec::new();
    url_credentials(text, &mut spans);
    scheme_values(text, &mut spans);
    secret_pairs(text, &mut spans);
    private_keys(text, &mut spans);
    tokens(text, &mut spans);
    let mut out = replaced(text, spans);
    let added = ADDED
        .read()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    for redact in added.iter() {
        if let Cow::Owned(changed) = redact(&out) {
            out = changed;
        }
    }
    if out.len() > MAX_LOGGED_ERROR_BYTES {
        let mut end = MAX_LOGGED_ERROR_BYTES;
        while !out.is_char_boundary(end) {
            end -= 1;
        }
        out.truncate(end);
        out.push_str(" […]");
    }
    out
}

/// `text` with `spans` (in any order, overlapping or not) replaced.
fn replaced(text: &str, mut spans: Vec<Range<usize>>) -> String {
    spans.sort_by_key(|span| span.start);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for span in spans {
        if span.end <= at {
            continue;
        }
        let start = span.start.max(at);
        out.push_str(&text[at..start]);
        if start == span.start {
            out.push_str(REDACTED);
        }
        at = span.end;
    }
    out.push_str(&text[at..]);
    out
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
fn url_credentials(text: &str, spans: &mut Vec<Range<usize>>) {
    let bytes = text.as_bytes();
    let mut from = 0;
    while let Some(offset) = text[from..].find("://") {
        let start = from + offset + 3;
        let end = bytes[start..]
            .iter()
            .position(|&byte| b"/?#".contains(&byte) || !in_value(byte))
            .map_or(bytes.len(), |offset| start + offset);
        if let Some(at) = text[start..end].rfind('@') {
            spans.push(start..start + at);
        }
        from = start;
    }
}

/// The schemes of an `Authorization` value.
const SCHEMES: [&str; 5] = ["bearer", "basic", "token", "digest", "apikey"];

/// `Bearer <token>`, `Basic <credentials>` and the like.
fn scheme_values(text: &str, spans: &mut Vec<Range<usize>>) {
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
                    spans.push(value..value_end);
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
fn secret_pairs(text: &str, spans: &mut Vec<Range<usize>>) {
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
            spans.push(value..end);
        }
    }
}

/// `-----BEGIN … PRIVATE KEY-----` to the matching end line, or to the
/// end of the text when it was cut.
fn private_keys(text: &str, spans: &mut Vec<Range<usize>>) {
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
        spans.push(start..end);
        from = end;
    }
}

/// Prefixes of well-known API keys, and the shortest key after them.
const KEY_PREFIXES: [(&str, usize); 16] = [
    ("sk-", 16),
    ("sk_live_", 16),
    ("sk_test_", 16),
    ("rk_live_", 16),
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
    ("AKIA", 16),
    ("AIza", 30),
];

/// JSON Web Tokens and API keys of well-known shapes, as whole words.
fn tokens(text: &str, spans: &mut Vec<Range<usize>>) {
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
            spans.push(index..end);
        }
        index = end.max(index + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::redacted;

    #[test]
    fn each_shape_is_redacted_and_the_rest_kept() {
        let cases = [
            (
                "connect postgres://app:hunter2@db.internal:5432/orders failed",
                "connect postgres://[redacted]@db.internal:5432/orders failed",
            ),
            (
                "Authorization: Bearer abcdef0123456789xyz rejected",
                "Authorization: [redacted] rejected",
            ),
            ("password=hunter2&user=ana", "password=[redacted]&user=ana"),
            (
                r#"{"user": "ana", "db_password": "hunter2", "retry": true}"#,
                r#"{"user": "ana", "db_password": "[redacted]", "retry": true}"#,
            ),
            ("X-Api-Key: 0123456789abcdef", "X-Api-Key: [redacted]"),
            (
                r#"{"password": "ab\"cdSECRET", "user": "ana"}"#,
                r#"{"password": "[redacted]", "user": "ana"}"#,
            ),
            (
                "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl expired",
                "token [redacted] expired",
            ),
            (
                "key sk-proj0123456789abcdefghij was revoked",
                "key [redacted] was revoked",
            ),
            ("aws AKIAIOSFODNN7EXAMPLE denied", "aws [redacted] denied"),
            (
                "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY----- after",
                "[redacted] after",
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(redacted(text), expected, "{text}");
        }
    }

    #[test]
    fn ordinary_words_stay() {
        for text in [
            "token verification failed",
            "Basic authentication required",
            "Bearer credentials were refused",
            "token expired for booking B-2041",
            "the basic plan has no refunds",
            "GET https://api.example.com/v1/bookings/B-2041 returned 503",
            "passwords must be 12 characters",
            "sketch-artist was not found",
            "at src/db.rs:42: connection reset",
        ] {
            assert_eq!(redacted(text), text);
        }
    }

    #[test]
    fn a_hostile_text_is_scanned_only_as_far_as_the_line_keeps() {
        // Separators after a secret-named key, repeated: each one scans
        // on, so only a bounded head may be scanned.
        let text = "token:".repeat(200_000);
        let out = redacted(&text);
        assert!(out.len() <= super::MAX_LOGGED_ERROR_BYTES + " […]".len());
        assert!(out.starts_with("token:"), "{}", &out[..40]);
    }

    #[test]
    fn a_long_text_is_cut_on_a_character_boundary() {
        let text = "é".repeat(super::MAX_LOGGED_ERROR_BYTES);
        let out = redacted(&text);
        assert!(out.len() <= super::MAX_LOGGED_ERROR_BYTES + " […]".len());
        assert!(out.ends_with(" […]"));
    }
}
