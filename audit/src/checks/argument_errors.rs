//! `invalid-arguments-as-protocol-error`: arguments that don't fit the
//! tool's `inputSchema`, answered with a JSON-RPC error.
//!
//! MCP (SEP-1303, spec 2025-11-25 on) makes invalid arguments a tool
//! result with `isError: true`: the model reads those and can fix its
//! call; most hosts never show it a JSON-RPC error.

use super::Observation;
use crate::answer::Answer;
use crate::text::quote;

/// A derived call with invalid arguments (wrong type, required argument
/// missing, unknown argument) answered with a JSON-RPC error.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if !observation.call.probe.is_invalid_arguments() {
        return None;
    }
    let Answer::Protocol { code, message, .. } = observation.answer else {
        return None;
    };
    Some(format!(
        "{} was answered with JSON-RPC error {code}: {}",
        observation.call.probe,
        quote(message)
    ))
}

#[cfg(test)]
mod tests {
    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::{Expect, Probe};

    const ID: CheckId = CheckId::InvalidArgumentsAsProtocolError;

    #[test]
    fn a_protocol_error_for_bad_arguments_is_found() {
        let missing = call(Probe::Missing {
            argument: "id".into(),
        });
        let answer = Answer::Protocol {
            code: -32602,
            message: "Invalid params".into(),
            data: None,
        };
        let evidence = verdict(ID, None, &missing, &answer).unwrap();
        assert!(
            evidence.contains("-32602") && evidence.contains("`id`"),
            "{evidence}"
        );
    }

    #[test]
    fn a_tool_result_or_a_given_call_is_not() {
        let missing = call(Probe::Missing {
            argument: "id".into(),
        });
        assert!(
            verdict(
                ID,
                None,
                &missing,
                &text_result("id is required", Some(true))
            )
            .is_none()
        );
        let given = call(Probe::Given(Expect::Any));
        let answer = Answer::Protocol {
            code: -32602,
            message: "Invalid params".into(),
            data: None,
        };
        assert!(verdict(ID, None, &given, &answer).is_none());
    }
}
