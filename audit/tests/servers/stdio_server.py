"""The JSON-RPC loop over stdio that the hand-written test servers share
(the standard library only): one message a line in, one a line out.

Usage, from a server in this folder (Python puts a script's folder on
its path):

    from stdio_server import RpcError, send, serve
    serve("name", TOOLS, lambda params: {"content": [...]})
"""

import json
import sys


class RpcError(Exception):
    """Raised by a call to answer it with a JSON-RPC error."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code, self.message = code, message


def send(message):
    """Writes one JSON-RPC message (a response or a notification)."""
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def serve(name, tools, call, tools_page=None):
    """Answers requests until stdin ends: `initialize` as server `name`,
    `tools/list` with `tools` (or `tools_page(line)`, a whole result),
    `tools/call` with `call(params)` (a result, or RpcError), anything
    else with an empty result. Notifications get no answer."""
    for line in sys.stdin:
        message = json.loads(line)
        method, id_ = message.get("method"), message.get("id")
        if id_ is None:
            continue
        try:
            if method == "initialize":
                result = {"protocolVersion": message["params"]["protocolVersion"],
                          "capabilities": {"tools": {}},
                          "serverInfo": {"name": name, "version": "1"}}
            elif method == "tools/list":
                result = tools_page(line) if tools_page else {"tools": tools}
            elif method == "tools/call":
                result = call(message["params"])
            else:
                result = {}
        except RpcError as error:
            send({"jsonrpc": "2.0", "id": id_,
                  "error": {"code": error.code, "message": error.message}})
            continue
        send({"jsonrpc": "2.0", "id": id_, "result": result})
