// #[derive(ToolError)] on `BookingError`
#[allow(deprecated)]
const _: () = {
    use reexport::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for BookingError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#PaymentTimeout { .. } => __toolerror::Category::Transient,
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
            __toolerror::delay_at(
                __DELAY_MS,
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
    impl __toolerror::VariantIndex for BookingError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#PaymentTimeout { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"0";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "payment_timeout",
        b"\x0f\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "The payment service timed out. Retry in 30 seconds.",
        b"\x33\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"\x30\x75\x00\x00\x00\x00\x00\x00";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "PaymentTimeout,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [reexport::toolerror] [] [BookingError] []
    }
};

