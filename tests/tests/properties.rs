//! Properties over arbitrary descriptions, codes and tool-use ids: every
//! rendering is valid JSON with the expected members, and payloads survive
//! a round trip.

use std::time::Duration;

use proptest::prelude::*;
use serde_json::Value;
use toolerror::{Category, ClaudeToolResult, ErrorMode, ErrorPayload, MAX_DESCRIPTION_BYTES};

fn payload(category: Category, code: String, description: String, delay_ms: Option<u64>) -> ErrorPayload<'static> {
    match category {
        Category::Transient => ErrorPayload::transient(code, description, delay_ms.map(Duration::from_millis)),
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
    let rendered = document["structuredContent"]["description"].as_str().unwrap();
    assert!(rendered.len() <= MAX_DESCRIPTION_BYTES);
    assert!(rendered.ends_with(toolerror::TRUNCATION_MARKER));
}
