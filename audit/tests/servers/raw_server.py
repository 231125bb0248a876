"""A hand-written MCP server over stdio (no SDK, the standard library
only), for behaviours an SDK won't produce. Its tools answer well: every
failure is an error result with a category and a next step. The mode,
the first argument, adds one misbehaviour:

- stall: `a_export` sleeps in the read loop, as a synchronous handler
  blocks an event loop: nothing (not even `ping`) is answered after it.
  -> call-timed-out on a_export, calls-not-made; nothing on b_lookup
- unknown-ok: a tool that doesn't exist is answered "ok", as a success.
  -> unknown-tool-succeeded
- unreadable: `b_lookup` answers a result whose `content` is a string.
  -> unreadable-result on b_lookup
- endless-pages: `tools/list` always returns a `nextCursor`.
  -> exit status 2, saying its pages never end
- control-names: the server's and a tool's names carry terminal escapes
  and a line break.
- euro: `b_lookup`'s argument has a default of 60 "€" (3 bytes each).
- mutating: `b_lookup` has no annotations (it may change things, by the
  specification's defaults); `a_export` is annotated readOnlyHint: true.
- progress: `a_export` works 4 s, sending a progress notification every
  0.5 s, then answers: a host waits, and so does the audit.
  -> nothing on a_export at --timeout 2
- progress-forever: `a_export` sends progress every 0.2 s and never
  answers.
  -> the budget ends the call, and the run

Usage: raw_server.py MODE (RAW_SERVER_PID_FILE=PATH: write its pid there)
"""

import json
import os
import sys
import time

from stdio_server import send, serve

MODE = sys.argv[1] if len(sys.argv) > 1 else "normal"
if os.environ.get("RAW_SERVER_PID_FILE"):
    # Written once the server runs, so a test can tell whether it still does.
    with open(os.environ["RAW_SERVER_PID_FILE"], "w") as pid_file:
        pid_file.write(str(os.getpid()))


def schema(default=None):
    q = {"type": "string"}
    if default is not None:
        q["default"] = default
    return {"type": "object", "properties": {"q": q}, "required": ["q"]}


TOOLS = [
    {"name": "a_export", "description": "Exports.", "inputSchema": schema(),
     "annotations": {"readOnlyHint": True}},
    {"name": "b_lookup", "description": "Looks up.",
     "inputSchema": schema("€" * 60 if MODE == "euro" else None),
     "annotations": {} if MODE == "mutating" else {"readOnlyHint": True}},
]
SERVER_NAME = "raw"
if MODE == "control-names":
    TOOLS[1]["name"] = "fine\u001b]0;pwned\u0007\nNo findings."
    SERVER_NAME = "raw\u001b[2J\nserver"


def error_result(description, code):
    payload = {"errorCategory": "validation", "isRetryable": False,
               "description": description, "code": code}
    return {"content": [{"type": "text", "text": json.dumps(payload)}], "isError": True}


def work_with_progress(token, seconds):
    """Sends a progress notification every PROGRESS_EVERY s for `seconds`
    (forever when None)."""
    started, count = time.monotonic(), 0
    while seconds is None or time.monotonic() - started < seconds:
        count += 1
        send({"jsonrpc": "2.0", "method": "notifications/progress",
              "params": {"progressToken": token, "progress": count}})
        time.sleep(0.5 if seconds is not None else 0.2)


def call(name, token=None):
    known = [tool["name"] for tool in TOOLS]
    if name not in known:
        if MODE == "unknown-ok":
            return {"content": [{"type": "text", "text": "ok"}]}
        return error_result(f"No tool {name[:40]}. Use one of: {', '.join(known)}.", "no_tool")
    if name == "a_export" and MODE == "stall":
        time.sleep(3600)
    if name == "a_export" and MODE == "progress":
        work_with_progress(token, 4)
    if name == "a_export" and MODE == "progress-forever":
        work_with_progress(token, None)
    if name == TOOLS[1]["name"] and MODE == "unreadable":
        return {"content": "oops", "isError": True}
    return error_result("Bad or missing q. Fix q (a record id), then call again.", "bad_q")


def tools_page(line):
    result = {"tools": TOOLS}
    if MODE == "endless-pages":
        result["nextCursor"] = "page-" + str(len(line))
    return result


serve(SERVER_NAME, TOOLS,
      lambda params: call(params["name"], params.get("_meta", {}).get("progressToken")),
      tools_page)
