// #[derive(ToolError)] on `Upstream`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Upstream {
        fn __classification(
            &self,
        ) -> __toolerror::Option<__toolerror::Option<__toolerror::Classification>> {
            match self {
                Self::Request { 0: __field_0 @ _, .. }
                | Self::Unknown { 0: __field_0 @ _, .. } => {
                    __toolerror::Some(__toolerror::classification(__field_0))
                }
                Self::Status { 0: __field_0 @ _, .. } => {
                    __toolerror::Some(__toolerror::classification(__field_0))
                }
                Self::Store { error: __field_error @ _, .. } => {
                    __toolerror::Some(crate::classify_store(__field_error))
                }
                _ => __toolerror::None,
            }
        }
        #[inline]
        fn category(&self) -> __toolerror::Category {
            match self {
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::category(__field_0)
                }
                _ => {
                    __toolerror::classified_category(
                        __toolerror::found(self),
                        __toolerror::VariantIndex::declared_category(self),
                    )
                }
            }
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::reclassified_or(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
                match self {
                    Self::Booking { 0: __field_0 @ _, .. } => {
                        __toolerror::ToolError::description(__field_0)
                    }
                    Self::Unknown { .. } => {
                        __toolerror::Cow::Borrowed(
                            __toolerror::fallback_description(
                                __toolerror::Category::Transient,
                            ),
                        )
                    }
                    _ => {
                        __toolerror::Cow::Borrowed(
                            __toolerror::row(
                                __TEXTS,
                                '\0',
                                __toolerror::VariantIndex::variant_index(self),
                            ),
                        )
                    }
                },
            )
        }
        fn code(&self) -> &__toolerror::str {
            match self {
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::code(__field_0)
                }
                _ => {
                    __toolerror::row(
                        __CODES,
                        ',',
                        __toolerror::VariantIndex::variant_index(self),
                    )
                }
            }
        }
        fn cause(&self) -> __toolerror::Option<&::core::primitive::str> {
            match self {
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::cause(__field_0)
                }
                _ => __toolerror::classified_cause(__toolerror::found(self)),
            }
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            match self {
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::retry_after(__field_0)
                }
                Self::Store { wait: __field_wait @ _, .. } => {
                    __toolerror::classified_delay(
                        __toolerror::found(self),
                        __toolerror::retry_delay(__field_wait),
                    )
                }
                _ => {
                    __toolerror::classified_delay(
                        __toolerror::found(self),
                        __toolerror::delay_at(
                            __DELAYS_MS,
                            __toolerror::VariantIndex::variant_index(self),
                        ),
                    )
                }
            }
        }
        fn details(
            &self,
        ) -> __toolerror::Option<
            __toolerror::Map<__toolerror::String, __toolerror::Value>,
        > {
            match self {
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::details(__field_0)
                }
                _ => __toolerror::None,
            }
        }
        fn outcome_unknown(&self) -> ::core::primitive::bool {
            match self {
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::outcome_unknown(__field_0)
                }
                _ => {
                    __toolerror::classified_outcome_unknown(
                        __toolerror::found(self),
                        false,
                    )
                }
            }
        }
        fn is_unexpected(&self) -> ::core::primitive::bool {
            match self {
                Self::Unknown { .. } => true,
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::is_unexpected(__field_0)
                }
                _ => __toolerror::classified_nothing(self),
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            match self {
                Self::Booking { 0: __field_0 @ _, .. } => {
                    __toolerror::ToolError::diagnostic(__field_0)
                }
                _ => __toolerror::error_texts_diagnostic(self),
            }
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Upstream {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Booking { .. } => 3,
                Self::Request { .. } => 4,
                Self::Status { .. } => 10,
                Self::Store { .. } => 12,
                Self::Unknown { .. } => 16,
            }
        }
    }
    const __CODES: &::core::primitive::str = ",upstream_request,upstream_status,store,upstream_unknown";
    const __TEXTS: &::core::primitive::str = "\0The upstream service failed. Retry in 5 seconds.\0The upstream service refused the request. Take another path.\0The store failed. Retry after the delay.\0";
    const __DELAYS_MS: &::core::primitive::str = "0,5000,0,0,0";
    #[automatically_derived]
    impl __toolerror::Catalog for Upstream {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Booking,Request,Status,Store,Unknown",
                    codes: __CODES,
                    categories: ",transient,business,transient,transient",
                    delays_ms: __DELAYS_MS,
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[
                    __toolerror::Some("BookingError"),
                    __toolerror::None,
                    __toolerror::None,
                    __toolerror::None,
                    __toolerror::None,
                ],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Upstream] [] [__error]
    }
};

// #[derive(ToolError)] on `Ledger`
#[allow(deprecated)]
const _: () = {
    use ::toolerror::__private_v1 as __toolerror;
    #[automatically_derived]
    impl __toolerror::ToolError for Ledger {
        fn __classification(
            &self,
        ) -> __toolerror::Option<__toolerror::Option<__toolerror::Classification>> {
            match self {
                Self::Status { status: __field_status @ _, .. } => {
                    __toolerror::Some(__toolerror::classification(__field_status))
                }
            }
        }
        #[inline]
        fn category(&self) -> __toolerror::Category {
            __toolerror::classified_category(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
            )
        }
        fn description(&self) -> __toolerror::Cow<'_, __toolerror::str> {
            __toolerror::reclassified_or(
                __toolerror::found(self),
                __toolerror::VariantIndex::declared_category(self),
                __toolerror::Cow::Borrowed(
                    __toolerror::row(
                        __TEXTS,
                        '\0',
                        __toolerror::VariantIndex::variant_index(self),
                    ),
                ),
            )
        }
        fn code(&self) -> &__toolerror::str {
            if false {
                __toolerror::shown_plain::<String>();
            }
            __toolerror::row(
                __CODES,
                ',',
                __toolerror::VariantIndex::variant_index(self),
            )
        }
        fn retry_after(&self) -> __toolerror::Option<__toolerror::Duration> {
            __toolerror::classified_delay(__toolerror::found(self), __toolerror::None)
        }
        fn details(
            &self,
        ) -> __toolerror::Option<
            __toolerror::Map<__toolerror::String, __toolerror::Value>,
        > {
            match self {
                Self::Status {
                    account: __field_account @ _,
                    region: __field_region @ _,
                    ..
                } => {
                    let mut __details = __toolerror::Map::new();
                    __toolerror::insert_detail(&mut __details, "region", __field_region);
                    if !__toolerror::withholds_private_details(
                        __toolerror::found(self),
                        __toolerror::Category::Transient,
                    ) {
                        __toolerror::insert_detail(
                            &mut __details,
                            "account",
                            __field_account,
                        );
                    }
                    __toolerror::some_details(__details)
                }
            }
        }
        fn diagnostic(
            &self,
        ) -> __toolerror::Option<&(dyn __toolerror::Error + 'static)> {
            __toolerror::error_texts_diagnostic(self)
        }
    }
    #[automatically_derived]
    impl __toolerror::VariantIndex for Ledger {
        #[inline]
        fn variant_row(&self) -> ::core::primitive::usize {
            match self {
                Self::Status { .. } => 0,
            }
        }
    }
    const __CODES: &::core::primitive::str = "ledger_status";
    const __TEXTS: &::core::primitive::str = "The ledger service failed. Retry in a minute.";
    #[automatically_derived]
    impl __toolerror::Catalog for Ledger {
        fn catalog() -> &'static [__toolerror::CatalogEntry] {
            __toolerror::catalog(
                __toolerror::Tables {
                    names: "Status",
                    codes: __CODES,
                    categories: "transient",
                    delays_ms: "",
                    texts: __TEXTS,
                    text_separator: '\0',
                },
                &[],
            )
        }
    }
    __toolerror::integrations! {
        [::toolerror] [] [Ledger] [] [__error]
    }
};

