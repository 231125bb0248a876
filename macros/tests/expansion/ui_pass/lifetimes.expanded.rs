// #[derive(ToolError)] on `LookupError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<'a> __toolerror::ToolError for LookupError<'a> {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::UnknownCustomer { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "No customer has the email \u{1}. Ask the user to check it.",
                        '\u{1}',
                        __field_0,
                    )
                }
                Self::BadBookingId { got: __field_got @ _, .. } => {
                    __toolerror::pieces1(
                        "booking id \u{1} is malformed; booking ids look like B-2041",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_got))
                            .__toolerror_text(),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                #[allow(unused_imports)]
                use __toolerror::{
                    ProbeError as _, ProbeSecret as _, ProbeUnwritten as _,
                    ProbeWritten as _,
                };
                (&&&&&&__toolerror::Shows::<&'a str, __toolerror::UseErrorText>::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<&'a str, __toolerror::UseDisplay>::new())
                    .__toolerror_shown();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<'a> __toolerror::VariantIndex for LookupError<'a> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::BadBookingId { .. } => 1,
                Self::UnknownCustomer { .. } => 6,
            }
        }
    }
    const __CODES: &::core::primitive::str = "bad_booking_id,unknown_customer";
    const __TEXTS: &::core::primitive::str = "booking id {got} is malformed; booking ids look like B-2041\0No customer has the email {0}. Ask the user to check it.";
    #[automatically_derived]
    impl<'a> __toolerror::Catalog for LookupError<'a> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "BadBookingId,UnknownCustomer",
                    codes: __CODES,
                    categories: "validation,business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< 'a >] [LookupError < 'a >] [] [__error]
    }
};

