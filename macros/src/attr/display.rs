//! What the derive reads of thiserror's `#[error(...)]`.

use syn::{Attribute, Meta};

use super::value::{StrLit, is_string_literal, plain_string};
use crate::errors::Errors;

fn is_comma(token: &proc_macro2::TokenTree) -> bool {
    matches!(token, proc_macro2::TokenTree::Punct(punct) if punct.as_char() == ',')
}

/// `tokens` without the invisible groups `macro_rules!` fragments add.
fn peel(tokens: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    let mut iter = tokens.clone().into_iter();
    match (iter.next(), iter.next()) {
        (Some(proc_macro2::TokenTree::Group(group)), None)
            if group.delimiter() == proc_macro2::Delimiter::None =>
        {
            peel(group.stream())
        }
        _ => tokens,
    }
}

/// What the derive reads of thiserror's `#[error(...)]`.
pub enum DisplayForm {
    /// A lone format string, with no extra arguments: the derive can read
    /// every placeholder.
    Text(StrLit),
    /// `#[error(transparent)]`: the one field's `Display`.
    Transparent,
    /// A string literal rustc rejects itself (such as an unknown escape).
    InvalidLiteral,
    /// Anything else (extra format arguments, `fmt = ..`): the derive can't
    /// see what it shows.
    Opaque,
}

pub fn parse_display(attr: Option<&Attribute>, errors: &mut Errors) -> Option<DisplayForm> {
    let attr = attr?;
    let Meta::List(list) = &attr.meta else {
        return Some(DisplayForm::Opaque);
    };
    // Read the tokens directly: this runs for every variant, and a failed
    // parse attempt costs an error value each time.
    let mut tokens = peel(list.tokens.clone()).into_iter();
    let form = match (
        tokens.next(),
        tokens.next().filter(|token| !is_comma(token)),
        tokens.next(),
    ) {
        (Some(proc_macro2::TokenTree::Ident(ident)), None, None) if ident == "transparent" => {
            DisplayForm::Transparent
        }
        // A trailing comma, which thiserror accepts, changes nothing.
        (Some(proc_macro2::TokenTree::Literal(literal)), None, None) => {
            match plain_string(&literal) {
                Some(text) => DisplayForm::Text(text),
                None => match syn::Lit::new(literal.clone()) {
                    syn::Lit::Str(text) => DisplayForm::Text(StrLit::from_syn(&text)),
                    _ if is_string_literal(&literal) => {
                        errors.reported_by_rustc();
                        DisplayForm::InvalidLiteral
                    }
                    _ => DisplayForm::Opaque,
                },
            }
        }
        _ => DisplayForm::Opaque,
    };
    Some(form)
}
