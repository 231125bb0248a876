// #[derive(ToolError)] on `Refund`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Refund {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            const __PIECES: &::core::primitive::str = "Refund of $\u{1} exceeds the $\u{1} ceiling. Escalate.\0Refund of $\u{1} is under the $\u{1} minimum; ask for more.\0\u{1} refunds today reach the cap of \u{1}. Try tomorrow.\0\0Account \u{1} holds \u{1} refunds already; take another path.\0Account \u{1} reached \u{1} refunds this month; take another path.";
            match self {
                Self::OverLimit {
                    amount: __field_amount @ _,
                    limit: __field_limit @ _,
                    ..
                }
                | Self::UnderMinimum {
                    amount: __field_amount @ _,
                    limit: __field_limit @ _,
                    ..
                }
                | Self::DailyCap {
                    amount: __field_amount @ _,
                    limit: __field_limit @ _,
                    ..
                } => {
                    __toolerror::pieces2(
                        __toolerror::row(
                            __PIECES,
                            '\0',
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                        '\u{1}',
                        __field_amount,
                        __field_limit,
                    )
                }
                Self::Malformed {
                    id: __field_id @ _,
                    amount: __field_amount @ _,
                    ..
                } => {
                    __toolerror::pieces2(
                        "Refund \u{1} of \u{1} dollars is malformed; fix the id.",
                        '\u{1}',
                        __field_id,
                        __field_amount,
                    )
                }
                Self::Held { 0: __field_0 @ _, 1: __field_1 @ _, .. }
                | Self::Monthly { 0: __field_0 @ _, 1: __field_1 @ _, .. } => {
                    __toolerror::pieces2(
                        __toolerror::row(
                            __PIECES,
                            '\0',
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                        '\u{1}',
                        __field_0,
                        __field_1,
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
    impl __toolerror::VariantIndex for Refund {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::OverLimit { .. } => 2,
                Self::UnderMinimum { .. } => 5,
                Self::DailyCap { .. } => 10,
                Self::Malformed { .. } => 13,
                Self::Held { .. } => 18,
                Self::Monthly { .. } => 22,
            }
        }
    }
    const __CODES: &::core::primitive::str = "over_limit,under_minimum,daily_cap,malformed,held,monthly";
    const __TEXTS: &::core::primitive::str = "Refund of ${amount} exceeds the ${limit} ceiling. Escalate.\0Refund of ${amount} is under the ${limit} minimum; ask for more.\0{amount} refunds today reach the cap of {limit}. Try tomorrow.\0Refund {id} of {amount} dollars is malformed; fix the id.\0Account {0} holds {1} refunds already; take another path.\0Account {0} reached {1} refunds this month; take another path.";
    #[automatically_derived]
    impl __toolerror::Catalog for Refund {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "OverLimit,UnderMinimum,DailyCap,Malformed,Held,Monthly",
                    codes: __CODES,
                    categories: "business,validation,business,validation,business,business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Refund] [] [__error]
    }
};

