// #[derive(ToolError)] on `OldError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for OldError {
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
    impl __toolerror::VariantIndex for OldError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Busy => 0,
            }
        }
    }
    const __CODES: &::core::primitive::str = "busy";
    const __TEXTS: &::core::primitive::str = "The store is busy. Retry in a second.";
    const __DELAYS_MS: &::core::primitive::str = "1000";
    #[automatically_derived]
    impl __toolerror::Catalog for OldError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Busy",
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
        [::toolerror] [] [OldError] [] [__error]
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
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Gone { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "No booking has the id \u{1}. Check the id.",
                        '\u{1}',
                        __field_0,
                    )
                }
                Self::Missing { id: __field_id @ _, .. } => {
                    __toolerror::pieces1("missing \u{1}", '\u{1}', __field_id)
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
                (&&&&__toolerror::Shows::<OldBookingId, __toolerror::UseDisplay>::new())
                    .__toolerror_shown();
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
                Self::Missing { id: __field_id @ _, .. } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(&mut __details, "id", __field_id);
                    __toolerror::Some(__details)
                }
                _ => __toolerror::None,
            }
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
                Self::Gone { .. } => 1,
                Self::Missing { .. } => 5,
            }
        }
    }
    const __CODES: &::core::primitive::str = "gone,missing";
    const __TEXTS: &::core::primitive::str = "No booking has the id {0}. Check the id.\0missing {id}";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Gone,Missing",
                    codes: __CODES,
                    categories: "validation,validation",
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

// #[derive(AgentVisible)] on `OldBookingId`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl ::toolerror::__private_v1::Vouched for OldBookingId {}
    #[automatically_derived]
    impl ::toolerror::AgentVisible for OldBookingId {}
    #[automatically_derived]
    impl ::toolerror::__private_v1::AgentVisibleChecks for OldBookingId {
        fn agent_visible_checks() {
            ::toolerror::__private_v1::field_vouches::<u32>();
            {
                #[allow(unused_imports)]
                use ::toolerror::__private_v1::{VouchedError as _, VouchedPlain as _};
                ::toolerror::__private_v1::no_error_vouched::<
                    Self,
                    _,
                >(
                    (&&::toolerror::__private_v1::Probe::<Self>::new())
                        .__toolerror_vouched(),
                );
            }
        }
    }
};

