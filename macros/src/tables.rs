//! The const tables every variant's declared answers are read from
//! (categories, codes, texts, delays), the `VariantIndex` impl that
//! indexes them, and the catalog built from them.

use proc_macro2::TokenStream;
use quote::quote;

use crate::ast::Input;
use crate::bindings::{Private, type_name};
use crate::lexed::{PRIVATE, lexed, push_bytes, push_number, push_string_literal};
use crate::plan::{Answers, Delay, Plan};

/// One row per variant: what it declares.
struct Row<'p> {
    path: &'p str,
    name: &'p str,
    code: &'p str,
    /// [`CategoryKind::number`](crate::attr::CategoryKind::number).
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
/// delays is empty). Each table is one literal, whatever the number of
/// variants: an array of them would cost the compiler a constant per row
/// (see the runtime's `Strings`).
pub fn tables(input: &Input<'_>, plans: &[Plan<'_, '_>], fixed_delays: bool) -> TokenStream {
    let rows = rows(plans);
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let body = if rows.is_empty() {
        quote!(match *self {})
    } else {
        let mut arms = String::new();
        for (index, row) in (0..).zip(&rows) {
            arms.push_str(row.path);
            arms.push_str(" { .. } => ");
            push_number(&mut arms, index);
            arms.push(',');
        }
        let arms = lexed(&arms);
        quote!(match self { #arms })
    };
    let mut text = String::new();
    text.push_str("const __CATEGORY: &[::core::primitive::u8] = b\"");
    for row in &rows {
        text.push(char::from(b'0' + row.category));
    }
    text.push_str("\";");
    push_strings(&mut text, "__CODE", rows.iter().map(|row| row.code));
    push_strings(&mut text, "__TEXT", rows.iter().map(|row| row.text));
    text.push_str("const __DELAY_MS: &[::core::primitive::u8] = ");
    let mut delays = Vec::new();
    if fixed_delays {
        delays.reserve(rows.len() * 8);
        for row in &rows {
            delays.extend_from_slice(&row.delay_ms.to_le_bytes());
        }
    }
    push_bytes(&mut text, &delays);
    text.push(';');
    let tables = lexed(&text);
    quote! {
        #[automatically_derived]
        impl #impl_generics #Private::VariantIndex for #ident #ty_generics #plain_where {
            fn variant_index(&self) -> ::core::primitive::usize {
                #body
            }
        }
        #tables
    }
}

/// `const NAME: Strings = Strings::new("…", b"…");`: `texts` run
/// together, and where each ends.
fn push_strings<'t>(out: &mut String, name: &str, texts: impl Iterator<Item = &'t str>) {
    let mut joined = String::new();
    let mut ends = Vec::new();
    for text in texts {
        joined.push_str(text);
        // A crate's source can't hold 4 GiB of descriptions.
        let end = u32::try_from(joined.len()).unwrap_or(u32::MAX);
        ends.extend_from_slice(&end.to_le_bytes());
    }
    out.push_str("const ");
    out.push_str(name);
    for piece in [": ", PRIVATE, "::Strings = ", PRIVATE, "::Strings::new("] {
        out.push_str(piece);
    }
    push_string_literal(out, &joined);
    out.push(',');
    push_bytes(out, &ends);
    out.push_str(");");
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
    let names = {
        let mut literal = String::new();
        push_string_literal(&mut literal, &names);
        lexed(&literal)
    };
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
                    __CODE,
                    __CATEGORY,
                    __DELAY_MS,
                    __TEXT,
                    &#inner_types,
                )
            }
        }
    }
}
