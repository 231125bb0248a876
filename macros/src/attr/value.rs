//! Option values: string literals, and options given at most once.

use syn::LitStr;
use syn::meta::ParseNestedMeta;

/// An option given at most once: the one place that reports a second.
pub struct Once<'s, T> {
    name: &'static str,
    slot: &'s mut Option<T>,
}

impl<'s, T> Once<'s, T> {
    pub fn of(name: &'static str, slot: &'s mut Option<T>) -> Self {
        Once { name, slot }
    }

    /// An error if the option was given already.
    pub fn check(&self, meta: &ParseNestedMeta<'_>) -> syn::Result<()> {
        match self.slot {
            Some(_) => Err(meta.error(format!("`{}` is given twice: remove one", self.name))),
            None => Ok(()),
        }
    }

    pub fn set(self, meta: &ParseNestedMeta<'_>, value: T) -> syn::Result<()> {
        self.check(meta)?;
        *self.slot = Some(value);
        Ok(())
    }
}

/// A string literal of an attribute: its value, and the token as written
/// (where errors point).
#[derive(Clone)]
pub struct StrLit {
    pub value: String,
    pub token: proc_macro2::Literal,
}

impl StrLit {
    pub fn from_syn(lit: &LitStr) -> Self {
        StrLit {
            value: lit.value(),
            token: lit.token(),
        }
    }

    pub fn span(&self) -> proc_macro2::Span {
        self.token.span()
    }

    /// The value parsed as Rust syntax, its tokens spanned at the literal.
    pub fn parse<T: syn::parse::Parse>(&self) -> syn::Result<T> {
        LitStr::new(&self.value, self.span()).parse()
    }
}

impl quote::ToTokens for StrLit {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        self.token.to_tokens(tokens);
    }
}

/// The string literal after `key =`, also when a `macro_rules!` fragment
/// (`$d:literal`, `$d:expr`) wraps it in an invisible group; anything else
/// is an error saying to write one. `None`: a string literal rustc rejects
/// itself (such as an unknown escape), which says nothing more.
pub fn string_value(
    meta: &syn::meta::ParseNestedMeta<'_>,
    key: &str,
) -> syn::Result<Option<StrLit>> {
    let input = meta.value()?;
    // The common case, a string literal alone, without the expression
    // parser.
    if input.peek(LitStr) && (input.peek2(syn::Token![,]) || is_last(input)) {
        let text: LitStr = input.parse()?;
        return match suffix_error(&text) {
            Some(error) => Err(error),
            None => Ok(Some(StrLit::from_syn(&text))),
        };
    }
    let mut value: syn::Expr = input.parse()?;
    while let syn::Expr::Group(group) = value {
        value = *group.expr;
    }
    match value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(text),
            ..
        }) => match suffix_error(&text) {
            Some(error) => Err(error),
            None => Ok(Some(StrLit::from_syn(&text))),
        },
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Verbatim(literal),
            ..
        }) if is_string_literal(&literal) => Ok(None),
        syn::Expr::Macro(_) => Err(syn::Error::new_spanned(
            value,
            format!(
                "macros such as concat! aren't expanded inside attributes: write `{key}` as one string literal (end a line with `\\` to continue it)"
            ),
        )),
        other => Err(syn::Error::new_spanned(
            other,
            format!("`{key}` takes a string: write {key} = \"...\""),
        )),
    }
}

/// Whether `input` holds one token tree.
fn is_last(input: syn::parse::ParseStream<'_>) -> bool {
    input
        .cursor()
        .token_tree()
        .is_some_and(|(_, rest)| rest.eof())
}

/// The error for a string literal with a suffix (`"30s"ms`), which the
/// derive would otherwise read without it.
pub fn suffix_error(text: &LitStr) -> Option<syn::Error> {
    (!text.suffix().is_empty()).then(|| {
        syn::Error::new(
            text.span(),
            format!(
                "a string literal takes no suffix: remove `{}`",
                text.suffix()
            ),
        )
    })
}

/// A literal token that starts like a string: one rustc lexed, so an
/// invalid one (such as `"\q"`) is already an error of rustc's.
pub fn is_string_literal(literal: &proc_macro2::Literal) -> bool {
    let text = literal.to_string();
    text.starts_with('"') || text.starts_with("r\"") || text.starts_with("r#")
}
