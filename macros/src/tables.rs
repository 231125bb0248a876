//! The const tables every variant's declared answers are read from (codes,
//! texts, categories, delays), one array per column and one row per
//! variant in declaration order, the `VariantIndex` impl that indexes
//! them, and the catalog built from them.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::ast::Input;
use crate::bindings::{Private, alternatives, category_path, type_name};
use crate::plan::{Answers, Delay, Plan};

/// Which columns some method or the catalog reads: each is written only
/// when a variant gives it a value other than the default.
pub struct Columns {
    /// Some variant declares a fixed delay (`retry_after = "30s"`).
    pub delays: bool,
}

impl Columns {
    pub fn of(plans: &[Plan<'_, '_>]) -> Self {
        Columns {
            delays: plans.iter().any(|plan| {
                plan.own()
                    .is_some_and(|own| matches!(own.delay, Delay::Fixed(ms) if ms != 0))
            }),
        }
    }
}

/// The `VariantIndex` impl and the const tables: `__CODE`, `__TEXT` (an
/// empty text for a description that isn't in the table), `__CATEGORY`
/// (the declared one), and `__DELAY_MS` (0 for none) when some variant
/// declares a delay. A delegating variant's row holds the defaults: its
/// answers are the wrapped error's.
pub fn tables(input: &Input<'_>, plans: &[Plan<'_, '_>], columns: &Columns) -> TokenStream {
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let body = if plans.is_empty() {
        quote!(match *self {})
    } else {
        let arms = plans.iter().enumerate().map(|(index, plan)| {
            let pattern = alternatives([plan.variant]);
            let index = Literal::usize_unsuffixed(index);
            quote!(#pattern => #index,)
        });
        quote!(match self { #(#arms)* })
    };
    let count = Literal::usize_unsuffixed(plans.len());
    let codes = plans.iter().map(|plan| match &plan.answers {
        Answers::Own(_) => plan.variant.code.as_str(),
        Answers::Delegated(_) => "",
    });
    let texts = plans.iter().map(|plan| match &plan.answers {
        Answers::Own(own) => own.catalog_text.unwrap_or(""),
        Answers::Delegated(_) => "",
    });
    let categories = plans.iter().map(|plan| match &plan.answers {
        Answers::Own(own) => category_path(own.category),
        // Never read: the catalog lists the wrapped type instead.
        Answers::Delegated(_) => category_path(crate::attr::CategoryKind::Permission),
    });
    let delays = columns.delays.then(|| {
        let delays = plans
            .iter()
            .map(|plan| match plan.own().map(|own| own.delay) {
                Some(Delay::Fixed(millis)) => Literal::u64_unsuffixed(millis),
                _ => Literal::u64_unsuffixed(0),
            });
        quote! {
            const __DELAY_MS: [::core::primitive::u64; #count] = [#(#delays),*];
        }
    });
    quote! {
        #[automatically_derived]
        impl #impl_generics #Private::VariantIndex for #ident #ty_generics #plain_where {
            fn variant_index(&self) -> ::core::primitive::usize {
                #body
            }
        }
        const __CODE: [&::core::primitive::str; #count] = [#(#codes),*];
        const __TEXT: [&::core::primitive::str; #count] = [#(#texts),*];
        const __CATEGORY: [#Private::Category; #count] = [#(#categories),*];
        #delays
    }
}

/// The `Catalog` impl: built from the tables on first call and kept in a
/// `static` (as a constant, the compiler would evaluate it in every build
/// of the user's crate, read or not).
pub fn catalog(input: &Input<'_>, plans: &[Plan<'_, '_>], columns: &Columns) -> TokenStream {
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    // One literal, `"A,B,C"`: no name holds a comma, and an array of them
    // would cost the compiler a constant per row.
    let names = plans
        .iter()
        .map(|plan| plan.variant.name.as_str())
        .collect::<Vec<_>>()
        .join(",");
    let delays = match columns.delays {
        true => quote!(&__DELAY_MS),
        false => quote!(&[]),
    };
    let inner_types = if plans.iter().all(|plan| plan.own().is_some()) {
        quote!(&[])
    } else {
        let inner_types = plans.iter().map(|plan| match &plan.answers {
            Answers::Delegated(field) => {
                let inner = type_name(field.ty);
                quote!(#Private::Some(#inner))
            }
            Answers::Own(_) => quote!(#Private::None),
        });
        quote!(&[#(#inner_types),*])
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
                    #delays,
                    &__TEXT,
                    #inner_types,
                )
            }
        }
    }
}
