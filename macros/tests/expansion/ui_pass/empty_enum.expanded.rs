// #[derive(ToolError)] on `Never`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Never {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match *self {}
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match *self {}
        }
        fn code(&self) -> &__toolerror::str {
            match *self {}
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
    impl __toolerror::VariantIndex for Never {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match *self {}
        }
    }
    const __CODES: &::core::primitive::str = "";
    const __TEXTS: &::core::primitive::str = "";
    #[automatically_derived]
    impl __toolerror::Catalog for Never {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "",
                    codes: __CODES,
                    categories: "",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Never] [] [__error]
    }
};

