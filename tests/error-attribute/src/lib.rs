//! `#[derive(TakesErrorAttribute)]` accepts `#[error(…)]` on a type and
//! writes nothing, so that a test can give a type an `#[error]` text and a
//! hand-written `Display` that shows something else: what
//! `#[derive(ToolError)]` must never trust to be the text it checked.

use proc_macro::TokenStream;

/// Accepts `#[error(…)]` and writes nothing.
#[proc_macro_derive(TakesErrorAttribute, attributes(error))]
pub fn takes_error_attribute(_input: TokenStream) -> TokenStream {
    TokenStream::new()
}
