// #[derive(ToolError)] on `ParseError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T: Debug> __toolerror::ToolError for ParseError<T>
    where
        T: ::core::fmt::Debug,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Bad { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "bad value {__field_0:?}", __field_0 = __field_0
                            ),
                        ),
                    )
                }
                _ => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::row(
                            __TEXTS,
                            '\0',
                            __toolerror::VariantIndex::variant_index(self),
                        ),
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
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            __toolerror::delay_at(
                __DELAYS_MS,
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<T: Debug> __toolerror::VariantIndex for ParseError<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Bad { .. } => 1,
                Self::Overloaded => 4,
            }
        }
    }
    const __CODES: &::core::primitive::str = "bad,overloaded";
    const __TEXTS: &::core::primitive::str = "bad value {0:?}\0The parser service is overloaded. Retry in 2 seconds.";
    const __DELAYS_MS: &::core::primitive::str = "0,2000";
    #[automatically_derived]
    impl<T: Debug> __toolerror::Catalog for ParseError<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Bad,Overloaded",
                    codes: __CODES,
                    categories: "validation,transient",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T : Debug >] [ParseError < T >] [where T : ::core::fmt::Debug,
        ParseError < T > : ::core::marker::Sized] [__error]
    }
};

