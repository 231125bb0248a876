// #[derive(ToolError)] on `NotSource`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for NotSource {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self {
                    r#source: __field_source @ _,
                    destination: __field_destination @ _,
                    ..
                } => {
                    __toolerror::pieces2(
                        "Moving from \u{1} to \u{1} is not allowed.",
                        '\u{1}',
                        __field_source,
                        __field_destination,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<char>();
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
    impl __toolerror::VariantIndex for NotSource {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "not_source";
    const __TEXTS: &::core::primitive::str = "Moving from {source} to {destination} is not allowed.";
    #[automatically_derived]
    impl __toolerror::Catalog for NotSource {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "NotSource",
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
        [::toolerror] [] [NotSource] [] [__error]
    }
};

// #[derive(ToolError)] on `Lookup`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    > __toolerror::ToolError for Lookup<T>
    where
        T: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::Missing { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "No booking \u{1}; list the customer's bookings to find its id.",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::agent_visible_generic::<T>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    > __toolerror::VariantIndex for Lookup<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Missing { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "missing";
    const __TEXTS: &::core::primitive::str = "No booking {0}; list the customer's bookings to find its id.";
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    > __toolerror::Catalog for Lookup<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Missing",
                    codes: __CODES,
                    categories: "validation",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T : toolerror::AgentVisible + std::fmt::Display +
        std::fmt::Debug >] [Lookup < T >] [where T : ::core::fmt::Display, Lookup < T > :
        ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `Lookup2`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T> __toolerror::ToolError for Lookup2<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
        T: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::Missing { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "No booking \u{1}; list the customer's bookings to find its id.",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::agent_visible_generic::<T>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<T> __toolerror::VariantIndex for Lookup2<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Missing { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "missing";
    const __TEXTS: &::core::primitive::str = "No booking {0}; list the customer's bookings to find its id.";
    #[automatically_derived]
    impl<T> __toolerror::Catalog for Lookup2<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Missing",
                    codes: __CODES,
                    categories: "validation",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T >] [Lookup2 < T >] [where T : toolerror::AgentVisible +
        std::fmt::Display + std::fmt::Debug, T : ::core::fmt::Display, Lookup2 < T > :
        ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `OutOfStock`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T> __toolerror::ToolError for OutOfStock<T> {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self { .. } => {
                    __toolerror::Cow::Borrowed(
                        "The widget is out of stock; offer the next model.",
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<T> __toolerror::VariantIndex for OutOfStock<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "out_of_stock";
    const __TEXTS: &::core::primitive::str = "{thing}";
    #[automatically_derived]
    impl<T> __toolerror::Catalog for OutOfStock<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "OutOfStock",
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
        [::toolerror] [< T >] [OutOfStock < T >] [where OutOfStock < T > :
        ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `Booking`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Booking {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Cancelled { booking: __field_booking @ _, .. } => {
                    __toolerror::pieces1(
                        "Booking \u{1} is already cancelled; book again.",
                        '\u{1}',
                        __field_booking,
                    )
                }
            }
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
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Booking {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Cancelled { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "cancelled";
    const __TEXTS: &::core::primitive::str = "Booking {id} is already cancelled; book again.";
    #[automatically_derived]
    impl __toolerror::Catalog for Booking {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Cancelled",
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
        [::toolerror] [] [Booking] [] [__error]
    }
};

// #[derive(ToolError)] on `Bindings`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Bindings {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::NoRefund => {
                    __toolerror::Cow::Borrowed(
                        "Refunds enabled: false; ask for a refund instead.",
                    )
                }
                Self::Refused { code: __field_code @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Error {__field_code:.0}: the ledger refused the entry; take another path.",
                                __field_code = __toolerror::displayed(& __field_code)
                            ),
                        ),
                    )
                }
                Self::Closed { booking: __field_booking @ _, .. } => {
                    __toolerror::pieces1(
                        "Booking \u{1} is closed; book another date.",
                        '\u{1}',
                        __field_booking,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<String>();
                __toolerror::shown_plain::<u32>();
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
    impl __toolerror::VariantIndex for Bindings {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Closed { .. } => 2,
                Self::NoRefund => 6,
                Self::Refused { .. } => 10,
            }
        }
    }
    const __CODES: &::core::primitive::str = "closed,no_refund,refused";
    const __TEXTS: &::core::primitive::str = "Booking {b} is closed; book another date.\0Refunds enabled: {r}; ask for a refund instead.\0Error {c:.0}: the ledger refused the entry; take another path.";
    #[automatically_derived]
    impl __toolerror::Catalog for Bindings {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Closed,NoRefund,Refused",
                    codes: __CODES,
                    categories: "business,business,business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Bindings] [] [__error]
    }
};

