//! The reader: a tool result, ours or a foreign server's, in any format
//! ([`read_result`](super::read_result), [`read_json`](super::read_json)),
//! read into the decision an agent has to make. Every format's reader maps
//! its shape onto the MCP core described here.
//!
//! Lenient with foreign shapes (no `structuredContent`, plain-text errors,
//! unknown category strings, numbers written as strings), strict about
//! contradictions: a business or permission error claiming to be retryable
//! is reported as inconsistent and treated as not retryable. A failure is
//! never read as a success. Reading never panics, whatever the JSON.
//!
//! # Precedence
//!
//! 1. A JSON-RPC `error` is [`Decision::Protocol`]. A JSON-RPC `result`
//!    is read as the tool result; members beside it can't hide a failure in
//!    it, nor it one beside it.
//! 2. The result is [`Decision::Failed`] when **any** of these holds,
//!    whatever the rest says:
//!    - `isError` (`is_error` for Claude) flags an error: only `false`,
//!      `null`, `0`, `"false"` and `"0"` don't; `true`, `"true"` and any
//!      other value do;
//!    - `structuredContent`, or `content` itself, is an error payload;
//!    - **any** text (a text block, whatever the case of its `type` or with
//!      none; the text of an embedded resource; `content` as a string; each
//!      read without the wrapping hosts add, see [host
//!      envelopes](self#host-envelopes)) is
//!      itself an error payload: a JSON object, also with white space or a
//!      BOM around it, or a block that begins as an object no parser here
//!      reads (a number out of range, nesting past 128 levels) and names an
//!      error category (`"errorCategory": "…"`, escaped or not) among that
//!      object's own members. Prose, code, JSON arrays and JSON lines that
//!      merely quote the member names are text. When `isError` doesn't
//!      flag an error (`false`, or absent, MCP's default) and
//!      `structuredContent` is present and no payload (an object, or from
//!      2026-07-28 on any JSON but `null`), a payload-shaped text block
//!      that this data holds (the whole of it, a member, or an item of a
//!      list: a Python SDK tool returning a list writes a block per item)
//!      mirrors it and is data; any other payload contradicts the data
//!      beside it (`{}`, `{"resultCount": 0}`) and the result is that
//!      failure.
//!
//!    A flagged result with no payload whose text is this crate's own
//!    sentence (`Error (<category>, retryable: …): …`, as
//!    [`ErrorPayload::to_sentence`](crate::ErrorPayload::to_sentence)
//!    writes it) takes the category, the delay and the reference from it.
//!
//!    A member written twice can't hide a failure: of two `isError`, the
//!    one that flags counts; of two `content`, every block (past the first
//!    1,024 blocks, every block that is or begins as a payload); of any other
//!    two, the one that reads as a failure (the last when neither does).
//!
//!    An error payload is an object with an `errorCategory` (of any value)
//!    and a string `description` or a boolean `isRetryable`. The failure's
//!    category, retryability, code and delay come from the first payload
//!    found: `structuredContent`'s, else the first text's that holds one (so
//!    a category carried only in text is kept). Its description is the
//!    payload's, else the first non-blank text, else the category's
//!    [fallback sentence](crate::fallback_description). A failure with no
//!    error flag is reported as [`Inconsistency::PayloadWithoutErrorFlag`].
//! 3. Otherwise, a result of schema 2026-07-28 whose `resultType` is
//!    `"input_required"` or `"task"` is not finished:
//!    [`Decision::InputRequired`], [`Decision::Task`].
//! 4. Otherwise the call succeeded: [`Decision::Partial`] when its
//!    `coverage.complete` is `false` (a fan-out with gaps, whatever it
//!    found); else [`Decision::Empty`] when
//!    `resultCount` (of `structuredContent`, else of the first text's JSON)
//!    is 0, else [`Decision::Success`]; with no `content` (absent, or not
//!    a list, an object or a string), [`Decision::Unreadable`].
//!
//! A failure that gives no `retryAfterMs` but whose draft classification
//! (`_meta["io.modelcontextprotocol/toolFailure"]`, SEP-3313) gives a
//! `retryNotBefore` (Unix epoch milliseconds) reads that as its delay, from
//! the moment it is read (zero once it has passed).
//!
//! A result that is a `task` and no `content` (schema 2025-11-25's
//! `CreateTaskResult`) is [`Decision::Task`]. A failure whose text carries
//! a payload after a prefix ("Error executing tool x: {…}", as the Python
//! SDK writes a tool's error) takes its category from that payload.
//!
//! # Host envelopes
//!
//! An agent holds what its host made of a result, not the result. The
//! formats with no error flag of their own (Gemini, OpenAI Chat and
//! Responses, Bedrock without `status`, ACP and A2A when completed) read
//! it with one shared step before the core: a failure any envelope carries
//! wins; an envelope holding a whole result decides as that result. A
//! record with other data beside `error` (a failed job's) is data, unless
//! that `error` is itself a payload. Every step is linear in the document:
//! a JSON string is read as JSON again at most once.
//!
//! | host (version) | what the model gets | read as |
//! |---|---|---|
//! | Google ADK 2.13 | the whole MCP result as Gemini's `response` (`content`, `structuredContent`, `isError`) | that result |
//! | google-genai 2.34 | `{"error": <result>}` / `{"result": <result>}`; `{"error": "<exception>"}` | that result; a failure with no category |
//! | pydantic-ai 2.68 | `{"error": "<payload JSON>"}` as the Chat tool message's text; `{"error": "Unknown tool name: …"}` | the payload's failure; a failure with no category |
//! | Gemini CLI 0.61 | `{"error": "MCP tool 'x' reported tool error for function call: {…} with response: [<parts>]"}` | the result in the parts, flagged; cut short, a failure with no category |
//! | Gemini CLI 0.61 | a success as `<untrusted_context>…</untrusted_context>` | the text inside |
//! | Codex CLI 0.171 | `Wall time: … seconds` / `Output:` lines before the text (no flag) | the text after them |
//! | Claude Code 2.1 | `<system-reminder>…</system-reminder>` after the text; `<tool_use_error>…` for a call it rejects | the text before it; a failure with no category |
//! | langchain-core 1.8 | a `ToolMessage` with `"status": "error"` | flagged |
//! | autogen-core 0.7.5 | a `FunctionExecutionResult` (`content`, `call_id`, `name`) with `"is_error": true` | flagged |
//! | openai-agents 0.24 | a list of content blocks as JSON text; `Failed to call tool '…' on MCP server …` | that content; a failure (validation when required arguments are missing) |
//! | Codex CLI, Gemini CLI | `unsupported call: …`, `Tool "…" not found` | a failure with no category |
//! | any host keeping one block (fastmcp 3.4's `ToolError`, the default of its `Client.call_tool`) | the crate's sentence alone | its category, retryability, delay and reference |
//! | any other | `{"error": <anything truthy>}` alone, or `{"error": …` cut short | a failure with no category |
//!
//! A document that doesn't parse at all is a failure when its text says
//! `"isError": true` or names an error category, else unreadable.
//!
//! Each text block is parsed on its own, so an unparsable block (or a lone
//! UTF-16 surrogate escape, which reads as U+FFFD) loses nothing else.
//!
//! ```
//! use serde_json::json;
//! use toolerror::Category;
//! use toolerror::formats::read::Decision;
//! use toolerror::formats::{Format, read_result};
//!
//! let result = json!({
//!     "content": [{"type": "text", "text": "Payment service timed out. Retry in 30 seconds."}],
//!     "structuredContent": {"errorCategory": "transient", "isRetryable": true,
//!                           "description": "Payment service timed out. Retry in 30 seconds.",
//!                           "code": "payment_timeout", "retryAfterMs": 30000},
//!     "isError": true
//! });
//! let Decision::Failed(failure) = read_result(Format::Mcp, &result) else { panic!() };
//! assert_eq!(failure.category, Some(Category::Transient));
//! assert_eq!(failure.retryable, Some(true));
//! assert_eq!(failure.retry_after, Some(std::time::Duration::from_secs(30)));
//!
//! let empty = json!({"content": [], "structuredContent": {"resultCount": 0}, "isError": false});
//! assert!(matches!(read_result(Format::Mcp, &empty), Decision::Empty { .. }));
//! ```

use std::borrow::Cow;
use std::time::Duration;

use serde_json::{Map, Value};

use crate::category::Category;
use crate::payload::{
    ErrorPayload, MAX_DESCRIPTION_BYTES, bound_code, bound_description, fallback_description,
    is_blank, wire,
};

/// What a tool result means for the agent.
#[derive(Debug, Clone, PartialEq)]
pub enum Decision {
    /// The call succeeded. `result_count` is given when the result says it.
    Success {
        /// The `resultCount`, when present and positive.
        result_count: Option<u64>,
    },
    /// The call ran and matched nothing: an answer, not a failure.
    Empty {
        /// What the server said about it, if anything.
        description: Option<String>,
    },
    /// Some sources of a fan-out answered and some failed: the results
    /// (possibly none) are incomplete, and the description names the gaps.
    /// Not a definitive answer, as [`Decision::Empty`] is: what failed may
    /// hold more.
    Partial {
        /// The `resultCount` of the sources that answered.
        result_count: Option<u64>,
        /// What the server said about the gaps.
        description: Option<String>,
        /// How many sources the fan-out attempted, when it says
        /// (`coverage.sourcesAttempted`).
        sources_attempted: Option<u64>,
        /// How many of them failed, when it says (`sourcesAttempted`
        /// less `sourcesSucceeded`).
        sources_failed: Option<u64>,
    },
    /// The tool failed.
    Failed(Failure),
    /// Not finished: the server needs the client's input first (schema
    /// 2026-07-28, `resultType: "input_required"`). Answer its
    /// `inputRequests` and call the tool again with the same arguments.
    InputRequired {
        /// The server's `inputRequests`, as sent.
        requests: Option<Value>,
    },
    /// Not finished: the server made a task of the call (`resultType:
    /// "task"`). Poll the task for the result; nothing failed yet.
    Task {
        /// The task's id, when the result gives it.
        task_id: Option<String>,
    },
    /// A JSON-RPC error: the request itself failed (unknown tool, malformed
    /// request, server error).
    Protocol {
        /// The JSON-RPC error code.
        code: i64,
        /// Its message.
        message: String,
    },
    /// Not a tool result at all (not an object, or no content).
    Unreadable {
        /// Why.
        reason: String,
    },
}

/// A failed tool call, as much as the result says.
#[derive(Debug, Clone, PartialEq)]
pub struct Failure {
    /// The category, when the result names a known one.
    pub category: Option<Category>,
    /// Whether retrying can help: the category's rule when it is known,
    /// else the server's claim, else unknown.
    pub retryable: Option<bool>,
    /// What the server said, bounded like descriptions this crate writes.
    pub description: String,
    /// The machine code, if given.
    pub code: Option<String>,
    /// The delay the server asked for (transient only).
    pub retry_after: Option<Duration>,
    /// The failed call may have taken effect (`outcomeUnknown`, transient
    /// only): retry it only if repeating it is safe.
    pub outcome_unknown: bool,
    /// The id joining the failure to the server's log (`correlationId`):
    /// quote it when reporting the failure to a person.
    pub correlation_id: Option<String>,
    /// What the result says that contradicts itself, if anything.
    pub inconsistency: Option<Inconsistency>,
}

/// A contradiction in a tool result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Inconsistency {
    /// `isRetryable` disagrees with the category (such as a business error
    /// claiming to be retryable); the category's rule wins.
    RetryabilityContradictsCategory {
        /// The category named.
        category: Category,
        /// The `isRetryable` claimed.
        claimed: bool,
    },
    /// `retryAfterMs` on an error that isn't transient; the delay is ignored.
    RetryAfterOnNonTransient(Category),
    /// An error payload in a result that doesn't say `isError: true`.
    PayloadWithoutErrorFlag,
}

/// Reads an MCP `tools/call` result, or a whole JSON-RPC response carrying
/// one (`{"result": …}` or `{"error": …}`); see [the precedence](self#precedence).
#[must_use]
pub(crate) fn read_mcp_result(value: &Value) -> Decision {
    let Some(object) = value.as_object() else {
        return unreadable("a tool result is a JSON object");
    };
    if let Some(error) = object.get("error").and_then(Value::as_object) {
        return protocol(error);
    }
    let outer = || {
        // The draft classification (SEP-3313) is on failures only: its
        // presence flags one, and its class implies a category.
        let classified = object
            .get("_meta")
            .and_then(|meta| meta.get(wire::TOOL_FAILURE_META))
            .and_then(Value::as_object);
        let flag = match classified {
            Some(_) => Some(&Value::Bool(true)),
            None => object.get("isError"),
        };
        let decision = decide_implying(
            flag,
            object.get("structuredContent"),
            object.get("content"),
            "a tool result has `content`",
            classified.and_then(classified_category),
        );
        let decision = match (decision, classified) {
            (Decision::Failed(mut failure), Some(classified)) => {
                if failure.correlation_id.is_none() {
                    failure.correlation_id =
                        classified.get(wire::CORRELATION_ID).and_then(foreign_id);
                }
                if failure.retry_after.is_none()
                    && matches!(failure.category, Some(Category::Transient) | None)
                {
                    failure.retry_after = classified
                        .get(RETRY_NOT_BEFORE)
                        .and_then(as_count)
                        .map(until_epoch_ms);
                }
                Decision::Failed(failure)
            }
            (decision, _) => decision,
        };
        if matches!(decision, Decision::Failed(_)) {
            return decision;
        }
        // A task made of the call (schema 2025-11-25's `CreateTaskResult`:
        // a `task` and no content) isn't finished either.
        if !object.contains_key("content")
            && let Some(task) = object.get("task").and_then(Value::as_object)
        {
            return Decision::Task {
                task_id: task
                    .get("taskId")
                    .and_then(Value::as_str)
                    .map(str::to_owned),
            };
        }
        // Schema 2026-07-28: a call that isn't finished is no success.
        match object
            .get("resultType")
            .and_then(Value::as_str)
            .map(str::trim)
        {
            Some(kind) if kind.eq_ignore_ascii_case("input_required") => Decision::InputRequired {
                requests: object.get("inputRequests").cloned(),
            },
            Some(kind) if kind.eq_ignore_ascii_case("task") => Decision::Task {
                task_id: object
                    .get("task")
                    .and_then(|task| task.get("taskId"))
                    .or_else(|| object.get("taskId"))
                    .and_then(Value::as_str)
                    .map(str::to_owned),
            },
            _ => decision,
        }
    };
    // A JSON-RPC response carries the result in `result`; members beside it
    // (a stray `content`, say) can't hide a failure inside it, nor the other
    // way round.
    match object.get("result").filter(|result| result.is_object()) {
        Some(result) => match (read_mcp_result(result), outer()) {
            (inner @ Decision::Failed(_), _) => inner,
            (_, outer @ Decision::Failed(_)) => outer,
            (inner, _) => inner,
        },
        None => outer(),
    }
}

/// A correlation id as a server wrote it, so the agent quotes what the log
/// says: a string of printable ASCII up to [`MAX_CODE_BYTES`](crate::ErrorPayload::MAX_CODE_BYTES)
/// bytes as is, a number as its digits; anything else kept to the code
/// alphabet and bound.
fn foreign_id(value: &Value) -> Option<String> {
    match value {
        Value::String(id) if is_blank(id) => None,
        Value::String(id)
            if id.len() <= crate::payload::MAX_CODE_BYTES
                && id.bytes().all(|byte| byte.is_ascii_graphic()) =>
        {
            Some(id.clone())
        }
        Value::String(id) => Some(bound_code(Cow::Borrowed(id)).into_owned()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// The category a draft classification (SEP-3313) implies: reliability is
/// transient, capability validation, governance permission when its code
/// says so (`auth_required`, `permission_denied`) and business otherwise.
/// The draft classification's (SEP-3313) earliest retry, in Unix epoch
/// milliseconds.
const RETRY_NOT_BEFORE: &str = "retryNotBefore";

/// The wait from now until `epoch_ms` (Unix epoch milliseconds): zero when
/// it has passed.
fn until_epoch_ms(epoch_ms: u64) -> Duration {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    Duration::from_millis(epoch_ms).saturating_sub(now)
}

fn classified_category(classified: &Map<String, Value>) -> Option<Category> {
    let class = classified.get("class")?.as_str()?.trim();
    let code = classified.get("code").and_then(Value::as_str).unwrap_or("");
    match class.to_ascii_lowercase().as_str() {
        "reliability" => Some(Category::Transient),
        "capability" => Some(Category::Validation),
        "governance" if matches!(code, "auth_required" | "permission_denied") => {
            Some(Category::Permission)
        }
        "governance" => Some(Category::Business),
        _ => None,
    }
}

/// A document that doesn't parse: a failure when its text shows one, else
/// unreadable.
pub(crate) fn unparsable(json: &str, flag: &str, error: &serde_json::Error) -> Decision {
    let category = sniff_category(json);
    if category.is_some() || sniff_true(json, flag) {
        return Decision::Failed(failure(None, None, category.flatten(), None));
    }
    unreadable(&format!("not JSON: {error}"))
}

/// The category a document names as `"errorCategory": "…"`, if it names
/// one: `Some(None)` when the name is not one of the four.
fn sniff_category(text: &str) -> Option<Option<Category>> {
    let decoded = decode_unicode_escapes(text);
    let text = decoded.as_str();
    values_of(text, wire::ERROR_CATEGORY)
        .into_iter()
        .find_map(category_named)
}

/// The category a JSON string value at the start of `value` names.
fn category_named(value: &str) -> Option<Option<Category>> {
    let name = value.strip_prefix('"')?;
    let name = &name[..name.find('"')?];
    Some(name.trim().parse::<Category>().ok())
}

/// The category a text block names, read only where the block itself is a
/// payload that no parser here reads: it begins as an object (after white
/// space or a BOM), and one of that object's own members, not a nested
/// one, is `"errorCategory": "…"`. Prose, code, arrays and JSON lines that
/// quote the member name are text.
fn sniff_block_category(text: &str) -> Option<Option<Category>> {
    let text = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{FEFF}');
    if !text.starts_with('{') {
        return None;
    }
    let decoded = match text.contains("\\u") {
        true => Cow::Owned(decode_unicode_escapes(text)),
        false => Cow::Borrowed(text),
    };
    let bytes = decoded.as_bytes();
    let key = format!("\"{}\"", wire::ERROR_CATEGORY);
    let mut depth = 0usize;
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'{' | b'[' => depth += 1,
            // The first object ended: what follows (JSON lines, prose) is
            // not that object's.
            b'}' | b']' if depth <= 1 => return None,
            b'}' | b']' => depth -= 1,
            b'"' => {
                if depth == 1 && decoded[at..].starts_with(&key) {
                    let rest = decoded[at + key.len()..].trim_start_matches(is_json_space);
                    if let Some(value) = rest.strip_prefix(':') {
                        return category_named(value.trim_start_matches(is_json_space));
                    }
                }
                // To the string's closing quote, a chunk at a time.
                at += 1;
                loop {
                    match memchr::memchr2(b'"', b'\\', &bytes[at..]) {
                        None => return None,
                        Some(offset) if bytes[at + offset] == b'\\' => at += offset + 2,
                        Some(offset) => {
                            at += offset;
                            break;
                        }
                    }
                    if at >= bytes.len() {
                        return None;
                    }
                }
            }
            _ => {}
        }
        at += 1;
    }
    None
}

/// What follows each `"<key>":` in `text`, from the value on.
fn values_of<'t>(text: &'t str, key: &str) -> Vec<&'t str> {
    let quoted = format!("\"{key}\"");
    text.match_indices(&quoted)
        .filter_map(|(at, _)| {
            let rest = text[at + quoted.len()..].trim_start_matches(is_json_space);
            Some(rest.strip_prefix(':')?.trim_start_matches(is_json_space))
        })
        .collect()
}

/// `text` with each `\uXXXX` escape of a printable ASCII character
/// decoded (`"error\u0043ategory"` is `"errorCategory"` to a parser).
fn decode_unicode_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("\\u") {
        out.push_str(&rest[..at]);
        let decoded = rest
            .get(at + 2..at + 6)
            .and_then(|hex| u8::from_str_radix(hex, 16).ok())
            .filter(|byte| (0x20..0x7f).contains(byte) && *byte != b'"' && *byte != b'\\');
        match decoded {
            Some(byte) => {
                out.push(char::from(byte));
                rest = &rest[at + 6..];
            }
            None => {
                out.push_str("\\u");
                rest = &rest[at + 2..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether a text says `"<flag>": true`.
fn sniff_true(text: &str, flag: &str) -> bool {
    values_of(text, flag)
        .into_iter()
        .any(|value| value.starts_with("true"))
}

fn is_json_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r')
}

pub(crate) fn parse_lenient(json: &str) -> Result<Value, serde_json::Error> {
    let parsed: Result<Lenient, _> =
        serde_json::from_str(json).or_else(|error| match replace_lone_surrogates(json) {
            Some(repaired) => serde_json::from_str(&repaired),
            None => Err(error),
        });
    parsed.map(|lenient| lenient.0)
}

/// [`parse_lenient`] for a document that may be a payload: the same value,
/// except that a long string `description` or `message` of the top-level
/// object is kept as its first [`MAX_DESCRIPTION_BYTES`](crate::ErrorPayload::MAX_DESCRIPTION_BYTES) bytes and more,
/// not unescaped and copied whole. The reader uses those two members only
/// where a payload's are read (a failure's description, bounded to
/// [`MAX_DESCRIPTION_BYTES`](crate::ErrorPayload::MAX_DESCRIPTION_BYTES), or its words when the description is blank),
/// so nothing it decides changes. serde_json skips the string (as
/// [`RawValue`](serde_json::value::RawValue)) and parses its beginning
/// again; any other value, or a document this doesn't read, is parsed by
/// [`parse_lenient`], once more at most.
fn parse_lenient_bounded(json: &str) -> Result<Value, serde_json::Error> {
    use serde::de::{DeserializeSeed, Error, MapAccess, Visitor};
    use serde_json::value::RawValue;

    struct Bounded;

    impl<'de> DeserializeSeed<'de> for Bounded {
        type Value = Value;
        fn deserialize<D: serde::Deserializer<'de>>(
            self,
            deserializer: D,
        ) -> Result<Self::Value, D::Error> {
            deserializer.deserialize_map(self)
        }
    }

    impl<'de> Visitor<'de> for Bounded {
        type Value = Value;
        fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            formatter.write_str("an object")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
            let mut members = Members::default();
            while let Some(key) = map.next_key::<String>()? {
                let value = match key.as_str() {
                    wire::DESCRIPTION | "message" => {
                        let raw: &'de RawValue = map.next_value()?;
                        let raw = raw.get();
                        match bounded_string(raw) {
                            Some(prefix) => Value::String(prefix),
                            // A string read whole reads as in the document;
                            // a list or an object is left to `parse_lenient`,
                            // whose depth counts from the document's top.
                            None if raw.starts_with('"') => {
                                Value::String(serde_json::from_str(raw).map_err(A::Error::custom)?)
                            }
                            None if raw.starts_with(['{', '[']) => {
                                return Err(A::Error::custom("read whole"));
                            }
                            None => {
                                serde_json::from_str::<Lenient>(raw)
                                    .map_err(A::Error::custom)?
                                    .0
                            }
                        }
                    }
                    _ => map.next_value::<Lenient>()?.0,
                };
                members.insert(key, value);
            }
            Ok(Value::Object(members.object))
        }
    }

    if !json.trim_start_matches(is_json_space).starts_with('{') {
        return parse_lenient(json);
    }
    let mut deserializer = serde_json::Deserializer::from_str(json);
    let read = Bounded
        .deserialize(&mut deserializer)
        .and_then(|value| deserializer.end().map(|()| value));
    read.or_else(|_| parse_lenient(json))
}

/// How many bytes of a JSON string's text (its escapes as written) hold
/// more than [`MAX_DESCRIPTION_BYTES`](crate::ErrorPayload::MAX_DESCRIPTION_BYTES) bytes of it: an escape is at most six
/// bytes for one.
const BOUNDED_TEXT_BYTES: usize = 6 * (MAX_DESCRIPTION_BYTES + 1) + 16;

/// The first bytes of the JSON string `raw` (quotes and escapes as
/// written), more than [`MAX_DESCRIPTION_BYTES`](crate::ErrorPayload::MAX_DESCRIPTION_BYTES) of them and not blank,
/// when it is a string twice as long as the text that holds them; `None`
/// otherwise. serde_json reads them: the text is cut short of the escape it
/// may end inside (a cut that parses is one between escapes, as no escape
/// takes a closing quote in) and closed with a quote.
fn bounded_string(raw: &str) -> Option<String> {
    if raw.len() <= 2 * BOUNDED_TEXT_BYTES || !raw.starts_with('"') {
        return None;
    }
    let mut cut = BOUNDED_TEXT_BYTES;
    // An escape is at most 12 bytes (a surrogate pair): one of the 13 cuts
    // before `BOUNDED_TEXT_BYTES` falls between two.
    for _ in 0..13 {
        while !raw.is_char_boundary(cut) {
            cut -= 1;
        }
        let mut text = String::with_capacity(cut + 1);
        text.push_str(&raw[..cut]);
        text.push('"');
        if let Ok(prefix) = serde_json::from_str::<String>(&text) {
            return (prefix.len() > MAX_DESCRIPTION_BYTES && !is_blank(&prefix)).then_some(prefix);
        }
        cut -= 1;
    }
    None
}

/// A JSON value read in one pass, each member written twice resolved as it
/// is read, so that a later duplicate can't hide an earlier failure (a
/// parser keeping the last value of `"isError": true, "isError": false`
/// reads success): a flag that flags wins, a string category wins, content
/// blocks are all kept (past the first 1,024 of a duplicated `content`,
/// those where a failure may hide), and of other members the first that
/// reads as a failure wins (else the last, as JSON parsers do). Each value is merged
/// in place and judged once, so a member written n times costs n, not n².
struct Lenient(Value);

/// One object's members as they are read, with the keys whose kept value
/// has been judged, and of those the ones that read as a failure.
#[derive(Default)]
struct Members {
    object: Map<String, Value>,
    judged: std::collections::HashMap<String, bool>,
}

/// How many blocks of a duplicated `content` are kept whatever they say.
const MAX_MERGED_BLOCKS: usize = 1024;

/// Whether a content block may carry a failure: a payload, or text that
/// begins as an object naming a category.
fn block_may_fail(block: &Value) -> bool {
    block.as_object().is_some_and(is_error_payload)
        || texts(block)
            .iter()
            .any(|text| sniff_block_category(text).is_some())
}

impl Members {
    fn insert(&mut self, key: String, value: Value) {
        let Some(existing) = self.object.get_mut(&key) else {
            self.object.insert(key, value);
            return;
        };
        match key.as_str() {
            "isError" | "is_error" => {
                if !flags_error(existing) {
                    *existing = value;
                }
            }
            wire::ERROR_CATEGORY => {
                if !existing.is_string() {
                    *existing = value;
                }
            }
            "content" => {
                let block = |text: String| serde_json::json!({"type": "text", "text": text});
                if !existing.is_array() {
                    let earlier = std::mem::take(existing);
                    *existing = Value::Array(vec![match earlier {
                        Value::String(text) => block(text),
                        other => other,
                    }]);
                }
                if let Value::Array(blocks) = existing {
                    let later = match value {
                        Value::Array(items) => items,
                        Value::String(text) => vec![block(text)],
                        other => vec![other],
                    };
                    // Past the first blocks, a duplicate's blocks are kept
                    // only where a failure may hide: a hostile document
                    // can't make the reader hold every block it repeats.
                    for item in later {
                        if blocks.len() < MAX_MERGED_BLOCKS || block_may_fail(&item) {
                            blocks.push(item);
                        }
                    }
                }
            }
            _ => {
                let fails = match self.judged.get(&key) {
                    Some(fails) => *fails,
                    None => looks_failed(existing),
                };
                if fails {
                    self.judged.insert(key, true);
                } else {
                    // The value now kept is judged when its duplicate comes.
                    *existing = value;
                    self.judged.remove(&key);
                }
            }
        }
    }
}

impl<'de> serde::Deserialize<'de> for Lenient {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Visit;

        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Lenient;

            fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                formatter.write_str("a JSON value")
            }
            fn visit_bool<E>(self, value: bool) -> Result<Lenient, E> {
                Ok(Lenient(Value::Bool(value)))
            }
            fn visit_i64<E>(self, value: i64) -> Result<Lenient, E> {
                Ok(Lenient(Value::from(value)))
            }
            fn visit_u64<E>(self, value: u64) -> Result<Lenient, E> {
                Ok(Lenient(Value::from(value)))
            }
            fn visit_f64<E>(self, value: f64) -> Result<Lenient, E> {
                Ok(Lenient(
                    serde_json::Number::from_f64(value).map_or(Value::Null, Value::Number),
                ))
            }
            fn visit_str<E>(self, value: &str) -> Result<Lenient, E> {
                Ok(Lenient(Value::String(value.to_owned())))
            }
            fn visit_string<E>(self, value: String) -> Result<Lenient, E> {
                Ok(Lenient(Value::String(value)))
            }
            fn visit_unit<E>(self) -> Result<Lenient, E> {
                Ok(Lenient(Value::Null))
            }
            fn visit_none<E>(self) -> Result<Lenient, E> {
                Ok(Lenient(Value::Null))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Lenient, A::Error> {
                let mut items = Vec::new();
                while let Some(Lenient(item)) = seq.next_element()? {
                    items.push(item);
                }
                Ok(Lenient(Value::Array(items)))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Lenient, A::Error> {
                let mut members = Members::default();
                while let Some((key, Lenient(value))) = map.next_entry::<String, Lenient>()? {
                    members.insert(key, value);
                }
                Ok(Lenient(Value::Object(members.object)))
            }
        }

        deserializer.deserialize_any(Visit)
    }
}

/// Whether `value`, a result, a result's member or a payload, says a call
/// failed, judged without parsing the text blocks in it as JSON again: a
/// payload, an error flag, a JSON-RPC or format `error` member, a payload
/// in `structuredContent`, or a text block that begins as an object naming
/// a category among its own members. Linear in `value`, and no parser
/// nests in another, so a hostile document can't make the reader's time or
/// stack grow with its depth.
fn looks_failed(value: &Value) -> bool {
    let Some(object) = value.as_object() else {
        return false;
    };
    if is_error_payload(object)
        || ["isError", "is_error"]
            .iter()
            .any(|flag| object.get(*flag).is_some_and(flags_error))
        || object.get("error").is_some_and(|error| !error.is_null())
        || object
            .get("structuredContent")
            .and_then(Value::as_object)
            .is_some_and(is_error_payload)
    {
        return true;
    }
    let content = object.get("content");
    content
        .and_then(Value::as_object)
        .is_some_and(is_error_payload)
        || content
            .map(texts)
            .unwrap_or_default()
            .iter()
            .any(|text| sniff_block_category(text).is_some())
}

/// `json` with every `\uXXXX` escape of an unpaired UTF-16 surrogate
/// replaced by `\ufffd`; `None` when there is none.
fn replace_lone_surrogates(json: &str) -> Option<String> {
    fn surrogate_at(bytes: &[u8], index: usize) -> Option<u16> {
        let hex = bytes.get(index + 2..index + 6)?;
        if bytes.get(index..index + 2)? != b"\\u" {
            return None;
        }
        let unit = u16::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?;
        (0xD800..=0xDFFF).contains(&unit).then_some(unit)
    }
    let bytes = json.as_bytes();
    let mut out: Option<String> = None;
    let mut copied = 0;
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] != b'\\' {
            index += 1;
            continue;
        }
        let Some(unit) = surrogate_at(bytes, index) else {
            // Any other escape, `\\` included, is two bytes or more.
            index += 2;
            continue;
        };
        let paired = (0xD800..0xDC00).contains(&unit)
            && surrogate_at(bytes, index + 6).is_some_and(|low| low >= 0xDC00);
        if paired {
            index += 12;
            continue;
        }
        let repaired = out.get_or_insert_with(|| String::with_capacity(json.len()));
        repaired.push_str(&json[copied..index]);
        repaired.push_str("\\ufffd");
        index += 6;
        copied = index;
    }
    out.map(|mut repaired| {
        repaired.push_str(&json[copied..]);
        repaired
    })
}

/// The one decision procedure; see [the precedence](self#precedence).
pub(crate) fn decide(
    flag: Option<&Value>,
    structured: Option<&Value>,
    content: Option<&Value>,
    no_content: &str,
) -> Decision {
    decide_implying(flag, structured, content, no_content, None)
}

/// [`decide`], for a format whose own flag implies a category (an A2A task
/// rejected is a business failure) when no payload says one.
pub(crate) fn decide_implying(
    flag: Option<&Value>,
    structured: Option<&Value>,
    content: Option<&Value>,
    no_content: &str,
    implied: Option<Category>,
) -> Decision {
    let flagged = flag.is_some_and(flags_error);
    let content =
        content.filter(|content| content.is_array() || content.is_object() || content.is_string());
    // Each text as the host wrote it, its wrapping taken off (see
    // `host_text`).
    let texts: Vec<&str> = content
        .map(texts)
        .unwrap_or_default()
        .into_iter()
        .map(host_text)
        .collect();
    // With a payload in `structuredContent` the texts are read for words
    // only: no text is parsed then.
    let structured_payload = structured
        .and_then(Value::as_object)
        .is_some_and(is_error_payload);
    let success_data = structured.filter(|structured| {
        !flagged && !structured.is_null() && !structured.as_object().is_some_and(is_error_payload)
    });
    // A text is compared whole with the data only when there is data: with
    // none, a long description in it is read for its first bytes.
    let parsed_texts: Vec<Option<Value>> = texts
        .iter()
        .map(|text| match structured_payload {
            true => None,
            false => parse_object(text, success_data.is_some()).map(Value::Object),
        })
        .collect();
    // A result that doesn't flag an error, with structured data that is no
    // payload (an object, or, from schema 2026-07-28 on, any JSON): its
    // text blocks may mirror that data (a Python SDK tool returning a list
    // writes a block per item), payload-shaped or not. A payload-shaped
    // block mirrors it only when that data holds the same object (the whole
    // of it, a member, or an item of a list); any other payload contradicts
    // the data beside it (`{}`, `{"resultCount": 0}`) and wins. An absent
    // flag is MCP's default, `false` (the TypeScript SDK never writes it).
    // The data's candidates are hashed once, whatever the number of blocks.
    let mirror = success_data.map(Mirror::new);
    let texts_mirror_success = mirror.as_ref().is_some_and(|mirror| {
        parsed_texts
            .iter()
            .flatten()
            .filter_map(Value::as_object)
            .filter(|object| is_error_payload(object))
            .all(|object| mirror.holds(object))
    }) && texts
        .iter()
        .zip(&parsed_texts)
        .all(|(text, parsed)| parsed.is_some() || sniff_block_category(text).is_none());
    let structured_value = structured;
    let structured = structured.and_then(Value::as_object);
    // A flagged failure whose text carries a payload after a prefix, as the
    // Python SDK writes a tool's error ("Error executing tool x: {…}").
    // Read only when no other member holds a payload.
    let is_payload = |value: &&Value| value.as_object().is_some_and(is_error_payload);
    let found = structured_value
        .filter(is_payload)
        .or_else(|| content.filter(is_payload))
        .or_else(|| {
            parsed_texts
                .iter()
                .flatten()
                .filter(|_| !texts_mirror_success)
                .find(is_payload)
        });
    let embedded: Option<Value> = match (found, flagged) {
        (None, true) => texts
            .iter()
            .find_map(|text| embedded_payload(text))
            .map(Value::Object),
        _ => None,
    };
    let payload = found.or(embedded.as_ref());
    // A block that is a payload in JSON no parser here reads (a number out
    // of range, nesting too deep) is still a payload.
    let sniffed = match payload {
        Some(_) => None,
        None if texts_mirror_success => None,
        None => texts
            .iter()
            .zip(&parsed_texts)
            .filter(|(_, parsed)| parsed.is_none())
            .find_map(|(text, _)| sniff_block_category(text)),
    };
    if flagged || payload.is_some() || sniffed.is_some() {
        let unflagged = (!flagged).then_some(Inconsistency::PayloadWithoutErrorFlag);
        // A flagged failure with no payload whose text is this crate's own
        // sentence (a host kept only the first block): the sentence says
        // the category, the retryability and the delay.
        if payload.is_none()
            && sniffed.is_none()
            && let Some(failure) = texts.iter().find_map(|text| sentence_failure(text))
        {
            return Decision::Failed(failure);
        }
        let text = texts.iter().copied().find(|text| !is_blank(text));
        return Decision::Failed(failure(
            payload,
            text,
            sniffed.flatten().or(implied),
            unflagged,
        ));
    }
    if content.is_none() {
        return unreadable(no_content);
    }
    let data = structured.or_else(|| {
        parsed_texts
            .first()
            .and_then(Option::as_ref)
            .and_then(Value::as_object)
    });
    let field = |name: &str| data.and_then(|object| object.get(name));
    let result_count = field(wire::RESULT_COUNT).and_then(as_count);
    let description = || {
        field(wire::DESCRIPTION)
            .and_then(Value::as_str)
            .map(|text| bound_description(Cow::Borrowed(text)).into_owned())
    };
    // A fan-out with gaps: never "matched nothing", whatever its count.
    let coverage = field("coverage");
    let incomplete = coverage
        .and_then(|coverage| coverage.get("complete"))
        .is_some_and(|complete| complete == &Value::Bool(false));
    let sources = |name: &str| {
        coverage
            .and_then(|coverage| coverage.get(name))
            .and_then(Value::as_u64)
    };
    let sources_attempted = sources("sourcesAttempted");
    match result_count {
        _ if incomplete => Decision::Partial {
            result_count,
            description: description(),
            sources_attempted,
            sources_failed: sources_attempted
                .zip(sources("sourcesSucceeded"))
                .and_then(|(attempted, succeeded)| attempted.checked_sub(succeeded)),
        },
        Some(0) => Decision::Empty {
            description: description(),
        },
        count => Decision::Success {
            result_count: count,
        },
    }
}

/// The payload a text carries after a prefix: the object from its first
/// `{` to its last `}`, or from the first line that begins with `{` when
/// the words before hold a brace of their own (a description quoting one).
fn embedded_payload(text: &str) -> Option<Map<String, Value>> {
    let end = text.rfind('}')?;
    let first = text.find('{')?;
    let line = text[..end]
        .match_indices("\n{")
        .next()
        .map(|(at, _)| at + 1);
    [Some(first), line]
        .into_iter()
        .flatten()
        .filter(|start| *start > 0 && *start < end)
        .find_map(|start| parse_object(&text[start..=end], false).filter(is_error_payload))
}

/// A text with the wrapping a host put around a tool's words taken off:
/// Codex CLI's header (`Wall time: … seconds` and `Output:` lines, an
/// `Exit code:` line before them), Gemini CLI's `<untrusted_context>`
/// around a success, Claude Code's `<system-reminder>` blocks after it.
/// Linear: each step looks at a bounded head or tail of the text.
pub(crate) fn host_text(text: &str) -> &str {
    let mut text = text;
    // Codex CLI 0.171 (`codex-rs/core` MCP tool output): a header of a few
    // `Label: value` lines ending in `Output:`.
    if text.starts_with("Wall time: ") || text.starts_with("Exit code: ") {
        let mut rest = text;
        for _ in 0..6 {
            let (line, after) = rest.split_once('\n').unwrap_or((rest, ""));
            if line.trim_end() == "Output:" {
                text = after;
                break;
            }
            if after.is_empty() || !line.contains(": ") {
                break;
            }
            rest = after;
        }
    }
    // Claude Code 2.1: `\n\n<system-reminder>…</system-reminder>` appended.
    loop {
        let trimmed = text.trim_end();
        let Some(body) = trimmed.strip_suffix("</system-reminder>") else {
            break;
        };
        match body.rfind("<system-reminder>") {
            Some(at) => text = &body[..at],
            None => break,
        }
    }
    // Gemini CLI 0.61: a success's text inside `<untrusted_context>`.
    let trimmed = text.trim();
    if let Some(inner) = trimmed
        .strip_prefix("<untrusted_context>")
        .and_then(|inner| inner.strip_suffix("</untrusted_context>"))
    {
        text = inner.trim();
    }
    text
}

/// The objects structured data holds, by hash: the whole of it, its
/// members, and the items of a list it is or holds. Built once per result,
/// so asking about every text block is linear.
struct Mirror<'a> {
    state: std::collections::hash_map::RandomState,
    candidates: std::collections::HashMap<u64, &'a Value>,
}

impl<'a> Mirror<'a> {
    fn new(structured: &'a Value) -> Self {
        let state = std::collections::hash_map::RandomState::new();
        let mut lists: Vec<&Value> = Vec::new();
        let mut all: Vec<&Value> = vec![structured];
        match structured {
            Value::Object(members) => {
                for member in members.values() {
                    all.push(member);
                    lists.push(member);
                }
            }
            Value::Array(_) => lists.push(structured),
            _ => {}
        }
        for list in lists {
            if let Value::Array(items) = list {
                all.extend(items);
            }
        }
        let mut candidates = std::collections::HashMap::new();
        for value in all.into_iter().filter(|value| value.is_object()) {
            candidates.entry(value_hash(&state, value)).or_insert(value);
        }
        Mirror { state, candidates }
    }

    /// Whether `object`, a payload-shaped text block, is one of the data's
    /// objects: compared with the one candidate of its hash.
    fn holds(&self, object: &Map<String, Value>) -> bool {
        let wanted = Value::Object(object.clone());
        self.candidates
            .get(&value_hash(&self.state, &wanted))
            .is_some_and(|candidate| **candidate == wanted)
    }
}

/// A hash of a JSON value that equal values share (an object's members in
/// any order).
fn value_hash(state: &std::collections::hash_map::RandomState, value: &Value) -> u64 {
    use std::hash::BuildHasher;
    match value {
        Value::Null => state.hash_one(0u8),
        Value::Bool(flag) => state.hash_one((1u8, *flag)),
        Value::Number(number) => match (number.as_u64(), number.as_i64()) {
            (Some(unsigned), _) => state.hash_one((2u8, unsigned)),
            (None, Some(signed)) => state.hash_one((3u8, signed)),
            _ => state.hash_one((4u8, number.as_f64().map(f64::to_bits))),
        },
        Value::String(text) => state.hash_one((5u8, text)),
        Value::Array(items) => state.hash_one((
            6u8,
            items
                .iter()
                .map(|item| value_hash(state, item))
                .collect::<Vec<u64>>(),
        )),
        Value::Object(members) => state.hash_one((
            7u8,
            members.len(),
            members.iter().fold(0u64, |sum, (key, member)| {
                sum.wrapping_add(state.hash_one((key, value_hash(state, member))))
            }),
        )),
    }
}

/// This crate's own sentence, as [`ErrorPayload::to_sentence`] writes it,
/// read back when a host kept only it: `Error (<category>, retryable: …)`
/// or `not retryable: …`, the delay in words, the description and the
/// reference id.
fn sentence_failure(text: &str) -> Option<Failure> {
    let text = text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{FEFF}');
    let rest = text.strip_prefix("Error (")?;
    let (name, rest) = rest.split_once(", ")?;
    if name.len() > 16 {
        return None;
    }
    let category: Category = name.parse().ok()?;
    let (claimed, rest) = match rest.strip_prefix("not retryable: ") {
        Some(rest) => (false, rest),
        None => (true, rest.strip_prefix("retryable: ")?),
    };
    let (next_move, description) = rest.split_once("): ")?;
    if next_move.len() > 120 {
        return None;
    }
    let outcome_unknown = next_move.starts_with("it may have taken effect");
    let retry_after = next_move
        .rsplit_once("after ")
        .and_then(|(_, delay)| delay_from_words(delay));
    // One paragraph: a payload's JSON or a host's note may follow it.
    let description = description
        .split("\n{")
        .next()
        .unwrap_or(description)
        .trim_end();
    let (description, correlation_id) = match description
        .strip_suffix(')')
        .and_then(|head| head.rsplit_once(" (reference "))
    {
        Some((head, id)) if !id.is_empty() && !id.contains(char::is_whitespace) => {
            (head, Some(id.to_owned()))
        }
        _ => (description, None),
    };
    let inconsistency = (claimed != category.is_retryable())
        .then_some(Inconsistency::RetryabilityContradictsCategory { category, claimed });
    let transient = category == Category::Transient;
    Some(Failure {
        category: Some(category),
        retryable: Some(category.is_retryable()),
        description: match is_blank(description) {
            true => fallback_description(category).to_owned(),
            false => bound_description(Cow::Borrowed(description)).into_owned(),
        },
        code: None,
        retry_after: retry_after.filter(|_| transient),
        outcome_unknown: outcome_unknown && transient,
        correlation_id,
        inconsistency,
    })
}

/// A delay as the sentence writes it: `5 seconds`, `1 minute 30 seconds`,
/// `2 hours`, `250 milliseconds`; `a moment` is none.
fn delay_from_words(words: &str) -> Option<Duration> {
    let mut total = Duration::ZERO;
    let mut words = words.split(' ');
    let mut any = false;
    while let Some(count) = words.next() {
        let count: u64 = count.parse().ok()?;
        let unit = words.next()?;
        let unit = unit.strip_suffix('s').unwrap_or(unit);
        let one = match unit {
            "hour" => Duration::from_secs(3600),
            "minute" => Duration::from_secs(60),
            "second" => Duration::from_secs(1),
            "millisecond" => Duration::from_millis(1),
            _ => return None,
        };
        total = total.checked_add(one.checked_mul(u32::try_from(count).ok()?)?)?;
        any = true;
    }
    any.then_some(total)
}

// ----------------------------------------------------------------------
// The host step: what an agent host made of a result, in a format with no
// error flag of its own.
// ----------------------------------------------------------------------

/// How many times a JSON string is read as JSON again (an error's text
/// holding a payload's JSON): one level, so no document makes the reader
/// parse a text more than twice.
const MAX_STRING_LEVELS: u8 = 1;

/// What hosts write in place of a tool's output, their own answer or their
/// wrapping of a failure, in formats without an error flag: the text's
/// beginning, what else it must hold, and the category it implies. Each
/// row names the host (and its version) it comes from.
const FAILURE_TEXTS: [(&str, &str, Option<Category>); 13] = [
    // openai-agents 0.24 `default_tool_error_function`, and its other texts.
    ("An error occurred while running the tool", "", None),
    (
        "An error occurred while parsing tool arguments",
        "",
        Some(Category::Validation),
    ),
    (
        "Tool execution was not approved",
        "",
        Some(Category::Permission),
    ),
    ("Tool '", "' timed out after ", Some(Category::Transient)),
    // The Python MCP SDK 1.30's text for a tool's error, passed on by a
    // host that drops `isError`.
    ("Error executing tool ", "", None),
    ("Error calling tool ", "", None),
    // Claude Code 2.1: a call it rejects itself (unknown tool, bad input).
    ("<tool_use_error>", "", None),
    // Codex CLI 0.171: a call to a tool it doesn't list.
    ("unsupported call: ", "", None),
    // Gemini CLI 0.61: a call to a tool it doesn't list.
    ("Tool \"", "\" not found", None),
    // pydantic-ai 2.68: a call to a tool it doesn't list.
    ("Unknown tool name: ", "", None),
    // openai-agents 0.24 (`MCPUtil`, `MCPServer`): arguments that aren't a
    // JSON object, and required ones missing, checked before the server is
    // called (the text a `failure_error_function` keeping the error's words
    // hands on); any other error of its MCP call.
    (
        "Invalid JSON input for tool ",
        "",
        Some(Category::Validation),
    ),
    (
        "Failed to call tool '",
        "': missing required parameters: ",
        Some(Category::Validation),
    ),
    ("Failed to call tool '", "' on MCP server '", None),
];

/// Whether `text` is a host's failure text; the category it implies. A
/// row's second part follows the name the first part opens right after
/// its closing quote (`Tool 'x' timed out after`), so a success that
/// merely goes on to say "not found" later is no match.
pub(crate) fn failure_text(text: &str) -> Option<Option<Category>> {
    let text = text.trim_start();
    FAILURE_TEXTS
        .iter()
        .find(|(start, holds, _)| {
            let Some(rest) = text.strip_prefix(start) else {
                return false;
            };
            match holds.chars().next() {
                None => true,
                Some(quote) => rest
                    .find(quote)
                    .is_some_and(|at| rest[at..].starts_with(holds)),
            }
        })
        .map(|(_, _, category)| *category)
}

/// The host step shared by the formats with no error flag of their own
/// (Gemini, OpenAI, Bedrock, ACP, A2A): reads a result's structured value
/// and texts with [`decide`], after looking for what a host made of the
/// result (see [the envelope table](self#host-envelopes)). An envelope
/// that carries a failure is that failure; one that carries a whole result
/// decides as that result, unless the rest fails.
pub(crate) fn decide_hosted(
    structured: Option<&Value>,
    texts: &[&str],
    no_content: &str,
    implied: Option<Category>,
) -> Decision {
    // A failure either side carries wins, so both are asked.
    let from_value = structured.and_then(|value| value_envelope(value, 0));
    if let Some(failed @ Decision::Failed(_)) = from_value {
        return failed;
    }
    let from_texts = hosted_texts(texts);
    if let Some(failed @ Decision::Failed(_)) = from_texts {
        return failed;
    }
    let envelope = from_value.or(from_texts);
    let content = text_blocks(texts.iter().copied());
    let decision = decide_implying(None, structured, Some(&content), no_content, implied);
    match (decision, envelope) {
        (failed @ Decision::Failed(_), _) => failed,
        (_, Some(envelope)) => envelope,
        (decision, None) => decision,
    }
}

/// The first failure the texts' envelopes carry, else the first decision
/// one of them gives.
fn hosted_texts(texts: &[&str]) -> Option<Decision> {
    let mut first = None;
    for text in texts {
        match text_envelope(text, 0) {
            Some(failed @ Decision::Failed(_)) => return Some(failed),
            Some(other) => {
                first.get_or_insert(other);
            }
            None => {}
        }
    }
    first
}

/// What one text a host handed on says, when it is an envelope: Gemini
/// CLI's error sentence, a JSON envelope (see [`value_envelope`]), this
/// crate's sentence, or a host's own failure text.
fn text_envelope(text: &str, level: u8) -> Option<Decision> {
    let text = host_text(text).trim_matches(|c: char| c.is_whitespace() || c == '\u{FEFF}');
    if let Some(decision) = gemini_cli_error(text) {
        return Some(decision);
    }
    if text.starts_with('{') || text.starts_with('[') {
        // Only a text that may be an envelope is parsed here (an `error`
        // first, a result's `content`, a list of typed blocks), or, inside
        // an envelope, one that may be a payload: a plain JSON success is
        // parsed once, by the core.
        // The payload's member, at the head or the tail of a payload (its
        // description between), is looked for before `content`, which a
        // payload's text doesn't hold.
        let may_be = begins_as_error_envelope(text)
            || (level > 0 && holds_member(text, b"\"errorCategory\""))
            || memchr::memmem::find(text.as_bytes(), b"\"content\"").is_some()
            || text
                .strip_prefix('[')
                .map(|rest| rest.trim_start_matches(is_json_space))
                .and_then(|rest| rest.strip_prefix('{'))
                .is_some_and(|rest| {
                    rest.trim_start_matches(is_json_space)
                        .starts_with("\"type\"")
                });
        if !may_be {
            return None;
        }
        if let Some(decision) = lone_error_text(text, level) {
            return Some(decision);
        }
        match parse_lenient_bounded(text) {
            // A payload read once: a failure with no flag of its own.
            Ok(Value::Object(object)) if is_error_payload(&object) => {
                let payload = Value::Object(object);
                let flag = (level > 0).then_some(&Value::Bool(true));
                return Some(decide(
                    flag,
                    Some(&payload),
                    Some(&Value::Array(Vec::new())),
                    "",
                ));
            }
            Ok(value) => return value_envelope(&value, level),
            // `{"error": …` cut short: a host's failure whose words are lost.
            Err(_) if begins_as_error_envelope(text) => {
                return Some(host_failure(
                    None,
                    "The host reported an error whose text was cut short.",
                ));
            }
            Err(_) => return None,
        }
    }
    if sentence_failure(text).is_some() {
        // Flagged, so that a payload after the sentence wins over it.
        let blocks = text_blocks([text]);
        return Some(decide(Some(&Value::Bool(true)), None, Some(&blocks), ""));
    }
    failure_text(text).map(|category| host_failure(category, text))
}

/// `{"error": "<text>"}` with nothing beside it (pydantic-ai's wrapping),
/// read as [`error_failure`] reads it, in one pass: the text is read where
/// the parser unescaped it, never copied into a value. `None` for any other
/// shape (another member, a second `error`, one that isn't a non-blank
/// string, JSON that doesn't parse), which the caller parses whole: at most
/// one more pass over the text, so reading stays linear.
fn lone_error_text(text: &str, level: u8) -> Option<Decision> {
    use serde::de::{DeserializeSeed, IgnoredAny, MapAccess, Visitor};
    use std::fmt;

    struct Envelope(u8);
    struct ErrorText(u8);

    impl<'de> DeserializeSeed<'de> for Envelope {
        type Value = Option<Decision>;
        fn deserialize<D: serde::Deserializer<'de>>(
            self,
            deserializer: D,
        ) -> Result<Self::Value, D::Error> {
            deserializer.deserialize_map(self)
        }
    }

    impl<'de> Visitor<'de> for Envelope {
        type Value = Option<Decision>;
        fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
            formatter.write_str("an object")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            if map.next_key::<Cow<'de, str>>()?.as_deref() != Some("error") {
                return Ok(None);
            }
            let decision = map.next_value_seed(ErrorText(self.0))?;
            match map.next_key::<IgnoredAny>()? {
                None => Ok(decision),
                Some(_) => Ok(None),
            }
        }
    }

    impl<'de> DeserializeSeed<'de> for ErrorText {
        type Value = Option<Decision>;
        fn deserialize<D: serde::Deserializer<'de>>(
            self,
            deserializer: D,
        ) -> Result<Self::Value, D::Error> {
            deserializer.deserialize_str(self)
        }
    }

    impl Visitor<'_> for ErrorText {
        type Value = Option<Decision>;
        fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
            formatter.write_str("a string")
        }
        fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Self::Value, E> {
            Ok((!is_blank(text)).then(|| error_text_failure(text, self.0)))
        }
    }

    let mut deserializer = serde_json::Deserializer::from_str(text);
    let decision = Envelope(level).deserialize(&mut deserializer).ok()?;
    deserializer.end().ok()?;
    decision
}

/// Whether `text` holds `name` (a quoted member name): looked for in its
/// first and last KiB before the whole of it, as a payload's short members
/// are written before or after its description.
fn holds_member(text: &str, name: &[u8]) -> bool {
    const END: usize = 1024;
    let bytes = text.as_bytes();
    if bytes.len() > 4 * END {
        let head = &bytes[..END];
        let tail = &bytes[bytes.len() - END..];
        if memchr::memmem::find(head, name).is_some() || memchr::memmem::find(tail, name).is_some()
        {
            return true;
        }
    }
    memchr::memmem::find(bytes, name).is_some()
}

/// Whether a text that doesn't parse begins as `{"error": …`.
fn begins_as_error_envelope(text: &str) -> bool {
    text.strip_prefix('{')
        .map(|rest| rest.trim_start_matches(is_json_space))
        .is_some_and(|rest| rest.starts_with("\"error\""))
}

/// What a JSON value a host made of a result says, when it is an envelope:
/// a whole MCP result (read as one), a list of content blocks (read as a
/// result's content), or a record whose only member is a truthy `error`
/// (a failure: see [`error_failure`]); a record with other data beside
/// `error` is data, unless that `error` is itself a payload.
pub(crate) fn value_envelope(value: &Value, level: u8) -> Option<Decision> {
    match value {
        Value::Object(object) if is_mcp_result(object) => Some(read_mcp_result(value)),
        Value::Object(object) => {
            let error = object.get("error").filter(|error| is_truthy(error))?;
            if object.len() == 1 || error.as_object().is_some_and(is_error_payload) {
                Some(error_failure(error, level))
            } else {
                None
            }
        }
        Value::Array(items) if !items.is_empty() && items.iter().all(is_content_block) => {
            Some(decide(None, None, Some(value), ""))
        }
        _ => None,
    }
}

/// Whether an `error` member says something failed: not `null`, `false`,
/// an empty string, list or object.
pub(crate) fn is_truthy(value: &Value) -> bool {
    match value {
        Value::Null => false,
        Value::Bool(flag) => *flag,
        Value::String(text) => !is_blank(text),
        Value::Array(items) => !items.is_empty(),
        Value::Object(members) => !members.is_empty(),
        Value::Number(_) => true,
    }
}

/// Whether `object` is a whole MCP `tools/call` result a host passed on:
/// a `content` list beside `isError` or `structuredContent`, as
/// `CallToolResult.model_dump()` (google-genai, Google ADK) writes it, or a
/// `content` list of content blocks alone.
pub(crate) fn is_mcp_result(object: &Map<String, Value>) -> bool {
    match object.get("content") {
        Some(Value::Array(blocks)) => {
            object.contains_key("isError")
                || object.contains_key("structuredContent")
                || (!blocks.is_empty() && blocks.iter().all(is_content_block))
        }
        _ => false,
    }
}

/// Whether `block` is an MCP content block.
fn is_content_block(block: &Value) -> bool {
    match block.get("type").and_then(Value::as_str) {
        Some("text") => block.get("text").is_some_and(Value::is_string),
        Some("image" | "audio" | "resource" | "resource_link") => true,
        _ => false,
    }
}

/// The failure a host's `error` member carries: a whole MCP result's, a
/// payload's, the payload or result in its text (read as JSON once more,
/// up to [`MAX_STRING_LEVELS`]), or the host's words.
pub(crate) fn error_failure(error: &Value, level: u8) -> Decision {
    if let Value::String(text) = error {
        return error_text_failure(text, level);
    }
    if let Value::Object(object) = error
        && is_mcp_result(object)
        && let failed @ Decision::Failed(_) = read_mcp_result(error)
    {
        return failed;
    }
    let text = match error {
        Value::Object(object) => match object.get("content") {
            Some(content @ Value::Array(_)) => content.clone(),
            _ => text_blocks(object.get("message").and_then(Value::as_str)),
        },
        _ => Value::Array(Vec::new()),
    };
    let structured = error.as_object().and_then(|object| {
        object
            .get("structuredContent")
            .filter(|structured| structured.is_object())
            .or(Some(error))
    });
    decide(Some(&Value::Bool(true)), structured, Some(&text), "")
}

/// The failure an `error` string carries: the payload or result in it
/// (read as JSON once more, up to [`MAX_STRING_LEVELS`]), or the host's
/// words.
fn error_text_failure(text: &str, level: u8) -> Decision {
    if level < MAX_STRING_LEVELS
        && let Some(failed @ Decision::Failed(_)) = text_envelope(text, level + 1)
    {
        return failed;
    }
    decide(
        Some(&Value::Bool(true)),
        None,
        Some(&text_blocks([text])),
        "",
    )
}

/// A failure a host reported in its own words, with the category they
/// imply, if any.
fn host_failure(category: Option<Category>, text: &str) -> Decision {
    let blocks = text_blocks([text]);
    decide_implying(Some(&Value::Bool(true)), None, Some(&blocks), "", category)
}

/// Gemini CLI 0.61's error for a tool that returned `isError: true`:
/// `MCP tool '<name>' reported tool error for function call: <call> with
/// response: <parts>`, the parts a list of `functionResponse` parts whose
/// `response` is the whole result. Read as that result, flagged; the call
/// is skipped by a parser, not searched, so its arguments can't fake the
/// boundary. A sentence cut short is a failure with no category.
fn gemini_cli_error(text: &str) -> Option<Decision> {
    const CALL: &str = " reported tool error for function call: ";
    const RESPONSE: &str = " with response: ";
    let rest = text.strip_prefix("MCP tool '")?;
    // The call's sentence begins within the first 512 bytes (a tool name),
    // cut on a character boundary.
    let mut head_end = rest.len().min(512);
    while !rest.is_char_boundary(head_end) {
        head_end -= 1;
    }
    let head = &rest[..head_end];
    let rest = &rest[head.find(CALL)? + CALL.len()..];
    let mut calls = serde_json::Deserializer::from_str(rest).into_iter::<serde::de::IgnoredAny>();
    let parts = match calls.next() {
        Some(Ok(_)) => rest[calls.byte_offset()..].strip_prefix(RESPONSE),
        _ => None,
    };
    let result = parts
        .and_then(|parts| parse_lenient(parts).ok())
        .and_then(|parts| {
            let parts = match parts {
                Value::Array(parts) => parts,
                other => vec![other],
            };
            // Taken out of the parts, not copied.
            parts.into_iter().find_map(|mut part| {
                let name = ["functionResponse", "function_response"]
                    .into_iter()
                    .find(|name| part.get(name).is_some());
                let holder = match name {
                    Some(name) => part.get_mut(name)?,
                    None => &mut part,
                };
                let response = holder.get_mut("response")?;
                response.is_object().then(|| response.take())
            })
        });
    Some(match result {
        // The host says it failed: a result that doesn't say so is read
        // flagged.
        Some(result) => match read_mcp_result(&result) {
            failed @ Decision::Failed(_) => failed,
            _ => decide(
                Some(&Value::Bool(true)),
                result.get("structuredContent"),
                Some(result.get("content").unwrap_or(&Value::Array(Vec::new()))),
                "",
            ),
        },
        None => host_failure(None, text),
    })
}

/// Whether an `isError` (or `is_error`) value says the call failed. Only
/// `false`, `null`, `0`, `"false"` and `"0"` (in any case, with JSON white
/// space around) say it didn't: anything else a server writes there counts
/// as a flag, so that nothing odd is read as success.
pub(crate) fn flags_error(flag: &Value) -> bool {
    match flag {
        Value::Bool(flag) => *flag,
        Value::Null => false,
        Value::String(text) => {
            let text = text.trim_matches(is_json_space);
            !(text.eq_ignore_ascii_case("false") || text == "0")
        }
        Value::Number(number) => number.as_f64() != Some(0.0),
        Value::Array(_) | Value::Object(_) => true,
    }
}

/// Whether `object` is an error payload, ours or a foreign server's: an
/// `errorCategory` (of any value: an unknown one is still a failure) with a
/// string `description` or a boolean `isRetryable`. A success whose value
/// merely has a member named `errorCategory` is not one.
pub(crate) fn is_error_payload(object: &Map<String, Value>) -> bool {
    object.contains_key(wire::ERROR_CATEGORY)
        && (object.get(wire::DESCRIPTION).is_some_and(Value::is_string)
            || object
                .get(wire::IS_RETRYABLE)
                .is_some_and(Value::is_boolean))
}

/// `text` as a JSON object, if it is one, also with white space or a BOM
/// around it: `whole`, or with a long description read for its first bytes
/// (see [`parse_lenient_bounded`]).
fn parse_object(text: &str, whole: bool) -> Option<Map<String, Value>> {
    let text = text.trim_matches(|c: char| c.is_whitespace() || c == '\u{FEFF}');
    if !text.starts_with('{') {
        return None;
    }
    let parsed = match whole {
        true => parse_lenient(text),
        false => parse_lenient_bounded(text),
    };
    match parsed.ok()? {
        Value::Object(object) => Some(object),
        _ => None,
    }
}

/// A count or a delay in milliseconds: an integer, a float with no
/// fraction (`1500.0`), or a string of digits (`"0"`).
fn as_count(value: &Value) -> Option<u64> {
    match value {
        Value::Number(number) => number.as_u64().or_else(|| {
            let float = number.as_f64()?;
            (float >= 0.0 && float.fract() == 0.0 && float < 1.8e19).then_some(float as u64)
        }),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    }
}

/// The failure a result reports: from its payload if it has one, else from
/// the category its text names (`sniffed`), else from its text alone.
fn failure(
    payload: Option<&Value>,
    text: Option<&str>,
    sniffed: Option<Category>,
    flag: Option<Inconsistency>,
) -> Failure {
    // A payload that keeps the wire contract reads exactly as the crate's
    // own parser reads it; only one that doesn't is read leniently below.
    if let Some(parsed) = payload.and_then(|value| ErrorPayload::from_value(value).ok()) {
        return Failure {
            category: Some(parsed.category()),
            retryable: Some(parsed.is_retryable()),
            description: parsed.description().to_owned(),
            code: Some(parsed.code().to_owned()),
            retry_after: parsed.retry_after(),
            outcome_unknown: parsed.outcome_unknown(),
            correlation_id: parsed.correlation_id().map(str::to_owned),
            inconsistency: flag,
        };
    }
    let payload = payload.and_then(Value::as_object);
    let field = |name: &str| payload.and_then(|object| object.get(name));
    let category = field(wire::ERROR_CATEGORY)
        .and_then(Value::as_str)
        .and_then(|name| name.trim().parse::<Category>().ok())
        .or(sniffed);
    let claimed = field(wire::IS_RETRYABLE).and_then(|claim| match claim {
        Value::Bool(claim) => Some(*claim),
        Value::String(claim) => claim.trim().parse().ok(),
        _ => None,
    });
    let mut inconsistency = flag;
    let retryable = match (category, claimed) {
        (Some(category), Some(claimed)) if claimed != category.is_retryable() => {
            inconsistency.get_or_insert(Inconsistency::RetryabilityContradictsCategory {
                category,
                claimed,
            });
            Some(category.is_retryable())
        }
        (Some(category), _) => Some(category.is_retryable()),
        (None, claimed) => claimed,
    };
    let asked = field(wire::RETRY_AFTER_MS)
        .and_then(as_count)
        .map(Duration::from_millis);
    let retry_after = match category {
        Some(Category::Transient) | None => asked,
        Some(other) => {
            if asked.is_some() {
                inconsistency.get_or_insert(Inconsistency::RetryAfterOnNonTransient(other));
            }
            None
        }
    };
    let outcome_unknown = matches!(category, Some(Category::Transient) | None)
        && match field(wire::OUTCOME_UNKNOWN) {
            Some(Value::Bool(unknown)) => *unknown,
            Some(Value::String(unknown)) => unknown.trim().eq_ignore_ascii_case("true"),
            _ => false,
        };
    let stated = [wire::DESCRIPTION, "message"]
        .into_iter()
        .filter_map(|name| field(name).and_then(Value::as_str))
        .find(|text| !is_blank(text));
    let description = match (stated.or(text), category) {
        (Some(description), _) => bound_description(Cow::Borrowed(description)).into_owned(),
        (None, Some(category)) => fallback_description(category).to_owned(),
        (None, None) => "The tool reported an error without a description.".to_owned(),
    };
    Failure {
        category,
        retryable,
        description,
        code: field(wire::CODE)
            .and_then(Value::as_str)
            .map(|code| bound_code(Cow::Borrowed(code)).into_owned()),
        retry_after,
        outcome_unknown,
        correlation_id: field(wire::CORRELATION_ID).and_then(foreign_id),
        inconsistency,
    }
}

/// Every text `content` carries: `content` as a string; each text block
/// of a block list (or a lone block), its `type` written in any case or
/// left out; the text of an embedded resource.
fn texts(content: &Value) -> Vec<&str> {
    fn block_text(block: &Value) -> Option<&str> {
        let kind = block.get("type").and_then(Value::as_str);
        match kind {
            Some(kind) if kind.eq_ignore_ascii_case("resource") => {
                block.get("resource")?.get("text")?.as_str()
            }
            Some(kind) if !kind.eq_ignore_ascii_case("text") => None,
            _ => block.get("text")?.as_str(),
        }
    }
    match content {
        Value::String(text) => vec![text],
        Value::Array(blocks) => blocks.iter().filter_map(block_text).collect(),
        Value::Object(_) => block_text(content).into_iter().collect(),
        _ => Vec::new(),
    }
}

pub(crate) fn protocol(error: &Map<String, Value>) -> Decision {
    Decision::Protocol {
        code: error.get("code").and_then(Value::as_i64).unwrap_or(0),
        message: error
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned(),
    }
}

pub(crate) fn unreadable(reason: &str) -> Decision {
    Decision::Unreadable {
        reason: reason.to_owned(),
    }
}

/// Text blocks as [`texts`] reads them.
pub(crate) fn text_blocks<'v>(texts: impl IntoIterator<Item = &'v str>) -> Value {
    Value::Array(
        texts
            .into_iter()
            .map(|text| {
                let mut block = Map::new();
                block.insert("text".into(), text.into());
                Value::Object(block)
            })
            .collect(),
    )
}

/// The texts of a list of parts, each `{"text": …}` whatever its `type`
/// (`text`, `input_text`, `output_text`), or a string itself.
pub(crate) fn part_texts(parts: &Value) -> Vec<&str> {
    match parts {
        Value::String(text) => vec![text],
        Value::Array(parts) => parts
            .iter()
            .filter_map(|part| part.as_str().or_else(|| part.get("text")?.as_str()))
            .collect(),
        Value::Object(_) => parts
            .get("text")
            .and_then(Value::as_str)
            .into_iter()
            .collect(),
        _ => Vec::new(),
    }
}

/// The member `name` of `value`, or of its JSON-RPC `result`/`params`.
pub(crate) fn unwrapped<'v>(value: &'v Value, names: &[&str]) -> &'v Value {
    let mut current = value;
    for _ in 0..4 {
        match names.iter().find_map(|name| current.get(*name)) {
            Some(inner) if inner.is_object() => current = inner,
            _ => break,
        }
    }
    current
}
