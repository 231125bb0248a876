//! Patterns that bind fields, and spans that put rustc's errors on the
//! user's tokens.

use proc_macro2::{Delimiter, Group, Punct, Spacing, Span, TokenStream, TokenTree};
use quote::{ToTokens, TokenStreamExt, format_ident, quote};
use syn::spanned::Spanned;
use syn::{Ident, Member, Type};

use crate::ast::{Field, Shape, Variant};
use crate::attr::CategoryKind;

/// The alias of the runtime's `__private_v1` module inside the generated
/// `const _` block: one token per path instead of four keeps the output, and
/// the compiler's work on it, small.
const PRIVATE: &str = "__toolerror";

/// The runtime's private module, through its alias in the generated
/// `const _` block: `#Private::Category` in `quote!`.
pub struct Private;

impl ToTokens for Private {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend([TokenTree::Ident(Ident::new(PRIVATE, Span::call_site()))]);
    }
}

/// The private module spanned at `span`: a call through it that fails to
/// type-check is reported there.
pub fn private_at(span: Span) -> TokenStream {
    respan(Private.into_token_stream(), span)
}

/// `Self::Name`, or `Self` for a struct, as tokens: for patterns that bind
/// fields, whose bindings carry spans.
pub fn path_tokens(variant: &Variant<'_>) -> TokenStream {
    match variant.shape {
        Shape::Struct => quote!(Self),
        Shape::Enum => {
            let name = variant.ident;
            quote!(Self::#name)
        }
    }
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
    let path = path_tokens(variant);
    let members = fields.into_iter().map(|field| {
        let member: &Member = &field.member;
        let name = binding(field);
        quote!(#member: #name)
    });
    quote!(#path { #(#members,)* .. })
}

/// The local name a field is bound to in generated patterns. It carries
/// the field type's span, in the pattern and at every use alike: errors in
/// an expression using it (a type that isn't `Display`, say) are reported
/// on the field, and both ends share one hygiene, also when a
/// `macro_rules!` wrote the type.
pub fn binding(field: &Field<'_>) -> Ident {
    format_ident!("__field_{}", field.name(), span = field.ty.span())
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
