//! Strict reading of a payload: every rule of the wire contract checked,
//! and every policy applied, so a parsed payload is one the crate could have
//! written.

use std::borrow::Cow;
use std::fmt;
use std::time::Duration;

use serde_json::{Map, Value};

use super::policy::{MAX_CODE_BYTES, bound_description, bound_details, is_blank, is_wire_code};
use super::{ErrorPayload, wire};
use crate::category::Category;

/// Parses the payload `value` is.
pub(super) fn payload(value: &Value) -> Result<ErrorPayload<'static>, PayloadError> {
    let Value::Object(object) = value else {
        return Err(wrong_type("the payload", "an object"));
    };
    let category_name = string(object, wire::ERROR_CATEGORY)?
        .ok_or(PayloadError::MissingField(wire::ERROR_CATEGORY))?;
    let category: Category = category_name
        .parse()
        .map_err(|_| PayloadError::UnknownCategory(category_name.to_owned()))?;
    let claimed = match object.get(wire::IS_RETRYABLE) {
        None => return Err(PayloadError::MissingField(wire::IS_RETRYABLE)),
        Some(Value::Bool(claimed)) => *claimed,
        Some(_) => return Err(wrong_type(wire::IS_RETRYABLE, "a boolean")),
    };
    if claimed != category.is_retryable() {
        return Err(PayloadError::ContradictoryRetryability { category, claimed });
    }
    let description =
        string(object, wire::DESCRIPTION)?.ok_or(PayloadError::MissingField(wire::DESCRIPTION))?;
    if is_blank(description) {
        return Err(PayloadError::EmptyDescription);
    }
    let code = string(object, wire::CODE)?.ok_or(PayloadError::MissingField(wire::CODE))?;
    if !is_wire_code(code) {
        return Err(PayloadError::InvalidCode(code.to_owned()));
    }
    let cause = string(object, wire::CAUSE)?;
    if let Some(cause) = cause
        && (is_blank(cause) || !is_wire_code(cause))
    {
        return Err(PayloadError::InvalidCode(cause.to_owned()));
    }
    let retry_after = match object.get(wire::RETRY_AFTER_MS) {
        None | Some(Value::Null) => None,
        Some(value) => Some(Duration::from_millis(value.as_u64().ok_or_else(|| {
            wrong_type(wire::RETRY_AFTER_MS, "a whole number of milliseconds")
        })?)),
    };
    if retry_after.is_some() && category != Category::Transient {
        return Err(PayloadError::RetryAfterNotTransient(category));
    }
    let outcome_unknown = match object.get(wire::OUTCOME_UNKNOWN) {
        None | Some(Value::Null) => false,
        Some(Value::Bool(unknown)) => *unknown,
        Some(_) => return Err(wrong_type(wire::OUTCOME_UNKNOWN, "a boolean")),
    };
    if outcome_unknown && category != Category::Transient {
        return Err(PayloadError::OutcomeUnknownNotTransient(category));
    }
    let correlation_id = string(object, wire::CORRELATION_ID)?;
    if let Some(id) = correlation_id
        && (is_blank(id) || !is_wire_code(id))
    {
        return Err(PayloadError::InvalidCorrelationId(id.to_owned()));
    }
    let details = match object.get(wire::DETAILS) {
        None | Some(Value::Null) => None,
        Some(Value::Object(details)) => Some(bound_details(details.clone())),
        Some(_) => return Err(wrong_type(wire::DETAILS, "an object")),
    };
    Ok(ErrorPayload {
        category,
        // Bounded before it is copied: a 1 MiB description costs a scan,
        // not a copy.
        description: Cow::Owned(bound_description(Cow::Borrowed(description)).into_owned()),
        code: Cow::Owned(code.to_owned()),
        cause: cause.map(|cause| Cow::Owned(cause.to_owned())),
        retry_after,
        outcome_unknown,
        correlation_id: correlation_id.map(|id| Cow::Owned(id.to_owned())),
        details,
    })
}

/// The string member `name`, if present (`null` counts as absent).
fn string<'v>(
    object: &'v Map<String, Value>,
    name: &'static str,
) -> Result<Option<&'v str>, PayloadError> {
    match object.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(text)) => Ok(Some(text)),
        Some(_) => Err(wrong_type(name, "a string")),
    }
}

fn wrong_type(member: &str, expected: &str) -> PayloadError {
    PayloadError::Malformed(serde::de::Error::custom(format_args!(
        "{member} must be {expected}"
    )))
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
    /// alphabet (see [`ErrorPayload::MAX_CODE_BYTES`](crate::ErrorPayload::MAX_CODE_BYTES)).
    InvalidCode(String),
    /// `retryAfterMs` on a category other than transient.
    RetryAfterNotTransient(Category),
    /// `outcomeUnknown: true` on a category other than transient.
    OutcomeUnknownNotTransient(Category),
    /// The correlation id is blank, too long, or has characters outside the
    /// code alphabet.
    InvalidCorrelationId(String),
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
            PayloadError::InvalidCorrelationId(id) => write!(
                f,
                "error payload has an invalid correlationId {id:?}: an id is 1 to {MAX_CODE_BYTES} bytes of ASCII letters, digits, `_` `-` `.` `:` and `%XX` escapes"
            ),
            PayloadError::OutcomeUnknownNotTransient(category) => write!(
                f,
                "error payload says outcomeUnknown on a {category} error: only a transient failure may have taken effect and be retried"
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
