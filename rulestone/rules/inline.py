"""Inlining of small rule functions into their callers, for speed: a call costs more than most
rule bodies do in Python (and the JS engine's own inliner gives up on many). Works on copies of
the checked functions (ir.Function, annotations carried over to the copied nodes), so the Program
the emitters share is left as it is, and both targets inline the same calls.

- A function whose body is one `return E` is inlined into any expression: E with its parameters
  replaced by the arguments, when that changes nothing observable (the arguments are inert — a
  constant, a local, a game value — or E calls no rule function and the argument only reads).
- Any other small function is inlined into a statement: a call that the statement evaluates first
  (`x = f(a)`, `f(a)`, `return f(a)`, `if f(a) == 0:`, `for x in f(a)`), its body spliced in with its
  locals renamed, its parameters bound once, its returns turned into assignments of the result
  (the code after an `if` that may return moves into the branches that do not).
Recursive functions (any cycle of calls) stay calls; so does a body that returns from inside a loop
(except into a `return f(a)`, where its returns stay returns)."""

from __future__ import annotations

import ast
import copy
from dataclasses import replace
from typing import cast

from .ir import Function, Program
from .types import VOID, Type

BODY_LIMIT = 40  # statements of a callee (after its own inlining) worth splicing in
CALLER_LIMIT = 400  # a caller stops growing past this many statements
PURE_BUILTINS = {"len", "count", "index", "top", "sum", "max", "min", "abs", "str", "get", "must", "same",
                 "players", "option"}


class _NoInline(Exception):
    pass


def size(body: list[ast.stmt]) -> int:
    """The statements in body, nested ones included (only if/for/while bodies hold statements in
    the language: no expression does, so expressions are not walked; this runs per statement)."""
    n = len(body)
    for st in body:
        if isinstance(st, ast.If | ast.For | ast.While):
            n += size(st.body) + size(st.orelse)
    return n


def _returns_in(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Return) for n in ast.walk(node))


class Inliner:
    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.keep: list[ast.AST] = []  # every node made here stays alive: annotations are keyed by id()
        self.fns: dict[str, Function] = {}
        self.cyclic = _cyclic(prog)
        self.tmp = 0

    # ------------------------------------------------------------------------------ copying

    def copy(self, node: ast.AST, src: Function, dst: Function) -> ast.AST:
        """A deep copy of node (from src's body) annotated for dst."""
        new = copy.deepcopy(node)
        for a, b in zip(ast.walk(node), ast.walk(new), strict=True):
            self.keep.append(b)
            if isinstance(b, ast.While):  # its bound's message names the rule it was written in
                b.rule = getattr(a, "rule", src.rule)  # type: ignore[attr-defined]
            k, j = id(a), id(b)
            if k in src.types:
                dst.types[j] = src.types[k]
            if k in src.names:
                dst.names[j] = src.names[k]
            if k in src.calls:
                dst.calls[j] = src.calls[k]
        return new

    def fresh(self, dst: Function, base: str, t: Type) -> str:
        while True:
            self.tmp += 1
            name = f"_i{self.tmp}_{base}"
            if name not in dst.locals:
                dst.locals[name] = t
                return name

    def name(self, dst: Function, ident: str, t: Type, store: bool = False) -> ast.Name:
        n = ast.Name(id=ident, ctx=ast.Store() if store else ast.Load())
        self.keep.append(n)
        dst.names[id(n)] = "local"
        dst.types[id(n)] = t
        return n

    # ------------------------------------------------------------------------------ the pass

    def run(self) -> dict[str, Function]:
        for name in _callee_first(self.prog):
            f = self.prog.functions[name]
            fn = replace(f, types=dict(f.types), names=dict(f.names), calls=dict(f.calls),
                         locals=dict(f.locals))
            fn.body = [self.copy(st, f, fn) for st in f.body]  # type: ignore[misc]
            self.fn = fn
            fn.body = self.block(fn.body)
            self.fns[name] = fn
        return {name: self.fns[name] for name in self.prog.functions}

    def inlinable(self, call: ast.AST) -> Function | None:
        if not isinstance(call, ast.Call) or self.fn.calls.get(id(call)) != "rule":
            return None
        name = call.func.id  # type: ignore[attr-defined]
        if name in self.cyclic or name not in self.fns or name == self.fn.name:
            return None
        return self.fns[name]

    def block(self, body: list[ast.stmt]) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for st in body:
            out += self.stmt(st)
        return out

    def stmt(self, st: ast.stmt) -> list[ast.stmt]:
        """st with its inlinable calls inlined: the statements that replace it."""
        self.exprs(st)
        if isinstance(st, ast.If):
            st.body, st.orelse = self.block(st.body), self.block(st.orelse)
        elif isinstance(st, ast.For | ast.While):
            st.body = self.block(st.body)
        if size(self.fn.body) > CALLER_LIMIT:
            return [st]
        pre: list[ast.stmt] = []
        while True:
            call = self.first_call(st)
            callee = self.inlinable(call) if call is not None else None
            if callee is None or size(callee.body) > BODY_LIMIT:
                break
            try:
                spliced = self.splice(st, call, callee)  # type: ignore[arg-type]
            except _NoInline:
                break
            if spliced is None:
                break
            more, rest = spliced
            pre += more
            if rest is None:
                return pre
            st = rest
        if isinstance(st, ast.If) and isinstance(st.test, ast.Constant) and isinstance(st.test.value, bool):
            # `if True:` is what an inlined `return True` leaves
            return [*pre, *(st.body if st.test.value else st.orelse)]
        return [*pre, st]

    # ------------------------------------------------------------------------------ expressions

    def exprs(self, st: ast.stmt) -> None:
        """Inline single-return functions everywhere in st's own expressions (not its sub-blocks)."""
        fields = {ast.If: ["test"], ast.While: ["test"], ast.For: ["iter"], ast.Return: ["value"],
                  ast.Expr: ["value"], ast.Assign: ["targets", "value"], ast.AnnAssign: ["target", "value"],
                  ast.AugAssign: ["target", "value"]}.get(type(st), [])
        for f in fields:
            v = getattr(st, f)
            if isinstance(v, list):
                setattr(st, f, [self.expr(x) for x in v])
            elif v is not None:
                setattr(st, f, self.expr(v))

    def expr(self, node: ast.expr) -> ast.expr:
        for f, v in ast.iter_fields(node):
            if isinstance(v, ast.expr):
                setattr(node, f, self.expr(v))
            elif isinstance(v, list):
                setattr(node, f, [self.expr(x) if isinstance(x, ast.expr) else x for x in v])
        callee = self.inlinable(node)
        if callee is None or len(callee.body) != 1 or not isinstance(callee.body[0], ast.Return):
            return node
        ret = callee.body[0].value
        if ret is None:
            return node
        calls_rules = any(callee.calls.get(id(n)) == "rule" for n in ast.walk(ret))
        args = dict(zip((p for p, _ in callee.params), node.args, strict=True))  # type: ignore[attr-defined]
        uses = {p: sum(1 for n in ast.walk(ret) if isinstance(n, ast.Name) and n.id == p
                       and callee.names.get(id(n)) == "local") for p in args}
        for p, a in args.items():
            if self.inert(a):
                continue
            if calls_rules or not self.reads_only(a) or (uses[p] > 1 and _nodes(a) > 6):
                return node
        new = self.copy(ret, callee, self.fn)
        return cast(ast.expr, self.substitute(new, {p: a for p, a in args.items()}))

    def substitute(self, node: ast.AST, args: dict[str, ast.expr],
                   rename: dict[str, str] | None = None) -> ast.AST:
        """Parameters -> copies of the arguments, other locals renamed (node already belongs to self.fn)."""
        fn, names = self.fn, rename or {}

        class T(ast.NodeTransformer):
            def visit_Name(t, n: ast.Name) -> ast.AST:
                if fn.names.get(id(n)) != "local":
                    return n
                if n.id in args and isinstance(n.ctx, ast.Load):
                    return self.copy(args[n.id], fn, fn)
                if n.id in names:
                    n.id = names[n.id]
                return n

        return T().visit(node)

    def inert(self, a: ast.expr) -> bool:
        """Reading a gives the same value wherever in the callee it is read."""
        if isinstance(a, ast.Constant):
            return True
        if isinstance(a, ast.Name):
            return self.fn.names.get(id(a)) in ("local", "const")
        if isinstance(a, ast.Attribute) and isinstance(a.value, ast.Name) and a.value.id == "g":
            return True
        return False

    def reads_only(self, a: ast.expr) -> bool:
        for n in ast.walk(a):
            if isinstance(n, ast.Call):
                kind = self.fn.calls.get(id(n))
                if kind != "option" and not (kind == "builtin" and n.func.id in PURE_BUILTINS):  # type: ignore[attr-defined]
                    return False
            if isinstance(n, ast.List | ast.Dict):
                return False
        return True

    # ------------------------------------------------------------------------------ statements

    def first_call(self, st: ast.stmt) -> ast.Call | None:
        """The rule call st evaluates before anything that is not inert (so moving the callee's body
        before st changes no order of evaluation), if any."""
        if isinstance(st, ast.Expr | ast.Return):
            root = st.value
        elif isinstance(st, ast.Assign):
            root = st.value
        elif isinstance(st, ast.AnnAssign):
            root = st.value
        elif isinstance(st, ast.If):
            root = st.test
        elif isinstance(st, ast.For):
            root = st.iter
        else:
            return None
        if root is None:
            return None
        return self._first(root)

    def _first(self, n: ast.expr) -> ast.Call | None:
        """Depth-first in evaluation order: the first rule call, or None when something else that
        is not inert comes first."""
        kind = self.fn.calls.get(id(n)) if isinstance(n, ast.Call) else None
        if kind == "rule":
            inner = self._first_of(n.args)  # type: ignore[attr-defined]
            if inner is not None:
                return inner
            if all(self.inert(a) or self.reads_only(a) for a in n.args):  # type: ignore[attr-defined]
                return n  # type: ignore[return-value]
            return None
        if kind == "builtin":
            return self._first_of(n.args)  # type: ignore[attr-defined]
        if isinstance(n, ast.BinOp):
            return self._first_of([n.left, n.right])
        if isinstance(n, ast.Compare):
            return self._first_of([n.left, *n.comparators])
        if isinstance(n, ast.BoolOp):
            return self._first_of(n.values[:1])
        if isinstance(n, ast.UnaryOp):
            return self._first_of([n.operand])
        if isinstance(n, ast.IfExp):
            return self._first_of([n.test])
        return None

    def _first_of(self, parts: list[ast.expr]) -> ast.Call | None:
        for p in parts:
            c = self._first(p)
            if c is not None:
                return c
            if not self._inert_tree(p):
                return None
        return None

    def _inert_tree(self, n: ast.expr) -> bool:
        return all(
            not isinstance(x, ast.Call | ast.Subscript | ast.List | ast.Dict)
            and not (isinstance(x, ast.Attribute) and not _is_game(x.value))
            and not (isinstance(x, ast.Name) and self.fn.names.get(id(x)) not in ("local", "const", "game"))
            for x in ast.walk(n)
        )

    def splice(self, st: ast.stmt, call: ast.Call,
               callee: Function) -> tuple[list[ast.stmt], ast.stmt | None] | None:
        """(statements to run before st, st with the call replaced by the result, or None when st was
        only the call)."""
        fn = self.fn
        tail_return = isinstance(st, ast.Return) and st.value is call
        if not tail_return and any(_returns_in(s) for s in _loops(callee.body)):
            raise _NoInline
        body = [cast(ast.stmt, self.copy(s, callee, fn)) for s in callee.body]
        pre: list[ast.stmt] = []
        args: dict[str, ast.expr] = {}  # parameter -> the argument read in its place
        bound: dict[str, str] = {}  # parameter -> the variable holding its argument
        assigned = {n.id for s in callee.body for n in ast.walk(s)
                    if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        for (p, t), a in zip(callee.params, call.args, strict=True):
            if self.inert(a) and p not in assigned:
                args[p] = a
            else:
                v = self.fresh(fn, p, t)
                tgt = self.name(fn, v, t, store=True)
                asg = ast.Assign(targets=[tgt], value=a, lineno=st.lineno, col_offset=0)
                self.keep.append(asg)
                pre.append(asg)
                bound[p] = v
        rename = dict(bound)
        params = {p for p, _ in callee.params}
        for local, t in callee.locals.items():
            if local not in params:
                rename[local] = self.fresh(fn, local, t)
        body = [cast(ast.stmt, self.substitute(s, args, rename)) for s in body]
        if tail_return:
            return pre + body, None
        result = None
        if callee.ret != VOID:
            if isinstance(st, ast.Assign | ast.AnnAssign) and (st.value is call) and isinstance(
                    st.targets[0] if isinstance(st, ast.Assign) else st.target, ast.Name):
                target = st.targets[0] if isinstance(st, ast.Assign) else st.target
                assert isinstance(target, ast.Name)
                result = target.id
                # the result goes straight into the caller's variable: st itself disappears
                out = self.eliminate(body, result, callee.ret)
                return pre + out, None
            result = self.fresh(fn, "r", callee.ret)
        out = self.eliminate(body, result, callee.ret)
        if isinstance(st, ast.Expr) and st.value is call:
            return pre + out, None
        _replace(st, call, self.name(fn, result, callee.ret) if result else None)
        return pre + out, st

    def eliminate(self, body: list[ast.stmt], result: str | None, t: Type) -> list[ast.stmt]:
        """body with each return turned into `result = value` and the code after it skipped."""
        out: list[ast.stmt] = []
        for i, st in enumerate(body):
            if isinstance(st, ast.Return):
                if result is not None and st.value is not None:
                    asg = ast.Assign(targets=[self.name(self.fn, result, t, store=True)], value=st.value,
                                     lineno=st.lineno, col_offset=st.col_offset)
                    self.keep.append(asg)
                    out.append(asg)
                return out
            if isinstance(st, ast.If) and _returns_in(st):
                rest = body[i + 1:]
                if size(rest) > BODY_LIMIT // 2:
                    raise _NoInline
                st.body = self.eliminate(st.body + rest, result, t) or [self._pass(st)]
                again = [self.copy(r, self.fn, self.fn) for r in rest]  # the same code, once per branch
                st.orelse = self.eliminate(st.orelse + again, result, t)  # type: ignore[operator]
                out.append(st)
                return out
            out.append(st)
        return out

    def _pass(self, st: ast.stmt) -> ast.stmt:
        p = ast.Pass(lineno=st.lineno, col_offset=st.col_offset)
        self.keep.append(p)
        return p


def _is_game(n: ast.expr) -> bool:
    return isinstance(n, ast.Name) and n.id == "g"


def _replace(root: ast.AST, old: ast.AST, new: ast.AST | None) -> None:
    for parent in ast.walk(root):
        for f, v in ast.iter_fields(parent):
            if v is old:
                setattr(parent, f, new)
                return
            if isinstance(v, list):
                for k, x in enumerate(v):
                    if x is old:
                        v[k] = new
                        return
    raise AssertionError("call not found")


def _loops(body: list[ast.stmt]) -> list[ast.stmt]:
    return [n for s in body for n in ast.walk(s) if isinstance(n, ast.For | ast.While)]


def _nodes(a: ast.AST) -> int:
    return sum(1 for _ in ast.walk(a))


def _calls(prog: Program, f: Function) -> set[str]:
    return {n.func.id for s in f.body for n in ast.walk(s)  # type: ignore[attr-defined]
            if isinstance(n, ast.Call) and f.calls.get(id(n)) == "rule"}


def _callee_first(prog: Program) -> list[str]:
    order: list[str] = []
    seen: set[str] = set()

    def visit(name: str) -> None:
        if name in seen:
            return
        seen.add(name)
        for c in sorted(_calls(prog, prog.functions[name])):
            visit(c)
        order.append(name)

    for name in prog.functions:
        visit(name)
    return order


def _cyclic(prog: Program) -> set[str]:
    """Functions on a cycle of calls (they stay calls)."""
    graph = {n: _calls(prog, f) for n, f in prog.functions.items()}
    out = set()
    for start in graph:
        stack, seen = list(graph[start]), set()
        while stack:
            n = stack.pop()
            if n == start:
                out.add(start)
                break
            if n in seen:
                continue
            seen.add(n)
            stack += graph.get(n, ())
    return out


def inlined(prog: Program) -> dict[str, Function]:
    """The program's functions with small callees inlined (computed once per Program, shared by the
    Python and JS emitters; the Program's own functions are left as they are)."""
    return _inline(prog)[1]


def inlined_lists(prog: Program, split: bool) -> list:
    """listing.list_functions(prog, split), each with its calls inlined: [(PhasePlan, [Function])]."""
    inl, _, lists = _inline(prog)
    if split not in lists:
        from .listing import list_functions

        lists[split] = list_functions(prog, split)
        for _, fns in lists[split]:
            for fn in fns:
                inl.fn = fn
                fn.body = inl.block(fn.body)
    return lists[split]


def _inline(prog: Program) -> tuple[Inliner, dict[str, Function], dict]:
    cached = getattr(prog, "_inlined", None)
    if cached is None:
        inl = Inliner(prog)
        cached = prog._inlined = (inl, inl.run(), {})  # type: ignore[attr-defined]
    return cached
