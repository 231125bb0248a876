//! What real agent hosts hand their model, with the example server behind
//! them: langchain-mcp-adapters (in langchain's agent), openai-agents,
//! pydantic-ai, the MCP Python SDK's `ClientSession` and fastmcp's `Client`
//! (each in a small agent loop), Google ADK (`McpToolset`), google-genai
//! (automatic function calling with a `ClientSession`, against a fake Gemini
//! API on 127.0.0.1), autogen (`McpWorkbench`, and the adapters of
//! `mcp_server_tools`, in an `AssistantAgent`) and the Anthropic SDK's tool
//! runner with its MCP helper (`async_mcp_tool`, against a fake Messages API
//! transport), each driven by a scripted model (no LLM, no network) through
//! `tests/interop/hosts/run.sh` (a pinned venv, created on first use). For
//! the four categories, a text-only failure, a valid empty result, a
//! partial result, argument errors and a repeated failure, each host's
//! model must see the error flag where the host keeps one, the category,
//! the retryability, the next step, `resultCount: 0` and the coverage
//! sentence; where the host keeps only the first text block (fastmcp's
//! `ToolError`), the category and retryability in the server's sentence.

mod support;

use std::process::Command;

use serde_json::Value;

#[test]
fn every_host_shows_its_model_what_to_do() {
    let script = support::workspace_root().join("tests/interop/hosts/run.sh");
    let venv = support::workspace_root().join("target/hostsvenv");
    let output = Command::new("bash")
        .arg(&script)
        .arg(&venv)
        .arg("--server")
        .arg(support::mcp_server_binary())
        .output()
        .expect("run tests/interop/hosts/run.sh");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    let results: Vec<Value> = stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|line| line.get("case").is_some())
        .collect();
    // Every host ran every case, and each passed.
    for host in [
        "langchain",
        "openai-agents",
        "pydantic-ai",
        "mcp-sdk",
        "fastmcp",
        "google-adk",
        "google-genai",
        "autogen",
        "autogen-tools",
        "anthropic",
    ] {
        let cases: Vec<&Value> = results.iter().filter(|line| line["host"] == host).collect();
        assert_eq!(cases.len(), 10, "{host}: {stdout}");
        for case in cases {
            assert_eq!(case["pass"], true, "{case}");
        }
    }
    assert!(stdout.contains("\n100 passed, 0 failed"), "{stdout}");
}
