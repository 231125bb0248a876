//! The four failure categories and the recovery move each one implies.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

/// What kind of failure a tool hit; this decides the agent's next move.
///
/// Retryability follows from the category and from nothing else:
/// [`Transient`](Category::Transient) and [`Validation`](Category::Validation)
/// are retryable, [`Business`](Category::Business) and
/// [`Permission`](Category::Permission) never are.
///
/// On the wire a category is its lowercase name (`"transient"`, …).
///
/// ```
/// use toolerror::{Category, Recovery};
///
/// let category: Category = "business".parse()?;
/// assert!(!category.is_retryable());
/// assert_eq!(category.recovery(), Recovery::TakeAnotherPath);
/// assert_eq!(category.to_string(), "business");
/// # Ok::<(), toolerror::ParseCategoryError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub enum Category {
    /// The call may succeed unchanged after a pause: timeout, rate limit,
    /// service briefly down.
    Transient,
    /// The input was wrong (format, missing field, out of range): fix it,
    /// then retry.
    Validation,
    /// A rule forbids this (policy, limit exceeded): the same rule applies on
    /// every attempt, so never retry; take another path.
    Business,
    /// The caller may not do this: never retry; escalate or use other
    /// credentials, and reveal no data.
    Permission,
}

impl Category {
    /// All four categories, in the order of the table in the docs.
    pub const ALL: [Category; 4] = [
        Category::Transient,
        Category::Validation,
        Category::Business,
        Category::Permission,
    ];

    /// Whether any path to success goes through retrying: true for
    /// transient (unchanged) and validation (after fixing the input).
    #[must_use]
    pub const fn is_retryable(self) -> bool {
        matches!(self, Category::Transient | Category::Validation)
    }

    /// The category's wire name.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Category::Transient => "transient",
            Category::Validation => "validation",
            Category::Business => "business",
            Category::Permission => "permission",
        }
    }

    /// The recovery move this category implies for an agent.
    #[must_use]
    pub const fn recovery(self) -> Recovery {
        match self {
            Category::Transient => Recovery::RetryAfterDelay,
            Category::Validation => Recovery::FixInputThenRetry,
            Category::Business => Recovery::TakeAnotherPath,
            Category::Permission => Recovery::Escalate,
        }
    }
}

impl fmt::Display for Category {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Category {
    type Err = ParseCategoryError;

    /// Parses a wire name, ignoring ASCII case and surrounding whitespace.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let trimmed = s.trim();
        Category::ALL
            .into_iter()
            .find(|category| category.as_str().eq_ignore_ascii_case(trimmed))
            .ok_or_else(|| ParseCategoryError {
                input: s.to_owned(),
            })
    }
}

/// A string that names none of the four categories.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseCategoryError {
    input: String,
}

impl ParseCategoryError {
    /// The text that failed to parse.
    #[must_use]
    pub fn input(&self) -> &str {
        &self.input
    }
}

impl fmt::Display for ParseCategoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown error category `{}`: expected one of transient, validation, business, permission",
            self.input
        )
    }
}

impl std::error::Error for ParseCategoryError {}

/// The move an agent should make after a failure, as data.
///
/// ```
/// use toolerror::{Category, Recovery};
///
/// let move_ = Category::Transient.recovery();
/// assert_eq!(move_, Recovery::RetryAfterDelay);
/// assert!(move_.retries_unchanged());
/// assert_eq!(move_.instruction(), "Retry the same call unchanged after a pause.");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Recovery {
    /// Retry the identical call after waiting (transient).
    RetryAfterDelay,
    /// Correct the input named in the description, then retry (validation).
    FixInputThenRetry,
    /// Do not retry; follow another workflow, such as handing off to a
    /// person (business).
    TakeAnotherPath,
    /// Do not retry; escalate or use other credentials, revealing nothing
    /// about the data that was refused (permission).
    Escalate,
}

impl Recovery {
    /// Whether this move includes calling the tool again.
    #[must_use]
    pub const fn retries(self) -> bool {
        matches!(
            self,
            Recovery::RetryAfterDelay | Recovery::FixInputThenRetry
        )
    }

    /// Whether the same call may be repeated without changing its input.
    #[must_use]
    pub const fn retries_unchanged(self) -> bool {
        matches!(self, Recovery::RetryAfterDelay)
    }

    /// One sentence telling an agent what to do.
    #[must_use]
    pub const fn instruction(self) -> &'static str {
        match self {
            Recovery::RetryAfterDelay => "Retry the same call unchanged after a pause.",
            Recovery::FixInputThenRetry => "Fix the input the description names, then retry.",
            Recovery::TakeAnotherPath => {
                "Do not retry: the same rule applies on every attempt. Take another path."
            }
            Recovery::Escalate => {
                "Do not retry: escalate or use other credentials, and reveal nothing about the refused data."
            }
        }
    }
}
