//! `unbounded-error`: a failure answering an oversized argument that grows
//! with it (the input echoed back), filling the agent's context with its
//! own call. Found when the answer to the [`OVERSIZED_BYTES`] string
//! takes at least a quarter of that.

use super::Observation;
use crate::plan::{OVERSIZED_BYTES, Probe};

/// The smallest answer to the oversized call that counts as grown with it.
pub const GROWN_BYTES: usize = OVERSIZED_BYTES / 4;

/// A failure answering the oversized call at [`GROWN_BYTES`] or more.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    let Probe::Oversized { argument } = &observation.call.probe else {
        return None;
    };
    if !observation.is_failure() {
        return None;
    }
    let size = observation.wire_bytes;
    (size >= GROWN_BYTES).then(|| {
        format!(
            "`{argument}` of {OVERSIZED_BYTES} bytes was answered with a {size}-byte {}",
            observation.answer.kind()
        )
    })
}

#[cfg(test)]
mod tests {
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::UnboundedError;

    #[test]
    fn an_echoed_input_is_found_and_a_bounded_answer_passes() {
        let oversized = call(Probe::Oversized {
            argument: "id".into(),
        });
        let echoed = format!("KeyError: '{}'", "x".repeat(65536));
        let evidence = verdict(ID, None, &oversized, &text_result(&echoed, Some(true))).unwrap();
        assert!(evidence.contains("65536 bytes"), "{evidence}");
        assert!(
            verdict(
                ID,
                None,
                &oversized,
                &text_result("id is at most 64 characters long", Some(true))
            )
            .is_none()
        );
        // A success that returns what it stored is not an error's business.
        assert!(verdict(ID, None, &oversized, &text_result(&"x".repeat(65536), None)).is_none());
        // The size on the wire counts, not the bounded text the checks read.
        let (bounded, wire) = text_result(&echoed, Some(true)).bounded();
        let observation =
            crate::checks::Observation::new(None, &oversized, &bounded).with_context(&[], wire);
        let evidence = super::check(&observation).unwrap();
        assert!(evidence.contains(&format!("a {wire}-byte")), "{evidence}");
    }
}
