//! The agent reads the `#[error]` text the derive checked, written by the
//! derive, not whatever the type's `Display` shows: here `#[error]` is
//! taken by a derive that writes nothing, and `Display` is written by hand
//! to show what the text never does (an upstream error's text, a path).

use std::fmt;
use std::path::PathBuf;

use toolerror::{ToolError, ToolErrorExt};
use toolerror_test_error_attribute::TakesErrorAttribute;

#[derive(Debug, TakesErrorAttribute, ToolError)]
pub enum UpstreamError {
    #[error("The catalog service did not answer attempt {attempt}. Retry in a minute.")]
    #[category(transient)]
    Unavailable {
        attempt: u32,
        source: std::io::Error,
    },

    #[error("Booking {0} is not in {1}; ids look like B-2041. Fix the id.")]
    #[category(validation)]
    Unknown(String, u16),

    #[error("No file {path} in the upload folder. Upload it, then retry.")]
    #[category(validation)]
    Missing {
        #[tool_error(public)]
        path: PathBuf,
    },

    // A pointer to a path, which thiserror writes through `Deref`.
    #[error("No folder {folder} for uploads. Create it, then retry.")]
    #[category(validation)]
    NoFolder {
        #[tool_error(public)]
        folder: Box<PathBuf>,
    },

    // Texts over fields of the same types share an arm, whatever the
    // fields are called and in whatever order the text shows them.
    #[error("Pickup {hour} is before opening at {opens}; pick a later hour.")]
    #[category(validation)]
    TooEarly { hour: u8, opens: u8 },

    #[error("No bikes from {to} back to {from}; swap the hours.")]
    #[category(validation)]
    Reversed { from: u8, to: u8 },

    #[error("Return {late} is {late} hours past closing at {closes}; return earlier.")]
    #[category(validation)]
    TooLate { closes: u8, late: u8 },

    // Format arguments that are fields or literals are put in their
    // places, by name or by position.
    #[error("Bike {id} is {state} until {}; pick another bike.", .until, id = .bike, state = "rented")]
    #[category(business)]
    Rented { bike: u32, until: String },

    #[error("{} {} has no seat {:>3}; pick a seat from the plan.", "Coach", .0, .1)]
    #[category(validation)]
    NoSeat(char, u16),

    // Members of fields, written as the text shows them.
    #[error("Page {} of {} is past the end ({:?}); ask for page {last} or before.", .0.number, .0.of, .0.of, last = .0.of)]
    #[category(validation)]
    PastEnd(Page),

    // A member the text can't write: nothing of it is shown either; a
    // member path is written by its `display()`.
    #[error("The upload {} is too big; {} is the limit.", .0.bytes, .0.folder)]
    #[category(validation)]
    TooBig(#[tool_error(public)] Upload),

    // A field the text can't write (no `Display`, no path): thiserror
    // would refuse it; here its hand-written `Display` might show
    // anything, so nothing of it is shown.
    #[error("The quote {0} expired; ask for a new quote.")]
    #[category(business)]
    Expired(Quote),

    #[error("Rate {rate:.1} is above {cap:?}. Ask for less.")]
    #[category(business)]
    Rate { rate: f64, cap: u8 },
}

#[derive(Debug)]
pub struct Page {
    pub number: u32,
    pub of: u32,
    // Never shown: its text is the upstream's.
    pub upstream: std::io::Error,
}

#[derive(Debug)]
pub struct Upload {
    pub bytes: Vec<u8>,
    pub folder: PathBuf,
}

#[derive(Debug, toolerror::AgentVisible)]
pub struct Quote {
    pub number: u32,
}

impl fmt::Display for UpstreamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // What the agent must never read: internals of every variant.
        match self {
            Self::Unavailable { source, .. } => write!(f, "connect 10.0.0.7:5432: {source}"),
            Self::Unknown(id, shard) => {
                write!(f, "SELECT * FROM bookings_{shard} WHERE id = '{id}'")
            }
            Self::Missing { path } => write!(f, "open /srv/uploads/{}: ENOENT", path.display()),
            Self::NoFolder { folder } => write!(f, "mkdir /srv/{}: EACCES", folder.display()),
            Self::Rate { .. } => f.write_str("pricing.rs:88 assertion failed"),
            Self::TooEarly { .. }
            | Self::TooLate { .. }
            | Self::Reversed { .. }
            | Self::Rented { .. }
            | Self::NoSeat(..) => f.write_str("hours.rs:12 panicked"),
            Self::PastEnd(page) => write!(f, "GET /pages/{}: {}", page.number, page.upstream),
            Self::TooBig(upload) => write!(
                f,
                "{} bytes to /srv/{}",
                upload.bytes.len(),
                upload.folder.display()
            ),
            Self::Expired(quote) => write!(f, "quote {} at pricing-db-2:5432", quote.number),
        }
    }
}

impl std::error::Error for UpstreamError {}

#[test]
fn the_agent_reads_the_checked_text_whatever_display_shows() {
    let unavailable = UpstreamError::Unavailable {
        attempt: 3,
        source: std::io::Error::other("password authentication failed for user admin"),
    };
    assert_eq!(
        unavailable.description(),
        "The catalog service did not answer attempt 3. Retry in a minute."
    );
    assert_eq!(
        UpstreamError::Unknown("B-7".into(), 12).description(),
        "Booking B-7 is not in 12; ids look like B-2041. Fix the id."
    );
    assert_eq!(
        UpstreamError::Missing {
            path: PathBuf::from("bikes.csv")
        }
        .description(),
        "No file bikes.csv in the upload folder. Upload it, then retry."
    );
    let no_folder = UpstreamError::NoFolder {
        folder: Box::new(PathBuf::from("uploads/2026")),
    };
    assert_eq!(
        no_folder.description(),
        "No folder uploads/2026 for uploads. Create it, then retry."
    );
    assert_eq!(
        UpstreamError::Rate { rate: 2.25, cap: 2 }.description(),
        "Rate 2.2 is above 2. Ask for less."
    );
    assert_eq!(
        UpstreamError::TooEarly { hour: 6, opens: 9 }.description(),
        "Pickup 6 is before opening at 9; pick a later hour."
    );
    assert_eq!(
        UpstreamError::Reversed { from: 17, to: 9 }.description(),
        "No bikes from 9 back to 17; swap the hours."
    );
    assert_eq!(
        UpstreamError::TooLate {
            closes: 18,
            late: 2
        }
        .description(),
        "Return 2 is 2 hours past closing at 18; return earlier."
    );
    assert_eq!(
        UpstreamError::Rented {
            bike: 7,
            until: "noon".into()
        }
        .description(),
        "Bike 7 is rented until noon; pick another bike."
    );
    assert_eq!(
        UpstreamError::NoSeat('B', 4).description(),
        "Coach B has no seat   4; pick a seat from the plan."
    );
    let page = Page {
        number: 9,
        of: 4,
        upstream: std::io::Error::other("token=abc"),
    };
    assert_eq!(
        UpstreamError::PastEnd(page).description(),
        "Page 9 of 4 is past the end (4); ask for page 4 or before."
    );
    let upload = Upload {
        bytes: vec![1, 2],
        folder: PathBuf::from("inbox"),
    };
    assert_eq!(
        UpstreamError::TooBig(upload).description(),
        "The upload (not shown) is too big; inbox is the limit."
    );
    assert_eq!(
        UpstreamError::Expired(Quote { number: 12 }).description(),
        "The quote (not shown) expired; ask for a new quote."
    );
    // The payload the agent gets, whole: nothing of `Display`.
    let payload = unavailable.to_payload().to_json();
    assert_eq!(
        payload,
        r#"{"errorCategory":"transient","isRetryable":true,"description":"The catalog service did not answer attempt 3. Retry in a minute.","code":"unavailable"}"#
    );
    // The logs keep the `Display` text, as written.
    assert!(unavailable.to_string().starts_with("connect 10.0.0.7:5432"));
}
