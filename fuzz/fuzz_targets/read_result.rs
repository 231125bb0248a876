//! Reading any bytes as a tool result of any format never panics, and
//! whatever a result claims, a known category decides retryability.
#![no_main]

use libfuzzer_sys::fuzz_target;
use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_json};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for format in Format::ALL {
        if let Decision::Failed(failure) = read_json(format, text)
            && let Some(category) = failure.category
        {
            assert_eq!(failure.retryable, Some(category.is_retryable()));
        }
    }
});
