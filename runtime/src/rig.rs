//! rig (`rig-core`, feature `rig`): a derived error as rig's tool execution
//! error, so a rig `Tool` keeps a toolerror enum as its `Error`.
//!
//! The derive implements `From<YourError> for rig_core::tool::ToolExecutionError`;
//! route it through the `Tool::map_error` hook, one line:
//!
//! ```ignore
//! impl rig_core::tool::Tool for Refund {
//!     type Error = RefundError; // #[derive(thiserror::Error, toolerror::ToolError)]
//!     fn map_error(&self, error: RefundError) -> rig_core::tool::ToolExecutionError {
//!         error.into()
//!     }
//!     // …
//! }
//! ```
//!
//! | category | rig kind | retryable |
//! |---|---|---|
//! | transient with a delay | `rate_limited` | yes |
//! | transient, outcome unknown | `timeout` | yes |
//! | transient otherwise | `provider` | yes |
//! | validation | `invalid_args` | yes (after fixing the input) |
//! | business | `other` | no |
//! | permission | `permission_denied` | no |
//!
//! The model reads the payload's JSON (`errorCategory`, `isRetryable`, the
//! description); the code is rig's `code`; the operator message is the
//! error's `Display` and source chain when the error has one
//! ([`ToolError::diagnostic`]), else its description. An unexpected failure
//! is masked and referenced as in every other rendering (see
//! [`report`](crate::report)).

use rig_core::tool::{ToolErrorKind, ToolExecutionError, ToolOutput};

use crate::category::Category;
use crate::reply::ToReply;
use crate::report::error_chain;
use crate::tool_error::ToolError;

/// `error` as rig's tool execution error (see [the table](self)).
#[must_use]
pub fn execution_error<E: ToolError + ?Sized>(error: &E) -> ToolExecutionError {
    let reply = error.answer();
    let Some(payload) = reply.payload() else {
        return ToolExecutionError::other("the tool failed");
    };
    let kind = match payload.category() {
        Category::Transient if payload.retry_after().is_some() => ToolErrorKind::RateLimited,
        Category::Transient if payload.outcome_unknown() => ToolErrorKind::Timeout,
        Category::Transient => ToolErrorKind::Provider,
        Category::Validation => ToolErrorKind::InvalidArgs,
        Category::Business => ToolErrorKind::Other,
        Category::Permission => ToolErrorKind::PermissionDenied,
    };
    let message = error
        .diagnostic()
        .map_or_else(|| payload.description().to_owned(), error_chain);
    ToolExecutionError::new(kind, message)
        .with_model_output(ToolOutput::text(reply.to_text()))
        .with_retryable(payload.is_retryable())
        .with_code(payload.code())
}
