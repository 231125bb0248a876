// #[derive(ToolError)] on `BookingError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for BookingError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Missing { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "No booking has the id \u{1}. Check the id.",
                        '\u{1}',
                        __field_0,
                    )
                }
                Self::Overlap { ids: __field_ids @ _, count: __field_count @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "The dates overlap bookings {__field_ids:?} ({__field_count} in all). Pick other dates.",
                                __field_ids = __field_ids, __field_count =
                                __toolerror::displayed(& __field_count)
                            ),
                        ),
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
                (&&&&__toolerror::Shows::<BookingId, __toolerror::UseDisplay>::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<
                    Vec<Arc<BookingId>>,
                    __toolerror::UseDebug,
                >::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<
                    std::num::NonZeroU32,
                    __toolerror::UseDisplay,
                >::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<
                    BTreeMap<String, (BookingId, Option<u8>)>,
                    __toolerror::UseSerialize,
                >::new())
                    .__toolerror_shown();
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
                Self::Overlap { by_day: __field_by_day @ _, .. } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(&mut __details, "by_day", __field_by_day);
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
                Self::Missing { .. } => 1,
                Self::Overlap { .. } => 6,
            }
        }
    }
    const __CODES: &::core::primitive::str = "missing,overlap";
    const __TEXTS: &::core::primitive::str = "No booking has the id {0}. Check the id.\0The dates overlap bookings {ids:?} ({count} in all). Pick other dates.";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Missing,Overlap",
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
        [::toolerror] [] [BookingError] [] [__error]
    }
};

// #[derive(AgentVisible)] on `BookingId`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl ::toolerror::__private_v1::Vouched for BookingId {}
    #[automatically_derived]
    impl ::toolerror::AgentVisible for BookingId {}
    #[automatically_derived]
    impl ::toolerror::__private_v1::AgentVisibleChecks for BookingId {
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

