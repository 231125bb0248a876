use toolerror::ToolError;

const SKU_CHARS: usize = 64;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("no item {sku}")]
    #[category(validation)]
    #[tool_error(description = "No item has the sku {sku}: check the sku, then call again.")]
    NoItem {
        #[tool_error(max_chars = "64")]
        sku: String,
    },
    #[error("no shelf {shelf}")]
    #[category(validation)]
    #[tool_error(description = "No shelf is named {shelf}: check the name, then call again.")]
    NoShelf {
        #[tool_error(max_chars = SKU_CHARS)]
        shelf: String,
    },
    #[error("no aisle {aisle}")]
    #[category(validation)]
    #[tool_error(description = "No aisle is named {aisle}: check the name, then call again.")]
    NoAisle {
        #[tool_error(max_chars = 64u8)]
        aisle: String,
    },
    #[error("no bin {bin}")]
    #[category(validation)]
    #[tool_error(description = "No bin is named {bin}: check the name, then call again.")]
    NoBin {
        #[tool_error(max_chars)]
        bin: String,
    },
}

fn main() {}
