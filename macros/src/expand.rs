//! Code generation: the `ToolError` and `Catalog` impls, or a stub beside
//! the errors so the user sees only the mistakes that matter.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{ToTokens, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{DeriveInput, Ident, LitStr, Member, Type, WherePredicate};

use crate::ast::{Field, Input, Text, Variant};
use crate::errors::{Errors, Verdict};
use crate::template::{Piece, Template};
use crate::valid;

pub fn derive(input: &DeriveInput) -> TokenStream {
    let mut errors = Errors::default();
    let parsed = Input::from_syn(input, &mut errors);
    let masked = match &parsed {
        Some(parsed) => valid::validate(parsed, &mut errors),
        None => Vec::new(),
    };
    let krate = parsed
        .as_ref()
        .map_or_else(|| syn::parse_quote!(::toolerror), |p| p.krate.clone());
    let error = match (errors.finish(), &parsed) {
        (Verdict::Clean, Some(parsed)) => match generate(parsed, &masked) {
            Ok(tokens) => return tokens,
            // Validation passed what generation can't handle: a bug of the
            // derive, which must still not compile.
            Err(()) => Some(syn::Error::new_spanned(
                &input.ident,
                "#[derive(ToolError)] could not classify this type; please report this as a bug of toolerror",
            )),
        },
        (Verdict::Clean, None) => None,
        // `None`: every mistake is one rustc reports itself (an invalid
        // literal, an invalid format string).
        (Verdict::Mistaken(error), _) => error,
    };
    let stub = fallback(input, &krate);
    let errors = error.map(|error| error.to_compile_error());
    quote!(#stub #errors)
}

/// Impls whose bodies are never run, emitted only beside compile errors
/// (the derive's, or rustc's own for an invalid literal or format string)
/// so that every use of the type still type-checks: the build fails, so
/// `unreachable!` can't be reached.
fn fallback(input: &DeriveInput, krate: &syn::Path) -> TokenStream {
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    quote! {
        #[automatically_derived]
        impl #impl_generics #krate::__private_v1::ToolError for #ident #ty_generics #where_clause {
            fn category(&self) -> #krate::__private_v1::Category {
                ::core::unreachable!()
            }
            fn description(&self) -> #krate::__private_v1::Cow<'_, ::core::primitive::str> {
                ::core::unreachable!()
            }
            fn code(&self) -> &::core::primitive::str {
                ::core::unreachable!()
            }
        }
        #[automatically_derived]
        impl #impl_generics #krate::__private_v1::Catalog for #ident #ty_generics #where_clause {
            fn catalog() -> &'static [#krate::__private_v1::CatalogEntry] {
                &[]
            }
        }
        #krate::__private_v1::integrations! {
            [#krate] [#impl_generics] [#ident #ty_generics] [#where_clause]
        }
    }
}

/// The alias of the runtime's `__private_v1` module inside the generated
/// `const _` block: one token per path instead of four keeps the output, and
/// the compiler's work on it, small.
const PRIVATE: &str = "__toolerror";

/// `masked[i]`: variant `i`'s description is its category's fallback
/// sentence (see `valid::Lacks`).
fn generate(input: &Input<'_>, masked: &[bool]) -> Result<TokenStream, ()> {
    let krate = &input.krate;
    let private = Ident::new(PRIVATE, Span::call_site()).into_token_stream();
    let ident = &input.original.ident;
    let mut bounds = Bounds::new(input);

    // What every variant declares goes in const tables indexed by the
    // variant's position (one `match` of patterns alone gives it); only
    // what is decided per value (a template, a classify field, a wrapped
    // error) gets an arm of its own.
    let mut rows = Rows::default();
    let mut category_arms = Vec::new();
    // `category()` stays one match with an arm per category, as fast as
    // one written by hand: it is on every hot path (`is_retryable`).
    // Patterns are written as text and lexed once per list: they need no
    // span (no error can point into them), and made token by token each
    // token would cross the proc-macro bridge on its own.
    let mut by_category: Vec<(&str, String)> = Vec::new();
    let mut description_arms = Vec::new();
    // Variants whose description is their `Display` text: one arm for all.
    let mut display_patterns = String::new();
    let mut display_span = None;
    let mut code_arms = Vec::new();
    let mut retry_arms = Vec::new();
    let mut unknown_patterns = String::new();
    let mut unknown_delegates = Vec::new();
    let mut unexpected_patterns = String::new();
    let mut unexpected_delegates = Vec::new();
    let mut diagnostic_delegates = Vec::new();
    let mut detail_arms = Vec::new();
    let mut all_details_covered = true;
    let mut error_checks = Vec::new();
    let mut error_checked: Vec<String> = Vec::new();

    for (variant, &masked) in input.variants.iter().zip(masked) {
        let path = || path_tokens(variant);
        let empty = format!("{} {{ .. }}", variant.path);
        let name = &variant.name;
        if variant.options.transparent.is_some() {
            let field = &variant.fields[0];
            let pattern = bind(&path(), [field]);
            let tool_error = quote!(#private::ToolError);
            bounds.require(field.ty, quote!(#krate::__private_v1::ToolError));
            // Spanned on the field's type, so a type that isn't a ToolError
            // is reported there.
            let delegate = |method: &str| {
                let span = field.ty.span();
                let method = Ident::new(method, span);
                let tool_error = respan(tool_error.clone(), span);
                let inner = binding(field);
                quote_spanned!(span=> #pattern => #tool_error::#method(#inner),)
            };
            category_arms.push(delegate("category"));
            description_arms.push(delegate("description"));
            code_arms.push(delegate("code"));
            retry_arms.push(delegate("retry_after"));
            unknown_delegates.push(delegate("outcome_unknown"));
            unexpected_delegates.push(delegate("is_unexpected"));
            diagnostic_delegates.push(delegate("diagnostic"));
            detail_arms.push(delegate("details"));
            let inner_type = type_name(field.ty);
            rows.push(&variant.path, name, "", 0, 0, "", Some(inner_type));
            rows.explicit(Method::Code);
            rows.explicit(Method::Retry);
            rows.explicit(Method::Description);
            continue;
        }
        // Validation reports every variant without a category.
        let category = input.category_of(variant).ok_or(())?;
        let category_variant = Ident::new(category.kind.variant_name(), Span::call_site());
        let declared = quote!(#private::Category::#category_variant);
        // A field that tells the category at run time, the declared one
        // being the fallback.
        let classifier = variant
            .field_marked(|options| options.classify.is_some())
            .next()
            .map(|field| {
                let span = field.ty.span();
                let value = binding(field);
                let private_at = respan(private.clone(), span);
                // Every method asks through the same spanned call, so a
                // field that can't classify is reported once.
                let value = match &field.options.classify_with {
                    // The user's function: one match over another crate's
                    // type, which can't implement `Classify` here.
                    Some(function) => quote_spanned!(span=> #function(#value)),
                    None => {
                        bounds.require(field.ty, quote!(#krate::__private_v1::Classify));
                        quote_spanned!(span=> #private_at::classification(#value))
                    }
                };
                (bind(&path(), [field]), value)
            });
        if variant.options.unexpected.is_some() {
            alternative(&mut unexpected_patterns, &empty);
        }
        if classifier.is_none() {
            let kind = category.kind.variant_name();
            match by_category.iter_mut().find(|(seen, _)| *seen == kind) {
                Some((_, patterns)) => alternative(patterns, &empty),
                None => by_category.push((kind, empty.clone())),
            }
        }
        if let Some((pattern, value)) = &classifier {
            category_arms
                .push(quote!(#pattern => #private::classified_category(#value, #declared),));
            // Nothing classified it: the declared category stands, the
            // description is masked.
            if variant.options.unexpected.is_none() {
                unexpected_delegates.push(quote!(#pattern => #private::Option::is_none(&#value),));
            }

            // The description was written for the declared category.
            description_arms.push(quote! {
                #pattern if #private::reclassified(#value, #declared) => #private::Cow::Borrowed(
                    #private::fallback_description(#private::classified_category(#value, #declared))
                ),
            });
        }

        // Names can hide an error (`use std::io::Error as Io;`): a field
        // that can reach the agent must not implement `std::error::Error`
        // unless it is marked public. With a masked description, the
        // `detail` fields still reach it.
        for field in variant.visible_fields(masked) {
            let ty = field.ty;
            let key = quote!(#ty).to_string();
            if field.options.public.is_none() && !error_checked.contains(&key) {
                error_checked.push(key);
                let span = ty.span();
                let check = respan(
                    quote!(#private::FieldHoldsAnError_WriteADescriptionOrMarkItPublic),
                    span,
                );
                error_checks.push(quote_spanned!(span=> <#ty as #check<_>>::check();));
            }
        }
        let (description, template_text) = if masked {
            let arm = format!(
                "{empty} => {PRIVATE}::Cow::Borrowed({PRIVATE}::fallback_description({PRIVATE}::Category::{})),",
                category.kind.variant_name()
            );
            (Desc::Arm(lexed(&arm)), None)
        } else {
            description_body(variant, &mut bounds)?
        };
        let served_from_table = matches!(description, Desc::Table);
        match description {
            Desc::Table => {}
            Desc::Arm(arm) => description_arms.push(arm),
            Desc::Display => {
                bounds.require_self_display();
                alternative(&mut display_patterns, &empty);
                display_span.get_or_insert_with(|| variant.ident.span());
            }
        }
        let code = &variant.code;
        let declared_unknown = category.outcome_unknown.is_some()
            && category.kind == crate::attr::CategoryKind::Transient;
        match &classifier {
            Some((pattern, value)) => unknown_delegates.push(quote! {
                #pattern => #private::classified_outcome_unknown(#value, #declared_unknown),
            }),
            None if declared_unknown => alternative(&mut unknown_patterns, &empty),
            None => {}
        }

        let fixed_delay = category.retry_after.as_ref().and_then(|delay| delay.millis);
        let delay_field = variant
            .field_marked(|options| options.retry_after.is_some())
            .next();
        if let Some((pattern, value)) = &classifier {
            // The declared delay, when the field gives none.
            let declared_delay = match (fixed_delay, delay_field) {
                (Some(millis), _) => {
                    quote!(#private::Some(#private::Duration::from_millis(#millis)))
                }
                (None, Some(field)) => {
                    let delay = binding(field);
                    quote!(#private::retry_delay(#delay))
                }
                (None, None) => quote!(#private::None),
            };
            let pattern = match delay_field {
                Some(field) if fixed_delay.is_none() => {
                    let classify = variant
                        .field_marked(|options| options.classify.is_some())
                        .next()
                        .ok_or(())?;
                    bind(&path(), [classify, field])
                }
                _ => pattern.clone(),
            };
            retry_arms.push(quote! {
                #pattern => #private::classified_delay(#value, #declared_delay),
            });
        } else if fixed_delay.is_some() {
            // From the table.
        } else if let Some(field) = delay_field {
            let pattern = bind(&path(), [field]);
            // Spanned on the field's type, so a type that isn't a delay is
            // reported there.
            let span = field.ty.span();
            let value = binding(field);
            let private_at = respan(private.clone(), span);
            let delay = quote_spanned!(span=> #private_at::retry_delay(#value));
            retry_arms.push(quote!(#pattern => #delay,));
        } else {
            // No delay: the table's 0.
        }
        let retry_explicit =
            classifier.is_some() || (fixed_delay.is_none() && delay_field.is_some());

        let detail_fields: Vec<&Field<'_>> = variant.field_marked(|o| o.detail.is_some()).collect();
        if detail_fields.is_empty() {
            all_details_covered = false;
        } else {
            let pattern = bind(&path(), detail_fields.iter().copied());
            let details = Ident::new("__details", Span::call_site());
            let inserts = detail_fields.iter().map(|field| {
                let key = field.name();
                bounds.require(field.ty, quote!(#krate::__private_v1::Serialize));
                let span = field.ty.span();
                let private = respan(private.clone(), span);
                let value = binding(field);
                quote_spanned!(span=> #private::insert_detail(&mut #details, #key, #value);)
            });
            detail_arms.push(quote! {
                #pattern => {
                    let mut #details = #private::Map::new();
                    #(#inserts)*
                    #private::Some(#details)
                }
            });
        }

        let retry_millis = fixed_delay.unwrap_or(0);
        rows.push(
            &variant.path,
            name,
            code,
            category.kind.number(),
            retry_millis,
            template_text.as_deref().unwrap_or(""),
            None,
        );
        if !served_from_table {
            rows.explicit(Method::Description);
        }
        if retry_explicit {
            rows.explicit(Method::Retry);
        }
    }

    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let where_clause = bounds.where_clause();
    let no_variants = input.variants.is_empty();
    // Only a text-only type answers anything but the trait's default.
    let error_mode_method = input.text_only.then(|| {
        quote! {
            fn error_mode(&self) -> #private::ErrorMode {
                #private::ErrorMode::TextOnly
            }
        }
    });
    let body = |arms: &[TokenStream], fallback: Option<TokenStream>| {
        if no_variants {
            quote!(match *self {})
        } else if arms.is_empty() {
            fallback.unwrap_or_default()
        } else {
            let fallback = fallback.map(|value| quote!(_ => #value,));
            quote!(match self { #(#arms)* #fallback })
        }
    };
    if let Some(span) = display_span {
        let patterns = lexed(&display_patterns);
        let private_at = respan(private.clone(), span);
        // `self` keeps the derive's own hygiene: with a span of the user's,
        // it would not resolve when a `macro_rules!` wrote the type. `Self`
        // in the turbofish, spanned on the first such variant, is where a
        // type without `Display` is reported.
        let this = Ident::new("self", Span::call_site());
        let to_string = quote_spanned!(span=> #private_at::display_text::<Self>(#this));
        description_arms.push(quote!(#patterns => #private::Cow::Owned(#to_string),));
    }
    let index = quote!(#private::VariantIndex::variant_index(self));
    let from_table = |method: Method, value: TokenStream| rows.answers(method).then_some(value);
    if !by_category.is_empty() {
        let mut arms = String::new();
        for (category, patterns) in by_category {
            let _ = write!(arms, "{patterns} => {PRIVATE}::Category::{category},");
        }
        category_arms.push(lexed(&arms));
    }
    let category_body = body(&category_arms, None);
    let description_body = body(
        &description_arms,
        from_table(
            Method::Description,
            quote!(#private::Cow::Borrowed(__TEXT[#index])),
        ),
    );
    let code_body = body(&code_arms, from_table(Method::Code, quote!(__CODE[#index])));
    // Methods every variant leaves at the default are not generated; the
    // trait's defaults answer `None`.
    let delays = rows.delays.iter().any(|&ms| ms != 0);
    let retry_method = (!retry_arms.is_empty() || delays).then(|| {
        let fallback = match delays {
            true => quote!(#private::delay_ms(__DELAY_MS[#index])),
            false => quote!(#private::None),
        };
        let retry_body = body(&retry_arms, from_table(Method::Retry, fallback));
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
    // Only where some variant can answer `true`: the trait's default says
    // `false` for everything else.
    let outcome_unknown_method = (!unknown_patterns.is_empty() || !unknown_delegates.is_empty())
        .then(|| {
            let marked = (!unknown_patterns.is_empty())
                .then(|| lexed(&format!("{unknown_patterns} => true,")));
            quote! {
                fn outcome_unknown(&self) -> ::core::primitive::bool {
                    match self {
                        #marked
                        #(#unknown_delegates)*
                        _ => false,
                    }
                }
            }
        });
    let unexpected_method = (!unexpected_patterns.is_empty() || !unexpected_delegates.is_empty())
        .then(|| {
            let marked = (!unexpected_patterns.is_empty())
                .then(|| lexed(&format!("{unexpected_patterns} => true,")));
            quote! {
                fn is_unexpected(&self) -> ::core::primitive::bool {
                    match self {
                        #marked
                        #(#unexpected_delegates)*
                        _ => false,
                    }
                }
            }
        });
    // The value itself is what the log shows, when it is an error; a
    // transparent variant's, the error it wraps. Probed by autoref at the
    // concrete type: a generic type's bounds, or a lifetime, could pick the
    // error impl and then fail its `'static`, so such types log their
    // description alone.
    let probed = input.original.generics.params.is_empty().then(|| {
        quote! {{
            use #private::{DiagnoseError as _, DiagnoseOther as _};
            (&&#private::Diagnose(self)).__toolerror_diagnostic()
        }}
    });
    let diagnostic_method = match (probed, diagnostic_delegates.is_empty()) {
        (None, true) => None,
        (Some(probed), true) => Some(probed),
        (probed, false) => {
            let fallback = probed.unwrap_or_else(|| quote!(#private::None));
            Some(quote! {
                match self {
                    #(#diagnostic_delegates)*
                    _ => #fallback,
                }
            })
        }
    }
    .map(|body| {
        quote! {
            fn diagnostic(&self) -> #private::Option<&(dyn #private::Error + 'static)> {
                #body
            }
        }
    });
    let integration_where = bounds.sized_where_clause();
    let (tables, catalog) = rows.tables(&private, input, &plain_where, delays);
    Ok(quote! {
        const _: () = {
            use #krate::__private_v1 as #private;
            #[automatically_derived]
            impl #impl_generics #private::ToolError for #ident #ty_generics #where_clause {
                // On every hot path (`is_retryable`): inlinable in the
                // user's other crates, as a hand-written match would be.
                #[inline]
                fn category(&self) -> #private::Category {
                    #category_body
                }
                fn description(&self) -> #private::Cow<'_, #private::str> {
                    #(#error_checks)*
                    #description_body
                }
                fn code(&self) -> &#private::str {
                    #code_body
                }
                #retry_method
                #details_method
                #error_mode_method
                #outcome_unknown_method
                #unexpected_method
                #diagnostic_method
            }
            #tables
            #[automatically_derived]
            impl #impl_generics #private::Catalog for #ident #ty_generics #plain_where {
                fn catalog() -> &'static [#private::CatalogEntry] {
                    static CATALOG: #private::CatalogCell = #private::CatalogCell::new();
                    #catalog
                }
            }
            #private::integrations! {
                [#krate] [#impl_generics] [#ident #ty_generics] [#integration_where]
            }
        };
    })
}

/// The methods whose answer can come from a table (`category()` is always
/// a `match`: it is on every hot path).
#[derive(Clone, Copy)]
enum Method {
    Code,
    Retry,
    Description,
}

/// One row per variant: what it declares, for the const tables.
#[derive(Default)]
struct Rows {
    /// Each variant's path, as text: `Self::Name`, or `Self` for a struct.
    index_paths: Vec<String>,
    names: Vec<String>,
    codes: Vec<String>,
    /// The position in the runtime's `CATEGORIES`.
    categories: Vec<u8>,
    delays: Vec<u64>,
    texts: Vec<String>,
    inner_types: Vec<Option<String>>,
    /// How many rows each method answers from its table.
    from_table: [usize; 3],
}

impl Rows {
    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        path: &str,
        name: &str,
        code: &str,
        category: u8,
        delay_ms: u64,
        text: &str,
        inner_type: Option<String>,
    ) {
        self.index_paths.push(path.to_owned());
        self.names.push(name.to_owned());
        self.codes.push(code.to_owned());
        self.categories.push(category);
        self.delays.push(delay_ms);
        self.texts.push(text.to_owned());
        self.inner_types.push(inner_type);
        for count in &mut self.from_table {
            *count += 1;
        }
    }

    /// The last row's `method` has an arm of its own.
    fn explicit(&mut self, method: Method) {
        self.from_table[method as usize] -= 1;
    }

    fn answers(&self, method: Method) -> bool {
        self.from_table[method as usize] > 0
    }

    /// The const tables with the `VariantIndex` impl, and the catalog.
    ///
    /// Written as text and lexed once by the compiler: made token by token,
    /// each of these thousands of tokens would cross the proc-macro bridge
    /// on its own. They carry no span worth keeping (no error can point
    /// into them).
    fn tables(
        &self,
        private: &TokenStream,
        input: &Input<'_>,
        plain_where: &Option<&syn::WhereClause>,
        delays: bool,
    ) -> (TokenStream, TokenStream) {
        let len = self.names.len();
        let ident = &input.original.ident;
        let (impl_generics, ty_generics, _) = input.original.generics.split_for_impl();
        let mut arms = String::new();
        for (index, path) in self.index_paths.iter().enumerate() {
            let _ = write!(arms, "{path} {{ .. }} => {index},");
        }
        let body = if len == 0 {
            quote!(match *self {})
        } else {
            let arms = lexed(&arms);
            quote!(match self { #arms })
        };
        let list = |items: &mut dyn Iterator<Item = String>| {
            let mut out = String::from("[");
            for item in items {
                out.push_str(&item);
                out.push(',');
            }
            out.push(']');
            out
        };
        let strings = |texts: &[String]| list(&mut texts.iter().map(|text| format!("{text:?}")));
        let codes = lexed(&strings(&self.codes));
        let texts = lexed(&strings(&self.texts));
        let mut names = String::new();
        for name in &self.names {
            names.push_str(name);
            names.push(',');
        }
        let names = lexed(&format!("{names:?}"));
        let categories = lexed(&list(&mut self.categories.iter().map(u8::to_string)));
        let delay_table = match delays {
            true => lexed(&list(&mut self.delays.iter().map(u64::to_string))),
            false => quote!([0; #len]),
        };
        // Literals only where it can: each path in a table is resolved and
        // typed on its own, and costs the compiler more than the literal.
        let inner_types = if self.inner_types.iter().all(Option::is_none) {
            quote!([])
        } else {
            let inner_types = self.inner_types.iter().map(|inner| match inner {
                Some(inner) => quote!(#private::Some(#inner)),
                None => quote!(#private::None),
            });
            quote!([#(#inner_types),*])
        };
        let tables = quote! {
            #[automatically_derived]
            impl #impl_generics #private::VariantIndex for #ident #ty_generics #plain_where {
                fn variant_index(&self) -> ::core::primitive::usize {
                    #body
                }
            }
            const __CATEGORY: [::core::primitive::u8; #len] = #categories;
            const __CODE: [&::core::primitive::str; #len] = #codes;
            const __TEXT: [&::core::primitive::str; #len] = #texts;
            const __DELAY_MS: [::core::primitive::u64; #len] = #delay_table;
        };
        let catalog = quote! {
            #private::catalog(
                &CATALOG,
                #names,
                &__CODE,
                &__CATEGORY,
                &__DELAY_MS,
                &__TEXT,
                &#inner_types,
            )
        };
        (tables, catalog)
    }
}

/// `Self::Name`, or `Self` for a struct, as tokens: for patterns that bind
/// fields, whose bindings carry spans.
fn path_tokens(variant: &Variant<'_>) -> TokenStream {
    match variant.path.as_str() {
        "Self" => quote!(Self),
        _ => {
            let name = variant.ident;
            quote!(Self::#name)
        }
    }
}

/// Adds `pattern` to the alternatives of `patterns`, written as text.
fn alternative(patterns: &mut String, pattern: &str) {
    if !patterns.is_empty() {
        patterns.push_str(" | ");
    }
    patterns.push_str(pattern);
}

/// `text`, which this module wrote, as tokens: lexed by the compiler in one
/// call (`proc_macro2`'s own parse would first lex it again to check it).
fn lexed(text: &str) -> TokenStream {
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

/// How a variant's description is made.
enum Desc {
    /// Its literal text, served from the table.
    Table,
    /// An arm of its own.
    Arm(TokenStream),
    /// Its `Display` text, in the one arm such variants share.
    Display,
}

/// How a variant's description is made, and the template text for the
/// catalog.
fn description_body(
    variant: &Variant<'_>,
    bounds: &mut Bounds,
) -> Result<(Desc, Option<String>), ()> {
    let display_template = variant
        .display_template
        .as_ref()
        .and_then(|text| text.as_ref().ok());
    let template = variant.description.as_ref().or(display_template);
    Ok(match template {
        Some(Text { lit, template }) if !template.has_placeholders() => {
            // Served from the table, which holds the template's text, when
            // that is the text itself (no `{{` escapes).
            let text = template.literal_text();
            let desc = match text == lit.value {
                true => Desc::Table,
                false => {
                    let empty = lexed(&format!("{} {{ .. }}", variant.path));
                    let private = Ident::new(PRIVATE, Span::call_site());
                    Desc::Arm(quote!(#empty => #private::Cow::Borrowed(#text),))
                }
            };
            (desc, Some(lit.value.clone()))
        }
        Some(Text { lit, template }) if variant.description.is_some() => {
            let private = Ident::new(PRIVATE, Span::call_site());
            let path = &path_tokens(variant);
            // Validation reports every placeholder that names no field.
            let mut fields = Vec::new();
            for (field, spec) in template.fields() {
                let field = variant.field(&field.to_string()).ok_or(())?;
                bounds.require(field.ty, format_trait(spec));
                fields.push(field);
            }
            let arm = match interleaved(template, &fields) {
                // Plain `{field}` placeholders: the template's pieces with
                // the fields between them, written at run time, which the
                // compiler checks far faster than a `format_args!`.
                Some((pieces, args)) => {
                    let mut bound: Vec<&Field<'_>> = Vec::new();
                    for field in &fields {
                        if !bound.iter().any(|seen| seen.member == field.member) {
                            bound.push(field);
                        }
                    }
                    let pattern = bind(path, bound);
                    let function = format_ident!("pieces{}", args.len());
                    // One field: the call is spanned on its type too, so
                    // rustc reports a field without `Display` at one place.
                    let function = match args.as_slice() {
                        [only] => {
                            let span = only.span();
                            let private_at = respan(private.to_token_stream(), span);
                            let function = Ident::new(&function.to_string(), span);
                            quote_spanned!(span=> #private_at::#function)
                        }
                        _ => quote!(#private::#function),
                    };
                    quote!(#pattern => #function([#(#pieces),*], #(#args),*),)
                }
                None => {
                    let (format, used) = rewrite(variant, lit, template).ok_or(())?;
                    let pattern = bind(path, used.iter().map(|(field, _)| *field));
                    let args = used.iter().map(|&(field, only_display)| {
                        let name = binding(field);
                        if only_display {
                            // The runtime's `ShownByDescription` words the
                            // error of a field without `Display`, as the
                            // `pieces` functions do, and `format_args!` gets
                            // a `&dyn Display`, so it doesn't say it again.
                            let span = field.ty.span();
                            let private_at = respan(private.to_token_stream(), span);
                            quote_spanned!(span=> #name = #private_at::displayed(&#name))
                        } else {
                            quote!(#name = #name)
                        }
                    });
                    quote!(#pattern => #private::Cow::Owned(#private::format_description(::core::format_args!(#format, #(#args),*))),)
                }
            };
            (Desc::Arm(arm), Some(lit.value.clone()))
        }
        _ => (
            Desc::Display,
            display_template.map(|text| text.lit.value.clone()),
        ),
    })
}

/// The runtime's `pieces1` to `pieces4` take this many fields at most.
const MAX_INTERLEAVED: usize = 4;

/// A template's literal pieces and the bindings between them, when every
/// placeholder is a plain `{field}` and there are at most
/// [`MAX_INTERLEAVED`].
fn interleaved(template: &Template, fields: &[&Field<'_>]) -> Option<(Vec<String>, Vec<Ident>)> {
    if fields.len() > MAX_INTERLEAVED {
        return None;
    }
    let mut pieces = vec![String::new()];
    let mut args = Vec::new();
    let mut placeholders = fields.iter();
    for piece in &template.pieces {
        match piece {
            Piece::Literal(text) => pieces.last_mut()?.push_str(text),
            Piece::Placeholder { spec, .. } => {
                let field = placeholders.next()?;
                if !spec.is_empty() {
                    return None;
                }
                // The binding carries the field type's span, so a type
                // without `Display` is reported there, in the words of the
                // runtime's `ShownByDescription`.
                args.push(binding(field));
                pieces.push(String::new());
            }
        }
    }
    Some((pieces, args))
}

/// The template with each placeholder renamed to its field's binding, and
/// the fields it uses (each once), with whether every placeholder of the
/// field shows its `Display`.
fn rewrite<'v, 'a>(
    variant: &'v Variant<'a>,
    lit: &crate::attr::StrLit,
    template: &Template,
) -> Option<(LitStr, Vec<(&'v Field<'a>, bool)>)> {
    let mut text = String::new();
    let mut used: Vec<(&Field<'_>, bool)> = Vec::new();
    for piece in &template.pieces {
        match piece {
            Piece::Literal(literal) => {
                text.push_str(&literal.replace('{', "{{").replace('}', "}}"))
            }
            Piece::Placeholder { field, spec } => {
                let field = variant.field(&field.to_string())?;
                text.push('{');
                text.push_str(&binding(field).to_string());
                if !spec.is_empty() {
                    text.push(':');
                    text.push_str(spec);
                }
                text.push('}');
                let displayed = shows_display(spec);
                match used
                    .iter_mut()
                    .find(|(seen, _)| seen.member == field.member)
                {
                    Some((_, only_display)) => *only_display &= displayed,
                    None => used.push((field, displayed)),
                }
            }
        }
    }
    Some((LitStr::new(&text, lit.span()), used))
}

/// The `core::fmt` trait a placeholder with this format spec uses.
fn format_trait_name(spec: &str) -> &'static str {
    match spec.chars().last() {
        Some('?') => "Debug",
        Some('x') => "LowerHex",
        Some('X') => "UpperHex",
        Some('o') => "Octal",
        Some('b') => "Binary",
        Some('e') => "LowerExp",
        Some('E') => "UpperExp",
        _ => "Display",
    }
}

/// Whether a placeholder with this format spec shows `Display`.
fn shows_display(spec: &str) -> bool {
    format_trait_name(spec) == "Display"
}

fn format_trait(spec: &str) -> TokenStream {
    let name = Ident::new(format_trait_name(spec), Span::call_site());
    quote!(::core::fmt::#name)
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

/// The local name a field is bound to in generated patterns. It carries
/// the field type's span, in the pattern and at every use alike: errors in
/// an expression using it (a type that isn't `Display`, say) are reported
/// on the field, and both ends share one hygiene, also when a
/// `macro_rules!` wrote the type.
fn binding(field: &Field<'_>) -> Ident {
    format_ident!("__field_{}", field.name(), span = field.ty.span())
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
    /// `bound = "…"`: these predicates, instead of inferred ones.
    fixed: Option<Vec<WherePredicate>>,
    /// The deriving type's name: a field type that mentions it (a
    /// recursive `Box<Tree<T>>`) holds whenever the impl does, and bounding
    /// on it would make the impl require itself.
    own_name: String,
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
            fixed: input.bound.clone(),
            own_name: input.original.ident.to_string(),
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
        let tokens = ty.to_token_stream();
        if self.fixed.is_none()
            && !self.params.is_empty()
            && self.mentions(tokens.clone(), |name| self.params.contains(name))
            && !self.mentions(tokens, |name| name == self.own_name || name == "Self")
        {
            self.extra.push(syn::parse_quote!(#ty: #bound));
        }
    }

    fn require_self_display(&mut self) {
        if self.fixed.is_none() && !self.params.is_empty() && !self.self_display {
            self.self_display = true;
            let self_type = &self.self_type;
            self.extra
                .push(syn::parse_quote!(#self_type: ::core::fmt::Display));
        }
    }

    fn mentions(&self, tokens: TokenStream, name_matches: impl Fn(&str) -> bool + Copy) -> bool {
        tokens.into_iter().any(|token| match token {
            TokenTree::Ident(ident) => name_matches(&ident.to_string()),
            TokenTree::Group(group) => self.mentions(group.stream(), name_matches),
            _ => false,
        })
    }

    fn where_clause(&self) -> Option<syn::WhereClause> {
        let extra = self.fixed.as_ref().unwrap_or(&self.extra);
        if extra.is_empty() {
            return self.base.clone();
        }
        let mut clause = self
            .base
            .clone()
            .unwrap_or_else(|| syn::parse_quote!(where));
        clause.predicates.extend(extra.iter().cloned());
        Some(clause)
    }

    /// [`where_clause`](Self::where_clause), plus `Self: Sized` for a
    /// generic type: integrations take the error by value, and a type
    /// parameter may be `?Sized`.
    fn sized_where_clause(&self) -> Option<syn::WhereClause> {
        let mut clause = self.where_clause();
        if !self.params.is_empty() {
            let self_type = &self.self_type;
            clause
                .get_or_insert_with(|| syn::parse_quote!(where))
                .predicates
                .push(syn::parse_quote!(#self_type: ::core::marker::Sized));
        }
        clause
    }
}

#[cfg(test)]
mod tests {
    use super::derive;
    use crate::snapshots::{derive_inputs, rust_files};

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
        // ToolError, Catalog and the variant index the tables are read by.
        assert_eq!(
            output.matches("# [automatically_derived]").count(),
            3,
            "{output}"
        );
        assert!(
            output.contains("use :: toolerror :: __private_v1 as __toolerror"),
            "{output}"
        );
        assert!(
            output.contains("__toolerror :: ToolError for Refund"),
            "{output}"
        );
        assert!(output.contains("[2 ,]"), "{output}");
        assert!(output.contains("[\"over_limit\" ,]"), "{output}");
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
            output.contains("use my :: reexport :: __private_v1 as __toolerror"),
            "{output}"
        );
        assert!(!output.contains(":: toolerror ::"), "{output}");
    }

    /// The stub, whose bodies are `unreachable!`, is only ever emitted
    /// beside a compile error: the derive's own, or, where the expansion
    /// holds none, rustc's (an invalid literal or format string), which the
    /// case's committed `.stderr` proves. Checked on every UI case; valid
    /// inputs expand with neither.
    #[test]
    fn no_input_expands_to_a_panicking_impl_without_an_error() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ui");
        let mut checked = 0;
        for (folder, valid) in [("fail", false), ("pass", true)] {
            let paths = rust_files(&root.join(folder));
            for path in paths {
                let source = std::fs::read_to_string(&path).unwrap();
                for input in derive_inputs(&source) {
                    let output = derive(&input).to_string();
                    let panics = output.contains("unreachable") || output.contains("panic");
                    let fails = output.contains("compile_error");
                    // rustc's own verdict on a literal or a format string.
                    let rustc_rejects = !valid
                        && std::fs::read_to_string(path.with_extension("stderr")).is_ok_and(
                            |stderr| {
                                [
                                    "unknown character escape",
                                    "invalid format string",
                                    "positional argument",
                                ]
                                .iter()
                                .any(|verdict| stderr.contains(verdict))
                            },
                        );
                    assert!(
                        !panics || fails || rustc_rejects,
                        "{}: a panicking impl without an error: {output}",
                        path.display()
                    );
                    if valid {
                        assert!(!panics && !fails, "{}: {output}", path.display());
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "only {checked} inputs found");
    }

    #[test]
    fn a_variant_whose_only_category_is_a_foreign_attribute_does_not_compile() {
        // `#[cat]` may be another derive's helper, which rustc accepts: the
        // derive must refuse the variant itself.
        let output = expand(quote::quote! {
            enum Booking {
                #[error("busy")]
                #[cat(transient)]
                Busy,
            }
        });
        assert!(output.contains("compile_error"), "{output}");
        assert!(output.contains("doesn't read `#[cat]`"), "{output}");
    }

    #[test]
    fn a_misspelled_description_masks_the_permission_text_instead_of_erring() {
        let output = expand(quote::quote! {
            enum Booking {
                #[error("belongs to {owner}")]
                #[category(permission)]
                #[tool_eror(description = "Another customer's booking. Escalate.")]
                NotYours { owner: String },
            }
        });
        assert!(!output.contains("compile_error"), "{output}");
        assert!(!output.contains("unreachable"), "{output}");
        assert!(!output.contains("display_text"), "{output}");
        assert!(output.contains("fallback_description"), "{output}");
    }
}
