// #[derive(ToolError)] on `RateError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for RateError {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
            __toolerror::agent_visible::<u32>();
        }
    }
    #[automatically_derived]
    impl __toolerror::Classifies for RateError {
        fn classification(
            &self,
        ) -> __toolerror::Option<__toolerror::Option<__toolerror::Classification>> {
            match self {
                Self::r#Upstream { 0: __field_0, .. } => {
                    __toolerror::Some(__toolerror::classification(__field_0))
                }
                _ => __toolerror::None,
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for RateError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Limited { .. }
                | Self::r#Busy { .. }
                | Self::r#QueueFull { .. }
                | Self::r#Escaped { .. }
                | Self::r#SlotTaken { .. } => __toolerror::Category::Transient,
                _ => {
                    __toolerror::classified_category(
                        __toolerror::found(self),
                        __toolerror::declared_category(
                            __CATEGORY[__toolerror::VariantIndex::variant_index(self)],
                        ),
                    )
                }
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            if let __toolerror::Some(__text) = __toolerror::reclassified_description(
                __toolerror::found(self),
                __toolerror::declared_category(
                    __CATEGORY[__toolerror::VariantIndex::variant_index(self)],
                ),
            ) {
                return __toolerror::Cow::Borrowed(__text);
            }
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
                Self::QueueFull { queue: __field_queue, .. } => {
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
                Self::SlotTaken { retry_after: __field_retry_after, .. } => {
                    __toolerror::pieces1(
                        ["Slot ", " is taken. Pick another slot."],
                        __field_retry_after,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Busy { wait: __field_wait, .. } => {
                    __toolerror::retry_delay(__field_wait)
                }
                _ => {
                    __toolerror::classified_delay(
                        __toolerror::found(self),
                        __toolerror::delay_at(
                            __DELAY_MS,
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                    )
                }
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            __toolerror::classified_outcome_unknown(__toolerror::found(self), false)
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            __toolerror::classified_nothing(self)
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            {
                use __toolerror::{DiagnoseError as _, DiagnoseOther as _};
                (&&__toolerror::Diagnose(self)).__toolerror_diagnostic()
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for RateError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Limited { .. } => 0,
                Self::r#Busy { .. } => 1,
                Self::r#Upstream { .. } => 2,
                Self::r#QueueFull { .. } => 3,
                Self::r#Escaped { .. } => 4,
                Self::r#SlotTaken { .. } => 5,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"000000";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "limitedbusyupstreamqueue_fullescapedslot_taken",
        b"\x07\x00\x00\x00\x0b\x00\x00\x00\x13\x00\x00\x00\x1d\x00\x00\x00\x24\x00\x00\x00\x2e\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "The rate limit is reached. Retry in {retry_after}.The store is busy for {retry_after}; retry then.The upstream failed for now. Retry in {retry_after}.Queue {queue} is full. Retry in {retry_after}.Write {{retry_after}} in a template for the delay, here {retry_after}.Slot {retry_after} is taken. Pick another slot.",
        b"\x32\x00\x00\x00\x62\x00\x00\x00\x96\x00\x00\x00\xc4\x00\x00\x00\x0a\x01\x00\x00\x39\x01\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"\x90\x5f\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xd0\x07\x00\x00\x00\x00\x00\x00\xd0\x07\x00\x00\x00\x00\x00\x00\xd0\x07\x00\x00\x00\x00\x00\x00";
    #[automatically_derived]
    impl __toolerror::Catalog for RateError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Limited,Busy,Upstream,QueueFull,Escaped,SlotTaken,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [RateError] []
    }
};

