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
    impl __toolerror::VariantIndex for BookingError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::PaymentTimeout => 0,
            }
        }
    }
    const __CODES: &::core::primitive::str = "payment_timeout";
    const __TEXTS: &::core::primitive::str = "The payment service timed out. Retry in 30 seconds.";
    const __DELAYS_MS: &::core::primitive::str = "30000";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "PaymentTimeout",
                    codes: __CODES,
                    categories: "transient",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [reexport::toolerror] [] [BookingError] [] [__error]
    }
};

