//! The reader's precedence, cell by cell: a failure is never read as a
//! success, whatever combination of `isError`, `structuredContent` and text
//! blocks a server sends (see the `read` module docs).

use serde_json::{Value, json};
use toolerror::Category;
use toolerror::read::{
    Inconsistency, ToolOutcome, read_claude_json, read_claude_result, read_mcp_json,
    read_mcp_result,
};

fn payload(category: &str) -> Value {
    let retryable = matches!(category, "transient" | "validation");
    json!({"errorCategory": category, "isRetryable": retryable,
           "description": format!("A {category} failure."), "code": format!("{category}_code")})
}

/// `isError` values, and whether each flags an error.
fn flags() -> Vec<(Option<Value>, bool)> {
    vec![
        (None, false),
        (Some(json!(true)), true),
        (Some(json!(false)), false),
        (Some(json!("true")), true),
        (Some(json!("TRUE")), true),
        (Some(json!("false")), false),
        (Some(Value::Null), false),
        (Some(json!(1)), true),
        (Some(json!(0)), false),
        (Some(json!("yes")), true),
    ]
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Structured {
    Absent,
    Payload,
    Found,
    /// A success whose value merely has a member named `errorCategory`.
    LooksLikeOne,
    EmptyResult,
    NotAnObject,
}

impl Structured {
    fn value(self) -> Option<Value> {
        match self {
            Structured::Absent => None,
            Structured::Payload => Some(payload("business")),
            Structured::Found => Some(json!({"resultCount": 2, "results": [1, 2]})),
            Structured::LooksLikeOne => {
                Some(json!({"errorCategory": "none", "resultCount": 2, "results": [1, 2]}))
            }
            Structured::EmptyResult => Some(json!({"resultCount": 0, "results": []})),
            Structured::NotAnObject => Some(json!("done")),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Content {
    Absent,
    NoBlocks,
    Plain,
    PayloadFirst,
    PayloadSecond,
    Unparsable,
    PayloadBesideImage,
    StringPayload,
}

impl Content {
    fn value(self) -> Option<Value> {
        let text = |text: String| json!({"type": "text", "text": text});
        let transient = payload("transient").to_string();
        match self {
            Content::Absent => None,
            Content::NoBlocks => Some(json!([])),
            Content::Plain => Some(json!([text("Here you are.".into())])),
            Content::PayloadFirst => Some(json!([text(transient)])),
            Content::PayloadSecond => Some(json!([text("Looked it up.".into()), text(transient)])),
            Content::Unparsable => Some(json!([text("{\"errorCategory\": \"trans".into())])),
            Content::PayloadBesideImage => Some(json!([
                {"type": "image", "data": "AAAA", "mimeType": "image/png"},
                text(transient)
            ])),
            Content::StringPayload => Some(Value::String(transient)),
        }
    }

    fn has_payload(self) -> bool {
        matches!(
            self,
            Content::PayloadFirst
                | Content::PayloadSecond
                | Content::PayloadBesideImage
                | Content::StringPayload
        )
    }
}

const STRUCTURED: [Structured; 6] = [
    Structured::Absent,
    Structured::Payload,
    Structured::Found,
    Structured::LooksLikeOne,
    Structured::EmptyResult,
    Structured::NotAnObject,
];

const CONTENT: [Content; 8] = [
    Content::Absent,
    Content::NoBlocks,
    Content::Plain,
    Content::PayloadFirst,
    Content::PayloadSecond,
    Content::Unparsable,
    Content::PayloadBesideImage,
    Content::StringPayload,
];

/// What the documented precedence says a result means.
fn expected(flagged: bool, structured: Structured, content: Content) -> Expected {
    let structured_payload = structured == Structured::Payload;
    if flagged || structured_payload || content.has_payload() {
        let category = if structured_payload {
            Some(Category::Business)
        } else if content.has_payload() {
            Some(Category::Transient)
        } else {
            None
        };
        return Expected::Failed {
            category,
            unflagged: !flagged,
        };
    }
    if content == Content::Absent {
        return Expected::Unreadable;
    }
    if structured == Structured::EmptyResult {
        Expected::Empty
    } else {
        Expected::Success
    }
}

#[derive(Debug, PartialEq)]
enum Expected {
    Failed {
        category: Option<Category>,
        unflagged: bool,
    },
    Empty,
    Success,
    Unreadable,
}

fn observed(outcome: &ToolOutcome) -> Expected {
    match outcome {
        ToolOutcome::Failed(failure) => Expected::Failed {
            category: failure.category,
            unflagged: failure.inconsistency == Some(Inconsistency::PayloadWithoutErrorFlag),
        },
        ToolOutcome::Empty { .. } => Expected::Empty,
        ToolOutcome::Success { .. } => Expected::Success,
        ToolOutcome::Unreadable { .. } => Expected::Unreadable,
        ToolOutcome::Protocol { .. } => panic!("no JSON-RPC error here"),
    }
}

#[test]
fn every_cell_of_the_mcp_precedence() {
    let mut cells = 0;
    for (flag, flagged) in flags() {
        for structured in STRUCTURED {
            for content in CONTENT {
                let mut result = serde_json::Map::new();
                if let Some(flag) = &flag {
                    result.insert("isError".into(), flag.clone());
                }
                if let Some(value) = structured.value() {
                    result.insert("structuredContent".into(), value);
                }
                if let Some(value) = content.value() {
                    result.insert("content".into(), value);
                }
                let result = Value::Object(result);
                let want = expected(flagged, structured, content);
                let got = read_mcp_result(&result);
                assert_eq!(observed(&got), want, "{result}");
                // The same through JSON text, and inside a JSON-RPC response.
                assert_eq!(
                    observed(&read_mcp_json(&result.to_string())),
                    want,
                    "{result}"
                );
                let envelope = json!({"jsonrpc": "2.0", "id": 7, "result": result});
                assert_eq!(observed(&read_mcp_result(&envelope)), want, "{envelope}");
                if let ToolOutcome::Failed(failure) = got {
                    assert!(!failure.description.trim().is_empty(), "{result}");
                    if let Some(category) = failure.category {
                        assert_eq!(failure.retryable, Some(category.is_retryable()));
                    }
                }
                cells += 1;
            }
        }
    }
    assert_eq!(cells, 10 * 6 * 8);
}

#[test]
fn every_cell_of_the_claude_precedence() {
    for block_type in ["tool_result", "mcp_tool_result"] {
        for (flag, flagged) in flags() {
            for content in CONTENT {
                let mut block = serde_json::Map::new();
                block.insert("type".into(), block_type.into());
                block.insert("tool_use_id".into(), "toolu_1".into());
                if let Some(flag) = &flag {
                    block.insert("is_error".into(), flag.clone());
                }
                if let Some(value) = content.value() {
                    block.insert("content".into(), value);
                }
                let block = Value::Object(block);
                let want = expected(flagged, Structured::Absent, content);
                assert_eq!(observed(&read_claude_result(&block)), want, "{block}");
                assert_eq!(
                    observed(&read_claude_json(&block.to_string())),
                    want,
                    "{block}"
                );
            }
        }
    }
}

#[test]
fn a_lone_surrogate_loses_neither_the_flag_nor_the_category() {
    // Strict JSON parsers reject a lone surrogate escape anywhere in the
    // document; it reads as U+FFFD instead.
    let flagged = r#"{"content":[{"type":"text","text":"timed out \ud800 here"}],"isError":true}"#;
    assert!(serde_json::from_str::<Value>(flagged).is_err());
    let ToolOutcome::Failed(failure) = read_mcp_json(flagged) else {
        panic!("{flagged}");
    };
    assert_eq!(failure.description, "timed out \u{fffd} here");

    // In a payload carried by text, inside another document's string.
    let inner = r#"{"errorCategory":"permission","isRetryable":false,"description":"Denied \udc00.","code":"denied"}"#;
    let outer = json!({"content": [{"type": "text", "text": inner}]}).to_string();
    let ToolOutcome::Failed(failure) = read_mcp_json(&outer) else {
        panic!("{outer}");
    };
    assert_eq!(failure.category, Some(Category::Permission));
    assert_eq!(failure.description, "Denied \u{fffd}.");

    // A pair stays a pair, and an escaped backslash is not an escape.
    let paired = r#"{"content":[{"type":"text","text":"\ud83d\ude00 \\ud800"}]}"#;
    assert_eq!(
        read_mcp_json(paired),
        ToolOutcome::Success { result_count: None }
    );
}

#[test]
fn a_flagged_failure_without_a_description_gets_the_categorys_sentence() {
    let blank = json!({"content": [{"type": "text", "text": " \u{200b} "}], "isError": true,
        "structuredContent": {"errorCategory": "validation", "isRetryable": true, "description": ""}});
    let ToolOutcome::Failed(failure) = read_mcp_result(&blank) else {
        panic!()
    };
    assert_eq!(failure.category, Some(Category::Validation));
    assert_eq!(
        failure.description,
        toolerror::fallback_description(Category::Validation)
    );
}

#[test]
fn codes_read_back_in_the_code_alphabet() {
    let zero_width = json!({"content": [], "isError": true, "structuredContent":
        {"errorCategory": "business", "isRetryable": false, "description": "Refused.", "code": "refund\u{200b}_limit"}});
    let ToolOutcome::Failed(failure) = read_mcp_result(&zero_width) else {
        panic!()
    };
    assert_eq!(failure.code.as_deref(), Some("refund%E2%80%8B_limit"));
}

#[test]
fn numbers_written_as_strings_or_floats_are_read() {
    let result = json!({"content": [], "isError": true, "structuredContent":
        {"errorCategory": "transient", "isRetryable": "true", "description": "Busy.", "retryAfterMs": 1500.0}});
    let ToolOutcome::Failed(failure) = read_mcp_result(&result) else {
        panic!()
    };
    assert_eq!(
        failure.retry_after,
        Some(std::time::Duration::from_millis(1500))
    );
    let empty = json!({"content": [], "structuredContent": {"resultCount": "0"}});
    assert!(matches!(read_mcp_result(&empty), ToolOutcome::Empty { .. }));
}
