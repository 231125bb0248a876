"""A deliberately careless MCP server on the official Python SDK (mcp 1.30,
its low-level server), with the failure handling toolerror-audit exists to
find. Each tool's carelessness, and what the audit must say about it (in
brackets: what only --profile toolerror, toolerror's own conventions,
adds):

- get_user: bad arguments answered with JSON-RPC -32602; a lookup that
  misses answers with the raw exception ("KeyError: '…'"), which echoes the
  id back however long it is.
  -> invalid-arguments-as-protocol-error, unbounded-error
     [error-without-category, error-without-next-step]
- create_invoice: every failure is "Operation failed".
  -> generic-error-text [error-without-category]
- run_report: a failure answers with the Python traceback; an unknown
  argument is answered "Error: …" with isError false.
  -> internals-in-error-text, error-not-flagged
     [error-without-category, error-without-next-step]
- find_orders: a customer that doesn't exist gets an empty list, as if
  they had no orders (given to the audit as a call expected to fail).
  -> failure-reported-as-empty
- delete_account: destructiveHint: true; calling it writes the file named
  by CARELESS_MARKER, so a test can prove the audit left it alone.
- get_status: a control that answers well ("0 errors in the last hour").
- an unknown tool: JSON-RPC -32050 "Tool not available".
  -> unknown-tool-unnamed [reserved-error-code]

Usage: careless_server.py [--hang | --crash] [--http PORT | --https PORT DIR]
  --hang   every tools/call hangs forever
  --crash  every tools/call exits the process (status 3)
  --http   serve Streamable HTTP on 127.0.0.1:PORT at /mcp, requiring the
           header "X-Audit-Key: careless" (401 otherwise)
  --https  the same over HTTPS, with a certificate for 127.0.0.1 that a
           test CA signed, both made at start: the CA's is DIR/ca.pem
"""

import json
import os
import sqlite3
import sys
import traceback

import anyio
import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import McpError

MODE = "hang" if "--hang" in sys.argv else "crash" if "--crash" in sys.argv else "normal"

server = Server("careless-python", version="1.0.0")

USERS = {"u-1": {"id": "u-1", "name": "Ana"}}
ORDERS = {"c-1": [{"id": "o-1", "total": 40}]}


def text(body, is_error=False):
    return types.CallToolResult(content=[types.TextContent(type="text", text=body)], isError=is_error)


def string_schema(*names):
    return {
        "type": "object",
        "properties": {name: {"type": "string"} for name in names},
        "required": list(names),
    }


@server.list_tools()
async def list_tools():
    return [
        types.Tool(
            name="get_user",
            description="Get a user by id.",
            inputSchema=string_schema("user_id"),
            annotations=types.ToolAnnotations(readOnlyHint=True),
        ),
        types.Tool(
            name="create_invoice",
            description="Create an invoice for a customer.",
            inputSchema={
                "type": "object",
                "properties": {"customer_id": {"type": "string"}, "amount": {"type": "number"}},
                "required": ["customer_id", "amount"],
            },
        ),
        types.Tool(
            name="run_report",
            description="Run a saved report by name.",
            inputSchema=string_schema("name"),
            annotations=types.ToolAnnotations(readOnlyHint=True),
        ),
        types.Tool(
            name="find_orders",
            description="List a customer's orders.",
            inputSchema=string_schema("customer_id"),
            annotations=types.ToolAnnotations(readOnlyHint=True),
        ),
        types.Tool(
            name="delete_account",
            description="Delete a user's account.",
            inputSchema=string_schema("user_id"),
            annotations=types.ToolAnnotations(destructiveHint=True),
        ),
        types.Tool(
            name="get_status",
            description="The service's health.",
            inputSchema={"type": "object", "properties": {}},
            annotations=types.ToolAnnotations(readOnlyHint=True),
        ),
    ]


def get_user(args):
    if set(args) != {"user_id"} or not isinstance(args["user_id"], str):
        raise McpError(types.ErrorData(code=types.INVALID_PARAMS, message="Invalid params"))
    try:
        return text(json.dumps(USERS[args["user_id"]]))
    except Exception as error:
        return text(f"{type(error).__name__}: {error}", is_error=True)


def create_invoice(args):
    customer = args.get("customer_id")
    amount = args.get("amount")
    if customer not in ORDERS or not isinstance(amount, (int, float)) or len(args) != 2:
        return text("Operation failed", is_error=True)
    return text(json.dumps({"invoice": "i-1", "customer_id": customer, "amount": amount}))


def run_report(args):
    extra = sorted(set(args) - {"name"})
    if extra:
        return text(f"Error: unknown argument {extra[0]!r}")
    try:
        report = args["name"]
        connection = sqlite3.connect(":memory:")
        rows = connection.execute("SELECT body FROM reports WHERE name = ?", (report,)).fetchall()
        return text(json.dumps(rows))
    except Exception:
        return text(traceback.format_exc(), is_error=True)


def find_orders(args):
    return text(json.dumps(ORDERS.get(args.get("customer_id"), [])))


def delete_account(args):
    marker = os.environ.get("CARELESS_MARKER")
    if marker:
        with open(marker, "a", encoding="utf-8") as file:
            file.write(json.dumps(args) + "\n")
    return text("Account deleted.")


def get_status(args):
    return text("All systems operational. 0 errors in the last hour.")


TOOLS = {
    "get_user": get_user,
    "create_invoice": create_invoice,
    "run_report": run_report,
    "find_orders": find_orders,
    "delete_account": delete_account,
    "get_status": get_status,
}


async def call_tool(request: types.CallToolRequest) -> types.ServerResult:
    if MODE == "hang":
        await anyio.sleep_forever()
    if MODE == "crash":
        print("careless_server: simulated crash", file=sys.stderr, flush=True)
        os._exit(3)
    tool = TOOLS.get(request.params.name)
    if tool is None:
        raise McpError(types.ErrorData(code=-32050, message="Tool not available"))
    return types.ServerResult(tool(request.params.arguments or {}))


# The SDK's own tools/call handler catches exceptions into results; this
# one lets McpError through as a JSON-RPC error, as careless servers do.
server.request_handlers[types.CallToolRequest] = call_tool


async def serve_stdio():
    from mcp.server.stdio import stdio_server

    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


def certificates(directory):
    """A test CA, and a certificate it signed for 127.0.0.1 and localhost,
    written to DIRECTORY: ca.pem (to trust), cert.pem and key.pem (the
    server's); the server's paths."""
    import datetime
    import ipaddress
    import os

    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    now = datetime.datetime.now(datetime.timezone.utc)

    def build(subject, issuer, public_key, signing_key, ca):
        builder = (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)]))
            .issuer_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, issuer)]))
            .public_key(public_key)
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
        )
        if not ca:
            builder = builder.add_extension(x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                critical=False).add_extension(
                x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        return builder.sign(signing_key, hashes.SHA256())

    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = build("careless test CA", "careless test CA", ca_key.public_key(), ca_key, True)
    key = ec.generate_private_key(ec.SECP256R1())
    leaf = build("127.0.0.1", "careless test CA", key.public_key(), ca_key, False)
    pem = serialization.Encoding.PEM
    paths = {name: os.path.join(directory, name) for name in ("ca.pem", "cert.pem", "key.pem")}
    with open(paths["key.pem"], "wb") as out:
        out.write(key.private_bytes(pem, serialization.PrivateFormat.PKCS8,
                                    serialization.NoEncryption()))
    with open(paths["cert.pem"], "wb") as out:
        out.write(leaf.public_bytes(pem))
    # The CA last, whole at once: a test waits for it.
    with open(paths["ca.pem"] + ".tmp", "wb") as out:
        out.write(ca.public_bytes(pem))
    os.replace(paths["ca.pem"] + ".tmp", paths["ca.pem"])
    return paths["cert.pem"], paths["key.pem"]


def serve_http(port, tls=None):
    import contextlib

    import uvicorn
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    from starlette.applications import Starlette
    from starlette.responses import PlainTextResponse
    from starlette.routing import Mount

    manager = StreamableHTTPSessionManager(app=server)

    async def endpoint(scope, receive, send):
        headers = dict(scope.get("headers") or [])
        if headers.get(b"x-audit-key") != b"careless":
            await PlainTextResponse("missing X-Audit-Key", status_code=401)(scope, receive, send)
            return
        await manager.handle_request(scope, receive, send)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        async with manager.run():
            yield

    app = Starlette(routes=[Mount("/mcp", app=endpoint)], lifespan=lifespan)
    certfile, keyfile = tls or (None, None)
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning",
                ssl_certfile=certfile, ssl_keyfile=keyfile)


if __name__ == "__main__":
    if "--http" in sys.argv:
        serve_http(int(sys.argv[sys.argv.index("--http") + 1]))
    elif "--https" in sys.argv:
        at = sys.argv.index("--https")
        serve_http(int(sys.argv[at + 1]), certificates(sys.argv[at + 2]))
    else:
        anyio.run(serve_stdio)
