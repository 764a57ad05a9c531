"""Load a spec keeping the YAML position of every mapping value, so rule bodies map back to
`rulespecs/<game>.yaml:line:col` (yaml.compose keeps start marks on nodes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import yaml

from .. import yamlio


@dataclass(frozen=True)
class Pos:
    line: int  # 1-based line of the value
    col: int  # 1-based column
    block: bool  # a literal/folded block scalar: its text starts on the next line


class Located:
    """Plain data plus positions: `pos[path]` where path is a tuple of keys / indices."""

    def __init__(self, data: Any, pos: dict[tuple, Pos]) -> None:
        self.data, self.pos = data, pos


def _walk(node: yaml.Node, path: tuple, pos: dict[tuple, Pos]) -> None:
    m = node.start_mark
    block = isinstance(node, yaml.ScalarNode) and node.style in ("|", ">")
    pos[path] = Pos(m.line + 1, m.column + 1, block)
    if isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            _walk(v, (*path, k.value), pos)
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            _walk(v, (*path, i), pos)


def load(text: str, where: str = "a rule spec") -> Located:
    """One parse (libyaml where PyYAML has it, with the bounds of rulestone/yamlio.py): the data is
    constructed from the node tree whose marks give the positions."""
    loader, node = yamlio.compose(text, where)
    try:
        data = None if node is None else yamlio.construct(loader, node, where)
    finally:
        loader.dispose()
    pos: dict[tuple, Pos] = {}
    if node is not None:
        _walk(node, (), pos)
    return Located(data, pos)
