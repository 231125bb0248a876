// #[derive(ToolError)] on `PaymentError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for PaymentError {
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
    impl __toolerror::VariantIndex for PaymentError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Timeout => 0,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 1] = ["timeout"];
    const __TEXT: [&::core::primitive::str; 1] = [
        "The payment service timed out. Retry in 30 seconds.",
    ];
    const __CATEGORY: [__toolerror::Category; 1] = [__toolerror::Category::Transient];
    const __DELAY_MS: [::core::primitive::u64; 1] = [30000];
    #[automatically_derived]
    impl __toolerror::Catalog for PaymentError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Timeout",
                &__CODE,
                &__CATEGORY,
                &__DELAY_MS,
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [PaymentError] []
    }
};

// #[derive(ToolError)] on `BookingError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for BookingError {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for BookingError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::category(__field_0)
                }
                _ => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::description(__field_0)
                }
                _ => __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self)),
            }
        }
        fn code(&self) -> &__toolerror::str {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::code(__field_0)
                }
                _ => __CODE[__toolerror::VariantIndex::variant_index(self)],
            }
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::retry_after(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn details(
            &self,
        ) -> __toolerror::Option<
            __toolerror::Map<__toolerror::String, __toolerror::Value>,
        > {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::details(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::outcome_unknown(__field_0)
                }
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::is_unexpected(__field_0)
                }
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            match self {
                Self::Payment { 0: __field_0, .. } => {
                    __toolerror::ToolError::diagnostic(__field_0)
                }
                _ => {
                    use __toolerror::{DiagnoseError as _, DiagnoseOther as _};
                    (&&__toolerror::Diagnose(self)).__toolerror_diagnostic()
                }
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for BookingError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Payment { .. } => 0,
                Self::BadBookingId { .. } => 1,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 2] = ["", "bad_booking_id"];
    const __TEXT: [&::core::primitive::str; 2] = [
        "",
        "booking id {got} is malformed; booking ids look like B-2041",
    ];
    const __CATEGORY: [__toolerror::Category; 2] = [
        __toolerror::Category::Permission,
        __toolerror::Category::Validation,
    ];
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Payment,BadBookingId",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
                &[__toolerror::Some("PaymentError"), __toolerror::None],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [BookingError] []
    }
};

