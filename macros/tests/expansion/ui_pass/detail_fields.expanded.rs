// #[derive(ToolError)] on `RefundError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for RefundError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::OverLimit {
                    amount: __field_amount @ _,
                    limit: __field_limit @ _,
                    ..
                } => {
                    __toolerror::pieces2(
                        "refund of $\u{1} exceeds the $\u{1} automatic ceiling; escalate to a human agent",
                        '\u{1}',
                        __field_amount,
                        __field_limit,
                    )
                }
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
            if false {
                __toolerror::shown_plain::<u32>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
        fn details(
            &self,
        ) -> __toolerror::Option<
            __toolerror::Map<__toolerror::String, __toolerror::Value>,
        > {
            match self {
                Self::OverLimit {
                    amount: __field_amount @ _,
                    limit: __field_limit @ _,
                    ..
                } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(&mut __details, "amount", __field_amount);
                    __toolerror::insert_detail(&mut __details, "limit", __field_limit);
                    __toolerror::Some(__details)
                }
                Self::NotYourBooking { booking: __field_booking @ _, .. } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(
                        &mut __details,
                        "booking",
                        __field_booking,
                    );
                    __toolerror::Some(__details)
                }
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for RefundError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::OverLimit { .. } => 2,
                Self::NotYourBooking { .. } => 7,
            }
        }
    }
    const __CODES: &::core::primitive::str = "over_limit,not_your_booking";
    const __TEXTS: &::core::primitive::str = "refund of ${amount} exceeds the ${limit} automatic ceiling; escalate to a human agent\0booking {booking} belongs to another customer; escalate to a human agent";
    #[automatically_derived]
    impl __toolerror::Catalog for RefundError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "OverLimit,NotYourBooking",
                    codes: __CODES,
                    categories: "business,permission",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [RefundError] [] [__error]
    }
};

