#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum LookupError {
    #[error("bad lookup: {self:?}")]
    #[category(validation)]
    BadLookup { query: String, api_key: String },
}

fn main() {}
