// #[derive(ToolError)] on `BookingError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for BookingError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Permission
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::NotYourBooking { booking: __field_booking @ _, .. } => {
                    __toolerror::pieces1(
                        "booking \u{1} belongs to another customer; escalate to a human agent",
                        '\u{1}',
                        __field_booking,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
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
    impl __toolerror::VariantIndex for BookingError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::NotYourBooking { .. } => 3,
            }
        }
    }
    const __CODES: &::core::primitive::str = "not_your_booking";
    const __TEXTS: &::core::primitive::str = "booking {booking} belongs to another customer; escalate to a human agent";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "NotYourBooking",
                    codes: __CODES,
                    categories: "permission",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [BookingError] [] [__error]
    }
};

