// #[derive(ToolError)] on `ListError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for ListError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self::PastEnd { 0: __field_0 @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Page {__member_text_0_} is past the last page; ask for an earlier one.",
                                __member_text_0_ = __toolerror::displayed(&& (&& &&
                                __toolerror::ErrorTextField(& __field_0.data))
                                .__toolerror_text())
                            ),
                        ),
                    )
                }
                Self::NoRow { ctx: __field_ctx @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Price list {__member_text_id} has no row {__member_text_row} ({__member_text_label}); pick another.",
                                __member_text_id = __toolerror::displayed(&& (&& &&
                                __toolerror::ErrorTextField(& __field_ctx.id))
                                .__toolerror_text()), __member_text_row =
                                __toolerror::displayed(&& (&& &&
                                __toolerror::ErrorTextField(& __field_ctx.inner.0))
                                .__toolerror_text()), __member_text_label =
                                __toolerror::displayed(&& (&& &&
                                __toolerror::ErrorTextField(& __field_ctx.inner.1))
                                .__toolerror_text())
                            ),
                        ),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                {
                    #[allow(unused_imports)]
                    use __toolerror::{
                        ProbeError as _, ProbeSecret as _, ProbeUnwritten as _,
                        ProbeWritten as _,
                    };
                    #[allow(unreachable_patterns)]
                    match self {
                        Self::PastEnd { 0: __field_0 @ _, .. } => {
                            (&&&&__toolerror::Shows::of(&__field_0.data))
                                .__toolerror_shown();
                        }
                        Self::NoRow { ctx: __field_ctx @ _, .. } => {
                            (&&&&__toolerror::Shows::of(&__field_ctx.id))
                                .__toolerror_shown();
                        }
                        Self::NoRow { ctx: __field_ctx @ _, .. } => {
                            (&&&&__toolerror::Shows::of(&__field_ctx.inner.0))
                                .__toolerror_shown();
                        }
                        Self::NoRow { ctx: __field_ctx @ _, .. } => {
                            (&&&&__toolerror::Shows::of(&__field_ctx.inner.1))
                                .__toolerror_shown();
                        }
                        _ => {}
                    }
                }
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
    impl __toolerror::VariantIndex for ListError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::PastEnd { .. } => 1,
                Self::NoRow { .. } => 6,
            }
        }
    }
    const __CODES: &::core::primitive::str = "past_end,no_row";
    const __TEXTS: &::core::primitive::str = "Page {} is past the last page; ask for an earlier one.\0Price list {id} has no row {row} ({label}); pick another.";
    #[automatically_derived]
    impl __toolerror::Catalog for ListError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "PastEnd,NoRow",
                    codes: __CODES,
                    categories: "validation,business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [ListError] [] [__error]
    }
};

