"""A hand-written MCP server over stdio (the standard library only) whose
answers look like problems and aren't, as real servers' do (the reference
"everything" server's), beside one that is. Its tools, all annotated
readOnlyHint: true, and what the audit must say:

- get_sample: answers the sample message of the type the call chose from
  the schema's enum, messageType "error" (the first, so the derived
  calls choose it) being "Error: Operation failed", isError false: what
  the call asked for.
  -> no finding
- slow_report: takes SLOW seconds (the first argument, default 12) to
  answer, longer than the audit's former 10 s limit and well within
  the 60 s MCP hosts wait (the TypeScript SDK's default request
  timeout).
  -> no finding
- lookup: answers "Error: no item with that id" as a success to every
  call, the control.
  -> error-not-flagged

Usage: lookalike_server.py [SLOW]
"""

import json
import sys
import time

SLOW = float(sys.argv[1]) if len(sys.argv) > 1 else 12.0
READ_ONLY = {"readOnlyHint": True}

TOOLS = [
    {"name": "get_sample", "description": "A sample message of the type asked for.",
     "annotations": READ_ONLY,
     "inputSchema": {"type": "object", "properties": {
         "messageType": {"type": "string", "enum": ["error", "success"]}},
         "required": ["messageType"]}},
    {"name": "slow_report", "description": "A report that takes a while to build.",
     "annotations": READ_ONLY, "inputSchema": {"type": "object", "properties": {}}},
    {"name": "lookup", "description": "Looks an item up by id.", "annotations": READ_ONLY,
     "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}},
                     "required": ["id"]}},
]


def text(body, is_error=False):
    return {"content": [{"type": "text", "text": body}], "isError": is_error}


def call(name, args):
    if name == "get_sample":
        kind = args.get("messageType")
        if kind == "error":
            return text("Error: Operation failed")
        if kind == "success":
            return text("Operation completed successfully")
        return text("messageType must be \"error\" or \"success\"; call again with one.", True)
    if name == "slow_report":
        time.sleep(SLOW)
        return text("Report: 3 orders, 0 refunds.")
    if name == "lookup":
        return text("Error: no item with that id")
    return text(f"No tool {name[:40]}: call get_sample, slow_report or lookup.", True)


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


for line in sys.stdin:
    message = json.loads(line)
    method, id_ = message.get("method"), message.get("id")
    if id_ is None:
        continue
    if method == "initialize":
        send({"jsonrpc": "2.0", "id": id_, "result": {
            "protocolVersion": message["params"]["protocolVersion"],
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "lookalikes", "version": "1"}}})
    elif method == "tools/list":
        send({"jsonrpc": "2.0", "id": id_, "result": {"tools": TOOLS}})
    elif method == "tools/call":
        params = message["params"]
        send({"jsonrpc": "2.0", "id": id_, "result": call(params["name"], params.get("arguments") or {})})
    else:
        send({"jsonrpc": "2.0", "id": id_, "result": {}})
