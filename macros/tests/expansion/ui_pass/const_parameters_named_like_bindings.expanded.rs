// #[derive(ToolError)] on `Lookup`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror_;
    #[automatically_derived]
    impl<const __field_id: usize, const __details: usize> __toolerror_::ToolError
    for Lookup<__field_id, __details> {
        #[inline]
        fn category(&self) -> __toolerror_::Category {
            __toolerror_::Category::Validation
        }
        fn description(&self) -> __toolerror_::Cow<'_, __toolerror_::str> {
            match self {
                Self::Bad { id: __field_id_ @ _, .. } => {
                    __toolerror_::pieces1(
                        "The id \u{1} is malformed: ids look like B-2041.",
                        '\u{1}',
                        __field_id_,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror_::str {
            if false {
                __toolerror_::shown_plain::<u32>();
            }
            __toolerror_::row(
                __CODES_,
                ',',
                __toolerror_::VariantIndex::variant_index(self),
            )
        }
        fn details(
            &self,
        ) -> __toolerror_::Option<
            __toolerror_::Map<__toolerror_::String, __toolerror_::Value>,
        > {
            match self {
                Self::Bad { id: __field_id_ @ _, .. } => {
                    let mut __details_ = __toolerror_::Map::new();
                    __toolerror_::insert_detail(&mut __details_, "id", __field_id_);
                    __toolerror_::Some(__details_)
                }
            }
        }
    }
    #[automatically_derived]
    impl<const __field_id: usize, const __details: usize> __toolerror_::VariantIndex
    for Lookup<__field_id, __details> {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Bad { .. } => 1,
            }
        }
    }
    const __CODES_: &::core::primitive::str = "bad";
    const __TEXTS_: &::core::primitive::str = "The id {id} is malformed: ids look like B-2041.";
    #[automatically_derived]
    impl<const __field_id: usize, const __details: usize> __toolerror_::Catalog
    for Lookup<__field_id, __details> {
        fn catalog() -> &'static [__toolerror_::CatalogEntry] {
            __toolerror_::catalog(
                __toolerror_::Tables {
                    names: "Bad",
                    codes: __CODES_,
                    categories: "validation",
                    delays_ms: "",
                    texts: __TEXTS_,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror_::integrations! {
        [::toolerror] [< const __field_id : usize, const __details : usize >] [Lookup <
        __field_id, __details >] [] [__error_]
    }
};

