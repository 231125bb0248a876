// #[derive(ToolError)] on `Lookup`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl<
        __T: toolerror::AgentVisible + std::fmt::Display,
        const __CATEGORY: usize,
    > __toolerror::FieldChecks for Lookup<__T, __CATEGORY>
    where
        Lookup<__T, __CATEGORY>: ::core::fmt::Display,
    {
        fn field_checks() {
            __toolerror::agent_visible::<__T>();
            __toolerror::agent_visible::<u32>();
        }
    }
    #[automatically_derived]
    impl<
        __T: toolerror::AgentVisible + std::fmt::Display,
        const __CATEGORY: usize,
    > __toolerror::ToolError for Lookup<__T, __CATEGORY>
    where
        Lookup<__T, __CATEGORY>: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self))
        }
        fn code(&self) -> &__toolerror::str {
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<
        __T: toolerror::AgentVisible + std::fmt::Display,
        const __CATEGORY: usize,
    > __toolerror::VariantIndex for Lookup<__T, __CATEGORY> {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::Bad { .. } => 0,
                Self::Many { .. } => 1,
            }
        }
    }
    const __CODES: &::core::primitive::str = "bad,many";
    const __TEXTS: &::core::primitive::str = "The id {id} is malformed: ids look like B-2041.\0The count {__field_n} is too high: send fewer than 10.";
    #[automatically_derived]
    impl<
        __T: toolerror::AgentVisible + std::fmt::Display,
        const __CATEGORY: usize,
    > __toolerror::Catalog for Lookup<__T, __CATEGORY> {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Bad,Many",
                    codes: __CODES,
                    categories: "validation,validation",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [< __T : toolerror::AgentVisible + std::fmt::Display, const
        __CATEGORY : usize >] [Lookup < __T, __CATEGORY >] [where Lookup < __T,
        __CATEGORY > : ::core::fmt::Display, Lookup < __T, __CATEGORY > :
        ::core::marker::Sized]
    }
};

