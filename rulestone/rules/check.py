"""Static checks of rule bodies: the restricted Python subset, names and types. Each function's
ast is annotated in place (ir.Function.types / names / calls) for the emitters."""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TypeVar

from .errors import RuleError, nearest
from .ir import Function, Program
from .types import (
    BOOL,
    INT,
    NONE,
    STR,
    VOID,
    Dict,
    Enum,
    List,
    Opt,
    Prim,
    Record,
    Type,
    assignable,
    is_intlike,
    is_strlike,
    scalar,
)

# builtin name -> checker(args types, arg nodes) -> result type (raises _Bad). Version 1.
Builtin = Callable[[list[Type], list[ast.expr]], Type]


class _Bad(Exception):
    def __init__(self, node: ast.AST, message: str) -> None:
        super().__init__(message)
        self.node, self.message = node, message


def _need(cond: bool, node: ast.AST, message: str) -> None:
    if not cond:
        raise _Bad(node, message)


_T = TypeVar("_T")


def _as(value: object, cls: type[_T], node: ast.AST, message: str) -> _T:
    """value when it is a cls (narrowed for the type checker), else the error at node."""
    if not isinstance(value, cls):
        raise _Bad(node, message)
    return value


def _list_of(t: Type, node: ast.AST, what: str) -> Type:
    return _as(t, List, node, f"expected a list for {what}, found {t}").item


def _b_len(ts, ns):
    _need(
        len(ts) == 1 and isinstance(ts[0], List | Dict), ns[0] if ns else None, "expected len(list or dict)"
    )
    return INT


def _b_append(ts, ns):
    _need(len(ts) == 2, ns[0], "expected append(list, item)")
    item = _list_of(ts[0], ns[0], "append")
    _need(assignable(ts[1], item), ns[1], f"expected {item}, found {ts[1]}")
    return VOID


def _b_pop(ts, ns):
    _need(len(ts) == 1, ns[0], "expected pop(list)")
    return _list_of(ts[0], ns[0], "pop")


def _b_top(ts, ns):
    _need(len(ts) == 1, ns[0], "expected top(list)")
    return _list_of(ts[0], ns[0], "top")


def _b_remove(ts, ns):
    _need(len(ts) == 2, ns[0], "expected remove(list, item)")
    item = _list_of(ts[0], ns[0], "remove")
    _need(assignable(ts[1], item), ns[1], f"expected {item}, found {ts[1]}")
    return VOID


def _b_count(ts, ns):
    _need(len(ts) == 2, ns[0], "expected count(list, item)")
    item = _list_of(ts[0], ns[0], "count")
    _need(assignable(ts[1], item), ns[1], f"expected {item}, found {ts[1]}")
    return INT


def _b_index(ts, ns):
    return _b_count(ts, ns)


def _b_sorted(ts, ns):
    _need(len(ts) == 1, ns[0], "expected sorted(list)")
    item = _list_of(ts[0], ns[0], "sorted")
    _need(scalar(item) and item != BOOL, ns[0], f"expected a list of int or str, found {ts[0]}")
    return ts[0]


def _b_copy(ts, ns):
    _need(len(ts) == 1 and isinstance(ts[0], List | Dict), ns[0], "expected copy(list or dict)")
    return ts[0]


def _b_sum(ts, ns):
    _need(
        len(ts) == 1 and isinstance(ts[0], List) and is_intlike(ts[0].item),
        ns[0],
        f"expected sum(list[int]), found sum({', '.join(map(str, ts))})",
    )
    return INT


def _b_minmax(ts, ns):
    if len(ts) == 1:
        _need(
            isinstance(ts[0], List) and is_intlike(ts[0].item), ns[0], f"expected a list[int], found {ts[0]}"
        )
        return INT
    _need(len(ts) == 2 and all(is_intlike(t) for t in ts), ns[0], "expected two ints")
    return INT


def _b_abs(ts, ns):
    _need(len(ts) == 1 and is_intlike(ts[0]), ns[0], "expected abs(int)")
    return INT


def _b_str(ts, ns):
    _need(len(ts) == 1 and (is_intlike(ts[0]) or is_strlike(ts[0])), ns[0], "expected str(int)")
    return STR


def _b_keys(ts, ns):
    _need(len(ts) == 1 and isinstance(ts[0], Dict), ns[0], "expected keys(dict)")
    return List(ts[0].key)


def _b_get(ts, ns):
    _need(len(ts) == 3 and isinstance(ts[0], Dict), ns[0], "expected get(dict, key, default)")
    _need(assignable(ts[1], ts[0].key), ns[1], f"expected a {ts[0].key} key, found {ts[1]}")
    _need(assignable(ts[2], ts[0].value), ns[2], f"expected {ts[0].value}, found {ts[2]}")
    return ts[0].value


def _b_delete(ts, ns):
    _need(len(ts) == 2 and isinstance(ts[0], Dict) and not ts[0].counter, ns[0],
          "expected delete(dict, key) (a counter drops a key set to 0)")
    _need(assignable(ts[1], ts[0].key), ns[1], f"expected a {ts[0].key} key, found {ts[1]}")
    return VOID


def _b_must(ts, ns):
    _need(len(ts) == 1 and isinstance(ts[0], Opt), ns[0], f"expected must(optional value), found {ts}")
    return ts[0].item


def _b_same(ts, ns):
    _need(len(ts) == 2 and (assignable(ts[1], ts[0]) or assignable(ts[0], ts[1])), ns[0],
          f"expected same(a, b) of one type, found {', '.join(map(str, ts))}")
    return BOOL


def _b_players(ts, ns):
    _need(not ts, ns[0] if ns else None, "expected players()")
    return INT


BUILTINS: dict[str, Builtin] = {
    "len": _b_len,
    "append": _b_append,
    "pop": _b_pop,
    "top": _b_top,
    "remove": _b_remove,
    "count": _b_count,
    "index": _b_index,
    "sorted": _b_sorted,
    "copy": _b_copy,
    "sum": _b_sum,
    "max": _b_minmax,
    "min": _b_minmax,
    "abs": _b_abs,
    "str": _b_str,
    "keys": _b_keys,
    "get": _b_get,
    "delete": _b_delete,
    "players": _b_players, "must": _b_must, "same": _b_same,
    # option(name) and range(...) are special forms, checked in _call / _for
}
SPECIAL = ("option", "range")

_ALLOWED_STMTS = (
    ast.Assign,
    ast.AnnAssign,
    ast.AugAssign,
    ast.If,
    ast.For,
    ast.While,
    ast.Return,
    ast.Expr,
    ast.Pass,
    ast.Break,
    ast.Continue,
)
_FORBIDDEN = {
    ast.Import: "an import",
    ast.ImportFrom: "an import",
    ast.Try: "an exception handler",
    ast.Raise: "an exception",
    ast.With: "a with block",
    ast.ClassDef: "a class",
    ast.Lambda: "a lambda",
    ast.ListComp: "a comprehension",
    ast.DictComp: "a comprehension",
    ast.SetComp: "a comprehension",
    ast.GeneratorExp: "a comprehension",
    ast.Global: "global",
    ast.Nonlocal: "nonlocal",
    ast.Delete: "del",
    ast.Starred: "unpacking",
    ast.Set: "a set",
    ast.Await: "await",
    ast.Yield: "yield",
    ast.NamedExpr: "an assignment expression",
    ast.Assert: "an assert",
    ast.FunctionDef: "a nested function",
    ast.Tuple: "a tuple",
}


class Checker:
    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.used_options: dict[str, set[str]] = {name: set() for name in prog.options}

    # -------------------------------------------------------------------------------- errors

    def error(self, fn: Function, node: ast.AST | None, message: str) -> RuleError:
        line = getattr(node, "lineno", 1) if node is not None else 1
        col = getattr(node, "col_offset", 0) if node is not None else 0
        sl, sc = fn.line_of(line, col)
        return RuleError(self.prog.spec_file, sl, sc, fn.rule, message)

    # -------------------------------------------------------------------------------- functions

    def check_all(self) -> None:
        for fn in self.prog.functions.values():
            self.fn = fn
            try:
                self._block(fn.body, loop=False)
                if fn.ret != VOID and not _returns(fn.body):
                    raise _Bad(
                        fn.body[-1],
                        f"expected every path of {fn.name} to return {fn.ret}, "
                        "found one that ends without return",
                    )
            except _Bad as e:
                raise self.error(fn, e.node, e.message) from None

    def _block(self, body: list[ast.stmt], loop: bool) -> None:
        for st in body:
            self._stmt(st, loop)

    def _stmt(self, st: ast.stmt, loop: bool) -> None:
        fn = self.fn
        for bad, what in _FORBIDDEN.items():
            if isinstance(st, bad):
                raise _Bad(st, f"expected a statement of the rule language, found {what}")
        _need(
            isinstance(st, _ALLOWED_STMTS),
            st,
            f"expected a statement of the rule language, found {type(st).__name__}",
        )
        if isinstance(st, ast.Assign):
            _need(len(st.targets) == 1, st, "expected one assignment target, found several")
            self._assign(st.targets[0], st.value, None)
        elif isinstance(st, ast.AnnAssign):
            target = _as(st.target, ast.Name, st, "expected `name: type = value`")
            value = _as(st.value, ast.expr, st, "expected `name: type = value`")
            from .types import TypeSyntaxError, from_ast

            try:
                t = from_ast(st.annotation, {**self.prog.records, **self.prog.enums})
            except TypeSyntaxError as e:
                raise _Bad(st.annotation, str(e)) from None
            name = target.id
            _need(name not in fn.locals, st, f"expected a new name, found {name!r} declared already")
            self._shadow(target)
            vt = self.expr(value, t)
            _need(assignable(vt, t), value, f"expected {t}, found {vt}")
            fn.locals[name] = t
            fn.names[id(st.target)] = "local"
        elif isinstance(st, ast.AugAssign):
            _need(isinstance(st.op, ast.Add | ast.Sub | ast.Mult), st, "expected +=, -= or *=")
            tt = self._target(st.target)
            vt = self.expr(st.value, INT)
            _need(is_intlike(tt) and is_intlike(vt), st, f"expected int += int, found {tt} and {vt}")
        elif isinstance(st, ast.If):
            self._cond(st.test)
            self._block(st.body, loop)
            self._block(st.orelse, loop)
        elif isinstance(st, ast.For):
            self._for(st)
        elif isinstance(st, ast.While):
            _need(not st.orelse, st, "expected while without else")
            self._cond(st.test)
            self._block(st.body, True)
        elif isinstance(st, ast.Return):
            if st.value is None:
                _need(fn.ret == VOID, st, f"expected return of {fn.ret}, found a bare return")
            else:
                _need(
                    fn.ret != VOID, st, f"expected a bare return ({fn.name} returns nothing), found a value"
                )
                t = self.expr(st.value, fn.ret)
                _need(assignable(t, fn.ret), st.value, f"expected return of {fn.ret}, found {t}")
        elif isinstance(st, ast.Expr):
            _need(isinstance(st.value, ast.Call), st, "expected a call as a statement, found an expression")
            self.expr(st.value, None)
        elif isinstance(st, ast.Break | ast.Continue):
            _need(loop, st, "expected break/continue inside a loop")

    def _shadow(self, target: ast.Name) -> None:
        p = self.prog
        name = target.id
        _need(
            name not in p.constants
            and name not in BUILTINS
            and name not in p.functions
            and name not in p.enums
            and name not in p.records
            and name != "g",
            target,
            f"expected a local name, found {name!r}, which names a constant, builtin or function",
        )

    def _assign(self, target: ast.expr, value: ast.expr, _t: Type | None) -> None:
        fn = self.fn
        if isinstance(target, ast.Name):
            if target.id in fn.locals:
                t = fn.locals[target.id]
                vt = self.expr(value, t)
                _need(assignable(vt, t), value, f"expected {t} for {target.id}, found {vt}")
            else:
                self._shadow(target)
                vt = self.expr(value, None)
                _need(
                    vt not in (NONE, VOID) and not _has_void(vt),
                    value,
                    f"expected a value whose type is known, found {vt} (declare it: `{target.id}: T = ...`)",
                )
                fn.locals[target.id] = vt
            fn.names[id(target)] = "local"
            return
        tt = self._target(target)
        vt = self.expr(value, tt)
        _need(assignable(vt, tt), value, f"expected {tt}, found {vt}")

    def _target(self, target: ast.expr) -> Type:
        if isinstance(target, ast.Name):
            _need(
                target.id in self.fn.locals,
                target,
                f"expected a local variable, found {target.id!r}{nearest(target.id, self.fn.locals)}",
            )
            self.fn.names[id(target)] = "local"
            t = self.fn.locals[target.id]
            self.fn.types[id(target)] = t
            return t
        _need(
            isinstance(target, ast.Attribute | ast.Subscript),
            target,
            "expected a name, a field or an element to assign to",
        )
        if (
            isinstance(target, ast.Attribute)
            and isinstance(target.value, ast.Name)
            and target.value.id == "g"
        ):
            raise _Bad(target, "expected a state or local target, found a game value (the game is read-only)")
        return self.expr(target, None)

    def _cond(self, node: ast.expr) -> None:
        t = self.expr(node, BOOL)
        _need(t == BOOL, node, f"expected a bool condition, found {t} (no implicit truthiness: compare it)")

    def _for(self, st: ast.For) -> None:
        fn = self.fn
        _need(not st.orelse, st, "expected for without else")
        _need(isinstance(st.target, ast.Name), st.target, "expected `for name in ...`")
        it = st.iter
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
            _need(
                1 <= len(it.args) <= 2 and not it.keywords, it, "expected range(stop) or range(start, stop)"
            )
            for a in it.args:
                t = self.expr(a, INT)
                _need(is_intlike(t), a, f"expected an int bound, found {t}")
            fn.calls[id(it)] = "range"
            item: Type = INT
        else:
            t = self.expr(it, None)
            item = _as(t, List, it, f"expected a list or range(...) to loop over, found {t}").item
        target = _as(st.target, ast.Name, st.target, "expected one name to loop with")
        name = target.id
        if name in fn.locals:
            _need(assignable(item, fn.locals[name]), st.target, f"expected {fn.locals[name]}, found {item}")
        else:
            self._shadow(target)
            fn.locals[name] = item
        fn.names[id(st.target)] = "local"
        self._block(st.body, True)

    # -------------------------------------------------------------------------------- expressions

    def expr(self, node: ast.expr, expected: Type | None) -> Type:
        t = self._expr(node, expected)
        self.fn.types[id(node)] = t
        return t

    def _literal_for(self, node: ast.Constant, expected: Type | None) -> Type:
        v = node.value
        if isinstance(expected, Opt):
            expected = expected.item
        if isinstance(expected, Enum) and isinstance(v, str | int) and not isinstance(v, bool):
            _need(
                v in expected.values,
                node,
                f"expected a {expected.ename} ({', '.join(map(str, expected.values))}),"
                f" found {v!r}{nearest(str(v), map(str, expected.values))}",
            )
            return expected
        return {bool: BOOL, int: INT, str: STR, type(None): NONE}[type(v)]

    def _expr(self, node: ast.expr, expected: Type | None) -> Type:
        p, fn = self.prog, self.fn
        for bad, what in _FORBIDDEN.items():
            if isinstance(node, bad):
                raise _Bad(node, f"expected an expression of the rule language, found {what}")
        if isinstance(node, ast.Constant):
            _need(
                isinstance(node.value, bool | int | str | type(None)), node, "expected int, bool, str or None"
            )
            return self._literal_for(node, expected)
        if isinstance(node, ast.Name):
            n = node.id
            if n in fn.locals:
                fn.names[id(node)] = "local"
                return fn.locals[n]
            if n in p.constants:
                fn.names[id(node)] = "const"
                return p.constants[n][0]
            if n == "g":
                raise _Bad(node, "expected g.<field>, found g alone")
            cands = [*fn.locals, *p.constants, *p.functions, *BUILTINS]
            raise _Bad(node, f"expected a name, found unknown {n!r}{nearest(n, cands)}")
        if isinstance(node, ast.Attribute):
            if isinstance(node.value, ast.Name) and node.value.id == "g":
                fn.names[id(node.value)] = "game"
                _need(
                    node.attr in p.game_fields,
                    node,
                    f"expected a game field, found g.{node.attr}{nearest(node.attr, p.game_fields)}",
                )
                return p.game_fields[node.attr][0]
            vt = self.expr(node.value, None)
            rt = _as(vt, Record, node, f"expected a record before .{node.attr}, found {vt} "
                     "(no methods: call builtins as functions)")
            _need(
                node.attr in rt.fields,
                node,
                f"expected a field of {rt.rname}, found {node.attr!r}{nearest(node.attr, rt.fields)}",
            )
            return rt.fields[node.attr]
        if isinstance(node, ast.Subscript):
            _need(not isinstance(node.slice, ast.Slice), node, "expected an index, found a slice")
            ct = self.expr(node.value, None)
            if isinstance(ct, List):
                _need(
                    not (isinstance(node.slice, ast.UnaryOp) and isinstance(node.slice.op, ast.USub)),
                    node,
                    "expected a non-negative index, found a negative one (use top(xs) for the last item)",
                )
                it = self.expr(node.slice, INT)
                _need(is_intlike(it), node.slice, f"expected an int index, found {it}")
                return ct.item
            if isinstance(ct, Dict):
                kt = self.expr(node.slice, ct.key)
                _need(assignable(kt, ct.key), node.slice, f"expected a {ct.key} key, found {kt}")
                return ct.value
            raise _Bad(node, f"expected a list or dict to index, found {ct}")
        if isinstance(node, ast.BinOp):
            ops = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)
            _need(isinstance(node.op, ops), node, "expected + - * // %, found another operator")
            a, b = self.expr(node.left, INT), self.expr(node.right, INT)
            _need(is_intlike(a) and is_intlike(b), node, f"expected int operands, found {a} and {b}")
            return INT
        if isinstance(node, ast.UnaryOp):
            if isinstance(node.op, ast.Not):
                self._cond(node.operand)
                return BOOL
            _need(isinstance(node.op, ast.USub), node, "expected - or not")
            t = self.expr(node.operand, INT)
            _need(is_intlike(t), node, f"expected an int, found {t}")
            return INT
        if isinstance(node, ast.BoolOp):
            for v in node.values:
                self._cond(v)
            return BOOL
        if isinstance(node, ast.Compare):
            return self._compare(node)
        if isinstance(node, ast.IfExp):
            self._cond(node.test)
            a = self.expr(node.body, expected)
            b = self.expr(node.orelse, expected if expected else a)
            if assignable(b, a):
                return a
            if assignable(a, b):
                return b
            if a == NONE:
                return Opt(b)
            if b == NONE:
                return Opt(a)
            raise _Bad(node, f"expected both branches of one type, found {a} and {b}")
        if isinstance(node, ast.JoinedStr):
            for v in node.values:
                if isinstance(v, ast.FormattedValue):
                    _need(
                        v.conversion == -1 and v.format_spec is None,
                        v,
                        "expected plain {value} in an f-string",
                    )
                    t = self.expr(v.value, None)
                    _need(is_intlike(t) or is_strlike(t), v, f"expected int or str in an f-string, found {t}")
            return STR
        if isinstance(node, ast.List):
            item = expected.item if isinstance(expected, List) else None
            if not node.elts:
                _need(
                    item is not None,
                    node,
                    "expected a list whose item type is known, found [] (declare it: `xs: list[T] = []`)",
                )
                return List(item)  # type: ignore[arg-type]
            ts = [self.expr(e, item) for e in node.elts]
            first = item or ts[0]
            for e, t in zip(node.elts, ts, strict=True):
                _need(assignable(t, first), e, f"expected list items of {first}, found {t}")
            return List(first)
        if isinstance(node, ast.Dict):
            _need(
                isinstance(expected, Dict) and not node.keys,
                node,
                "expected {} only where a dict or counter type is known",
            )
            return expected  # type: ignore[return-value]
        if isinstance(node, ast.Call):
            return self._call(node, expected)
        raise _Bad(node, f"expected an expression of the rule language, found {type(node).__name__}")

    def _compare(self, node: ast.Compare) -> Type:
        _need(len(node.ops) == 1, node, "expected one comparison (write a < b and b < c)")
        op, left, right = node.ops[0], node.left, node.comparators[0]
        if isinstance(op, ast.Is | ast.IsNot):
            _need(isinstance(right, ast.Constant) and right.value is None, right, "expected `is None`")
            lt = self.expr(left, None)
            _need(isinstance(lt, Opt), left, f"expected an optional value before `is None`, found {lt}")
            self.fn.types[id(right)] = NONE
            return BOOL
        if isinstance(op, ast.In | ast.NotIn):
            ct = self.expr(right, None)
            if isinstance(ct, List):
                want = ct.item
            elif isinstance(ct, Dict):
                want = ct.key
            else:
                raise _Bad(right, f"expected a list or dict after `in`, found {ct}")
            lt = self.expr(left, want)
            _need(assignable(lt, want), left, f"expected {want}, found {lt}")
            return BOOL
        first = self.expr(left, None) if not isinstance(left, ast.Constant) else None
        rt = self.expr(right, first)
        lt = first if first is not None else self.expr(left, rt)
        if isinstance(left, ast.Call) and self._is_option(left) and isinstance(right, ast.Constant):
            self._option_value(left, right)
        if isinstance(op, ast.Eq | ast.NotEq):
            ok = (scalar(lt) or (isinstance(lt, Opt) and scalar(lt.item))) and (
                assignable(rt, lt)
                or assignable(lt, rt)
                or (is_intlike(lt) and is_intlike(rt))
                or (is_strlike(lt) and rt == STR)
                or (is_strlike(rt) and lt == STR)
            )
            _need(ok, node, f"expected two scalars of one type to compare, found {lt} and {rt}")
            return BOOL
        _need(is_intlike(lt) and is_intlike(rt), node, f"expected ints to order, found {lt} and {rt}")
        return BOOL

    def _is_option(self, node: ast.expr) -> bool:
        return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "option"

    def _option_value(self, call: ast.Call, value: ast.Constant) -> None:
        name = _as(_as(call.args[0], ast.Constant, call, 'expected option("name")').value, str, call,
                   'expected option("name")')
        values = self.prog.options[name]["values"]
        _need(
            value.value in values,
            value,
            f"expected a value of option {name} ({', '.join(values)}), found "
            f"{value.value!r}{nearest(str(value.value), values)}",
        )
        self.used_options[name].add(str(value.value))

    def _call(self, node: ast.Call, expected: Type | None) -> Type:
        p, fn = self.prog, self.fn
        name = _as(node.func, ast.Name, node, "expected a call of a rule function or builtin, found a "
                   "method call (call builtins as functions: append(xs, x))").id
        if name == "option":
            _need(
                len(node.args) == 1
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str),
                node,
                'expected option("name")',
            )
            oname = _as(_as(node.args[0], ast.Constant, node, 'expected option("name")').value, str, node,
                        'expected option("name")')
            _need(
                oname in p.options,
                node.args[0],
                f"expected an option of the discrepancy register, found {oname!r}{nearest(oname, p.options)}",
            )
            fn.calls[id(node)] = "option"
            return STR
        if name in p.records:
            rec = p.records[name]
            _need(not node.args, node, f"expected {name}(field=value, ...), found positional arguments")
            given = [k.arg for k in node.keywords]
            for k in node.keywords:
                field = k.arg if k.arg in rec.fields else None  # None also for **kwargs
                if field is None:
                    raise _Bad(k, f"expected a field of {name}, found {k.arg!r}"
                               f"{nearest(str(k.arg), rec.fields)}")
                t = self.expr(k.value, rec.fields[field])
                _need(
                    assignable(t, rec.fields[field]),
                    k.value,
                    f"expected {rec.fields[field]} for {field}, found {t}",
                )
            missing = [f for f in rec.fields if f not in given]
            _need(not missing, node, f"expected every field of {name}, found {', '.join(missing)} missing")
            _need(
                given == [f for f in rec.fields if f in given],
                node,
                f"expected the fields of {name} in order ({', '.join(rec.fields)})",
            )
            fn.calls[id(node)] = "record"
            return rec
        _need(not node.keywords, node, "expected positional arguments, found keywords")
        if name in BUILTINS:
            # the element type of the first argument guides literals in the others
            ts: list[Type] = []
            for i, a in enumerate(node.args):
                hint = None
                if i > 0 and ts and isinstance(ts[0], List):
                    hint = ts[0].item
                elif i > 0 and ts and isinstance(ts[0], Dict):
                    hint = ts[0].key if i == 1 else ts[0].value
                ts.append(self.expr(a, hint))
            fn.calls[id(node)] = "builtin"
            return BUILTINS[name](ts, list(node.args) or [node])
        if name in p.functions:
            callee = p.functions[name]
            _need(
                len(node.args) == len(callee.params),
                node,
                f"expected {len(callee.params)} argument(s) for {name}, found {len(node.args)}",
            )
            for a, (pn, pt) in zip(node.args, callee.params, strict=True):
                t = self.expr(a, pt)
                _need(assignable(t, pt), a, f"expected {pt} for {pn} of {name}, found {t}")
            fn.calls[id(node)] = "rule"
            return callee.ret
        _need(name != "range", node, "expected range(...) only as the domain of a for loop")
        cands = [*p.functions, *BUILTINS, *SPECIAL, *p.records]
        raise _Bad(
            node.func, f"expected a rule function or builtin, found unknown {name!r}{nearest(name, cands)}"
        )

    def check_options(self) -> list[tuple[str, str]]:
        """(option, value) pairs of the register that no rule body reads: each is an error (checked
        both ways: every reading of a discrepancy is implemented where it differs)."""
        used = self.used_options
        return [(n, v) for n, o in self.prog.options.items() for v in o["values"] if v not in used[n]]


def _has_void(t: Type) -> bool:
    if t == VOID:
        return True
    if isinstance(t, List | Opt):
        return _has_void(t.item)
    if isinstance(t, Dict):
        return _has_void(t.key) or _has_void(t.value)
    return False


def _returns(body: list[ast.stmt]) -> bool:
    """Every path through body ends in return (a last `if` needs both branches to)."""
    if not body:
        return False
    last = body[-1]
    if isinstance(last, ast.Return):
        return True
    if isinstance(last, ast.If):
        return _returns(last.body) and _returns(last.orelse)
    return False


__all__ = ["BUILTINS", "Checker", "Prim"]
