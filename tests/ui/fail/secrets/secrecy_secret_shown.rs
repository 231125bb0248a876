// With the `secrecy` feature, a `secrecy` secret is never shown to the
// agent: written with `Debug`, with `Display` or as a `detail`, each is one
// error that says how to show a redacted form instead.
use secrecy::{SecretBox, SecretString};

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum LoginError {
    #[error("login refused")]
    #[category(validation)]
    #[tool_error(description = "The login {login:?} was refused: sign in again.")]
    Refused { login: SecretString },
    #[error("login expired")]
    #[category(validation)]
    #[tool_error(description = "The login {login} expired: sign in again.")]
    Expired { login: SecretString },
    #[error("the badge was refused")]
    #[category(validation)]
    #[tool_error(description = "The badge was refused: use another one.")]
    Badge {
        #[tool_error(detail)]
        badge: SecretBox<u64>,
    },
}

fn main() {}
