//! `call-timed-out` and `server-exited`: a server that hangs or crashes
//! on a call. The audit gives up on the call (or the connection) and says
//! so, rather than hanging itself.

use super::Observation;
use crate::answer::Answer;

/// No answer within the per-call timeout.
pub fn timed_out(observation: &Observation<'_>) -> Option<String> {
    let Answer::TimedOut(after) = observation.answer else {
        return None;
    };
    Some(format!(
        "no answer within {:.1} s ({}); the audit cancelled the call",
        after.as_secs_f64(),
        observation.call.probe
    ))
}

/// The connection closed during the call.
pub fn exited(observation: &Observation<'_>) -> Option<String> {
    let Answer::Closed { reason } = observation.answer else {
        return None;
    };
    Some(format!(
        "the connection closed during the call ({}): {reason}",
        observation.call.probe
    ))
}

/// A rule about the run, not one answer (`calls-not-made`): no
/// observation breaks it; the run adds it.
pub fn of_the_run(_: &Observation<'_>) -> Option<String> {
    None
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    #[test]
    fn hangs_and_crashes_are_findings() {
        let unknown = call(Probe::UnknownArgument);
        let hung = Answer::TimedOut(Duration::from_secs(2));
        assert!(
            verdict(CheckId::CallTimedOut, None, &unknown, &hung)
                .unwrap()
                .contains("2.0 s")
        );
        let closed = Answer::Closed {
            reason: "exit status 3".into(),
        };
        assert!(
            verdict(CheckId::ServerExited, None, &unknown, &closed)
                .unwrap()
                .contains("exit status 3")
        );
        let fine = text_result("ok", None);
        assert!(verdict(CheckId::CallTimedOut, None, &unknown, &fine).is_none());
        assert!(verdict(CheckId::ServerExited, None, &unknown, &fine).is_none());
    }
}
