// #[derive(ToolError)] on `Tree`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T: Debug + Display> __toolerror::ToolError for Tree<T>
    where
        T: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::category(__field_0)
                }
                _ => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Leaf { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "The leaf \u{1} is malformed: fix it and retry.",
                        '\u{1}',
                        __field_0,
                    )
                }
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::description(__field_0)
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::code(__field_0)
                }
                _ => {
                    __toolerror::row(
                        __CODES,
                        ',',
                        __toolerror::VariantIndex::variant_index(self),
                    )
                }
            }
        }
        fn cause(&self) -> __toolerror::Option<&::core::primitive::str> {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::cause(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::retry_after(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn details(
            &self,
        ) -> __toolerror::Option<
            __toolerror::Map<__toolerror::String, __toolerror::Value>,
        > {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::details(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::outcome_unknown(__field_0)
                }
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::is_unexpected(__field_0)
                }
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            match self {
                Self::Node { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::diagnostic(__field_0)
                }
                _ => __toolerror::None,
            }
        }
    }
    #[automatically_derived]
    impl<T: Debug + Display> __toolerror::VariantIndex for Tree<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Leaf { .. } => 1,
                Self::Node { .. } => 7,
            }
        }
    }
    const __CODES: &::core::primitive::str = "leaf,";
    const __TEXTS: &::core::primitive::str = "The leaf {0} is malformed: fix it and retry.\0";
    #[automatically_derived]
    impl<T: Debug + Display> __toolerror::Catalog for Tree<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Leaf,Node",
                    codes: __CODES,
                    categories: "validation,",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[__toolerror::None, __toolerror::Some("Box<Tree<T>>")],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T : Debug + Display >] [Tree < T >] [where T :
        ::core::fmt::Display, Tree < T > : ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `Wrapped`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T> __toolerror::ToolError for Wrapped<T>
    where
        T: std::fmt::Debug,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Transient
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Busy { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Busy with {__field_0:?}. Retry in a second.", __field_0 =
                                __field_0
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
    }
    #[automatically_derived]
    impl<T> __toolerror::VariantIndex for Wrapped<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Busy { .. } => 0,
            }
        }
    }
    const __CODES: &::core::primitive::str = "busy";
    const __TEXTS: &::core::primitive::str = "Busy with {0:?}. Retry in a second.";
    #[automatically_derived]
    impl<T> __toolerror::Catalog for Wrapped<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Busy",
                    codes: __CODES,
                    categories: "transient",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T >] [Wrapped < T >] [where T : std::fmt::Debug, Wrapped < T > :
        ::core::marker::Sized] [__error]
    }
};

