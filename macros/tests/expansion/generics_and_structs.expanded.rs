// #[derive(ToolError)] on `Lookup`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<'a, T: std::fmt::Debug, K> __toolerror::ToolError for Lookup<'a, T, K>
    where
        K: ::core::fmt::Display,
        K: ::toolerror::__private_v1::Serialize,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::category(__field_0)
                }
                _ => __toolerror::VariantIndex::declared_category(self),
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Missing { key: __field_key @ _, .. } => {
                    __toolerror::pieces1(
                        "No record has the key \u{1}. Check the key.",
                        '\u{1}',
                        __field_key,
                    )
                }
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::description(__field_0)
                }
                _ => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::row(
                            __TEXTS,
                            '\0',
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            match self {
                Self::Nested { 0: __field_0 @ _, .. } => {
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
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::cause(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::retry_after(__field_0)
                }
                _ => {
                    __toolerror::delay_at(
                        __DELAYS_MS,
                        __toolerror::VariantIndex::variant_index(self),
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
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::details(__field_0)
                }
                Self::Detail { 0: __field_0 @ _, .. } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(&mut __details, "0", __field_0);
                    __toolerror::Some(__details)
                }
                _ => __toolerror::None,
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::outcome_unknown(__field_0)
                }
                _ => false,
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::is_unexpected(__field_0)
                }
                _ => false,
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            match self {
                Self::Nested { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::diagnostic(__field_0)
                }
                _ => __toolerror::None,
            }
        }
    }
    #[automatically_derived]
    impl<'a, T: std::fmt::Debug, K> __toolerror::VariantIndex for Lookup<'a, T, K> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Missing { .. } => 1,
                Self::Busy { .. } => 4,
                Self::Nested { .. } => 11,
                Self::Detail { .. } => 13,
            }
        }
    }
    const __CODES: &::core::primitive::str = "missing,busy,,detail";
    const __TEXTS: &::core::primitive::str = "No record has the key {key}. Check the key.\0The store is busy. Retry in 2 seconds.\0\0The value is out of range. Send a smaller one.";
    const __DELAYS_MS: &::core::primitive::str = "0,2000,0,0";
    #[automatically_derived]
    impl<'a, T: std::fmt::Debug, K> __toolerror::Catalog for Lookup<'a, T, K> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Missing,Busy,Nested,Detail",
                    codes: __CODES,
                    categories: "validation,transient,,validation",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[
                    __toolerror::None,
                    __toolerror::None,
                    __toolerror::Some("Box<Lookup<'a, T, K>>"),
                    __toolerror::None,
                ],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< 'a, T : std::fmt::Debug, K >] [Lookup < 'a, T, K >] [where K :
        ::core::fmt::Display, K : ::toolerror::__private_v1::Serialize, Lookup < 'a, T, K
        > : ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `Bounded`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T> __toolerror::ToolError for Bounded<T>
    where
        T: std::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "wrapped \u{1}",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
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
    impl<T> __toolerror::VariantIndex for Bounded<T> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "bounded";
    const __TEXTS: &::core::primitive::str = "wrapped {0}";
    #[automatically_derived]
    impl<T> __toolerror::Catalog for Bounded<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Bounded",
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
        [::toolerror] [< T >] [Bounded < T >] [where T : std::fmt::Display, Bounded < T >
        : ::core::marker::Sized] [__error]
    }
};

// #[derive(ToolError)] on `Closed`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Closed {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
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
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Closed {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "closed";
    const __TEXTS: &::core::primitive::str = "The shop is closed today. Book for tomorrow.";
    #[automatically_derived]
    impl __toolerror::Catalog for Closed {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Closed",
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
        [::toolerror] [] [Closed] [] [__error]
    }
};

// #[derive(ToolError)] on `LimitReached`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for LimitReached {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self { limit: __field_limit @ _, .. } => {
                    __toolerror::pieces1("limit \u{1} reached", '\u{1}', __field_limit)
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
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
                Self { limit: __field_limit @ _, .. } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(&mut __details, "limit", __field_limit);
                    __toolerror::Some(__details)
                }
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for LimitReached {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "limit_reached";
    const __TEXTS: &::core::primitive::str = "limit {limit} reached";
    #[automatically_derived]
    impl __toolerror::Catalog for LimitReached {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "LimitReached",
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
        [::toolerror] [] [LimitReached] [] [__error]
    }
};

