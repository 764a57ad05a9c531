"""Typed IR -> a standalone JavaScript engine (ES module, no imports), mirroring emit_python: the
same representation (records and the state are plain objects, enum values their JSON strings), the
same action table, the same loader and canonical JSON. Integer semantics follow Python's: `//` and
`%` floor, comparisons of scalars are strict, sorting compares numbers as numbers. One difference: a
counter's count set to 0 stays as a 0 entry (Python drops the key), because removing a property
puts a JS object in V8's slow dictionary mode; every read treats 0 as absent (_holds_counter)."""

from __future__ import annotations

import ast
import json
import re

from ..generate.blocks import MARK_END
from ..generate.literals import comment_text, js_literal
from . import emit_exports
from .emit_common import FuncEmitter, const_tables, is_counter, option_tests, skeleton, table_values
from .emit_python import (
    WHILE_BOUND,
    _pattern_parts,
    _rule_of,
    _who,
    action_table,
    descriptor,
    key_descriptor,
    nested_strings,
    rule_header,
    state_descriptor,
)
from .inline import inlined, inlined_lists
from .ir import Program
from .listing import ascii_strings, chance_listing, emitted, list_domains, static_listing
from .types import INT, Dict, Enum, List, Opt, Prim, Record, Type, is_strlike, scalar

_CMP = {ast.Eq: "===", ast.NotEq: "!==", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}


class JsFunc(FuncEmitter):
    INDENT, STR, EMPTY, NOT, OPTION = "  ", "String", '""', "!", "g.o[{k}]"
    lit = staticmethod(js_literal)

    def builtin(self, name: str, args: list[str], types: list[Type]) -> str:
        return _builtin(name, args, types)

    def table_lookup(self, kind: str, const: str, key: str) -> str:
        if kind == "index":  # a value not in the list: the scan's error
            return f"(_INDEX_{const}.get({key}) ?? _index(C_{const}, {key}))"
        return f"(_COUNT_{const}.get({key}) ?? 0)"

    def emit(self) -> list[str]:
        fn = self.fn
        self.out.append(f"function {fn.name}({', '.join(['g', *(n for n, _ in fn.params)])}) {{")
        declared = {n for n, _ in fn.params}
        local = [n for n in fn.locals if n not in declared]
        if local:
            self.line(1, f"let {', '.join(local)};")
        self.block(fn.body, 1)
        self.out.append("}")
        return self.out

    def block(self, body: list[ast.stmt], d: int) -> None:
        for st in body:
            self.stmt(st, d)

    def stmt(self, st: ast.stmt, d: int) -> None:
        own = emitted(st, self.fn)
        if own is not None:  # a listing's _emit / _sort
            kind, args = own
            ascii = kind == "sort" and ascii_strings(self.prog, self.fn.rule[5:])  # code units = points
            if ascii and chance_listing(self.prog, self.fn):
                self.line(d, "if (out.length > 1) _isortPairs(out);")
            elif kind == "sort" and chance_listing(self.prog, self.fn):
                self.line(d, "if (out.length > 1) out.sort((a, b) => _cmp(a[0], b[0]));")
            elif ascii:
                self.line(d, "if (out.length > 1) _isort(out);")
            elif kind == "sort":
                self.line(d, "if (out.length > 1) out.sort(_cmp);")
            else:
                i = args[0].value  # type: ignore[attr-defined]
                self.out += _emit_lines(self.prog, i, self.e(args[1]), [self.e(x) for x in args[2:]],
                                        self.INDENT * d)
        elif isinstance(st, ast.Assign | ast.AnnAssign):
            target = st.targets[0] if isinstance(st, ast.Assign) else st.target
            self.assign(target, self.e(st.value), d)  # type: ignore[arg-type]
        elif isinstance(st, ast.AugAssign):
            op = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}[type(st.op)]
            tgt = st.target
            if (
                isinstance(tgt, ast.Subscript)
                and is_counter(self.t(tgt.value))
            ):
                c, k = self.e(tgt.value), self.e(tgt.slice)
                self.line(d, f"{c}[{k}] = ({c}[{k}] ?? 0) {op} ({self.e(st.value)});")
            else:
                self.line(d, f"{self.e(tgt)} {op}= {self.e(st.value)};")
        elif isinstance(st, ast.If):
            self.line(d, f"if ({self.e(st.test)}) {{")
            self.block(st.body, d + 1)
            while len(st.orelse) == 1 and isinstance(st.orelse[0], ast.If):
                st = st.orelse[0]
                self.line(d, f"}} else if ({self.e(st.test)}) {{")
                self.block(st.body, d + 1)
            if st.orelse:
                self.line(d, "} else {")
                self.block(st.orelse, d + 1)
            self.line(d, "}")
        elif isinstance(st, ast.For):
            it, v = st.iter, st.target.id  # type: ignore[attr-defined]
            if self.fn.calls.get(id(it)) == "range":
                bounds = [self.e(a) for a in it.args]  # type: ignore[attr-defined]
                lo, hi = ("0", bounds[0]) if len(bounds) == 1 else (bounds[0], bounds[1])
                self.tmp += 1
                end = f"_end{self.tmp}"
                self.line(d, f"for (let {v}_ = {lo}, {end} = {hi}; {v}_ < {end}; {v}_++) {{")
                self.line(d + 1, f"{v} = {v}_;")
            else:
                self.line(d, f"for ({v} of {self.e(it)}) {{")
            self.block(st.body, d + 1)
            self.line(d, "}")
        elif isinstance(st, ast.While):
            self.tmp += 1
            n = f"_bound{self.tmp}"
            self.line(d, f"let {n} = {WHILE_BOUND};")
            self.line(d, f"while ({self.e(st.test)}) {{")
            self.line(
                d + 1,
                f"if (--{n} < 0) throw new Error("
                f"{js_literal(f'rule {_rule_of(st, self.fn)}: while loop bound exceeded')});",
            )
            self.block(st.body, d + 1)
            self.line(d, "}")
        elif isinstance(st, ast.Return):
            self.line(d, "return;" if st.value is None else f"return {self.e(st.value)};")
        elif isinstance(st, ast.Expr):
            self.line(d, self.e(st.value) + ";")
        elif isinstance(st, ast.Break):
            self.line(d, "break;")
        elif isinstance(st, ast.Continue):
            self.line(d, "continue;")

    def assign(self, target: ast.expr, value: str, d: int) -> None:
        if (
            isinstance(target, ast.Subscript)
            and is_counter(self.t(target.value))
        ):
            self.line(d, f"{self.e(target.value)}[{self.e(target.slice)}] = {value};")
        else:
            self.line(d, f"{self.e(target)} = {value};")

    def expr(self, n: ast.expr) -> str:
        if isinstance(n, ast.Constant):
            return "null" if n.value is None else js_literal(n.value)
        if isinstance(n, ast.Subscript):
            ct = self.t(n.value)
            if isinstance(ct, Dict) and ct.counter:
                return f"({self.e(n.value)}[{self.e(n.slice)}] ?? 0)"
            return f"{self.e(n.value)}[{self.e(n.slice)}]"
        if isinstance(n, ast.BinOp):
            a, b = self.e(n.left), self.e(n.right)
            if isinstance(n.op, ast.FloorDiv):
                return f"Math.floor({a} / {b})"
            if isinstance(n.op, ast.Mod):
                return f"_mod({a}, {b})"
            return f"({a} {({ast.Add: '+', ast.Sub: '-', ast.Mult: '*'})[type(n.op)]} {b})"
        if isinstance(n, ast.UnaryOp):
            return f"(!{self.e(n.operand)})" if isinstance(n.op, ast.Not) else f"(-{self.e(n.operand)})"
        if isinstance(n, ast.BoolOp):
            op = " && " if isinstance(n.op, ast.And) else " || "
            return "(" + op.join(self.e(v) for v in n.values) + ")"
        if isinstance(n, ast.Compare):
            known = self.option_test(n)
            if known is not None:
                return known
            cmp, right = n.ops[0], n.comparators[0]
            if isinstance(cmp, ast.Is | ast.IsNot):
                return f"({self.e(n.left)} {'===' if isinstance(cmp, ast.Is) else '!=='} null)"
            if isinstance(cmp, ast.In | ast.NotIn):
                neg = "!" if isinstance(cmp, ast.NotIn) else ""
                rt = self.t(right)
                if isinstance(rt, Dict):
                    test = (
                        f"(({self.e(right)}[{self.e(n.left)}] ?? 0) > 0)"
                        if rt.counter
                        else f"Object.hasOwn({self.e(right)}, {self.e(n.left)})"
                    )
                    return f"({neg}{test})"
                if isinstance(rt, List) and _holds_counter(rt.item):
                    return f"({neg}_has({self.e(right)}, {self.e(n.left)}, {_eq_of(rt.item)}))"
                if isinstance(rt, List) and not isinstance(rt.item, Prim | Enum):  # by value, as Python
                    return f"({neg}_has({self.e(right)}, {self.e(n.left)}))"
                return f"({neg}{self.e(right)}.includes({self.e(n.left)}))"
            return f"({self.e(n.left)} {_CMP[type(cmp)]} {self.e(right)})"
        if isinstance(n, ast.IfExp):
            return f"({self.e(n.test)} ? {self.e(n.body)} : {self.e(n.orelse)})"
        raise TypeError(type(n).__name__)


def _holds_counter(t: Type) -> bool:
    """A value that is or holds a counter: equal to another by its canonical JSON (zeros dropped),
    not by its keys."""
    if isinstance(t, Dict):
        return t.counter or _holds_counter(t.value)
    if isinstance(t, List | Opt):
        return _holds_counter(t.item)
    if isinstance(t, Record):
        return any(_holds_counter(v) for v in t.fields.values())
    return False


def _eq_of(t: Type) -> str:
    """The equality test for a value of type t holding a counter."""
    return f"_eqAs({json.dumps(descriptor(t), ensure_ascii=False)})"


def _builtin(name: str, a: list[str], ts: list[Type]) -> str:
    if ts and is_counter(ts[0]) and name in ("keys", "len", "get"):  # the keys counted, not the zeros
        if name == "keys":
            return f"_countedKeys({a[0]})"
        if name == "len":
            return f"_countedKeys({a[0]}).length"
        return f"({a[0]}[{a[1]}] || {a[2]})"
    if name == "same" and _holds_counter(ts[0]):
        return f"{_eq_of(ts[0])}({a[0]}, {a[1]})"
    if name in ("remove", "count", "index") and isinstance(ts[0], List) and _holds_counter(ts[0].item):
        return f"_{name}({a[0]}, {a[1]}, {_eq_of(ts[0].item)})"
    simple = {
        "len": "_len",
        "pop": "_pop",
        "top": "_top",
        "remove": "_remove",
        "count": "_count",
        "index": "_index",
        "copy": "_copy",
        "sum": "_sum",
        "keys": "Object.keys",
        "abs": "Math.abs",
        "str": "String",
    }
    if name == "players":
        return "g.players"
    if name == "append":
        return f"{a[0]}.push({a[1]})"
    if name == "sorted":
        num = isinstance(ts[0], List) and (
            ts[0].item == INT or (isinstance(ts[0].item, Enum) and ts[0].item.is_int)
        )
        if num or (isinstance(ts[0], List) and is_strlike(ts[0].item)):  # strings by code units, as _cmp
            return f"_isort({a[0]}.slice(), {'true' if num else 'false'})"
        return f"{a[0]}.slice().sort(_cmp)"
    if name == "remove" and isinstance(ts[0], List) and scalar(ts[0].item):
        return f"_removeScalar({a[0]}, {a[1]})"  # === is Python's == for scalars: no _eq per item
    if name in ("max", "min"):
        return f"Math.{name}(...{a[0]})" if len(a) == 1 else f"Math.{name}({a[0]}, {a[1]})"
    if name == "get":
        return f"({a[0]}[{a[1]}] ?? {a[2]})"
    if name == "must":
        return a[0]
    if name == "delete":
        return f"delete {a[0]}[{a[1]}]"
    if name == "same":
        return f"_same({a[0]}, {a[1]})"
    return f"{simple[name]}({', '.join(a)})"


RUNTIME = skeleton("js", "_rules_runtime.mjs.txt")

ENGINE = skeleton("js", "_rules_engine.mjs.txt")


def _listing(prog: Program) -> list[str]:
    """As emit_python._listing: per phase a function pushing its legal strings and weights."""
    lit = js_literal
    out: list[str] = ["// per phase: its candidates (legal strings with weights)"]
    table = action_table(prog)
    for i, a in enumerate(prog.actions):
        if a.params and not a.runtime_strings:
            # the strings, made at compile time, looked up by argument (nested objects, one level a parameter)
            out.append(f"const _STR{i} = {lit(nested_strings(table, i, str))};")
    by_phase: list[str] = []
    static: list[str] = []
    for plan, fns in inlined_lists(prog, split=True):
        for name, values in list_domains(prog, plan).items():
            out.append(f"const {name} = {lit(values)};")
        for fn in fns:
            out += JsFunc(prog, fn).emit()
        by_phase.append(f"{lit(plan.phase)}: [{', '.join(fn.name for fn in fns)}]")
        if static_listing(prog, fns):
            static.append(plan.phase)
    out.append("const _LIST = {" + ", ".join(by_phase) + "};")
    out.append(f"const _STATIC = new Set({lit(static)});  // phases listing alike in every state of a Game")
    out.append(f"const _APPLY_FN = [{', '.join(a.apply for a in prog.actions)}];")
    return out


def _emit_lines(prog: Program, i: int, w: str, args: list[str], ind: str) -> list[str]:
    """The listing's `_emit(i, w, *args)`: action i's string for args pushed, with weight w in a chance
    phase (a player's phase pushes bare strings)."""
    a = prog.actions[i]
    lit = js_literal
    item = (lambda s: f"[{s}, {w}]") if prog.phases[a.phase][0] == "chance" else (lambda s: s)
    if not a.runtime_strings:
        string = f"_STR{i}" + "".join(f"[{x}]" for x in args) if args else lit(a.pattern)
        return [f"{ind}out.push({item(string)});"]
    # a list or str parameter: the string is made here and registered for applyAction, once
    names = {n: x for (n, _, _), x in zip(a.params, args, strict=True)}
    lists = {n for n, _, dom in a.params if dom.startswith("list[")}
    string = " + ".join(
        lit(p) if k % 2 == 0 else f'{names[p]}.join(" ")' if p in lists else f"String({names[p]})"
        for k, p in enumerate(_pattern_parts(a.pattern)) if p
    ) or '""'
    frozen = ", ".join(f"Object.freeze({names[n]}.slice())" if n in lists else names[n]
                       for n, _, _ in a.params)
    return [f"{ind}{{", f"{ind}  const _s = {string};",
            f"{ind}  if (!_ACTIONS.has(_s)) _ACTIONS.set(_s, [{i}, [{frozen}]]);",
            f"{ind}  out.push({item('_s')});", f"{ind}}}"]


def emit(prog: Program) -> str:
    lit = js_literal
    out = [
        f"// {comment_text(prog.titles.get('en', prog.game))} engine, compiled by rulestone from "
        f"{comment_text(prog.spec_file)} (docs/rule-language.md).",
        "// Do not edit: change the rule bodies in the spec and run `rulestone build`. No imports.",
        "",
        "export const CHANCE = -1;",
        "export const TERMINAL = -2;",
        f"export const GAME_ID = {lit(prog.game)};",
        f"export const TITLES = {lit(prog.titles)};",
        f"export const OPTIONS = {lit(prog.options)};",
        f"export const SPEC_SHA256 = {lit(prog.sha256)};",
        f"export const MIN_PLAYERS = {prog.min_players};",
        f"export const MAX_PLAYERS = {prog.max_players};",
        "export const PLAYERS_MIN = MIN_PLAYERS, PLAYERS_MAX = MAX_PLAYERS;",
        "",
    ]
    for name, (_t, v) in prog.constants.items():
        out.append(f"const C_{name} = {lit(v)};")
    for name, v in prog.exports.items():  # engine.exports: spec data for tools and tests, by name
        out.append(f"export const {name} = {lit(v)};")
    out.append(RUNTIME)
    table = action_table(prog)
    # a Map: looked up by every applyAction (a keyed load from an object of ~100 string keys costs more)
    actions = lit({k: [i, list(c)] for k, (i, c) in table.items()})
    out.append(f"const _ACTIONS = new Map(Object.entries({actions}));")
    out.append(f"const _STATE = {lit(state_descriptor(prog))};")
    out.append(f"const _OPTION_TESTS = {lit([list(p) for p in option_tests(prog)])};")
    out.append("")
    bodies = inlined(prog)
    for rid in prog.entries:
        fns = [bodies[f.name] for f in prog.functions.values() if f.rule == rid]
        if not fns and rid not in prog.sees:
            continue
        out += rule_header(prog, rid, "//")
        for f in fns:
            out += JsFunc(prog, f).emit()
        out.append(f"// {MARK_END}{rid}")
        out.append("")
    seats = {n: f for n, (k, f) in prog.phases.items() if k == "seat"}
    out.append("const _SEAT = {" + ", ".join(f"{lit(n)}: {f}" for n, f in seats.items()) + "};")
    # phase -> its seat function, or CHANCE / TERMINAL (currentPlayer: one look-up)
    who = ", ".join(f"{lit(n)}: {_who(seats, n, k)}" for n, (k, _) in prog.phases.items())
    out.append(f"const _WHO = {{{who}}};")
    out.append(f"const _CHANCE_PHASES = {lit([n for n, (k, _) in prog.phases.items() if k == 'chance'])};")
    out.append(
        f"const _TERMINAL_PHASES = {lit([n for n, (k, _) in prog.phases.items() if k == 'terminal'])};"
    )
    out += _listing(prog)
    for kind, const in sorted(const_tables(prog)):  # the tables the bodies look up
        pairs = [[k, v] for k, v in table_values(kind, prog.constants[const][1]).items()]
        out.append(f"const _{kind.upper()}_{const} = new Map({lit(pairs)});")
    out.append(
        "const _DERIVED = {" + ", ".join(f"{lit(k)}: {f}" for k, f in prog.state_derived.items()) + "};"
    )
    keys = [[k, key_descriptor(prog, k) if k in prog.state_types else None] for k in prog.state_keys]
    out.append(f"const _KEYS = {lit(keys)};")
    out.append(f"const _CHECKED = {lit(prog.checked)};")
    out.append("const _KEY_DESC = Object.fromEntries(_KEYS);")
    out.append(
        "const _GAME_FIELDS = ["
        + ", ".join(f"[{lit(n)}, {f}]" for n, (_, f) in prog.game_fields.items())
        + "];"
    )
    out.append(f"const _INVARIANTS = [{', '.join(prog.invariants)}];")
    out.append(f"const _LOAD = {prog.load or 'null'};")
    out.append(f"const _INIT = {prog.init}, _SCORES = {prog.scores}, _RETURNS = {prog.returns};")
    out.append(f"const _OBSERVE = {json.dumps(prog.observations)};")
    out.append(f"const _PHASE_FIELD = {lit(prog.phase_field)};")
    phase_enum = prog.state.fields[prog.phase_field]
    assert isinstance(phase_enum, Enum)
    out.append(f"export const PHASES = {lit(list(phase_enum.values))};")
    out.append(ENGINE)
    for name, fn in prog.methods.items():  # engine.methods: extra State queries, both spellings
        camel = re.sub(r"_([a-z])", lambda m: m.group(1).upper(), name)
        for n in dict.fromkeys([camel, name]):
            out.append(f"State.prototype.{n} = function () {{ return {fn}(this.game, this.d); }};")
    out.append(emit_exports.js_block(prog))  # the framework exports: a block of their own
    from ..generate.js import script_safe

    return script_safe("\n".join(out).rstrip("\n") + "\n")
