// #[derive(ToolError)] on `Lookup`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror_;
    #[automatically_derived]
    impl<
        __T: toolerror::AgentVisible + std::fmt::Display,
        const __CATEGORY: usize,
    > __toolerror_::ToolError for Lookup<__T, __CATEGORY>
    where
        __T: ::core::fmt::Display,
    {
        #[inline]
        fn category(&self) -> __toolerror_::Category {
            __toolerror_::Category::Validation
        }
        fn description(&self) -> __toolerror_::Cow<'_, __toolerror_::str> {
            #[allow(unused_imports)]
            use __toolerror_::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::Bad { id: __field_id_ @ _, .. } => {
                    __toolerror_::pieces1(
                        "The id \u{1} is malformed: ids look like B-2041.",
                        '\u{1}',
                        &(&&&&__toolerror_::ErrorTextField(__field_id_))
                            .__toolerror_text(),
                    )
                }
                Self::Many { __field_n: __field___field_n_ @ _, .. } => {
                    __toolerror_::pieces1(
                        "The count \u{1} is too high: send fewer than 10.",
                        '\u{1}',
                        __field___field_n_,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror_::str {
            if false {
                __toolerror_::agent_visible_generic::<__T>();
                __toolerror_::shown_plain::<u32>();
            }
            __toolerror_::row(
                __CODES_,
                ',',
                __toolerror_::VariantIndex::variant_index(self),
            )
        }
    }
    #[automatically_derived]
    impl<
        __T: toolerror::AgentVisible + std::fmt::Display,
        const __CATEGORY: usize,
    > __toolerror_::VariantIndex for Lookup<__T, __CATEGORY> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Bad { .. } => 1,
                Self::Many { .. } => 5,
            }
        }
    }
    const __CODES_: &::core::primitive::str = "bad,many";
    const __TEXTS_: &::core::primitive::str = "The id {id} is malformed: ids look like B-2041.\0The count {__field_n} is too high: send fewer than 10.";
    #[automatically_derived]
    impl<
        __T: toolerror::AgentVisible + std::fmt::Display,
        const __CATEGORY: usize,
    > __toolerror_::Catalog for Lookup<__T, __CATEGORY> {
        fn catalog() -> &'static [__toolerror_::CatalogEntry] {
            __toolerror_::catalog(
                __toolerror_::Tables {
                    names: "Bad,Many",
                    codes: __CODES_,
                    categories: "validation,validation",
                    delays_ms: "",
                    texts: __TEXTS_,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror_::integrations! {
        [::toolerror] [< __T : toolerror::AgentVisible + std::fmt::Display, const
        __CATEGORY : usize >] [Lookup < __T, __CATEGORY >] [where __T :
        ::core::fmt::Display, Lookup < __T, __CATEGORY > : ::core::marker::Sized]
        [__error_]
    }
};

