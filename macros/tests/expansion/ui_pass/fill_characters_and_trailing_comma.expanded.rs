// #[derive(ToolError)] on `RefundError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for RefundError {
        fn field_checks() {
            __toolerror::agent_visible::<u32>();
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for RefundError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::NotYours { .. } => __toolerror::Category::Permission,
                _ => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::OverLimit { amount: __field_amount, code: __field_code, .. } => {
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
                        __TEXT[__toolerror::VariantIndex::variant_index(self)],
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE[__toolerror::VariantIndex::variant_index(self)]
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
    impl __toolerror::VariantIndex for RefundError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::OverLimit { .. } => 0,
                Self::NotYours { .. } => 1,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 2] = ["over_limit", "not_yours"];
    const __TEXT: [&::core::primitive::str; 2] = [
        "Refund of {amount:$>8} exceeds the ceiling [{code:*<6}]. Escalate to a human agent.",
        "This refund belongs to another customer; escalate to a human agent.",
    ];
    const __CATEGORY: [__toolerror::Category; 2] = [
        __toolerror::Category::Business,
        __toolerror::Category::Permission,
    ];
    #[automatically_derived]
    impl __toolerror::Catalog for RefundError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "OverLimit,NotYours",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [RefundError] []
    }
};

