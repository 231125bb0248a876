//! Code generation: the `ToolError` and `Catalog` impls assembled from
//! one emitter per method over the variants' plans, or a stub beside the
//! errors so the user sees only the mistakes that matter.

use proc_macro2::TokenStream;
use quote::quote;
use syn::DeriveInput;

use crate::ast::Input;
use crate::bindings::{Private, local, suffix_for, with_suffix};
use crate::bounds::Bounds;
use crate::emit;
use crate::errors::{Errors, Verdict};
use crate::plan::{Plan, plan};
use crate::tables::{self, Columns, Separators};
use crate::valid;

/// The derive of `input`; `names` are what of it (but its `#[error]`
/// tokens, read as they are parsed) may be spelled like a name the derive
/// invents (see `bindings::spelled_names_of`).
pub fn derive_printed(input: &DeriveInput, names: &[String]) -> TokenStream {
    expand(input, names)
}

/// The derive of `input`.
#[cfg(test)]
pub fn derive(input: &DeriveInput) -> TokenStream {
    derive_printed(input, &crate::bindings::spelled_names_of(input))
}

fn expand(input: &DeriveInput, names: &[String]) -> TokenStream {
    let mut errors = Errors::default();
    let parsed = Input::from_syn(input, &mut errors);
    // Every name is invented after the input is read: the names of the
    // fields' types, the `#[error]` tokens and `#[tool_error]` strings are
    // read with them.
    let read = parsed.iter().flat_map(|parsed| {
        let variants = parsed.variants.iter().flat_map(|variant| {
            let fields = variant.fields.iter().flat_map(|field| {
                field
                    .spelled_names
                    .iter()
                    .chain(&field.options.spelled_names)
            });
            variant
                .spelled_names
                .iter()
                .chain(&variant.options.spelled_names)
                .chain(fields)
        });
        parsed.spelled_names.iter().chain(variants)
    });
    let suffix = suffix_for(names.iter().chain(read).map(String::as_str));
    with_suffix(suffix, || expand_parsed(input, parsed, errors))
}

fn expand_parsed(
    input: &DeriveInput,
    parsed: Option<Input<'_>>,
    mut errors: Errors,
) -> TokenStream {
    let masked = match &parsed {
        Some(parsed) => valid::validate(parsed, &mut errors),
        None => Vec::new(),
    };
    let krate = parsed
        .as_ref()
        .map_or_else(|| syn::parse_quote!(::toolerror), |p| p.krate.clone());
    let error = match (errors.finish(), &parsed) {
        (Verdict::Clean, Some(parsed)) => match plan(parsed, &masked) {
            Ok(plans) => return generate(parsed, &plans),
            // Validation passed what the plan can't hold: a bug of the
            // derive, which must still not compile.
            Err(unplanned) => Some(syn::Error::new_spanned(
                &input.ident,
                format!(
                    "#[derive(ToolError)] could not classify this type ({}); please report this as a bug of toolerror",
                    unplanned.describe()
                ),
            )),
        },
        (Verdict::Clean, None) => None,
        // `None`: every mistake is one rustc reports itself (an invalid
        // literal, an invalid format string).
        (Verdict::Mistaken(error), _) => error,
    };
    let stub = fallback(input, &krate);
    let errors = error.map(|error| error.to_compile_error());
    quote!(#stub #errors)
}

/// Impls emitted only beside compile errors (the derive's, or rustc's own
/// for an invalid literal or format string) so that every use of the type
/// still type-checks and the user sees only the mistakes that matter.
/// Should one ever compile (rustc finding no fault where the derive
/// expected one), they fail closed: a permission failure with the masked
/// description, which reveals nothing and invites no retry; no method
/// panics.
fn fallback(input: &DeriveInput, krate: &syn::Path) -> TokenStream {
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    let error = local("__error", proc_macro2::Span::call_site());
    // `allow(deprecated)`, as in `generate`: a deprecated type is the
    // user's business, and its mistakes are reported once, by the errors.
    quote! {
        #[allow(deprecated)]
        const _: () = {
            #[automatically_derived]
            impl #impl_generics #krate::__private_v1::ToolError for #ident #ty_generics #where_clause {
                fn category(&self) -> #krate::__private_v1::Category {
                    #krate::__private_v1::Category::Permission
                }
                fn description(&self) -> #krate::__private_v1::Cow<'_, ::core::primitive::str> {
                    #krate::__private_v1::Cow::Borrowed(#krate::__private_v1::fallback_description(
                        #krate::__private_v1::Category::Permission,
                    ))
                }
                fn code(&self) -> &::core::primitive::str {
                    "unclassified"
                }
            }
            #[automatically_derived]
            impl #impl_generics #krate::__private_v1::Catalog for #ident #ty_generics #where_clause {
                fn catalog() -> &'static [#krate::__private_v1::CatalogEntry] {
                    &[]
                }
            }
            #krate::__private_v1::integrations! {
                [#krate] [#impl_generics] [#ident #ty_generics] [#where_clause] [#error]
            }
        };
    }
}

/// The impls, each method from its emitter.
fn generate(input: &Input<'_>, plans: &[Plan<'_, '_>]) -> TokenStream {
    let krate = &input.krate;
    let ident = &input.original.ident;
    let bounds = Bounds::infer(input, plans);
    let (impl_generics, ty_generics, _) = input.original.generics.split_for_impl();
    let where_clause = bounds.where_clause();
    let integration_where = bounds.sized_where_clause();

    let category = emit::category(plans);
    let field_checks = emit::field_checks(input, plans);
    let classifies = emit::classifies(plans);
    let separators = Separators::of(plans);
    let description = emit::description(plans, separators);
    let code = emit::code(plans, field_checks);
    let columns = Columns::of(plans);
    let retry_after = emit::retry_after(plans, &columns);
    let details = emit::details(plans);
    let error_mode = emit::error_mode(input);
    let outcome_unknown = emit::outcome_unknown(plans);
    let cause = emit::cause(plans);
    let is_unexpected = emit::is_unexpected(plans);
    let diagnostic = emit::diagnostic(input, plans);
    let tables = tables::tables(input, plans, &columns, separators);
    // The integrations' name for the value they convert.
    let error = local("__error", proc_macro2::Span::call_site());
    let catalog = tables::catalog(input, plans, &columns, separators);
    // `allow(deprecated)`: the output names the user's type, variants and
    // field types, which may be deprecated; using them is the user's
    // business, where they write it.
    quote! {
        #[allow(deprecated)]
        const _: () = {
            use #krate::__private_v1 as #Private;
            #[automatically_derived]
            impl #impl_generics #Private::ToolError for #ident #ty_generics #where_clause {
                #classifies
                #category
                #description
                #code
                #cause
                #retry_after
                #details
                #error_mode
                #outcome_unknown
                #is_unexpected
                #diagnostic
            }
            #tables
            #catalog
            #Private::integrations! {
                [#krate] [#impl_generics] [#ident #ty_generics] [#integration_where] [#error]
            }
        };
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::derive;
    use crate::snapshots::{derive_inputs, rust_files};

    fn expand(input: proc_macro2::TokenStream) -> String {
        derive(&syn::parse2(input).expect("test input parses")).to_string()
    }

    #[test]
    fn names_of_the_input_are_read_as_they_are_parsed() {
        // `__error` is spelled only in the `#[error]` tokens (field names
        // are always qualified): read there, it gives every invented name
        // a `_` more, the tables and the integrations' binding alike.
        let spelled = expand(quote::quote! {
            enum Lookup {
                #[error("Count {} is too high: send fewer than 10.", __error)]
                #[category(validation)]
                Many { __error: u32 },
            }
        });
        assert!(spelled.contains("__CODES_ :"), "{spelled}");
        assert!(spelled.contains("[__error_]"), "{spelled}");
        let plain = expand(quote::quote! {
            enum Lookup {
                #[error("Count {} is too high: send fewer than 10.", count)]
                #[category(validation)]
                Many { count: u32 },
            }
        });
        assert!(plain.contains("__CODES :"), "{plain}");
        assert!(plain.contains("[__error]"), "{plain}");
        // A `#[tool_error]` string made tokens: the crate's path.
        let vendored = expand(quote::quote! {
            #[tool_error(crate = "__vendored::toolerror")]
            enum Lookup {
                #[error("Count {count} is too high: send fewer than 10.")]
                #[category(validation)]
                Many { count: u32 },
            }
        });
        assert!(
            vendored.contains("use __vendored :: toolerror"),
            "{vendored}"
        );
        assert!(vendored.contains("__CODES_ :"), "{vendored}");
        // A field's type, read with its text: a plain path, and a type
        // whose tokens are read.
        for typed in [
            quote::quote! {
                enum Lookup {
                    #[error("Count {count} is too high: send fewer than 10.")]
                    #[category(validation)]
                    Many { count: u32, unit: __units::Unit },
                }
            },
            quote::quote! {
                enum Lookup {
                    #[error("Count {count} is too high: send fewer than 10.")]
                    #[category(validation)]
                    Many { count: u32, unit: Option<__Unit> },
                }
            },
        ] {
            let typed = expand(typed);
            assert!(typed.contains("__CODES_ :"), "{typed}");
        }
    }

    #[test]
    fn a_valid_enum_expands_to_both_impls_and_no_error() {
        let output = expand(quote::quote! {
            enum Refund {
                #[category(business)]
                #[tool_error(description = "Refund over the limit. Escalate to a human agent.")]
                OverLimit { amount: u32 },
            }
        });
        // ToolError, Catalog and the variant index the tables are read by.
        assert_eq!(
            output.matches("# [automatically_derived]").count(),
            3,
            "{output}"
        );
        assert!(
            output.contains("use :: toolerror :: __private_v1 as __toolerror"),
            "{output}"
        );
        assert!(
            output.contains("__toolerror :: ToolError for Refund"),
            "{output}"
        );
        assert!(output.contains("categories : \"business\""), "{output}");
        assert!(
            output.contains("__CODES : & :: core :: primitive :: str = \"over_limit\""),
            "{output}"
        );
        assert!(!output.contains("compile_error"), "{output}");
    }

    #[test]
    fn every_mistake_is_reported_beside_a_stub() {
        let input = quote::quote! {
            enum Refund {
                #[category(business, retryable)]
                OverLimit,
                Unclassified,
            }
        };
        let (stub, error) = stub_and_error(&syn::parse2(input.clone()).unwrap());
        assert!(stub && error);
        let output = expand(input);
        assert_eq!(output.matches("compile_error").count(), 2, "{output}");
        assert!(
            output.contains("can't be used on a business error"),
            "{output}"
        );
        assert!(
            output.contains("variant `Unclassified` has no category"),
            "{output}"
        );
        assert!(
            output.contains("fallback_description"),
            "the stub impl keeps uses of the type compiling: {output}"
        );
    }

    #[test]
    fn the_crate_path_can_be_overridden() {
        let output = expand(quote::quote! {
            #[tool_error(crate = "my::reexport")]
            #[category(transient)]
            #[tool_error(description = "Busy. Retry in a second.")]
            struct Busy;
        });
        assert!(
            output.contains("use my :: reexport :: __private_v1 as __toolerror"),
            "{output}"
        );
        assert!(!output.contains(":: toolerror ::"), "{output}");
    }

    /// Whether `input` expanded to the stub, and whether an error of the
    /// derive's own stands beside it.
    pub(crate) fn stub_and_error(input: &syn::DeriveInput) -> (bool, bool) {
        let output = derive(input).to_string();
        let parsed = crate::ast::Input::from_syn(input, &mut crate::errors::Errors::default());
        let krate = parsed.map_or_else(|| syn::parse_quote!(::toolerror), |p| p.krate);
        let output_stub = output.starts_with(&super::fallback(input, &krate).to_string());
        // As tokens print: a macro call is its name, a space and `!`; a
        // method call `. name (`.
        let panics = [
            "unreachable !",
            "panic !",
            "todo !",
            "unimplemented !",
            "assert !",
            "assert_eq !",
            ". unwrap (",
            ". expect (",
        ];
        assert!(
            !panics.iter().any(|call| output.contains(call)),
            "a generated method may panic: {output}"
        );
        (output_stub, output.contains("compile_error"))
    }

    /// No generated method panics, and the stub is only ever emitted
    /// beside a compile error: the derive's own, or, where the expansion
    /// holds none, rustc's (an invalid literal or format string), which the
    /// case's committed `.stderr` proves. Checked on every UI case; valid
    /// inputs expand with neither.
    #[test]
    fn no_input_expands_to_a_stub_without_an_error() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ui");
        let mut checked = 0;
        for (folder, valid) in [("fail", false), ("pass", true)] {
            let paths = rust_files(&root.join(folder));
            for path in paths {
                let source = std::fs::read_to_string(&path).unwrap();
                for input in derive_inputs(&source) {
                    let (stub, fails) = stub_and_error(&input);
                    // rustc's own verdict on a literal or a format string.
                    let rustc_rejects = !valid
                        && std::fs::read_to_string(path.with_extension("stderr")).is_ok_and(
                            |stderr| {
                                [
                                    "unknown character escape",
                                    "invalid format string",
                                    "positional argument",
                                    "cannot find",
                                ]
                                .iter()
                                .any(|verdict| stderr.contains(verdict))
                            },
                        );
                    assert!(
                        !stub || fails || rustc_rejects,
                        "{}: the stub without an error",
                        path.display()
                    );
                    if valid {
                        assert!(!stub && !fails, "{}", path.display());
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 100, "only {checked} inputs found");
    }

    #[test]
    fn a_variant_whose_only_category_is_a_foreign_attribute_does_not_compile() {
        // `#[cat]` may be another derive's helper, which rustc accepts: the
        // derive must refuse the variant itself.
        let output = expand(quote::quote! {
            enum Booking {
                #[error("busy")]
                #[cat(transient)]
                Busy,
            }
        });
        assert!(output.contains("compile_error"), "{output}");
        assert!(output.contains("doesn't read `#[cat]`"), "{output}");
    }

    #[test]
    fn a_misspelled_description_masks_the_permission_text_instead_of_erring() {
        let output = expand(quote::quote! {
            enum Booking {
                #[error("belongs to {owner}")]
                #[category(permission)]
                #[tool_eror(description = "Another customer's booking. Escalate.")]
                NotYours { owner: String },
            }
        });
        assert!(!output.contains("compile_error"), "{output}");
        assert!(!output.contains("unreachable"), "{output}");
        assert!(!output.contains("display_text"), "{output}");
        assert!(output.contains("fallback_description"), "{output}");
    }
}
