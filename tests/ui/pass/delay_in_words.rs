// `{retry_after}` in a description: the variant's delay in words, from
// its declaration, its delay field or its classification; a field named
// `retry_after` is shown as the field.
use std::time::{Duration, SystemTime};
use toolerror::classify::HttpFailure;
use toolerror::{Catalog, CatalogEntry, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
enum RateError {
    #[error("rate limited")]
    #[category(transient, retry_after = "1m30s")]
    #[tool_error(description = "The rate limit is reached. Retry in {retry_after}.")]
    Limited,
    #[error("busy for {wait:?}")]
    #[category(transient)]
    #[tool_error(description = "The store is busy for {retry_after}; retry then.")]
    Busy {
        #[tool_error(retry_after)]
        wait: Duration,
    },
    #[error("upstream failed")]
    #[category(transient)]
    #[tool_error(description = "The upstream failed for now. Retry in {retry_after}.")]
    Upstream(#[tool_error(classify)] HttpFailure),
    #[error("queue {queue} full")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "Queue {queue} is full. Retry in {retry_after}.")]
    QueueFull { queue: String },
    #[error("help asked")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "Write {{retry_after}} in a template for the delay, here {retry_after}.")]
    Escaped,
    #[error("slot {retry_after} taken")]
    #[category(transient, retry_after = "2s")]
    #[tool_error(description = "Slot {retry_after} is taken. Pick another slot.")]
    SlotTaken { retry_after: u32 },
}

fn main() {
    assert_eq!(
        RateError::Limited.description(),
        "The rate limit is reached. Retry in 1 minute 30 seconds."
    );
    let busy = RateError::Busy { wait: Duration::from_millis(250) };
    assert_eq!(busy.description(), "The store is busy for 250 milliseconds; retry then.");
    let now = SystemTime::now();
    let throttled = RateError::Upstream(HttpFailure::new(429, Some("7"), now).unwrap());
    assert_eq!(throttled.description(), "The upstream failed for now. Retry in 7 seconds.");
    let unavailable = RateError::Upstream(HttpFailure::new(503, None, now).unwrap());
    assert_eq!(unavailable.description(), "The upstream failed for now. Retry in a moment.");
    // Another category than the declared one says what happened instead.
    let missing = RateError::Upstream(HttpFailure::new(404, None, now).unwrap());
    assert!(missing.description().starts_with("The resource was not found."));
    let full = RateError::QueueFull { queue: "exports".into() };
    assert_eq!(full.description(), "Queue exports is full. Retry in 2 seconds.");
    // A field's value is never rewritten, nor an escaped `{{retry_after}}`.
    let odd = RateError::QueueFull { queue: "{retry_after}".into() };
    assert_eq!(odd.description(), "Queue {retry_after} is full. Retry in 2 seconds.");
    assert_eq!(
        RateError::Escaped.description(),
        "Write {retry_after} in a template for the delay, here 2 seconds."
    );
    assert_eq!(
        RateError::SlotTaken { retry_after: 4 }.description(),
        "Slot 4 is taken. Pick another slot."
    );
    // The catalog lists the template.
    let limited = RateError::catalog()
        .iter()
        .find(|entry| entry.variant() == "Limited")
        .unwrap();
    assert!(matches!(
        limited,
        CatalogEntry::Classified {
            description: Some("The rate limit is reached. Retry in {retry_after}."),
            ..
        }
    ));
}
