use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
#[category(transient, retry_after = "60s")]
#[error("The upstream refused token {authToken}: retry in a minute.")]
#[allow(non_snake_case)]
pub struct Refused {
    authToken: String,
}

fn main() {}
