"""What the Python and JavaScript emitters share: the target-wide skeletons, and the walk of a
function body's expressions where both targets write the same shape (names, fields, lists, calls,
f-strings) with their own literals. Each emitter keeps the constructs whose syntax or semantics
differ (operators, comparisons, statements)."""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

from .ir import Function, Program
from .types import Dict, Type, is_strlike


def skeleton(target: str, name: str) -> str:
    """A target-wide runtime skeleton shipped in rulestone/templates/<target>/ (the same for every game)."""
    return (Path(__file__).resolve().parent.parent / "templates" / target / name).read_text(encoding="utf-8")


def is_counter(t: Type) -> bool:
    """A counter (a multiset: reads of a missing key give 0, zero counts are dropped)."""
    return isinstance(t, Dict) and t.counter


class FuncEmitter:
    """One rule-language function as target code. Subclasses set INDENT, STR (the to-string call),
    EMPTY (the empty string literal), `lit` (the literal writer) and `builtin`, and handle the
    other expressions in `expr`."""

    INDENT = "    "
    STR = "str"
    EMPTY = "''"
    lit: Callable[[object], str]

    def builtin(self, name: str, args: list[str], types: list[Type]) -> str:
        raise NotImplementedError

    def __init__(self, prog: Program, fn: Function) -> None:
        self.prog, self.fn, self.tmp = prog, fn, 0
        self.out: list[str] = []

    def t(self, node: ast.AST) -> Type:
        return self.fn.types[id(node)]

    def line(self, depth: int, text: str) -> None:
        self.out.append(self.INDENT * depth + text)

    def e(self, n: ast.expr) -> str:
        lit = self.lit
        if isinstance(n, ast.Name):
            return f"C_{n.id}" if self.fn.names.get(id(n)) == "const" else n.id
        if isinstance(n, ast.Attribute):
            if isinstance(n.value, ast.Name) and n.value.id == "g":
                return f"g.f_{n.attr}"
            return f"{self.e(n.value)}[{lit(n.attr)}]"
        if isinstance(n, ast.JoinedStr):
            parts = [lit(v.value) if isinstance(v, ast.Constant)
                     else self.e(v.value) if is_strlike(self.t(v.value))  # type: ignore[attr-defined]
                     else f"{self.STR}({self.e(v.value)})"  # type: ignore[attr-defined]
                     for v in n.values]  # text joins as it is; every other part made text
            return "(" + " + ".join(parts or [self.EMPTY]) + ")"
        if isinstance(n, ast.List):
            return "[" + ", ".join(self.e(x) for x in n.elts) + "]"
        if isinstance(n, ast.Dict):
            return "{}"
        if isinstance(n, ast.Call):
            name = n.func.id  # type: ignore[attr-defined]
            kind = self.fn.calls[id(n)]
            if kind == "option":
                return f"g.options[{lit(n.args[0].value)}]"  # type: ignore[attr-defined]
            if kind == "record":
                return "{" + ", ".join(f"{lit(k.arg)}: {self.e(k.value)}" for k in n.keywords) + "}"
            table = self.const_table(name, n) if kind == "builtin" else None
            if table is not None:
                return table
            args = [self.e(a) for a in n.args]
            if kind == "rule":
                return f"{name}({', '.join(['g', *args])})"
            return self.builtin(name, args, [self.t(a) for a in n.args])
        return self.expr(n)

    def expr(self, n: ast.expr) -> str:
        raise TypeError(type(n).__name__)

    NOT = "not "
    OPTION = "g.o{k}"  # the game's boolean for option test k (JS: an array, so V8 keeps Game's shape)

    def const_table(self, name: str, n: ast.Call) -> str | None:
        """index/count of a list constant of ints or strings: a look-up in a table made at compile time
        (const_tables), not a scan."""
        if name not in ("index", "count") or len(n.args) != 2:
            return None
        c = n.args[0]
        if not (isinstance(c, ast.Name) and self.fn.names.get(id(c)) == "const"):
            return None
        values = self.prog.constants[c.id][1]
        if not isinstance(values, list) or not all(isinstance(v, int | str) and not isinstance(v, bool)
                                                   for v in values):
            return None
        const_tables(self.prog).add((name, c.id))
        return self.table_lookup(name, c.id, self.e(n.args[1]))

    def table_lookup(self, kind: str, const: str, key: str) -> str:
        raise NotImplementedError

    def option_test(self, n: ast.Compare) -> str | None:
        """`option("x") == "v"` (or !=) as the game's precomputed boolean (options are fixed per game)."""
        left, op, right = n.left, n.ops[0], n.comparators[0]
        if not (isinstance(op, ast.Eq | ast.NotEq) and isinstance(right, ast.Constant)
                and isinstance(left, ast.Call) and self.fn.calls.get(id(left)) == "option"):
            return None
        k = option_tests(self.prog).get((left.args[0].value, right.value))  # type: ignore[attr-defined]
        if k is None:
            return None
        test = self.OPTION.format(k=k)
        return test if isinstance(op, ast.Eq) else f"({self.NOT}{test})"


def const_tables(prog: Program) -> set[tuple[str, str]]:
    """The (index|count, constant) tables the emitted bodies look up: filled while emitting."""
    tables = getattr(prog, "_const_tables", None)
    if tables is None:
        tables = prog._const_tables = set()  # type: ignore[attr-defined]
    return tables


def table_values(kind: str, values: list) -> dict[object, int]:
    """value -> first index, or value -> count, of a constant list."""
    out: dict[object, int] = {}
    for i, v in enumerate(values):
        if kind == "index":
            out.setdefault(v, i)
        else:
            out[v] = out.get(v, 0) + 1
    return out


def option_tests(prog: Program) -> dict[tuple[str, object], int]:
    """Every (option, value) pair, numbered: Game objects hold o<k> = (option == value)."""
    pairs = [(name, v) for name, o in prog.options.items() for v in o["values"]]
    return {p: k for k, p in enumerate(pairs)}
