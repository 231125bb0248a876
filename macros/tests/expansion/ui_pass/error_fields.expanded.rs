// #[derive(ToolError)] on `FetchError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for FetchError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::BadCount { .. } => __toolerror::Category::Validation,
                _ => __toolerror::Category::Transient,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::BadCount { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
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
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            __toolerror::delay_ms(
                __DELAY_MS[__toolerror::VariantIndex::variant_index(self)],
            )
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
    impl __toolerror::VariantIndex for FetchError {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Upstream { .. } => 0,
                Self::BadCount { .. } => 1,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 2] = ["upstream", "bad_count"];
    const __TEXT: [&::core::primitive::str; 2] = [
        "The catalog service didn't answer. Retry in 5 seconds.",
        "not a number: {0}",
    ];
    const __CATEGORY: [__toolerror::Category; 2] = [
        __toolerror::Category::Transient,
        __toolerror::Category::Validation,
    ];
    const __DELAY_MS: [::core::primitive::u64; 2] = [5000, 0];
    #[automatically_derived]
    impl __toolerror::Catalog for FetchError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Upstream,BadCount",
                &__CODE,
                &__CATEGORY,
                &__DELAY_MS,
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [FetchError] []
    }
};

// #[derive(ToolError)] on `Plain`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Plain {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Plain {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
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
    impl __toolerror::VariantIndex for Plain {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::BadId { .. } => 0,
            }
        }
    }
    const __CODE: [&::core::primitive::str; 1] = ["bad_id"];
    const __TEXT: [&::core::primitive::str; 1] = [""];
    const __CATEGORY: [__toolerror::Category; 1] = [__toolerror::Category::Validation];
    #[automatically_derived]
    impl __toolerror::Catalog for Plain {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "BadId",
                &__CODE,
                &__CATEGORY,
                &[],
                &__TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Plain] []
    }
};

