//! Description templates, read as rustc reads a format string:
//! `"Booking id {got} is malformed"`, `{0}`, `{amount:>8.2}`, `{{` and `}}`
//! for literal braces, any fill character (`{secs:}>4}`), identifiers by
//! the Unicode XID rules (`{संख्या}`), white space before the closing
//! brace, and widths or precisions taken from another field
//! (`{total:width$}`).

use unicode_ident::{is_xid_continue, is_xid_start};

#[derive(Debug, PartialEq, Eq)]
pub enum Piece {
    Literal(String),
    Placeholder {
        field: FieldRef,
        /// The format spec as written, after the colon (empty for none).
        spec: String,
        format: Format,
    },
}

/// What a placeholder's spec says beyond its text.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Format {
    /// The spec in parts: text, and the fields it takes a width or
    /// precision from (`width$`).
    parts: Vec<SpecPart>,
    /// A precision of 0: the text shown can be empty.
    pub precision_zero: bool,
    /// A precision taken from a field (`.digits$`), which may be 0.
    pub precision_counted: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum SpecPart {
    Text(String),
    Count(FieldRef),
}

impl Format {
    /// The fields the spec takes a width or precision from.
    pub fn counts(&self) -> impl Iterator<Item = &FieldRef> {
        self.parts.iter().filter_map(|part| match part {
            SpecPart::Count(field) => Some(field),
            SpecPart::Text(_) => None,
        })
    }

    /// The spec with each field it takes a width or precision from written
    /// as `rename` says.
    pub fn spec_with(&self, rename: impl Fn(&FieldRef) -> Option<String>) -> Option<String> {
        let mut spec = String::new();
        for part in &self.parts {
            match part {
                SpecPart::Text(text) => spec.push_str(text),
                SpecPart::Count(field) => spec.push_str(&rename(field)?),
            }
        }
        Some(spec)
    }
}

/// What a placeholder of [`Template::substituted`] writes.
pub enum Substitute {
    /// A field, by the name its template reads it by.
    Field(FieldRef),
    /// A literal, as it prints.
    Literal(String),
    /// The placeholder as it is: a value the writer reads by its name (a
    /// member of a field, `.0.data`).
    Unchanged,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldRef {
    Named(String),
    Index(usize),
}

impl FieldRef {
    /// The name, as a field's `name` reads: borrowed for a named field,
    /// written out for an index (the derive runs unoptimized, and most
    /// placeholders name a field).
    pub fn name(&self) -> std::borrow::Cow<'_, str> {
        match self {
            FieldRef::Named(name) => std::borrow::Cow::Borrowed(name),
            FieldRef::Index(index) => std::borrow::Cow::Owned(index.to_string()),
        }
    }
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
    /// from a positional argument, which a description has none of).
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
        Template::read(text, false)
    }

    /// An `#[error]` text, as thiserror rewrites it before rustc reads it:
    /// thiserror turns the digits of `{0a}` into a field's binding
    /// (`{__field0a}`), so rustc captures a constant or static by that
    /// name where it would reject the text as written. Here that is a
    /// placeholder named `0a`, which is no field.
    pub fn parse_error_text(text: &str) -> Result<Template, TemplateError> {
        Template::read(text, true)
    }

    fn read(text: &str, thiserror: bool) -> Result<Template, TemplateError> {
        let mut pieces = Vec::new();
        let mut literal = String::new();
        // Byte by byte between placeholders, copying the text between braces
        // whole: the derive parses every description and `#[error]` text,
        // unoptimized in debug builds. Braces are ASCII, so every cut is a
        // char boundary.
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
            if !literal.is_empty() {
                pieces.push(Piece::Literal(std::mem::take(&mut literal)));
            }
            let mut reader = Reader::new(&text[at + 1..]);
            reader.thiserror = thiserror;
            let (piece, length) = reader.placeholder()?;
            pieces.push(piece);
            at += 1 + length;
            copied = at;
        }
        literal.push_str(&text[copied..]);
        if !literal.is_empty() {
            pieces.push(Piece::Literal(literal));
        }
        Ok(Template { pieces })
    }

    /// Each placeholder's field and format spec.
    pub fn fields(&self) -> impl Iterator<Item = (&FieldRef, &str)> {
        self.pieces.iter().filter_map(|piece| match piece {
            Piece::Placeholder { field, spec, .. } => Some((field, spec.as_str())),
            Piece::Literal(_) => None,
        })
    }

    /// Every field the template reads: those it shows, and those a width or
    /// precision comes from.
    pub fn referenced(&self) -> impl Iterator<Item = &FieldRef> {
        self.pieces.iter().flat_map(|piece| match piece {
            Piece::Placeholder { field, format, .. } => Some(field)
                .into_iter()
                .chain(format.counts())
                .collect::<Vec<_>>(),
            Piece::Literal(_) => Vec::new(),
        })
    }

    /// The fields the template takes a width or precision from.
    pub fn counts(&self) -> impl Iterator<Item = &FieldRef> {
        self.pieces.iter().flat_map(|piece| match piece {
            Piece::Placeholder { format, .. } => format.counts().collect::<Vec<_>>(),
            Piece::Literal(_) => Vec::new(),
        })
    }

    /// The template with each placeholder's format argument in its place
    /// (`{id}` with `id = .booking` reads `{booking}`; `{kind}` with
    /// `kind = "bike"` reads `bike`), as `resolve` says; `None` when one
    /// can't be: a value no field holds, a literal with a format spec (a
    /// number's precision isn't its text's), a width or precision taken
    /// from an argument.
    pub fn substituted(
        &self,
        resolve: impl Fn(&FieldRef) -> Option<Substitute>,
    ) -> Option<Template> {
        fn push_literal(pieces: &mut Vec<Piece>, text: &str) {
            // Two literals in a row are one, as the parser writes them.
            match pieces.last_mut() {
                Some(Piece::Literal(last)) => last.push_str(text),
                _ => pieces.push(Piece::Literal(text.to_owned())),
            }
        }
        let mut pieces = Vec::new();
        for piece in &self.pieces {
            match piece {
                Piece::Literal(text) => push_literal(&mut pieces, text),
                Piece::Placeholder {
                    field,
                    spec,
                    format,
                } => {
                    if format.counts().next().is_some() {
                        return None;
                    }
                    match resolve(field)? {
                        Substitute::Field(field) => pieces.push(Piece::Placeholder {
                            field,
                            spec: spec.clone(),
                            format: format.clone(),
                        }),
                        Substitute::Literal(text) if spec.is_empty() => {
                            push_literal(&mut pieces, &text)
                        }
                        Substitute::Literal(_) => return None,
                        Substitute::Unchanged => pieces.push(Piece::Placeholder {
                            field: field.clone(),
                            spec: spec.clone(),
                            format: format.clone(),
                        }),
                    }
                }
            }
        }
        Some(Template { pieces })
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

/// Reads one placeholder, after its `{`, by the grammar of `std::fmt`:
/// `{[argument][:[[fill]align][sign]['#']['0'][width]['.' precision][type]][ws]}`.
struct Reader<'t> {
    text: &'t str,
    at: usize,
    /// Reading an `#[error]` text, as thiserror rewrites it.
    thiserror: bool,
}

impl<'t> Reader<'t> {
    fn new(text: &'t str) -> Self {
        Reader {
            text,
            at: 0,
            thiserror: false,
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn peek_second(&self) -> Option<char> {
        self.text[self.at..].chars().nth(1)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        Some(c)
    }

    fn eat(&mut self, wanted: char) -> bool {
        let found = self.peek() == Some(wanted);
        if found {
            self.at += wanted.len_utf8();
        }
        found
    }

    /// The placeholder as written, for messages: up to its first `}`.
    fn shown(&self) -> String {
        let end = self.text.find('}').map_or(self.text.len(), |end| end + 1);
        format!("{{{}", &self.text[..end])
    }

    /// An identifier by the Unicode XID rules, or digits.
    fn argument(&mut self) -> Option<String> {
        let start = self.at;
        match self.peek()? {
            c if c.is_ascii_digit() => {
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.bump();
                }
            }
            c if c == '_' || is_xid_start(c) => {
                self.bump();
                while self.peek().is_some_and(is_xid_continue) {
                    self.bump();
                }
            }
            _ => return None,
        }
        Some(self.text[start..self.at].to_owned())
    }

    /// The placeholder and the bytes it spans after its `{`.
    fn placeholder(mut self) -> Result<(Piece, usize), TemplateError> {
        let invalid = |reader: &Reader<'_>, what: &str| {
            TemplateError::Invalid(format!("`{}` {what}", reader.shown()))
        };
        if !self.text.contains('}') {
            return Err(TemplateError::Invalid(UNCLOSED.into()));
        }
        if self.peek().is_some_and(char::is_whitespace) {
            let name: String = self
                .text
                .trim_start()
                .chars()
                .take_while(|&c| c != '}' && c != ':')
                .collect();
            return Err(invalid(
                &self,
                &format!("has spaces around its name: write `{{{}}}`", name.trim()),
            ));
        }
        let mut argument = self.argument();
        if self.thiserror
            && let Some(digits) = &mut argument
            && digits.as_bytes()[0].is_ascii_digit()
        {
            while let Some(c) = self.peek().filter(|&c| is_xid_continue(c)) {
                digits.push(c);
                self.bump();
            }
        }
        let field = match argument {
            None if matches!(self.peek(), Some('}' | ':')) => {
                return Err(invalid(
                    &self,
                    "names no field: write the field's name, such as `{amount}`, or its position, such as `{0}`",
                ));
            }
            None => return Err(invalid(&self, NOT_A_FIELD)),
            Some(name) if name == "_" => return Err(invalid(&self, NOT_A_FIELD)),
            Some(name) if name == "r" && self.peek() == Some('#') => {
                return Err(invalid(
                    &self,
                    "is a raw identifier, which format strings don't take: write the field's name without `r#`",
                ));
            }
            Some(name) => match name.parse::<usize>() {
                Ok(index) => FieldRef::Index(index),
                Err(_) if name.as_bytes()[0].is_ascii_digit() && !self.thiserror => {
                    return Err(invalid(&self, NOT_A_FIELD));
                }
                Err(_) => FieldRef::Named(name),
            },
        };
        let mut format = Format::default();
        let spec_start = self.at;
        if self.eat(':') {
            self.spec(&mut format)?;
        }
        let spec = &self.text[spec_start..self.at];
        let spec = spec.strip_prefix(':').unwrap_or(spec).to_owned();
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
        if !self.eat('}') {
            if matches!(self.peek(), None | Some('{')) {
                return Err(TemplateError::Invalid(UNCLOSED.into()));
            }
            return Err(invalid(&self, NOT_A_FIELD));
        }
        Ok((
            Piece::Placeholder {
                field,
                spec,
                format,
            },
            self.at,
        ))
    }

    /// `[[fill]align][sign]['#']['0'][width]['.' precision][type]`.
    fn spec(&mut self, format: &mut Format) -> Result<(), TemplateError> {
        let mut text_start = self.at;
        let is_align = |c: Option<char>| matches!(c, Some('<' | '^' | '>'));
        if is_align(self.peek_second()) {
            self.bump();
            self.bump();
        } else if is_align(self.peek()) {
            self.bump();
        }
        if matches!(self.peek(), Some('+' | '-')) {
            self.bump();
        }
        self.eat('#');
        if self.peek() == Some('0') && self.peek_second() != Some('$') {
            self.bump();
        }
        self.count(format, &mut text_start)?;
        if self.eat('.') {
            if self.peek() == Some('*') {
                return Err(TemplateError::Unsupported(format!(
                    "`{}` takes its precision from the next argument, which a description has none of: write a fixed one, such as `.2`, or name a field, such as `.digits$`",
                    self.shown()
                )));
            }
            let before = self.at;
            let parts = format.parts.len();
            self.count(format, &mut text_start)?;
            format.precision_counted = format.parts.len() > parts;
            format.precision_zero =
                self.text[before..self.at].bytes().all(|b| b == b'0') && self.at > before;
        }
        match &self.text[self.at..] {
            rest if rest.starts_with("x?") || rest.starts_with("X?") => self.at += 2,
            rest if rest.starts_with('?') => self.at += 1,
            _ => {
                if let Some(kind) = self.argument()
                    && !matches!(kind.as_str(), "x" | "X" | "o" | "b" | "e" | "E" | "p")
                {
                    {
                        return Err(TemplateError::Invalid(format!(
                            "`{}` asks for the format trait `{kind}`, which `std::fmt` doesn't have: use `?`, `x`, `X`, `o`, `b`, `e` or `E`",
                            self.shown()
                        )));
                    }
                }
            }
        }
        format
            .parts
            .push(SpecPart::Text(self.text[text_start..self.at].to_owned()));
        Ok(())
    }

    /// A width or precision: digits, or a field's name or position and `$`
    /// (a field's is a part of its own in `format`).
    fn count(&mut self, format: &mut Format, text_start: &mut usize) -> Result<(), TemplateError> {
        let start = self.at;
        let Some(argument) = self.argument() else {
            return Ok(());
        };
        if !self.eat('$') {
            if argument.as_bytes()[0].is_ascii_digit() {
                return Ok(());
            }
            // The format trait, such as `x`: not a count.
            self.at = start;
            return Ok(());
        }
        if argument == "_" {
            return Err(TemplateError::Invalid(format!(
                "`{}` takes a width or precision from `_`, which is not a field: name a field, such as `.digits$`, or write a number",
                self.shown()
            )));
        }
        if argument.as_bytes()[0].is_ascii_digit() {
            return Err(TemplateError::Unsupported(format!(
                "`{}` takes a width or precision from positional argument {argument}, which a description has none of: write a fixed one, such as `.2`, or name a field, such as `.digits$`",
                self.shown()
            )));
        }
        format
            .parts
            .push(SpecPart::Text(self.text[*text_start..start].to_owned()));
        format
            .parts
            .push(SpecPart::Count(FieldRef::Named(argument)));
        format.parts.push(SpecPart::Text("$".to_owned()));
        *text_start = self.at;
        Ok(())
    }
}

/// The `core::fmt` trait a placeholder with this format spec uses.
pub fn format_trait_name(spec: &str) -> &'static str {
    match spec.chars().last() {
        Some('?') => "Debug",
        Some('x') => "LowerHex",
        Some('X') => "UpperHex",
        Some('o') => "Octal",
        Some('b') => "Binary",
        Some('e') => "LowerExp",
        Some('E') => "UpperExp",
        Some('p') => "Pointer",
        _ => "Display",
    }
}

const UNCLOSED: &str = "unclosed `{` in the description: close the placeholder with `}`, or write `{{` for a literal brace";

const NOT_A_FIELD: &str = "is not a field: placeholders name a field, such as `{amount}` or `{0}`, optionally with a format spec, such as `{amount:.2}`";

#[cfg(test)]
mod tests {
    use super::*;

    fn placeholder(field: FieldRef, spec: &str) -> Piece {
        let template = Template::parse(&format!("{{{field}:{spec}}}")).unwrap();
        template.pieces.into_iter().next().unwrap()
    }

    #[test]
    fn substitutes_fields_and_literals_or_gives_up() {
        let resolve = |field: &FieldRef| match field.to_string().as_str() {
            "id" => Some(Substitute::Field(FieldRef::Named("booking".into()))),
            "kind" => Some(Substitute::Literal("bike {B}".into())),
            "n" => Some(Substitute::Field(FieldRef::Index(0))),
            _ => None,
        };
        let template = Template::parse("{kind} {id:>4} of {kind}, {{x}}").unwrap();
        let substituted = template.substituted(resolve).unwrap();
        // Literals merge with their neighbours, as the parser writes them.
        assert_eq!(
            substituted.pieces,
            [
                Piece::Literal("bike {B} ".into()),
                placeholder(FieldRef::Named("booking".into()), ">4"),
                Piece::Literal(" of bike {B}, {x}".into()),
            ]
        );
        let literal_only = Template::parse("{kind}")
            .unwrap()
            .substituted(resolve)
            .unwrap();
        assert_eq!(literal_only.literal_text(), "bike {B}");
        // A literal with a spec, a width from an argument, an unknown name.
        for text in ["{kind:>9}", "{id:n$}", "{other}"] {
            let template = Template::parse(text).unwrap();
            assert!(template.substituted(resolve).is_none(), "{text}");
        }
    }

    #[test]
    fn parses_fields_specs_and_escapes() {
        let template = Template::parse("id {got} at {0:>4}, {{literal}}").unwrap();
        let fields: Vec<_> = template
            .fields()
            .map(|(f, s)| (f.to_string(), s.to_owned()))
            .collect();
        assert_eq!(
            fields,
            [
                ("got".to_owned(), String::new()),
                ("0".to_owned(), ">4".to_owned())
            ]
        );
        assert_eq!(template.pieces[0], Piece::Literal("id ".into()));
        assert_eq!(template.pieces[2], Piece::Literal(" at ".into()));
        assert_eq!(template.pieces[4], Piece::Literal(", {literal}".into()));
        assert_eq!(template.pieces[3], placeholder(FieldRef::Index(0), ">4"));
    }

    #[test]
    fn adjacent_placeholders_and_wide_characters() {
        let template = Template::parse("é{a}{b}ü{{ñ}}}}").unwrap();
        let fields: Vec<String> = template.fields().map(|(f, _)| f.to_string()).collect();
        assert_eq!(fields, ["a", "b"]);
        assert_eq!(template.pieces[0], Piece::Literal("é".into()));
        assert_eq!(template.pieces[3], Piece::Literal("ü{ñ}}".into()));
        assert!(Template::parse("{a{b}").is_err());
        assert!(Template::parse("ü{").is_err());
    }

    #[test]
    fn an_error_text_is_read_as_thiserror_rewrites_it() {
        assert!(Template::parse("{0a}").is_err());
        let template = Template::parse_error_text("{0a} {1:x} {2:10x}").unwrap();
        let fields: Vec<(String, String)> = template
            .fields()
            .map(|(f, s)| (f.to_string(), s.to_owned()))
            .collect();
        assert_eq!(
            fields,
            [
                ("0a".to_owned(), String::new()),
                ("1".to_owned(), "x".to_owned()),
                ("2".to_owned(), "10x".to_owned())
            ]
        );
    }

    /// What rustc accepts in a format string, the derive reads, with the
    /// same fields.
    #[test]
    fn reads_what_rustc_reads() {
        for (text, fields) in [
            ("{संख्या}", vec!["संख्या"]),
            ("{col·lecció}", vec!["col·lecció"]),
            ("{secs:}>4}", vec!["secs"]),
            ("{secs:{>4}", vec!["secs"]),
            ("{total }", vec!["total"]),
            ("{_a}", vec!["_a"]),
            ("{total:width$}", vec!["total", "width"]),
            ("{total:>+#010.prec$?}", vec!["total", "prec"]),
            ("{total:x?} {total:#X?} {n:e}", vec!["total", "total", "n"]),
            (
                "{amount:$>10} {code:*<8} {x:$^4.2}",
                vec!["amount", "code", "x"],
            ),
            ("{0:08.3}", vec!["0"]),
        ] {
            let template =
                Template::parse(text).unwrap_or_else(|error| panic!("{text}: {error:?}"));
            let read: Vec<String> = template.referenced().map(ToString::to_string).collect();
            assert_eq!(read, fields, "{text}");
        }
    }

    #[test]
    fn rejects_what_rustc_rejects() {
        for (text, reason) in [
            ("a } b", "unmatched `}`"),
            ("a { b", "unclosed `{`"),
            ("{}", "names no field"),
            ("{:?}", "names no field"),
            ("{a.b}", "is not a field"),
            ("{_}", "is not a field"),
            ("{r#type}", "raw identifier"),
            ("{ total }", "spaces around its name"),
            ("{total:q}", "format trait `q`"),
            ("{total:.*}", "next argument"),
            ("{total:1$}", "positional argument 1"),
            ("{total:.0$}", "positional argument 0"),
            ("{total:_$}", "from `_`"),
        ] {
            let error = Template::parse(text).expect_err(text);
            assert!(error.reason().contains(reason), "{text}: {error:?}");
        }
    }

    #[test]
    fn a_precision_of_zero_is_known() {
        let template = Template::parse("Failed{0:.0}{1:.2}{2:.00}").unwrap();
        let zero: Vec<bool> = template
            .pieces
            .iter()
            .filter_map(|piece| match piece {
                Piece::Placeholder { format, .. } => Some(format.precision_zero),
                Piece::Literal(_) => None,
            })
            .collect();
        assert_eq!(zero, [true, false, true]);
    }

    #[test]
    fn a_count_field_is_renamed_in_the_spec() {
        let template = Template::parse("{total:>width$.prec$}").unwrap();
        let Piece::Placeholder { spec, format, .. } = &template.pieces[0] else {
            panic!("a placeholder");
        };
        assert_eq!(spec, ">width$.prec$");
        let renamed = format.spec_with(|field| Some(format!("__field_{field}")));
        assert_eq!(renamed.as_deref(), Some(">__field_width$.__field_prec$"));
    }

    #[test]
    fn literal_text_unescapes_braces() {
        assert_eq!(
            Template::parse("use {{x}}").unwrap().literal_text(),
            "use {x}"
        );
    }
}
