//! The error payload: the JSON object an agent reads to decide its next move.

use std::borrow::Cow;
use std::fmt;
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
            description: bound_description(description.into()),
            code: code.into(),
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
            details: error.details(),
            ..ErrorPayload::new(category, error.code(), error.description())
        }
    }

    /// Adds details the agent may see; they are written as `details`.
    #[must_use]
    pub fn with_details(mut self, details: Map<String, Value>) -> Self {
        self.details = Some(details);
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

    /// The agent-facing description, already bounded.
    #[must_use]
    pub fn description(&self) -> &str {
        &self.description
    }

    /// The machine code.
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
        write_serialized(out, self);
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
        if description.trim().is_empty() {
            return Err(PayloadError::EmptyDescription);
        }
        let code = self.code.ok_or(PayloadError::MissingField("code"))?;
        if self.retry_after_ms.is_some() && category != Category::Transient {
            return Err(PayloadError::RetryAfterNotTransient(category));
        }
        Ok(ErrorPayload {
            category,
            description: bound_description(Cow::Owned(description)),
            code: Cow::Owned(code),
            retry_after: self.retry_after_ms.map(Duration::from_millis),
            details: self.details,
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
    /// The description is empty or only white space.
    EmptyDescription,
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

/// Cuts `description` to [`MAX_DESCRIPTION_BYTES`] on a char boundary,
/// ending it with [`TRUNCATION_MARKER`].
pub(crate) fn bound_description(description: Cow<'_, str>) -> Cow<'_, str> {
    if description.len() <= MAX_DESCRIPTION_BYTES {
        return description;
    }
    let mut cut = MAX_DESCRIPTION_BYTES - TRUNCATION_MARKER.len();
    while !description.is_char_boundary(cut) {
        cut -= 1;
    }
    let mut bounded = String::with_capacity(cut + TRUNCATION_MARKER.len());
    bounded.push_str(&description[..cut]);
    bounded.push_str(TRUNCATION_MARKER);
    Cow::Owned(bounded)
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
    let written = serde_json::to_writer(StringContents(out), value);
    debug_assert!(written.is_ok(), "serializing to a Vec failed");
}

/// Turns bytes this crate wrote with serde_json into a `String`.
pub(crate) fn into_string(bytes: Vec<u8>) -> String {
    // serde_json writes UTF-8 only, and string escaping copies whole
    // multi-byte sequences.
    String::from_utf8(bytes)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
}

struct StringContents<'a>(&'a mut Vec<u8>);

impl std::io::Write for StringContents<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let out = &mut *self.0;
        let mut start = 0;
        for (index, &byte) in buf.iter().enumerate() {
            let escape: &[u8] = match byte {
                b'"' => b"\\\"",
                b'\\' => b"\\\\",
                b'\n' => b"\\n",
                b'\r' => b"\\r",
                b'\t' => b"\\t",
                0x08 => b"\\b",
                0x0c => b"\\f",
                0x00..=0x1f => &[
                    b'\\',
                    b'u',
                    b'0',
                    b'0',
                    HEX[usize::from(byte >> 4)],
                    HEX[usize::from(byte & 0xf)],
                ],
                _ => continue,
            };
            out.extend_from_slice(&buf[start..index]);
            out.extend_from_slice(escape);
            start = index + 1;
        }
        out.extend_from_slice(&buf[start..]);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
