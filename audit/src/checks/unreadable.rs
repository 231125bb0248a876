//! `unreadable-result`: an answer to `tools/call` the client can't read as
//! a tool result or a JSON-RPC error (`"content": "oops"`, a string where
//! the schema wants a list of blocks). A host's client fails the same way:
//! the agent gets an error of its own client, not the server's words.

use super::Observation;
use crate::answer::Answer;

/// An answer the client couldn't read.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    let Answer::Unreadable(why) = observation.answer else {
        return None;
    };
    Some(format!(
        "the answer is no tool result an MCP client can read (the client said: {}); the agent sees its client's error, not the server's",
        crate::text::cut(why, 200)
    ))
}

#[cfg(test)]
mod tests {
    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::UnreadableResult;

    #[test]
    fn only_unreadable_answers_are_found() {
        let given = call(Probe::UnknownArgument);
        let evidence = verdict(
            ID,
            None,
            &given,
            &Answer::Unreadable("Unexpected response type".into()),
        )
        .unwrap();
        assert!(evidence.contains("Unexpected response type"), "{evidence}");
        assert!(verdict(ID, None, &given, &text_result("x", Some(true))).is_none());
        assert!(verdict(ID, None, &given, &Answer::Unfinished("a task".into())).is_none());
    }
}
