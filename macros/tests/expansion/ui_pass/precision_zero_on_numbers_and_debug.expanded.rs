// #[derive(ToolError)] on `Sync`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Sync {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Transient
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Number { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Operation failed{__field_0:.0}", __field_0 =
                                __toolerror::displayed(& __field_0)
                            ),
                        ),
                    )
                }
                Self::Debugged { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Operation failed: {__field_0:.0?}", __field_0 = __field_0
                            ),
                        ),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<u32>();
                __toolerror::shown_plain::<String>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Sync {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Number { .. } => 0,
                Self::Debugged { .. } => 4,
            }
        }
    }
    const __CODES: &::core::primitive::str = "number,debugged";
    const __TEXTS: &::core::primitive::str = "Operation failed{0:.0}\0Operation failed: {0:.0?}";
    #[automatically_derived]
    impl __toolerror::Catalog for Sync {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Number,Debugged",
                    codes: __CODES,
                    categories: "transient,transient",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Sync] [] [__error]
    }
};

