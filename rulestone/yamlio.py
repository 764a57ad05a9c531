"""YAML in and out.

In: every spec, manifest, glossary, clauses file, expectations file and facts file is read through
`load` / `compose` here. Semantics are yaml.safe_load's (SafeConstructor: plain data only, a
`!!python/...` tag is an error), with bounds a hostile file cannot get past: a size limit, a
nesting limit, an alias budget (a 300-byte "billion laughs" would otherwise expand to gigabytes
wherever the data is walked), no recursive aliases, and integers of at most 4,300 digits (Python's
own int limit, reported as bad input with the line instead of a ValueError). Every refusal is an
InputError naming the file, line and column.

Out: deterministic YAML: key order as given, unicode kept, no line folding, short lists inline.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, NoReturn

import yaml

from .errors import InputError

# libyaml's safe parser when PyYAML was built with it (same marks, same SafeConstructor).
Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

DEFAULT_MAX_BYTES = 16 * 1024 * 1024  # the largest real file (a spec) is 0.2 MB
MAX_DEPTH = 64  # real specs nest < 12 deep; construction recurses, so this also keeps it off the C stack
# Nodes an alias may add when the data is walked as a tree: shared anchors are a convenience, not
# a way to multiply a document (the specs use none today).
ALIAS_BUDGET = 10_000
MAX_INT_DIGITS = 4300
_INT = "tag:yaml.org,2002:int"
# The tags plain data may carry (explicitly or resolved): anything else, `!!python/...`, `!!set`,
# `!!binary` or a local `!tag`, is refused with its line rather than dropped or constructed.
_CORE = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_CORE + t for t in ("str", "int", "float", "bool", "null", "timestamp", "merge")}
_MAPPING_TAGS = {_CORE + "map"}
_SEQUENCE_TAGS = {_CORE + "seq"}


def max_bytes() -> int:
    """The size limit of a YAML or JSON input: RULESTONE_MAX_YAML_BYTES, else 16 MiB."""
    value = os.environ.get("RULESTONE_MAX_YAML_BYTES", "")
    if not value:
        return DEFAULT_MAX_BYTES
    if not value.isdigit() or len(value) > 18:
        raise InputError("RULESTONE_MAX_YAML_BYTES", f"expected a number of bytes, found {value[:40]!r}")
    return int(value)


# ---------------------------------------------------------------------------------------------
# Reading


def read_text(path: Path | str, what: str, limit: int | None = None) -> str:
    """The UTF-8 text of a regular file no larger than `limit` bytes, or InputError."""
    return read_bytes(path, what, limit).decode_text()


class _Bytes(bytes):
    path: str
    what: str

    def decode_text(self) -> str:
        try:
            return self.decode("utf-8")
        except UnicodeDecodeError as e:
            raise InputError(self.path, f"expected UTF-8 text ({self.what}), found byte "
                                        f"0x{self[e.start]:02x} at offset {e.start}") from None


def read_bytes(path: Path | str, what: str, limit: int | None = None, hint: str = "") -> _Bytes:
    """Bytes of a regular file (stat before open, so a FIFO or device never blocks or streams)."""
    limit = max_bytes() if limit is None else limit
    p = str(path)
    try:
        st = os.stat(p)
    except FileNotFoundError:
        raise InputError(p, f"no such file: expected {what}") from None
    except OSError as e:
        raise InputError(p, f"cannot read: {e.strerror}") from None
    if stat.S_ISDIR(st.st_mode):
        raise InputError(p, f"is a directory: expected {what}")
    if not stat.S_ISREG(st.st_mode):
        raise InputError(p, f"not a regular file (a FIFO, socket or device): expected {what}")
    if st.st_size > limit:
        raise InputError(p, f"too large: {st.st_size} bytes, expected {what} of at most {limit} bytes{hint}")
    try:
        with open(p, "rb") as f:
            data = f.read(limit + 1)
    except OSError as e:
        raise InputError(p, f"cannot read: {e.strerror}") from None
    if len(data) > limit:  # grew between stat and read
        raise InputError(p, f"too large: over {limit} bytes, expected {what}{hint}")
    out = _Bytes(data)
    out.path, out.what = p, what
    return out


# ---------------------------------------------------------------------------------------------
# Bounded composition


def _where(node: yaml.Node) -> tuple[int, int]:
    return node.start_mark.line + 1, node.start_mark.column + 1


def check_node(root: yaml.Node, where: str) -> None:
    """Refuse over-deep, recursive or alias-multiplied node graphs, tags other than plain data's,
    and over-long integers. Each distinct node is visited once (recursion is bounded by MAX_DEPTH)."""
    size: dict[int, int] = {}  # id(node) -> nodes of its subtree with aliases expanded
    height: dict[int, int] = {}  # id(node) -> levels from it down, aliases followed
    on_path: set[int] = set()

    def fail(node: yaml.Node, message: str) -> NoReturn:
        line, col = _where(node)
        raise InputError(where, message, line, col)

    def visit(node: yaml.Node, depth: int) -> None:
        key = id(node)
        if key in size:
            if depth - 1 + height[key] > MAX_DEPTH:  # an alias reaching deeper than where it was defined
                fail(node, f"expected at most {MAX_DEPTH} levels of nesting, found more")
            return
        if key in on_path:
            fail(node, "expected plain data, found a recursive alias (a node containing itself)")
        if depth > MAX_DEPTH:
            fail(node, f"expected at most {MAX_DEPTH} levels of nesting, found more")
        if isinstance(node, yaml.ScalarNode):
            if node.tag not in _SCALAR_TAGS:
                fail(node, f"expected plain data (str, number, list, mapping), found the tag {node.tag!r}")
            if node.tag == _INT and len(node.value) > MAX_INT_DIGITS and \
                    sum(ch.isdigit() for ch in node.value) > MAX_INT_DIGITS:
                fail(node, f"expected an integer of at most {MAX_INT_DIGITS} digits, found "
                           f"{len(node.value)} characters")
            size[key] = height[key] = 1
            return
        mapping = isinstance(node, yaml.MappingNode)
        if node.tag not in (_MAPPING_TAGS if mapping else _SEQUENCE_TAGS):
            fail(node, f"expected plain data (str, number, list, mapping), found the tag {node.tag!r}")
        on_path.add(key)
        total, tallest = 1, 0
        for child in (c for pair in node.value for c in pair) if mapping else node.value:
            visit(child, depth + 1)
            total += size[id(child)]
            tallest = max(tallest, height[id(child)])
        on_path.discard(key)
        size[key], height[key] = total, tallest + 1

    visit(root, 1)
    distinct = len(size)
    expanded = size[id(root)]
    if expanded - distinct > ALIAS_BUDGET:
        fail(root, f"expected aliases to add at most {ALIAS_BUDGET} nodes, found {expanded - distinct} "
                   "(an alias bomb?)")


def _mark_of(e: yaml.MarkedYAMLError) -> tuple[int | None, int | None]:
    mark = e.problem_mark or e.context_mark
    return (mark.line + 1, mark.column + 1) if mark else (None, None)


def compose(text: str, where: str) -> tuple[Any, yaml.Node | None]:
    """(loader, root node or None for an empty document), bounds checked. The caller constructs
    from the loader and must call loader.dispose()."""
    loader = Loader(text)
    try:
        root = loader.get_single_node()
    except yaml.MarkedYAMLError as e:
        loader.dispose()
        raise syntax_error(e, where) from None
    except yaml.YAMLError as e:
        loader.dispose()
        raise InputError(where, f"expected YAML, found an error: {e}") from None
    if root is not None:
        try:
            check_node(root, where)
        except InputError:
            loader.dispose()
            raise
    return loader, root


def syntax_error(e: yaml.MarkedYAMLError, where: str) -> InputError:
    line, col = _mark_of(e)
    problem = e.problem or e.context or "invalid YAML"
    if isinstance(e, yaml.constructor.ConstructorError) and "could not determine a constructor" in problem:
        problem = "expected plain data (str, number, list, mapping), found the tag " \
                  + problem.rpartition("tag ")[2]
    return InputError(where, f"YAML syntax error: {' '.join(str(problem).split())}", line, col)


def construct(loader: Any, node: yaml.Node, where: str) -> Any:
    """SafeConstructor on a checked node, errors as InputError."""
    try:
        return loader.construct_document(node)
    except yaml.MarkedYAMLError as e:
        raise syntax_error(e, where) from None
    except ValueError as e:  # belt and braces: an int the digit check did not see
        raise InputError(where, f"expected a number Python can read, found one it cannot ({e})") from None


def loads(text: str | bytes, where: str, what: str = "YAML") -> Any:
    """yaml.safe_load with the bounds above; None for an empty document."""
    if isinstance(text, bytes):
        if len(text) > max_bytes():
            raise InputError(where, f"too large: {len(text)} bytes, expected {what} of at most "
                                    f"{max_bytes()} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as e:
            raise InputError(where, f"expected UTF-8 text ({what}), found byte 0x{text[e.start]:02x} at "
                                    f"offset {e.start}") from None
    loader, root = compose(text, where)
    try:
        return None if root is None else construct(loader, root, where)
    finally:
        loader.dispose()


def load(path: Path | str, what: str = "YAML") -> Any:
    """yaml.safe_load of a file with the bounds above (regular file, size, nesting, aliases, ints)."""
    return loads(read_text(path, what), str(path), what)


def loads_json(text: str | bytes, where: str) -> Any:
    """json.loads with over-deep nesting and over-long integers reported as bad input."""
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(where, f"expected JSON, found {e.msg}", e.lineno, e.colno) from None
    except UnicodeDecodeError as e:
        raise InputError(where, f"expected UTF-8 JSON, found a byte that is not UTF-8 at offset {e.start}") \
            from None
    except RecursionError:
        raise InputError(where, "expected JSON nested at most a few hundred levels, found deeper") from None
    except ValueError as e:  # int longer than sys.get_int_max_str_digits()
        raise InputError(where, f"expected a number Python can read, found one it cannot ({e})") from None


# ---------------------------------------------------------------------------------------------
# Writing


class _Dumper(yaml.SafeDumper):
    pass


def _str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    style = "|" if "\n" in value and not value.endswith((" ", "\t")) and "\r" not in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _str)


def dump(data: Any) -> str:
    return yaml.dump(data, Dumper=_Dumper, allow_unicode=True, sort_keys=False, width=10_000,
                     default_flow_style=None)
