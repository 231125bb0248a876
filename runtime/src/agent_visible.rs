//! The positive rule behind every value the agent reads: a field reaches a
//! description or `details` only when its type vouches for its text.

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::marker::PhantomData;
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
/// A type of your own vouches for its text with `#[derive(AgentVisible)]`,
/// which proves what it can where the claim is made: that the type is no
/// error (an error type is refused), and that every field's type vouches
/// for its own text (a field of a type parameter adds that bound; a
/// `PhantomData` shows nothing). Writing `impl AgentVisible for …` by hand
/// doesn't compile, so every claim the containers (`Option`, `Vec`, `Rc`,
/// …) pass on was proven. What no check can see is what a field holds: a
/// `String` filled with an error's text is still shown; and a `Display`
/// written by hand is the author's promise to show only those fields.
///
/// Two attributes say what the derive can't prove, each for what it means:
/// `#[agent_visible(public)]` on a field whose value the agent may read
/// whatever it is (its type needn't vouch), and
/// `#[agent_visible(error_text_is_public)]` on an error type whose text is
/// written for the agent and carries nothing private. A type of another
/// crate can't be vouched for here: wrap it in a newtype of your own. A
/// crate that reaches toolerror by another path names it with
/// `#[agent_visible(crate = "my_crate::toolerror")]`, as
/// `#[tool_error(crate = "…")]` does for the other derive.
///
/// ```
/// use std::fmt;
/// use toolerror::{AgentVisible, ToolError};
///
/// // A booking id is what the agent sent: nothing private.
/// #[derive(Debug, AgentVisible)]
/// pub struct BookingId(u32);
///
/// impl fmt::Display for BookingId {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         write!(f, "B-{}", self.0)
///     }
/// }
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
///
/// # Secrets (feature `secrecy`)
///
/// With the `secrecy` feature, `secrecy::SecretString` and `SecretBox<T>`
/// are never shown: a description or `#[error]` text the agent reads that
/// writes one (`{key:?}` writes its `Debug`, `[REDACTED]`), or a
/// `#[tool_error(detail)]` of one, is a compile error that says how to show
/// a redacted form instead: leave the field out of what the agent reads
/// (a field no placeholder shows, without `detail`, stays in your logs),
/// or show a newtype of your own holding what the agent may read of it.
///
/// ```
/// # #[cfg(feature = "secrecy")] {
/// use std::fmt;
/// use secrecy::{ExposeSecret, SecretString};
/// use toolerror::{AgentVisible, ToolError};
///
/// /// The last four characters of a key: what the agent needs to tell
/// /// which key failed, and no more.
/// #[derive(Debug, AgentVisible)]
/// pub struct KeyHint(String);
///
/// impl KeyHint {
///     pub fn of(key: &SecretString) -> Self {
///         let key = key.expose_secret();
///         let last: String = key.chars().skip(key.chars().count().saturating_sub(4)).collect();
///         KeyHint(last)
///     }
/// }
///
/// impl fmt::Display for KeyHint {
///     fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
///         write!(f, "…{}", self.0)
///     }
/// }
///
/// #[derive(Debug, thiserror::Error, ToolError)]
/// pub enum UpstreamError {
///     #[error("upstream refused key {hint}")]
///     #[category(validation)]
///     #[tool_error(description = "The key ending {hint} was refused: use another key.")]
///     KeyRefused {
///         // In your logs only: no placeholder shows it.
///         key: SecretString,
///         hint: KeyHint,
///     },
/// }
///
/// let key = SecretString::from("sk-live-0123456789abcd");
/// let error = UpstreamError::KeyRefused { hint: KeyHint::of(&key), key };
/// assert_eq!(error.description(), "The key ending …abcd was refused: use another key.");
/// # }
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not known to be safe to show the agent",
    label = "shown to the agent, but `{Self}` doesn't implement `toolerror::AgentVisible`",
    note = "if the agent may read whatever this field holds, mark it #[tool_error(public)]; else write a description that doesn't show it",
    note = "for a type of your own whose text reveals nothing private, `#[derive(toolerror::AgentVisible)]` on it; for another crate's type, a newtype of your own with that derive"
)]
pub trait AgentVisible: Vouched {}

/// The proof behind [`AgentVisible`]: implemented by
/// `#[derive(AgentVisible)]`, which checks the claim where it is made, and
/// by this crate for the types it vouches for. Not public API.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` can't vouch for its text by hand",
    label = "`AgentVisible` implemented by hand",
    note = "derive it instead: `#[derive(toolerror::AgentVisible)]` checks that `{Self}` is no error and that each field's type vouches for its own text"
)]
pub trait Vouched {}

macro_rules! agent_visible {
    ($($ty:ty),* $(,)?) => {
        $(
            impl Vouched for $ty {}
            impl AgentVisible for $ty {}
        )*
    };
}

/// A container vouches for its text when what it shows does: each
/// impl of [`AgentVisible`] beside its [`Vouched`].
macro_rules! vouched_through {
    ($(impl[$($param:tt)*] for $ty:ty;)*) => {
        $(
            impl<$($param)*> Vouched for $ty {}
            impl<$($param)*> AgentVisible for $ty {}
        )*
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

vouched_through! {
    impl[T: AgentVisible + ?Sized] for &T;
    impl[T: AgentVisible + ?Sized] for &mut T;
    impl[T: AgentVisible + ?Sized] for Box<T>;
    impl[T: AgentVisible + ?Sized] for Rc<T>;
    impl[T: AgentVisible + ?Sized] for Arc<T>;
    impl[T: AgentVisible + ToOwned + ?Sized] for Cow<'_, T>;
    impl[T: AgentVisible] for Option<T>;
    impl[T: AgentVisible] for [T];
    impl[T: AgentVisible, const N: usize] for [T; N];
    impl[T: AgentVisible] for Vec<T>;
    impl[T: AgentVisible] for VecDeque<T>;
    impl[K: AgentVisible, V: AgentVisible, S] for HashMap<K, V, S>;
    impl[K: AgentVisible, V: AgentVisible] for BTreeMap<K, V>;
    impl[T: AgentVisible, S] for HashSet<T, S>;
    impl[T: AgentVisible] for BTreeSet<T>;
    // Shows nothing of `T` (`PhantomData<T>`, its type's name).
    impl[T: ?Sized] for PhantomData<T>;
}

agent_visible!(serde_json::Map<String, serde_json::Value>);

macro_rules! agent_visible_tuples {
    ($(($($name:ident),+))*) => {
        $(
            impl<$($name: AgentVisible),+> Vouched for ($($name,)+) {}
            impl<$($name: AgentVisible),+> AgentVisible for ($($name,)+) {}
        )*
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
vouched_through! {
    impl[Tz: chrono::TimeZone] for chrono::DateTime<Tz>;
}

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
