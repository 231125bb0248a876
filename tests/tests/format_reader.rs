//! The reader on every format's foreign shapes: older spellings, wrappers,
//! flags without payloads, payloads without flags, and the draft MCP
//! failure classification (SEP-3313), rendered and read back.

use std::time::Duration;

use serde_json::{Value, json};
use toolerror::formats::read::{Decision, Failure};
use toolerror::formats::{Format, read_result};
use toolerror::{Category, ErrorPayload, ToReply};

fn failed(format: Format, value: &Value) -> Failure {
    match read_result(format, value) {
        Decision::Failed(failure) => failure,
        other => panic!("{} {value}: read as {other:?}", format.name()),
    }
}

fn payload() -> Value {
    ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person.").to_value()
}

#[test]
fn openai_outputs_are_read_from_their_text() {
    let text = payload().to_string();
    // A string, or a list of text parts.
    let chat =
        json!({"role": "tool", "tool_call_id": "c1", "content": [{"type": "text", "text": text}]});
    assert_eq!(
        failed(Format::OpenAiChat, &chat).category,
        Some(Category::Business)
    );
    let responses = json!({"type": "function_call_output", "call_id": "c1", "output": [{"type": "input_text", "text": text}]});
    assert_eq!(
        failed(Format::OpenAiResponses, &responses).code.as_deref(),
        Some("refund_over_limit")
    );
    // A plain text is a success: these APIs have no flag.
    let plain = json!({"role": "tool", "tool_call_id": "c1", "content": "refunded $40"});
    assert!(matches!(
        read_result(Format::OpenAiChat, &plain),
        Decision::Success { .. }
    ));
    let no_output = json!({"type": "function_call_output", "call_id": "c1"});
    assert!(matches!(
        read_result(Format::OpenAiResponses, &no_output),
        Decision::Unreadable { .. }
    ));
}

#[test]
fn gemini_errors_of_any_shape_are_failures() {
    for response in [
        json!({"error": payload()}),
        json!({"error": "quota exceeded"}),
        json!({"error": {"message": "backend unavailable", "code": 503}}),
    ] {
        for part in [
            json!({"functionResponse": {"name": "refund", "response": response.clone()}}),
            json!({"function_response": {"name": "refund", "response": response.clone()}}),
            json!({"name": "refund", "response": response.clone()}),
        ] {
            failed(Format::Gemini, &part);
        }
    }
    let text_error = failed(
        Format::Gemini,
        &json!({"name": "f", "response": {"error": "quota exceeded"}}),
    );
    assert_eq!(text_error.description, "quota exceeded");
    assert_eq!(text_error.category, None);
    // A payload in `output` is still a failure, reported as unflagged.
    let hidden = failed(
        Format::Gemini,
        &json!({"name": "f", "response": {"output": payload()}}),
    );
    assert!(hidden.inconsistency.is_some());
    let empty = json!({"name": "f", "response": {"output": {"resultCount": 0, "results": []}}});
    assert!(matches!(
        read_result(Format::Gemini, &empty),
        Decision::Empty { .. }
    ));
}

#[test]
fn bedrock_status_and_blocks_are_read() {
    let flagged_text = json!({"toolResult": {"toolUseId": "t", "content": [{"text": "throttled, retry"}], "status": "ERROR"}});
    let failure = failed(Format::Bedrock, &flagged_text);
    assert_eq!(failure.description, "throttled, retry");
    // The payload as text, no status: a failure all the same.
    let unflagged = json!({"toolUseId": "t", "content": [{"text": payload().to_string()}]});
    assert_eq!(
        failed(Format::Bedrock, &unflagged).category,
        Some(Category::Business)
    );
    let success = json!({"toolResult": {"toolUseId": "t", "content": [{"json": {"resultCount": 2}}], "status": "success"}});
    assert!(matches!(
        read_result(Format::Bedrock, &success),
        Decision::Success {
            result_count: Some(2)
        }
    ));
}

#[test]
fn a2a_states_of_both_versions_decide() {
    let task = |state: &str| json!({"id": "t1", "contextId": "c", "status": {"state": state}});
    for (state, category) in [
        ("TASK_STATE_REJECTED", Some(Category::Business)),
        ("rejected", Some(Category::Business)),
        ("auth-required", Some(Category::Permission)),
        ("TASK_STATE_AUTH_REQUIRED", Some(Category::Permission)),
        ("failed", None),
        ("TASK_STATE_CANCELED", None),
        ("something-new", None),
    ] {
        let failure = failed(Format::A2a, &task(state));
        assert_eq!(failure.category, category, "{state}");
        if let Some(category) = category {
            assert_eq!(failure.retryable, Some(category.is_retryable()));
        }
    }
    assert!(matches!(
        read_result(Format::A2a, &task("TASK_STATE_WORKING")),
        Decision::Task { task_id: Some(id) } if id == "t1"
    ));
    assert!(matches!(
        read_result(Format::A2a, &task("input-required")),
        Decision::InputRequired { .. }
    ));
    // v0.3 parts (`kind`), inside a JSON-RPC response.
    let response = json!({"jsonrpc": "2.0", "id": 1, "result": {
        "kind": "task", "id": "t2", "contextId": "c",
        "status": {"state": "failed", "message": {"kind": "message", "role": "agent", "messageId": "m",
            "parts": [{"kind": "data", "data": ErrorPayload::transient("busy", "Busy. Retry in 2 seconds.", Some(std::time::Duration::from_secs(2))).to_value()}]}}}});
    let failure = failed(Format::A2a, &response);
    assert_eq!(failure.category, Some(Category::Transient));
    assert_eq!(failure.retry_after, Some(std::time::Duration::from_secs(2)));
    let error =
        json!({"jsonrpc": "2.0", "id": 1, "error": {"code": -32001, "message": "Task not found"}});
    assert!(matches!(
        read_result(Format::A2a, &error),
        Decision::Protocol { code: -32001, .. }
    ));
    // A completed task whose artifact holds a payload is no success.
    let hidden = json!({"id": "t3", "status": {"state": "completed"}, "artifacts": [{"artifactId": "a", "parts": [{"data": payload()}]}]});
    assert_eq!(
        failed(Format::A2a, &hidden).category,
        Some(Category::Business)
    );
}

#[test]
fn acp_updates_are_read_bare_or_wrapped() {
    let update = json!({"sessionUpdate": "tool_call_update", "toolCallId": "call_1", "status": "failed",
        "content": [{"type": "content", "content": {"type": "text", "text": "disk full"}}]});
    assert_eq!(failed(Format::Acp, &update).description, "disk full");
    let notification = json!({"jsonrpc": "2.0", "method": "session/update",
        "params": {"sessionId": "s", "update": {"sessionUpdate": "tool_call_update", "toolCallId": "call_1",
            "status": "completed", "rawOutput": payload()}}});
    // A payload in rawOutput of a "completed" call is still a failure.
    assert_eq!(
        failed(Format::Acp, &notification).category,
        Some(Category::Business)
    );
    let pending =
        json!({"sessionId": "s", "update": {"toolCallId": "call_9", "status": "in_progress"}});
    assert!(matches!(
        read_result(Format::Acp, &pending),
        Decision::Task { task_id: Some(id) } if id == "call_9"
    ));
}

#[test]
fn the_draft_classification_renders_whole() {
    let payload = ErrorPayload::permission(
        "not_your_booking",
        "This booking belongs to another customer. Escalate.",
    )
    .with_correlation_id("req-7f3a");
    let result =
        serde_json::to_value(payload.to_reply().with_tool_failure_meta().to_mcp()).unwrap();
    let text = payload.to_json();
    assert_eq!(
        result,
        json!({
            "content": [
                {"type": "text", "text": "Error (permission, not retryable: escalate, and reveal nothing of the refused data): This booking belongs to another customer. Escalate. (reference req-7f3a)"},
                {"type": "text", "text": text},
            ],
            "structuredContent": payload.to_value(),
            "isError": true,
            "_meta": {"io.modelcontextprotocol/toolFailure": {
                "class": "governance",
                "code": "not_your_booking",
                "correlationId": "req-7f3a",
                "agentGuidance": "This booking belongs to another customer. Escalate."
            }}
        })
    );
    // The direct writer gives the same document.
    let direct: Value =
        serde_json::from_str(&payload.to_reply().with_tool_failure_meta().to_mcp_json()).unwrap();
    assert_eq!(direct, result);

    let transient = ErrorPayload::transient(
        "busy",
        "Busy. Retry in 30 seconds.",
        Some(std::time::Duration::from_secs(30)),
    );
    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let result = transient.answer().with_tool_failure_meta().to_mcp();
    let failure = &result.meta.as_ref().unwrap()["io.modelcontextprotocol/toolFailure"];
    assert_eq!(failure["class"], "reliability");
    assert_eq!(failure["retryable"], true);
    let not_before = failure["retryNotBefore"].as_u64().unwrap();
    assert!(
        (before + 30_000..before + 40_000).contains(&not_before),
        "{not_before}"
    );
    // Answered: the id the call's log line carries, in both.
    let id = failure["correlationId"].as_str().unwrap();
    assert_eq!(result.structured_content.unwrap()["correlationId"], id);

    // Only rendered: no call answered, no id made, in either.
    let validation = ErrorPayload::validation("bad_date", "Dates are YYYY-MM-DD.");
    let result = validation.to_reply().with_tool_failure_meta().to_mcp();
    let failure = &result.meta.unwrap()["io.modelcontextprotocol/toolFailure"];
    assert_eq!(failure["class"], "capability");
    assert!(failure.get("retryable").is_none());
    assert!(failure.get("correlationId").is_none(), "{failure}");
    assert!(
        result
            .structured_content
            .unwrap()
            .get("correlationId")
            .is_none()
    );
    // A success is unchanged.
    let success = toolerror::Reply::success(&json!({"ok": true}))
        .with_tool_failure_meta()
        .to_mcp();
    assert!(success.meta.is_none());
}

#[test]
fn the_draft_classification_alone_reads_as_a_failure() {
    for (class, code, category) in [
        (
            "reliability",
            "retryable_transient_error",
            Category::Transient,
        ),
        ("capability", "invalid_input", Category::Validation),
        ("governance", "policy_blocked", Category::Business),
        ("governance", "auth_required", Category::Permission),
    ] {
        // A foreign server's result: text, no payload, no isError.
        let result = json!({
            "content": [{"type": "text", "text": "The call was refused."}],
            "_meta": {"io.modelcontextprotocol/toolFailure": {"class": class, "code": code, "correlationId": "req_8f2c1a-attempt-3"}}
        });
        let Decision::Failed(failure) = read_result(Format::Mcp, &result) else {
            panic!("{result}")
        };
        assert_eq!(failure.category, Some(category), "{class} {code}");
        assert_eq!(
            failure.correlation_id.as_deref(),
            Some("req_8f2c1a-attempt-3")
        );
        assert_eq!(failure.description, "The call was refused.");
    }
}

#[test]
fn failures_hidden_where_results_go_are_failures() {
    // Gemini: the payload as the response itself, or as its `output`.
    let root = json!({"name": "f", "response": payload()});
    assert_eq!(
        failed(Format::Gemini, &root).category,
        Some(Category::Business)
    );
    let output = json!({"name": "f", "response": {"output": payload()}});
    assert_eq!(
        failed(Format::Gemini, &output).category,
        Some(Category::Business)
    );
    // A payload listed among the results is the tool's data, as in every
    // other format: a success this crate renders reads back as one.
    let listed = json!({"name": "f", "response": {"output": [{"id": 1}, payload()]}});
    assert!(matches!(
        read_result(Format::Gemini, &listed),
        Decision::Success { .. }
    ));
    // Bedrock: a whole message, a failed tool result among its blocks.
    let message = json!({"role": "user", "content": [
        {"toolResult": {"toolUseId": "a", "content": [{"json": {"resultCount": 1}}]}},
        {"toolResult": {"toolUseId": "b", "content": [{"text": "throttled"}], "status": "error"}}
    ]});
    assert_eq!(failed(Format::Bedrock, &message).description, "throttled");
    let fine = json!({"role": "user", "content": [
        {"toolResult": {"toolUseId": "a", "content": [{"json": {"resultCount": 0}}]}}
    ]});
    assert!(matches!(
        read_result(Format::Bedrock, &fine),
        Decision::Empty { .. }
    ));
    // ACP: the payload as a raw output written as text.
    let update = json!({"sessionUpdate": "tool_call_update", "toolCallId": "c", "status": "completed",
        "rawOutput": payload().to_string()});
    assert_eq!(
        failed(Format::Acp, &update).category,
        Some(Category::Business)
    );
}

/// The issue's shapes: whole results, `{"error": …}` wrappings and the
/// crate's sentence, kept by a host in a format with no flag.
#[test]
fn host_envelopes_read_as_the_failure_they_carry() {
    let business = payload();
    let text = business.to_string();
    let result = json!({"content": [{"type": "text", "text": text}], "structuredContent": business, "isError": true});
    // Google ADK: the whole result as the response, each shape.
    for response in [
        result.clone(),
        json!({"content": [{"type": "text", "text": text}], "isError": true}),
        json!({"content": [{"type": "text", "text": text}]}),
    ] {
        let part = json!({"functionResponse": {"name": "refund", "response": response}});
        assert_eq!(
            failed(Format::Gemini, &part).category,
            Some(Category::Business),
            "{part}"
        );
    }
    let plain = json!({"name": "f", "response": {"content": [{"type": "text", "text": "Database down."}], "isError": true}});
    assert_eq!(failed(Format::Gemini, &plain).category, None);
    // pydantic-ai: the payload's JSON in `error`, and its unknown tool.
    let wrapped =
        json!({"role": "tool", "tool_call_id": "c", "content": json!({"error": text}).to_string()});
    assert_eq!(
        failed(Format::OpenAiChat, &wrapped).code.as_deref(),
        Some("refund_over_limit")
    );
    let unknown = json!({"role": "tool", "tool_call_id": "c", "content": r#"{"error":"Unknown tool name: 'x'. Available tools: 'y'"}"#});
    assert_eq!(
        failed(
            Format::OpenAiResponses,
            &json!({"type": "function_call_output", "call_id": "c", "output": unknown["content"]})
        )
        .category,
        None
    );
    // langchain: a ToolMessage whose status says it failed.
    let message = json!({"type": "tool", "tool_call_id": "c", "status": "error", "content": "Database down."});
    assert_eq!(
        failed(Format::OpenAiChat, &message).description,
        "Database down."
    );
    // autogen: a FunctionExecutionResult whose is_error says it failed, with
    // a host's own words (autogen-ext's adapters check the arguments).
    let result = json!({"content": "1 validation error for GeneratedModel\nbooking_id\n  Field required [type=missing, input_value={}, input_type=dict]", "name": "get_booking", "call_id": "c", "is_error": true});
    let rejected = failed(Format::OpenAiChat, &result);
    assert_eq!(rejected.category, None);
    assert!(rejected.description.contains("Field required"));
    let ok = json!({"content": "Booked.", "name": "book", "call_id": "c", "is_error": false});
    assert!(matches!(
        read_result(Format::OpenAiChat, &ok),
        Decision::Success { .. }
    ));
    // The crate's sentence alone: category, retryability, delay, reference.
    let sentence = ErrorPayload::transient(
        "busy",
        "The gateway is busy.",
        Some(std::time::Duration::from_secs(90)),
    )
    .with_correlation_id("7f3a")
    .to_sentence();
    let kept = failed(
        Format::OpenAiChat,
        &json!({"role": "tool", "tool_call_id": "c", "content": sentence}),
    );
    assert_eq!(kept.category, Some(Category::Transient));
    assert_eq!(kept.retryable, Some(true));
    assert_eq!(kept.retry_after, Some(std::time::Duration::from_secs(90)));
    assert_eq!(kept.correlation_id.as_deref(), Some("7f3a"));
    assert_eq!(kept.description, "The gateway is busy.");
}

/// pydantic-ai's `{"error": "<payload JSON>"}` is read in one pass; every
/// other shape that begins the same way reads as the whole parse reads it.
#[test]
fn a_lone_error_string_reads_as_the_whole_parse_reads_it() {
    let chat = |content: &str| json!({"role": "tool", "tool_call_id": "c", "content": content});
    let text = payload().to_string();
    let quoted = serde_json::to_string(&text).expect("JSON");
    for (record, category) in [
        (
            format!(r#"{{"error": {quoted}}}"#),
            Some(Category::Business),
        ),
        (
            format!(r#" {{ "error" : {quoted} }} "#),
            Some(Category::Business),
        ),
        (r#"{"error": 5}"#.to_owned(), None),
        (r#"{"error": "Database down."}"#.to_owned(), None),
    ] {
        assert_eq!(
            failed(Format::OpenAiChat, &chat(&record)).category,
            category,
            "{record}"
        );
    }
    // A second `error` is read by the whole parse: a failure either way.
    for record in [
        format!(r#"{{"error": "late", "error": {quoted}}}"#),
        format!(r#"{{"error": {quoted}, "error": "late"}}"#),
    ] {
        assert!(
            matches!(
                read_result(Format::OpenAiChat, &chat(&record)),
                Decision::Failed(_)
            ),
            "{record}"
        );
    }
    for record in [
        format!(r#"{{"error": {quoted}, "jobId": 7}}"#),
        r#"{"error": "  "}"#.to_owned(),
        r#"{"error": "disk full", "results": []}"#.to_owned(),
    ] {
        assert!(
            matches!(
                read_result(Format::OpenAiChat, &chat(&record)),
                Decision::Success { .. }
            ),
            "{record}"
        );
    }
}

/// Unknown and unreadable stay honest: an envelope the table doesn't know
/// fails with no category; a cut-short one too; a record with data beside
/// `error` is data; a payload mirrored in the data it lists is data.
#[test]
fn unknown_envelopes_and_records_stay_honest() {
    let chat = |content: &str| json!({"role": "tool", "tool_call_id": "c", "content": content});
    assert_eq!(
        failed(Format::OpenAiChat, &chat(r#"{"error": {"kind": "weird"}}"#)).category,
        None
    );
    assert_eq!(
        failed(
            Format::OpenAiChat,
            &chat(r#"{"error": "{\"errorCategory\":\"busin"#)
        )
        .category,
        None
    );
    for record in [
        r#"{"error": "disk full", "jobId": 7}"#,
        r#"{"error": null}"#,
        r#"{"error": ""}"#,
    ] {
        assert!(
            matches!(
                read_result(Format::OpenAiChat, &chat(record)),
                Decision::Success { .. }
            ),
            "{record}"
        );
    }
    // A Python SDK tool returning a list of error records: a block per item.
    let record = payload();
    let listed = json!({"content": [{"type": "text", "text": record.to_string()}], "structuredContent": {"result": [record]}, "isError": false});
    assert!(matches!(
        read_result(Format::Mcp, &listed),
        Decision::Success { .. }
    ));
    // …but a payload beside data that doesn't hold it is the failure.
    for beside in [json!({}), json!({"resultCount": 0})] {
        let contradictory = json!({"content": [{"type": "text", "text": payload().to_string()}], "structuredContent": beside});
        assert_eq!(
            failed(Format::Mcp, &contradictory).category,
            Some(Category::Business)
        );
    }
    // Prose quoting the member name stays a success.
    let prose = json!({"content": [{"type": "text", "text": "Set \"errorCategory\" on failures."}], "structuredContent": {"resultCount": 0}});
    assert!(matches!(
        read_result(Format::Mcp, &prose),
        Decision::Empty { .. }
    ));
}

/// Shapes a reading rule could take for the wrong thing: Gemini's `error`
/// beside other members, a success that says "not found" later on, a
/// Gemini CLI sentence whose call holds non-ASCII text around its 512th
/// byte, a langchain error message holding a payload.
#[test]
fn edges_of_the_host_rules_read_as_what_they_say() {
    // Gemini's documented failure channel, whatever stands beside it.
    let part = json!({"functionResponse": {"name": "f", "response": {"error": "Database down", "output": "partial"}}});
    assert_eq!(failed(Format::Gemini, &part).category, None);

    // A host's failure words only where the host puts them.
    let chat = json!({"role": "tool", "tool_call_id": "c", "content": "Tool \"grep\" searched 3 files; pattern \"foo\" not found"});
    assert!(
        matches!(
            read_result(Format::OpenAiChat, &chat),
            Decision::Success { .. }
        ),
        "{chat}"
    );
    let rejected = json!({"role": "tool", "tool_call_id": "c", "content": "Tool \"cancel_booking\" not found. Did you mean one of: \"get_booking\"?"});
    assert_eq!(failed(Format::OpenAiChat, &rejected).category, None);

    // Gemini CLI's sentence: the payload's category whatever characters
    // the call's arguments put around the sentence's 512th byte.
    let result = ErrorPayload::business("refund_over_limit", "Refunds over $100 need a person.")
        .to_reply()
        .to_mcp_json();
    for padding in 0..4 {
        let args = format!("{}{}", "é".repeat(240), "x".repeat(padding));
        let text = format!(
            "MCP tool 'refund' reported tool error for function call: {{\"name\":\"refund\",\"args\":{{\"note\":\"{args}\"}}}} with response: [{{\"functionResponse\":{{\"name\":\"refund\",\"response\":{result}}}}}]"
        );
        let part =
            json!({"functionResponse": {"name": "mcp_bikes_refund", "response": {"error": text}}});
        assert_eq!(
            failed(Format::Gemini, &part).category,
            Some(Category::Business),
            "padding {padding}"
        );
    }

    // langchain's flagged ToolMessage keeps the payload its text carries.
    let message = json!({"role": "tool", "tool_call_id": "c", "status": "error", "content": json!({"error": payload().to_string()}).to_string()});
    assert_eq!(
        failed(Format::OpenAiChat, &message).category,
        Some(Category::Business)
    );
}

#[test]
fn the_draft_classifications_retry_not_before_is_the_delay() {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let classified = |not_before: u64, structured: Option<Value>| {
        let mut result = json!({
            "content": [{"type": "text", "text": "The index is busy."}],
            "_meta": {"io.modelcontextprotocol/toolFailure": {
                "class": "reliability", "code": "busy", "retryable": true,
                "retryNotBefore": not_before, "correlationId": "req-1"
            }}
        });
        if let Some(structured) = structured {
            result["structuredContent"] = structured;
            result["isError"] = json!(true);
        }
        let Decision::Failed(failure) = read_result(Format::Mcp, &result) else {
            panic!("{result}")
        };
        failure
    };
    let failure = classified(now + 30_000, None);
    assert_eq!(failure.category, Some(Category::Transient));
    let delay = failure.retry_after.unwrap();
    assert!(
        delay <= Duration::from_secs(30) && delay > Duration::from_secs(25),
        "{delay:?}"
    );
    // Past: no wait.
    assert_eq!(
        classified(now - 5_000, None).retry_after,
        Some(Duration::ZERO)
    );
    // The payload's own delay wins.
    let payload = json!({"errorCategory": "transient", "isRetryable": true,
        "description": "Busy.", "code": "busy", "retryAfterMs": 1000});
    assert_eq!(
        classified(now + 30_000, Some(payload)).retry_after,
        Some(Duration::from_secs(1))
    );
}
