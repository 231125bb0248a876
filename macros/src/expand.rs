//! Code generation: the `ToolError` and `Catalog` impls, or a stub beside
//! the errors so the user sees only the mistakes that matter.

use std::collections::BTreeSet;

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{DeriveInput, Ident, LitStr, Member, Type, WherePredicate};

use crate::ast::{Field, Input, Shape, Text, Variant};
use crate::errors::Errors;
use crate::template::{Piece, Template};
use crate::valid;

pub fn derive(input: &DeriveInput) -> TokenStream {
    let mut errors = Errors::default();
    let parsed = Input::from_syn(input, &mut errors);
    if let Some(parsed) = &parsed {
        valid::validate(parsed, &mut errors);
    }
    match (errors.finish(), parsed) {
        // A variant left without a category and without an error of ours
        // carries a misspelled attribute that rustc reports itself.
        (Ok(()), Some(parsed)) if !parsed.every_variant_classified() => {
            fallback(input, &parsed.krate)
        }
        (Ok(()), Some(parsed)) => generate(&parsed),
        (Err(error), parsed) => {
            let krate = parsed.map_or_else(|| syn::parse_quote!(::toolerror), |p| p.krate);
            let stub = fallback(input, &krate);
            let errors = error.to_compile_error();
            quote!(#stub #errors)
        }
        (Ok(()), None) => unreachable!("no input is only returned with an error"),
    }
}

/// Impls whose bodies are never run, emitted beside compile errors so
/// that every use of the type still type-checks.
fn fallback(input: &DeriveInput, krate: &syn::Path) -> TokenStream {
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    quote! {
        #[automatically_derived]
        impl #impl_generics #krate::__private::ToolError for #ident #ty_generics #where_clause {
            fn category(&self) -> #krate::__private::Category {
                ::core::unreachable!()
            }
            fn description(&self) -> #krate::__private::Cow<'_, ::core::primitive::str> {
                ::core::unreachable!()
            }
            fn code(&self) -> &::core::primitive::str {
                ::core::unreachable!()
            }
        }
        #[automatically_derived]
        impl #impl_generics #krate::__private::Catalog for #ident #ty_generics #where_clause {
            const CATALOG: &'static [#krate::__private::CatalogEntry] = &[];
        }
        #krate::__private::integrations! {
            [#krate] [Structured] [#impl_generics] [#ident #ty_generics] [#where_clause]
        }
    }
}

/// The alias of the runtime's `__private` module inside the generated
/// `const _` block: one token per path instead of four keeps the output, and
/// the compiler's work on it, small.
const PRIVATE: &str = "__toolerror";

fn generate(input: &Input<'_>) -> TokenStream {
    let krate = &input.krate;
    let private = Ident::new(PRIVATE, Span::call_site()).into_token_stream();
    let ident = &input.original.ident;
    let mut bounds = Bounds::new(input);

    // Variants grouped by category, in the order categories first appear.
    let mut by_category: Vec<(Ident, Vec<TokenStream>)> = Vec::new();
    let mut category_arms = Vec::new();
    let mut description_arms = Vec::new();
    let mut code_arms = Vec::new();
    let mut retry_arms = Vec::new();
    let mut detail_arms = Vec::new();
    let mut all_retry_covered = true;
    let mut all_details_covered = true;
    let mut catalog = Vec::new();

    for variant in &input.variants {
        let path = match input.shape {
            Shape::Enum => {
                let name = variant.ident;
                quote!(Self::#name)
            }
            Shape::Struct => quote!(Self),
        };
        let name = &variant.name;
        if variant.options.transparent.is_some() {
            let field = &variant.fields[0];
            let pattern = bind(&path, [field]);
            let tool_error = quote!(#private::ToolError);
            bounds.require(field.ty, quote!(#krate::__private::ToolError));
            // Spanned on the field's type, so a type that isn't a ToolError
            // is reported there.
            let delegate = |method: &str| {
                let span = field.ty.span();
                let method = Ident::new(method, span);
                let tool_error = respan(tool_error.clone(), span);
                let inner = binding_at(field, span);
                quote_spanned!(span=> #pattern => #tool_error::#method(#inner),)
            };
            category_arms.push(delegate("category"));
            description_arms.push(delegate("description"));
            code_arms.push(delegate("code"));
            retry_arms.push(delegate("retry_after"));
            detail_arms.push(delegate("details"));
            let inner_type = type_name(field.ty);
            catalog.push(quote!(#private::delegated(#name, #inner_type)));
            continue;
        }
        let category = input
            .category_of(variant)
            .expect("validation ensures every variant has a category");
        let category_variant = Ident::new(category.kind.variant_name(), Span::call_site());
        let empty = quote!(#path { .. });
        match by_category
            .iter_mut()
            .find(|(kind, _)| *kind == category_variant)
        {
            Some((_, patterns)) => patterns.push(empty.clone()),
            None => by_category.push((category_variant.clone(), vec![empty.clone()])),
        }

        let (description, template_text) = description_body(variant, &path, &mut bounds);
        description_arms.push(description);

        let code = &variant.code;
        code_arms.push(quote!(#empty => #code,));

        let fixed_delay = category.retry_after.as_ref().and_then(|delay| delay.millis);
        let delay_field = variant
            .field_marked(|options| options.retry_after.is_some())
            .next();
        if let Some(millis) = fixed_delay {
            retry_arms.push(quote! {
                #empty => #private::Some(#private::Duration::from_millis(#millis)),
            });
        } else if let Some(field) = delay_field {
            let pattern = bind(&path, [field]);
            // Spanned on the field's type, so a type that isn't a delay is
            // reported there.
            let span = field.ty.span();
            let value = binding_at(field, span);
            let private_at = respan(private.clone(), span);
            let delay = quote_spanned!(span=> #private_at::retry_delay(#value));
            retry_arms.push(quote!(#pattern => #delay,));
        } else {
            all_retry_covered = false;
        }

        let detail_fields: Vec<&Field<'_>> = variant.field_marked(|o| o.detail.is_some()).collect();
        if detail_fields.is_empty() {
            all_details_covered = false;
        } else {
            let pattern = bind(&path, detail_fields.iter().copied());
            let inserts = detail_fields.iter().map(|field| {
                let key = field.name();
                bounds.require(field.ty, quote!(#krate::__private::Serialize));
                let span = field.ty.span();
                let private = respan(private.clone(), span);
                let value = binding_at(field, span);
                quote_spanned!(span=> #private::insert_detail(&mut __details, #key, #value);)
            });
            detail_arms.push(quote! {
                #pattern => {
                    let mut __details = #private::Map::new();
                    #(#inserts)*
                    #private::Some(__details)
                }
            });
        }

        let retry_millis = fixed_delay.unwrap_or(0);
        let description_entry = match template_text {
            Some(text) => quote!(#private::Some(#text)),
            None => quote!(#private::None),
        };
        catalog.push(quote! {
            #private::classified(#name, #code, #private::Category::#category_variant, #retry_millis, #description_entry)
        });
    }
    for (category, patterns) in by_category {
        category_arms.push(quote!(#(#patterns)|* => #private::Category::#category,));
    }

    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let where_clause = bounds.where_clause();
    let no_variants = input.variants.is_empty();
    let error_mode = if input.text_only {
        quote!(TextOnly)
    } else {
        quote!(Structured)
    };
    let body = |arms: &[TokenStream], fallback: Option<TokenStream>| {
        if no_variants {
            quote!(match *self {})
        } else {
            let fallback = fallback.map(|value| quote!(_ => #value,));
            quote!(match self { #(#arms)* #fallback })
        }
    };
    let category_body = body(&category_arms, None);
    let description_body = body(&description_arms, None);
    let code_body = body(&code_arms, None);
    // Methods every variant leaves at the default are not generated; the
    // trait's defaults answer `None`.
    let retry_method = (!retry_arms.is_empty()).then(|| {
        let retry_body = body(
            &retry_arms,
            (!all_retry_covered).then(|| quote!(#private::None)),
        );
        quote! {
            fn retry_after(&self) -> #private::Option<#private::Duration> {
                #retry_body
            }
        }
    });
    let details_method = (!detail_arms.is_empty()).then(|| {
        let details_body = body(&detail_arms, (!all_details_covered).then(|| quote!(#private::None)));
        quote! {
            fn details(&self) -> #private::Option<#private::Map<#private::String, #private::Value>> {
                #details_body
            }
        }
    });
    quote! {
        const _: () = {
            use #krate::__private as #private;
            #[automatically_derived]
            impl #impl_generics #private::ToolError for #ident #ty_generics #where_clause {
                fn category(&self) -> #private::Category {
                    #category_body
                }
                fn description(&self) -> #private::Cow<'_, #private::str> {
                    #description_body
                }
                fn code(&self) -> &#private::str {
                    #code_body
                }
                #retry_method
                #details_method
            }
            #[automatically_derived]
            impl #impl_generics #private::Catalog for #ident #ty_generics #plain_where {
                const CATALOG: &'static [#private::CatalogEntry] = &[#(#catalog),*];
            }
            #private::integrations! {
                [#krate] [#error_mode] [#impl_generics] [#ident #ty_generics] [#where_clause]
            }
        };
    }
}

/// The description arm of a variant, and the template text for the catalog.
fn description_body(
    variant: &Variant<'_>,
    path: &TokenStream,
    bounds: &mut Bounds,
) -> (TokenStream, Option<String>) {
    let private = Ident::new(PRIVATE, Span::call_site()).into_token_stream();
    let empty = quote!(#path { .. });
    let template = variant
        .description
        .as_ref()
        .or(variant.display_template.as_ref());
    match template {
        Some(Text {
            value, template, ..
        }) if !template.has_placeholders() => {
            let text = template.literal_text();
            (
                quote!(#empty => #private::Cow::Borrowed(#text),),
                Some(value.clone()),
            )
        }
        Some(Text {
            lit,
            value,
            template,
        }) if variant.description.is_some() => {
            let (format, fields) = rewrite(variant, lit, template);
            for (field, spec) in template.fields() {
                let field = variant
                    .field(&field.to_string())
                    .expect("validation ensures placeholders name fields");
                bounds.require(field.ty, format_trait(spec));
            }
            let pattern = bind(path, fields.iter().copied());
            let args = fields.iter().map(|field| {
                let name = binding(field);
                // The value carries the field type's span, so a type that
                // can't be formatted is reported on the field.
                let value = binding_at(field, field.ty.span());
                quote!(#name = #value)
            });
            (
                quote!(#pattern => #private::Cow::Owned(#private::format_description(::core::format_args!(#format, #(#args),*))),),
                Some(value.clone()),
            )
        }
        _ => {
            bounds.require_self_display();
            let span = variant.ident.span();
            let private_at = respan(private.clone(), span);
            let to_string = quote_spanned!(span=> #private_at::display_text(self));
            let text = variant
                .display_template
                .as_ref()
                .map(|text| text.value.clone());
            (quote!(#empty => #private::Cow::Owned(#to_string),), text)
        }
    }
}

/// The template with each placeholder renamed to its field's binding, and
/// the fields it uses (each once).
fn rewrite<'v, 'a>(
    variant: &'v Variant<'a>,
    lit: &LitStr,
    template: &Template,
) -> (LitStr, Vec<&'v Field<'a>>) {
    let mut text = String::new();
    let mut used: Vec<&Field<'_>> = Vec::new();
    for piece in &template.pieces {
        match piece {
            Piece::Literal(literal) => {
                text.push_str(&literal.replace('{', "{{").replace('}', "}}"))
            }
            Piece::Placeholder { field, spec } => {
                let field = variant
                    .field(&field.to_string())
                    .expect("validation ensures placeholders name fields");
                text.push('{');
                text.push_str(&binding(field).to_string());
                if !spec.is_empty() {
                    text.push(':');
                    text.push_str(spec);
                }
                text.push('}');
                if !used.iter().any(|seen| seen.member == field.member) {
                    used.push(field);
                }
            }
        }
    }
    (LitStr::new(&text, lit.span()), used)
}

fn format_trait(spec: &str) -> TokenStream {
    match spec.chars().last() {
        Some('?') => quote!(::core::fmt::Debug),
        Some('x') => quote!(::core::fmt::LowerHex),
        Some('X') => quote!(::core::fmt::UpperHex),
        Some('o') => quote!(::core::fmt::Octal),
        Some('b') => quote!(::core::fmt::Binary),
        Some('e') => quote!(::core::fmt::LowerExp),
        Some('E') => quote!(::core::fmt::UpperExp),
        _ => quote!(::core::fmt::Display),
    }
}

/// `tokens` with every span set to `span`, so that rustc reports an
/// error in the expression they form at `span`.
fn respan(tokens: TokenStream, span: Span) -> TokenStream {
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

/// The local name a field is bound to in generated patterns.
fn binding(field: &Field<'_>) -> Ident {
    format_ident!("__field_{}", field.name())
}

/// [`binding`], spanned at `span` so that errors in an expression using it
/// are reported there.
fn binding_at(field: &Field<'_>, span: Span) -> Ident {
    format_ident!("__field_{}", field.name(), span = span)
}

/// `Path { member: binding, .. }` for the given fields.
fn bind<'f, 'a: 'f>(
    path: &TokenStream,
    fields: impl IntoIterator<Item = &'f Field<'a>>,
) -> TokenStream {
    let members = fields.into_iter().map(|field| {
        let member: &Member = &field.member;
        let name = binding(field);
        quote!(#member: #name)
    });
    quote!(#path { #(#members,)* .. })
}

fn type_name(ty: &Type) -> String {
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

/// Where-clause predicates, only for fields whose types use a type
/// parameter.
struct Bounds {
    params: BTreeSet<String>,
    base: Option<syn::WhereClause>,
    extra: Vec<WherePredicate>,
    self_display: bool,
    /// The deriving type with its parameters; `Self` would mean another
    /// type in the integration impls that share these bounds.
    self_type: TokenStream,
}

impl Bounds {
    fn new(input: &Input<'_>) -> Self {
        Bounds {
            params: input
                .original
                .generics
                .type_params()
                .map(|param| param.ident.to_string())
                .collect(),
            base: input.original.generics.where_clause.clone(),
            extra: Vec::new(),
            self_display: false,
            self_type: {
                let ident = &input.original.ident;
                let (_, ty_generics, _) = input.original.generics.split_for_impl();
                quote!(#ident #ty_generics)
            },
        }
    }

    fn require(&mut self, ty: &Type, bound: TokenStream) {
        if !self.params.is_empty() && self.mentions_param(ty.to_token_stream()) {
            self.extra.push(syn::parse_quote!(#ty: #bound));
        }
    }

    fn require_self_display(&mut self) {
        if !self.params.is_empty() && !self.self_display {
            self.self_display = true;
            let self_type = &self.self_type;
            self.extra
                .push(syn::parse_quote!(#self_type: ::core::fmt::Display));
        }
    }

    fn mentions_param(&self, tokens: TokenStream) -> bool {
        tokens.into_iter().any(|token| match token {
            TokenTree::Ident(ident) => self.params.contains(&ident.to_string()),
            TokenTree::Group(group) => self.mentions_param(group.stream()),
            _ => false,
        })
    }

    fn where_clause(&self) -> Option<syn::WhereClause> {
        if self.extra.is_empty() {
            return self.base.clone();
        }
        let mut clause = self
            .base
            .clone()
            .unwrap_or_else(|| syn::parse_quote!(where));
        clause.predicates.extend(self.extra.iter().cloned());
        Some(clause)
    }
}

#[cfg(test)]
mod tests {
    use super::derive;

    fn expand(input: proc_macro2::TokenStream) -> String {
        derive(&syn::parse2(input).expect("test input parses")).to_string()
    }

    #[test]
    fn a_valid_enum_expands_to_both_impls_and_no_error() {
        let output = expand(quote::quote! {
            enum Refund {
                #[category(business)]
                #[tool_error(description = "Refund over the limit. Escalate to a human agent.")]
                OverLimit { amount: u32 },
            }
        });
        assert_eq!(
            output.matches("# [automatically_derived]").count(),
            2,
            "{output}"
        );
        assert!(
            output.contains("use :: toolerror :: __private as __toolerror"),
            "{output}"
        );
        assert!(
            output.contains("__toolerror :: ToolError for Refund"),
            "{output}"
        );
        assert!(output.contains("Category :: Business"), "{output}");
        assert!(output.contains("\"over_limit\""), "{output}");
        assert!(!output.contains("compile_error"), "{output}");
    }

    #[test]
    fn every_mistake_is_reported_beside_a_stub() {
        let output = expand(quote::quote! {
            enum Refund {
                #[category(business, retryable)]
                OverLimit,
                Unclassified,
            }
        });
        assert_eq!(output.matches("compile_error").count(), 2, "{output}");
        assert!(
            output.contains("can't be used on a business error"),
            "{output}"
        );
        assert!(
            output.contains("variant `Unclassified` has no category"),
            "{output}"
        );
        assert!(
            output.contains("unreachable"),
            "the stub impl keeps uses of the type compiling: {output}"
        );
    }

    #[test]
    fn the_crate_path_can_be_overridden() {
        let output = expand(quote::quote! {
            #[tool_error(crate = "my::reexport")]
            #[category(transient)]
            #[tool_error(description = "Busy. Retry in a second.")]
            struct Busy;
        });
        assert!(
            output.contains("use my :: reexport :: __private as __toolerror"),
            "{output}"
        );
        assert!(!output.contains(":: toolerror ::"), "{output}");
    }
}
