//! The wire member names, defined once: of the payload (the encoder, the
//! parser, the schema and the reader all use these), and of results.

/// The failure's category: `"transient"`, `"validation"`, `"business"` or
/// `"permission"`.
pub const ERROR_CATEGORY: &str = "errorCategory";
/// Whether retrying can help; follows from the category.
pub const IS_RETRYABLE: &str = "isRetryable";
/// What the agent reads.
pub const DESCRIPTION: &str = "description";
/// The stable machine code.
pub const CODE: &str = "code";
/// What a classifier found happened (`not_found`, `rate_limited`,
/// `timeout`…), beside the variant's own `code`: a classified failure's
/// cause in the classification's words, so an agent can tell a 404 from a
/// 503 of one variant.
pub const CAUSE: &str = "cause";
/// The retry delay in milliseconds (transient only).
pub const RETRY_AFTER_MS: &str = "retryAfterMs";
/// `true` when the failed call may have taken effect (a timeout on a call
/// that changes state): retry it only if repeating it is safe. Written only
/// when true, on transient failures only.
pub const OUTCOME_UNKNOWN: &str = "outcomeUnknown";
/// The id joining the failure to the server's log line about it.
pub const CORRELATION_ID: &str = "correlationId";
/// Facts the author chose to expose.
pub const DETAILS: &str = "details";
/// How many results a success carries; 0 for a valid empty result.
pub const RESULT_COUNT: &str = "resultCount";
/// The results of a success.
pub const RESULTS: &str = "results";
/// The `_meta` key of the draft MCP tool-failure classification (SEP-3313).
pub const TOOL_FAILURE_META: &str = "io.modelcontextprotocol/toolFailure";
