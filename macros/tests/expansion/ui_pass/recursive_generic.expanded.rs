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
                Self::Node { 0: __field_0, .. } => {
                    __toolerror::ToolError::category(__field_0)
                }
                _ => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Leaf { 0: __field_0, .. } => {
                    __toolerror::pieces1(
                        ["The leaf ", " is malformed: fix it and retry."],
                        __field_0,
                    )
                }
                Self::Node { 0: __field_0, .. } => {
                    __toolerror::ToolError::description(__field_0)
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            match self {
                Self::Node { 0: __field_0, .. } => {
                    __toolerror::ToolError::code(__field_0)
                }
                _ => __CODE[__toolerror::VariantIndex::variant_index(self)],
            }
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Node { 0: __field_0, .. } => {
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
                Self::Node { 0: __field_0, .. } => {
                    __toolerror::ToolError::details(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::Node { 0: __field_0, .. } => {
                    __toolerror::ToolError::outcome_unknown(__field_0)
                }
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Node { 0: __field_0, .. } => {
                    __toolerror::ToolError::is_unexpected(__field_0)
                }
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            match self {
                Self::Node { 0: __field_0, .. } => {
                    __toolerror::ToolError::diagnostic(__field_0)
                }
                _ => __toolerror::None,
            }
        }
    }
    #[automatically_derived]
    impl<T: Debug + Display> __toolerror::VariantIndex for Tree<T> {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Leaf { .. } => 0,
                Self::Node { .. } => 1,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 2] = ["leaf", ""];
    const __TEXT: [&::core::primitive::str; 2] = [
        "The leaf {0} is malformed: fix it and retry.",
        "",
    ];
    const __CATEGORY: [__toolerror::Category; 2] = [
        __toolerror::Category::Validation,
        __toolerror::Category::Permission,
    ];
    #[automatically_derived]
    impl<T: Debug + Display> __toolerror::Catalog for Tree<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Leaf,Node",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
                &[__toolerror::None, __toolerror::Some("Box<Tree<T>>")],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T : Debug + Display >] [Tree < T >] [where T :
        ::core::fmt::Display, Tree < T > : ::core::marker::Sized]
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
                Self::Busy { 0: __field_0, .. } => {
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
            __CODE[__toolerror::VariantIndex::variant_index(self)]
        }
    }
    #[automatically_derived]
    impl<T> __toolerror::VariantIndex for Wrapped<T> {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Busy { .. } => 0,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 1] = ["busy"];
    const __TEXT: [&::core::primitive::str; 1] = ["Busy with {0:?}. Retry in a second."];
    const __CATEGORY: [__toolerror::Category; 1] = [__toolerror::Category::Transient];
    #[automatically_derived]
    impl<T> __toolerror::Catalog for Wrapped<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Busy",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T >] [Wrapped < T >] [where T : std::fmt::Debug, Wrapped < T > :
        ::core::marker::Sized]
    }
};

