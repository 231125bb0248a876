//! Propagation: escalations keep what a subagent couldn't resolve, with
//! context, and calls that were not run still answer with an error.

use std::time::Duration;

use serde_json::{Value, json};
use toolerror::ToReply;
use toolerror::agent::propagate::{Escalation, NotRun};
use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_result};
use toolerror::{Category, ToolError, ToolErrorExt};

mod sources;
use sources::SourceError;

#[test]
fn escalation_keeps_category_and_retryability() {
    use SourceError::*;
    for error in [Timeout, BadQuery, NotLicensed, Denied] {
        let category = error.category();
        let escalation = Escalation::new(error)
            .attempts(3)
            .elapsed(Duration::from_millis(2500));
        assert_eq!(escalation.category(), category);
        assert_eq!(escalation.is_retryable(), category.is_retryable());
        assert!(
            escalation
                .description()
                .contains("(3 attempts over 2.5 s.)")
        );
    }
    let escalation = Escalation::new(Timeout)
        .attempts(2)
        .partial_results(&["B-2041"])
        .alternative("Search the partner fleet instead.");
    assert_eq!(escalation.retry_after(), Some(Duration::from_secs(10)));
    assert_eq!(escalation.code(), "timeout");
    assert_eq!(
        Value::Object(escalation.details().unwrap()),
        json!({"attempts": 2, "partialResults": ["B-2041"], "alternatives": ["Search the partner fleet instead."]})
    );
}

#[test]
fn calls_not_run_still_answer_with_an_error() {
    for (not_run, retryable) in [
        (
            NotRun::SiblingFailed {
                sibling: "charge_deposit".into(),
            },
            true,
        ),
        (NotRun::Cancelled, true),
        (NotRun::BudgetExhausted, false),
    ] {
        let block = not_run.to_reply().to_claude("toolu_7");
        assert!(block.is_error);
        assert_eq!(block.tool_use_id, "toolu_7");
        let Decision::Failed(failure) =
            read_result(Format::Claude, &serde_json::to_value(&block).unwrap())
        else {
            panic!("a call not run reads as a failure")
        };
        assert_eq!(failure.retryable, Some(retryable));
        assert!(failure.description.contains("not run"));
    }
}

#[test]
fn an_escalation_of_a_blank_description_still_says_what_to_do() {
    let escalated = Escalation::new(BlankDescription).attempts(1);
    assert_eq!(
        escalated.description(),
        format!(
            "{} (1 attempt.)",
            toolerror::fallback_description(Category::Transient)
        )
    );
}

/// A hand-written error whose description is blank.
#[derive(Debug)]
struct BlankDescription;

impl ToolError for BlankDescription {
    fn category(&self) -> Category {
        Category::Transient
    }
    fn description(&self) -> std::borrow::Cow<'_, str> {
        " ".into()
    }
    fn code(&self) -> &str {
        "blank"
    }
}

#[test]
fn context_survives_the_cut() {
    #[derive(Debug)]
    struct Wordy;
    impl ToolError for Wordy {
        fn category(&self) -> Category {
            Category::Transient
        }
        fn description(&self) -> std::borrow::Cow<'_, str> {
            "The upstream is slow. ".repeat(1_000).into()
        }
        fn code(&self) -> &str {
            "slow"
        }
    }
    let escalated = Escalation::new(Wordy)
        .attempts(4)
        .alternative("Ask the customer to try the web shop.");
    let payload = escalated.to_payload();
    assert!(payload.description().len() <= toolerror::ErrorPayload::MAX_DESCRIPTION_BYTES);
    assert!(
        payload
            .description()
            .ends_with(" (4 attempts.) Alternatives: Ask the customer to try the web shop."),
        "{}",
        payload.description()
    );
    assert!(
        payload
            .description()
            .contains(toolerror::ErrorPayload::TRUNCATION_MARKER)
    );
}

#[test]
fn escalations_and_calls_not_run_are_rmcp_handler_errors() {
    use rmcp::handler::server::tool::IntoCallToolResult;
    use rmcp::model::CallToolResponse;
    let complete = |response: Result<CallToolResponse, rmcp::ErrorData>| match response {
        Ok(CallToolResponse::Complete(result)) => result,
        other => panic!("not a complete tool result: {other:?}"),
    };
    let escalated: Result<String, Escalation<SourceError>> =
        Err(Escalation::new(SourceError::NotLicensed).attempts(1));
    let result = complete(escalated.into_call_tool_result());
    assert_eq!(result.is_error, Some(true));
    assert_eq!(
        result.structured_content.unwrap()["errorCategory"],
        "business"
    );
    let skipped: Result<String, NotRun> = Err(NotRun::Cancelled);
    let result = complete(skipped.into_call_tool_result());
    assert_eq!(result.is_error, Some(true));
    assert_eq!(result.structured_content.unwrap()["isRetryable"], true);
}
