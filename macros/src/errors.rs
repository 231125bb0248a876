//! Collects every mistake in an input, so the user sees them all at once.

use std::fmt::Display;

use quote::ToTokens;

#[derive(Default)]
pub struct Errors {
    errors: Vec<syn::Error>,
    /// Each message with where it points, so that a rule checked once per
    /// variant against a shared attribute (an enum-level `#[error]`, say)
    /// reports it once.
    seen: Vec<(String, String)>,
    /// A mistake that rustc reports itself (an invalid string literal):
    /// the output must be a stub, with no error of the derive's beside it.
    reported_by_rustc: bool,
}

/// What became of an input.
pub enum Verdict {
    /// No mistake: generate the impls.
    Clean,
    /// Mistakes: emit a stub, and these errors (none when rustc reports
    /// every mistake itself).
    Mistaken(Option<syn::Error>),
}

impl Errors {
    pub fn push(&mut self, error: syn::Error) {
        for error in error {
            let key = (error.to_string(), format!("{:?}", error.span()));
            if !self.seen.contains(&key) {
                self.seen.push(key);
                self.errors.push(error);
            }
        }
    }

    pub fn spanned(&mut self, tokens: impl ToTokens, message: impl Display) {
        self.push(syn::Error::new_spanned(tokens, message));
    }

    /// Moves every error of `other` here.
    pub fn absorb(&mut self, other: Errors) {
        self.reported_by_rustc |= other.reported_by_rustc;
        for error in other.errors {
            self.push(error);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.errors.is_empty()
    }

    /// Records a mistake rustc reports on its own.
    pub fn reported_by_rustc(&mut self) {
        self.reported_by_rustc = true;
    }

    pub fn finish(self) -> Verdict {
        let mut errors = self.errors.into_iter();
        let combined = errors.next().map(|mut first| {
            first.extend(errors);
            first
        });
        if combined.is_none() && !self.reported_by_rustc {
            Verdict::Clean
        } else {
            Verdict::Mistaken(combined)
        }
    }
}
