// #[derive(ToolError)] on `FetchError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for FetchError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Upstream { .. } => __toolerror::Category::Transient,
                Self::r#BadCount { .. } => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#BadCount { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
                _ => {
                    __toolerror::Cow::Borrowed(
                        __TEXT.get(__toolerror::VariantIndex::variant_index(self)),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            __toolerror::delay_at(
                __DELAY_MS,
                __toolerror::VariantIndex::variant_index(self),
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
                Self::r#Upstream { .. } => 0,
                Self::r#BadCount { .. } => 1,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"01";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "upstreambad_count",
        b"\x08\x00\x00\x00\x11\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "The catalog service didn't answer. Retry in 5 seconds.not a number: {0}",
        b"\x36\x00\x00\x00\x47\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"\x88\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00";
    #[automatically_derived]
    impl __toolerror::Catalog for FetchError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Upstream,BadCount,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
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
            match self {
                Self::r#BadId { .. } => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#BadId { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
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
                Self::r#BadId { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"1";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "bad_id",
        b"\x06\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "",
        b"\x00\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Plain {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "BadId,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Plain] []
    }
};

