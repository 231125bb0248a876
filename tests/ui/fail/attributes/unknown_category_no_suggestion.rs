use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum StoreError {
    #[error("the booking store is corrupted; page the on-call engineer")]
    #[category(fatal)]
    Corrupted,
}

fn main() {}
