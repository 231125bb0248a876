//! Properties over arbitrary descriptions, codes and tool-use ids: every
//! rendering is valid JSON with the expected members, and payloads survive
//! a round trip.

use std::time::Duration;

use proptest::prelude::*;
use serde_json::{Map, Value};
use toolerror::ToReply;
use toolerror::agent::propagate::Escalation;
use toolerror::partial::PartialResults;
use toolerror::{
    Category, EmptyResult, ErrorMode, ErrorPayload, ToolErrorExt, fallback_description,
};

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

/// Descriptions that render blank: empty, white space, invisible characters.
fn blank_text() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            ' ', '\t', '\n', '\u{a0}', '\u{200b}', '\u{2060}', '\u{feff}', '\u{3000}',
        ]),
        0..12,
    )
    .prop_map(String::from_iter)
}

/// Codes as anyone might write them: the alphabet, spaces, zero-width and
/// other characters, `%`, and far too long.
fn code_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z_]{1,40}",
        any::<String>(),
        "[a-z%\u{200b} .:-]{0,20}",
        prop::collection::vec(any::<char>(), 100..400).prop_map(String::from_iter),
    ]
}

/// JSON values up to ten levels deep, some of them large.
fn details_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<String>().prop_map(Value::String),
        (0usize..40_000).prop_map(|len| Value::String("x".repeat(len))),
    ];
    leaf.prop_recursive(10, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(any::<String>(), inner, 0..4)
                .prop_map(|map| Value::Object(map.into_iter().collect())),
        ]
    })
}

/// `depth` levels of arrays around a number.
fn nested(depth: usize) -> Value {
    (0..depth).fold(Value::from(1), |inner, _| Value::Array(vec![inner]))
}

fn details() -> impl Strategy<Value = Map<String, Value>> {
    prop_oneof![
        prop::collection::btree_map(any::<String>(), details_value(), 0..6)
            .prop_map(|map| map.into_iter().collect()),
        (0usize..300).prop_map(|depth| {
            let mut map = Map::new();
            map.insert("deep".into(), nested(depth));
            map
        }),
    ]
}

/// The crate's own JSON Schema of the payload, compiled by a real
/// validator.
fn payload_validator() -> jsonschema::Validator {
    let schema = serde_json::to_value(toolerror::schema::error_payload_schema()).unwrap();
    jsonschema::validator_for(&schema).expect("the payload schema compiles")
}

/// How deep `value` nests.
fn depth(value: &Value) -> usize {
    match value {
        Value::Array(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
        Value::Object(members) => 1 + members.values().map(depth).max().unwrap_or(0),
        _ => 0,
    }
}

/// Every payload this crate writes: its JSON parses back to the same
/// payload, validates against the crate's own schema, and keeps every
/// bound; the MCP and Claude renderings carry the same payload.
fn assert_renders_soundly(
    payload: &ErrorPayload<'_>,
    validator: &jsonschema::Validator,
) -> Result<(), TestCaseError> {
    let json = payload.to_json();
    let value: Value = serde_json::from_str(&json).expect("valid JSON");
    let parsed = ErrorPayload::from_json(&json);
    prop_assert!(parsed.is_ok(), "{:?} for {}", parsed.err(), json);
    prop_assert_eq!(&parsed.unwrap(), payload);
    if let Err(error) = validator.validate(&value) {
        prop_assert!(false, "schema rejects {json}: {error}");
    }
    prop_assert!(payload.description().len() <= ErrorPayload::MAX_DESCRIPTION_BYTES);
    prop_assert!(payload.code().len() <= ErrorPayload::MAX_CODE_BYTES);
    if let Some(details) = payload.details() {
        prop_assert!(
            serde_json::to_string(details).unwrap().len() <= ErrorPayload::MAX_DETAILS_BYTES
        );
        // The depth `MAX_DETAILS_BYTES` documents: 32 levels inside `details`.
        prop_assert!(depth(&Value::Object(details.clone())) <= 32 + 1);
    }
    let mcp: Value = serde_json::from_str(&payload.to_reply().to_mcp_json()).expect("valid JSON");
    prop_assert_eq!(&mcp["structuredContent"], &value);
    let sentence = mcp["content"][0]["text"].as_str().expect("a text block");
    prop_assert_eq!(sentence, payload.to_sentence());
    prop_assert!(sentence.contains(payload.description().trim_end()));
    let text = mcp["content"][1]["text"].as_str().expect("a text block");
    let from_text = ErrorPayload::from_json(text).ok();
    prop_assert_eq!(from_text.as_ref(), Some(payload));
    Ok(())
}

/// A derived enum whose descriptions are made of its fields.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
enum Templated {
    #[error("busy")]
    #[category(transient)]
    #[tool_error(description = "{0}")]
    Busy(String, #[tool_error(retry_after)] std::time::Duration),
    #[error("bad {field}")]
    #[category(validation)]
    Bad {
        field: String,
        #[tool_error(detail)]
        context: Value,
    },
    #[error("over")]
    #[category(business)]
    #[tool_error(description = "{why}")]
    Over { why: String },
    #[error("denied")]
    #[category(permission)]
    #[tool_error(description = "{reason}")]
    Denied {
        #[tool_error(public)]
        reason: String,
    },
}

fn templated() -> impl Strategy<Value = Templated> {
    let text = prop_oneof![text(), blank_text()];
    prop_oneof![
        (text.clone(), any::<u32>())
            .prop_map(|(t, ms)| Templated::Busy(t, std::time::Duration::from_millis(ms.into()))),
        (text.clone(), details_value())
            .prop_map(|(field, context)| Templated::Bad { field, context }),
        text.clone().prop_map(|why| Templated::Over { why }),
        text.prop_map(|reason| Templated::Denied { reason }),
    ]
}

/// A field with its own cut beside one with the default.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
#[error("no item")]
#[category(validation)]
#[tool_error(description = "No item {sku} on shelf {shelf}: check the sku, then call again.")]
struct Echoed {
    #[tool_error(max_chars = 8)]
    sku: String,
    shelf: String,
}

/// `value` as a description shows it: its first `max` characters, marked
/// `…` when it had more.
fn cut(value: &str, max: usize) -> String {
    let mut shown: String = value.chars().take(max).collect();
    if value.chars().count() > max {
        shown.push('…');
    }
    shown
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn each_field_is_cut_at_its_own_bound(sku in text(), shelf in text()) {
        let error = Echoed { sku: sku.clone(), shelf: shelf.clone() };
        let expected = format!(
            "No item {} on shelf {}: check the sku, then call again.",
            cut(&sku, 8),
            cut(&shelf, ErrorPayload::MAX_SHOWN_VALUE_CHARS),
        );
        prop_assert_eq!(toolerror::ToolError::description(&error), expected);
    }

    #[test]
    fn payload_round_trips(category in category(), code in code_text(), description in prop_oneof![text(), blank_text()], delay in any::<Option<u32>>(), details in prop::option::of(details()), unknown in any::<bool>(), correlation in prop::option::of(prop_oneof![code_text(), text(), blank_text()]), cause in prop::option::of(prop_oneof![code_text(), text(), blank_text()])) {
        let mut original = payload(category, code, description.clone(), delay.map(u64::from));
        if unknown {
            original = original.with_outcome_unknown();
        }
        if let Some(cause) = cause {
            original = original.with_cause(cause);
        }
        if let Some(id) = correlation {
            original = original.with_correlation_id(id);
        }
        if let Some(details) = details {
            original = original.with_details(details);
        }
        let fallback = fallback_description(category);
        let blank = description.chars().all(|c| c.is_whitespace() || matches!(c, '\u{200b}' | '\u{2060}' | '\u{feff}'));
        // A call that may have taken effect is said to in words, after
        // the description (cut to keep them), unless it says so itself.
        const OUTCOME_WORDS: &str = " The call may or may not have taken effect: check before repeating it.";
        let shown = if original.outcome_unknown() {
            prop_assert!(original.description().contains("may or may not have taken effect"), "{}", original.description());
            original.description().strip_suffix(OUTCOME_WORDS).unwrap_or(original.description())
        } else {
            original.description()
        };
        if blank {
            prop_assert_eq!(shown, fallback);
        } else if shown == fallback && !description.starts_with(fallback) {
            // Only a text with nothing visible falls back: never one with
            // a Latin letter, a digit or a CJK ideograph.
            let visible = |c: char| {
                c.is_ascii_alphanumeric()
                    || ('\u{C0}'..='\u{24F}').contains(&c) && c.is_alphabetic()
                    || ('\u{4E00}'..='\u{9FFF}').contains(&c)
            };
            prop_assert!(!description.chars().any(visible), "{description:?}");
        } else {
            prop_assert!(description.starts_with(
                shown.strip_suffix(toolerror::ErrorPayload::TRUNCATION_MARKER).unwrap_or(shown)
            ));
        }
        assert_renders_soundly(&original, &payload_validator())?;
    }

    #[test]
    fn derived_errors_render_soundly(error in templated()) {
        assert_renders_soundly(&error.to_payload(), &payload_validator())?;
        let escalated = Escalation::new(&error).attempts(3).alternative("ask a person");
        assert_renders_soundly(&escalated.to_payload(), &payload_validator())?;
    }

    #[test]
    fn fan_outs_render_soundly(failures in prop::collection::vec((any::<String>(), templated(), prop::option::of(any::<String>())), 0..40)) {
        let mut search: PartialResults<u32, Templated> = PartialResults::new();
        for (source, error, reason) in failures {
            match reason {
                Some(reason) => search.failed_because(source, error, reason),
                None => search.failed(source, error),
            }
        }
        let payload = search.failure_payload().expect("nothing succeeded");
        assert_renders_soundly(&payload, &payload_validator())?;
        prop_assert!(search.summary().len() <= 2048);
    }

    #[test]
    fn empty_results_stay_bounded(query in prop_oneof![text(), blank_text(), "x{5000}"], hints in prop::collection::vec(text(), 0..8)) {
        let mut empty = EmptyResult::new(&query);
        prop_assert!(empty.description().ends_with("retrying returns the same result."));
        for hint in &hints {
            empty = empty.with_hint(hint);
        }
        prop_assert!(empty.description().len() <= ErrorPayload::MAX_DESCRIPTION_BYTES);
        prop_assert!(empty.description().starts_with("No match for "));
    }

    #[test]
    fn mcp_rendering_is_valid_and_consistent(category in category(), code in any::<String>(), description in text(), delay in any::<Option<u32>>()) {
        let payload = payload(category, code, description, delay.map(u64::from));
        let expected_payload = payload.to_value();
        let document: Value = serde_json::from_str(&payload.to_reply().to_mcp_json()).expect("valid JSON");
        prop_assert_eq!(&document["isError"], &Value::Bool(true));
        prop_assert_eq!(&document["structuredContent"], &expected_payload);
        prop_assert_eq!(&document["structuredContent"]["isRetryable"], &Value::Bool(category.is_retryable()));
        prop_assert_eq!(&document["structuredContent"]["errorCategory"], &Value::from(category.as_str()));
        // The sentence first: the category, the retryability, the
        // description; then the payload's JSON.
        let sentence = document["content"][0]["text"].as_str().expect("a text block");
        let retryability = if category.is_retryable() { "retryable" } else { "not retryable" };
        let opening = format!("Error ({}, {retryability}: ", category.as_str());
        prop_assert!(sentence.starts_with(&opening), "{}", sentence);
        prop_assert!(sentence.contains(payload.description().trim_end()));
        let text = document["content"][1]["text"].as_str().expect("a text block");
        prop_assert_eq!(serde_json::from_str::<Value>(text).expect("text is JSON"), expected_payload.clone());
        prop_assert_eq!(&document, &serde_json::to_value(payload.to_reply().to_mcp()).unwrap());

        let mut text_only = Vec::new();
        payload.to_reply().with_mode(ErrorMode::TextOnly).write_mcp_json(&mut text_only);
        let text_only: Value = serde_json::from_slice(&text_only).expect("valid JSON");
        prop_assert!(text_only.get("structuredContent").is_none());
        prop_assert_eq!(&text_only, &serde_json::to_value(payload.to_reply().with_mode(toolerror::ErrorMode::TextOnly).to_mcp()).unwrap());
    }

    #[test]
    fn claude_rendering_is_valid_and_consistent(category in category(), description in text(), tool_use_id in any::<String>()) {
        let payload = payload(category, "code".into(), description, None);
        let json = payload.to_reply().to_claude_json(&tool_use_id);
        let document: Value = serde_json::from_str(&json).expect("valid JSON");
        prop_assert_eq!(&document["type"], "tool_result");
        prop_assert_eq!(&document["tool_use_id"], &Value::from(tool_use_id.as_str()));
        prop_assert_eq!(&document["is_error"], &Value::Bool(true));
        let text = document["content"][0]["text"].as_str().expect("a text block");
        prop_assert_eq!(serde_json::from_str::<Value>(text).unwrap(), payload.to_value());
        let parsed: toolerror::formats::claude::ToolResult = serde_json::from_str(&json).expect("reads back");
        prop_assert_eq!(parsed, payload.to_reply().to_claude(&tool_use_id));
    }
}

#[test]
fn a_one_mebibyte_description_renders_bounded_valid_json() {
    let description: String = "\"\\\u{1}é😀".chars().cycle().take(1 << 20).collect();
    let payload = ErrorPayload::business("huge", description);
    let document: Value = serde_json::from_str(&payload.to_reply().to_mcp_json()).unwrap();
    let rendered = document["structuredContent"]["description"]
        .as_str()
        .unwrap();
    assert!(rendered.len() <= ErrorPayload::MAX_DESCRIPTION_BYTES);
    assert!(rendered.ends_with(toolerror::ErrorPayload::TRUNCATION_MARKER));
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
            "role",
            "tool_call_id",
            "output",
            "call_id",
            "functionResponse",
            "response",
            "toolResult",
            "toolUseId",
            "json",
            "status",
            "state",
            "parts",
            "data",
            "artifacts",
            "task",
            "params",
            "update",
            "rawOutput",
            "sessionUpdate",
            "io.modelcontextprotocol/toolFailure",
            "class",
            "correlationId",
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
            "error",
            "failed",
            "TASK_STATE_REJECTED",
            "auth-required",
            "input-required",
            "working",
            "completed",
            "in_progress",
            "governance",
            "reliability",
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
        use toolerror::formats::read::Decision;
        use toolerror::formats::{Format, read_result};
        for outcome in Format::ALL.map(|format| read_result(format, &value)) {
            if let Decision::Failed(failure) = outcome {
                prop_assert!(failure.description.len() <= ErrorPayload::MAX_DESCRIPTION_BYTES);
                if let Some(category) = failure.category {
                    // Whatever the document claims, retryability follows the category.
                    prop_assert_eq!(failure.retryable, Some(category.is_retryable()));
                }
            }
        }
        let _ = toolerror::formats::read_json(toolerror::formats::Format::Mcp, &value.to_string());
    }

    #[test]
    fn reading_any_text_never_panics(text in any::<String>()) {
        for format in toolerror::formats::Format::ALL {
            let _ = toolerror::formats::read_json(format, &text);
        }
    }
}

/// Every string of a JSON value, at any depth.
fn strings(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(text) => out.push(text.clone()),
        Value::Array(items) => items.iter().for_each(|item| strings(item, out)),
        Value::Object(members) => members.values().for_each(|member| strings(member, out)),
        _ => {}
    }
}

/// What an argument error shows the agent, decoded: every string of the
/// payload in its text block and in `structuredContent`.
fn argument_error_strings(arguments: &Value, reason: &str) -> Vec<String> {
    use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock, Tool};
    let schema = serde_json::json!({
        "type": "object",
        "required": ["kind"],
        "additionalProperties": false,
        "properties": {
            "kind": {"type": "string", "enum": ["small", "large"]},
            "count": {"type": "integer", "format": "uint64", "minimum": 0},
            "note": {"type": "string", "maxLength": 8}
        }
    });
    let tool = Tool::new(
        "book",
        "Books a bike.",
        std::sync::Arc::new(schema.as_object().unwrap().clone()),
    );
    let answer: CallToolResponse = CallToolResult::error(vec![ContentBlock::text(format!(
        "failed to deserialize parameters: {reason}"
    ))])
    .into();
    let CallToolResponse::Complete(result) =
        toolerror::rmcp::categorize_arguments(&tool, arguments.as_object(), answer)
    else {
        panic!("a complete result");
    };
    let mut out = Vec::new();
    for block in &result.content {
        let text = &block.as_text().expect("a text block").text;
        // The sentence in words, or the payload's JSON.
        match serde_json::from_str(text) {
            Ok(payload) => strings(&payload, &mut out),
            Err(_) => out.push(text.clone()),
        }
    }
    if let Some(structured) = &result.structured_content {
        strings(structured, &mut out);
    }
    out
}

/// Values an agent may send: quotes and backticks that end serde's quoting
/// early, escapes, line breaks, long words, secret-looking runs. `§` marks
/// them: no text of the crate's holds one.
fn argument_value() -> impl Strategy<Value = String> {
    "[`\"\\\\\n §A-Z0-9a-z,.:{}-]{0,40}".prop_map(|text| format!("§{text}§sk_live_4242424242"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    /// An argument error repeats no value of the call, whatever serde
    /// quotes of it, and at most the first characters of a key the call
    /// made up.
    #[test]
    fn argument_errors_repeat_no_value_of_the_call(value in argument_value(), kind in 0..5usize) {
        let (arguments, reason) = match kind {
            0 => (serde_json::json!({"kind": value}), format!("unknown variant `{value}`, expected `small` or `large`")),
            1 => (serde_json::json!({"kind": "small", "count": value}), format!("invalid type: string \"{value}\", expected u64")),
            2 => (serde_json::json!({"kind": "small", "note": value}), format!("invalid value: string \"{value}\", expected at most 8 characters")),
            3 => (serde_json::json!({"kind": "small", value.clone(): 1}), format!("unknown field `{value}`, expected one of `kind`, `count`")),
            _ => (serde_json::json!({"kind": [value]}), format!("invalid type: sequence, expected `{value}`")),
        };
        let shown = argument_error_strings(&arguments, &reason);
        prop_assert!(!shown.is_empty());
        let limit = toolerror::rmcp::ArgumentMisfit::MAX_ECHOED_NAME_CHARS;
        for text in &shown {
            if kind == 3 {
                // A made-up key: at most its first characters.
                let chars: Vec<char> = value.chars().collect();
                for window in chars.windows(limit + 1) {
                    let window: String = window.iter().collect();
                    prop_assert!(!text.contains(&window), "{text}");
                }
            } else {
                prop_assert!(!text.contains('§') && !text.contains("sk_live"), "{text}");
            }
        }
    }
}

/// Strings that read as failures in words, but are data by the reader's
/// rules: inside a success's JSON they are values, never the text itself
/// (this crate's sentence, a host's rejection words, a payload's JSON).
fn failure_words() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "error",
            "Error: none",
            "failed",
            "FAILED: 0 of 3",
            "isError",
            "errorCategory",
            "transient",
            "not retryable",
            "Error (business, not retryable: take another path): refund refused.",
            "Error (transient, retryable: retry unchanged after 5 seconds): late.",
            "Unknown tool name: 'x'",
            "<tool_use_error>Error: no such tool</tool_use_error>",
            "unsupported call: cancel",
            "Tool \"x\" not found",
            "An error occurred while running the tool. Please try again.",
            "Failed to call tool 'x' on MCP server 'y'",
            "Wall time: 0.1 seconds\nOutput:\n{\"errorCategory\":\"business\"}",
            "{\"error\": \"timeout\"}",
            "MCP tool 'x' reported tool error for function call: {} with response: []",
        ])
        .prop_map(str::to_owned),
        (category(), "[a-z ]{1,24}").prop_map(|(category, description)| {
            payload(category, "quoted".into(), description, None)
                .to_value()
                .to_string()
        }),
    ]
}

/// Success data as tools return it: any JSON whose objects name no error
/// category, with strings that read as failures in words and members named
/// like errors beside other data (a failed job is data), records with an
/// `error` member beside other data, lists of payload-shaped records (an
/// audit log), and results of other tools quoted as data.
fn success_data() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-z {}\"\\\\:,]{0,24}".prop_map(Value::from),
        failure_words().prop_map(Value::from),
    ];
    let value = leaf
        .prop_recursive(4, 48, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
                prop::collection::vec(
                    (
                        prop::sample::select(vec![
                            "results",
                            "resultCount",
                            "status",
                            "message",
                            "description",
                            "id",
                            "content",
                            "text",
                            "output",
                            "result",
                            "error",
                            "errors",
                            "lastError",
                            "errorCount",
                            "failures",
                            "type",
                        ]),
                        inner
                    ),
                    0..5
                )
                .prop_map(|members| Value::Object(
                    members
                        .into_iter()
                        .map(|(key, value)| (key.to_owned(), value))
                        .collect()
                )),
            ]
        })
        // A record whose only member is `error` is a failure by the reader's
        // rules: data keeps another member beside it. And a result that is one
        // string saying it failed (a payload's JSON, this crate's sentence, a
        // host's words) is quoted in a record: Gemini's rendering passes a
        // string result on as its `output` text, where no reader can tell it
        // from a failure a host handed on as text.
        .prop_map(|mut value| {
            match &mut value {
                Value::Object(members) if members.len() == 1 && members.contains_key("error") => {
                    members.insert("id".to_owned(), Value::from(7));
                }
                Value::String(text)
                    if !text
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || " {}\"\\\\,".contains(c))
                        || text.trim_start().starts_with('{') =>
                {
                    value = serde_json::json!({"quote": text.clone()});
                }
                _ => {}
            }
            value
        });
    let failed_job = (
        prop_oneof![
            "[a-z ]{1,24}".prop_map(Value::from),
            failure_words().prop_map(Value::from)
        ],
        prop::sample::select(vec!["jobId", "status", "results", "resultCount"]),
        any::<u32>(),
    )
        .prop_map(|(error, key, data)| serde_json::json!({"error": error, key: data}));
    let nested_error = ("[a-z ]{1,24}", failure_words()).prop_map(|(name, words)| {
        serde_json::json!({"results": [{"name": name, "error": {"message": words, "code": 3}}],
            "resultCount": 1, "lastError": words})
    });
    let audit_log = (category(), "[a-z ]{1,24}").prop_map(|(category, description)| {
        let record = payload(category, "logged".into(), description, None).to_value();
        serde_json::json!({"entries": [record.clone(), record]})
    });
    let quoted_result = (category(), "[a-z ]{1,24}").prop_map(|(category, description)| {
        let failed = payload(category, "quoted".into(), description, None);
        let failed = failed.to_reply();
        serde_json::json!({"transcript": [{"tool": "refund",
            "result": serde_json::to_value(failed.to_mcp()).expect("JSON")}], "resultCount": 1})
    });
    prop_oneof![
        6 => value,
        1 => failed_job,
        1 => nested_error,
        1 => audit_log,
        1 => quoted_result,
    ]
}

/// Every form a host passes a success on in: the crate's renderings and
/// the host envelopes, each with the format it is read with.
fn hosted_successes(reply: &toolerror::Reply<'_>) -> Vec<(toolerror::formats::Format, Value)> {
    use serde_json::json;
    use toolerror::formats::Format;
    let mcp = serde_json::to_value(reply.to_mcp()).expect("JSON");
    let text = reply.to_text();
    let blocks = mcp["content"].clone();
    vec![
        (Format::Mcp, mcp.clone()),
        (
            Format::Claude,
            serde_json::to_value(reply.to_claude("t")).expect("JSON"),
        ),
        (
            Format::OpenAiChat,
            serde_json::to_value(reply.to_openai_chat("c")).expect("JSON"),
        ),
        (
            Format::OpenAiResponses,
            serde_json::to_value(reply.to_openai_responses("c")).expect("JSON"),
        ),
        (
            Format::Gemini,
            serde_json::to_value(reply.to_gemini("f", None)).expect("JSON"),
        ),
        (
            Format::Bedrock,
            serde_json::to_value(reply.to_bedrock("t")).expect("JSON"),
        ),
        (
            Format::A2a,
            serde_json::to_value(reply.to_a2a("t", "c")).expect("JSON"),
        ),
        (
            Format::Acp,
            serde_json::to_value(reply.to_acp("s", "t")).expect("JSON"),
        ),
        // Claude Code: the text with a system reminder after it.
        (
            Format::Claude,
            json!({"type": "tool_result", "tool_use_id": "t", "content":
            format!("{text}\n\n<system-reminder>\nnote\n</system-reminder>")}),
        ),
        // Codex CLI: its header before the text.
        (
            Format::OpenAiResponses,
            json!({"type": "function_call_output", "call_id": "c",
            "output": format!("Wall time: 0.0050 seconds\nOutput:\n{text}")}),
        ),
        // Gemini CLI: the text inside untrusted_context.
        (
            Format::Gemini,
            json!({"functionResponse": {"name": "f", "response": {"output":
            format!("<untrusted_context>\n{text}\n</untrusted_context>")}}}),
        ),
        // Google ADK: the whole result as the response.
        (
            Format::Gemini,
            json!({"functionResponse": {"name": "f", "response": mcp.clone()}}),
        ),
        // google-genai: the whole result under `result`.
        (
            Format::Gemini,
            json!({"functionResponse": {"name": "f", "response": {"result": mcp.clone()}}}),
        ),
        // openai-agents: a list of content blocks as JSON text.
        (
            Format::OpenAiResponses,
            json!({"type": "function_call_output", "call_id": "c",
            "output": blocks.to_string()}),
        ),
        // langchain: a ToolMessage that succeeded.
        (
            Format::OpenAiChat,
            json!({"type": "tool", "tool_call_id": "c", "status": "success",
            "content": blocks}),
        ),
        // pydantic-ai, and an agent loop on fastmcp's Client: the text.
        (
            Format::OpenAiChat,
            json!({"role": "tool", "tool_call_id": "c", "content": text}),
        ),
        // langchain: a ToolMessage whose content is the text.
        (
            Format::OpenAiChat,
            json!({"type": "tool", "tool_call_id": "c", "status": "success",
            "content": text}),
        ),
        // Claude Code: `structuredContent` instead of the text.
        (
            Format::Claude,
            json!({"type": "tool_result", "tool_use_id": "t", "content":
            mcp.get("structuredContent").map_or_else(|| text.clone(), Value::to_string)}),
        ),
        // Gemini CLI without the untrusted context: the text as `output`.
        (
            Format::Gemini,
            json!({"functionResponse": {"name": "f", "response": {"output": text}}}),
        ),
        // Codex CLI with `structuredContent`: its header before that JSON.
        (
            Format::OpenAiResponses,
            json!({"type": "function_call_output", "call_id": "c", "output": format!(
                "Wall time: 0.0050 seconds\nOutput:\n{}",
                mcp.get("structuredContent").map_or_else(|| text.clone(), Value::to_string))}),
        ),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// No success the renderer makes, in any format or host envelope, and
    /// no record with data beside `error`, reads as a failure.
    #[test]
    fn successes_in_every_envelope_stay_successes(data in success_data()) {
        use toolerror::formats::read::Decision;
        use toolerror::formats::read_result;
        let reply = toolerror::Reply::success(&data);
        for (format, document) in hosted_successes(&reply) {
            let decision = read_result(format, &document);
            prop_assert!(
                !matches!(decision, Decision::Failed(_) | Decision::Unreadable { .. }),
                "{} {document}: {decision:?}", format.name()
            );
        }
    }

    /// A result that carries an error payload in any member, beside data
    /// that doesn't hold it and with no flag (or `false`), is a failure in
    /// every format and host envelope: never a success, never empty.
    #[test]
    fn payloads_in_any_member_are_failures(
        category in category(),
        description in "[a-zA-Z .,{}\"]{1,60}",
        beside in prop::sample::select(vec![
            None, Some(serde_json::json!({})), Some(serde_json::json!({"resultCount": 0})),
            Some(serde_json::json!({"resultCount": 2, "results": [1, 2]})),
        ]),
        flag in prop::sample::select(vec![None, Some(false)]),
        member in 0..24usize,
    ) {
        use serde_json::json;
        use toolerror::formats::read::Decision;
        use toolerror::formats::{Format, read_result};
        let payload = payload(category, "code".into(), description, Some(5000));
        let sentence = payload.to_sentence();
        let payload = payload.to_value();
        let text = payload.to_string();
        let block = |text: &str| json!({"type": "text", "text": text});
        let mut mcp = json!({});
        if let Some(flag) = flag {
            mcp["isError"] = json!(flag);
        }
        if let Some(beside) = &beside {
            mcp["structuredContent"] = beside.clone();
        }
        let (format, document) = match member {
            0 => { mcp["structuredContent"] = payload.clone(); mcp["content"] = json!([]); (Format::Mcp, mcp) }
            1 => { mcp["content"] = json!([block(&text)]); (Format::Mcp, mcp) }
            2 => { mcp["content"] = json!([block("Looked it up."), block(&text)]); (Format::Mcp, mcp) }
            3 => { mcp["content"] = json!([{"type": "resource", "resource": {"uri": "x:", "text": text}}]); (Format::Mcp, mcp) }
            4 => { mcp["content"] = json!(text); (Format::Mcp, mcp) }
            5 => { mcp["content"] = json!([block(&format!("Wall time: 1 seconds\nOutput:\n{text}"))]); (Format::Mcp, mcp) }
            6 => (Format::OpenAiChat, json!({"role": "tool", "tool_call_id": "c", "content": text})),
            // pydantic-ai's wrapping.
            7 => (Format::OpenAiChat, json!({"role": "tool", "tool_call_id": "c",
                "content": json!({"error": text}).to_string()})),
            8 => (Format::OpenAiResponses, json!({"type": "function_call_output", "call_id": "c",
                "output": format!("Wall time: 1 seconds\nOutput:\n{text}")})),
            9 => (Format::Gemini, json!({"name": "f", "response": {"output": payload.clone()}})),
            10 => (Format::Gemini, json!({"name": "f", "response": {"output": text}})),
            11 => { mcp["content"] = json!([block(&text)]); (Format::Gemini, json!({"name": "f", "response": mcp})) }
            12 => (Format::Bedrock, json!({"toolResult": {"toolUseId": "t", "content": [{"text": text}]}})),
            // Google ADK: the whole result, the payload in structuredContent.
            14 => {
                mcp["structuredContent"] = payload.clone();
                mcp["content"] = json!([block("{\"resultCount\":0}")]);
                (Format::Gemini, json!({"functionResponse": {"name": "f", "response": mcp}}))
            }
            // google-genai: a result with the payload in its text, under
            // `result` (the flag lost) and under `error`.
            15 => { mcp["content"] = json!([block(&text)]); (Format::Gemini, json!({"functionResponse": {"name": "f", "response": {"result": mcp}}})) }
            16 => { mcp["content"] = json!([block("Looked it up."), block(&text)]); (Format::Gemini, json!({"functionResponse": {"name": "f", "response": {"error": mcp}}})) }
            // Claude: a tool_result with no is_error; Claude Code's
            // structuredContent as the text.
            17 => (Format::Claude, json!({"type": "tool_result", "tool_use_id": "t", "content": [block(&text)]})),
            18 => (Format::Claude, json!({"type": "tool_result", "tool_use_id": "t", "content": text})),
            // langchain: a ToolMessage that says it succeeded.
            19 => (Format::OpenAiChat, json!({"type": "tool", "tool_call_id": "c", "status": "success",
                "content": [block("Looked it up."), block(&text)]})),
            // openai-agents: the blocks as JSON text.
            20 => (Format::OpenAiResponses, json!({"type": "function_call_output", "call_id": "c",
                "output": json!([block(&text)]).to_string()})),
            // Gemini CLI: the text inside untrusted_context.
            21 => (Format::Gemini, json!({"functionResponse": {"name": "f", "response": {"output":
                format!("<untrusted_context>\n{text}\n</untrusted_context>")}}})),
            // An agent loop on fastmcp's Client: the sentence alone.
            22 => (Format::OpenAiChat, json!({"role": "tool", "tool_call_id": "c",
                "content": sentence})),
            23 => (Format::Bedrock, json!({"toolResult": {"toolUseId": "t", "content": [{"json": payload.clone()}]}})),
            _ => (Format::Acp, json!({"sessionUpdate": "tool_call_update", "toolCallId": "t",
                "status": "completed", "content": [], "rawOutput": text})),
        };
        let decision = read_result(format, &document);
        let Decision::Failed(failure) = &decision else {
            return Err(TestCaseError::fail(format!("{} {document}: {decision:?}", format.name())));
        };
        prop_assert_eq!(failure.category, Some(category), "{}", document);
        prop_assert_eq!(failure.retryable, Some(category.is_retryable()));
    }
}
