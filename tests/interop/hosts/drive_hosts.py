#!/usr/bin/env python3
"""Drive the toolerror example MCP server through ten real agent hosts.

Each host runs its own agent loop with a SCRIPTED model (no LLM, no network):
the model's first turn emits a tool call, later turns record what the host
hands back (the tool result as the model would see it) and end the run.

    python drive_hosts.py --server /path/to/target/debug/examples/mcp_server

Hosts:
  langchain      langchain-mcp-adapters tools in langchain's create_agent
                 (langgraph ToolNode); model = a BaseChatModel subclass.
  openai-agents  agents.Runner with MCPServerStdio; model = a Model subclass.
  pydantic-ai    pydantic_ai.Agent with MCPToolset (stdio via FastMCP's
                 StdioTransport); model = FunctionModel.
  mcp-sdk        the official SDK's ClientSession in an agent loop that hands
                 its model each CallToolResult; model = ScriptedLoopModel.
  fastmcp        fastmcp's Client in an agent loop that hands its model
                 str(ToolError) (call_tool's default raise_on_error=True) or
                 a success's text, as a Chat tool message.
  google-adk     google.adk LlmAgent with McpToolset (stdio) in an
                 InMemoryRunner; model = a BaseLlm subclass.
  google-genai   client.aio.models.generate_content with a ClientSession as
                 a tool (automatic function calling); model = a fake Gemini
                 API on 127.0.0.1 answering from the script.
  autogen        autogen-agentchat AssistantAgent with autogen-ext's
                 McpWorkbench (stdio); model = autogen-ext's
                 ReplayChatCompletionClient replaying FunctionCalls.
  autogen-tools  the same, with the tool adapters of autogen-ext's
                 mcp_server_tools (one ClientSession) instead of a workbench.
  anthropic      the Anthropic SDK's tool runner
                 (client.beta.messages.tool_runner) with its MCP helper
                 async_mcp_tool over a ClientSession; model = a fake
                 Messages API (an httpx2 MockTransport) answering from the
                 script.

Each host runs in its own child process (same interpreter) with a hard
timeout, so a hang or crash in one host is reported as a failure and never
blocks the others. Prints one JSON line per (host, case) and a closing
"N passed, N failed" line; exits 1 if any assertion fails.

--write-corpus rewrites corpus.jsonl beside this file: one line per (host,
case) with `model_sees` (each tool result exactly as the host hands it to
its model: langchain's ToolMessage as a dict, openai-agents'
function_call_output item, pydantic-ai's Chat tool message as its OpenAI
model maps it, the SDK's CallToolResult, fastmcp's loop's Chat tool
message, ADK's and google-genai's functionResponse parts as the request
spells them, autogen's FunctionExecutionResult as its model client gets
it, the Anthropic SDK's tool_result block as the request spells it) and
the server's own answer to the same call
(`server_result`), which tests/tests/host_corpus.rs reads back.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import dataclasses
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

HOSTS = ("langchain", "openai-agents", "pydantic-ai", "mcp-sdk", "fastmcp", "google-adk",
         "google-genai", "autogen", "autogen-tools", "anthropic")
CASE_TIMEOUT_S = 60  # one agent run (one case)
HOST_TIMEOUT_S = 300  # one host child process, all cases (--host-timeout)
TRUNCATE = 300
PROMPT = "Help the customer with their bike booking."


# --------------------------------------------------------------------------
# Cases and expectations
# --------------------------------------------------------------------------


@dataclass
class Case:
    id: str
    # One entry per scripted model turn; each turn is a list of (tool, args).
    script: list[list[tuple[str, dict]]]
    # True: the host should flag the result as an error; False: as a success.
    is_error: bool
    category: str | None = None  # expected errorCategory
    retryable: bool | None = None  # expected isRetryable
    next_step: tuple[str, ...] = ()  # any of these phrases must appear
    must_contain: tuple[str, ...] = ()  # all of these must appear (regex)
    # none of these may appear (a host's generic stand-in for the real error)
    must_not_contain: tuple[str, ...] = ("An error occurred while running the tool",)
    # True: only the server's sentence reached the model (FIRST_BLOCK_ONLY)
    sentence_only: bool = False


CASES = [
    Case("transient", [[("find_bookings", {"email": "timeout@example.com"})]],
         is_error=True, category="transient", retryable=True,
         next_step=("Retry",), must_contain=(r'"retryAfterMs"\s*:\s*5000',)),
    Case("validation", [[("get_booking", {"booking_id": "2041"})]],
         is_error=True, category="validation", retryable=True,
         next_step=("B-2041",), must_contain=("bad_booking_id",)),
    Case("business", [[("refund", {"booking_id": "B-2041", "amount_usd": 150})]],
         is_error=True, category="business", retryable=False,
         next_step=("human", "escalate"), must_contain=("refund_over_limit",)),
    Case("permission", [[("get_booking", {"booking_id": "B-3001"})]],
         is_error=True, category="permission", retryable=False,
         next_step=("human", "Don't retry"), must_contain=("not_your_booking",)),
    Case("empty_result", [[("find_bookings", {"email": "bo@example.com"})]],
         is_error=False, must_contain=(r'"resultCount"\s*:\s*0',)),
    Case("partial_result", [[("search_bikes", {"area": "downtown"})]],
         is_error=False, must_contain=("Searched 3 of 5 sources",)),
    # charge_deposit's errors are text-only: no structuredContent.
    Case("text_only", [[("charge_deposit", {"booking_id": "B-2042"})]],
         is_error=True, category="transient", retryable=True,
         next_step=("retry the same call",),
         must_contain=(r'"retryAfterMs"\s*:\s*30000', "payment_timeout")),
    Case("argument_error", [[("get_booking", {"booking_id": 2041})]],
         is_error=True, category="validation", retryable=True,
         next_step=("booking_id",), must_contain=("invalid_arguments",)),
    # A missing required field: the server answers validation
    # invalid_arguments, unless the host intercepts the call first (see
    # EXPECTED_DIFFERENCES).
    Case("missing_argument", [[("get_booking", {})]],
         is_error=True, category="validation", retryable=True,
         next_step=("booking_id",), must_contain=("invalid_arguments",)),
    # The same failing tool twice in one run: both failures must reach the
    # model and the run must go on (pydantic-ai's default 'retry' behaviour
    # would end the run here with UnexpectedModelBehavior).
    Case("repeated_failure", [[("get_booking", {"booking_id": "2041"})],
                              [("get_booking", {"booking_id": "2041"})]],
         is_error=True, category="validation", retryable=True,
         next_step=("B-2041",), must_contain=("bad_booking_id",)),
]

# Expected limitations: things a host genuinely cannot show its model.
# (host, check) -> reason. A listed check is reported, not asserted.
LIMITATIONS = {
    ("openai-agents", "error_flag"): (
        "openai-agents passes MCP isError to the model in no field: an error "
        "and a success are both a plain function_call_output (Responses "
        "format, no error/status field); only the payload text tells them apart"),
    ("fastmcp", "error_flag"): (
        "fastmcp's Client.call_tool raises ToolError for an isError result (its "
        "default raise_on_error=True); the loop knows the call failed, but the "
        "tool message it hands its model carries no flag, only the error's text"),
}

# Hosts that hand their model only the FIRST text block of a failed result:
# the payload (errorCategory, isRetryable, code) is lost, so the category
# and retryability are checked in the sentence the server writes first.
FIRST_BLOCK_ONLY = {
    "fastmcp": (
        "fastmcp's ToolError message is the result's first text block alone "
        "(fastmcp/client/mixins/tools.py _parse_call_tool_result): the JSON "
        "payload block and structuredContent never reach the model; the "
        "server's sentence still says category, retryability and next step"),
}


AUTOGEN_ADAPTERS_CHECK = (
    "autogen-ext's MCP tool adapters (mcp_server_tools) check the arguments "
    "against a pydantic model of the tool's inputSchema and never call the "
    "server: the model gets pydantic's ValidationError text, flagged "
    "is_error=True, with no errorCategory/isRetryable")

# Expected limitations that change what a case can assert for one host:
# (host, case) -> (reason, the Case fields to use instead).
EXPECTED_DIFFERENCES = {
    ("openai-agents", "missing_argument"): (
        "openai-agents checks required parameters against the cached tool list "
        "itself (MCPServerStdio._validate_required_parameters, whatever "
        "cache_tools_list says) and never calls the server, so the model gets "
        "the SDK's UserError text, with no errorCategory/isRetryable; without a "
        "failure_error_function it would be the generic 'An error occurred "
        "while running the tool. Please try again.'",
        dict(category=None, retryable=None, next_step=("booking_id",),
             must_contain=(r"missing required parameters: booking_id",)),
    ),
    # autogen-ext's MCP tool adapters check the arguments themselves
    # (BaseTool.run_json: self._args_type.model_validate(args), a pydantic
    # model made of inputSchema) and never call the server for a misfit.
    ("autogen-tools", "argument_error"): (
        AUTOGEN_ADAPTERS_CHECK,
        dict(category=None, retryable=None, next_step=("booking_id",),
             must_contain=(r"booking_id\n\s+Input should be a valid string",)),
    ),
    ("autogen-tools", "missing_argument"): (
        AUTOGEN_ADAPTERS_CHECK,
        dict(category=None, retryable=None, next_step=("booking_id",),
             must_contain=(r"booking_id\n\s+Field required",)),
    ),
}


def check(host: str, case: Case, seen: dict) -> tuple[list[str], list[str]]:
    """Return (failures, limitations) for what one host's model saw."""
    failures: list[str] = []
    limitations: list[str] = []
    if (host, case.id) in EXPECTED_DIFFERENCES:
        reason, fields = EXPECTED_DIFFERENCES[(host, case.id)]
        limitations.append(reason)
        case = dataclasses.replace(case, **fields)
    if host in FIRST_BLOCK_ONLY and case.is_error and case.category is not None:
        limitations.append(FIRST_BLOCK_ONLY[host])
        case = dataclasses.replace(case, must_contain=(), sentence_only=True)
    text = seen.get("text") or ""
    n_results = seen.get("n_results", 0)
    expected_results = sum(len(turn) for turn in case.script)

    if seen.get("run_error"):
        failures.append(f"run failed: {seen['run_error']}")
    if n_results != expected_results:
        failures.append(f"model saw {n_results} tool results, expected {expected_results}")

    flag = seen.get("error_flag")
    if (host, "error_flag") in LIMITATIONS:
        limitations.append(LIMITATIONS[(host, "error_flag")])
    elif flag is None:
        failures.append("host gave the model no error flag")
    elif flag != case.is_error:
        failures.append(f"error flag is {flag}, expected {case.is_error}")

    if case.sentence_only:
        # The server's sentence: "Error (<category>, [not ]retryable: …): …"
        want = "retryable" if case.retryable else "not retryable"
        hits = re.findall(r"Error \(%s, %s[:)]" % (re.escape(case.category), want), text)
        if len(hits) < expected_results:
            failures.append(f"text lacks the sentence 'Error ({case.category}, {want}'"
                            f" ({len(hits)} of {expected_results} results carry it)")
    elif case.category is not None:
        # every tool result of the run must carry it (repeated_failure has two)
        hits = re.findall(r'"errorCategory"\s*:\s*"%s"' % re.escape(case.category), text)
        if len(hits) < expected_results:
            failures.append(f'text lacks "errorCategory":"{case.category}"'
                            f' ({len(hits)} of {expected_results} results carry it)')
    if case.retryable is not None and not case.sentence_only:
        want = "true" if case.retryable else "false"
        if not re.search(r'"isRetryable"\s*:\s*%s' % want, text):
            failures.append(f'text lacks "isRetryable":{want}')
    if case.next_step and not any(p in text for p in case.next_step):
        failures.append(f"text lacks next step (any of {list(case.next_step)})")
    for pat in case.must_contain:
        if not re.search(pat, text):
            failures.append(f"text lacks {pat!r}")
    for pat in case.must_not_contain:
        if pat in text:
            failures.append(f"text has the host's stand-in {pat!r}")
    if case.id == "repeated_failure" and not seen.get("run_finished"):
        failures.append("run did not reach the model's final answer after two failures")
    return failures, limitations


# --------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------


def _jsonable(obj: Any) -> Any:
    try:
        json.dumps(obj)
        return obj
    except TypeError:
        return repr(obj)


def _blocks_text(content: Any) -> str:
    """Text of a str / list-of-blocks tool output."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        out = []
        for b in content:
            if isinstance(b, str):
                out.append(b)
            elif isinstance(b, dict) and "text" in b:
                out.append(b["text"])
            else:
                out.append(json.dumps(_jsonable(b)))
        return "\n".join(out)
    if isinstance(content, dict):
        if "text" in content:
            return content["text"]
        return json.dumps(_jsonable(content))
    return str(content)


def _merge(results: list[dict]) -> dict:
    """Fold the tool results of one run into one record for the checks."""
    flags = [r["error_flag"] for r in results]
    if not results:
        flag = None
    elif all(f is None for f in flags):
        flag = None
    else:
        flag = all(bool(f) for f in flags)
    return {
        "n_results": len(results),
        "error_flag": flag,
        "text": "\n---\n".join(r["text"] for r in results),
        "raw": [r["raw"] for r in results],
        "model_sees": [r["model_sees"] for r in results if "model_sees" in r],
    }


# --------------------------------------------------------------------------
# Host 1: langchain-mcp-adapters + langchain create_agent (langgraph ToolNode)
# --------------------------------------------------------------------------


async def run_langchain(server: str) -> dict[str, dict]:
    from langchain.agents import create_agent
    from langchain_core.language_models.chat_models import BaseChatModel
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_mcp_adapters.client import MultiServerMCPClient
    from langchain_mcp_adapters.tools import load_mcp_tools

    class ScriptedChatModel(BaseChatModel):
        """Emits scripted tool calls, then a final answer; records its input."""

        script: list = []
        seen: list = []
        turn: int = 0

        @property
        def _llm_type(self) -> str:
            return "scripted"

        def bind_tools(self, tools, **kwargs):  # the agent binds tools; keep script
            return self

        def _generate(self, messages, stop=None, run_manager=None, **kwargs):
            self.seen.append(list(messages))
            if self.turn < len(self.script):
                calls = [{"name": n, "args": a, "id": f"call_{self.turn}_{i}", "type": "tool_call"}
                         for i, (n, a) in enumerate(self.script[self.turn])]
                msg = AIMessage(content="", tool_calls=calls)
            else:
                msg = AIMessage(content="done")
            self.turn += 1
            return ChatResult(generations=[ChatGeneration(message=msg)])

    # Default handle_tool_errors=True (adapters >= 0.2): an MCP isError result
    # becomes ToolMessage(status="error") with the server's content blocks.
    client = MultiServerMCPClient(
        {"bikes": {"command": server, "args": [], "transport": "stdio"}})
    out: dict[str, dict] = {}
    async with client.session("bikes") as session:
        tools = await load_mcp_tools(session, handle_tool_errors=True)
        for case in CASES:
            model = ScriptedChatModel(script=case.script, seen=[], turn=0)
            agent = create_agent(model, tools, system_prompt=PROMPT)
            rec: dict[str, Any] = {}
            try:
                await asyncio.wait_for(
                    agent.ainvoke({"messages": [HumanMessage(PROMPT)]}), CASE_TIMEOUT_S)
            except BaseException as e:  # noqa: BLE001 - report, don't crash
                if isinstance(e, KeyboardInterrupt):
                    raise
                rec["run_error"] = f"{type(e).__name__}: {e}"
            last = model.seen[-1] if model.seen else []
            results = [{
                "error_flag": m.status == "error",
                "text": _blocks_text(m.content),
                "raw": {"type": "ToolMessage", "status": m.status,
                        "content": _jsonable(m.content),
                        "artifact": _jsonable(m.artifact)},
                # The message as langchain-core holds it (`artifact` is not
                # sent to the model).
                "model_sees": {"type": m.type, "tool_call_id": m.tool_call_id,
                               "status": m.status, "content": _jsonable(m.content)},
            } for m in last if isinstance(m, ToolMessage)]
            rec.update(_merge(results))
            rec["run_finished"] = model.turn > len(case.script)
            out[case.id] = rec
    return out


# --------------------------------------------------------------------------
# Host 2: openai-agents (Runner + MCPServerStdio)
# --------------------------------------------------------------------------


async def run_openai_agents(server: str) -> dict[str, dict]:
    from agents import Agent, Runner, set_tracing_disabled
    from agents.items import ModelResponse
    from agents.mcp import MCPServerStdio
    from agents.models.interface import Model
    from agents.usage import Usage
    from openai.types.responses import (
        ResponseFunctionToolCall,
        ResponseOutputMessage,
        ResponseOutputText,
    )

    set_tracing_disabled(True)

    class ScriptedModel(Model):
        def __init__(self, script):
            self.script = script
            self.seen: list = []
            self.turn = 0

        async def get_response(self, system_instructions, input, model_settings, tools,
                               output_schema, handoffs, tracing, **kwargs):
            self.seen.append(copy.deepcopy(input))
            t = self.turn
            self.turn += 1
            if t < len(self.script):
                output = [ResponseFunctionToolCall(
                    type="function_call", id=f"fc_{t}_{i}", call_id=f"call_{t}_{i}",
                    name=n, arguments=json.dumps(a), status="completed")
                    for i, (n, a) in enumerate(self.script[t])]
            else:
                output = [ResponseOutputMessage(
                    type="message", id=f"msg_{t}", role="assistant", status="completed",
                    content=[ResponseOutputText(type="output_text", text="done",
                                                annotations=[])])]
            return ModelResponse(output=output, usage=Usage(), response_id=None)

        async def stream_response(self, *args, **kwargs):  # not used by Runner.run
            raise NotImplementedError
            yield  # pragma: no cover

    def keep_error_text(ctx, error: Exception) -> str:
        # The default failure_error_function replaces any *raised* tool error
        # with "An error occurred while running the tool. Please try again.";
        # this keeps the error's own text. (MCP isError results are not raised:
        # they reach the model as the tool's output either way.)
        return str(error)

    out: dict[str, dict] = {}
    async with MCPServerStdio(
        name="bikes",
        params={"command": server, "args": []},
        cache_tools_list=True,
        client_session_timeout_seconds=30,
        failure_error_function=keep_error_text,
    ) as mcp_server:
        for case in CASES:
            model = ScriptedModel(case.script)
            agent = Agent(name="bikes", instructions=PROMPT, model=model,
                          mcp_servers=[mcp_server])
            rec: dict[str, Any] = {}
            try:
                await asyncio.wait_for(Runner.run(agent, PROMPT, max_turns=6), CASE_TIMEOUT_S)
            except BaseException as e:  # noqa: BLE001
                if isinstance(e, KeyboardInterrupt):
                    raise
                rec["run_error"] = f"{type(e).__name__}: {e}"
            last = model.seen[-1] if model.seen else []
            if isinstance(last, str):
                last = []
            results = []
            for item in last:
                if isinstance(item, dict) and item.get("type") == "function_call_output":
                    # The Responses-format item has no error flag: None marks
                    # "host keeps no flag" (see LIMITATIONS).
                    results.append({"error_flag": None,
                                    "text": _blocks_text(item.get("output")),
                                    "raw": _jsonable(item),
                                    "model_sees": _jsonable(item)})
            rec.update(_merge(results))
            rec["run_finished"] = model.turn > len(case.script)
            out[case.id] = rec
    return out


# --------------------------------------------------------------------------
# Host 3: pydantic-ai (Agent + MCPToolset over stdio, FunctionModel)
# --------------------------------------------------------------------------


async def run_pydantic_ai(server: str) -> dict[str, dict]:
    from fastmcp.client import Client
    from fastmcp.client.transports import StdioTransport
    from pydantic_ai import Agent
    from pydantic_ai.mcp import MCPToolset
    from pydantic_ai.messages import (
        ModelRequest,
        ModelResponse,
        RetryPromptPart,
        TextPart,
        ToolCallPart,
        ToolReturnPart,
    )
    from pydantic_ai.models.function import AgentInfo, FunctionModel

    # pydantic-ai 2.x removed MCPServerStdio; MCPToolset (FastMCP client) is
    # its replacement. tool_error_behavior='failed' turns an isError result
    # into ToolReturnPart(outcome='failed') carrying the payload, without
    # spending the tool's retry budget; the default 'retry' raises ModelRetry
    # and a second failure of the same tool ends the run
    # (UnexpectedModelBehavior: exceeded max retries).
    toolset = MCPToolset(Client(StdioTransport(command=server, args=[])),
                         tool_error_behavior="failed")
    agent = Agent(toolsets=[toolset], instructions=PROMPT)

    def make_model(script, seen):
        def fn(messages, info: AgentInfo) -> ModelResponse:
            seen.append(copy.deepcopy(messages))
            t = len(seen) - 1
            if t < len(script):
                return ModelResponse(parts=[
                    ToolCallPart(tool_name=n, args=a, tool_call_id=f"call_{t}_{i}")
                    for i, (n, a) in enumerate(script[t])])
            return ModelResponse(parts=[TextPart("done")])
        return FunctionModel(fn)

    out: dict[str, dict] = {}
    async with agent:
        for case in CASES:
            seen: list = []
            rec: dict[str, Any] = {}
            try:
                await asyncio.wait_for(agent.run(PROMPT, model=make_model(case.script, seen)),
                                       CASE_TIMEOUT_S)
            except BaseException as e:  # noqa: BLE001
                if isinstance(e, KeyboardInterrupt):
                    raise
                rec["run_error"] = f"{type(e).__name__}: {e}"
            results = []
            for msg in (seen[-1] if seen else []):
                if not isinstance(msg, ModelRequest):
                    continue
                for part in msg.parts:
                    if isinstance(part, ToolReturnPart):
                        # FunctionModel receives the part itself: its content
                        # (the payload: a JSON string for a failure, the
                        # structuredContent dict for a success) and outcome.
                        # Provider adapters without a native error channel send
                        # model_response_str(), which wraps a failure as
                        # {"error": "<payload JSON as a string>"}; those with one
                        # (e.g. Anthropic is_error) send the content unwrapped.
                        wire = part.model_response_str()
                        text = _blocks_text(part.content)
                        if part.outcome in ("failed", "retried"):
                            try:
                                unwrapped = json.loads(wire).get("error")
                            except (ValueError, AttributeError):
                                unwrapped = None
                            if unwrapped != text:
                                rec.setdefault("run_error", "")
                                rec["run_error"] += f"wrapped wire text lost the payload: {wire[:200]}"
                        results.append({
                            "error_flag": part.outcome in ("failed", "retried"),
                            "text": text,
                            "raw": {"type": "ToolReturnPart", "outcome": part.outcome,
                                    "content": _jsonable(part.content),
                                    "model_response_str": wire},
                        })
                    elif isinstance(part, RetryPromptPart):
                        results.append({
                            "error_flag": True,
                            "text": part.model_response(),
                            "raw": {"type": "RetryPromptPart",
                                    "content": _jsonable(part.content)},
                        })
            # What pydantic-ai's OpenAI Chat model sends for those parts:
            # its own mapping of the history the model was handed.
            wire_messages = await _pydantic_ai_openai_messages(seen[-1] if seen else [])
            tool_messages = [m for m in wire_messages if m.get("role") == "tool"]
            if len(tool_messages) == len(results):
                for result, message in zip(results, tool_messages):
                    result["model_sees"] = message
            else:
                rec.setdefault("run_error", "")
                rec["run_error"] += (f"mapped {len(tool_messages)} tool messages "
                                     f"for {len(results)} results")
            rec.update(_merge(results))
            rec["run_finished"] = len(seen) > len(case.script)
            out[case.id] = rec
    return out


async def _pydantic_ai_openai_messages(messages: list) -> list[dict]:
    """The Chat Completions messages pydantic-ai's OpenAIChatModel makes of a
    history (no request is sent: the client is never called)."""
    from pydantic_ai.models import ModelRequestParameters
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider

    model = OpenAIChatModel("gpt-4o", provider=OpenAIProvider(api_key="sk-unused-scripted-model"))
    params = ModelRequestParameters()
    prepared = model.prepare_messages(list(messages), params)
    mapped = await model._map_messages(prepared, params)
    return [json.loads(json.dumps(m, default=repr)) for m in mapped]


# --------------------------------------------------------------------------
# Host 4: the official MCP Python SDK's ClientSession, as an agent loop uses it
# --------------------------------------------------------------------------


class ScriptedLoopModel:
    """The model of a hand-written agent loop: its turn t emits the scripted
    calls of turn t (or a final answer) and records what the loop hands it."""

    def __init__(self, script):
        self.script = script
        self.seen: list = []

    def turn(self, handed: list) -> list:
        self.seen.append(copy.deepcopy(handed))
        t = len(self.seen) - 1
        return [(f"call_{t}_{i}", n, a)
                for i, (n, a) in enumerate(self.script[t])] if t < len(self.script) else []

    def history(self) -> list:
        """Every tool result handed on so far (the loop keeps them all in
        the conversation it sends)."""
        return [item for handed in self.seen for item in handed]


async def run_mcp_sdk(server: str) -> dict[str, dict]:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    # The loop hands its model each CallToolResult as the SDK returns it
    # (model_dump by alias: content, structuredContent, isError).
    out: dict[str, dict] = {}
    async with stdio_client(StdioServerParameters(command=server, args=[])) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            for case in CASES:
                model = ScriptedLoopModel(case.script)
                rec: dict[str, Any] = {}
                handed: list = []
                try:
                    while calls := model.turn(handed):
                        handed = []
                        for call_id, name, args in calls:
                            result = await asyncio.wait_for(
                                session.call_tool(name, args), CASE_TIMEOUT_S)
                            handed.append(result.model_dump(
                                mode="json", by_alias=True, exclude_none=True))
                except BaseException as e:  # noqa: BLE001
                    if isinstance(e, KeyboardInterrupt):
                        raise
                    rec["run_error"] = f"{type(e).__name__}: {e}"
                results = [{"error_flag": bool(item.get("isError")),
                            "text": _blocks_text(item.get("content")) + "\n"
                                    + json.dumps(item.get("structuredContent")),
                            "raw": item, "model_sees": item}
                           for item in model.history()]
                rec.update(_merge(results))
                rec["run_finished"] = len(model.seen) > len(case.script)
                out[case.id] = rec
    return out


# --------------------------------------------------------------------------
# Host 5: the fastmcp Client, as an agent loop uses it
# --------------------------------------------------------------------------


async def run_fastmcp(server: str) -> dict[str, dict]:
    from fastmcp.client import Client
    from fastmcp.client.transports import StdioTransport
    from fastmcp.exceptions import ToolError

    # Client.call_tool's default (raise_on_error=True) raises ToolError with
    # the result's FIRST text block as its message, for an isError result;
    # the loop hands its model str(error) as the tool message's text, and a
    # success's text blocks, as an OpenAI Chat tool message.
    out: dict[str, dict] = {}
    async with Client(StdioTransport(command=server, args=[])) as client:
        for case in CASES:
            model = ScriptedLoopModel(case.script)
            rec: dict[str, Any] = {}
            handed: list = []
            try:
                while calls := model.turn(handed):
                    handed = []
                    for call_id, name, args in calls:
                        try:
                            result = await asyncio.wait_for(
                                client.call_tool(name, args), CASE_TIMEOUT_S)
                            text, failed = _blocks_text(
                                [b.model_dump(mode="json") for b in result.content]), False
                        except ToolError as error:
                            text, failed = str(error), True
                        handed.append(({"role": "tool", "tool_call_id": call_id,
                                        "content": text}, failed))
            except BaseException as e:  # noqa: BLE001
                if isinstance(e, KeyboardInterrupt):
                    raise
                rec["run_error"] = f"{type(e).__name__}: {e}"
            results = [{"error_flag": None, "raised": failed, "text": item["content"],
                        "raw": {**item, "raised_tool_error": failed}, "model_sees": item}
                       for item, failed in model.history()]
            rec.update(_merge(results))
            rec["run_finished"] = len(model.seen) > len(case.script)
            out[case.id] = rec
    return out


# --------------------------------------------------------------------------
# Host 6: Google ADK (LlmAgent + McpToolset over stdio, a BaseLlm subclass)
# --------------------------------------------------------------------------


def _function_responses(contents: list) -> list[dict]:
    """Every functionResponse part of a request's history (the tool results
    of every turn so far), as Gemini's wire spells them."""
    return [{"functionResponse": p["functionResponse"]}
            for content in contents for p in (content.get("parts") or [])
            if p.get("functionResponse")]


def _function_response_result(part: dict) -> dict:
    response = part["functionResponse"].get("response") or {}
    # ADK: the whole result; google-genai: {"error": result} / {"result": result}
    result = response
    for key in ("error", "result"):
        if "content" not in result and isinstance(response.get(key), dict):
            result = response[key]
    flag = result.get("isError")
    if "content" in result:
        text = _blocks_text(result["content"]) + "\n" + json.dumps(result.get("structuredContent"))
    else:
        text = json.dumps(response)
    return {"error_flag": None if flag is None else bool(flag),
            "text": text, "raw": part, "model_sees": part}


async def run_google_adk(server: str) -> dict[str, dict]:
    from google.adk.agents import LlmAgent
    from google.adk.models.base_llm import BaseLlm
    from google.adk.models.llm_response import LlmResponse
    from google.adk.runners import InMemoryRunner
    from google.adk.tools.mcp_tool import McpToolset, StdioConnectionParams
    from google.genai import types
    from mcp import StdioServerParameters

    class ScriptedLlm(BaseLlm):
        """Emits scripted function calls, then text; records each request's
        contents as Gemini's wire spells them."""

        script: list = []
        seen: list = []

        async def generate_content_async(self, llm_request, stream=False):
            self.seen.append([c.model_dump(mode="json", by_alias=True, exclude_none=True)
                              for c in llm_request.contents])
            t = len(self.seen) - 1
            if t < len(self.script):
                parts = [types.Part(function_call=types.FunctionCall(
                    id=f"call_{t}_{i}", name=n, args=a))
                    for i, (n, a) in enumerate(self.script[t])]
            else:
                parts = [types.Part(text="done")]
            yield LlmResponse(content=types.Content(role="model", parts=parts))

    toolset = McpToolset(connection_params=StdioConnectionParams(
        server_params=StdioServerParameters(command=server, args=[]), timeout=30))
    out: dict[str, dict] = {}
    try:
        for case in CASES:
            model = ScriptedLlm(model="scripted", script=case.script, seen=[])
            agent = LlmAgent(name="bikes", model=model, instruction=PROMPT, tools=[toolset])
            runner = InMemoryRunner(agent=agent, app_name="bikes")
            session = await runner.session_service.create_session(app_name="bikes",
                                                                  user_id="user")
            rec: dict[str, Any] = {}
            try:
                async def run():
                    async for _ in runner.run_async(
                            user_id="user", session_id=session.id,
                            new_message=types.Content(role="user",
                                                      parts=[types.Part(text=PROMPT)])):
                        pass
                await asyncio.wait_for(run(), CASE_TIMEOUT_S)
            except BaseException as e:  # noqa: BLE001
                if isinstance(e, KeyboardInterrupt):
                    raise
                rec["run_error"] = f"{type(e).__name__}: {e}"
            last = model.seen[-1] if model.seen else []
            results = [_function_response_result(p) for p in _function_responses(last)]
            rec.update(_merge(results))
            rec["run_finished"] = len(model.seen) > len(case.script)
            out[case.id] = rec
    finally:
        await toolset.close()
    return out


# --------------------------------------------------------------------------
# Host 7: google-genai automatic function calling with an MCP ClientSession
# --------------------------------------------------------------------------


class _FakeGemini:
    """A Gemini API on 127.0.0.1 that answers generateContent from a script
    and records each request body (what the model is handed)."""

    def __init__(self):
        import http.server
        import threading

        fake = self
        self.script: list = []
        self.seen: list = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - http.server's name
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                fake.seen.append(body)
                t = len(fake.seen) - 1
                if t < len(fake.script):
                    parts = [{"functionCall": {"name": n, "args": a}}
                             for n, a in fake.script[t]]
                else:
                    parts = [{"text": "done"}]
                answer = json.dumps({"candidates": [{
                    "content": {"role": "model", "parts": parts},
                    "finishReason": "STOP", "index": 0}]}).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


async def run_google_genai(server: str) -> dict[str, dict]:
    from google import genai
    from google.genai import types
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    fake = _FakeGemini()
    client = genai.Client(api_key="unused-scripted-model",
                          http_options=types.HttpOptions(base_url=fake.url))
    out: dict[str, dict] = {}
    try:
        async with stdio_client(StdioServerParameters(command=server, args=[])) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                for case in CASES:
                    fake.script, fake.seen = case.script, []
                    rec: dict[str, Any] = {}
                    try:
                        await asyncio.wait_for(client.aio.models.generate_content(
                            model="gemini-2.5-flash", contents=PROMPT,
                            # A dict: a GenerateContentConfig is deep-copied
                            # first, and a ClientSession can't be copied.
                            config={"tools": [session]}),
                            CASE_TIMEOUT_S)
                    except BaseException as e:  # noqa: BLE001
                        if isinstance(e, KeyboardInterrupt):
                            raise
                        rec["run_error"] = f"{type(e).__name__}: {e}"
                    last = fake.seen[-1].get("contents", []) if fake.seen else []
                    results = [_function_response_result(p) for p in _function_responses(last)]
                    rec.update(_merge(results))
                    rec["run_finished"] = len(fake.seen) > len(case.script)
                    out[case.id] = rec
    finally:
        fake.close()
    return out


# --------------------------------------------------------------------------
# Hosts 8 and 9: autogen (AssistantAgent with McpWorkbench over stdio, or
# with the tool adapters of mcp_server_tools)
# --------------------------------------------------------------------------


def _json_blocks_text(text: str) -> str:
    """The text of content blocks handed on as their JSON list (the model
    reads them JSON-escaped), else the text itself."""
    try:
        blocks = json.loads(text)
    except ValueError:
        return text
    if isinstance(blocks, list) and all(isinstance(b, dict) and "text" in b for b in blocks):
        return _blocks_text(blocks)
    return text


async def run_autogen(server: str, adapters: bool = False) -> dict[str, dict]:
    """adapters=False: an McpWorkbench; True: the tool adapters of
    mcp_server_tools over one session (autogen-tools)."""
    import contextlib

    from autogen_agentchat.agents import AssistantAgent
    from autogen_core import FunctionCall
    from autogen_core.models import (
        CreateResult,
        FunctionExecutionResultMessage,
        ModelFamily,
        ModelInfo,
        RequestUsage,
    )
    from autogen_ext.models.replay import ReplayChatCompletionClient
    from autogen_ext.tools.mcp import (
        McpWorkbench,
        StdioServerParams,
        create_mcp_server_session,
        mcp_server_tools,
    )

    def make_client(script):
        """autogen-ext's ReplayChatCompletionClient: one CreateResult of
        FunctionCalls per scripted turn, then a final answer; it records
        the messages of each create() call (create_calls)."""
        usage = RequestUsage(prompt_tokens=0, completion_tokens=0)
        turns: list = [CreateResult(
            finish_reason="function_calls", usage=usage, cached=False,
            content=[FunctionCall(id=f"call_{t}_{i}", name=n, arguments=json.dumps(a))
                     for i, (n, a) in enumerate(calls)])
            for t, calls in enumerate(script)]
        turns.append(CreateResult(finish_reason="stop", content="done", usage=usage,
                                  cached=False))
        return ReplayChatCompletionClient(turns, model_info=ModelInfo(
            vision=False, function_calling=True, json_output=False,
            family=ModelFamily.UNKNOWN, structured_output=False))

    # McpWorkbench.call_tool keeps the result's text blocks and isError in a
    # ToolResult; AssistantAgent hands its model client a
    # FunctionExecutionResult(content=ToolResult.to_text(), is_error=…):
    # the text blocks joined by newlines, structuredContent dropped.
    # mcp_server_tools' adapters instead check the arguments against a model
    # made of inputSchema (a misfit never reaches the server), return a
    # success's content blocks, which the agent hands on as their JSON list,
    # and raise an isError result's content blocks as that JSON list, which
    # the agent's StaticWorkbench hands on as the text, with is_error=True.
    out: dict[str, dict] = {}
    params = StdioServerParams(command=server, args=[], read_timeout_seconds=30)
    async with contextlib.AsyncExitStack() as stack:
        if adapters:
            session = await stack.enter_async_context(create_mcp_server_session(params))
            await session.initialize()
            tools = {"tools": await mcp_server_tools(params, session=session)}
        else:
            workbench = McpWorkbench(params)
            await workbench.start()
            stack.push_async_callback(workbench.stop)
            tools = {"workbench": workbench}
        for case in CASES:
            client = make_client(case.script)
            # Every scripted turn is a tool iteration; the model is asked
            # again after each, so it sees every result and answers.
            agent = AssistantAgent("bikes", model_client=client, system_message=PROMPT,
                                   max_tool_iterations=len(case.script) + 1, **tools)
            rec: dict[str, Any] = {}
            try:
                await asyncio.wait_for(agent.run(task=PROMPT), CASE_TIMEOUT_S)
            except BaseException as e:  # noqa: BLE001
                if isinstance(e, KeyboardInterrupt):
                    raise
                rec["run_error"] = f"{type(e).__name__}: {e}"
            calls = client.create_calls
            last = calls[-1]["messages"] if calls else []
            results = [{
                "error_flag": r.is_error,
                "text": _json_blocks_text(r.content),
                "raw": r.model_dump(mode="json"),
                "model_sees": r.model_dump(mode="json"),
            } for m in last if isinstance(m, FunctionExecutionResultMessage) for r in m.content]
            rec.update(_merge(results))
            rec["run_finished"] = len(calls) > len(case.script)
            out[case.id] = rec
    return out


async def run_autogen_tools(server: str) -> dict[str, dict]:
    return await run_autogen(server, adapters=True)


# --------------------------------------------------------------------------
# Host 10: the Anthropic SDK's MCP helpers in its tool runner
# --------------------------------------------------------------------------


class _FakeMessagesApi:
    """The Messages API as an httpx transport: answers POST /v1/messages
    from a script (tool_use blocks, then a final text) and records each
    request body (what the model is handed)."""

    def __init__(self):
        self.script: list = []
        self.seen: list = []

    def __call__(self, request):
        import httpx2

        body = json.loads(request.content or b"{}")
        self.seen.append(body)
        t = len(self.seen) - 1
        if t < len(self.script):
            content = [{"type": "tool_use", "id": f"toolu_{t}_{i}", "name": n, "input": a}
                       for i, (n, a) in enumerate(self.script[t])]
            stop = "tool_use"
        else:
            content = [{"type": "text", "text": "done"}]
            stop = "end_turn"
        return httpx2.Response(200, json={
            "id": f"msg_{t}", "type": "message", "role": "assistant",
            "model": body.get("model", "scripted"), "content": content,
            "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": 1, "output_tokens": 1}})


def _tool_result_blocks(messages: list) -> list[dict]:
    """Every tool_result block of a Messages request's history."""
    return [block for message in messages if message.get("role") == "user"
            and isinstance(message.get("content"), list)
            for block in message["content"]
            if isinstance(block, dict) and block.get("type") == "tool_result"]


async def run_anthropic(server: str) -> dict[str, dict]:
    import httpx2
    from anthropic import AsyncAnthropic
    from anthropic.lib.tools.mcp import async_mcp_tool
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    # async_mcp_tool wraps each MCP tool for client.beta.messages.tool_runner:
    # an isError result raises the SDK's ToolError with every content block
    # (structuredContent dropped), which the runner sends as a tool_result
    # with is_error: true; a success sends the content blocks.
    fake = _FakeMessagesApi()
    client = AsyncAnthropic(api_key="sk-ant-unused-scripted-model", max_retries=0,
                            http_client=httpx2.AsyncClient(transport=httpx2.MockTransport(fake)))
    out: dict[str, dict] = {}
    async with stdio_client(StdioServerParameters(command=server, args=[])) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = [async_mcp_tool(t, session) for t in (await session.list_tools()).tools]
            for case in CASES:
                fake.script, fake.seen = case.script, []
                rec: dict[str, Any] = {}
                try:
                    runner = client.beta.messages.tool_runner(
                        model="claude-sonnet-4-5", max_tokens=1024, tools=tools,
                        system=PROMPT, messages=[{"role": "user", "content": PROMPT}],
                        max_iterations=len(case.script) + 2)
                    await asyncio.wait_for(runner.until_done(), CASE_TIMEOUT_S)
                except BaseException as e:  # noqa: BLE001
                    if isinstance(e, KeyboardInterrupt):
                        raise
                    rec["run_error"] = f"{type(e).__name__}: {e}"
                # The runner keeps the conversation in a server-side thread
                # (its default): each request sends only the new tool_result
                # blocks, so the model's view is every request's, once each.
                blocks: dict[str, dict] = {}
                for body in fake.seen:
                    for b in _tool_result_blocks(body.get("messages", [])):
                        blocks.setdefault(b.get("tool_use_id"), b)
                results = [{"error_flag": bool(b.get("is_error")),
                            "text": _blocks_text(b.get("content")),
                            "raw": b, "model_sees": b}
                           for b in blocks.values()]
                rec.update(_merge(results))
                rec["run_finished"] = len(fake.seen) > len(case.script)
                out[case.id] = rec
    await client.close()
    return out


RUNNERS = {
    "langchain": run_langchain,
    "openai-agents": run_openai_agents,
    "pydantic-ai": run_pydantic_ai,
    "mcp-sdk": run_mcp_sdk,
    "fastmcp": run_fastmcp,
    "google-adk": run_google_adk,
    "google-genai": run_google_genai,
    "autogen": run_autogen,
    "autogen-tools": run_autogen_tools,
    "anthropic": run_anthropic,
}


# --------------------------------------------------------------------------
# Child: run one host, print its raw records as one JSON document
# --------------------------------------------------------------------------


def child_main(host: str, server: str, host_timeout: float) -> int:
    os.environ.setdefault("OPENAI_AGENTS_DISABLE_TRACING", "1")
    os.environ.setdefault("LANGSMITH_TRACING", "false")
    os.environ.setdefault("OPENAI_API_KEY", "sk-unused-scripted-model")
    try:
        records = asyncio.run(asyncio.wait_for(RUNNERS[host](server), host_timeout * 0.75))
        doc = {"records": records}
    except BaseException as e:  # noqa: BLE001
        doc = {"host_error": f"{type(e).__name__}: {e}"}
    sys.stdout.write("\n@@RESULT@@" + json.dumps(doc, default=repr) + "\n")
    sys.stdout.flush()
    return 0


# --------------------------------------------------------------------------
# Parent: one child per host, check, report
# --------------------------------------------------------------------------


def _descendants(root: int) -> list[int]:
    """PIDs of every live descendant of `root` (Linux /proc; [] elsewhere)."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def run_child(host: str, server: str, host_timeout: float) -> dict:
    cmd = [sys.executable, os.path.abspath(__file__), "--server", server, "--child", host,
           "--host-timeout", str(host_timeout)]
    # Output goes to files, not pipes: an MCP server that outlives the child
    # (hosts start it in its own session) would otherwise hold a pipe open.
    with tempfile.TemporaryFile("w+") as out_f, tempfile.TemporaryFile("w+") as err_f:
        proc = subprocess.Popen(cmd, stdout=out_f, stderr=err_f, stdin=subprocess.DEVNULL,
                                start_new_session=True, text=True)
        deadline = time.monotonic() + host_timeout
        while proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.2)
        timed_out = proc.poll() is None
        if timed_out:
            # Kill the child and everything it started (the MCP servers),
            # by pid: only processes this run created.
            for pid in [proc.pid] + _descendants(proc.pid):
                try:
                    os.kill(pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
            proc.wait(timeout=10)
        out_f.seek(0)
        err_f.seek(0)
        stdout, stderr = out_f.read(), err_f.read()
    if timed_out:
        return {"host_error": f"timed out after {host_timeout}s", "stderr": stderr[-2000:]}
    marker = stdout.rfind("@@RESULT@@")
    if marker < 0:
        return {"host_error": f"child exited {proc.returncode} without a result",
                "stderr": stderr[-2000:]}
    doc = json.loads(stdout[marker + len("@@RESULT@@"):])
    doc["stderr"] = stderr[-2000:]
    return doc


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--server", required=True, help="path to the mcp_server binary")
    ap.add_argument("--hosts", default=",".join(HOSTS),
                    help="comma-separated subset of: " + ", ".join(HOSTS))
    ap.add_argument("--host-timeout", type=float, default=HOST_TIMEOUT_S,
                    help="seconds allowed for one host's whole run (default %(default)s)")
    ap.add_argument("--write-corpus", action="store_true",
                    help="rewrite corpus.jsonl beside this file (what each host hands its model, "
                         "and the server's own answer)")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    server = os.path.abspath(args.server)

    if args.child:
        return child_main(args.child, server, args.host_timeout)

    if not os.access(server, os.X_OK):
        print(json.dumps({"error": f"server not executable: {server}"}))
        return 1
    hosts = [h.strip() for h in args.hosts.split(",") if h.strip()]
    unknown = [h for h in hosts if h not in RUNNERS]
    if unknown:
        ap.error(f"unknown hosts: {unknown}")

    passed = failed = 0
    corpus: list[dict] = []
    server_results: dict[str, Any] = {}
    if args.write_corpus:
        sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "clis"))
        sys.dont_write_bytecode = True
        from drive_clis import server_result  # the same direct MCP stdio call

        for case in CASES:
            tool, arguments = case.script[0][0]
            server_results[case.id] = ([tool, arguments], server_result(server, tool, arguments))
    for host in hosts:
        t0 = time.monotonic()
        doc = run_child(host, server, args.host_timeout)
        records = doc.get("records") or {}
        for case in CASES:
            seen = records.get(case.id)
            if seen is None:
                failures = [f"host did not run: {doc.get('host_error', 'no record')}"]
                limitations: list[str] = []
                seen = {}
            else:
                failures, limitations = check(host, case, seen)
            ok = not failures
            passed += ok
            failed += not ok
            line = {
                "host": host,
                "case": case.id,
                "calls": [[n, a] for turn in case.script for (n, a) in turn],
                "error_flag": seen.get("error_flag"),
                "model_saw": json.dumps(seen.get("raw"), default=repr)[:TRUNCATE],
                "pass": ok,
            }
            if failures:
                line["failures"] = failures
                if doc.get("stderr"):
                    line["stderr_tail"] = doc["stderr"][-500:]
            if limitations:
                line["expected_limitations"] = limitations
            print(json.dumps(line), flush=True)
            if args.write_corpus:
                sees = seen.get("model_sees") or []
                server_call, server_answer = server_results[case.id]
                row = {
                    "host": host, "case": case.id, "calls": line["calls"],
                    "model_sees": sees[0] if len(sees) == 1 else sees,
                    "text": seen.get("text"), "flag": seen.get("error_flag"),
                    "server_call": server_call, "server_result": server_answer,
                    "pass": ok,
                }
                if (host, case.id) in EXPECTED_DIFFERENCES:
                    row["host_answers"] = EXPECTED_DIFFERENCES[(host, case.id)][0]
                corpus.append(row)
        print(json.dumps({"host": host, "seconds": round(time.monotonic() - t0, 1),
                          **({"host_error": doc["host_error"]} if "host_error" in doc else {})}),
              flush=True)
    print(f"{passed} passed, {failed} failed")
    if args.write_corpus:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for row in corpus:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
