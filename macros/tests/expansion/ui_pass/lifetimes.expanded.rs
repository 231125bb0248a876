// #[derive(ToolError)] on `LookupError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<'a> __toolerror::FieldChecks for LookupError<'a> {
        fn field_checks() {
            __toolerror::agent_visible::<&'a str>();
        }
    }
    #[automatically_derived]
    impl<'a> __toolerror::ToolError for LookupError<'a> {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#BadBookingId { .. } => __toolerror::Category::Validation,
                Self::r#UnknownCustomer { .. } => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::UnknownCustomer { 0: __field_0, .. } => {
                    __toolerror::pieces1(
                        ["No customer has the email ", ". Ask the user to check it."],
                        __field_0,
                    )
                }
                Self::r#BadBookingId { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
    }
    #[automatically_derived]
    impl<'a> __toolerror::VariantIndex for LookupError<'a> {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#BadBookingId { .. } => 0,
                Self::r#UnknownCustomer { .. } => 1,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"12";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "bad_booking_idunknown_customer",
        b"\x0e\x00\x00\x00\x1e\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "booking id {got} is malformed; booking ids look like B-2041No customer has the email {0}. Ask the user to check it.",
        b"\x3b\x00\x00\x00\x73\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl<'a> __toolerror::Catalog for LookupError<'a> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "BadBookingId,UnknownCustomer,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< 'a >] [LookupError < 'a >] []
    }
};

