//! Where-clause predicates, inferred only for fields whose types use a
//! type parameter (or `bound = "…"` instead).

use std::collections::BTreeSet;

use proc_macro2::{TokenStream, TokenTree};
use quote::{ToTokens, format_ident, quote};
use syn::{Type, WherePredicate};

use crate::ast::Input;
use crate::plan::{Answers, Description, Plan};
use crate::template::format_trait_name;

pub struct Bounds {
    params: BTreeSet<String>,
    /// `bound = "…"`: these predicates, instead of inferred ones.
    fixed: Option<Vec<WherePredicate>>,
    /// The deriving type's name: a field type that mentions it (a
    /// recursive `Box<Tree<T>>`) holds whenever the impl does, and bounding
    /// on it would make the impl require itself.
    own_name: String,
    base: Option<syn::WhereClause>,
    extra: Vec<WherePredicate>,
    self_display: bool,
    /// The deriving type with its parameters; `Self` would mean another
    /// type in the integration impls that share these bounds.
    self_type: TokenStream,
}

impl Bounds {
    /// What the generated methods need of the fields they use, in the
    /// order the plans use them.
    pub fn infer(input: &Input<'_>, plans: &[Plan<'_, '_>]) -> Self {
        let krate = &input.krate;
        let mut bounds = Bounds::new(input);
        if bounds.fixed.is_some() || bounds.params.is_empty() {
            // Nothing to infer: `bound = "…"` replaces inference, or the
            // type has no parameter for a field's type to name.
            return bounds;
        }
        for plan in plans {
            let own = match &plan.answers {
                Answers::Delegated(field) => {
                    bounds.require(field.ty, quote!(#krate::__private_v1::ToolError));
                    continue;
                }
                Answers::Own(own) => own,
            };
            if let Some(field) = own.classifier
                && field.options.classify_with.is_none()
            {
                bounds.require(field.ty, quote!(#krate::__private_v1::Classify));
            }
            match &own.description {
                Description::Pieces { .. }
                | Description::Shown { .. }
                | Description::Formatted { .. } => {
                    let variant = plan.variant;
                    let template = variant
                        .written_text()
                        .into_iter()
                        .flat_map(|text| text.template.fields());
                    for (placeholder, spec) in template {
                        if let Some(field) = variant.field(&placeholder.name()) {
                            let name = format_ident!("{}", format_trait_name(spec));
                            bounds.require(field.ty, quote!(::core::fmt::#name));
                        }
                    }
                }
                Description::Display => bounds.require_self_display(),
                Description::Table | Description::Literal(_) | Description::Masked => {}
            }
            for field in &own.details {
                bounds.require(field.ty, quote!(#krate::__private_v1::Serialize));
            }
        }
        bounds
    }

    fn new(input: &Input<'_>) -> Self {
        let ident = &input.original.ident;
        let (_, ty_generics, _) = input.original.generics.split_for_impl();
        Bounds {
            params: input
                .original
                .generics
                .type_params()
                .map(|param| param.ident.to_string())
                .collect(),
            fixed: input.bound.clone(),
            own_name: ident.to_string(),
            base: input.original.generics.where_clause.clone(),
            extra: Vec::new(),
            self_display: false,
            self_type: quote!(#ident #ty_generics),
        }
    }

    fn require(&mut self, ty: &Type, bound: TokenStream) {
        let tokens = ty.to_token_stream();
        if self.fixed.is_none()
            && !self.params.is_empty()
            && mentions(tokens.clone(), |name| self.params.contains(name))
            && !mentions(tokens, |name| name == self.own_name || name == "Self")
        {
            self.extra.push(syn::parse_quote!(#ty: #bound));
        }
    }

    fn require_self_display(&mut self) {
        if self.fixed.is_none() && !self.params.is_empty() && !self.self_display {
            self.self_display = true;
            let self_type = &self.self_type;
            self.extra
                .push(syn::parse_quote!(#self_type: ::core::fmt::Display));
        }
    }

    pub fn where_clause(&self) -> Option<syn::WhereClause> {
        let extra = self.fixed.as_ref().unwrap_or(&self.extra);
        if extra.is_empty() {
            return self.base.clone();
        }
        let mut clause = self
            .base
            .clone()
            .unwrap_or_else(|| syn::parse_quote!(where));
        clause.predicates.extend(extra.iter().cloned());
        Some(clause)
    }

    /// [`where_clause`](Self::where_clause), plus `Self: Sized` for a
    /// generic type: integrations take the error by value, and a type
    /// parameter may be `?Sized`.
    pub fn sized_where_clause(&self) -> Option<syn::WhereClause> {
        let mut clause = self.where_clause();
        if !self.params.is_empty() {
            let self_type = &self.self_type;
            clause
                .get_or_insert_with(|| syn::parse_quote!(where))
                .predicates
                .push(syn::parse_quote!(#self_type: ::core::marker::Sized));
        }
        clause
    }
}

/// Whether `tokens` name something `name_matches` accepts, at any depth.
pub fn mentions(tokens: TokenStream, name_matches: impl Fn(&str) -> bool + Copy) -> bool {
    tokens.into_iter().any(|token| match token {
        TokenTree::Ident(ident) => name_matches(&ident.to_string()),
        TokenTree::Group(group) => mentions(group.stream(), name_matches),
        _ => false,
    })
}
