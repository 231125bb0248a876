// #[derive(ToolError)] on `ByLabel`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<L: Label> __toolerror::ToolError for ByLabel<L>
    where
        L: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::Unknown { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "label \u{1} is unknown; pick one from the list",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::agent_visible_generic::<L>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<L: Label> __toolerror::VariantIndex for ByLabel<L> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Unknown { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "by_label_unknown";
    const __TEXTS: &::core::primitive::str = "label {0} is unknown; pick one from the list";
    #[automatically_derived]
    impl<L: Label> __toolerror::Catalog for ByLabel<L> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Unknown",
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
        [::toolerror] [< L : Label >] [ByLabel < L >] [where L : ::core::fmt::Display,
        ByLabel < L > : ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `ParseError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T: FromStr> __toolerror::ToolError for ParseError<T>
    where
        T::Err: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
        T::Err: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::Entry { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "couldn't parse entry: \u{1}; fix the entry",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::agent_visible_generic::<T::Err>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<T: FromStr> __toolerror::VariantIndex for ParseError<T>
    where
        T::Err: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Entry { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "entry";
    const __TEXTS: &::core::primitive::str = "couldn't parse entry: {0}; fix the entry";
    #[automatically_derived]
    impl<T: FromStr> __toolerror::Catalog for ParseError<T>
    where
        T::Err: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Entry",
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
        [::toolerror] [< T : FromStr >] [ParseError < T >] [where T::Err :
        toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug, T::Err :
        ::core::fmt::Display, ParseError < T > : ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `Booking`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<R: std::fmt::Debug> __toolerror::ToolError for Booking<R>
    where
        Id<R>: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::Booked { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "\u{1} is booked until noon; pick another one",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::agent_visible_generic::<Id<R>>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<R: std::fmt::Debug> __toolerror::VariantIndex for Booking<R> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Booked { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "booked";
    const __TEXTS: &::core::primitive::str = "{0} is booked until noon; pick another one";
    #[automatically_derived]
    impl<R: std::fmt::Debug> __toolerror::Catalog for Booking<R> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Booked",
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
        [::toolerror] [< R : std::fmt::Debug >] [Booking < R >] [where Id < R > :
        ::core::fmt::Display, Booking < R > : ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `Bounded`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T: std::fmt::Debug + std::fmt::Display> __toolerror::ToolError for Bounded<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::OutOfRange { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "value \u{1} is out of range; pick a smaller one",
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
    impl<T: std::fmt::Debug + std::fmt::Display> __toolerror::VariantIndex
    for Bounded<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::OutOfRange { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "out_of_range";
    const __TEXTS: &::core::primitive::str = "value {0} is out of range; pick a smaller one";
    #[automatically_derived]
    impl<T: std::fmt::Debug + std::fmt::Display> __toolerror::Catalog for Bounded<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "OutOfRange",
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
        [::toolerror] [< T : std::fmt::Debug + std::fmt::Display >] [Bounded < T >]
        [where T : toolerror::AgentVisible + std::fmt::Display, Bounded < T > :
        ::core::marker::Sized] [__error]
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

