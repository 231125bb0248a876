//! Description templates: `"Booking id {got} is malformed"`, `{0}`, with
//! `{{` and `}}` for literal braces, as in `format!`.

#[derive(Debug, PartialEq, Eq)]
pub enum Piece {
    Literal(String),
    Placeholder { field: FieldRef, spec: String },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldRef {
    Named(String),
    Index(usize),
}

impl std::fmt::Display for FieldRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FieldRef::Named(name) => f.write_str(name),
            FieldRef::Index(index) => write!(f, "{index}"),
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct Template {
    pub pieces: Vec<Piece>,
}

/// Why a text is not a description template.
#[derive(Debug, PartialEq, Eq)]
pub enum TemplateError {
    /// Not a valid format string either: rustc rejects it wherever it is
    /// formatted (thiserror's `#[error]` included).
    Invalid(String),
    /// A valid format string that a description can't be (a width taken
    /// from another argument).
    Unsupported(String),
}

impl TemplateError {
    pub fn reason(&self) -> &str {
        match self {
            TemplateError::Invalid(reason) | TemplateError::Unsupported(reason) => reason,
        }
    }
}

impl Template {
    pub fn parse(text: &str) -> Result<Template, TemplateError> {
        let mut pieces = Vec::new();
        let mut literal = String::new();
        // Byte by byte, copying the text between braces whole: the derive
        // parses every description and `#[error]` text, unoptimized in
        // debug builds. Braces are ASCII, so every cut is a char boundary.
        let bytes = text.as_bytes();
        let mut copied = 0;
        let mut at = 0;
        while at < bytes.len() {
            let brace = bytes[at];
            if brace != b'{' && brace != b'}' {
                at += 1;
                continue;
            }
            literal.push_str(&text[copied..at]);
            if bytes.get(at + 1) == Some(&brace) {
                literal.push(brace as char);
                at += 2;
                copied = at;
                continue;
            }
            if brace == b'}' {
                return Err(TemplateError::Invalid(
                    "unmatched `}` in the description: write `}}` for a literal brace".into(),
                ));
            }
            let inside = &text[at + 1..];
            let close = match inside.bytes().position(|b| b == b'{' || b == b'}') {
                Some(close) if inside.as_bytes()[close] == b'}' => close,
                _ => {
                    return Err(TemplateError::Invalid("unclosed `{` in the description: close the placeholder with `}`, or write `{{` for a literal brace".into()));
                }
            };
            if !literal.is_empty() {
                pieces.push(Piece::Literal(std::mem::take(&mut literal)));
            }
            pieces.push(parse_placeholder(&inside[..close])?);
            at += close + 2;
            copied = at;
        }
        literal.push_str(&text[copied..]);
        if !literal.is_empty() {
            pieces.push(Piece::Literal(literal));
        }
        Ok(Template { pieces })
    }

    pub fn fields(&self) -> impl Iterator<Item = (&FieldRef, &str)> {
        self.pieces.iter().filter_map(|piece| match piece {
            Piece::Placeholder { field, spec } => Some((field, spec.as_str())),
            Piece::Literal(_) => None,
        })
    }

    pub fn has_placeholders(&self) -> bool {
        self.fields().next().is_some()
    }

    /// The text with the braces of `{{` and `}}` unescaped, for a template
    /// without placeholders.
    pub fn literal_text(&self) -> String {
        self.pieces
            .iter()
            .map(|piece| match piece {
                Piece::Literal(text) => text.as_str(),
                Piece::Placeholder { .. } => "",
            })
            .collect()
    }
}

fn parse_placeholder(inside: &str) -> Result<Piece, TemplateError> {
    let (name, spec) = match inside.split_once(':') {
        Some((name, spec)) => (name, spec.to_owned()),
        None => (inside, String::new()),
    };
    let field = if name.trim().is_empty() {
        return Err(TemplateError::Invalid(format!(
            "`{{{inside}}}` names no field: write the field's name, such as `{{amount}}`, or its position, such as `{{0}}`"
        )));
    } else if name != name.trim() {
        return Err(TemplateError::Invalid(format!(
            "`{{{inside}}}` has spaces around its name: write `{{{}}}`",
            name.trim()
        )));
    } else if let Ok(index) = name.parse::<usize>() {
        FieldRef::Index(index)
    } else if name.chars().all(|c| c == '_' || c.is_alphanumeric())
        && !name.starts_with(|c: char| c.is_ascii_digit())
    {
        FieldRef::Named(name.trim_start_matches("r#").to_owned())
    } else {
        return Err(TemplateError::Invalid(format!(
            "`{{{inside}}}` is not a field: placeholders name a field, such as `{{amount}}` or `{{0}}`, optionally with a format spec, such as `{{amount:.2}}`"
        )));
    };
    if takes_argument(&spec) {
        return Err(TemplateError::Unsupported(format!(
            "`{{{inside}}}` takes its width or precision from another argument, which a description can't: write a fixed one, such as `{{{name}:.2}}`"
        )));
    }
    Ok(Piece::Placeholder { field, spec })
}

/// Whether a format spec takes its width or precision from an argument
/// (`$`, `.*`); a fill character before an alignment, such as the `$` of
/// `{amount:$>10}`, is only a character.
fn takes_argument(spec: &str) -> bool {
    let mut chars = spec.chars();
    let rest = match (chars.next(), chars.clone().next()) {
        (Some(_), Some('<' | '^' | '>')) => {
            chars.next();
            chars.as_str()
        }
        _ => spec,
    };
    rest.contains('$') || rest.contains('*')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_fields_specs_and_escapes() {
        let template = Template::parse("id {got} at {0:>4}, {{literal}}").unwrap();
        assert_eq!(
            template.pieces,
            vec![
                Piece::Literal("id ".into()),
                Piece::Placeholder {
                    field: FieldRef::Named("got".into()),
                    spec: String::new()
                },
                Piece::Literal(" at ".into()),
                Piece::Placeholder {
                    field: FieldRef::Index(0),
                    spec: ">4".into()
                },
                Piece::Literal(", {literal}".into()),
            ]
        );
    }

    #[test]
    fn adjacent_placeholders_and_wide_characters() {
        let template = Template::parse("é{a}{b}ü{{ñ}}}}").unwrap();
        let field = |name: &str| Piece::Placeholder {
            field: FieldRef::Named(name.into()),
            spec: String::new(),
        };
        assert_eq!(
            template.pieces,
            vec![
                Piece::Literal("é".into()),
                field("a"),
                field("b"),
                Piece::Literal("ü{ñ}}".into()),
            ]
        );
        assert!(Template::parse("{a{b}").is_err());
        assert!(Template::parse("ü{").is_err());
    }

    #[test]
    fn rejects_malformed_placeholders() {
        for (text, reason) in [
            ("a } b", "unmatched `}`"),
            ("a { b", "unclosed `{`"),
            ("{}", "names no field"),
            ("{a.b}", "is not a field"),
            ("{total:.prec$}", "from another argument"),
            ("{total:.*}", "from another argument"),
            ("{total:>width$}", "from another argument"),
            ("{ total }", "spaces around its name"),
        ] {
            let error = Template::parse(text).expect_err(text);
            assert!(error.reason().contains(reason), "{text}: {error:?}");
        }
    }

    #[test]
    fn a_fill_character_is_only_a_character() {
        for text in ["{amount:$>10}", "{code:*<8}", "{x:$^4.2}"] {
            assert!(Template::parse(text).is_ok(), "{text}");
        }
    }

    #[test]
    fn literal_text_unescapes_braces() {
        assert_eq!(
            Template::parse("use {{x}}").unwrap().literal_text(),
            "use {x}"
        );
    }
}
