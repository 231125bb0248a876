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
            match self {
                Self::r#Number { .. } | Self::r#Debugged { .. } => {
                    __toolerror::Category::Transient
                }
            }
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
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
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
                Self::r#Number { .. } => 0,
                Self::r#Debugged { .. } => 1,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"00";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "numberdebugged",
        b"\x06\x00\x00\x00\x0e\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "Operation failed{0:.0}Operation failed: {0:.0?}",
        b"\x16\x00\x00\x00\x2f\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Sync {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Number,Debugged,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Sync] []
    }
};

