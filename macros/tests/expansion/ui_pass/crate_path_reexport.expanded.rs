// #[derive(ToolError)] on `BookingError`
#[allow(deprecated)]
const _: () = {
    use reexport::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for BookingError {
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
            __toolerror::delay_ms(
                __DELAY_MS[__toolerror::VariantIndex::variant_index(self)],
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
    impl __toolerror::VariantIndex for BookingError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::PaymentTimeout => 0,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 1] = ["payment_timeout"];
    const __TEXT: [&::core::primitive::str; 1] = [
        "The payment service timed out. Retry in 30 seconds.",
    ];
    const __CATEGORY: [__toolerror::Category; 1] = [__toolerror::Category::Transient];
    const __DELAY_MS: [::core::primitive::u64; 1] = [30000];
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "PaymentTimeout",
                &__CODE,
                &__CATEGORY,
                &__DELAY_MS,
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [reexport::toolerror] [] [BookingError] []
    }
};

