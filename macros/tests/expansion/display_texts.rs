// Agent text taken from thiserror's `#[error]` text, with `#[category]`
// alone: tuple, named and unit variants, an enum-level default.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Inventory {
    #[error("Bike {0} is out of stock until {1}. Pick another bike.")]
    #[category(business)]
    OutOfStock(u32, String),

    #[error("At most {limit} bikes per booking; {got} were asked. Split the booking.")]
    #[category(validation, retryable)]
    TooMany { limit: u32, got: u32 },

    #[error("The inventory service is busy. Retry in a minute.")]
    #[category(transient, retry_after = "1m")]
    Busy {
        #[source]
        source: std::io::Error,
    },

    #[error("Only the fleet manager can move bikes between shops. Escalate.")]
    #[category(permission)]
    NotManager,
}

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
#[error("The request is invalid. Check the arguments against the schema.")]
pub enum Shared {
    First,
    #[error("Size {0} is not one we rent. Pick S, M or L.")]
    Second(char),
}

// A misspelled attribute: the permission text is masked, not an error.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Misspelled {
    #[error("belongs to {owner}")]
    #[category(permission)]
    #[tool_eror(description = "Another customer's booking. Escalate.")]
    NotYours { owner: String },
}
