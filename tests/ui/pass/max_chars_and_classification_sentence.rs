// A field's own cut (`max_chars`), on both ways a template is written, and
// a classified variant's description showing its classification's
// sentence (`{classification}`), also where a field has that name.
use std::time::SystemTime;
use toolerror::classify::HttpFailure;
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
enum LookupError {
    #[error("no item {sku} on shelf {shelf}")]
    #[category(validation)]
    #[tool_error(description = "No item {sku} on shelf {shelf}: check the sku, then call again.")]
    NoItem {
        #[tool_error(max_chars = 8)]
        sku: String,
        shelf: u8,
    },
    #[error("no item {0} at {1}")]
    #[category(validation)]
    #[tool_error(description = "No item {0} at {1:.2}: check the sku, then call again.")]
    Priced(#[tool_error(max_chars = 4096)] String, f64),
    #[error("catalog answered {status:?}")]
    #[category(transient)]
    #[tool_error(
        description = "The catalog failed. {classification} Retry in {retry_after}.",
        when_validation = "There is no item {sku}. {classification}"
    )]
    Upstream {
        #[tool_error(max_chars = 16)]
        sku: String,
        #[tool_error(classify)]
        status: HttpFailure,
    },
    #[error("catalog answered {status:?}")]
    #[category(transient)]
    #[tool_error(description = "The catalog failed for {classification}. Retry in a minute.")]
    Named {
        classification: String,
        #[tool_error(classify)]
        status: HttpFailure,
    },
}

fn main() {
    let long = LookupError::NoItem {
        sku: "B-2041-0000".into(),
        shelf: 3,
    };
    assert_eq!(
        long.description(),
        "No item B-2041-0… on shelf 3: check the sku, then call again."
    );
    let status = |code| HttpFailure::new(code, Some("7"), SystemTime::now()).unwrap();
    let busy = LookupError::Upstream {
        sku: "B-7".into(),
        status: status(503),
    };
    assert_eq!(
        busy.description(),
        "The catalog failed. The service is unavailable for now. Retry the same call unchanged after a pause. Retry in 7 seconds."
    );
    let missing = LookupError::Upstream {
        sku: "B-7".into(),
        status: status(404),
    };
    assert!(missing.description().starts_with("There is no item B-7. The resource was not found."));
    let named = LookupError::Named {
        classification: "the spring sale".into(),
        status: status(503),
    };
    assert_eq!(
        named.description(),
        "The catalog failed for the spring sale. Retry in a minute."
    );
    let _ = LookupError::Priced(String::new(), 1.0).description();
}
