// #[derive(ToolError)] on `GatewayError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for GatewayError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Timeout { .. } | Self::r#RateLimited { .. } => {
                    __toolerror::Category::Transient
                }
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Borrowed(
                __TEXT.get(__toolerror::VariantIndex::variant_index(self)),
            )
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::RateLimited { wait: __field_wait, .. } => {
                    __toolerror::retry_delay(__field_wait)
                }
                _ => {
                    __toolerror::delay_at(
                        __DELAY_MS,
                        __toolerror::VariantIndex::variant_index(self),
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
                Self::r#Timeout { .. } => 0,
                Self::r#RateLimited { .. } => 1,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"00";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "timeoutrate_limited",
        b"\x07\x00\x00\x00\x13\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "The gateway timed out. Retry in 90 seconds.Rate limited. Retry after the delay, if one is given.",
        b"\x2b\x00\x00\x00\x60\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"\x90\x5f\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00";
    #[automatically_derived]
    impl __toolerror::Catalog for GatewayError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Timeout,RateLimited,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [GatewayError] []
    }
};

