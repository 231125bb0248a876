// #[derive(ToolError)] on `Quota`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Quota {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::Busy { secs: __field_secs @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Retry in {__field_secs:}>4} seconds; the store is busy.",
                                __field_secs = __toolerror::displayed(& __field_secs)
                            ),
                        ),
                    )
                }
                Self::Retired { code: __field_code @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Code {__field_code:{<6} is retired. Use the new code.",
                                __field_code = __toolerror::displayed(& __field_code)
                            ),
                        ),
                    )
                }
                Self::Total {
                    total: __field_total @ _,
                    width: __field_width @ _,
                    ..
                } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Total {__field_total:>__field_width$} is over the limit. Split the order.",
                                __field_total = __toolerror::displayed(& __field_total),
                                __field_width = __field_width
                            ),
                        ),
                    )
                }
                Self::Seats {
                    संख्या: __field_संख्या @ _,
                    ..
                } => {
                    __toolerror::pieces1(
                        "Only \u{1} seats are left. Book fewer seats.",
                        '\u{1}',
                        __field_संख्या,
                    )
                }
                Self::Column { col·lecció: __field_col·lecció @ _, .. } => {
                    __toolerror::pieces1(
                        "The column \u{1} is unknown. Pick another column.",
                        '\u{1}',
                        __field_col·lecció,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<u32>();
                __toolerror::shown_plain::<String>();
                __toolerror::shown_plain::<u32>();
                __toolerror::shown_plain::<String>();
                __toolerror::shown_plain::<usize>();
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
    impl __toolerror::VariantIndex for Quota {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Seats { .. } => 2,
                Self::Column { .. } => 5,
                Self::Busy { .. } => 8,
                Self::Retired { .. } => 13,
                Self::Total { .. } => 18,
            }
        }
    }
    const __CODES: &::core::primitive::str = "seats,column,busy,retired,total";
    const __TEXTS: &::core::primitive::str = "Only {स\u{902}ख\u{94d}या} seats are left. Book fewer seats.\0The column {col·lecció} is unknown. Pick another column.\0Retry in {secs:}>4} seconds; the store is busy.\0Code {code:{<6} is retired. Use the new code.\0Total {total:>width$} is over the limit. Split the order.";
    #[automatically_derived]
    impl __toolerror::Catalog for Quota {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Seats,Column,Busy,Retired,Total",
                    codes: __CODES,
                    categories: "business,validation,transient,validation,business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Quota] [] [__error]
    }
};

