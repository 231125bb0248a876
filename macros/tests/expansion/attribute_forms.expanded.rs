// #[derive(ToolError)] on `Booking`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Booking {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
            __toolerror::agent_visible::<i64>();
            __toolerror::agent_visible::<u32>();
            __toolerror::agent_visible::<f64>();
            __toolerror::agent_visible::<u8>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Booking {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Timeout { .. }
                | Self::r#TimeoutAfterSend { .. }
                | Self::r#Busy { .. }
                | Self::r#MaybeBusy { .. }
                | Self::r#Internal { .. } => __toolerror::Category::Transient,
                Self::r#BadId { .. }
                | Self::r#Negative { .. }
                | Self::r#Braces { .. } => __toolerror::Category::Validation,
                Self::r#OverLimit { .. }
                | Self::r#RateAboveCap { .. }
                | Self::r#SeatsTaken { .. } => __toolerror::Category::Business,
                Self::r#NotYours { .. } => __toolerror::Category::Permission,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::RateAboveCap { rate: __field_rate, cap: __field_cap, .. } => {
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
                    a: __field_a,
                    b: __field_b,
                    c: __field_c,
                    d: __field_d,
                    e: __field_e,
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
                Self::r#Braces { .. } => {
                    __toolerror::Cow::Borrowed(
                        "Write the id as {B-2041}, without spaces.",
                    )
                }
                Self::NotYours { booking: __field_booking, .. } => {
                    __toolerror::pieces1(
                        [
                            "Booking ",
                            " belongs to another customer. Ask them to sign in.",
                        ],
                        __field_booking,
                    )
                }
                Self::r#Internal { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Transient,
                        ),
                    )
                }
                Self::OverLimit { amount: __field_amount, limit: __field_limit, .. } => {
                    __toolerror::pieces2(
                        [
                            "Refund of $",
                            " exceeds the $",
                            " automatic ceiling. Escalate to a human agent.",
                        ],
                        __field_amount,
                        __field_limit,
                    )
                }
                Self::r#BadId { .. } | Self::r#Negative { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
                _ => {
                    __toolerror::Cow::Borrowed(
                        __TEXT.get(__toolerror::VariantIndex::variant_index(self)),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Busy { wait: __field_wait, .. } => {
                    __toolerror::retry_delay(__field_wait)
                }
                Self::MaybeBusy { 0: __field_0, .. } => {
                    __toolerror::retry_delay(__field_0)
                }
                _ => {
                    __toolerror::delay_at(
                        __DELAY_MS,
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
                Self::OverLimit { amount: __field_amount, limit: __field_limit, .. } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(&mut __details, "amount", __field_amount);
                    __toolerror::insert_detail(&mut __details, "limit", __field_limit);
                    __toolerror::Some(__details)
                }
                Self::NotYours { booking: __field_booking, .. } => {
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
                Self::r#TimeoutAfterSend { .. } => true,
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::r#Internal { .. } => true,
                _ => false,
            }
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
    impl __toolerror::VariantIndex for Booking {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Timeout { .. } => 0,
                Self::r#TimeoutAfterSend { .. } => 1,
                Self::r#Busy { .. } => 2,
                Self::r#MaybeBusy { .. } => 3,
                Self::r#BadId { .. } => 4,
                Self::r#Negative { .. } => 5,
                Self::r#OverLimit { .. } => 6,
                Self::r#RateAboveCap { .. } => 7,
                Self::r#SeatsTaken { .. } => 8,
                Self::r#Braces { .. } => 9,
                Self::r#NotYours { .. } => 10,
                Self::r#Internal { .. } => 11,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"000011222130";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "timeouttimeout_after_sendbusymaybe_busybad_idnegativerefund_over_limitrate_above_capseats_takenbracesnot_yoursbooking_internal",
        b"\x07\x00\x00\x00\x19\x00\x00\x00\x1d\x00\x00\x00\x27\x00\x00\x00\x2d\x00\x00\x00\x35\x00\x00\x00\x46\x00\x00\x00\x54\x00\x00\x00\x5f\x00\x00\x00\x65\x00\x00\x00\x6e\x00\x00\x00\x7e\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "The payment service timed out. Retry in 30 seconds.The payment service timed out after the charge was sent. Check the booking before retrying.The store is busy. Retry after the delay.The store may be busy. Retry shortly.booking id {got} is malformedamount {0} is negativeRefund of ${amount} exceeds the ${limit} automatic ceiling. Escalate to a human agent.The rate {rate:.2} is above the {cap:>6} cap. Use the standard rate.Seats {a}, {b}, {c}, {d} and {e} are taken. Pick other seats.Write the id as {{B-2041}}, without spaces.Booking {booking} belongs to another customer. Ask them to sign in.",
        b"\x33\x00\x00\x00\x8e\x00\x00\x00\xb7\x00\x00\x00\xdc\x00\x00\x00\xf9\x00\x00\x00\x0f\x01\x00\x00\x65\x01\x00\x00\xa9\x01\x00\x00\xe6\x01\x00\x00\x11\x02\x00\x00\x54\x02\x00\x00\x54\x02\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"\x30\x75\x00\x00\x00\x00\x00\x00\x90\x5f\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00";
    #[automatically_derived]
    impl __toolerror::Catalog for Booking {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Timeout,TimeoutAfterSend,Busy,MaybeBusy,BadId,Negative,OverLimit,RateAboveCap,SeatsTaken,Braces,NotYours,Internal,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Booking] []
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
            match self {
                Self::r#Closed { .. } => __toolerror::Category::Business,
                Self::r#TooMany { .. } => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Borrowed(
                __TEXT.get(__toolerror::VariantIndex::variant_index(self)),
            )
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
        fn error_mode(&self) -> __toolerror::ErrorMode {
            __toolerror::ErrorMode::TextOnly
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
    impl __toolerror::VariantIndex for Defaults {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Closed { .. } => 0,
                Self::r#TooMany { .. } => 1,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"21";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "closedtoo_many",
        b"\x06\x00\x00\x00\x0e\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "The shop is closed on Sundays. Book another day.At most 4 bikes per booking. Split the booking.",
        b"\x30\x00\x00\x00\x5f\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Defaults {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Closed,TooMany,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Defaults] []
    }
};

// #[derive(ToolError)] on `HandWritten`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for HandWritten {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for HandWritten {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Refused { .. } => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#Refused { .. } => {
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
    impl __toolerror::VariantIndex for HandWritten {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Refused { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"2";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "refused",
        b"\x07\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "",
        b"\x00\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for HandWritten {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Refused,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [HandWritten] []
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
        fn variant_index(&self) -> ::core::primitive::usize {
            match *self {}
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new("", b"");
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new("", b"");
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Empty {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Empty] []
    }
};

