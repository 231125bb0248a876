//! `unknown-tool-succeeded`: a call of a tool that doesn't exist answered
//! as a success (no `isError`, nothing that reads as a failure). The agent
//! believes a tool ran that doesn't exist, and goes on from its "answer".

use super::{Observation, not_flagged};
use crate::plan::Probe;
use crate::text::quote;

/// A success answering the unknown-tool call.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if observation.call.probe != Probe::UnknownTool {
        return None;
    }
    // A result at all, not flagged, and not a failure in words (that is
    // `error-not-flagged`'s finding).
    observation.answer.result()?;
    if observation.is_error_result() || not_flagged::failure_in(observation).is_some() {
        return None;
    }
    Some(format!(
        "a tool that doesn't exist answered with a success: {}",
        quote(&observation.answer.readable_text())
    ))
}

#[cfg(test)]
mod tests {
    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::UnknownToolSucceeded;

    #[test]
    fn a_success_for_a_tool_that_doesnt_exist_is_found() {
        let unknown = call(Probe::UnknownTool);
        for success in [text_result("ok", None), text_result("ok", Some(false))] {
            assert!(
                verdict(ID, None, &unknown, &success)
                    .unwrap()
                    .contains("\"ok\"")
            );
        }
        for failure in [
            text_result("No tool x. Use a or b.", Some(true)),
            text_result("Error: unknown tool x", None),
            Answer::Protocol {
                code: -32602,
                message: "Unknown tool".into(),
                data: None,
            },
        ] {
            assert!(verdict(ID, None, &unknown, &failure).is_none());
        }
        assert!(
            verdict(
                ID,
                None,
                &call(Probe::UnknownArgument),
                &text_result("ok", None)
            )
            .is_none()
        );
    }
}
