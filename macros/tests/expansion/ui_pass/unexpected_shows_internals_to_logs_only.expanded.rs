// #[derive(ToolError)] on `LedgerError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for LedgerError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Internal { .. } => __toolerror::Category::Transient,
                Self::r#PolicyCorrupt { .. } => __toolerror::Category::Permission,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#Internal { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Transient,
                        ),
                    )
                }
                Self::r#PolicyCorrupt { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Permission,
                        ),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::r#Internal { .. } => true,
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::r#Internal { .. } | Self::r#PolicyCorrupt { .. } => true,
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            {
                use __toolerror::{DiagnoseError as _, DiagnoseOther as _};
                (&&__toolerror::Diagnose(self)).__toolerror_diagnostic()
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for LedgerError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Internal { .. } => 0,
                Self::r#PolicyCorrupt { .. } => 1,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"03";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "ledger_internalpolicy_corrupt",
        b"\x0f\x00\x00\x00\x1d\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "",
        b"\x00\x00\x00\x00\x00\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for LedgerError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Internal,PolicyCorrupt,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [LedgerError] []
    }
};

