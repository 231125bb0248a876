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
    /// A format string with arguments the derive can read, by name or by
    /// position: each a literal, a field (thiserror's `.field`, `.0`) or a
    /// path.
    TextWithArguments(StrLit, Vec<NamedArgument>),
    /// Anything else (computed format arguments, `fmt = ..`): the derive
    /// can't see what it shows.
    Opaque,
}

/// `name = value` after an `#[error]` text, or a value given by its
/// position, under the name [`positional_name`] gives it.
pub struct NamedArgument {
    pub name: String,
    pub value: ArgumentValue,
}

/// The name the derive reads the format argument at `index` by: digits
/// then `_`, which no field nor named argument can be called, and which the
/// `#[error]` text rewritten by [`by_name`] shows.
pub fn positional_name(index: usize) -> String {
    format!("{index}_")
}

/// `text` with each placeholder that takes a format argument by its
/// position (`{}`, or `{N}` where `is_field(N)` says thiserror doesn't make
/// it the variant's field) taking it by its name in `names` instead (the
/// arguments' names in order: a positional one's [`positional_name`], a
/// named one's own, since rustc counts named arguments by position too),
/// its format spec kept: the derive then reads every argument by name. A
/// placeholder past them, or a width or precision taken by position (`1$`,
/// `.*`), is left for the derive to refuse.
pub fn by_name(text: &str, names: &[&str], is_field: impl Fn(usize) -> bool) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut next = 0;
    let mut rest = text;
    while let Some(at) = rest.find(['{', '}']) {
        out.push_str(&rest[..at]);
        let brace = rest.as_bytes()[at];
        rest = &rest[at..];
        if rest.as_bytes().get(1) == Some(&brace) || brace == b'}' {
            // `{{`, `}}`, or a lone `}` rustc rejects.
            let escaped = if rest.as_bytes().get(1) == Some(&brace) {
                2
            } else {
                1
            };
            out.push_str(&rest[..escaped]);
            rest = &rest[escaped..];
            continue;
        }
        let inner = &rest[1..];
        let argument_end = inner.find([':', '}']).unwrap_or(inner.len());
        let argument = &inner[..argument_end];
        // The spec, up to the closing brace: a fill character (which may
        // be a brace) comes before an alignment.
        let spec_end = match inner[argument_end..].strip_prefix(':') {
            Some(spec) => {
                let skip = match spec.char_indices().nth(1) {
                    Some((at, '<' | '^' | '>')) => at + 1,
                    _ => 0,
                };
                spec[skip..]
                    .find('}')
                    .map(|end| argument_end + 1 + skip + end)
            }
            None => inner[argument_end..]
                .find('}')
                .map(|end| argument_end + end),
        };
        let Some(spec_end) = spec_end else {
            // Unclosed: rustc's error.
            out.push_str(rest);
            return out;
        };
        let spec = &inner[argument_end..spec_end];
        let index = match argument.trim_end() {
            "" => {
                // `.*` takes the precision first, by the same count.
                next += 1 + usize::from(spec.contains(".*"));
                Some(next - 1)
            }
            digits if digits.bytes().all(|b| b.is_ascii_digit()) => digits
                .parse::<usize>()
                .ok()
                .filter(|&index| !is_field(index)),
            _ => None,
        };
        match index {
            Some(index) if index < names.len() && !spec.contains('$') && !spec.contains('*') => {
                out.push('{');
                out.push_str(names[index]);
                out.push_str(spec);
                out.push('}');
            }
            _ => out.push_str(&rest[..spec_end + 2]),
        }
        rest = &inner[spec_end + 1..];
    }
    out.push_str(rest);
    out
}

/// What a named argument shows.
pub enum ArgumentValue {
    /// A literal, as it renders (a string's value, a number's digits).
    Literal(String),
    /// A field of the variant, by thiserror's `.field` or `.0`.
    Field(String),
    /// A member of a field (`.ctx.cause`, `.0.data`): the field's name,
    /// and the names of the members after it (`cause`; `data`).
    Member(String, Vec<String>),
    /// A path, as written: a constant or static, or a field by the name
    /// thiserror binds it to (`booking`, `_0`).
    Path(String),
}

/// The format arguments of `tokens` (what follows the text and its
/// comma), when every one is a literal, a field or a path: those by
/// position under their [`positional_name`], then the named ones.
fn format_arguments(tokens: &[proc_macro2::TokenTree]) -> Option<Vec<NamedArgument>> {
    use proc_macro2::TokenTree;
    let mut arguments = Vec::new();
    let mut positional = 0;
    for argument in tokens.split(is_comma) {
        let (name, value) = match argument {
            [] => continue, // A trailing comma.
            [TokenTree::Ident(name), TokenTree::Punct(equals), value @ ..]
                if equals.as_char() == '=' && equals.spacing() == proc_macro2::Spacing::Alone =>
            {
                // rustc and thiserror read `r#id = …` as `id`.
                (name.to_string().trim_start_matches("r#").to_owned(), value)
            }
            value => {
                // rustc rejects a positional argument after a named one.
                positional += 1;
                (positional_name(positional - 1), value)
            }
        };
        let value = match value {
            [TokenTree::Literal(literal)] => ArgumentValue::Literal(rendered(literal)?),
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
                let mut members: Vec<String> = match first {
                    TokenTree::Literal(index) => index
                        .to_string()
                        .split('.')
                        .skip(1)
                        .map(str::to_owned)
                        .collect(),
                    _ => Vec::new(),
                };
                for pair in rest.chunks(2) {
                    let name = pair[1].to_string();
                    // `.a.0.1`: the float `0.1` is two members.
                    members.extend(name.split('.').map(str::to_owned));
                }
                if members.iter().any(|name| name.is_empty()) {
                    return None;
                }
                if members.is_empty() {
                    ArgumentValue::Field(field)
                } else {
                    ArgumentValue::Member(field, members)
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
        arguments.push(NamedArgument { name, value });
    }
    Some(arguments)
}

/// A literal as `Display` prints it: a string's or a character's value, a
/// number's digits without its suffix or separators; `None` for a literal
/// without `Display` (a byte string), which rustc rejects.
fn rendered(literal: &proc_macro2::Literal) -> Option<String> {
    Some(match syn::Lit::new(literal.clone()) {
        syn::Lit::Str(text) => text.value(),
        syn::Lit::Char(character) => character.value().to_string(),
        syn::Lit::Int(int) => int.base10_digits().to_owned(),
        syn::Lit::Float(float) if float.suffix() == "f32" => {
            float.base10_parse::<f32>().ok()?.to_string()
        }
        syn::Lit::Float(float) => float.base10_parse::<f64>().ok()?.to_string(),
        syn::Lit::Bool(boolean) => boolean.value.to_string(),
        _ => return None,
    })
}

/// What `#[error(...)]` says; `spelled` gets what of its tokens may be
/// spelled like a name the derive invents, read here as the tokens are
/// (each read of a stream goes through the compiler).
pub fn parse_display(
    attr: Option<&Attribute>,
    errors: &mut Errors,
    spelled: &mut Vec<String>,
) -> Option<DisplayForm> {
    let attr = attr?;
    let Meta::List(list) = &attr.meta else {
        return Some(DisplayForm::Opaque);
    };
    // Read the tokens directly: this runs for every variant, and a failed
    // parse attempt costs an error value each time.
    let trees = peeled(&list.tokens);
    crate::bindings::spelled_names(trees.iter().cloned(), spelled);
    let mut tokens = trees.into_iter();
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
            match (text, format_arguments(&arguments)) {
                (Some(text), Some(arguments)) if !arguments.is_empty() => {
                    DisplayForm::TextWithArguments(text, arguments)
                }
                _ => DisplayForm::Opaque,
            }
        }
        _ => DisplayForm::Opaque,
    };
    Some(form)
}

#[cfg(test)]
mod tests {
    use super::{by_name, rendered};

    #[test]
    fn literals_render_as_display_prints_them() {
        let render = |source: &str| rendered(&source.parse().expect("a literal"));
        assert_eq!(render(r#""B-7""#).as_deref(), Some("B-7"));
        assert_eq!(render("'x'").as_deref(), Some("x"));
        assert_eq!(render("1_000u32").as_deref(), Some("1000"));
        assert_eq!(render("0x10").as_deref(), Some("16"));
        assert_eq!(render("1e3").as_deref(), Some("1000"));
        assert_eq!(render("2.50f32").as_deref(), Some("2.5"));
        assert_eq!(render(r#"b"x""#), None);
    }

    #[test]
    fn placeholders_by_position_take_their_argument_by_name() {
        let no_field = |_: usize| false;
        assert_eq!(by_name("{} is {0}", &["0_"], no_field), "{0_} is {0_}");
        assert_eq!(
            by_name("{}, {:?} and {1:>4}", &["0_", "1_"], no_field),
            "{0_}, {1_:?} and {1_:>4}"
        );
        // thiserror makes `{0}` the variant's field.
        assert_eq!(by_name("{0}: {}", &["0_"], |index| index == 0), "{0}: {0_}");
        // A fill character may be a brace; escaped braces stay.
        assert_eq!(by_name("{:}>4} {{}}", &["0_"], no_field), "{0_:}>4} {{}}");
        assert_eq!(by_name("{name} {}", &["0_"], no_field), "{name} {0_}");
        // A named argument counts by its position too, after the
        // positional ones.
        assert_eq!(
            by_name("no {} named {x}", &["x"], no_field),
            "no {x} named {x}"
        );
        assert_eq!(by_name("{} {} {1}", &["0_", "x"], no_field), "{0_} {x} {x}");
        // Past the arguments, and widths or precisions by position, are
        // left for the derive to refuse.
        assert_eq!(by_name("{} {}", &["0_"], no_field), "{0_} {}");
        assert_eq!(
            by_name("{:1$} {:.*}", &["0_", "1_", "2_"], no_field),
            "{:1$} {:.*}"
        );
        assert_eq!(by_name("{", &["0_"], no_field), "{");
    }
}
