use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("no item {sku}")]
    #[category(validation)]
    #[tool_error(description = "No item has the sku {sku} ({sku:?}): check the sku, then call again.")]
    NoItem {
        #[tool_error(max_chars = 16)]
        sku: String,
    },
}

fn main() {}
