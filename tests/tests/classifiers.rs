//! The run-time classifiers: I/O kinds, HTTP statuses and `Retry-After`,
//! gRPC codes, each table row by row.

use std::time::{Duration, SystemTime};

use toolerror::Category;

use std::io::ErrorKind as K;
use toolerror::classify::{Classification, Classify, HttpFailure, grpc_code};

fn io(kind: K) -> Option<Classification> {
    kind.classify()
}

/// A response's status and `Retry-After` value, classified as a client
/// classifies it.
fn http_status(status: u16, retry_after: Option<&str>, now: SystemTime) -> Option<Classification> {
    HttpFailure::new(status, retry_after, now)?.classify()
}

/// The delay a `Retry-After` value asks for, as a failed response reads it.
fn parse_retry_after(value: &str, now: SystemTime) -> Option<Duration> {
    HttpFailure::new(503, Some(value), now)?.retry_after
}

fn category_of_io(kind: K) -> Option<Category> {
    io(kind).map(|c| c.category)
}

#[test]
fn io_table_row_by_row() {
    use Category::*;
    let rows = [
        (K::ConnectionRefused, Some(Transient)),
        (K::ConnectionReset, Some(Transient)),
        (K::ConnectionAborted, Some(Transient)),
        (K::NotConnected, Some(Transient)),
        (K::HostUnreachable, Some(Transient)),
        (K::NetworkUnreachable, Some(Transient)),
        (K::NetworkDown, Some(Transient)),
        (K::TimedOut, Some(Transient)),
        (K::Interrupted, Some(Transient)),
        (K::WouldBlock, Some(Transient)),
        (K::BrokenPipe, Some(Transient)),
        (K::ResourceBusy, Some(Transient)),
        (K::StaleNetworkFileHandle, Some(Transient)),
        (K::NotFound, Some(Validation)),
        (K::InvalidInput, Some(Validation)),
        (K::InvalidData, Some(Validation)),
        (K::InvalidFilename, Some(Validation)),
        (K::NotADirectory, Some(Validation)),
        (K::IsADirectory, Some(Validation)),
        (K::FileTooLarge, Some(Validation)),
        (K::AlreadyExists, Some(Business)),
        (K::Unsupported, Some(Business)),
        (K::StorageFull, Some(Business)),
        (K::QuotaExceeded, Some(Business)),
        (K::ReadOnlyFilesystem, Some(Business)),
        (K::DirectoryNotEmpty, Some(Business)),
        (K::PermissionDenied, Some(Permission)),
        (K::Other, None),
        (K::UnexpectedEof, None),
        (K::OutOfMemory, None),
        (K::WriteZero, None),
        (K::AddrInUse, None),
    ];
    for (kind, expected) in rows {
        assert_eq!(category_of_io(kind), expected, "{kind:?}");
    }
    assert!(io(K::TimedOut).unwrap().outcome_unknown);
    assert!(!io(K::ConnectionRefused).unwrap().outcome_unknown);
}

#[test]
fn http_table_row_by_row() {
    use Category::*;
    let now = SystemTime::now();
    let table: [(&[u16], Option<Category>); 5] = [
        (&[408, 423, 425, 429, 502, 503, 504], Some(Transient)),
        (&[400, 404, 405, 406, 413, 415, 422, 428], Some(Validation)),
        (&[402, 409, 410, 412, 451, 501, 507], Some(Business)),
        (&[401, 403], Some(Permission)),
        (&[500, 200, 204, 301, 418, 499, 505, 599, 0, 999], None),
    ];
    for (statuses, expected) in table {
        for &status in statuses {
            assert_eq!(
                http_status(status, None, now).map(|c| c.category),
                expected,
                "{status}"
            );
        }
    }
    assert!(http_status(504, None, now).unwrap().outcome_unknown);
    assert!(http_status(408, None, now).unwrap().outcome_unknown);
    assert!(!http_status(503, None, now).unwrap().outcome_unknown);
    assert_eq!(
        http_status(429, Some("3"), now).unwrap().retry_after,
        Some(Duration::from_secs(3))
    );
    // A delay on a non-transient status is not a retry hint.
    assert_eq!(http_status(403, Some("3"), now).unwrap().retry_after, None);
}

#[test]
fn retry_after_accepts_seconds_and_http_dates() {
    let now = SystemTime::UNIX_EPOCH + Duration::from_secs(1_445_412_000); // 2015-10-21 07:20:00 UTC
    assert_eq!(
        parse_retry_after("120", now),
        Some(Duration::from_secs(120))
    );
    assert_eq!(parse_retry_after(" 0 ", now), Some(Duration::ZERO));
    assert_eq!(
        parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now),
        Some(Duration::from_secs(480))
    );
    assert_eq!(
        parse_retry_after("Wednesday, 21-Oct-15 07:28:00 GMT", now),
        Some(Duration::from_secs(480))
    );
    assert_eq!(
        parse_retry_after("Wed Oct 21 07:28:00 2015", now),
        Some(Duration::from_secs(480))
    );
    assert_eq!(
        parse_retry_after("Wed, 21 Oct 2015 07:00:00 GMT", now),
        Some(Duration::ZERO),
        "a past date means now"
    );
    for bad in ["", "-5", "1.5", "soon", "Wed, 32 Oct 2015 07:28:00 GMT"] {
        assert_eq!(parse_retry_after(bad, now), None, "{bad:?}");
    }
    assert_eq!(
        parse_retry_after("99999999999999999999999", now),
        Some(Duration::from_secs(u64::MAX))
    );
}

#[test]
fn grpc_table_row_by_row() {
    use Category::*;
    let rows = [
        (0, None),              // OK
        (1, None),              // CANCELLED
        (2, None),              // UNKNOWN
        (3, Some(Validation)),  // INVALID_ARGUMENT
        (4, Some(Transient)),   // DEADLINE_EXCEEDED
        (5, Some(Validation)),  // NOT_FOUND
        (6, Some(Business)),    // ALREADY_EXISTS
        (7, Some(Permission)),  // PERMISSION_DENIED
        (8, Some(Business)),    // RESOURCE_EXHAUSTED, as quota
        (9, Some(Business)),    // FAILED_PRECONDITION
        (10, Some(Transient)),  // ABORTED
        (11, Some(Validation)), // OUT_OF_RANGE
        (12, Some(Business)),   // UNIMPLEMENTED
        (13, None),             // INTERNAL
        (14, Some(Transient)),  // UNAVAILABLE
        (15, Some(Business)),   // DATA_LOSS
        (16, Some(Permission)), // UNAUTHENTICATED
        (17, None),
        (-1, None),
    ];
    for (code, expected) in rows {
        assert_eq!(
            grpc_code(code, None).map(|c| c.category),
            expected,
            "{code}"
        );
    }
    let throttled = grpc_code(8, Some(Duration::from_secs(2))).unwrap();
    assert_eq!(throttled.category, Transient);
    assert_eq!(throttled.retry_after, Some(Duration::from_secs(2)));
    assert!(grpc_code(4, None).unwrap().outcome_unknown);
    assert_eq!(
        grpc_code(7, Some(Duration::from_secs(2)))
            .unwrap()
            .retry_after,
        None
    );
}

#[test]
fn tonic_and_http_types_agree_with_the_plain_paths() {
    let now = SystemTime::now();
    let mut headers = http::HeaderMap::new();
    headers.insert(http::header::RETRY_AFTER, "7".parse().unwrap());
    for status in 100..600u16 {
        let typed = http::StatusCode::from_u16(status).unwrap();
        assert_eq!(typed.classify(), http_status(status, None, now));
        assert_eq!(status.classify(), http_status(status, None, now));
        assert_eq!(
            HttpFailure::from_parts(typed, &headers).and_then(|failure| failure.classify()),
            http_status(status, Some("7"), now),
            "{status}"
        );
    }
    for code in 0..=16 {
        assert_eq!(
            tonic::Code::from_i32(code).classify(),
            grpc_code(code, None)
        );
        let status = tonic::Status::new(tonic::Code::from_i32(code), "refused");
        assert_eq!(status.classify(), grpc_code(code, None));
    }
}

#[test]
fn each_classification_names_its_cause() {
    use toolerror::classify::Cause::{self, *};
    let now = SystemTime::now();
    let http = |status| http_status(status, None, now).and_then(|c| c.cause);
    for (status, cause) in [
        (400, InvalidRequest),
        (401, Unauthenticated),
        (402, PaymentRequired),
        (403, Forbidden),
        (404, NotFound),
        (405, Unsupported),
        (408, Timeout),
        (409, Conflict),
        (410, Gone),
        (412, Conflict),
        (413, TooLarge),
        (422, InvalidRequest),
        (423, Locked),
        (429, RateLimited),
        (451, UnavailableForLegalReasons),
        (501, Unsupported),
        (502, Unavailable),
        (503, Unavailable),
        (504, Timeout),
        (507, StorageFull),
    ] {
        assert_eq!(http(status), Some(cause), "HTTP {status}");
    }
    // What classifies nothing names nothing.
    assert_eq!(http(500), None);
    assert_eq!(http(200), None);
    let io_cause = |kind| io(kind).and_then(|c| c.cause);
    for (kind, cause) in [
        (K::TimedOut, Timeout),
        (K::ConnectionRefused, ConnectionRefused),
        (K::ConnectionReset, ConnectionLost),
        (K::NetworkUnreachable, Unavailable),
        (K::ResourceBusy, Busy),
        (K::NotFound, NotFound),
        (K::InvalidInput, InvalidRequest),
        (K::FileTooLarge, TooLarge),
        (K::AlreadyExists, Conflict),
        (K::StorageFull, StorageFull),
        (K::ReadOnlyFilesystem, ReadOnly),
        (K::PermissionDenied, Forbidden),
    ] {
        assert_eq!(io_cause(kind), Some(cause), "{kind:?}");
    }
    let grpc = |code, delay| grpc_code(code, delay).and_then(|c| c.cause);
    assert_eq!(grpc(4, None), Some(Timeout));
    assert_eq!(grpc(5, None), Some(NotFound));
    assert_eq!(grpc(8, Some(Duration::from_secs(1))), Some(RateLimited));
    assert_eq!(grpc(8, None), Some(QuotaExceeded));
    assert_eq!(grpc(16, None), Some(Unauthenticated));
    // Every cause a classifier names is one a payload carries and reads
    // back: the code alphabet, within its bound.
    let named = (100..600u16)
        .filter_map(http)
        .chain(
            [K::TimedOut, K::NotFound, K::WouldBlock]
                .into_iter()
                .filter_map(io_cause),
        )
        .chain((0..20).filter_map(|code| grpc(code, None)));
    for cause in named {
        let cause: Cause = cause;
        let payload = toolerror::ErrorPayload::validation("api", "The API refused it.")
            .with_cause(cause.as_str());
        let read = toolerror::ErrorPayload::from_json(&payload.to_json()).unwrap();
        assert_eq!(read.cause(), Some(cause.as_str()));
    }
}

#[test]
fn a_cause_travels_on_the_wire_and_bad_ones_are_refused() {
    use toolerror::ErrorPayload;
    let payload = ErrorPayload::validation(
        "sentry_api",
        "No such issue. Check the issue id, then retry.",
    )
    .with_cause("not_found");
    assert_eq!(
        payload.to_json(),
        r#"{"errorCategory":"validation","isRetryable":true,"description":"No such issue. Check the issue id, then retry.","code":"sentry_api","cause":"not_found"}"#
    );
    assert_eq!(serde_json::to_string(&payload).unwrap(), payload.to_json());
    // A blank cause is no cause.
    assert_eq!(payload.clone().with_cause(" ").cause(), None);
    for bad in [r#""cause":"not found""#, r#""cause":7"#, r#""cause":"""#] {
        let json = format!(
            r#"{{"errorCategory":"validation","isRetryable":true,"description":"x","code":"c",{bad}}}"#
        );
        assert!(ErrorPayload::from_json(&json).is_err(), "{json}");
    }
}

#[test]
fn a_classified_variant_names_its_cause_and_a_transparent_one_passes_it_on() {
    use toolerror::{ToReply, ToolError};
    #[derive(Debug, thiserror::Error, ToolError)]
    enum SentryError {
        #[error("sentry answered {status}")]
        #[category(transient)]
        #[tool_error(description = "The issue tracker failed for now. Retry in a minute.")]
        Api {
            #[tool_error(classify)]
            status: u16,
        },
        #[error("bad issue id")]
        #[category(validation)]
        #[tool_error(description = "Issue ids look like PROJ-12. Fix the id, then retry.")]
        BadId,
    }
    #[derive(Debug, thiserror::Error, ToolError)]
    enum ToolFailure {
        #[error(transparent)]
        #[tool_error(transparent)]
        Sentry(#[from] SentryError),
    }
    for (status, category, cause) in [
        (404, "validation", "not_found"),
        (429, "transient", "rate_limited"),
        (503, "transient", "unavailable"),
        (504, "transient", "timeout"),
        (401, "permission", "unauthenticated"),
    ] {
        let direct = SentryError::Api { status };
        assert_eq!(direct.cause(), Some(cause));
        let rendered = direct.to_reply().to_mcp().structured_content.unwrap();
        assert_eq!(rendered["code"], "sentry_api", "{rendered}");
        assert_eq!(rendered["cause"], cause, "{rendered}");
        assert_eq!(rendered["errorCategory"], category, "{rendered}");
        let wrapped = ToolFailure::Sentry(SentryError::Api { status });
        assert_eq!(wrapped.cause(), Some(cause));
        let rendered = wrapped.to_reply().to_mcp().structured_content.unwrap();
        assert_eq!(rendered["cause"], cause, "{rendered}");
    }
    // A status that classifies nothing, and a variant with no classify
    // field, name no cause.
    assert_eq!(SentryError::Api { status: 500 }.cause(), None);
    let bad = SentryError::BadId
        .to_reply()
        .to_mcp()
        .structured_content
        .unwrap();
    assert!(bad.get("cause").is_none(), "{bad}");
}
