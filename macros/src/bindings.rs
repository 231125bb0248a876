//! Patterns that bind fields, and spans that put rustc's errors on the
//! user's tokens.

use std::cell::Cell;

use proc_macro2::{Delimiter, Group, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::{ToTokens, TokenStreamExt, quote};
use syn::spanned::Spanned;
use syn::{Ident, Member, Type};

use crate::ast::{Field, Shape, Variant};
use crate::attr::CategoryKind;

/// The alias of the runtime's `__private_v1` module inside the generated
/// `const _` block: one token per path instead of four keeps the output, and
/// the compiler's work on it, small.
const PRIVATE: &str = "__toolerror";

// Every name the derive invents (the alias above, the tables, the bindings
// of fields and locals) is spelled with a suffix of `_`s long enough that
// no identifier of the input ends the same way (see [`suffix_for`]). The
// user's tokens the output holds (generic parameters, bounds, field types,
// the crate path) all come from the input, so none of them can name an
// invented item or binding, nor be shadowed by one, whatever it is
// called: `Span::mixed_site()` alone would not do, as a generic parameter
// or an item in scope captures a binding of any hygiene (a const parameter
// `__field_id` turns the pattern `id: __field_id` into a constant
// pattern), and no hygiene keeps an item from a generic parameter. What
// the input can't show, an item of the user's module named like a binding,
// is left to the convention that `__` names are macros' own.
//
// The suffix is set once per derive, for the whole expansion: a thread
// local rather than an argument of every emitter, as a derive runs on one
// thread from start to end.
thread_local! {
    static SUFFIX: Cell<usize> = const { Cell::new(0) };
}

/// How many `_`s end the derive's names for an input whose tokens print as
/// `texts`: none when no identifier of them starts with `__`, as every
/// invented name does; else one more than any such identifier ends with,
/// so an invented name ends with more `_`s than any of them.
pub fn suffix_for<'t>(texts: impl IntoIterator<Item = &'t str>) -> usize {
    let mut suffix = 0;
    for text in texts {
        let words = text.split(|c: char| !(c.is_alphanumeric() || c == '_'));
        for word in words.filter(|word| word.starts_with("__")) {
            let trailing = word.len() - word.trim_end_matches('_').len();
            suffix = suffix.max(trailing + 1);
        }
    }
    suffix
}

/// What of `input` may be spelled like a name the derive invents, for
/// [`suffix_for`]: each identifier that starts with `__` among what the
/// output may hold of the input's declaration, the type's name and its
/// generics, which the stub written beside errors holds too. The rest is
/// read as it is parsed, each read of a stream going through the
/// compiler: every field's type, with its text (`Field::spelled_names`),
/// the `#[error]` tokens (`attr::parse_display`) and the `#[tool_error]`
/// strings made tokens, `bound`, `crate` and `classify`
/// (`ToolErrorAttrs::spelled_names`). Nothing else of the
/// input lands there as a name: variant and field names are always
/// qualified (`Self::Busy`, `{ id: … }`), and doc comments and other
/// attributes are left behind. Walking all of the input's tokens instead
/// cost 4–7 K instructions per group through the proc-macro bridge,
/// 0.04–0.07 G on 1,000 variants.
pub fn spelled_names_of(input: &syn::DeriveInput) -> Vec<String> {
    let mut names = Vec::new();
    push_name(&input.ident, &mut names);
    spelled_names(input.generics.to_token_stream(), &mut names);
    names
}

/// `ident`, if it starts with `__` (raw or not).
fn push_name(ident: &Ident, names: &mut Vec<String>) {
    push_spelled(ident.to_string(), names);
}

/// `name`, an identifier as printed, if it starts with `__` (raw or not):
/// the one rule for what may be spelled like a name the derive invents.
pub fn push_spelled(name: String, names: &mut Vec<String>) {
    if name.trim_start_matches("r#").starts_with("__") {
        names.push(name);
    }
}

/// What of `stream` may be spelled like a name the derive invents: each
/// identifier that starts with `__`, and the text of each string the
/// derive parses into tokens (`bound = "…"`, `crate = "…"`, `classify =
/// "…"`). Other literals are skipped: printing descriptions cost as much
/// as a tenth of the derive's run. `trees` is a stream, or token trees
/// read already (each read of a stream goes through the compiler).
pub fn spelled_names(trees: impl IntoIterator<Item = TokenTree>, names: &mut Vec<String>) {
    // Where the tokens stand: `option` after `bound`, `crate` or
    // `classify`, `value` after its `=`.
    let (mut option, mut value) = (false, false);
    for tree in trees {
        let (was_option, was_value) = (option, value);
        (option, value) = (false, false);
        match tree {
            TokenTree::Group(group) => spelled_names(group.stream(), names),
            TokenTree::Ident(ident) => {
                let name = ident.to_string();
                option = name == "bound" || name == "crate" || name == "classify";
                push_spelled(name, names);
            }
            TokenTree::Punct(punct) => value = was_option && punct.as_char() == '=',
            TokenTree::Literal(literal) if was_value => names.push(literal.to_string()),
            TokenTree::Literal(_) => {}
        }
    }
}

/// Runs `expand` with every invented name ending with `suffix` `_`s.
pub fn with_suffix<R>(suffix: usize, expand: impl FnOnce() -> R) -> R {
    let outer = SUFFIX.replace(suffix);
    let output = expand();
    SUFFIX.set(outer);
    output
}

/// `base` spelled as the derive's names are for this input.
fn spelled(base: &str) -> String {
    let mut name = base.to_owned();
    name.extend(std::iter::repeat_n('_', SUFFIX.get()));
    name
}

/// The name of an item the derive writes into its `const _` block (a
/// table, the module alias): `__TEXTS`, or `__TEXTS_` for an input that
/// spells it.
pub fn item(base: &str) -> Ident {
    Ident::new(&spelled(base), Span::call_site())
}

/// A local binding the derive invents (`__details`), of the derive's own
/// hygiene, located at `at` for rustc's errors.
pub fn local(base: &str, at: Span) -> Ident {
    Ident::new(&spelled(base), Span::mixed_site().located_at(at))
}

/// The runtime's private module, through its alias in the generated
/// `const _` block: `#Private::Category` in `quote!`.
pub struct Private;

impl ToTokens for Private {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        let ident = match SUFFIX.get() {
            0 => Ident::new(PRIVATE, Span::call_site()),
            _ => item(PRIVATE),
        };
        tokens.extend([TokenTree::Ident(ident)]);
    }
}

/// The private module spanned at `span`: a call through it that fails to
/// type-check is reported there.
pub fn private_at(span: Span) -> TokenStream {
    respan(Private.into_token_stream(), span)
}

/// `Self::A { .. } | Self::B`: variants matched without binding a field
/// (a unit variant by its path alone).
pub fn alternatives<'v, 'a: 'v>(
    variants: impl IntoIterator<Item = &'v Variant<'a>>,
) -> TokenStream {
    let mut tokens = TokenStream::new();
    push_alternatives(&mut tokens, variants);
    tokens
}

/// [`alternatives`], written at the end of `tokens`. Every token is
/// appended to the one stream: a `quote!` per pattern would make a stream
/// per pattern, each a round trip to the compiler to join.
pub fn push_alternatives<'v, 'a: 'v>(
    tokens: &mut TokenStream,
    variants: impl IntoIterator<Item = &'v Variant<'a>>,
) {
    let mut rest: Option<Group> = None;
    for (at, variant) in variants.into_iter().enumerate() {
        if at > 0 {
            tokens.append(Punct::new('|', Spacing::Alone));
        }
        push_path(tokens, variant);
        if !variant.unit {
            let rest = rest.get_or_insert_with(|| Group::new(Delimiter::Brace, quote!(..)));
            tokens.append(rest.clone());
        }
    }
}

/// `Self::Name`, or `Self` for a struct, written at the end of `tokens`.
pub fn push_path(tokens: &mut TokenStream, variant: &Variant<'_>) {
    tokens.append(Ident::new("Self", Span::call_site()));
    if let Shape::Enum = variant.shape {
        tokens.append(Punct::new(':', Spacing::Joint));
        tokens.append(Punct::new(':', Spacing::Alone));
        tokens.append(variant.ident.clone());
    }
}

/// The runtime's `Category` of `kind`: `__toolerror::Category::Transient`.
pub fn category_path(kind: CategoryKind) -> TokenStream {
    let name = Ident::new(kind.variant_name(), Span::call_site());
    quote!(#Private::Category::#name)
}

/// `Path { member: binding, .. }` for the given fields of `variant`.
pub fn bind<'f, 'a: 'f>(
    variant: &Variant<'_>,
    fields: impl IntoIterator<Item = &'f Field<'a>>,
) -> TokenStream {
    let mut tokens = TokenStream::new();
    push_bound_pattern(
        &mut tokens,
        variant,
        fields
            .into_iter()
            .map(|field| (&field.member, binding(field))),
    );
    tokens
}

/// `Path { member: name @ _, .. }` for each member and the name it is
/// bound to, written at the end of `tokens` a token at a time, as
/// [`push_alternatives`] writes: a stream per pattern, or per binding,
/// would be a round trip to the compiler each to join.
pub fn push_bound_pattern<'m>(
    tokens: &mut TokenStream,
    variant: &Variant<'_>,
    bound: impl IntoIterator<Item = (&'m Member, Ident)>,
) {
    push_path(tokens, variant);
    let mut fields = TokenStream::new();
    for (member, name) in bound {
        member.to_tokens(&mut fields);
        fields.append(Punct::new(':', Spacing::Alone));
        push_binder(&mut fields, name);
        fields.append(Punct::new(',', Spacing::Alone));
    }
    fields.append(Punct::new('.', Spacing::Joint));
    fields.append(Punct::new('.', Spacing::Alone));
    tokens.append(Group::new(Delimiter::Brace, fields));
}

/// `name` as a pattern that always binds: `name @ _`. A bare identifier
/// pattern that names a constant or unit struct in scope matches against
/// that item instead of binding, silently; with `@`, rustc refuses the
/// shadowing (E0530), so an item of the user's module named like one of
/// the derive's bindings is a compile error instead of a capture. (It
/// costs 0.004 G instructions on 1,000 variants.)
pub fn binder(name: &Ident) -> TokenStream {
    let mut tokens = TokenStream::new();
    push_binder(&mut tokens, name.clone());
    tokens
}

/// [`binder`], written at the end of `tokens`.
fn push_binder(tokens: &mut TokenStream, name: Ident) {
    tokens.append(name);
    tokens.append(Punct::new('@', Spacing::Alone));
    tokens.append(Ident::new("_", Span::call_site()));
}

/// The local name a field is bound to in generated patterns. It carries
/// the field type's span, in the pattern and at every use alike: errors in
/// an expression using it (a type that isn't `Display`, say) are reported
/// on the field, and both ends share one hygiene, also when a
/// `macro_rules!` wrote the type. Not the derive's own hygiene: rustc
/// would then point such an error at the derive rather than at the field.
/// Its name is spelled unlike any of the input's (see [`suffix_for`]).
pub fn binding(field: &Field<'_>) -> Ident {
    field_binding(field, field.ty.span())
}

/// The name of what an `#[error]` text's `Display` placeholders of `field`
/// write, where other placeholders write the field itself (`{0} ({0:?})`
/// of a path: `display()` for the one, `Debug` for the other).
pub fn text_binding(field: &Field<'_>) -> Ident {
    Ident::new(
        &spelled(&format!("__text_{}", field.name())),
        field.ty.span(),
    )
}

/// The name of what `placeholder` of an `#[error]` text writes when it
/// shows a member of a field (`.0.data`): `text` for its `Display`
/// placeholders, written as thiserror writes them, else the member itself.
pub fn member_binding(placeholder: &str, text: bool, span: Span) -> Ident {
    let kind = if text { "text" } else { "value" };
    Ident::new(&spelled(&format!("__member_{kind}_{placeholder}")), span)
}

/// [`binding`], of `span`'s hygiene and place.
pub fn field_binding(field: &Field<'_>, span: Span) -> Ident {
    Ident::new(&spelled(&format!("__field_{}", field.name())), span)
}

/// `tokens` with every span set to `span`, so that rustc reports an
/// error in the expression they form at `span`.
pub fn respan(tokens: TokenStream, span: Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut token| {
            if let TokenTree::Group(group) = &token {
                let mut respanned =
                    proc_macro2::Group::new(group.delimiter(), respan(group.stream(), span));
                respanned.set_span(span);
                token = TokenTree::Group(respanned);
            } else {
                token.set_span(span);
            }
            token
        })
        .collect()
}

/// A type as the catalog names it: `Option<Box<Inner>>`.
pub fn type_name(ty: &Type) -> String {
    quote!(#ty)
        .to_string()
        .replace(" :: ", "::")
        .replace(":: ", "::")
        .replace(" < ", "<")
        .replace("< ", "<")
        .replace(" >", ">")
        .replace(" ,", ",")
        .replace("& ", "&")
}

#[cfg(test)]
mod tests {
    use super::suffix_for;

    #[test]
    fn invented_names_end_with_more_underscores_than_the_inputs() {
        assert_eq!(suffix_for(["enum Lookup<T, const N: usize> { A(T) }"]), 0);
        assert_eq!(suffix_for(["enum Lookup<__T> { A(__T) }"]), 1);
        assert_eq!(suffix_for(["<const __TEXTS_: usize>", "__x"]), 2);
        assert_eq!(suffix_for(["r#__a__", "'__b"]), 3);
        // `_` alone, or one inside a word, is no name of the derive's.
        assert_eq!(suffix_for(["_ a__b c_"]), 0);
    }

    #[test]
    fn names_are_read_from_what_the_output_may_hold() {
        let input: syn::DeriveInput = syn::parse_quote! {
            #[tool_error(bound = "__T: Clone", crate = "__krate")]
            #[error("{__text} shows __TEXTS_ in words only")]
            #[serde(rename = "__skipped")]
            /// __in_a_doc_comment
            enum Lookup<__T, const __CODES__: usize> {
                __Variant {
                    #[tool_error(classify = "__classify::of")]
                    __field_x: [u8; __CODES__],
                    y: __module::__Type,
                },
            }
        };
        // The attributes and the fields' types are read as they are
        // parsed (see
        // `expand::tests::names_of_the_input_are_read_as_they_are_parsed`).
        let names = super::spelled_names_of(&input);
        assert_eq!(names, ["__T", "__CODES__"]);
        assert_eq!(suffix_for(names.iter().map(String::as_str)), 3);
    }
}
