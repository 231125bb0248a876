// Format strings rustc and thiserror accept, read by the derive as rustc
// reads them: identifiers by the Unicode XID rules, `}` and `{` as fill
// characters, white space before the closing brace, a width from a field.
#![allow(uncommon_codepoints, mixed_script_confusables)]

use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Quota {
    #[error("Only {संख्या} seats are left. Book fewer seats.")]
    #[category(business)]
    Seats { संख्या: u32 },

    #[error("The column {col·lecció} is unknown. Pick another column.")]
    #[category(validation)]
    Column { col·lecció: String },

    #[error("Retry in {secs:}>4} seconds; the store is busy.")]
    #[category(transient)]
    Busy { secs: u32 },

    #[error("Code {code:{<6} is retired. Use the new code.")]
    #[category(validation)]
    Retired { code: String },

    #[error("Total {total } is over the limit. Split the order.")]
    #[category(business)]
    #[tool_error(description = "Total {total:>width$} is over the limit. Split the order.")]
    Total { total: u32, width: usize },
}

fn main() {
    assert_eq!(Quota::Seats { संख्या: 3 }.description(), "Only 3 seats are left. Book fewer seats.");
    assert_eq!(Quota::Busy { secs: 7 }.description(), "Retry in }}}7 seconds; the store is busy.");
    assert_eq!(
        Quota::Retired { code: "AB".into() }.description(),
        "Code AB{{{{ is retired. Use the new code."
    );
    assert_eq!(
        Quota::Total { total: 12, width: 4 }.description(),
        "Total   12 is over the limit. Split the order."
    );
    assert_eq!(Quota::Total { total: 12, width: 4 }.to_string(), "Total 12 is over the limit. Split the order.");
}
