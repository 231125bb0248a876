use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum ImportError {
    #[error("rows {first}..{last} of {file} rejected")]
    #[category(validation, retryable)]
    #[tool_error(
        description = "Rows {first} to {last} of {file} ({count} rows) were rejected: {ids}. Fix them and import again."
    )]
    Rejected {
        first: u32,
        last: u32,
        file: String,
        count: u32,
        ids: Vec<u32>,
    },
}

fn main() {}
