use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    // The description shows `sku`, not `shelf`.
    #[error("no item {sku} on {shelf}")]
    #[category(validation)]
    #[tool_error(description = "No item has the sku {sku}: check the sku, then call again.")]
    NoItem {
        sku: String,
        #[tool_error(max_chars = 16)]
        shelf: String,
    },
    // No description: the agent reads the `#[error]` text, which thiserror
    // writes whole.
    #[error("No aisle is named {aisle}: check the name, then call again.")]
    #[category(validation)]
    NoAisle {
        #[tool_error(max_chars = 16)]
        aisle: String,
    },
    // The agent reads a masked description.
    #[error("ledger broken at {entry}")]
    #[category(transient, outcome_unknown)]
    #[tool_error(unexpected)]
    Ledger {
        #[tool_error(max_chars = 16)]
        entry: String,
    },
}

fn main() {}
