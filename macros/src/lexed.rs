//! Code the derive writes as text and has the compiler lex in one call:
//! or-patterns of variants matched without bindings, and the const tables.
//! Made token by token, each of their many tokens would cross the
//! proc-macro bridge on its own. They need no span: no error can point
//! into them.

use proc_macro2::TokenStream;
use quote::quote;

use crate::ast::Variant;

/// The alias of the runtime's `__private_v1` module inside the generated
/// `const _` block: one token per path instead of four keeps the output, and
/// the compiler's work on it, small.
pub const PRIVATE: &str = "__toolerror";

/// `text`, which this crate wrote, as tokens: lexed by the compiler in one
/// call (`proc_macro2`'s own parse would first lex it again to check it).
pub fn lexed(text: &str) -> TokenStream {
    if proc_macro::is_available()
        && let Ok(tokens) = text.parse::<proc_macro::TokenStream>()
    {
        return tokens.into();
    }
    text.parse().unwrap_or_else(|_| {
        let message = format!("#[derive(ToolError)] wrote tokens it can't read back: {text}; please report this as a bug of toolerror");
        quote!(::core::compile_error!(#message))
    })
}

/// `Self::r#A { .. } | Self::r#B { .. }`: variants matched without
/// binding a field, as text.
#[derive(Default)]
pub struct Alternatives(String);

impl Alternatives {
    pub fn push(&mut self, variant: &Variant<'_>) {
        if !self.0.is_empty() {
            self.0.push_str(" | ");
        }
        self.0.push_str(&variant.path);
        self.0.push_str(" { .. }");
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// `patterns => value,` as tokens.
    pub fn arm(&self, value: &str) -> TokenStream {
        lexed(&format!("{} => {value},", self.0))
    }

    pub fn of<'v, 'a: 'v>(variants: impl IntoIterator<Item = &'v Variant<'a>>) -> Self {
        let mut alternatives = Alternatives::default();
        for variant in variants {
            alternatives.push(variant);
        }
        alternatives
    }
}

/// `[a,b,c,]`: a const table's items, as text.
pub fn list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let mut out = String::from("[");
    for item in items {
        use std::fmt::Write as _;
        let _ = write!(out, "{item},");
    }
    out.push(']');
    out
}
