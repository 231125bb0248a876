//! Reading any bytes as a tool result never panics, and whatever a result
//! claims, a known category decides retryability.
#![no_main]

use libfuzzer_sys::fuzz_target;
use toolerror::agent::read::{Decision, read_claude_json, read_mcp_json};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for outcome in [read_mcp_json(text), read_claude_json(text)] {
        if let Decision::Failed(failure) = outcome
            && let Some(category) = failure.category
        {
            assert_eq!(failure.retryable, Some(category.is_retryable()));
        }
    }
});
