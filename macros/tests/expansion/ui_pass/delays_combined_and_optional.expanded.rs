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
                __TEXT[__toolerror::VariantIndex::variant_index(self)],
            )
        }
        fn code(&self) -> &__toolerror::str {
            __CODE[__toolerror::VariantIndex::variant_index(self)]
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::RateLimited { wait: __field_wait, .. } => {
                    __toolerror::retry_delay(__field_wait)
                }
                _ => {
                    __toolerror::delay_ms(
                        __DELAY_MS[__toolerror::VariantIndex::variant_index(self)],
                    )
                }
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
    impl __toolerror::VariantIndex for GatewayError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Timeout => 0,
                Self::RateLimited { .. } => 1,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 2] = ["timeout", "rate_limited"];
    const __TEXT: [&::core::primitive::str; 2] = [
        "The gateway timed out. Retry in 90 seconds.",
        "Rate limited. Retry after the delay, if one is given.",
    ];
    const __CATEGORY: [__toolerror::Category; 2] = [
        __toolerror::Category::Transient,
        __toolerror::Category::Transient,
    ];
    const __DELAY_MS: [::core::primitive::u64; 2] = [90000, 0];
    #[automatically_derived]
    impl __toolerror::Catalog for GatewayError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Timeout,RateLimited",
                &__CODE,
                &__CATEGORY,
                &__DELAY_MS,
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [GatewayError] []
    }
};

