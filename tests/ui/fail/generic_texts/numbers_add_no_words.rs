// Numbers print digits, which say nothing by themselves: a text whose
// words are generic stays generic whatever numbers it shows, as the
// runtime's own rule reads the printed text ("this failed: 3_4").
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum ImportError {
    #[error("this failed: {0}_{1}")]
    #[category(transient)]
    Failed(u32, u32),

    #[error("Error {code}")]
    #[category(validation)]
    Coded { code: u16 },

    // A text of numbers alone has no word at all.
    #[error("{0}")]
    #[category(business)]
    Bare(u8),

    #[error("#{page}: {done}/{total}")]
    #[category(transient)]
    Progress { page: u32, done: u64, total: u64 },

    // Digits beside real words are fine.
    #[error("row {row} has {found} columns where the header has {expected}: fix that row")]
    #[category(validation)]
    Columns { row: u64, found: usize, expected: usize },
}

fn main() {}
