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

impl Template {
    pub fn parse(text: &str) -> Result<Template, String> {
        let mut pieces = Vec::new();
        let mut literal = String::new();
        let mut chars = text.chars().peekable();
        while let Some(ch) = chars.next() {
            match ch {
                '{' if chars.peek() == Some(&'{') => {
                    chars.next();
                    literal.push('{');
                }
                '}' if chars.peek() == Some(&'}') => {
                    chars.next();
                    literal.push('}');
                }
                '}' => {
                    return Err(
                        "unmatched `}` in the description: write `}}` for a literal brace".into(),
                    );
                }
                '{' => {
                    let mut inside = String::new();
                    loop {
                        match chars.next() {
                            Some('}') => break,
                            Some('{') | None => {
                                return Err("unclosed `{` in the description: close the placeholder with `}`, or write `{{` for a literal brace".into());
                            }
                            Some(c) => inside.push(c),
                        }
                    }
                    if !literal.is_empty() {
                        pieces.push(Piece::Literal(std::mem::take(&mut literal)));
                    }
                    pieces.push(parse_placeholder(&inside)?);
                }
                _ => literal.push(ch),
            }
        }
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

fn parse_placeholder(inside: &str) -> Result<Piece, String> {
    let (name, spec) = match inside.split_once(':') {
        Some((name, spec)) => (name.trim(), spec.to_owned()),
        None => (inside.trim(), String::new()),
    };
    let field = if name.is_empty() {
        return Err(format!(
            "`{{{inside}}}` names no field: write the field's name, such as `{{amount}}`, or its position, such as `{{0}}`"
        ));
    } else if let Ok(index) = name.parse::<usize>() {
        FieldRef::Index(index)
    } else if name.chars().all(|c| c == '_' || c.is_alphanumeric())
        && !name.starts_with(|c: char| c.is_ascii_digit())
    {
        FieldRef::Named(name.trim_start_matches("r#").to_owned())
    } else {
        return Err(format!(
            "`{{{inside}}}` is not a field: placeholders name a field, such as `{{amount}}` or `{{0}}`, optionally with a format spec, such as `{{amount:.2}}`"
        ));
    };
    if spec.contains('$') || spec.contains('*') {
        return Err(format!(
            "`{{{inside}}}` takes its width or precision from another argument, which a description can't: write a fixed one, such as `{{{name}:.2}}`"
        ));
    }
    Ok(Piece::Placeholder { field, spec })
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
    fn rejects_malformed_placeholders() {
        for (text, reason) in [
            ("a } b", "unmatched `}`"),
            ("a { b", "unclosed `{`"),
            ("{}", "names no field"),
            ("{a.b}", "is not a field"),
            ("{total:.prec$}", "from another argument"),
            ("{total:.*}", "from another argument"),
        ] {
            let error = Template::parse(text).expect_err(text);
            assert!(error.contains(reason), "{text}: {error}");
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
