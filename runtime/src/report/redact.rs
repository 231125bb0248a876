//! Secrets out of the logs: what a failure's log line quotes of an error
//! (its `Display` and sources: an upstream's body, a URL, a connection
//! string) passes here first, and every credential-shaped span is replaced
//! by `[redacted]`; the line is bounded too. Logs are shipped to third
//! parties; an internal detail helps whoever reads them, a secret helps an
//! attacker.
//!
//! What is recognised, whatever surrounds it, is `toolerror-rules`'
//! credential finder, the one `toolerror-audit` reports leaks with: the
//! user and password of a URL (`postgres://app:hunter2@db/…`); the value
//! after `Bearer`, `Basic`, `Token`, `Digest` and `ApiKey`; the value of
//! a secret-named key (`password=…`, `"api_key": "…"`, `db_password: …`,
//! `cookie`, `session`, `signature`…); PEM private keys; JSON Web Tokens;
//! and API keys of well-known shapes (`sk-…`, `sk_live_…`, `hf_…`,
//! `ghp_…`, `github_pat_…`, `glpat-…`, `xoxb-…`, `AKIA…`, `AIza…`).
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
    let spans = toolerror_rules::credentials::find(text)
        .into_iter()
        .map(|credential| credential.range)
        .collect();
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
