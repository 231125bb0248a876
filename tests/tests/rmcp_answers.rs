//! What the rmcp integration answers: text-only failures, argument errors
//! in the crate's own words, and JSON-RPC codes outside MCP's reserved
//! ranges.

use serde_json::{Value, json};
use toolerror::agent::propagate::Escalation;
use toolerror::partial::PartialResults;
use toolerror::{ErrorPayload, ToolError};

/// A tool whose `inputSchema` says nothing of its arguments, so only
/// serde's complaint is read.
fn tool_without_schema(name: &'static str) -> rmcp::model::Tool {
    rmcp::model::Tool::new(name, "A tool.", std::sync::Arc::new(serde_json::Map::new()))
}

/// A type whose MCP failures must carry no `structuredContent`.
#[derive(Debug, Clone, thiserror::Error, ToolError)]
#[error("deposit declined")]
#[category(business)]
#[tool_error(text_only)]
#[tool_error(description = "The deposit was declined. Ask for another card.")]
struct Declined;

#[test]
fn text_only_means_text_only_on_every_path() {
    use toolerror::{Outcome, ToReply};
    let outcome: Outcome<u8, Declined> = Outcome::Failed(Declined);
    let mut all_failed: PartialResults<u8, Declined> = PartialResults::new();
    all_failed.failed("a", Declined);
    all_failed.failed("b", Declined);
    let escalated = Escalation::new(Declined).attempts(2);
    let replies = [
        Declined.to_reply(),
        outcome.to_reply(),
        all_failed.to_reply(),
        escalated.to_reply(),
    ];
    for reply in replies {
        let result = reply.to_mcp();
        assert!(result.is_error);
        assert_eq!(result.structured_content, None);
        let json: Value = serde_json::from_str(&reply.to_mcp_json()).unwrap();
        assert!(json.get("structuredContent").is_none(), "{json}");
        assert_eq!(json, serde_json::to_value(&result).unwrap());
    }
    let rmcp: rmcp::model::CallToolResult = toolerror::rmcp::call_tool_result(&Declined);
    assert_eq!(rmcp.structured_content, None);
}

#[test]
fn argument_errors_repeat_nothing_of_serdes_message_and_keep_the_instruction() {
    use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock};
    let secret = "sk-live-".to_owned() + &"x".repeat(1 << 20);
    for (reason, said) in [
        (
            format!("invalid type: string \"{secret}\", expected u32"),
            "an argument has the wrong JSON type",
        ),
        (
            format!("unknown variant `{secret}`, expected `a` or `b`"),
            "an argument isn't one of the values its schema lists",
        ),
        (
            format!("unknown field `{secret}`, expected `a`"),
            "an argument the tool doesn't take was given",
        ),
        (
            "missing field `amount`".to_owned(),
            "a required argument is missing",
        ),
        (
            "invalid value: integer `-1`, expected u64".to_owned(),
            "an argument's value is out of its range",
        ),
        (
            "invalid length 3, expected an array of length 4".to_owned(),
            "a list or a text has the wrong length",
        ),
        (
            format!("{secret} broke"),
            "an argument doesn't fit its schema",
        ),
    ] {
        let answer: CallToolResponse = CallToolResult::error(vec![ContentBlock::text(format!(
            "failed to deserialize parameters: {reason}"
        ))])
        .into();
        let CallToolResponse::Complete(result) = toolerror::rmcp::categorize_arguments(
            &tool_without_schema("charge_deposit"),
            None,
            answer,
        ) else {
            panic!("a complete result");
        };
        let text = result.content[1].as_text().unwrap().text.clone();
        let payload = ErrorPayload::from_json(&text).unwrap();
        assert_eq!(
            payload.description(),
            format!(
                "The arguments for charge_deposit don't match its input schema: {said}. Fix the arguments as the tool's inputSchema describes, then call again."
            )
        );
        for repeated in ["sk-live", "amount", "-1", "length 3"] {
            assert!(!text.contains(repeated), "{repeated}: {text}");
        }
    }
}

#[test]
fn argument_errors_name_nested_arguments_and_what_they_must_be() {
    use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock, Tool};
    let schema = json!({
        "type": "object",
        "required": ["booking"],
        "additionalProperties": false,
        "properties": {"booking": {"$ref": "#/$defs/Booking"}},
        "$defs": {
            "Booking": {"type": "object", "required": ["id"], "properties": {
                "id": {"type": "string"},
                "size": {"type": "string", "enum": ["small", "large"]},
                "riders": {"type": "array", "items": {"type": "integer"}},
                "nights": {"type": "integer", "format": "uint64", "minimum": 0},
                "rating": {"type": "integer", "format": "uint8", "minimum": 1, "maximum": 5},
                "discount": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1},
                "seat": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
                "code": {"type": "string", "minLength": 4, "maxLength": 4},
                "email": {"type": "string", "pattern": "^[^@]+@[^@]+$"}
            }}
        }
    });
    let tool = Tool::new(
        "book",
        "Books a bike.",
        std::sync::Arc::new(schema.as_object().unwrap().clone()),
    );
    let rmcp_answer = |reason: &str| -> CallToolResponse {
        CallToolResult::error(vec![ContentBlock::text(format!(
            "failed to deserialize parameters: {reason}"
        ))])
        .into()
    };
    for (arguments, reason, argument, expected) in [
        (
            json!({}),
            "missing field `booking`",
            "booking",
            "given (it is required)",
        ),
        (
            json!({"booking": {"id": 7}}),
            "invalid type: integer `7`, expected a string",
            "booking.id",
            "a string",
        ),
        (
            json!({"booking": {"id": "B-1", "size": "xl"}}),
            "unknown variant `xl`, expected `small` or `large`",
            "booking.size",
            "one of \"small\", \"large\"",
        ),
        (
            json!({"booking": {"id": "B-1", "riders": [1, "two"]}}),
            "invalid type: string \"two\", expected i64",
            "booking.riders[1]",
            "an integer",
        ),
        (
            json!({"booking": {"id": "B-1"}, "extra": 1}),
            "unknown field `extra`, expected `booking`",
            "extra",
            "left out (the tool has no such argument)",
        ),
        (
            json!({"booking": {"id": "B-1", "nights": -1}}),
            "invalid value: integer `-1`, expected u64",
            "booking.nights",
            "a number at least 0",
        ),
        (
            json!({"booking": {"id": "B-1", "rating": 300}}),
            "invalid value: integer `300`, expected u8",
            "booking.rating",
            "a number at least 1 and at most 5",
        ),
        (
            json!({"booking": {"id": "B-1", "discount": 1.0}}),
            "invalid value: floating point `1.0`, expected a discount below 1",
            "booking.discount",
            "a number greater than 0 and less than 1",
        ),
        (
            json!({"booking": {"id": "B-1", "seat": [1, 2, 3]}}),
            "invalid length 3, expected an array of length 2",
            "booking.seat",
            "exactly 2 items long",
        ),
        (
            json!({"booking": {"id": "B-1", "code": "toolong"}}),
            "invalid value: string \"toolong\", expected a 4-letter code",
            "booking.code",
            "exactly 4 characters long",
        ),
        (
            json!({"booking": {"id": "B-1", "email": "ana.example.com"}}),
            "invalid value: string \"ana.example.com\", expected an email address",
            "booking.email",
            "a string matching `^[^@]+@[^@]+$`",
        ),
    ] {
        let CallToolResponse::Complete(result) = toolerror::rmcp::categorize_arguments(
            &tool,
            arguments.as_object(),
            rmcp_answer(reason),
        ) else {
            panic!("a complete result");
        };
        let payload =
            ErrorPayload::from_json(result.content[1].as_text().unwrap().text.as_str()).unwrap();
        let details = payload.details().unwrap();
        assert_eq!(details["argument"], argument, "{arguments}");
        assert_eq!(details["expected"], expected, "{arguments}");
        assert!(
            payload
                .description()
                .contains(&format!("argument `{argument}` must be {expected}"))
        );
    }
}

#[test]
fn an_argument_is_named_only_where_serde_agrees() {
    use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock, Tool};
    // `booking_id` has a serde alias the schema doesn't know: the call
    // gives it as `bookingId`, and serde's complaint is about `count`.
    let schema = json!({"type": "object", "required": ["booking_id", "count"],
        "properties": {"booking_id": {"type": "string"}, "count": {"type": "integer"}}});
    let tool = Tool::new(
        "t",
        "A tool.",
        std::sync::Arc::new(schema.as_object().unwrap().clone()),
    );
    let arguments = json!({"bookingId": "b1", "count": "x"});
    let answer: CallToolResponse = CallToolResult::error(vec![ContentBlock::text(
        "failed to deserialize parameters: invalid type: string \"x\", expected u32",
    )])
    .into();
    let CallToolResponse::Complete(result) =
        toolerror::rmcp::categorize_arguments(&tool, arguments.as_object(), answer)
    else {
        panic!("a complete result");
    };
    let payload =
        ErrorPayload::from_json(result.content[1].as_text().unwrap().text.as_str()).unwrap();
    assert_eq!(payload.details().unwrap()["argument"], "count");
    assert!(
        !payload.description().contains("booking_id"),
        "{}",
        payload.description()
    );
}

#[test]
fn echoed_values_are_cut_even_when_they_hold_quotes() {
    use rmcp::model::{CallToolResponse, CallToolResult, ContentBlock};
    let secret = "SECRET0123456789SECRET0123456789_TAIL";
    for reason in [
        format!("invalid type: string \"ab\\\"{secret}\", expected u32"),
        format!("unknown variant `x`{secret}`, expected `a`"),
    ] {
        let answer: CallToolResponse = CallToolResult::error(vec![ContentBlock::text(format!(
            "failed to deserialize parameters: {reason}"
        ))])
        .into();
        let CallToolResponse::Complete(result) =
            toolerror::rmcp::categorize_arguments(&tool_without_schema("t"), None, answer)
        else {
            panic!("a complete result");
        };
        let text = result.content[1].as_text().unwrap().text.clone();
        assert!(!text.contains("_TAIL"), "{text}");
    }
}

/// No JSON-RPC code this crate sends is in MCP's legacy (-32000..-32019)
/// or reserved (-32020..-32099) range, nor elsewhere in JSON-RPC's own
/// -32768..-32000 but the standard invalid-params code.
#[test]
fn protocol_codes_stay_out_of_the_reserved_ranges() {
    #[derive(Debug, thiserror::Error, toolerror::ToolError)]
    enum Each {
        #[error("busy")]
        #[category(transient)]
        #[tool_error(description = "The store is busy. Retry in a second.")]
        Transient,
        #[error("bad id")]
        #[category(validation)]
        #[tool_error(description = "The id is malformed; fix it and call again.")]
        Validation,
        #[error("over")]
        #[category(business)]
        #[tool_error(description = "Over the refund limit; take another path.")]
        Business,
        #[error("not yours")]
        #[category(permission)]
        #[tool_error(description = "Another customer's booking; escalate.")]
        Permission,
    }
    let mut seen = Vec::new();
    for error in [
        Each::Transient,
        Each::Validation,
        Each::Business,
        Each::Permission,
    ] {
        let data = toolerror::rmcp::error_data(&error);
        let code = data.code.0;
        assert!(!(-32099..=-32000).contains(&code), "{error:?}: {code}");
        assert!(
            code == -32602 || !(-32768..=-32000).contains(&code),
            "{error:?}: {code}"
        );
        assert_eq!(
            data.data.unwrap()["errorCategory"],
            error.category().as_str()
        );
        seen.push(code);
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 4, "one code per category: {seen:?}");
}

#[test]
fn a_schema_lists_every_argument_unless_it_admits_more() {
    use toolerror::rmcp::argument_misfits;
    let unlisted = |schema: Value, arguments: Value| -> Vec<String> {
        argument_misfits(schema.as_object().unwrap(), arguments.as_object().unwrap())
            .into_iter()
            .filter(|misfit| misfit.expected == "left out (the tool has no such argument)")
            .map(|misfit| misfit.path)
            .collect()
    };
    let listed = json!({"id": {"type": "string"}});
    // What schemars writes for a struct: properties, nothing about others.
    assert_eq!(
        unlisted(
            json!({"type": "object", "properties": listed}),
            json!({"id": "B-1", "limt": 5})
        ),
        ["limt"]
    );
    assert_eq!(
        unlisted(
            json!({"type": "object", "properties": listed, "additionalProperties": false}),
            json!({"id": "B-1", "limt": 5})
        ),
        ["limt"]
    );
    // A tool without parameters (rmcp's empty schema) takes none.
    assert_eq!(
        unlisted(json!({"type": "object", "properties": {}}), json!({"x": 1})),
        ["x"]
    );
    // Nested objects the schema closes, through a reference.
    assert_eq!(
        unlisted(
            json!({"type": "object", "properties": {"booking": {"$ref": "#/$defs/B"}},
                   "$defs": {"B": {"type": "object", "properties": listed}}}),
            json!({"booking": {"id": "B-1", "note": "x"}})
        ),
        ["booking.note"]
    );
    // Schemas that admit keys they don't list, or can't be read as a list.
    for open in [
        json!({"type": "object", "properties": listed, "additionalProperties": true}),
        json!({"type": "object", "properties": listed, "additionalProperties": {"type": "integer"}}),
        json!({"type": "object", "properties": listed, "patternProperties": {"^x-": {}}}),
        json!({"type": "object", "properties": listed, "anyOf": [{"required": ["id"]}]}),
        json!({"type": "object", "properties": listed, "allOf": [{"properties": {"limt": {}}}]}),
        json!({"type": "object", "properties": listed, "oneOf": [{}]}),
        json!({"type": "object", "properties": listed, "unevaluatedProperties": false}),
        json!({"type": "object"}),
        json!({}),
    ] {
        assert_eq!(
            unlisted(open.clone(), json!({"id": "B-1", "limt": 5})),
            Vec::<String>::new(),
            "{open}"
        );
    }
}
