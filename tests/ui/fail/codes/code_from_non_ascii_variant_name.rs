#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum RückgabeError {
    #[error("Frist abgelaufen")]
    #[category(business)]
    #[tool_error(description = "Die Rückgabefrist ist abgelaufen. Wende dich an den Kundendienst.")]
    FristÜberschritten,
}

fn main() {}
