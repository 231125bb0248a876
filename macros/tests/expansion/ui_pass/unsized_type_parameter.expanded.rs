// #[derive(ToolError)] on `Refused`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T: ?Sized + Display + Debug> __toolerror::ToolError for Refused<T>
    where
        T: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self { reason: __field_reason @ _, .. } => {
                    __toolerror::pieces1(
                        "Refused: \u{1}. Take another path.",
                        '\u{1}',
                        __field_reason,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<T: ?Sized + Display + Debug> __toolerror::VariantIndex for Refused<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "refused";
    const __TEXTS: &::core::primitive::str = "Refused: {reason}. Take another path.";
    #[automatically_derived]
    impl<T: ?Sized + Display + Debug> __toolerror::Catalog for Refused<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Refused",
                    codes: __CODES,
                    categories: "business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T : ? Sized + Display + Debug >] [Refused < T >] [where T :
        ::core::fmt::Display, Refused < T > : ::core::marker::Sized] [__error]
    }
};

