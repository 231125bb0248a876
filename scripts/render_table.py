#!/usr/bin/env python3
"""Turns the output of the run-time benchmark into the tables of
BENCHMARKS.md: medians, ratios and allocation counts per render.

  cargo bench -p toolerror-benches --bench render | tee /tmp/render.txt
  python3 scripts/render_table.py /tmp/render.txt

Reads divan's tree output (with `AllocProfiler`, each benchmark is followed by
`alloc:`/`grow:`/... rows: a count line, then a bytes line).
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict

UNITS = {"ps": 1e-3, "ns": 1.0, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
NODE = re.compile(r"^(?P<tree>[│ ]*)(?:├─|╰─) (?P<name>\S+)\s*(?P<rest>.*)$")
METRIC = re.compile(r"^(max alloc|alloc|dealloc|grow|shrink):$")


def nanos(cell: str) -> float | None:
    match = re.match(r"^\s*([\d.]+)\s*(ps|ns|µs|us|ms|s)\s*$", cell)
    return float(match.group(1)) * UNITS[match.group(2)] if match else None


def parse(lines: list[str]) -> dict[str, dict[str, float]]:
    """Benchmark path -> {"median": ns, "alloc": count, "grow": count, ...}."""
    results: dict[str, dict[str, float]] = defaultdict(dict)
    path: list[str] = []
    current: str | None = None
    metric: str | None = None
    for line in lines:
        line = line.rstrip("\n")
        node = NODE.match(line)
        if node:
            depth = len(node.group("tree")) // 3
            path = path[:depth] + [node.group("name")]
            cells = [cell.strip() for cell in node.group("rest").split("│")]
            median = nanos(cells[2]) if len(cells) >= 4 else None
            current = "/".join(path) if median is not None else None
            if current:
                results[current]["median"] = median
            metric = None
            continue
        if current is None:
            continue
        cells = [cell.strip() for cell in line.strip("│ ").split("│")]
        first = re.sub(r"^[│ ]*", "", cells[0]) if cells else ""
        if METRIC.match(first):
            metric = first[:-1]
            continue
        if metric and re.match(r"^[\d.]+$", first) and len(cells) >= 3:
            # The count line; the bytes line that follows has a unit.
            results[current].setdefault(metric, float(cells[2]))
    return results


def fmt_time(ns: float | None) -> str:
    if ns is None:
        return "-"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} µs"
    return f"{ns:.0f} ns"


def allocs(entry: dict[str, float] | None) -> str:
    if not entry:
        return "-"
    alloc = entry.get("alloc", 0)
    grow = entry.get("grow", 0)
    text = f"{alloc:g}"
    return text + (f" + {grow:g} grow" if grow else "")


def render_tables(results: dict[str, dict[str, float]]) -> list[str]:
    out: list[str] = []
    for group in ("mcp", "mcp_reuse", "claude", "claude_reuse"):
        prefix = f"{group}/"
        rows = sorted({key.split("/")[-1] for key in results if key.startswith(prefix)})
        if not rows:
            continue
        order = ["timeout", "refund", "desc_1KiB", "desc_64KiB"]
        rows.sort(key=lambda row: order.index(row) if row in order else len(order))
        typed = any(key.startswith(prefix + "toolerror_typed/") for key in results)
        head = "| case | toolerror | serde struct | json! | toolerror / serde | json! / toolerror |"
        rule = "|---|---:|---:|---:|---:|---:|"
        if typed:
            head += " typed route |"
            rule += "---:|"
        head += " allocations: toolerror / serde / json! |"
        rule += "---|"
        out += [f"#### {group}", "", head, rule]
        for row in rows:
            get = lambda alt: results.get(f"{prefix}{alt}/{row}")  # noqa: E731
            t, s, j = get("toolerror"), get("serde_struct"), get("json_macro")
            tm = t["median"] if t else None
            sm = s["median"] if s else None
            jm = j["median"] if j else None
            line = (
                f"| {row} | {fmt_time(tm)} | {fmt_time(sm)} | {fmt_time(jm)} | "
                f"{tm / sm:.2f}x | {jm / tm:.2f}x |"
                if tm and sm and jm
                else f"| {row} | {fmt_time(tm)} | {fmt_time(sm)} | {fmt_time(jm)} | - | - |"
            )
            if typed:
                line += f" {fmt_time((get('toolerror_typed') or {}).get('median'))} |"
            line += f" {allocs(t)} / {allocs(s)} / {allocs(j)} |"
            out.append(line)
        out.append("")
    classify = [key for key in results if key.startswith(("category/", "is_retryable/"))]
    if classify:
        out += [
            "#### category() and is_retryable(), 1,024 errors per iteration",
            "",
            "| method | implementation | median | per error | vs hand-written match |",
            "|---|---|---:|---:|---:|",
        ]
        for method in ("category", "is_retryable"):
            for key in sorted(k for k in classify if k.startswith(method + "/")):
                name = key.split("/", 1)[1]
                size = "48_variants" if "48_variants" in name else "5_variants"
                base = results.get(f"{method}/hand_{size}", {}).get("median")
                median = results[key]["median"]
                versus = f"{median / base:.2f}x" if base else "-"
                out.append(
                    f"| {method}() | {name} | {fmt_time(median)} | {median / 1024:.2f} ns | {versus} |"
                )
        out.append("")
    return out


def main() -> None:
    source = open(sys.argv[1], encoding="utf-8") if len(sys.argv) > 1 else sys.stdin
    with source:
        results = parse(source.readlines())
    print("\n".join(render_tables(results)))


if __name__ == "__main__":
    main()
