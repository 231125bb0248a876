#!/usr/bin/env bash
# Validate rendered wire documents (JSON lines on stdin) against the official
# Python SDKs' own types; see SPEC.md and validate_formats.py.
#
#   tests/interop/py/run.sh [VENV] [validator args...] < documents.jsonl
#
# VENV defaults to target/pyvenv under the repository root. The venv is made
# with the machine's python3 and requirements.txt is installed into it only
# when the venv's marker (the sha256 of requirements.txt) is missing or stale.
# Examples:
#   tests/interop/py/run.sh < tests/interop/py/samples.jsonl
#   tests/interop/py/run.sh target/pyvenv --expect-invalid < tests/interop/py/negative.jsonl
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
venv="$root/target/pyvenv"
if [ "$#" -gt 0 ] && [ "${1#-}" = "$1" ]; then
  venv="$1"
  shift
fi
# shellcheck source=../pinned_venv.sh
. "$here/../pinned_venv.sh"
pinned_venv "$venv" "$here/requirements.txt"

exec "$venv/bin/python" "$here/validate_formats.py" "$@"
