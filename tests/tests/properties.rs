//! Properties over arbitrary descriptions, codes and tool-use ids: every
//! rendering is valid JSON with the expected members, and payloads survive
//! a round trip.

use std::time::Duration;

use proptest::prelude::*;
use serde_json::Value;
use toolerror::{Category, ClaudeToolResult, ErrorMode, ErrorPayload, MAX_DESCRIPTION_BYTES};

fn payload(
    category: Category,
    code: String,
    description: String,
    delay_ms: Option<u64>,
) -> ErrorPayload<'static> {
    match category {
        Category::Transient => {
            ErrorPayload::transient(code, description, delay_ms.map(Duration::from_millis))
        }
        Category::Validation => ErrorPayload::validation(code, description),
        Category::Business => ErrorPayload::business(code, description),
        Category::Permission => ErrorPayload::permission(code, description),
    }
}

fn category() -> impl Strategy<Value = Category> {
    prop::sample::select(Category::ALL.to_vec())
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[\"\\\\\\u{0}-\\u{1f}\\u{7f}\\u{2028}\\u{2029}a-z{}]{0,64}",
        prop::collection::vec(any::<char>(), 4000..4200).prop_map(String::from_iter),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn payload_round_trips(category in category(), code in any::<String>(), description in text(), delay in any::<Option<u32>>()) {
        let original = payload(category, code, description.clone(), delay.map(u64::from));
        prop_assert!(original.description().len() <= MAX_DESCRIPTION_BYTES);
        prop_assert!(description.starts_with(
            original.description().strip_suffix(toolerror::TRUNCATION_MARKER).unwrap_or(original.description())
        ));
        let json = original.to_json();
        match ErrorPayload::from_json(&json) {
            Ok(parsed) => prop_assert_eq!(parsed, original),
            Err(toolerror::PayloadError::EmptyDescription) => prop_assert!(description.trim().is_empty()),
            Err(other) => prop_assert!(false, "{other} for {json}"),
        }
    }

    #[test]
    fn mcp_rendering_is_valid_and_consistent(category in category(), code in any::<String>(), description in text(), delay in any::<Option<u32>>()) {
        let payload = payload(category, code, description, delay.map(u64::from));
        let expected_payload = payload.to_value();
        let document: Value = serde_json::from_str(&payload.to_mcp_json()).expect("valid JSON");
        prop_assert_eq!(&document["isError"], &Value::Bool(true));
        prop_assert_eq!(&document["structuredContent"], &expected_payload);
        prop_assert_eq!(&document["structuredContent"]["isRetryable"], &Value::Bool(category.is_retryable()));
        prop_assert_eq!(&document["structuredContent"]["errorCategory"], &Value::from(category.as_str()));
        let text = document["content"][0]["text"].as_str().expect("a text block");
        prop_assert_eq!(serde_json::from_str::<Value>(text).expect("text is JSON"), expected_payload.clone());
        prop_assert_eq!(&document, &serde_json::to_value(payload.to_mcp_result()).unwrap());

        let mut text_only = Vec::new();
        payload.write_mcp_json(&mut text_only, ErrorMode::TextOnly);
        let text_only: Value = serde_json::from_slice(&text_only).expect("valid JSON");
        prop_assert!(text_only.get("structuredContent").is_none());
        prop_assert_eq!(&text_only, &serde_json::to_value(payload.to_mcp_result_text_only()).unwrap());
    }

    #[test]
    fn claude_rendering_is_valid_and_consistent(category in category(), description in text(), tool_use_id in any::<String>()) {
        let payload = payload(category, "code".into(), description, None);
        let json = payload.to_claude_json(&tool_use_id);
        let document: Value = serde_json::from_str(&json).expect("valid JSON");
        prop_assert_eq!(&document["type"], "tool_result");
        prop_assert_eq!(&document["tool_use_id"], &Value::from(tool_use_id.as_str()));
        prop_assert_eq!(&document["is_error"], &Value::Bool(true));
        let text = document["content"][0]["text"].as_str().expect("a text block");
        prop_assert_eq!(serde_json::from_str::<Value>(text).unwrap(), payload.to_value());
        let parsed: ClaudeToolResult = serde_json::from_str(&json).expect("reads back");
        prop_assert_eq!(parsed, payload.to_claude_result(&tool_use_id));
    }
}

#[test]
fn a_one_mebibyte_description_renders_bounded_valid_json() {
    let description: String = "\"\\\u{1}é😀".chars().cycle().take(1 << 20).collect();
    let payload = ErrorPayload::business("huge", description);
    let document: Value = serde_json::from_str(&payload.to_mcp_json()).unwrap();
    let rendered = document["structuredContent"]["description"]
        .as_str()
        .unwrap();
    assert!(rendered.len() <= MAX_DESCRIPTION_BYTES);
    assert!(rendered.ends_with(toolerror::TRUNCATION_MARKER));
}

/// JSON documents biased towards the members tool results have, so that
/// the reader's branches are all reached.
fn arbitrary_json() -> impl Strategy<Value = Value> {
    let key = prop_oneof![
        prop::sample::select(vec![
            "content",
            "structuredContent",
            "isError",
            "_meta",
            "errorCategory",
            "isRetryable",
            "description",
            "code",
            "retryAfterMs",
            "details",
            "resultCount",
            "results",
            "type",
            "text",
            "tool_use_id",
            "is_error",
            "result",
            "error",
            "message",
            "jsonrpc",
            "id",
        ])
        .prop_map(str::to_owned),
        any::<String>(),
    ];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>()
            .prop_map(|f| serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)),
        prop::sample::select(vec![
            "text",
            "tool_result",
            "transient",
            "validation",
            "business",
            "permission",
            "Business",
            "quota",
            "",
        ])
        .prop_map(Value::from),
        any::<String>().prop_map(Value::String),
    ];
    leaf.prop_recursive(5, 96, 8, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::btree_map(key.clone(), inner, 0..8)
                .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn reading_any_json_never_panics(value in arbitrary_json()) {
        use toolerror::read::{ToolOutcome, read_claude_result, read_mcp_result};
        for outcome in [read_mcp_result(&value), read_claude_result(&value)] {
            if let ToolOutcome::Failed(failure) = outcome {
                prop_assert!(failure.description.len() <= MAX_DESCRIPTION_BYTES);
                if let Some(category) = failure.category {
                    // Whatever the document claims, retryability follows the category.
                    prop_assert_eq!(failure.retryable, Some(category.is_retryable()));
                }
            }
        }
        let _ = toolerror::read::read_mcp_json(&value.to_string());
    }

    #[test]
    fn reading_any_text_never_panics(text in any::<String>()) {
        let _ = toolerror::read::read_mcp_json(&text);
        let _ = toolerror::read::read_claude_json(&text);
    }
}
