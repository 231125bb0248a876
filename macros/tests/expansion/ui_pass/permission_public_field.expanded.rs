// #[derive(ToolError)] on `BookingError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for BookingError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#NotYourBooking { .. } => __toolerror::Category::Permission,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#NotYourBooking { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
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
    impl __toolerror::VariantIndex for BookingError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#NotYourBooking { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"3";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "not_your_booking",
        b"\x10\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "booking {booking} belongs to another customer; escalate to a human agent",
        b"\x48\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "NotYourBooking,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [BookingError] []
    }
};

