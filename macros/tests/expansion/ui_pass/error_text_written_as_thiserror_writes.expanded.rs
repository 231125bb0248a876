// #[derive(ToolError)] on `ReadFailed`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for ReadFailed {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "cannot read {__text_0} ({__field_0:?}); upload the file again",
                                __field_0 = __field_0, __text_0 = __toolerror::displayed(& &
                                (&& && __toolerror::ErrorTextField(__field_0))
                                .__toolerror_text())
                            ),
                        ),
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
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for ReadFailed {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "read_failed";
    const __TEXTS: &::core::primitive::str = "cannot read {0} ({0:?}); upload the file again";
    #[automatically_derived]
    impl __toolerror::Catalog for ReadFailed {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "ReadFailed",
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
        [::toolerror] [] [ReadFailed] [] [__error]
    }
};

// #[derive(ToolError)] on `OutOfRange`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T: toolerror::AgentVisible> __toolerror::ToolError for OutOfRange<T>
    where
        T: ::core::fmt::Debug,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "value {__field_0:?} is out of range; pick a smaller one",
                                __field_0 = __field_0
                            ),
                        ),
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
    impl<T: toolerror::AgentVisible> __toolerror::VariantIndex for OutOfRange<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "out_of_range";
    const __TEXTS: &::core::primitive::str = "value {0:?} is out of range; pick a smaller one";
    #[automatically_derived]
    impl<T: toolerror::AgentVisible> __toolerror::Catalog for OutOfRange<T> {
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
        [::toolerror] [< T : toolerror::AgentVisible >] [OutOfRange < T >] [where T :
        ::core::fmt::Debug, OutOfRange < T > : ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `EmptyMask`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::LowerHex,
        U: toolerror::AgentVisible,
    > __toolerror::ToolError for EmptyMask<T, U>
    where
        T: ::core::fmt::LowerHex,
        U: ::core::fmt::Debug,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self { 0: __field_0 @ _, 1: __field_1 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "mask {__field_0:x} clears every bit of {__field_1:?}; keep one bit set",
                                __field_0 = __field_0, __field_1 = __field_1
                            ),
                        ),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::agent_visible_generic::<T>();
                __toolerror::agent_visible_generic::<U>();
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
        T: toolerror::AgentVisible + std::fmt::LowerHex,
        U: toolerror::AgentVisible,
    > __toolerror::VariantIndex for EmptyMask<T, U> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "empty_mask";
    const __TEXTS: &::core::primitive::str = "mask {0:x} clears every bit of {1:?}; keep one bit set";
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::LowerHex,
        U: toolerror::AgentVisible,
    > __toolerror::Catalog for EmptyMask<T, U> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "EmptyMask",
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
        [::toolerror] [< T : toolerror::AgentVisible + std::fmt::LowerHex, U :
        toolerror::AgentVisible >] [EmptyMask < T, U >] [where T : ::core::fmt::LowerHex,
        U : ::core::fmt::Debug, EmptyMask < T, U > : ::core::marker::Sized] [__error]
    }
};

