// #[derive(ToolError)] on `Refund`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::FieldChecks for Refund {
        fn field_checks() {
            __toolerror::agent_visible::<u32>();
            __toolerror::agent_visible::<String>();
        }
    }
    #[automatically_derived]
    impl __toolerror::ToolError for Refund {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::r#OverLimit { .. }
                | Self::r#DailyCap { .. }
                | Self::r#Held { .. }
                | Self::r#Monthly { .. } => __toolerror::Category::Business,
                Self::r#UnderMinimum { .. } | Self::r#Malformed { .. } => {
                    __toolerror::Category::Validation
                }
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            const __PIECES2: [[&::core::primitive::str; 3usize]; 6usize] = [
                ["Refund of $", " exceeds the $", " ceiling. Escalate."],
                ["Refund of $", " is under the $", " minimum; ask for more."],
                ["", " refunds today reach the cap of ", ". Try tomorrow."],
                ["", "", ""],
                ["Account ", " holds ", " refunds already; take another path."],
                ["Account ", " reached ", " refunds this month; take another path."],
            ];
            match self {
                Self::OverLimit { amount: __field_amount, limit: __field_limit, .. }
                | Self::UnderMinimum { amount: __field_amount, limit: __field_limit, .. }
                | Self::DailyCap { amount: __field_amount, limit: __field_limit, .. } => {
                    __toolerror::pieces2(
                        __PIECES2[__toolerror::VariantIndex::variant_index(self)],
                        __field_amount,
                        __field_limit,
                    )
                }
                Self::Malformed { id: __field_id, amount: __field_amount, .. } => {
                    __toolerror::pieces2(
                        ["Refund ", " of ", " dollars is malformed; fix the id."],
                        __field_id,
                        __field_amount,
                    )
                }
                Self::Held { 0: __field_0, 1: __field_1, .. }
                | Self::Monthly { 0: __field_0, 1: __field_1, .. } => {
                    __toolerror::pieces2(
                        __PIECES2[__toolerror::VariantIndex::variant_index(self)],
                        __field_0,
                        __field_1,
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
    impl __toolerror::VariantIndex for Refund {
        fn variant_index(&self) -> ::core::primitive::usize {
            match self {
                Self::r#OverLimit { .. } => 0,
                Self::r#UnderMinimum { .. } => 1,
                Self::r#DailyCap { .. } => 2,
                Self::r#Malformed { .. } => 3,
                Self::r#Held { .. } => 4,
                Self::r#Monthly { .. } => 5,
            }
        }
    }
    const __CATEGORY: &[::core::primitive::u8] = b"212122";
    const __CODE: __toolerror::Strings = __toolerror::Strings::new(
        "over_limitunder_minimumdaily_capmalformedheldmonthly",
        b"\x0a\x00\x00\x00\x17\x00\x00\x00\x20\x00\x00\x00\x29\x00\x00\x00\x2d\x00\x00\x00\x34\x00\x00\x00",
    );
    const __TEXT: __toolerror::Strings = __toolerror::Strings::new(
        "Refund of ${amount} exceeds the ${limit} ceiling. Escalate.Refund of ${amount} is under the ${limit} minimum; ask for more.{amount} refunds today reach the cap of {limit}. Try tomorrow.Refund {id} of {amount} dollars is malformed; fix the id.Account {0} holds {1} refunds already; take another path.Account {0} reached {1} refunds this month; take another path.",
        b"\x3b\x00\x00\x00\x7b\x00\x00\x00\xb9\x00\x00\x00\xf2\x00\x00\x00\x2b\x01\x00\x00\x69\x01\x00\x00",
    );
    const __DELAY_MS: &[::core::primitive::u8] = b"";
    #[automatically_derived]
    impl __toolerror::Catalog for Refund {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            static CATALOG: __toolerror::CatalogCell = __toolerror::CatalogCell::new();
            __toolerror::catalog(
                &CATALOG,
                "OverLimit,UnderMinimum,DailyCap,Malformed,Held,Monthly,",
                __CODE,
                __CATEGORY,
                __DELAY_MS,
                __TEXT,
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Refund] []
    }
};

