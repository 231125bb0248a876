#!/usr/bin/env python3
"""Validate toolerror's rendered wire documents against the official Python SDKs' own types.

Input: JSON lines, from the file named by the last argument or from stdin. Each
non-blank line is exactly

    {"format": "<format>", "case": "<case>", "document": <JSON>}

Every document goes through two layers:

1. SDK layer (the point of this script): the document is validated with the
   official SDK type of its format (see FORMATS and SPEC.md), as strictly as
   that type allows: unknown keys and wrong types are rejected, keys must be
   spelled as on the wire (no snake_case stand-ins where the SDK also accepts
   them), and anything the SDK would silently drop, salvage or coerce fails a
   round-trip check (the SDK's own serialization of what it parsed must
   contain the input unchanged).
2. Payload layer (toolerror's own contract, not the format's): failure cases
   carry a payload object with `errorCategory` equal to the case (structured
   or as JSON text) and the format's own error flag where it has one;
   `empty`/`partial` cases are not flagged as errors. Turn it off with
   `--sdk-only`.

Exit status: 0 when every line is valid and every (format, case) pair of the
grid is present; 1 otherwise, with one report per failing line on stderr.
With `--expect-invalid`, exit 0 only if EVERY line is rejected (negative
tests); the grid is not required then, and each rejection reason is printed.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import warnings
from typing import Any, Callable

FORMATS = ("mcp", "claude", "openai.chat", "openai.responses", "gemini", "bedrock", "a2a", "acp")
SUCCESS_CASES = ("success-object", "success-string", "success-number", "success-boolean", "success-null",
                 "success-array", "success-nested")
CASES = ("transient", "validation", "business", "permission", "empty", "partial", *SUCCESS_CASES)
FAILURE_CASES = ("transient", "validation", "business", "permission")
ENVELOPE_KEYS = {"format", "case", "document"}


class Invalid(Exception):
    """A document the SDK layer or the payload layer rejects; args[0] is a list of reasons."""

    def __init__(self, reasons: list[str] | str):
        reasons = reasons if isinstance(reasons, list) else [reasons]
        super().__init__([" ".join(str(reason).split()) for reason in reasons])

    @property
    def reasons(self) -> list[str]:
        return self.args[0]


# --------------------------------------------------------------------------- helpers


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-JSON number {name}")


def strict_json_loads(text: str) -> Any:
    """json.loads that rejects duplicate keys and NaN/Infinity."""
    return json.loads(text, object_pairs_hook=_reject_duplicates, parse_constant=_reject_constant)


def short(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_SCALAR_TAGS = {"str", "int", "float", "bool", "dict", "list", "none"}


def _is_branch_tag(part: Any) -> bool:
    """A union-branch label in a pydantic error location (`str`, `list[...]`,
    `function-after[...]`, a class name such as `TextBlockParam`), not a wire key
    (the wire keys of these formats never start with a capital or contain brackets)."""
    return isinstance(part, str) and (part in _SCALAR_TAGS or "[" in part or part[:1].isupper())


def pydantic_reasons(error: Exception, strip_first: bool = False) -> list[str]:
    """Short one-line reasons from a pydantic ValidationError. In a union every
    branch reports; branches refused by their literal `type`, and whole-branch type
    mismatches, are dropped when a more specific error remains."""
    items = list(error.errors(include_url=False))  # type: ignore[attr-defined]
    if strip_first:
        for item in items:
            item["loc"] = tuple(item.get("loc", ()))[1:]
    wrong = {
        tuple(item["loc"][:-1])
        for item in items
        if item.get("type") == "literal_error" and item["loc"] and item["loc"][-1] == "type"
        and len(item["loc"]) > 1 and _is_branch_tag(item["loc"][-2])
    }
    kept = [
        item for item in items
        if not any(tuple(item["loc"][: len(prefix)]) == prefix for prefix in wrong)
        and not (item["loc"] and _is_branch_tag(item["loc"][-1]) and str(item.get("type", "")).endswith("_type"))
    ] or items
    kept.sort(key=lambda item: -len(item.get("loc", ())))
    reasons = []
    for item in kept:
        path, branches = [], []
        for part in item.get("loc", ()):
            if _is_branch_tag(part):
                if part[:1].isupper():
                    branches.append(part.removeprefix("Eager"))
            else:
                path.append(str(part))
        where = ".".join(path) or "<root>"
        if branches:
            where += f" (as {' > '.join(branches)})"
        reasons.append(f"{where}: {item.get('msg')} (input {short(item.get('input'))})")
    if len(reasons) > 8:
        reasons = reasons[:8] + [f"... and {len(reasons) - 8} more"]
    return reasons


def _same_scalar(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def roundtrip_check(given: Any, parsed: Any, path: str = "") -> list[str]:
    """Every key and value of `given` (the wire document) must survive, unchanged and
    under the same key, in `parsed` (the SDK's serialization of what it accepted).
    Keys the SDK adds (defaults it always serializes) are allowed."""
    here = path or "<root>"
    if isinstance(given, dict):
        if not isinstance(parsed, dict):
            return [f"{here}: the SDK turned an object into {short(parsed)}"]
        reasons = []
        for key, item in given.items():
            sub = f"{path}.{key}" if path else key
            if key not in parsed:
                reasons.append(
                    f"{sub}: not kept by the SDK type under this name (unknown key dropped, "
                    f"or a non-wire spelling such as snake_case)"
                )
            else:
                reasons.extend(roundtrip_check(item, parsed[key], sub))
        return reasons
    if isinstance(given, list):
        if not isinstance(parsed, list):
            return [f"{here}: the SDK turned an array into {short(parsed)}"]
        if len(given) != len(parsed):
            return [f"{here}: the SDK kept {len(parsed)} of {len(given)} items (invalid items skipped)"]
        reasons = []
        for index, (a, b) in enumerate(zip(given, parsed)):
            reasons.extend(roundtrip_check(a, b, f"{path}[{index}]"))
        return reasons
    if not _same_scalar(given, parsed):
        return [f"{here}: the SDK changed {short(given)} into {short(parsed)} (coerced or salvaged)"]
    return []


def validate_model(model: Any, document: Any, what: str) -> Any:
    """Strict JSON-mode validation of a pydantic BaseModel + round-trip check."""
    from pydantic import ValidationError

    text = json.dumps(document)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            instance = model.model_validate_json(text, strict=True)
        except ValidationError as error:
            raise Invalid([f"{what}: {reason}" for reason in pydantic_reasons(error)])
    # Some SDKs accept unknown enum values or mistyped members with only a warning
    # (google-genai: "X is not a valid FunctionResponseScheduling"); that is a rejection here.
    sdk_warnings = [str(item.message) for item in caught if issubclass(item.category, UserWarning)]
    if sdk_warnings:
        raise Invalid([f"{what}: the SDK warned: {message}" for message in sdk_warnings])
    dumped = instance.model_dump(mode="json", by_alias=True, exclude_unset=True)
    reasons = roundtrip_check(document, dumped)
    if reasons:
        raise Invalid([f"{what}: {reason}" for reason in reasons])
    return instance


_EAGER: dict[Any, Any] = {}


def eager_typed_dict(typed_dict: Any, _stack: tuple[Any, ...] = ()) -> Any:
    """A copy of an SDK TypedDict tree in which every `Iterable[X]`/`Sequence[X]` is
    `list[X]`. pydantic validates `Iterable` lazily (a ValidatorIterator nobody
    consumes, so bad items pass) and, in `Union[str, Iterable[...]]`, may even pick
    the iterable branch for a string; `list` is validated eagerly and exactly. Keys,
    requiredness, Literals and unions are kept as the SDK declares them; nested
    TypedDicts' own `__pydantic_config__` is dropped so the strict config applies."""
    import collections.abc
    import types
    import typing

    import typing_extensions as te

    if typed_dict in _EAGER:
        return _EAGER[typed_dict]
    if typed_dict in _stack:
        raise RuntimeError(f"recursive TypedDict {typed_dict.__qualname__} is not supported")

    def convert(tp: Any) -> Any:
        if te.is_typeddict(tp):
            return eager_typed_dict(tp, _stack + (typed_dict,))
        origin, args = te.get_origin(tp), te.get_args(tp)
        if origin is None:
            return tp
        if origin is te.Annotated:
            for meta in tp.__metadata__:
                # openai/anthropic rename keys on the wire with PropertyInfo(alias=...);
                # none of the types used here do, and this copy would not follow it.
                if type(meta).__name__ == "PropertyInfo" and getattr(meta, "alias", None):
                    raise RuntimeError(f"{typed_dict.__qualname__}: wire alias {meta.alias!r} not supported")
            return te.Annotated[(convert(args[0]), *tp.__metadata__)]
        if origin in (te.Required, te.NotRequired, te.ReadOnly):
            return convert(args[0])
        if origin in (collections.abc.Iterable, collections.abc.Sequence, list):
            return list[convert(args[0])]  # type: ignore[misc]
        if origin in (typing.Union, types.UnionType):
            return typing.Union[tuple(convert(arg) for arg in args)]
        if origin is dict:
            return dict[convert(args[0]), convert(args[1])]  # type: ignore[misc]
        # Literal, and Python-side conveniences such as IO[bytes] or PathLike in
        # file inputs (the SDK base64-encodes those before sending), stay as is.
        return tp

    hints = te.get_type_hints(typed_dict, include_extras=True)
    fields = {}
    for key, hint in hints.items():
        # The SDKs use `from __future__ import annotations`, so `__required_keys__`
        # is not reliable on Python < 3.12; read Required/NotRequired off the hint
        # (under an optional Annotated) as pydantic itself does.
        marker = hint
        if te.get_origin(marker) is te.Annotated:
            marker = te.get_args(marker)[0]
        if te.get_origin(marker) is te.Required:
            required = True
        elif te.get_origin(marker) is te.NotRequired:
            required = False
        else:
            required = bool(getattr(typed_dict, "__total__", True))
        fields[key] = (te.Required if required else te.NotRequired)[convert(hint)]
    eager = te.TypedDict(f"Eager{typed_dict.__name__}", fields, total=False)  # type: ignore[operator]
    _EAGER[typed_dict] = eager
    return eager


_TYPED_DICT_ADAPTERS: dict[Any, Any] = {}


def validate_typed_dict(typed_dict: Any, document: Any, what: str) -> Any:
    """An SDK TypedDict validated by pydantic with extra="forbid" and strict=True
    (JSON mode), through its eager copy (see eager_typed_dict), then round-tripped.
    pydantic refuses `config` on a TypeAdapter of a TypedDict but takes it for a
    `list[TypedDict]`, whose nested TypedDicts inherit it."""
    from pydantic import ConfigDict, TypeAdapter, ValidationError

    adapter = _TYPED_DICT_ADAPTERS.get(typed_dict)
    if adapter is None:
        adapter = TypeAdapter(
            list[eager_typed_dict(typed_dict)],  # type: ignore[misc]
            # arbitrary types: the SDKs' Python-only file inputs (IO[bytes]), which
            # JSON can never match.
            config=ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=True),
        )
        _TYPED_DICT_ADAPTERS[typed_dict] = adapter
    try:
        [value] = adapter.validate_json("[" + json.dumps(document) + "]", strict=True)
    except ValidationError as error:
        raise Invalid([f"{what}: {reason}" for reason in pydantic_reasons(error, strip_first=True)])
    reasons = roundtrip_check(document, value)
    if reasons:
        raise Invalid([f"{what}: {reason}" for reason in reasons])
    return value


# --------------------------------------------------------------------------- SDK layer


def check_mcp(document: Any) -> None:
    import mcp.types as mcp_types_public
    from mcp_types import _v2025_11_25 as wire_2025_11_25
    from mcp_types import _v2026_07_28 as wire_2026_07_28

    validate_model(mcp_types_public.CallToolResult, document, "mcp.types.CallToolResult")
    # The public type is a superset across protocol versions with lenient defaults
    # (a text block's "type" defaults to "text"); the SDK's schema-generated wire
    # models hold the exact required members of one protocol revision.
    if isinstance(document, dict) and "resultType" in document:
        validate_model(wire_2026_07_28.CallToolResult, document, "mcp_types._v2026_07_28.CallToolResult")
    else:
        validate_model(wire_2025_11_25.CallToolResult, document, "mcp_types._v2025_11_25.CallToolResult")


def check_claude(document: Any) -> None:
    from anthropic.types import ToolResultBlockParam

    validate_typed_dict(ToolResultBlockParam, document, "anthropic.types.ToolResultBlockParam")


def check_openai_chat(document: Any) -> None:
    from openai.types.chat import ChatCompletionToolMessageParam

    validate_typed_dict(ChatCompletionToolMessageParam, document, "openai ChatCompletionToolMessageParam")


def check_openai_responses(document: Any) -> None:
    from openai.types.responses.response_input_item_param import FunctionCallOutput

    validate_typed_dict(FunctionCallOutput, document, "openai response_input_item_param.FunctionCallOutput")


def _genai_required(instance: Any, path: str, reasons: list[str]) -> None:
    """google-genai marks API-required members only in their descriptions
    ("Required. ..."), typing them Optional; enforce those on the parsed tree."""
    from pydantic import BaseModel

    if isinstance(instance, list):
        for index, item in enumerate(instance):
            _genai_required(item, f"{path}[{index}]", reasons)
        return
    if not isinstance(instance, BaseModel):
        return
    for name, field in type(instance).model_fields.items():
        value = getattr(instance, name)
        where = f"{path}.{field.alias or name}" if path else (field.alias or name)
        if (field.description or "").startswith("Required.") and value is None:
            reasons.append(f"{where}: required by the SDK's field description, missing")
        _genai_required(value, where, reasons)


def check_gemini(document: Any) -> None:
    from google.genai import types as genai_types

    part = validate_model(genai_types.Part, document, "google.genai.types.Part")
    reasons: list[str] = []
    if list(document) != ["functionResponse"]:
        # The SDK's Part docstring: "Exactly one field within a Part should be set
        # [...] Using multiple fields within the same Part instance is considered invalid."
        reasons.append(
            f"google.genai.types.Part: must set exactly one field, functionResponse (found {sorted(document)})"
        )
    _genai_required(part, "", reasons)
    if reasons:
        raise Invalid(reasons)


def _bedrock_model():
    import botocore.session

    session = botocore.session.get_session()
    service = session.get_service_model("bedrock-runtime")
    return service, service.operation_model("Converse")


def _botocore_constraints(value: Any, shape: Any, path: str, reasons: list[str]) -> None:
    """What botocore's ParamValidator leaves out but its service model states:
    enums, max lengths/ranges and patterns (Smithy patterns are not anchored)."""
    if shape.type_name == "structure":
        if getattr(shape, "is_document_type", False) or not isinstance(value, dict):
            return
        for key, item in value.items():
            if key in shape.members:
                _botocore_constraints(item, shape.members[key], f"{path}.{key}", reasons)
        return
    if shape.type_name == "list":
        if isinstance(value, list):
            if "max" in shape.metadata and len(value) > shape.metadata["max"]:
                reasons.append(f"{path}: {len(value)} items, the model's max is {shape.metadata['max']}")
            for index, item in enumerate(value):
                _botocore_constraints(item, shape.member, f"{path}[{index}]", reasons)
        return
    if shape.type_name == "map":
        if isinstance(value, dict):
            for key, item in value.items():
                _botocore_constraints(key, shape.key, f"{path}<key>", reasons)
                _botocore_constraints(item, shape.value, f"{path}.{key}", reasons)
        return
    if shape.type_name == "string" and isinstance(value, str):
        enum = getattr(shape, "enum", None) or []
        if enum and value not in enum:
            reasons.append(f"{path}: {value!r} is not one of the model's enum values {enum}")
        if "max" in shape.metadata and len(value) > shape.metadata["max"]:
            reasons.append(f"{path}: length {len(value)} exceeds the model's max {shape.metadata['max']}")
        pattern = shape.metadata.get("pattern")
        if pattern:
            try:
                if re.search(pattern, value) is None:
                    reasons.append(f"{path}: {value!r} does not match the model's pattern {pattern!r}")
            except re.error:
                pass
        return
    if shape.type_name in ("integer", "long", "float", "double") and isinstance(value, (int, float)):
        if "max" in shape.metadata and value > shape.metadata["max"]:
            reasons.append(f"{path}: {value} exceeds the model's max {shape.metadata['max']}")


def check_bedrock(document: Any) -> None:
    from botocore.validate import ParamValidator

    _, operation = _bedrock_model()
    reasons: list[str] = []
    if not (isinstance(document, dict) and list(document) == ["toolResult"]):
        reasons.append("document: must be a ContentBlock holding exactly the `toolResult` member")
    params = {"modelId": "x", "messages": [{"role": "user", "content": [document]}]}
    errors = ParamValidator().validate(params, operation.input_shape)
    if errors.has_errors():
        report = errors.generate_report()
        reasons.extend(
            "botocore ParamValidator (Converse input): " + line.strip()
            for line in report.splitlines()
            if line.strip() and not line.startswith("Parameter validation failed")
        )
    constraint_reasons: list[str] = []
    _botocore_constraints(params, operation.input_shape, "", constraint_reasons)
    reasons.extend(f"botocore service model (Converse input): {reason.lstrip('.')}" for reason in constraint_reasons)
    if reasons:
        raise Invalid(reasons)


_WELL_KNOWN_ANY = {"google.protobuf.Value"}
_WELL_KNOWN_OBJECT = {"google.protobuf.Struct"}
_WELL_KNOWN_STRING = {"google.protobuf.Timestamp", "google.protobuf.Duration", "google.protobuf.FieldMask"}


def _proto_required(field: Any) -> bool:
    from google.api import field_behavior_pb2

    return field_behavior_pb2.REQUIRED in field.GetOptions().Extensions[field_behavior_pb2.field_behavior]


def _proto_walk(value: Any, descriptor: Any, path: str, reasons: list[str]) -> None:
    """ProtoJSON as the SDK itself writes it (MessageToDict): lowerCamelCase json names
    only, enums by name, no nulls; plus the proto's google.api.field_behavior REQUIRED
    members (non-empty) and exactly one member of each real oneof, as the SDK's own
    JSON-schema generator (a2a.server.routes._proto_schema) states them."""

    here = path or "<root>"
    if descriptor.full_name in _WELL_KNOWN_ANY:
        return
    if descriptor.full_name in _WELL_KNOWN_OBJECT:
        if not isinstance(value, dict):
            reasons.append(f"{here}: must be a JSON object ({descriptor.full_name})")
        return
    if descriptor.full_name in _WELL_KNOWN_STRING:
        if not isinstance(value, str):
            reasons.append(f"{here}: must be a string ({descriptor.full_name})")
        return
    if not isinstance(value, dict):
        reasons.append(f"{here}: must be a JSON object ({descriptor.full_name})")
        return
    by_json = {field.json_name: field for field in descriptor.fields}
    by_name = {field.name: field for field in descriptor.fields}
    for key, item in value.items():
        sub = f"{path}.{key}" if path else key
        field = by_json.get(key)
        if field is None:
            if key in by_name:
                reasons.append(f"{sub}: proto field name; the wire (json) name is {by_name[key].json_name!r}")
            else:
                reasons.append(f"{sub}: unknown field of {descriptor.full_name}")
            continue
        message = field.message_type
        if item is None:
            if not (message is not None and message.full_name in _WELL_KNOWN_ANY):
                reasons.append(f"{sub}: null is not allowed (omit the member instead)")
            continue
        if message is not None and message.GetOptions().map_entry:
            if not isinstance(item, dict):
                reasons.append(f"{sub}: must be a JSON object (map)")
                continue
            value_field = message.fields_by_name["value"]
            for map_key, map_item in item.items():
                _proto_scalar_or_message(map_item, value_field, f"{sub}.{map_key}", reasons)
            continue
        if field.is_repeated:
            if not isinstance(item, list):
                reasons.append(f"{sub}: must be an array")
                continue
            for index, element in enumerate(item):
                _proto_scalar_or_message(element, field, f"{sub}[{index}]", reasons)
            continue
        _proto_scalar_or_message(item, field, sub, reasons)
    for field in descriptor.fields:
        if not _proto_required(field):
            continue
        sub = f"{path}.{field.json_name}" if path else field.json_name
        present = value.get(field.json_name)
        if present is None:
            reasons.append(f"{sub}: missing (google.api.field_behavior = REQUIRED)")
        elif present in ("", []) or (isinstance(present, str) and present.endswith("_UNSPECIFIED")):
            reasons.append(f"{sub}: empty or UNSPECIFIED (google.api.field_behavior = REQUIRED)")
    for oneof in descriptor.oneofs:
        if len(oneof.fields) <= 1:  # proto3 `optional` (synthetic) oneofs
            continue
        chosen = [field.json_name for field in oneof.fields if value.get(field.json_name) is not None]
        if len(chosen) != 1:
            names = [field.json_name for field in oneof.fields]
            reasons.append(f"{here}: exactly one of {names} (oneof {oneof.name}) must be set, found {chosen}")


def _proto_scalar_or_message(value: Any, field: Any, path: str, reasons: list[str]) -> None:
    from google.protobuf.descriptor import FieldDescriptor

    kind = field.type
    if kind == FieldDescriptor.TYPE_MESSAGE:
        _proto_walk(value, field.message_type, path, reasons)
    elif kind == FieldDescriptor.TYPE_ENUM:
        names = [item.name for item in field.enum_type.values]
        if not isinstance(value, str) or value not in names:
            reasons.append(f"{path}: must be one of the enum names {names} (got {short(value)})")
    elif kind == FieldDescriptor.TYPE_STRING:
        if not isinstance(value, str):
            reasons.append(f"{path}: must be a string (got {short(value)})")
    elif kind == FieldDescriptor.TYPE_BOOL:
        if not isinstance(value, bool):
            reasons.append(f"{path}: must be a boolean (got {short(value)})")
    elif kind == FieldDescriptor.TYPE_BYTES:
        if not isinstance(value, str):
            reasons.append(f"{path}: must be a base64 string (got {short(value)})")
    elif kind in (FieldDescriptor.TYPE_INT64, FieldDescriptor.TYPE_UINT64, FieldDescriptor.TYPE_FIXED64,
                  FieldDescriptor.TYPE_SFIXED64, FieldDescriptor.TYPE_SINT64):
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            reasons.append(f"{path}: must be an integer or decimal string (got {short(value)})")
    elif kind in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            reasons.append(f"{path}: must be a number (got {short(value)})")
    else:  # 32-bit integers
        if isinstance(value, bool) or not isinstance(value, int):
            reasons.append(f"{path}: must be an integer (got {short(value)})")


def check_a2a(document: Any) -> None:
    from a2a.types import Task
    from google.protobuf import json_format

    reasons: list[str] = []
    try:
        json_format.Parse(json.dumps(document), Task(), ignore_unknown_fields=False)
    except json_format.ParseError as error:
        reasons.append(f"a2a.types.Task (google.protobuf.json_format.Parse): {error}")
    walk: list[str] = []
    _proto_walk(document, Task.DESCRIPTOR, "", walk)
    reasons.extend(f"a2a.types.Task ({Task.DESCRIPTOR.full_name}): {reason}" for reason in walk)
    if reasons:
        raise Invalid(reasons)


def check_acp(document: Any) -> None:
    from acp.schema import SessionNotification, ToolCallProgress

    notification = validate_model(SessionNotification, document, "acp.schema.SessionNotification")
    if not isinstance(notification.update, ToolCallProgress):
        raise Invalid("acp.schema.SessionNotification: update must be a ToolCallProgress (sessionUpdate \"tool_call_update\")")


SDK_CHECKS: dict[str, Callable[[Any], None]] = {
    "mcp": check_mcp,
    "claude": check_claude,
    "openai.chat": check_openai_chat,
    "openai.responses": check_openai_responses,
    "gemini": check_gemini,
    "bedrock": check_bedrock,
    "a2a": check_a2a,
    "acp": check_acp,
}


# --------------------------------------------------------------------------- payload layer


def _json_object(text: Any) -> Any:
    if not isinstance(text, str):
        return None
    try:
        value = strict_json_loads(text)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _texts_and_objects(blocks: Any, text_key: str = "text", object_keys: tuple[str, ...] = ()) -> list[Any]:
    """Candidate payload objects: objects under `object_keys` of each block, and the
    JSON objects held as text under `text_key`."""
    found: list[Any] = []
    if isinstance(blocks, str):
        found.append(_json_object(blocks))
        return found
    for block in blocks or []:
        if not isinstance(block, dict):
            continue
        found.append(_json_object(block.get(text_key)))
        for key in object_keys:
            if isinstance(block.get(key), dict):
                found.append(block[key])
    return found


def payload_view(fmt: str, doc: dict[str, Any]) -> tuple[bool | None, list[Any]]:
    """(error flag or None where the format has none, candidate payload objects)."""
    if fmt == "mcp":
        return bool(doc.get("isError", False)), [doc.get("structuredContent"), *_texts_and_objects(doc.get("content"))]
    if fmt == "claude":
        return bool(doc.get("is_error", False)), _texts_and_objects(doc.get("content"))
    if fmt == "openai.chat":
        return None, _texts_and_objects(doc.get("content"))
    if fmt == "openai.responses":
        return None, _texts_and_objects(doc.get("output"))
    if fmt == "gemini":
        response = (doc.get("functionResponse") or {}).get("response") or {}
        return "error" in response, [response.get("error"), response.get("output")]
    if fmt == "bedrock":
        result = doc.get("toolResult") or {}
        return result.get("status") == "error", _texts_and_objects(result.get("content"), object_keys=("json",))
    if fmt == "a2a":
        status = doc.get("status") or {}
        parts = list((status.get("message") or {}).get("parts") or [])
        for artifact in doc.get("artifacts") or []:
            parts.extend(artifact.get("parts") or [])
        return status.get("state") != "TASK_STATE_COMPLETED", _texts_and_objects(parts, object_keys=("data",))
    if fmt == "acp":
        update = doc.get("update") or {}
        contents = [item.get("content") for item in update.get("content") or [] if isinstance(item, dict)]
        return update.get("status") == "failed", [update.get("rawOutput"), *_texts_and_objects(contents)]
    raise AssertionError(fmt)


def check_payload(fmt: str, case: str, doc: Any) -> None:
    flag, candidates = payload_view(fmt, doc)
    objects = [item for item in candidates if isinstance(item, dict)]
    reasons: list[str] = []
    if case in FAILURE_CASES:
        if flag is False:
            reasons.append("payload layer: a failure case must set the format's error flag")
        payloads = [item for item in objects if item.get("errorCategory") == case]
        if not payloads:
            reasons.append(f"payload layer: no payload object with errorCategory {case!r} (structured or as JSON text)")
        for payload in payloads:
            for key, kind in (("isRetryable", bool), ("description", str), ("code", str)):
                if not isinstance(payload.get(key), kind):
                    reasons.append(f"payload layer: payload member {key!r} missing or not a {kind.__name__}")
    elif case in SUCCESS_CASES:
        # A success of any JSON shape: never flagged, and never a payload at
        # the top of what the format carries (a payload quoted inside a
        # list is the tool's data).
        if flag is True:
            reasons.append(f"payload layer: a {case!r} result must not set the format's error flag")
        if any("errorCategory" in item for item in objects):
            reasons.append(f"payload layer: a {case!r} result must not carry an error payload")
    else:
        if flag is True:
            reasons.append(f"payload layer: an {case!r} result must not set the format's error flag")
        if not any(isinstance(item.get("resultCount"), int) and not isinstance(item.get("resultCount"), bool)
                   for item in objects):
            reasons.append("payload layer: no result object with an integer resultCount (structured or as JSON text)")
        if any("errorCategory" in item for item in objects):
            reasons.append(f"payload layer: an {case!r} result must not carry an error payload")
    if reasons:
        raise Invalid(reasons)


# --------------------------------------------------------------------------- driver


def check_line(text: str, payload_checks: bool) -> tuple[str | None, str | None]:
    """Validate one line; returns (format, case) or raises Invalid."""
    try:
        line = strict_json_loads(text)
    except ValueError as error:
        raise Invalid(f"not valid JSON: {error}")
    if not isinstance(line, dict):
        raise Invalid("a line must be a JSON object")
    fmt, case = line.get("format"), line.get("case")
    reasons = []
    if set(line) != ENVELOPE_KEYS:
        extra = sorted(set(line) - ENVELOPE_KEYS)
        missing = sorted(ENVELOPE_KEYS - set(line))
        reasons.append(f"line keys must be exactly {sorted(ENVELOPE_KEYS)} (extra {extra}, missing {missing})")
    if fmt not in FORMATS:
        reasons.append(f"unknown format {short(fmt)}")
    if case not in CASES:
        reasons.append(f"unknown case {short(case)}")
    if reasons:
        raise Invalid(reasons)
    document = line["document"]
    if not isinstance(document, dict):
        raise Invalid("document must be a JSON object")
    SDK_CHECKS[fmt](document)
    if payload_checks:
        check_payload(fmt, case, document)
    return fmt, case


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("file", nargs="?", help="JSON-lines file (default: stdin)")
    parser.add_argument("--expect-invalid", action="store_true",
                        help="exit 0 only if every line is rejected (negative tests)")
    parser.add_argument("--sdk-only", action="store_true",
                        help="skip the payload layer (toolerror's own contract)")
    args = parser.parse_args(argv)

    try:
        import a2a.types, acp.schema, anthropic, botocore, google.genai, mcp.types, openai, pydantic  # noqa: F401,E401
    except ImportError as error:
        print(f"validate_formats: SDK missing ({error}); install requirements.txt", file=sys.stderr)
        return 2

    stream = open(args.file, encoding="utf-8") if args.file else sys.stdin
    with stream:
        lines = stream.read().splitlines()

    seen: dict[tuple[str, str], int] = {}
    failures = 0
    accepted = 0
    total = 0
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        total += 1
        label = f"line {number}"
        try:
            probe = strict_json_loads(text)
            if isinstance(probe, dict):
                label += f" format={probe.get('format')} case={probe.get('case')}"
        except ValueError:
            pass
        try:
            fmt, case = check_line(text, payload_checks=not args.sdk_only)
        except Invalid as error:
            if args.expect_invalid:
                print(f"rejected as expected: {label}: {error.reasons[0]}"
                      + (f" (+{len(error.reasons) - 1} more)" if len(error.reasons) > 1 else ""))
            else:
                failures += 1
                print(f"INVALID {label}:", file=sys.stderr)
                for reason in error.reasons:
                    print(f"    {reason}", file=sys.stderr)
            continue
        accepted += 1
        seen[(fmt, case)] = seen.get((fmt, case), 0) + 1
        if args.expect_invalid:
            print(f"NOT REJECTED {label}: accepted, but this line was expected to be invalid", file=sys.stderr)

    if args.expect_invalid:
        if total == 0:
            print("validate_formats: no lines to check", file=sys.stderr)
            return 1
        if accepted:
            print(f"validate_formats: {accepted} of {total} negative lines were accepted", file=sys.stderr)
            return 1
        print(f"validate_formats: all {total} negative lines rejected")
        return 0

    missing = [(fmt, case) for fmt in FORMATS for case in CASES if (fmt, case) not in seen]
    if missing:
        print(f"validate_formats: {len(missing)} (format, case) pairs missing from the grid:", file=sys.stderr)
        for fmt, case in missing:
            print(f"    {fmt} / {case}", file=sys.stderr)
    if failures or missing:
        print(f"validate_formats: FAILED: {failures} invalid of {total} lines, {len(missing)} grid pairs missing",
              file=sys.stderr)
        return 1
    layers = "SDK types" if args.sdk_only else "SDK types + payload layer"
    print(f"validate_formats: {total} lines valid ({layers}), {len(seen)}/{len(FORMATS) * len(CASES)} "
          f"(format, case) pairs covered across {len(FORMATS)} formats")
    return 0


if __name__ == "__main__":
    sys.exit(main())
