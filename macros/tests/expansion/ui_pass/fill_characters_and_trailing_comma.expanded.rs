// #[derive(ToolError)] on `RefundError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for RefundError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::OverLimit {
                    amount: __field_amount @ _,
                    code: __field_code @ _,
                    ..
                } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Refund of {__field_amount:$>8} exceeds the ceiling [{__field_code:*<6}]. Escalate to a human agent.",
                                __field_amount = __toolerror::displayed(& __field_amount),
                                __field_code = __toolerror::displayed(& __field_code)
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
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for RefundError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::OverLimit { .. } => 2,
                Self::NotYours { .. } => 7,
            }
        }
    }
    const __CODES: &::core::primitive::str = "over_limit,not_yours";
    const __TEXTS: &::core::primitive::str = "Refund of {amount:$>8} exceeds the ceiling [{code:*<6}]. Escalate to a human agent.\0This refund belongs to another customer; escalate to a human agent.";
    #[automatically_derived]
    impl __toolerror::Catalog for RefundError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "OverLimit,NotYours",
                    codes: __CODES,
                    categories: "business,permission",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [RefundError] [] [__error]
    }
};

