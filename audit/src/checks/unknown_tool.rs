//! `unknown-tool-unnamed`: the answer to a call of a tool that doesn't
//! exist doesn't name the tool asked for. A JSON-RPC error is an accepted
//! answer (the Python SDK 2.x and FastMCP answer with a tool result;
//! SEP-2145 proposes it), but either should say which name was wrong.

use super::Observation;
use crate::answer::Answer;
use crate::plan::{Probe, UNKNOWN_TOOL};
use crate::text::quote;

/// The answer to the unknown-tool call, when it doesn't name the tool.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    if observation.call.probe != Probe::UnknownTool {
        return None;
    }
    if !matches!(
        observation.answer,
        Answer::Result(_) | Answer::Protocol { .. }
    ) {
        return None;
    }
    // A success is `unknown-tool-succeeded`'s finding, a graver one.
    if observation.answer.result().is_some() && !observation.is_failure() {
        return None;
    }
    let text = observation.answer.readable_text();
    if text.contains(UNKNOWN_TOOL) {
        return None;
    }
    Some(format!(
        "{} doesn't name {UNKNOWN_TOOL}: {}",
        observation.answer.kind(),
        quote(&text)
    ))
}

#[cfg(test)]
mod tests {
    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::{Probe, UNKNOWN_TOOL};

    const ID: CheckId = CheckId::UnknownToolUnnamed;

    #[test]
    fn the_answer_must_name_the_tool() {
        let unknown = call(Probe::UnknownTool);
        let unnamed = Answer::Protocol {
            code: -32602,
            message: "Tool not found".into(),
            data: None,
        };
        assert!(verdict(ID, None, &unknown, &unnamed).is_some());
        let named = Answer::Protocol {
            code: -32602,
            message: format!("tool not found: `{UNKNOWN_TOOL}`"),
            data: None,
        };
        assert!(verdict(ID, None, &unknown, &named).is_none());
        let result = text_result(
            &format!("Unknown tool {UNKNOWN_TOOL}; tools: a, b"),
            Some(true),
        );
        assert!(verdict(ID, None, &unknown, &result).is_none());
        assert!(verdict(ID, None, &call(Probe::UnknownArgument), &unnamed).is_none());
    }
}
