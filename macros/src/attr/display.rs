//! What the derive reads of thiserror's `#[error(...)]`.

use syn::{Attribute, Meta};

use super::value::{StrLit, is_string_literal};
use crate::errors::Errors;

fn is_comma(token: &proc_macro2::TokenTree) -> bool {
    matches!(token, proc_macro2::TokenTree::Punct(punct) if punct.as_char() == ',')
}

/// The token trees of `tokens`, without the invisible groups
/// `macro_rules!` fragments add around the whole: each read of a stream
/// goes through the compiler, so it is read once.
fn peeled(tokens: &proc_macro2::TokenStream) -> Vec<proc_macro2::TokenTree> {
    let mut trees: Vec<proc_macro2::TokenTree> = tokens.clone().into_iter().collect();
    while let [proc_macro2::TokenTree::Group(group)] = trees.as_slice()
        && group.delimiter() == proc_macro2::Delimiter::None
    {
        trees = group.stream().into_iter().collect();
    }
    trees
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
    /// A format string with named arguments the derive can read: each a
    /// literal, a field (thiserror's `.field`, `.0`) or a path.
    TextWithArguments(StrLit, Vec<NamedArgument>),
    /// Anything else (positional or computed format arguments, `fmt = ..`):
    /// the derive can't see what it shows.
    Opaque,
    /// A format string whose arguments include a literal given by its
    /// position (`#[error("{}", "Something went wrong")]`): what it says
    /// can't be judged without reading it.
    PositionalLiteral(StrLit),
}

/// `name = value` after an `#[error]` text.
pub struct NamedArgument {
    pub name: String,
    pub value: ArgumentValue,
}

/// What a named argument shows.
pub enum ArgumentValue {
    /// A literal, as it renders (a string's value, a number's digits).
    Literal(String),
    /// A field of the variant, by thiserror's `.field` or `.0`.
    Field(String),
    /// A member of a field (`.ctx.cause`, `.0.data`), by the field's name:
    /// a value whose type the derive can't see.
    Member(String),
    /// A path, as written: a constant or static, or a field by the name
    /// thiserror binds it to (`booking`, `_0`).
    Path(String),
}

/// The named arguments of `tokens` (what follows the text and its comma),
/// when every one is a literal, a field or a path.
fn named_arguments(tokens: &[proc_macro2::TokenTree]) -> Option<Vec<NamedArgument>> {
    use proc_macro2::TokenTree;
    let mut arguments = Vec::new();
    for argument in tokens.split(is_comma) {
        let [TokenTree::Ident(name), TokenTree::Punct(equals), value @ ..] = argument else {
            if argument.is_empty() {
                // A trailing comma.
                continue;
            }
            return None;
        };
        if equals.as_char() != '=' || equals.spacing() != proc_macro2::Spacing::Alone {
            return None;
        }
        let value = match value {
            [TokenTree::Literal(literal)] => {
                ArgumentValue::Literal(match syn::Lit::new(literal.clone()) {
                    syn::Lit::Str(text) => text.value(),
                    _ => literal.to_string(),
                })
            }
            [TokenTree::Ident(ident)] if ident == "true" || ident == "false" => {
                ArgumentValue::Literal(ident.to_string())
            }
            [TokenTree::Punct(dot), first, rest @ ..] if dot.as_char() == '.' => {
                let field = match first {
                    TokenTree::Ident(ident) => ident.to_string(),
                    // `.0`, or `.0.1` read as the float `0.1`.
                    TokenTree::Literal(index) => {
                        let text = index.to_string();
                        let digits = text.split('.').next().unwrap_or_default().to_owned();
                        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                            return None;
                        }
                        digits
                    }
                    _ => return None,
                };
                // Members of the field only: `.0.data`, not a method call.
                let members = rest.chunks(2).all(|pair| {
                    matches!(pair, [TokenTree::Punct(dot), TokenTree::Ident(_) | TokenTree::Literal(_)] if dot.as_char() == '.')
                });
                if !members {
                    return None;
                }
                let field = field.trim_start_matches("r#").to_owned();
                // `.0.1`, lexed as `.` and the float `0.1`, is a member too.
                let member = !rest.is_empty()
                    || matches!(first, TokenTree::Literal(index) if index.to_string().contains('.'));
                if member {
                    ArgumentValue::Member(field)
                } else {
                    ArgumentValue::Field(field)
                }
            }
            path if !path.is_empty()
                && path.iter().all(|token| match token {
                    TokenTree::Ident(_) => true,
                    TokenTree::Punct(punct) => punct.as_char() == ':',
                    _ => false,
                }) =>
            {
                ArgumentValue::Path(path.iter().map(ToString::to_string).collect())
            }
            _ => return None,
        };
        arguments.push(NamedArgument {
            // rustc and thiserror read `r#id = …` as `id`.
            name: name.to_string().trim_start_matches("r#").to_owned(),
            value,
        });
    }
    Some(arguments)
}

/// Whether a format argument of `tokens` is a lone literal without a
/// name (`"Something went wrong"`, `42`).
fn takes_a_literal_by_position(tokens: &[proc_macro2::TokenTree]) -> bool {
    tokens
        .split(is_comma)
        .any(|argument| matches!(argument, [proc_macro2::TokenTree::Literal(_)]))
}

pub fn parse_display(attr: Option<&Attribute>, errors: &mut Errors) -> Option<DisplayForm> {
    let attr = attr?;
    let Meta::List(list) = &attr.meta else {
        return Some(DisplayForm::Opaque);
    };
    // Read the tokens directly: this runs for every variant, and a failed
    // parse attempt costs an error value each time.
    let mut tokens = peeled(&list.tokens).into_iter();
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
            match syn::Lit::new(literal.clone()) {
                syn::Lit::Str(text) => DisplayForm::Text(StrLit::from_syn(&text)),
                _ if is_string_literal(&literal) => {
                    errors.reported_by_rustc();
                    DisplayForm::InvalidLiteral
                }
                _ => DisplayForm::Opaque,
            }
        }
        (Some(proc_macro2::TokenTree::Literal(literal)), None, Some(first)) => {
            let arguments: Vec<proc_macro2::TokenTree> =
                std::iter::once(first).chain(tokens).collect();
            let text = match syn::Lit::new(literal) {
                syn::Lit::Str(text) => Some(StrLit::from_syn(&text)),
                _ => None,
            };
            match (text, named_arguments(&arguments)) {
                (Some(text), Some(arguments)) if !arguments.is_empty() => {
                    DisplayForm::TextWithArguments(text, arguments)
                }
                (Some(text), None) if takes_a_literal_by_position(&arguments) => {
                    DisplayForm::PositionalLiteral(text)
                }
                _ => DisplayForm::Opaque,
            }
        }
        _ => DisplayForm::Opaque,
    };
    Some(form)
}
