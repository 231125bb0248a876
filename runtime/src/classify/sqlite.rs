//! rusqlite 0.32 to 0.43 (feature `rusqlite`).
//!
//! The dependency is a range, so the build has one rusqlite, the server's:
//! versions that link another `libsqlite3-sys` can't be two in one build
//! (its `links = "sqlite3"`), and cargo picks the server's. Two versions
//! that share one `libsqlite3-sys` (0.42 and 0.43) can both be picked, and
//! then the server's `rusqlite::Error` isn't the one classified (rustc
//! says "multiple different versions of crate `rusqlite`"): make the
//! lock file agree with `cargo update -p rusqlite@0.43.0 --precise 0.42.0`.

use std::time::Duration;

use rusqlite::ErrorCode as Code;

use super::{Cause, Classification, Classify};
use crate::category::Category;

/// How long a busy or locked database asks the agent to wait.
const BUSY_DELAY: Duration = Duration::from_millis(250);

/// Classifies a `rusqlite` error by what the agent can do about it:
///
/// | the error | category | the description a reclassified variant reads |
/// |---|---|---|
/// | `DatabaseBusy`, `DatabaseLocked` | transient, retry after 250 ms | the database is busy |
/// | `OperationInterrupted` | transient | the operation was interrupted |
/// | `ConstraintViolation` (`UNIQUE`, `CHECK`, foreign key…) | business | the request conflicts with stored data |
/// | `DiskFull` | business | the store is full |
/// | `TooBig` | validation | a value is too large |
/// | `QueryReturnedNoRows` | validation | nothing matches the arguments |
/// | `ReadOnly`, `PermissionDenied`, `AuthorizationForStatementDenied` | permission | the store refuses this change |
/// | `NotADatabase`, `DatabaseCorrupt`, `CannotOpen`, a type or parameter mismatch, anything else | none: the variant's declared category, masked as unexpected (a bug or a broken deployment, which the log must show) | |
///
/// ```
/// use toolerror::Category;
/// use toolerror::classify::Classify;
///
/// let busy = rusqlite::Error::SqliteFailure(
///     rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
///     None,
/// );
/// let classification = busy.classify().unwrap();
/// assert_eq!(classification.category, Category::Transient);
/// assert_eq!(classification.retry_after, Some(std::time::Duration::from_millis(250)));
/// assert_eq!(rusqlite::Error::QueryReturnedNoRows.classify().unwrap().category, Category::Validation);
/// ```
impl Classify for rusqlite::Error {
    fn classify(&self) -> Option<Classification> {
        use Cause::*;
        let code = match self {
            rusqlite::Error::SqliteFailure(failure, _) => failure.code,
            rusqlite::Error::QueryReturnedNoRows => {
                return Some(
                    Classification::new(Category::Validation)
                        .with_cause(NotFound)
                        .with_description(
                            "Nothing in the store matches the arguments. Check them; if they are right, the record does not exist.",
                        ),
                );
            }
            _ => return None,
        };
        let (category, cause, description) = match code {
            Code::DatabaseBusy | Code::DatabaseLocked => {
                return Some(
                    Classification::new(Category::Transient)
                        .with_retry_after(BUSY_DELAY)
                        .with_cause(Busy)
                        .with_description(
                            "The database is busy for now. Retry the same call unchanged after a pause.",
                        ),
                );
            }
            Code::OperationInterrupted => (
                Category::Transient,
                Interrupted,
                "The store interrupted the operation. Retry the same call unchanged after a pause.",
            ),
            Code::ConstraintViolation => (
                Category::Business,
                Conflict,
                "The request conflicts with data already stored. Don't retry unchanged; change the request or take another path.",
            ),
            Code::DiskFull => (
                Category::Business,
                StorageFull,
                "The store is full. Don't retry; escalate to a person.",
            ),
            Code::TooBig => (
                Category::Validation,
                TooLarge,
                "A value is too large for the store. Make it smaller, then retry.",
            ),
            Code::ReadOnly | Code::PermissionDenied | Code::AuthorizationForStatementDenied => (
                Category::Permission,
                ReadOnly,
                "The store refuses this change to this server. Don't retry; escalate to a person.",
            ),
            _ => return None,
        };
        Some(
            Classification::new(category)
                .with_cause(cause)
                .with_description(description),
        )
    }
}
