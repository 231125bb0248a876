// #[derive(ToolError)] on `Lookup`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror__;
    #[automatically_derived]
    impl<
        '__toolerror,
        '__details,
        __toolerror: toolerror::AgentVisible + std::fmt::Display,
        __CODES: std::fmt::Debug,
        CATALOG: std::fmt::Debug,
        __TEXTS: std::fmt::Debug,
        const __CATEGORIES: usize,
        const __DELAYS_MS: usize,
        const __PIECES2: usize,
        const __field_id: usize,
        const __field_low: usize,
        const __field_status: usize,
        const __details: usize,
        const __text: usize,
        const __category: usize,
        const __error: usize,
        const __TEXTS_: usize,
    > __toolerror__::ToolError
    for Lookup<
        '__toolerror,
        '__details,
        __toolerror,
        __CODES,
        CATALOG,
        __TEXTS,
        __CATEGORIES,
        __DELAYS_MS,
        __PIECES2,
        __field_id,
        __field_low,
        __field_status,
        __details,
        __text,
        __category,
        __error,
        __TEXTS_,
    >
    where
        __toolerror: ::core::fmt::Display,
    {
        fn __classification(
            &self,
        ) -> __toolerror__::Option<
            __toolerror__::Option<__toolerror__::Classification>,
        > {
            match self {
                Self::Tracker { status: __field_status__ @ _, .. } => {
                    __toolerror__::Some(__toolerror__::classification(__field_status__))
                }
                _ => __toolerror__::None,
            }
        }
        #[inline]
        fn category(&self) -> __toolerror__::Category {
            __toolerror__::classified_category(
                __toolerror__::found(self),
                __toolerror__::VariantIndex::declared_category(self),
            )
        }
        fn description(&self) -> __toolerror__::Cow<'_, __toolerror__::str> {
            #[allow(unused_imports)]
            use __toolerror__::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            if let __toolerror__::Some(__category__ @ _) = __toolerror__::reclassified_category(
                __toolerror__::found(self),
                __toolerror__::VariantIndex::declared_category(self),
            ) {
                match (self, __category__) {
                    (
                        Self::Tracker { number: __field_number__ @ _, .. },
                        __toolerror__::Category::Validation,
                    ) => {
                        return __toolerror__::pieces1(
                            "There is no issue \u{1}. Check the number, then call again.",
                            '\u{1}',
                            __field_number__,
                        );
                    }
                    _ => {}
                }
            }
            const __PIECES__: &::core::primitive::str = "\0\0\0The range \u{1} to \u{1} is empty: send a low bound below the high one.\0The window \u{1} to \u{1} is closed: pick a window after today.";
            __toolerror__::reclassified_or(
                __toolerror__::found(self),
                __toolerror__::VariantIndex::declared_category(self),
                match self {
                    Self::Tracker { .. } => {
                        __toolerror__::Cow::Owned(
                            __toolerror__::format_description(
                                ::core::format_args!(
                                    "The issue tracker failed for now. Retry in {__toolerror_delay}.",
                                    __toolerror_delay =
                                    __toolerror__::DelayWords(__toolerror__::ToolError::retry_after(self))
                                ),
                            ),
                        )
                    }
                    Self::Bad { id: __field_id__ @ _, .. } => {
                        __toolerror__::pieces1(
                            "The id \u{1} is malformed: ids look like B-2041.",
                            '\u{1}',
                            &(&&&&__toolerror__::ErrorTextField(__field_id__))
                                .__toolerror_text(),
                        )
                    }
                    Self::Range { low: __shown_0__ @ _, high: __shown_1__ @ _, .. }
                    | Self::Window {
                        low: __shown_0__ @ _,
                        high: __shown_1__ @ _,
                        ..
                    } => {
                        __toolerror__::pieces2(
                            __toolerror__::row(
                                __PIECES__,
                                '\0',
                                __toolerror__::VariantIndex::variant_index(self),
                            ),
                            '\u{1}',
                            __shown_0__,
                            __shown_1__,
                        )
                    }
                    _ => {
                        __toolerror__::Cow::Borrowed(
                            __toolerror__::row(
                                __TEXTS__,
                                '\0',
                                __toolerror__::VariantIndex::variant_index(self),
                            ),
                        )
                    }
                },
            )
        }
        fn code(&self) -> &__toolerror__::str {
            if false {
                __toolerror__::agent_visible_generic::<__toolerror>();
                __toolerror__::shown_plain::<u32>();
                __toolerror__::shown_plain::<u32>();
            }
            __toolerror__::row(
                __CODES__,
                ',',
                __toolerror__::VariantIndex::variant_index(self),
            )
        }
        fn retry_after(&self) -> __toolerror__::Option<__toolerror__::Duration> {
            __toolerror__::classified_delay(
                __toolerror__::found(self),
                __toolerror__::delay_at(
                    __DELAYS_MS__,
                    __toolerror__::VariantIndex::variant_index(self),
                ),
            )
        }
        fn details(
            &self,
        ) -> __toolerror__::Option<
            __toolerror__::Map<__toolerror__::String, __toolerror__::Value>,
        > {
            match self {
                Self::Tracker { number: __field_number__ @ _, .. } => {
                    let mut __details__ = __toolerror__::Map::new();
                    if !__toolerror__::withholds_private_details(
                        __toolerror__::found(self),
                        __toolerror__::Category::Transient,
                    ) {
                        __toolerror__::insert_detail(
                            &mut __details__,
                            "number",
                            __field_number__,
                        );
                    }
                    __toolerror__::some_details(__details__)
                }
                _ => __toolerror__::None,
            }
        }
    }
    #[automatically_derived]
    impl<
        '__toolerror,
        '__details,
        __toolerror: toolerror::AgentVisible + std::fmt::Display,
        __CODES: std::fmt::Debug,
        CATALOG: std::fmt::Debug,
        __TEXTS: std::fmt::Debug,
        const __CATEGORIES: usize,
        const __DELAYS_MS: usize,
        const __PIECES2: usize,
        const __field_id: usize,
        const __field_low: usize,
        const __field_status: usize,
        const __details: usize,
        const __text: usize,
        const __category: usize,
        const __error: usize,
        const __TEXTS_: usize,
    > __toolerror__::VariantIndex
    for Lookup<
        '__toolerror,
        '__details,
        __toolerror,
        __CODES,
        CATALOG,
        __TEXTS,
        __CATEGORIES,
        __DELAYS_MS,
        __PIECES2,
        __field_id,
        __field_low,
        __field_status,
        __details,
        __text,
        __category,
        __error,
        __TEXTS_,
    > {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Bad { .. } => 1,
                Self::Tracker { .. } => 4,
                Self::Busy { .. } => 8,
                Self::Range { .. } => 13,
                Self::Window { .. } => 18,
            }
        }
    }
    const __CODES__: &::core::primitive::str = "bad,tracker,busy,range,window";
    const __TEXTS__: &::core::primitive::str = "The id {id} is malformed: ids look like B-2041.\0The issue tracker failed for now. Retry in {retry_after}.\0The store is busy. Retry in 2 seconds.\0The range {low} to {high} is empty: send a low bound below the high one.\0The window {low} to {high} is closed: pick a window after today.";
    const __DELAYS_MS__: &::core::primitive::str = "0,0,2000,0,0";
    #[automatically_derived]
    impl<
        '__toolerror,
        '__details,
        __toolerror: toolerror::AgentVisible + std::fmt::Display,
        __CODES: std::fmt::Debug,
        CATALOG: std::fmt::Debug,
        __TEXTS: std::fmt::Debug,
        const __CATEGORIES: usize,
        const __DELAYS_MS: usize,
        const __PIECES2: usize,
        const __field_id: usize,
        const __field_low: usize,
        const __field_status: usize,
        const __details: usize,
        const __text: usize,
        const __category: usize,
        const __error: usize,
        const __TEXTS_: usize,
    > __toolerror__::Catalog
    for Lookup<
        '__toolerror,
        '__details,
        __toolerror,
        __CODES,
        CATALOG,
        __TEXTS,
        __CATEGORIES,
        __DELAYS_MS,
        __PIECES2,
        __field_id,
        __field_low,
        __field_status,
        __details,
        __text,
        __category,
        __error,
        __TEXTS_,
    > {
        fn catalog() -> &'static [__toolerror__::CatalogEntry] {
            __toolerror__::catalog(
                __toolerror__::Tables {
                    names: "Bad,Tracker,Busy,Range,Window",
                    codes: __CODES__,
                    categories: "validation,transient,transient,validation,business",
                    delays_ms: __DELAYS_MS__,
                    texts: __TEXTS__,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror__::integrations! {
        [::toolerror] [< '__toolerror, '__details, __toolerror : toolerror::AgentVisible
        + std::fmt::Display, __CODES : std::fmt::Debug, CATALOG : std::fmt::Debug,
        __TEXTS : std::fmt::Debug, const __CATEGORIES : usize, const __DELAYS_MS : usize,
        const __PIECES2 : usize, const __field_id : usize, const __field_low : usize,
        const __field_status : usize, const __details : usize, const __text : usize,
        const __category : usize, const __error : usize, const __TEXTS_ : usize, >]
        [Lookup < '__toolerror, '__details, __toolerror, __CODES, CATALOG, __TEXTS,
        __CATEGORIES, __DELAYS_MS, __PIECES2, __field_id, __field_low, __field_status,
        __details, __text, __category, __error, __TEXTS_, >] [where __toolerror :
        ::core::fmt::Display, Lookup < '__toolerror, '__details, __toolerror, __CODES,
        CATALOG, __TEXTS, __CATEGORIES, __DELAYS_MS, __PIECES2, __field_id, __field_low,
        __field_status, __details, __text, __category, __error, __TEXTS_, > :
        ::core::marker::Sized] [__error__]
    }
};

// #[derive(AgentVisible)] on `Shown`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl<__toolerror, const __TEXTS: usize> ::toolerror::__private_v1::Vouched
    for Shown<__toolerror, __TEXTS>
    where
        __toolerror: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<__toolerror, const __TEXTS: usize> ::toolerror::AgentVisible
    for Shown<__toolerror, __TEXTS>
    where
        __toolerror: ::toolerror::AgentVisible,
    {}
    #[automatically_derived]
    impl<__toolerror, const __TEXTS: usize> ::toolerror::__private_v1::AgentVisibleChecks
    for Shown<__toolerror, __TEXTS>
    where
        __toolerror: ::toolerror::AgentVisible,
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

