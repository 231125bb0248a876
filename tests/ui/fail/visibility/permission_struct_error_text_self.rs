#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("access to this account is refused ({self:?})")]
#[category(permission)]
pub struct AccountLocked {
    pub owner_email: String,
}

fn main() {}
