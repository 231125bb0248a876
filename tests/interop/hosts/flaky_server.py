"""A flaky MCP server on the official Python SDK (FastMCP), not toolerror,
for the client recovery tests (tests/tests/client_recovery.rs). Its failures
are exceptions, which the SDK answers as `isError: true` with the text
"Error executing tool <name>: <message>"; some messages are JSON payloads
in the convention, one is plain words. Each tool counts its calls; `stats`
answers the counts as JSON text.

    python flaky_server.py   # speaks MCP over stdio
"""

import json

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

server = FastMCP("python-flaky", log_level="WARNING")
calls: dict[str, int] = {}


def count(tool: str) -> int:
    calls[tool] = calls.get(tool, 0) + 1
    return calls[tool]


def payload(category: str, code: str, description: str, **extra) -> str:
    return json.dumps(
        {
            "errorCategory": category,
            "isRetryable": category in ("transient", "validation"),
            "description": description,
            "code": code,
            **extra,
        }
    )


@server.tool(annotations=ToolAnnotations(readOnlyHint=True))
def busy_lookup() -> str:
    """Busy twice (retryAfterMs 1500), then answers."""
    if count("busy_lookup") <= 2:
        raise RuntimeError(
            payload("transient", "busy", "The index is busy. Retry in 1.5 seconds.", retryAfterMs=1500)
        )
    return "found B-2041"


@server.tool()
def always_busy() -> str:
    """Busy on every call (retryAfterMs 200)."""
    count("always_busy")
    raise RuntimeError(
        payload("transient", "busy", "The index is busy. Retry shortly.", retryAfterMs=200)
    )


@server.tool()
def refund() -> str:
    """Refuses every refund (a business rule)."""
    count("refund")
    raise RuntimeError(
        payload(
            "business",
            "refund_over_limit",
            "Refund of $140 exceeds the $100 automatic ceiling. Escalate to a human agent.",
        )
    )


@server.tool()
def plain_failure() -> str:
    """Fails in plain words, with no category."""
    count("plain_failure")
    raise RuntimeError("upstream returned HTTP 500")


@server.tool()
def stats() -> str:
    """The calls each tool received."""
    return json.dumps({"calls": calls})


if __name__ == "__main__":
    server.run("stdio")
