//! Text helpers shared by the checks and the report, and [`Shown`], the
//! one way a server's text reaches a terminal.

use std::fmt;

/// The most bytes of a server's text a finding quotes.
pub const EVIDENCE_BYTES: usize = 300;

/// The most bytes a finding's evidence keeps, whatever a check wrote:
/// evidence is bounded where it is recorded.
pub const EVIDENCE_MAX: usize = 1024;

/// The most bytes of one string of an answer the checks read: longer
/// strings are cut before any pattern is looked for
/// ([`Answer::bounded`](crate::answer::Answer::bounded)); the answer's
/// size on the wire is kept apart.
pub const INPUT_BYTES: usize = 16 * 1024;

/// Whether `c` must not reach a terminal as itself: C0 and C1 controls
/// and DEL (escapes a terminal obeys, line breaks that fake report
/// lines), and the bidirectional controls and separators that reorder
/// or break what is shown.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}' | '\u{2029}' | '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// Text a server chose, as it is shown: every character [`is_unsafe`]
/// escaped (`\u{1b}`), cut to a number of bytes (as shown) with `…`. The
/// text report, the progress lines and the error messages print every
/// server-chosen string through it.
#[derive(Debug, Clone, Copy)]
pub struct Shown<'a> {
    text: &'a str,
    max: usize,
}

impl<'a> Shown<'a> {
    /// A name (the server's, a tool's, an argument's): at most
    /// [`SHOWN_BYTES`].
    pub fn name(text: &'a str) -> Self {
        Shown {
            text,
            max: SHOWN_BYTES,
        }
    }

    /// A longer text (evidence, a reason): at most [`EVIDENCE_MAX`].
    pub fn text(text: &'a str) -> Self {
        Shown {
            text,
            max: EVIDENCE_MAX,
        }
    }
}

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut written = 0;
        let mut buffer = [0u8; 4];
        for c in self.text.chars() {
            let escaped;
            let piece: &str = if is_unsafe(c) {
                escaped = c.escape_unicode().to_string();
                &escaped
            } else {
                c.encode_utf8(&mut buffer)
            };
            if written + piece.len() > self.max.saturating_sub('…'.len_utf8()) {
                return f.write_str("…");
            }
            f.write_str(piece)?;
            written += piece.len();
        }
        Ok(())
    }
}

/// A JSON document with every character [`is_unsafe`] left raw by the
/// serializer (C1 controls, DEL, bidirectional controls; it escapes C0)
/// written as a `\uXXXX` escape: the same document, safe on a terminal.
pub fn json_safe(json: String) -> String {
    if !json.chars().any(is_unsafe) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if is_unsafe(c) && c != '\n' {
            // Outside strings the serializer writes no such character; a
            // character past U+FFFF would be two escapes, and none is one.
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// Evidence as a finding keeps it: [`EVIDENCE_MAX`] bytes at most.
pub fn bounded_evidence(evidence: String) -> String {
    if evidence.len() <= EVIDENCE_MAX {
        return evidence;
    }
    format!("{}…", head(&evidence, EVIDENCE_MAX - '…'.len_utf8()))
}

/// `text` on one line (line breaks and tabs shown as `⏎` and spaces), cut
/// to at most `max` bytes at a character boundary, with `…` when cut.
pub fn cut(text: &str, max: usize) -> String {
    let flat: String = text
        .trim()
        .chars()
        .map(|c| match c {
            '\n' => '⏎',
            '\r' | '\t' => ' ',
            c if is_unsafe(c) => ' ',
            c => c,
        })
        .collect();
    if flat.len() <= max {
        return flat;
    }
    format!("{}…", head(&flat, max.saturating_sub('…'.len_utf8())))
}

/// A name the server chose (its own, a tool's) as the reports print it:
/// [`Shown::name`], as a string.
pub fn shown_name(name: &str) -> String {
    Shown::name(name).to_string()
}

/// The longest start of `text` of at most `max` bytes that ends on a
/// character boundary (a byte index could fall inside a character).
pub fn head(text: &str, max: usize) -> &str {
    if text.len() <= max {
        return text;
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}

/// What the audit's oversized strings repeat, so that an answer echoing
/// one is recognised.
pub const OVERSIZED_UNIT: &str = "toolerror-audit-oversized-";

/// The longest a server-chosen name or an argument is shown, in bytes.
pub const SHOWN_BYTES: usize = 120;

/// Quotes `text` for a finding: the audit's own oversized string, where
/// it is echoed, shown by its length; cut to [`EVIDENCE_BYTES`].
pub fn quote(text: &str) -> String {
    let echoed = OVERSIZED_UNIT.repeat(2);
    let text = match text.find(&echoed) {
        Some(start) => {
            let run = text[start..]
                .bytes()
                .zip(OVERSIZED_UNIT.bytes().cycle())
                .take_while(|(a, b)| a == b)
                .count();
            format!(
                "{}{OVERSIZED_UNIT}…({run} bytes of the oversized argument){}",
                &text[..start],
                &text[start + run..]
            )
        }
        None => text.to_owned(),
    };
    format!("\"{}\"", cut(&text, EVIDENCE_BYTES))
}

/// The words a server wrote, without the wrapper its SDK puts around a
/// raised error: "Error executing tool NAME: " (the Python SDK), "Error
/// calling tool 'NAME': " (FastMCP), "MCP error -32602: " (the TypeScript
/// SDK), a leading "Error: ".
pub fn without_sdk_prefix(text: &str) -> &str {
    let mut text = text.trim();
    // Split at the colon, then trim: a raised `Exception()` leaves
    // "Error executing tool x:" with nothing after it once trimmed, and
    // a server that drops the message "Error executing tool x", the
    // tool's name alone.
    for wrapper in ["Error executing tool ", "Error calling tool "] {
        if let Some(rest) = text.strip_prefix(wrapper) {
            if let Some((_, after)) = rest.split_once(':') {
                text = after.trim();
            } else if !rest.contains(char::is_whitespace) {
                text = "";
            }
        }
    }
    if let Some(rest) = text.strip_prefix("MCP error ")
        && let Some((code, after)) = rest.split_once(": ")
        && code
            .trim_start_matches('-')
            .chars()
            .all(|c| c.is_ascii_digit())
    {
        text = after.trim_start();
    }
    for prefix in ["Error:", "error:", "ERROR:"] {
        if let Some(rest) = text.strip_prefix(prefix) {
            text = rest.trim();
        }
    }
    text
}

/// The absolute paths `announced` names (a directory on the server's
/// command line, a repository in a tool's description), without a
/// trailing separator; the root alone is none.
pub fn announced_paths(announced: &[String]) -> Vec<&str> {
    announced
        .iter()
        .flat_map(|text| {
            text.split(|c: char| {
                c.is_whitespace()
                    || matches!(
                        c,
                        '"' | '\'' | '`' | ',' | ';' | '(' | ')' | '=' | '<' | '>'
                    )
            })
        })
        .map(|token| {
            token
                .trim_end_matches(['.', ':'])
                .trim_end_matches(['/', '\\'])
        })
        .filter(|token| {
            (token.starts_with('/') && token.len() > 1)
                || (token.len() > 3 && token.as_bytes()[1] == b':' && token.as_bytes()[2] == b'\\')
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{cut, head, quote, without_sdk_prefix};

    #[test]
    fn names_show_control_characters_escaped() {
        assert_eq!(
            super::shown_name("fine\u{1b}]0;pwned\u{7}\nNo findings."),
            "fine\\u{1b}]0;pwned\\u{7}\\u{a}No findings."
        );
        assert_eq!(super::shown_name("get_user"), "get_user");
        assert!(super::shown_name(&"é".repeat(100)).len() <= 120);
    }

    #[test]
    fn heads_end_on_character_boundaries() {
        assert_eq!(head("€€", 4), "€");
        assert_eq!(head("€€", 2), "");
        assert_eq!(head("abc", 10), "abc");
        assert_eq!(head("abc", 2), "ab");
    }

    #[test]
    fn an_echoed_oversized_argument_is_shown_by_its_length() {
        let echoed = format!("KeyError: '{}'", "toolerror-audit-oversized-".repeat(100));
        assert_eq!(
            quote(&echoed),
            "\"KeyError: 'toolerror-audit-oversized-…(2600 bytes of the oversized argument)'\""
        );
        assert_eq!(quote("plain"), "\"plain\"");
    }

    #[test]
    fn evidence_is_one_line_and_bounded() {
        assert_eq!(cut("a\nb\tc", 100), "a⏎b c");
        let long = "é".repeat(400);
        let quoted = cut(&long, 300);
        assert!(quoted.len() <= 300, "{}", quoted.len());
        assert!(quoted.ends_with('…'));
    }

    #[test]
    fn sdk_wrappers_are_taken_off() {
        assert_eq!(
            without_sdk_prefix("Error executing tool create_invoice: Operation failed"),
            "Operation failed"
        );
        assert_eq!(
            without_sdk_prefix("MCP error -32602: Tool x not found"),
            "Tool x not found"
        );
        assert_eq!(
            without_sdk_prefix("Error: Operation failed"),
            "Operation failed"
        );
        assert_eq!(without_sdk_prefix("Error executing tool a_empty: "), "");
        assert_eq!(without_sdk_prefix("Error executing tool b: None"), "None");
        assert_eq!(without_sdk_prefix("Error:"), "");
        // The tool's name alone: the message dropped.
        assert_eq!(
            without_sdk_prefix("Error executing tool schema_definitions"),
            ""
        );
        assert_eq!(
            without_sdk_prefix("Error executing tool x failed twice"),
            "Error executing tool x failed twice"
        );
        assert_eq!(
            without_sdk_prefix("The booking B-7 doesn't exist."),
            "The booking B-7 doesn't exist."
        );
    }
}
