// #[derive(ToolError)] on `LookupError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for LookupError {
        fn __classification(
            &self,
        ) -> __toolerror::Option<__toolerror::Option<__toolerror::Classification>> {
            match self {
                Self::Upstream { status: __field_status @ _, .. }
                | Self::Named { status: __field_status @ _, .. } => {
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
                        Self::Upstream { sku: __field_sku @ _, .. },
                        __toolerror::Category::Validation,
                    ) => {
                        return __toolerror::pieces_shown(
                            "There is no item \u{1}.\u{1}",
                            '\u{1}',
                            &[
                                __toolerror::displayed_at_most(&__field_sku, 16),
                                __toolerror::ShownValue::whole(
                                    &__toolerror::classification_sentence(
                                        __toolerror::found(self),
                                        " ",
                                        "",
                                    ),
                                ),
                            ],
                        );
                    }
                    _ => {}
                }
            }
            __toolerror::reclassified_or(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
                match self {
                    Self::NoItem {
                        sku: __field_sku @ _,
                        shelf: __field_shelf @ _,
                        ..
                    } => {
                        __toolerror::pieces_shown(
                            "No item \u{1} on shelf \u{1}: check the sku, then call again.",
                            '\u{1}',
                            &[
                                __toolerror::displayed_at_most(&__field_sku, 8),
                                __toolerror::displayed(&__field_shelf),
                            ],
                        )
                    }
                    Self::Priced { 0: __field_0 @ _, 1: __field_1 @ _, .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "No item {__field_0} at {__field_1:.2}: check the sku, then call again.",
                                    __field_0 = __toolerror::displayed_at_most(& __field_0,
                                    4096), __field_1 = __toolerror::displayed(& __field_1)
                                ),
                            ),
                        )
                    }
                    Self::Upstream { .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "The catalog failed.{__toolerror_sentence} Retry in {__toolerror_delay}.",
                                    __toolerror_delay =
                                    __toolerror::DelayWords(__toolerror::ToolError::retry_after(self)),
                                    __toolerror_sentence =
                                    __toolerror::classification_sentence(__toolerror::found(self),
                                    " ", "")
                                ),
                            ),
                        )
                    }
                    Self::Named { classification: __field_classification @ _, .. } => {
                        __toolerror::pieces1(
                            "The catalog failed for \u{1}. Retry in a minute.",
                            '\u{1}',
                            __field_classification,
                        )
                    }
                },
            )
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<String>();
                __toolerror::shown_plain::<u8>();
                __toolerror::shown_plain::<f64>();
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
    impl __toolerror::VariantIndex for LookupError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::NoItem { .. } => 1,
                Self::Priced { .. } => 5,
                Self::Upstream { .. } => 8,
                Self::Named { .. } => 12,
            }
        }
    }
    const __CODES: &::core::primitive::str = "no_item,priced,upstream,named";
    const __TEXTS: &::core::primitive::str = "No item {sku} on shelf {shelf}: check the sku, then call again.\0No item {0} at {1:.2}: check the sku, then call again.\0The catalog failed. {classification} Retry in {retry_after}.\0The catalog failed for {classification}. Retry in a minute.";
    #[automatically_derived]
    impl __toolerror::Catalog for LookupError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "NoItem,Priced,Upstream,Named",
                    codes: __CODES,
                    categories: "validation,validation,transient,transient",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [LookupError] [] [__error]
    }
};

