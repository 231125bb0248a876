//! Interop with rmcp's client: the `mcp_server` example, spawned as a child
//! process over real stdio, answers every documented argument class with the
//! documented outcome on the wire.
//!
//! Each test starts its own server. The binary is found (and built if
//! needed) by `support::mcp_server_binary`.

mod support;

use std::io::Write;
use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use rmcp::model::{CallToolRequestParams, CallToolResult, ErrorCode, JsonObject, Tool};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceError, ServiceExt};
use serde_json::{Value, json};
use toolerror::{Category, ErrorPayload};

/// The longest one test's whole conversation with the server may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(30);

type Client = RunningService<RoleClient, ()>;

/// Runs `body` against a freshly spawned server, within [`CALL_TIMEOUT`],
/// then closes the connection (which ends the server).
async fn with_server<F, Fut>(body: F)
where
    F: FnOnce(Client) -> Fut,
    Fut: Future<Output = Client>,
{
    with_server_args(&[], body).await;
}

/// [`with_server`], the server started with `args`.
async fn with_server_args<F, Fut>(args: &[&str], body: F)
where
    F: FnOnce(Client) -> Fut,
    Fut: Future<Output = Client>,
{
    let binary = support::mcp_server_binary();
    let conversation = async {
        let mut command = tokio::process::Command::new(binary);
        command.args(args);
        let transport = TokioChildProcess::new(command).expect("spawn the mcp_server example");
        let client = ().serve(transport).await.expect("MCP initialize");
        let client = body(client).await;
        client.cancel().await.expect("close the connection");
    };
    tokio::time::timeout(CALL_TIMEOUT, conversation)
        .await
        .unwrap_or_else(|_| {
            panic!(
                "the conversation with {} took over {CALL_TIMEOUT:?}",
                binary.display()
            )
        });
}

fn object(value: Value) -> JsonObject {
    match value {
        Value::Object(object) => object,
        other => panic!("arguments must be an object, not {other}"),
    }
}

/// Calls `tool`; a JSON-RPC error fails the test.
async fn call(client: &Client, tool: &'static str, arguments: Value) -> CallToolResult {
    let params = CallToolRequestParams::new(tool).with_arguments(object(arguments.clone()));
    client
        .call_tool(params)
        .await
        .unwrap_or_else(|error| panic!("{tool} {arguments}: expected a tool result, got {error}"))
}

/// The single text block of a result.
fn text(result: &CallToolResult) -> &str {
    let [block] = result.content.as_slice() else {
        panic!("expected exactly one content block: {result:?}");
    };
    &block.as_text().expect("a text block").text
}

/// A successful result whose `structuredContent` is mirrored in its text
/// block; returns the structured content.
fn success(result: &CallToolResult) -> &Value {
    assert_eq!(
        result.is_error,
        Some(false),
        "expected a success: {result:?}"
    );
    let structured = result
        .structured_content
        .as_ref()
        .unwrap_or_else(|| panic!("expected structuredContent: {result:?}"));
    let mirrored: Value = serde_json::from_str(text(result)).expect("the text block is JSON");
    assert_eq!(
        &mirrored, structured,
        "the text block mirrors structuredContent"
    );
    structured
}

/// What a failure must look like.
struct Failure<'a> {
    category: Category,
    code: &'a str,
    /// Substrings the description must contain.
    says: &'a [&'a str],
    retry_after_ms: Option<u64>,
    /// Whether the payload is in `structuredContent` too (else text only).
    structured: bool,
}

/// Checks a failure result against `expected`; returns the payload as JSON.
fn assert_failure(result: &CallToolResult, expected: &Failure<'_>) -> Value {
    assert_eq!(
        result.is_error,
        Some(true),
        "expected isError: true: {result:?}"
    );
    // Two text blocks: the failure in words, then the payload's JSON.
    let [sentence, text] = result.content.as_slice() else {
        panic!("expected a sentence and a payload block: {result:?}");
    };
    let (sentence, text) = (
        &sentence.as_text().expect("a text block").text,
        &text.as_text().expect("a text block").text,
    );
    let payload: Value = serde_json::from_str(text).expect("the second block is JSON");
    let retryability = if expected.category.is_retryable() {
        "retryable"
    } else {
        "not retryable"
    };
    let opening = format!("Error ({}, {retryability}: ", expected.category.as_str());
    assert!(sentence.starts_with(&opening), "{sentence}");
    assert!(
        sentence.contains(payload["description"].as_str().unwrap_or_default()),
        "the sentence carries the description: {sentence}"
    );
    if let Some(id) = payload["correlationId"].as_str() {
        assert!(
            sentence.ends_with(&format!("(reference {id})")),
            "{sentence}"
        );
    }

    // The wire members, read as any client would.
    assert_eq!(
        payload["errorCategory"],
        expected.category.as_str(),
        "{text}"
    );
    assert_eq!(
        payload["isRetryable"],
        expected.category.is_retryable(),
        "{text}"
    );
    assert_eq!(payload["code"], expected.code, "{text}");
    let description = payload["description"]
        .as_str()
        .expect("a string description");
    for needle in expected.says {
        assert!(
            description.contains(needle),
            "description lacks {needle:?}: {description}"
        );
    }
    assert_eq!(
        payload["retryAfterMs"].as_u64(),
        expected.retry_after_ms,
        "{text}"
    );

    // The same text, read by toolerror's strict parser (wire rules included).
    let parsed = ErrorPayload::from_json(text).expect("a valid toolerror payload");
    assert_eq!(parsed.category(), expected.category);
    assert_eq!(parsed.code(), expected.code);
    assert_eq!(parsed.description(), description);

    match (&result.structured_content, expected.structured) {
        (Some(structured), true) => {
            assert_eq!(structured, &payload, "structuredContent = text block");
        }
        (None, false) => {}
        (Some(_), false) => panic!("a text-only error carries no structuredContent: {result:?}"),
        (None, true) => panic!("expected the payload in structuredContent: {result:?}"),
    }
    payload
}

fn tool<'a>(tools: &'a [Tool], name: &str) -> &'a Tool {
    tools
        .iter()
        .find(|tool| tool.name == name)
        .unwrap_or_else(|| panic!("tool {name} not listed"))
}

#[tokio::test]
async fn lists_the_five_tools_and_their_schemas() {
    with_server(|client| async move {
        let tools = client.list_all_tools().await.expect("tools/list");
        let mut names: Vec<&str> = tools.iter().map(|tool| tool.name.as_ref()).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            [
                "charge_deposit",
                "find_bookings",
                "get_booking",
                "refund",
                "search_bikes"
            ]
        );

        // get_booking: a union of the booking and the error payload, rooted
        // at an object so strict clients accept the tool list.
        let schema = tool(&tools, "get_booking")
            .output_schema
            .as_ref()
            .expect("get_booking has an outputSchema");
        assert_eq!(schema["type"], "object");
        let branches = schema["anyOf"].as_array().expect("anyOf");
        assert_eq!(branches.len(), 2);
        assert_eq!(
            branches[0]["required"],
            json!(["id", "customer", "bike", "status"])
        );
        assert_eq!(branches[1]["required"][0], "errorCategory");

        // charge_deposit: rmcp derives the receipt alone; the categorized
        // router widens it to admit the error payload too.
        let schema = tool(&tools, "charge_deposit")
            .output_schema
            .as_ref()
            .expect("charge_deposit has an outputSchema");
        assert_eq!(schema["type"], "object");
        let branches = schema["anyOf"].as_array().expect("a union");
        assert_eq!(
            branches[0]["required"],
            json!(["receipt_id", "booking_id", "amount_usd"])
        );
        assert_eq!(branches[1]["required"][0], "errorCategory");

        for name in ["find_bookings", "refund", "search_bikes"] {
            assert!(
                tool(&tools, name).output_schema.is_none(),
                "{name} has no outputSchema"
            );
        }
        for tool in &tools {
            assert_eq!(tool.input_schema["type"], "object", "{}", tool.name);
            assert!(
                tool.description.as_deref().is_some_and(|d| !d.is_empty()),
                "{}",
                tool.name
            );
        }
        client
    })
    .await;
}

#[tokio::test]
async fn get_booking_answers_each_argument_class() {
    with_server(|client| async move {
        for (id, bike) in [("B-2041", "Trek"), ("B-2042", "Brompton")] {
            let result = call(&client, "get_booking", json!({"booking_id": id})).await;
            let booking = success(&result);
            assert_eq!(booking["id"], id);
            assert_eq!(booking["customer"], "C-17");
            assert!(
                booking["bike"].as_str().is_some_and(|b| b.contains(bike)),
                "{booking}"
            );
            assert!(booking["status"].is_string(), "{booking}");
        }

        for malformed in ["2041", "B2041", "B-204", "B-20411", "b-2041", ""] {
            let result = call(&client, "get_booking", json!({"booking_id": malformed})).await;
            assert_failure(
                &result,
                &Failure {
                    category: Category::Validation,
                    code: "bad_booking_id",
                    says: &["B-2041"],
                    retry_after_ms: None,
                    structured: true,
                },
            );
        }

        let result = call(&client, "get_booking", json!({"booking_id": "B-3001"})).await;
        let payload = assert_failure(
            &result,
            &Failure {
                category: Category::Permission,
                code: "not_your_booking",
                says: &["not allowed"],
                retry_after_ms: None,
                structured: true,
            },
        );
        // Nothing about the booking or its owner leaks.
        let description = payload["description"].as_str().unwrap();
        for secret in ["B-3001", "C-17", "@"] {
            assert!(
                !description.contains(secret),
                "permission description leaks {secret}: {description}"
            );
        }
        assert!(payload.get("details").is_none(), "{payload}");

        let result = call(&client, "get_booking", json!({"booking_id": "B-9999"})).await;
        assert_failure(
            &result,
            &Failure {
                category: Category::Validation,
                code: "unknown_booking",
                says: &["B-9999", "find_bookings"],
                retry_after_ms: None,
                structured: true,
            },
        );
        client
    })
    .await;
}

#[tokio::test]
async fn find_bookings_keeps_found_empty_and_failed_apart() {
    with_server(|client| async move {
        let result = call(
            &client,
            "find_bookings",
            json!({"email": "ana@example.com"}),
        )
        .await;
        let found = success(&result);
        assert_eq!(found["resultCount"], 2);
        let results = found["results"].as_array().expect("results");
        assert_eq!(results.len(), 2);
        assert_eq!(results[0]["id"], "B-2041");
        assert_eq!(results[1]["id"], "B-2042");

        // A valid empty result: not an error, and it says the query ran.
        let result = call(&client, "find_bookings", json!({"email": "bo@example.com"})).await;
        let empty = success(&result);
        assert_eq!(empty["resultCount"], 0);
        assert_eq!(empty["results"], json!([]));
        let description = empty["description"].as_str().expect("description");
        assert!(description.contains("bo@example.com"), "{description}");
        assert!(
            description.contains("ran successfully and matched nothing"),
            "{description}"
        );

        let result = call(
            &client,
            "find_bookings",
            json!({"email": "ana.example.com"}),
        )
        .await;
        assert_failure(
            &result,
            &Failure {
                category: Category::Validation,
                code: "bad_email",
                says: &["ana.example.com", "ana@example.com"],
                retry_after_ms: None,
                structured: true,
            },
        );

        // Couldn't check: a transient failure, never an empty success.
        let result = call(
            &client,
            "find_bookings",
            json!({"email": "timeout@example.com"}),
        )
        .await;
        let payload = assert_failure(
            &result,
            &Failure {
                category: Category::Transient,
                code: "directory_timeout",
                says: &["did not run", "5 seconds"],
                retry_after_ms: Some(5000),
                structured: true,
            },
        );
        assert!(payload.get("resultCount").is_none(), "{payload}");
        client
    })
    .await;
}

#[tokio::test]
async fn refund_answers_each_argument_class() {
    with_server(|client| async move {
        for (id, amount) in [
            ("B-2041", json!(40)),
            ("B-2042", json!(100)),
            ("B-2041", json!(19.99)),
        ] {
            let result = call(
                &client,
                "refund",
                json!({"booking_id": id, "amount_usd": amount}),
            )
            .await;
            assert_eq!(result.is_error, Some(false), "{result:?}");
            assert!(result.structured_content.is_none(), "{result:?}");
            let text = text(&result);
            assert!(
                text.contains(&format!("Refunded ${amount} on booking {id}")),
                "{text}"
            );
        }

        let result = call(
            &client,
            "refund",
            json!({"booking_id": "B-2041", "amount_usd": 140}),
        )
        .await;
        let payload = assert_failure(
            &result,
            &Failure {
                category: Category::Business,
                code: "refund_over_limit",
                says: &["$140", "$100", "human agent", "don't retry"],
                retry_after_ms: None,
                structured: true,
            },
        );
        assert_eq!(payload["details"]["amount_usd"], 140.0);
        assert_eq!(payload["details"]["limit_usd"], 100);

        let result = call(
            &client,
            "refund",
            json!({"booking_id": "B-3001", "amount_usd": 20}),
        )
        .await;
        assert_failure(
            &result,
            &Failure {
                category: Category::Permission,
                code: "not_your_booking",
                says: &["human agent"],
                retry_after_ms: None,
                structured: true,
            },
        );

        for amount in [json!(0), json!(-5)] {
            let result = call(
                &client,
                "refund",
                json!({"booking_id": "B-2041", "amount_usd": amount}),
            )
            .await;
            assert_failure(
                &result,
                &Failure {
                    category: Category::Validation,
                    code: "bad_amount",
                    says: &["amount_usd", "positive"],
                    retry_after_ms: None,
                    structured: true,
                },
            );
        }

        let result = call(
            &client,
            "refund",
            json!({"booking_id": "2041", "amount_usd": 20}),
        )
        .await;
        assert_failure(
            &result,
            &Failure {
                category: Category::Validation,
                code: "bad_booking_id",
                says: &["B-2041"],
                retry_after_ms: None,
                structured: true,
            },
        );
        client
    })
    .await;
}

#[tokio::test]
async fn charge_deposit_errors_are_text_only() {
    with_server(|client| async move {
        let result = call(&client, "charge_deposit", json!({"booking_id": "B-2041"})).await;
        let receipt = success(&result);
        assert_eq!(receipt["booking_id"], "B-2041");
        assert_eq!(receipt["amount_usd"], 50);
        assert!(receipt["receipt_id"].is_string(), "{receipt}");

        let result = call(&client, "charge_deposit", json!({"booking_id": "B-2042"})).await;
        assert_failure(
            &result,
            &Failure {
                category: Category::Transient,
                code: "payment_timeout",
                says: &["timed out", "30 seconds"],
                retry_after_ms: Some(30_000),
                structured: false,
            },
        );

        let result = call(&client, "charge_deposit", json!({"booking_id": "B-3001"})).await;
        assert_failure(
            &result,
            &Failure {
                category: Category::Permission,
                code: "not_your_booking",
                says: &["not allowed"],
                retry_after_ms: None,
                structured: false,
            },
        );

        let result = call(&client, "charge_deposit", json!({"booking_id": "2042"})).await;
        assert_failure(
            &result,
            &Failure {
                category: Category::Validation,
                code: "bad_booking_id",
                says: &["B-2041"],
                retry_after_ms: None,
                structured: false,
            },
        );
        client
    })
    .await;
}

/// The `source` of each entry of `coverage.failures`, after checking that
/// each is a fleet timeout payload.
fn failed_fleets(coverage: &Value) -> Vec<&str> {
    let failures = coverage["failures"].as_array().expect("coverage.failures");
    failures
        .iter()
        .map(|failure| {
            assert_eq!(failure["errorCategory"], "transient", "{failure}");
            assert_eq!(failure["isRetryable"], true, "{failure}");
            assert_eq!(failure["retryAfterMs"], 15_000, "{failure}");
            assert_eq!(failure["code"], "timeout", "{failure}");
            assert!(failure["description"].is_string(), "{failure}");
            failure["source"].as_str().expect("a string source")
        })
        .collect()
}

/// A successful search: `resultCount` matches `results`, and each bike comes
/// from a fleet that answered.
fn assert_search(found: &Value, count: usize, fleets: &[&str]) {
    assert_eq!(found["resultCount"], count, "{found}");
    let results = found["results"].as_array().expect("results");
    assert_eq!(results.len(), count, "{found}");
    let coverage = &found["coverage"];
    let succeeded: Vec<&str> = coverage["succeeded"]
        .as_array()
        .expect("coverage.succeeded")
        .iter()
        .map(|entry| entry["source"].as_str().expect("a string source"))
        .collect();
    assert_eq!(succeeded, fleets, "{found}");
    assert_eq!(coverage["sourcesAttempted"], 5, "{found}");
    assert_eq!(coverage["sourcesSucceeded"], fleets.len(), "{found}");
    for bike in results {
        let fleet = bike["fleet"].as_u64().expect("a fleet number").to_string();
        assert!(fleets.contains(&fleet.as_str()), "{bike} from {fleet}");
    }
}

#[tokio::test]
async fn search_bikes_names_its_coverage_gaps() {
    with_server(|client| async move {
        // Partial: a success whose description and coverage name the gaps.
        let result = call(&client, "search_bikes", json!({"area": "downtown"})).await;
        let partial = success(&result);
        assert_search(partial, 3, &["1", "2", "3"]);
        let description = partial["description"].as_str().expect("description");
        assert!(
            description.starts_with("Searched 3 of 5 sources; 4 and 5 timed out."),
            "{description}"
        );
        assert!(description.contains("incomplete"), "{description}");
        assert_eq!(partial["coverage"]["complete"], false, "{partial}");
        assert_eq!(failed_fleets(&partial["coverage"]), ["4", "5"]);

        // Complete.
        let result = call(&client, "search_bikes", json!({"area": "harbor"})).await;
        let complete = success(&result);
        assert_search(complete, 2, &["1", "2", "3", "4", "5"]);
        assert_eq!(complete["description"], "Searched 5 of 5 sources.");
        assert_eq!(complete["coverage"]["complete"], true, "{complete}");
        assert!(failed_fleets(&complete["coverage"]).is_empty());

        // Every source failed: an error, never an empty success.
        let result = call(&client, "search_bikes", json!({"area": "outage"})).await;
        let payload = assert_failure(
            &result,
            &Failure {
                category: Category::Transient,
                code: "all_sources_failed",
                says: &["Searched 0 of 5 sources", "timed out"],
                retry_after_ms: Some(15_000),
                structured: true,
            },
        );
        assert!(payload.get("resultCount").is_none(), "{payload}");
        let coverage = &payload["details"]["coverage"];
        assert_eq!(coverage["sourcesAttempted"], 5, "{payload}");
        assert_eq!(coverage["sourcesSucceeded"], 0, "{payload}");
        assert_eq!(coverage["complete"], false, "{payload}");
        assert_eq!(failed_fleets(coverage), ["1", "2", "3", "4", "5"]);

        // Complete and empty: every source answered, none had bikes.
        let result = call(&client, "search_bikes", json!({"area": "moon"})).await;
        let empty = success(&result);
        assert_search(empty, 0, &["1", "2", "3", "4", "5"]);
        let description = empty["description"].as_str().expect("description");
        assert!(description.contains("which found nothing"), "{description}");
        assert_eq!(empty["coverage"]["complete"], true, "{empty}");
        client
    })
    .await;
}

#[tokio::test]
async fn unknown_tool_is_a_protocol_error() {
    with_server(|client| async move {
        let params = CallToolRequestParams::new("cancel_booking")
            .with_arguments(object(json!({"booking_id": "B-2041"})));
        match client.call_tool(params).await {
            Err(ServiceError::McpError(error)) => {
                assert!(
                    [ErrorCode::INVALID_PARAMS, ErrorCode::METHOD_NOT_FOUND].contains(&error.code),
                    "unexpected JSON-RPC error code: {error:?}"
                );
                assert!(error.message.contains("not found"), "{error:?}");
                assert!(error.message.contains("`cancel_booking`"), "{error:?}");
            }
            other => panic!("an unknown tool must be a JSON-RPC error, got {other:?}"),
        }
        client
    })
    .await;
}

#[tokio::test]
async fn an_unknown_tool_can_be_a_validation_result_listing_the_tools() {
    with_server_args(&["--unknown-tools-as-results"], |client| async move {
        let result = call(&client, "cancel_booking", json!({"booking_id": "B-2041"})).await;
        let payload = assert_failure(
            &result,
            &Failure {
                category: Category::Validation,
                code: "unknown_tool",
                says: &[
                    "There is no tool named `cancel_booking`",
                    "`get_booking`",
                    "`refund`",
                ],
                retry_after_ms: None,
                structured: true,
            },
        );
        assert_eq!(payload["details"]["tool"], "cancel_booking");
        assert_eq!(payload["details"]["available"].as_array().unwrap().len(), 5);
        client
    })
    .await;
}

#[tokio::test]
async fn wrong_arguments_are_validation_results_not_protocol_errors() {
    with_server(|client| async move {
        // Structured: every tool's outputSchema admits the payload
        // (get_booking's, built by output_schema_with_error; charge_deposit's,
        // widened by the categorized router) or there is none. Nothing serde
        // quotes of the call is shown.
        let cases = [
            (
                "get_booking",
                json!({"booking_id": 2041}),
                &["get_booking", "argument `booking_id` must be a string"][..],
                true,
            ),
            (
                "get_booking",
                json!({}),
                &["argument `booking_id` must be given (it is required)"][..],
                true,
            ),
            (
                "find_bookings",
                json!({"email": ["ana@example.com"]}),
                &["find_bookings", "argument `email` must be a string"][..],
                true,
            ),
            (
                "refund",
                json!({"booking_id": "B-2041", "amount_usd": "140"}),
                &["refund", "argument `amount_usd` must be"][..],
                true,
            ),
            (
                "charge_deposit",
                json!({"booking_id": null}),
                &["charge_deposit", "argument `booking_id` must be a string"][..],
                true,
            ),
            (
                "search_bikes",
                json!({"area": 5}),
                &["search_bikes", "argument `area`"][..],
                true,
            ),
        ];
        for (tool, arguments, says, structured) in cases {
            let result = call(&client, tool, arguments.clone()).await;
            let payload = assert_failure(
                &result,
                &Failure {
                    category: Category::Validation,
                    code: "invalid_arguments",
                    says,
                    retry_after_ms: None,
                    structured,
                },
            );
            for value in ["2041", "ana@example.com", "140", "integer", "sequence"] {
                assert!(
                    !payload.to_string().contains(value),
                    "{tool} {arguments}: {payload}"
                );
            }
        }

        // No `arguments` member at all reads as `{}`.
        let result = client
            .call_tool(CallToolRequestParams::new("refund"))
            .await
            .expect("a tool result");
        assert_failure(
            &result,
            &Failure {
                category: Category::Validation,
                code: "invalid_arguments",
                says: &["must be given (it is required)"],
                retry_after_ms: None,
                structured: true,
            },
        );
        client
    })
    .await;
}

#[tokio::test]
async fn arguments_the_schema_does_not_list_are_refused_before_the_tool_runs() {
    with_server(|client| async move {
        // A refund that would succeed, but for an argument refund doesn't
        // take: refused, so the model doesn't believe a reason was kept.
        for (arguments, argument) in [
            (
                json!({"booking_id": "B-2041", "amount_usd": 20, "reason": "late"}),
                "reason",
            ),
            (
                json!({"booking_id": "B-2041", "amount_usd": 20, "a_made_up_argument_name_far_too_long": 1}),
                "a_made_up_argument_name_…",
            ),
        ] {
            let result = call(&client, "refund", arguments.clone()).await;
            let payload = assert_failure(
                &result,
                &Failure {
                    category: Category::Validation,
                    code: "invalid_arguments",
                    says: &[
                        "refund",
                        &format!("argument `{argument}` must be left out (the tool has no such argument)"),
                    ],
                    retry_after_ms: None,
                    structured: true,
                },
            );
            assert_eq!(payload["details"]["argument"], argument, "{arguments}");
        }
        // The same call without it is answered by the tool.
        let result = call(&client, "refund", json!({"booking_id": "B-2041", "amount_usd": 20})).await;
        assert_eq!(result.is_error, Some(false), "{result:?}");
        assert!(text(&result).starts_with("Refunded $20"), "{}", text(&result));
        client
    })
    .await;
    // Opted out, refund ignores the argument, as serde does.
    with_server_args(
        &["--refund-accepts-unlisted-arguments"],
        |client| async move {
            let result = call(
                &client,
                "refund",
                json!({"booking_id": "B-2041", "amount_usd": 20, "reason": "late"}),
            )
            .await;
            assert_eq!(result.is_error, Some(false), "{result:?}");
            // Only refund is opted out.
            let result = call(
                &client,
                "get_booking",
                json!({"booking_id": "B-2041", "verbose": true}),
            )
            .await;
            assert_failure(
                &result,
                &Failure {
                    category: Category::Validation,
                    code: "invalid_arguments",
                    says: &["argument `verbose` must be left out"],
                    retry_after_ms: None,
                    structured: true,
                },
            );
            client
        },
    )
    .await;
}

/// Runs the server, writes `input` to its stdin, waits for a reply to every
/// request in it (rmcp drops replies still in flight when its input ends, as
/// a client that hangs up would expect), then closes stdin. Returns the
/// replies once the server has exited, asserting it exited with status 0.
fn run_until_stdin_closes(input: &[Value]) -> Vec<Value> {
    let binary = support::mcp_server_binary();
    let mut child = StdCommand::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn the mcp_server example");
    let stdout = child.stdout.take().expect("piped stdout");
    let (lines, received) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufRead::lines(std::io::BufReader::new(stdout)) {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });

    let mut stdin = child.stdin.take().expect("piped stdin");
    for message in input {
        writeln!(stdin, "{message}").expect("write to the server");
    }
    stdin.flush().expect("flush stdin");
    let started = Instant::now();
    let deadline = || CALL_TIMEOUT.saturating_sub(started.elapsed());
    let requests = input
        .iter()
        .filter(|message| message.get("id").is_some())
        .count();
    let mut replies = Vec::new();
    while replies.len() < requests {
        let line = received.recv_timeout(deadline()).unwrap_or_else(|_| {
            panic!("no reply to every request within {CALL_TIMEOUT:?}; got {replies:?}")
        });
        replies.push(serde_json::from_str::<Value>(&line).expect("one JSON-RPC message per line"));
    }
    drop(stdin);

    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the server") {
            break status;
        }
        if started.elapsed() > CALL_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the server did not exit within {CALL_TIMEOUT:?} of stdin closing");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "the server exited with {status}");
    // Anything written after the last reply (there should be nothing).
    replies.extend(
        received
            .try_iter()
            .map(|line| serde_json::from_str::<Value>(&line).expect("JSON-RPC")),
    );
    replies
}

/// The server needs no arguments and exits with status 0 once stdin closes.
#[test]
fn server_exits_cleanly_when_stdin_closes() {
    let replies = run_until_stdin_closes(&[
        json!({
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "stdin-close-test", "version": "0"}
            }
        }),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json!({
            "jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {"name": "get_booking", "arguments": {"booking_id": "B-2041"}}
        }),
    ]);
    let reply = |id: u64| {
        replies
            .iter()
            .find(|reply| reply["id"] == id)
            .unwrap_or_else(|| panic!("no reply to request {id}: {replies:?}"))
    };
    assert_eq!(
        reply(1)["result"]["serverInfo"]["name"],
        "toolerror-bike-rental"
    );
    assert_eq!(reply(2)["result"]["structuredContent"]["id"], "B-2041");
    assert_eq!(replies.len(), 2, "{replies:?}");
}

/// stdin closing before the handshake is not an error either.
#[test]
fn server_exits_cleanly_when_stdin_closes_before_the_handshake() {
    assert_eq!(run_until_stdin_closes(&[]), Vec::<Value>::new());
}
