//! `#[derive(AgentVisible)]`: a type vouches for its text where the claim
//! is made, and the claim is checked there: the type is no error (unless
//! `#[agent_visible(error_text_is_public)]` says its text is written for
//! the agent), and each field's type vouches for its own text (unless the
//! field is `#[agent_visible(public)]`). A field whose type names a type
//! parameter adds a where-clause predicate instead, so `Wrapper<T>`
//! vouches for its text exactly when `T` does.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Data, DeriveInput, Fields, Type, WherePredicate};

use crate::bindings::respan;
use crate::bounds::mentions;
use crate::errors::{Errors, Verdict};

/// The attribute's name, on the type and on fields.
const ATTRIBUTE: &str = "agent_visible";

pub fn derive(input: &DeriveInput) -> TokenStream {
    let mut errors = Errors::default();
    let TypeOptions {
        error_text_is_public,
        krate,
    } = type_options(input, &mut errors);
    let fields = fields(input, &mut errors);
    let checked: Vec<&Type> = fields
        .into_iter()
        .filter_map(|field| (!field_is_public(field, &mut errors)).then_some(&field.ty))
        .collect();
    if let Verdict::Mistaken(error) = errors.finish() {
        return error
            .map(syn::Error::into_compile_error)
            .unwrap_or_default();
    }
    let krate = krate.unwrap_or_else(|| syn::parse_quote!(::toolerror));
    emit(input, &checked, error_text_is_public, &krate)
}

/// What the type's `#[agent_visible(…)]` says.
struct TypeOptions {
    /// `error_text_is_public`.
    error_text_is_public: bool,
    /// `crate = "…"`: the path toolerror is reached by, for a crate that
    /// renames or re-exports it (as `#[tool_error(crate = "…")]`).
    krate: Option<syn::Path>,
}

/// The type's `#[agent_visible(…)]`.
fn type_options(input: &DeriveInput, errors: &mut Errors) -> TypeOptions {
    let mut error_text_is_public: Option<Span> = None;
    let mut krate: Option<syn::Path> = None;
    for attr in input
        .attrs
        .iter()
        .filter(|attr| attr.path().is_ident(ATTRIBUTE))
    {
        let parsed = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("error_text_is_public") {
                if error_text_is_public.is_some() {
                    return Err(meta.error("`error_text_is_public` is given twice"));
                }
                error_text_is_public = Some(meta.path.span());
                Ok(())
            } else if meta.path.is_ident("crate") {
                if krate.is_some() {
                    return Err(meta.error("`crate` is given twice"));
                }
                let lit: syn::LitStr = meta.value()?.parse()?;
                krate = Some(lit.parse().map_err(|_| {
                    syn::Error::new(
                        lit.span(),
                        "`crate` takes a path, such as crate = \"my_crate::toolerror\"",
                    )
                })?);
                Ok(())
            } else if meta.path.is_ident("public") {
                Err(meta.error(
                    "`public` goes on a field whose value the agent may read whatever it is, not on the type",
                ))
            } else {
                Err(meta.error(
                    "unknown key: on the type, #[agent_visible(error_text_is_public)] vouches for an error type whose text is written for the agent, and #[agent_visible(crate = \"…\")] names the path toolerror is reached by",
                ))
            }
        });
        if let Err(error) = parsed {
            errors.push(error);
        }
    }
    TypeOptions {
        error_text_is_public: error_text_is_public.is_some(),
        krate,
    }
}

/// Every field of the type, each variant's in turn; a union is refused.
fn fields<'a>(input: &'a DeriveInput, errors: &mut Errors) -> Vec<&'a syn::Field> {
    match &input.data {
        Data::Struct(data) => data.fields.iter().collect(),
        Data::Enum(data) => {
            for variant in &data.variants {
                if let Some(attr) = variant
                    .attrs
                    .iter()
                    .find(|attr| attr.path().is_ident(ATTRIBUTE))
                {
                    errors.spanned(
                        attr,
                        "#[agent_visible(…)] goes on the type or on a field, not on a variant",
                    );
                }
            }
            data.variants
                .iter()
                .flat_map(|variant| match &variant.fields {
                    Fields::Named(named) => named.named.iter().collect::<Vec<_>>(),
                    Fields::Unnamed(unnamed) => unnamed.unnamed.iter().collect(),
                    Fields::Unit => Vec::new(),
                })
                .collect()
        }
        Data::Union(data) => {
            errors.spanned(
                data.union_token,
                "#[derive(AgentVisible)] takes a struct or an enum: which field of a union holds a value is known only at run time",
            );
            Vec::new()
        }
    }
}

/// Whether the field is `#[agent_visible(public)]`.
fn field_is_public(field: &syn::Field, errors: &mut Errors) -> bool {
    let mut public: Option<Span> = None;
    for attr in field
        .attrs
        .iter()
        .filter(|attr| attr.path().is_ident(ATTRIBUTE))
    {
        let parsed = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("public") {
                if public.is_some() {
                    return Err(meta.error("`public` is given twice"));
                }
                public = Some(meta.path.span());
                Ok(())
            } else if meta.path.is_ident("error_text_is_public") {
                Err(meta.error(
                    "`error_text_is_public` goes on the type; on a field, `public` says the agent may read whatever it holds",
                ))
            } else {
                Err(meta.error(
                    "unknown key: on a field, #[agent_visible(public)] says the agent may read whatever it holds",
                ))
            }
        });
        if let Err(error) = parsed {
            errors.push(error);
        }
    }
    public.is_some()
}

fn emit(
    input: &DeriveInput,
    checked: &[&Type],
    error_text_is_public: bool,
    krate: &syn::Path,
) -> TokenStream {
    let ident = &input.ident;
    let own_name = ident.to_string();
    let private = quote!(#krate::__private_v1);
    let params: Vec<String> = input
        .generics
        .type_params()
        .map(|param| param.ident.to_string())
        .collect();
    let mut predicates: Vec<WherePredicate> = input
        .generics
        .where_clause
        .iter()
        .flat_map(|clause| clause.predicates.iter().cloned())
        .collect();
    let mut checks = TokenStream::new();
    let mut seen: Vec<String> = Vec::new();
    for ty in checked {
        let text = ty.to_token_stream().to_string();
        if seen.contains(&text) {
            continue;
        }
        seen.push(text);
        if mentions(ty.to_token_stream(), |name| name == own_name) {
            // `Vec<Tree<T>>` holds whenever the impl does: bounding on it
            // would make the impl require itself.
            continue;
        }
        if mentions(ty.to_token_stream(), |name| {
            params.iter().any(|param| param == name)
        }) {
            // `Wrapper<T>` vouches exactly when `T` does.
            predicates.push(syn::parse_quote!(#ty: #krate::AgentVisible));
        } else {
            let span = ty.span();
            let at = respan(private.clone(), span);
            checks.extend(quote_spanned!(span=> #at::field_vouches::<#ty>();));
        }
    }
    let (impl_generics, ty_generics, _) = input.generics.split_for_impl();
    let where_clause = (!predicates.is_empty()).then(|| quote!(where #(#predicates,)*));
    if !error_text_is_public {
        let span = ident.span();
        let at = respan(private.clone(), span);
        checks.extend(quote_spanned!(span=>
            {
                // One of the two answers the probe; the other is unused.
                #[allow(unused_imports)]
                use #at::{VouchedError as _, VouchedPlain as _};
                #at::no_error_vouched::<Self, _>((&&#at::Probe::<Self>::new()).__toolerror_vouched());
            }
        ));
    }
    quote! {
        // A deprecated type derives without a warning for naming itself.
        #[allow(deprecated)]
        const _: () = {
            #[automatically_derived]
            impl #impl_generics #private::Vouched for #ident #ty_generics #where_clause {}
            #[automatically_derived]
            impl #impl_generics #krate::AgentVisible for #ident #ty_generics #where_clause {}
            #[automatically_derived]
            impl #impl_generics #private::AgentVisibleChecks for #ident #ty_generics #where_clause {
                fn agent_visible_checks() {
                    #checks
                }
            }
        };
    }
}
