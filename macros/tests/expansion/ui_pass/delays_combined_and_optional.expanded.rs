// #[derive(ToolError)] on `GatewayError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for GatewayError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Transient
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Borrowed(
                __toolerror::row(
                    __TEXTS,
                    '\0',
                    __toolerror::VariantIndex::variant_index(self),
                ),
            )
        }
        fn code(&self) -> &__toolerror::str {
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::RateLimited { wait: __field_wait @ _, .. } => {
                    __toolerror::retry_delay(__field_wait)
                }
                _ => {
                    __toolerror::delay_at(
                        __DELAYS_MS,
                        __toolerror::VariantIndex::variant_index(self),
                    )
                }
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for GatewayError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Timeout => 0,
                Self::RateLimited { .. } => 4,
            }
        }
    }
    const __CODES: &::core::primitive::str = "timeout,rate_limited";
    const __TEXTS: &::core::primitive::str = "The gateway timed out. Retry in 90 seconds.\0Rate limited. Retry after the delay, if one is given.";
    const __DELAYS_MS: &::core::primitive::str = "90000,0";
    #[automatically_derived]
    impl __toolerror::Catalog for GatewayError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Timeout,RateLimited",
                    codes: __CODES,
                    categories: "transient,transient",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [GatewayError] [] [__error]
    }
};

