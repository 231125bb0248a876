// #[derive(ToolError)] on `BookingInputError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for BookingInputError {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
            __toolerror::agent_visible::<u32>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for BookingInputError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#BadBookingId { .. } | Self::r#BadDate { .. } => {
                    __toolerror::Category::Validation
                }
                Self::r#RefundOverLimit { .. } => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#BadBookingId { .. }
                | Self::r#BadDate { .. }
                | Self::r#RefundOverLimit { .. } => {
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
    impl __toolerror::VariantIndex for BookingInputError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#BadBookingId { .. } => 0,
                Self::r#BadDate { .. } => 1,
                Self::r#RefundOverLimit { .. } => 2,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"112";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "bad_booking_idbad_daterefund_over_limit",
        b"\x0e\x00\x00\x00\x16\x00\x00\x00\x27\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "booking id {got} is malformed; booking ids look like B-2041date {got} is malformed; dates look like 2025-06-30refund of ${amount} exceeds the automatic ceiling; escalate to a human agent",
        b"\x3b\x00\x00\x00\x6e\x00\x00\x00\xba\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingInputError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "BadBookingId,BadDate,RefundOverLimit,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [BookingInputError] []
    }
};

