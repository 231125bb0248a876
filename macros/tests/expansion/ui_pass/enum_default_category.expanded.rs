// #[derive(ToolError)] on `BookingInputError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for BookingInputError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            const __PIECES: &::core::primitive::str = "booking id \u{1} is malformed; booking ids look like B-2041\0date \u{1} is malformed; dates look like 2025-06-30\0";
            match self {
                Self::BadBookingId { got: __shown_0 @ _, .. }
                | Self::BadDate { got: __shown_0 @ _, .. } => {
                    __toolerror::pieces1(
                        __toolerror::row(
                            __PIECES,
                            '\0',
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                        '\u{1}',
                        __shown_0,
                    )
                }
                Self::RefundOverLimit { amount: __field_amount @ _, .. } => {
                    __toolerror::pieces1(
                        "refund of $\u{1} exceeds the automatic ceiling; escalate to a human agent",
                        '\u{1}',
                        __field_amount,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<String>();
                __toolerror::shown_plain::<u32>();
            }
            __toolerror::row(
                __CODES,
                ',',
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
    impl __toolerror::VariantIndex for BookingInputError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::BadBookingId { .. } => 1,
                Self::BadDate { .. } => 5,
                Self::RefundOverLimit { .. } => 10,
            }
        }
    }
    const __CODES: &::core::primitive::str = "bad_booking_id,bad_date,refund_over_limit";
    const __TEXTS: &::core::primitive::str = "booking id {got} is malformed; booking ids look like B-2041\0date {got} is malformed; dates look like 2025-06-30\0refund of ${amount} exceeds the automatic ceiling; escalate to a human agent";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingInputError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "BadBookingId,BadDate,RefundOverLimit",
                    codes: __CODES,
                    categories: "validation,validation,business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [BookingInputError] [] [__error]
    }
};

