// Templates over the same fields of the same types share one arm, each
// variant reading its own template from a table: every variant still
// shows its own text.
use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Refund {
    #[error("over limit")]
    #[category(business)]
    #[tool_error(description = "Refund of ${amount} exceeds the ${limit} ceiling. Escalate.")]
    OverLimit { amount: u32, limit: u32 },

    #[error("under minimum")]
    #[category(validation)]
    #[tool_error(description = "Refund of ${amount} is under the ${limit} minimum; ask for more.")]
    UnderMinimum { amount: u32, limit: u32 },

    #[error("daily cap")]
    #[category(business)]
    #[tool_error(description = "{amount} refunds today reach the cap of {limit}. Try tomorrow.")]
    DailyCap { amount: u32, limit: u32 },

    #[error("other shape")]
    #[category(validation)]
    #[tool_error(description = "Refund {id} of {amount} dollars is malformed; fix the id.")]
    Malformed { id: String, amount: u32 },

    #[error("tuple")]
    #[category(business)]
    #[tool_error(description = "Account {0} holds {1} refunds already; take another path.")]
    Held(String, u32),

    #[error("tuple again")]
    #[category(business)]
    #[tool_error(description = "Account {0} reached {1} refunds this month; take another path.")]
    Monthly(String, u32),
}

fn main() {
    let cases = [
        (
            Refund::OverLimit { amount: 140, limit: 100 },
            "Refund of $140 exceeds the $100 ceiling. Escalate.",
        ),
        (
            Refund::UnderMinimum { amount: 2, limit: 5 },
            "Refund of $2 is under the $5 minimum; ask for more.",
        ),
        (
            Refund::DailyCap { amount: 7, limit: 7 },
            "7 refunds today reach the cap of 7. Try tomorrow.",
        ),
        (
            Refund::Malformed { id: "R-1".into(), amount: 3 },
            "Refund R-1 of 3 dollars is malformed; fix the id.",
        ),
        (
            Refund::Held("A-9".into(), 4),
            "Account A-9 holds 4 refunds already; take another path.",
        ),
        (
            Refund::Monthly("A-9".into(), 12),
            "Account A-9 reached 12 refunds this month; take another path.",
        ),
    ];
    for (error, text) in cases {
        assert_eq!(error.description(), text);
    }
}
