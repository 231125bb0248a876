//! Methods every [`ToolError`] gets for free: retryability that can't be
//! overridden, and one-call rendering to each wire format.

use crate::category::Recovery;
use crate::claude::ClaudeToolResult;
use crate::mcp::CallToolResult;
use crate::payload::ErrorPayload;
use crate::tool_error::ToolError;

/// Methods every [`ToolError`] has, implemented once for all of them.
///
/// A blanket implementation covers every `ToolError`, so these can't be
/// overridden: `is_retryable` always agrees with the category. Bring them into
/// scope with `use toolerror::ToolErrorExt;` (or `use toolerror::prelude::*;`).
///
/// ```
/// use toolerror::{Category, ToolErrorExt};
///
/// #[derive(Debug, toolerror::ToolError)]
/// #[category(business)]
/// #[tool_error(description = "Refund exceeds the $100 ceiling. Escalate to a human agent.")]
/// struct RefundOverLimit;
///
/// assert!(!RefundOverLimit.is_retryable());
/// assert_eq!(RefundOverLimit.to_mcp_result().is_error, true);
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

    /// The MCP `tools/call` result: `isError: true`, the payload in
    /// `structuredContent` and, serialized, in a text block.
    fn to_mcp_result(&self) -> CallToolResult {
        self.to_payload().to_mcp_result()
    }

    /// [`to_mcp_result`](Self::to_mcp_result) as JSON text, written directly
    /// (see [`ErrorPayload::write_mcp_json`]).
    fn to_mcp_json(&self) -> String {
        self.to_payload().to_mcp_json()
    }

    /// The MCP result without `structuredContent`, for clients that validate
    /// error results against the tool's `outputSchema`.
    fn to_mcp_result_text_only(&self) -> CallToolResult {
        self.to_payload().to_mcp_result_text_only()
    }

    /// The Claude Messages API `tool_result` block answering `tool_use_id`.
    fn to_claude_result(&self, tool_use_id: &str) -> ClaudeToolResult {
        self.to_payload().to_claude_result(tool_use_id)
    }

    /// [`to_claude_result`](Self::to_claude_result) as JSON text, written
    /// directly.
    fn to_claude_json(&self, tool_use_id: &str) -> String {
        self.to_payload().to_claude_json(tool_use_id)
    }
}

impl<T: ToolError + ?Sized> ToolErrorExt for T {}
