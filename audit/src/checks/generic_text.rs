//! `generic-error-text`: an error that says nothing beyond "it failed"
//! ("Operation failed", "Something went wrong. Please try again."), by the
//! rule `#[derive(ToolError)]` rejects descriptions with
//! ([`toolerror::is_generic_description`]), after taking off the wrapper
//! an SDK puts around a raised error ("Error executing tool x: ").

use serde_json::Value;
use toolerror::formats::read::Decision;

use super::Observation;
use crate::answer::Answer;
use crate::text::{quote, without_sdk_prefix};

/// The words of the error, when they are generic.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    let text = error_words(observation)?;
    is_generic(&text).then(|| quote(&text))
}

/// Whether the words a server wrote, its SDK's wrapper taken off, are
/// generic: a text the crate's rule rejects (nothing at all, "error",
/// "null", "Operation failed"…), or a value a language printed for want of
/// a message, which no description would be written as (Python's `None`,
/// JavaScript's `[object Object]`).
pub fn is_generic(text: &str) -> bool {
    const PRINTED_FOR_WANT_OF_A_MESSAGE: &[&str] = &["none", "[object object]"];
    let words = without_sdk_prefix(text);
    let bare = words
        .trim_matches(|c: char| c.is_whitespace() || matches!(c, '.' | '!' | ':' | '"' | '\''))
        .to_lowercase();
    PRINTED_FOR_WANT_OF_A_MESSAGE.contains(&bare.as_str())
        || toolerror::is_generic_description(words)
}

/// What the error says: an error result's description (the payload's,
/// else its first text), or a JSON-RPC error's message.
/// An error result that holds no words of the server's own is nothing
/// at all: the reader's sentence for it isn't the server's.
pub fn error_words(observation: &Observation<'_>) -> Option<String> {
    match observation.answer {
        Answer::Protocol { message, .. } => Some(message.clone()),
        Answer::Result(result) if observation.is_error_result() => match &observation.decision {
            Some(Decision::Failed(_)) if !states_words(result) => Some(String::new()),
            Some(Decision::Failed(failure)) => Some(failure.description.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a result holds words: a text block, or its payload's
/// `description` or `message`, not blank.
fn states_words(result: &Value) -> bool {
    let stated = |value: Option<&Value>| {
        value
            .and_then(Value::as_str)
            .is_some_and(|text| !text.trim().is_empty())
    };
    let in_text = result
        .get("content")
        .and_then(Value::as_array)
        .is_some_and(|blocks| blocks.iter().any(|block| stated(block.get("text"))));
    let in_payload = result.get("structuredContent").is_some_and(|payload| {
        stated(payload.get("description")) || stated(payload.get("message"))
    });
    in_text || in_payload
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, tool, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::GenericErrorText;

    #[test]
    fn generic_texts_are_found_through_the_sdk_wrapper() {
        let tool = tool(None);
        let given = call(Probe::UnknownArgument);
        for text in [
            "Operation failed",
            "Error executing tool t: Operation failed",
            "Error calling tool 't': Operation failed",
            "Something went wrong. Please try again.",
            // What FastMCP makes of `raise Exception()`, `Exception(None)`,
            // and a JavaScript object turned to text.
            "Error executing tool a_empty: ",
            "Error executing tool b_none: None",
            "Error executing tool c: [object Object]",
            "[object Object]",
            "undefined",
        ] {
            assert!(
                verdict(ID, Some(&tool), &given, &text_result(text, Some(true))).is_some(),
                "{text}"
            );
        }
        // An error with no words at all, which the reader describes in
        // its own.
        for silent in [
            json!({"content": [], "isError": true}),
            json!({"content": [{"type": "text", "text": "  "}], "isError": true}),
        ] {
            let answer = Answer::Result(silent);
            assert!(
                verdict(ID, Some(&tool), &given, &answer).is_some(),
                "{answer:?}"
            );
        }
        let protocol = Answer::Protocol {
            code: -32603,
            message: "Internal error".into(),
            data: None,
        };
        assert!(verdict(ID, Some(&tool), &given, &protocol).is_some());
    }

    #[test]
    fn specific_texts_and_successes_pass() {
        let tool = tool(None);
        let given = call(Probe::UnknownArgument);
        let specific = "No booking B-7: check the id, then call again.";
        assert!(verdict(ID, Some(&tool), &given, &text_result(specific, Some(true))).is_none());
        assert!(
            verdict(
                ID,
                Some(&tool),
                &given,
                &text_result("Operation failed", None)
            )
            .is_none()
        );
    }
}
