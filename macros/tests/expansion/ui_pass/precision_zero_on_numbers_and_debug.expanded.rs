// #[derive(ToolError)] on `Sync`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Sync {
        fn field_checks() {
            __toolerror::agent_visible::<u32>();
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Sync {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Transient
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Number { 0: __field_0, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Operation failed{__field_0:.0}", __field_0 =
                                __toolerror::displayed(& __field_0)
                            ),
                        ),
                    )
                }
                Self::Debugged { 0: __field_0, .. } => {
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
            __CODE[__toolerror::VariantIndex::variant_index(self)]
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
    impl __toolerror::VariantIndex for Sync {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Number { .. } => 0,
                Self::Debugged { .. } => 1,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 2] = ["number", "debugged"];
    const __TEXT: [&::core::primitive::str; 2] = [
        "Operation failed{0:.0}",
        "Operation failed: {0:.0?}",
    ];
    const __CATEGORY: [__toolerror::Category; 2] = [
        __toolerror::Category::Transient,
        __toolerror::Category::Transient,
    ];
    #[automatically_derived]
    impl __toolerror::Catalog for Sync {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Number,Debugged",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Sync] []
    }
};

