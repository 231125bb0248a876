// #[derive(ToolError)] on `RateError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for RateError {
        fn __classification(
            &self,
        ) -> __toolerror::Option<__toolerror::Option<__toolerror::Classification>> {
            match self {
                Self::Upstream { 0: __field_0 @ _, .. } => {
                    __toolerror::Some(__toolerror::classification(__field_0))
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
            __toolerror::reclassified_or(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
                match self {
                    Self::Limited { .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "The rate limit is reached. Retry in {__toolerror_delay}.",
                                    __toolerror_delay =
                                    __toolerror::DelayWords(__toolerror::ToolError::retry_after(self))
                                ),
                            ),
                        )
                    }
                    Self::Busy { .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "The store is busy for {__toolerror_delay}; retry then.",
                                    __toolerror_delay =
                                    __toolerror::DelayWords(__toolerror::ToolError::retry_after(self))
                                ),
                            ),
                        )
                    }
                    Self::Upstream { .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "The upstream failed for now. Retry in {__toolerror_delay}.",
                                    __toolerror_delay =
                                    __toolerror::DelayWords(__toolerror::ToolError::retry_after(self))
                                ),
                            ),
                        )
                    }
                    Self::QueueFull { queue: __field_queue @ _, .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "Queue {__field_queue} is full. Retry in {__toolerror_delay}.",
                                    __field_queue = __toolerror::displayed(& __field_queue),
                                    __toolerror_delay =
                                    __toolerror::DelayWords(__toolerror::ToolError::retry_after(self))
                                ),
                            ),
                        )
                    }
                    Self::Escaped { .. } => {
                        __toolerror::Cow::Owned(
                            __toolerror::format_description(
                                ::core::format_args!(
                                    "Write {{retry_after}} in a template for the delay, here {__toolerror_delay}.",
                                    __toolerror_delay =
                                    __toolerror::DelayWords(__toolerror::ToolError::retry_after(self))
                                ),
                            ),
                        )
                    }
                    Self::SlotTaken { retry_after: __field_retry_after @ _, .. } => {
                        __toolerror::pieces1(
                            "Slot \u{1} is taken. Pick another slot.",
                            '\u{1}',
                            __field_retry_after,
                        )
                    }
                },
            )
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
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Busy { wait: __field_wait @ _, .. } => {
                    __toolerror::retry_delay(__field_wait)
                }
                _ => {
                    __toolerror::classified_delay(
                        __toolerror::found(self),
                        __toolerror::delay_at(
                            __DELAYS_MS,
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                    )
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
    impl __toolerror::VariantIndex for RateError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Limited => 0,
                Self::Busy { .. } => 4,
                Self::Upstream { .. } => 8,
                Self::QueueFull { .. } => 12,
                Self::Escaped => 16,
                Self::SlotTaken { .. } => 20,
            }
        }
    }
    const __CODES: &::core::primitive::str = "limited,busy,upstream,queue_full,escaped,slot_taken";
    const __TEXTS: &::core::primitive::str = "The rate limit is reached. Retry in {retry_after}.\0The store is busy for {retry_after}; retry then.\0The upstream failed for now. Retry in {retry_after}.\0Queue {queue} is full. Retry in {retry_after}.\0Write {{retry_after}} in a template for the delay, here {retry_after}.\0Slot {retry_after} is taken. Pick another slot.";
    const __DELAYS_MS: &::core::primitive::str = "90000,0,0,2000,2000,2000";
    #[automatically_derived]
    impl __toolerror::Catalog for RateError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Limited,Busy,Upstream,QueueFull,Escaped,SlotTaken",
                    codes: __CODES,
                    categories: "transient,transient,transient,transient,transient,transient",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [RateError] [] [__error]
    }
};

