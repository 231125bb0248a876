#!/usr/bin/env python3
"""Drive the toolerror example MCP server through three real agent CLIs.

    python3 drive_clis.py --server /path/to/target/debug/examples/mcp_server
        [--clis claude-code,codex,gemini-cli] [--cases ID,...]
        [--write-corpus] [--table] [--write-readme] [--keep]

Each CLI (installed from package-lock.json by `npm ci` in this folder) runs
headless against a fake model API served here on 127.0.0.1 (a random port):

  claude-code  Anthropic Messages, streamed (SSE)      ANTHROPIC_BASE_URL
  codex        OpenAI Responses, streamed (SSE)        a model_providers
                                                       entry in config.toml
  gemini-cli   Gemini streamGenerateContent (SSE)      GOOGLE_GEMINI_BASE_URL

with a temporary HOME holding its config (the MCP server = the example
server over stdio; a dummy API key; no telemetry, no update checks). The
fake model is scripted: its first turn calls the case's tool under the name
the CLI exposes (after Claude Code's ToolSearch, which defers MCP tools),
the request of the next turn is recorded (that is what the model sees), and
a final text turn ends the run. Nothing but 127.0.0.1 is contacted.

Prints one JSON line per (CLI, case):
  {"host","case","model_sees","text","flag","pass",...}
where model_sees is the tool-result item/part/block exactly as the CLI sent
it, text its words as the model reads them, and flag the CLI's error flag
(null where the CLI keeps none); then the known-lost cells, then a closing
"N passed, N failed" line. Exits 1 if any cell fails (a KNOWN_LOST cell that
now passes fails too: take it out of the table).

--write-corpus rewrites corpus.jsonl beside this file: every cell, with the
server's own raw result for the same call (asked directly over MCP stdio).
--table prints the Markdown table of README.md's "What each model sees";
--write-readme puts it there.
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import re
import shutil
import signal
import socketserver
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

HERE = os.path.dirname(os.path.abspath(__file__))
NODE_MODULES = os.path.join(HERE, "node_modules")
CORPUS = os.path.join(HERE, "corpus.jsonl")
CLIS = ("claude-code", "codex", "gemini-cli")
RUN_TIMEOUT_S = 120  # one CLI run (one case), hard
PROMPT = "Help the customer with their bike booking."
FINAL_TEXT = "Done."
SERVER_NAME = "bikes"


# --------------------------------------------------------------------------
# Cases and expectations
# --------------------------------------------------------------------------


@dataclass
class Case:
    id: str
    tool: str
    args: dict
    # True: an error (the CLI's flag, where it keeps one, must say so).
    is_error: bool
    calls: int = 1  # the same call, once per scripted turn
    category: str | None = None  # expected errorCategory
    retryable: bool | None = None  # expected isRetryable
    next_step: tuple[str, ...] = ()  # any of these phrases must appear
    must_contain: tuple[str, ...] = ()  # all of these must appear (regex)
    # Where the CLI keeps no error flag, an error's text must match this.
    error_words: str = r"(?i)error"


CASES = [
    Case("transient", "find_bookings", {"email": "timeout@example.com"},
         is_error=True, category="transient", retryable=True,
         next_step=("Retry",), must_contain=(r'"retryAfterMs"\s*:\s*5000|retry unchanged after 5 seconds',)),
    Case("validation", "get_booking", {"booking_id": "2041"},
         is_error=True, category="validation", retryable=True,
         next_step=("B-2041",), must_contain=("bad_booking_id",)),
    Case("business", "refund", {"booking_id": "B-2041", "amount_usd": 150},
         is_error=True, category="business", retryable=False,
         next_step=("human", "escalate"), must_contain=("refund_over_limit",)),
    Case("permission", "get_booking", {"booking_id": "B-3001"},
         is_error=True, category="permission", retryable=False,
         next_step=("human", "Don't retry"), must_contain=("not_your_booking",)),
    Case("empty_result", "find_bookings", {"email": "bo@example.com"},
         is_error=False, must_contain=(r'"resultCount"\s*:\s*0',)),
    Case("partial_result", "search_bikes", {"area": "downtown"},
         is_error=False, must_contain=("Searched 3 of 5 sources",)),
    # charge_deposit's errors are text-only: no structuredContent.
    Case("text_only", "charge_deposit", {"booking_id": "B-2042"},
         is_error=True, category="transient", retryable=True,
         next_step=("retry",), must_contain=("payment_timeout",
                                             r'"retryAfterMs"\s*:\s*30000|retry unchanged after 30 seconds')),
    Case("wrong_type", "get_booking", {"booking_id": 2041},
         is_error=True, category="validation", retryable=True,
         next_step=("booking_id",), must_contain=("invalid_arguments",)),
    Case("missing_argument", "get_booking", {},
         is_error=True, category="validation", retryable=True,
         next_step=("booking_id",), must_contain=("invalid_arguments",)),
    # No such tool: the server answers a JSON-RPC error (-32602), if the call
    # reaches it; the model must be told the tool doesn't exist.
    Case("unknown_tool", "cancel_booking", {"booking_id": "B-2041"},
         is_error=True, must_contain=("cancel_booking",)),
    # The server repeats the argument (Cyrillic, guillemets) in its
    # description: it must reach the model as characters.
    Case("non_ascii", "get_booking", {"booking_id": "Б-2041 «ünïcødé»"},
         is_error=True, category="validation", retryable=True,
         next_step=("B-2041",), must_contain=("bad_booking_id", "Б-2041 «ünïcødé»")),
    # The same failing call in two turns: both failures reach the model.
    Case("repeated_failure", "get_booking", {"booking_id": "2041"}, calls=2,
         is_error=True, category="validation", retryable=True,
         next_step=("B-2041",), must_contain=("bad_booking_id",)),
]

# Cells where a CLI answers the call itself, before or instead of the
# server: (cli, case) -> (reason, the Case fields to check instead).
HOST_ANSWERS: dict[tuple[str, str], tuple[str, dict]] = {
    ("claude-code", "unknown_tool"): (
        "Claude Code answers a call to a tool it doesn't list itself, with "
        "is_error: the server is never called",
        dict(must_contain=(r"<tool_use_error>Error: No such tool available: mcp__bikes__cancel_booking",))),
    ("codex", "unknown_tool"): (
        "Codex answers a call to a tool it doesn't list itself, in a plain "
        "function_call_output naming the namespace and the tool run together: "
        "the server is never called",
        dict(must_contain=(r"^unsupported call: mcp__bikes_?_?cancel_booking",),
             error_words=r"^unsupported call")),
    ("gemini-cli", "unknown_tool"): (
        "Gemini CLI answers a call to a tool it doesn't list itself, as an "
        "error naming the closest tools: the server is never called",
        dict(must_contain=(r'Tool "mcp_bikes_cancel_booking" not found',))),
    ("gemini-cli", "wrong_type"): (
        "Gemini CLI checks the arguments against the tool's inputSchema "
        "itself and never calls the server: the model gets the validator's "
        "words, with no category or retryability",
        dict(category=None, retryable=None, must_contain=(r"params/booking_id must be string",))),
    ("gemini-cli", "missing_argument"): (
        "Gemini CLI checks the arguments against the tool's inputSchema "
        "itself and never calls the server: the model gets the validator's "
        "words, with no category or retryability",
        dict(category=None, retryable=None,
             must_contain=(r"params must have required property 'booking_id'",))),
}

# Cells where today's rendering of the server's result loses the error on
# the way to the model: (cli, case) -> reason. Each is run, recorded and
# printed, and counted neither as passed nor as failed; one that passes
# fails the run (take it out of here).
# (Gemini CLI lost a text-only error whose first text block was the
# payload's JSON: its compliance shim parsed that block into a
# structuredContent of its own and validated it against the tool's
# outputSchema although isError was true, so the model got only "MCP error
# -32602: Structured content does not match the tool's output schema". The
# first block is a sentence now, which the shim leaves alone.)
KNOWN_LOST: dict[tuple[str, str], str] = {}

# CLIs that keep no error flag at all: (cli) -> reason.
NO_FLAG = {
    "codex": "Codex CLI's function_call_output has no error field: an MCP "
             "isError result and a success reach the model alike",
}


def check(cli: str, case: Case, rec: dict) -> tuple[list[str], str | None]:
    """(failures, note) for what one CLI's model saw in one case."""
    note = None
    if (cli, case.id) in HOST_ANSWERS:
        note, fields = HOST_ANSWERS[(cli, case.id)]
        case = Case(**{**case.__dict__, **fields})
    failures: list[str] = []
    if rec.get("run_error"):
        failures.append(f"run failed: {rec['run_error']}")
    text = rec.get("text") or ""
    n = rec.get("n_results", 0)
    if n != case.calls:
        failures.append(f"model saw {n} tool results, expected {case.calls}")
    if cli not in NO_FLAG:
        flag = rec.get("flag")
        if flag is None:
            failures.append("no error flag")
        elif flag != case.is_error:
            failures.append(f"error flag is {flag}, expected {case.is_error}")
    # The category and the retryability, as the payload's JSON members or
    # in the words of the result's first block ("Error (business, not
    # retryable: …"), whichever the CLI kept.
    if case.category is not None:
        words = "retryable" if case.retryable else "not retryable"
        in_json = re.findall(r'"errorCategory"\s*:\s*"%s"' % re.escape(case.category), text)
        in_words = re.findall(r"Error \(%s, %s: " % (re.escape(case.category), words), text)
        hits = max(len(in_json), len(in_words))
        if hits < case.calls:
            failures.append(f'text lacks the category {case.category!r}'
                            f" ({hits} of {case.calls} results carry it)")
    if case.retryable is not None:
        want = "true" if case.retryable else "false"
        words = "retryable" if case.retryable else "not retryable"
        if not (re.search(r'"isRetryable"\s*:\s*%s' % want, text)
                or re.search(r"Error \([a-z]+, %s: " % words, text)):
            failures.append(f'text lacks "isRetryable":{want} or "{words}"')
    if case.next_step and not any(p in text for p in case.next_step):
        failures.append(f"text lacks a next step (any of {list(case.next_step)})")
    for pat in case.must_contain:
        if not re.search(pat, text):
            failures.append(f"text lacks {pat!r}")
    if case.is_error and cli in NO_FLAG and not re.search(case.error_words, text):
        failures.append(f"no flag, and the text doesn't match {case.error_words!r}: "
                        "the failure reads as a success")
    if not rec.get("finished"):
        failures.append("the run did not reach the model's final turn")
    return failures, note


# --------------------------------------------------------------------------
# The fake model APIs
# --------------------------------------------------------------------------


class Script:
    """One run's scripted model, shared by the HTTP handler threads.

    `plan` is the list of model turns that call tools, each a list of
    (name, args); after the last one the model answers FINAL_TEXT. A request
    is answered by how many tool-calling turns its history already holds, so
    side requests (titles, checks) and retries don't disturb the script.
    """

    def __init__(self, plan: list[list[tuple[str, dict]]]):
        self.plan = plan
        self.requests: list[dict] = []  # every request: path, body
        self.final_request: dict | None = None  # the one after the last turn
        self.lock = threading.Lock()


def sse(events: list[tuple[str | None, dict]]) -> bytes:
    out = []
    for name, data in events:
        if name:
            out.append(f"event: {name}\n")
        out.append("data: " + json.dumps(data) + "\n\n")
    return "".join(out).encode()


# --- Anthropic Messages ----------------------------------------------------


def anthropic_turn(body: dict, script: Script) -> tuple[int, list[tuple[str, dict]] | None]:
    """(turns done, next calls or None for the final text)."""
    done = sum(1 for m in body.get("messages", []) if m.get("role") == "assistant"
               and any(b.get("type") == "tool_use" for b in _blocks(m.get("content"))))
    return done, (script.plan[done] if done < len(script.plan) else None)


def _blocks(content: Any) -> list[dict]:
    if isinstance(content, list):
        return [b for b in content if isinstance(b, dict)]
    return []


def anthropic_respond(path: str, body: dict, script: Script) -> tuple[int, str, bytes]:
    if not path.startswith("/v1/messages") or "count_tokens" in path:
        return 404, "application/json", b'{"type":"error","error":{"type":"not_found_error","message":"not here"}}'
    model = body.get("model", "claude")
    main_loop = any(t.get("name") == "ToolSearch" for t in body.get("tools") or [])
    done, calls = anthropic_turn(body, script) if main_loop else (0, None)
    if main_loop and calls is None:
        with script.lock:
            script.final_request = body
    msg_id = f"msg_fake_{done}"
    events: list[tuple[str, dict]] = [("message_start", {"type": "message_start", "message": {
        "id": msg_id, "type": "message", "role": "assistant", "model": model, "content": [],
        "stop_reason": None, "stop_sequence": None,
        "usage": {"input_tokens": 10, "output_tokens": 1}}})]
    if calls:
        for i, (name, args) in enumerate(calls):
            events += [
                ("content_block_start", {"type": "content_block_start", "index": i, "content_block": {
                    "type": "tool_use", "id": f"toolu_fake_{done}_{i}", "name": name, "input": {}}}),
                ("content_block_delta", {"type": "content_block_delta", "index": i, "delta": {
                    "type": "input_json_delta", "partial_json": json.dumps(args)}}),
                ("content_block_stop", {"type": "content_block_stop", "index": i}),
            ]
        stop = "tool_use"
    else:
        events += [
            ("content_block_start", {"type": "content_block_start", "index": 0,
                                     "content_block": {"type": "text", "text": ""}}),
            ("content_block_delta", {"type": "content_block_delta", "index": 0,
                                     "delta": {"type": "text_delta", "text": FINAL_TEXT}}),
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
        ]
        stop = "end_turn"
    events += [
        ("message_delta", {"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": None},
                           "usage": {"output_tokens": 5}}),
        ("message_stop", {"type": "message_stop"}),
    ]
    if not body.get("stream"):
        content = []
        for name, ev in events:
            if name == "content_block_start":
                content.append(dict(ev["content_block"]))
            elif name == "content_block_delta":
                d = ev["delta"]
                if d["type"] == "text_delta":
                    content[-1]["text"] += d["text"]
                else:
                    content[-1]["input"] = json.loads(d["partial_json"])
        return 200, "application/json", json.dumps({
            "id": msg_id, "type": "message", "role": "assistant", "model": model,
            "content": content, "stop_reason": stop, "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 5}}).encode()
    return 200, "text/event-stream", sse(events)


# --- OpenAI Responses ------------------------------------------------------


def responses_respond(path: str, body: dict, script: Script) -> tuple[int, str, bytes]:
    if not path.rstrip("/").endswith("/responses"):
        return 404, "application/json", b'{"error":{"message":"not here","type":"invalid_request_error"}}'
    items = body.get("input") or []
    done = 0
    prev = None
    for it in items:  # one tool-calling turn = a run of function_call items
        is_call = isinstance(it, dict) and it.get("type") == "function_call"
        if is_call and prev != "function_call":
            done += 1
        prev = it.get("type") if isinstance(it, dict) else None
    calls = script.plan[done] if done < len(script.plan) else None
    if calls is None:
        with script.lock:
            script.final_request = body
    resp_id = f"resp_fake_{done}"
    model = body.get("model", "gpt")
    out_items = []
    if calls:
        for i, (name, args) in enumerate(calls):
            item = {"type": "function_call", "id": f"fc_fake_{done}_{i}", "call_id": f"call_fake_{done}_{i}",
                    "arguments": json.dumps(args), "status": "completed"}
            ns, _, short = name.rpartition("/")
            item["name"] = short
            if ns:
                item["namespace"] = ns
            out_items.append(item)
    else:
        out_items.append({"type": "message", "id": f"msg_fake_{done}", "role": "assistant",
                          "status": "completed",
                          "content": [{"type": "output_text", "text": FINAL_TEXT, "annotations": []}]})
    base = {"id": resp_id, "object": "response", "created_at": int(time.time()), "model": model,
            "status": "in_progress", "output": []}
    events: list[tuple[str, dict]] = [("response.created", {"type": "response.created", "sequence_number": 0,
                                                            "response": base})]
    seq = 1
    for i, item in enumerate(out_items):
        events.append(("response.output_item.added", {"type": "response.output_item.added", "sequence_number": seq,
                                                      "output_index": i, "item": item}))
        seq += 1
        events.append(("response.output_item.done", {"type": "response.output_item.done", "sequence_number": seq,
                                                     "output_index": i, "item": item}))
        seq += 1
    events.append(("response.completed", {"type": "response.completed", "sequence_number": seq, "response": {
        **base, "status": "completed", "output": out_items,
        "usage": {"input_tokens": 10, "input_tokens_details": {"cached_tokens": 0}, "output_tokens": 5,
                  "output_tokens_details": {"reasoning_tokens": 0}, "total_tokens": 15}}}))
    return 200, "text/event-stream", sse(events)


# --- Gemini streamGenerateContent --------------------------------------------


def gemini_respond(path: str, body: dict, script: Script) -> tuple[int, str, bytes]:
    m = re.match(r"^/v1(?:beta|alpha)?/models/([^:/?]+):(\w+)", path)
    if not m:
        return 404, "application/json", b'{"error":{"code":404,"message":"not here","status":"NOT_FOUND"}}'
    method = m.group(2)
    if method == "countTokens":
        return 200, "application/json", b'{"totalTokens": 10}'
    usage = {"promptTokenCount": 10, "candidatesTokenCount": 5, "totalTokenCount": 15}
    main_loop = bool(body.get("tools")) and method == "streamGenerateContent"
    if not main_loop:
        # A side request (routing, next-speaker check, summaries...): a
        # plain answer. JSON-mode requests get a JSON object.
        gc = body.get("generationConfig") or {}
        if gc.get("responseMimeType") == "application/json" or gc.get("responseJsonSchema") or gc.get("responseSchema"):
            text = json.dumps({"reasoning": "scripted", "next_speaker": "user",
                               "model_choice": "flash"})
        else:
            text = FINAL_TEXT
        chunk = {"candidates": [{"content": {"role": "model", "parts": [{"text": text}]},
                                 "finishReason": "STOP", "index": 0}], "usageMetadata": usage}
        if method == "streamGenerateContent":
            return 200, "text/event-stream", sse([(None, chunk)])
        return 200, "application/json", json.dumps(chunk).encode()
    done = sum(1 for c in body.get("contents", []) if c.get("role") == "model"
               and any("functionCall" in p for p in c.get("parts", [])))
    calls = script.plan[done] if done < len(script.plan) else None
    if calls is None:
        with script.lock:
            script.final_request = body
        parts = [{"text": FINAL_TEXT}]
    else:
        parts = [{"functionCall": {"name": name, "args": args}} for name, args in calls]
    chunk = {"candidates": [{"content": {"role": "model", "parts": parts}, "finishReason": "STOP",
                             "index": 0}], "usageMetadata": usage, "modelVersion": m.group(1)}
    return 200, "text/event-stream", sse([(None, chunk)])


class FakeModel:
    """A ThreadingHTTPServer on 127.0.0.1 answering with `respond`."""

    def __init__(self, respond: Callable[[str, dict, Script], tuple[int, str, bytes]], script: Script):
        outer = self
        self.script = script

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args):  # quiet
                pass

            def _answer(self):
                n = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(n) if n else b""
                try:
                    body = json.loads(raw) if raw else {}
                except ValueError:
                    body = {"_raw": raw.decode("utf-8", "replace")}
                with script.lock:
                    script.requests.append({"method": self.command, "path": self.path, "body": body})
                try:
                    status, ctype, payload = respond(self.path, body, script)
                except Exception as e:  # noqa: BLE001 - the CLI sees a 500
                    status, ctype, payload = 500, "application/json", json.dumps(
                        {"error": {"message": f"fake model: {type(e).__name__}: {e}"}}).encode()
                self.send_response(status)
                self.send_header("content-type", ctype)
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_POST = do_GET = do_PUT = _answer

        class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True

        self.httpd = Server(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        outer.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def js_json(v: Any) -> str:
    """JSON.stringify(v): compact, keys in order, 150.0 written 150."""
    def js(x):
        if isinstance(x, float) and x.is_integer():
            return int(x)
        if isinstance(x, dict):
            return {k: js(y) for k, y in x.items()}
        if isinstance(x, list):
            return [js(y) for y in x]
        return x
    return json.dumps(js(v), ensure_ascii=False, separators=(",", ":"))


def serde_json(v: Any) -> str:
    """serde_json::to_string(v) (Codex is Rust): compact, 150.0 kept."""
    return json.dumps(v, ensure_ascii=False, separators=(",", ":"))


# --------------------------------------------------------------------------
# The CLIs: config, command line, the tool name, the recorded tool results
# --------------------------------------------------------------------------


def _bin(*parts: str) -> str:
    return os.path.join(NODE_MODULES, *parts)


def _base_env(home: str) -> dict:
    env = {k: v for k, v in os.environ.items()
           if k in ("PATH", "LANG", "LC_ALL", "TERM", "TMPDIR", "SYSTEMROOT")}
    env.update(HOME=home, XDG_CONFIG_HOME=os.path.join(home, ".config"),
               XDG_CACHE_HOME=os.path.join(home, ".cache"), XDG_DATA_HOME=os.path.join(home, ".local/share"),
               XDG_STATE_HOME=os.path.join(home, ".local/state"),
               NO_COLOR="1", CI="1", NO_PROXY="127.0.0.1,localhost", no_proxy="127.0.0.1,localhost")
    return env


@dataclass
class Cli:
    name: str
    respond: Callable
    tool_name: Callable[[str], str]
    setup: Callable[[str, str, str, str], tuple[list[str], dict]]  # home, work, url, server
    results: Callable[[dict, Script], list[dict]]  # tool results in the final request
    pre_turns: Callable[[Case], list[list[tuple[str, dict]]]] = lambda case: []
    # How the CLI writes a JSON value (for `carries`).
    stringify: Callable[[Any], str] = lambda v: js_json(v)


# --- Claude Code -----------------------------------------------------------


def claude_setup(home: str, work: str, url: str, server: str) -> tuple[list[str], dict]:
    cfg = os.path.join(home, "mcp.json")
    with open(cfg, "w") as f:
        json.dump({"mcpServers": {SERVER_NAME: {"type": "stdio", "command": server, "args": []}}}, f)
    env = _base_env(home)
    env.update(
        ANTHROPIC_BASE_URL=url, ANTHROPIC_API_KEY="sk-ant-fake-model",
        IS_SANDBOX="1",  # --dangerously-skip-permissions is refused as root without it
        DISABLE_AUTOUPDATER="1", DISABLE_TELEMETRY="1", DISABLE_ERROR_REPORTING="1",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1", DISABLE_NON_ESSENTIAL_MODEL_CALLS="1",
    )
    exe = _bin("@anthropic-ai", "claude-code-linux-x64", "claude")
    cmd = [exe, "-p", PROMPT, "--output-format", "json", "--dangerously-skip-permissions",
           "--mcp-config", cfg, "--strict-mcp-config", "--model", "claude-sonnet-4-5",
           "--max-turns", "8"]
    return cmd, env


def claude_results(body: dict, script: Script) -> list[dict]:
    """tool_result blocks answering the scripted calls (not ToolSearch)."""
    ours = {}
    for m in body.get("messages", []):
        for b in _blocks(m.get("content")):
            if b.get("type") == "tool_use" and b.get("name") != "ToolSearch":
                ours[b["id"]] = b["name"]
    out = []
    for m in body.get("messages", []):
        for b in _blocks(m.get("content")):
            if b.get("type") == "tool_result" and b.get("tool_use_id") in ours:
                content = b.get("content")
                if isinstance(content, str):
                    text = content
                else:
                    text = "\n".join(c.get("text", json.dumps(c)) for c in _blocks(content))
                out.append({"model_sees": b, "text": text, "flag": bool(b.get("is_error", False))})
    return out


def claude_pre_turns(case: Case) -> list[list[tuple[str, dict]]]:
    # MCP tools are deferred: only their names are listed until ToolSearch
    # loads their schemas, and a direct call fails with InputValidationError.
    return [[("ToolSearch", {"query": f"select:mcp__{SERVER_NAME}__{case.tool}"})]]


# --- Codex CLI --------------------------------------------------------------


def codex_setup(home: str, work: str, url: str, server: str) -> tuple[list[str], dict]:
    codex_home = os.path.join(home, ".codex")
    os.makedirs(codex_home, exist_ok=True)
    with open(os.path.join(codex_home, "config.toml"), "w") as f:
        f.write(f"""model = "gpt-5.1"
model_provider = "fake"
check_for_update_on_startup = false
approval_policy = "never"
sandbox_mode = "danger-full-access"

[model_providers.fake]
name = "fake model"
base_url = "{url}/v1"
wire_api = "responses"
env_key = "FAKE_MODEL_API_KEY"
request_max_retries = 0
stream_max_retries = 0

[mcp_servers.{SERVER_NAME}]
command = {json.dumps(server)}
args = []

[analytics]
enabled = false

[otel]
exporter = "none"
""")
    env = _base_env(home)
    env.update(CODEX_HOME=codex_home, FAKE_MODEL_API_KEY="fake-model-key")
    exe = _bin("@openai", "codex", "bin", "codex.js")
    cmd = ["node", exe, "exec", "--skip-git-repo-check", "--dangerously-bypass-approvals-and-sandbox",
           "--json", PROMPT]
    return cmd, env


def codex_results(body: dict, script: Script) -> list[dict]:
    ours = {it["call_id"] for it in body.get("input", [])
            if isinstance(it, dict) and it.get("type") == "function_call"}
    out = []
    for it in body.get("input", []):
        if isinstance(it, dict) and it.get("type") == "function_call_output" and it.get("call_id") in ours:
            o = it.get("output")
            if isinstance(o, str):
                text = o
            else:
                text = "\n".join(c.get("text", json.dumps(c)) for c in _blocks(o))
            # No error field on the item: the flag is None (NO_FLAG).
            out.append({"model_sees": it, "text": text, "flag": None})
    return out


# --- Gemini CLI -------------------------------------------------------------


def gemini_setup(home: str, work: str, url: str, server: str) -> tuple[list[str], dict]:
    gdir = os.path.join(home, ".gemini")
    os.makedirs(gdir, exist_ok=True)
    with open(os.path.join(gdir, "settings.json"), "w") as f:
        json.dump({
            "mcpServers": {SERVER_NAME: {"command": server, "args": [], "trust": True}},
            "privacy": {"usageStatisticsEnabled": False},
            "telemetry": {"enabled": False},
            "general": {"disableAutoUpdate": True, "disableUpdateNag": True},
            "security": {"auth": {"selectedType": "gemini-api-key"}},
        }, f)
    env = _base_env(home)
    env.update(GEMINI_API_KEY="fake-model-key", GOOGLE_GEMINI_BASE_URL=url,
               GEMINI_CLI_TRUST_WORKSPACE="true")
    exe = _bin("@google", "gemini-cli", "bundle", "gemini.js")
    cmd = ["node", exe, "-p", PROMPT, "--yolo", "-m", "gemini-2.5-flash", "-o", "json"]
    return cmd, env


def _strings(v: Any) -> list[str]:
    if isinstance(v, str):
        return [v]
    if isinstance(v, dict):
        return [s for x in v.values() for s in _strings(x)]
    if isinstance(v, list):
        return [s for x in v for s in _strings(x)]
    return []


def gemini_results(body: dict, script: Script) -> list[dict]:
    out = []
    for c in body.get("contents", []):
        for p in c.get("parts", []):
            fr = p.get("functionResponse")
            if isinstance(fr, dict):
                resp = fr.get("response") or {}
                # The model reads the response object; its words are its
                # string values (the error sentence, the output text).
                out.append({"model_sees": p, "text": "\n".join(_strings(resp)),
                            "flag": "error" in resp})
    return out


CLI_TABLE = {
    "claude-code": Cli("claude-code", anthropic_respond, lambda t: f"mcp__{SERVER_NAME}__{t}",
                       claude_setup, claude_results, claude_pre_turns),
    "codex": Cli("codex", responses_respond, lambda t: f"mcp__{SERVER_NAME}/{t}",
                 codex_setup, codex_results, stringify=serde_json),
    "gemini-cli": Cli("gemini-cli", gemini_respond, lambda t: f"mcp_{SERVER_NAME}_{t}",
                      gemini_setup, gemini_results),
}


# --------------------------------------------------------------------------
# Running one cell
# --------------------------------------------------------------------------


def run_cell(cli: Cli, case: Case, server: str, keep: bool) -> dict:
    plan = cli.pre_turns(case) + [[(cli.tool_name(case.tool), case.args)] for _ in range(case.calls)]
    script = Script(plan)
    fake = FakeModel(cli.respond, script)
    tmp = tempfile.mkdtemp(prefix=f"clis-{cli.name}-{case.id}-")
    home, work = os.path.join(tmp, "home"), os.path.join(tmp, "work")
    os.makedirs(home)
    os.makedirs(work)
    rec: dict[str, Any] = {}
    try:
        cmd, env = cli.setup(home, work, fake.url, server)
        with open(os.path.join(tmp, "stdout"), "w+") as out_f, open(os.path.join(tmp, "stderr"), "w+") as err_f:
            t0 = time.monotonic()
            proc = subprocess.Popen(cmd, cwd=work, env=env, stdin=subprocess.DEVNULL, stdout=out_f,
                                    stderr=err_f, start_new_session=True)
            # Ends when the CLI exits, or once the final request is answered
            # and a grace period passed (a CLI lingering on shutdown).
            deadline = t0 + RUN_TIMEOUT_S
            grace_end = None
            while proc.poll() is None and time.monotonic() < deadline:
                if script.final_request is not None and grace_end is None:
                    grace_end = time.monotonic() + 20
                if grace_end is not None and time.monotonic() > grace_end:
                    break
                time.sleep(0.1)
            lingering = proc.poll() is None
            # The CLI runs in a session of its own (start_new_session), so
            # its process group holds its MCP server and every other child,
            # also once the CLI exited and they were handed to init.
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
            if lingering:
                proc.wait(timeout=10)
            rec["seconds"] = round(time.monotonic() - t0, 1)
            rec["exit"] = None if lingering else proc.returncode
            out_f.seek(0)
            err_f.seek(0)
            stdout, stderr = out_f.read(), err_f.read()
        if script.final_request is None:
            rec["run_error"] = ("no final-turn request reached the fake model"
                                + (" (timed out)" if lingering else f" (exit {proc.returncode})"))
            rec["stdout_tail"] = stdout[-1500:]
            rec["stderr_tail"] = stderr[-1500:]
            rec["requests"] = [r["path"] for r in script.requests]
            rec["finished"] = False
        else:
            rec["finished"] = True
            results = cli.results(script.final_request, script)
            rec["n_results"] = len(results)
            flags = [r["flag"] for r in results]
            rec["flag"] = (None if not results or all(f is None for f in flags)
                           else all(bool(f) for f in flags))
            rec["text"] = "\n---\n".join(r["text"] for r in results)
            rec["model_sees"] = (results[0]["model_sees"] if len(results) == 1
                                 else [r["model_sees"] for r in results])
            if lingering:
                rec["note"] = "the CLI was still running 20 s after its final turn: killed"
    finally:
        fake.close()
        if keep:
            rec["tmp"] = tmp
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    return rec


# --------------------------------------------------------------------------
# The server's own answer (for the corpus): one MCP stdio session
# --------------------------------------------------------------------------


def server_result(server: str, tool: str, args: dict) -> dict:
    proc = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, encoding="utf-8")

    def send(msg):
        proc.stdin.write(json.dumps(msg) + "\n")
        proc.stdin.flush()

    def read(want_id):
        while True:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError("server closed stdout")
            msg = json.loads(line)
            if msg.get("id") == want_id:
                return msg

    try:
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "drive_clis", "version": "0"}}})
        read(1)
        send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": tool, "arguments": args}})
        msg = read(2)
        return msg.get("result") if "result" in msg else {"jsonrpcError": msg.get("error")}
    finally:
        proc.stdin.close()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# --------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------


def carries(text: str, raw: dict, stringify: Callable[[Any], str] = js_json) -> list[str]:
    """Which parts of the server's result the model's text holds: each text
    block, and the structuredContent as the CLI writes it (`stringify`),
    verbatim or JSON-escaped once (inside a string).

    Where a text block is that very JSON the two can't be told apart:
    that's "text = structuredContent"."""
    out = []

    def where(s: str) -> str | None:
        if s and s in text:
            return ""
        if s and json.dumps(s, ensure_ascii=False)[1:-1] in text:
            return " (escaped)"
        return None

    sc = stringify(raw["structuredContent"]) if "structuredContent" in raw else None
    blocks = [b for b in raw.get("content") or [] if isinstance(b, dict)]
    same = False
    for i, b in enumerate(blocks):
        if b.get("type") != "text":
            continue
        w = where(b.get("text", ""))
        if w is None:
            continue
        if b.get("text") == sc:
            same = True
            out.append(f"text = structuredContent{w}")
        else:
            out.append(f"text[{i}]{w}" if len(blocks) > 1 else f"text{w}")
    if sc is not None and not same:
        w = where(sc)
        if w is not None:
            out.append(f"structuredContent{w}")
    return out


def _short(s: str, n: int = 90) -> str:
    s = s.replace("\n", "⏎").replace("|", "\\|")
    return s if len(s) <= n else s[: n - 1] + "…"


def _stable(text: str) -> str:
    """The text with what changes from run to run (timings) blanked."""
    return re.sub(r"Wall time: [0-9.]+ seconds", "Wall time: … seconds", text)


def table(lines: list[dict]) -> str:
    """The README table: per case and CLI, pass / known lost / fail, the
    error flag the model gets, which parts of the server's result its text
    holds, and how that text begins; then the notes."""
    by = {(l["host"], l["case"]): l for l in lines}
    clis = [c for c in CLIS if any(l["host"] == c for l in lines)]
    out = ["| case (call) | " + " | ".join(clis) + " |", "|---|" + "---|" * len(clis)]
    notes: dict[str, int] = {}
    for case in CASES:
        if not any((c, case.id) in by for c in clis):
            continue
        cells = []
        for c in clis:
            l = by.get((c, case.id))
            if l is None:
                cells.append("(not run)")
                continue
            flag = {True: "flag: error", False: "flag: ok", None: "no flag"}[l.get("flag")]
            mark = "✅" if l["pass"] else ("⚠️ known lost" if l.get("known_lost") else "❌")
            why = l.get("known_lost") or l.get("host_answers")
            ref = ""
            if why:
                ref = f" [{notes.setdefault(why, len(notes) + 1)}]"
            got = ", ".join(l.get("carries") or []) or ("the CLI's own words" if l.get("host_answers") else "none of it")
            cells.append(f"{mark}{ref} {flag}; carries {got}; "
                         f"`{_short(_stable(l.get('text') or '(nothing)'), 70)}`")
        args = json.dumps(case.args, ensure_ascii=False).replace("|", "\\|")
        out.append(f"| {case.id} (`{case.tool} {args}`) | " + " | ".join(cells) + " |")
    out.append("")
    for why, n in notes.items():
        out.append(f"[{n}] {why}.")
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--server", required=True, help="path to the mcp_server binary")
    ap.add_argument("--clis", default=",".join(CLIS), help="comma-separated subset of: " + ", ".join(CLIS))
    ap.add_argument("--cases", default="", help="comma-separated case ids (default: all)")
    ap.add_argument("--write-corpus", action="store_true", help=f"rewrite {CORPUS}")
    ap.add_argument("--table", action="store_true", help="print the README's Markdown table at the end")
    ap.add_argument("--write-readme", action="store_true",
                    help="put the table in README.md beside this file (between its table markers)")
    ap.add_argument("--keep", action="store_true", help="keep each run's temporary folder")
    args = ap.parse_args()
    server = os.path.abspath(args.server)
    if not os.access(server, os.X_OK):
        print(json.dumps({"error": f"server not executable: {server}"}))
        return 1
    clis = [c.strip() for c in args.clis.split(",") if c.strip()]
    if [c for c in clis if c not in CLI_TABLE]:
        ap.error(f"unknown CLIs: {[c for c in clis if c not in CLI_TABLE]}")
    wanted = {c.strip() for c in args.cases.split(",") if c.strip()}
    cases = [c for c in CASES if not wanted or c.id in wanted]
    if not os.path.isdir(NODE_MODULES):
        print(json.dumps({"error": f"{NODE_MODULES} is missing: run `npm ci` in {HERE}"}))
        return 1

    raw = {c.id: server_result(server, c.tool, c.args) for c in cases}
    passed = failed = 0
    lost: list[dict] = []
    lines: list[dict] = []
    for cli_name in clis:
        cli = CLI_TABLE[cli_name]
        for case in cases:
            rec = run_cell(cli, case, server, args.keep)
            failures, note = check(cli_name, case, rec)
            known = KNOWN_LOST.get((cli_name, case.id))
            line: dict[str, Any] = {"host": cli_name, "case": case.id,
                                    "call": [cli.tool_name(case.tool), case.args],
                                    "model_sees": rec.get("model_sees"), "text": rec.get("text"),
                                    "flag": rec.get("flag")}
            if known:
                line["known_lost"] = known
                line["pass"] = False
                if not rec.get("finished"):
                    # A known loss is still a run that reached its end.
                    line["failures"] = failures
                    failed += 1
                elif failures:
                    line["lost_because"] = failures
                    lost.append(line)
                else:
                    line["failures"] = ["passes, but is in KNOWN_LOST: take it out"]
                    failed += 1
            else:
                line["pass"] = not failures
                if failures:
                    line["failures"] = failures
                    failed += 1
                else:
                    passed += 1
            if note:
                line["host_answers"] = note
            for k in ("note", "stdout_tail", "stderr_tail", "requests", "tmp"):
                if k in rec:
                    line[k] = rec[k]
            line["carries"] = carries(rec.get("text") or "", raw[case.id], cli.stringify) if rec.get("finished") else []
            line["exit"] = rec.get("exit")
            line["seconds"] = rec.get("seconds")
            lines.append(line)
            print(json.dumps(line, ensure_ascii=False), flush=True)

    if args.write_corpus:
        with open(CORPUS, "w", encoding="utf-8") as f:
            for l in lines:
                case = next(c for c in CASES if c.id == l["case"])
                f.write(json.dumps({
                    "host": l["host"], "case": l["case"], "call": l["call"],
                    "model_sees": l["model_sees"], "text": l["text"], "flag": l["flag"],
                    "server_call": [case.tool, case.args], "server_result": raw[case.id],
                    "carries": l["carries"], "pass": l["pass"],
                    **({"known_lost": l["known_lost"]} if "known_lost" in l else {}),
                    **({"host_answers": l["host_answers"]} if "host_answers" in l else {}),
                }, ensure_ascii=False) + "\n")
    if args.table:
        print(table(lines))
    if args.write_readme:
        readme = os.path.join(HERE, "README.md")
        with open(readme, encoding="utf-8") as f:
            doc = f.read()
        start, end = "<!-- table:start -->\n", "<!-- table:end -->"
        i, j = doc.index(start) + len(start), doc.index(end)
        with open(readme, "w", encoding="utf-8") as f:
            f.write(doc[:i] + table(lines) + "\n" + doc[j:])
    for l in lost:
        print(f"known lost: {l['host']} / {l['case']}: {l['known_lost']}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
