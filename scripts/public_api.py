#!/usr/bin/env python3
"""The public face of the `toolerror` crate, as rustdoc lists it.

Reads target/doc/toolerror/all.html (made by `cargo doc -p toolerror
--all-features --no-deps`, every feature on) and writes one line per public
item, `kind path`, sorted, to runtime/public-api.txt. With --check it
writes nothing and fails when the list differs from the committed one,
printing what was added and removed: a change of the public face is then a
change of that file, which a reviewer sees (and the CHANGELOG counts).
Methods and associated constants are not items of their own here; hidden
items (`__private_v1`) are not listed by rustdoc.
"""

import html
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
page = root / "target" / "doc" / "toolerror" / "all.html"
listed = root / "runtime" / "public-api.txt"

if not page.exists():
    sys.exit(f"{page} is missing: run `cargo doc -p toolerror --all-features --no-deps` first")

items = sorted(
    f"{href.rsplit('/', 1)[-1].split('.', 1)[0]} {html.unescape(name)}"
    for href, name in re.findall(r'<li><a href="([^"]+)">([^<]+)</a></li>', page.read_text())
)
if not items:
    sys.exit(f"no items read from {page}: has rustdoc's page changed shape?")
text = "".join(line + "\n" for line in items)

if "--check" in sys.argv[1:]:
    committed = listed.read_text().splitlines() if listed.exists() else []
    added = sorted(set(items) - set(committed))
    removed = sorted(set(committed) - set(items))
    if added or removed:
        for line in added:
            print(f"+ {line}", file=sys.stderr)
        for line in removed:
            print(f"- {line}", file=sys.stderr)
        sys.exit(
            f"the public face differs from {listed.relative_to(root)}: "
            "run scripts/public_api.py and commit the list (and say so in CHANGELOG.md)"
        )
    print(f"{len(items)} public items, as {listed.relative_to(root)} lists them", file=sys.stderr)
    sys.exit(0)

listed.write_text(text)
print(f"{len(items)} public items written to {listed.relative_to(root)}", file=sys.stderr)
