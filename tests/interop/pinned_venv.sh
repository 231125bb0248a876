# Sourced by the interop scripts (py/run.sh, hosts/run.sh): a venv holding
# exactly a full lock (pip freeze), made with the machine's python3 and
# filled only when its marker (the lock's sha256) is missing or stale.
#
#   pinned_venv VENV REQUIREMENTS   # then run "$VENV/bin/python" …

pinned_venv() {
  local venv="$1" requirements="$2"
  local python="${PYTHON:-python3}"
  local marker="$venv/.toolerror-requirements.sha256"
  if ! "$python" -c 'import sys; sys.exit(0 if sys.version_info[:2] == (3, 11) else 1)'; then
    echo "pinned_venv: warning: $requirements is locked on Python 3.11; $("$python" -V 2>&1) may resolve other wheels" >&2
  fi
  local want
  want="$(sha256sum "$requirements" | cut -d' ' -f1)"
  if [ ! -x "$venv/bin/python" ] || [ "$(cat "$marker" 2>/dev/null || true)" != "$want" ]; then
    if [ ! -x "$venv/bin/python" ]; then
      echo "pinned_venv: creating venv at $venv" >&2
      "$python" -m venv "$venv"
    fi
    echo "pinned_venv: installing $requirements into $venv" >&2
    rm -f "$marker"
    # The file is a full lock (pip freeze), so install exactly it, nothing resolved.
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps -r "$requirements" >&2
    "$venv/bin/python" -m pip check --disable-pip-version-check >&2
    echo "$want" > "$marker"
  fi
}
