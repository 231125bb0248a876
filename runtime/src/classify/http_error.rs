//! An HTTP error response kept for the log.

use super::{Classification, Classify, HttpFailure};

/// An HTTP error response, kept for the log: its status, its `Retry-After`
/// delay and the first [`MAX_LOGGED_BODY_BYTES`](Self::MAX_LOGGED_BODY_BYTES) of its body. It
/// classifies as its status does (a 404's description says "The resource
/// was not found…"), also from inside an `anyhow::Error` or a
/// `Box<dyn Error>` chain, so a client behind an `anyhow::Result` trait
/// needs no error type of its own. Its text, body included, is for the
/// log: it is an error, and no description shows it.
///
/// ```
/// use std::time::SystemTime;
/// use toolerror::Category;
/// use toolerror::classify::{Classify, HttpError, HttpFailure};
///
/// let failure = HttpFailure::new(404, None, SystemTime::now()).unwrap();
/// let error = HttpError::new(failure, r#"{"message": "issue 7 not found"}"#);
/// assert_eq!(error.to_string(), r#"HTTP 404: {"message": "issue 7 not found"}"#);
///
/// let chained: Box<dyn std::error::Error> = Box::new(error);
/// let classification = chained.classify().unwrap();
/// assert_eq!(classification.category, Category::Validation);
/// assert!(classification.description.unwrap().starts_with("The resource was not found."));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HttpError {
    failure: HttpFailure,
    body: String,
}

impl HttpError {
    /// The most of an error response's body an `HttpError` keeps for the
    /// log.
    pub const MAX_LOGGED_BODY_BYTES: usize = 2048;

    /// The error of `failure`, keeping up to [`MAX_LOGGED_BODY_BYTES`](Self::MAX_LOGGED_BODY_BYTES) of
    /// `body` (cut on a character boundary, the cut marked with `…`).
    #[must_use]
    pub fn new(failure: HttpFailure, body: &str) -> Self {
        let body = body.trim();
        let body = if body.len() > Self::MAX_LOGGED_BODY_BYTES {
            let mut end = Self::MAX_LOGGED_BODY_BYTES;
            while !body.is_char_boundary(end) {
                end -= 1;
            }
            format!("{}…", &body[..end])
        } else {
            body.to_owned()
        };
        HttpError { failure, body }
    }

    /// The status and delay.
    #[must_use]
    pub fn failure(&self) -> HttpFailure {
        self.failure
    }

    /// The body kept for the log.
    #[must_use]
    pub fn body(&self) -> &str {
        &self.body
    }
}

impl std::fmt::Display for HttpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.body.is_empty() {
            write!(f, "{}", self.failure)
        } else {
            write!(f, "{}: {}", self.failure, self.body)
        }
    }
}

impl std::error::Error for HttpError {}

impl Classify for HttpError {
    fn classify(&self) -> Option<Classification> {
        self.failure.classify()
    }
}
