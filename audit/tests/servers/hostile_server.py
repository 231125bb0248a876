"""A hand-written hostile MCP server over stdio (the standard library
only): answers built to hang the audit, exhaust its memory or write to
the terminal through it. The mode, the first argument:

- brackets: every tools/call is answered with a JSON-RPC error whose
  message is 300,000 "[".
- shared-refs: a tool whose inputSchema (about 8 KB) is definitions whose
  36 required members each refer to the next: 36^6 values expanded.
- big-error: every tools/call is answered with an error result of 8 MB
  of text full of what the checks' patterns look for.
- escape-arg: a tool whose argument's name carries terminal escapes (an
  OSC title, a C1 CSI, a right-to-left override).
- category: every tools/call is answered with an error result whose
  errorCategory is 200 KB, C1 controls and escapes included.

Every run must end within --budget (+ 1 s) of listing the tools, and no
control character may reach the audit's stdout.

Usage: hostile_server.py MODE
"""

import sys

from stdio_server import RpcError, serve

MODE = sys.argv[1]
ESCAPED = "q\x1b]0;pwned\x07\x9b2J\u202eevil\nNo findings."


def string_schema(name="q"):
    return {"type": "object", "properties": {name: {"type": "string"}}, "required": [name]}


def shared_refs():
    names = [f"p{n}" for n in range(36)]
    defs = {}
    for level in range(6):
        ref = {"$ref": f"#/$defs/d{level + 1}"}
        defs[f"d{level}"] = {"type": "object", "required": names,
                             "properties": {name: ref for name in names}}
    defs["d6"] = {"type": "string"}
    return {"type": "object", "required": ["root"],
            "properties": {"root": {"$ref": "#/$defs/d0"}}, "$defs": defs}


TOOLS = [{"name": "plain", "description": "Looks up.", "inputSchema": string_schema(),
          "annotations": {"readOnlyHint": True}}]
if MODE == "shared-refs":
    TOOLS.append({"name": "deep", "description": "Deep.", "inputSchema": shared_refs(),
                  "annotations": {"readOnlyHint": True}})
if MODE == "escape-arg":
    TOOLS.append({"name": "odd", "description": "Odd.", "inputSchema": string_schema(ESCAPED),
                  "annotations": {"readOnlyHint": True}})


def answer(_params):
    if MODE == "brackets":
        raise RpcError(-32603, "[" * 300_000)
    if MODE == "big-error":
        unit = "Error: at run (/srv/app/a.js:1:1) [[[ password=hunter22 SELECT x FROM t "
        body = unit * (8 * 1024 * 1024 // len(unit))
        return {"content": [{"type": "text", "text": body}], "isError": True}
    if MODE == "category":
        category = "\x9b31m" + "\x1b[2J\x85\u202e" * 40_000
        return {"content": [{"type": "text", "text": "Bad q: fix it, then call again."}],
                "structuredContent": {"errorCategory": category, "isRetryable": False,
                                      "description": "Bad q: fix it, then call again."},
                "isError": True}
    return {"content": [{"type": "text", "text": f"Bad argument {ESCAPED}: fix it, then call again."}],
            "isError": True}


serve("hostile", TOOLS, answer)
