//! rig (`rig-core`): a rig `Tool` keeps a derived enum as its `Error`, and
//! rig's execution error carries the category's kind, retryability, code
//! and the payload as the model's output.

use rig_core::tool::{Tool, ToolContext, ToolErrorKind, ToolExecutionError, ToolResult};
use serde::Deserialize;
use serde_json::{Value, json};

#[derive(Debug, thiserror::Error, toolerror::ToolError)]
enum RefundError {
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(description = "The payment service timed out. Retry in 30 seconds.")]
    GatewayTimeout,
    #[error("ledger write timed out")]
    #[category(transient, outcome_unknown)]
    #[tool_error(description = "The ledger did not confirm the write. Check before retrying.")]
    LedgerTimeout,
    #[error("amount {0} is not positive")]
    #[category(validation)]
    #[tool_error(description = "amount_usd must be positive, such as 40. Fix it and call again.")]
    BadAmount(f64),
    #[error("refund of {0} over the limit")]
    #[category(business)]
    #[tool_error(description = "Refunds over $100 need a person. Escalate.")]
    OverLimit(f64),
    #[error("booking of customer {0}")]
    #[category(permission)]
    #[tool_error(description = "This booking belongs to another customer. Escalate.")]
    NotYours(String),
}

#[derive(Deserialize)]
struct Args {
    amount_usd: f64,
}

struct Refund;

impl Tool for Refund {
    const NAME: &'static str = "refund";
    type Args = Args;
    type Output = String;
    type Error = RefundError;

    fn description(&self) -> String {
        "Refunds a booking".into()
    }

    fn parameters(&self) -> Value {
        json!({"type": "object", "properties": {"amount_usd": {"type": "number"}}})
    }

    fn map_error(&self, error: RefundError) -> ToolExecutionError {
        error.into()
    }

    async fn call(&self, _: &mut ToolContext, args: Args) -> Result<String, RefundError> {
        match args.amount_usd {
            amount if amount <= 0.0 => Err(RefundError::BadAmount(amount)),
            amount if amount > 100.0 => Err(RefundError::OverLimit(amount)),
            amount => Ok(format!("refunded ${amount}")),
        }
    }
}

#[test]
fn each_category_becomes_its_rig_kind() {
    let cases = [
        (
            RefundError::GatewayTimeout,
            ToolErrorKind::RateLimited,
            true,
            "gateway_timeout",
        ),
        (
            RefundError::LedgerTimeout,
            ToolErrorKind::Timeout,
            true,
            "ledger_timeout",
        ),
        (
            RefundError::BadAmount(-1.0),
            ToolErrorKind::InvalidArgs,
            true,
            "bad_amount",
        ),
        (
            RefundError::OverLimit(140.0),
            ToolErrorKind::Other,
            false,
            "over_limit",
        ),
        (
            RefundError::NotYours("C-9".into()),
            ToolErrorKind::PermissionDenied,
            false,
            "not_yours",
        ),
    ];
    for (error, kind, retryable, code) in cases {
        let expected_output = toolerror::ToReply::to_reply(&error).to_text();
        let rig = Refund.map_error(error);
        assert_eq!(rig.kind(), kind, "{code}");
        assert_eq!(rig.retryable(), Some(retryable), "{code}");
        assert_eq!(rig.code(), Some(code));
        // The model reads the payload, as the call answered it: with the
        // correlation id its log line carries (rendering alone makes none).
        let mut payload: Value = serde_json::from_str(rig.model_feedback().unwrap()).unwrap();
        let id = payload
            .as_object_mut()
            .unwrap()
            .remove("correlationId")
            .unwrap_or_else(|| panic!("{code}: an answered failure carries its id"));
        assert!(id.as_str().is_some_and(|id| !id.is_empty()), "{code}");
        let rendered: Value = serde_json::from_str(&expected_output).unwrap();
        assert_eq!(payload, rendered, "{code}");
        let payload: Value = serde_json::from_str(rig.model_feedback().unwrap()).unwrap();
        assert_eq!(payload["code"], code);
        assert_eq!(payload["isRetryable"], retryable);
    }
}

#[test]
fn the_operator_reads_the_display_and_the_model_does_not() {
    let rig = Refund.map_error(RefundError::NotYours("C-9".into()));
    assert_eq!(rig.message(), "booking of customer C-9");
    assert!(!rig.model_feedback().unwrap().contains("C-9"));
}

#[tokio::test]
async fn a_failed_call_reaches_rig_as_a_failed_tool_result() {
    let mut context = ToolContext::new();
    let error = Refund
        .call(&mut context, Args { amount_usd: 140.0 })
        .await
        .unwrap_err();
    let result = ToolResult::failed(Refund.map_error(error));
    assert!(result.is_error());
    let shown = result.output().as_text().unwrap();
    let payload: Value = serde_json::from_str(shown).unwrap();
    assert_eq!(payload["errorCategory"], "business");
    let ok = Refund
        .call(&mut context, Args { amount_usd: 40.0 })
        .await
        .unwrap();
    assert_eq!(ok, "refunded $40");
}
