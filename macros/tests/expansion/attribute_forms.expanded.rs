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
                Self::BadId { .. } | Self::Negative { .. } | Self::Braces => {
                    __toolerror::Category::Validation
                }
                Self::OverLimit { .. }
                | Self::RateAboveCap { .. }
                | Self::SeatsTaken { .. } => __toolerror::Category::Business,
                Self::NotYours { .. } => __toolerror::Category::Permission,
                _ => __toolerror::Category::Transient,
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
                Self::Braces => {
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
                Self::Internal { .. } => {
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
                Self::BadId { .. } | Self::Negative { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
                _ => {
                    __toolerror::Cow::Borrowed(
                        __TEXT[__toolerror::VariantIndex::variant_index(self)],
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE[__toolerror::VariantIndex::variant_index(self)]
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
                    __toolerror::delay_ms(
                        __DELAY_MS[__toolerror::VariantIndex::variant_index(self)],
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
                Self::Timeout => 0,
                Self::TimeoutAfterSend => 1,
                Self::Busy { .. } => 2,
                Self::MaybeBusy { .. } => 3,
                Self::BadId { .. } => 4,
                Self::Negative { .. } => 5,
                Self::OverLimit { .. } => 6,
                Self::RateAboveCap { .. } => 7,
                Self::SeatsTaken { .. } => 8,
                Self::Braces => 9,
                Self::NotYours { .. } => 10,
                Self::Internal { .. } => 11,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 12] = [
        "timeout",
        "timeout_after_send",
        "busy",
        "maybe_busy",
        "bad_id",
        "negative",
        "refund_over_limit",
        "rate_above_cap",
        "seats_taken",
        "braces",
        "not_yours",
        "booking_internal",
    ];
    const __TEXT: [&::core::primitive::str; 12] = [
        "The payment service timed out. Retry in 30 seconds.",
        "The payment service timed out after the charge was sent. Check the booking before retrying.",
        "The store is busy. Retry after the delay.",
        "The store may be busy. Retry shortly.",
        "booking id {got} is malformed",
        "amount {0} is negative",
        "Refund of ${amount} exceeds the ${limit} automatic ceiling. Escalate to a human agent.",
        "The rate {rate:.2} is above the {cap:>6} cap. Use the standard rate.",
        "Seats {a}, {b}, {c}, {d} and {e} are taken. Pick other seats.",
        "Write the id as {{B-2041}}, without spaces.",
        "Booking {booking} belongs to another customer. Ask them to sign in.",
        "",
    ];
    const __CATEGORY: [__toolerror::Category; 12] = [
        __toolerror::Category::Transient,
        __toolerror::Category::Transient,
        __toolerror::Category::Transient,
        __toolerror::Category::Transient,
        __toolerror::Category::Validation,
        __toolerror::Category::Validation,
        __toolerror::Category::Business,
        __toolerror::Category::Business,
        __toolerror::Category::Business,
        __toolerror::Category::Validation,
        __toolerror::Category::Permission,
        __toolerror::Category::Transient,
    ];
    const __DELAY_MS: [::core::primitive::u64; 12] = [
        30000, 90000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ];
    #[automatically_derived]
    impl __toolerror::Catalog for Booking {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Timeout,TimeoutAfterSend,Busy,MaybeBusy,BadId,Negative,OverLimit,RateAboveCap,SeatsTaken,Braces,NotYours,Internal",
                &__CODE,
                &__CATEGORY,
                &__DELAY_MS,
                &__TEXT,
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
                Self::TooMany => __toolerror::Category::Validation,
                _ => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Borrowed(
                __TEXT[__toolerror::VariantIndex::variant_index(self)],
            )
        }
        fn code(&self) -> &__toolerror::str {
            __CODE[__toolerror::VariantIndex::variant_index(self)]
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
                Self::Closed => 0,
                Self::TooMany => 1,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 2] = ["closed", "too_many"];
    const __TEXT: [&::core::primitive::str; 2] = [
        "The shop is closed on Sundays. Book another day.",
        "At most 4 bikes per booking. Split the booking.",
    ];
    const __CATEGORY: [__toolerror::Category; 2] = [
        __toolerror::Category::Business,
        __toolerror::Category::Validation,
    ];
    #[automatically_derived]
    impl __toolerror::Catalog for Defaults {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Closed,TooMany",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
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
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
        }
        fn code(&self) -> &__toolerror::str {
            __CODE[__toolerror::VariantIndex::variant_index(self)]
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
                Self::Refused { .. } => 0,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 1] = ["refused"];
    const __TEXT: [&::core::primitive::str; 1] = [""];
    const __CATEGORY: [__toolerror::Category; 1] = [__toolerror::Category::Business];
    #[automatically_derived]
    impl __toolerror::Catalog for HandWritten {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Refused",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
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
    const __CODE: [&::core::primitive::str; 0] = [];
    const __TEXT: [&::core::primitive::str; 0] = [];
    const __CATEGORY: [__toolerror::Category; 0] = [];
    #[automatically_derived]
    impl __toolerror::Catalog for Empty {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(&CATALOG, "", &__CODE, &__CATEGORY, &[], &__TEXT, &[])
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Empty] []
    }
};

