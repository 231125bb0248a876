// Categories, delays and texts decided at run time: transparent variants,
// classify fields, errors wrapped from other crates.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Upstream {
    #[error(transparent)]
    #[tool_error(transparent)]
    Booking(#[from] BookingError),

    #[error("request failed")]
    #[category(transient, retry_after = "5s")]
    #[tool_error(description = "The upstream service failed. Retry in 5 seconds.")]
    Request(#[tool_error(classify)] std::io::Error),

    #[error("status {0}")]
    #[category(business)]
    #[tool_error(description = "The upstream service refused the request. Take another path.")]
    Status(#[tool_error(classify)] toolerror::classify::HttpFailure),

    #[error("store")]
    #[category(transient)]
    #[tool_error(description = "The store failed. Retry after the delay.")]
    Store {
        #[tool_error(classify = "crate::classify_store")]
        error: StoreError,
        #[tool_error(retry_after)]
        wait: std::time::Duration,
    },

    #[error("unknown store failure")]
    #[category(transient)]
    #[tool_error(unexpected)]
    Unknown(#[tool_error(classify)] std::io::Error),
}

// A classify field beside private and public details: the private ones are
// withheld when the field makes the failure a permission one at run time.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum Ledger {
    #[error("status {status:?} for account {account}")]
    #[category(transient)]
    #[tool_error(description = "The ledger service failed. Retry in a minute.")]
    Status {
        #[tool_error(classify)]
        status: toolerror::classify::HttpFailure,
        #[tool_error(detail)]
        account: String,
        #[tool_error(detail, public)]
        region: String,
    },
}
