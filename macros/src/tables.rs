//! The const tables every variant's declared answers are read from
//! (categories, codes, texts, delays), the `VariantIndex` impl that
//! indexes them, and the catalog built from them.

use proc_macro2::TokenStream;
use quote::quote;

use crate::ast::Input;
use crate::bindings::{Private, type_name};
use crate::lexed::{lexed, list};
use crate::plan::{Answers, Delay, Plan};

/// One row per variant: what it declares.
struct Row<'p> {
    path: &'p str,
    name: &'p str,
    code: &'p str,
    /// The position in the runtime's `CATEGORIES`.
    category: u8,
    delay_ms: u64,
    text: &'p str,
    /// A delegating variant's wrapped type, for the catalog.
    inner_type: Option<String>,
}

fn rows<'p>(plans: &'p [Plan<'_, '_>]) -> Vec<Row<'p>> {
    plans
        .iter()
        .map(|plan| {
            let variant = plan.variant;
            let (path, name) = (variant.path.as_str(), variant.name.as_str());
            match &plan.answers {
                Answers::Delegated(field) => Row {
                    path,
                    name,
                    code: "",
                    category: 0,
                    delay_ms: 0,
                    text: "",
                    inner_type: Some(type_name(field.ty)),
                },
                Answers::Own(own) => Row {
                    path,
                    name,
                    code: &variant.code,
                    category: own.category.number(),
                    delay_ms: match own.delay {
                        Delay::Fixed(millis) => millis,
                        Delay::None | Delay::Field(_) => 0,
                    },
                    text: own.catalog_text.unwrap_or(""),
                    inner_type: None,
                },
            }
        })
        .collect()
}

/// The `VariantIndex` impl and the const tables, written as text and lexed
/// once; `fixed_delays`: some variant declares a delay (else the table of
/// delays is all zeros).
pub fn tables(input: &Input<'_>, plans: &[Plan<'_, '_>], fixed_delays: bool) -> TokenStream {
    let rows = rows(plans);
    let len = rows.len();
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let body = if rows.is_empty() {
        quote!(match *self {})
    } else {
        let arms: String = rows
            .iter()
            .enumerate()
            .map(|(index, row)| format!("{} {{ .. }} => {index},", row.path))
            .collect();
        let arms = lexed(&arms);
        quote!(match self { #arms })
    };
    let strings =
        |texts: &mut dyn Iterator<Item = &str>| lexed(&list(texts.map(|text| format!("{text:?}"))));
    let codes = strings(&mut rows.iter().map(|row| row.code));
    let texts = strings(&mut rows.iter().map(|row| row.text));
    let categories = lexed(&list(rows.iter().map(|row| row.category)));
    let delays = match fixed_delays {
        true => lexed(&list(rows.iter().map(|row| row.delay_ms))),
        false => quote!([0; #len]),
    };
    quote! {
        #[automatically_derived]
        impl #impl_generics #Private::VariantIndex for #ident #ty_generics #plain_where {
            fn variant_index(&self) -> ::core::primitive::usize {
                #body
            }
        }
        const __CATEGORY: [::core::primitive::u8; #len] = #categories;
        const __CODE: [&::core::primitive::str; #len] = #codes;
        const __TEXT: [&::core::primitive::str; #len] = #texts;
        const __DELAY_MS: [::core::primitive::u64; #len] = #delays;
    }
}

/// The `Catalog` impl: built from the tables on first call and kept in a
/// `static` (as a constant, the compiler would evaluate it in every build
/// of the user's crate, read or not).
pub fn catalog(input: &Input<'_>, plans: &[Plan<'_, '_>]) -> TokenStream {
    let rows = rows(plans);
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let mut names = String::new();
    for row in &rows {
        names.push_str(row.name);
        names.push(',');
    }
    let names = lexed(&format!("{names:?}"));
    // Literals only where it can: each path in a table is resolved and
    // typed on its own, and costs the compiler more than the literal.
    let inner_types = if rows.iter().all(|row| row.inner_type.is_none()) {
        quote!([])
    } else {
        let inner_types = rows.iter().map(|row| match &row.inner_type {
            Some(inner) => quote!(#Private::Some(#inner)),
            None => quote!(#Private::None),
        });
        quote!([#(#inner_types),*])
    };
    quote! {
        #[automatically_derived]
        impl #impl_generics #Private::Catalog for #ident #ty_generics #plain_where {
            fn catalog() -> &'static [#Private::CatalogEntry] {
                static CATALOG: #Private::CatalogCell = #Private::CatalogCell::new();
                #Private::catalog(
                    &CATALOG,
                    #names,
                    &__CODE,
                    &__CATEGORY,
                    &__DELAY_MS,
                    &__TEXT,
                    &#inner_types,
                )
            }
        }
    }
}
