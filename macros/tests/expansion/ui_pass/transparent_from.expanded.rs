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
    impl __toolerror::VariantIndex for PaymentError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Timeout => 0,
            }
        }
    }
    const __CODES: &::core::primitive::str = "timeout";
    const __TEXTS: &::core::primitive::str = "The payment service timed out. Retry in 30 seconds.";
    const __DELAYS_MS: &::core::primitive::str = "30000";
    #[automatically_derived]
    impl __toolerror::Catalog for PaymentError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Timeout",
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
        [::toolerror] [] [PaymentError] [] [__error]
    }
};

// #[derive(ToolError)] on `BookingError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for BookingError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::category(__field_0)
                }
                _ => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::description(__field_0)
                }
                Self::BadBookingId { got: __field_got @ _, .. } => {
                    __toolerror::pieces1(
                        "booking id \u{1} is malformed; booking ids look like B-2041",
                        '\u{1}',
                        __field_got,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<String>();
            }
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::code(__field_0)
                }
                _ => {
                    __toolerror::row(
                        __CODES,
                        ',',
                        __toolerror::VariantIndex::variant_index(self),
                    )
                }
            }
        }
        fn cause(&self) -> __toolerror::Option<&::core::primitive::str> {
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::cause(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
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
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::details(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::outcome_unknown(__field_0)
                }
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::is_unexpected(__field_0)
                }
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            match self {
                Self::Payment { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::diagnostic(__field_0)
                }
                _ => __toolerror::error_texts_diagnostic(self),
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for BookingError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Payment { .. } => 3,
                Self::BadBookingId { .. } => 5,
            }
        }
    }
    const __CODES: &::core::primitive::str = ",bad_booking_id";
    const __TEXTS: &::core::primitive::str = "\0booking id {got} is malformed; booking ids look like B-2041";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Payment,BadBookingId",
                    codes: __CODES,
                    categories: ",validation",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[__toolerror::Some("PaymentError"), __toolerror::None],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [BookingError] [] [__error]
    }
};

