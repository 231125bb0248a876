#!/usr/bin/env bash
# Drive the example MCP server through real agent hosts (langchain-mcp-adapters,
# openai-agents, pydantic-ai), each with a scripted model, and check what each
# hands its model; see drive_hosts.py.
#
#   tests/interop/hosts/run.sh [VENV] --server PATH [--hosts NAME,...]
#
# VENV defaults to target/hostsvenv under the repository root. The venv is made
# with the machine's python3 and requirements.txt is installed into it only
# when the venv's marker (the sha256 of requirements.txt) is missing or stale.
# Example:
#   tests/interop/hosts/run.sh --server target/debug/examples/mcp_server
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
venv="$root/target/hostsvenv"
if [ "$#" -gt 0 ] && [ "${1#-}" = "$1" ]; then
  venv="$1"
  shift
fi
python="${PYTHON:-python3}"
requirements="$here/requirements.txt"
marker="$venv/.toolerror-requirements.sha256"

if ! "$python" -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 11) else 1)'; then
  echo "run.sh: warning: requirements.txt is locked on Python 3.11; $("$python" -V 2>&1) may resolve other wheels" >&2
fi

want="$(sha256sum "$requirements" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$marker" 2>/dev/null || true)" != "$want" ]; then
  if [ ! -x "$venv/bin/python" ]; then
    echo "run.sh: creating venv at $venv" >&2
    "$python" -m venv "$venv"
  fi
  echo "run.sh: installing requirements.txt into $venv" >&2
  rm -f "$marker"
  # The file is a full lock (pip freeze), so install exactly it, nothing resolved.
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps -r "$requirements" >&2
  "$venv/bin/python" -m pip check --disable-pip-version-check >&2
  echo "$want" > "$marker"
fi

exec "$venv/bin/python" "$here/drive_hosts.py" "$@"
