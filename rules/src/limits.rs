//! Limits the derive checks at compile time and the runtime enforces at
//! run time: one number each, read by both crates.

/// The longest code, in bytes. The derive rejects a longer `code = "…"`; the
/// runtime cuts a longer run-time code (it is `toolerror::ErrorPayload::MAX_CODE_BYTES`).
pub const MAX_CODE_BYTES: usize = 128;

/// The most fields a description template is written through by one of the
/// runtime's `pieces` functions (`pieces1` to `pieces4`); a template showing
/// more is written with `format!`.
pub const MAX_PIECES_FIELDS: usize = 4;

/// The longest description, in bytes (it is
/// `toolerror::ErrorPayload::MAX_DESCRIPTION_BYTES`). The derive rejects a
/// `max_chars` above it: a field can't show more than the whole
/// description holds.
pub const MAX_DESCRIPTION_BYTES: usize = 4096;

/// The most characters of one field a derived description shows unless the
/// field says otherwise with `#[tool_error(max_chars = N)]` (it is
/// `toolerror::ErrorPayload::MAX_SHOWN_VALUE_CHARS`).
pub const MAX_SHOWN_VALUE_CHARS: usize = 256;
