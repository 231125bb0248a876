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
                Self::Missing { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "No booking has the id \u{1}. Check the id.",
                        '\u{1}',
                        __field_0,
                    )
                }
                Self::Bad { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "The value {__field_0:?} doesn't fit. Fix it.", __field_0 =
                                __field_0
                            ),
                        ),
                    )
                }
                Self::Outline { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "The outline {__field_0:?} nests too deep. Flatten it.",
                                __field_0 = __field_0
                            ),
                        ),
                    )
                }
                Self::Place { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Not here: {__field_0:?}. Upload it again.", __field_0 =
                                __field_0
                            ),
                        ),
                    )
                }
                Self::Date { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "The date doesn't parse: \u{1}. Fix it, then call again.",
                        '\u{1}',
                        __field_0,
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
                (&&&&__toolerror::Shows::<Id<Booking>, __toolerror::UseDisplay>::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<Labeled<u32>, __toolerror::UseDebug>::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<Tree<String>, __toolerror::UseDebug>::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<Where, __toolerror::UseDebug>::new())
                    .__toolerror_shown();
                (&&&&__toolerror::Shows::<DateFormat, __toolerror::UseDisplay>::new())
                    .__toolerror_shown();
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
    impl __toolerror::VariantIndex for BookingError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Missing { .. } => 1,
                Self::Bad { .. } => 5,
                Self::Outline { .. } => 9,
                Self::Place { .. } => 13,
                Self::Date { .. } => 17,
            }
        }
    }
    const __CODES: &::core::primitive::str = "missing,bad,outline,place,date";
    const __TEXTS: &::core::primitive::str = "No booking has the id {0}. Check the id.\0The value {0:?} doesn't fit. Fix it.\0The outline {0:?} nests too deep. Flatten it.\0Not here: {0:?}. Upload it again.\0The date doesn't parse: {0}. Fix it, then call again.";
    #[automatically_derived]
    impl __toolerror::Catalog for BookingError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Missing,Bad,Outline,Place,Date",
                    codes: __CODES,
                    categories: "validation,validation,validation,validation,validation",
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

// #[derive(AgentVisible)] on `Id`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl<R> ::toolerror::__private_v1::Vouched for Id<R>
    where
        PhantomData<R>: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<R> ::toolerror::AgentVisible for Id<R>
    where
        PhantomData<R>: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<R> ::toolerror::__private_v1::AgentVisibleChecks for Id<R>
    where
        PhantomData<R>: ::toolerror::AgentVisible,
    {
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

// #[derive(AgentVisible)] on `Labeled`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl<T> ::toolerror::__private_v1::Vouched for Labeled<T>
    where
        T: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<T> ::toolerror::AgentVisible for Labeled<T>
    where
        T: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<T> ::toolerror::__private_v1::AgentVisibleChecks for Labeled<T>
    where
        T: ::toolerror::AgentVisible,
    {
        fn agent_visible_checks() {
            ::toolerror::__private_v1::field_vouches::<&'static str>();
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

// #[derive(AgentVisible)] on `Tree`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl<T> ::toolerror::__private_v1::Vouched for Tree<T>
    where
        T: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<T> ::toolerror::AgentVisible for Tree<T>
    where
        T: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<T> ::toolerror::__private_v1::AgentVisibleChecks for Tree<T>
    where
        T: ::toolerror::AgentVisible,
    {
        fn agent_visible_checks() {
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

// #[derive(AgentVisible)] on `Where`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl ::toolerror::__private_v1::Vouched for Where {}
    #[automatically_derived]
    impl ::toolerror::AgentVisible for Where {}
    #[automatically_derived]
    impl ::toolerror::__private_v1::AgentVisibleChecks for Where {
        fn agent_visible_checks() {
            ::toolerror::__private_v1::field_vouches::<u64>();
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

// #[derive(AgentVisible)] on `DateFormat`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl ::toolerror::__private_v1::Vouched for DateFormat {}
    #[automatically_derived]
    impl ::toolerror::AgentVisible for DateFormat {}
    #[automatically_derived]
    impl ::toolerror::__private_v1::AgentVisibleChecks for DateFormat {
        fn agent_visible_checks() {}
    }
};

