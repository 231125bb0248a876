//! `reserved-error-code`: a JSON-RPC error code in a range JSON-RPC or
//! MCP keeps for itself (MCP 2026-07-28, "Error Codes"):
//!
//! - -32700 and -32600..-32603 are JSON-RPC's own, used as it defines them;
//! - -32000..-32019 are MCP's legacy, implementation-defined range (SHOULD
//!   NOT be used; -32002, resource not found, has a meaning);
//! - -32020..-32099 are reserved for codes the specification defines
//!   (-32042, URL elicitation required): implementations MUST NOT send
//!   others;
//! - the rest of -32768..-32000 is reserved by JSON-RPC.
//!
//! Application codes go outside -32768..-32000.

use super::Observation;
use crate::answer::Answer;
use crate::text::quote;

/// Codes JSON-RPC or the MCP specification defines.
const DEFINED: &[i64] = &[-32700, -32600, -32601, -32602, -32603, -32002, -32042];

/// The range `code` falls in, when sending it is a mistake.
pub fn reserved_range(code: i64) -> Option<&'static str> {
    if DEFINED.contains(&code) {
        return None;
    }
    match code {
        -32019..=-32000 => {
            Some("MCP's legacy range -32000..-32019, which implementations should not use")
        }
        -32099..=-32020 => {
            Some("the range -32020..-32099, reserved for codes the MCP specification defines")
        }
        -32768..=-32100 => Some("JSON-RPC's reserved range -32768..-32000"),
        _ => None,
    }
}

/// A JSON-RPC error whose code is reserved.
pub fn check(observation: &Observation<'_>) -> Option<String> {
    let Answer::Protocol { code, message, .. } = observation.answer else {
        return None;
    };
    let range = reserved_range(*code)?;
    Some(format!("code {code} is in {range}: {}", quote(message)))
}

#[cfg(test)]
mod tests {
    use super::reserved_range;
    use crate::answer::Answer;
    use crate::checks::CheckId;
    use crate::checks::testing::{call, verdict};
    use crate::plan::Probe;

    #[test]
    fn the_ranges() {
        for code in [
            -32000, -32001, -32019, -32020, -32050, -32099, -32100, -32768,
        ] {
            assert!(reserved_range(code).is_some(), "{code}");
        }
        for code in [
            -32700, -32600, -32601, -32602, -32603, -32002, -32042, -31050, -32769, 1, 0, 404,
        ] {
            assert!(reserved_range(code).is_none(), "{code}");
        }
    }

    #[test]
    fn a_reserved_code_is_found() {
        let given = call(Probe::UnknownTool);
        let answer = Answer::Protocol {
            code: -32050,
            message: "Tool not available".into(),
            data: None,
        };
        let evidence = verdict(CheckId::ReservedErrorCode, None, &given, &answer).unwrap();
        assert!(
            evidence.contains("-32050") && evidence.contains("-32020..-32099"),
            "{evidence}"
        );
    }
}
