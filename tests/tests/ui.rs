//! Compile-time checks: every misuse of the derive and of the runtime API
//! fails with the message in the committed `.stderr` file beside it; the
//! `pass` cases must compile cleanly.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui/fail/*.rs");
    cases.pass("ui/pass/*.rs");
}
