//! Reads the derive input into syn's `DeriveInput` straight from its
//! tokens, for the shapes error types have: attributes of one path, an
//! enum or a struct without generics, fields whose types are plain paths
//! (`u16`, `std::io::Error`). Anything else (generics, a discriminant, a
//! type with generic arguments, a macro's invisible group) goes to syn's
//! parser, whole or for that one type, so the result is what syn reads,
//! spans included. One difference, on input rustc accepted: names that are
//! keywords only in later editions (`async`, `dyn`, `try` in an edition
//! 2015 crate) are read as the names they are there, where syn refuses
//! them.
//!
//! Why a second reading beside syn's: the derive runs unoptimized in debug
//! builds, where syn's general parser costs about 155 K instructions per
//! variant (every type and attribute tried against each of Rust's forms,
//! each keyword compared as text); this reading costs half of that, and
//! saves about 80 M instructions, a tenth of what the derive adds, on the
//! 1,000 classified variants of `scripts/compile_bench.py`'s workload d
//! (BENCHMARKS.md, "One parser per attribute").

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::{
    AttrStyle, Attribute, Data, DataEnum, DataStruct, DeriveInput, Expr, ExprLit, Field,
    FieldModifiers, Fields, FieldsNamed, FieldsUnnamed, Generics, Lit, MacroDelimiter, Meta,
    MetaList, MetaNameValue, Path, PathSegment, Token, Type, TypePath, Variant, Visibility, token,
};

/// The derive input, as syn reads it.
pub fn parse(tokens: TokenStream) -> syn::Result<DeriveInput> {
    match read(tokens.clone()) {
        Some(input) => Ok(input),
        None => syn::parse2(tokens),
    }
}

/// The input read straight from its tokens, or `None` for a shape left to
/// syn.
pub fn read(tokens: TokenStream) -> Option<DeriveInput> {
    let mut tokens = Tokens::new(tokens);
    let attrs = attributes(&mut tokens)?;
    let vis = visibility(&mut tokens)?;
    let keyword = tokens.ident()?;
    let ident = tokens.ident()?;
    let data = match keyword.to_string().as_str() {
        "enum" => {
            let body = tokens.group(Delimiter::Brace)?;
            Data::Enum(DataEnum {
                enum_token: Token![enum](keyword.span()),
                brace_token: token::Brace(body.delim_span()),
                variants: variants(body.stream())?,
            })
        }
        "struct" => {
            let (struct_fields, semi_token) = match tokens.next()? {
                TokenTree::Group(body) if body.delimiter() == Delimiter::Brace => {
                    (fields(&body)?, None)
                }
                TokenTree::Group(body) if body.delimiter() == Delimiter::Parenthesis => {
                    (fields(&body)?, Some(tokens.punct(';')?))
                }
                TokenTree::Punct(semi) if semi.as_char() == ';' => (Fields::Unit, Some(semi)),
                _ => return None,
            };
            Data::Struct(DataStruct {
                struct_token: Token![struct](keyword.span()),
                fields: struct_fields,
                semi_token: semi_token.map(|semi| Token![;](semi.span())),
            })
        }
        // A union, or generics and where-clauses after the name: syn's.
        _ => return None,
    };
    tokens.is_empty().then_some(DeriveInput {
        attrs,
        vis,
        ident,
        generics: Generics::default(),
        data,
    })
}

/// Token trees read front to back.
struct Tokens {
    trees: std::vec::IntoIter<TokenTree>,
}

impl Tokens {
    fn new(stream: TokenStream) -> Self {
        Tokens::from_trees(stream.into_iter().collect())
    }

    fn from_trees(trees: Vec<TokenTree>) -> Self {
        Tokens {
            trees: trees.into_iter(),
        }
    }

    fn peek(&self) -> Option<&TokenTree> {
        self.trees.as_slice().first()
    }

    fn next(&mut self) -> Option<TokenTree> {
        self.trees.next()
    }

    fn is_empty(&self) -> bool {
        self.trees.as_slice().is_empty()
    }

    fn is_punct(&self, ch: char) -> bool {
        matches!(self.peek(), Some(TokenTree::Punct(punct)) if punct.as_char() == ch)
    }

    fn ident(&mut self) -> Option<Ident> {
        match self.next()? {
            TokenTree::Ident(ident) => Some(ident),
            _ => None,
        }
    }

    fn punct(&mut self, ch: char) -> Option<Punct> {
        match self.next()? {
            TokenTree::Punct(punct) if punct.as_char() == ch => Some(punct),
            _ => None,
        }
    }

    fn group(&mut self, delimiter: Delimiter) -> Option<Group> {
        match self.next()? {
            TokenTree::Group(group) if group.delimiter() == delimiter => Some(group),
            _ => None,
        }
    }

    /// `::`, the two punctuation marks of a path separator.
    fn path_separator(&mut self) -> Option<Token![::]> {
        let slice = self.trees.as_slice();
        match (slice.first(), slice.get(1)) {
            (Some(TokenTree::Punct(first)), Some(TokenTree::Punct(second)))
                if first.as_char() == ':'
                    && first.spacing() == Spacing::Joint
                    && second.as_char() == ':' =>
            {
                let spans = [first.span(), second.span()];
                self.trees.nth(1);
                Some(Token![::](spans))
            }
            _ => None,
        }
    }
}

/// Outer attributes whose content is a path, alone, with a delimited list
/// or with `= literal` (doc comments).
fn attributes(tokens: &mut Tokens) -> Option<Vec<Attribute>> {
    let mut attrs = Vec::new();
    while tokens.is_punct('#') {
        let pound = tokens.punct('#')?;
        let group = tokens.group(Delimiter::Bracket)?;
        let mut content = Tokens::new(group.stream());
        let path = path(&mut content)?;
        let meta = match content.next() {
            None => Meta::Path(path),
            Some(TokenTree::Group(list)) if content.is_empty() => Meta::List(MetaList {
                path,
                delimiter: match list.delimiter() {
                    Delimiter::Parenthesis => {
                        MacroDelimiter::Paren(token::Paren(list.delim_span()))
                    }
                    Delimiter::Brace => MacroDelimiter::Brace(token::Brace(list.delim_span())),
                    Delimiter::Bracket => {
                        MacroDelimiter::Bracket(token::Bracket(list.delim_span()))
                    }
                    Delimiter::None => return None,
                },
                tokens: list.stream(),
            }),
            Some(TokenTree::Punct(eq)) if eq.as_char() == '=' && eq.spacing() == Spacing::Alone => {
                match (content.next(), content.is_empty()) {
                    (Some(TokenTree::Literal(literal)), true) => Meta::NameValue(MetaNameValue {
                        path,
                        eq_token: Token![=](eq.span()),
                        value: Expr::Lit(ExprLit {
                            attrs: Vec::new(),
                            lit: Lit::new(literal),
                        }),
                    }),
                    _ => return None,
                }
            }
            _ => return None,
        };
        attrs.push(Attribute {
            pound_token: Token![#](pound.span()),
            style: AttrStyle::Outer,
            bracket_token: token::Bracket(group.delim_span()),
            meta,
        });
    }
    Some(attrs)
}

/// `a::b::c`, without generic arguments or a leading `::`.
fn path(tokens: &mut Tokens) -> Option<Path> {
    let mut segments = Punctuated::new();
    segments.push_value(PathSegment::from(tokens.ident()?));
    while let Some(separator) = tokens.path_separator() {
        segments.push_punct(separator);
        segments.push_value(PathSegment::from(tokens.ident()?));
    }
    Some(Path {
        leading_colon: None,
        segments,
    })
}

/// `pub`, or nothing; `pub(crate)` and the like are read by syn.
fn visibility(tokens: &mut Tokens) -> Option<Visibility> {
    let Some(TokenTree::Ident(ident)) = tokens.peek() else {
        return Some(Visibility::Inherited);
    };
    if *ident != "pub" {
        return Some(Visibility::Inherited);
    }
    let keyword = tokens.ident()?;
    match tokens.peek() {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Parenthesis => {
            let restriction = tokens.next()?;
            syn::parse2(TokenStream::from_iter([
                TokenTree::Ident(keyword),
                restriction,
            ]))
            .ok()
        }
        _ => Some(Visibility::Public(Token![pub](keyword.span()))),
    }
}

/// The trees of `stream` cut at each comma outside angle brackets, each
/// with the comma that ends it.
fn comma_separated(stream: TokenStream) -> Option<Vec<(Vec<TokenTree>, Option<Punct>)>> {
    let mut items = Vec::new();
    let mut item = Vec::new();
    let mut depth: usize = 0;
    // `->` of a function type isn't a closing angle bracket.
    let mut after_minus = false;
    for tree in stream {
        if let TokenTree::Punct(punct) = &tree {
            match punct.as_char() {
                ',' if depth == 0 => {
                    items.push((std::mem::take(&mut item), Some(punct.clone())));
                    continue;
                }
                '<' => depth += 1,
                '>' if !after_minus => depth = depth.checked_sub(1)?,
                _ => {}
            }
            after_minus = punct.as_char() == '-' && punct.spacing() == Spacing::Joint;
        } else {
            after_minus = false;
        }
        item.push(tree);
    }
    if !item.is_empty() {
        items.push((item, None));
    }
    (depth == 0).then_some(items)
}

fn variants(stream: TokenStream) -> Option<Punctuated<Variant, Token![,]>> {
    let mut variants = Punctuated::new();
    for (trees, comma) in comma_separated(stream)? {
        let mut tokens = Tokens::from_trees(trees);
        let attrs = attributes(&mut tokens)?;
        let ident = tokens.ident()?;
        let fields = match tokens.next() {
            None => Fields::Unit,
            Some(TokenTree::Group(body))
                if matches!(body.delimiter(), Delimiter::Brace | Delimiter::Parenthesis) =>
            {
                fields(&body)?
            }
            // A discriminant, or a visibility syn reads and rustc rejects.
            Some(_) => return None,
        };
        if !tokens.is_empty() {
            return None;
        }
        variants.push_value(Variant {
            attrs,
            ident,
            fields,
            discriminant: None,
        });
        if let Some(comma) = comma {
            variants.push_punct(Token![,](comma.span()));
        }
    }
    Some(variants)
}

/// The fields of a braced (`{ name: Type }`) or parenthesized (`(Type)`)
/// group.
fn fields(body: &Group) -> Option<Fields> {
    let named = body.delimiter() == Delimiter::Brace;
    let mut fields = Punctuated::new();
    for (trees, comma) in comma_separated(body.stream())? {
        let mut tokens = Tokens::from_trees(trees);
        let attrs = attributes(&mut tokens)?;
        let vis = visibility(&mut tokens)?;
        let (ident, colon_token) = match named {
            true => {
                let ident = tokens.ident()?;
                (Some(ident), Some(Token![:](tokens.punct(':')?.span())))
            }
            false => (None, None),
        };
        fields.push_value(Field {
            attrs,
            vis,
            modifiers: FieldModifiers::default(),
            ident,
            colon_token,
            ty: field_type(tokens)?,
            default: None,
        });
        if let Some(comma) = comma {
            fields.push_punct(Token![,](comma.span()));
        }
    }
    Some(match named {
        true => Fields::Named(FieldsNamed {
            brace_token: token::Brace(body.delim_span()),
            named: fields,
        }),
        false => Fields::Unnamed(FieldsUnnamed {
            paren_token: token::Paren(body.delim_span()),
            unnamed: fields,
        }),
    })
}

/// A field's type: a plain path read here, any other type by syn. A
/// default value (`= …`) leaves the whole input to syn.
fn field_type(tokens: Tokens) -> Option<Type> {
    let trees: Vec<TokenTree> = tokens.trees.collect();
    if trees.is_empty()
        || trees
            .iter()
            .any(|tree| matches!(tree, TokenTree::Punct(punct) if punct.as_char() == '='))
    {
        return None;
    }
    let plain = trees.iter().enumerate().all(|(index, tree)| match tree {
        // Keywords that begin other types (`dyn Error`, `impl Trait`,
        // `fn()`) or are one (`_`) are read by syn.
        TokenTree::Ident(ident) => {
            index % 3 == 0
                && !matches!(
                    ident.to_string().as_str(),
                    "_" | "dyn" | "impl" | "fn" | "unsafe" | "extern" | "for"
                )
        }
        TokenTree::Punct(punct) => index % 3 != 0 && punct.as_char() == ':',
        _ => false,
    });
    if plain && trees.len() % 3 == 1 {
        let mut tokens = Tokens::from_trees(trees);
        let path = path(&mut tokens)?;
        // `a : : b`, two colons apart, is no path.
        if !tokens.is_empty() {
            return None;
        }
        return Some(Type::Path(TypePath {
            attrs: Vec::new(),
            qself: None,
            path,
        }));
    }
    syn::parse2(TokenStream::from_iter(trees)).ok()
}

#[cfg(test)]
mod tests {
    use quote::{ToTokens, quote};

    use super::{parse, read};
    use crate::snapshots::{derive_input_tokens, rust_files};

    /// What syn reads, as tokens, and whether the derive writes the same
    /// for it: the direct reading is only ever a faster way to the same
    /// input.
    fn assert_read_as_syn_reads(tokens: proc_macro2::TokenStream) -> bool {
        let by_syn: syn::DeriveInput = syn::parse2(tokens.clone()).expect("syn reads the input");
        let Some(direct) = read(tokens) else {
            return false;
        };
        assert_eq!(
            direct.to_token_stream().to_string(),
            by_syn.to_token_stream().to_string()
        );
        assert_eq!(
            crate::expand::derive(&direct).to_string(),
            crate::expand::derive(&by_syn).to_string(),
        );
        true
    }

    #[test]
    fn every_input_of_the_test_suites_reads_as_syn_reads_it() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut read_directly = 0;
        let mut left_to_syn = 0;
        for folder in ["../tests/ui", "tests/expansion"] {
            for path in rust_files(&root.join(folder)) {
                let source = std::fs::read_to_string(&path).unwrap();
                for tokens in derive_input_tokens(&source) {
                    if assert_read_as_syn_reads(tokens) {
                        read_directly += 1;
                    } else {
                        left_to_syn += 1;
                    }
                }
            }
        }
        assert!(
            read_directly > 150 && left_to_syn > 10,
            "{read_directly} read directly, {left_to_syn} left to syn"
        );
    }

    #[test]
    fn what_syn_refuses_is_refused_or_read_as_rustc_reads_it() {
        // Two colons apart are no path: syn's error stands.
        let split_path = quote!(struct S { a: x : : y });
        assert!(read(split_path.clone()).is_none());
        assert!(parse(split_path).is_err());
        // A name that is a keyword only in later editions, as an edition
        // 2015 crate may write it: read as the name it is there.
        let old_edition = quote!(struct S { async: u8 });
        assert!(syn::parse2::<syn::DeriveInput>(old_edition.clone()).is_err());
        let input = parse(old_edition).expect("read directly");
        assert_eq!(
            input.to_token_stream().to_string(),
            "struct S { async : u8 }"
        );
    }

    #[test]
    fn every_shape_reads_as_syn_reads_it_or_is_left_to_syn() {
        let direct = [
            quote! {
                /// Docs.
                #[derive(Debug)]
                pub enum E {
                    #[error("busy {0}")]
                    #[category(transient, retry_after = "30s")]
                    A(#[tool_error(classify)] ::std::io::ErrorKind, pub u8),
                    B { #[source] source: std::io::Error, pub(crate) at: u32, },
                    C,
                    r#D { r#type: r#u8 },
                }
            },
            quote!(
                pub struct S;
            ),
            quote!(
                struct S(pub(in crate::x) u8, Box<dyn Fn(u8, u16) -> u8 + Send>);
            ),
            quote!(
                struct S {
                    a: Vec<Option<(u8, u16)>>,
                    b: &'static [u8; 4],
                    c: fn(u8) -> u8,
                    d: <T as X<A, B>>::Out,
                    e: _,
                }
            ),
            quote!(
                enum E {
                    #[tool_error { description = "x" }]
                    #[a::b[c]]
                    A,
                }
            ),
        ];
        for tokens in direct {
            assert!(assert_read_as_syn_reads(tokens.clone()), "{tokens}");
        }
        let to_syn = [
            quote!(
                enum E<T> {
                    A(T),
                }
            ),
            quote!(
                enum E
                where
                    u8: Copy,
                {
                    A,
                }
            ),
            quote!(
                enum E {
                    A = 1,
                    B,
                }
            ),
            quote!(
                enum E {
                    A = f::<u8, u16>(),
                }
            ),
            quote!(
                struct S { a: u8 = 3 }
            ),
            quote!(union U { a: u8 }),
            quote!(
                #[doc = concat!("a")]
                struct S;
            ),
            quote!(
                #[::path]
                struct S;
            ),
        ];
        for tokens in to_syn {
            assert!(!assert_read_as_syn_reads(tokens.clone()), "{tokens}");
            assert_eq!(
                parse(tokens.clone())
                    .map(|input| input.to_token_stream().to_string())
                    .ok(),
                syn::parse2::<syn::DeriveInput>(tokens)
                    .map(|input| input.to_token_stream().to_string())
                    .ok(),
            );
        }
    }
}
