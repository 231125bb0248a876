//! The catalog of a tool error type: every variant's code, category,
//! retryability and description template, known at compile time.
//!
//! Use it to document a tool's failures in its description, so an agent
//! knows before calling what can go wrong:
//!
//! ```
//! use toolerror::{Catalog, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! pub enum RefundError {
//!     #[error("payment gateway timeout")]
//!     #[category(transient, retry_after = "30s")]
//!     #[tool_error(description = "The payment gateway timed out. Retry in 30 seconds.")]
//!     GatewayTimeout,
//!     #[error("refund of ${amount} exceeds the ${limit} automatic ceiling")]
//!     #[category(business)]
//!     #[tool_error(description = "Refund of ${amount} exceeds the ${limit} automatic ceiling. Escalate to a human agent.")]
//!     OverLimit { amount: u32, limit: u32 },
//! }
//!
//! assert_eq!(
//!     toolerror::catalog::markdown(RefundError::catalog()),
//!     "- `gateway_timeout` (transient, retryable, retry after 30000 ms): The payment gateway timed out. Retry in 30 seconds.\n\
//!      - `over_limit` (business, not retryable): Refund of ${amount} exceeds the ${limit} automatic ceiling. Escalate to a human agent.\n"
//! );
//! ```

use std::fmt::Write as _;
use std::time::Duration;

use crate::category::Category;

/// A type whose failures are listed at compile time; the derive implements
/// it.
pub trait Catalog {
    /// One entry per variant (one for a struct), in declaration order.
    ///
    /// A function, not an associated constant: the compiler evaluates
    /// every constant of a crate whether or not anything reads it, and a
    /// crate with many error types would pay, in every `cargo check`, for
    /// catalogs nobody lists. The derived impl builds its entries from the
    /// tables it already holds on first call, and keeps them.
    fn catalog() -> &'static [CatalogEntry];
}

/// One variant of a tool error type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CatalogEntry {
    /// A variant with its own category.
    Classified {
        /// The variant's name (the type's name for a struct).
        variant: &'static str,
        /// The machine code.
        code: &'static str,
        /// The declared category; for a variant with a
        /// `#[tool_error(classify)]` field, the one it falls back on when the
        /// field doesn't classify.
        category: Category,
        /// The fixed retry delay, if the variant declares one.
        retry_after: Option<Duration>,
        /// The description template, with `{field}` placeholders; `None`
        /// when the description is the variant's `Display` text and the
        /// derive could not see it.
        description: Option<&'static str>,
    },
    /// A variant that reports the error it wraps.
    Delegated {
        /// The variant's name.
        variant: &'static str,
        /// The wrapped type, as written in the source.
        inner_type: &'static str,
    },
}

impl CatalogEntry {
    /// The variant's name.
    #[must_use]
    pub const fn variant(&self) -> &'static str {
        match self {
            CatalogEntry::Classified { variant, .. } | CatalogEntry::Delegated { variant, .. } => {
                variant
            }
        }
    }

    /// The category, unless the variant delegates.
    #[must_use]
    pub const fn category(&self) -> Option<Category> {
        match self {
            CatalogEntry::Classified { category, .. } => Some(*category),
            CatalogEntry::Delegated { .. } => None,
        }
    }
}

/// A Markdown list of the catalog, one line per entry, for tool
/// descriptions and docs.
#[must_use]
pub fn markdown(catalog: &[CatalogEntry]) -> String {
    let mut out = String::new();
    for entry in catalog {
        // Writing to a String can't fail.
        let _ = match entry {
            CatalogEntry::Classified {
                code,
                category,
                retry_after,
                description,
                ..
            } => {
                let retryable = if category.is_retryable() {
                    "retryable"
                } else {
                    "not retryable"
                };
                let _ = write!(out, "- `{code}` ({category}, {retryable}");
                if let Some(delay) = retry_after {
                    let _ = write!(out, ", retry after {} ms", delay.as_millis());
                }
                match description {
                    Some(text) => writeln!(out, "): {text}"),
                    None => writeln!(out, ")"),
                }
            }
            CatalogEntry::Delegated {
                variant,
                inner_type,
            } => writeln!(out, "- {variant}: the errors of `{inner_type}`"),
        };
    }
    out
}
