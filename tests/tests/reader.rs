//! The reader's precedence, cell by cell: a failure is never read as a
//! success, whatever combination of `isError`, `structuredContent` and text
//! blocks a server sends (see the `read` module docs).

use serde_json::{Value, json};
use toolerror::Category;
use toolerror::ToReply;
use toolerror::formats::read::{Decision, Inconsistency};
use toolerror::formats::{Format, read_json, read_result};

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
fn expected(
    flag: Option<&Value>,
    flagged: bool,
    structured: Structured,
    content: Content,
) -> Expected {
    let structured_payload = structured == Structured::Payload;
    // A result that says it succeeded, with structured data that is no
    // payload: its text blocks mirror that data only where the data holds
    // the same object, and none of these does, so a payload in the text
    // contradicts it and wins.
    let _ = flag;
    let text_payload = content.has_payload();
    if flagged || structured_payload || text_payload {
        let category = if structured_payload {
            Some(Category::Business)
        } else if text_payload {
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

fn observed(outcome: &Decision) -> Expected {
    match outcome {
        Decision::Failed(failure) => Expected::Failed {
            category: failure.category,
            unflagged: failure.inconsistency == Some(Inconsistency::PayloadWithoutErrorFlag),
        },
        Decision::Empty { .. } => Expected::Empty,
        Decision::Success { .. } => Expected::Success,
        Decision::Unreadable { .. } => Expected::Unreadable,
        other => panic!("no JSON-RPC error or unfinished call here: {other:?}"),
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
                let want = expected(flag.as_ref(), flagged, structured, content);
                let got = read_result(Format::Mcp, &result);
                assert_eq!(observed(&got), want, "{result}");
                // The same through JSON text, and inside a JSON-RPC response.
                assert_eq!(
                    observed(&read_json(Format::Mcp, &result.to_string())),
                    want,
                    "{result}"
                );
                let envelope = json!({"jsonrpc": "2.0", "id": 7, "result": result});
                assert_eq!(
                    observed(&read_result(Format::Mcp, &envelope)),
                    want,
                    "{envelope}"
                );
                if let Decision::Failed(failure) = got {
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
                let want = expected(flag.as_ref(), flagged, Structured::Absent, content);
                assert_eq!(
                    observed(&read_result(Format::Claude, &block)),
                    want,
                    "{block}"
                );
                assert_eq!(
                    observed(&read_json(Format::Claude, &block.to_string())),
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
    let Decision::Failed(failure) = read_json(Format::Mcp, flagged) else {
        panic!("{flagged}");
    };
    assert_eq!(failure.description, "timed out \u{fffd} here");

    // In a payload carried by text, inside another document's string.
    let inner = r#"{"errorCategory":"permission","isRetryable":false,"description":"Denied \udc00.","code":"denied"}"#;
    let outer = json!({"content": [{"type": "text", "text": inner}]}).to_string();
    let Decision::Failed(failure) = read_json(Format::Mcp, &outer) else {
        panic!("{outer}");
    };
    assert_eq!(failure.category, Some(Category::Permission));
    assert_eq!(failure.description, "Denied \u{fffd}.");

    // A pair stays a pair, and an escaped backslash is not an escape.
    let paired = r#"{"content":[{"type":"text","text":"\ud83d\ude00 \\ud800"}]}"#;
    assert_eq!(
        read_json(Format::Mcp, paired),
        Decision::Success { result_count: None }
    );
}

#[test]
fn a_flagged_failure_without_a_description_gets_the_categorys_sentence() {
    let blank = json!({"content": [{"type": "text", "text": " \u{200b} "}], "isError": true,
        "structuredContent": {"errorCategory": "validation", "isRetryable": true, "description": ""}});
    let Decision::Failed(failure) = read_result(Format::Mcp, &blank) else {
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
    let Decision::Failed(failure) = read_result(Format::Mcp, &zero_width) else {
        panic!()
    };
    assert_eq!(failure.code.as_deref(), Some("refund%E2%80%8B_limit"));
}

#[test]
fn numbers_written_as_strings_or_floats_are_read() {
    let result = json!({"content": [], "isError": true, "structuredContent":
        {"errorCategory": "transient", "isRetryable": "true", "description": "Busy.", "retryAfterMs": 1500.0}});
    let Decision::Failed(failure) = read_result(Format::Mcp, &result) else {
        panic!()
    };
    assert_eq!(
        failure.retry_after,
        Some(std::time::Duration::from_millis(1500))
    );
    let empty = json!({"content": [], "structuredContent": {"resultCount": "0"}});
    assert!(matches!(
        read_result(Format::Mcp, &empty),
        Decision::Empty { .. }
    ));
}

const PAYLOAD: &str =
    r#"{"errorCategory":"transient","isRetryable":true,"description":"DB down","code":"db_down"}"#;

fn read_text(text: &str) -> Decision {
    read_result(
        Format::Mcp,
        &json!({"content": [{"type": "text", "text": text}], "isError": false}),
    )
}

fn failed_category(outcome: &Decision) -> Option<Option<Category>> {
    match outcome {
        Decision::Failed(failure) => Some(failure.category),
        _ => None,
    }
}

#[test]
fn a_payload_behind_white_space_or_a_bom_is_a_failure() {
    for prefix in ["\u{feff}", "\u{a0}", "\u{2028}", "\u{85}", "\u{c}", " \n\t"] {
        let text = format!("{prefix}{PAYLOAD}{prefix}");
        assert_eq!(
            failed_category(&read_text(&text)),
            Some(Some(Category::Transient)),
            "{prefix:?}"
        );
        let claude = json!({"type": "tool_result", "tool_use_id": "t", "content": text});
        assert_eq!(
            failed_category(&read_result(Format::Claude, &claude)),
            Some(Some(Category::Transient))
        );
    }
}

#[test]
fn a_payload_no_parser_here_reads_is_still_a_failure() {
    let out_of_range = r#"{"errorCategory":"business","description":"x","details":{"n":1e400}}"#;
    let deep = format!(
        r#"{{"errorCategory":"permission","description":"x","details":{}1{}}}"#,
        "[".repeat(200),
        "]".repeat(200)
    );
    let duplicated =
        r#"{"errorCategory":"validation","description":"x","errorCategory":null}"#.to_owned();
    for (text, category) in [
        (out_of_range.to_owned(), Category::Business),
        (deep, Category::Permission),
        (duplicated, Category::Validation),
    ] {
        assert_eq!(
            failed_category(&read_text(&text)),
            Some(Some(category)),
            "{text}"
        );
    }
    // A whole document no parser reads keeps its flag and its category.
    let document =
        r#"{"content":[{"type":"text","text":"boom"}],"isError":true,"_meta":{"n":1e400}}"#;
    assert_eq!(
        failed_category(&read_json(Format::Mcp, document)),
        Some(None)
    );
    let with_category =
        r#"{"structuredContent":{"errorCategory":"transient","n":1e400},"content":[]}"#;
    assert_eq!(
        failed_category(&read_json(Format::Mcp, with_category)),
        Some(Some(Category::Transient))
    );
    assert!(matches!(
        read_json(Format::Mcp, r#"{"content":[],"_meta":{"n":1e400}}"#),
        Decision::Unreadable { .. }
    ));
}

#[test]
fn members_beside_a_json_rpc_result_hide_nothing() {
    for stray in [
        Value::Null,
        json!([]),
        json!([{"type": "text", "text": "fine"}]),
    ] {
        let envelope = json!({"jsonrpc": "2.0", "id": 1, "content": stray,
            "result": {"content": [{"type": "text", "text": PAYLOAD}], "isError": true}});
        assert_eq!(
            failed_category(&read_result(Format::Mcp, &envelope)),
            Some(Some(Category::Transient)),
            "{envelope}"
        );
    }
}

#[test]
fn odd_flags_and_content_shapes_read_as_documented() {
    for (flag, flagged) in [
        (json!(""), true),
        (json!("0"), false),
        (json!(" FALSE "), false),
        (json!("\u{85}false"), true),
        (json!({}), true),
    ] {
        let result = json!({"content": [{"type": "text", "text": "Error: backend crashed"}], "isError": flag});
        assert_eq!(
            matches!(read_result(Format::Mcp, &result), Decision::Failed(_)),
            flagged,
            "{flag}"
        );
    }
    for content in [Value::Null, json!(5)] {
        let result = json!({"content": content});
        assert!(
            matches!(
                read_result(Format::Mcp, &result),
                Decision::Unreadable { .. }
            ),
            "{result}"
        );
    }
    let payload: Value = serde_json::from_str(PAYLOAD).unwrap();
    for content in [
        payload.clone(),
        json!({"type": "text", "text": PAYLOAD}),
        json!([{"text": PAYLOAD}]),
        json!([{"type": "TEXT", "text": PAYLOAD}]),
        json!([{"type": "resource", "resource": {"uri": "mem://e", "text": PAYLOAD}}]),
    ] {
        let result = json!({"content": content});
        assert_eq!(
            failed_category(&read_result(Format::Mcp, &result)),
            Some(Some(Category::Transient)),
            "{result}"
        );
        let claude = json!({"type": "tool_result", "tool_use_id": "t", "content": content});
        assert_eq!(
            failed_category(&read_result(Format::Claude, &claude)),
            Some(Some(Category::Transient)),
            "{claude}"
        );
    }
}

#[test]
fn the_reader_reads_back_the_codes_the_crate_writes() {
    for code in ["a b", "café", "a%20b", "%zz", "x".repeat(300).as_str()] {
        let payload = toolerror::ErrorPayload::validation(code, "Fix the input.");
        let parsed = toolerror::ErrorPayload::from_json(&payload.to_json()).unwrap();
        let Decision::Failed(failure) = read_json(Format::Mcp, &payload.to_reply().to_mcp_json())
        else {
            panic!()
        };
        assert_eq!(failure.code.as_deref(), Some(payload.code()), "{code}");
        assert_eq!(parsed.code(), payload.code());
    }
}

#[test]
fn a_member_written_twice_hides_no_failure() {
    let payload = PAYLOAD;
    for (document, category) in [
        (
            r#"{"content":[{"type":"text","text":"db down"}],"isError":true,"isError":false}"#
                .to_owned(),
            None,
        ),
        (
            format!(r#"{{"content":[],"structuredContent":{payload},"structuredContent":{{}}}}"#),
            Some(Category::Transient),
        ),
        (
            format!(
                r#"{{"content":[{{"type":"text","text":{}}}],"content":[{{"type":"text","text":"ok"}}]}}"#,
                serde_json::to_string(payload).unwrap()
            ),
            Some(Category::Transient),
        ),
        (
            r#"{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true},"result":{"content":[]}}"#
                .to_owned(),
            None,
        ),
        (
            r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"x"}],"isError":true,"isError":false}}"#
                .to_owned(),
            None,
        ),
    ] {
        assert_eq!(
            failed_category(&read_json(Format::Mcp, &document)),
            Some(category),
            "{document}"
        );
    }
    let claude = r#"{"type":"tool_result","tool_use_id":"t","is_error":true,"is_error":false,"content":"x"}"#;
    assert!(matches!(
        read_json(Format::Claude, claude),
        Decision::Failed(_)
    ));
}

#[test]
fn an_escaped_or_null_category_is_still_a_failure() {
    // Unparsable JSON whose key is written with an escape.
    let escaped = r#"{"error\u0043ategory":"permission","n":1e999}"#;
    assert_eq!(
        failed_category(&read_text(escaped)),
        Some(Some(Category::Permission))
    );
    // A category of null beside a description: a failure of unknown category.
    let null = r#"{"errorCategory":null,"description":"db down","isRetryable":true}"#;
    let Decision::Failed(failure) = read_text(null) else {
        panic!("{null}");
    };
    assert_eq!(failure.category, None);
    assert_eq!(failure.description, "db down");
}

#[test]
fn unfinished_calls_are_their_own_decisions() {
    let input_required = json!({"resultType": "input_required",
        "inputRequests": {"confirm": {"method": "elicitation/create"}}});
    assert_eq!(
        read_result(Format::Mcp, &input_required),
        Decision::InputRequired {
            requests: Some(json!({"confirm": {"method": "elicitation/create"}}))
        }
    );
    let task = json!({"resultType": "task", "task": {"taskId": "t-42", "status": "working"}});
    assert_eq!(
        read_result(Format::Mcp, &task),
        Decision::Task {
            task_id: Some("t-42".into())
        }
    );
    let complete = json!({"resultType": "complete", "content": [{"type": "text", "text": "ok"}]});
    assert_eq!(
        read_result(Format::Mcp, &complete),
        Decision::Success { result_count: None }
    );
    // A failure is a failure, whatever the result type says.
    let failed = json!({"resultType": "task", "isError": true, "content": []});
    assert!(matches!(
        read_result(Format::Mcp, &failed),
        Decision::Failed(_)
    ));
}

/// Text that merely quotes a payload's member names is text: prose, code,
/// a JSON array, JSON lines. A block that is itself a payload no parser
/// reads (a number out of range) still reads as a failure.
#[test]
fn only_a_block_that_is_a_payload_reads_as_one() {
    let quoted = r#""errorCategory": "business", "description": "Refunds over $100 need a human.""#;
    for text in [
        format!("Send {quoted} when a refund is refused."),
        format!("fn refused() -> Value {{ json!({{{quoted}}}) }}"),
        format!("[{{{quoted}}}]"),
        format!("{{\"id\": 1}}\n{{{quoted}}}"),
        format!("{{\"examples\": [{{{quoted}}}], \"count\": 1e999}}"),
    ] {
        let result = json!({"content": [{"type": "text", "text": text}]});
        assert_eq!(
            read_result(Format::Mcp, &result),
            Decision::Success { result_count: None },
            "{text}"
        );
    }
    let unparsable = format!("{{{quoted}, \"resultCount\": 1e999}}");
    let result = json!({"content": [{"type": "text", "text": unparsable}]});
    let Decision::Failed(failure) = read_result(Format::Mcp, &result) else {
        panic!("a payload no parser reads is still a failure");
    };
    assert_eq!(failure.category, Some(Category::Business));
}

/// A success whose value looks like a list of payloads reads back as a
/// success in every text format; so does a Python SDK tool returning a list
/// of models, one text block per item beside `structuredContent`.
#[test]
fn a_success_that_quotes_payloads_reads_back_as_success() {
    use toolerror::Reply;
    let value =
        json!([{"errorCategory": "business", "isRetryable": false, "description": "quoted"}]);
    let reply = Reply::success(&value);
    assert!(matches!(
        read_json(Format::Mcp, &reply.to_mcp_json()),
        Decision::Success { .. }
    ));
    assert!(matches!(
        read_json(Format::Claude, &reply.to_claude_json("toolu_1")),
        Decision::Success { .. }
    ));
    for format in Format::ALL {
        let rendered = match format {
            Format::OpenAiChat => serde_json::to_value(reply.to_openai_chat("call_1")).unwrap(),
            Format::OpenAiResponses => {
                serde_json::to_value(reply.to_openai_responses("call_1")).unwrap()
            }
            _ => continue,
        };
        assert!(
            matches!(read_result(format, &rendered), Decision::Success { .. }),
            "{rendered}"
        );
    }
    let python_sdk = json!({
        "content": [
            {"type": "text", "text": "{\"errorCategory\": \"transient\", \"description\": \"first\"}"},
            {"type": "text", "text": "{\"errorCategory\": \"business\", \"description\": \"second\"}"}
        ],
        "structuredContent": {"result": [
            {"errorCategory": "transient", "description": "first"},
            {"errorCategory": "business", "description": "second"}
        ]},
        "isError": false
    });
    assert!(matches!(
        read_result(Format::Mcp, &python_sdk),
        Decision::Success { .. }
    ));
}

/// A text block whose duplicated members hold tool results whose text
/// blocks do the same, `levels` deep, each level `depth` objects deep: the
/// reader judges a duplicate without parsing the text blocks in it again,
/// so neither its time nor its stack grows with `levels`.
fn nested_duplicates(levels: usize, depth: usize, filler: usize) -> String {
    let mut inner = json!({"ok": "a".repeat(filler)}).to_string();
    for _ in 0..levels {
        let result = json!({"type": "tool_result", "content": [{"type": "text", "text": inner}]});
        let core = format!(r#"{{"d": {result}, "d": 0}}"#);
        inner = format!("{}{core}{}", r#"{"a":"#.repeat(depth), "}".repeat(depth));
    }
    json!({"content": [{"type": "text", "text": inner}], "isError": false}).to_string()
}

#[test]
fn nested_duplicates_are_read_without_nesting_parsers() {
    // The stack a tokio worker has by default; this document overflowed it
    // in a debug build when each duplicate was judged by a full read.
    let document = nested_duplicates(8, 120, 0);
    let decision = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || read_json(Format::Mcp, &document))
        .unwrap()
        .join()
        .expect("no stack overflow");
    assert!(matches!(decision, Decision::Success { .. }), "{decision:?}");
    // Fourteen levels of 1 MB read once each, not 2^14 times (13.8 s before;
    // the time is in the reader benchmark).
    let document = nested_duplicates(14, 0, 1 << 20);
    assert!(matches!(
        read_json(Format::Mcp, &document),
        Decision::Success { .. }
    ));
}

/// What agent SDKs write for a failed tool, read as failures; successes
/// they write read as successes.
#[test]
fn real_peers_failures_and_successes() {
    let failed = |format: Format, value: Value| match read_result(format, &value) {
        Decision::Failed(failure) => failure,
        other => panic!("{value}: read as {other:?}"),
    };
    // openai-agents' default error texts, in both OpenAI formats.
    let chat = json!({"role": "tool", "tool_call_id": "call_1",
        "content": "An error occurred while running the tool. Please try again. Error: upstream 503"});
    assert_eq!(failed(Format::OpenAiChat, chat).category, None);
    let responses = json!({"type": "function_call_output", "call_id": "call_1",
        "output": "An error occurred while parsing tool arguments. Please try again with valid JSON."});
    assert_eq!(
        failed(Format::OpenAiResponses, responses).category,
        Some(Category::Validation)
    );
    // The Python MCP SDK's prefix before a tool's error, with a payload.
    let prefixed = json!({"content": [{"type": "text", "text": "Error executing tool refund: {\"errorCategory\": \"business\", \"isRetryable\": false, \"description\": \"Refund over limit\", \"code\": \"refund_over_limit\"}"}], "isError": true});
    let failure = failed(Format::Mcp, prefixed);
    assert_eq!(failure.category, Some(Category::Business));
    assert_eq!(failure.code.as_deref(), Some("refund_over_limit"));
    // google-genai: results under `result`, an MCP result under `error`.
    let result = json!({"functionResponse": {"name": "refund", "response": {"result":
        {"errorCategory": "permission", "isRetryable": false, "description": "Token lacks refunds:write"}}}});
    assert_eq!(
        failed(Format::Gemini, result).category,
        Some(Category::Permission)
    );
    let empty =
        json!({"functionResponse": {"name": "f", "response": {"result": {"resultCount": 0}}}});
    assert!(matches!(
        read_result(Format::Gemini, &empty),
        Decision::Empty { .. }
    ));
    let mcp_error = json!({"functionResponse": {"name": "refund", "response": {"error": {"content": [
        {"type": "text", "text": "{\"errorCategory\": \"permission\", \"isRetryable\": false, \"description\": \"Token lacks refunds:write\"}"}
    ], "isError": true}}}});
    let failure = failed(Format::Gemini, mcp_error);
    assert_eq!(failure.category, Some(Category::Permission));
    assert_eq!(failure.description, "Token lacks refunds:write");
    // A2A v1.0: a stream's failed status update, and a reply as a message.
    let update = json!({"jsonrpc": "2.0", "id": 1, "result": {"statusUpdate": {"taskId": "t1",
        "contextId": "c1", "status": {"state": "TASK_STATE_FAILED", "message": {"messageId": "m",
        "role": "ROLE_AGENT", "parts": [{"text": "Upstream timed out"}]}}}}});
    assert_eq!(
        failed(Format::A2a, update).description,
        "Upstream timed out"
    );
    let message = json!({"jsonrpc": "2.0", "id": 1, "result": {"message": {"messageId": "m",
        "role": "ROLE_AGENT", "parts": [{"text": "Hello World"}]}}});
    assert!(matches!(
        read_result(Format::A2a, &message),
        Decision::Success { .. }
    ));
    // The 2026-07-28 schema: a list in structuredContent, a block per item,
    // and the TypeScript SDK, which never writes `isError: false`.
    let listed = json!({"content": [
        {"type": "text", "text": "{\"errorCategory\": \"transient\", \"description\": \"past incident\"}"},
        {"type": "text", "text": "{\"name\": \"x\"}"}
    ], "isError": false, "resultType": "complete", "structuredContent": [
        {"errorCategory": "transient", "description": "past incident"}, {"name": "x"}
    ]});
    assert!(matches!(
        read_result(Format::Mcp, &listed),
        Decision::Success { .. }
    ));
    let typescript = json!({"content": [
        {"type": "text", "text": "{\"errorCategory\":\"transient\",\"description\":\"past incident\"}"}
    ], "structuredContent": {"items": [{"errorCategory": "transient", "description": "past incident"}]}});
    assert!(matches!(
        read_result(Format::Mcp, &typescript),
        Decision::Success { .. }
    ));
    // The Anthropic tool runner's `content: null`, and a task made of a call.
    let nothing = json!({"type": "tool_result", "tool_use_id": "toolu_1", "content": null});
    assert!(matches!(
        read_result(Format::Claude, &nothing),
        Decision::Success { .. }
    ));
    let task = json!({"task": {"taskId": "task-1", "status": "working"}});
    assert_eq!(
        read_result(Format::Mcp, &task),
        Decision::Task {
            task_id: Some("task-1".into())
        }
    );
}

/// A `content` written thousands of times keeps its first blocks and every
/// block where a failure may hide: a payload far down still fails the call.
#[test]
fn a_failure_hidden_among_many_duplicates_is_found() {
    let mut document = String::from("{");
    for index in 0..5000 {
        if index == 3000 {
            document.push_str(r#""content":[{"type":"text","text":"{\"errorCategory\":\"business\",\"isRetryable\":false,\"description\":\"Over the limit; take another path.\"}"}],"#);
        } else {
            document.push_str(r#""content":[{"type":"text","text":"ok"}],"#);
        }
    }
    document.push_str(r#""isError":false}"#);
    let Decision::Failed(failure) = read_json(Format::Mcp, &document) else {
        panic!("a payload among the duplicates is a failure");
    };
    assert_eq!(failure.category, Some(Category::Business));
}

mod sources;

/// The crate's own results, and foreign shapes, read back.
mod reading_back {

    use serde_json::json;
    use toolerror::formats::read::{Decision, Inconsistency};
    use toolerror::formats::{Format, read_json, read_result};
    use toolerror::{Category, ToReply, ToolError, ToolErrorExt};

    use crate::sources::SourceError;
    use toolerror::EmptyResult;

    #[test]
    fn our_own_results_read_back_exactly() {
        use SourceError::*;
        for error in [Timeout, BadQuery, NotLicensed, Denied] {
            for rendered in [
                error.to_reply().to_mcp_json(),
                serde_json::to_string(
                    &error
                        .to_reply()
                        .with_mode(toolerror::ErrorMode::TextOnly)
                        .to_mcp(),
                )
                .unwrap(),
            ] {
                let Decision::Failed(failure) = read_json(Format::Mcp, &rendered) else {
                    panic!("{rendered}")
                };
                assert_eq!(failure.category, Some(error.category()));
                assert_eq!(failure.retryable, Some(error.is_retryable()));
                assert_eq!(failure.description, error.description());
                assert_eq!(failure.code.as_deref(), Some(error.code()));
                assert_eq!(failure.retry_after, error.retry_after());
                assert_eq!(failure.inconsistency, None);
            }
            let Decision::Failed(failure) =
                read_json(Format::Claude, &error.to_reply().to_claude_json("t"))
            else {
                panic!()
            };
            assert_eq!(failure.category, Some(error.category()));
        }
        let empty = EmptyResult::new("bikes near the station");
        assert!(matches!(
            read_result(Format::Mcp, &serde_json::to_value(empty.to_reply().to_mcp()).unwrap()),
            Decision::Empty { description: Some(ref d) } if d == empty.description()
        ));
        assert!(matches!(
            read_result(
                Format::Claude,
                &serde_json::to_value(empty.to_reply().to_claude("t")).unwrap()
            ),
            Decision::Empty { .. }
        ));
    }

    #[test]
    fn foreign_shapes_are_read_leniently() {
        let plain = json!({"content": [{"type": "text", "text": "Error: 500 Internal Server Error"}], "isError": true});
        let Decision::Failed(failure) = read_result(Format::Mcp, &plain) else {
            panic!()
        };
        assert_eq!((failure.category, failure.retryable), (None, None));
        assert_eq!(failure.description, "Error: 500 Internal Server Error");

        let unknown = json!({"content": [], "structuredContent": {"errorCategory": "quota", "isRetryable": false, "message": "Quota used"}, "isError": true});
        let Decision::Failed(failure) = read_result(Format::Mcp, &unknown) else {
            panic!()
        };
        assert_eq!((failure.category, failure.retryable), (None, Some(false)));
        assert_eq!(failure.description, "Quota used");

        let seed_style = json!({"type": "tool_result", "tool_use_id": "toolu_1", "is_error": true,
                                "content": "Booking B-2041 not found. Booking IDs look like B-2041."});
        let Decision::Failed(failure) = read_result(Format::Claude, &seed_style) else {
            panic!()
        };
        assert!(failure.description.starts_with("Booking B-2041 not found"));

        let success = json!({"content": [{"type": "text", "text": "42 bikes"}]});
        assert_eq!(
            read_result(Format::Mcp, &success),
            Decision::Success { result_count: None }
        );
        let counted =
            json!({"content": [], "structuredContent": {"resultCount": 4}, "isError": false});
        assert_eq!(
            read_result(Format::Mcp, &counted),
            Decision::Success {
                result_count: Some(4)
            }
        );
    }

    #[test]
    fn contradictions_are_reported() {
        let lying = json!({"content": [], "isError": true,
            "structuredContent": {"errorCategory": "business", "isRetryable": true, "description": "Over limit.", "code": "x"}});
        let Decision::Failed(failure) = read_result(Format::Mcp, &lying) else {
            panic!()
        };
        assert_eq!(failure.retryable, Some(false), "the category's rule wins");
        assert_eq!(
            failure.inconsistency,
            Some(Inconsistency::RetryabilityContradictsCategory {
                category: Category::Business,
                claimed: true
            })
        );

        let hidden = json!({"content": [{"type": "text",
            "text": "{\"errorCategory\":\"transient\",\"isRetryable\":true,\"description\":\"Timed out.\"}"}]});
        let Decision::Failed(failure) = read_result(Format::Mcp, &hidden) else {
            panic!("an error payload is never a success")
        };
        assert_eq!(
            failure.inconsistency,
            Some(Inconsistency::PayloadWithoutErrorFlag)
        );
        assert_eq!(failure.category, Some(Category::Transient));

        let delay = json!({"content": [], "isError": true,
            "structuredContent": {"errorCategory": "permission", "isRetryable": false, "description": "No.", "retryAfterMs": 5}});
        let Decision::Failed(failure) = read_result(Format::Mcp, &delay) else {
            panic!()
        };
        assert_eq!(failure.retry_after, None);
        assert_eq!(
            failure.inconsistency,
            Some(Inconsistency::RetryAfterOnNonTransient(
                Category::Permission
            ))
        );
    }

    #[test]
    fn protocol_errors_and_envelopes() {
        let rpc = json!({"jsonrpc": "2.0", "id": 3, "error": {"code": -32602, "message": "tool not found"}});
        assert_eq!(
            read_result(Format::Mcp, &rpc),
            Decision::Protocol {
                code: -32602,
                message: "tool not found".into()
            }
        );
        let wrapped = json!({"jsonrpc": "2.0", "id": 4, "result": {"content": [], "structuredContent": {"resultCount": 0}}});
        assert!(matches!(
            read_result(Format::Mcp, &wrapped),
            Decision::Empty { .. }
        ));
        assert!(matches!(
            read_result(Format::Mcp, &json!([1])),
            Decision::Unreadable { .. }
        ));
        assert!(matches!(
            read_json(Format::Mcp, "{"),
            Decision::Unreadable { .. }
        ));
        assert!(matches!(
            read_result(Format::Claude, &json!({"type": "text"})),
            Decision::Unreadable { .. }
        ));
    }
}
