//! Whole-document snapshots of every wire shape, from derived errors in the
//! bike-rental domain.

use std::time::Duration;

use serde_json::{Value, json};
use toolerror::ToReply;
use toolerror::{Category, EmptyResult, ErrorPayload, Found, Outcome, ToolError, ToolErrorExt};
use toolerror_tests::bike::BookingError;

fn refund_over_limit() -> BookingError {
    BookingError::RefundOverLimit {
        amount: 140,
        limit: 100,
    }
}

/// The refund failure in words: the first text block of its MCP result.
const REFUND_SENTENCE: &str = "Error (business, not retryable: take another path): Refund of $140 exceeds the $100 automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent with the refund details.";
const REFUND_PAYLOAD: &str = r#"{"errorCategory":"business","isRetryable":false,"description":"Refund of $140 exceeds the $100 automatic refund ceiling. The same policy applies on every attempt. Escalate to a human agent with the refund details.","code":"refund_over_limit","details":{"amount":140,"limit":100}}"#;

#[test]
fn payload_of_each_category() {
    let cases = [
        (
            BookingError::PaymentTimeout {
                waited: Duration::from_secs(10),
            },
            r#"{"errorCategory":"transient","isRetryable":true,"description":"The payment service timed out. Retry the same call in 30 seconds.","code":"payment_timeout","retryAfterMs":30000}"#,
        ),
        (
            BookingError::RateLimited {
                wait: Duration::from_millis(1500),
            },
            r#"{"errorCategory":"transient","isRetryable":true,"description":"Too many requests. Retry the same call after the delay.","code":"rate_limited","retryAfterMs":1500}"#,
        ),
        (
            BookingError::BadBookingId { got: "2041".into() },
            r#"{"errorCategory":"validation","isRetryable":true,"description":"booking id 2041 is malformed; booking ids look like B-2041","code":"bad_booking_id"}"#,
        ),
        (refund_over_limit(), REFUND_PAYLOAD),
        (
            BookingError::NotYourBooking {
                booking: "B-3001".into(),
                owner: "C-99".into(),
            },
            r#"{"errorCategory":"permission","isRetryable":false,"description":"This booking belongs to another customer, so it can't be shown. Ask the customer to sign in to their own account, or escalate to a human agent.","code":"not_your_booking"}"#,
        ),
    ];
    for (error, expected) in cases {
        assert_eq!(error.to_payload().to_json(), expected, "{error:?}");
    }
}

#[test]
fn permission_payload_reveals_no_field() {
    let error = BookingError::NotYourBooking {
        booking: "B-3001".into(),
        owner: "C-99".into(),
    };
    for rendered in [
        error.to_reply().to_mcp_json(),
        error.to_reply().to_claude_json("toolu_1"),
    ] {
        assert!(!rendered.contains("B-3001"), "{rendered}");
        assert!(!rendered.contains("C-99"), "{rendered}");
    }
    // Display, for logs, still has the facts.
    assert_eq!(error.to_string(), "booking B-3001 belongs to customer C-99");
}

#[test]
fn mcp_failure_document() {
    let expected = format!(
        r#"{{"content":[{{"type":"text","text":{sentence}}},{{"type":"text","text":{text}}}],"structuredContent":{REFUND_PAYLOAD},"isError":true}}"#,
        sentence = serde_json::to_string(REFUND_SENTENCE).unwrap(),
        text = serde_json::to_string(REFUND_PAYLOAD).unwrap()
    );
    let error = refund_over_limit();
    assert_eq!(error.to_reply().to_mcp_json(), expected);
    let typed: Value = serde_json::to_value(error.to_reply().to_mcp()).unwrap();
    assert_eq!(typed, serde_json::from_str::<Value>(&expected).unwrap());
}

#[test]
fn mcp_text_only_failure_document() {
    let expected = format!(
        r#"{{"content":[{{"type":"text","text":{sentence}}},{{"type":"text","text":{text}}}],"isError":true}}"#,
        sentence = serde_json::to_string(REFUND_SENTENCE).unwrap(),
        text = serde_json::to_string(REFUND_PAYLOAD).unwrap()
    );
    let error = refund_over_limit();
    let mut direct = Vec::new();
    error
        .to_payload()
        .to_reply()
        .with_mode(toolerror::ErrorMode::TextOnly)
        .write_mcp_json(&mut direct);
    assert_eq!(String::from_utf8(direct).unwrap(), expected);
    assert_eq!(
        serde_json::to_string(
            &error
                .to_reply()
                .with_mode(toolerror::ErrorMode::TextOnly)
                .to_mcp()
        )
        .unwrap(),
        expected
    );
}

#[derive(serde::Serialize)]
struct Booking {
    id: &'static str,
    bike: &'static str,
}

#[test]
fn mcp_success_document() {
    let found = Found::new(vec![
        Booking {
            id: "B-2041",
            bike: "city",
        },
        Booking {
            id: "B-2042",
            bike: "cargo",
        },
    ])
    .unwrap();
    let structured = r#"{"resultCount":2,"results":[{"bike":"city","id":"B-2041"},{"bike":"cargo","id":"B-2042"}]}"#;
    // The text in the results' own member order.
    let text = r#"{"resultCount":2,"results":[{"id":"B-2041","bike":"city"},{"id":"B-2042","bike":"cargo"}]}"#;
    let expected = format!(
        r#"{{"content":[{{"type":"text","text":{text}}}],"structuredContent":{structured},"isError":false}}"#,
        text = serde_json::to_string(text).unwrap()
    );
    // Compared as JSON values: `structuredContent`'s member order is
    // serde_json's (sorted, or insertion order when another crate turns on
    // its `preserve_order`), the text block's is exact.
    assert_eq!(
        serde_json::to_value(found.to_reply().to_mcp()).unwrap(),
        serde_json::from_str::<serde_json::Value>(&expected).unwrap()
    );
}

#[test]
fn mcp_empty_result_document() {
    let empty = EmptyResult::new("bookings for bo@example.com");
    let structured = r#"{"description":"No match for bookings for bo@example.com. The query ran successfully and matched nothing; this is a complete answer, not a failure, and retrying returns the same result.","resultCount":0,"results":[]}"#;
    let text = r#"{"resultCount":0,"results":[],"description":"No match for bookings for bo@example.com. The query ran successfully and matched nothing; this is a complete answer, not a failure, and retrying returns the same result."}"#;
    let expected = format!(
        r#"{{"content":[{{"type":"text","text":{text}}}],"structuredContent":{structured},"isError":false}}"#,
        text = serde_json::to_string(text).unwrap()
    );
    // As JSON values, for the same reason as above.
    assert_eq!(
        serde_json::to_value(empty.to_reply().to_mcp()).unwrap(),
        serde_json::from_str::<serde_json::Value>(&expected).unwrap()
    );
}

#[test]
fn claude_failure_document() {
    let expected = format!(
        r#"{{"type":"tool_result","tool_use_id":"toolu_01A09q90qw90lq917835lq9","is_error":true,"content":[{{"type":"text","text":{text}}}]}}"#,
        text = serde_json::to_string(REFUND_PAYLOAD).unwrap()
    );
    let error = refund_over_limit();
    assert_eq!(
        error
            .to_reply()
            .to_claude_json("toolu_01A09q90qw90lq917835lq9"),
        expected
    );
    assert_eq!(
        serde_json::to_string(&error.to_reply().to_claude("toolu_01A09q90qw90lq917835lq9"))
            .unwrap(),
        expected
    );
}

#[test]
fn claude_success_and_empty_documents() {
    let found: Outcome<&str, BookingError> = Outcome::from_query(Ok(vec!["B-2041"]), "bookings");
    assert_eq!(
        serde_json::to_value(found.to_reply().to_claude("toolu_2")).unwrap(),
        json!({"type": "tool_result", "tool_use_id": "toolu_2", "is_error": false,
               "content": [{"type": "text", "text": r#"{"resultCount":1,"results":["B-2041"]}"#}]})
    );
    let empty: Outcome<&str, BookingError> =
        Outcome::from_query(Ok(vec![]), "bookings for bo@example.com");
    let text = serde_json::to_string(&EmptyResult::new("bookings for bo@example.com")).unwrap();
    assert_eq!(
        serde_json::to_value(empty.to_reply().to_claude("toolu_3")).unwrap(),
        json!({"type": "tool_result", "tool_use_id": "toolu_3", "is_error": false,
               "content": [{"type": "text", "text": text}]})
    );
    assert!(text.contains(r#""resultCount":0"#));
}

#[test]
fn a_failure_never_renders_as_empty() {
    let failed: Outcome<&str, BookingError> = Outcome::from_query(
        Err(BookingError::PaymentTimeout {
            waited: Duration::ZERO,
        }),
        "bookings",
    );
    let result = failed.to_reply().to_mcp();
    assert!(result.is_error);
    assert_eq!(
        result.structured_content.as_ref().unwrap()["errorCategory"],
        "transient"
    );
    assert!(
        result
            .structured_content
            .unwrap()
            .get("resultCount")
            .is_none()
    );
}

#[test]
fn retryability_follows_category_everywhere() {
    let errors = [
        BookingError::PaymentTimeout {
            waited: Duration::ZERO,
        },
        BookingError::BadBookingId { got: String::new() },
        refund_over_limit(),
        BookingError::NotYourBooking {
            booking: String::new(),
            owner: String::new(),
        },
    ];
    let categories: Vec<Category> = errors.iter().map(ToolError::category).collect();
    assert_eq!(categories, Category::ALL);
    let expected = [true, true, false, false];
    for (error, retryable) in errors.iter().zip(expected) {
        let mcp: serde_json::Value = serde_json::from_str(&error.to_reply().to_mcp_json()).unwrap();
        assert_eq!(mcp["structuredContent"]["isRetryable"], retryable);
        let sentence = mcp["content"][0]["text"].as_str().unwrap();
        let words = if retryable {
            ", retryable: "
        } else {
            ", not retryable: "
        };
        assert!(sentence.contains(words), "{sentence}");
        let text: serde_json::Value =
            serde_json::from_str(mcp["content"][1]["text"].as_str().unwrap()).unwrap();
        assert_eq!(text["isRetryable"], retryable);
        let claude: serde_json::Value =
            serde_json::from_str(&error.to_reply().to_claude_json("t")).unwrap();
        let text: serde_json::Value =
            serde_json::from_str(claude["content"][0]["text"].as_str().unwrap()).unwrap();
        assert_eq!(text["isRetryable"], retryable);
        assert_eq!(error.is_retryable(), retryable);
        assert_eq!(error.recovery().retries(), retryable);
    }
}

#[test]
fn payload_parsing_rejects_contradictions_with_typed_errors() {
    use toolerror::PayloadError;
    let parse = |json: &str| ErrorPayload::from_json(json).unwrap_err();
    assert!(matches!(
        parse(r#"{"errorCategory":"business","isRetryable":true,"description":"x","code":"c"}"#),
        PayloadError::ContradictoryRetryability {
            category: Category::Business,
            claimed: true
        }
    ));
    assert!(matches!(
        parse(r#"{"errorCategory":"permission","isRetryable":true,"description":"x","code":"c"}"#),
        PayloadError::ContradictoryRetryability {
            category: Category::Permission,
            claimed: true
        }
    ));
    assert!(matches!(
        parse(r#"{"errorCategory":"transient","isRetryable":false,"description":"x","code":"c"}"#),
        PayloadError::ContradictoryRetryability {
            category: Category::Transient,
            claimed: false
        }
    ));
    assert!(matches!(
        parse(r#"{"errorCategory":"fatal","isRetryable":false,"description":"x","code":"c"}"#),
        PayloadError::UnknownCategory(ref name) if name == "fatal"
    ));
    assert!(matches!(
        parse(r#"{"errorCategory":"business","isRetryable":false,"code":"c"}"#),
        PayloadError::MissingField("description")
    ));
    assert!(matches!(
        parse(r#"{"errorCategory":"business","isRetryable":false,"description":"  ","code":"c"}"#),
        PayloadError::EmptyDescription
    ));
    assert!(matches!(
        parse(
            r#"{"errorCategory":"business","isRetryable":false,"description":"x","code":"c","retryAfterMs":5}"#
        ),
        PayloadError::RetryAfterNotTransient(Category::Business)
    ));
    assert!(matches!(parse("[1,2]"), PayloadError::Malformed(_)));
    assert!(matches!(parse("{"), PayloadError::Malformed(_)));
    let message =
        parse(r#"{"errorCategory":"business","isRetryable":true,"description":"x","code":"c"}"#)
            .to_string();
    assert_eq!(
        message,
        "error payload is contradictory: a business error has isRetryable false, but claims true"
    );
    // serde's own entry point reports the same rule.
    let via_serde = serde_json::from_str::<ErrorPayload<'static>>(
        r#"{"errorCategory":"business","isRetryable":true,"description":"x","code":"c"}"#,
    )
    .unwrap_err();
    assert!(
        via_serde.to_string().contains("contradictory"),
        "{via_serde}"
    );
}

#[test]
fn long_descriptions_are_cut_on_a_char_boundary_with_a_marker() {
    // 'é' is two bytes, so a cut at an odd byte index must step back.
    let long = "é".repeat(toolerror::ErrorPayload::MAX_DESCRIPTION_BYTES);
    let payload = ErrorPayload::validation("too_long", long.as_str());
    let description = payload.description();
    assert!(description.len() <= toolerror::ErrorPayload::MAX_DESCRIPTION_BYTES);
    assert!(description.len() > toolerror::ErrorPayload::MAX_DESCRIPTION_BYTES - 8);
    assert!(description.ends_with(toolerror::ErrorPayload::TRUNCATION_MARKER));
    let kept = description
        .strip_suffix(toolerror::ErrorPayload::TRUNCATION_MARKER)
        .unwrap();
    assert!(kept.chars().all(|c| c == 'é'));

    let exact = "a".repeat(toolerror::ErrorPayload::MAX_DESCRIPTION_BYTES);
    assert_eq!(
        ErrorPayload::validation("x", exact.as_str()).description(),
        exact
    );
}

#[test]
fn catalog_lists_every_variant() {
    use toolerror::{Catalog, CatalogEntry};
    let codes: Vec<&str> = BookingError::catalog()
        .iter()
        .map(|entry| match entry {
            CatalogEntry::Classified { code, .. } => *code,
            CatalogEntry::Delegated { .. } => "",
        })
        .collect();
    assert_eq!(
        codes,
        [
            "payment_timeout",
            "rate_limited",
            "bad_booking_id",
            "refund_over_limit",
            "not_your_booking"
        ]
    );
    assert_eq!(
        BookingError::catalog()[0],
        CatalogEntry::Classified {
            variant: "PaymentTimeout",
            code: "payment_timeout",
            category: Category::Transient,
            retry_after: Some(Duration::from_secs(30)),
            description: Some("The payment service timed out. Retry the same call in 30 seconds."),
        }
    );
    assert_eq!(
        BookingError::catalog()[2],
        CatalogEntry::Classified {
            variant: "BadBookingId",
            code: "bad_booking_id",
            category: Category::Validation,
            retry_after: None,
            description: Some("booking id {got} is malformed; booking ids look like B-2041"),
        }
    );
}

#[test]
fn results_of_every_schema_version_read_and_write_losslessly() {
    use toolerror::formats::mcp::CallToolResult;
    let documents = [
        // 2025-06-18: text, image and an embedded resource, no isError.
        json!({"content": [
            {"type": "text", "text": "ok", "annotations": {"audience": ["user"]}},
            {"type": "image", "data": "aGk=", "mimeType": "image/png"},
            {"type": "resource", "resource": {"uri": "file:///a", "text": "a"}}
        ]}),
        // 2025-11-25: resource links, structured content and _meta.
        json!({"content": [{"type": "resource_link", "uri": "file:///b", "name": "b"}],
               "structuredContent": {"resultCount": 1}, "isError": false,
               "_meta": {"io.example/trace": "t-1"}}),
        // 2026-07-28: the resultType discriminator, and a non-object structuredContent.
        json!({"resultType": "complete", "content": [{"type": "audio", "data": "AA==", "mimeType": "audio/wav"}],
               "structuredContent": [1, 2], "isError": true}),
    ];
    for document in documents {
        let parsed: CallToolResult = serde_json::from_value(document.clone()).unwrap();
        let mut expected = document.clone();
        expected
            .as_object_mut()
            .unwrap()
            .entry("isError")
            .or_insert(json!(false));
        assert_eq!(serde_json::to_value(&parsed).unwrap(), expected);
    }
    let bad = json!({"content": [{"text": "no type"}]});
    assert!(serde_json::from_value::<CallToolResult>(bad).is_err());
}
