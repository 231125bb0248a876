//! Code the derive writes as text and has the compiler lex in one call:
//! or-patterns of variants matched without bindings, and the const tables.
//! Made token by token, each of their many tokens would cross the
//! proc-macro bridge on its own. They need no span: no error can point
//! into them.

use proc_macro2::TokenStream;
use quote::quote;

use crate::ast::Variant;

/// The alias of the runtime's `__private_v1` module inside the generated
/// `const _` block: one token per path instead of four keeps the output, and
/// the compiler's work on it, small.
pub const PRIVATE: &str = "__toolerror";

/// `text`, which this crate wrote, as tokens: lexed by the compiler in one
/// call (`proc_macro2`'s own parse would first lex it again to check it).
pub fn lexed(text: &str) -> TokenStream {
    if proc_macro::is_available()
        && let Ok(tokens) = text.parse::<proc_macro::TokenStream>()
    {
        return tokens.into();
    }
    text.parse().unwrap_or_else(|_| {
        let message = format!("#[derive(ToolError)] wrote tokens it can't read back: {text}; please report this as a bug of toolerror");
        quote!(::core::compile_error!(#message))
    })
}

/// `Self::r#A { .. } | Self::r#B { .. }`: variants matched without
/// binding a field, as text.
#[derive(Default)]
pub struct Alternatives(String);

impl Alternatives {
    pub fn push(&mut self, variant: &Variant<'_>) {
        if !self.0.is_empty() {
            self.0.push_str(" | ");
        }
        self.0.push_str(&variant.path);
        self.0.push_str(" { .. }");
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// `patterns => value,` as tokens.
    pub fn arm(&self, value: &str) -> TokenStream {
        lexed(&format!("{} => {value},", self.0))
    }

    pub fn of<'v, 'a: 'v>(variants: impl IntoIterator<Item = &'v Variant<'a>>) -> Self {
        let mut alternatives = Alternatives::default();
        for variant in variants {
            alternatives.push(variant);
        }
        alternatives
    }
}

/// `b"…"`: `bytes` as a byte string literal, each as an escape, copied
/// from a text made at compile time: the derive runs unoptimized in debug
/// builds, where three pushes a byte cost 600 instructions.
pub fn push_bytes(out: &mut String, bytes: &[u8]) {
    /// `\x00\x01…\xff`, four characters a byte.
    const ESCAPES: &str = {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        const TEXT: [u8; 1024] = {
            let mut text = [0; 1024];
            let mut byte = 0;
            while byte < 256 {
                text[byte * 4] = b'\\';
                text[byte * 4 + 1] = b'x';
                text[byte * 4 + 2] = HEX[byte >> 4];
                text[byte * 4 + 3] = HEX[byte & 15];
                byte += 1;
            }
            text
        };
        match std::str::from_utf8(&TEXT) {
            Ok(text) => text,
            Err(_) => panic!("escapes are ASCII"),
        }
    };
    out.reserve(bytes.len() * 4 + 3);
    out.push_str("b\"");
    for &byte in bytes {
        let at = usize::from(byte) * 4;
        out.push_str(&ESCAPES[at..at + 4]);
    }
    out.push('"');
}

/// `text` as a string literal, as `{:?}` writes it. Text of printable
/// ASCII without quotes or backslashes, nearly every description and code,
/// is copied as it is: the derive runs unoptimized in debug builds, where
/// the formatter escapes a character at a time.
pub fn push_string_literal(out: &mut String, text: &str) {
    if text
        .bytes()
        .all(|byte| matches!(byte, b' '..=b'~') && byte != b'"' && byte != b'\\')
    {
        out.push('"');
        out.push_str(text);
        out.push('"');
    } else {
        use std::fmt::Write as _;
        let _ = write!(out, "{text:?}");
    }
}

/// `number` in decimal, without the formatter (see
/// [`push_string_literal`]).
pub fn push_number(out: &mut String, number: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = number;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &digit in &digits[at..] {
        out.push(char::from(digit));
    }
}

#[cfg(test)]
mod tests {
    use super::{push_bytes, push_number, push_string_literal};

    #[test]
    fn literals_numbers_and_bytes_are_written_as_rust_reads_them() {
        for text in [
            "",
            "Plain text, with punctuation: (a) [b] {c} ~!",
            "a \"quoted\" word",
            "back\\slash",
            "tab\tnew\nline\r",
            "zero\u{200b}width",
            "caf\u{e9} \u{1F600}",
            "\u{7f} delete",
        ] {
            let mut out = String::new();
            push_string_literal(&mut out, text);
            assert_eq!(out, format!("{text:?}"));
        }
        for number in [0, 7, 10, 30_000, 4_294_967_296, u64::MAX] {
            let mut out = String::new();
            push_number(&mut out, number);
            assert_eq!(out, number.to_string());
        }
        let mut out = String::new();
        push_bytes(&mut out, &[0, 9, 0x30, 0xff]);
        assert_eq!(out, r#"b"\x00\x09\x30\xff""#);
    }
}
