// #[derive(ToolError)] on `LedgerError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for LedgerError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Internal { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Transient,
                        ),
                    )
                }
                Self::PolicyCorrupt { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Permission,
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
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::Internal { .. } => true,
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Internal { .. } | Self::PolicyCorrupt { .. } => true,
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for LedgerError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Internal { .. } => 0,
                Self::PolicyCorrupt { .. } => 7,
            }
        }
    }
    const __CODES: &::core::primitive::str = "ledger_internal,policy_corrupt";
    const __TEXTS: &::core::primitive::str = "\0";
    #[automatically_derived]
    impl __toolerror::Catalog for LedgerError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Internal,PolicyCorrupt",
                    codes: __CODES,
                    categories: "transient,permission",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [LedgerError] [] [__error]
    }
};

