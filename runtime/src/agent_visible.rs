//! The positive rule behind every value the agent reads: a field reaches a
//! description or `details` only when its type vouches for its text.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::num::{
    NonZeroI8, NonZeroI16, NonZeroI32, NonZeroI64, NonZeroI128, NonZeroIsize, NonZeroU8,
    NonZeroU16, NonZeroU32, NonZeroU64, NonZeroU128, NonZeroUsize,
};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

/// A type whose `Display`, `Debug` and serialized forms reveal nothing
/// private, so that a derived description or `details` may show a field of
/// it to the agent.
///
/// `#[derive(ToolError)]` shows the agent a field (in a description, in an
/// `#[error]` text it reads as the description, or in `details`) only when
/// the field's type implements this trait or the field is marked
/// `#[tool_error(public)]`; anything else is a compile error on the field's
/// type. The crate implements it for plain data: integers, floats, `bool`,
/// `char`, `str`, `String`, `Cow<str>`, the `NonZero` integers, `Duration`,
/// `std::io::ErrorKind` (a kind, not an error: it carries no text of its own),
/// `()`, JSON values (`serde_json::Value`, `Number`, `Map`), and references,
/// `Option`, arrays, slices, `Vec`, `VecDeque`, maps and sets (keys and values
/// alike), `Box`, `Rc`, `Arc` and tuples of such; with the features of the same
/// names, `http::StatusCode` and `http::Method`, `tonic::Code`,
/// `uuid::Uuid`, `chrono` and `time` dates and times, and
/// `rust_decimal::Decimal`. Never for an error type, a `dyn` type or a type
/// parameter: an error's text carries internals (URLs with credentials,
/// paths, queries, tokens), and neither a trait object nor a parameter says
/// what it holds. Nor for `url::Url`, which can hold credentials. A type
/// parameter bound by this trait (`T: AgentVisible`) vouches through its
/// bound, for each type it is given.
///
/// Implementing it for a type of your own is one line, and a promise: the
/// type's `Display` and `Debug` text, and its serialized form, reveal
/// nothing the agent must not read. No check can see inside a value: a
/// `String` field the author filled with an error's text is still shown.
///
/// ```
/// use std::fmt;
/// use toolerror::{AgentVisible, ToolError};
///
/// #[derive(Debug)]
/// pub struct BookingId(u32);
///
/// impl fmt::Display for BookingId {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         write!(f, "B-{}", self.0)
///     }
/// }
///
/// // A booking id is what the agent sent: nothing private.
/// impl AgentVisible for BookingId {}
///
/// #[derive(Debug, thiserror::Error, ToolError)]
/// pub enum BookingError {
///     #[error("no booking {0} in the store")]
///     #[category(validation)]
///     #[tool_error(description = "No booking has the id {0}. Check the id.")]
///     Missing(BookingId),
/// }
///
/// assert_eq!(
///     BookingError::Missing(BookingId(7)).description(),
///     "No booking has the id B-7. Check the id."
/// );
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not known to be safe to show the agent",
    label = "shown to the agent, but `{Self}` doesn't implement `toolerror::AgentVisible`",
    note = "an error's text carries internals (URLs, paths, tokens) that belong in your logs: write a description that doesn't show this field",
    note = "if the agent may read whatever this field holds, mark it #[tool_error(public)]; for a type of your own that is no error and whose text reveals nothing private, write `impl toolerror::AgentVisible for {Self} {{}}`"
)]
pub trait AgentVisible {}

macro_rules! agent_visible {
    ($($ty:ty),* $(,)?) => {
        $(impl AgentVisible for $ty {})*
    };
}

agent_visible!(
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    bool,
    char,
    str,
    String,
    (),
    Duration,
    std::io::ErrorKind,
    serde_json::Value,
    serde_json::Number,
    NonZeroU8,
    NonZeroU16,
    NonZeroU32,
    NonZeroU64,
    NonZeroU128,
    NonZeroUsize,
    NonZeroI8,
    NonZeroI16,
    NonZeroI32,
    NonZeroI64,
    NonZeroI128,
    NonZeroIsize,
);

impl<T: AgentVisible + ?Sized> AgentVisible for &T {}
impl<T: AgentVisible + ?Sized> AgentVisible for &mut T {}
impl<T: AgentVisible + ?Sized> AgentVisible for Box<T> {}
impl<T: AgentVisible + ?Sized> AgentVisible for Rc<T> {}
impl<T: AgentVisible + ?Sized> AgentVisible for Arc<T> {}
impl<T: AgentVisible + ToOwned + ?Sized> AgentVisible for Cow<'_, T> {}
impl<T: AgentVisible> AgentVisible for Option<T> {}
impl<T: AgentVisible> AgentVisible for [T] {}
impl<T: AgentVisible, const N: usize> AgentVisible for [T; N] {}
impl<T: AgentVisible> AgentVisible for Vec<T> {}
impl<T: AgentVisible> AgentVisible for VecDeque<T> {}
impl<K: AgentVisible, V: AgentVisible, S> AgentVisible for HashMap<K, V, S> {}
impl<K: AgentVisible, V: AgentVisible> AgentVisible for BTreeMap<K, V> {}
impl<T: AgentVisible, S> AgentVisible for HashSet<T, S> {}
impl<T: AgentVisible> AgentVisible for BTreeSet<T> {}
impl AgentVisible for serde_json::Map<String, serde_json::Value> {}

macro_rules! agent_visible_tuples {
    ($(($($name:ident),+))*) => {
        $(impl<$($name: AgentVisible),+> AgentVisible for ($($name,)+) {})*
    };
}

agent_visible_tuples! {
    (A)
    (A, B)
    (A, B, C)
    (A, B, C, D)
    (A, B, C, D, E)
    (A, B, C, D, E, F)
}

#[cfg(feature = "http")]
agent_visible!(http::StatusCode, http::Method);

#[cfg(feature = "tonic")]
agent_visible!(tonic::Code);

#[cfg(feature = "uuid")]
agent_visible!(uuid::Uuid);

#[cfg(feature = "rust_decimal")]
agent_visible!(rust_decimal::Decimal);

#[cfg(feature = "chrono")]
agent_visible!(
    chrono::NaiveDate,
    chrono::NaiveTime,
    chrono::NaiveDateTime,
    chrono::Weekday,
    chrono::Month,
    chrono::TimeDelta,
    chrono::FixedOffset,
    chrono::Utc,
);

#[cfg(feature = "chrono")]
impl<Tz: chrono::TimeZone> AgentVisible for chrono::DateTime<Tz> {}

#[cfg(feature = "time")]
agent_visible!(
    time::Date,
    time::Time,
    time::PrimitiveDateTime,
    time::OffsetDateTime,
    time::UtcOffset,
    time::Weekday,
    time::Month,
    time::Duration,
);
