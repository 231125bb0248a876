//! Classifying foreign errors: `std::io::ErrorKind`, HTTP status codes
//! (with `Retry-After`), and gRPC status codes.
//!
//! The tables follow the design reference. An ambiguous kind returns `None`
//! so the caller decides; a timeout is transient but says the outcome is
//! unknown, because it doesn't prove the call had no effect: retrying a
//! non-idempotent operation after one needs care.
//!
//! ```
//! use std::io::ErrorKind;
//! use std::time::{Duration, SystemTime};
//! use toolerror::Category;
//! use toolerror::classify::{Classify, HttpFailure, grpc_code};
//!
//! let timeout = ErrorKind::TimedOut.classify().unwrap();
//! assert_eq!(timeout.category, Category::Transient);
//! assert!(timeout.outcome_unknown);
//! assert_eq!(ErrorKind::Other.classify(), None);
//!
//! let throttled = HttpFailure::new(429, Some("120"), SystemTime::now()).unwrap();
//! assert_eq!(throttled.classify().unwrap().retry_after, Some(Duration::from_secs(120)));
//! assert_eq!(500u16.classify(), None);
//!
//! let quota = grpc_code(8, None).unwrap();
//! assert_eq!(quota.category, Category::Business);
//! ```
//!
//! Each kind of input classifies one way: a value through [`Classify`]
//! (`io::Error`, `ErrorKind`, a `u16` status, [`HttpFailure`] for a status
//! with its `Retry-After`, `http::StatusCode`, `tonic::Code` and
//! `tonic::Status`), a gRPC code number with its `RetryInfo` delay through
//! [`grpc_code`], and an error's source chain through [`chain`].

use std::io::ErrorKind;
use std::time::{Duration, SystemTime};

use crate::category::Category;

mod http_error;
#[cfg(any(feature = "reqwest", feature = "reqwest-0_12"))]
mod reqwest;
#[cfg(feature = "rusqlite")]
mod sqlite;

pub use crate::classification::{Cause, Classification};
pub use http_error::HttpError;
#[cfg(any(feature = "reqwest", feature = "reqwest-0_12"))]
pub use reqwest::HttpResponse;

/// Classifies an I/O error kind; `None` for `Other`, `UnexpectedEof`,
/// `OutOfMemory` and anything not in the table.
fn io(kind: ErrorKind) -> Option<Classification> {
    use Category::{Business, Permission, Transient, Validation};
    use Cause::*;
    use ErrorKind as K;
    match kind {
        K::TimedOut => Classification::timeout(),
        K::ConnectionRefused | K::NotConnected => {
            Classification::of_cause(Transient, ConnectionRefused)
        }
        K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe => {
            Classification::of_cause(Transient, ConnectionLost)
        }
        K::HostUnreachable | K::NetworkUnreachable | K::NetworkDown | K::StaleNetworkFileHandle => {
            Classification::of_cause(Transient, Unavailable)
        }
        K::Interrupted => Classification::of_cause(Transient, Interrupted),
        K::WouldBlock | K::ResourceBusy => Classification::of_cause(Transient, Busy),
        K::NotFound => Classification::of_cause(Validation, NotFound),
        K::InvalidInput
        | K::InvalidData
        | K::InvalidFilename
        | K::NotADirectory
        | K::IsADirectory => Classification::of_cause(Validation, InvalidRequest),
        K::FileTooLarge => Classification::of_cause(Validation, TooLarge),
        K::AlreadyExists | K::DirectoryNotEmpty => Classification::of_cause(Business, Conflict),
        K::Unsupported => Classification::of_cause(Business, Unsupported),
        K::StorageFull | K::QuotaExceeded => Classification::of_cause(Business, StorageFull),
        K::ReadOnlyFilesystem => Classification::of_cause(Business, ReadOnly),
        K::PermissionDenied => Classification::of_cause(Permission, Forbidden),
        _ => None,
    }
}

/// Classifies an HTTP status code, with no delay ([`HttpFailure`] adds its
/// `Retry-After`); `None` for 500 and any status not in the table,
/// including successes.
///
/// 408 and 504 are timeouts: transient, outcome unknown.
pub(crate) fn http_status(status: u16) -> Option<Classification> {
    let mut classification = match status {
        408 | 504 => Classification::timeout(),
        423 | 425 | 429 | 502 | 503 => Some(Classification::new(Category::Transient)),
        400 | 404 | 405 | 406 | 413 | 415 | 422 | 428 => {
            Some(Classification::new(Category::Validation))
        }
        402 | 409 | 410 | 412 | 451 | 501 | 507 => Some(Classification::new(Category::Business)),
        401 | 403 => Some(Classification::new(Category::Permission)),
        _ => None,
    }?;
    classification.description = http_status_sentence(status);
    classification.cause = http_status_cause(status);
    Some(classification)
}

/// What an HTTP status says happened.
const fn http_status_cause(status: u16) -> Option<Cause> {
    use Cause::*;
    Some(match status {
        400 | 422 => InvalidRequest,
        401 => Unauthenticated,
        402 => PaymentRequired,
        403 => Forbidden,
        404 => NotFound,
        405 | 406 | 415 | 428 | 501 => Unsupported,
        408 | 504 => Timeout,
        409 | 412 => Conflict,
        410 => Gone,
        413 => TooLarge,
        423 => Locked,
        425 | 502 | 503 => Unavailable,
        429 => RateLimited,
        451 => UnavailableForLegalReasons,
        507 => StorageFull,
        _ => return None,
    })
}

/// What an HTTP status says happened, with the next step its category
/// implies: what a variant reclassified by the status reads (a 404 reads
/// "The resource was not found…", not "The tool rejected the input and gave
/// no details…").
const fn http_status_sentence(status: u16) -> Option<&'static str> {
    Some(match status {
        400 | 422 => {
            "The service rejected the request as invalid. Check the arguments against the tool's input schema, fix them, then retry."
        }
        404 => {
            "The resource was not found. Check the identifier in the arguments and retry with the right one; if it is right, the resource does not exist."
        }
        405 | 406 | 415 | 428 => {
            "The service does not accept the request in this form. Check the arguments against the tool's input schema, fix them, then retry."
        }
        413 => {
            "The request is too large for the service. Make it smaller (fewer items, a narrower query), then retry."
        }
        401 => {
            "The service refused the credentials, or none were sent. Don't retry; escalate to a person or use other credentials."
        }
        403 => {
            "The service refused access to this resource. Don't retry; escalate to a person or use other credentials."
        }
        402 => "The service requires payment for this request. Don't retry; escalate to a person.",
        409 | 412 => {
            "The request conflicts with the resource's current state. Don't retry unchanged; read the resource again or take another path."
        }
        410 => "The resource no longer exists. Don't retry; take another path.",
        451 => {
            "The service may not provide this resource, for legal reasons. Don't retry; take another path."
        }
        501 => "The service does not support this operation. Don't retry; take another path.",
        507 => "The service has no storage left for this request. Don't retry; take another path.",
        429 => {
            "The service is limiting the rate of calls. Retry the same call unchanged after a pause."
        }
        423 => "The resource is locked for now. Retry the same call unchanged after a pause.",
        425 | 502 | 503 => {
            "The service is unavailable for now. Retry the same call unchanged after a pause."
        }
        408 | 504 => {
            "The service did not answer in time, and the call may or may not have taken effect. Retry after a pause if repeating the call is safe."
        }
        _ => return None,
    })
}

/// Parses a `Retry-After` value: delay-seconds (`"120"`) or an HTTP-date
/// (`"Wed, 21 Oct 2015 07:28:00 GMT"`, and the two obsolete formats), the
/// latter as the time from `now` (zero if already past). `None` if it is
/// neither.
fn parse_retry_after(value: &str, now: SystemTime) -> Option<Duration> {
    let value = value.trim();
    if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
        return Some(Duration::from_secs(value.parse().unwrap_or(u64::MAX)));
    }
    let at = httpdate::parse_http_date(value).ok()?;
    Some(at.duration_since(now).unwrap_or(Duration::ZERO))
}

/// An HTTP response that failed: its status, and the delay its
/// `Retry-After` asked for (read when the response arrives, so an
/// HTTP-date counts from then). It classifies by
/// the status table [`Classify`] for a `u16` reads: hold one in a variant's
/// `#[tool_error(classify)]` field and no status match is written by hand.
///
/// ```
/// use std::time::{Duration, SystemTime};
/// use toolerror::Category;
/// use toolerror::classify::{Classify, HttpFailure};
///
/// let throttled = HttpFailure::new(429, Some("30"), SystemTime::now()).unwrap();
/// let classification = throttled.classify().unwrap();
/// assert_eq!(classification.category, Category::Transient);
/// assert_eq!(classification.retry_after, Some(Duration::from_secs(30)));
/// assert_eq!(throttled.to_string(), "HTTP 429");
/// // A success is no failure.
/// assert_eq!(HttpFailure::new(204, None, SystemTime::now()), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HttpFailure {
    /// The status code, 400 to 599 (or an out-of-range code a server sent).
    pub status: u16,
    /// The delay `Retry-After` asked for, if it was readable.
    pub retry_after: Option<Duration>,
}

impl HttpFailure {
    /// The failure a response with `status` and `Retry-After` value is;
    /// `None` for a status below 400 (informational, success, redirect).
    #[must_use]
    pub fn new(status: u16, retry_after: Option<&str>, now: SystemTime) -> Option<Self> {
        (status >= 400).then(|| HttpFailure {
            status,
            retry_after: retry_after.and_then(|value| parse_retry_after(value, now)),
        })
    }

    /// The failure an `http` status and headers are (feature `http`): the
    /// way from any client built on the `http` crate's types (reqwest's
    /// `status()` and `headers()`, hyper, axum), whatever its version.
    ///
    /// ```
    /// use std::time::Duration;
    /// use toolerror::Category;
    /// use toolerror::classify::{Classify, HttpFailure};
    ///
    /// let mut headers = http::HeaderMap::new();
    /// headers.insert(http::header::RETRY_AFTER, "7".parse().unwrap());
    /// let failure = HttpFailure::from_parts(http::StatusCode::TOO_MANY_REQUESTS, &headers).unwrap();
    /// assert_eq!(failure.retry_after, Some(Duration::from_secs(7)));
    /// let classification = failure.classify().unwrap();
    /// assert_eq!(classification.category, Category::Transient);
    /// assert_eq!(classification.retry_after, Some(Duration::from_secs(7)));
    /// // A success is no failure.
    /// assert_eq!(HttpFailure::from_parts(http::StatusCode::OK, &headers), None);
    /// ```
    #[cfg(feature = "http")]
    #[must_use]
    pub fn from_parts(status: http::StatusCode, headers: &http::HeaderMap) -> Option<Self> {
        let retry_after = headers
            .get(http::header::RETRY_AFTER)
            .and_then(|value| value.to_str().ok());
        HttpFailure::new(status.as_u16(), retry_after, SystemTime::now())
    }
}

impl std::fmt::Display for HttpFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "HTTP {}", self.status)
    }
}

impl std::error::Error for HttpFailure {}

impl Classify for HttpFailure {
    fn classify(&self) -> Option<Classification> {
        let mut classification = http_status(self.status)?;
        if classification.category == Category::Transient {
            classification.retry_after = self.retry_after;
        }
        Some(classification)
    }
}

/// Classifies a gRPC status code by its number (0 to 16); `None` for
/// CANCELLED, UNKNOWN, INTERNAL, OK and unknown numbers.
///
/// RESOURCE_EXHAUSTED (8) is transient when the server gave a retry delay
/// (`RetryInfo`), and a business error (a quota) when it did not.
/// DEADLINE_EXCEEDED is a timeout: transient, outcome unknown.
#[must_use]
pub fn grpc_code(code: i32, retry_delay: Option<Duration>) -> Option<Classification> {
    use Category::{Business, Permission, Transient, Validation};
    use Cause::*;
    let mut classification = match code {
        4 => Classification::timeout(),
        14 => Classification::of_cause(Transient, Unavailable),
        10 => Classification::of_cause(Transient, Conflict),
        8 if retry_delay.is_some() => Classification::of_cause(Transient, RateLimited),
        8 => Classification::of_cause(Business, QuotaExceeded),
        9 | 6 => Classification::of_cause(Business, Conflict),
        12 => Classification::of_cause(Business, Unsupported),
        15 => Classification::of_cause(Business, DataLoss),
        3 | 11 => Classification::of_cause(Validation, InvalidRequest),
        5 => Classification::of_cause(Validation, NotFound),
        7 => Classification::of_cause(Permission, Forbidden),
        16 => Classification::of_cause(Permission, Unauthenticated),
        _ => None,
    }?;
    if classification.category == Category::Transient {
        classification.retry_after = retry_delay;
    }
    Some(classification)
}

/// A value that tells, at run time, which category a failure is: an I/O
/// error, an HTTP status, a gRPC status. Implemented for the foreign types
/// this module knows; implement it for your own.
///
/// A derived variant takes its category from a field marked
/// `#[tool_error(classify)]`, its declared `#[category(..)]` being the
/// fallback when the field doesn't classify:
///
/// ```
/// use toolerror::{Category, ToolError, ToolErrorExt};
///
/// #[derive(Debug, thiserror::Error, ToolError)]
/// pub enum CatalogError {
///     #[error("catalog request failed with status {status}")]
///     #[category(transient)]
///     #[tool_error(description = "The catalog service failed for now. Retry in a minute.")]
///     Upstream {
///         #[tool_error(classify)]
///         status: u16,
///     },
/// }
///
/// let unavailable = CatalogError::Upstream { status: 503 };
/// assert_eq!(unavailable.category(), Category::Transient);
/// let forbidden = CatalogError::Upstream { status: 403 };
/// assert_eq!(forbidden.category(), Category::Permission);
/// assert!(!forbidden.is_retryable());
/// // The description was written for the declared category; another one
/// // reads what the status says happened (a classification without a
/// // sentence reads its category's fallback_description).
/// assert_eq!(
///     forbidden.description(),
///     "The service refused access to this resource. Don't retry; escalate to a person or use other credentials."
/// );
/// let unknown = CatalogError::Upstream { status: 500 };
/// assert_eq!(unknown.category(), Category::Transient);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` can't tell which category a failure is",
    label = "this field is marked #[tool_error(classify)]",
    note = "implement `toolerror::classify::Classify` for it; for another crate's type, write a function `fn(&T) -> Option<Classification>` and name it: #[tool_error(classify = \"path::to::it\")]",
    note = "`anyhow::Error`, `reqwest::Error` and `rusqlite::Error` classify with toolerror's features of their names: `anyhow`, `reqwest` (reqwest 0.13) or `reqwest-0_12`, `rusqlite` (rusqlite 0.32 to 0.43)",
    note = "if it is one of those and the feature is on, two versions of its crate are in the build: make toolerror's the same as yours, `cargo update -p <crate>@<toolerror's version> --precise <yours>` (`cargo tree -d` shows both)"
)]
pub trait Classify {
    /// The category, delay and whether the outcome is unknown; `None` when
    /// the value doesn't say.
    fn classify(&self) -> Option<Classification>;
}

impl Classify for Classification {
    fn classify(&self) -> Option<Classification> {
        Some(*self)
    }
}

impl Classify for ErrorKind {
    fn classify(&self) -> Option<Classification> {
        io(*self)
    }
}

impl Classify for std::io::Error {
    fn classify(&self) -> Option<Classification> {
        io(self.kind())
    }
}

/// An HTTP status code (with no `Retry-After`; classify the response as an
/// [`HttpFailure`] to keep its delay).
impl Classify for u16 {
    fn classify(&self) -> Option<Classification> {
        http_status(*self)
    }
}

#[cfg(feature = "http")]
impl Classify for http::StatusCode {
    fn classify(&self) -> Option<Classification> {
        http_status(self.as_u16())
    }
}

#[cfg(feature = "tonic")]
impl Classify for tonic::Code {
    fn classify(&self) -> Option<Classification> {
        grpc_code(*self as i32, None)
    }
}

#[cfg(feature = "tonic")]
impl Classify for tonic::Status {
    fn classify(&self) -> Option<Classification> {
        grpc_code(self.code() as i32, None)
    }
}

impl<T: Classify> Classify for Option<T> {
    fn classify(&self) -> Option<Classification> {
        self.as_ref()?.classify()
    }
}

macro_rules! classify_through_pointer {
    ($($pointer:ty),*) => {$(
        impl<T: Classify + ?Sized> Classify for $pointer {
            fn classify(&self) -> Option<Classification> {
                (**self).classify()
            }
        }
    )*};
}

classify_through_pointer!(&T, Box<T>, std::sync::Arc<T>);

/// How many errors of a source chain are looked at, at most.
const MAX_CHAIN: usize = 64;

/// The first error of `error`'s source chain (`error` first) that
/// classifies: a tool error's payload ([`ErrorPayload`](crate::ErrorPayload),
/// what `ToolErrorExt::to_payload` gives and a downstream tool's result
/// parses into), an [`HttpFailure`] or [`HttpError`], an `io::Error`, a
/// `reqwest::Error` (features `reqwest`, `reqwest-0_12`), a `tonic::Status`
/// (feature `tonic`). The outermost
/// that classifies wins, so a tool error put in the chain decides over the
/// I/O error it wraps. What `Box<dyn Error>` and `anyhow::Error` (feature
/// `anyhow`) fields classify through. A type of your own in the chain is
/// not seen: classify it where you know it, with
/// `#[tool_error(classify = "…")]`, or put its payload in the chain.
///
/// ```
/// use std::io;
/// use toolerror::Category;
/// use toolerror::classify::chain;
///
/// #[derive(Debug, thiserror::Error)]
/// #[error("loading the catalog failed")]
/// struct LoadFailed(#[source] io::Error);
///
/// let error = LoadFailed(io::Error::from(io::ErrorKind::PermissionDenied));
/// assert_eq!(chain(&error).unwrap().category, Category::Permission);
/// ```
#[must_use]
pub fn chain(error: &(dyn std::error::Error + 'static)) -> Option<Classification> {
    let mut current = Some(error);
    for _ in 0..MAX_CHAIN {
        let error = current?;
        if let Some(payload) = error.downcast_ref::<crate::ErrorPayload<'static>>() {
            return Some(Classification {
                category: payload.category(),
                outcome_unknown: payload.outcome_unknown(),
                retry_after: payload.retry_after(),
                description: None,
                // A classification names its cause statically; a
                // downstream payload's is its own text, and stays there.
                cause: None,
            });
        }
        if let Some(failure) = error.downcast_ref::<HttpFailure>()
            && let Some(classification) = failure.classify()
        {
            return Some(classification);
        }
        if let Some(failure) = error.downcast_ref::<HttpError>()
            && let Some(classification) = failure.classify()
        {
            return Some(classification);
        }
        #[cfg(any(feature = "reqwest", feature = "reqwest-0_12"))]
        if let Some(classification) = reqwest::classify_in_chain(error) {
            return Some(classification);
        }
        if let Some(io) = error.downcast_ref::<std::io::Error>()
            && let Some(classification) = io.classify()
        {
            return Some(classification);
        }
        #[cfg(feature = "tonic")]
        if let Some(status) = error.downcast_ref::<tonic::Status>()
            && let Some(classification) = status.classify()
        {
            return Some(classification);
        }
        current = error.source();
    }
    None
}

impl Classify for dyn std::error::Error + 'static {
    fn classify(&self) -> Option<Classification> {
        chain(self)
    }
}

impl Classify for dyn std::error::Error + Send + Sync + 'static {
    fn classify(&self) -> Option<Classification> {
        chain(self)
    }
}

#[cfg(feature = "anyhow")]
impl Classify for anyhow::Error {
    fn classify(&self) -> Option<Classification> {
        chain(self.as_ref())
    }
}
