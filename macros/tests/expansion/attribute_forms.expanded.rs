// #[derive(ToolError)] on `Booking`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Booking {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::RateAboveCap {
                    rate: __field_rate @ _,
                    cap: __field_cap @ _,
                    ..
                } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "The rate {__field_rate:.2} is above the {__field_cap:>6} cap. Use the standard rate.",
                                __field_rate = __toolerror::displayed(& __field_rate),
                                __field_cap = __toolerror::displayed(& __field_cap)
                            ),
                        ),
                    )
                }
                Self::SeatsTaken {
                    a: __field_a @ _,
                    b: __field_b @ _,
                    c: __field_c @ _,
                    d: __field_d @ _,
                    e: __field_e @ _,
                    ..
                } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Seats {__field_a}, {__field_b}, {__field_c}, {__field_d} and {__field_e} are taken. Pick other seats.",
                                __field_a = __toolerror::displayed(& __field_a), __field_b =
                                __toolerror::displayed(& __field_b), __field_c =
                                __toolerror::displayed(& __field_c), __field_d =
                                __toolerror::displayed(& __field_d), __field_e =
                                __toolerror::displayed(& __field_e)
                            ),
                        ),
                    )
                }
                Self::Braces => {
                    __toolerror::Cow::Borrowed(
                        "Write the id as {B-2041}, without spaces.",
                    )
                }
                Self::NotYours { booking: __field_booking @ _, .. } => {
                    __toolerror::pieces1(
                        "Booking \u{1} belongs to another customer. Ask them to sign in.",
                        '\u{1}',
                        __field_booking,
                    )
                }
                Self::Internal { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Transient,
                        ),
                    )
                }
                Self::BadId { got: __field_got @ _, .. } => {
                    __toolerror::pieces1(
                        "booking id \u{1} is malformed",
                        '\u{1}',
                        __field_got,
                    )
                }
                Self::Negative { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1("amount \u{1} is negative", '\u{1}', __field_0)
                }
                Self::OverLimit {
                    amount: __field_amount @ _,
                    limit: __field_limit @ _,
                    ..
                } => {
                    __toolerror::pieces2(
                        "Refund of $\u{1} exceeds the $\u{1} automatic ceiling. Escalate to a human agent.",
                        '\u{1}',
                        __field_amount,
                        __field_limit,
                    )
                }
                _ => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::row(
                            __TEXTS,
                            '\0',
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<String>();
                __toolerror::shown_plain::<i64>();
                __toolerror::shown_plain::<u32>();
                __toolerror::shown_plain::<f64>();
                __toolerror::shown_plain::<u8>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Busy { wait: __field_wait @ _, .. } => {
                    __toolerror::retry_delay(__field_wait)
                }
                Self::MaybeBusy { 0: __field_0 @ _, .. } => {
                    __toolerror::retry_delay(__field_0)
                }
                _ => {
                    __toolerror::delay_at(
                        __DELAYS_MS,
                        __toolerror::VariantIndex::variant_index(self),
                    )
                }
            }
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
                Self::NotYours { booking: __field_booking @ _, .. } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(
                        &mut __details,
                        "booking",
                        __field_booking,
                    );
                    __toolerror::Some(__details)
                }
                _ => __toolerror::None,
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::TimeoutAfterSend => true,
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Internal { .. } => true,
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Booking {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Timeout => 0,
                Self::TimeoutAfterSend => 4,
                Self::Busy { .. } => 8,
                Self::MaybeBusy { .. } => 12,
                Self::BadId { .. } => 17,
                Self::Negative { .. } => 21,
                Self::OverLimit { .. } => 26,
                Self::RateAboveCap { .. } => 30,
                Self::SeatsTaken { .. } => 34,
                Self::Braces => 37,
                Self::NotYours { .. } => 43,
                Self::Internal { .. } => 44,
            }
        }
    }
    const __CODES: &::core::primitive::str = "timeout,timeout_after_send,busy,maybe_busy,bad_id,negative,refund_over_limit,rate_above_cap,seats_taken,braces,not_yours,booking_internal";
    const __TEXTS: &::core::primitive::str = "The payment service timed out. Retry in 30 seconds.\0The payment service timed out after the charge was sent. Check the booking before retrying.\0The store is busy. Retry after the delay.\0The store may be busy. Retry shortly.\0booking id {got} is malformed\0amount {0} is negative\0Refund of ${amount} exceeds the ${limit} automatic ceiling. Escalate to a human agent.\0The rate {rate:.2} is above the {cap:>6} cap. Use the standard rate.\0Seats {a}, {b}, {c}, {d} and {e} are taken. Pick other seats.\0Write the id as {{B-2041}}, without spaces.\0Booking {booking} belongs to another customer. Ask them to sign in.\0";
    const __DELAYS_MS: &::core::primitive::str = "30000,90000,0,0,0,0,0,0,0,0,0,0";
    #[automatically_derived]
    impl __toolerror::Catalog for Booking {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Timeout,TimeoutAfterSend,Busy,MaybeBusy,BadId,Negative,OverLimit,RateAboveCap,SeatsTaken,Braces,NotYours,Internal",
                    codes: __CODES,
                    categories: "transient,transient,transient,transient,validation,validation,business,business,business,validation,permission,transient",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Booking] [] [__error]
    }
};

// #[derive(ToolError)] on `Defaults`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Defaults {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
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
        fn error_mode(&self) -> __toolerror::ErrorMode {
            __toolerror::ErrorMode::TextOnly
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Defaults {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Closed => 2,
                Self::TooMany => 5,
            }
        }
    }
    const __CODES: &::core::primitive::str = "closed,too_many";
    const __TEXTS: &::core::primitive::str = "The shop is closed on Sundays. Book another day.\0At most 4 bikes per booking. Split the booking.";
    #[automatically_derived]
    impl __toolerror::Catalog for Defaults {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Closed,TooMany",
                    codes: __CODES,
                    categories: "business,validation",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Defaults] [] [__error]
    }
};

// #[derive(ToolError)] on `HandWritten`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for HandWritten {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<String>();
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
            {
                use __toolerror::{DiagnoseError as _, DiagnoseOther as _};
                (&&__toolerror::Diagnose(self)).__toolerror_diagnostic()
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for HandWritten {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Refused { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "refused";
    const __TEXTS: &::core::primitive::str = "";
    #[automatically_derived]
    impl __toolerror::Catalog for HandWritten {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Refused",
                    codes: __CODES,
                    categories: "business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [HandWritten] [] [__error]
    }
};

// #[derive(ToolError)] on `Empty`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Empty {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match *self {}
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match *self {}
        }
        fn code(&self) -> &__toolerror::str {
            match *self {}
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
    impl __toolerror::VariantIndex for Empty {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match *self {}
        }
    }
    const __CODES: &::core::primitive::str = "";
    const __TEXTS: &::core::primitive::str = "";
    #[automatically_derived]
    impl __toolerror::Catalog for Empty {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "",
                    codes: __CODES,
                    categories: "",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Empty] [] [__error]
    }
};

