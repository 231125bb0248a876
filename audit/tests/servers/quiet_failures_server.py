"""A hand-written MCP server over stdio (the standard library only) that
reports failures as successes, as popular SQL and file servers do, and
annotates none of its tools. Its tools, and what the audit must say:

- query: runs SQL on an in-memory SQLite database; a SQL error is
  answered "Database error: …" with isError false. Arguments of the
  wrong type, or missing, get proper error results, so only the calls
  that could run (unknown argument, oversized) show it: the default run
  makes none (no readOnlyHint annotation) and says so;
  --assume-read-only makes them.
  -> error-not-flagged (with --assume-read-only)
- delete_entity: says "Deleted entity NAME successfully." for any name,
  existing or not.
  -> expected-failure-succeeded (a made-up name, with --assume-read-only)
- history: a date that doesn't parse gets an empty history, "[]".
  -> failure-reported-as-empty (a date that doesn't parse)
- lookup: an id of the wrong type, or one that doesn't exist, gets "" as
  a success.
  -> failure-reported-as-empty (derived)
- get_notes: a control, prose that mentions errors mid-text ("The last
  import had an error: …"): no finding.

A variant, the first argument, changes one tool (for baselines):

- lookup-fixed: an id of the wrong type, or one that doesn't exist, gets
  an error result.
  -> no failure-reported-as-empty on lookup
- notes-broken: get_notes answers "Error: …" as a success.
  -> error-not-flagged on get_notes too (with --assume-read-only)

Usage: quiet_failures_server.py [lookup-fixed | notes-broken]
"""

import datetime
import json
import sqlite3
import sys

from stdio_server import serve

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "normal"
DB = sqlite3.connect(":memory:")
DB.execute("CREATE TABLE items (id TEXT, name TEXT)")


def string_schema(*names):
    return {"type": "object", "properties": {name: {"type": "string"} for name in names},
            "required": list(names)}


TOOLS = [
    {"name": "query", "description": "Runs a SQL query.", "inputSchema": string_schema("sql")},
    {"name": "delete_entity", "description": "Deletes an entity by name.",
     "inputSchema": string_schema("name")},
    {"name": "history", "description": "The changes since a date (YYYY-MM-DD).",
     "inputSchema": string_schema("date")},
    {"name": "lookup", "description": "Looks an item up by id.", "inputSchema": string_schema("id")},
    {"name": "get_notes", "description": "The operator's notes.", "inputSchema": string_schema("topic")},
]


def text(body, is_error=False):
    return {"content": [{"type": "text", "text": body}], "isError": is_error}


def call(name, args):
    tool = next((tool for tool in TOOLS if tool["name"] == name), None)
    if tool is None:
        return text(f"No tool {name[:40]}: call one of query, delete_entity, history, lookup.", True)
    (argument,) = tool["inputSchema"]["required"]
    value = args.get(argument)
    if name == "lookup" and VARIANT != "lookup-fixed":
        return text(value if isinstance(value, str) and value == "i-1" else "")
    if not isinstance(value, str):
        return text(f"`{argument}` must be a string; call again with one.", True)
    if name == "lookup":
        if value == "i-1":
            return text("i-1")
        return text(f"No item {value[:40]}: ids look like i-1.", True)
    if name == "query":
        try:
            rows = DB.execute(value).fetchall()
        except sqlite3.Error as error:
            return text(f"Database error: {error}")
        return text(json.dumps(rows))
    if name == "delete_entity":
        return text(f"Deleted entity {value[:40]} successfully.")
    if name == "history":
        try:
            datetime.date.fromisoformat(value)
        except ValueError:
            return text("[]")
        return text("[]")
    if VARIANT == "notes-broken":
        return text("Error: the notes store is unreachable.")
    return text("The last import had an error: a row was skipped. Notes: none today.")


serve("quiet-failures", TOOLS, lambda params: call(params["name"], params.get("arguments") or {}))
