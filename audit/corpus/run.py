#!/usr/bin/env python3
"""Measure toolerror-audit on a corpus of real third-party MCP servers.

    audit/corpus/run.py [--audit PATH] [--server NAME]... [--no-install]

Installs the corpus, pinned, under target/audit-corpus/ (two venvs from
requirements.txt and requirements-sdk1.txt, an npm prefix from
package-lock.json; each reinstalled only when its lock changes), makes a
fresh temporary directory for each server's data (a filesystem root, a
git repository, a SQLite database, a memory file), runs the audit on each
server with --format json and the server's safe options (no given
call; --include-destructive only on memory's temporary file), and compares every finding with
verdicts.json and the findings with known.json:

- a finding is one check on one server, with the tools it lists; each
  of its tools must be judged in verdicts.json (`real`: an agent suffers
  it, `false`: it doesn't, `convention`: a convention, not a harm), and
  the finding counts as real only when every tool's verdict is `real`;
- precision is real findings / findings, overall and at error severity;
- recall is the known problems found / the known problems: each known
  problem names the check that must report it and its tools.

Exits 1 when precision is under 80 %, an error-severity finding isn't
real, a known failure reported as success is missed (unless known.json
says no derived call can reach it, and why), or a finding (or one of its
tools) has no verdict: a new finding must be judged. Exits 2 when the
corpus can't be installed or a server can't be audited.

--audit defaults to $CARGO_TARGET_DIR (or target)/debug/toolerror-audit,
built with `cargo build -p toolerror-audit` when missing. Needs Python
3.11, Node.js 20 with npm, git, and a C++ toolchain for mcp-sqlite's
sqlite3 module; no network beyond the registries at install time.
"""

import argparse
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
INSTALL = ROOT / "target" / "audit-corpus"

# Each server: how to start it (placeholders: {py} the SDK 2.x venv's
# bin, {py1} the SDK 1.x venv's, {npm} node_modules/.bin, {data} its
# temporary directory), the environment it needs, and the audit's options.
SERVERS = {
    "everything": {
        "package": "@modelcontextprotocol/server-everything 2026.8.31",
        "command": ["{npm}/mcp-server-everything"],
        "options": [],
    },
    "filesystem": {
        "package": "@modelcontextprotocol/server-filesystem 2026.8.31",
        "command": ["{npm}/mcp-server-filesystem", "{data}/root"],
        "options": [],
    },
    "memory": {
        "package": "@modelcontextprotocol/server-memory 2026.8.31",
        "command": ["{npm}/mcp-server-memory"],
        "env": {"MEMORY_FILE_PATH": "{data}/memory.jsonl"},
        # A temporary memory file: a test instance, where its deleting
        # tools may be called too.
        "options": ["--include-destructive"],
    },
    "sequential-thinking": {
        "package": "@modelcontextprotocol/server-sequential-thinking 2026.8.31",
        "command": ["{npm}/mcp-server-sequential-thinking"],
        "env": {"DISABLE_THOUGHT_LOGGING": "true"},
        "options": [],
    },
    "time": {
        "package": "mcp-server-time 2026.10.19",
        "command": ["{py}/mcp-server-time", "--local-timezone", "Etc/UTC"],
        "options": [],
    },
    "git": {
        "package": "mcp-server-git 2026.10.19",
        "command": ["{py}/mcp-server-git", "--repository", "{data}/repo"],
        "options": [],
    },
    "fetch": {
        # Offline: every fetch fails, and those failures are the ones an
        # agent gets without a network. The audit's URLs are under
        # example.invalid, which never resolves.
        "package": "mcp-server-fetch 2026.10.24",
        "command": ["{py}/mcp-server-fetch"],
        "options": [],
    },
    "sqlite": {
        # Annotates nothing: --assume-read-only, on a temporary database.
        "package": "mcp-server-sqlite 2025.4.25",
        "command": ["{py1}/mcp-server-sqlite", "--db-path", "{data}/db.sqlite"],
        "options": ["--assume-read-only"],
    },
    "mcp-sqlite": {
        # Annotates nothing: --assume-read-only, on a temporary database.
        "package": "mcp-sqlite 1.0.9",
        "command": ["{npm}/mcp-sqlite-server", "{data}/db.sqlite"],
        "options": ["--assume-read-only"],
    },
    "mcp-alchemy": {
        # Annotates nothing: --assume-read-only, on a temporary database.
        "package": "mcp-alchemy 2026.10.15.202659",
        "command": ["{py}/mcp-alchemy"],
        "env": {"DB_URL": "sqlite:///{data}/db.sqlite"},
        "options": ["--assume-read-only"],
    },
    "calculator": {
        "package": "mcp-server-calculator 0.2.1",
        "command": ["{py1}/mcp-server-calculator"],
        "options": ["--assume-read-only"],
    },
}

VERDICTS = ("real", "false", "convention")


def sha256(*paths):
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def run(command, **kwargs):
    subprocess.run(command, check=True, **kwargs)


def install_venv(venv, lock):
    marker = venv / ".corpus-lock.sha256"
    want = sha256(lock)
    if (venv / "bin" / "python").exists() and marker.exists() and marker.read_text() == want:
        return
    print(f"corpus: installing {lock.name} into {venv}", file=sys.stderr)
    if not (venv / "bin" / "python").exists():
        run([sys.executable, "-m", "venv", str(venv)])
    marker.unlink(missing_ok=True)
    pip = [str(venv / "bin" / "python"), "-m", "pip", "--disable-pip-version-check"]
    run(pip + ["install", "--quiet", "--no-deps", "-r", str(lock)], stdout=sys.stderr)
    run(pip + ["check"], stdout=sys.stderr)
    marker.write_text(want)


def install_npm(prefix):
    marker = prefix / ".corpus-lock.sha256"
    want = sha256(HERE / "package.json", HERE / "package-lock.json")
    if marker.exists() and marker.read_text() == want:
        return
    print(f"corpus: installing package-lock.json into {prefix}", file=sys.stderr)
    prefix.mkdir(parents=True, exist_ok=True)
    marker.unlink(missing_ok=True)
    shutil.copy(HERE / "package.json", prefix / "package.json")
    shutil.copy(HERE / "package-lock.json", prefix / "package-lock.json")
    run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=prefix,
        stdout=sys.stderr)
    marker.write_text(want)


def audit_binary(given):
    if given:
        return Path(given)
    binary = TARGET / "debug" / "toolerror-audit"
    if not binary.exists():
        run(["cargo", "build", "--quiet", "-p", "toolerror-audit"], cwd=ROOT)
    return binary


def make_data(data):
    """The temporary data the servers work on."""
    (data / "root").mkdir()
    (data / "root" / "notes.txt").write_text("hello\n")
    repo = data / "repo"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.name=corpus", "-c", "user.email=corpus@example.invalid"]
    run(git + ["init", "--quiet", "--initial-branch=main"])
    (repo / "README.md").write_text("corpus\n")
    run(git + ["add", "README.md"])
    run(git + ["commit", "--quiet", "-m", "init"])
    connection = sqlite3.connect(data / "db.sqlite")
    connection.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT)")
    connection.execute("INSERT INTO items (name) VALUES ('apple')")
    connection.commit()
    connection.close()


def fill_in(value, data):
    """`value` with {data} in its strings replaced by the data directory."""
    if isinstance(value, str):
        return value.replace("{data}", str(data))
    if isinstance(value, list):
        return [fill_in(item, data) for item in value]
    if isinstance(value, dict):
        return {key: fill_in(item, data) for key, item in value.items()}
    return value


def audit_server(binary, name, spec, places, given=()):
    """The audit's JSON report on the server, and how long it took: its
    derived calls, or with `given` (calls expected to fail) those calls
    and the derived calls of their tools only."""
    data = Path(tempfile.mkdtemp(prefix=f"audit-corpus-{name}-"))
    try:
        make_data(data)
        fill = lambda text: text.format(data=data, **places)  # noqa: E731
        env = dict(os.environ)
        env.update({key: fill(value) for key, value in spec.get("env", {}).items()})
        command = [fill(part) for part in spec["command"]]
        options = list(spec["options"])
        if given:
            calls = data / "calls.jsonl"
            calls.write_text("".join(
                json.dumps({**fill_in(call, data), "expect": "error"}) + "\n" for call in given))
            options += ["--calls", str(calls)]
            for tool in sorted({call["tool"] for call in given}):
                options += ["--tool", tool]
        started = time.monotonic()
        done = subprocess.run(
            [str(binary), "--format", "json", "--quiet", "--fail-on", "never"]
            + options + ["--"] + command,
            env=env, capture_output=True, text=True, timeout=600,
        )
        elapsed = time.monotonic() - started
    finally:
        shutil.rmtree(data, ignore_errors=True)
    if done.returncode != 0:
        print(f"corpus: the audit of {name} failed ({done.returncode}):\n{done.stderr}",
              file=sys.stderr)
        sys.exit(2)
    report = json.loads(done.stdout)
    (INSTALL / "reports").mkdir(parents=True, exist_ok=True)
    suffix = "-given" if given else ""
    (INSTALL / "reports" / f"{name}{suffix}.json").write_text(done.stdout)
    return report, elapsed


def findings_by_check(report):
    """The tools each check's finding lists."""
    found = {}
    for finding in report["findings"]:
        found.setdefault(finding["check"], set()).update(finding["tools"])
    return found


def judge(server, finding, verdicts):
    """The finding's verdict, and the tools no verdict covers."""
    given = {}
    for entry in verdicts:
        if entry["server"] == server and entry["check"] == finding["check"]:
            for tool in entry["tools"]:
                given[tool] = entry["verdict"]
    unjudged = [tool for tool in finding["tools"] if tool not in given]
    seen = {given[tool] for tool in finding["tools"] if tool in given}
    if unjudged:
        return None, unjudged
    if seen == {"real"}:
        return "real", []
    return ("false" if "false" in seen else "convention"), []


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    parser.add_argument("--audit", help="the toolerror-audit binary")
    parser.add_argument("--server", action="append", choices=sorted(SERVERS),
                        help="audit only this server (repeatable)")
    parser.add_argument("--no-install", action="store_true",
                        help="use the installed corpus as it is")
    arguments = parser.parse_args()
    verdicts = json.loads((HERE / "verdicts.json").read_text())["verdicts"]
    known = json.loads((HERE / "known.json").read_text())["known"]
    for entry in verdicts:
        assert entry["verdict"] in VERDICTS and entry.get("reason"), entry
    names = arguments.server or list(SERVERS)
    # Install only what the servers audited need.
    needs = {SERVERS[name]["command"][0].split("}")[0] + "}" for name in names}
    try:
        if not arguments.no_install:
            if "{py}" in needs:
                install_venv(INSTALL / "venv", HERE / "requirements.txt")
            if "{py1}" in needs:
                install_venv(INSTALL / "venv-sdk1", HERE / "requirements-sdk1.txt")
            if "{npm}" in needs:
                install_npm(INSTALL / "npm")
    except subprocess.CalledProcessError as error:
        print(f"corpus: install failed: {error}", file=sys.stderr)
        return 2
    binary = audit_binary(arguments.audit)
    places = {
        "py": INSTALL / "venv" / "bin",
        "py1": INSTALL / "venv-sdk1" / "bin",
        "npm": INSTALL / "npm" / "node_modules" / ".bin",
    }
    problems = []
    matched = []
    rows = []
    totals = {"findings": 0, "real": 0, "false": 0, "convention": 0, "errors": 0,
              "errors_real": 0, "known": 0, "found": 0, "given": 0, "found_given": 0}
    started = time.monotonic()
    for name in names:
        report, elapsed = audit_server(binary, name, SERVERS[name], places)
        row = {"server": name, "findings": 0, "real": 0, "false": 0, "convention": 0,
               "known": 0, "found": 0, "given": 0, "found_given": 0, "seconds": elapsed}
        for finding in report["findings"]:
            matched.append((name, finding["check"], set(finding["tools"])))
            verdict, unjudged = judge(name, finding, verdicts)
            row["findings"] += 1
            label = f"{name}: {finding['severity']} {finding['check']} {', '.join(finding['tools'])}"
            if verdict is None:
                problems.append(f"{label}: no verdict for {', '.join(unjudged)} "
                                f"(evidence: {finding['evidence'][:300]})")
                continue
            row[verdict] += 1
            if finding["severity"] == "error":
                totals["errors"] += 1
                if verdict == "real":
                    totals["errors_real"] += 1
                else:
                    problems.append(f"{label}: an error-severity finding judged {verdict}")
            if verdict != "real":
                print(f"  {verdict:10} {label}", file=sys.stderr)
        found = findings_by_check(report)
        mine = [entry for entry in known if entry["server"] == name]
        given = [entry["given"] for entry in mine if entry.get("given")]
        found_given = {}
        if given:
            given_report, given_elapsed = audit_server(binary, name, SERVERS[name], places, given)
            row["seconds"] += given_elapsed
            found_given = findings_by_check(given_report)
        for problem in mine:
            row["known"] += 1
            tools = set(problem["tools"])
            if tools <= found.get(problem["check"], set()):
                row["found"] += 1
                continue
            missed = f"{name}: missed known problem {problem['id']} ({problem['check']}: " \
                     f"{', '.join(problem['tools'])})"
            if problem.get("given"):
                row["given"] += 1
                if tools <= found_given.get(problem["check"], set()):
                    row["found_given"] += 1
                else:
                    problems.append(f"{missed}, even with its given call")
            if problem["kind"] == "failure-as-success" and not problem.get("unreachable"):
                problems.append(missed)
            else:
                why = problem.get("unreachable") or "not a failure reported as success"
                print(f"  missed     {missed}: {why}", file=sys.stderr)
        for key in ("findings", "real", "false", "convention", "known", "found", "given",
                    "found_given"):
            totals[key] += row[key]
        rows.append(row)
    print(f"{'server':20} {'findings':>8} {'real':>5} {'false':>5} {'conv.':>5} "
          f"{'known':>5} {'found':>5} {'given':>9} {'secs':>5}")
    for row in rows + [dict(totals, server="total", seconds=time.monotonic() - started)]:
        given = f"{row['found_given']}/{row['given']}" if row["given"] else "-"
        print(f"{row['server']:20} {row['findings']:8} {row['real']:5} {row['false']:5} "
              f"{row['convention']:5} {row['known']:5} {row['found']:5} {given:>9} "
              f"{row['seconds']:5.1f}")
    precision = totals["real"] / totals["findings"] if totals["findings"] else 1.0
    at_error = totals["errors_real"] / totals["errors"] if totals["errors"] else 1.0
    recall = totals["found"] / totals["known"] if totals["known"] else 1.0
    with_given = (totals["found"] + totals["found_given"]) / totals["known"] if totals["known"] else 1.0
    print(f"precision {precision:.0%} ({totals['real']}/{totals['findings']}), "
          f"at error severity {at_error:.0%} ({totals['errors_real']}/{totals['errors']}), "
          f"recall {recall:.0%} ({totals['found']}/{totals['known']}) without a given call, "
          f"{with_given:.0%} ({totals['found'] + totals['found_given']}/{totals['known']}) "
          f"with the known problems' given calls")
    if precision < 0.8:
        problems.append(f"precision {precision:.0%} is under 80 %")
    audited = set(names)
    for entry in verdicts:
        if entry["server"] in audited and not any(
                entry["server"] == server and entry["check"] == check
                and set(entry["tools"]) & tools for server, check, tools in matched):
            print(f"  no longer found ({entry['verdict']}): {entry['server']} {entry['check']} "
                  f"{', '.join(entry['tools'])}", file=sys.stderr)
    for problem in problems:
        print(f"FAIL {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
