//! The const tables every variant's declared answers are read from (codes,
//! texts, delays), one literal per column and one row per variant in
//! declaration order, the `VariantIndex` impl that gives a variant's row
//! and declared category, and the catalog built from them.

use proc_macro2::{Literal, Punct, Spacing, TokenStream};
use quote::{ToTokens, TokenStreamExt, quote};

use crate::ast::Input;
use crate::attr::CategoryKind;
use crate::bindings::{Private, item, push_alternatives, type_name};
use crate::plan::{Answers, Delay, Description, Plan};

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

/// The characters the derive's string tables are joined by: the first
/// two, from `\0` up, that no text of the type holds (a catalog text, or a
/// piece of a template the derive writes), so that every row and every
/// piece splits back as it was written, whatever the texts hold.
#[derive(Clone, Copy)]
pub struct Separators {
    /// Between the rows of `__TEXTS` and `__PIECES`.
    pub row: char,
    /// Between the pieces of a template (`"amount \u{1} exceeds \u{1}."`).
    pub piece: char,
}

impl Separators {
    pub fn of(plans: &[Plan<'_, '_>]) -> Self {
        let mut texts: Vec<&str> = Vec::new();
        for_each_text(plans, |text| texts.push(text));
        // The usual answer, `\0` and `\u{1}`, found by a search for each
        // byte (the macro runs unoptimized in a debug build, where the
        // standard library's search is far faster than a loop of ours).
        let holds = |byte: u8| texts.iter().any(|text| text.as_bytes().contains(&byte));
        if !holds(0) && !holds(1) {
            return Separators {
                row: '\0',
                piece: '\u{1}',
            };
        }
        // An ASCII character no text holds is free, and is no byte of any
        // other character's UTF-8 either.
        let mut held = [false; 128];
        for text in &texts {
            for byte in text.bytes() {
                if let Some(held) = held.get_mut(usize::from(byte)) {
                    *held = true;
                }
            }
        }
        let ascii = (0u8..128)
            .filter(|byte| !held[usize::from(*byte)])
            .map(char::from);
        // Texts that hold all of ASCII: the first characters past it that
        // none holds (there are always some: the texts are finite).
        let wider = ('\u{80}'..=char::MAX).filter(|c| !texts.iter().any(|text| text.contains(*c)));
        let mut free = ascii.chain(wider);
        let row = free.next().unwrap_or('\0');
        let piece = free.next().unwrap_or('\u{1}');
        Separators { row, piece }
    }
}

/// Calls `visit` with each text of the type's tables: every catalog text
/// and every piece of a template the derive writes.
fn for_each_text<'p>(plans: &'p [Plan<'_, '_>], mut visit: impl FnMut(&'p str)) {
    for text in texts(plans) {
        visit(text);
    }
    for plan in plans {
        let Some(own) = plan.own() else { continue };
        let descriptions = std::iter::once(&own.description)
            .chain(own.when.iter().map(|(_, description, _)| description));
        for description in descriptions {
            match description {
                Description::Pieces { pieces, .. } | Description::Shown { pieces, .. } => {
                    pieces.iter().copied().for_each(&mut visit);
                }
                _ => {}
            }
        }
    }
}

/// The text each variant's row of `__TEXTS` holds: the catalog's, empty
/// for none.
fn texts<'p>(plans: &'p [Plan<'_, '_>]) -> impl Iterator<Item = &'p str> {
    plans.iter().map(|plan| match &plan.answers {
        Answers::Own(own) => own.catalog_text.unwrap_or(""),
        Answers::Delegated(_) => "",
    })
}

/// Rows joined by `separator` in one literal.
pub fn joined<'r>(rows: impl Iterator<Item = &'r str>, separator: char) -> String {
    let mut text = String::new();
    for (index, row) in rows.enumerate() {
        if index > 0 {
            text.push(separator);
        }
        text.push_str(row);
    }
    text
}

/// The `VariantIndex` impl, one `match` answering each variant's position
/// and declared category in one number (see `toolerror_rules::rows`), and
/// the const tables,
/// each one literal of rows in declaration order: `__CODES` joined by `,`,
/// `__TEXTS` joined by the [`Separators`]' `row` (an empty row for a
/// description that isn't in the table), `__DELAYS_MS` joined by `,` (0 for
/// none) when some variant declares a delay. A delegating variant's row is
/// empty: its answers are the wrapped error's. An array would cost the
/// compiler a constant per row in every build of the user's crate.
pub fn tables(
    input: &Input<'_>,
    plans: &[Plan<'_, '_>],
    columns: &Columns,
    separators: Separators,
) -> TokenStream {
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let body = if plans.is_empty() {
        quote!(match *self {})
    } else {
        // One stream of every arm, each token appended to it.
        let mut arms = TokenStream::new();
        for (index, plan) in plans.iter().enumerate() {
            push_alternatives(&mut arms, [plan.variant]);
            push_arrow(&mut arms);
            // A delegating variant's category is the wrapped error's; its
            // row's is never read.
            let declared = plan
                .own()
                .map_or(CategoryKind::Permission, |own| own.category);
            let row = toolerror_rules::rows::row(index, declared.row_code());
            arms.append(Literal::usize_unsuffixed(row));
            arms.append(Punct::new(',', Spacing::Alone));
        }
        quote!(match self { #arms })
    };
    let codes = joined(
        plans.iter().map(|plan| match &plan.answers {
            Answers::Own(_) => plan.variant.code.as_str(),
            Answers::Delegated(_) => "",
        }),
        ',',
    );
    let texts = joined(texts(plans), separators.row);
    let delays = columns.delays.then(|| {
        let delays: Vec<String> = plans
            .iter()
            .map(|plan| match plan.own().map(|own| own.delay) {
                Some(Delay::Fixed(millis)) => millis.to_string(),
                _ => "0".to_owned(),
            })
            .collect();
        let delays = joined(delays.iter().map(String::as_str), ',');
        let table = item("__DELAYS_MS");
        quote! {
            const #table: &::core::primitive::str = #delays;
        }
    });
    let (codes_table, texts_table) = (item("__CODES"), item("__TEXTS"));
    quote! {
        #[automatically_derived]
        impl #impl_generics #Private::VariantIndex for #ident #ty_generics #plain_where {
            #[inline]
            fn variant_row(&self) -> ::core::primitive::usize {
                #body
            }
        }
        const #codes_table: &::core::primitive::str = #codes;
        const #texts_table: &::core::primitive::str = #texts;
        #delays
    }
}

/// The declared categories' wire names, joined by `,` (empty for a
/// delegating variant): the catalog's.
fn categories(plans: &[Plan<'_, '_>]) -> String {
    joined(
        plans.iter().map(|plan| match &plan.answers {
            Answers::Own(own) => own.category.name(),
            Answers::Delegated(_) => "",
        }),
        ',',
    )
}

/// `=>`, written at the end of `tokens`.
pub fn push_arrow(tokens: &mut TokenStream) {
    tokens.append(Punct::new('=', Spacing::Joint));
    tokens.append(Punct::new('>', Spacing::Alone));
}

/// The `Catalog` impl: built from the tables on first call and kept by the
/// runtime (as a constant, or in a `static` of each type, the compiler
/// would evaluate it in every build of the user's crate, read or not).
pub fn catalog(
    input: &Input<'_>,
    plans: &[Plan<'_, '_>],
    columns: &Columns,
    separators: Separators,
) -> TokenStream {
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, plain_where) = input.original.generics.split_for_impl();
    let names = joined(plans.iter().map(|plan| plan.variant.name.as_str()), ',');
    let categories = categories(plans);
    let delays = match columns.delays {
        true => item("__DELAYS_MS").into_token_stream(),
        false => quote!(""),
    };
    let separator = separators.row;
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
    let (codes, texts) = (item("__CODES"), item("__TEXTS"));
    // The cell, an item of the method's body, shadows whatever the impl's
    // generic parameters and the user's module call `CATALOG`.
    quote! {
        #[automatically_derived]
        impl #impl_generics #Private::Catalog for #ident #ty_generics #plain_where {
            fn catalog() -> &'static [#Private::CatalogEntry] {
                #Private::catalog(
                    #Private::Tables {
                        names: #names,
                        codes: #codes,
                        categories: #categories,
                        delays_ms: #delays,
                        texts: #texts,
                        text_separator: #separator,
                    },
                    #inner_types,
                )
            }
        }
    }
}
