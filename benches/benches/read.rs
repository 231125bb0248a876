//! The reader against `serde_json::from_slice::<Value>` of the same bytes:
//! results of 1 KB, 100 KB and 1 MB, a `content` member written 1k, 10k and
//! 100k times, and duplicates nesting tool results in their text 0, 7 and 14
//! levels deep (hostile servers' documents), and 1 MiB failures inside each
//! host envelope the reader unwraps (Gemini CLI's error sentence, Google
//! ADK's whole result, pydantic-ai's `{"error": "<payload JSON>"}`, Codex
//! CLI's header). See BENCHMARKS.md.
//!
//! ```sh
//! cargo bench -p toolerror-benches --bench read
//! ```

use divan::counter::BytesCount;
use divan::{Bencher, black_box};
use serde_json::Value;
use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_json};

fn main() {
    divan::main();
}

/// An MCP success result of about `bytes` bytes: a list of bookings in
/// `structuredContent`, mirrored as JSON in a text block.
fn result_of(bytes: usize) -> String {
    let item = serde_json::json!({"id": "B-2041", "customer": "ana@example.com", "nights": 3, "note": "late \"check-in\" \u{e9}"});
    let each = item.to_string().len() * 2 + 8;
    let items: Vec<Value> = (0..bytes / each).map(|_| item.clone()).collect();
    let list = Value::Array(items);
    serde_json::json!({
        "content": [{"type": "text", "text": list.to_string()}],
        "structuredContent": {"bookings": list, "resultCount": bytes / each},
        "isError": false
    })
    .to_string()
}

/// A result whose `content` member is written `times` times.
fn duplicated(times: usize) -> String {
    let mut json = String::from("{");
    for _ in 0..times {
        json.push_str(r#""content":[{"type":"text","text":"ok"}],"#);
    }
    json.push_str(r#""isError":false}"#);
    json
}

/// A text block whose duplicated members hold tool results whose text
/// blocks do the same, `levels` deep, around 1 MB of text.
fn nested(levels: usize) -> String {
    let mut inner = serde_json::json!({"ok": "a".repeat(1 << 20)}).to_string();
    for _ in 0..levels {
        let result = serde_json::json!({"type": "tool_result", "content": [{"type": "text", "text": inner}]});
        inner = format!(r#"{{"d": {result}, "d": 0}}"#);
    }
    serde_json::json!({"content": [{"type": "text", "text": inner}], "isError": false}).to_string()
}

/// A failed MCP result whose payload's description is about 1 MiB.
fn failed_result() -> Value {
    let payload = serde_json::json!({"errorCategory": "business", "isRetryable": false,
        "description": "A refund over the limit \"needs\" a person. ".repeat((1 << 20) / 42),
        "code": "refund_over_limit"});
    serde_json::json!({
        "content": [{"type": "text", "text": "Error (business, not retryable: take another path): A refund over the limit."},
                    {"type": "text", "text": payload.to_string()}],
        "structuredContent": payload,
        "isError": true
    })
}

/// A 1 MiB failure in the envelope `host` makes of it, and its format.
fn envelope(host: &str) -> (Format, String) {
    let result = failed_result();
    let payload = result["structuredContent"].to_string();
    let document = match host {
        "gemini_cli" => {
            serde_json::json!({"functionResponse": {"name": "refund", "response": {"error": format!(
                "MCP tool 'refund' reported tool error for function call: {} with response: {}",
                serde_json::json!({"name": "refund", "args": {"booking_id": "B-2041"}}),
                serde_json::json!([{"functionResponse": {"name": "refund", "response": result}}])
            )}}})
        }
        "adk" => serde_json::json!({"functionResponse": {"name": "refund", "response": result}}),
        "pydantic_ai" => serde_json::json!({"role": "tool", "tool_call_id": "c",
            "content": serde_json::json!({"error": payload}).to_string()}),
        _ => serde_json::json!({"type": "function_call_output", "call_id": "c",
            "output": format!("Wall time: 0.0050 seconds\nOutput:\n{payload}")}),
    };
    let format = match host {
        "gemini_cli" | "adk" => Format::Gemini,
        "pydantic_ai" => Format::OpenAiChat,
        _ => Format::OpenAiResponses,
    };
    (format, document.to_string())
}

const HOSTS: [&str; 4] = ["gemini_cli", "adk", "pydantic_ai", "codex"];
const SIZES: [usize; 3] = [1_000, 100_000, 1_000_000];
const LEVELS: [usize; 3] = [0, 7, 14];
const TIMES: [usize; 3] = [1_000, 10_000, 100_000];

mod size {
    use super::*;

    #[divan::bench(args = SIZES)]
    fn read_mcp_json(bencher: Bencher, bytes: usize) {
        let json = result_of(bytes);
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| read_json(Format::Mcp, black_box(&json)));
    }

    #[divan::bench(args = SIZES)]
    fn serde_json_value(bencher: Bencher, bytes: usize) {
        let json = result_of(bytes);
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| serde_json::from_slice::<Value>(black_box(json.as_bytes())));
    }
}

mod duplicates {
    use super::*;

    #[divan::bench(args = TIMES)]
    fn read_mcp_json(bencher: Bencher, times: usize) {
        let json = duplicated(times);
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| read_json(Format::Mcp, black_box(&json)));
    }

    #[divan::bench(args = TIMES)]
    fn serde_json_value(bencher: Bencher, times: usize) {
        let json = duplicated(times);
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| serde_json::from_slice::<Value>(black_box(json.as_bytes())));
    }
}

mod nested {
    use super::*;

    #[divan::bench(args = LEVELS)]
    fn read_mcp_json(bencher: Bencher, levels: usize) {
        let json = nested(levels);
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| read_json(Format::Mcp, black_box(&json)));
    }

    #[divan::bench(args = LEVELS)]
    fn serde_json_value(bencher: Bencher, levels: usize) {
        let json = nested(levels);
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| serde_json::from_slice::<Value>(black_box(json.as_bytes())));
    }
}

mod envelopes {
    use super::*;

    #[divan::bench(args = HOSTS)]
    fn read_json_hosted(bencher: Bencher, host: &str) {
        let (format, json) = envelope(host);
        // Each envelope reads as the failure it carries.
        assert!(
            matches!(read_json(format, &json), Decision::Failed(failure)
                if failure.category == Some(toolerror::Category::Business)),
            "{host}"
        );
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| read_json(format, black_box(&json)));
    }

    #[divan::bench(args = HOSTS)]
    fn serde_json_value(bencher: Bencher, host: &str) {
        let (_, json) = envelope(host);
        bencher
            .counter(BytesCount::of_str(&json))
            .bench_local(|| serde_json::from_slice::<Value>(black_box(json.as_bytes())));
    }
}
