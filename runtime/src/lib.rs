//! Structured tool errors for LLM agents.
//!
//! A tool that fails must tell the agent *what kind* of failure it was,
//! because that decides the agent's next move:
//!
//! | [`Category`] | example | retryable | the agent's next move |
//! |---|---|---|---|
//! | transient | payment service timed out | yes | retry the same call after a pause |
//! | validation | `2041` sent where `B-2041` was expected | yes | fix the input, then retry |
//! | business | refund over the automatic limit | never | take another path (escalate) |
//! | permission | another customer's booking | never | escalate; reveal no data |
//!
//! Annotate your error enum once; get MCP tool results and Claude
//! `tool_result` blocks that carry `errorCategory`, `isRetryable` and an
//! agent-facing `description`, in words first (for hosts that show their
//! model one text block) and as JSON. A business or permission variant marked
//! retryable does not compile.
//!
//! ```
//! use toolerror::{Category, ToReply, ToolError, ToolErrorExt};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! pub enum BookingError {
//!     #[error("payment gateway timeout")]
//!     #[category(transient, retry_after = "30s")]
//!     #[tool_error(description = "The payment service timed out. Retry in 30 seconds.")]
//!     PaymentTimeout,
//!     #[error("booking id {got} is malformed; booking ids look like B-2041")]
//!     #[category(validation, retryable)]
//!     BadBookingId { got: String },
//!     #[error("refund of ${amount} exceeds the ${limit} automatic ceiling; escalate to a human agent")]
//!     #[category(business)]
//!     RefundOverLimit { amount: u32, limit: u32 },
//! }
//!
//! let err = BookingError::RefundOverLimit { amount: 140, limit: 100 };
//! assert_eq!(err.category(), Category::Business);
//! assert!(!err.is_retryable());
//! assert_eq!(
//!     err.to_reply().to_mcp_json(),
//!     r#"{"content":[{"type":"text","text":"Error (business, not retryable: take another path): refund of $140 exceeds the $100 automatic ceiling; escalate to a human agent"},{"type":"text","text":"{\"errorCategory\":\"business\",\"isRetryable\":false,\"description\":\"refund of $140 exceeds the $100 automatic ceiling; escalate to a human agent\",\"code\":\"refund_over_limit\"}"}],"structuredContent":{"errorCategory":"business","isRetryable":false,"description":"refund of $140 exceeds the $100 automatic ceiling; escalate to a human agent","code":"refund_over_limit"},"isError":true}"#
//! );
//! ```
//!
//! # The pieces
//!
//! - The domain: [`Category`] and its [`Recovery`] move; the [`ToolError`]
//!   trait (derive it, or implement it by hand); the wire [`ErrorPayload`];
//!   the outcomes [`Found`], [`EmptyResult`] and [`Outcome`], which keep "no
//!   results" apart from "couldn't check".
//! - The reply model: every result kind converts into a [`Reply`]
//!   ([`ToReply`]); the [`formats`], one file each with its types, its
//!   renderer and its reader, render any reply:
//!   [`mcp`](formats::mcp) (`tools/call` results),
//!   [`claude`](formats::claude) (`tool_result` blocks),
//!   [`openai`](formats::openai), [`gemini`](formats::gemini),
//!   [`bedrock`](formats::bedrock), [`a2a`](formats::a2a),
//!   [`acp`](formats::acp); and [`formats::read_result`] reads any of them
//!   back into the agent's [`Decision`](formats::read::Decision).
//! - [`ToolErrorExt`]: `is_retryable()`, `recovery()` and `to_payload()` on
//!   every `ToolError`; [`Catalog`]: every variant's code, category and
//!   description template, for tool descriptions.
//! - For tool authors, beside the above: [`partial`] results of fan-out work
//!   with their coverage gaps; [`classify`], categories for I/O, HTTP and
//!   gRPC errors; `rmcp` (feature `rmcp`).
//! - The [`agent`] side, for the agent calling tools: [`formats::read`],
//!   turning any server's result back into the agent's decision;
//!   [`agent::propagate`], passing what a subagent couldn't resolve up with
//!   context, and answering calls that were not run; `agent::retry`, local
//!   recovery with backon (feature `backon`); `agent::client`, remote calls
//!   through rmcp's client that recover by category within budgets, behind
//!   a circuit breaker (feature `rmcp-client`).
//!
//! # Names
//!
//! One scheme across the formats and helpers:
//!
//! - A reply renders with `Reply::to_<format>(…)`, the format's typed value
//!   ([`Reply::to_mcp`], [`Reply::to_claude`], `to_openai_chat`,
//!   `to_openai_responses`, `to_gemini`, `to_bedrock`, `to_a2a`, `to_acp`),
//!   given the ids of the call it answers; `to_<format>_json` writes its
//!   JSON text, `write_<format>_json` appends it to a buffer.
//! - `to_…` makes something new (it allocates): [`Reply::to_text`],
//!   [`Reply::to_structured`], [`ErrorPayload::to_json`]; a method named
//!   for what it returns borrows it ([`Reply::payload`],
//!   [`CallToolResult::text`](formats::mcp::CallToolResult::text)).
//! - A format's types carry the names its specification gives them, and
//!   not the format's name, which their module says:
//!   [`mcp::CallToolResult`](formats::mcp::CallToolResult), [`claude::ToolResult`](formats::claude::ToolResult); each format's block
//!   of content is its `ContentBlock` ([`mcp::ContentBlock`](formats::mcp::ContentBlock),
//!   [`claude::ContentBlock`](formats::claude::ContentBlock), [`bedrock::ContentBlock`](formats::bedrock::ContentBlock)). Each lives at
//!   one path, `toolerror::formats::<format>`.
//! - A classifier is named for what it reads, in [`classify`]:
//!   a value through [`classify::Classify`] (an `io::Error`, a status code,
//!   [`classify::HttpFailure`] for a status with its `Retry-After`), a gRPC
//!   code number through [`classify::grpc_code`], a source chain through
//!   [`classify::chain`]; a type of your own implements
//!   [`classify::Classify`].
//! - A result of any format reads back with [`formats::read_result`] (a
//!   value) or [`formats::read_json`] (text), and nothing else.
//! - Limits are the type's own: [`ErrorPayload::MAX_DESCRIPTION_BYTES`],
//!   [`ErrorPayload::MAX_CODE_BYTES`], [`ErrorPayload::MAX_DETAILS_BYTES`].
//!
//! # The derive
//!
//! `#[derive(ToolError)]` reads these attributes:
//!
//! - `#[category(transient)]` (or `validation`, `business`, `permission`) on
//!   each variant, or on the enum as a default that variants may override; on
//!   a struct, once. Options: `retryable`, which states what the category
//!   already implies and is accepted on transient and validation only (the
//!   compiler rejects it on business and permission, which are never
//!   retryable); `retry_after = "30s"` (transient only; units `ms`, `s`, `m`,
//!   `h`, combinable as `"1m30s"`); `outcome_unknown` (transient only: the
//!   failed call may have taken effect, as after a timeout on a call that
//!   changes state; the payload says `"outcomeUnknown": true`, and
//!   `agent::retry` repeats it only for an operation marked idempotent).
//! - `#[tool_error(...)]` on a variant (or struct): `description = "…"`, a
//!   template with `{field}` / `{0}` placeholders (`{{` and `}}` for braces)
//!   and `{retry_after}`, the delay in words ("Retry in {retry_after}." reads
//!   "Retry in 1 minute 30 seconds."; "a moment" when a classified variant
//!   finds none), from the declaration, the delay field or the
//!   classification (transient or classified variants only; a field named
//!   `retry_after` is shown as that field), and on a classified variant
//!   `{classification}`, the sentence of what its field found
//!   ([`classify::Classification::description`]: static text such as an
//!   HTTP 503's "The service is unavailable for now…", never the error's
//!   own words; nothing, with the space beside it, when it has none; a
//!   field named `classification` is shown as that field);
//!   `code = "…"` (default: the variant's name in snake_case, after its
//!   type's when the name says only how it failed: `ParcelError::Status`
//!   is `parcel_status`, `StoreError::Io` `store_io`);
//!   `transparent`, to report the single wrapped field's `ToolError` as is;
//!   on a variant with a `classify` field, `when_validation = "…"` (and
//!   `when_transient`, `when_business`, `when_permission`), the description
//!   when the field turns it into that category, held to that category's
//!   rules (a `when_permission` text shows `public` fields only).
//! - `#[tool_error(...)]` on a field: `retry_after` (a `Duration` or
//!   `Option<Duration>` field giving a transient variant's delay), `public`
//!   (the agent may see it: a permission text, or a field holding an error,
//!   may show it), `detail` (the field, serialized, goes into `details`),
//!   `classify` (the field tells the category at run time, through
//!   [`classify::Classify`]: an `io::Error`, an HTTP status, a gRPC status,
//!   a `Box<dyn Error>` or `anyhow::Error` by its source chain, a type of
//!   your own; `classify = "path::to::function"` for another crate's type,
//!   one `match` returning `Option<Classification>`; the declared category
//!   is the fallback, and a description written for it gives way to what
//!   the classification says happened (an HTTP status's own sentence,
//!   [`classify::Classification::description`]), else to the actual
//!   category's [`fallback_description`]); `max_chars = N`, the most
//!   characters of the field a description's plain `{field}` shows (cut
//!   and marked `…`; 1 to [`ErrorPayload::MAX_DESCRIPTION_BYTES`], default
//!   [`ErrorPayload::MAX_SHOWN_VALUE_CHARS`]), only on a field a
//!   description shows so.
//! - `#[tool_error(crate = "path")]` on the type, for crates that re-export
//!   `toolerror`; `#[tool_error(text_only)]` on the type, so its MCP failures
//!   carry the payload in text only (see [`ErrorMode::TextOnly`]);
//!   `#[tool_error(bound = "T: Display")]` on the type, where-clause
//!   predicates that replace the inferred ones (`bound = ""` for none).
//!
//! Without `description`, the agent reads the variant's `Display` text (from
//! thiserror's `#[error("…")]`, the variant's own or the enum's). `Display`
//! is for logs; the description is for the model. They may coincide, but the
//! derive fails closed:
//!
//! - every placeholder of the text the agent reads names a field of its
//!   variant (`{amount}`, `{0}`), or a named argument that is a literal or
//!   a field (`id = .booking`): `{self}`, `{_0}`, and constants or statics
//!   a format string would capture or an argument passes are compile
//!   errors;
//! - a permission variant shows only fields marked `public`, and needs a
//!   `description` when its `Display` text can't be read (format arguments,
//!   `#[error(transparent)]`, a hand-written impl);
//! - a field reaches what the agent reads (a description, an `#[error]`
//!   text read as one, a `Display` the derive can't read, `details`) only
//!   when its type vouches for its text, [`AgentVisible`](trait@AgentVisible)
//!   (plain data does; a type of your own derives it, which refuses an
//!   error type and checks each field's type), or it is marked `public`:
//!   an error's text carries URLs, paths and tokens, which belong in logs,
//!   and no error type, `dyn` type or type parameter vouches for itself
//!   (a parameter bound by `AgentVisible` vouches through its bound).
//!   Obvious errors (`#[source]`, `#[from]`, a field named `source`, an
//!   `…Error` type) get the derive's own message first. A `Display` the
//!   derive can't read counts as showing every field, but what its code
//!   computes is beyond any check: write a description wherever it does
//!   more than show fields;
//! - a variant whose classify field makes it a permission failure at run
//!   time reads as a declared permission variant would: the masked
//!   description, and `details` of `public` fields only;
//! - a description must say more than "failed": generic texts are rejected,
//!   whatever their spelling;
//! - codes are 1 to [`ErrorPayload::MAX_CODE_BYTES`] bytes of ASCII letters, digits and
//!   `_` `-` `.` `:`.
//!
//! A mistake in an attribute is one compile error: when an attribute can't
//! be read (a misspelled option or attribute name, an invalid escape), the
//! derive says nothing more about what it would have said, and should the
//! build go on (another derive registering the misspelled name), that
//! variant's description is its category's [`fallback_description`]. A
//! variant without a category never compiles.
//!
//! # Features
//!
//! - `schemars`: [`JsonSchema`](https://docs.rs/schemars) for
//!   [`ErrorPayload`], and `schema::error_payload_schema`.
//! - `rmcp`: derived errors work as `E` in rmcp 3.x `#[tool]` handlers, and
//!   convert into `rmcp::ErrorData` where only a protocol error can answer;
//!   output schemas that admit the error payload; argument errors that name
//!   the argument. See the `rmcp` module. Implies `schemars`.
//! - `http`: `classify::Classify` for `http::StatusCode`, and
//!   `classify::HttpFailure::from_parts` for a status and its headers.
//! - `tonic`: `classify::Classify` for `tonic::Code` and `tonic::Status`.
//! - `backon`: `agent::retry`, local recovery of transient failures with backon.
//! - `rmcp-client`: `agent::client`, rmcp's client with recovery by
//!   category, per-call and per-session budgets and a circuit breaker.
//!   Implies `backon`.
//! - `anyhow`: `classify::Classify` for `anyhow::Error`, by its chain.
//! - `reqwest`: `classify::Classify` for `reqwest::Error` (reqwest 0.13),
//!   `classify::HttpFailure::from_response` and `classify::HttpError::check`;
//!   `reqwest-0_12`: the same for reqwest 0.12.
//! - `rusqlite`: `classify::Classify` for `rusqlite::Error` (rusqlite 0.32 to
//!   0.43, the version your crate is on).
//! - `tracing`: every failure a call answers with is logged once, with a
//!   correlation id the payload carries too; see [`report`].
//! - `log`: the same line through the `log` crate; with both features,
//!   `tracing` when a subscriber listens, else `log`.
//! - `rig`: derived errors convert into rig's `ToolExecutionError`; see the
//!   `rig` module.
//! - `uuid`, `chrono`, `time`, `rust_decimal`: [`AgentVisible`] for those
//!   crates' ids, dates, times and decimals, so descriptions and `details`
//!   may show them.
//! - `secrecy`: `secrecy::SecretString` and `SecretBox<T>` are never shown:
//!   a description, an `#[error]` text the agent reads or a `detail` that
//!   shows one is a compile error saying how to show a redacted form (see
//!   [`AgentVisible`]).
//! - `opentelemetry`: tool calls as spans and metrics by the MCP semantic
//!   conventions, failures with their category, code and a correlation id
//!   taken from the trace; see the `telemetry` module.
#![cfg_attr(docsrs, feature(doc_cfg))]
#![warn(missing_docs)]

pub mod agent;
mod agent_visible;
pub mod catalog;
mod category;
mod classification;
pub mod classify;
mod ext;
pub mod formats;
mod outcome;
pub mod partial;
mod payload;
mod reply;
pub mod report;
#[cfg(feature = "rig")]
pub mod rig;
#[cfg(feature = "rmcp")]
pub mod rmcp;
#[cfg(feature = "schemars")]
pub mod schema;
#[cfg(feature = "opentelemetry")]
pub mod telemetry;
mod tool_error;

pub use crate::agent_visible::AgentVisible;
pub use crate::catalog::{Catalog, CatalogEntry};
pub use crate::category::{Category, ParseCategoryError, Recovery};
pub use crate::ext::ToolErrorExt;
pub use crate::outcome::{EmptyResult, Found, Outcome};
pub use crate::payload::{
    ErrorPayload, PayloadError, fallback_description, is_generic_description,
};
pub use crate::reply::{Reply, ToReply};
pub use crate::tool_error::{ErrorMode, ToolError};

/// Derives [`ToolError`] and [`Catalog`]; see [the crate docs](crate#the-derive).
pub use toolerror_macros::ToolError;

/// Derives [`AgentVisible`](trait@AgentVisible), proving what it can
/// where the claim is made: the type is no error, and each field's type
/// vouches for its own text; see [the trait](trait@AgentVisible).
pub use toolerror_macros::AgentVisible;

/// What code generated by `#[derive(ToolError)]` refers to; not public API.
/// Its name carries a version: the derive and the runtime are released
/// together (the runtime pins the derive with `=`), and a change here is a
/// new name, not a silent break of code that came to rely on it.
#[doc(hidden)]
#[path = "private.rs"]
pub mod __private_v1;
