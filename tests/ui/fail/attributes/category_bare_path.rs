use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum SearchError {
    #[error("the search index is rebuilding; retry in a minute")]
    #[category]
    IndexRebuilding,
}

fn main() {}
