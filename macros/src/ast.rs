//! A small typed model of the input, borrowing the syn nodes for spans.

use syn::{Attribute, Data, DeriveInput, Fields, Ident, Member, Type};

use crate::attr::{
    self, ArgumentValue, CategoryAttr, CategoryKind, DisplayForm, NamedArgument, Place, StrLit,
    ToolErrorAttrs,
};
use crate::errors::Errors;
use crate::naming::default_code;
use crate::template::{FieldRef, Piece, Substitute, Template, TemplateError};

/// The placeholder of a description that shows the variant's delay in
/// words ("Retry in {retry_after}."), unless a field has its name.
pub const DELAY_PLACEHOLDER: &str = "retry_after";

/// Whether `placeholder` (with format `spec`) of a description, among
/// `fields`, is the delay in words rather than a field.
fn is_delay_among(fields: &[Field<'_>], placeholder: &FieldRef, spec: &str) -> bool {
    spec.is_empty()
        && placeholder.name() == DELAY_PLACEHOLDER
        && !fields.iter().any(|field| field.name == DELAY_PLACEHOLDER)
}

/// The placeholder of a classified variant's description that shows the
/// classification's own sentence ("The service is unavailable for now…"),
/// unless a field has its name.
pub const SENTENCE_PLACEHOLDER: &str = "classification";

/// Around `{classification}`, the one space that goes with the sentence:
/// a classification without one then leaves no double space behind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spaces {
    /// The literal before ends with a space, written before the sentence.
    pub before: bool,
    /// Else the literal after starts with one, written after it.
    pub after: bool,
}

impl Spaces {
    /// The spaces around the placeholder `pieces[at]`.
    pub fn around(pieces: &[Piece], at: usize) -> Spaces {
        fn literal(piece: Option<&Piece>) -> Option<&str> {
            match piece {
                Some(Piece::Literal(text)) => Some(text),
                _ => None,
            }
        }
        let before = at
            .checked_sub(1)
            .and_then(|before| literal(pieces.get(before)))
            .is_some_and(|text| text.ends_with(' '));
        let after =
            !before && literal(pieces.get(at + 1)).is_some_and(|text| text.starts_with(' '));
        Spaces { before, after }
    }
}

impl<'a> Variant<'a> {
    /// Whether `placeholder` (with format `spec`) of a description is the
    /// delay in words rather than a field.
    pub fn is_delay(&self, placeholder: &FieldRef, spec: &str) -> bool {
        is_delay_among(&self.fields, placeholder, spec)
    }

    /// Whether `placeholder` (with format `spec`) of a description is the
    /// classification's sentence rather than a field.
    pub fn is_sentence(&self, placeholder: &FieldRef, spec: &str) -> bool {
        spec.is_empty()
            && placeholder.name() == SENTENCE_PLACEHOLDER
            && self.field(SENTENCE_PLACEHOLDER).is_none()
    }

    /// The field marked `classify` (or `classify = "…"`), which tells the
    /// category at run time.
    pub fn classifier(&self) -> Option<&Field<'a>> {
        self.field_marked(|options| options.classify.is_some())
            .next()
    }
}

pub struct Input<'a> {
    pub original: &'a DeriveInput,
    /// What of the type's `#[tool_error]` strings may be spelled like a
    /// name the derive invents (see `ToolErrorAttrs::spelled_names`).
    pub spelled_names: Vec<String>,
    pub krate: syn::Path,
    /// `#[tool_error(text_only)]`: MCP failures of this type carry no
    /// `structuredContent`.
    pub text_only: bool,
    /// `bound = "…"` on the type: the where-clause predicates that replace
    /// the inferred ones.
    pub bound: Option<Vec<syn::WherePredicate>>,
    /// Misspelled `#[category]`, `#[tool_error]` or `#[error]` on the enum
    /// (see `attr::Sorted::unread`).
    pub unread: Vec<(&'a Attribute, &'static str)>,
    /// The enum-level `#[category]`, a default for unclassified variants.
    pub default_category: Declared<'a>,
    pub shape: Shape,
    pub variants: Vec<Variant<'a>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Enum,
    Struct,
}

/// An item's `#[category]`.
pub enum Declared<'a> {
    /// None written.
    Absent,
    /// Written, but broken: its mistake is reported already, and checks
    /// that depend on what it would have said are skipped.
    Reported,
    /// Written and read.
    Present(CategoryAttr<'a>),
}

impl<'a> Declared<'a> {
    pub fn get(&self) -> Option<&CategoryAttr<'a>> {
        match self {
            Declared::Present(category) => Some(category),
            Declared::Absent | Declared::Reported => None,
        }
    }

    pub fn is_reported(&self) -> bool {
        matches!(self, Declared::Reported)
    }
}

pub struct Variant<'a> {
    /// The variant's name, or the struct's.
    pub ident: &'a Ident,
    /// `ident` as text, without `r#`: read once, because every read of an
    /// identifier's text goes through the compiler.
    pub name: String,
    /// A variant of an enum, or the struct itself (generated code names
    /// it `Self::Name`, or `Self`).
    pub shape: Shape,
    /// The machine code: `code = "…"`, else `name` in snake_case.
    pub code: String,
    pub category: Declared<'a>,
    pub options: ToolErrorAttrs,
    /// The description template, when it parsed.
    pub description: Option<Text>,
    /// The description shows the delay in words (`{retry_after}`, when no
    /// field has that name).
    pub delay_in_words: bool,
    /// `when_<category> = "…"`: the description of a classified variant
    /// that turns out to be that category, and whether it shows the delay
    /// in words.
    pub when: Vec<When>,
    /// thiserror's `#[error]`: the variant's own, else the enum's, which
    /// thiserror uses for variants without one.
    pub display: Option<DisplayForm>,
    /// The `#[error("…")]` text as a template, when it is a lone literal:
    /// `Err` says why its placeholders can't be read.
    pub display_template: Option<Result<Text, TemplateError>>,
    /// The `#[error]` text takes a format argument by its position where
    /// the derive can't put its name (a width `1$`, a precision `.*`, a
    /// `{N}` past the arguments).
    pub positional_arguments: bool,
    /// The `#[error]` text with its format arguments in place, when it has
    /// arguments and each is a field or a literal (see
    /// [`Variant::error_text_written`]).
    pub error_text_substituted: Option<Text>,
    /// The `#[error]` text is the enum's, which variants without their own
    /// read.
    pub error_text_of_the_enum: bool,
    /// What of its `#[error]` tokens may be spelled like a name the derive
    /// invents, read as they are parsed (see `bindings::spelled_names`).
    pub spelled_names: Vec<String>,
    /// Misspelled `#[category]`, `#[tool_error]` or `#[error]` on the
    /// variant or its fields, whose meaning the derive can't read (see
    /// `attr::Sorted::unread`).
    pub unread: Vec<(&'a Attribute, &'static str)>,
    pub fields: Vec<Field<'a>>,
    /// Written without fields (`Name`, not `Name {}` or `Name()`): matched
    /// as `Self::Name`.
    pub unit: bool,
}

/// A string literal of an attribute, its value and its template.
/// A classified variant's description for a category it may turn out to be.
pub struct When {
    pub kind: CategoryKind,
    pub text: Text,
    pub delay_in_words: bool,
}

pub struct Text {
    pub lit: StrLit,
    pub template: Template,
}

impl Text {
    fn parse(lit: &StrLit) -> Result<Self, TemplateError> {
        let template = Template::parse(&lit.value)?;
        Ok(Text {
            lit: lit.clone(),
            template,
        })
    }

    fn parse_error_text(lit: &StrLit) -> Result<Self, TemplateError> {
        let template = Template::parse_error_text(&lit.value)?;
        Ok(Text {
            lit: lit.clone(),
            template,
        })
    }
}

pub struct Field<'a> {
    pub member: Member,
    /// The name a placeholder uses for this field: its ident without `r#`,
    /// or its index.
    pub name: String,
    pub ty: &'a Type,
    /// `ty` as text, read once: how generated code compares field types.
    pub type_text: String,
    /// What of `ty` may be spelled like a name the derive invents (see
    /// `bindings::spelled_names_of`), read with its text.
    pub spelled_names: Vec<String>,
    pub options: ToolErrorAttrs,
    /// The field holds an error (a source, `anyhow::Error`, `io::Error`…),
    /// whose text carries internals: private in every category.
    pub holds_error: bool,
}

impl Field<'_> {
    /// The name a placeholder uses for this field.
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl<'a> Input<'a> {
    pub fn from_syn(input: &'a DeriveInput, errors: &mut Errors) -> Option<Self> {
        let shape = match &input.data {
            Data::Enum(_) => Shape::Enum,
            Data::Struct(_) => Shape::Struct,
            Data::Union(data) => {
                errors.spanned(
                    data.union_token,
                    "#[derive(ToolError)] works on enums and structs, not unions: a union can't tell which failure it holds",
                );
                return None;
            }
        };
        let type_place = match shape {
            Shape::Enum => Place::Enum,
            Shape::Struct => Place::Struct,
        };
        let type_attrs = attr::sort(&input.attrs);
        let type_options = attr::parse_tool_error(&type_attrs.tool_error, type_place, errors);
        let spelled_names = type_options.spelled_names.clone();
        let krate = type_options
            .krate
            .clone()
            .unwrap_or_else(|| syn::parse_quote!(::toolerror));
        let text_only = type_options.text_only.is_some();
        let bound = type_options.bound.clone();
        let type_category = single_category(&type_attrs, errors);
        let variants = match &input.data {
            Data::Enum(data) => data
                .variants
                .iter()
                .map(|variant| {
                    let attrs = attr::sort(&variant.attrs);
                    let options = attr::parse_tool_error(&attrs.tool_error, Place::Variant, errors);
                    let error_text_of_the_enum =
                        attrs.error.is_none() && type_attrs.error.is_some();
                    Variant {
                        error_text_of_the_enum,
                        ..Variant::new(
                            &input.ident,
                            &variant.ident,
                            single_category(&attrs, errors),
                            options,
                            attrs.error.or(type_attrs.error),
                            attrs.unread.clone(),
                            &variant.fields,
                            errors,
                        )
                    }
                })
                .collect(),
            Data::Struct(data) => vec![Variant::new(
                &input.ident,
                &input.ident,
                Declared::Absent,
                type_options,
                type_attrs.error,
                type_attrs.unread.clone(),
                &data.fields,
                errors,
            )],
            Data::Union(_) => Vec::new(),
        };
        let (default_category, variants) = match shape {
            Shape::Enum => (type_category, variants),
            Shape::Struct => {
                let mut variants = variants;
                variants[0].category = type_category;
                variants[0].shape = Shape::Struct;
                (Declared::Absent, variants)
            }
        };
        Some(Input {
            original: input,
            spelled_names,
            krate,
            text_only,
            bound,
            unread: match shape {
                Shape::Enum => type_attrs.unread.clone(),
                Shape::Struct => Vec::new(),
            },
            default_category,
            shape,
            variants,
        })
    }

    /// The category a variant reports: its own, else the enum's default.
    pub fn category_of<'b>(&'b self, variant: &'b Variant<'a>) -> Option<&'b CategoryAttr<'a>> {
        variant.category.get().or(self.default_category.get())
    }
}

impl<'a> Variant<'a> {
    /// How messages name it: "variant `Name`", or "struct `Name`".
    pub fn named(&self) -> String {
        let kind = match self.shape {
            Shape::Struct => "struct",
            Shape::Enum => "variant",
        };
        format!("{kind} `{}`", self.ident)
    }

    #[allow(clippy::too_many_arguments)]
    fn new(
        type_name: &Ident,
        ident: &'a Ident,
        category: Declared<'a>,
        options: ToolErrorAttrs,
        display_attr: Option<&'a Attribute>,
        unread: Vec<(&'a Attribute, &'static str)>,
        fields: &'a Fields,
        errors: &mut Errors,
    ) -> Self {
        let mut unread = unread;
        let mut spelled_names = Vec::new();
        let display = attr::parse_display(display_attr, errors, &mut spelled_names);
        // thiserror's `#[error(transparent)]` makes its one field the error
        // being wrapped, whatever its type is called.
        let wraps_error = matches!(display, Some(DisplayForm::Transparent));
        let unit = matches!(fields, Fields::Unit);
        let fields = read_fields(
            fields,
            wraps_error,
            &type_name.to_string(),
            &mut unread,
            errors,
        );
        // A template, and whether it shows the delay in words: a plain
        // `{retry_after}` when no field has that name.
        let read_template = |lit: &StrLit, errors: &mut Errors| -> Option<(Text, bool)> {
            let text = Text::parse(lit)
                .map_err(|error| errors.spanned(lit, error.reason()))
                .ok()?;
            let shows_delay = text
                .template
                .fields()
                .any(|(placeholder, spec)| is_delay_among(&fields, placeholder, spec));
            Some((text, shows_delay))
        };
        let (description, delay_in_words) = match options.description.as_ref() {
            Some(lit) => match read_template(lit, errors) {
                Some((text, delay_in_words)) => (Some(text), delay_in_words),
                None => (None, false),
            },
            None => (None, false),
        };
        let when = CategoryKind::ALL
            .into_iter()
            .filter_map(|kind| {
                let lit = options.when[kind.index()].as_ref()?;
                let (text, delay_in_words) = read_template(lit, errors)?;
                Some(When {
                    kind,
                    text,
                    delay_in_words,
                })
            })
            .collect();
        let (display_template, positional_arguments) = read_error_text(display.as_ref(), &fields);
        if let Some(Err(TemplateError::Invalid(_))) = &display_template {
            // thiserror hands the text to `format_args!`, which rejects it.
            errors.reported_by_rustc();
        }
        let name = ident.to_string().trim_start_matches("r#").to_owned();
        let code = match &options.code {
            Some(lit) => lit.value.clone(),
            None => default_code(&|| type_name.to_string(), &name),
        };
        Variant {
            ident,
            name,
            shape: Shape::Enum,
            code,
            category,
            options,
            description,
            delay_in_words,
            when,
            display,
            display_template,
            positional_arguments,
            error_text_substituted: None,
            error_text_of_the_enum: false,
            spelled_names,
            unread,
            fields,
            unit,
        }
        .with_error_text_substituted()
    }

    /// The variant, with its `#[error]` text's format arguments put in
    /// their places when each is a field or a literal.
    fn with_error_text_substituted(mut self) -> Self {
        let substituted = match (&self.display_template, self.error_arguments()) {
            (Some(Ok(text)), Some(_)) if !self.positional_arguments => {
                text.template
                    .substituted(|placeholder| {
                        let name = placeholder.name();
                        let field = match self.error_argument(&name) {
                            Some(Argument::Literal(text)) => {
                                return Some(Substitute::Literal(text.to_owned()));
                            }
                            Some(Argument::Field(field)) => field,
                            // A member is read by its name (`written_member`);
                            // a constant or static is refused where it is shown.
                            Some(Argument::Member(..)) => return Some(Substitute::Unchanged),
                            Some(Argument::Path(_) | Argument::NoSuchField) => return None,
                            // thiserror binds every field by its name.
                            None => self.field(&name)?,
                        };
                        Some(Substitute::Field(match &field.member {
                            Member::Named(_) => FieldRef::Named(field.name.clone()),
                            Member::Unnamed(index) => FieldRef::Index(index.index as usize),
                        }))
                    })
                    .map(|template| Text {
                        lit: text.lit.clone(),
                        template,
                    })
            }
            _ => None,
        };
        self.error_text_substituted = substituted;
        self
    }

    /// The text the derive writes the description from: the variant's own
    /// description, else its `#[error]` text as the derive writes it;
    /// `None` when it reads the type's `Display` instead.
    pub fn written_text(&self) -> Option<&Text> {
        match &self.description {
            Some(text) => Some(text),
            None => self.error_text_written(),
        }
    }

    /// The member of a field (`.0.data`) that `placeholder` of the
    /// `#[error]` text the derive writes shows, if it shows one: the field
    /// and the members after it.
    pub fn written_member(&self, placeholder: &str) -> Option<(&Field<'a>, &[String])> {
        if self.description.is_some() {
            return None;
        }
        match self.error_argument(placeholder)? {
            Argument::Member(field, members) => Some((field, members)),
            _ => None,
        }
    }

    /// The `#[error]` text the derive writes for the agent, when it can:
    /// as written, or with its format arguments in place.
    pub fn error_text_written(&self) -> Option<&Text> {
        match (&self.display_template, self.error_arguments()) {
            (Some(Ok(text)), None) => Some(text),
            (Some(Ok(_)), Some(_)) => self.error_text_substituted.as_ref(),
            _ => None,
        }
    }

    /// An attribute of this variant or its fields failed to read, and that
    /// is already reported: what it would have said is unknown.
    pub fn is_malformed(&self) -> bool {
        self.options.malformed
            || self.fields.iter().any(|field| field.options.malformed)
            || matches!(self.display, Some(DisplayForm::InvalidLiteral))
            || matches!(self.display_template, Some(Err(TemplateError::Invalid(_))))
    }

    /// The fields the agent can read: with a masked description (the
    /// category's fallback sentence, or an unexpected variant's), only the
    /// `detail` ones; else [`shown_fields`](Self::shown_fields).
    pub fn visible_fields(&self, masked: bool) -> Vec<&Field<'a>> {
        if masked {
            self.field_marked(|options| options.detail.is_some())
                .collect()
        } else {
            self.shown_fields()
        }
    }

    /// The fields whose values can reach the agent: those its description
    /// (or, without one, its `#[error]` text) shows, every field when the
    /// derive can't read that text, and its `detail` fields.
    pub fn shown_fields(&self) -> Vec<&Field<'a>> {
        if self.options.transparent.is_some() {
            return Vec::new();
        }
        let readable = self.description.as_ref().or(self
            .display_template
            .as_ref()
            .and_then(|text| text.as_ref().ok()));
        let arguments = match self.description {
            Some(_) => None,
            None => self.error_arguments(),
        };
        let mut shown: Vec<&Field<'a>> = match readable {
            Some(text) => text
                .template
                .referenced()
                .filter_map(|placeholder| {
                    let name = placeholder.name();
                    match arguments.map(|_| self.error_argument(&name)) {
                        Some(Some(Argument::Field(field))) => Some(field),
                        // Checked on the member's own type (`shown_members`).
                        Some(Some(Argument::Member(..))) => None,
                        Some(Some(_)) => None,
                        Some(None) | None => self.field(&name),
                    }
                })
                .collect(),
            None if self.options.description.is_some() => Vec::new(),
            None => self.fields.iter().collect(),
        };
        // The descriptions of the categories it may turn out to be.
        shown.extend(self.when.iter().flat_map(|when| {
            when.text
                .template
                .referenced()
                .filter_map(|placeholder| self.field(&placeholder.name()))
        }));
        shown.extend(self.field_marked(|options| options.detail.is_some()));
        let mut seen: Vec<&str> = Vec::new();
        shown.retain(|field| {
            let new = !seen.contains(&field.name.as_str());
            seen.push(&field.name);
            new
        });
        shown
    }

    /// The members of fields (`.0.data`) its `#[error]` text shows, when
    /// that is the text the agent reads: each checked on the type of its
    /// value, which only the compiler knows.
    pub fn shown_members(&self) -> Vec<(&Field<'a>, &[String])> {
        if self.options.transparent.is_some() || self.description.is_some() {
            return Vec::new();
        }
        let Some(Ok(text)) = &self.display_template else {
            return Vec::new();
        };
        let mut shown: Vec<(&Field<'a>, &[String])> = Vec::new();
        for placeholder in text.template.referenced() {
            if let Some(Argument::Member(field, members)) = self.error_argument(&placeholder.name())
                && !shown
                    .iter()
                    .any(|(seen, path)| seen.member == field.member && *path == members)
            {
                shown.push((field, members));
            }
        }
        shown
    }

    /// The named arguments of the `#[error]` text, when it has any.
    pub fn error_arguments(&self) -> Option<&[NamedArgument]> {
        match &self.display {
            Some(DisplayForm::TextWithArguments(_, arguments)) => Some(arguments),
            _ => None,
        }
    }

    /// What the named argument `name` of the `#[error]` text shows, if
    /// the text has one by that name.
    pub fn error_argument(&self, name: &str) -> Option<Argument<'_, 'a>> {
        let value = self
            .error_arguments()?
            .iter()
            .find(|argument| argument.name == name)
            .map(|argument| &argument.value)?;
        Some(match value {
            ArgumentValue::Literal(text) => Argument::Literal(text),
            ArgumentValue::Field(field) => match self.field(field) {
                Some(field) => Argument::Field(field),
                None => Argument::NoSuchField,
            },
            ArgumentValue::Member(field, members) => match self.field(field) {
                Some(field) => Argument::Member(field, members),
                None => Argument::NoSuchField,
            },
            // thiserror binds each field to its name (`_0` for a position).
            ArgumentValue::Path(path) => {
                let field = path
                    .strip_prefix('_')
                    .filter(|index| index.bytes().all(|b| b.is_ascii_digit()))
                    .and_then(|index| self.field(index))
                    .filter(|field| matches!(field.member, Member::Unnamed(_)))
                    .or_else(|| {
                        self.field(path.trim_start_matches("r#"))
                            .filter(|field| matches!(field.member, Member::Named(_)))
                    });
                match field {
                    Some(field) => Argument::Field(field),
                    None => Argument::Path(path),
                }
            }
        })
    }

    pub fn field(&self, name: &str) -> Option<&Field<'a>> {
        self.fields.iter().find(|field| field.name == name)
    }

    pub fn field_marked(
        &self,
        marker: impl Fn(&ToolErrorAttrs) -> bool,
    ) -> impl Iterator<Item = &Field<'a>> {
        self.fields
            .iter()
            .filter(move |field| marker(&field.options))
    }
}

/// The fields of a variant (or struct), their attributes read; misspelled
/// attributes join `unread`. `wraps_error`: thiserror's `transparent`, whose
/// one field is the error being wrapped; `own_name`: the deriving type's.
fn read_fields<'a>(
    fields: &'a Fields,
    wraps_error: bool,
    own_name: &str,
    unread: &mut Vec<(&'a Attribute, &'static str)>,
    errors: &mut Errors,
) -> Vec<Field<'a>> {
    fields
        .iter()
        .enumerate()
        .map(|(index, field)| {
            let attrs = attr::sort(&field.attrs);
            unread.extend(attrs.unread.iter().copied());
            for misplaced in &attrs.category {
                errors.spanned(
                    misplaced,
                    "#[category] goes on a variant (or on the enum, as a default), not on a field",
                );
            }
            let (member, name) = match &field.ident {
                Some(ident) => (Member::Named(ident.clone()), ident.to_string()),
                None => (Member::Unnamed(index.into()), index.to_string()),
            };
            let name = name.trim_start_matches("r#").to_owned();
            // thiserror reads a field named `source` as the source, but
            // not `r#source`.
            let named_source = field.ident.as_ref().is_some_and(|ident| ident == "source");
            let ty = read_type(&field.ty, own_name);
            let holds_error = wraps_error || attrs.source_marker || named_source || ty.holds_error;
            Field {
                member,
                name,
                ty: &field.ty,
                type_text: ty.text,
                spelled_names: ty.spelled_names,
                options: attr::parse_tool_error(&attrs.tool_error, Place::Field, errors),
                holds_error,
            }
        })
        .collect()
}

/// thiserror's `#[error("…")]` text as a template, when it is a lone
/// literal, and whether it takes a format argument by its position where
/// the derive can't put its name (see `Variant::positional_arguments`).
fn read_error_text(
    display: Option<&DisplayForm>,
    fields: &[Field<'_>],
) -> (Option<Result<Text, TemplateError>>, bool) {
    let mut positional_arguments = false;
    let display_template = match display {
        Some(DisplayForm::Text(lit)) => Some(Text::parse_error_text(lit)),
        Some(DisplayForm::TextWithArguments(lit, arguments)) => {
            // Arguments taken by position are read by their names, the
            // text rewritten to take them so; the text as written stays
            // for messages and the catalog.
            let names: Vec<&str> = arguments
                .iter()
                .map(|argument| argument.name.as_str())
                .collect();
            let is_field = |index: usize| {
                matches!(
                    fields.get(index),
                    Some(Field {
                        member: Member::Unnamed(_),
                        ..
                    })
                )
            };
            let rewritten = attr::by_name(&lit.value, &names, is_field);
            let text = Template::parse_error_text(&rewritten).map(|template| Text {
                lit: lit.clone(),
                template,
            });
            // What still takes an argument by its place (`{:.*}`, a width
            // `1$`, or `{N}` past the arguments and fields; thiserror
            // rewrites only a field's position), the derive doesn't read.
            positional_arguments = match &text {
                Ok(text) => text.template.referenced().any(|placeholder| {
                    matches!(placeholder, FieldRef::Index(index)
                        if !matches!(fields.get(*index), Some(Field { member: Member::Unnamed(_), .. })))
                }),
                Err(TemplateError::Unsupported(_)) => true,
                Err(TemplateError::Invalid(reason)) => reason.contains("names no field"),
            };
            // A text rustc rejects is its error; one the derive can't
            // read is the derive's (`positional_arguments`).
            text.ok().map(Ok)
        }
        _ => None,
    };
    (display_template, positional_arguments)
}

/// The one `#[category]` among `attrs`; a second one is reported,
/// pointing at both.
fn single_category<'a>(attrs: &attr::Sorted<'a>, errors: &mut Errors) -> Declared<'a> {
    let Some((first, duplicates)) = attrs.category.split_first() else {
        return Declared::Absent;
    };
    let parsed = match attr::parse_category(first, errors) {
        Some(category) => Declared::Present(category),
        None => Declared::Reported,
    };
    for duplicate in duplicates {
        errors.spanned(
            quote::quote!(#first #duplicate),
            "duplicate #[category]: a failure has exactly one category; keep one of these attributes",
        );
    }
    parsed
}

/// What the derive reads of a field's type, its names read once.
struct TypeReading {
    /// The type as text (see `Field::type_text`): a plain path written
    /// from its names (`std :: io :: Error`), without printing tokens.
    text: String,
    /// See [`read_type`].
    holds_error: bool,
    /// See `Field::spelled_names`.
    spelled_names: Vec<String>,
}

/// `ty`'s text, its names spelled like the derive's, and whether a field
/// of it holds an error, whose `Display` and `Debug` carry internals
/// (URLs, paths, queries, tokens), judging by its name: `io::Error`,
/// `anyhow::Error`, `Box<dyn Error>`, `eyre::Report`, `tonic::Status`, any
/// type named `…Error` or `…Errors`, the deriving type itself
/// (`Box<Self>`), anywhere in the type (`Option<reqwest::Error>`,
/// `Arc<dyn std::error::Error + Send>`). The error verdict only picks the
/// derive's own message: a name can hide an error (`use std::io::Error as
/// Io;`), and the generated code checks at compile time that every field
/// shown to the agent has a type that vouches for its text
/// (`AgentVisible`), and that no such type is an error.
fn read_type(ty: &Type, own_name: &str) -> TypeReading {
    fn holds_error(name: &str, after_tonic: bool, own_name: &str) -> bool {
        name.ends_with("Error")
            || name.ends_with("Errors")
            || matches!(name, "Report" | "ErrReport" | "Backtrace" | "Self")
            || name == own_name
            || (after_tonic && name == "Status")
    }
    // A plain path's names are at hand without printing the type, each
    // read once for all three.
    if let Some(path) = plain_path(ty) {
        let mut reading = TypeReading {
            text: String::new(),
            holds_error: false,
            spelled_names: Vec::new(),
        };
        let mut after_tonic = false;
        for segment in &path.segments {
            let name = segment.ident.to_string();
            if !reading.holds_error {
                reading.holds_error = holds_error(&name, after_tonic, own_name);
                after_tonic = name == "tonic";
            }
            if !reading.text.is_empty() {
                reading.text.push_str(" :: ");
            }
            reading.text.push_str(&name);
            crate::bindings::push_spelled(name, &mut reading.spelled_names);
        }
        return reading;
    }
    fn scan(tokens: proc_macro2::TokenStream, after_tonic: bool, own_name: &str) -> bool {
        let mut after_tonic = after_tonic;
        for token in tokens {
            match token {
                proc_macro2::TokenTree::Ident(ident) => {
                    let name = ident.to_string();
                    if holds_error(&name, after_tonic, own_name) {
                        return true;
                    }
                    after_tonic = name == "tonic";
                }
                proc_macro2::TokenTree::Group(group) => {
                    if scan(group.stream(), false, own_name) {
                        return true;
                    }
                }
                proc_macro2::TokenTree::Punct(_) | proc_macro2::TokenTree::Literal(_) => {}
            }
        }
        false
    }
    let tokens = quote::ToTokens::to_token_stream(ty);
    let mut spelled_names = Vec::new();
    crate::bindings::spelled_names(tokens.clone(), &mut spelled_names);
    TypeReading {
        text: tokens.to_string(),
        holds_error: scan(tokens, false, own_name),
        spelled_names,
    }
}

/// A path type without a qualified self, a leading `::` or generic
/// arguments (`u16`, `std::io::Error`): most field types.
pub fn plain_path(ty: &Type) -> Option<&syn::Path> {
    match ty {
        Type::Path(path)
            if path.qself.is_none()
                && path.path.leading_colon.is_none()
                && path
                    .path
                    .segments
                    .iter()
                    .all(|segment| segment.arguments.is_none()) =>
        {
            Some(&path.path)
        }
        _ => None,
    }
}

/// What a named argument of an `#[error]` text shows.
pub enum Argument<'v, 'a> {
    /// A literal, as it renders: nothing of the variant's.
    Literal(&'v str),
    /// A field.
    Field(&'v Field<'a>),
    /// A member of a field (`.ctx.cause`): the field, and the names of the
    /// members after it. Its type is checked on the member's value.
    Member(&'v Field<'a>, &'v [String]),
    /// A path that names no field: a constant or static.
    Path(&'v str),
    /// `.missing`: thiserror's error.
    NoSuchField,
}
