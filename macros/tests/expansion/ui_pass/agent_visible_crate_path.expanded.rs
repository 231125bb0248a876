// #[derive(ToolError)] on `PlanFull`
#[allow(deprecated)]
const _: () = {
    use reexport::te::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for PlanFull {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::Category::Business
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            match self {
                Self { 0: __field_0 @ _, .. } => {
                    __toolerror::pieces1(
                        "Plan \u{1} is full; pick another plan.",
                        '\u{1}',
                        &(&&&&__toolerror::ErrorTextField(__field_0)).__toolerror_text(),
                    )
                }
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                #[allow(unused_imports)]
                use __toolerror::{
                    ProbeError as _, ProbeSecret as _, ProbeUnwritten as _,
                    ProbeWritten as _,
                };
                (&&&&&&__toolerror::Shows::<PlanName, __toolerror::UseErrorText>::new())
                    .__toolerror_shown();
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
    impl __toolerror::VariantIndex for PlanFull {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self { .. } => 2,
            }
        }
    }
    const __CODES: &::core::primitive::str = "plan_full";
    const __TEXTS: &::core::primitive::str = "Plan {0} is full; pick another plan.";
    #[automatically_derived]
    impl __toolerror::Catalog for PlanFull {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "PlanFull",
                    codes: __CODES,
                    categories: "business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [reexport::te] [] [PlanFull] [] [__error]
    }
};

// #[derive(AgentVisible)] on `PlanName`
#[allow(deprecated)]
const _: () = {
    #[automatically_derived]
    impl reexport::te::__private_v1::Vouched for PlanName {}
    #[automatically_derived]
    impl reexport::te::AgentVisible for PlanName {}
    #[automatically_derived]
    impl reexport::te::__private_v1::AgentVisibleChecks for PlanName {
        fn agent_visible_checks() {
            reexport::te::__private_v1::field_vouches::<String>();
            {
                #[allow(unused_imports)]
                use reexport::te::__private_v1::{VouchedError as _, VouchedPlain as _};
                reexport::te::__private_v1::no_error_vouched::<
                    Self,
                    _,
                >(
                    (&&reexport::te::__private_v1::Probe::<Self>::new())
                        .__toolerror_vouched(),
                );
            }
        }
    }
};

