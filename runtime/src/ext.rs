//! Methods every [`ToolError`] gets for free: retryability that can't be
//! overridden, its recovery move, and its payload.

use crate::category::Recovery;
use crate::payload::ErrorPayload;
use crate::tool_error::ToolError;

/// Methods every [`ToolError`] has, implemented once for all of them.
///
/// A blanket implementation covers every `ToolError`, so these can't be
/// overridden: `is_retryable` always agrees with the category. Bring them into
/// scope with `use toolerror::ToolErrorExt;`.
///
/// ```
/// use toolerror::{Category, Recovery, ToolErrorExt};
///
/// #[derive(Debug, toolerror::ToolError)]
/// #[category(business)]
/// #[tool_error(description = "Refund exceeds the $100 ceiling. Escalate to a human agent.")]
/// struct RefundOverLimit;
///
/// assert!(!RefundOverLimit.is_retryable());
/// assert_eq!(RefundOverLimit.recovery(), Recovery::TakeAnotherPath);
/// assert_eq!(RefundOverLimit.to_payload().code(), "refund_over_limit");
/// ```
pub trait ToolErrorExt: ToolError {
    /// Whether retrying can lead to success; follows from the category alone.
    fn is_retryable(&self) -> bool {
        self.category().is_retryable()
    }

    /// The recovery move the category implies.
    fn recovery(&self) -> Recovery {
        self.category().recovery()
    }

    /// The wire payload for this error, borrowing from it where it can.
    fn to_payload(&self) -> ErrorPayload<'_> {
        ErrorPayload::from_error(self)
    }
}

impl<T: ToolError + ?Sized> ToolErrorExt for T {}
