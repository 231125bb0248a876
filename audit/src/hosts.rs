//! What an agent host hands its model for a tool result: the document each
//! host of the host matrix builds from what the server answered, so a
//! finding can say "Codex CLI's model never learns this failed".
//!
//! Each host's rule is the shape the matrix recorded when it drove the
//! real host with a scripted model (`tests/interop/hosts/corpus.jsonl`,
//! `tests/interop/clis/corpus.jsonl`); the audit's `host_view` test builds
//! every recorded document again from the server's result with these rules
//! and compares them, ids and timings aside. A JSON-RPC error has no rule:
//! the matrix records none a server sent for a tool it has, so the audit
//! says so instead of guessing.
//!
//! | host | what its model gets for a tool result |
//! |---|---|
//! | Claude Code | a `tool_result` block: the text blocks joined by newlines, `is_error` kept, `structuredContent` dropped |
//! | Codex CLI | a `function_call_output` item, no error flag: `structuredContent` as JSON after `Wall time: …\nOutput:` when there is one, else that line and each text block |
//! | Gemini CLI | a `functionResponse` part: a failure as `error`, a sentence quoting the call and the whole result; a success's text blocks as `output` |
//! | langchain | a `ToolMessage`: the text blocks, `status` error or success |
//! | openai-agents | a `function_call_output` item: the text blocks, no error flag |
//! | pydantic-ai | a Chat tool message: `structuredContent` as JSON, else the text blocks (each read as JSON when it is), a failure inside `{"error": …}` |
//! | mcp-sdk | the whole result |
//! | fastmcp | a Chat tool message: a failure's first text block alone (no flag, no payload), a success's text blocks |
//! | google-adk | a `functionResponse` part whose `response` is the whole result |
//! | google-genai | a `functionResponse` part: `{"error": result}` or `{"result": result}` |
//! | autogen | a `FunctionExecutionResult`: the text blocks joined by newlines, `is_error` kept |
//! | autogen-tools | the same, its `content` the content blocks as a JSON list (`mcp_server_tools`' adapters) |
//! | anthropic | a `tool_result` block: the text blocks, `is_error` kept (the Anthropic SDK's MCP helper) |

use serde_json::{Map, Value, json};
use toolerror::formats::read::Decision;
use toolerror::formats::{Format, read_result};

/// A host of the host matrix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Host {
    /// Claude Code (headless), Anthropic's agent CLI.
    ClaudeCode,
    /// Codex CLI, OpenAI's agent CLI.
    Codex,
    /// Gemini CLI, Google's agent CLI.
    GeminiCli,
    /// langchain with langchain-mcp-adapters.
    Langchain,
    /// The OpenAI Agents SDK.
    OpenaiAgents,
    /// pydantic-ai.
    PydanticAi,
    /// The MCP Python SDK's `ClientSession`.
    McpSdk,
    /// fastmcp's `Client`, with its default of raising on a failure.
    Fastmcp,
    /// Google's Agent Development Kit.
    GoogleAdk,
    /// google-genai's automatic function calling.
    GoogleGenai,
    /// autogen's `AssistantAgent` with an `McpWorkbench`.
    Autogen,
    /// autogen's `AssistantAgent` with `mcp_server_tools`' adapters.
    AutogenTools,
    /// The Anthropic Python SDK's MCP helper in its tool runner.
    Anthropic,
}

/// What one host would hand its model for one answer.
#[derive(Debug, Clone, PartialEq)]
pub struct HostView {
    /// The host.
    pub host: Host,
    /// The document its model gets (ids and timings left out).
    pub document: Value,
    /// Whether the document still says the call failed by a flag of its
    /// own (`is_error`, `status`, an `error` member), rather than only in
    /// its words.
    pub flagged: bool,
    /// How an agent reads the document: the reader's decision, in words.
    pub reads_as: String,
}

impl Host {
    /// Every host, in the order `--show-as all` prints them.
    pub const ALL: [Host; 13] = [
        Host::ClaudeCode,
        Host::Codex,
        Host::GeminiCli,
        Host::Langchain,
        Host::OpenaiAgents,
        Host::PydanticAi,
        Host::McpSdk,
        Host::Fastmcp,
        Host::GoogleAdk,
        Host::GoogleGenai,
        Host::Autogen,
        Host::AutogenTools,
        Host::Anthropic,
    ];

    /// The host's name as the host matrix and `--show-as` spell it.
    pub fn name(self) -> &'static str {
        match self {
            Host::ClaudeCode => "claude-code",
            Host::Codex => "codex",
            Host::GeminiCli => "gemini-cli",
            Host::Langchain => "langchain",
            Host::OpenaiAgents => "openai-agents",
            Host::PydanticAi => "pydantic-ai",
            Host::McpSdk => "mcp-sdk",
            Host::Fastmcp => "fastmcp",
            Host::GoogleAdk => "google-adk",
            Host::GoogleGenai => "google-genai",
            Host::Autogen => "autogen",
            Host::AutogenTools => "autogen-tools",
            Host::Anthropic => "anthropic",
        }
    }

    /// The host by its matrix name.
    pub fn named(name: &str) -> Option<Host> {
        Host::ALL.into_iter().find(|host| host.name() == name)
    }

    /// The host as people call it.
    pub fn label(self) -> &'static str {
        match self {
            Host::ClaudeCode => "Claude Code",
            Host::Codex => "Codex CLI",
            Host::GeminiCli => "Gemini CLI",
            Host::Langchain => "langchain",
            Host::OpenaiAgents => "openai-agents",
            Host::PydanticAi => "pydantic-ai",
            Host::McpSdk => "the MCP Python SDK",
            Host::Fastmcp => "fastmcp",
            Host::GoogleAdk => "Google ADK",
            Host::GoogleGenai => "google-genai",
            Host::Autogen => "autogen (McpWorkbench)",
            Host::AutogenTools => "autogen (mcp_server_tools)",
            Host::Anthropic => "the Anthropic SDK",
        }
    }

    /// The wire format of the document the host hands its model.
    pub fn format(self) -> Format {
        match self {
            Host::ClaudeCode | Host::Anthropic => Format::Claude,
            Host::Codex | Host::OpenaiAgents => Format::OpenAiResponses,
            Host::GeminiCli | Host::GoogleAdk | Host::GoogleGenai => Format::Gemini,
            Host::Langchain
            | Host::PydanticAi
            | Host::Fastmcp
            | Host::Autogen
            | Host::AutogenTools => Format::OpenAiChat,
            Host::McpSdk => Format::Mcp,
        }
    }

    /// The document the host hands its model for `result`, the answer to
    /// `tool` called with `arguments` on a server the host knows as
    /// `server` (Gemini CLI names its tools `mcp_<server>_<tool>`).
    pub fn shows(
        self,
        server: &str,
        tool: &str,
        arguments: &Map<String, Value>,
        result: &Value,
    ) -> Value {
        let failed = result.get("isError") == Some(&Value::Bool(true));
        let texts = texts(result);
        let structured = result
            .get("structuredContent")
            .filter(|structured| !structured.is_null());
        match self {
            Host::ClaudeCode => {
                let mut block = json!({"type": "tool_result", "content": texts.join("\n")});
                if failed {
                    block["is_error"] = Value::Bool(true);
                }
                block
            }
            Host::Codex => {
                const HEADER: &str = "Wall time: 0 seconds\nOutput:";
                let output = match structured {
                    Some(structured) => Value::String(format!("{HEADER}\n{structured}")),
                    None => Value::Array(
                        std::iter::once(HEADER)
                            .chain(texts.iter().copied())
                            .map(|text| json!({"type": "input_text", "text": text}))
                            .collect(),
                    ),
                };
                json!({"type": "function_call_output", "output": output})
            }
            Host::GeminiCli => {
                let name = format!("mcp_{server}_{tool}");
                let response = if failed {
                    // Gemini CLI is JavaScript: its JSON has JavaScript's
                    // numbers (150.0 is 150).
                    let call = javascript(&json!({"name": tool, "args": arguments}));
                    let inner = javascript(
                        &json!([{"functionResponse": {"name": tool, "response": result}}]),
                    );
                    json!({"error": format!(
                        "MCP tool '{tool}' reported tool error for function call: {call} with response: {inner}"
                    )})
                } else {
                    json!({"output": format!("<untrusted_context>\n{}\n</untrusted_context>", texts.join("\n"))})
                };
                json!({"functionResponse": {"name": name, "response": response}})
            }
            Host::Langchain => json!({
                "type": "tool",
                "status": if failed { "error" } else { "success" },
                "content": texts
                    .iter()
                    .map(|text| json!({"type": "text", "text": text}))
                    .collect::<Vec<_>>(),
            }),
            Host::OpenaiAgents => json!({
                "type": "function_call_output",
                "output": texts
                    .iter()
                    .map(|text| json!({"type": "input_text", "text": text}))
                    .collect::<Vec<_>>(),
            }),
            Host::PydanticAi => {
                let value = match structured {
                    Some(structured) => structured.clone(),
                    None => {
                        let mut parts: Vec<Value> = texts
                            .iter()
                            .map(|text| {
                                serde_json::from_str(text)
                                    .unwrap_or_else(|_| Value::String((*text).to_owned()))
                            })
                            .collect();
                        if parts.len() == 1 {
                            parts.remove(0)
                        } else {
                            Value::Array(parts)
                        }
                    }
                };
                let text = match value {
                    Value::String(text) => text,
                    value => value.to_string(),
                };
                let content = if failed {
                    json!({"error": text}).to_string()
                } else {
                    text
                };
                json!({"role": "tool", "content": content})
            }
            Host::McpSdk => result.clone(),
            Host::Fastmcp => {
                let content = if failed {
                    texts.first().copied().unwrap_or_default().to_owned()
                } else {
                    texts.join("\n")
                };
                json!({"role": "tool", "content": content})
            }
            Host::GoogleAdk => json!({"functionResponse": {"name": tool, "response": result}}),
            Host::GoogleGenai => {
                let member = if failed { "error" } else { "result" };
                json!({"functionResponse": {"name": tool, "response": {member: result}}})
            }
            Host::Autogen => {
                json!({"content": texts.join("\n"), "name": tool, "is_error": failed})
            }
            Host::AutogenTools => {
                // Python's `json.dumps` of the blocks as the MCP SDK's
                // models dump them.
                let blocks: Vec<Value> = texts
                    .iter()
                    .map(|text| json!({"type": "text", "text": text, "annotations": null}))
                    .collect();
                json!({"content": Value::Array(blocks).to_string(), "name": tool, "is_error": failed})
            }
            Host::Anthropic => {
                let content: Vec<Value> = texts
                    .iter()
                    .map(|text| json!({"type": "text", "text": text}))
                    .collect();
                let mut block = json!({"type": "tool_result", "content": content});
                if failed {
                    block["is_error"] = Value::Bool(true);
                }
                block
            }
        }
    }

    /// Whether the host keeps a failure's flag in a member of its own:
    /// read off its rule, as whether one text block, flagged and not,
    /// makes two different documents.
    pub fn keeps_flag(self) -> bool {
        let text = json!([{"type": "text", "text": "words"}]);
        let failed = json!({"content": text, "isError": true});
        let succeeded = json!({"content": text, "isError": false});
        let arguments = Map::new();
        self.shows("server", "tool", &arguments, &failed)
            != self.shows("server", "tool", &arguments, &succeeded)
    }

    /// What the host would hand its model for `result`, and how an agent
    /// reads it.
    pub fn view(
        self,
        server: &str,
        tool: &str,
        arguments: &Map<String, Value>,
        result: &Value,
    ) -> HostView {
        let document = self.shows(server, tool, arguments, result);
        let failed = result.get("isError") == Some(&Value::Bool(true));
        HostView {
            host: self,
            reads_as: in_words(&read_result(self.format(), &document)),
            flagged: failed && self.keeps_flag(),
            document,
        }
    }
}

/// `value` as JavaScript's `JSON.stringify` writes it back: a number with
/// no fraction that an integer holds exactly is an integer.
fn javascript(value: &Value) -> Value {
    match value {
        Value::Number(number) => match number.as_f64() {
            Some(float)
                if number.is_f64()
                    && float.fract() == 0.0
                    && float.abs() < 9_007_199_254_740_992.0 =>
            {
                // Exact: the magnitude is below 2^53.
                #[allow(clippy::cast_possible_truncation)]
                Value::from(float as i64)
            }
            _ => value.clone(),
        },
        Value::Array(items) => Value::Array(items.iter().map(javascript).collect()),
        Value::Object(members) => Value::Object(
            members
                .iter()
                .map(|(key, value)| (key.clone(), javascript(value)))
                .collect(),
        ),
        _ => value.clone(),
    }
}

/// The result's text blocks, in order.
fn texts(result: &Value) -> Vec<&str> {
    result
        .get("content")
        .and_then(Value::as_array)
        .map(|content| {
            content
                .iter()
                .filter(|block| block.get("type").and_then(Value::as_str) == Some("text"))
                .filter_map(|block| block.get("text").and_then(Value::as_str))
                .collect()
        })
        .unwrap_or_default()
}

/// A decision as a report says it.
pub fn in_words(decision: &Decision) -> String {
    match decision {
        Decision::Success { .. } => "a success".to_owned(),
        Decision::Empty { .. } => "an empty result (nothing found)".to_owned(),
        Decision::Partial { .. } => "a partial result".to_owned(),
        Decision::Failed(failure) => {
            let category = failure
                .category
                .map_or_else(|| "no category".to_owned(), |category| category.to_string());
            let retry = match failure.retryable {
                Some(true) => ", retryable",
                Some(false) => ", not retryable",
                None => "",
            };
            format!("a failure ({category}{retry})")
        }
        Decision::InputRequired { .. } => "a request for input".to_owned(),
        Decision::Task { .. } => "a task to poll".to_owned(),
        Decision::Protocol { .. } => "a protocol error".to_owned(),
        Decision::Unreadable { .. } => "unreadable".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arguments() -> Map<String, Value> {
        json!({"id": "nope"})
            .as_object()
            .cloned()
            .unwrap_or_default()
    }

    #[test]
    fn a_failure_without_its_flag_reads_as_what_its_words_say() {
        // A failure reported with prose alone: hosts that keep the flag
        // say it failed; Codex and openai-agents lose the flag, and the
        // words carry no category, so their models read a success.
        let result = json!({
            "content": [{"type": "text", "text": "no such record"}],
            "isError": true
        });
        for host in Host::ALL {
            let view = host.view("demo", "get_record", &arguments(), &result);
            // What the host matrix recorded: these three hand the model no
            // flag of their own.
            let loses_flag = matches!(host, Host::Codex | Host::OpenaiAgents | Host::Fastmcp);
            assert_eq!(view.flagged, !loses_flag, "{}", host.name());
            let failure = view.reads_as.starts_with("a failure");
            match host {
                Host::Codex | Host::OpenaiAgents | Host::Fastmcp => {
                    assert!(!failure, "{}: {}", host.name(), view.reads_as)
                }
                _ => assert!(failure, "{}: {}", host.name(), view.reads_as),
            }
        }
    }

    #[test]
    fn names_round_trip() {
        for host in Host::ALL {
            assert_eq!(Host::named(host.name()), Some(host));
        }
        assert_eq!(Host::named("claude"), None);
    }
}
