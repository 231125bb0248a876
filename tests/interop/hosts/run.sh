#!/usr/bin/env bash
# Drive the example MCP server through real agent hosts (langchain-mcp-adapters,
# openai-agents, pydantic-ai, the MCP Python SDK, fastmcp, Google ADK,
# google-genai, autogen, the Anthropic SDK's MCP helpers), each with a
# scripted model, and check what each hands its model; see drive_hosts.py.
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
# shellcheck source=../pinned_venv.sh
. "$here/../pinned_venv.sh"
pinned_venv "$venv" "$here/requirements.txt"

exec "$venv/bin/python" "$here/drive_hosts.py" "$@"
