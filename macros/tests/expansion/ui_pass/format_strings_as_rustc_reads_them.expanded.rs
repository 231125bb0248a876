// #[derive(ToolError)] on `Quota`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Quota {
        fn field_checks() {
            __toolerror::agent_visible::<u32>();
            __toolerror::agent_visible::<String>();
            __toolerror::agent_visible::<usize>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Quota {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#Seats { .. } | Self::r#Total { .. } => {
                    __toolerror::Category::Business
                }
                Self::r#Column { .. } | Self::r#Retired { .. } => {
                    __toolerror::Category::Validation
                }
                Self::r#Busy { .. } => __toolerror::Category::Transient,
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            match self {
                Self::Total { total: __field_total, width: __field_width, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "Total {__field_total:>__field_width$} is over the limit. Split the order.",
                                __field_total = __toolerror::displayed(& __field_total),
                                __field_width = __field_width
                            ),
                        ),
                    )
                }
                Self::r#Seats { .. }
                | Self::r#Column { .. }
                | Self::r#Busy { .. }
                | Self::r#Retired { .. } => {
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
    impl __toolerror::VariantIndex for Quota {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#Seats { .. } => 0,
                Self::r#Column { .. } => 1,
                Self::r#Busy { .. } => 2,
                Self::r#Retired { .. } => 3,
                Self::r#Total { .. } => 4,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"21012";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "seatscolumnbusyretiredtotal",
        b"\x05\x00\x00\x00\x0b\x00\x00\x00\x0f\x00\x00\x00\x16\x00\x00\x00\x1b\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "Only {स\u{902}ख\u{94d}या} seats are left. Book fewer seats.The column {col·lecció} is unknown. Pick another column.Retry in {secs:}>4} seconds; the store is busy.Code {code:{<6} is retired. Use the new code.Total {total:>width$} is over the limit. Split the order.",
        b"\x3b\x00\x00\x00\x75\x00\x00\x00\xa4\x00\x00\x00\xd1\x00\x00\x00\x0a\x01\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Quota {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "Seats,Column,Busy,Retired,Total,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Quota] []
    }
};

