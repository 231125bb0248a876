// #[derive(ToolError)] on `PaymentError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for PaymentError {
        fn field_checks() {
            __toolerror::agent_visible::<Duration>();
            {
                #[allow(unused_imports)]
                use __toolerror::{VouchedError as _, VouchedPlain as _};
                __toolerror::no_error_shown::<
                    Duration,
                    _,
                >((&&__toolerror::Probe::<Duration>::new()).__toolerror_vouched());
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for PaymentError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Transient
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
        }
        fn code(&self) -> &__toolerror::str {
            __CODE[__toolerror::VariantIndex::variant_index(self)]
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::RateLimited { retry_in: __field_retry_in, .. } => {
                    __toolerror::retry_delay(__field_retry_in)
                }
            }
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
    impl __toolerror::VariantIndex for PaymentError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::RateLimited { .. } => 0,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 1] = ["rate_limited"];
    const __TEXT: [&::core::primitive::str; 1] = [
        "rate limited by the payment gateway; retry in {retry_in:?}",
    ];
    const __CATEGORY: [__toolerror::Category; 1] = [__toolerror::Category::Transient];
    #[automatically_derived]
    impl __toolerror::Catalog for PaymentError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "RateLimited",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [PaymentError] []
    }
};

