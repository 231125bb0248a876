use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("no item {sku}")]
    #[category(validation)]
    #[tool_error(max_chars = 64, description = "No item has the sku {sku}: check the sku, then call again.")]
    NoItem { sku: String },
}

fn main() {}
