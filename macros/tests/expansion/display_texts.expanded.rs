// #[derive(ToolError)] on `Inventory`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Inventory {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::OutOfStock { 0: __field_0 @ _, 1: __field_1 @ _, .. } => {
                    __toolerror::pieces2(
                        "Bike \u{1} is out of stock until \u{1}. Pick another bike.",
                        '\u{1}',
                        __field_0,
                        __field_1,
                    )
                }
                Self::TooMany { limit: __field_limit @ _, got: __field_got @ _, .. } => {
                    __toolerror::pieces2(
                        "At most \u{1} bikes per booking; \u{1} were asked. Split the booking.",
                        '\u{1}',
                        __field_limit,
                        __field_got,
                    )
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
            if false {
                __toolerror::shown_plain::<u32>();
                __toolerror::shown_plain::<String>();
            }
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
    impl __toolerror::VariantIndex for Inventory {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::OutOfStock { .. } => 2,
                Self::TooMany { .. } => 5,
                Self::Busy { .. } => 8,
                Self::NotManager => 15,
            }
        }
    }
    const __CODES: &::core::primitive::str = "out_of_stock,too_many,busy,not_manager";
    const __TEXTS: &::core::primitive::str = "Bike {0} is out of stock until {1}. Pick another bike.\0At most {limit} bikes per booking; {got} were asked. Split the booking.\0The inventory service is busy. Retry in a minute.\0Only the fleet manager can move bikes between shops. Escalate.";
    const __DELAYS_MS: &::core::primitive::str = "0,0,60000,0";
    #[automatically_derived]
    impl __toolerror::Catalog for Inventory {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "OutOfStock,TooMany,Busy,NotManager",
                    codes: __CODES,
                    categories: "business,validation,transient,permission",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Inventory] [] [__error]
    }
};

// #[derive(ToolError)] on `Shared`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Shared {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Second { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "Size \u{1} is not one we rent. Pick S, M or L.",
                        '\u{1}',
                        __field_0,
                    )
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
    impl __toolerror::VariantIndex for Shared {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::First => 1,
                Self::Second { .. } => 5,
            }
        }
    }
    const __CODES: &::core::primitive::str = "first,second";
    const __TEXTS: &::core::primitive::str = "The request is invalid. Check the arguments against the schema.\0Size {0} is not one we rent. Pick S, M or L.";
    #[automatically_derived]
    impl __toolerror::Catalog for Shared {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "First,Second",
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
        [::toolerror] [] [Shared] [] [__error]
    }
};

// #[derive(ToolError)] on `Misspelled`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Misspelled {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Permission
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::NotYours { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Permission,
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
    impl __toolerror::VariantIndex for Misspelled {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::NotYours { .. } => 3,
            }
        }
    }
    const __CODES: &::core::primitive::str = "not_yours";
    const __TEXTS: &::core::primitive::str = "";
    #[automatically_derived]
    impl __toolerror::Catalog for Misspelled {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "NotYours",
                    codes: __CODES,
                    categories: "permission",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Misspelled] [] [__error]
    }
};

