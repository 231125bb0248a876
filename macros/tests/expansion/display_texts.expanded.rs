// #[derive(ToolError)] on `Inventory`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Inventory {
        fn field_checks() {
            __toolerror::agent_visible::<u32>();
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Inventory {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#OutOfStock { .. } => __toolerror::Category::Business,
                Self::r#TooMany { .. } => __toolerror::Category::Validation,
                Self::r#Busy { .. } => __toolerror::Category::Transient,
                Self::r#NotManager { .. } => __toolerror::Category::Permission,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#OutOfStock { .. } | Self::r#TooMany { .. } => {
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
    impl __toolerror::VariantIndex for Inventory {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#OutOfStock { .. } => 0,
                Self::r#TooMany { .. } => 1,
                Self::r#Busy { .. } => 2,
                Self::r#NotManager { .. } => 3,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"2103";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "out_of_stocktoo_manybusynot_manager",
        b"\x0c\x00\x00\x00\x14\x00\x00\x00\x18\x00\x00\x00\x23\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "Bike {0} is out of stock until {1}. Pick another bike.At most {limit} bikes per booking; {got} were asked. Split the booking.The inventory service is busy. Retry in a minute.Only the fleet manager can move bikes between shops. Escalate.",
        b"\x36\x00\x00\x00\x7d\x00\x00\x00\xae\x00\x00\x00\xec\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x60\xea\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00";
    #[automatically_derived]
    impl __toolerror::Catalog for Inventory {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "OutOfStock,TooMany,Busy,NotManager,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Inventory] []
    }
};

// #[derive(ToolError)] on `Shared`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Shared {
        fn field_checks() {
            __toolerror::agent_visible::<char>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Shared {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#First { .. } | Self::r#Second { .. } => {
                    __toolerror::Category::Validation
                }
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#Second { .. } => {
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
    impl __toolerror::VariantIndex for Shared {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#First { .. } => 0,
                Self::r#Second { .. } => 1,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"11";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "firstsecond",
        b"\x05\x00\x00\x00\x0b\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "The request is invalid. Check the arguments against the schema.Size {0} is not one we rent. Pick S, M or L.",
        b"\x3f\x00\x00\x00\x6b\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Shared {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "First,Second,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Shared] []
    }
};

// #[derive(ToolError)] on `Misspelled`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Misspelled {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#NotYours { .. } => __toolerror::Category::Permission,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#NotYours { .. } => {
                    __toolerror::Cow::Borrowed(
                        __toolerror::fallback_description(
                            __toolerror::Category::Permission,
                        ),
                    )
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
    impl __toolerror::VariantIndex for Misspelled {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#NotYours { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"3";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "not_yours",
        b"\x09\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "",
        b"\x00\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Misspelled {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "NotYours,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Misspelled] []
    }
};

