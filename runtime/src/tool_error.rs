//! The [`ToolError`] trait and the methods every tool error gets for free.

use std::borrow::Cow;
use std::time::Duration;

use serde_json::{Map, Value};

use crate::category::Category;
use crate::classification::Classification;

/// An error a tool can report to an LLM agent.
///
/// Usually derived with [`#[derive(ToolError)]`](derive@crate::ToolError);
/// implementing it by hand is just as supported:
///
/// ```
/// use std::borrow::Cow;
/// use toolerror::{Category, ToolError, ToolErrorExt};
///
/// #[derive(Debug)]
/// enum LookupError {
///     Timeout,
///     BadId(String),
/// }
///
/// impl ToolError for LookupError {
///     fn category(&self) -> Category {
///         match self {
///             LookupError::Timeout => Category::Transient,
///             LookupError::BadId(_) => Category::Validation,
///         }
///     }
///
///     fn description(&self) -> Cow<'_, str> {
///         match self {
///             LookupError::Timeout => "The booking store timed out. Retry in 5 seconds.".into(),
///             LookupError::BadId(id) => {
///                 format!("Booking id {id} is malformed; booking ids look like B-2041.").into()
///             }
///         }
///     }
///
///     fn code(&self) -> &str {
///         match self {
///             LookupError::Timeout => "timeout",
///             LookupError::BadId(_) => "bad_booking_id",
///         }
///     }
///
///     fn retry_after(&self) -> Option<std::time::Duration> {
///         matches!(self, LookupError::Timeout).then(|| std::time::Duration::from_secs(5))
///     }
/// }
///
/// let err = LookupError::BadId("2041".into());
/// assert!(err.is_retryable());
/// assert_eq!(
///     err.to_payload().to_json(),
///     r#"{"errorCategory":"validation","isRetryable":true,"description":"Booking id 2041 is malformed; booking ids look like B-2041.","code":"bad_booking_id"}"#
/// );
/// // What the defaults answer: no cause, a known outcome, nothing unexpected.
/// let timeout = LookupError::Timeout;
/// assert_eq!(timeout.cause(), None);
/// assert!(!timeout.outcome_unknown());
/// assert!(!timeout.is_unexpected());
/// ```
///
/// Retryability is deliberately not a method of this trait: it follows from
/// [`category`](ToolError::category) through [`ToolErrorExt::is_retryable`](crate::ToolErrorExt::is_retryable),
/// which no implementation can override.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tool error",
    label = "this type doesn't implement `toolerror::ToolError`",
    note = "derive it with #[derive(toolerror::ToolError)], or implement the trait by hand; a `transparent` variant must wrap a ToolError (to report an io::Error, an HTTP or gRPC status, or another crate's error, give the variant a #[category(..)] and mark the field #[tool_error(classify)] instead); a derived generic type is a ToolError only when its type arguments meet the derive's bounds (a field a description shows must implement `Display`, or the trait its format spec names)"
)]
pub trait ToolError {
    /// The failure's category.
    fn category(&self) -> Category;

    /// The text the agent reads: what went wrong and what to do next.
    ///
    /// This is not the `Display` text: `Display` is for logs and may hold
    /// internals; the description is for the model and must not. Renderers
    /// cut it at [`MAX_DESCRIPTION_BYTES`](crate::ErrorPayload::MAX_DESCRIPTION_BYTES).
    fn description(&self) -> Cow<'_, str>;

    /// A stable machine-readable code, such as `refund_over_limit`.
    fn code(&self) -> &str;

    /// What a classifier found happened (`not_found`, `rate_limited`,
    /// `timeout`…), which the payload carries as `cause` beside
    /// [`code`](ToolError::code): one variant classified at run time (an
    /// upstream API's `Status`) then tells a 404 from a 503. The derive
    /// answers its `#[tool_error(classify)]` field's
    /// [`Classification::cause`](crate::classify::Classification::cause).
    fn cause(&self) -> Option<&str> {
        Classification::cause_of(self.__classification().flatten())
    }

    /// How long to wait before retrying. Only transient errors carry a
    /// delay; renderers ignore it for other categories.
    fn retry_after(&self) -> Option<Duration> {
        None
    }

    /// Extra facts the author chose to expose to the agent, as a JSON object.
    fn details(&self) -> Option<Map<String, Value>> {
        None
    }

    /// Whether the failed call may have taken effect anyway (a timeout on a
    /// call that changes state): only for transient errors, which an agent
    /// then retries only if repeating the call is safe. The derive answers
    /// `true` for variants marked `#[category(transient, outcome_unknown)]`.
    fn outcome_unknown(&self) -> bool {
        Classification::outcome_unknown_of(self.__classification().flatten(), false)
    }

    /// How the failure's payload travels; the derive answers
    /// [`ErrorMode::TextOnly`] for a type marked `#[tool_error(text_only)]`.
    fn error_mode(&self) -> ErrorMode {
        ErrorMode::Structured
    }

    /// Whether the failure was unexpected: nothing classified it (a
    /// `#[tool_error(classify)]` field that said nothing), or it is an
    /// internal bug (a variant marked `#[tool_error(unexpected)]`). The
    /// agent then reads a masked description, "An internal error occurred;
    /// reference `<id>`." and the category's next step, while the server's
    /// log gets the error itself under the same id (see
    /// [`report`](crate::report)).
    fn is_unexpected(&self) -> bool {
        Classification::found_nothing(self.__classification())
    }

    /// The error whose `Display` and source chain go to the server's log
    /// with the failure (feature `tracing`) and to rig's operator message
    /// (feature `rig`), never to the agent. The derive
    /// answers `self` for a type that implements `std::error::Error` and has
    /// no generic parameters; `None` logs the description and code alone.
    fn diagnostic(&self) -> Option<&(dyn std::error::Error + 'static)> {
        None
    }

    /// Not part of the API: what a derived type's
    /// `#[tool_error(classify)]` field says, which the defaults of
    /// [`cause`](ToolError::cause), [`outcome_unknown`](ToolError::outcome_unknown)
    /// and [`is_unexpected`](ToolError::is_unexpected) read, so that the
    /// derive writes one method where it wrote the three in every type.
    /// `None`: the variant has no classify field (and an implementation
    /// by hand none at all); `Some(None)`: its field classifies nothing.
    #[doc(hidden)]
    fn __classification(&self) -> Option<Option<Classification>> {
        None
    }
}

/// Whether a failure's payload also travels as structured data.
///
/// Every renderer honours it: in text-only mode an MCP failure carries no
/// `structuredContent`, the payload travelling in the text block alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ErrorMode {
    /// The payload in `structuredContent` and in a text block (the default).
    #[default]
    Structured,
    /// The payload in a text block only, for clients that validate error
    /// results against the tool's `outputSchema` (the TypeScript SDK 1.x
    /// does, and replaces a non-conforming error with a protocol error).
    TextOnly,
}

/// Forwards every method to the pointee, so references and boxes of tool
/// errors are tool errors too.
macro_rules! forward_through_pointer {
    ($($pointer:ty),*) => {$(
        impl<T: ToolError + ?Sized> ToolError for $pointer {
            fn category(&self) -> Category {
                (**self).category()
            }
            fn description(&self) -> Cow<'_, str> {
                (**self).description()
            }
            fn code(&self) -> &str {
                (**self).code()
            }
            fn cause(&self) -> Option<&str> {
                (**self).cause()
            }
            fn retry_after(&self) -> Option<Duration> {
                (**self).retry_after()
            }
            fn details(&self) -> Option<Map<String, Value>> {
                (**self).details()
            }
            fn outcome_unknown(&self) -> bool {
                (**self).outcome_unknown()
            }
            fn error_mode(&self) -> ErrorMode {
                (**self).error_mode()
            }
            fn is_unexpected(&self) -> bool {
                (**self).is_unexpected()
            }
            fn diagnostic(&self) -> Option<&(dyn std::error::Error + 'static)> {
                (**self).diagnostic()
            }
            fn __classification(&self) -> Option<Option<Classification>> {
                (**self).__classification()
            }
        }
    )*};
}

forward_through_pointer!(&T, Box<T>, std::sync::Arc<T>);
