// Every attribute form the derive reads, one variant each where it can.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Booking {
    #[error("gateway timeout")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(description = "The payment service timed out. Retry in 30 seconds.")]
    Timeout,

    #[error("gateway timeout after sending")]
    #[category(transient, outcome_unknown, retry_after = "1m30s")]
    #[tool_error(description = "The payment service timed out after the charge was sent. Check the booking before retrying.")]
    TimeoutAfterSend,

    #[error("busy")]
    #[category(transient)]
    #[tool_error(description = "The store is busy. Retry after the delay.")]
    Busy {
        #[tool_error(retry_after)]
        wait: std::time::Duration,
    },

    #[error("maybe busy")]
    #[category(transient)]
    #[tool_error(description = "The store may be busy. Retry shortly.")]
    MaybeBusy(#[tool_error(retry_after)] Option<std::time::Duration>),

    #[error("booking id {got} is malformed")]
    #[category(validation, retryable)]
    BadId { got: String },

    #[error("amount {0} is negative")]
    #[category(validation)]
    Negative(i64),

    #[error("refund of {amount} over {limit}")]
    #[category(business)]
    #[tool_error(description = "Refund of ${amount} exceeds the ${limit} automatic ceiling. Escalate to a human agent.", code = "refund_over_limit")]
    OverLimit {
        #[tool_error(detail)]
        amount: u32,
        #[tool_error(detail)]
        limit: u32,
    },

    #[error("rate {rate}")]
    #[category(business)]
    #[tool_error(description = "The rate {rate:.2} is above the {cap:>6} cap. Use the standard rate.")]
    RateAboveCap { rate: f64, cap: u32 },

    #[error("five fields")]
    #[category(business)]
    #[tool_error(description = "Seats {a}, {b}, {c}, {d} and {e} are taken. Pick other seats.")]
    SeatsTaken { a: u8, b: u8, c: u8, d: u8, e: u8 },

    #[error("braces")]
    #[category(validation)]
    #[tool_error(description = "Write the id as {{B-2041}}, without spaces.")]
    Braces,

    #[error("booking {booking} belongs to {owner}")]
    #[category(permission)]
    #[tool_error(description = "Booking {booking} belongs to another customer. Ask them to sign in.")]
    NotYours {
        #[tool_error(public, detail)]
        booking: String,
        owner: String,
    },

    #[error("store said {reason}")]
    #[category(transient)]
    #[tool_error(unexpected)]
    Internal { reason: String },
}

#[derive(Debug, thiserror::Error, ToolError)]
#[tool_error(text_only, crate = "::toolerror")]
#[category(business)]
pub enum Defaults {
    #[error("closed")]
    #[tool_error(description = "The shop is closed on Sundays. Book another day.")]
    Closed,
    #[error("too many bikes")]
    #[category(validation, retryable)]
    #[tool_error(description = "At most 4 bikes per booking. Split the booking.")]
    TooMany,
}

#[derive(Debug, ToolError)]
#[category(business)]
pub enum HandWritten {
    Refused { reason: String },
}

impl std::fmt::Display for HandWritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("refused")
    }
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Empty {}
