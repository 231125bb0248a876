//! What a payload may carry: descriptions never blank and bounded, codes in
//! their alphabet, details bounded. Every constructor and the parser go
//! through these rules, so a payload that exists keeps them.

use std::borrow::Cow;
use std::fmt;
use std::time::Duration;

use serde_json::{Map, Value};

use crate::category::Category;
pub(crate) use toolerror_rules::lookalike::is_invisible;

// The limits a payload keeps, documented where users read them: the
// associated constants of `ErrorPayload`.
pub(crate) const MAX_DESCRIPTION_BYTES: usize = toolerror_rules::limits::MAX_DESCRIPTION_BYTES;
pub(crate) const TRUNCATION_MARKER: &str = " […description truncated]";
pub(crate) const MAX_CODE_BYTES: usize = toolerror_rules::limits::MAX_CODE_BYTES;
pub(crate) const MAX_DETAILS_BYTES: usize = 16 * 1024;

/// What stands in `details` for a value that failed to serialize. Not the
/// serializer's message: that can quote the value, and belongs to the
/// author, not the agent.
pub(crate) const NOT_SERIALIZABLE: &str = "<not serializable>";

/// How deep `details` nest: deeper values become `"[nested too deep]"`.
const MAX_DETAILS_DEPTH: usize = 32;

/// What an agent reads when a failure's description is blank: what the
/// category means and the next move, revealing nothing.
///
/// A payload never carries a blank description (empty, or only white space
/// and invisible characters such as U+200B): a template over an empty
/// field, an empty `Display` or `ErrorPayload::permission(code, "")` all
/// render this sentence instead, so that every payload this crate writes is
/// one its parser and its JSON Schema accept.
///
/// ```
/// use toolerror::{Category, ErrorPayload, fallback_description};
///
/// let payload = ErrorPayload::permission("denied", " \u{200b} ");
/// assert_eq!(payload.description(), fallback_description(Category::Permission));
/// assert!(ErrorPayload::from_json(&payload.to_json()).is_ok());
/// ```
#[must_use]
pub const fn fallback_description(category: Category) -> &'static str {
    match category {
        Category::Transient => {
            "The tool failed temporarily and gave no details. Retry the same call unchanged after a pause."
        }
        Category::Validation => {
            "The tool rejected the input and gave no details. Check the arguments against the tool's input schema, fix them, then retry."
        }
        Category::Business => {
            "The tool refused the request under a rule that applies on every attempt, and gave no details. Don't retry; take another path."
        }
        Category::Permission => {
            "The tool refused access and gave no details. Don't retry; escalate to a person or use other credentials."
        }
    }
}

/// What an unexpected failure's agent reads instead of its description:
/// that an internal error occurred, its reference when it has one, and
/// the category's next step (worded for a description that names nothing;
/// for a call that may have taken effect, that it may have).
pub(crate) fn masked_description(
    category: Category,
    outcome_unknown: bool,
    reference: Option<&str>,
) -> String {
    let next = match category {
        Category::Transient if outcome_unknown => OUTCOME_UNKNOWN_WORDS,
        Category::Transient => "Retry the same call unchanged after a pause.",
        Category::Validation => {
            "Check the arguments against the tool's input schema, fix them, then retry."
        }
        Category::Business => "Don't retry; take another path.",
        Category::Permission => "Don't retry; escalate to a person or use other credentials.",
    };
    match reference {
        Some(id) => format!("An internal error occurred; reference {id}. {next}"),
        None => format!("An internal error occurred. {next}"),
    }
}

/// Whether `text` shows nothing: only white space and characters that
/// show nothing ([`is_invisible`]: zero-width and direction marks, word
/// joiners, variation selectors, combining marks of every script, fillers,
/// BOM, tags, controls).
pub(crate) fn is_blank(text: &str) -> bool {
    text.chars().all(|c| c.is_whitespace() || is_invisible(c))
}

/// The description an agent reads: the category's fallback sentence when
/// `description` is blank, else `description` bounded.
pub(crate) fn agent_description(category: Category, description: Cow<'_, str>) -> Cow<'_, str> {
    if is_blank(&description) {
        Cow::Borrowed(fallback_description(category))
    } else {
        bound_description(description)
    }
}

/// What a failure whose call may have taken effect says, whatever its
/// description: a description written for the category ("Retry in a
/// minute.") would otherwise hide it, and only `outcomeUnknown` would tell.
pub(crate) const OUTCOME_UNKNOWN_WORDS: &str =
    "The call may or may not have taken effect: check before repeating it.";

/// `description` (already bounded) saying the call may have taken effect:
/// as is when it says so in the crate's words (its own sentence, or a
/// classification's "may or may not have taken effect"), else with
/// [`OUTCOME_UNKNOWN_WORDS`] after it, the description cut to leave them
/// room.
pub(crate) fn saying_outcome_unknown(description: Cow<'_, str>) -> Cow<'_, str> {
    if description.contains("may or may not have taken effect") {
        return description;
    }
    let room = MAX_DESCRIPTION_BYTES - OUTCOME_UNKNOWN_WORDS.len() - 1;
    let mut said = bound_text(description, room, TRUNCATION_MARKER).into_owned();
    let said_trimmed = said.trim_end().len();
    said.truncate(said_trimmed);
    said.push(' ');
    said.push_str(OUTCOME_UNKNOWN_WORDS);
    Cow::Owned(said)
}

/// Cuts `description` to [`ErrorPayload::MAX_DESCRIPTION_BYTES`](crate::ErrorPayload::MAX_DESCRIPTION_BYTES), ending it with
/// [`ErrorPayload::TRUNCATION_MARKER`](crate::ErrorPayload::TRUNCATION_MARKER).
pub(crate) fn bound_description(description: Cow<'_, str>) -> Cow<'_, str> {
    bound_text(description, MAX_DESCRIPTION_BYTES, TRUNCATION_MARKER)
}

/// Cuts `text` to at most `max` bytes on a char boundary, ending it with
/// `marker`. An owned text is cut in place: no second allocation, no copy.
pub(crate) fn bound_text<'t>(text: Cow<'t, str>, max: usize, marker: &str) -> Cow<'t, str> {
    if text.len() <= max {
        return text;
    }
    let mut cut = max.saturating_sub(marker.len());
    while !text.is_char_boundary(cut) {
        cut -= 1;
    }
    let mut bounded = match text {
        Cow::Owned(mut owned) => {
            owned.truncate(cut);
            owned
        }
        Cow::Borrowed(borrowed) => {
            let mut bounded = String::with_capacity(cut + marker.len());
            bounded.push_str(&borrowed[..cut]);
            bounded
        }
    };
    bounded.push_str(marker);
    Cow::Owned(bounded)
}

/// `delay` in whole milliseconds, as the wire carries it: rounded up (an
/// agent never retries sooner than asked) and at most `u64::MAX` ms.
pub(crate) fn bound_delay(delay: Duration) -> Duration {
    let millis = delay.as_nanos().div_ceil(1_000_000);
    Duration::from_millis(u64::try_from(millis).unwrap_or(u64::MAX))
}

/// Whether `c` may stand for itself in a code.
fn is_code_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.' | b':')
}

/// Whether `code` is in the wire alphabet: 1 to [`ErrorPayload::MAX_CODE_BYTES`](crate::ErrorPayload::MAX_CODE_BYTES) bytes of
/// code characters and `%XX` escapes.
pub(crate) fn is_wire_code(code: &str) -> bool {
    let bytes = code.as_bytes();
    if bytes.is_empty() || bytes.len() > MAX_CODE_BYTES {
        return false;
    }
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = |i: usize| {
                bytes
                    .get(i)
                    .is_some_and(|b| matches!(b, b'0'..=b'9' | b'A'..=b'F'))
            };
            if !(hex(index + 1) && hex(index + 2)) {
                return false;
            }
            index += 3;
        } else if is_code_char(bytes[index]) {
            index += 1;
        } else {
            return false;
        }
    }
    true
}

/// `code` in the wire alphabet (see [`ErrorPayload::MAX_CODE_BYTES`](crate::ErrorPayload::MAX_CODE_BYTES)); a code already in
/// it is kept as is, without a copy.
pub(crate) fn bound_code(code: Cow<'_, str>) -> Cow<'_, str> {
    // A code already on the wire (`%XX` escapes included) reads back as it
    // was written.
    if is_wire_code(&code) {
        return code;
    }
    if code.is_empty() {
        return Cow::Borrowed("unspecified");
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    const CUT: &str = "...";
    let mut escaped = String::with_capacity(code.len().min(MAX_CODE_BYTES));
    for &byte in code.as_bytes() {
        let piece_len = if is_code_char(byte) { 1 } else { 3 };
        if escaped.len() + piece_len > MAX_CODE_BYTES - CUT.len() {
            escaped.push_str(CUT);
            return Cow::Owned(escaped);
        }
        if is_code_char(byte) {
            escaped.push(char::from(byte));
        } else {
            escaped.push('%');
            escaped.push(char::from(HEX[usize::from(byte >> 4)]));
            escaped.push(char::from(HEX[usize::from(byte & 0xf)]));
        }
    }
    Cow::Owned(escaped)
}

/// `details` within [`ErrorPayload::MAX_DETAILS_BYTES`](crate::ErrorPayload::MAX_DETAILS_BYTES) and `MAX_DETAILS_DEPTH`.
pub(crate) fn bound_details(details: Map<String, Value>) -> Map<String, Value> {
    fn shallow(value: Value, depth: usize) -> Value {
        match value {
            Value::Array(items) if depth >= MAX_DETAILS_DEPTH && !items.is_empty() => {
                Value::String("[nested too deep]".into())
            }
            Value::Object(members) if depth >= MAX_DETAILS_DEPTH && !members.is_empty() => {
                Value::String("[nested too deep]".into())
            }
            Value::Array(items) => Value::Array(
                items
                    .into_iter()
                    .map(|item| shallow(item, depth + 1))
                    .collect(),
            ),
            Value::Object(members) => Value::Object(
                members
                    .into_iter()
                    .map(|(key, item)| (key, shallow(item, depth + 1)))
                    .collect(),
            ),
            scalar => scalar,
        }
    }
    fn nests_too_deep(value: &Value, depth: usize) -> bool {
        match value {
            Value::Array(items) => {
                depth >= MAX_DETAILS_DEPTH && !items.is_empty()
                    || items.iter().any(|item| nests_too_deep(item, depth + 1))
            }
            Value::Object(members) => {
                depth >= MAX_DETAILS_DEPTH && !members.is_empty()
                    || members.values().any(|item| nests_too_deep(item, depth + 1))
            }
            _ => false,
        }
    }
    // The common case, small and shallow, is returned as it came.
    let deep = details.values().any(|value| nests_too_deep(value, 1));
    let details = if deep {
        details
            .into_iter()
            .map(|(key, value)| (key, shallow(value, 1)))
            .collect()
    } else {
        details
    };
    let size = |key: &str, value: &Value| {
        // `"key":value,`
        let mut counter = ByteCounter(0);
        let _ = serde_json::to_writer(&mut counter, key);
        let _ = serde_json::to_writer(&mut counter, value);
        counter.0 + 2
    };
    // `{` `}`, and one comma fewer than members.
    let total: usize = match details.len() {
        0 => 2,
        _ => {
            1 + details
                .iter()
                .map(|(key, value)| size(key, value))
                .sum::<usize>()
        }
    };
    if total <= MAX_DETAILS_BYTES {
        return details;
    }
    // Room for the `_truncated` member itself.
    let budget = MAX_DETAILS_BYTES - 128;
    let count = details.len();
    let mut used = 2;
    let mut kept = Map::new();
    for (key, value) in details {
        let cost = size(&key, &value);
        if used + cost > budget {
            break;
        }
        used += cost;
        kept.insert(key, value);
    }
    let left_out = count - kept.len();
    kept.insert(
        "_truncated".into(),
        Value::String(format!(
            "{left_out} more member{} left out: details are bounded to {MAX_DETAILS_BYTES} bytes",
            if left_out == 1 { "" } else { "s" }
        )),
    );
    kept
}

/// Counts the bytes written to it.
struct ByteCounter(usize);

impl std::io::Write for ByteCounter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0 += bytes.len();
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Formats a description, keeping at most a few bytes more than
/// [`ErrorPayload::MAX_DESCRIPTION_BYTES`](crate::ErrorPayload::MAX_DESCRIPTION_BYTES): renderers cut there anyway, so a huge field is
/// never copied whole. The text stays longer than the bound when it was
/// longer, so that renderers still mark the cut.
///
/// Unlike `format!`, a `Display` impl that fails ends the text rather than
/// panicking.
pub(crate) fn format_description(args: fmt::Arguments<'_>) -> String {
    struct Bounded(String);

    impl fmt::Write for Bounded {
        fn write_str(&mut self, text: &str) -> fmt::Result {
            // Up to 4 bytes past the bound: a cut on a char boundary still
            // leaves the text over it.
            let room = (MAX_DESCRIPTION_BYTES + 4).saturating_sub(self.0.len());
            if text.len() <= room {
                self.0.push_str(text);
                return Ok(());
            }
            let mut cut = room;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            self.0.push_str(&text[..cut]);
            Err(fmt::Error)
        }
    }

    if let Some(text) = args.as_str() {
        return text.to_owned();
    }
    let mut out = Bounded(String::with_capacity(128));
    // An error means the bound was reached (or a `Display` impl failed):
    // the text so far is the description.
    let _ = fmt::Write::write_fmt(&mut out, args);
    out.0
}

/// Writes a delay in words: "30 seconds", "1 minute 30 seconds", "2 hours",
/// "250 milliseconds"; "a moment" when there is none. A description's
/// `{retry_after}` and a failure's sentence say it so.
pub(crate) fn write_delay_words(out: &mut impl fmt::Write, delay: Option<Duration>) -> fmt::Result {
    let Some(delay) = delay.filter(|delay| !delay.is_zero()) else {
        return out.write_str("a moment");
    };
    let milliseconds = delay.as_millis();
    if milliseconds < 1000 {
        return write_unit(out, milliseconds.max(1), "millisecond");
    }
    // Whole seconds, rounded: a delay is a hint, not a deadline.
    let seconds = (milliseconds + 500) / 1000;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    let parts = [(hours, "hour"), (minutes, "minute"), (seconds, "second")];
    let mut shown = parts
        .iter()
        .skip_while(|(count, _)| *count == 0)
        .take(2)
        .filter(|(count, _)| *count > 0);
    if let Some((count, unit)) = shown.next() {
        write_unit(out, *count, unit)?;
    }
    for (count, unit) in shown {
        out.write_char(' ')?;
        write_unit(out, *count, unit)?;
    }
    Ok(())
}

/// "1 second", "30 seconds".
fn write_unit(out: &mut impl fmt::Write, count: u128, unit: &str) -> fmt::Result {
    write!(out, "{count} {unit}")?;
    if count == 1 {
        Ok(())
    } else {
        out.write_char('s')
    }
}
