//! Texts that tell an agent nothing ("Failed", "Something went wrong.
//! Please try again."), recognised whatever their spelling: case, spacing
//! and punctuation ("F A I L E D"), zero-width and other invisible
//! characters, accents, full-width and mathematical letters, and Cyrillic
//! or Greek letters that look Latin.

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

/// Whether `text` tells an agent nothing.
pub fn is_generic(text: &str) -> bool {
    let text: Vec<char> = skeleton(text).collect();
    let phrases: Vec<Vec<char>> = EMPTY_PHRASES
        .iter()
        .map(|phrase| skeleton(phrase).collect())
        .collect();
    // reachable[i]: the first i characters are phrases strung together.
    let mut reachable = vec![false; text.len() + 1];
    reachable[0] = true;
    for end in 1..=text.len() {
        reachable[end] = phrases.iter().any(|phrase| {
            phrase.len() <= end
                && reachable[end - phrase.len()]
                && text[end - phrase.len()..end] == phrase[..]
        });
    }
    reachable[text.len()]
}

/// The letters and digits of `text`, lowercase, each look-alike folded to
/// its ASCII letter; spaces, punctuation and invisible characters dropped.
fn skeleton(text: &str) -> impl Iterator<Item = char> + '_ {
    text.chars()
        .filter_map(fold)
        .flat_map(char::to_lowercase)
        .filter(|c| c.is_alphanumeric())
}

/// The ASCII letter or digit `c` stands for, `c` itself when it is another
/// script's letter, or `None` for what carries no letter.
fn fold(c: char) -> Option<char> {
    let code = u32::from(c);
    let letter = |offset: u32, base: u8| Some(char::from(base + u8::try_from(offset).ok()?));
    match code {
        // Full-width ASCII.
        0xFF01..=0xFF5E => char::from_u32(code - 0xFEE0),
        // Mathematical alphanumerics: 52-letter alphabets (A–Z, a–z) in
        // bold, italic, script, fraktur, double-struck, sans-serif…
        0x1D400..=0x1D6A3 => letter((code - 0x1D400) % 52 % 26, b'a'),
        0x1D7CE..=0x1D7FF => letter((code - 0x1D7CE) % 10, b'0'),
        // Circled, parenthesized, squared and regional-indicator letters.
        0x24B6..=0x24CF => letter(code - 0x24B6, b'a'),
        0x24D0..=0x24E9 => letter(code - 0x24D0, b'a'),
        0x249C..=0x24B5 => letter(code - 0x249C, b'a'),
        0x1F130..=0x1F149 => letter(code - 0x1F130, b'a'),
        0x1F150..=0x1F169 => letter(code - 0x1F150, b'a'),
        0x1F170..=0x1F189 => letter(code - 0x1F170, b'a'),
        0x1F1E6..=0x1F1FF => letter(code - 0x1F1E6, b'a'),
        // Latin-1 letters with accents.
        0xC0..=0xFF => {
            const BASE: &[u8; 64] =
                b"aaaaaaaceeeeiiiidnooooo ouuuuytsaaaaaaaceeeeiiiidnooooo ouuuuyty";
            match BASE[usize::try_from(code - 0xC0).ok()?] {
                b' ' => None,
                base => Some(char::from(base)),
            }
        }
        // Invisible: soft hyphen, combining marks, zero-width and
        // direction marks, word joiners, variation selectors, BOM, tags.
        0xAD
        | 0x300..=0x36F
        | 0x1AB0..=0x1AFF
        | 0x1DC0..=0x1DFF
        | 0x180E
        | 0x200B..=0x200F
        | 0x202A..=0x202E
        | 0x2060..=0x206F
        | 0x20D0..=0x20FF
        | 0xFE00..=0xFE0F
        | 0xFE20..=0xFE2F
        | 0xFEFF
        | 0xE0000..=0xE007F => None,
        _ => Some(confusable(c).unwrap_or(c)),
    }
}

/// Cyrillic, Greek and Latin letters drawn like a different Latin letter.
fn confusable(c: char) -> Option<char> {
    const PAIRS: &[(char, char)] = &[
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
    let lower = c.to_lowercase().next()?;
    PAIRS
        .iter()
        .find(|(look_alike, _)| *look_alike == lower)
        .map(|(_, latin)| *latin)
}

#[cfg(test)]
mod tests {
    use super::is_generic;

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
            "Access denied",
            "Not found: no bike with that id",
            "The date is in the past. Please try again with a future date.",
            "予約IDの形式が正しくありません",
            "失败",
            "Ошибка формата даты: используйте ГГГГ-ММ-ДД",
            "Request failed: the quota for this month is used up; take another path.",
        ] {
            assert!(!is_generic(text), "{text:?} should pass");
        }
    }
}
