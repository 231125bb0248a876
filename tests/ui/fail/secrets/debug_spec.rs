use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum ConfigError {
    #[error("The key {API_KEY:?} has the wrong shape: expected 32 hex digits.")]
    #[category(validation)]
    #[allow(non_snake_case)]
    BadKey { API_KEY: String },
}

fn main() {}
