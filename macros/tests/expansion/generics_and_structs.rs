// Generic types, lifetimes, bounds and structs.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Lookup<'a, T: std::fmt::Debug, K> {
    #[error("missing {key}")]
    #[category(validation)]
    #[tool_error(description = "No record has the key {key}. Check the key.")]
    Missing {
        #[tool_error(public)]
        key: K,
        marker: std::marker::PhantomData<&'a T>,
    },
    #[error("store busy")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "The store is busy. Retry in 2 seconds.")]
    Busy(std::marker::PhantomData<T>),
    #[error("nested")]
    #[tool_error(transparent)]
    Nested(Box<Lookup<'a, T, K>>),
    #[error("bad {0}")]
    #[category(validation)]
    #[tool_error(description = "The value is out of range. Send a smaller one.")]
    Detail(#[tool_error(detail, public)] K),
}

#[derive(Debug, thiserror::Error, ToolError)]
#[tool_error(bound = "T: std::fmt::Display")]
#[error("wrapped {0}")]
#[category(business)]
pub struct Bounded<T>(#[tool_error(public)] T);

#[derive(Debug, thiserror::Error, ToolError)]
#[error("the shop is closed")]
#[category(business)]
#[tool_error(description = "The shop is closed today. Book for tomorrow.", code = "closed")]
pub struct Closed;

#[derive(Debug, thiserror::Error, ToolError)]
#[error("limit {limit} reached")]
#[category(business)]
pub struct LimitReached {
    #[tool_error(detail)]
    limit: u32,
}
