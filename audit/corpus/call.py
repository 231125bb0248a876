#!/usr/bin/env python3
"""Call one MCP server's tools by hand over stdio and print the raw answers.

    call.py [--list] [--call 'TOOL={json}']... -- COMMAND...

Prints each answer as the server sent it (the JSON-RPC `result` or
`error`), so a finding's verdict can be judged from what an agent's host
receives. Used to judge the corpus's verdicts (see run.py).
"""
import json
import subprocess
import sys
import threading


def main(argv):
    if "--" not in argv:
        sys.exit(__doc__)
    split = argv.index("--")
    options, command = argv[:split], argv[split + 1:]
    calls, listing = [], False
    i = 0
    while i < len(options):
        if options[i] == "--list":
            listing = True
        elif options[i] == "--call":
            i += 1
            name, _, arguments = options[i].partition("=")
            calls.append((name, json.loads(arguments) if arguments else {}))
        i += 1
    server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    ids = iter(range(1, 1 << 30))

    def send(message):
        server.stdin.write(json.dumps(message) + "\n")
        server.stdin.flush()

    def request(method, params, timeout=30):
        number = next(ids)
        send({"jsonrpc": "2.0", "id": number, "method": method, "params": params})
        answer = {}

        def read():
            for line in server.stdout:
                try:
                    message = json.loads(line)
                except ValueError:
                    continue
                if message.get("id") == number:
                    answer.update(message)
                    return

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(timeout)
        return answer or {"timeout": timeout}

    init = request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                  "clientInfo": {"name": "call.py", "version": "0"}})
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    if listing:
        print(json.dumps(init.get("result"), indent=1))
        print(json.dumps(request("tools/list", {}).get("result"), indent=1))
    for name, arguments in calls:
        answer = request("tools/call", {"name": name, "arguments": arguments})
        answer.pop("jsonrpc", None)
        answer.pop("id", None)
        print(f"== {name} {json.dumps(arguments)[:200]}")
        print(json.dumps(answer, ensure_ascii=False)[:4000])
    server.kill()


if __name__ == "__main__":
    main(sys.argv[1:])
