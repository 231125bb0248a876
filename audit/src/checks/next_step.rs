//! `error-without-next-step`: an error whose text doesn't tell the agent
//! what to do about it.
//!
//! A next step is a retry delay (`retryAfterMs`), or one of the words and
//! phrases in [`NEXT_STEP`] ("retry", "fix", "check", "use", "must be",
//! "instead", "ask", "escalate", "sign in"…) in the error's description,
//! as whole words. Generic texts are left to `generic-error-text`.

use toolerror::agent::read::Decision;

use super::Observation;
use super::generic_text::error_words;
use crate::text::{quote, without_sdk_prefix};

/// Words and phrases that tell an agent what to do next.
const NEXT_STEP: &[&str] = &[
    "retry",
    "retrying",
    "try again",
    "try later",
    "call again",
    "again later",
    "wait",
    "fix",
    "correct",
    "check",
    "use",
    "provide",
    "pass",
    "send",
    "supply",
    "give",
    "include",
    "specify",
    "set",
    "add",
    "remove",
    "omit",
    "change",
    "choose",
    "pick",
    "select",
    "ask",
    "escalate",
    "contact",
    "hand off",
    "sign in",
    "log in",
    "request access",
    "instead",
    "expected",
    "expects",
    "must be",
    "must",
    "should be",
    "looks like",
    "look like",
    "one of",
    "valid",
    "allowed",
    "did you mean",
    "available tools",
    "reduce",
    "shorten",
    "split",
    "narrow",
    "repeat",
];

/// An error result of a listed tool that names no next step.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if !observation.is_error_result() || !observation.is_known_tool() {
        return None;
    }
    let Some(Decision::Failed(failure)) = &observation.decision else {
        return None;
    };
    let text = error_words(observation)?;
    if toolerror::is_generic_description(without_sdk_prefix(&text))
        || failure.retry_after.is_some()
        || names_next_step(&text)
    {
        return None;
    }
    Some(format!("nothing says what to do next: {}", quote(&text)))
}

/// Whether `text` holds one of [`NEXT_STEP`] as whole words.
pub fn names_next_step(text: &str) -> bool {
    let words: Vec<String> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '\''))
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect();
    let spaced = format!(" {} ", words.join(" "));
    NEXT_STEP
        .iter()
        .any(|step| spaced.contains(&format!(" {step} ")))
}

#[cfg(test)]
mod tests {
    use super::names_next_step;
    use crate::checks::testing::{call, text_result, tool, verdict};
    use crate::plan::Probe;

    const ID: &str = "error-without-next-step";

    #[test]
    fn next_steps_are_recognised_as_words() {
        assert!(names_next_step(
            "The payment service timed out. Retry in 30 seconds."
        ));
        assert!(names_next_step("booking_id must be like B-2041"));
        assert!(names_next_step(
            "Refunds over $100 need a person: escalate to a human agent."
        ));
        assert!(names_next_step(
            "Delivered orders can't be cancelled. Offer a return instead."
        ));
        assert!(!names_next_step("KeyError: 'nope'"));
        assert!(!names_next_step("Order not found"));
        // Whole words: "users" is not "use", "settings" is not "set".
        assert!(!names_next_step("users settings checked_out"));
    }

    #[test]
    fn an_error_without_one_is_found_and_generic_text_left_to_its_rule() {
        let tool = tool(None);
        let given = call(Probe::UnknownArgument);
        assert!(
            verdict(
                ID,
                Some(&tool),
                &given,
                &text_result("Order not found", Some(true))
            )
            .is_some()
        );
        assert!(
            verdict(
                ID,
                Some(&tool),
                &given,
                &text_result("Operation failed", Some(true))
            )
            .is_none()
        );
        assert!(
            verdict(
                ID,
                Some(&tool),
                &given,
                &text_result("No order 7. Check the id.", Some(true))
            )
            .is_none()
        );
        assert!(
            verdict(
                ID,
                Some(&tool),
                &given,
                &text_result("Order not found", None)
            )
            .is_none()
        );
    }
}
