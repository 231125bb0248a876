#!/usr/bin/env python3
"""Compile-time benchmark of `#[derive(ToolError)]`.

Generates crates of N enums x M variants in four forms, and times `cargo
check` and `cargo build` of each after its dependencies are built (touch the
crate's source, rebuild: the number isolates the cost of the crate itself):

  plain     #[derive(Debug)] only
  display   #[derive(Debug)] with `Display` and `Error` written by hand:
            the floor every error crate has, whatever derives it uses
  thiserror #[derive(Debug, thiserror::Error)]
  derive    thiserror + #[derive(toolerror::ToolError)]
  hand      thiserror + the same `ToolError` and `Catalog` impls written
            by hand, as a person would (one `category()` arm per category,
            `_ => None` for variants without a delay)

and, asked for by name (--forms ...,checked; workloads b, c and d):

  checked   the hand form with what the derive guarantees beyond it
            written by hand too: `description()` writes the text the agent
            reads from the fields it shows (one `format!` per variant
            whose text shows a field), never the type's `Display`, and
            every type a text shows the agent is required to implement
            `toolerror::AgentVisible` (a generic call per type and enum)

The enums are one of four workloads (--workload, comma-separated; default
a), each a way to use the derive; the forms are the same enums:

  a  descriptions: a `#[tool_error(description)]` on three variants of four
     (a literal, or a template over two fields), the `#[error]` text for the
     fourth; one field shape (named). The workload of the numbers in
     BENCHMARKS.md, and its sources are as they were before workloads
     existed, so that its numbers stay comparable.
  b  display: no `#[tool_error]` at all; the agent reads the `#[error]` text,
     which shows plain data fields (`{0}`, `{1}` of tuple variants,
     `{limit}` of named ones; unit variants too, each shape in turn);
     `#[category]` alone, some transient ones with `retry_after = "30s"`,
     some validation ones `retryable`. Permission texts show no field, and a
     transient variant's `#[source] source: io::Error` isn't shown. The hand
     form's `description()` is `Cow::Owned(self.to_string())`.
  c  template: a `#[tool_error(description)]` template over two named
     fields on every variant (permission fields `#[tool_error(public)]`),
     the `#[error]` text for the logs. The hand form's `description()` is
     one `format!` per variant.
  d  classify: a `#[tool_error(classify)]` field on every variant (a `u16`
     HTTP status, an `io::Error`, an `io::ErrorKind`), the declared
     `#[category]` its fallback, the `#[error]` text for the agent. The hand
     form asks each variant's field for its classification in one `match`
     (`toolerror::classify::Classify`), which every method reads.

The hand forms of b, c and d also implement `diagnostic()` as the derive
does (`Some(self)`); workload a's predates it and is kept as it was.

It also times a clean build (dependencies included, empty target dir) of a
small crate using thiserror alone, one using thiserror with serde's derive and
serde_json, and one using toolerror and thiserror.

Builds run with CARGO_INCREMENTAL=0, so that each compiles the whole crate;
the dependencies are built once, untimed, into a target dir that the
generated crates share (OUT/target), never the repository's.

Each measurement is repeated (--runs, median reported), the forms
interleaved within each repetition so that background load hits them alike.
Wall time is reported beside CPU time (user + sys of cargo, rustc and every
process they start), which other jobs on the machine disturb much less.

Usage (from anywhere; everything is generated outside the repository):

  python3 scripts/compile_bench.py                      # the defaults below
  python3 scripts/compile_bench.py --shapes 20x50 --scaling '' --runs 3
  python3 scripts/compile_bench.py --clean-runs 0       # skip clean builds
  python3 scripts/compile_bench.py --instructions --shapes 20x50   # callgrind counts
  python3 scripts/compile_bench.py --instructions --shapes 20x50 --workload a,b,c,d \
      --forms display,thiserror,derive,hand --scaling '' --clean-runs 0

Results: a Markdown report on stdout and in OUT/results.md, raw samples in
OUT/results.json. See BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FORMS = ("plain", "display", "thiserror", "derive", "hand")
# Measured only when named in --forms (see the docstring).
EXTRA_FORMS = ("checked",)
KINDS = ("transient", "validation", "business", "permission")


# --------------------------------------------------------------------------
# Code generation
# --------------------------------------------------------------------------


def snake(name: str) -> str:
    """The derive's default code: `BadId3` -> `bad_id3`."""
    out = []
    for index, ch in enumerate(name):
        if ch.isupper() and index > 0 and (name[index - 1].islower() or name[index - 1].isdigit()):
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


@dataclass
class Variant:
    """One variant; `kind` cycles through the four categories."""

    enum: int
    index: int

    @property
    def kind(self) -> str:
        return KINDS[self.index % 4]

    @property
    def name(self) -> str:
        return {
            "transient": "Unavailable",
            "validation": "BadId",
            "business": "OverLimit",
            "permission": "NotOwner",
        }[self.kind] + str(self.index)

    @property
    def code(self) -> str:
        return snake(self.name)

    def fields(self, attrs: bool) -> str:
        source = "#[source] " if attrs else ""
        return {
            "transient": f"{{ {source}source: std::io::Error }}",
            "validation": "{ got: String }",
            "business": "{ amount: u32, limit: u32 }",
            "permission": "{ resource: String, owner: String }",
        }[self.kind]

    @property
    def display(self) -> str:
        e, j = self.enum, self.index
        return {
            "transient": f"service {e}.{j} unavailable",
            "validation": f"id {{got}} is malformed at step {e}.{j}; ids look like B-2041",
            "business": f"amount {{amount}} exceeds the {{limit}} ceiling of step {e}.{j}",
            "permission": f"resource {{resource}} of step {e}.{j} belongs to {{owner}}",
        }[self.kind]

    @property
    def description(self) -> str | None:
        """The `#[tool_error(description)]`; None: the `Display` text is used."""
        e, j = self.enum, self.index
        return {
            "transient": f"Service {e}.{j} did not answer. Retry the same call in 30 seconds.",
            "validation": None,
            "business": f"Amount {{amount}} exceeds the {{limit}} ceiling of step {e}.{j}. "
            "Escalate to a human agent.",
            "permission": f"Resource of step {e}.{j} belongs to another account. "
            "Ask the user to sign in to their own account.",
        }[self.kind]

    def derive_attrs(self) -> list[str]:
        category = {
            "transient": 'transient, retry_after = "30s"',
            "validation": "validation, retryable",
            "business": "business",
            "permission": "permission",
        }[self.kind]
        attrs = [f"#[category({category})]"]
        if self.description is not None:
            attrs.append(f"#[tool_error(description = {rust_str(self.description)})]")
        return attrs


def rust_str(text: str) -> str:
    return json.dumps(text)


# What each form derives on its enums.
DERIVES = {
    "plain": "Debug",
    "display": "Debug",
    "thiserror": "Debug, thiserror::Error",
    "derive": "Debug, thiserror::Error, toolerror::ToolError",
    "hand": "Debug, thiserror::Error",
    "checked": "Debug, thiserror::Error",
}


def enum_source(form: str, enum: int, variants: int) -> str:
    if form == "checked":
        raise SystemExit("the checked form exists for workloads b, c and d")
    vs = [Variant(enum, j) for j in range(variants)]
    derives = DERIVES[form]
    lines = [f"#[derive({derives})]", f"pub enum E{enum} {{"]
    for v in vs:
        if form not in ("plain", "display"):
            lines.append(f"    #[error({rust_str(v.display)})]")
        if form == "derive":
            lines.extend("    " + attr for attr in v.derive_attrs())
        lines.append(f"    {v.name} {v.fields(form not in ('plain', 'display'))},")
    lines.append("}")
    if form == "display":
        lines.append(display_impls(enum, vs))
    if form == "hand":
        lines.append(hand_impls(enum, vs))
    return "\n".join(lines) + "\n"


def display_impls(enum: int, vs: list[Variant]) -> str:
    """`Display` and `Error` as a person writes them without thiserror: one
    `write!` per variant, `source()` for the variants that wrap an error."""
    nl = "\n"
    fields = {
        "transient": "{ .. }",
        "validation": "{ got }",
        "business": "{ amount, limit }",
        "permission": "{ resource, owner }",
    }
    arms = nl.join(
        f"            Self::{v.name} {fields[v.kind]} => write!(f, {rust_str(v.display)}),"
        for v in vs
    )
    sources = [f"Self::{v.name} {{ source }}" for v in vs if v.kind == "transient"]
    source_arm = (
        f"            {' | '.join(sources)} => Some(source),{nl}" if sources else ""
    )
    return f"""
impl ::std::fmt::Display for E{enum} {{
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {{
        match self {{
{arms}
        }}
    }}
}}
impl ::std::error::Error for E{enum} {{
    fn source(&self) -> Option<&(dyn ::std::error::Error + 'static)> {{
        match self {{
{source_arm}            _ => None,
        }}
    }}
}}
"""


def hand_impls(enum: int, vs: list[Variant]) -> str:
    """What `#[derive(ToolError)]` implements, as a person would write it:
    `use`d paths, one `category()` arm per category, `_ => None` for the
    variants without a delay, one `code()`, `description()` and catalog
    entry per variant, the catalog in an inline `const` block as the derive
    writes it (a `const` item would be evaluated by every `cargo check`,
    and a plain `&[..]` isn't promoted past `Duration::from_millis`)."""
    nl = "\n"
    by_kind: dict[str, list[str]] = {}
    for v in vs:
        by_kind.setdefault(v.kind, []).append(f"Self::{v.name} {{ .. }}")
    category = nl.join(
        f"            {' | '.join(patterns)} => Category::{kind.capitalize()},"
        for kind, patterns in by_kind.items()
    )
    description = []
    for v in vs:
        if v.description is None:
            description.append(f"            Self::{v.name} {{ .. }} => Cow::Owned(self.to_string()),")
        elif "{" in v.description:
            description.append(
                f"            Self::{v.name} {{ amount, limit, .. }} => "
                f"Cow::Owned(format!({rust_str(v.description)})),"
            )
        else:
            description.append(f"            Self::{v.name} {{ .. }} => Cow::Borrowed({rust_str(v.description)}),")
    code = nl.join(f"            Self::{v.name} {{ .. }} => {rust_str(v.code)}," for v in vs)
    delayed = " | ".join(by_kind.get("transient", [])) or "_"
    catalog = []
    for v in vs:
        delay = "Some(Duration::from_millis(30000))" if v.kind == "transient" else "None"
        text = v.description if v.description is not None else v.display
        catalog.append(
            f"        CatalogEntry::Classified {{ variant: {rust_str(v.name)}, code: {rust_str(v.code)}, "
            f"category: Category::{v.kind.capitalize()}, retry_after: {delay}, description: Some({rust_str(text)}) }},"
        )
    return f"""
const _: () = {{
use ::std::borrow::Cow;
use ::std::time::Duration;
use ::toolerror::{{Catalog, CatalogEntry, Category, ToolError}};
impl ToolError for E{enum} {{
    fn category(&self) -> Category {{
        match self {{
{category}
        }}
    }}
    fn description(&self) -> Cow<'_, str> {{
        match self {{
{nl.join(description)}
        }}
    }}
    fn code(&self) -> &str {{
        match self {{
{code}
        }}
    }}
    fn retry_after(&self) -> Option<Duration> {{
        match self {{
            {delayed} => Some(Duration::from_millis(30000)),
            _ => None,
        }}
    }}
}}
impl Catalog for E{enum} {{
    fn catalog() -> &'static [CatalogEntry] {{
        const {{
            &[
{nl.join(catalog)}
            ]
        }}
    }}
}}
}};
"""


# --------------------------------------------------------------------------
# Workloads b, c and d: other ways to use the derive
# --------------------------------------------------------------------------
#
# Workload a is the code above, kept as it was so that its numbers stay
# comparable with earlier runs. The others are described by `Spec`s, from
# which every form is written: the enum with thiserror's attributes (and the
# derive's), `Display` and `Error` by hand, and the `ToolError` and `Catalog`
# impls by hand.

WORKLOADS = {
    "a": "descriptions",
    "b": "display",
    "c": "template",
    "d": "classify",
}


@dataclass
class SpecField:
    """A field; `name` is the binding for a tuple field."""

    name: str
    ty: str
    # thiserror's attributes (`#[source]`), in every form but plain and display.
    attrs: tuple[str, ...] = ()
    # The derive's attributes (`#[tool_error(public)]`), in the derive form only.
    derive_attrs: tuple[str, ...] = ()


@dataclass
class Spec:
    """One variant of workloads b, c and d."""

    name: str
    kind: str
    # "unit", "tuple" or "named".
    shape: str
    fields: list[SpecField]
    # The `#[error]` text (`{0}` for tuple fields, `{name}` for named ones).
    error: str
    # `#[category(transient, retry_after = "30s")]`.
    delay: bool = False
    # `#[category(validation, retryable)]`.
    retryable: bool = False
    # The `#[tool_error(description)]` template; None: the `#[error]` text.
    description: str | None = None
    # The `#[tool_error(classify)]` field's name.
    classify: str | None = None

    @property
    def code(self) -> str:
        return snake(self.name)

    def shown(self, text: str) -> list[SpecField]:
        """The fields `text` shows, in declaration order."""
        names = set(re.findall(r"\{(\w+)\}", text))
        if self.shape == "tuple":
            shown = [f for index, f in enumerate(self.fields) if str(index) in names]
            # Positional arguments of `write!` must all be used: a tuple
            # variant shows its first fields or none.
            assert shown == self.fields[: len(shown)], (self.name, text)
            return shown
        return [f for f in self.fields if f.name in names]

    @property
    def category_attr(self) -> str:
        options = ""
        if self.delay:
            options = ', retry_after = "30s"'
        elif self.retryable:
            options = ", retryable"
        return f"#[category({self.kind}{options})]"

    def pattern(self, bound: list[SpecField] | None = None) -> str:
        """`Self::Name`, `Self::Name(a, _)`, `Self::Name { a, .. }`: binding
        `bound` (none: every field ignored)."""
        bound = bound or []
        if self.shape == "unit":
            return f"Self::{self.name}"
        if self.shape == "tuple":
            if not bound:
                return f"Self::{self.name}(..)"
            last = max(self.fields.index(f) for f in bound)
            names = [f.name if f in bound else "_" for f in self.fields[: last + 1]]
            rest = ", .." if last + 1 < len(self.fields) else ""
            return f"Self::{self.name}({', '.join(names)}{rest})"
        if not bound:
            return f"Self::{self.name} {{ .. }}"
        names = ", ".join(f.name for f in bound)
        rest = ", .." if len(bound) < len(self.fields) else ""
        return f"Self::{self.name} {{ {names}{rest} }}"

    def declaration(self, form: str) -> list[str]:
        """The variant's lines in `form`'s enum."""
        lines = []
        if form not in ("plain", "display"):
            lines.append(f"    #[error({rust_str(self.error)})]")
        if form == "derive":
            lines.append(f"    {self.category_attr}")
            if self.description is not None:
                lines.append(f"    #[tool_error(description = {rust_str(self.description)})]")

        def field(f: SpecField) -> str:
            attrs = []
            if form not in ("plain", "display"):
                attrs += f.attrs
            if form == "derive":
                attrs += f.derive_attrs
            prefix = "".join(attr + " " for attr in attrs)
            return prefix + (f.ty if self.shape == "tuple" else f"{f.name}: {f.ty}")

        if self.shape == "unit":
            lines.append(f"    {self.name},")
        elif self.shape == "tuple":
            lines.append(f"    {self.name}({', '.join(field(f) for f in self.fields)}),")
        else:
            lines.append(f"    {self.name} {{ {', '.join(field(f) for f in self.fields)} }},")
        return lines


SOURCE = ("#[source]",)
CLASSIFY = ("#[tool_error(classify)]",)
PUBLIC = ("#[tool_error(public)]",)


def spec_display(e: int, j: int) -> Spec:
    """Workload b: the agent reads the `#[error]` text; unit, tuple and named
    variants in turn, `#[category]` alone. Permission texts show no field
    (the derive shows a permission variant's fields only when public)."""
    kind = KINDS[j % 4]
    shape = ("unit", "tuple", "named")[(j // 4) % 3]
    option = (j // 4) % 2 == 0
    io = SpecField("source", "std::io::Error", SOURCE)
    fields, error = {
        ("transient", "unit"): ([], f"service {e}.{j} is unavailable"),
        ("transient", "tuple"): ([SpecField("ms", "u64")], f"service {e}.{j} is unavailable for {{0}} ms"),
        ("transient", "named"): ([io, SpecField("attempt", "u32")],
                                 f"service {e}.{j} did not answer attempt {{attempt}}"),
        ("validation", "unit"): ([], f"the request of step {e}.{j} has no id; ids look like B-2041"),
        ("validation", "tuple"): ([SpecField("id", "String")],
                                  f"id {{0}} is malformed at step {e}.{j}; ids look like B-2041"),
        ("validation", "named"): ([SpecField("got", "String"), SpecField("line", "u32")],
                                  f"id {{got}} on line {{line}} is malformed at step {e}.{j}; ids look like B-2041"),
        ("business", "unit"): ([], f"the quota of step {e}.{j} is spent; escalate to a human agent"),
        ("business", "tuple"): ([SpecField("amount", "u32"), SpecField("limit", "u32")],
                                f"amount {{0}} exceeds the {{1}} ceiling of step {e}.{j}"),
        ("business", "named"): ([SpecField("amount", "u64"), SpecField("limit", "u64")],
                                f"amount {{amount}} exceeds the {{limit}} ceiling of step {e}.{j}"),
        ("permission", "unit"): ([], f"the resource of step {e}.{j} belongs to another account"),
        ("permission", "tuple"): ([SpecField("resource", "String")],
                                  f"the resource of step {e}.{j} belongs to another account"),
        ("permission", "named"): ([SpecField("resource", "String"), SpecField("owner", "String")],
                                  f"the resource of step {e}.{j} belongs to another account"),
    }[(kind, shape)]
    return Spec(
        name=VARIANT_NAMES[kind] + str(j), kind=kind, shape=shape, fields=fields, error=error,
        delay=kind == "transient" and option, retryable=kind == "validation" and option,
    )


def spec_template(e: int, j: int) -> Spec:
    """Workload c: a description template over two named fields on every
    variant, the `#[error]` text for the logs; permission fields public."""
    kind = KINDS[j % 4]
    option = (j // 4) % 2 == 0
    fields, error, description = {
        "transient": (
            [SpecField("source", "std::io::Error", SOURCE), SpecField("service", "String"),
             SpecField("attempt", "u32")],
            f"service {{service}} of step {e}.{j} failed on attempt {{attempt}}",
            f"Service {{service}} did not answer attempt {{attempt}} of step {e}.{j}. "
            "Retry the same call in 30 seconds.",
        ),
        "validation": (
            [SpecField("got", "String"), SpecField("line", "u32")],
            f"id {{got}} on line {{line}} is malformed at step {e}.{j}",
            f"Id {{got}} on line {{line}} is malformed at step {e}.{j}; ids look like B-2041. "
            "Fix the id and retry.",
        ),
        "business": (
            [SpecField("amount", "u32"), SpecField("limit", "u32")],
            f"amount {{amount}} exceeds the {{limit}} ceiling of step {e}.{j}",
            f"Amount {{amount}} exceeds the {{limit}} ceiling of step {e}.{j}. Escalate to a human agent.",
        ),
        "permission": (
            [SpecField("resource", "String", (), PUBLIC), SpecField("owner", "String", (), PUBLIC)],
            f"resource {{resource}} of step {e}.{j} belongs to {{owner}}",
            f"Resource {{resource}} of step {e}.{j} belongs to {{owner}}. "
            "Ask the user to sign in to their own account.",
        ),
    }[kind]
    return Spec(
        name=VARIANT_NAMES[kind] + str(j), kind=kind, shape="named", fields=fields, error=error,
        delay=kind == "transient" and option, retryable=kind == "validation" and option,
        description=description,
    )


def spec_classify(e: int, j: int) -> Spec:
    """Workload d: every variant has a `#[tool_error(classify)]` field (an
    HTTP status as `u16`, an `io::Error`, an `io::ErrorKind`: the types the
    runtime classifies with default features and that the display and
    thiserror forms can name without depending on toolerror), a declared
    category (the fallback) and an `#[error]` text, which the agent reads."""
    kind = KINDS[j % 4]
    holds = ("status", "io", "kind")[(j // 4) % 3]
    option = (j // 4) % 2 == 0
    permission = kind == "permission"
    if holds == "status":
        shape, classify = "named", "status"
        fields = [SpecField("status", "u16", (), CLASSIFY), SpecField("attempt", "u32")]
        error = (f"request {e}.{j} was refused" if permission
                 else f"request {e}.{j} failed with status {{status}} on attempt {{attempt}}")
    elif holds == "io":
        shape, classify = "named", "source"
        fields = [SpecField("source", "std::io::Error", SOURCE, CLASSIFY)]
        error = f"the store of step {e}.{j} could not be read"
    else:
        shape, classify = "tuple", "kind"
        fields = [SpecField("kind", "std::io::ErrorKind", (), CLASSIFY)]
        error = f"store {e}.{j} refused access" if permission else f"store {e}.{j} answered {{0}}"
    return Spec(
        name=VARIANT_NAMES[kind] + str(j), kind=kind, shape=shape, fields=fields, error=error,
        delay=kind == "transient" and option, retryable=kind == "validation" and option,
        classify=classify,
    )


VARIANT_NAMES = {
    "transient": "Unavailable",
    "validation": "BadId",
    "business": "OverLimit",
    "permission": "NotOwner",
}

SPECS = {"b": spec_display, "c": spec_template, "d": spec_classify}


def spec_enum_source(workload: str, form: str, enum: int, variants: int) -> str:
    specs = [SPECS[workload](enum, j) for j in range(variants)]
    derives = DERIVES[form]
    lines = [f"#[derive({derives})]", f"pub enum E{enum} {{"]
    for spec in specs:
        lines += spec.declaration(form)
    lines.append("}")
    if form == "display":
        lines.append(spec_display_impls(enum, specs))
    if form in ("hand", "checked"):
        lines.append(spec_hand_impls(enum, specs, checked=form == "checked"))
    return "\n".join(lines) + "\n"


def spec_display_impls(enum: int, specs: list[Spec]) -> str:
    """`Display` and `Error` by hand, as for workload a: one `write!` per
    variant binding the fields its text shows (a tuple variant's as
    positional arguments), `source()` for the `#[source]` fields."""
    nl = "\n"
    arms = []
    for spec in specs:
        shown = spec.shown(spec.error)
        args = "".join(f", {f.name}" for f in shown) if spec.shape == "tuple" else ""
        arms.append(f"            {spec.pattern(shown)} => write!(f, {rust_str(spec.error)}{args}),")
    sources = [
        spec.pattern([f]) for spec in specs for f in spec.fields if "#[source]" in f.attrs
    ]
    source_arm = f"            {' | '.join(sources)} => Some(source),{nl}" if sources else ""
    return f"""
impl ::std::fmt::Display for E{enum} {{
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {{
        match self {{
{nl.join(arms)}
        }}
    }}
}}
impl ::std::error::Error for E{enum} {{
    fn source(&self) -> Option<&(dyn ::std::error::Error + 'static)> {{
        match self {{
{source_arm}            _ => None,
        }}
    }}
}}
"""


def spec_hand_impls(enum: int, specs: list[Spec], checked: bool = False) -> str:
    """What `#[derive(ToolError)]` implements for workloads b, c and d, as a
    person would write it, in the style of `hand_impls`: one `category()`
    arm per category, one `code()` arm and catalog entry per variant, the
    catalog in an inline `const` block, and `diagnostic()` answering `self`
    as the derive's does (workload a's hand form predates it).

    - b: `description()` is the `Display` text, one line for every variant.
    - c: one `format!` of the template per variant.
    - d: one `match` that asks each variant's field for its classification
      (`toolerror::classify::Classify`), with the declared category; every
      method reads it: the category is the field's, else the declared one;
      a description for another category than the declared one is that
      category's `fallback_description`; the delay is the field's, else the
      declared one; the outcome is unknown when the field says so; the
      failure is unexpected when the field doesn't classify.

    `checked` (the checked form): the text the agent reads (the template,
    else the `#[error]` text) is written from the fields it shows, and the
    type of each field it shows that isn't `#[tool_error(public)]` must
    implement `AgentVisible`."""
    nl = "\n"

    def written_arms() -> str:
        """`description()`'s match, each variant's text written from its
        fields (`self.to_string()` for a variant that reads `Display`)."""
        arms = []
        for spec in specs:
            text = spec.description if spec.description is not None else spec.error if checked else None
            if text is None:
                arms.append(f"            {spec.pattern()} => Cow::Owned(self.to_string()),")
            elif "{" in text:
                shown = spec.shown(text)
                # A tuple variant's text names its fields by position.
                args = "".join(f", {f.name}" for f in shown) if spec.shape == "tuple" else ""
                arms.append(
                    f"            {spec.pattern(shown)} => Cow::Owned(format!({rust_str(text)}{args})),"
                )
            else:
                arms.append(f"            {spec.pattern()} => Cow::Borrowed({rust_str(text)}),")
        return f"match self {{{nl}{nl.join(arms)}{nl}        }}"

    checks = ""
    if checked:
        shown_types: list[str] = []
        for spec in specs:
            text = spec.description if spec.description is not None else spec.error
            for f in spec.shown(text):
                if "#[tool_error(public)]" not in f.derive_attrs and f.ty not in shown_types:
                    shown_types.append(f.ty)
        calls = "".join(f"    shown::<{ty}>();{nl}" for ty in shown_types)
        checks = f"""
#[allow(dead_code)]
fn shown<T: ::toolerror::AgentVisible + ?Sized>() {{}}
#[allow(dead_code)]
fn checks() {{
{calls}}}"""
    by_kind: dict[str, list[str]] = {}
    for spec in specs:
        by_kind.setdefault(spec.kind, []).append(spec.pattern())
    delayed = " | ".join(spec.pattern() for spec in specs if spec.delay)
    code = nl.join(f"            {spec.pattern()} => {rust_str(spec.code)}," for spec in specs)

    def declared_delay(indent: str) -> str:
        if not delayed:
            return "None"
        return (f"match self {{{nl}{indent}    {delayed} => Some(Duration::from_millis(30000)),{nl}"
                f"{indent}    _ => None,{nl}{indent}}}")

    classified = ""
    uses = ""
    if specs[0].classify is not None:
        uses = "use ::toolerror::classify::{Classification, Classify};\nuse ::toolerror::fallback_description;\n"
        arms = []
        for spec in specs:
            field = next(f for f in spec.fields if f.name == spec.classify)
            arms.append(
                f"            {spec.pattern([field])} => ({field.name}.classify(), "
                f"Category::{spec.kind.capitalize()}),"
            )
        classified = f"""
impl E{enum} {{
    /// What the variant's classified field says, and the declared category.
    fn classified(&self) -> (Option<Classification>, Category) {{
        match self {{
{nl.join(arms)}
        }}
    }}
}}"""
        category = """        let (found, declared) = self.classified();
        found.map_or(declared, |found| found.category)"""
        otherwise = written_arms() if checked else "Cow::Owned(self.to_string())"
        description = f"""        match self.classified() {{
            (Some(found), declared) if found.category != declared => {{
                Cow::Borrowed(fallback_description(found.category))
            }}
            _ => {otherwise},
        }}"""
        retry_after = f"""        let declared = {declared_delay("        ")};
        self.classified().0.and_then(|found| found.retry_after).or(declared)"""
        extra = """
    fn outcome_unknown(&self) -> bool {
        self.classified().0.is_some_and(|found| found.outcome_unknown)
    }
    fn is_unexpected(&self) -> bool {
        self.classified().0.is_none()
    }"""
    else:
        arms = nl.join(
            f"            {' | '.join(patterns)} => Category::{kind.capitalize()},"
            for kind, patterns in by_kind.items()
        )
        category = f"        match self {{{nl}{arms}{nl}        }}"
        if all(spec.description is None for spec in specs) and not checked:
            description = "        Cow::Owned(self.to_string())"
        else:
            description = f"        {written_arms()}"
        retry_after = f"        {declared_delay('        ')}"
        extra = ""
    catalog = []
    for spec in specs:
        delay = "Some(Duration::from_millis(30000))" if spec.delay else "None"
        text = spec.description if spec.description is not None else spec.error
        catalog.append(
            f"        CatalogEntry::Classified {{ variant: {rust_str(spec.name)}, code: {rust_str(spec.code)}, "
            f"category: Category::{spec.kind.capitalize()}, retry_after: {delay}, description: Some({rust_str(text)}) }},"
        )
    return f"""
const _: () = {{
use ::std::borrow::Cow;
use ::std::time::Duration;
use ::toolerror::{{Catalog, CatalogEntry, Category, ToolError}};
{uses}{classified}{checks}
impl ToolError for E{enum} {{
    fn category(&self) -> Category {{
{category}
    }}
    fn description(&self) -> Cow<'_, str> {{
{description}
    }}
    fn code(&self) -> &str {{
        match self {{
{code}
        }}
    }}
    fn retry_after(&self) -> Option<Duration> {{
{retry_after}
    }}{extra}
    fn diagnostic(&self) -> Option<&(dyn ::std::error::Error + 'static)> {{
        Some(self)
    }}
}}
impl Catalog for E{enum} {{
    fn catalog() -> &'static [CatalogEntry] {{
        const {{
            &[
{nl.join(catalog)}
            ]
        }}
    }}
}}
}};
"""


# Set by --optimized-macros: compile proc macros (and syn) with optimizations
# in the dev profile, as a user may choose to.
OPTIMIZED_MACROS = False


def manifest(name: str, form: str, repo: Path) -> str:
    deps = ""
    if form not in ("plain", "display"):
        deps += f'thiserror = "{locked_version(repo, "thiserror")}"\n'
    if form in ("derive", "hand", "checked", "toolerror"):
        deps += f'toolerror = {{ path = "{repo / "runtime"}" }}\n'
    if form == "serde":
        # What most tool servers already build: serde's derive and serde_json.
        deps += f'serde = {{ version = "{locked_version(repo, "serde")}", features = ["derive"] }}\n'
        deps += f'serde_json = "{locked_version(repo, "serde_json")}"\n'
    return f"""[package]
name = "{name}"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
{deps}
# Not part of any enclosing workspace.
[workspace]
{OPTIMIZED_PROFILE if OPTIMIZED_MACROS else ""}"""


OPTIMIZED_PROFILE = """
[profile.dev.build-override]
opt-level = 3
"""


def locked_version(repo: Path, package: str) -> str:
    lock = (repo / "Cargo.lock").read_text()
    match = re.search(rf'name = "{re.escape(package)}"\nversion = "([^"]+)"', lock)
    return f"={match.group(1)}" if match else "*"


def snapshot(repo: Path, out: Path) -> Path:
    """Copies the toolerror crates, so that edits to the working tree during
    a run don't rebuild them halfway; returns the copy's root."""
    root = out / "toolerror-snapshot"
    shutil.rmtree(root, ignore_errors=True)
    root.mkdir(parents=True)
    for crate in ("rules", "runtime", "macros"):
        shutil.copytree(repo / crate, root / crate, ignore=shutil.ignore_patterns("target"))
    manifest = (repo / "Cargo.toml").read_text()
    manifest = re.sub(r"(?m)^(default-)?members = \[.*\]$", r'\1members = ["rules", "macros", "runtime"]', manifest)
    (root / "Cargo.toml").write_text(manifest)
    for file in ("Cargo.lock", "README.md"):
        shutil.copyfile(repo / file, root / file)
    return root


def git_state(repo: Path) -> str:
    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=repo, capture_output=True, text=True)
        return done.stdout.strip()

    commit = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--", "runtime", "macros")
    return f"{commit}{' + uncommitted changes to runtime/ or macros/' if dirty else ''}"


def write_crate(path: Path, name: str, form: str, repo: Path, body: str) -> None:
    (path / "src").mkdir(parents=True, exist_ok=True)
    (path / "Cargo.toml").write_text(manifest(name, form, repo))
    # The repository's lock file pins every dependency to the versions the
    # workspace uses; cargo drops the entries this crate doesn't need.
    shutil.copyfile(repo / "Cargo.lock", path / "Cargo.lock")
    (path / "src" / "lib.rs").write_text(body)


def generate(out: Path, form: str, enums: int, variants: int, repo: Path, workload: str = "a") -> Path:
    if workload == "a":
        # Names and sources as before workloads existed.
        name = f"gen-{form}-{enums}x{variants}"
        header = f"//! Generated by scripts/compile_bench.py: {enums} enums x {variants} variants, {form}.\n"
        body = header + "\n".join(enum_source(form, e, variants) for e in range(enums))
    else:
        name = f"gen-{workload}-{form}-{enums}x{variants}"
        header = (
            f"//! Generated by scripts/compile_bench.py: workload {workload} ({WORKLOADS[workload]}), "
            f"{enums} enums x {variants} variants, {form}.\n"
        )
        body = header + "\n".join(spec_enum_source(workload, form, e, variants) for e in range(enums))
    path = out / "crates" / name
    write_crate(path, name, form, repo, body)
    return path


# --------------------------------------------------------------------------
# Measurement
# --------------------------------------------------------------------------


@dataclass
class Sample:
    wall: float
    cpu: float


@dataclass
class Series:
    samples: list[Sample] = field(default_factory=list)

    @property
    def wall(self) -> float:
        return statistics.median(s.wall for s in self.samples)

    @property
    def cpu(self) -> float:
        return statistics.median(s.cpu for s in self.samples)


def run(cmd: list[str], cwd: Path, env: dict[str, str]) -> Sample:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.stderr.write(done.stdout.decode(errors="replace"))
        raise SystemExit(f"`{' '.join(cmd)}` failed in {cwd}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Sample(wall, cpu)


def cargo_env(target: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["CARGO_TARGET_DIR"] = str(target)
    # A full compile of the crate every time: with incremental compilation a
    # touched but unchanged file would reuse its previous results.
    env["CARGO_INCREMENTAL"] = "0"
    for var in ("RUSTFLAGS", "CARGO_BUILD_RUSTFLAGS", "RUSTC_WRAPPER", "CARGO_BUILD_JOBS"):
        env.pop(var, None)
    return env


def touch(path: Path) -> None:
    lib = path / "src" / "lib.rs"
    now = time.time()
    os.utime(lib, (now, now))


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def measure_shape(
    out: Path, repo: Path, forms: list[str], enums: int, variants: int, runs: int, workload: str = "a"
) -> dict[str, dict[str, Series]]:
    target = out / "target"
    env = cargo_env(target)
    crates = {form: generate(out, form, enums, variants, repo, workload) for form in forms}
    results: dict[str, dict[str, Series]] = {form: {"check": Series(), "build": Series()} for form in forms}
    for form, path in crates.items():
        # Dependencies, and one untimed compile of the crate itself.
        for command in ("check", "build"):
            run(["cargo", command, "--quiet", "--lib"], path, env)
    for command in ("check", "build"):
        for index in range(runs):
            for form, path in crates.items():
                touch(path)
                sample = run(["cargo", command, "--quiet", "--lib"], path, env)
                results[form][command].samples.append(sample)
                log(
                    f"  {workload} {enums}x{variants} {form:<9} {command} run {index + 1}/{runs}: "
                    f"{sample.wall:.2f} s wall, {sample.cpu:.2f} s cpu"
                )
    return results


def rustc_command(path: Path, env: dict[str, str]) -> list[str]:
    """The rustc invocation `cargo check` runs for the crate itself."""
    touch(path)
    done = subprocess.run(["cargo", "check", "-v", "--lib"], cwd=path, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = [line for line in done.stdout.splitlines() if "Running `" in line]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"could not read the rustc command of {path}:\n{done.stdout}")
    return ["bash", "-c", lines[-1].split("Running `", 1)[1].rsplit("`", 1)[0]]


def measure_instructions(
    out: Path, repo: Path, forms: list[str], enums: int, variants: int, workload: str = "a"
) -> dict[str, float]:
    """Instructions (billions) rustc executes to check each form's crate,
    counted by valgrind's callgrind: the same for the same compiler and
    inputs, whatever else the machine does, so differences of 1% show."""
    target = out / "target"
    env = cargo_env(target)
    counts: dict[str, float] = {}
    for form in forms:
        path = generate(out, form, enums, variants, repo, workload)
        run(["cargo", "check", "--quiet", "--lib"], path, env)
        cmd = rustc_command(path, env)
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", "--trace-children=yes", "--callgrind-out-file=/dev/null", *cmd],
            cwd=path, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )
        collected = [int(m.group(1).replace(",", "")) for m in re.finditer(r"Collected : ([\d,]+)", done.stderr)]
        if not collected:
            raise SystemExit(f"valgrind counted nothing for {path}:\n{done.stderr[-2000:]}")
        counts[form] = max(collected) / 1e9
        log(f"  {workload} {enums}x{variants} {form:<9} {counts[form]:.3f} G instructions")
    return counts


def instructions_table(title: str, counts: dict[str, float]) -> list[str]:
    lines = [f"#### {title} (`cargo check` of the crate, instructions, callgrind)", "",
             "| form | instructions |", "|---|---:|"]
    lines += [f"| {form} | {count:.3f} G |" for form, count in counts.items()]
    lines.append("")
    # The ratios need neither `plain` nor anything else.
    if all(form in counts for form in ("display", "thiserror", "derive", "hand")):
        over_display = counts["thiserror"] - counts["display"]
        derive_adds = counts["derive"] - counts["thiserror"]
        hand_adds = counts["hand"] - counts["thiserror"]
        lines += [
            "| thiserror adds (over display) | derive adds (over thiserror) | hand-written adds (over thiserror) | "
            "derive added / thiserror added | derive crate / hand crate |",
            "|---:|---:|---:|---:|---:|",
            f"| {over_display:.3f} G | {derive_adds:.3f} G | {hand_adds:.3f} G | "
            f"{ratio(derive_adds, over_display)} | {ratio(counts['derive'], counts['hand'])} |",
            "",
        ]
    if "derive" in counts and "checked" in counts:
        lines += [
            "| derive crate / checked crate (the hand form with the derive's checks written by hand) |",
            "|---:|",
            f"| {ratio(counts['derive'], counts['checked'])} |",
            "",
        ]
    return lines


CLEAN_BODIES = {
    "thiserror": """//! A crate using thiserror alone.
#[derive(Debug, thiserror::Error)]
pub enum BookingError {
    #[error("refund of ${amount} exceeds the ${limit} ceiling")]
    RefundOverLimit { amount: u32, limit: u32 },
}
""",
    "serde": """//! A crate using thiserror, serde's derive and serde_json.
#[derive(Debug, thiserror::Error, serde::Serialize)]
pub enum BookingError {
    #[error("refund of ${amount} exceeds the ${limit} ceiling")]
    RefundOverLimit { amount: u32, limit: u32 },
}

pub fn render(error: &BookingError) -> String {
    serde_json::to_string(error).unwrap_or_default()
}
""",
    "toolerror": """//! A crate using toolerror and thiserror.
#[derive(Debug, thiserror::Error, toolerror::ToolError)]
pub enum BookingError {
    #[error("refund of ${amount} exceeds the ${limit} ceiling")]
    #[category(business)]
    #[tool_error(description = "Refund of ${amount} exceeds the ${limit} automatic ceiling. Escalate to a human agent.")]
    RefundOverLimit { amount: u32, limit: u32 },
}
""",
}


def measure_clean(out: Path, repo: Path, runs: int) -> dict[str, dict[str, Series]]:
    results: dict[str, dict[str, Series]] = {}
    crates = {}
    for form, body in CLEAN_BODIES.items():
        path = out / "crates" / f"clean-{form}"
        write_crate(path, f"clean-{form}", form, repo, body)
        crates[form] = path
        results[form] = {"check": Series(), "build": Series()}
    for command in ("check", "build"):
        for index in range(runs):
            for form, path in crates.items():
                target = out / f"target-clean-{form}"
                shutil.rmtree(target, ignore_errors=True)
                sample = run(["cargo", command, "--quiet", "--lib"], path, cargo_env(target))
                results[form][command].samples.append(sample)
                log(
                    f"  clean {form:<9} {command} run {index + 1}/{runs}: "
                    f"{sample.wall:.1f} s wall, {sample.cpu:.1f} s cpu"
                )
    for form in crates:
        shutil.rmtree(out / f"target-clean-{form}", ignore_errors=True)
    return results


# --------------------------------------------------------------------------
# Report
# --------------------------------------------------------------------------


def machine() -> str:
    cpu = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True).stdout.strip()
    cargo = subprocess.run(["cargo", "--version"], capture_output=True, text=True).stdout.strip()
    return f"{cpu}, {os.cpu_count()} logical CPUs, {platform.system()} {platform.release()}; {rustc}; {cargo}"


def ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}x" if b > 0 else "n/a"


def shape_table(title: str, results: dict[str, dict[str, Series]]) -> list[str]:
    lines = [
        f"#### {title}",
        "",
        "| form | check wall | check CPU | build wall | build CPU |",
        "|---|---:|---:|---:|---:|",
    ]
    for form, series in results.items():
        c, b = series["check"], series["build"]
        lines.append(f"| {form} | {c.wall:.3f} s | {c.cpu:.3f} s | {b.wall:.3f} s | {b.cpu:.3f} s |")
    lines.append("")
    if all(form in results for form in FORMS):
        # Two floors: `display` (hand-written Display and Error, which any
        # error crate has) answers "what does each derive cost over writing
        # that code by hand"; `plain` (Debug only) counts the Display code
        # as thiserror's.
        lines += [
            "| median of | thiserror adds (over display) | thiserror adds (over plain) | derive adds (over thiserror) | "
            "hand-written adds (over thiserror) | derive added / thiserror added (display floor) | "
            "derive added / thiserror added (plain floor) | derive crate / hand crate |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for command in ("check", "build"):
            for clock in ("cpu", "wall"):
                t = {form: getattr(results[form][command], clock) for form in FORMS}
                over_display = t["thiserror"] - t["display"]
                over_plain = t["thiserror"] - t["plain"]
                derive_adds = t["derive"] - t["thiserror"]
                hand_adds = t["hand"] - t["thiserror"]
                lines.append(
                    f"| {command} {clock.upper() if clock == 'cpu' else clock} | {over_display:.3f} s | "
                    f"{over_plain:.3f} s | {derive_adds:.3f} s | {hand_adds:.3f} s | "
                    f"{ratio(derive_adds, over_display)} | {ratio(derive_adds, over_plain)} | "
                    f"{ratio(t['derive'], t['hand'])} |"
                )
        lines.append("")
    return lines


def scaling_table(
    scaling: list[tuple[tuple[int, int], dict[str, dict[str, Series]]]], workload: str = ""
) -> list[str]:
    if not scaling:
        return []
    lines = [
        f"#### Scaling ({workload}cargo check, CPU, median)",
        "",
        "| variants | plain | display | thiserror | derive | hand | per 100 variants: thiserror adds (over display) | "
        "derive adds | hand adds | derive crate / hand crate |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for (enums, variants), results in scaling:
        total = enums * variants
        t = {form: results[form]["check"].cpu for form in results}
        cells = " | ".join(f"{t[form]:.3f} s" if form in t else "-" for form in FORMS)

        def per_100(form: str, base: str) -> str:
            if form not in t or base not in t:
                return "-"
            return f"{100 * (t[form] - t[base]) / total:.3f} s"

        lines.append(
            f"| {total} | {cells} | {per_100('thiserror', 'display')} | {per_100('derive', 'thiserror')} | "
            f"{per_100('hand', 'thiserror')} | {ratio(t.get('derive', 0), t.get('hand', 0))} |"
        )
    lines.append("")
    return lines


def clean_table(results: dict[str, dict[str, Series]]) -> list[str]:
    if not results:
        return []
    lines = [
        "#### Clean build, dependencies included (empty target dir)",
        "",
        "| crate uses (thiserror in each) | check wall | check CPU | build wall | build CPU |",
        "|---|---:|---:|---:|---:|",
    ]
    for form, series in results.items():
        c, b = series["check"], series["build"]
        lines.append(f"| {form} | {c.wall:.1f} s | {c.cpu:.1f} s | {b.wall:.1f} s | {b.cpu:.1f} s |")
    for base in ("thiserror", "serde"):
        if base in results and "toolerror" in results:
            t, o = results[base], results["toolerror"]
            lines.append(
                f"| toolerror / {base} | {ratio(o['check'].wall, t['check'].wall)} | "
                f"{ratio(o['check'].cpu, t['check'].cpu)} | {ratio(o['build'].wall, t['build'].wall)} | "
                f"{ratio(o['build'].cpu, t['build'].cpu)} |"
            )
    lines.append("")
    return lines


def parse_shapes(text: str) -> list[tuple[int, int]]:
    shapes = []
    for item in filter(None, (part.strip() for part in text.split(","))):
        enums, _, variants = item.partition("x")
        shapes.append((int(enums), int(variants)))
    return shapes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=Path("/tmp/toolerror-compile-bench"),
                        help="where crates, target dirs and results go (default: %(default)s)")
    parser.add_argument("--shapes", default="20x50,100x50",
                        help="ENUMSxVARIANTS,... reported in full (default: %(default)s)")
    parser.add_argument("--scaling", default="1x50,1x250,1x500,1x1000,1x2000",
                        help="ENUMSxVARIANTS,... for the scaling series (default: %(default)s)")
    parser.add_argument("--forms", default=",".join(FORMS),
                        help="a subset of %(default)s, and checked (workloads b, c and d)")
    parser.add_argument("--workload", default="a",
                        help="WORKLOAD,... of " + ", ".join(f"{k} ({v})" for k, v in WORKLOADS.items())
                        + "; see the docstring (default: %(default)s)")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per measurement (default: %(default)s)")
    parser.add_argument("--clean-runs", type=int, default=5,
                        help="clean builds per crate; 0 skips them (default: %(default)s)")
    parser.add_argument("--repo", type=Path, default=REPO, help="the toolerror checkout (default: %(default)s)")
    parser.add_argument("--instructions", action="store_true",
                        help="count the instructions of `cargo check` per form with valgrind's callgrind "
                        "instead of timing (deterministic; about 40 s per 1,000 variants and form)")
    parser.add_argument("--optimized-macros", action="store_true",
                        help="set [profile.dev.build-override] opt-level = 3 in the generated crates, "
                        "so that proc macros run optimized (use a separate --out)")
    args = parser.parse_args()
    global OPTIMIZED_MACROS
    OPTIMIZED_MACROS = args.optimized_macros

    forms = [form for form in args.forms.split(",") if form]
    unknown = set(forms) - set(FORMS) - set(EXTRA_FORMS)
    if unknown:
        parser.error(f"unknown forms {sorted(unknown)}; choose from {FORMS + EXTRA_FORMS}")
    workloads = [workload.strip() for workload in args.workload.split(",") if workload.strip()]
    unknown = set(workloads) - set(WORKLOADS)
    if unknown or not workloads:
        parser.error(f"unknown workloads {sorted(unknown)}; choose from {tuple(WORKLOADS)}")

    def titled(workload: str, title: str) -> str:
        """Workload a alone keeps the titles of before workloads existed."""
        if workloads == ["a"]:
            return title
        return f"Workload {workload} ({WORKLOADS[workload]}), {title[0].lower()}{title[1:]}"

    def key(workload: str, enums: int, variants: int) -> str:
        return f"{enums}x{variants}" if workload == "a" else f"{workload}:{enums}x{variants}"
    out: Path = args.out.resolve()
    if out == args.repo.resolve() or args.repo.resolve() in out.parents:
        parser.error("--out must be outside the repository")
    out.mkdir(parents=True, exist_ok=True)
    state = git_state(args.repo)
    repo = snapshot(args.repo, out)

    started = time.strftime("%Y-%m-%d %H:%M:%S")
    report = [
        "### Compile time",
        "",
        f"Machine: {machine()}.",
        f"Started {started}; {args.runs} runs per measurement, median; CARGO_INCREMENTAL=0; "
        f"dev profile{' with optimized proc macros' if OPTIMIZED_MACROS else ''}; load average at start {os.getloadavg()[0]:.2f}; toolerror at {state}.",
        "",
    ]
    raw: dict[str, object] = {"machine": machine(), "started": started, "toolerror": state, "runs": args.runs, "shapes": {}}

    def record(key: str, results: dict[str, dict[str, Series]]) -> None:
        raw["shapes"][key] = {  # type: ignore[index]
            form: {cmd: [s.__dict__ for s in series.samples] for cmd, series in by_cmd.items()}
            for form, by_cmd in results.items()
        }

    raw["workloads"] = workloads
    if args.instructions:
        for workload in workloads:
            for enums, variants in parse_shapes(args.shapes):
                log(f"instructions, workload {workload}, {enums}x{variants}")
                counts = measure_instructions(out, repo, forms, enums, variants, workload)
                raw["shapes"][key(workload, enums, variants)] = counts  # type: ignore[index]
                report += instructions_table(titled(workload, f"{enums} enums x {variants} variants"), counts)
        text = "\n".join(report) + "\n"
        (out / "results.md").write_text(text)
        (out / "results.json").write_text(json.dumps(raw, indent=1))
        print(text)
        return

    for workload in workloads:
        for enums, variants in parse_shapes(args.shapes):
            log(f"workload {workload}, shape {enums}x{variants}")
            results = measure_shape(out, repo, forms, enums, variants, args.runs, workload)
            record(key(workload, enums, variants), results)
            report += shape_table(
                titled(workload, f"{enums} enums x {variants} variants ({enums * variants} variants)"), results
            )

        scaling = []
        for enums, variants in parse_shapes(args.scaling):
            log(f"workload {workload}, scaling {enums}x{variants}")
            results = measure_shape(out, repo, forms, enums, variants, args.runs, workload)
            record(key(workload, enums, variants), results)
            scaling.append(((enums, variants), results))
        report += scaling_table(scaling, "" if workloads == ["a"] else f"workload {workload}, ")

    if args.clean_runs > 0:
        log("clean builds")
        clean = measure_clean(out, repo, args.clean_runs)
        raw["clean"] = {
            form: {cmd: [s.__dict__ for s in series.samples] for cmd, series in by_cmd.items()}
            for form, by_cmd in clean.items()
        }
        report += clean_table(clean)

    report.append(f"Finished {time.strftime('%Y-%m-%d %H:%M:%S')}; load average {os.getloadavg()[0]:.2f}.")
    text = "\n".join(report) + "\n"
    (out / "results.md").write_text(text)
    (out / "results.json").write_text(json.dumps(raw, indent=1))
    print(text)


if __name__ == "__main__":
    main()
