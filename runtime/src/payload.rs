//! The error payload: the JSON object an agent reads to decide its next move.

use std::borrow::Cow;
use std::fmt;
use std::ops::Range;
use std::time::Duration;

use serde::de::{self, Deserializer};
use serde::ser::{SerializeMap, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::category::Category;
use crate::tool_error::ToolError;

/// The longest description, in bytes, that a payload carries.
///
/// A longer one is cut on a character boundary and ends with
/// [`TRUNCATION_MARKER`], the whole staying within this bound, so that one
/// error can't flood the model's context.
pub const MAX_DESCRIPTION_BYTES: usize = 4096;

/// What ends a description that was cut to [`MAX_DESCRIPTION_BYTES`].
pub const TRUNCATION_MARKER: &str = " […description truncated]";

/// The longest code, in bytes.
///
/// A code is a stable machine name of ASCII letters, digits and `_` `-`
/// `.` `:` (the derive accepts nothing else). A code built at run time is
/// made to fit: every other character is written as `%XX`, one per UTF-8
/// byte (so a zero-width character can't make two codes look equal), an
/// empty code becomes `unspecified`, and a code longer than this bound is
/// cut and ends with `...`.
pub const MAX_CODE_BYTES: usize = 128;

/// The most bytes `details` take on the wire.
///
/// Members that don't fit are left out, in order from the first that
/// doesn't, and a member `"_truncated"` says how many; values nested deeper
/// than [`MAX_DETAILS_DEPTH`] are replaced by a marker string. So a payload
/// always reads back with any JSON parser's default nesting limit.
pub const MAX_DETAILS_BYTES: usize = 16 * 1024;

/// How deep `details` nest: deeper values become `"[nested too deep]"`.
pub const MAX_DETAILS_DEPTH: usize = 32;

/// The structured error an agent reads: category, retryability, description,
/// code, and optionally a retry delay and exposed details.
///
/// On the wire (camelCase, members in this order):
///
/// ```json
/// {"errorCategory":"business","isRetryable":false,
///  "description":"Refund of $140 exceeds the $100 automatic refund ceiling. …",
///  "code":"refund_over_limit"}
/// ```
///
/// `isRetryable` is not stored: it is written from the category, so a
/// retryable business or permission payload can't be built. A payload is made
/// by one constructor per category, or from any [`ToolError`]:
///
/// ```
/// use std::time::Duration;
/// use toolerror::ErrorPayload;
///
/// let payload = ErrorPayload::transient(
///     "payment_timeout",
///     "The payment service timed out. Retry in 30 seconds.",
///     Some(Duration::from_secs(30)),
/// );
/// assert!(payload.is_retryable());
/// assert_eq!(
///     payload.to_json(),
///     r#"{"errorCategory":"transient","isRetryable":true,"description":"The payment service timed out. Retry in 30 seconds.","code":"payment_timeout","retryAfterMs":30000}"#
/// );
///
/// let parsed = ErrorPayload::from_json(&payload.to_json())?;
/// assert_eq!(parsed, payload);
/// # Ok::<(), toolerror::PayloadError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorPayload<'a> {
    category: Category,
    description: Cow<'a, str>,
    code: Cow<'a, str>,
    retry_after: Option<Duration>,
    details: Option<Map<String, Value>>,
}

impl<'a> ErrorPayload<'a> {
    fn new(
        category: Category,
        code: impl Into<Cow<'a, str>>,
        description: impl Into<Cow<'a, str>>,
    ) -> Self {
        ErrorPayload {
            category,
            description: agent_description(category, description.into()),
            code: bound_code(code.into()),
            retry_after: None,
            details: None,
        }
    }

    /// A transient failure: retry unchanged, after `retry_after` if given.
    pub fn transient(
        code: impl Into<Cow<'a, str>>,
        description: impl Into<Cow<'a, str>>,
        retry_after: Option<Duration>,
    ) -> Self {
        ErrorPayload {
            retry_after,
            ..ErrorPayload::new(Category::Transient, code, description)
        }
    }

    /// A validation failure: the description says which input to fix.
    pub fn validation(code: impl Into<Cow<'a, str>>, description: impl Into<Cow<'a, str>>) -> Self {
        ErrorPayload::new(Category::Validation, code, description)
    }

    /// A business-rule failure: never retryable.
    pub fn business(code: impl Into<Cow<'a, str>>, description: impl Into<Cow<'a, str>>) -> Self {
        ErrorPayload::new(Category::Business, code, description)
    }

    /// A permission failure: never retryable; the description must reveal no
    /// data.
    pub fn permission(code: impl Into<Cow<'a, str>>, description: impl Into<Cow<'a, str>>) -> Self {
        ErrorPayload::new(Category::Permission, code, description)
    }

    /// The payload of any [`ToolError`], borrowing its code and description.
    ///
    /// A retry delay is kept for transient errors only.
    pub fn from_error<E: ToolError + ?Sized>(error: &'a E) -> Self {
        let category = error.category();
        ErrorPayload {
            retry_after: match category {
                Category::Transient => error.retry_after(),
                _ => None,
            },
            details: error.details().map(bound_details),
            ..ErrorPayload::new(category, error.code(), error.description())
        }
    }

    /// Adds details the agent may see; they are written as `details`,
    /// bounded (see [`MAX_DETAILS_BYTES`]).
    #[must_use]
    pub fn with_details(mut self, details: Map<String, Value>) -> Self {
        self.details = Some(bound_details(details));
        self
    }

    /// The category.
    #[must_use]
    pub fn category(&self) -> Category {
        self.category
    }

    /// Whether retrying can help; follows from the category.
    #[must_use]
    pub fn is_retryable(&self) -> bool {
        self.category.is_retryable()
    }

    /// The agent-facing description: never blank (see
    /// [`fallback_description`]), and bounded.
    #[must_use]
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The machine code, in the code alphabet (see [`MAX_CODE_BYTES`]).
    #[must_use]
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The retry delay (transient payloads only).
    #[must_use]
    pub fn retry_after(&self) -> Option<Duration> {
        self.retry_after
    }

    /// The exposed details, if any.
    #[must_use]
    pub fn details(&self) -> Option<&Map<String, Value>> {
        self.details.as_ref()
    }

    /// A payload that owns all its data.
    #[must_use]
    pub fn into_owned(self) -> ErrorPayload<'static> {
        ErrorPayload {
            category: self.category,
            description: Cow::Owned(self.description.into_owned()),
            code: Cow::Owned(self.code.into_owned()),
            retry_after: self.retry_after,
            details: self.details,
        }
    }

    /// The payload as compact JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        let mut out = Vec::with_capacity(128 + self.description.len());
        self.write_json(&mut out);
        into_string(out)
    }

    /// Appends the payload as compact JSON to `out`.
    pub fn write_json(&self, out: &mut Vec<u8>) {
        self.write_json_nested(out, Nesting::Plain);
    }

    /// Appends the payload's compact JSON to `out`, as is or as the contents
    /// of a JSON string: the same bytes as serializing it with serde_json
    /// (and escaping that), written directly.
    pub(crate) fn write_json_nested(&self, out: &mut Vec<u8>, nesting: Nesting) {
        out.reserve(96 + self.description.len() + self.code.len());
        push_structure(out, br#"{"errorCategory":"#, nesting);
        push_string(out, self.category.as_str(), nesting);
        push_structure(out, br#","isRetryable":"#, nesting);
        out.extend_from_slice(if self.is_retryable() {
            b"true"
        } else {
            b"false"
        });
        push_structure(out, br#","description":"#, nesting);
        push_string(out, &self.description, nesting);
        push_structure(out, br#","code":"#, nesting);
        push_string(out, &self.code, nesting);
        if let Some(ms) = self.retry_after_ms() {
            push_structure(out, br#","retryAfterMs":"#, nesting);
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
        if let Some(details) = &self.details {
            push_structure(out, br#","details":"#, nesting);
            match nesting {
                Nesting::Plain => write_serialized(out, details),
                Nesting::InString => write_serialized_as_string_contents(out, details),
            }
        }
        push_structure(out, b"}", nesting);
    }

    /// The payload as a JSON object value.
    #[must_use]
    pub fn to_value(&self) -> Value {
        let mut object = Map::new();
        object.insert("errorCategory".into(), self.category.as_str().into());
        object.insert("isRetryable".into(), self.is_retryable().into());
        object.insert("description".into(), self.description().into());
        object.insert("code".into(), self.code().into());
        if let Some(ms) = self.retry_after_ms() {
            object.insert("retryAfterMs".into(), ms.into());
        }
        if let Some(details) = &self.details {
            object.insert("details".into(), Value::Object(details.clone()));
        }
        Value::Object(object)
    }

    /// Parses a payload from JSON text, checking it is consistent.
    ///
    /// # Errors
    ///
    /// [`PayloadError`] says what is missing or contradictory.
    pub fn from_json(json: &str) -> Result<ErrorPayload<'static>, PayloadError> {
        let raw: RawPayload = serde_json::from_str(json).map_err(PayloadError::Malformed)?;
        raw.validate()
    }

    /// Parses a payload from a JSON value, checking it is consistent.
    ///
    /// # Errors
    ///
    /// [`PayloadError`] says what is missing or contradictory.
    pub fn from_value(value: &Value) -> Result<ErrorPayload<'static>, PayloadError> {
        let raw = RawPayload::deserialize(value).map_err(PayloadError::Malformed)?;
        raw.validate()
    }

    fn retry_after_ms(&self) -> Option<u64> {
        self.retry_after
            .map(|delay| u64::try_from(delay.as_millis()).unwrap_or(u64::MAX))
    }
}

impl Serialize for ErrorPayload<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let retry_after_ms = self.retry_after_ms();
        let len = 4 + usize::from(retry_after_ms.is_some()) + usize::from(self.details.is_some());
        let mut map = serializer.serialize_map(Some(len))?;
        map.serialize_entry("errorCategory", &self.category)?;
        map.serialize_entry("isRetryable", &self.is_retryable())?;
        map.serialize_entry("description", &*self.description)?;
        map.serialize_entry("code", &*self.code)?;
        if let Some(ms) = retry_after_ms {
            map.serialize_entry("retryAfterMs", &ms)?;
        }
        if let Some(details) = &self.details {
            map.serialize_entry("details", details)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for ErrorPayload<'static> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        RawPayload::deserialize(deserializer)?
            .validate()
            .map_err(de::Error::custom)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawPayload {
    error_category: Option<String>,
    is_retryable: Option<bool>,
    description: Option<String>,
    code: Option<String>,
    retry_after_ms: Option<u64>,
    details: Option<Map<String, Value>>,
}

impl RawPayload {
    fn validate(self) -> Result<ErrorPayload<'static>, PayloadError> {
        let category_name = self
            .error_category
            .ok_or(PayloadError::MissingField("errorCategory"))?;
        let category: Category = category_name
            .parse()
            .map_err(|_| PayloadError::UnknownCategory(category_name))?;
        let claimed = self
            .is_retryable
            .ok_or(PayloadError::MissingField("isRetryable"))?;
        if claimed != category.is_retryable() {
            return Err(PayloadError::ContradictoryRetryability { category, claimed });
        }
        let description = self
            .description
            .ok_or(PayloadError::MissingField("description"))?;
        if is_blank(&description) {
            return Err(PayloadError::EmptyDescription);
        }
        let code = self.code.ok_or(PayloadError::MissingField("code"))?;
        if !is_wire_code(&code) {
            return Err(PayloadError::InvalidCode(code));
        }
        if self.retry_after_ms.is_some() && category != Category::Transient {
            return Err(PayloadError::RetryAfterNotTransient(category));
        }
        Ok(ErrorPayload {
            category,
            description: bound_description(Cow::Owned(description)),
            code: Cow::Owned(code),
            retry_after: self.retry_after_ms.map(Duration::from_millis),
            details: self.details.map(bound_details),
        })
    }
}

/// Why a JSON document is not a valid [`ErrorPayload`].
#[derive(Debug)]
#[non_exhaustive]
pub enum PayloadError {
    /// Not JSON, not an object, or a member of the wrong type.
    Malformed(serde_json::Error),
    /// A required member is absent.
    MissingField(&'static str),
    /// `errorCategory` names none of the four categories.
    UnknownCategory(String),
    /// `isRetryable` disagrees with the category, such as a business error
    /// claiming to be retryable.
    ContradictoryRetryability {
        /// The category the payload names.
        category: Category,
        /// The `isRetryable` it claims.
        claimed: bool,
    },
    /// The description is empty, or only white space and invisible
    /// characters.
    EmptyDescription,
    /// The code is empty, too long, or has characters outside the code
    /// alphabet (see [`MAX_CODE_BYTES`]).
    InvalidCode(String),
    /// `retryAfterMs` on a category other than transient.
    RetryAfterNotTransient(Category),
}

impl fmt::Display for PayloadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PayloadError::Malformed(error) => write!(f, "malformed error payload: {error}"),
            PayloadError::MissingField(field) => {
                write!(f, "error payload lacks the required member `{field}`")
            }
            PayloadError::UnknownCategory(name) => write!(
                f,
                "error payload names an unknown category `{name}`: expected transient, validation, business or permission"
            ),
            PayloadError::ContradictoryRetryability { category, claimed } => write!(
                f,
                "error payload is contradictory: a {category} error has isRetryable {}, but claims {claimed}",
                category.is_retryable()
            ),
            PayloadError::EmptyDescription => f.write_str(
                "error payload has an empty description: it must tell the agent what to do",
            ),
            PayloadError::InvalidCode(code) => write!(
                f,
                "error payload has an invalid code {code:?}: a code is 1 to {MAX_CODE_BYTES} bytes of ASCII letters, digits, `_` `-` `.` `:` and `%XX` escapes"
            ),
            PayloadError::RetryAfterNotTransient(category) => write!(
                f,
                "error payload gives retryAfterMs on a {category} error: only transient errors carry a retry delay"
            ),
        }
    }
}

impl std::error::Error for PayloadError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PayloadError::Malformed(error) => Some(error),
            _ => None,
        }
    }
}

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

/// Whether `text` shows nothing: only white space and invisible characters
/// (zero-width, direction marks, word joiners, BOM, soft hyphen).
pub(crate) fn is_blank(text: &str) -> bool {
    text.chars().all(|c| {
        c.is_whitespace()
            || matches!(
                c,
                '\u{AD}'
                    | '\u{34F}'
                    | '\u{180E}'
                    | '\u{200B}'..='\u{200F}'
                    | '\u{202A}'..='\u{202E}'
                    | '\u{2060}'..='\u{206F}'
                    | '\u{FE00}'..='\u{FE0F}'
                    | '\u{FEFF}'
                    | '\u{E0000}'..='\u{E007F}'
            )
    })
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

/// Cuts `description` to [`MAX_DESCRIPTION_BYTES`], ending it with
/// [`TRUNCATION_MARKER`].
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

/// Whether `c` may stand for itself in a code.
fn is_code_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.' | b':')
}

/// Whether `code` is in the wire alphabet: 1 to [`MAX_CODE_BYTES`] bytes of
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

/// `code` in the wire alphabet (see [`MAX_CODE_BYTES`]); a code already in
/// it is kept as is, without a copy.
pub(crate) fn bound_code(code: Cow<'_, str>) -> Cow<'_, str> {
    if code.len() <= MAX_CODE_BYTES && !code.is_empty() && code.bytes().all(is_code_char) {
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

/// `details` within [`MAX_DETAILS_BYTES`] and [`MAX_DETAILS_DEPTH`].
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
    let total: usize = 2 + details
        .iter()
        .map(|(key, value)| size(key, value))
        .sum::<usize>();
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
/// [`MAX_DESCRIPTION_BYTES`]: renderers cut there anyway, so a huge field is
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

/// Serializes `value` as compact JSON onto `out`.
pub(crate) fn write_serialized<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) {
    // Writing to a Vec can't fail, and every type serialized here has string
    // keys only, so serde_json has no error to report.
    let written = serde_json::to_writer(&mut *out, value);
    debug_assert!(written.is_ok(), "serializing to a Vec failed");
}

/// Writes `value`'s compact JSON onto `out` as the contents of a JSON string
/// (quotes not included), escaped exactly as serde_json escapes strings.
pub(crate) fn write_serialized_as_string_contents<T: Serialize + ?Sized>(
    out: &mut Vec<u8>,
    value: &T,
) {
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
pub(crate) fn push_escaped(out: &mut Vec<u8>, json: Range<usize>) {
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
    push_structure(out, b"\"", nesting);
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
                0 => ErrorPayload::transient(
                    text.clone(),
                    text.clone(),
                    Some(Duration::from_millis(index as u64)),
                ),
                1 => ErrorPayload::business(text.clone(), text.clone()).with_details(details),
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
