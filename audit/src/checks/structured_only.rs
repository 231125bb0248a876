//! `structured-only-error`: an error result with `structuredContent` and
//! no text. Claude Code, the Anthropic SDK's MCP helpers and LangChain's
//! adapters drop `structuredContent` on errors and show the model the
//! text blocks alone: here, nothing. (The spec also asks for structured
//! content to be mirrored in a text block.)

use super::Observation;
use crate::text::cut;

/// An error result whose only content is structured.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if !observation.is_error_result() {
        return None;
    }
    let structured = observation.answer.structured()?;
    if observation
        .answer
        .texts()
        .iter()
        .any(|text| !text.trim().is_empty())
    {
        return None;
    }
    Some(format!(
        "isError: true, structuredContent {} and no text block: hosts that drop structuredContent on errors show the model nothing",
        cut(&structured.to_string(), 200)
    ))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::StructuredOnlyError;

    #[test]
    fn structured_content_without_a_text_mirror_is_found() {
        let given = call(Probe::UnknownArgument);
        let bare = Answer::Result(
            json!({"content": [], "structuredContent": {"errorCategory": "business"}, "isError": true}),
        );
        assert!(verdict(ID, None, &given, &bare).is_some());
        let blank = Answer::Result(
            json!({"content": [{"type": "text", "text": " "}], "structuredContent": {"a": 1}, "isError": true}),
        );
        assert!(verdict(ID, None, &given, &blank).is_some());
        let mirrored = Answer::Result(
            json!({"content": [{"type": "text", "text": "{\"a\":1}"}], "structuredContent": {"a": 1}, "isError": true}),
        );
        assert!(verdict(ID, None, &given, &mirrored).is_none());
        let success = Answer::Result(json!({"content": [], "structuredContent": {"a": 1}}));
        assert!(verdict(ID, None, &given, &success).is_none());
    }
}
