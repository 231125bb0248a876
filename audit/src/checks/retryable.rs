//! `retryable-business-or-permission`: a business or permission error
//! that claims `isRetryable: true`. The same policy applies on every
//! attempt, so an agent that believes it loops; the crate's reader reports
//! the contradiction.

use toolerror::Category;
use toolerror::formats::read::{Decision, Inconsistency};

use super::Observation;

/// A business or permission failure claiming to be retryable.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    let Some(Decision::Failed(failure)) = &observation.decision else {
        return None;
    };
    match failure.inconsistency {
        Some(Inconsistency::RetryabilityContradictsCategory {
            category: category @ (Category::Business | Category::Permission),
            claimed: true,
        }) => Some(format!(
            "errorCategory {category} with isRetryable: true (code {})",
            failure.code.as_deref().unwrap_or("none")
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::checks::CheckId;
    use crate::checks::testing::{call, text_result, verdict};
    use crate::plan::Probe;

    const ID: CheckId = CheckId::RetryableBusinessOrPermission;

    #[test]
    fn a_retryable_business_error_is_found() {
        let given = call(Probe::UnknownArgument);
        let bad = "{\"errorCategory\":\"business\",\"isRetryable\":true,\"description\":\"Over the limit; escalate.\",\"code\":\"over_limit\"}";
        let evidence = verdict(ID, None, &given, &text_result(bad, Some(true))).unwrap();
        assert!(
            evidence.contains("business") && evidence.contains("over_limit"),
            "{evidence}"
        );
        let good = bad.replace("\"isRetryable\":true", "\"isRetryable\":false");
        assert!(verdict(ID, None, &given, &text_result(&good, Some(true))).is_none());
        let transient = bad.replace("business", "transient");
        assert!(verdict(ID, None, &given, &text_result(&transient, Some(true))).is_none());
    }
}
