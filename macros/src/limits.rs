//! Limits the derive shares with the runtime, which it can't import (a
//! proc-macro crate depends on nothing of the runtime's); a test of the
//! `toolerror-tests` crate (`derive_limits_are_the_runtimes`) reads this
//! file and checks each one equals the runtime's.

/// The longest code, in bytes: the runtime's `MAX_CODE_BYTES`.
pub const MAX_CODE_BYTES: usize = 128;

/// The runtime's `pieces1` to `pieces4` take this many fields at most.
pub const MAX_PIECES_FIELDS: usize = 4;
