//! Limits the derive checks at compile time and the runtime enforces at
//! run time: one number each, read by both crates.

/// The longest code, in bytes. The derive rejects a longer `code = "…"`; the
/// runtime cuts a longer run-time code (it is `toolerror::ErrorPayload::MAX_CODE_BYTES`).
pub const MAX_CODE_BYTES: usize = 128;

/// The most fields a description template is written through by one of the
/// runtime's `pieces` functions (`pieces1` to `pieces4`); a template showing
/// more is written with `format!`.
pub const MAX_PIECES_FIELDS: usize = 4;
