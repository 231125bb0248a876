// What the derive writes of an `#[error]` text compiles wherever
// thiserror's `Display` does, and reads the same: a path shown both by
// `{0}` (its `display()`) and `{0:?}`, and generic fields shown with
// `Debug` or `LowerHex`, whose bounds the derive infers as thiserror does.
use std::path::PathBuf;

use toolerror::ToolError;

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
#[error("cannot read {0} ({0:?}); upload the file again")]
pub struct ReadFailed(#[tool_error(public)] PathBuf);

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
#[error("value {0:?} is out of range; pick a smaller one")]
pub struct OutOfRange<T: toolerror::AgentVisible>(T);

#[derive(Debug, thiserror::Error, ToolError)]
#[category(validation)]
#[error("mask {0:x} clears every bit of {1:?}; keep one bit set")]
pub struct EmptyMask<T: toolerror::AgentVisible + std::fmt::LowerHex, U: toolerror::AgentVisible>(T, U);

fn main() {
    let read = ReadFailed(PathBuf::from("bikes.csv"));
    assert_eq!(read.description(), read.to_string());
    assert_eq!(read.description(), "cannot read bikes.csv (\"bikes.csv\"); upload the file again");
    let range = OutOfRange(vec![3u8]);
    assert_eq!(range.description(), range.to_string());
    let mask = EmptyMask(0x0fu32, 'x');
    assert_eq!(mask.description(), "mask f clears every bit of 'x'; keep one bit set");
}
