//! `error-without-category`: an error result the crate's reader finds no
//! category in (`errorCategory` transient, validation, business or
//! permission, in `structuredContent` or a text block), so the agent can't
//! tell retrying from fixing its input from giving up.

use toolerror::formats::read::Decision;

use super::Observation;
use crate::text::quote;

/// An error result of a listed tool without a known category.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if !observation.is_error_result() || !observation.is_known_tool() {
        return None;
    }
    let Some(Decision::Failed(failure)) = &observation.decision else {
        return None;
    };
    if failure.category.is_some() {
        return None;
    }
    let named = observation
        .answer
        .structured()
        .and_then(|structured| structured.get("errorCategory"))
        .map(|category| format!(" (errorCategory {category} is none of the four)"))
        .unwrap_or_default();
    Some(format!(
        "isError: true, and no errorCategory an agent can act on{named}: {}",
        quote(&failure.description)
    ))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, tool, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::ErrorWithoutCategory;

    #[test]
    fn a_bare_error_text_has_no_category() {
        let tool = tool(None);
        let given = call(Probe::UnknownArgument);
        assert!(
            verdict(
                ID,
                Some(&tool),
                &given,
                &text_result("KeyError: 'nope'", Some(true))
            )
            .is_some()
        );
        let odd = Answer::Result(json!({"content": [{"type": "text", "text": "x"}],
            "structuredContent": {"errorCategory": "fatal", "description": "x"}, "isError": true}));
        assert!(
            verdict(ID, Some(&tool), &given, &odd)
                .unwrap()
                .contains("\"fatal\"")
        );
    }

    #[test]
    fn a_category_in_text_or_structured_content_counts() {
        let tool = tool(None);
        let given = call(Probe::UnknownArgument);
        let payload =
            "{\"errorCategory\":\"validation\",\"isRetryable\":true,\"description\":\"Fix id.\"}";
        assert!(verdict(ID, Some(&tool), &given, &text_result(payload, Some(true))).is_none());
        // Successes and unknown tools are other rules' business.
        assert!(verdict(ID, Some(&tool), &given, &text_result("fine", None)).is_none());
        assert!(
            verdict(
                ID,
                None,
                &call(Probe::UnknownTool),
                &text_result("no", Some(true))
            )
            .is_none()
        );
    }
}
