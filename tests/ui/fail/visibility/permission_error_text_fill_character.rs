// A `}` fill character doesn't hide a placeholder: the permission text
// shows a private field.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Access {
    #[error("Account {owner:}>12} owns this booking. Ask them to share it.")]
    #[category(permission)]
    NotYours { owner: String },
}

fn main() {}
