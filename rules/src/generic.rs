//! Texts that tell an agent nothing ("Failed", "Something went wrong.
//! Please try again."), recognised whatever their spelling: case, spacing
//! and punctuation ("F A I L E D"), zero-width and other invisible
//! characters, accents, full-width and mathematical letters, and Cyrillic
//! or Greek letters that look Latin.

use crate::lookalike::{FOLDS, is_invisible};

/// Phrases that tell an agent nothing. A text is generic when, reduced to
/// its [`skeleton`], it is one of these or several strung together.
const EMPTY_PHRASES: &[&str] = &[
    "fail",
    "failed",
    "fails",
    "failure",
    "error",
    "errors",
    "an error",
    "error occurred",
    "an error occurred",
    "an error has occurred",
    "there was an error",
    "error has occurred",
    "exception",
    "an exception occurred",
    "unhandled exception",
    "operation failed",
    "the operation failed",
    "request failed",
    "the request failed",
    "call failed",
    "tool failed",
    "the tool failed",
    "action failed",
    "something went wrong",
    "something has gone wrong",
    "something failed",
    "something bad happened",
    "a problem occurred",
    "a problem has occurred",
    "there was a problem",
    "there was an issue",
    "an issue occurred",
    "internal error",
    "internal server error",
    "server error",
    "unknown error",
    "an unknown error occurred",
    "an unknown error has occurred",
    "unexpected error",
    "an unexpected error occurred",
    "an unexpected error has occurred",
    "unspecified error",
    "general error",
    "generic error",
    "fatal error",
    "bad request",
    "tool error",
    "system error",
    "service error",
    "application error",
    "runtime error",
    "processing error",
    "request error",
    "unexpected failure",
    "unknown failure",
    "general failure",
    "failure occurred",
    "a failure occurred",
    "while processing your request",
    "while processing the request",
    "error processing request",
    "error processing your request",
    "unable to process request",
    "unable to process your request",
    "could not process request",
    "could not process your request",
    "invalid request",
    "invalid input",
    "could not complete the request",
    "unable to complete the request",
    "unable to process the request",
    "the request could not be completed",
    "the request could not be processed",
    "no details",
    "no further details",
    "oops",
    "whoops",
    "uh oh",
    "sorry",
    "we are sorry",
    "were sorry",
    "apologies",
    "unfortunately",
    "please",
    "try again",
    "please try again",
    "try again later",
    "please try again later",
    "retry",
    "please retry",
    "retry later",
    "contact support",
    "please contact support",
    "contact your administrator",
];

/// Whether `text` tells an agent nothing: it has no word at all (see
/// `has_no_word`); its words are all failure words and filler (see
/// `FAILURE_WORDS`); or, reduced to its `skeleton` (letters folded,
/// look-alikes and invisible characters undone), it is empty phrases and
/// HTTP-like status numbers strung together ("Error 500"), a digit also
/// standing for the letter it imitates ("Err0r").
pub fn is_generic(text: &str) -> bool {
    if has_no_word(text) || only_failure_words(text) {
        return true;
    }
    // A real description leaves every phrase within its first word, so its
    // first characters decide; the whole text is reduced only when they
    // don't. Cutting the text can only make a status look complete where
    // the next digit would say otherwise, which keeps the scan going: an
    // answer on the prefix is the answer on the whole text.
    const PREFIX_CHARS: usize = 24;
    // Where the character after the first PREFIX_CHARS begins, if there is
    // one: counted in bytes while they are ASCII.
    let cut = match text.as_bytes().get(..=PREFIX_CHARS) {
        Some(head) if head.is_ascii() => Some(PREFIX_CHARS),
        _ => text.char_indices().nth(PREFIX_CHARS).map(|(cut, _)| cut),
    };
    if let Some(cut) = cut
        && let Some(answer) = scan(&skeleton(&text[..cut]), true)
    {
        return answer;
    }
    scan(&skeleton(text), false).unwrap_or(false)
}

/// Words that say a call failed, and words that say nothing else: a text
/// made only of these, with at least one of the first, is generic however
/// it is phrased ("The operation has failed.", "An error occured.", "The
/// request could not be completed."). Compared with doubled letters made
/// single, which folds the common misspellings ("occured", "errror").
const FAILURE_WORDS: &[&str] = &[
    "fail",
    "failed",
    "fails",
    "failing",
    "failure",
    "failures",
    "error",
    "errors",
    "errored",
    "exception",
    "exceptions",
    "problem",
    "problems",
    "issue",
    "issues",
    "wrong",
    "went",
    "gone",
    "bad",
    "occurred",
    "happened",
    "unknown",
    "unexpected",
    "unexpectedly",
    "internal",
    "unspecified",
    "general",
    "generic",
    "fatal",
    "unable",
    "cannot",
    "couldn",
    "couldnt",
    "could",
    "not",
    "completed",
    "complete",
    "processed",
    "process",
    "processing",
    "handled",
    "something",
    "oops",
    "whoops",
    "sorry",
    "apologies",
    "unfortunately",
    "retry",
    "again",
    "later",
    "try",
    "contact",
    "support",
    "administrator",
    "invalid",
    "successful",
    "successfully",
    "succeed",
    "encountered",
    "encounter",
    "unsuccessful",
    "unsuccessfully",
    "broke",
    "broken",
    "err",
    "null",
    "undefined",
    "nil",
    // The same words in the languages descriptions are most often
    // written in.
    "fehler",
    "fehlgeschlagen",
    "erreur",
    "echec",
    "echoue",
    "errore",
    "imprevisto",
    "fallida",
    "fallido",
    "fallo",
    "erro",
    "falha",
    "fout",
    "ошибка",
    "сбой",
    "hata",
    "błąd",
    "crash",
    "crashed",
    "crashes",
    "abort",
    "aborted",
    "nope",
];

const FILLER_WORDS: &[&str] = &[
    "a",
    "an",
    "the",
    "has",
    "have",
    "had",
    "been",
    "was",
    "were",
    "is",
    "are",
    "be",
    "being",
    "did",
    "didn",
    "do",
    "does",
    "this",
    "that",
    "it",
    "its",
    "there",
    "your",
    "our",
    "my",
    "we",
    "you",
    "us",
    "while",
    "during",
    "when",
    "of",
    "for",
    "with",
    "to",
    "in",
    "on",
    "at",
    "and",
    "or",
    "please",
    "some",
    "t",
    "s",
    "operation",
    "request",
    "action",
    "tool",
    "call",
    "system",
    "service",
    "server",
    "application",
    "runtime",
    "task",
    "job",
    "now",
    "just",
    "so",
    "very",
    "kind",
    "sort",
    "thing",
    "things",
    "op",
    "work",
    "worked",
    "see",
    "check",
    "log",
    "logs",
    "detail",
    "details",
    "withheld",
    "more",
    "info",
    "information",
    "i",
    "n",
    "execution",
    "execute",
    "executed",
    "executing",
    "status",
    "result",
    "reason",
    "ok",
    "fulfil",
    "fulfill",
    "fulfilled",
    "perform",
    "performed",
    "return",
    "returned",
    "returns",
    "calling",
    "invocation",
    "invoke",
    "invoked",
    "code",
    "exit",
    "object",
    "aufgetreten",
    "produjo",
    "produite",
    "si",
    "verificato",
    "ocorreu",
    "um",
    "er",
    "een",
    "opgetreden",
    "wystąpił",
    "bir",
    "oluştu",
    "ein",
    "ist",
    "une",
    "un",
    "est",
    "survenue",
    "se",
    "ha",
    "ocurrido",
    "produit",
    "operacion",
    "произошла",
];

/// The form words are compared in: lowercase, the letters drawn alike
/// made one (`i`, `l` and `1`; `o` and `0`: "faIled", "err0r"), doubled
/// letters made single, which folds the common misspellings ("occured",
/// "errror").
fn folded(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        let c = match c.to_ascii_lowercase() {
            'i' | '1' => 'l',
            '0' => 'o',
            c => c,
        };
        if !out.ends_with(c) {
            out.push(c);
        }
    }
    out
}

/// The [`folded`] [`skeleton`] of `word`, made in `buffer`, when `word` is
/// plain ASCII letters and digits and fits; `None` otherwise.
fn folded_ascii<'a>(word: &str, buffer: &'a mut [u8; 24]) -> Option<&'a [u8]> {
    if word.len() > buffer.len() {
        return None;
    }
    let mut length = 0;
    for byte in word.bytes() {
        if !byte.is_ascii_alphanumeric() {
            return None;
        }
        let byte = match byte.to_ascii_lowercase() {
            b'i' | b'1' => b'l',
            b'0' => b'o',
            byte => byte,
        };
        if length == 0 || buffer[length - 1] != byte {
            buffer[length] = byte;
            length += 1;
        }
    }
    Some(&buffer[..length])
}

/// Whether `c` ends a word: white space, punctuation, and symbols (`™`,
/// a control character), but not the invisible characters and combining
/// marks that [`skeleton`] drops or folds inside a word.
fn ends_a_word(c: char) -> bool {
    const COMBINING: [(char, char); 5] = [
        ('\u{300}', '\u{36f}'),
        ('\u{1ab0}', '\u{1aff}'),
        ('\u{1dc0}', '\u{1dff}'),
        ('\u{20d0}', '\u{20ff}'),
        ('\u{fe20}', '\u{fe2f}'),
    ];
    if c.is_ascii() {
        return !c.is_ascii_alphanumeric();
    }
    !c.is_alphanumeric()
        && !is_invisible(c)
        && !COMBINING
            .iter()
            .any(|(first, last)| (*first..=*last).contains(&c))
}

/// Units a number can be given in: a number followed by one ("Retry in 5
/// s.") says something.
const UNITS: &[&str] = &[
    "ms", "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes", "h",
    "hr", "hrs", "hour", "hours", "d", "day", "days", "week", "weeks", "kb", "mb", "gb", "usd",
    "eur",
];

/// What a word of [`FAILURE_WORDS`] or [`FILLER_WORDS`] says.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    Failure,
    Filler,
}

/// The failure words and the filler, [`folded`], in one table sorted by
/// word, made once per compilation: one binary search tells a word's kind.
/// A word on both lists is a failure word.
fn word_table() -> &'static [(String, Kind)] {
    static WORDS: std::sync::OnceLock<Vec<(String, Kind)>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let failure = FAILURE_WORDS.iter().map(|word| (word, Kind::Failure));
        let filler = FILLER_WORDS.iter().map(|word| (word, Kind::Filler));
        let mut words: Vec<(String, Kind)> = failure
            .chain(filler)
            .map(|(word, kind)| (folded(&skeleton(word)), kind))
            .collect();
        // `Failure` sorts first among equal words, and `dedup_by` keeps the
        // first.
        words.sort();
        words.dedup_by(|later, first| later.0 == first.0);
        words
    })
}

/// The pieces of `text` between the characters that [`ends_a_word`], as
/// `str::split` cuts them, read a byte at a time while they are ASCII:
/// the derive runs unoptimized, on every description.
fn words_of(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let text = rest?;
        let bytes = text.as_bytes();
        let mut end = 0;
        while end < bytes.len() {
            let c = if bytes[end].is_ascii() {
                char::from(bytes[end])
            } else {
                text[end..].chars().next()?
            };
            if ends_a_word(c) {
                rest = Some(&text[end + c.len_utf8()..]);
                return Some(&text[..end]);
            }
            end += c.len_utf8();
        }
        rest = None;
        Some(text)
    })
}

/// Whether `text` holds a time, a date or a range (`09:00`, `2025-01-01`,
/// `1/3`, `0-5`): digits on both sides of `:`, `-` or `/`.
fn has_time_date_or_range(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.windows(3).any(|window| {
        window[0].is_ascii_digit()
            && matches!(window[1], b':' | b'-' | b'/')
            && window[2].is_ascii_digit()
    })
}

/// `text` without its terminal escape sequences (`ESC [ 0 m`), which
/// render as nothing.
fn without_escape_sequences(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\u{1b}' {
            out.push(c);
            continue;
        }
        if chars.clone().next() == Some('[') {
            chars.next();
            // Parameters, then the final byte: a letter or `@`..`~`.
            for c in chars.by_ref() {
                if ('@'..='~').contains(&c) {
                    break;
                }
            }
        }
    }
    out
}

/// Whether `text` has no letter of any script: it is empty, or numbers
/// and symbols alone ("42", "#3: 0/0", "2025-01-01"), which say nothing of
/// what happened or what to do. Most texts begin with a letter, so this
/// ends at once.
fn has_no_word(text: &str) -> bool {
    !text.chars().any(char::is_alphabetic)
}

/// Whether every word of `text` is a failure word or filler, and one is a
/// failure word. A number that isn't a failure word ("42", "#1") is
/// filler: a number alone tells the agent nothing; a number with a unit, a
/// time, a date or a range says something.
fn only_failure_words(text: &str) -> bool {
    if text.contains('\u{1b}') {
        return only_failure_words(&without_escape_sequences(text));
    }
    let words = word_table();
    let mut failed = false;
    let mut after_a_number = false;
    for word in words_of(text) {
        if word.is_empty() {
            continue;
        }
        let number = word.chars().all(|c| c.is_numeric());
        if after_a_number && UNITS.iter().any(|unit| word.eq_ignore_ascii_case(unit)) {
            return false;
        }
        after_a_number = number;
        // Plain ASCII words, the common case, are folded on the stack: the
        // derive runs unoptimized in debug builds, on every description.
        let mut buffer = [0u8; 24];
        let slow;
        let key: &[u8] = match folded_ascii(word, &mut buffer) {
            Some(key) => key,
            None => {
                slow = folded(&skeleton(word));
                slow.as_bytes()
            }
        };
        if key.is_empty() {
            continue;
        }
        match words.binary_search_by(|(word, _)| word.as_bytes().cmp(key)) {
            Ok(found) if words[found].1 == Kind::Failure => failed = true,
            Ok(_) => {}
            Err(_) if number => {}
            Err(_) => return false,
        }
    }
    // Last: most texts have a word that rules them out sooner.
    failed && !has_time_date_or_range(text)
}

/// Whether `skeleton` is phrases and statuses strung together; `None` when
/// it is `partial` (a prefix of the text) and no phrase has ruled it out.
fn scan(skeleton: &str, partial: bool) -> Option<bool> {
    // Phrases and statuses are ASCII (a test holds the phrases to it): a
    // character of another script matters only in that it matches neither,
    // so one byte that no phrase or number holds stands for it, and an
    // ASCII skeleton, the common case, is read as it is.
    const OTHER_SCRIPT: u8 = 0xff;
    let owned: Vec<u8>;
    let text: &[u8] = if skeleton.is_ascii() {
        skeleton.as_bytes()
    } else {
        owned = skeleton
            .chars()
            .map(|c| if c.is_ascii() { c as u8 } else { OTHER_SCRIPT })
            .collect();
        &owned
    };
    let trie = phrase_trie();
    // reachable[i]: the first i characters are phrases and numbers.
    let mut reachable = vec![false; text.len() + 1];
    reachable[0] = true;
    // The reachable positions a phrase or a status may still start from,
    // each with the trie node of the text read since: `None` once no phrase
    // begins with it, kept for the three characters of a status.
    let mut open: Vec<(usize, Option<usize>)> = vec![(0, Some(0))];
    for end in 1..=text.len() {
        // A status such as 500 says nothing more; a range such as 0-5 does.
        let mut reached = end >= 3
            && reachable[end - 3]
            && matches!(text[end - 3], b'1'..=b'5')
            && text[end - 3..end].iter().all(u8::is_ascii_digit)
            && text.get(end).is_none_or(|next| !next.is_ascii_digit())
            && (end == 3 || !text[end - 4].is_ascii_digit());
        // Phrases are letters only: a digit standing for a letter matches it.
        let letter = leet_letter(text[end - 1]);
        open.retain_mut(|(start, node)| {
            *node = node.and_then(|node| trie[node].next(letter));
            reached |= node.is_some_and(|node| trie[node].ends_a_phrase);
            // A status is three characters long.
            node.is_some() || end - *start < 3
        });
        if reached {
            reachable[end] = true;
            open.push((end, Some(0)));
        }
        if open.is_empty() {
            return Some(false);
        }
    }
    (!partial).then(|| reachable[text.len()])
}

/// A node of [`phrase_trie`]: a text that begins phrases.
#[derive(Default)]
struct Node {
    /// The letters that continue the text into a phrase, each with the
    /// node of the text it makes.
    next: Vec<(u8, usize)>,
    /// Whether the text is itself a phrase.
    ends_a_phrase: bool,
}

impl Node {
    /// The node of this text followed by `letter`, if phrases begin so.
    fn next(&self, letter: u8) -> Option<usize> {
        self.next
            .iter()
            .find(|(next, _)| *next == letter)
            .map(|&(_, node)| node)
    }
}

/// The phrases' skeletons as a trie, its root (the empty text) first, made
/// once per compilation: the derive checks every description of every
/// variant. [`scan`] steps down it a letter at a time from each position a
/// phrase may start at, with no text to build, hash or compare per step.
fn phrase_trie() -> &'static [Node] {
    static TRIE: std::sync::OnceLock<Vec<Node>> = std::sync::OnceLock::new();
    TRIE.get_or_init(|| {
        let mut trie = vec![Node::default()];
        for phrase in EMPTY_PHRASES {
            let mut node = 0;
            for letter in skeleton(phrase).bytes() {
                node = match trie[node].next(letter) {
                    Some(next) => next,
                    None => {
                        trie.push(Node::default());
                        let next = trie.len() - 1;
                        trie[node].next.push((letter, next));
                        next
                    }
                };
            }
            trie[node].ends_a_phrase = true;
        }
        trie
    })
}

/// The letter a digit imitates ("Err0r", "Fai1ed").
fn leet_letter(c: u8) -> u8 {
    match c {
        b'0' => b'o',
        b'1' => b'l',
        b'3' => b'e',
        b'4' => b'a',
        b'5' => b's',
        b'7' => b't',
        other => other,
    }
}

/// The letters and digits of `text`, lowercase, each look-alike folded to
/// the ASCII letters it stands for; spaces, punctuation and invisible
/// characters dropped; letters of other scripts kept as they are.
fn skeleton(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    // ASCII, the common case, is read a byte at a time (the derive runs
    // unoptimized, on every description), up to the first other character.
    let mut ascii = 0;
    for &byte in text.as_bytes() {
        if !byte.is_ascii() {
            break;
        }
        if byte.is_ascii_alphanumeric() {
            out.push(char::from(byte.to_ascii_lowercase()));
        }
        ascii += 1;
    }
    for c in text[ascii..].chars() {
        if c.is_ascii() {
            if c.is_ascii_alphanumeric() {
                out.push(c.to_ascii_lowercase());
            }
        } else if is_invisible(c) {
            continue;
        } else if let Some(latin) = confusable(c) {
            out.push(latin);
        } else if let Ok(index) = FOLDS.binary_search_by(|(from, _)| from.cmp(&c)) {
            out.push_str(FOLDS[index].1);
        } else {
            out.extend(c.to_lowercase().filter(|c| c.is_alphanumeric()));
        }
    }
    out
}

/// Cyrillic, Greek and Latin letters drawn like a different Latin letter.
fn confusable(c: char) -> Option<char> {
    const PAIRS: &[(char, char)] = &[
        ('Α', 'a'),
        ('Β', 'b'),
        ('Ε', 'e'),
        ('Ζ', 'z'),
        ('Η', 'h'),
        ('Ι', 'i'),
        ('Κ', 'k'),
        ('Μ', 'm'),
        ('Ν', 'n'),
        ('Ο', 'o'),
        ('Ρ', 'p'),
        ('Τ', 't'),
        ('Υ', 'y'),
        ('Χ', 'x'),
        ('Ϝ', 'f'),
        ('ϝ', 'f'),
        ('Ӏ', 'l'),
        ('ӏ', 'l'),
        ('ł', 'l'),
        ('Ł', 'l'),
        ('đ', 'd'),
        ('Đ', 'd'),
        ('ħ', 'h'),
        ('ŧ', 't'),
        ('ø', 'o'),
        ('Ø', 'o'),
        ('ꜰ', 'f'),
        ('Ꭺ', 'a'),
        ('Ᏼ', 'b'),
        ('Ꮯ', 'c'),
        ('Ꭰ', 'd'),
        ('Ꭼ', 'e'),
        ('Ꮐ', 'g'),
        ('Ꮋ', 'h'),
        ('Ꭵ', 'i'),
        ('Ꭻ', 'j'),
        ('Ꮶ', 'k'),
        ('Ꮮ', 'l'),
        ('Ꮇ', 'm'),
        ('Ꮎ', 'o'),
        ('Ꮲ', 'p'),
        ('Ꮢ', 'r'),
        ('Ꮪ', 's'),
        ('Ꭲ', 't'),
        ('Ꮩ', 'v'),
        ('Ꮃ', 'w'),
        ('а', 'a'),
        ('в', 'b'),
        ('е', 'e'),
        ('ё', 'e'),
        ('і', 'i'),
        ('ї', 'i'),
        ('ј', 'j'),
        ('к', 'k'),
        ('м', 'm'),
        ('н', 'h'),
        ('о', 'o'),
        ('р', 'p'),
        ('с', 'c'),
        ('т', 't'),
        ('у', 'y'),
        ('х', 'x'),
        ('ѕ', 's'),
        ('ԁ', 'd'),
        ('ԛ', 'q'),
        ('ԝ', 'w'),
        ('ɡ', 'g'),
        ('α', 'a'),
        ('β', 'b'),
        ('ε', 'e'),
        ('ζ', 'z'),
        ('η', 'n'),
        ('ι', 'i'),
        ('κ', 'k'),
        ('μ', 'u'),
        ('ν', 'v'),
        ('ο', 'o'),
        ('ρ', 'p'),
        ('τ', 't'),
        ('υ', 'u'),
        ('χ', 'x'),
        ('ı', 'i'),
        ('ɩ', 'i'),
        ('Ɩ', 'l'),
        ('ǀ', 'l'),
        ('ƒ', 'f'),
        ('ℓ', 'l'),
        ('ɑ', 'a'),
        ('ᴀ', 'a'),
        ('ʙ', 'b'),
        ('ᴄ', 'c'),
        ('ᴅ', 'd'),
        ('ᴇ', 'e'),
        ('ғ', 'f'),
        ('ɢ', 'g'),
        ('ʜ', 'h'),
        ('ɪ', 'i'),
        ('ᴊ', 'j'),
        ('ᴋ', 'k'),
        ('ʟ', 'l'),
        ('ᴍ', 'm'),
        ('ɴ', 'n'),
        ('ᴏ', 'o'),
        ('ᴘ', 'p'),
        ('ʀ', 'r'),
        ('ꜱ', 's'),
        ('ᴛ', 't'),
        ('ᴜ', 'u'),
        ('ᴠ', 'v'),
        ('ᴡ', 'w'),
        ('ʏ', 'y'),
        ('ᴢ', 'z'),
    ];
    let find = |c: char| {
        PAIRS
            .iter()
            .find(|(look_alike, _)| *look_alike == c)
            .map(|(_, latin)| *latin)
    };
    // Capitals first: Greek `Μ` is an `m`, though its lowercase `μ` is a `u`.
    find(c).or_else(|| find(c.to_lowercase().next()?))
}

#[cfg(test)]
mod tests {
    use super::{is_generic, scan, skeleton};

    #[test]
    fn generic_texts_are_caught_whatever_their_spelling() {
        for text in [
            "",
            "  ",
            "Failed",
            "FAILED!!!",
            "F A I L E D",
            "F.A.I.L.E.D.",
            "f\u{200b}a\u{200b}i\u{200b}l\u{200b}e\u{200b}d",
            "\u{200b}",
            "ＦＡＩＬＥＤ",
            "𝐅𝐀𝐈𝐋𝐄𝐃",
            "Fаiled",        // Cyrillic а
            "ΕRROR",         // Greek Ε
            "fa\u{301}iled", // combining acute accent
            "Fáiléd",
            "Ⓔⓡⓡⓞⓡ",
            "Something went wrong. Please try again.",
            "Something went wrong, please try again later!",
            "An unknown error occurred",
            "Internal server error",
            "Oops! An unexpected error has occurred. Please contact support.",
            "Error: failed.",
            "Sorry, something went wrong.",
            "SOΜETHING WENT WRONG",
            "UΝKNOWN ERROR",
            "ΙΝΤΕRΝΑL ERROR",
            "Failed\u{3164}",
            "Failed\u{115F}",
            "Failed\u{FFA0}",
            "Fāiled",
            "Faiłed",
            "Faiĺed",
            "Faiḷed",
            "Faiӏed",
            "ϜAILED",
            "ᶠᵃⁱˡᵉᵈ",
            "ℯrror",
            "Ꭼrror",
            "ꜰᴀɪʟᴇᴅ",
            "Err0r",
            // Letters drawn alike, paraphrases, numbers, symbols and
            // other languages.
            "Operation faiIed.",
            "FaiIed",
            "Operation fa\u{0269}led.",
            "Operation fai\u{01C0}ed",
            "Fai\u{0399}ed",
            "Operation ƒailed",
            "Operation unsuccessful.",
            "Request was unsuccessful.",
            "It did not work.",
            "Things went wrong.",
            "Oops, it broke.",
            "Op failed.",
            "ERR",
            "Err.",
            "Error: null",
            "Error: undefined",
            "Error 42.",
            "Error #1.",
            "Ｅｒｒｏｒ ４２",
            "An error occurred. See the logs.",
            "Operation failed (see logs)",
            "Operation failed; details withheld.",
            "Operation failed™",
            "Failed ™",
            "Operation failed {0}",
            "Operation failed\u{1b}[0m",
            "Fehler.",
            "Erreur.",
            "Ошибка.",
            "Operación fallida.",
            "Tool execution failed.",
            "Failed to execute.",
            "The tool crashed.",
            "Status: failed.",
            "Result: error.",
            "Failure reason: unknown.",
            "Not OK.",
            "Nope.",
            "Operation aborted.",
            "Unable to fulfil the request.",
            "Operation could not be performed.",
            "Tool returned an error.",
            "Error calling tool.",
            "Tool invocation failed.",
            "An error occurred. Code: 500.",
            "Request failed with status code 500",
            "Error: [object Object]",
            "Failed: exit code 1.",
            "Ein Fehler ist aufgetreten.",
            "Se produjo un error.",
            "Une erreur s'est produite.",
            "Errore imprevisto.",
            "Ocorreu um erro.",
            "Er is een fout opgetreden.",
            "Wystąpił błąd.",
            "Bir hata oluştu.",
            "An error occurred while processing your request.",
            "Unable to process request",
            "Internal Error (500)",
            "Tool error",
            "Unexpected failure",
            // Paraphrases: failure words and filler only, misspelled too.
            "The operation has failed.",
            "An error occured.",
            "An errror has ocurred!",
            "The request could not be completed.",
            "The operation was not successful.",
            "The request has failed unexpectedly.",
            "We couldn't complete your request. Please try again later.",
            "Sorry, the tool has encountered a problem.",
            // No word at all: numbers and symbols alone, in any script's
            // digits.
            "42",
            "0",
            "-1",
            "404",
            "#3: 0/0",
            "10:30",
            "2025-01-01",
            "\u{ff14}\u{ff12}",
            "\u{1d7d2}\u{1d7d0}",
            "\u{664}\u{662}",
            "?!",
            "\u{1f641}",
        ] {
            assert!(is_generic(text), "{text:?} should be generic");
        }
    }

    #[test]
    fn specific_texts_pass() {
        for text in [
            "The payment service timed out. Retry the same call in 30 seconds.",
            "Booking ids look like B-2041: fix booking_id and call again.",
            "Refund of $140 exceeds the $100 automatic refund ceiling. Escalate to a human agent.",
            "This booking belongs to another customer. Ask the customer to sign in.",
            "Failed to reach the payment gateway; retry in 30 seconds.",
            "Error 503 from the inventory service: retry in a minute.",
            "Rate limited: wait 10 seconds, then retry.",
            "Invalid input: 0-5.",
            "Monthly quota used up (4000 of 4000); take another path.",
            "Access denied",
            "Not found: no bike with that id",
            "The date is in the past. Please try again with a future date.",
            "予約IDの形式が正しくありません",
            "失败",
            "Ошибка формата даты: используйте ГГГГ-ММ-ДД",
            "Request failed: the quota for this month is used up; take another path.",
            // Short, and specific: a delay, a time, a date, a format.
            "Retry in 30s.",
            "Retry in 5 s.",
            "Try again in 1h.",
            "Retry in 2m.",
            "Internal error; retry in 10s.",
            "Retry at 09:00.",
            "Retry on 2025-01-01.",
            "Invalid base64.",
            "Not base64.",
            "Invalid 2FA.",
            "Not a UUIDv4.",
            "Invalid ISO8601.",
            "Not IPv4.",
            "Bad SHA256.",
            "Invalid x509.",
            "Invalid E.164.",
            "Error 42P01.",
            "Not found: no booking B-7.",
            "Retry in 30 seconds.",
            "Bad date: use YYYY-MM-DD.",
            "Quota used up; try tomorrow.",
            "Invalid JSON.",
            "Wrong PIN.",
            "Cannot cancel: already shipped.",
            "Nicht gefunden.",
            // One word of any script is a word.
            "\u{5931}\u{8d25}: 42",
            "42 \u{e4}",
        ] {
            assert!(!is_generic(text), "{text:?} should pass");
        }
    }

    /// An answer on any prefix of a text is the answer on the whole text,
    /// which lets `is_generic` decide on the first characters.
    #[test]
    fn a_prefix_never_answers_otherwise_than_the_whole_text() {
        let texts = [
            "Error 500",
            "Error 5000 of the ledger",
            "Error 500 0",
            "failed failed failed failed failed failed 503",
            "Internal Error (500) please try again later",
            "An error occurred while processing your request.",
            "Something went wrong. Please try again. 404",
            "Failed to reach the payment gateway; retry in 30 seconds.",
            "Error 503 from the inventory service: retry in a minute.",
            "errorerrorerrorerrorerror1234",
            "Invalid input: 0-5.",
            "4040404040404040404040404",
            "Fāiled Fāiled Fāiled Fāiled Fāiled x",
        ];
        for text in texts {
            let whole = scan(&skeleton(text), false).unwrap();
            assert_eq!(
                whole || super::has_no_word(text) || super::only_failure_words(text),
                is_generic(text),
                "{text:?}"
            );
            for (cut, _) in text.char_indices() {
                let partial = scan(&skeleton(&text[..cut]), true);
                assert!(
                    partial.is_none_or(|answer| answer == whole),
                    "{text:?} cut at {cut}: {partial:?}, whole {whole}"
                );
            }
        }
    }

    /// The rule [`scan`] applies, written plainly: whether `skeleton`
    /// splits into phrases (a digit read as the letter it imitates) and
    /// statuses (three digits, the first 1 to 5, no digit on either side).
    fn strung_together(skeleton: &str) -> bool {
        let text: Vec<char> = skeleton.chars().collect();
        let letters: Vec<char> = text
            .iter()
            .map(|&c| match u8::try_from(c) {
                Ok(byte) => char::from(super::leet_letter(byte)),
                Err(_) => c,
            })
            .collect();
        let phrases: Vec<String> = super::EMPTY_PHRASES
            .iter()
            .map(|phrase| super::skeleton(phrase))
            .collect();
        let digit = |at: usize| text.get(at).is_some_and(char::is_ascii_digit);
        let mut reachable = vec![false; text.len() + 1];
        reachable[0] = true;
        for end in 1..=text.len() {
            reachable[end] = (0..end).filter(|&start| reachable[start]).any(|start| {
                let piece: String = letters[start..end].iter().collect();
                let status = end - start == 3
                    && ('1'..='5').contains(&text[start])
                    && (start..end).all(digit)
                    && !digit(end)
                    && (start == 0 || !digit(start - 1));
                status || phrases.contains(&piece)
            });
        }
        reachable[text.len()]
    }

    /// Every string of up to four pieces that start, end, overlap or
    /// imitate phrases and statuses: the scan, and any answer it gives on
    /// a prefix, agree with the rule.
    #[test]
    fn the_scan_follows_its_rule() {
        const PIECES: &[&str] = &[
            "error", "3rr0r", "an", "fail", "fai1", "ed", "ure", "500", "5000", "0", "4", "ф", "x",
        ];
        let mut texts = vec![String::new()];
        for _ in 0..4 {
            let longer: Vec<String> = texts
                .iter()
                .flat_map(|text| PIECES.iter().map(move |piece| format!("{text}{piece}")))
                .collect();
            texts.extend(longer);
            texts.sort();
            texts.dedup();
        }
        for text in texts {
            let whole = strung_together(&text);
            assert_eq!(scan(&text, false), Some(whole), "{text:?}");
            for (cut, _) in text.char_indices() {
                let partial = scan(&text[..cut], true);
                assert!(
                    partial.is_none_or(|answer| answer == whole),
                    "{text:?} cut at {cut}: {partial:?}, whole {whole}"
                );
            }
        }
    }

    /// The scan reads a character of another script as one byte that no
    /// phrase holds, which needs the phrases to be ASCII.
    #[test]
    fn phrases_are_ascii() {
        for phrase in super::EMPTY_PHRASES {
            assert!(skeleton(phrase).is_ascii(), "{phrase:?}");
        }
    }
}
