//! What the derive decided for each variant: where each generated method
//! finds its answer. Decisions only, no tokens: `emit` and `tables` turn a
//! list of plans into code, one function per generated method.

use crate::ast::{Field, Input, Spaces, Text, Variant};
use crate::attr::CategoryKind;
use crate::limits::MAX_PIECES_FIELDS;
use crate::template::{Piece, Template, format_trait_name};

/// One variant's decisions.
pub struct Plan<'v, 'a> {
    pub variant: &'v Variant<'a>,
    pub answers: Answers<'v, 'a>,
}

pub enum Answers<'v, 'a> {
    /// `#[tool_error(transparent)]`: the wrapped error answers every
    /// method.
    Delegated(&'v Field<'a>),
    /// The variant answers for itself.
    Own(Own<'v, 'a>),
}

pub struct Own<'v, 'a> {
    /// The declared category; with a classifier, the one that stands when
    /// the field classifies nothing.
    pub category: CategoryKind,
    /// A `classify` field: it tells the category, delay and outcome at run
    /// time, and the description gives way to the fallback sentence of
    /// another category than the declared one.
    pub classifier: Option<&'v Field<'a>>,
    pub description: Description<'v, 'a>,
    /// `when_<category>`: the description of a category the classifier may
    /// turn the variant into, and whether it shows the delay in words.
    pub when: Vec<(CategoryKind, Description<'v, 'a>, &'v Text)>,
    /// The text the catalog lists: the description or `#[error]` text as
    /// written.
    pub catalog_text: Option<&'v str>,
    pub delay: Delay<'v, 'a>,
    /// `#[category(transient, outcome_unknown)]`.
    pub outcome_unknown: bool,
    /// `#[tool_error(unexpected)]`.
    pub unexpected: bool,
    /// The `detail` fields, in declaration order.
    pub details: Vec<&'v Field<'a>>,
    /// The fields the agent can read, checked at compile time to hold no
    /// error unless they are marked public.
    pub checked: Vec<&'v Field<'a>>,
    /// The members of fields not `public` (`.0.data`) its `#[error]` text
    /// shows: each checked like a field, on the type of its value.
    pub checked_members: Vec<(&'v Field<'a>, &'v [String])>,
}

/// Where a variant's description comes from.
pub enum Description<'v, 'a> {
    /// A text without placeholders, written as it reads: served from the
    /// const table of texts.
    Table,
    /// A text without placeholders whose `{{` / `}}` escapes make it read
    /// otherwise than written: this text, in an arm of its own.
    Literal(String),
    /// The category's fallback sentence, which shows no data.
    Masked,
    /// Plain `{field}` placeholders, at most [`MAX_PIECES_FIELDS`]: the
    /// literal pieces, and the fields between them in placeholder order.
    Pieces {
        pieces: Vec<&'v str>,
        fields: Vec<&'v Field<'a>>,
    },
    /// Plain placeholders of which a field has its own `max_chars`, or
    /// the classification's sentence shows: the literal pieces, and each
    /// value between them with its own bound.
    Shown {
        pieces: Vec<&'v str>,
        values: Vec<Shown<'v, 'a>>,
    },
    /// A template with format specs or more fields: `format_args!`, each
    /// field once, with whether every placeholder of it shows `Display`;
    /// `delay`: it shows the delay in words (`{retry_after}`); `sentence`:
    /// it shows the classification's sentence (`{classification}`).
    Formatted {
        fields: Vec<(&'v Field<'a>, bool)>,
        delay: bool,
        sentence: Option<Spaces>,
    },
    /// The `Display` text (thiserror's `#[error]`, or an impl by hand).
    Display,
}

/// What a plain placeholder of [`Description::Shown`] writes.
#[derive(Clone, Copy)]
pub enum Shown<'v, 'a> {
    /// A field, cut at its `max_chars` (or the default).
    Field(&'v Field<'a>),
    /// The classification's sentence, with the space that goes with it.
    Sentence(Spaces),
}

#[derive(Clone, Copy)]
pub enum Delay<'v, 'a> {
    None,
    /// `retry_after = "30s"`, in milliseconds: from the const table.
    Fixed(u64),
    /// A `#[tool_error(retry_after)]` field.
    Field(&'v Field<'a>),
}

/// What validation passed and a plan can't hold: a bug of the derive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unplanned {
    /// A `transparent` variant without a field.
    NoWrappedField,
    /// A variant without a category, its own or the enum's.
    NoCategory,
    /// A placeholder that names no field.
    UnknownField,
    /// Two literal pieces of a template in a row.
    AdjacentLiterals,
}

impl Unplanned {
    pub fn describe(self) -> &'static str {
        match self {
            Unplanned::NoWrappedField => "a transparent variant has no field",
            Unplanned::NoCategory => "a variant has no category",
            Unplanned::UnknownField => "a placeholder names no field",
            Unplanned::AdjacentLiterals => "a template has two literal pieces in a row",
        }
    }
}

/// Every variant's plan, in declaration order; `masked[i]`: variant `i`'s
/// description is its category's fallback sentence (see `valid::Lacks`).
/// `Err` when validation passed what the plan can't hold (a bug of the
/// derive).
pub fn plan<'v, 'a>(input: &'v Input<'a>, masked: &[bool]) -> Result<Vec<Plan<'v, 'a>>, Unplanned> {
    input
        .variants
        .iter()
        .zip(masked)
        .map(|(variant, &masked)| {
            let answers = match variant.options.transparent {
                Some(_) => {
                    Answers::Delegated(variant.fields.first().ok_or(Unplanned::NoWrappedField)?)
                }
                None => Answers::Own(own(input, variant, masked)?),
            };
            Ok(Plan { variant, answers })
        })
        .collect()
}

fn own<'v, 'a>(
    input: &'v Input<'a>,
    variant: &'v Variant<'a>,
    masked: bool,
) -> Result<Own<'v, 'a>, Unplanned> {
    // Validation reports every variant without a category.
    let category = input.category_of(variant).ok_or(Unplanned::NoCategory)?;
    let (description, catalog_text) = match masked {
        true => (Description::Masked, None),
        false => description(variant)?,
    };
    let delay = match (
        category.retry_after.as_ref().and_then(|delay| delay.millis),
        variant
            .field_marked(|options| options.retry_after.is_some())
            .next(),
    ) {
        (Some(millis), _) => Delay::Fixed(millis),
        (None, Some(field)) => Delay::Field(field),
        (None, None) => Delay::None,
    };
    let when = variant
        .when
        .iter()
        .map(|when| {
            let description = template_description(variant, &when.text.template)?;
            Ok((when.kind, description, &when.text))
        })
        .collect::<Result<Vec<_>, Unplanned>>()?;
    let mut checked: Vec<&Field<'a>> = variant.visible_fields(masked);
    checked.retain(|field| field.options.public.is_none());
    let mut checked_members = match masked {
        true => Vec::new(),
        false => variant.shown_members(),
    };
    checked_members.retain(|(field, _)| field.options.public.is_none());
    Ok(Own {
        category: category.kind,
        classifier: variant.classifier(),
        description,
        when,
        catalog_text,
        delay,
        outcome_unknown: category.outcome_unknown.is_some()
            && category.kind == CategoryKind::Transient,
        unexpected: variant.options.unexpected.is_some(),
        details: variant
            .field_marked(|options| options.detail.is_some())
            .collect(),
        checked,
        checked_members,
    })
}

/// Where an unmasked variant's description comes from: its own template,
/// else its `#[error]` text, written by the derive (the agent reads the
/// text that was checked, whatever the type's `Display` shows), else its
/// `Display` when the derive can't write that text; and the text the
/// catalog lists.
fn description<'v, 'a>(
    variant: &'v Variant<'a>,
) -> Result<(Description<'v, 'a>, Option<&'v str>), Unplanned> {
    let display_template = variant
        .display_template
        .as_ref()
        .and_then(|text| text.as_ref().ok());
    Ok(match variant.written_text() {
        Some(Text { lit, template }) if !template.has_placeholders() => {
            let text = template.literal_text();
            let description = match text == lit.value {
                true => Description::Table,
                false => Description::Literal(text),
            };
            (description, Some(lit.value.as_str()))
        }
        Some(Text { lit, template }) => {
            let written = pieces(variant, template).and_then(|pieces| match pieces {
                Some(pieces) => Ok(pieces),
                None => formatted(variant, template),
            });
            let description = match written {
                Ok(description) => description,
                // An `#[error]` text naming no field is rustc's error (a
                // position past the fields): its `Display` is no worse.
                Err(Unplanned::UnknownField) if variant.description.is_none() => {
                    Description::Display
                }
                Err(unplanned) => return Err(unplanned),
            };
            (description, Some(lit.value.as_str()))
        }
        _ => (
            Description::Display,
            display_template.map(|text| text.lit.value.as_str()),
        ),
    })
}

/// A template's description in an arm of its own: its text when it has
/// no placeholders, else its pieces or `format_args!`.
fn template_description<'v, 'a>(
    variant: &'v Variant<'a>,
    template: &'v Template,
) -> Result<Description<'v, 'a>, Unplanned> {
    if !template.has_placeholders() {
        return Ok(Description::Literal(template.literal_text()));
    }
    Ok(match pieces(variant, template)? {
        Some(pieces) => pieces,
        None => formatted(variant, template)?,
    })
}

/// A template through `format_args!`.
fn formatted<'v, 'a>(
    variant: &'v Variant<'a>,
    template: &'v Template,
) -> Result<Description<'v, 'a>, Unplanned> {
    let sentence = template
        .pieces
        .iter()
        .enumerate()
        .find_map(|(at, piece)| match piece {
            Piece::Placeholder { field, spec, .. } if variant.is_sentence(field, spec) => {
                Some(Spaces::around(&template.pieces, at))
            }
            _ => None,
        });
    Ok(Description::Formatted {
        fields: formatted_fields(variant, template)?,
        delay: template
            .fields()
            .any(|(placeholder, spec)| variant.is_delay(placeholder, spec)),
        sentence,
    })
}

/// The template as literal pieces with values between them, when every
/// placeholder is a plain `{field}` (or `{classification}`): fields all at
/// the default bound, at most [`MAX_PIECES_FIELDS`], are
/// [`Description::Pieces`], else [`Description::Shown`]; `Err` for a
/// placeholder naming no field (which validation reports).
fn pieces<'v, 'a>(
    variant: &'v Variant<'a>,
    template: &'v Template,
) -> Result<Option<Description<'v, 'a>>, Unplanned> {
    let mut pieces: Vec<&'v str> = vec![""];
    let mut values = Vec::new();
    // The sentence before took the space this literal starts with.
    let mut space_taken = false;
    for (at, piece) in template.pieces.iter().enumerate() {
        match piece {
            Piece::Literal(text) => {
                // Two literals in a row never happen: the parser joins them.
                let last = pieces.last_mut().ok_or(Unplanned::AdjacentLiterals)?;
                if !last.is_empty() {
                    return Err(Unplanned::AdjacentLiterals);
                }
                let text = text.as_str();
                *last = match space_taken {
                    true => text.strip_prefix(' ').unwrap_or(text),
                    false => text,
                };
                space_taken = false;
            }
            Piece::Placeholder { field, spec, .. } => {
                if variant.is_sentence(field, spec) {
                    let spaces = Spaces::around(&template.pieces, at);
                    if spaces.before {
                        let last = pieces.last_mut().ok_or(Unplanned::AdjacentLiterals)?;
                        *last = last.strip_suffix(' ').unwrap_or(last);
                    }
                    space_taken = spaces.after;
                    values.push(Shown::Sentence(spaces));
                    pieces.push("");
                    continue;
                }
                // The delay in words, and a member of a field (`.0.data`),
                // are written by `format_args!`.
                if variant.is_delay(field, spec)
                    || !spec.is_empty()
                    || variant.written_member(&field.to_string()).is_some()
                {
                    return Ok(None);
                }
                values.push(Shown::Field(
                    variant
                        .field(&field.to_string())
                        .ok_or(Unplanned::UnknownField)?,
                ));
                pieces.push("");
            }
        }
    }
    let fields: Option<Vec<&'v Field<'a>>> = values
        .iter()
        .map(|value| match value {
            Shown::Field(field) if field.options.max_chars.is_none() => Some(*field),
            Shown::Field(_) | Shown::Sentence(_) => None,
        })
        .collect();
    Ok(Some(match fields {
        Some(fields) if fields.len() > MAX_PIECES_FIELDS => return Ok(None),
        Some(fields) => Description::Pieces { pieces, fields },
        None => Description::Shown { pieces, values },
    }))
}

/// The fields a template shows, each once in order of first use, with
/// whether every placeholder of it shows `Display`.
fn formatted_fields<'v, 'a>(
    variant: &'v Variant<'a>,
    template: &Template,
) -> Result<Vec<(&'v Field<'a>, bool)>, Unplanned> {
    let mut used: Vec<(&Field<'a>, bool)> = Vec::new();
    let shown = template
        .fields()
        .map(|(field, spec)| (field, shows_display(spec)));
    // A width or precision is read as a number, never with `Display`.
    let counts = template.counts().map(|field| (field, false));
    for (field, displayed) in shown.chain(counts) {
        let Some(field) = variant.field(&field.to_string()) else {
            // The delay in words or the classification's sentence, which
            // no field gives (never a count).
            if displayed && (variant.is_delay(field, "") || variant.is_sentence(field, "")) {
                continue;
            }
            // A member of a field, bound with it by the writer.
            if variant.written_member(&field.to_string()).is_some() {
                continue;
            }
            return Err(Unplanned::UnknownField);
        };
        match used
            .iter_mut()
            .find(|(seen, _)| seen.member == field.member)
        {
            Some((_, only_display)) => *only_display &= displayed,
            None => used.push((field, displayed)),
        }
    }
    Ok(used)
}

/// Whether a placeholder with this format spec shows `Display`.
fn shows_display(spec: &str) -> bool {
    format_trait_name(spec) == "Display"
}

impl Own<'_, '_> {
    /// Whether `retry_after()` answers from the table (a classified
    /// variant's field first): no delay field tells the delay.
    pub fn delay_from_table(&self) -> bool {
        !matches!(self.delay, Delay::Field(_))
    }
}

impl<'v, 'a> Plan<'v, 'a> {
    pub fn own(&self) -> Option<&Own<'v, 'a>> {
        match &self.answers {
            Answers::Own(own) => Some(own),
            Answers::Delegated(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::errors::Errors;

    /// The plans of `input`, which must be valid, as one line per variant.
    fn plans(input: proc_macro2::TokenStream) -> Vec<String> {
        let input: syn::DeriveInput = syn::parse2(input).expect("test input parses");
        let mut errors = Errors::default();
        let parsed = Input::from_syn(&input, &mut errors).expect("an enum");
        let masked = crate::valid::validate(&parsed, &mut errors);
        assert!(errors.is_empty(), "the test input is valid");
        plan(&parsed, &masked)
            .expect("a plan")
            .iter()
            .map(|plan| {
                let name = &plan.variant.name;
                match &plan.answers {
                    Answers::Delegated(field) => format!("{name}: delegated to {}", field.name),
                    Answers::Own(own) => {
                        let names = |fields: &[&Field<'_>]| {
                            fields.iter().map(|f| f.name.as_str()).collect::<Vec<_>>().join(",")
                        };
                        let description = match &own.description {
                            Description::Pieces { pieces, fields } => {
                                format!("Pieces({pieces:?}, {})", names(fields))
                            }
                            Description::Formatted { fields, delay, sentence } => {
                                let shown: Vec<String> = fields
                                    .iter()
                                    .map(|(f, display)| format!("{}{}", f.name, if *display { "" } else { "?" }))
                                    .chain(delay.then(|| "+delay".to_owned()))
                                    .chain(sentence.map(|spaces| format!("+sentence{spaces:?}")))
                                    .collect();
                                format!("Formatted({})", shown.join(","))
                            }
                            Description::Shown { pieces, values } => {
                                let values: Vec<String> = values
                                    .iter()
                                    .map(|value| match value {
                                        Shown::Field(f) => match &f.options.max_chars {
                                            Some(max) => format!("{}<={}", f.name, max.value),
                                            None => f.name.clone(),
                                        },
                                        Shown::Sentence(spaces) => format!("sentence{spaces:?}"),
                                    })
                                    .collect();
                                format!("Shown({pieces:?}, {})", values.join(","))
                            }
                            Description::Table => "Table".to_owned(),
                            Description::Literal(text) => format!("Literal({text:?})"),
                            Description::Masked => "Masked".to_owned(),
                            Description::Display => "Display".to_owned(),
                        };
                        let delay = match own.delay {
                            Delay::None => "-".to_owned(),
                            Delay::Fixed(ms) => format!("{ms}ms"),
                            Delay::Field(field) => format!("field {}", field.name),
                        };
                        format!(
                            "{name}: {:?}{} {description} delay {delay}{}{} details [{}] checked [{}] catalog {:?}",
                            own.category,
                            own.classifier.map(|f| format!(" classified by {}", f.name)).unwrap_or_default(),
                            if own.outcome_unknown { " outcome-unknown" } else { "" },
                            if own.unexpected { " unexpected" } else { "" },
                            names(&own.details),
                            names(&own.checked),
                            own.catalog_text,
                        )
                    }
                }
            })
            .collect()
    }

    #[test]
    fn each_source_of_a_description() {
        let plans = plans(quote::quote! {
            enum Booking {
                #[error("timeout")]
                #[category(transient, retry_after = "30s", outcome_unknown)]
                #[tool_error(description = "Timed out. Retry in 30 seconds.")]
                Timeout,
                #[error("Use {{B-1}}. Fix the id.")]
                #[category(validation)]
                Braces,
                #[error("Id {0} is malformed. Fix it.")]
                #[category(validation, retryable)]
                BadId(String),
                #[error("Id {id} is malformed. Fix it.", id = .0)]
                #[category(validation)]
                Named(String),
                #[error("{} {kind} {} is past the end.", "Page", .0.data, kind = 'x')]
                #[category(validation)]
                PastEnd(Page),
                #[error("{} bytes are too many.", .0.len())]
                #[category(validation)]
                Computed(Vec<u8>),
                #[error("over")]
                #[category(business)]
                #[tool_error(description = "Refund {amount} exceeds {limit}. Escalate.")]
                OverLimit { #[tool_error(detail)] amount: u32, limit: u32 },
                #[error("rate")]
                #[category(business)]
                #[tool_error(description = "Rate {rate:.2} above {rate}. Use {cap:?}.")]
                Rate { rate: f64, cap: u8 },
                #[error("belongs to {owner}")]
                #[category(permission)]
                #[tool_eror(description = "Another customer's booking. Escalate.")]
                NotYours { owner: String },
            }
        });
        assert_eq!(
            plans,
            [
                "Timeout: Transient Table delay 30000ms outcome-unknown details [] checked [] catalog Some(\"Timed out. Retry in 30 seconds.\")",
                "Braces: Validation Literal(\"Use {B-1}. Fix the id.\") delay - details [] checked [] catalog Some(\"Use {{B-1}}. Fix the id.\")",
                "BadId: Validation Pieces([\"Id \", \" is malformed. Fix it.\"], 0) delay - details [] checked [0] catalog Some(\"Id {0} is malformed. Fix it.\")",
                "Named: Validation Pieces([\"Id \", \" is malformed. Fix it.\"], 0) delay - details [] checked [0] catalog Some(\"Id {id} is malformed. Fix it.\")",
                "PastEnd: Validation Formatted() delay - details [] checked [] catalog Some(\"{} {kind} {} is past the end.\")",
                "Computed: Validation Display delay - details [] checked [0] catalog None",
                "OverLimit: Business Pieces([\"Refund \", \" exceeds \", \". Escalate.\"], amount,limit) delay - details [amount] checked [amount,limit] catalog Some(\"Refund {amount} exceeds {limit}. Escalate.\")",
                "Rate: Business Formatted(rate,cap?) delay - details [] checked [rate,cap] catalog Some(\"Rate {rate:.2} above {rate}. Use {cap:?}.\")",
                "NotYours: Permission Masked delay - details [] checked [] catalog None",
            ]
        );
    }

    #[test]
    fn answers_decided_at_run_time() {
        let plans = plans(quote::quote! {
            enum Upstream {
                #[error(transparent)]
                #[tool_error(transparent)]
                Inner(Other),
                #[error("request")]
                #[category(transient)]
                #[tool_error(description = "The service failed. Retry after the delay.")]
                Request {
                    #[tool_error(classify)] error: Io,
                    #[tool_error(retry_after)] wait: std::time::Duration,
                },
                #[error("bug {0}")]
                #[category(transient)]
                #[tool_error(unexpected)]
                Bug(String),
            }
        });
        assert_eq!(
            plans,
            [
                "Inner: delegated to 0",
                "Request: Transient classified by error Table delay field wait details [] checked [] catalog Some(\"The service failed. Retry after the delay.\")",
                "Bug: Transient Masked delay - unexpected details [] checked [] catalog None",
            ]
        );
    }

    #[test]
    fn more_than_four_fields_are_formatted() {
        let plans = plans(quote::quote! {
            enum Seats {
                #[error("taken")]
                #[category(business)]
                #[tool_error(description = "Seats {a}, {b}, {c}, {d} and {e} are taken. Pick others.")]
                Taken { a: u8, b: u8, c: u8, d: u8, e: u8 },
                #[error("four")]
                #[category(business)]
                #[tool_error(description = "Seats {a}{a}, {b} and {c} are taken. Pick others.")]
                Four { a: u8, b: u8, c: u8 },
            }
        });
        assert!(plans[0].contains("Formatted(a,b,c,d,e)"), "{}", plans[0]);
        assert!(
            plans[1].contains("Pieces([\"Seats \", \"\", \", \", \" and \", \" are taken. Pick others.\"], a,a,b,c)"),
            "{}",
            plans[1]
        );
    }

    #[test]
    fn bounded_fields_and_the_sentence_take_their_own_path() {
        let plans = plans(quote::quote! {
            enum Echo {
                #[error("no item")]
                #[category(validation)]
                #[tool_error(description = "No item {sku} in {shelf}: check the sku, then call again.")]
                NoItem { #[tool_error(max_chars = 8)] sku: String, shelf: u8 },
                #[error("no item")]
                #[category(validation)]
                #[tool_error(description = "No item {sku} at {price:.2}: check the sku, then call again.")]
                Priced { #[tool_error(max_chars = 8)] sku: String, price: f64 },
                #[error("upstream")]
                #[category(transient)]
                #[tool_error(description = "The catalog failed. {classification} Retry in a minute.")]
                Upstream { #[tool_error(classify)] status: u16 },
                #[error("upstream")]
                #[category(transient)]
                #[tool_error(description = "{classification} The catalog failed; retry in {retry_after}.")]
                Delayed { #[tool_error(classify)] status: u16 },
                #[error("upstream")]
                #[category(transient)]
                #[tool_error(description = "The catalog failed for {classification}.")]
                Named { #[tool_error(classify)] status: u16, classification: u8 },
            }
        });
        assert!(
            plans[0].contains("Shown([\"No item \", \" in \", \": check the sku, then call again.\"], sku<=8,shelf)"),
            "{}",
            plans[0]
        );
        assert!(plans[1].contains("Formatted(sku,price)"), "{}", plans[1]);
        // The space before the sentence goes with it.
        assert!(
            plans[2].contains("Shown([\"The catalog failed.\", \" Retry in a minute.\"], sentenceSpaces { before: true, after: false })"),
            "{}",
            plans[2]
        );
        assert!(
            plans[3].contains("Formatted(+delay,+sentenceSpaces { before: false, after: true })"),
            "{}",
            plans[3]
        );
        // A field by that name is the field.
        assert!(
            plans[4].contains("Pieces([\"The catalog failed for \", \".\"], classification)"),
            "{}",
            plans[4]
        );
    }
}
