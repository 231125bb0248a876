// #[derive(ToolError)] on `LedgerError`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for LedgerError {
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::VariantIndex::declared_category(self)
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            #[allow(unused_imports)]
            use __toolerror::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
            const __PIECES: &::core::primitive::str = "\0\0Booking \u{1} needs 4 seats and only 20 are left; book fewer seats.\0Lookup: no account has the id \u{1}; check it, then call again.\0\0\0\0\0";
            match self {
                Self::Malformed => {
                    __toolerror::Cow::Borrowed(
                        "X-1 is not a valid id: ids look like B-2041.",
                    )
                }
                Self::Locked => {
                    __toolerror::Cow::Borrowed(
                        "The ledger is locked for month-end closing; post it after the 3rd.",
                    )
                }
                Self::Balance { count: __field_count @ _, .. } => {
                    __toolerror::Cow::Owned(
                        __toolerror::format_description(
                            ::core::format_args!(
                                "{__field_count:>6} entries are out of balance; fix them, then post again.",
                                __field_count = __toolerror::displayed(& __field_count)
                            ),
                        ),
                    )
                }
                Self::Named => {
                    __toolerror::Cow::Borrowed(
                        "No account named B-7: pick another name.",
                    )
                }
                Self::Left => {
                    __toolerror::Cow::Borrowed("4 seats are left; book fewer seats.")
                }
                Self::Seats { booking: __shown_0 @ _, .. }
                | Self::Unknown { id: __shown_0 @ _, .. } => {
                    __toolerror::pieces1(
                        __toolerror::row(
                            __PIECES,
                            '\0',
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                        '\u{1}',
                        __shown_0,
                    )
                }
                _ => __toolerror::Cow::Owned(__toolerror::display_text::<Self>(self)),
            }
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<u32>();
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
    impl __toolerror::VariantIndex for LedgerError {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Malformed => 1,
                Self::Locked => 6,
                Self::Seats { .. } => 10,
                Self::Unknown { .. } => 13,
                Self::Rate => 17,
                Self::Code => 21,
                Self::Balance { .. } => 25,
                Self::Named => 29,
                Self::Left => 34,
            }
        }
    }
    const __CODES: &::core::primitive::str = "malformed,locked,seats,ledger_unknown,rate,code,balance,named,left";
    const __TEXTS: &::core::primitive::str = "{} is not a valid id: ids look like B-2041.\0{0} is locked for month-end closing; post it after the 3rd.\0Booking {booking} needs {} seats and only {} are left; book fewer seats.\0{}: no account has the id {id}; check it, then call again.\0The rate {:.1} is over the limit of {max}{}: send fewer requests.\0The code {:?} is {}; ask for a new one.\0{:>6} entries are out of balance; fix them, then post again.\0No account named {}: pick another name.\0{0} seats are left; book fewer seats.";
    #[automatically_derived]
    impl __toolerror::Catalog for LedgerError {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Malformed,Locked,Seats,Unknown,Rate,Code,Balance,Named,Left",
                    codes: __CODES,
                    categories: "validation,business,business,validation,validation,validation,validation,validation,business",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [LedgerError] [] [__error]
    }
};

