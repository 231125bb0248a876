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
- run_sql: runs the call's SQL on an in-memory SQLite database and
  answers the database's error about it as SQLAlchemy words it,
  "(sqlite3.OperationalError) near \"toolerror\": syntax error", with
  isError: true: what the agent needs to fix its SQL, not internals.
  -> no finding
- lookup: answers "Error: no item with that id" as a success to every
  call, a control.
  -> error-not-flagged
- get_schema: answers every call "Error executing tool get_schema",
  isError: true, the SDK's wrapper with the message dropped, another
  control.
  -> generic-error-text

Usage: lookalike_server.py [SLOW]
"""

import json
import sqlite3
import sys
import time

from stdio_server import serve

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
    {"name": "run_sql", "description": "Runs a SQL query and answers its rows.",
     "annotations": READ_ONLY,
     "inputSchema": {"type": "object", "properties": {"sql": {"type": "string"}},
                     "required": ["sql"]}},
    {"name": "get_schema", "description": "The columns of a table.", "annotations": READ_ONLY,
     "inputSchema": {"type": "object", "properties": {"table": {"type": "string"}},
                     "required": ["table"]}},
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
    if name == "run_sql":
        sql = args.get("sql")
        if not isinstance(sql, str):
            return text("sql must be a string; call again with one.", True)
        try:
            rows = sqlite3.connect(":memory:").execute(sql[:200]).fetchall()
        except sqlite3.Error as error:
            return text(f"({type(error).__module__}.{type(error).__name__}) {error}", True)
        return text(json.dumps(rows))
    if name == "get_schema":
        return text("Error executing tool get_schema", True)
    if name == "lookup":
        return text("Error: no item with that id")
    return text(f"No tool {name[:40]}: call get_sample, slow_report, run_sql, get_schema or lookup.", True)


serve("lookalikes", TOOLS, lambda params: call(params["name"], params.get("arguments") or {}))
