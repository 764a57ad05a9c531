"""Loading YAML rule specs with the line and column of every node, and the spec helpers
generators use (parameters by player count, `{{ parameter }}` placeholders).

YAML is composed with SafeLoader (marks kept) and constructed by SafeConstructor, so nothing but
plain data can come out of a spec. Paths are tuples of mapping keys (always str) and sequence
indices (int), the same shape as jsonschema's `absolute_path`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .. import yamlio
from ..errors import InputError

Path_ = tuple[str | int, ...]
Mark = tuple[int, int]  # 1-based line, column

# Sections whose entries carry an `id` and evidence (parameters are a map, handled apart).
ENTRY_SECTIONS = ("components", "setup", "rules", "scoring", "end", "examples")
RULE_SECTIONS = ("setup", "rules", "scoring", "end")  # what `rule:` in a discrepancy may name
LANGS = ("ja", "zh-Hant", "en")


@dataclass
class Document:
    """A parsed YAML file: plain data, the mark of every value and of every mapping key."""

    path: Path
    data: Any
    marks: dict[Path_, Mark] = field(default_factory=dict)
    key_marks: dict[Path_, Mark] = field(default_factory=dict)
    duplicates: list[tuple[Path_, Mark]] = field(default_factory=list)  # repeated mapping keys

    def where(self, path: Path_, key: bool = False) -> Mark:
        """Mark of the node at path (of its key when key=True), else of its nearest ancestor."""
        p = tuple(path)
        if key and p in self.key_marks:
            return self.key_marks[p]
        while p:
            if p in self.marks:
                return self.marks[p]
            p = p[:-1]
        return self.marks.get((), (1, 1))

    def get(self, path: Path_, default: Any = None) -> Any:
        node = self.data
        for k in path:
            try:
                node = node[k]
            except (KeyError, IndexError, TypeError):
                return default
        return node


def _mark(node: yaml.Node) -> Mark:
    return node.start_mark.line + 1, node.start_mark.column + 1


def load_yaml(path: Path | str, what: str = "a YAML mapping") -> Document:
    """Parse a YAML file keeping marks. Unusable input (missing, not a regular file, too large, not
    UTF-8, not YAML, an alias bomb, too deep, empty) raises InputError naming the file and, where
    known, the line and column (rulestone/yamlio.py holds the bounds)."""
    path = Path(path)
    where = str(path)
    loader, root = yamlio.compose(yamlio.read_text(path, what), where)
    try:
        if root is None:
            raise InputError(where, f"empty file: expected {what}")
        doc = Document(path, None)
        doc.data = _build(loader, root, (), doc)
    except yaml.MarkedYAMLError as e:
        raise yamlio.syntax_error(e, where) from None
    except ValueError as e:  # an int yamlio's digit check did not see (merge keys): still bad input
        raise InputError(where, f"expected a number Python can read, found one it cannot ({e})") from None
    finally:
        loader.dispose()
    return doc


def _build(loader: Any, node: yaml.Node, path: Path_, doc: Document) -> Any:
    doc.marks[path] = _mark(node)
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)  # resolve `<<` merge keys as SafeLoader would
        out: dict[Any, Any] = {}
        for knode, vnode in node.value:
            key = loader.construct_object(knode, deep=True)
            if isinstance(key, (list, dict)):
                raise yaml.MarkedYAMLError("while reading a mapping", node.start_mark,
                                           "a key must be a scalar", knode.start_mark)
            skey = key if isinstance(key, str) else str(key).lower() if isinstance(key, bool) else str(key)
            sub = (*path, skey)
            if skey in out:
                doc.duplicates.append((sub, _mark(knode)))
            doc.key_marks[sub] = _mark(knode)
            out[skey] = _build(loader, vnode, sub, doc)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(loader, v, (*path, i), doc) for i, v in enumerate(node.value)]
    return loader.construct_object(node, deep=True)


def json_path(path: Path_) -> str:
    """`$.rules[3].text['zh-Hant']`, as jsonschema writes it."""
    out = "$"
    for elem in path:
        if isinstance(elem, int):
            out += f"[{elem}]"
        elif re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", elem):
            out += "." + elem
        else:
            out += "['" + elem.replace("\\", "\\\\").replace("'", "\\'") + "']"
    return out


# ---------------------------------------------------------------------------------------------
# Specs


class ByPlayers(dict):
    """A parameter value that depends on the player count: {players: value}. Renders as the
    values in player order (`8/5/5/4`); `{{ name[3] }}` picks one."""

    def __str__(self) -> str:
        return "/".join(str(self[k]) for k in sorted(self))


@dataclass
class Spec(Document):
    @property
    def game_id(self) -> str:
        return str(self.get(("game", "id"), self.path.stem))

    @property
    def editions(self) -> dict[str, str]:
        eds = self.get(("game", "editions"), {})
        return {k: v for k, v in eds.items() if isinstance(v, str)} if isinstance(eds, dict) else {}

    @property
    def player_counts(self) -> list[int]:
        lo, hi = self.get(("game", "players", "min")), self.get(("game", "players", "max"))
        if isinstance(lo, int) and isinstance(hi, int) and not isinstance(lo, bool) and lo <= hi:
            return list(range(lo, hi + 1))
        return []

    @property
    def parameters(self) -> dict[str, Any]:
        params = self.get(("parameters",), {})
        return params if isinstance(params, dict) else {}

    def parameter(self, name: str, players: int | None = None) -> Any:
        """The value of a parameter; for `{by_players: ...}` the value for `players`, or all of
        them as a ByPlayers map when players is None."""
        if name not in self.parameters:
            raise KeyError(f"{self.path}: no parameter {name!r} (have: {', '.join(self.parameters)})")
        value = self.parameters[name].get("value") if isinstance(self.parameters[name], dict) else None
        if not (isinstance(value, dict) and "by_players" in value):
            return value
        table = ByPlayers({int(k): v for k, v in value["by_players"].items()})
        if players is None:
            return table
        if players not in table:
            raise ValueError(f"{self.path}: parameter {name!r} has no value for {players} players "
                             f"(has {', '.join(map(str, sorted(table)))})")
        return table[players]

    def entries(self) -> Iterator[tuple[Path_, dict[str, Any]]]:
        """(path, entry) for every entry of components, setup, rules, scoring, end, examples."""
        for section in ENTRY_SECTIONS:
            items = self.get((section,), [])
            if isinstance(items, list):
                for i, e in enumerate(items):
                    if isinstance(e, dict):
                        yield (section, i), e

    def rule_ids(self) -> dict[str, Path_]:
        """id -> path of every entry `rule:` may name (setup, rules, scoring, end)."""
        out: dict[str, Path_] = {}
        for path, e in self.entries():
            if path[0] in RULE_SECTIONS and isinstance(e.get("id"), str):
                out.setdefault(e["id"], path)
        return out


def load_spec(path: Path | str) -> Spec:
    doc = load_yaml(path, "a rule spec (see docs/spec-format.md)")
    return Spec(doc.path, doc.data, doc.marks, doc.key_marks, doc.duplicates)


# ---------------------------------------------------------------------------------------------
# Placeholders


# A placeholder is `{{ name }}` or `{{ name[N] }}` and nothing else: spec text is data, so no
# template engine ever sees it. Any other `{{ … }}`, `{% … %}` or `{# … #}` stays literal text and
# is a validation error (placeholder_refs).
_PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\[\s*(\d{1,3})\s*\])?\s*\}\}")
_TEMPLATE_SYNTAX = re.compile(r"\{[{%#]")


def placeholders(text: str) -> list[str]:
    """Parameter names used by `{{ name }}` / `{{ name[N] }}` in a spec text. Raises ValueError for
    any other template-like construct (spec text is data, not a template)."""
    return [name for name, _ in placeholder_refs(text)]


def placeholder_refs(text: str) -> list[tuple[str, int | None]]:
    """(parameter name, N of `name[N]` or None) for every placeholder; see placeholders()."""
    refs = [(m.group(1), int(m.group(2)) if m.group(2) else None) for m in _PLACEHOLDER.finditer(text)]
    rest = _PLACEHOLDER.sub("", text)
    if m := _TEMPLATE_SYNTAX.search(rest):
        close = {"{{": "}}", "{%": "%}", "{#": "#}"}[m.group(0)]
        end = rest.find(close, m.end())
        found = rest[m.start():end + 2] if end >= 0 else rest[m.start():m.start() + 40]
        raise ValueError(f"expected only {{{{ parameter }}}} or {{{{ parameter[N] }}}} placeholders, "
                         f"found {found!r}")
    return refs


def render_text(text: str, spec: Spec, players: int | None = None) -> str:
    """Fill `{{ parameter }}` placeholders from the spec's parameters (for `players` when given).
    Plain text: no escaping, nothing evaluated; other `{{ … }}` stays as written. A placeholder
    naming no parameter raises ValueError (validation reports it first: no command renders a
    spec that failed validation); one whose value cannot be had stays as written."""
    def value(m: re.Match[str]) -> str:
        name, n = m.group(1), m.group(2)
        if name not in spec.parameters:
            raise ValueError(f"{spec.path}: placeholder {{{{ {name} }}}} names no parameter")
        try:
            v = spec.parameter(name, players)
            if n is not None:
                if not isinstance(v, ByPlayers) or int(n) not in v:
                    return m.group(0)
                v = v[int(n)]
        except (KeyError, ValueError, TypeError):
            return m.group(0)
        return str(v)

    return _PLACEHOLDER.sub(value, text)
