//! The three outcomes of a tool call that must never be confused: results
//! found, a valid empty result, and a failure.
//!
//! "No results" and "couldn't check" are different answers. They are
//! different types here, and nothing converts one into the other: there is no
//! `Default` for [`EmptyResult`] or [`Outcome`], and no `From` of an error
//! into either.
//!
//! ```
//! use toolerror::{Outcome, ToReply, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! #[error("booking store unreachable")]
//! #[category(transient, retry_after = "5s")]
//! #[tool_error(description = "The booking store did not answer. Retry in 5 seconds.")]
//! struct StoreDown;
//!
//! fn search(email: &str) -> Result<Vec<String>, StoreDown> {
//!     match email {
//!         "ana@example.com" => Ok(vec!["B-2041".into()]),
//!         "down@example.com" => Err(StoreDown),
//!         _ => Ok(vec![]),
//!     }
//! }
//!
//! let found = Outcome::from_query(search("ana@example.com"), "bookings for ana@example.com");
//! let empty = Outcome::from_query(search("bo@example.com"), "bookings for bo@example.com");
//! let failed = Outcome::from_query(search("down@example.com"), "bookings for down@example.com");
//!
//! assert!(matches!(found, Outcome::Found(ref f) if f.len() == 1));
//! assert!(matches!(empty, Outcome::Empty(_)));
//! assert!(matches!(failed, Outcome::Failed(_)));
//! assert!(!empty.to_reply().to_mcp().is_error);
//! assert!(failed.to_reply().to_mcp().is_error);
//! ```

use std::borrow::Cow;

use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

use crate::payload::{bound_description, bound_text, is_blank, wire};
use crate::reply::{Reply, ToReply};
use crate::tool_error::ToolError;

/// The longest query (and hint) an [`EmptyResult`]'s description quotes,
/// in bytes.
const MAX_QUERY_BYTES: usize = 1024;

/// A non-empty list of results.
///
/// On the wire: `{"resultCount": n, "results": […]}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found<T> {
    results: Vec<T>,
}

impl<T> Found<T> {
    /// The results, or `None` when `results` is empty: an empty list is an
    /// [`EmptyResult`], which must say what was searched.
    #[must_use]
    pub fn new(results: Vec<T>) -> Option<Self> {
        (!results.is_empty()).then_some(Found { results })
    }

    /// A single result.
    #[must_use]
    pub fn one(result: T) -> Self {
        Found {
            results: vec![result],
        }
    }

    /// How many results there are (at least one).
    #[must_use]
    #[allow(clippy::len_without_is_empty)] // never empty, by construction
    pub fn len(&self) -> usize {
        self.results.len()
    }

    /// The results.
    #[must_use]
    pub fn results(&self) -> &[T] {
        &self.results
    }

    /// The results, by value.
    #[must_use]
    pub fn into_results(self) -> Vec<T> {
        self.results
    }
}

impl<T: Serialize> Serialize for Found<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut state = serializer.serialize_struct("Found", 2)?;
        state.serialize_field(wire::RESULT_COUNT, &self.results.len())?;
        state.serialize_field(wire::RESULTS, &self.results)?;
        state.end()
    }
}

/// A valid empty result: the query ran and matched nothing.
///
/// It is an answer, not a failure: retrying returns the same nothing. On the
/// wire, `{"resultCount": 0, "results": [], "description": …}` with
/// `isError: false`.
///
/// ```
/// use toolerror::EmptyResult;
///
/// let empty = EmptyResult::new("customers with email john@example.com");
/// assert_eq!(
///     empty.description(),
///     "No match for customers with email john@example.com. The query ran successfully and \
///      matched nothing; this is a complete answer, not a failure, and retrying returns the \
///      same result."
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmptyResult {
    description: String,
}

impl EmptyResult {
    /// An empty result of the query described by `query` (what was searched,
    /// such as "bookings for ana@example.com").
    #[must_use]
    ///
    /// A query longer than 1 KiB is cut and ends with `…`, so
    /// that the sentence after it always reaches the agent; a blank one
    /// reads "the query".
    pub fn new(query: impl AsRef<str>) -> Self {
        let query = query.as_ref();
        let query = if is_blank(query) {
            Cow::Borrowed("the query")
        } else {
            bound_text(Cow::Borrowed(query), MAX_QUERY_BYTES, "…")
        };
        EmptyResult {
            description: format!(
                "No match for {query}. The query ran successfully and matched nothing; this is a \
                 complete answer, not a failure, and retrying returns the same result."
            ),
        }
    }

    /// Appends a suggestion for the agent, such as where else to look; one
    /// longer than 1 KiB is cut and ends with `…`.
    #[must_use]
    pub fn with_hint(mut self, hint: impl AsRef<str>) -> Self {
        let hint = bound_text(Cow::Borrowed(hint.as_ref()), MAX_QUERY_BYTES, "…");
        if !is_blank(&hint) {
            self.description.push(' ');
            self.description.push_str(&hint);
            // Hint upon hint still fits the bound every description keeps.
            self.description = bound_description(Cow::Owned(self.description)).into_owned();
        }
        self
    }

    /// The description the agent reads.
    #[must_use]
    pub fn description(&self) -> &str {
        &self.description
    }
}

impl Serialize for EmptyResult {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut state = serializer.serialize_struct("EmptyResult", 3)?;
        state.serialize_field(wire::RESULT_COUNT, &0u8)?;
        state.serialize_field(wire::RESULTS, &[(); 0])?;
        state.serialize_field(wire::DESCRIPTION, &self.description)?;
        state.end()
    }
}

/// What a query-like tool call came to: results, a valid empty result, or a
/// failure.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome<T, E> {
    /// The query matched something.
    Found(Found<T>),
    /// The query ran and matched nothing.
    Empty(EmptyResult),
    /// The query could not run; the data may exist.
    Failed(E),
}

impl<T, E> Outcome<T, E> {
    /// Sorts a query's result: a non-empty list is [`Outcome::Found`], an
    /// empty one is [`Outcome::Empty`] (described by `query`), an error is
    /// [`Outcome::Failed`].
    pub fn from_query(result: Result<Vec<T>, E>, query: impl AsRef<str>) -> Self {
        match result {
            Ok(results) => match Found::new(results) {
                Some(found) => Outcome::Found(found),
                None => Outcome::Empty(EmptyResult::new(query)),
            },
            Err(error) => Outcome::Failed(error),
        }
    }

    /// Whether the call failed.
    #[must_use]
    pub fn is_failure(&self) -> bool {
        matches!(self, Outcome::Failed(_))
    }
}

impl<T: Serialize> ToReply for Found<T> {
    /// `isError: false`, `{"resultCount": n, "results": […]}`; a result
    /// that fails to serialize gives [`Reply::success`]'s fallback.
    fn to_reply(&self) -> Reply<'_> {
        // The text is written from the results themselves, so its member
        // order is theirs whatever serde_json's map order is.
        Reply::success(self)
    }
}

impl ToReply for EmptyResult {
    /// `isError: false`, `resultCount: 0`, and a description saying the
    /// query ran and matched nothing.
    fn to_reply(&self) -> Reply<'_> {
        Reply::success(self)
    }
}

impl<T: Serialize, E: ToolError> ToReply for Outcome<T, E> {
    fn to_reply(&self) -> Reply<'_> {
        match self {
            Outcome::Found(found) => found.to_reply(),
            Outcome::Empty(empty) => empty.to_reply(),
            Outcome::Failed(error) => error.to_reply(),
        }
    }

    fn answer(&self) -> Reply<'_> {
        match self {
            Outcome::Failed(error) => error.answer(),
            other => other.to_reply(),
        }
    }
}
