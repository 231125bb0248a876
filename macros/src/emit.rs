//! One function per generated method of `ToolError`, each reading the
//! plans of every variant and returning the method, or nothing where the
//! trait's default answers for every variant.
//!
//! What every variant declares is read from the const tables (`tables`);
//! only what is decided per value (a template, a classify field, a
//! wrapped error) gets an arm of its own.

use proc_macro2::{Delimiter, Group, Punct, Spacing, Span, TokenStream};
use quote::{ToTokens, TokenStreamExt, format_ident, quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Ident, LitStr};

use crate::ast::{Field, Input, Spaces, Text, Variant};
use crate::bindings::{
    Private, alternatives, bind, binder, binding, category_path, field_binding, item, local,
    member_binding, private_at, push_bound_pattern, respan, text_binding,
};
use crate::bounds::mentions;
use crate::plan::{Answers, Delay, Description, Own, Plan, Shown};
use crate::tables::{Columns, Separators, joined};
use crate::template::Piece;
use crate::template::format_trait_name;

/// The position of `self`'s variant, which indexes the const tables.
fn index() -> TokenStream {
    quote!(#Private::VariantIndex::variant_index(self))
}

/// A method's body: a `match` of `arms`, with `fallback` for every other
/// variant; the fallback alone when no variant has an arm of its own.
fn body(
    plans: &[Plan<'_, '_>],
    arms: &[TokenStream],
    fallback: Option<TokenStream>,
) -> TokenStream {
    if plans.is_empty() {
        quote!(match *self {})
    } else if arms.is_empty() {
        fallback.unwrap_or_default()
    } else {
        let fallback = fallback.map(|value| quote!(_ => #value,));
        quote!(match self { #(#arms)* #fallback })
    }
}

/// `method` of the error a transparent variant wraps, spanned on the
/// field's type, so a type that isn't a `ToolError` is reported there.
fn delegate(variant: &Variant<'_>, field: &Field<'_>, method: &str) -> TokenStream {
    let pattern = bind(variant, [field]);
    let span = field.ty.span();
    let method = Ident::new(method, span);
    let tool_error = respan(quote!(#Private::ToolError), span);
    let inner = binding(field);
    quote_spanned!(span=> #pattern => #tool_error::#method(#inner),)
}

/// What a classified variant's field says (`None` for other variants, whose
/// declared answers then stand): read through the generated
/// `__classification` method (see [`classifies`]).
fn found() -> TokenStream {
    quote!(#Private::found(self))
}

/// The category a variant declares, which the `VariantIndex` match
/// answers with its position.
fn declared_from_table() -> TokenStream {
    quote!(#Private::VariantIndex::declared_category(self))
}

/// Whether some variant has a classify field.
pub fn any_classified(plans: &[Plan<'_, '_>]) -> bool {
    plans
        .iter()
        .any(|plan| plan.own().is_some_and(|own| own.classifier.is_some()))
}

/// Variants with their own answers, grouped by a key of what they declare
/// (`None`: left out).
fn grouped<'p, 'v, 'a, K: PartialEq + Copy>(
    plans: &'p [Plan<'v, 'a>],
    key: impl Fn(&Own<'_, '_>) -> Option<K>,
) -> Vec<(K, Vec<&'v Variant<'a>>)> {
    let mut groups: Vec<(K, Vec<&'v Variant<'a>>)> = Vec::new();
    for plan in plans {
        let Some(key) = plan.own().and_then(&key) else {
            continue;
        };
        match groups.iter_mut().find(|(seen, _)| *seen == key) {
            Some((_, variants)) => variants.push(plan.variant),
            None => groups.push((key, vec![plan.variant])),
        }
    }
    groups
}

/// `ToolError::__classification`: each classified variant's field asked
/// once, in one match every method reads (a call per method and variant
/// costs the compiler a generic call each), and which the trait's defaults
/// of `cause`, `outcome_unknown` and `is_unexpected` read, so that those
/// are written only for variants that answer otherwise. Variants whose
/// classify field has the same name, type and classifier share one
/// or-pattern arm (see [`ClassifiedGroup`]).
pub fn classifies(plans: &[Plan<'_, '_>]) -> Option<TokenStream> {
    let mut groups: Vec<ClassifiedGroup<'_, '_>> = Vec::new();
    for plan in plans {
        let Some(field) = plan.own().and_then(|own| own.classifier) else {
            continue;
        };
        let signature = ClassifiedGroup::signature(field);
        match groups.iter_mut().find(|group| group.signature == signature) {
            Some(group) => group.push(plan.variant),
            None => {
                let member = &field.member;
                let value = binder(&field_binding(field, Span::call_site()));
                let mut group = ClassifiedGroup {
                    signature,
                    field,
                    fields: Group::new(Delimiter::Brace, quote!(#member: #value, ..)),
                    patterns: TokenStream::new(),
                    variants: 0,
                };
                group.push(plan.variant);
                groups.push(group);
            }
        }
    }
    if groups.is_empty() {
        return None;
    }
    let classified: usize = groups.iter().map(|group| group.variants).sum();
    let arms = groups.iter().map(ClassifiedGroup::arm);
    let others = (classified < plans.len()).then(|| quote!(_ => #Private::None,));
    Some(quote! {
        fn __classification(&self) -> #Private::Option<#Private::Option<#Private::Classification>> {
            match self {
                #(#arms)*
                #others
            }
        }
    })
}

/// Classified variants whose field has one name, type and classifier: one
/// arm asks them all. The binding resolves at the derive's call site
/// (whatever wrote the type) and is located on the first such field's
/// type, where a type that can't classify is reported.
struct ClassifiedGroup<'v, 'a> {
    signature: String,
    /// The first variant's field: the span of the arm's call.
    field: &'v Field<'a>,
    /// `{ member: __field_x, .. }`, the same for every variant of the group.
    fields: Group,
    /// `Self::A { member: __field_x, .. } | ..`, appended a token at a time.
    patterns: TokenStream,
    /// How many variants the patterns match.
    variants: usize,
}

impl<'v, 'a> ClassifiedGroup<'v, 'a> {
    fn signature(field: &Field<'_>) -> String {
        let classifier = field
            .options
            .classify_with
            .as_ref()
            .map(|function| function.to_token_stream().to_string());
        format!(
            "{}:{}:{}",
            field.name,
            field.type_text,
            classifier.unwrap_or_default()
        )
    }

    fn push(&mut self, variant: &Variant<'_>) {
        if self.variants > 0 {
            self.patterns.append(Punct::new('|', Spacing::Alone));
        }
        crate::bindings::push_path(&mut self.patterns, variant);
        self.patterns.append(self.fields.clone());
        self.variants += 1;
    }

    fn arm(&self) -> TokenStream {
        let span = Span::call_site().located_at(self.field.ty.span());
        let value = field_binding(self.field, span);
        let call = match &self.field.options.classify_with {
            // The user's function: one match over another crate's type,
            // which can't implement `Classify` here.
            Some(function) => quote_spanned!(span=> #function(#value)),
            None => {
                let private = private_at(span);
                quote_spanned!(span=> #private::classification(#value))
            }
        };
        let patterns = &self.patterns;
        quote!(#patterns => #Private::Some(#call),)
    }
}

/// Variants declared alike share an arm: one per category, as fast as a
/// match written by hand (`category()` is on every hot path, through
/// `is_retryable`). Delegating variants have arms of their own, before
/// these; classified ones answer in the fallback, from their field and the
/// table.
pub fn category(plans: &[Plan<'_, '_>]) -> TokenStream {
    let arms: Vec<TokenStream> = plans
        .iter()
        .filter_map(|plan| match &plan.answers {
            Answers::Delegated(field) => Some(delegate(plan.variant, field, "category")),
            Answers::Own(_) => None,
        })
        .collect();
    let groups = grouped(plans, |own| {
        own.classifier.is_none().then_some(own.category)
    });
    // The classified variants: the field's category, else the declared one.
    // Without them, one category for all is that category; else the
    // `VariantIndex` match answers each variant's, where a `match` here
    // would be a second one over the variants for the compiler to check.
    let fallback = if any_classified(plans) {
        let (found, declared) = (found(), declared_from_table());
        Some(quote!(#Private::classified_category(#found, #declared)))
    } else if let [(kind, _)] = groups.as_slice() {
        Some(category_path(*kind))
    } else {
        (!groups.is_empty()).then(declared_from_table)
    };
    let body = body(plans, &arms, fallback);
    quote! {
        // On every hot path (`is_retryable`): inlinable in the user's other
        // crates, as a hand-written match would be.
        #[inline]
        fn category(&self) -> #Private::Category {
            #body
        }
    }
}

/// The description: served from the table of texts, or an arm per variant
/// whose text is decided per value; the variants shown by their `Display`
/// share one arm.
pub fn description(plans: &[Plan<'_, '_>], separators: Separators) -> TokenStream {
    // The first variant shown by its `Display`, where a type without one
    // is reported.
    let mut display_span = None;
    // Whether some variant's description is its row of `__TEXTS`.
    let mut from_table = false;
    let mut shared = SharedPieces::default();
    let mut arms = Vec::new();
    // A classified variant's description was written for its declared
    // category: another category reads that category's fallback sentence
    // (a `when_<category>` text first), in one call around the body.
    let classified = any_classified(plans);
    let when = classified
        .then(|| when_descriptions(plans, separators.piece))
        .flatten();
    let separator = separators.row;
    // Each variant's row of the `sources` of `text_or_display`: what the
    // fallback reads for it ("" for a variant with an arm of its own).
    let mut sources = String::new();
    for (index, plan) in plans.iter().enumerate() {
        if index > 0 {
            sources.push(',');
        }
        let own = match &plan.answers {
            Answers::Delegated(field) => {
                arms.push(delegate(plan.variant, field, "description"));
                continue;
            }
            Answers::Own(own) => own,
        };
        match &own.description {
            Description::Display => {
                display_span.get_or_insert_with(|| plan.variant.ident.span());
                sources.push_str("display");
            }
            // A one-field description keeps an arm of its own, spanned on
            // the field's type for a type without `Display`; an `#[error]`
            // text's fields never fail to be written (see `shown_ref`).
            Description::Pieces { pieces, fields }
                if fields.len() >= 2 || text_kind(plan.variant) == TextKind::ErrorText =>
            {
                shared.add(index, plan.variant, pieces, fields);
            }
            Description::Table => {
                from_table = true;
                sources.push_str("text");
            }
            description => arms.extend(description_arm(
                plan.variant,
                own,
                description,
                separators.piece,
            )),
        }
    }
    let (shared_arms, tables) = shared.finish(plans, separators);
    arms.extend(shared_arms);
    let (table, index) = (item("__TEXTS"), index());
    let table_value = quote!(#Private::Cow::Borrowed(#Private::row(#table, #separator, #index)));
    // `self` keeps the derive's own hygiene: with a span of the user's, it
    // would not resolve when a `macro_rules!` wrote the type. `Self` in the
    // turbofish, spanned on the first variant shown by its `Display`, is
    // where a type without `Display` is reported.
    let this = Ident::new("self", Span::call_site());
    // Variants of both kinds: one call reads which each is from `sources`,
    // instead of a pattern per variant of one kind.
    let fallback = match display_span {
        Some(span) if from_table => {
            let private = private_at(span);
            Some(quote_spanned!(span=> #private::text_or_display::<Self>(
                #this, #index, #table, #separator, #sources,
            )))
        }
        Some(span) => {
            let private = private_at(span);
            let to_string = quote_spanned!(span=> #private::display_text::<Self>(#this));
            Some(quote!(#Private::Cow::Owned(#to_string)))
        }
        None => from_table.then_some(table_value),
    };
    let mut body = body(plans, &arms, fallback);
    if classified {
        // One call around the body, which the compiler checks faster
        // than an early return before it.
        let (found, declared) = (found(), declared_from_table());
        body = quote!(#Private::reclassified_or(#found, #declared, #body));
    }
    // The probes that write an `#[error]` text's fields, unless each such
    // text shows plain types alone (see `shown_named`): in scope, their
    // traits are candidates of every method call the compiler resolves in
    // the body.
    let writes_error_text = plans.iter().any(|plan| {
        plan.own().is_some_and(|own| {
            text_kind(plan.variant) == TextKind::ErrorText
                && match &own.description {
                    Description::Pieces { fields, .. } => fields
                        .iter()
                        .any(|field| !PLAIN_TYPES.contains(&field.type_text.as_str())),
                    Description::Shown { .. } | Description::Formatted { .. } => true,
                    _ => false,
                }
        })
    });
    let probes = writes_error_text.then(|| {
        quote! {
            #[allow(unused_imports)]
            use #Private::{ShowDisplay as _, ShowNothing as _, ShowPath as _};
        }
    });
    quote! {
        fn description(&self) -> #Private::Cow<'_, #Private::str> {
            #probes
            #when
            #tables
            #body
        }
    }
}

/// The `when_<category>` descriptions: a classified variant that turned out
/// to be one of those categories answers with its text for it.
fn when_descriptions(plans: &[Plan<'_, '_>], separator: char) -> Option<TokenStream> {
    let mut arms = Vec::new();
    for plan in plans {
        let Some(own) = plan.own() else { continue };
        for (kind, description, text) in &own.when {
            let Some((pattern, value)) = template_value(
                plan.variant,
                description,
                Some(text),
                TextKind::Description,
                separator,
            ) else {
                continue;
            };
            let category = category_path(*kind);
            arms.push(quote!((#pattern, #category) => return #value,));
        }
    }
    if arms.is_empty() {
        return None;
    }
    let (found, declared) = (found(), declared_from_table());
    let category = local("__category", Span::call_site());
    let binds_category = binder(&category);
    Some(quote! {
        if let #Private::Some(#binds_category) = #Private::reclassified_category(#found, #declared) {
            match (self, #category) {
                #(#arms)*
                _ => {}
            }
        }
    })
}

/// A variant of a shared template: its pieces and the fields they show.
type SharedVariant<'v, 'a> = (&'v Variant<'a>, &'v [&'v str], &'v [&'v Field<'a>]);

/// Templates of two fields or more whose variants bind the same fields of
/// the same types: one or-pattern arm for them all, filling the template
/// its variant's row of a table gives, which the compiler checks far
/// faster than an arm per variant.
#[derive(Default)]
struct SharedPieces<'v, 'a> {
    /// Each group's binding signature and its variants, in order.
    groups: Vec<(String, Vec<SharedVariant<'v, 'a>>)>,
    /// Each variant's position, group and pieces: its row of the table.
    rows: Vec<(usize, usize, &'v [&'v str])>,
}

impl<'v, 'a> SharedPieces<'v, 'a> {
    fn add(
        &mut self,
        position: usize,
        variant: &'v Variant<'a>,
        pieces: &'v [&'v str],
        fields: &'v [&'v Field<'a>],
    ) {
        let mut signature = String::new();
        match text_kind(variant) {
            // Bound by the fields' own names, spanned on their types,
            // where a type without `Display` is reported.
            TextKind::Description => {
                signature.push_str("description;");
                for field in fields {
                    signature.push_str(&field.name);
                    signature.push(':');
                    signature.push_str(&field.type_text);
                    signature.push(';');
                }
            }
            // Never an error of `Display` (see `shown_ref`): bound by
            // position, so that texts over fields of the same types
            // share an arm whatever the fields are called.
            TextKind::ErrorText => {
                let (bound, order) = bound_once(fields);
                signature.push_str("error;");
                for field in bound {
                    signature.push_str(&field.type_text);
                    signature.push(';');
                }
                for at in order {
                    signature.push_str(&at.to_string());
                    signature.push(',');
                }
            }
        }
        let group = match self
            .groups
            .iter()
            .position(|(known, _)| *known == signature)
        {
            Some(group) => group,
            None => {
                self.groups.push((signature, Vec::new()));
                self.groups.len() - 1
            }
        };
        self.groups[group].1.push((variant, pieces, fields));
        self.rows.push((position, group, pieces));
    }

    /// The arms, and the table of pieces they read: one literal, a row per
    /// variant (its template's pieces joined by `separators.piece`, empty
    /// for variants of no group), the rows joined by `separators.row`. A
    /// group of one variant gets the arm it would have alone.
    fn finish(
        self,
        plans: &[Plan<'_, '_>],
        separators: Separators,
    ) -> (Vec<TokenStream>, TokenStream) {
        let mut arms = Vec::new();
        let table = item("__PIECES");
        let mut shared = false;
        for (_, members) in &self.groups {
            if let [(variant, pieces, fields)] = members.as_slice() {
                arms.push(pieces_arm(variant, pieces, fields, separators.piece));
                continue;
            }
            shared = true;
            let (first, _, fields) = members[0];
            // Every alternative appended to one stream (see
            // `push_bound_pattern`).
            let mut patterns = TokenStream::new();
            let args: Vec<TokenStream> = match text_kind(first) {
                TextKind::Description => {
                    for (at, (variant, _, fields)) in members.iter().enumerate() {
                        if at > 0 {
                            patterns.append(Punct::new('|', Spacing::Alone));
                        }
                        let bound = bound_by_member(fields);
                        push_bound_pattern(
                            &mut patterns,
                            variant,
                            bound
                                .into_iter()
                                .map(|field| (&field.member, binding(field))),
                        );
                    }
                    fields
                        .iter()
                        .map(|field| shown_ref(field, TextKind::Description))
                        .collect()
                }
                TextKind::ErrorText => {
                    let (bound, order) = bound_once(fields);
                    let names: Vec<Ident> = (0..bound.len())
                        .map(|at| local(&format!("__shown_{at}"), Span::call_site()))
                        .collect();
                    for (at, (variant, _, fields)) in members.iter().enumerate() {
                        if at > 0 {
                            patterns.append(Punct::new('|', Spacing::Alone));
                        }
                        let members = bound_once(fields).0.into_iter().map(|field| &field.member);
                        push_bound_pattern(
                            &mut patterns,
                            variant,
                            members.zip(names.iter().cloned()),
                        );
                    }
                    order
                        .iter()
                        .map(|&at| shown_named(&names[at], bound[at], TextKind::ErrorText))
                        .collect()
                }
            };
            let function = format_ident!("pieces{}", args.len());
            let (index, row, piece) = (index(), separators.row, separators.piece);
            arms.push(quote! {
                #patterns => #Private::#function(#Private::row(#table, #row, #index), #piece, #(#args),*),
            });
        }
        if !shared {
            return (arms, TokenStream::new());
        }
        let mut rows = vec![String::new(); plans.len()];
        for &(position, group, pieces) in &self.rows {
            if self.groups[group].1.len() > 1 {
                rows[position] = joined(pieces.iter().copied(), separators.piece);
            }
        }
        let rows = joined(rows.iter().map(String::as_str), separators.row);
        let tables = quote! {
            const #table: &::core::primitive::str = #rows;
        };
        (arms, tables)
    }
}

/// The arm of a variant whose description is neither in the table nor its
/// `Display` text.
fn description_arm(
    variant: &Variant<'_>,
    own: &Own<'_, '_>,
    description: &Description<'_, '_>,
    separator: char,
) -> Option<TokenStream> {
    if let Description::Masked = description {
        let pattern = alternatives([variant]);
        let category = category_path(own.category);
        return Some(quote! {
            #pattern => #Private::Cow::Borrowed(#Private::fallback_description(#category)),
        });
    }
    let (text, kind) = (variant.written_text(), text_kind(variant));
    let (pattern, value) = template_value(variant, description, text, kind, separator)?;
    Some(quote!(#pattern => #value,))
}

/// The pattern binding what a description from a template shows, and the
/// description; `None` for one from the table or the `Display` text, or a
/// masked one.
fn template_value(
    variant: &Variant<'_>,
    description: &Description<'_, '_>,
    text: Option<&Text>,
    kind: TextKind,
    separator: char,
) -> Option<(TokenStream, TokenStream)> {
    Some(match description {
        Description::Table | Description::Display | Description::Masked => return None,
        Description::Literal(literal) => (
            alternatives([variant]),
            quote!(#Private::Cow::Borrowed(#literal)),
        ),
        Description::Pieces { pieces, fields } => {
            pieces_value(variant, pieces, fields, kind, separator)
        }
        Description::Shown { pieces, values } => {
            shown_value(variant, pieces, values, kind, separator)
        }
        Description::Formatted {
            fields,
            delay,
            sentence,
        } => {
            let Some(format) = text.and_then(|text| rewritten(variant, text, kind)) else {
                // The plan found every field the template names; should it
                // not have, the type must not compile.
                let message = format!(
                    "#[derive(ToolError)] could not write the description of `{}`; please report this as a bug of toolerror",
                    variant.name
                );
                return Some((
                    alternatives([variant]),
                    quote!(::core::compile_error!(#message)),
                ));
            };
            let members = match (kind, text) {
                (TextKind::ErrorText, Some(text)) => written_members(variant, text),
                _ => Vec::new(),
            };
            let mut bound: Vec<&Field<'_>> = fields.iter().map(|(field, _)| *field).collect();
            for member in &members {
                if !bound.iter().any(|seen| seen.member == member.field.member) {
                    bound.push(member.field);
                }
            }
            let pattern = bind(variant, bound);
            // A member's `Display` placeholders write it as thiserror does,
            // its others the member itself.
            let member_args: Vec<TokenStream> = members
                .iter()
                .flat_map(|member| {
                    let span = member.field.ty.span();
                    let private = private_at(span);
                    let value = {
                        let name = binding(member.field);
                        let path = member_path(member.members, span);
                        quote!(&#name #path)
                    };
                    let method = Ident::new("__toolerror_text", Span::call_site());
                    let text = member.display.then(|| {
                        let name = member_binding(&member.name, true, span);
                        // What the probe answers may be a value (a path's
                        // `display()`, the `(not shown)` mark): referenced
                        // twice, as `displayed` takes it.
                        quote_spanned!(span=> #name = #private::displayed(&&(&&&&#private::ErrorTextField(#value)).#method()))
                    });
                    let other = member.other.then(|| {
                        let name = member_binding(&member.name, false, span);
                        quote!(#name = #value)
                    });
                    text.into_iter().chain(other)
                })
                .collect();
            let args = fields.iter().map(|&(field, only_display)| {
                let name = binding(field);
                let value = shown_ref(field, kind);
                if let Some(max_chars) = field.options.max_chars.as_ref().filter(|_| only_display) {
                    // Validation lets `max_chars` on a field only every
                    // placeholder of which shows plain `Display`.
                    let span = field.ty.span();
                    let private = private_at(span);
                    let max = proc_macro2::Literal::usize_unsuffixed(max_chars.value);
                    quote_spanned!(span=> #name = #private::displayed_at_most(&#value, #max))
                } else if only_display {
                    // The runtime's `ShownByDescription` words the error of
                    // a field without `Display`, as the `pieces` functions
                    // do, and `format_args!` gets a `&dyn Display`, so it
                    // doesn't say it again.
                    let span = field.ty.span();
                    let private = private_at(span);
                    quote_spanned!(span=> #name = #private::displayed(&#value))
                } else {
                    // An `#[error]` text's `Display` placeholders of a field
                    // it also shows otherwise write it as thiserror does.
                    let text = (kind == TextKind::ErrorText
                        && text.is_some_and(|text| shows_with_display(text, field)))
                    .then(|| {
                        let text_name = text_binding(field);
                        let span = field.ty.span();
                        let private = private_at(span);
                        quote_spanned!(span=> , #text_name = #private::displayed(&#value))
                    });
                    quote!(#name = #name #text)
                }
            });
            // `{retry_after}`: the delay `retry_after()` answers, in words.
            let delay = delay.then(|| {
                let name = delay_binding();
                quote!(#name = #Private::DelayWords(#Private::ToolError::retry_after(self)))
            });
            // `{classification}`: the classification's own sentence.
            let sentence = sentence.map(|spaces| {
                let name = sentence_binding();
                let value = sentence_value(spaces);
                quote!(#name = #value)
            });
            let args = args
                .into_iter()
                .chain(member_args)
                .chain(delay)
                .chain(sentence);
            (
                pattern,
                quote!(#Private::Cow::Owned(#Private::format_description(::core::format_args!(#format, #(#args),*)))),
            )
        }
    })
}

/// Whose syntax a template is written in, which says how a field of it is
/// shown.
#[derive(Clone, Copy, PartialEq)]
enum TextKind {
    /// A description of the derive's own: a field by its `Display`.
    Description,
    /// An `#[error]` text, which the derive writes itself so that the
    /// agent reads the text it checked, not whatever the type's `Display`
    /// shows: a field as thiserror writes it (a path by `display()`).
    ErrorText,
}

/// The kind of a variant's own description template.
fn text_kind(variant: &Variant<'_>) -> TextKind {
    match variant.description {
        Some(_) => TextKind::Description,
        None => TextKind::ErrorText,
    }
}

/// The fields a template's pieces show, each once in the order of its
/// first placeholder, and each placeholder's field among them.
fn bound_once<'f, 'a>(fields: &[&'f Field<'a>]) -> (Vec<&'f Field<'a>>, Vec<usize>) {
    let mut bound: Vec<&'f Field<'a>> = Vec::new();
    let order = fields
        .iter()
        .map(
            |field| match bound.iter().position(|seen| seen.member == field.member) {
                Some(at) => at,
                None => {
                    bound.push(field);
                    bound.len() - 1
                }
            },
        )
        .collect();
    (bound, order)
}

/// A reference to what a placeholder of `field` writes with `Display`.
fn shown_ref(field: &Field<'_>, kind: TextKind) -> TokenStream {
    shown_named(&binding(field), field, kind)
}

/// The standard library's plain data types, spelled as a field's type
/// usually is: each has `Display` (what thiserror writes for it), `Debug`
/// and `Serialize`, and is no error. Such a field skips the probes that
/// tell those cases apart, which the compiler would check for nothing: an
/// `#[error]` text writes it with `Display` (0.18 G instructions on 1,000
/// variants of them), and its check requires `AgentVisible` outright
/// (0.04 G on 20 enums). Only how a text is written or which words an
/// error uses depends on it, never whether it compiles: a type of the
/// user's own spelled like one still implements `Display` and
/// `AgentVisible`, or is reported as lacking them.
const PLAIN_TYPES: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char", "String",
];

/// [`shown_ref`] of `field`, bound to `name`.
fn shown_named(name: &Ident, field: &Field<'_>, kind: TextKind) -> TokenStream {
    match kind {
        TextKind::Description => quote!(#name),
        TextKind::ErrorText if PLAIN_TYPES.contains(&field.type_text.as_str()) => {
            quote!(#name)
        }
        TextKind::ErrorText => {
            let method = Ident::new("__toolerror_text", Span::call_site());
            quote!(&(&&&&#Private::ErrorTextField(#name)).#method())
        }
    }
}

/// The arm of a template of plain `{field}` placeholders.
fn pieces_arm(
    variant: &Variant<'_>,
    pieces: &[&str],
    fields: &[&Field<'_>],
    separator: char,
) -> TokenStream {
    let (pattern, value) = pieces_value(variant, pieces, fields, text_kind(variant), separator);
    quote!(#pattern => #value,)
}

/// A template of plain `{field}` placeholders: the template's pieces with
/// the fields between them, written at run time, which the compiler checks
/// far faster than a `format_args!`.
fn pieces_value(
    variant: &Variant<'_>,
    pieces: &[&str],
    fields: &[&Field<'_>],
    kind: TextKind,
    separator: char,
) -> (TokenStream, TokenStream) {
    let pattern = pieces_pattern(variant, fields);
    let args: Vec<TokenStream> = fields.iter().map(|field| shown_ref(field, kind)).collect();
    let function = format_ident!("pieces{}", args.len());
    // One field: the call is spanned on its type too, so rustc reports a
    // field without `Display` at one place.
    let function = match fields {
        [only] => {
            let span = binding(only).span();
            let private = private_at(span);
            let function = Ident::new(&function.to_string(), span);
            quote_spanned!(span=> #private::#function)
        }
        _ => quote!(#Private::#function),
    };
    let pieces = joined(pieces.iter().copied(), separator);
    (pattern, quote!(#function(#pieces, #separator, #(#args),*)))
}

/// The pattern binding each field a template of pieces shows, once.
fn pieces_pattern(variant: &Variant<'_>, fields: &[&Field<'_>]) -> TokenStream {
    bind(variant, bound_by_member(fields))
}

/// `fields` without a second use of a member: each is bound once.
fn bound_by_member<'f, 'a>(fields: &[&'f Field<'a>]) -> Vec<&'f Field<'a>> {
    let mut bound: Vec<&Field<'_>> = Vec::new();
    for field in fields {
        if !bound.iter().any(|seen| seen.member == field.member) {
            bound.push(field);
        }
    }
    bound
}

/// A template of plain placeholders some of which are bound otherwise
/// than by default: each value between the pieces with its own bound,
/// through one call that isn't generic (only a variant that asks for it
/// pays for the values' array).
fn shown_value(
    variant: &Variant<'_>,
    pieces: &[&str],
    values: &[Shown<'_, '_>],
    kind: TextKind,
    separator: char,
) -> (TokenStream, TokenStream) {
    let fields: Vec<&Field<'_>> = values
        .iter()
        .filter_map(|value| match value {
            Shown::Field(field) => Some(*field),
            Shown::Sentence(_) => None,
        })
        .collect();
    let pattern = pieces_pattern(variant, &fields);
    let values = values.iter().map(|value| match value {
        Shown::Field(field) => {
            // Spanned on the field's type, where a type without `Display`
            // is reported.
            let span = field.ty.span();
            let (private, value) = (private_at(span), shown_ref(field, kind));
            match &field.options.max_chars {
                Some(max_chars) => {
                    let max = proc_macro2::Literal::usize_unsuffixed(max_chars.value);
                    quote_spanned!(span=> #private::displayed_at_most(&#value, #max))
                }
                None => quote_spanned!(span=> #private::displayed(&#value)),
            }
        }
        Shown::Sentence(spaces) => {
            let value = sentence_value(*spaces);
            quote!(#Private::ShownValue::whole(&#value))
        }
    });
    (pattern, {
        let pieces = joined(pieces.iter().copied(), separator);
        quote!(#Private::pieces_shown(#pieces, #separator, &[#(#values),*]))
    })
}

/// The classification's sentence, with the space that goes with it.
fn sentence_value(spaces: Spaces) -> TokenStream {
    let before = if spaces.before { " " } else { "" };
    let after = if spaces.after { " " } else { "" };
    let found = found();
    quote!(#Private::classification_sentence(#found, #before, #after))
}

/// The name the classification's sentence goes by in a `format_args!`.
fn sentence_binding() -> Ident {
    Ident::new("__toolerror_sentence", Span::call_site())
}

/// The name the delay in words goes by in a `format_args!`.
fn delay_binding() -> Ident {
    Ident::new("__toolerror_delay", Span::call_site())
}

/// The variant's description template with each placeholder renamed to
/// its field's binding, for `format_args!`.
/// `.data`, `.0.1`: the members after a field, as an expression writes
/// them.
fn member_path(members: &[String], span: Span) -> TokenStream {
    let path = members.iter().map(|member| {
        let member = match member.parse::<usize>() {
            Ok(index) => proc_macro2::Literal::usize_unsuffixed(index).into_token_stream(),
            Err(_) => match member.strip_prefix("r#") {
                Some(raw) => Ident::new_raw(raw, span).into_token_stream(),
                None => Ident::new(member, span).into_token_stream(),
            },
        };
        quote!(.#member)
    });
    quote!(#(#path)*)
}

/// A member of a field (`.0.data`) an `#[error]` text the derive writes
/// shows: its placeholder's name, the field, the members after it, and
/// whether some placeholder of it writes `Display`, some another way.
struct WrittenMember<'v, 'a> {
    name: String,
    field: &'v Field<'a>,
    members: &'v [String],
    display: bool,
    other: bool,
}

/// The members of fields an `#[error]` text the derive writes shows.
fn written_members<'v, 'a>(variant: &'v Variant<'a>, text: &Text) -> Vec<WrittenMember<'v, 'a>> {
    let mut found: Vec<WrittenMember<'v, 'a>> = Vec::new();
    for (placeholder, spec) in text.template.fields() {
        let name = placeholder.name();
        let Some((field, members)) = variant.written_member(&name) else {
            continue;
        };
        let display = format_trait_name(spec) == "Display";
        match found.iter_mut().find(|seen| seen.name == name) {
            Some(seen) => {
                seen.display |= display;
                seen.other |= !display;
            }
            None => found.push(WrittenMember {
                name: name.into_owned(),
                field,
                members,
                display,
                other: !display,
            }),
        }
    }
    found
}

/// Whether a placeholder of `text` shows `field` with `Display`.
fn shows_with_display(text: &Text, field: &Field<'_>) -> bool {
    text.template.fields().any(|(placeholder, spec)| {
        placeholder.name() == field.name && format_trait_name(spec) == "Display"
    })
}

/// Whether `text` reads `field` otherwise than with `Display`: another
/// format trait, or a width or precision.
fn reads_otherwise(text: &Text, field: &Field<'_>) -> bool {
    let other = text.template.fields().any(|(placeholder, spec)| {
        placeholder.name() == field.name && format_trait_name(spec) != "Display"
    });
    other
        || text
            .template
            .counts()
            .any(|count| count.name() == field.name)
}

fn rewritten(variant: &Variant<'_>, text: &Text, kind: TextKind) -> Option<LitStr> {
    let mut format = String::new();
    // The sentence before took the space this literal starts with.
    let mut space_taken = false;
    for (at, piece) in text.template.pieces.iter().enumerate() {
        match piece {
            Piece::Literal(literal) => {
                let literal = match space_taken {
                    true => literal.strip_prefix(' ').unwrap_or(literal),
                    false => literal,
                };
                space_taken = false;
                format.push_str(&literal.replace('{', "{{").replace('}', "}}"))
            }
            Piece::Placeholder {
                field,
                spec,
                format: spec_format,
            } => {
                if variant.is_delay(field, spec) {
                    format.push('{');
                    format.push_str(&delay_binding().to_string());
                    format.push('}');
                    continue;
                }
                if variant.is_sentence(field, spec) {
                    let spaces = Spaces::around(&text.template.pieces, at);
                    if spaces.before {
                        format.pop();
                    }
                    space_taken = spaces.after;
                    format.push('{');
                    format.push_str(&sentence_binding().to_string());
                    format.push('}');
                    continue;
                }
                if kind == TextKind::ErrorText
                    && variant.written_member(&field.to_string()).is_some()
                {
                    let display = format_trait_name(spec) == "Display";
                    format.push('{');
                    format.push_str(
                        &member_binding(&field.to_string(), display, Span::call_site()).to_string(),
                    );
                    if !spec.is_empty() {
                        format.push(':');
                        format.push_str(spec);
                    }
                    format.push('}');
                    continue;
                }
                let field = variant.field(&field.to_string())?;
                format.push('{');
                let name = match kind == TextKind::ErrorText
                    && format_trait_name(spec) == "Display"
                    && reads_otherwise(text, field)
                {
                    true => text_binding(field),
                    false => binding(field),
                };
                format.push_str(&name.to_string());
                if !spec.is_empty() {
                    // A width or precision from a field names its binding.
                    let spec = spec_format.spec_with(|count| {
                        variant
                            .field(&count.name())
                            .map(|field| binding(field).to_string())
                    })?;
                    format.push(':');
                    format.push_str(&spec);
                }
                format.push('}');
            }
        }
    }
    Some(LitStr::new(&format, text.lit.span()))
}

/// The code: from the table, but for delegating variants.
/// `code()`, its body also holding the field checks (see [`field_checks`]).
pub fn code(plans: &[Plan<'_, '_>], field_checks: Option<TokenStream>) -> TokenStream {
    let arms: Vec<TokenStream> = plans
        .iter()
        .filter_map(|plan| match &plan.answers {
            Answers::Delegated(field) => Some(delegate(plan.variant, field, "code")),
            Answers::Own(_) => None,
        })
        .collect();
    let (table, index) = (item("__CODES"), index());
    let from_table = plans.iter().any(|plan| plan.own().is_some());
    let body = body(
        plans,
        &arms,
        from_table.then(|| quote!(#Private::row(#table, ',', #index))),
    );
    quote! {
        fn code(&self) -> &#Private::str {
            #field_checks
            #body
        }
    }
}

/// The delay: from the table, but where a field tells it (a delay field,
/// a classify field, a wrapped error); not generated when no variant has
/// one (the trait's default says `None`).
pub fn retry_after(plans: &[Plan<'_, '_>], columns: &Columns) -> Option<TokenStream> {
    let arms: Vec<TokenStream> = plans
        .iter()
        .filter_map(|plan| {
            let own = match &plan.answers {
                Answers::Delegated(field) => {
                    return Some(delegate(plan.variant, field, "retry_after"));
                }
                Answers::Own(own) => own,
            };
            match (own.classifier, own.delay) {
                (Some(_), Delay::Field(delay)) => {
                    // The field's delay, else the delay field's.
                    let pattern = bind(plan.variant, [delay]);
                    let (found, delay) = (found(), binding(delay));
                    Some(quote!(#pattern => #Private::classified_delay(#found, #Private::retry_delay(#delay)),))
                }
                (Some(_), Delay::Fixed(_) | Delay::None) => None,
                (None, Delay::Field(field)) => {
                    let pattern = bind(plan.variant, [field]);
                    // Spanned on the field's type, so a type that isn't a
                    // delay is reported there.
                    let span = field.ty.span();
                    let (private, value) = (private_at(span), binding(field));
                    let delay = quote_spanned!(span=> #private::retry_delay(#value));
                    Some(quote!(#pattern => #delay,))
                }
                (None, Delay::Fixed(_) | Delay::None) => None,
            }
        })
        .collect();
    let fixed = columns.delays;
    let classified = any_classified(plans);
    if arms.is_empty() && !fixed && !classified {
        return None;
    }
    let from_table = plans
        .iter()
        .any(|plan| plan.own().is_some_and(Own::delay_from_table));
    let (table, index) = (item("__DELAYS_MS"), index());
    let declared = match fixed {
        true => quote!(#Private::delay_at(#table, #index)),
        false => quote!(#Private::None),
    };
    // A classified variant's: the field's delay, else the declared one.
    let fallback = from_table.then(|| match classified {
        true => {
            let found = found();
            quote!(#Private::classified_delay(#found, #declared))
        }
        false => declared,
    });
    let body = body(plans, &arms, fallback);
    Some(quote! {
        fn retry_after(&self) -> #Private::Option<#Private::Duration> {
            #body
        }
    })
}

/// The `detail` fields as a JSON object; not generated when no variant
/// has one.
pub fn details(plans: &[Plan<'_, '_>]) -> Option<TokenStream> {
    let arms: Vec<TokenStream> = plans
        .iter()
        .filter_map(|plan| match &plan.answers {
            Answers::Delegated(field) => Some(delegate(plan.variant, field, "details")),
            Answers::Own(own) if own.details.is_empty() => None,
            Answers::Own(own) => Some(details_arm(plan.variant, own)),
        })
        .collect();
    if arms.is_empty() {
        return None;
    }
    let every_variant = plans
        .iter()
        .all(|plan| plan.own().is_none_or(|own| !own.details.is_empty()));
    let body = body(
        plans,
        &arms,
        (!every_variant).then(|| quote!(#Private::None)),
    );
    Some(quote! {
        fn details(&self) -> #Private::Option<#Private::Map<#Private::String, #Private::Value>> {
            #body
        }
    })
}

/// A variant's `detail` fields as a JSON object. A variant whose classify
/// field may make it a permission failure at run time withholds its private
/// fields then, as a declared permission variant can't show them.
fn details_arm(variant: &Variant<'_>, own: &Own<'_, '_>) -> TokenStream {
    let details = local("__details", Span::call_site());
    let inserts = |public: Option<bool>| -> TokenStream {
        let fields = own
            .details
            .iter()
            .filter(|field| public.is_none_or(|public| field.options.public.is_some() == public));
        fields
            .map(|field| {
                let key = field.name();
                let span = field.ty.span();
                let (private, value) = (private_at(span), binding(field));
                quote_spanned!(span=> #private::insert_detail(&mut #details, #key, #value);)
            })
            .collect()
    };
    let has_private = own
        .details
        .iter()
        .any(|field| field.options.public.is_none());
    let (pattern, body) = match own.classifier {
        Some(_) if has_private => {
            let bound = own.details.iter().copied();
            let (public, private) = (inserts(Some(true)), inserts(Some(false)));
            let (value, declared) = (found(), category_path(own.category));
            let body = quote! {
                #public
                if !#Private::withholds_private_details(#value, #declared) {
                    #private
                }
                #Private::some_details(#details)
            };
            (bind(variant, bound), body)
        }
        _ => {
            let all = inserts(None);
            let body = quote!(#all #Private::Some(#details));
            (bind(variant, own.details.iter().copied()), body)
        }
    };
    quote! {
        #pattern => {
            let mut #details = #Private::Map::new();
            #body
        }
    }
}

/// A `bool` method true for the `marked` variants, as the wrapped error
/// says for delegating ones, and `otherwise` (`false` when `None`) for the
/// rest; not generated when it is `false` for every variant (the
/// trait's default).
fn flag(
    name: &str,
    plans: &[Plan<'_, '_>],
    marked: impl Fn(&Own<'_, '_>) -> bool,
    otherwise: Option<TokenStream>,
) -> Option<TokenStream> {
    let marked: Vec<&Variant<'_>> = plans
        .iter()
        .filter(|plan| plan.own().is_some_and(&marked))
        .map(|plan| plan.variant)
        .collect();
    let arms: Vec<TokenStream> = plans
        .iter()
        .filter_map(|plan| match &plan.answers {
            Answers::Delegated(field) => Some(delegate(plan.variant, field, name)),
            Answers::Own(_) => None,
        })
        .collect();
    // Otherwise the trait's default answers as `otherwise` would: false,
    // or what a classify field says.
    if marked.is_empty() && arms.is_empty() {
        return None;
    }
    let marked = (!marked.is_empty()).then(|| {
        let patterns = alternatives(marked);
        quote!(#patterns => true,)
    });
    let otherwise = otherwise.unwrap_or_else(|| quote!(false));
    let name = Ident::new(name, Span::call_site());
    let body = match (&marked, arms.is_empty()) {
        (None, true) => otherwise,
        _ => quote! {
            match self {
                #marked
                #(#arms)*
                _ => #otherwise,
            }
        },
    };
    Some(quote! {
        fn #name(&self) -> ::core::primitive::bool {
            #body
        }
    })
}

/// Whether the failed call may have taken effect: declared, or told by a
/// classify field.
pub fn outcome_unknown(plans: &[Plan<'_, '_>]) -> Option<TokenStream> {
    let classified = any_classified(plans).then(|| {
        let found = found();
        quote!(#Private::classified_outcome_unknown(#found, false))
    });
    flag(
        "outcome_unknown",
        plans,
        |own| own.outcome_unknown,
        classified,
    )
}

/// What a classify field found happened (`cause`), or what the wrapped
/// error of a transparent variant says; not generated when no variant
/// delegates (the trait's default reads the classify field).
pub fn cause(plans: &[Plan<'_, '_>]) -> Option<TokenStream> {
    let arms: Vec<TokenStream> = plans
        .iter()
        .filter_map(|plan| match &plan.answers {
            Answers::Delegated(field) => Some(delegate(plan.variant, field, "cause")),
            Answers::Own(_) => None,
        })
        .collect();
    // Otherwise the trait's default answers: what a classify field says.
    if arms.is_empty() {
        return None;
    }
    let otherwise = if any_classified(plans) {
        let found = found();
        quote!(#Private::classified_cause(#found))
    } else {
        quote!(#Private::None)
    };
    let body = if arms.is_empty() {
        otherwise
    } else {
        quote! {
            match self {
                #(#arms)*
                _ => #otherwise,
            }
        }
    };
    Some(quote! {
        fn cause(&self) -> #Private::Option<&::core::primitive::str> {
            #body
        }
    })
}

/// Whether the failure is an internal bug: declared `unexpected`, or a
/// classify field that classifies nothing.
pub fn is_unexpected(plans: &[Plan<'_, '_>]) -> Option<TokenStream> {
    let classified = plans
        .iter()
        .any(|plan| {
            plan.own()
                .is_some_and(|own| own.classifier.is_some() && !own.unexpected)
        })
        .then(|| quote!(#Private::classified_nothing(self)));
    flag("is_unexpected", plans, |own| own.unexpected, classified)
}

/// The error the log shows: the value itself when it is an error, a
/// transparent variant's wrapped error. A type with `#[error]` texts is
/// thiserror's error, required outright (a probe costs the compiler more,
/// and a missing derive is then one error, which says so); any other is
/// probed by autoref at the concrete type. A generic type's bounds, or a
/// lifetime, could pick the error impl and then fail its `'static`, so
/// such types log their description alone.
pub fn diagnostic(input: &Input<'_>, plans: &[Plan<'_, '_>]) -> Option<TokenStream> {
    let probed = input.original.generics.params.is_empty().then(|| {
        if input
            .variants
            .iter()
            .any(|variant| variant.display.is_some())
        {
            // `#[error]` texts: the type is thiserror's error, or the call
            // says, once and on the type, that it isn't.
            let span = input.original.ident.span();
            let private = private_at(span);
            let this = Ident::new("self", Span::call_site());
            return quote_spanned!(span=> #private::error_texts_diagnostic(#this));
        }
        quote! {{
            use #Private::{DiagnoseError as _, DiagnoseOther as _};
            (&&#Private::Diagnose(self)).__toolerror_diagnostic()
        }}
    });
    let delegates: Vec<TokenStream> = plans
        .iter()
        .filter_map(|plan| match &plan.answers {
            Answers::Delegated(field) => Some(delegate(plan.variant, field, "diagnostic")),
            Answers::Own(_) => None,
        })
        .collect();
    let body = match (probed, delegates.is_empty()) {
        (None, true) => return None,
        (Some(probed), true) => probed,
        (probed, false) => {
            let fallback = probed.unwrap_or_else(|| quote!(#Private::None));
            quote! {
                match self {
                    #(#delegates)*
                    _ => #fallback,
                }
            }
        }
    };
    Some(quote! {
        fn diagnostic(&self) -> #Private::Option<&(dyn #Private::Error + 'static)> {
            #body
        }
    })
}

/// Only a text-only type answers anything but the trait's default.
pub fn error_mode(input: &Input<'_>) -> Option<TokenStream> {
    input.text_only.then(|| {
        quote! {
            fn error_mode(&self) -> #Private::ErrorMode {
                #Private::ErrorMode::TextOnly
            }
        }
    })
}

/// Every field the agent can read, unless marked public, must have a
/// type that vouches for its text (`toolerror::AgentVisible`): one check
/// per type and use, spanned on the type of its first field, all in a
/// block of `code()`'s body that never runs (`if false`: type-checking
/// it is the check), where the type's own bounds hold; an impl of their
/// own cost the compiler an item per type.
///
/// A check is the only obligation its mistake adds: it asks the runtime's
/// `Shows` probe, for the way the field's first use writes it (`Display`,
/// `Debug`, serialized), whether the type is a secret, an error or plain
/// data, and requires `AgentVisible` in the words that fit; a type that
/// use can't write requires nothing here, as the use already fails to
/// compile saying so. A type naming a type parameter isn't probed: what it
/// implements depends on the parameter, so `AgentVisible` is required
/// outright; nor is a plain standard type ([`PLAIN_TYPES`]), whose answer
/// is known.
pub fn field_checks(input: &Input<'_>, plans: &[Plan<'_, '_>]) -> Option<TokenStream> {
    let params: Vec<String> = input
        .original
        .generics
        .type_params()
        .map(|param| param.ident.to_string())
        .collect();
    let mut checks = TokenStream::new();
    let mut probed = false;
    let mut checked: Vec<(&String, &str)> = Vec::new();
    for plan in plans {
        let Some(own) = plan.own() else { continue };
        let masked = matches!(own.description, Description::Masked);
        for field in &own.checked {
            let ty = field.ty;
            let written = first_use(plan.variant, field, masked);
            // Once per type and use: a field per check made `cargo check`
            // of a crate of templates 20% slower, for errors that say
            // the same of the same type.
            if checked.contains(&(&field.type_text, written)) {
                continue;
            }
            checked.push((&field.type_text, written));
            let span = ty.span();
            let private = private_at(span);
            if mentions(ty.to_token_stream(), |name| {
                params.iter().any(|param| param == name)
            }) {
                checks.extend(quote_spanned!(span=> #private::agent_visible_generic::<#ty>();));
                continue;
            }
            if PLAIN_TYPES.contains(&field.type_text.as_str()) {
                checks.extend(quote_spanned!(span=> #private::shown_plain::<#ty>();));
                continue;
            }
            probed = true;
            // `UseErrorText` has two more answers, two references deeper.
            let deeper = (written == "UseErrorText").then(|| quote!(&&));
            let written = Ident::new(written, span);
            let method = Ident::new("__toolerror_shown", span);
            checks.extend(quote_spanned!(span=>
                (&&&&#deeper #private::Shows::<#ty, #private::#written>::new()).#method();
            ));
        }
    }
    let members = member_checks(plans, !params.is_empty());
    if checks.is_empty() && members.is_none() {
        return None;
    }
    // Each probe answers through one of the four.
    let probes = probed.then(|| {
        quote! {
            #[allow(unused_imports)]
            use #Private::{ProbeError as _, ProbeSecret as _, ProbeUnwritten as _, ProbeWritten as _};
        }
    });
    Some(quote! {
        if false {
            #probes
            #checks
            #members
        }
    })
}

/// The members of fields an `#[error]` text shows (`.0.data`), each
/// checked like a field's type, on the type of its value: only the
/// compiler knows it. Spanned on the text that shows it. In a generic
/// type, `AgentVisible` is required outright, as for a field whose type
/// names a parameter.
fn member_checks(plans: &[Plan<'_, '_>], generic: bool) -> Option<TokenStream> {
    let mut arms = TokenStream::new();
    for plan in plans {
        let Some(own) = plan.own() else { continue };
        for (field, members) in &own.checked_members {
            let span = match &plan.variant.display_template {
                Some(Ok(text)) => text.lit.token.span(),
                _ => field.ty.span(),
            };
            let private = private_at(span);
            let name = binding(field);
            let path = member_path(members, span);
            let value = quote!(&#name #path);
            let check = match generic {
                true => quote_spanned!(span=> #private::agent_visible_of(#value);),
                false => {
                    let method = Ident::new("__toolerror_shown", span);
                    quote_spanned!(span=> (&&&&#private::Shows::of(#value)).#method();)
                }
            };
            let pattern = bind(plan.variant, [*field]);
            arms.extend(quote!(#pattern => { #check }));
        }
    }
    if arms.is_empty() {
        return None;
    }
    Some(quote! {{
        #[allow(unused_imports)]
        use #Private::{ProbeError as _, ProbeSecret as _, ProbeUnwritten as _, ProbeWritten as _};
        #[allow(unreachable_patterns)]
        match self {
            #arms
            _ => {}
        }
    }})
}

/// How the field's first use writes it, as the name of the runtime's
/// marker: the first placeholder of the text the agent reads that shows
/// it (the description, else the `#[error]` text), of a `when_…`
/// description, else its `detail`. `UseOther` when no use says: the
/// derive can't read the text, the `#[error]` text names arguments or
/// shows the field with `{field}` (see below), or the placeholder has
/// another format trait.
fn first_use(variant: &Variant<'_>, field: &Field<'_>, masked: bool) -> &'static str {
    let by_spec = |spec: &str| match crate::template::format_trait_name(spec) {
        "Display" => "UseDisplay",
        "Debug" => "UseDebug",
        _ => "UseOther",
    };
    let in_text = |text: &Text| {
        text.template
            .fields()
            .find(|(placeholder, _)| placeholder.name() == field.name)
            .map(|(_, spec)| by_spec(spec))
            .or_else(|| {
                // Only a width or precision reads it: a number.
                text.template
                    .referenced()
                    .any(|placeholder| placeholder.name() == field.name)
                    .then_some("UseOther")
            })
    };
    if !masked {
        let found = match &variant.description {
            Some(text) => in_text(text),
            None => match (&variant.display_template, variant.error_arguments()) {
                // thiserror writes a bare `{field}` of an `#[error]` text
                // with `Display` or a path's `display()`, and a `{field}`
                // with a spec (`{field:>8}`) with `Display` alone.
                (Some(Ok(text)), None) => text
                    .template
                    .fields()
                    .find(|(placeholder, _)| placeholder.name() == field.name)
                    .map(|(_, spec)| match by_spec(spec) {
                        "UseDisplay" if spec.is_empty() => "UseErrorText",
                        other => other,
                    })
                    .or_else(|| in_text(text)),
                // Arguments may show the field through an expression.
                (Some(Ok(_)), Some(_)) => return "UseOther",
                _ => None,
            },
        };
        let found = found.or_else(|| variant.when.iter().find_map(|when| in_text(&when.text)));
        if let Some(found) = found {
            return found;
        }
    }
    if field.options.detail.is_some() {
        "UseSerialize"
    } else {
        "UseOther"
    }
}
