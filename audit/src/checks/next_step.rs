//! `error-without-next-step`: an error whose text doesn't tell the agent
//! what to do about it.
//!
//! A next step is a retry delay (`retryAfterMs`), or an instruction in the
//! error's description ([`names_next_step`]): a clause (after the start,
//! a period, a colon, a semicolon, a dash or "then") that opens with a
//! verb of [`IMPERATIVES`] ("Retry…", "Check the id", "Use get_order"),
//! optionally after "please" or "you can / should / must / need to"; or
//! one of the phrases of [`NEXT_STEP_PHRASES`] anywhere ("try again",
//! "call again", "must be", "did you mean"). A verb elsewhere doesn't
//! count: "Failed to add item", "Cannot use the cache", "POST /v1/check"
//! name no step. Generic texts are left to `generic-error-text`.

use toolerror::formats::read::Decision;

use super::Observation;
use super::generic_text::{error_words, is_generic};
use crate::text::quote;

/// Verbs that, opening a clause, tell an agent what to do next.
const IMPERATIVES: &[&str] = &[
    "retry",
    "try",
    "call",
    "wait",
    "fix",
    "correct",
    "check",
    "verify",
    "confirm",
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
    "hand",
    "sign",
    "log",
    "request",
    "reduce",
    "shorten",
    "split",
    "narrow",
    "repeat",
    "offer",
    "list",
    "search",
    "look",
    "run",
    "create",
    "enter",
    "make",
    "ensure",
    "rename",
    "upgrade",
    "install",
    "enable",
    "grant",
    "refresh",
    "reconnect",
    "reauthenticate",
    "authenticate",
    "login",
    "resend",
    "resubmit",
    "re-run",
    "rerun",
    "see",
    "read",
    "go",
    "start",
    "open",
    "update",
    "lower",
    "raise",
    "increase",
    "decrease",
    "limit",
    "drop",
    "replace",
    "fetch",
    "get",
    "find",
    "query",
    "consult",
];

/// Phrases that name a next step wherever they stand.
const NEXT_STEP_PHRASES: &[&str] = &[
    "try again",
    "try later",
    "call again",
    "again later",
    "again in",
    "retry after",
    "retry in",
    "must be",
    "should be",
    "must look like",
    "must match",
    "expected one of",
    // A validator naming the type wanted ("expected string, received
    // number at order_id") says how to fix the argument.
    "expected a",
    "expected an",
    "expected string",
    "expected number",
    "expected integer",
    "expected boolean",
    "expected object",
    "expected array",
    "did you mean",
    "available tools",
    "valid values",
    "allowed values",
    "instead",
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
    if is_generic(&text) || failure.retry_after.is_some() || names_next_step(&text) {
        return None;
    }
    Some(format!("nothing says what to do next: {}", quote(&text)))
}

/// Whether `text` names a next step: a clause opening with an imperative,
/// or a next-step phrase.
pub fn names_next_step(text: &str) -> bool {
    let lower = text.to_lowercase();
    let spaced = format!(
        " {} ",
        lower
            .split(|c: char| !(c.is_alphanumeric() || c == '\''))
            .filter(|word| !word.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    );
    if NEXT_STEP_PHRASES
        .iter()
        .any(|phrase| spaced.contains(&format!(" {phrase} ")))
    {
        return true;
    }
    clauses(text).any(opens_with_imperative)
}

/// The clauses of `text`: split at sentence and clause ends, dashes and
/// "then".
fn clauses(text: &str) -> impl Iterator<Item = &str> {
    text.split(['.', ':', ';', '!', '?', '\n', '(', ')', '—', '–'])
        .flat_map(|part| part.split(" - "))
        .flat_map(|part| part.split(", then "))
        .flat_map(|part| part.split(" then "))
        .flat_map(|part| part.split(" and "))
        .map(str::trim)
}

/// Whether `clause` opens with a verb of [`IMPERATIVES`], written as a
/// word (not an all-capitals keyword: `SELECT`, `POST`).
fn opens_with_imperative(clause: &str) -> bool {
    let mut words = clause.split_whitespace().peekable();
    // "please retry", "you can retry", "you should check", "you need to use".
    if words
        .peek()
        .is_some_and(|word| word.eq_ignore_ascii_case("please"))
    {
        words.next();
    }
    if words
        .peek()
        .is_some_and(|word| word.eq_ignore_ascii_case("you"))
    {
        words.next();
        match words.next().map(str::to_lowercase).as_deref() {
            Some("can" | "may" | "should" | "must" | "could") => {}
            Some("need" | "have") => {
                if words.next().map(str::to_lowercase).as_deref() != Some("to") {
                    return false;
                }
            }
            _ => return false,
        }
    }
    let Some(first) = words.next() else {
        return false;
    };
    let word = first.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
    let shouted = word.len() > 1 && word.chars().all(|c| !c.is_lowercase());
    // "use of closed connection", "check failed": the word is a noun.
    let noun = words.next().is_some_and(|next| {
        matches!(
            next.to_lowercase().as_str(),
            "of" | "is" | "was" | "were" | "has" | "had" | "failed" | "returned" | "timed"
        )
    });
    !shouted && !noun && IMPERATIVES.contains(&word.to_lowercase().as_str())
}

#[cfg(test)]
mod tests {
    use super::names_next_step;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, tool, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::ErrorWithoutNextStep;

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
    fn a_next_step_is_an_instruction_not_any_verb() {
        for text in [
            "No booking B-7: check the id, then call again.",
            "The payment service timed out. Retry in 30 seconds.",
            "Bad q. Fix q (a record id), then call again.",
            "Quota reached; wait an hour",
            "Not allowed - contact your administrator",
            "Please provide a date.",
            "You can use get_order to list orders.",
            "You need to sign in first.",
            "Unknown region. Ask the user which region they meant.",
            "Refunds need a person: escalate.",
            "Timed out, try again",
            "Invalid input: expected string, received number at order_id",
        ] {
            assert!(names_next_step(text), "{text:?} names a next step");
        }
        for text in [
            "Failed to add item",
            "Cannot use the cache",
            "POST /v1/check returned 500",
            "SELECT COUNT(*) FROM orders failed",
            "The check failed",
            "Error while sending the request",
            "Could not select a warehouse",
            "Upstream error: use of closed connection",
        ] {
            assert!(!names_next_step(text), "{text:?} names no next step");
        }
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
