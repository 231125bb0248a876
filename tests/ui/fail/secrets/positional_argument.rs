use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum StoreError {
    #[error("The store has no entry for {}: check the name.", credentials)]
    #[category(validation)]
    Missing { credentials: String },
}

fn main() {}
