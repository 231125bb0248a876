use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum VaultError {
    // The argument's name hides nothing: the field is the secret.
    #[error("The vault refused {value}: ask an operator to rotate it.", value = .client_secret)]
    #[category(business)]
    Refused { client_secret: String },
    // The field's name is plain, the argument's says what it is.
    #[error("The vault refused {password}: ask an operator to rotate it.", password = .current)]
    #[category(business)]
    Stale { current: String },
}

fn main() {}
