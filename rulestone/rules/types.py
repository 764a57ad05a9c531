"""Types of the rule language. Written in the spec as Python annotations: `int`, `bool`, `str`,
an enum name, a record name, `list[T]`, `dict[K, V]`, `counter[K]` (a dict of positive counts: zero
entries are absent), `T | None`."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field


class Type:
    def __str__(self) -> str:
        return self.name()

    def name(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True, eq=True)
class Prim(Type):
    kind: str  # int bool str none void

    def name(self) -> str:
        return self.kind


INT, BOOL, STR, NONE, VOID = Prim("int"), Prim("bool"), Prim("str"), Prim("none"), Prim("void")


@dataclass(frozen=True, eq=True)
class Enum(Type):
    ename: str
    values: tuple = field(compare=False, hash=False)

    def name(self) -> str:
        return self.ename

    @property
    def is_int(self) -> bool:
        return bool(self.values) and all(isinstance(v, int) for v in self.values)


@dataclass(frozen=True, eq=True)
class List(Type):
    item: Type

    def name(self) -> str:
        return f"list[{self.item}]"


@dataclass(frozen=True, eq=True)
class Dict(Type):
    key: Type
    value: Type
    counter: bool = False

    def name(self) -> str:
        return f"counter[{self.key}]" if self.counter else f"dict[{self.key}, {self.value}]"


@dataclass(frozen=True, eq=True)
class Opt(Type):
    item: Type

    def name(self) -> str:
        return f"{self.item} | None"


@dataclass(eq=False)
class Record(Type):
    rname: str
    fields: dict[str, Type]

    def name(self) -> str:
        return self.rname


@dataclass(frozen=True, eq=True)
class Func(Type):
    params: tuple
    ret: Type

    def name(self) -> str:
        return f"({', '.join(map(str, self.params))}) -> {self.ret}"


def scalar(t: Type) -> bool:
    return t in (INT, BOOL, STR) or isinstance(t, Enum)


def is_intlike(t: Type) -> bool:
    return t == INT or (isinstance(t, Enum) and t.is_int)


def is_strlike(t: Type) -> bool:
    return t == STR or (isinstance(t, Enum) and not t.is_int)


def assignable(src: Type, dst: Type) -> bool:
    """src can be stored where dst is expected."""
    if src == dst:
        return True
    if isinstance(dst, Opt):
        return src == NONE or assignable(src, dst.item)
    if isinstance(dst, Enum) and isinstance(src, Enum):
        return False
    if isinstance(dst, Enum):
        return False  # literals are checked by value in check.py
    if dst == INT and isinstance(src, Enum) and src.is_int:
        return True
    if dst == STR and isinstance(src, Enum) and not src.is_int:
        return True
    if isinstance(dst, List) and isinstance(src, List):
        return src.item == dst.item or (src.item == VOID)
    if isinstance(dst, Dict) and isinstance(src, Dict):
        return (src.key, src.value, src.counter) == (dst.key, dst.value, dst.counter) or src.key == VOID
    return False


class TypeSyntaxError(ValueError):
    pass


def parse_type(text: str, named: dict[str, Type]) -> Type:
    """A type annotation -> Type; TypeSyntaxError naming what is wrong."""
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError as e:
        raise TypeSyntaxError(f"expected a type, found {text!r} ({e.msg})") from None
    return from_ast(node, named)


def from_ast(node: ast.expr, named: dict[str, Type]) -> Type:
    from .errors import nearest

    if isinstance(node, ast.Constant) and node.value is None:
        return NONE
    if isinstance(node, ast.Name):
        base = {"int": INT, "bool": BOOL, "str": STR}
        if node.id in base:
            return base[node.id]
        if node.id in named:
            return named[node.id]
        raise TypeSyntaxError(f"expected a type, found {node.id!r}{nearest(node.id, [*base, *named])}")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = from_ast(node.left, named), from_ast(node.right, named)
        if right == NONE and left != NONE:
            return Opt(left)
        raise TypeSyntaxError("expected `T | None`")
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        args = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        ts = [from_ast(a, named) for a in args]
        head = node.value.id
        if head == "list" and len(ts) == 1:
            return List(ts[0])
        if head == "dict" and len(ts) == 2:
            if not is_strlike(ts[0]):
                raise TypeSyntaxError(f"expected dict keys of a string enum or str, found {ts[0]}")
            return Dict(ts[0], ts[1])
        if head == "counter" and len(ts) == 1:
            if not is_strlike(ts[0]):
                raise TypeSyntaxError(f"expected counter keys of a string enum or str, found {ts[0]}")
            return Dict(ts[0], INT, counter=True)
        raise TypeSyntaxError(f"expected list[T], dict[K, V] or counter[K], found {head}[...]")
    raise TypeSyntaxError(f"expected a type, found {ast.unparse(node)!r}")
