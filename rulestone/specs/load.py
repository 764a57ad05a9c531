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

import jinja2
import jinja2.nodes
import yaml

from ..errors import InputError

# Composition (never yaml.load): libyaml's safe parser when PyYAML was built with it (4x faster,
# same marks and the same SafeConstructor), else the pure-Python SafeLoader.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

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
    """Parse a YAML file keeping marks. Unusable input (missing, unreadable, not YAML, empty)
    raises InputError naming the file and, for syntax errors, the line and column."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputError(str(path), f"no such file: expected {what}") from None
    except IsADirectoryError:
        raise InputError(str(path), f"is a directory: expected {what}") from None
    except UnicodeDecodeError as e:
        raise InputError(str(path), f"not UTF-8 text (byte {e.start}): expected {what}") from None
    except OSError as e:
        raise InputError(str(path), f"cannot read: {e.strerror}") from None
    loader = _Loader(text)
    try:
        root = loader.get_single_node()
        if root is None:
            raise InputError(str(path), f"empty file: expected {what}")
        doc = Document(path, None)
        doc.data = _build(loader, root, (), doc)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        problem = e.problem or e.context or "invalid YAML"
        raise InputError(str(path), f"YAML syntax error: {problem}",
                         mark.line + 1 if mark else None, mark.column + 1 if mark else None) from None
    except yaml.YAMLError as e:
        raise InputError(str(path), f"YAML error: {e}") from None
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


_ENV = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False, keep_trailing_newline=True)
_ALLOWED_NODES = (jinja2.nodes.Template, jinja2.nodes.Output, jinja2.nodes.TemplateData, jinja2.nodes.Name,
                  jinja2.nodes.Getitem, jinja2.nodes.Const)


def placeholders(text: str) -> list[str]:
    """Parameter names used by `{{ name }}` / `{{ name[N] }}` in a spec text. Raises ValueError
    for a syntax error or for any other Jinja construct (spec text is data, not a template)."""
    return [name for name, _ in placeholder_refs(text)]


def placeholder_refs(text: str) -> list[tuple[str, int | None]]:
    """(parameter name, N of `name[N]` or None) for every placeholder; see placeholders()."""
    try:
        tree = _ENV.parse(text)
    except jinja2.TemplateSyntaxError as e:
        raise ValueError(f"placeholder syntax error: {e.message}") from None
    refs: list[tuple[str, int | None]] = []
    indexed: set[int] = set()  # ids of Name nodes already counted through their Getitem
    for node in tree.find_all(jinja2.nodes.Node):
        if not isinstance(node, _ALLOWED_NODES):
            raise ValueError(f"only {{{{ parameter }}}} or {{{{ parameter[N] }}}} placeholders are allowed, "
                             f"found a Jinja {type(node).__name__.lower()}")
        if isinstance(node, jinja2.nodes.Getitem) and not (
                isinstance(node.node, jinja2.nodes.Name) and isinstance(node.arg, jinja2.nodes.Const)
                and isinstance(node.arg.value, int)):
            raise ValueError("only `parameter[N]` (N a player count) may be indexed")
        if isinstance(node, jinja2.nodes.Getitem):
            refs.append((node.node.name, node.arg.value))
            indexed.add(id(node.node))
        elif isinstance(node, jinja2.nodes.Name) and id(node) not in indexed:
            refs.append((node.name, None))
    return refs


def render_text(text: str, spec: Spec, players: int | None = None) -> str:
    """Fill `{{ parameter }}` placeholders from the spec's parameters (for `players` when given).
    Plain text: no escaping; an unknown name raises jinja2.UndefinedError."""
    values = {name: spec.parameter(name, players) for name in spec.parameters}
    return _ENV.from_string(text).render(values)
