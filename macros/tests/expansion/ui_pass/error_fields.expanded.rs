// #[derive(ToolError)] on `FetchError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for FetchError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::BadCount { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "not a number: \u{1}",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
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
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for FetchError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Upstream { .. } => 0,
                Self::BadCount { .. } => 5,
            }
        }
    }
    const __CODES: &::core::primitive::str = "upstream,bad_count";
    const __TEXTS: &::core::primitive::str = "The catalog service didn't answer. Retry in 5 seconds.\0not a number: {0}";
    const __DELAYS_MS: &::core::primitive::str = "5000,0";
    #[automatically_derived]
    impl __toolerror::Catalog for FetchError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Upstream,BadCount",
                    codes: __CODES,
                    categories: "transient,validation",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [FetchError] [] [__error]
    }
};

// #[derive(ToolError)] on `Plain`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Plain {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
        }
        fn code(&self) -> &__toolerror::str {
            if false {
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
            {
                use __toolerror::{DiagnoseError as _, DiagnoseOther as _};
                (&&__toolerror::Diagnose(self)).__toolerror_diagnostic()
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Plain {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::BadId { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "bad_id";
    const __TEXTS: &::core::primitive::str = "";
    #[automatically_derived]
    impl __toolerror::Catalog for Plain {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "BadId",
                    codes: __CODES,
                    categories: "validation",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Plain] [] [__error]
    }
};

