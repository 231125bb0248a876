//! Fixtures and baselines for the run-time benchmarks in `benches/render.rs`.
//!
//! Each failure exists twice: as [`BookingError`], which derives
//! `ToolError`, and as [`HandBookingError`], the same enum without toolerror,
//! whose category, code and description are hand-written matches. The
//! baselines render the hand-written twin two ways a user would without
//! toolerror:
//!
//! - [`HandBookingError::mcp_json_serde`] and friends: `#[derive(Serialize)]`
//!   structs written with serde_json, with the same output buffer policy as
//!   toolerror (a fresh buffer sized the same way, or a reused one);
//! - [`HandBookingError::mcp_json_macro`] and friends: `serde_json::json!`
//!   values.
//!
//! The serde baselines write the same bytes as toolerror; the `json!`
//! documents are equal as JSON but have their object members sorted, since
//! `serde_json::Map` is a `BTreeMap` unless serde_json's `preserve_order`
//! feature is on. The tests at the bottom check both.

use std::borrow::Cow;
use std::fmt;

use serde::Serialize;
use serde_json::json;
use toolerror::{Category, ErrorPayload, ToolError};

const MAX_DESCRIPTION_BYTES: usize = ErrorPayload::MAX_DESCRIPTION_BYTES;
const TRUNCATION_MARKER: &str = ErrorPayload::TRUNCATION_MARKER;

/// The `tool_use` id every Claude block answers.
pub const TOOL_USE_ID: &str = "toolu_01A09q90qw90lq917835lq9";

/// The README's bike-rental errors, derived, plus a variant whose
/// description carries an arbitrary (long) text.
#[derive(Debug, Clone, thiserror::Error, ToolError)]
pub enum BookingError {
    /// A transient failure with a fixed delay and a literal description.
    #[error("payment gateway timeout")]
    #[category(transient, retry_after = "30s")]
    #[tool_error(description = "The payment service timed out. Retry the same call in 30 seconds.")]
    PaymentTimeout,

    /// A validation failure described by its `Display` text.
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    #[category(validation, retryable)]
    BadBookingId {
        /// The malformed id.
        got: String,
    },

    /// A business failure with a formatted description.
    #[error("refund of ${amount} exceeds the ${limit} ceiling")]
    #[category(business)]
    #[tool_error(
        description = "Refund of ${amount} exceeds the ${limit} automatic refund ceiling. Escalate to a human agent with the refund details."
    )]
    RefundOverLimit {
        /// The refund asked for.
        amount: u32,
        /// The automatic ceiling.
        limit: u32,
    },

    /// A permission failure whose description shows no field.
    #[error("booking {booking} belongs to customer {owner}")]
    #[category(permission)]
    #[tool_error(
        description = "This booking belongs to another customer. Ask the customer to sign in to their own account."
    )]
    NotYourBooking {
        /// The booking asked for.
        booking: String,
        /// Its owner.
        owner: String,
    },

    /// A validation failure whose description quotes an upstream message of
    /// any length.
    #[error("upstream rejected the request: {reason}")]
    #[category(validation, retryable)]
    #[tool_error(description = "The upstream service rejected the request: {reason}")]
    Rejected {
        /// The upstream's message.
        reason: String,
    },
}

/// [`BookingError`] without toolerror: the same variants and `Display`, with
/// hand-written matches for what the derive generates.
#[derive(Debug, Clone, thiserror::Error)]
pub enum HandBookingError {
    /// See [`BookingError::PaymentTimeout`].
    #[error("payment gateway timeout")]
    PaymentTimeout,
    /// See [`BookingError::BadBookingId`].
    #[error("booking id {got} is malformed; booking ids look like B-2041")]
    BadBookingId {
        /// The malformed id.
        got: String,
    },
    /// See [`BookingError::RefundOverLimit`].
    #[error("refund of ${amount} exceeds the ${limit} ceiling")]
    RefundOverLimit {
        /// The refund asked for.
        amount: u32,
        /// The automatic ceiling.
        limit: u32,
    },
    /// See [`BookingError::NotYourBooking`].
    #[error("booking {booking} belongs to customer {owner}")]
    NotYourBooking {
        /// The booking asked for.
        booking: String,
        /// Its owner.
        owner: String,
    },
    /// See [`BookingError::Rejected`].
    #[error("upstream rejected the request: {reason}")]
    Rejected {
        /// The upstream's message.
        reason: String,
    },
}

/// The payload, as a user would declare it for serde.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payload<'a> {
    /// `errorCategory`.
    pub error_category: &'static str,
    /// `isRetryable`.
    pub is_retryable: bool,
    /// `description`.
    pub description: &'a str,
    /// `code`.
    pub code: &'a str,
    /// `retryAfterMs`, transient failures only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub retry_after_ms: Option<u64>,
}

#[derive(Serialize)]
struct TextBlock<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    text: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct McpResult<'a> {
    content: [TextBlock<'a>; 2],
    structured_content: &'a Payload<'a>,
    is_error: bool,
}

#[derive(Serialize)]
struct ClaudeResult<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    tool_use_id: &'a str,
    is_error: bool,
    content: [TextBlock<'a>; 1],
}

impl HandBookingError {
    /// The category, by a hand-written match.
    #[must_use]
    pub fn category(&self) -> Category {
        match self {
            HandBookingError::PaymentTimeout => Category::Transient,
            HandBookingError::BadBookingId { .. } | HandBookingError::Rejected { .. } => {
                Category::Validation
            }
            HandBookingError::RefundOverLimit { .. } => Category::Business,
            HandBookingError::NotYourBooking { .. } => Category::Permission,
        }
    }

    /// [`category`](Self::category) with one arm per variant rather than one
    /// per category: the arm layout makes no difference.
    #[must_use]
    pub fn category_arm_per_variant(&self) -> Category {
        match self {
            HandBookingError::PaymentTimeout => Category::Transient,
            HandBookingError::BadBookingId { .. } => Category::Validation,
            HandBookingError::RefundOverLimit { .. } => Category::Business,
            HandBookingError::NotYourBooking { .. } => Category::Permission,
            HandBookingError::Rejected { .. } => Category::Validation,
        }
    }

    /// Whether retrying can help, by a hand-written match.
    #[must_use]
    pub fn is_retryable(&self) -> bool {
        matches!(
            self,
            HandBookingError::PaymentTimeout
                | HandBookingError::BadBookingId { .. }
                | HandBookingError::Rejected { .. }
        )
    }

    /// The machine code.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            HandBookingError::PaymentTimeout => "payment_timeout",
            HandBookingError::BadBookingId { .. } => "bad_booking_id",
            HandBookingError::RefundOverLimit { .. } => "refund_over_limit",
            HandBookingError::NotYourBooking { .. } => "not_your_booking",
            HandBookingError::Rejected { .. } => "rejected",
        }
    }

    /// The agent-facing description, cut to [`ErrorPayload::MAX_DESCRIPTION_BYTES`] the
    /// way toolerror cuts it (so that the bytes compare equal).
    #[must_use]
    pub fn description(&self) -> Cow<'_, str> {
        let description = match self {
            HandBookingError::PaymentTimeout => {
                Cow::Borrowed("The payment service timed out. Retry the same call in 30 seconds.")
            }
            HandBookingError::BadBookingId { .. } => Cow::Owned(self.to_string()),
            HandBookingError::RefundOverLimit { amount, limit } => Cow::Owned(format!(
                "Refund of ${amount} exceeds the ${limit} automatic refund ceiling. Escalate to a human agent with the refund details."
            )),
            HandBookingError::NotYourBooking { .. } => Cow::Borrowed(
                "This booking belongs to another customer. Ask the customer to sign in to their own account.",
            ),
            // A value a description shows is cut to 256 characters, as the
            // derive cuts it, so the template's words survive.
            HandBookingError::Rejected { reason } => {
                let shown = match reason
                    .char_indices()
                    .nth(ErrorPayload::MAX_SHOWN_VALUE_CHARS)
                {
                    Some((end, _)) => format!("{}…", &reason[..end]),
                    None => reason.clone(),
                };
                Cow::Owned(format!(
                    "The upstream service rejected the request: {shown}"
                ))
            }
        };
        bound(description)
    }

    /// The retry delay in milliseconds.
    #[must_use]
    pub fn retry_after_ms(&self) -> Option<u64> {
        match self {
            HandBookingError::PaymentTimeout => Some(30_000),
            _ => None,
        }
    }

    /// The failure in words, as a first text block says it: written by
    /// hand as a user would, for the delays these errors have (whole
    /// seconds).
    fn sentence(&self, description: &str) -> String {
        let next_move = match (self.category(), self.retry_after_ms()) {
            (Category::Transient, Some(ms)) => {
                format!("retryable: retry unchanged after {} seconds", ms / 1000)
            }
            (Category::Transient, None) => "retryable: retry unchanged after a moment".to_owned(),
            (Category::Validation, _) => "retryable: fix the input, then retry".to_owned(),
            (Category::Business, _) => "not retryable: take another path".to_owned(),
            (Category::Permission, _) => {
                "not retryable: escalate, and reveal nothing of the refused data".to_owned()
            }
        };
        format!(
            "Error ({}, {next_move}): {}",
            self.category().as_str(),
            description.trim_end()
        )
    }

    fn payload<'a>(&self, description: &'a str) -> Payload<'a> {
        let category = self.category();
        Payload {
            error_category: category.as_str(),
            is_retryable: self.is_retryable(),
            description,
            code: self.code(),
            retry_after_ms: self.retry_after_ms(),
        }
    }

    /// The MCP failure result with `#[derive(Serialize)]` structs, in a
    /// fresh buffer sized as toolerror sizes its own.
    #[must_use]
    pub fn mcp_json_serde(&self) -> String {
        let description = self.description();
        let payload = self.payload(&description);
        let sentence = self.sentence(&description);
        let mut text = Vec::with_capacity(128 + description.len());
        write(&mut text, &payload);
        let mut out = Vec::with_capacity(480 + 3 * description.len());
        write(&mut out, &mcp_result(&payload, &sentence, utf8(&text)));
        into_string(out)
    }

    /// [`mcp_json_serde`](Self::mcp_json_serde), appended to `out`, with
    /// `scratch` (cleared here) holding the payload text: both buffers are
    /// reused across renders.
    pub fn write_mcp_json_serde(&self, out: &mut Vec<u8>, scratch: &mut Vec<u8>) {
        let description = self.description();
        let payload = self.payload(&description);
        let sentence = self.sentence(&description);
        scratch.clear();
        write(scratch, &payload);
        write(out, &mcp_result(&payload, &sentence, utf8(scratch)));
    }

    /// The Claude `tool_result` block with `#[derive(Serialize)]` structs,
    /// in a fresh buffer sized as toolerror sizes its own.
    #[must_use]
    pub fn claude_json_serde(&self, tool_use_id: &str) -> String {
        let description = self.description();
        let payload = self.payload(&description);
        let mut text = Vec::with_capacity(128 + description.len());
        write(&mut text, &payload);
        let mut out = Vec::with_capacity(256 + description.len() + tool_use_id.len());
        write(&mut out, &claude_result(tool_use_id, utf8(&text)));
        into_string(out)
    }

    /// [`claude_json_serde`](Self::claude_json_serde), appended to `out`,
    /// reusing `scratch` for the payload text.
    pub fn write_claude_json_serde(
        &self,
        out: &mut Vec<u8>,
        scratch: &mut Vec<u8>,
        tool_use_id: &str,
    ) {
        let description = self.description();
        let payload = self.payload(&description);
        scratch.clear();
        write(scratch, &payload);
        write(out, &claude_result(tool_use_id, utf8(scratch)));
    }

    fn payload_value(&self) -> serde_json::Value {
        let category = self.category();
        let mut payload = json!({
            "errorCategory": category.as_str(),
            "isRetryable": self.is_retryable(),
            "description": self.description(),
            "code": self.code(),
        });
        if let Some(ms) = self.retry_after_ms() {
            payload["retryAfterMs"] = json!(ms);
        }
        payload
    }

    fn mcp_value(&self) -> serde_json::Value {
        let payload = self.payload_value();
        let text = payload.to_string();
        let sentence = self.sentence(&self.description());
        json!({
            "content": [{"type": "text", "text": sentence}, {"type": "text", "text": text}],
            "structuredContent": payload,
            "isError": true,
        })
    }

    fn claude_value(&self, tool_use_id: &str) -> serde_json::Value {
        let text = self.payload_value().to_string();
        json!({
            "type": "tool_result",
            "tool_use_id": tool_use_id,
            "is_error": true,
            "content": [{"type": "text", "text": text}],
        })
    }

    /// The MCP failure result built with `serde_json::json!`.
    #[must_use]
    pub fn mcp_json_macro(&self) -> String {
        self.mcp_value().to_string()
    }

    /// [`mcp_json_macro`](Self::mcp_json_macro), appended to `out`.
    pub fn write_mcp_json_macro(&self, out: &mut Vec<u8>) {
        write(out, &self.mcp_value());
    }

    /// The Claude `tool_result` block built with `serde_json::json!`.
    #[must_use]
    pub fn claude_json_macro(&self, tool_use_id: &str) -> String {
        self.claude_value(tool_use_id).to_string()
    }

    /// [`claude_json_macro`](Self::claude_json_macro), appended to `out`.
    pub fn write_claude_json_macro(&self, out: &mut Vec<u8>, tool_use_id: &str) {
        write(out, &self.claude_value(tool_use_id));
    }
}

fn mcp_result<'a>(payload: &'a Payload<'a>, sentence: &'a str, text: &'a str) -> McpResult<'a> {
    McpResult {
        content: [
            TextBlock {
                kind: "text",
                text: sentence,
            },
            TextBlock { kind: "text", text },
        ],
        structured_content: payload,
        is_error: true,
    }
}

fn claude_result<'a>(tool_use_id: &'a str, text: &'a str) -> ClaudeResult<'a> {
    ClaudeResult {
        kind: "tool_result",
        tool_use_id,
        is_error: true,
        content: [TextBlock { kind: "text", text }],
    }
}

fn write<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) {
    serde_json::to_writer(out, value).expect("serializing to a Vec can't fail");
}

fn utf8(bytes: &[u8]) -> &str {
    std::str::from_utf8(bytes).expect("serde_json writes UTF-8")
}

fn into_string(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("serde_json writes UTF-8")
}

/// Cuts a description as toolerror does: at [`ErrorPayload::MAX_DESCRIPTION_BYTES`] on a
/// character boundary, ending with [`ErrorPayload::TRUNCATION_MARKER`]. An owned
/// description is cut in place.
fn bound(description: Cow<'_, str>) -> Cow<'_, str> {
    if description.len() <= MAX_DESCRIPTION_BYTES {
        return description;
    }
    let mut cut = MAX_DESCRIPTION_BYTES - TRUNCATION_MARKER.len();
    while !description.is_char_boundary(cut) {
        cut -= 1;
    }
    let mut owned = match description {
        Cow::Owned(owned) => owned,
        Cow::Borrowed(borrowed) => {
            String::with_capacity(cut + TRUNCATION_MARKER.len()) + &borrowed[..cut]
        }
    };
    owned.truncate(cut);
    owned.push_str(TRUNCATION_MARKER);
    Cow::Owned(owned)
}

/// One failure to render, the same in both twins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Case {
    /// `PaymentTimeout`: literal description, `retryAfterMs`.
    Timeout,
    /// `RefundOverLimit { amount: 140, limit: 100 }`: formatted description.
    Refund,
    /// `Rejected` quoting an upstream message of 1 KiB (shown cut to 256
    /// characters).
    Desc1KiB,
    /// `Rejected` quoting an upstream message of 64 KiB (shown cut to 256
    /// characters).
    Desc64KiB,
}

impl Case {
    /// Every case.
    pub const ALL: [Case; 4] = [Case::Timeout, Case::Refund, Case::Desc1KiB, Case::Desc64KiB];

    /// The derived error.
    #[must_use]
    pub fn derived(self) -> BookingError {
        match self {
            Case::Timeout => BookingError::PaymentTimeout,
            Case::Refund => BookingError::RefundOverLimit {
                amount: 140,
                limit: 100,
            },
            Case::Desc1KiB => BookingError::Rejected {
                reason: reason(1024),
            },
            Case::Desc64KiB => BookingError::Rejected {
                reason: reason(64 * 1024),
            },
        }
    }

    /// The hand-written twin.
    #[must_use]
    pub fn hand(self) -> HandBookingError {
        match self {
            Case::Timeout => HandBookingError::PaymentTimeout,
            Case::Refund => HandBookingError::RefundOverLimit {
                amount: 140,
                limit: 100,
            },
            Case::Desc1KiB => HandBookingError::Rejected {
                reason: reason(1024),
            },
            Case::Desc64KiB => HandBookingError::Rejected {
                reason: reason(64 * 1024),
            },
        }
    }
}

impl fmt::Display for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Case::Timeout => "timeout",
            Case::Refund => "refund",
            Case::Desc1KiB => "desc_1KiB",
            Case::Desc64KiB => "desc_64KiB",
        })
    }
}

const REJECTED_PREFIX: &str = "The upstream service rejected the request: ";

/// An upstream message making the `Rejected` description `total` bytes long:
/// ASCII prose with a quoted field name now and then, so that escaping has
/// work to do, as in real upstream messages.
fn reason(total: usize) -> String {
    const SENTENCE: &str = "field \"email\" must be a valid address; the request was not applied. ";
    let len = total - REJECTED_PREFIX.len();
    SENTENCE.chars().cycle().take(len).collect()
}

/// Every variant of the booking errors, derived and hand-written, in the same
/// scrambled order, `len` of each.
#[must_use]
pub fn mixed_errors(len: usize) -> (Vec<BookingError>, Vec<HandBookingError>) {
    let mut state: u32 = 0x9e37_79b9;
    let mut derived = Vec::with_capacity(len);
    let mut hand = Vec::with_capacity(len);
    for _ in 0..len {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        let (d, h) = match state >> 29 {
            0 | 1 => (
                BookingError::PaymentTimeout,
                HandBookingError::PaymentTimeout,
            ),
            2 => (
                BookingError::BadBookingId { got: "2041".into() },
                HandBookingError::BadBookingId { got: "2041".into() },
            ),
            3 | 4 => (
                BookingError::RefundOverLimit {
                    amount: 140,
                    limit: 100,
                },
                HandBookingError::RefundOverLimit {
                    amount: 140,
                    limit: 100,
                },
            ),
            5 | 6 => (
                BookingError::NotYourBooking {
                    booking: "B-2041".into(),
                    owner: "C-17".into(),
                },
                HandBookingError::NotYourBooking {
                    booking: "B-2041".into(),
                    owner: "C-17".into(),
                },
            ),
            _ => (
                BookingError::Rejected {
                    reason: "quota".into(),
                },
                HandBookingError::Rejected {
                    reason: "quota".into(),
                },
            ),
        };
        derived.push(d);
        hand.push(h);
    }
    (derived, hand)
}

/// Declares [`WideDerived`] (derived) and [`WideHand`] (hand-written
/// matches) with the same variants and categories.
macro_rules! wide_enums {
    ($($variant:ident: $kind:ident $category:ident $retryable:literal,)*) => {
        /// A 48-variant error, derived.
        #[derive(Debug, Clone, Copy, thiserror::Error, ToolError)]
        pub enum WideDerived {
            $(
                #[allow(missing_docs)]
                #[error("wide fixture failure")]
                #[category($kind)]
                #[tool_error(description = "The wide fixture rejected this call; see the variant's code.")]
                $variant,
            )*
        }

        /// [`WideDerived`] with hand-written matches.
        #[derive(Debug, Clone, Copy)]
        #[allow(missing_docs)]
        pub enum WideHand {
            $($variant,)*
        }

        impl WideHand {
            /// The category, by a hand-written match.
            #[must_use]
            pub fn category(&self) -> Category {
                match self {
                    $(WideHand::$variant => Category::$category,)*
                }
            }

            /// Whether retrying can help, by a hand-written match.
            #[must_use]
            pub fn is_retryable(&self) -> bool {
                match self {
                    $(WideHand::$variant => $retryable,)*
                }
            }
        }

        /// Every variant of both wide enums, in the same scrambled order.
        #[must_use]
        pub fn wide_errors(len: usize) -> (Vec<WideDerived>, Vec<WideHand>) {
            const DERIVED: &[WideDerived] = &[$(WideDerived::$variant,)*];
            const HAND: &[WideHand] = &[$(WideHand::$variant,)*];
            let mut state: u32 = 0x2545_f491;
            (0..len)
                .map(|_| {
                    state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    let index = (state >> 16) as usize % DERIVED.len();
                    (DERIVED[index], HAND[index])
                })
                .unzip()
        }
    };
}

wide_enums! {
    W00: transient Transient true, W01: validation Validation true,
    W02: business Business false, W03: permission Permission false,
    W04: business Business false, W05: validation Validation true,
    W06: transient Transient true, W07: permission Permission false,
    W08: validation Validation true, W09: business Business false,
    W10: business Business false, W11: transient Transient true,
    W12: permission Permission false, W13: validation Validation true,
    W14: validation Validation true, W15: business Business false,
    W16: transient Transient true, W17: business Business false,
    W18: permission Permission false, W19: validation Validation true,
    W20: business Business false, W21: validation Validation true,
    W22: transient Transient true, W23: permission Permission false,
    W24: validation Validation true, W25: business Business false,
    W26: permission Permission false, W27: transient Transient true,
    W28: business Business false, W29: validation Validation true,
    W30: validation Validation true, W31: business Business false,
    W32: transient Transient true, W33: permission Permission false,
    W34: business Business false, W35: validation Validation true,
    W36: permission Permission false, W37: transient Transient true,
    W38: validation Validation true, W39: business Business false,
    W40: business Business false, W41: validation Validation true,
    W42: transient Transient true, W43: permission Permission false,
    W44: validation Validation true, W45: business Business false,
    W46: permission Permission false, W47: transient Transient true,
}

#[cfg(test)]
mod tests {
    //! The alternatives write the same documents; nothing here is timed.

    use serde_json::Value;
    use toolerror::{ErrorMode, ToReply, ToolErrorExt};

    use super::*;

    fn parse(text: &str) -> Value {
        serde_json::from_str(text).expect("valid JSON")
    }

    #[test]
    fn serde_baseline_writes_the_same_mcp_bytes() {
        for case in Case::ALL {
            let expected = case.derived().to_reply().to_mcp_json();
            assert_eq!(case.hand().mcp_json_serde(), expected, "{case}");

            let (mut out, mut scratch) = (b"prefix".to_vec(), Vec::new());
            case.hand().write_mcp_json_serde(&mut out, &mut scratch);
            assert_eq!(out, [b"prefix", expected.as_bytes()].concat(), "{case}");

            let mut out = Vec::new();
            case.derived()
                .to_payload()
                .to_reply()
                .with_mode(ErrorMode::Structured)
                .write_mcp_json(&mut out);
            assert_eq!(out, expected.as_bytes(), "{case}");
        }
    }

    #[test]
    fn serde_baseline_writes_the_same_claude_bytes() {
        for case in Case::ALL {
            let expected = case.derived().to_reply().to_claude_json(TOOL_USE_ID);
            assert_eq!(
                case.hand().claude_json_serde(TOOL_USE_ID),
                expected,
                "{case}"
            );

            let (mut out, mut scratch) = (Vec::new(), Vec::new());
            case.hand()
                .write_claude_json_serde(&mut out, &mut scratch, TOOL_USE_ID);
            assert_eq!(out, expected.as_bytes(), "{case}");
        }
    }

    /// The document with its payload's text block parsed (the last block:
    /// MCP's first is the sentence), so that member order doesn't count.
    fn normalize(text: &str) -> Value {
        let mut doc = parse(text);
        let block = doc["content"]
            .as_array_mut()
            .and_then(|blocks| blocks.last_mut())
            .expect("a text block");
        block["text"] = parse(block["text"].as_str().expect("a text block"));
        doc
    }

    #[test]
    fn json_macro_baseline_writes_equal_documents() {
        for case in Case::ALL {
            let hand = case.hand();
            let derived = case.derived();
            let expected = normalize(&derived.to_reply().to_mcp_json());
            assert_eq!(normalize(&hand.mcp_json_macro()), expected, "{case}");
            let mut out = Vec::new();
            hand.write_mcp_json_macro(&mut out);
            assert_eq!(normalize(utf8(&out)), expected, "{case}");

            let expected = normalize(&derived.to_reply().to_claude_json(TOOL_USE_ID));
            assert_eq!(
                normalize(&hand.claude_json_macro(TOOL_USE_ID)),
                expected,
                "{case}"
            );
            let mut out = Vec::new();
            hand.write_claude_json_macro(&mut out, TOOL_USE_ID);
            assert_eq!(normalize(utf8(&out)), expected, "{case}");
        }
    }

    #[test]
    fn typed_result_writes_the_same_mcp_document() {
        for case in Case::ALL {
            let derived = case.derived();
            let typed = serde_json::to_string(&derived.to_reply().to_mcp()).expect("serializes");
            assert_eq!(
                parse(&typed),
                parse(&derived.to_reply().to_mcp_json()),
                "{case}"
            );
        }
    }

    #[test]
    fn descriptions_have_the_advertised_lengths() {
        // The quoted message is shown cut to 256 characters (ASCII here).
        let shown = REJECTED_PREFIX.len() + ErrorPayload::MAX_SHOWN_VALUE_CHARS + '…'.len_utf8();
        assert_eq!(Case::Desc1KiB.hand().description().len(), shown);
        assert_eq!(Case::Desc64KiB.hand().description().len(), shown);
        let BookingError::Rejected { reason } = Case::Desc64KiB.derived() else {
            unreachable!()
        };
        assert_eq!(REJECTED_PREFIX.len() + reason.len(), 64 * 1024);
    }

    #[test]
    fn hand_written_matches_agree_with_the_derive() {
        let (derived, hand) = mixed_errors(512);
        for (d, h) in derived.iter().zip(&hand) {
            assert_eq!(d.category(), h.category());
            assert_eq!(d.category(), h.category_arm_per_variant());
            assert_eq!(d.is_retryable(), h.is_retryable());
            assert_eq!(d.code(), h.code());
        }
        let (derived, hand) = wide_errors(512);
        for (d, h) in derived.iter().zip(&hand) {
            assert_eq!(d.category(), h.category());
            assert_eq!(d.is_retryable(), h.is_retryable());
        }
    }
}
