//! `retry_after = "30s"`: delays written with a unit.

/// Parses `"500ms"`, `"30s"`, `"2m"` or `"1h"` into milliseconds; the error
/// says how to write the delay instead.
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
    let digits_end = trimmed
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(digits_end);
    if number.is_empty() {
        return Err(format!(
            "`{trimmed}` does not start with a number: write a whole number and a unit, such as \"30s\""
        ));
    }
    let unit = unit.trim();
    if unit.starts_with('.') || unit.starts_with(',') {
        return Err(format!(
            "`{trimmed}` is not a whole number: use a smaller unit instead, such as \"1500ms\" for 1.5 seconds"
        ));
    }
    let factor: u64 = match unit {
        "ms" => 1,
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        "" => {
            return Err(format!(
                "`{trimmed}` has no unit: add one of ms, s, m or h, such as \"{number}s\""
            ));
        }
        other => {
            return Err(format!(
                "unknown unit `{other}` in `{trimmed}`: use ms, s, m or h, such as \"{number}s\""
            ));
        }
    };
    let overflow = || format!("`{trimmed}` is too long a delay to represent: use a shorter one");
    let millis = number
        .parse::<u64>()
        .map_err(|_| overflow())?
        .checked_mul(factor)
        .ok_or_else(overflow)?;
    if millis == 0 {
        return Err(format!(
            "a zero delay (`{trimmed}`) means no delay: remove `retry_after`, or give a positive delay"
        ));
    }
    Ok(millis)
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
    }

    #[test]
    fn rejects_each_malformed_delay_with_a_reason() {
        for (text, reason) in [
            ("0s", "zero delay"),
            ("-5s", "negative"),
            ("30", "no unit"),
            ("30sec", "unknown unit `sec`"),
            ("1.5s", "not a whole number"),
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
