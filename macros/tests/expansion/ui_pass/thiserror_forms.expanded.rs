// #[derive(ToolError)] on `NotSource`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for NotSource {
        fn field_checks() {
            __toolerror::agent_visible::<char>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for NotSource {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self { .. } => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self { .. } => {
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
    impl __toolerror::VariantIndex for NotSource {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"2";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "not_source",
        b"\x0a\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "Moving from {source} to {destination} is not allowed.",
        b"\x35\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for NotSource {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "NotSource,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [NotSource] []
    }
};

// #[derive(ToolError)] on `Lookup`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    > __toolerror::FieldChecks for Lookup<T>
    where
        Lookup<T>: ::core::fmt::Display,
    {
        fn field_checks() {
            __toolerror::agent_visible::<T>();
            {
                #[allow(unused_imports)]
                use __toolerror::{VouchedError as _, VouchedPlain as _};
                __toolerror::no_error_shown::<
                    T,
                    _,
                >((&&__toolerror::Probe::<T>::new()).__toolerror_vouched());
            }
        }
    }
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    > __toolerror::ToolError for Lookup<T>
    where
        Lookup<T>: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Missing { .. } => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#Missing { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
    }
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    > __toolerror::VariantIndex for Lookup<T> {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Missing { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"1";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "missing",
        b"\x07\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "No booking {0}; list the customer's bookings to find its id.",
        b"\x3c\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl<
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    > __toolerror::Catalog for Lookup<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Missing,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T : toolerror::AgentVisible + std::fmt::Display +
        std::fmt::Debug >] [Lookup < T >] [where Lookup < T > : ::core::fmt::Display,
        Lookup < T > : ::core::marker::Sized]
    }
};

// #[derive(ToolError)] on `Lookup2`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T> __toolerror::FieldChecks for Lookup2<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
        Lookup2<T>: ::core::fmt::Display,
    {
        fn field_checks() {
            __toolerror::agent_visible::<T>();
            {
                #[allow(unused_imports)]
                use __toolerror::{VouchedError as _, VouchedPlain as _};
                __toolerror::no_error_shown::<
                    T,
                    _,
                >((&&__toolerror::Probe::<T>::new()).__toolerror_vouched());
            }
        }
    }
    #[automatically_derived]
    impl<T> __toolerror::ToolError for Lookup2<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
        Lookup2<T>: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Missing { .. } => __toolerror::Category::Validation,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#Missing { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
    }
    #[automatically_derived]
    impl<T> __toolerror::VariantIndex for Lookup2<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Missing { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"1";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "missing",
        b"\x07\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "No booking {0}; list the customer's bookings to find its id.",
        b"\x3c\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl<T> __toolerror::Catalog for Lookup2<T>
    where
        T: toolerror::AgentVisible + std::fmt::Display + std::fmt::Debug,
    {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Missing,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T >] [Lookup2 < T >] [where T : toolerror::AgentVisible +
        std::fmt::Display + std::fmt::Debug, Lookup2 < T > : ::core::fmt::Display,
        Lookup2 < T > : ::core::marker::Sized]
    }
};

// #[derive(ToolError)] on `OutOfStock`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<T> __toolerror::ToolError for OutOfStock<T>
    where
        OutOfStock<T>: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self { .. } => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self { .. } => {
                    __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            __CODE.get(__toolerror::VariantIndex::variant_index(self))
        }
    }
    #[automatically_derived]
    impl<T> __toolerror::VariantIndex for OutOfStock<T> {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"2";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "out_of_stock",
        b"\x0c\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "{thing}",
        b"\x07\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl<T> __toolerror::Catalog for OutOfStock<T> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "OutOfStock,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< T >] [OutOfStock < T >] [where OutOfStock < T > :
        ::core::fmt::Display, OutOfStock < T > : ::core::marker::Sized]
    }
};

// #[derive(ToolError)] on `Booking`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Booking {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Booking {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Cancelled { .. } => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#Cancelled { .. } => {
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
    impl __toolerror::VariantIndex for Booking {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Cancelled { .. } => 0,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"2";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "cancelled",
        b"\x09\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "Booking {id} is already cancelled; book again.",
        b"\x2e\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Booking {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Cancelled,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Booking] []
    }
};

// #[derive(ToolError)] on `Bindings`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Bindings {
        fn field_checks() {
            __toolerror::agent_visible::<String>();
            __toolerror::agent_visible::<u32>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Bindings {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Closed { .. }
                | Self::r#NoRefund { .. }
                | Self::r#Refused { .. } => __toolerror::Category::Business,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::r#Closed { .. }
                | Self::r#NoRefund { .. }
                | Self::r#Refused { .. } => {
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
    impl __toolerror::VariantIndex for Bindings {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Closed { .. } => 0,
                Self::r#NoRefund { .. } => 1,
                Self::r#Refused { .. } => 2,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"222";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "closedno_refundrefused",
        b"\x06\x00\x00\x00\x0f\x00\x00\x00\x16\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "Booking {b} is closed; book another date.Refunds enabled: {r}; ask for a refund instead.Error {c:.0}: the ledger refused the entry; take another path.",
        b"\x29\x00\x00\x00\x58\x00\x00\x00\x96\x00\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Bindings {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Closed,NoRefund,Refused,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Bindings] []
    }
};

