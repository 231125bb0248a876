use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LoginError {
    #[error("login rejected")]
    #[category(validation)]
    #[tool_error(description = "The login for {user} with {db_password} was rejected: check the user name.")]
    Rejected { user: String, db_password: String },
}

fn main() {}
