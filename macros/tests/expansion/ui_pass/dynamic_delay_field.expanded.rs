// #[derive(ToolError)] on `PaymentError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for PaymentError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Transient
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::RateLimited { retry_in: __field_retry_in @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "rate limited by the payment gateway; retry in {__field_retry_in:?}",
                                __field_retry_in = __field_retry_in
                            ),
                        ),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                #[allow(unused_imports)]
                use __toolerror::{
                    ProbeError as _, ProbeSecret as _, ProbeUnwritten as _,
                    ProbeWritten as _,
                };
                (&&&&__toolerror::Shows::<Duration, __toolerror::UseDebug>::new())
                    .__toolerror_shown();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::RateLimited { retry_in: __field_retry_in @ _, .. } => {
                    __toolerror::retry_delay(__field_retry_in)
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
    impl __toolerror::VariantIndex for PaymentError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::RateLimited { .. } => 0,
            }
        }
    }
    const __CODES: &::core::primitive::str = "rate_limited";
    const __TEXTS: &::core::primitive::str = "rate limited by the payment gateway; retry in {retry_in:?}";
    #[automatically_derived]
    impl __toolerror::Catalog for PaymentError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "RateLimited",
                    codes: __CODES,
                    categories: "transient",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [PaymentError] [] [__error]
    }
};

