//! The direct writer: the payload's JSON bytes, as is or nested in another
//! document's string, with no intermediate value and no serde pass. Its one
//! entry point is [`write_payload`]; the tests hold it byte-equal to
//! [`Serialize`](serde::Serialize).

use std::ops::Range;

use serde::Serialize;

use super::{ErrorPayload, wire};

/// Appends `payload`'s compact JSON to `out`, as is or as the contents of a
/// JSON string: the same bytes as serializing it with serde_json (and
/// escaping that).
pub(super) fn write_payload(payload: &ErrorPayload<'_>, out: &mut Vec<u8>, nesting: Nesting) {
    out.reserve(96 + payload.description().len() + payload.code().len());
    push_structure(out, b"{", nesting);
    push_key(out, wire::ERROR_CATEGORY, nesting);
    push_string(out, payload.category().as_str(), nesting);
    push_structure(out, b",", nesting);
    push_key(out, wire::IS_RETRYABLE, nesting);
    out.extend_from_slice(if payload.is_retryable() {
        b"true"
    } else {
        b"false"
    });
    push_structure(out, b",", nesting);
    push_key(out, wire::DESCRIPTION, nesting);
    push_string(out, payload.description(), nesting);
    push_structure(out, b",", nesting);
    push_key(out, wire::CODE, nesting);
    push_string(out, payload.code(), nesting);
    if let Some(cause) = payload.cause() {
        push_structure(out, b",", nesting);
        push_key(out, wire::CAUSE, nesting);
        push_string(out, cause, nesting);
    }
    if let Some(ms) = payload.retry_after_ms() {
        push_structure(out, b",", nesting);
        push_key(out, wire::RETRY_AFTER_MS, nesting);
        let mut digits = [0u8; 20];
        let mut start = digits.len();
        let mut rest = ms;
        loop {
            start -= 1;
            digits[start] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        out.extend_from_slice(&digits[start..]);
    }
    if payload.outcome_unknown() {
        push_structure(out, b",", nesting);
        push_key(out, wire::OUTCOME_UNKNOWN, nesting);
        out.extend_from_slice(b"true");
    }
    if let Some(id) = payload.correlation_id() {
        push_structure(out, b",", nesting);
        push_key(out, wire::CORRELATION_ID, nesting);
        push_string(out, id, nesting);
    }
    if let Some(details) = payload.details() {
        push_structure(out, b",", nesting);
        push_key(out, wire::DETAILS, nesting);
        match nesting {
            Nesting::Plain => write_serialized(out, details),
            Nesting::InString => write_serialized_as_string_contents(out, details),
        }
    }
    push_structure(out, b"}", nesting);
}

/// Appends `"name":` (member names need no escaping).
fn push_key(out: &mut Vec<u8>, name: &str, nesting: Nesting) {
    push_structure(out, b"\"", nesting);
    out.extend_from_slice(name.as_bytes());
    push_structure(out, b"\":", nesting);
}

/// Serializes `value` as compact JSON onto `out`.
pub(crate) fn write_serialized<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) {
    // Writing to a Vec can't fail, and every type serialized here has string
    // keys only, so serde_json has no error to report.
    let written = serde_json::to_writer(&mut *out, value);
    debug_assert!(written.is_ok(), "serializing to a Vec failed");
}

/// Writes `value`'s compact JSON onto `out` as the contents of a JSON string
/// (quotes not included), escaped exactly as serde_json escapes strings.
fn write_serialized_as_string_contents<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) {
    let start = out.len();
    write_serialized(out, value);
    let json = start..out.len();
    push_escaped(out, json.clone());
    out.drain(json);
}

/// Appends `out[json]`, compact JSON that serde_json wrote, to `out` as the
/// contents of a JSON string (quotes not included), escaped exactly as
/// serde_json escapes strings.
///
/// serde_json writes no raw control character (it escapes them inside
/// strings, and writes none outside), so only `"` and `\` need escaping:
/// one scan and bulk copies.
fn push_escaped(out: &mut Vec<u8>, json: Range<usize>) {
    debug_assert!(
        out[json.clone()].iter().all(|&byte| byte >= 0x20),
        "serde_json wrote a raw control character"
    );
    out.reserve(json.len() + json.len() / 8);
    let mut run = json.start;
    for index in json.clone() {
        let byte = out[index];
        if byte == b'"' || byte == b'\\' {
            out.extend_from_within(run..index);
            out.push(b'\\');
            run = index;
        }
    }
    out.extend_from_within(run..json.end);
}

/// How a JSON text is written: as is, or as the contents of a JSON string
/// (a document carried in another's text field).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Nesting {
    Plain,
    InString,
}

/// Appends JSON punctuation and member names (no backslash in them).
fn push_structure(out: &mut Vec<u8>, text: &[u8], nesting: Nesting) {
    match nesting {
        Nesting::Plain => out.extend_from_slice(text),
        Nesting::InString => {
            for &byte in text {
                if byte == b'"' {
                    out.push(b'\\');
                }
                out.push(byte);
            }
        }
    }
}

/// Appends `text` as a JSON string, quotes included, escaped exactly as
/// serde_json escapes strings (and escaped again when nested).
fn push_string(out: &mut Vec<u8>, text: &str, nesting: Nesting) {
    push_structure(out, b"\"", nesting);
    push_string_content(out, text, nesting);
    push_structure(out, b"\"", nesting);
}

/// Appends `text` escaped as a JSON string's contents, without quotes.
fn push_string_content(out: &mut Vec<u8>, text: &str, nesting: Nesting) {
    let bytes = text.as_bytes();
    out.reserve(bytes.len());
    let mut start = 0;
    while let Some(offset) = find_special(&bytes[start..]) {
        let index = start + offset;
        out.extend_from_slice(&bytes[start..index]);
        push_escape(out, bytes[index], nesting);
        start = index + 1;
    }
    out.extend_from_slice(&bytes[start..]);
}

fn is_special(byte: u8) -> bool {
    byte < 0x20 || byte == b'"' || byte == b'\\'
}

/// The index of the first byte that JSON escapes; 16 bytes at a time, so
/// that the compiler turns the common case into a few vector compares.
fn find_special(bytes: &[u8]) -> Option<usize> {
    let mut offset = 0;
    for chunk in bytes.chunks_exact(16) {
        if chunk
            .iter()
            .fold(false, |any, &byte| any | is_special(byte))
        {
            break;
        }
        offset += 16;
    }
    bytes[offset..]
        .iter()
        .position(|&byte| is_special(byte))
        .map(|index| offset + index)
}

/// Appends serde_json's escape of `byte`, escaped again when nested.
fn push_escape(out: &mut Vec<u8>, byte: u8, nesting: Nesting) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let unicode;
    let escape: &[u8] = match byte {
        b'"' => b"\\\"",
        b'\\' => b"\\\\",
        b'\n' => b"\\n",
        b'\r' => b"\\r",
        b'\t' => b"\\t",
        0x08 => b"\\b",
        0x0c => b"\\f",
        _ => {
            unicode = [
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[usize::from(byte >> 4)],
                HEX[usize::from(byte & 0xf)],
            ];
            &unicode
        }
    };
    match nesting {
        Nesting::Plain => out.extend_from_slice(escape),
        Nesting::InString => {
            for &byte in escape {
                if byte == b'\\' || byte == b'"' {
                    out.push(b'\\');
                }
                out.push(byte);
            }
        }
    }
}

/// Text written into a JSON string's contents (the quotes are the
/// caller's), escaped as serde_json escapes strings: a `fmt::Write` target,
/// so text written in pieces needs no buffer of its own.
pub(crate) struct JsonStringContent<'a>(pub(crate) &'a mut Vec<u8>);

impl std::fmt::Write for JsonStringContent<'_> {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        push_string_content(self.0, text, Nesting::Plain);
        Ok(())
    }
}

/// Turns bytes this crate wrote with serde_json into a `String`.
pub(crate) fn into_string(bytes: Vec<u8>) -> String {
    // serde_json writes UTF-8 only, and string escaping copies whole
    // multi-byte sequences.
    String::from_utf8(bytes)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Map, Value};
    use std::time::Duration;

    /// Strings of the characters JSON escaping treats differently, in
    /// every combination a small generator reaches.
    fn strings() -> impl Iterator<Item = String> {
        const PIECES: &[&str] = &[
            "a",
            "\"",
            "\\",
            "\n",
            "\r",
            "\t",
            "\u{8}",
            "\u{c}",
            "\u{1}",
            "\u{1f}",
            "\u{7f}",
            "é",
            "😀",
            "/",
            "{}",
            "0123456789abcdef",
            " ",
        ];
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        (0..2000).map(move |round| {
            let len = round % 40;
            (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    PIECES[(state % PIECES.len() as u64) as usize]
                })
                .collect()
        })
    }

    #[test]
    fn the_direct_writer_writes_serde_json_bytes() {
        for (index, text) in strings().enumerate() {
            let mut details = Map::new();
            details.insert(text.clone(), Value::from(text.clone()));
            let payload = match index % 3 {
                0 => {
                    let payload = ErrorPayload::transient(
                        text.clone(),
                        text.clone(),
                        Some(Duration::from_millis(index as u64)),
                    );
                    if index % 2 == 0 {
                        payload.with_outcome_unknown()
                    } else {
                        payload
                    }
                }
                1 => ErrorPayload::business(text.clone(), text.clone())
                    .with_correlation_id(text.clone())
                    .with_details(details),
                _ => ErrorPayload::validation("code", text.clone()),
            };
            let serde = serde_json::to_vec(&payload).unwrap();
            let mut plain = Vec::new();
            payload.write_json_nested(&mut plain, Nesting::Plain);
            assert_eq!(plain, serde, "{text:?}");
            let mut nested = Vec::new();
            payload.write_json_nested(&mut nested, Nesting::InString);
            let as_string = serde_json::to_vec(std::str::from_utf8(&serde).unwrap()).unwrap();
            assert_eq!(nested, as_string[1..as_string.len() - 1], "{text:?}");
        }
    }
}
