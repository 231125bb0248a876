// #[derive(ToolError)] on `RefundOverLimit`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for RefundOverLimit {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self { amount: __field_amount @ _, limit: __field_limit @ _, .. } => {
                    __toolerror::pieces2(
                        "refund of $\u{1} exceeds the $\u{1} automatic ceiling; escalate to a human agent",
                        '\u{1}',
                        __field_amount,
                        __field_limit,
                    )
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
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for RefundOverLimit {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "refund_over_limit";
    const __TEXTS: &::core::primitive::str = "refund of ${amount} exceeds the ${limit} automatic ceiling; escalate to a human agent";
    #[automatically_derived]
    impl __toolerror::Catalog for RefundOverLimit {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "RefundOverLimit",
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
        [::toolerror] [] [RefundOverLimit] [] [__error]
    }
};

