//! Compile-time checks: every misuse of the derive and of the runtime API
//! fails with the message in the committed `.stderr` file beside it, in a
//! folder per topic; the `pass` cases must compile cleanly.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    // The attribute grammar: names, forms, options, where each may appear.
    cases.compile_fail("ui/fail/attributes/*.rs");
    // Codes: their characters, length and uniqueness.
    cases.compile_fail("ui/fail/codes/*.rs");
    // Retryability and delays: what each category allows.
    cases.compile_fail("ui/fail/retry/*.rs");
    // Templates and `#[error]` texts: placeholders, arguments, escapes.
    cases.compile_fail("ui/fail/texts/*.rs");
    // Texts that say nothing, whatever their spelling.
    cases.compile_fail("ui/fail/generic_texts/*.rs");
    // What the agent may see: public fields, errors, `AgentVisible`.
    cases.compile_fail("ui/fail/visibility/*.rs");
    // Classified, unexpected and transparent variants.
    cases.compile_fail("ui/fail/runtime_decided/*.rs");
    // The result kinds: empty results and outcomes.
    cases.compile_fail("ui/fail/outcomes/*.rs");
    // A shown field whose name says it holds a secret.
    cases.compile_fail("ui/fail/secrets/*.rs");
    // `#[derive(AgentVisible)]`: claims proven where they are made.
    cases.compile_fail("ui/fail/vouching/*.rs");
    // Items of the user's module named like the derive's bindings.
    cases.compile_fail("ui/fail/names/*.rs");
    cases.pass("ui/pass/*.rs");
}
