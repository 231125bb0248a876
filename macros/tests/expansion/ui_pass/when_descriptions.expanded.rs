// #[derive(ToolError)] on `IssueError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for IssueError {
        fn __classification(
            &self,
        ) -> __toolerror::Option<__toolerror::Option<__toolerror::Classification>> {
            match self {
                Self::Tracker { status: __field_status @ _, .. } => {
                    __toolerror::Some(__toolerror::classification(__field_status))
                }
                _ => __toolerror::None,
            }
        }
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::classified_category(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
            )
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            if let __toolerror::Some(__category @ _) = __toolerror::reclassified_category(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
            ) {
                match (self, __category) {
                    (
                        Self::Tracker { number: __field_number @ _, .. },
                        __toolerror::Category::Validation,
                    ) => {
                        return __toolerror::pieces1(
                            "There is no issue \u{1}. Check the number, then call again.",
                            '\u{1}',
                            __field_number,
                        );
                    }
                    (
                        Self::Tracker {
                            number: __field_number @ _,
                            reason: __field_reason @ _,
                            ..
                        },
                        __toolerror::Category::Business,
                    ) => {
                        return __toolerror::pieces2(
                            "Issue \u{1} is locked (\u{1}). Don't retry; take another path.",
                            '\u{1}',
                            __field_number,
                            __field_reason,
                        );
                    }
                    (Self::Tracker { .. }, __toolerror::Category::Permission) => {
                        return __toolerror::Cow::Borrowed(
                            "The tracker refused access to this project. Ask an administrator for access.",
                        );
                    }
                    _ => {}
                }
            }
            __toolerror::reclassified_or(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
                match self {
                    Self::Tracker { .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "The issue tracker failed for now. Retry in {__toolerror_delay}.",
                                    __toolerror_delay =
                                    __toolerror::DelayWords(__toolerror::ToolError::retry_after(self))
                                ),
                            ),
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
                },
            )
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
            __toolerror::classified_delay(__toolerror::found(self), __toolerror::None)
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for IssueError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Tracker { .. } => 0,
                Self::Unreachable => 4,
            }
        }
    }
    const __CODES: &::core::primitive::str = "tracker,unreachable";
    const __TEXTS: &::core::primitive::str = "The issue tracker failed for now. Retry in {retry_after}.\0The issue tracker did not answer. Retry in a minute.";
    #[automatically_derived]
    impl __toolerror::Catalog for IssueError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Tracker,Unreachable",
                    codes: __CODES,
                    categories: "transient,transient",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [IssueError] [] [__error]
    }
};

