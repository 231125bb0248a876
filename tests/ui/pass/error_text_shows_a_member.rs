// An `#[error]` text that shows a member of a field (`.0.data`, `.ctx.id`)
// is checked on the member's own type, not the whole field's: a `usize`
// inside a wrapper that doesn't vouch for its text is plain data.
use toolerror::ToolError;

#[derive(Debug)]
pub struct Page {
    pub data: usize,
    // Never shown: the wrapper can't vouch for its text.
    pub raw: std::io::Error,
}

#[derive(Debug)]
pub struct Ctx {
    pub id: u32,
    pub inner: (u8, String),
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum ListError {
    #[error("Page {} is past the last page; ask for an earlier one.", .0.data)]
    #[category(validation)]
    PastEnd(Page),

    #[error("Price list {id} has no row {row} ({label}); pick another.", id = .ctx.id, row = .ctx.inner.0, label = .ctx.inner.1)]
    #[category(business)]
    NoRow { ctx: Ctx },
}

fn main() {
    let page = Page { data: 7, raw: std::io::Error::other("connect 10.0.0.7") };
    assert_eq!(
        ListError::PastEnd(page).description(),
        "Page 7 is past the last page; ask for an earlier one."
    );
    let ctx = Ctx { id: 4, inner: (9, "bikes".to_owned()) };
    assert_eq!(
        ListError::NoRow { ctx }.description(),
        "Price list 4 has no row 9 (bikes); pick another."
    );
}
