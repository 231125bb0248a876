// #[derive(ToolError)] on `ModelError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for ModelError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Validation
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::TooLong {
                    tokens_used: __field_tokens_used @ _,
                    max_tokens: __field_max_tokens @ _,
                    ..
                } => {
                    __toolerror::pieces2(
                        "The request used \u{1} tokens of \u{1}: shorten the prompt.",
                        '\u{1}',
                        __field_tokens_used,
                        __field_max_tokens,
                    )
                }
                Self::ShortPassword {
                    password_length: __field_password_length @ _,
                    ..
                } => {
                    __toolerror::pieces1(
                        "The password must have at least 12 characters, not \u{1}: choose a longer one.",
                        '\u{1}',
                        __field_password_length,
                    )
                }
                Self::Expired { next_page_token: __field_next_page_token @ _, .. } => {
                    __toolerror::pieces1(
                        "No page after \u{1}: start again from the first page.",
                        '\u{1}',
                        __field_next_page_token,
                    )
                }
                Self::Shape { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "The token \u{1} has the wrong shape: expected 32 hex digits.",
                        '\u{1}',
                        __field_0,
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<u32>();
                __toolerror::shown_plain::<usize>();
                __toolerror::shown_plain::<u64>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for ModelError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::TooLong { .. } => 1,
                Self::ShortPassword { .. } => 5,
                Self::Expired { .. } => 9,
                Self::Shape { .. } => 13,
            }
        }
    }
    const __CODES: &::core::primitive::str = "too_long,short_password,expired,shape";
    const __TEXTS: &::core::primitive::str = "The request used {tokens_used} tokens of {max_tokens}: shorten the prompt.\0The password must have at least 12 characters, not {password_length}: choose a longer one.\0No page after {next_page_token}: start again from the first page.\0The token {0} has the wrong shape: expected 32 hex digits.";
    #[automatically_derived]
    impl __toolerror::Catalog for ModelError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "TooLong,ShortPassword,Expired,Shape",
                    codes: __CODES,
                    categories: "validation,validation,validation,validation",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [ModelError] [] [__error]
    }
};

