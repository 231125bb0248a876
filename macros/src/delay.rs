//! `retry_after = "30s"`: delays written with a unit.

/// Parses a delay such as `"500ms"`, `"30s"`, `"2m"`, `"1h"` or `"1m30s"`
/// into milliseconds; the error says how to write the delay instead.
pub fn parse_millis(text: &str) -> Result<u64, String> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err("the delay is empty: write a whole number and a unit, such as \"30s\"".into());
    }
    if trimmed.starts_with('-') {
        return Err(format!(
            "a retry delay can't be negative (`{trimmed}`): write a positive delay, such as \"30s\""
        ));
    }
    let overflow = || format!("`{trimmed}` is too long a delay to represent: use a shorter one");
    let mut total: u64 = 0;
    let mut rest = trimmed;
    while !rest.is_empty() {
        let digits_end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let (number, after) = rest.split_at(digits_end);
        if number.is_empty() {
            return Err(format!(
                "`{trimmed}` does not start with a number: write a whole number and a unit, such as \"30s\""
            ));
        }
        if after.starts_with(['.', ',']) {
            return Err(fractional(trimmed));
        }
        let after = after.trim_start();
        let unit_end = after
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(after.len());
        let (unit, remaining) = after.split_at(unit_end);
        let factor = unit_factor(unit).ok_or_else(|| match unit {
            "" => {
                format!("`{trimmed}` has no unit: add one of ms, s, m or h, such as \"{number}s\"")
            }
            other => format!(
                "unknown unit `{other}` in `{trimmed}`: use ms, s, m or h, such as \"{number}s\""
            ),
        })?;
        let millis = number
            .parse::<u64>()
            .ok()
            .and_then(|n| n.checked_mul(factor))
            .ok_or_else(overflow)?;
        total = total.checked_add(millis).ok_or_else(overflow)?;
        rest = remaining.trim_start();
    }
    if total == 0 {
        return Err(format!(
            "a zero delay (`{trimmed}`) means no delay: remove `retry_after`, or give a positive delay"
        ));
    }
    Ok(total)
}

fn unit_factor(unit: &str) -> Option<u64> {
    match unit {
        "ms" => Some(1),
        "s" => Some(1_000),
        "m" => Some(60_000),
        "h" => Some(3_600_000),
        _ => None,
    }
}

/// The error for `"1.5m"`, suggesting the same delay in whole units.
fn fractional(text: &str) -> String {
    let number_end = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(number_end);
    let whole = number
        .replace(',', ".")
        .parse::<f64>()
        .ok()
        .zip(unit_factor(unit.trim()))
        .map(|(value, factor)| value * factor as f64)
        .filter(|millis| millis.fract() == 0.0 && *millis >= 1.0 && *millis < 1e15);
    match whole {
        // The filter keeps whole numbers below 10^15, which u64 holds exactly.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        Some(millis) => format!(
            "`{text}` is not a whole number: write \"{}\"",
            in_whole_units(millis as u64)
        ),
        None => format!("`{text}` is not a whole number: use a smaller unit, such as ms"),
    }
}

/// `90000` → `"90s"`: the largest unit that divides the delay exactly.
fn in_whole_units(millis: u64) -> String {
    [(3_600_000, "h"), (60_000, "m"), (1_000, "s")]
        .into_iter()
        .find(|(factor, _)| millis.is_multiple_of(*factor))
        .map_or_else(
            || format!("{millis}ms"),
            |(factor, unit)| format!("{}{unit}", millis / factor),
        )
}

#[cfg(test)]
mod tests {
    use super::parse_millis;

    #[test]
    fn accepts_every_unit() {
        assert_eq!(parse_millis("500ms"), Ok(500));
        assert_eq!(parse_millis("30s"), Ok(30_000));
        assert_eq!(parse_millis("2m"), Ok(120_000));
        assert_eq!(parse_millis("1h"), Ok(3_600_000));
        assert_eq!(parse_millis(" 5 s "), Ok(5_000));
        assert_eq!(parse_millis("1m30s"), Ok(90_000));
        assert_eq!(parse_millis("1h 15m"), Ok(4_500_000));
    }

    #[test]
    fn rejects_each_malformed_delay_with_a_reason() {
        for (text, reason) in [
            ("0s", "zero delay"),
            ("-5s", "negative"),
            ("30", "no unit"),
            ("30sec", "unknown unit `sec`"),
            ("1.5s", "not a whole number: write \"1500ms\""),
            ("1.5m", "not a whole number: write \"90s\""),
            ("0.0001s", "use a smaller unit"),
            ("1m30", "has no unit"),
            ("s", "does not start with a number"),
            ("", "empty"),
            ("99999999999999999999s", "too long"),
            ("9999999999999999h", "too long"),
        ] {
            let error = parse_millis(text).expect_err(text);
            assert!(error.contains(reason), "{text}: {error}");
        }
    }
}
