//! What derived impls return: categories, descriptions, codes, delays,
//! details, delegation, generics and the catalog.

use std::borrow::Cow;
use std::fmt::Debug;
use std::time::Duration;

use toolerror::{Catalog, CatalogEntry, Category, ToolError, ToolErrorExt};

#[derive(Debug, thiserror::Error, ToolError)]
enum Inventory {
    #[error("warehouse offline")]
    #[category(transient, retry_after = "2m")]
    #[tool_error(description = "The warehouse system is offline. Retry in 2 minutes.")]
    Offline,
    #[error("sku {0} unknown")]
    #[category(validation)]
    #[tool_error(
        description = "SKU {0} does not exist; SKUs look like BK-1234.",
        code = "unknown_sku"
    )]
    UnknownSku(String),
}

#[derive(Debug, thiserror::Error, ToolError)]
#[category(business)]
enum Checkout {
    #[error(transparent)]
    #[tool_error(transparent)]
    Inventory(#[from] Inventory),
    #[error("cart is empty")]
    #[tool_error(description = "The cart is empty. Add a bike before checking out.")]
    EmptyCart,
    #[error("limit of {max} bikes per order")]
    #[tool_error(
        description = "At most {max} bikes per order; split the order in two. {{max}} is per order."
    )]
    TooMany { max: u8 },
    #[error("store closed for {reason}")]
    #[category(transient)]
    Closed {
        reason: String,
        #[tool_error(retry_after)]
        reopens_in: Duration,
    },
}

#[test]
fn enum_default_applies_and_variants_override() {
    assert_eq!(Checkout::EmptyCart.category(), Category::Business);
    let closed = Checkout::Closed {
        reason: "inventory".into(),
        reopens_in: Duration::from_secs(90),
    };
    assert_eq!(closed.category(), Category::Transient);
    assert_eq!(closed.retry_after(), Some(Duration::from_secs(90)));
    assert_eq!(Checkout::EmptyCart.retry_after(), None);
}

#[test]
fn description_falls_back_to_display_and_templates_interpolate() {
    let closed = Checkout::Closed {
        reason: "inventory".into(),
        reopens_in: Duration::ZERO,
    };
    assert_eq!(closed.description(), "store closed for inventory");
    assert_eq!(
        Checkout::TooMany { max: 3 }.description(),
        "At most 3 bikes per order; split the order in two. {max} is per order."
    );
    assert_eq!(
        Inventory::UnknownSku("X".into()).description(),
        "SKU X does not exist; SKUs look like BK-1234."
    );
}

#[test]
fn fixed_descriptions_borrow() {
    assert!(matches!(
        Checkout::EmptyCart.description(),
        Cow::Borrowed(_)
    ));
    assert!(matches!(
        Checkout::TooMany { max: 1 }.description(),
        Cow::Owned(_)
    ));
}

#[test]
fn transparent_variants_report_the_inner_error() {
    let wrapped = Checkout::from(Inventory::Offline);
    assert_eq!(wrapped.category(), Category::Transient);
    assert_eq!(wrapped.code(), "offline");
    assert_eq!(wrapped.retry_after(), Some(Duration::from_secs(120)));
    assert_eq!(
        wrapped.description(),
        "The warehouse system is offline. Retry in 2 minutes."
    );
    let wrapped = Checkout::from(Inventory::UnknownSku("BK-1".into()));
    assert_eq!(wrapped.code(), "unknown_sku");
    assert!(wrapped.is_retryable());
}

#[test]
fn codes_default_to_snake_case() {
    assert_eq!(Checkout::EmptyCart.code(), "empty_cart");
    assert_eq!(Checkout::TooMany { max: 1 }.code(), "too_many");
}

#[test]
fn catalog_covers_delegation() {
    assert_eq!(
        Checkout::catalog()[0],
        CatalogEntry::Delegated {
            variant: "Inventory",
            inner_type: "Inventory"
        }
    );
    assert_eq!(Checkout::catalog().len(), 4);
    assert_eq!(
        Checkout::catalog()[3],
        CatalogEntry::Classified {
            variant: "Closed",
            code: "closed",
            category: Category::Transient,
            retry_after: None,
            description: Some("store closed for {reason}"),
        }
    );
}

/// A struct error with details and a public field in a permission text.
#[derive(Debug, thiserror::Error, ToolError)]
#[error("user {user} may not read ledger {ledger}")]
#[category(permission)]
#[tool_error(
    description = "You may not read ledger {ledger}. Ask an administrator for access.",
    code = "ledger_denied"
)]
struct LedgerDenied {
    user: String,
    #[tool_error(public, detail)]
    ledger: String,
}

#[test]
fn structs_derive_with_public_fields_and_details() {
    let error = LedgerDenied {
        user: "u-1".into(),
        ledger: "L-7".into(),
    };
    assert_eq!(error.category(), Category::Permission);
    assert_eq!(error.code(), "ledger_denied");
    assert_eq!(
        error.description(),
        "You may not read ledger L-7. Ask an administrator for access."
    );
    assert_eq!(
        error.to_payload().to_json(),
        r#"{"errorCategory":"permission","isRetryable":false,"description":"You may not read ledger L-7. Ask an administrator for access.","code":"ledger_denied","details":{"ledger":"L-7"}}"#
    );
}

#[derive(Debug, thiserror::Error, ToolError)]
enum Generic<'a, T: Debug, U> {
    #[error("bad {0:?}")]
    #[category(validation)]
    #[tool_error(description = "Value {0:?} is out of range; send 1 to 10.")]
    Bad(#[tool_error(public)] T),
    #[error("missing {name}")]
    #[category(validation)]
    Missing { name: &'a str },
    #[error(transparent)]
    #[tool_error(transparent)]
    Inner(U),
}

#[test]
fn generics_and_lifetimes() {
    let bad: Generic<'_, i32, Inventory> = Generic::Bad(42);
    assert_eq!(bad.description(), "Value 42 is out of range; send 1 to 10.");
    let missing: Generic<'_, i32, Inventory> = Generic::Missing { name: "email" };
    assert_eq!(missing.description(), "missing email");
    let inner: Generic<'_, i32, Inventory> = Generic::Inner(Inventory::Offline);
    assert_eq!(inner.category(), Category::Transient);
}

/// One to five `{field}` placeholders, repeated and adjacent ones, a
/// generic field, a borrowed `str` and a format spec: each description is
/// exactly what `format!` writes for its template.
#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
enum Arity<'a, T: std::fmt::Display + Debug> {
    #[error("one")]
    #[tool_error(description = "{a}")]
    One { a: String },
    #[error("two")]
    #[tool_error(description = "{a}{b} and {a} again.")]
    Two {
        a: &'a str,
        #[tool_error(public)]
        b: T,
    },
    #[error("three")]
    #[tool_error(description = "Between {a}, {b} and {c}.")]
    Three { a: u8, b: u8, c: String },
    #[error("four")]
    #[tool_error(description = "{a}-{b}-{c}-{d}")]
    Four {
        a: u8,
        b: u8,
        c: u8,
        #[tool_error(public)]
        d: T,
    },
    #[error("five")]
    #[tool_error(description = "{a} {b} {c} {d} {e}.")]
    Five {
        a: u8,
        b: u8,
        c: u8,
        d: u8,
        #[tool_error(public)]
        e: T,
    },
    #[error("spec")]
    #[tool_error(description = "Padded {a:>4}.")]
    Spec { a: u8 },
    #[error("mixed")]
    #[tool_error(description = "Got {a}, that is {a:?}.")]
    Mixed { a: String },
}

#[test]
fn every_template_arity_writes_what_format_writes() {
    let cases: [(Arity<'_, f32>, String); 7] = [
        (Arity::One { a: "7 left".into() }, "7 left".to_owned()),
        (
            Arity::Two { a: "x", b: 1.5 },
            format!("{}{} and {} again.", "x", 1.5, "x"),
        ),
        (
            Arity::Three {
                a: 1,
                b: 2,
                c: "three".into(),
            },
            format!("Between {}, {} and {}.", 1, 2, "three"),
        ),
        (
            Arity::Four {
                a: 1,
                b: 2,
                c: 3,
                d: 4.5,
            },
            format!("{}-{}-{}-{}", 1, 2, 3, 4.5),
        ),
        (
            Arity::Five {
                a: 1,
                b: 2,
                c: 3,
                d: 4,
                e: 5.5,
            },
            format!("{} {} {} {} {}.", 1, 2, 3, 4, 5.5),
        ),
        (Arity::Spec { a: 9 }, format!("Padded {:>4}.", 9)),
        (
            Arity::Mixed { a: "x\"y".into() },
            format!("Got {}, that is {:?}.", "x\"y", "x\"y"),
        ),
    ];
    for (error, expected) in cases {
        assert_eq!(error.description(), expected, "{error:?}");
    }
}

mod reexport {
    pub use toolerror as te;
}

#[derive(Debug, thiserror::Error, reexport::te::ToolError)]
#[tool_error(crate = "reexport::te")]
#[error("quota used up")]
#[category(business)]
#[tool_error(description = "The monthly quota is used up. Ask the customer to upgrade their plan.")]
struct QuotaExceeded;

#[test]
fn crate_path_override() {
    assert_eq!(QuotaExceeded.category(), Category::Business);
    assert!(!QuotaExceeded.is_retryable());
}

#[derive(Debug, ToolError)]
enum Never {}

#[test]
fn empty_enums_derive() {
    assert!(Never::catalog().is_empty());
}

#[test]
fn dyn_tool_error_works() {
    let errors: Vec<Box<dyn ToolError>> =
        vec![Box::new(QuotaExceeded), Box::new(Inventory::Offline)];
    let retryable: Vec<bool> = errors.iter().map(|e| e.is_retryable()).collect();
    assert_eq!(retryable, [false, true]);
}

#[derive(Debug, thiserror::Error, ToolError)]
#[error("lookup failed")]
#[category(validation)]
#[tool_error(description = "No booking matches {0}; check the id and call again.")]
struct NoMatch(String);

#[test]
fn huge_fields_give_bounded_descriptions() {
    let error = NoMatch("x".repeat(64 * 1024));
    // The field is shown cut, never copied whole, and the template's own
    // words after it survive.
    let shown = "x".repeat(toolerror::ErrorPayload::MAX_SHOWN_VALUE_CHARS);
    assert_eq!(
        error.description(),
        format!("No booking matches {shown}…; check the id and call again.")
    );
    let payload = error.to_payload();
    assert_eq!(payload.description(), error.description());
    let short = NoMatch("B-1".into());
    assert_eq!(
        short.description(),
        "No booking matches B-1; check the id and call again."
    );
}

mod classified_at_run_time {
    use std::time::Duration;
    use toolerror::classify::{Classification, Classify};
    use toolerror::{Category, ToolError, ToolErrorExt, fallback_description};

    /// A store's own error codes, classified once.
    #[derive(Debug)]
    enum StoreCode {
        Locked,
        Constraint,
        Mystery,
    }

    impl Classify for StoreCode {
        fn classify(&self) -> Option<Classification> {
            match self {
                StoreCode::Locked => Some(
                    Classification::new(Category::Transient)
                        .with_retry_after(Duration::from_millis(250)),
                ),
                StoreCode::Constraint => Some(Classification::new(Category::Business)),
                StoreCode::Mystery => None,
            }
        }
    }

    #[derive(Debug, thiserror::Error, ToolError)]
    enum ServiceError {
        #[error("upstream answered {status}")]
        #[category(transient, retry_after = "30s")]
        #[tool_error(description = "The upstream service failed for now. Retry in 30 seconds.")]
        Upstream {
            #[tool_error(classify)]
            status: u16,
        },
        #[error("io: {0}")]
        #[category(transient)]
        #[tool_error(description = "The file store failed for now. Retry shortly.")]
        Io(#[tool_error(classify)] std::io::Error),
        #[error("store: {code:?}")]
        #[category(transient)]
        #[tool_error(description = "The store is busy; retry after the delay.")]
        Store {
            #[tool_error(classify)]
            code: StoreCode,
            #[tool_error(retry_after)]
            hint: Option<Duration>,
        },
    }

    #[test]
    fn the_field_decides_the_declaration_is_the_fallback() {
        let unavailable = ServiceError::Upstream { status: 503 };
        assert_eq!(unavailable.category(), Category::Transient);
        assert_eq!(unavailable.retry_after(), Some(Duration::from_secs(30)));
        assert_eq!(
            unavailable.description(),
            "The upstream service failed for now. Retry in 30 seconds."
        );

        let denied = ServiceError::Upstream { status: 401 };
        assert_eq!(denied.category(), Category::Permission);
        assert!(!denied.is_retryable());
        // The description was written for the declared category; the
        // status says what happened instead.
        assert_eq!(
            denied.description(),
            "The service refused the credentials, or none were sent. Don't retry; escalate to a person or use other credentials."
        );
        assert_eq!(denied.to_payload().retry_after(), None);

        let missing = ServiceError::Upstream { status: 404 };
        assert_eq!(missing.category(), Category::Validation);
        assert!(
            missing
                .description()
                .starts_with("The resource was not found."),
            "{}",
            missing.description()
        );

        let gateway_timeout = ServiceError::Upstream { status: 504 };
        assert!(gateway_timeout.outcome_unknown());
        assert!(gateway_timeout.to_payload().outcome_unknown());

        let unclassified = ServiceError::Upstream { status: 500 };
        assert_eq!(unclassified.category(), Category::Transient);

        let missing = ServiceError::Io(std::io::Error::from(std::io::ErrorKind::NotFound));
        assert_eq!(missing.category(), Category::Validation);
        let refused = ServiceError::Io(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert_eq!(refused.category(), Category::Permission);
        // The io::Error's own text never reaches the agent.
        let secret = ServiceError::Io(std::io::Error::other("/etc/secret.key"));
        assert!(!secret.description().contains("secret"));

        let locked = ServiceError::Store {
            code: StoreCode::Locked,
            hint: None,
        };
        assert_eq!(locked.category(), Category::Transient);
        assert_eq!(locked.retry_after(), Some(Duration::from_millis(250)));
        let constraint = ServiceError::Store {
            code: StoreCode::Constraint,
            hint: None,
        };
        assert_eq!(constraint.category(), Category::Business);
        // A classification that says nothing of what happened: the
        // category's fallback sentence.
        assert_eq!(
            constraint.description(),
            fallback_description(Category::Business)
        );
        let mystery = ServiceError::Store {
            code: StoreCode::Mystery,
            hint: Some(Duration::from_secs(2)),
        };
        assert_eq!(mystery.category(), Category::Transient);
        assert_eq!(mystery.retry_after(), Some(Duration::from_secs(2)));
        assert_eq!(
            mystery.description(),
            "The store is busy; retry after the delay."
        );
    }
}

mod classified_through_chains_and_functions {
    use toolerror::classify::{Classification, Classify};
    use toolerror::{Category, ToolError};

    /// Another crate's error enum, which can't implement `Classify` here.
    mod their_crate {
        #[derive(Debug)]
        pub enum StoreError {
            Busy,
            UniqueViolation { constraint: String },
            Corrupt,
        }
    }

    /// One match classifies it: no parallel enum, no `From` mapping.
    fn classify_store(error: &their_crate::StoreError) -> Option<Classification> {
        use their_crate::StoreError::*;
        match error {
            Busy => 503u16.classify(),
            // A foreign key names something the input refers to.
            UniqueViolation { constraint } if constraint.starts_with("fk_") => 422u16.classify(),
            UniqueViolation { .. } => 409u16.classify(),
            Corrupt => None,
        }
    }

    #[derive(Debug, thiserror::Error, ToolError)]
    enum ToolFailure {
        #[error("store: {0:?}")]
        #[category(transient)]
        #[tool_error(description = "The store is busy. Retry in a second.")]
        Store(#[tool_error(classify = "classify_store")] their_crate::StoreError),
        #[error("sync failed")]
        #[category(transient)]
        #[tool_error(description = "Syncing failed for now. Retry in a minute.")]
        Sync(#[tool_error(classify)] Box<dyn std::error::Error + Send + Sync>),
        #[error("import failed")]
        #[category(validation)]
        #[tool_error(description = "The import file is malformed: fix it and retry.")]
        Import(#[tool_error(classify)] anyhow::Error),
    }

    #[derive(Debug, thiserror::Error)]
    #[error("opening the archive failed")]
    struct OpenFailed(#[source] std::io::Error);

    #[test]
    fn foreign_enums_chains_and_anyhow_classify() {
        use their_crate::StoreError;
        assert_eq!(
            ToolFailure::Store(StoreError::Busy).category(),
            Category::Transient
        );
        assert_eq!(
            ToolFailure::Store(StoreError::UniqueViolation {
                constraint: "bookings_pkey".into()
            })
            .category(),
            Category::Business
        );
        assert_eq!(
            ToolFailure::Store(StoreError::UniqueViolation {
                constraint: "fk_bike".into()
            })
            .category(),
            Category::Validation
        );
        assert_eq!(
            ToolFailure::Store(StoreError::Corrupt).category(),
            Category::Transient
        );
        let denied = OpenFailed(std::io::Error::from(std::io::ErrorKind::PermissionDenied));
        assert_eq!(
            ToolFailure::Sync(Box::new(denied)).category(),
            Category::Permission
        );
        let timed_out = anyhow::Error::new(std::io::Error::from(std::io::ErrorKind::TimedOut))
            .context("importing bookings.csv");
        let import = ToolFailure::Import(timed_out);
        assert_eq!(import.category(), Category::Transient);
        assert!(import.outcome_unknown());
        let opaque = ToolFailure::Import(anyhow::anyhow!("no idea"));
        assert_eq!(opaque.category(), Category::Validation);
    }
}

#[test]
fn a_serializer_message_never_reaches_the_agent() {
    use toolerror::ToolErrorExt;

    #[derive(Debug)]
    struct Connection;

    impl serde::Serialize for Connection {
        fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
            Err(serde::ser::Error::custom("postgres://admin:hunter2@db"))
        }
    }

    #[derive(Debug, thiserror::Error, ToolError)]
    #[error("store busy")]
    #[category(transient)]
    #[tool_error(description = "The store is busy. Retry in a second.")]
    struct Busy {
        // Public, so that the run-time guard is what's tested: a type that
        // doesn't vouch for its text can't be a detail otherwise.
        #[tool_error(detail, public)]
        connection: Connection,
    }

    let payload = Busy {
        connection: Connection,
    }
    .to_payload();
    assert_eq!(
        payload.details().unwrap()["connection"],
        "<not serializable>"
    );
    assert!(!payload.to_json().contains("hunter2"));
}

/// A variant declared transient whose classify field makes it a permission
/// failure at run time reads as a declared permission variant would: the
/// masked description, and only `public` fields in `details`, in every
/// wire format and in text-only mode.
#[test]
fn a_run_time_permission_failure_shows_only_public_details() {
    use toolerror::classify::HttpFailure;
    use toolerror::{ErrorMode, ToReply};

    #[derive(Debug, thiserror::Error, ToolError)]
    enum Upstream {
        #[error("status {status:?} for account {account}")]
        #[category(transient)]
        #[tool_error(description = "The ledger service failed. Retry in a minute.")]
        Status {
            #[tool_error(classify)]
            status: HttpFailure,
            #[tool_error(detail)]
            account: String,
            #[tool_error(detail, public)]
            region: String,
        },
    }

    let failure = |status: u16| Upstream::Status {
        status: HttpFailure::new(status, None, std::time::SystemTime::now()).expect("a status"),
        account: "acct-7731-private".into(),
        region: "eu-west".into(),
    };

    let forbidden = failure(403);
    assert_eq!(forbidden.category(), Category::Permission);
    assert_eq!(
        forbidden.description(),
        "The service refused access to this resource. Don't retry; escalate to a person or use other credentials."
    );
    let details = forbidden.details().expect("the public detail");
    assert_eq!(details.len(), 1, "{details:?}");
    assert_eq!(details["region"], "eu-west");
    for mode in [ErrorMode::Structured, ErrorMode::TextOnly] {
        let reply = forbidden.to_reply().with_mode(mode);
        let rendered = [
            reply.to_mcp_json(),
            reply.to_claude_json("toolu_1"),
            serde_json::to_string(&reply.to_openai_chat("call_1")).unwrap(),
            serde_json::to_string(&reply.to_openai_responses("call_1")).unwrap(),
            serde_json::to_string(&reply.to_gemini("ledger", Some("call_1"))).unwrap(),
            serde_json::to_string(&reply.to_bedrock("tooluse_1")).unwrap(),
            serde_json::to_string(&reply.to_a2a("task_1", "ctx_1")).unwrap(),
            serde_json::to_string(&reply.to_acp("sess_1", "call_1")).unwrap(),
        ];
        for document in rendered {
            assert!(!document.contains("acct-7731"), "{document}");
            assert!(document.contains("eu-west"), "{document}");
        }
    }

    // Still transient: the private detail is the author's to show.
    let unavailable = failure(503);
    assert_eq!(unavailable.category(), Category::Transient);
    let details = unavailable.details().expect("both details");
    assert_eq!(details["account"], "acct-7731-private");
    assert_eq!(details["region"], "eu-west");
}

/// A huge value echoed into a description is cut where it is shown, so
/// the template's own words after it (the next step) survive the
/// description's bound, on both ways a template is written (a few plain
/// fields; more fields, or a format spec, through `format_args!`).
#[test]
fn an_echoed_value_is_bounded_and_the_next_step_survives() {
    use toolerror::ToolErrorExt;

    #[derive(Debug, thiserror::Error, ToolError)]
    enum Lookup {
        #[error("no item {sku}")]
        #[category(validation)]
        #[tool_error(description = "No item has the sku {sku}: check the sku, then call again.")]
        NoItem { sku: String },
        #[error("no item in {a} {b} {c} {d} {e}")]
        #[category(validation)]
        #[tool_error(
            description = "No item {a} in {b}, {c}, {d} or {e}: check the sku, then call again."
        )]
        NoItemAnywhere {
            a: String,
            b: u8,
            c: u8,
            d: u8,
            e: u8,
        },
        #[error("total {total}")]
        #[category(business)]
        #[tool_error(description = "The total {total:.2} is over the limit: ask a person.")]
        OverLimit { total: f64 },
        #[error("moved {delta}")]
        #[category(business)]
        #[tool_error(description = "The slot moved by {delta:+} places: ask a person.")]
        Moved { delta: i32 },
    }

    let huge = "x".repeat(64 * 1024);
    for error in [
        Lookup::NoItem { sku: huge.clone() },
        Lookup::NoItemAnywhere {
            a: huge.clone(),
            b: 1,
            c: 2,
            d: 3,
            e: 4,
        },
    ] {
        let description = error.to_payload().description().to_owned();
        assert!(
            description.ends_with("check the sku, then call again."),
            "{description}"
        );
        let shown = "x".repeat(toolerror::ErrorPayload::MAX_SHOWN_VALUE_CHARS);
        assert!(description.contains(&format!("{shown}…")), "{description}");
        assert!(!description.contains(&format!("{shown}x")), "{description}");
    }
    // A short value is shown whole, a number with its format spec.
    let short = Lookup::NoItem {
        sku: "SKU-7".into(),
    };
    let short = short.to_payload();
    assert_eq!(
        short.description(),
        "No item has the sku SKU-7: check the sku, then call again."
    );
    let total = Lookup::OverLimit { total: 140.5 };
    let total = total.to_payload();
    assert_eq!(
        total.description(),
        "The total 140.50 is over the limit: ask a person."
    );
    let moved = Lookup::Moved { delta: 5 };
    assert_eq!(
        moved.to_payload().description(),
        "The slot moved by +5 places: ask a person."
    );
}

/// Texts holding the characters the derive's tables are usually joined by
/// (`\0`, `\u{1}`) are written and listed whole, and every variant reads
/// its own row: the tables are joined by characters no text holds. The
/// templates of two fields are shared (one arm, a row each of the table of
/// pieces), so both kinds of table are split.
#[test]
fn texts_holding_the_usual_separators_read_back_whole() {
    use toolerror::Catalog;

    #[derive(Debug, thiserror::Error, ToolError)]
    enum Odd {
        #[error("first")]
        #[category(validation)]
        #[tool_error(description = "The first input is wrong: fix it and call again.")]
        First,
        #[error("weird")]
        #[category(validation)]
        #[tool_error(
            description = "Marks \0 \u{1} \u{2} \u{1e} \u{1f} in the input: remove them and call again."
        )]
        Weird,
        #[error("second")]
        #[category(business)]
        #[tool_error(description = "The second rule holds: ask a person instead.")]
        Second,
        #[error("Row \0{row}\u{1} of \u{2}{rows}: fix it and call again.")]
        #[category(validation)]
        Row { row: u32, rows: u32 },
        #[error("Line \u{3}{row}\0 of {rows}\u{1}: fix it and call again.")]
        #[category(validation)]
        Line { row: u32, rows: u32 },
    }

    let texts = [
        (
            Odd::First,
            "The first input is wrong: fix it and call again.",
        ),
        (
            Odd::Weird,
            "Marks \0 \u{1} \u{2} \u{1e} \u{1f} in the input: remove them and call again.",
        ),
        (Odd::Second, "The second rule holds: ask a person instead."),
        (
            Odd::Row { row: 3, rows: 9 },
            "Row \u{0}3\u{1} of \u{2}9: fix it and call again.",
        ),
        (
            Odd::Line { row: 4, rows: 8 },
            "Line \u{3}4\0 of 8\u{1}: fix it and call again.",
        ),
    ];
    for (error, text) in &texts {
        assert_eq!(error.description(), *text, "{error:?}");
    }
    let listed: Vec<Option<&str>> = Odd::catalog()
        .iter()
        .map(|entry| match entry {
            toolerror::CatalogEntry::Classified { description, .. } => *description,
            _ => None,
        })
        .collect();
    assert_eq!(
        listed,
        [
            Some("The first input is wrong: fix it and call again."),
            Some("Marks \0 \u{1} \u{2} \u{1e} \u{1f} in the input: remove them and call again."),
            Some("The second rule holds: ask a person instead."),
            Some("Row \0{row}\u{1} of \u{2}{rows}: fix it and call again."),
            Some("Line \u{3}{row}\0 of {rows}\u{1}: fix it and call again."),
        ]
    );
}

/// `#[tool_error(max_chars = N)]` cuts a field at its own length, on both
/// ways a template is written (plain placeholders; a format spec, through
/// `format_args!`), and the template's words after it survive; a field
/// without it keeps the default cut.
#[test]
fn a_field_sets_its_own_cut() {
    #[derive(Debug, thiserror::Error, ToolError)]
    enum Lookup {
        #[error("no item {sku}")]
        #[category(validation)]
        #[tool_error(
            description = "No item {sku} on shelf {shelf}: check the sku, then call again."
        )]
        NoItem {
            #[tool_error(max_chars = 8)]
            sku: String,
            shelf: String,
        },
        #[error("no item {sku}")]
        #[category(validation)]
        #[tool_error(description = "No item {sku} at {price:.2}: check the sku, then call again.")]
        Priced {
            #[tool_error(max_chars = 8)]
            sku: String,
            price: f64,
        },
        #[error("no list {0}")]
        #[category(validation)]
        #[tool_error(description = "Pick one of {0}, then call again.")]
        Choices(#[tool_error(max_chars = 1000)] String),
    }

    let long = "B-2041-0000-XYZ".to_owned();
    let no_item = Lookup::NoItem {
        sku: long.clone(),
        shelf: "A3".into(),
    };
    assert_eq!(
        no_item.description(),
        "No item B-2041-0… on shelf A3: check the sku, then call again."
    );
    let priced = Lookup::Priced {
        sku: long.clone(),
        price: 9.5,
    };
    assert_eq!(
        priced.to_payload().description(),
        "No item B-2041-0… at 9.50: check the sku, then call again."
    );
    // Exactly 8 characters are shown whole; characters, not bytes, count.
    let exact = Lookup::NoItem {
        sku: "B-2041-0".into(),
        shelf: "A3".into(),
    };
    assert_eq!(
        exact.description(),
        "No item B-2041-0 on shelf A3: check the sku, then call again."
    );
    let accented = Lookup::Priced {
        sku: "é".repeat(9),
        price: 1.0,
    };
    assert_eq!(
        accented.description(),
        format!(
            "No item {}… at 1.00: check the sku, then call again.",
            "é".repeat(8)
        )
    );
    // A field beside it keeps the default cut.
    let shelf = Lookup::NoItem {
        sku: "B-7".into(),
        shelf: "s".repeat(1000),
    };
    let shown = "s".repeat(toolerror::ErrorPayload::MAX_SHOWN_VALUE_CHARS);
    assert_eq!(
        shelf.description(),
        format!("No item B-7 on shelf {shown}…: check the sku, then call again.")
    );
    // A cut above the default shows more.
    let choices = Lookup::Choices("c".repeat(2000));
    assert_eq!(
        choices.description(),
        format!("Pick one of {}…, then call again.", "c".repeat(1000))
    );
    // The whole payload, as the agent reads it.
    assert_eq!(
        no_item.to_payload().to_json(),
        r#"{"errorCategory":"validation","isRetryable":true,"description":"No item B-2041-0… on shelf A3: check the sku, then call again.","code":"no_item"}"#
    );
}

/// `{classification}` in a classified variant's description shows the
/// sentence of what its field found (static text of the crate's, never the
/// error's own words), so the description the author wrote keeps the
/// facts the classification knows; without one, it reads as nothing, and
/// the space beside it goes too.
#[test]
fn a_description_shows_the_classification_sentence() {
    use toolerror::classify::HttpFailure;

    #[derive(Debug, thiserror::Error, ToolError)]
    enum Catalog {
        #[error("catalog answered {status:?} for {sku}")]
        #[category(transient)]
        #[tool_error(description = "Reading item {sku} from the catalog failed. {classification}")]
        Upstream {
            sku: String,
            #[tool_error(classify)]
            status: HttpFailure,
        },
        // Through `format_args!` (`{retry_after}`), the sentence first.
        #[error("catalog io: {0}")]
        #[category(transient)]
        #[tool_error(description = "{classification} Call the catalog again in {retry_after}.")]
        Io(#[tool_error(classify)] std::io::Error),
        // A classifier of the author's.
        #[error("note store answered {code}")]
        #[category(transient)]
        #[tool_error(description = "Saving the note failed. {classification}")]
        Store {
            #[tool_error(classify = "classify_store_code")]
            code: u8,
        },
    }

    let status = |code: u16, retry_after: Option<&str>| {
        HttpFailure::new(code, retry_after, std::time::SystemTime::now()).expect("a status")
    };
    let busy = Catalog::Upstream {
        sku: "B-7".into(),
        status: status(503, Some("7")),
    };
    assert_eq!(busy.category(), Category::Transient);
    assert_eq!(
        busy.description(),
        "Reading item B-7 from the catalog failed. The service is unavailable for now. Retry the same call unchanged after a pause."
    );
    assert_eq!(
        busy.to_payload().to_json(),
        r#"{"errorCategory":"transient","isRetryable":true,"description":"Reading item B-7 from the catalog failed. The service is unavailable for now. Retry the same call unchanged after a pause.","code":"upstream","cause":"unavailable","retryAfterMs":7000}"#
    );
    // A timeout's sentence says the call may have taken effect: the
    // payload says so once.
    let timeout = Catalog::Upstream {
        sku: "B-7".into(),
        status: status(504, None),
    };
    assert_eq!(
        timeout.to_payload().to_json(),
        r#"{"errorCategory":"transient","isRetryable":true,"description":"Reading item B-7 from the catalog failed. The service did not answer in time, and the call may or may not have taken effect. Retry after a pause if repeating the call is safe.","code":"upstream","cause":"timeout","outcomeUnknown":true}"#
    );
    // An I/O error's classification has no sentence of its own: nothing,
    // and no space left behind.
    let refused = Catalog::Io(std::io::ErrorKind::ConnectionRefused.into());
    assert_eq!(refused.category(), Category::Transient);
    assert_eq!(refused.description(), "Call the catalog again in a moment.");
    // Without a sentence, a timeout is said in the crate's words as before.
    let timed_out = Catalog::Io(std::io::ErrorKind::TimedOut.into());
    assert_eq!(
        timed_out.to_payload().description(),
        "Call the catalog again in a moment. The call may or may not have taken effect: check before repeating it."
    );
    // A classifier's own sentence (`with_description`) shows the same way.
    let locked = Catalog::Store { code: 5 };
    assert_eq!(
        locked.description(),
        "Saving the note failed. The note store is locked for now. Retry after a pause."
    );
    assert_eq!(locked.cause(), Some("locked"));
    let other = Catalog::Store { code: 1 };
    assert_eq!(other.description(), "Saving the note failed.");
}

fn classify_store_code(code: &u8) -> Option<toolerror::classify::Classification> {
    use toolerror::classify::{Cause, Classification};
    let busy = Classification::new(Category::Transient);
    Some(match code {
        5 => busy
            .with_cause(Cause::Locked)
            .with_description("The note store is locked for now. Retry after a pause."),
        _ => busy,
    })
}
