#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum FetchError {
    #[error("fetching the catalog failed: {source}")]
    #[category(transient)]
    Upstream { source: std::io::Error },
}

fn main() {}
