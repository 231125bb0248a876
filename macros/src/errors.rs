//! Collects every mistake in an input, so the user sees them all at once.

use std::fmt::Display;

use quote::ToTokens;

#[derive(Default)]
pub struct Errors {
    combined: Option<syn::Error>,
}

impl Errors {
    pub fn push(&mut self, error: syn::Error) {
        match &mut self.combined {
            Some(combined) => combined.combine(error),
            None => self.combined = Some(error),
        }
    }

    pub fn spanned(&mut self, tokens: impl ToTokens, message: impl Display) {
        self.push(syn::Error::new_spanned(tokens, message));
    }

    pub fn finish(self) -> Result<(), syn::Error> {
        self.combined.map_or(Ok(()), Err)
    }
}
