//! What a classifier concludes about a failure ([`Classification`]) and
//! what it names as having happened ([`Cause`]): facts of the domain, which
//! the trait's defaults read for a derived type's classify field, and
//! which the classifiers of [`classify`](crate::classify) (an integration
//! on top) produce. Public at `toolerror::classify`.

use std::time::Duration;

use crate::category::Category;

/// What a classifier concluded about a foreign error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Classification {
    /// The category.
    pub category: Category,
    /// The operation may or may not have taken effect (a timeout): retry a
    /// non-idempotent call only if repeating it is safe.
    pub outcome_unknown: bool,
    /// A delay the other side asked for (`Retry-After`, gRPC `RetryInfo`).
    /// A hint: clamp it and add jitter before waiting.
    pub retry_after: Option<Duration>,
    /// What happened, for the agent, with its next step ("The resource was
    /// not found. …"): the description of a classified variant that turned
    /// out to be another category than it declared, in place of that
    /// category's [`fallback_description`](crate::fallback_description).
    /// Static text, so it shows nothing of the failure itself.
    pub description: Option<&'static str>,
    /// What happened ([`Cause::NotFound`], [`Cause::RateLimited`],
    /// [`Cause::Timeout`]…): the payload's `cause`, beside the variant's
    /// own `code`.
    pub cause: Option<Cause>,
}

impl Classification {
    /// `category`, with no delay and a known outcome.
    ///
    /// ```
    /// use std::time::Duration;
    /// use toolerror::Category;
    /// use toolerror::classify::Classification;
    ///
    /// let busy = Classification::new(Category::Transient).with_retry_after(Duration::from_millis(250));
    /// assert_eq!(busy.retry_after, Some(Duration::from_millis(250)));
    /// let lost = Classification::new(Category::Transient).with_outcome_unknown();
    /// assert!(lost.outcome_unknown);
    /// // Only a transient failure waits or may have taken effect.
    /// let refused = Classification::new(Category::Business).with_outcome_unknown();
    /// assert!(!refused.outcome_unknown);
    /// ```
    #[must_use]
    pub const fn new(category: Category) -> Self {
        Classification {
            category,
            outcome_unknown: false,
            retry_after: None,
            description: None,
            cause: None,
        }
    }

    /// This classification saying what happened: `description` is what a
    /// variant reclassified by it reads.
    ///
    /// ```
    /// use toolerror::Category;
    /// use toolerror::classify::Classification;
    ///
    /// let gone = Classification::new(Category::Business)
    ///     .with_description("The order was deleted. Don't retry; tell the user it no longer exists.");
    /// assert_eq!(gone.description, Some("The order was deleted. Don't retry; tell the user it no longer exists."));
    /// ```
    #[must_use]
    pub const fn with_description(mut self, description: &'static str) -> Self {
        self.description = Some(description);
        self
    }

    /// This classification naming what happened: `cause` is the payload's
    /// `cause` for a variant classified by it.
    ///
    /// ```
    /// use toolerror::Category;
    /// use toolerror::classify::{Cause, Classification};
    ///
    /// let full = Classification::new(Category::Business).with_cause(Cause::QuotaExceeded);
    /// assert_eq!(full.cause, Some(Cause::QuotaExceeded));
    /// ```
    #[must_use]
    pub const fn with_cause(mut self, cause: Cause) -> Self {
        self.cause = Some(cause);
        self
    }

    /// This classification with a delay to wait (transient only).
    #[must_use]
    pub const fn with_retry_after(mut self, delay: Duration) -> Self {
        if matches!(self.category, Category::Transient) {
            self.retry_after = Some(delay);
        }
        self
    }

    /// This classification saying the call may have taken effect
    /// (transient only).
    #[must_use]
    pub const fn with_outcome_unknown(mut self) -> Self {
        self.outcome_unknown = matches!(self.category, Category::Transient);
        self
    }

    /// What a classified variant's field found happened: `found`'s cause
    /// (`None` when the field classified nothing, or for a variant without
    /// one).
    pub(crate) fn cause_of(found: Option<Classification>) -> Option<&'static str> {
        found
            .and_then(|classification| classification.cause)
            .map(Cause::as_str)
    }

    /// Whether a classified variant's outcome is unknown: `found` says so,
    /// or the declaration does.
    pub(crate) fn outcome_unknown_of(found: Option<Classification>, declared: bool) -> bool {
        declared || found.is_some_and(|classification| classification.outcome_unknown)
    }

    /// Whether a variant's classify field classified nothing (`field`:
    /// `None` for a variant without one): an unexpected failure.
    pub(crate) fn found_nothing(field: Option<Option<Classification>>) -> bool {
        matches!(field, Some(None))
    }

    pub(crate) const fn timeout() -> Option<Self> {
        Some(
            Classification::new(Category::Transient)
                .with_outcome_unknown()
                .with_cause(Cause::Timeout),
        )
    }

    pub(crate) const fn of_cause(category: Category, cause: Cause) -> Option<Self> {
        Some(Classification::new(category).with_cause(cause))
    }
}

/// What happened, as classifiers name it: a payload's `cause`, beside
/// the variant's `code`. One vocabulary whichever error type found it (a
/// 404, `io::ErrorKind::NotFound` and a query that returned no rows are
/// all [`Cause::NotFound`]), so an agent, a dashboard or a test can match
/// it; a classifier of your own names one with
/// [`Classification::with_cause`].
///
/// ```
/// use toolerror::classify::{Cause, Classify};
///
/// let not_found = 404u16.classify().unwrap();
/// assert_eq!(not_found.cause, Some(Cause::NotFound));
/// assert_eq!(Cause::NotFound.as_str(), "not_found");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Cause {
    /// What the call names doesn't exist (HTTP 404, `NotFound`, gRPC
    /// `NOT_FOUND`, no rows).
    NotFound,
    /// What the call names existed and was removed (HTTP 410).
    Gone,
    /// The request was malformed or its values invalid (HTTP 400 and 422,
    /// `InvalidInput`, gRPC `INVALID_ARGUMENT`).
    InvalidRequest,
    /// A value or the request is too large (HTTP 413, `FileTooLarge`).
    TooLarge,
    /// The service doesn't take the request in this form, or at all (HTTP
    /// 405, 406, 415, 428 and 501, `Unsupported`, gRPC `UNIMPLEMENTED`).
    Unsupported,
    /// No credentials, or refused ones (HTTP 401, gRPC `UNAUTHENTICATED`).
    Unauthenticated,
    /// Credentials accepted, access refused (HTTP 403, `PermissionDenied`).
    Forbidden,
    /// The store or file system refuses changes (`ReadOnlyFilesystem`,
    /// SQLite `READONLY`).
    ReadOnly,
    /// The request needs payment (HTTP 402).
    PaymentRequired,
    /// The request conflicts with the current state (HTTP 409 and 412,
    /// `AlreadyExists`, a constraint, gRPC `ALREADY_EXISTS` and `ABORTED`).
    Conflict,
    /// No room left, or a quota spent (HTTP 507, `StorageFull`,
    /// `QuotaExceeded`, SQLite `FULL`).
    StorageFull,
    /// A quota is spent, with no time given to wait (gRPC
    /// `RESOURCE_EXHAUSTED` without a retry delay).
    QuotaExceeded,
    /// Data was lost or corrupted (gRPC `DATA_LOSS`).
    DataLoss,
    /// Not provided, for legal reasons (HTTP 451).
    UnavailableForLegalReasons,
    /// Calls are being limited (HTTP 429, gRPC `RESOURCE_EXHAUSTED`).
    RateLimited,
    /// The service is down or unreachable for now (HTTP 425, 502 and 503,
    /// an unreachable network, gRPC `UNAVAILABLE`).
    Unavailable,
    /// Busy for now (`ResourceBusy`, SQLite `BUSY`).
    Busy,
    /// Locked for now (HTTP 423, SQLite `LOCKED`).
    Locked,
    /// No answer in time: the call may or may not have taken effect (HTTP
    /// 408 and 504, `TimedOut`, gRPC `DEADLINE_EXCEEDED`).
    Timeout,
    /// The connection was refused: the call didn't run.
    ConnectionRefused,
    /// The connection broke during the call.
    ConnectionLost,
    /// The operation was interrupted (`Interrupted`, SQLite `INTERRUPT`,
    /// gRPC `CANCELLED`).
    Interrupted,
}

impl Cause {
    /// Its name on the wire (snake_case, in the code alphabet).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Cause::NotFound => "not_found",
            Cause::Gone => "gone",
            Cause::InvalidRequest => "invalid_request",
            Cause::TooLarge => "too_large",
            Cause::Unsupported => "unsupported",
            Cause::Unauthenticated => "unauthenticated",
            Cause::Forbidden => "forbidden",
            Cause::ReadOnly => "read_only",
            Cause::PaymentRequired => "payment_required",
            Cause::Conflict => "conflict",
            Cause::StorageFull => "storage_full",
            Cause::QuotaExceeded => "quota_exceeded",
            Cause::DataLoss => "data_loss",
            Cause::UnavailableForLegalReasons => "unavailable_for_legal_reasons",
            Cause::RateLimited => "rate_limited",
            Cause::Unavailable => "unavailable",
            Cause::Busy => "busy",
            Cause::Locked => "locked",
            Cause::Timeout => "timeout",
            Cause::ConnectionRefused => "connection_refused",
            Cause::ConnectionLost => "connection_lost",
            Cause::Interrupted => "interrupted",
        }
    }
}

impl std::fmt::Display for Cause {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
