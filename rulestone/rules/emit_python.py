"""Typed IR -> a standalone Python engine module (standard library only), the API of DESIGN.md §6.

Records and the state are dicts in the canonical JSON key order; enum values are their JSON
strings; counters are dicts without zero entries. One block per rule, marked with its id, its
citations (escaped) and the spec line of its body."""

from __future__ import annotations

import ast
import re

from ..generate.blocks import MARK_END, MARK_START
from ..generate.literals import comment_text, py_literal
from . import emit_exports
from .emit_common import FuncEmitter, const_tables, is_counter, option_tests, skeleton, table_values
from .inline import inlined, inlined_lists
from .ir import Function, Program
from .listing import emitted, list_domains, readonly_listing, static_listing
from .types import Dict, Enum, List, Opt, Prim, Record, Type, is_strlike

_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%"}



_CMP = {
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Is: "is",
    ast.IsNot: "is not",
}
WHILE_BOUND = 1 << 20


def state_descriptor(prog: Program) -> object:
    """The state as from_json reads it: without the hidden fields (the load function sets them)."""
    return ["rec", [[k, key_descriptor(prog, k)] for k in prog.state.fields if k not in prog.hidden]]


def key_descriptor(prog: Program, key: str) -> object:
    """A state key's descriptor: its type's, or ["half"] for an int shown halved (`json: half`)."""
    return ["half"] if key in prog.halves else descriptor(prog.state_types[key])


def descriptor(t: Type) -> object:
    """A type as data for the runtime's loader and canonicaliser (the same in every target)."""
    if isinstance(t, Prim):
        return [t.kind]
    if isinstance(t, Enum):
        return ["enum", list(t.values)]
    if isinstance(t, List):
        return ["list", descriptor(t.item)]
    if isinstance(t, Dict):
        keys = list(t.key.values) if isinstance(t.key, Enum) else None
        return ["counter" if t.counter else "dict", keys, descriptor(t.value)]
    if isinstance(t, Opt):
        return ["opt", descriptor(t.item)]
    if isinstance(t, Record):
        return ["rec", [[k, descriptor(v)] for k, v in t.fields.items()]]
    raise TypeError(t)


def rule_header(prog: Program, rid: str, comment: str, indent: str = "") -> list[str]:
    c = f"{indent}{comment}"
    e = prog.entries[rid]
    title = (e.get("title") or {}).get("en") or (e.get("text") or {}).get("en", "")
    out = [
        f"{c} {MARK_START}{rid}: {comment_text(title)}",
        f"{c} spec: {prog.spec_file}:{prog.entry_lines[rid]}",
    ]
    for lang, quotes in sorted((e.get("cites") or {}).items()):
        for q in quotes:
            out.append(f'{c} cite {lang}: "{comment_text(q["exact"])}"')
    for fact in e.get("external") or []:
        out.append(f'{c} external: "{comment_text(fact["fact"])}"')
    if e.get("assumed"):
        reason = e["assumed"]["reason"]
        reason = reason.get("en", "") if isinstance(reason, dict) else reason
        out.append(f'{c} assumed: "{comment_text(reason)}"')
    if rid in prog.sees:
        out.append(f"{c} carried by rule {prog.sees[rid]}")
    sees = sorted(r for r, t in prog.sees.items() if t == rid)
    if sees:
        out.append(f"{c} also carries: {', '.join(sees)}")
    return out


def _rule_of(st: ast.While, fn: Function) -> str:
    """The rule a while loop was written in (an inlined loop keeps its own)."""
    return getattr(st, "rule", fn.rule)


class PyFunc(FuncEmitter):
    INDENT, STR, EMPTY = "    ", "str", "''"
    lit = staticmethod(py_literal)

    def builtin(self, name: str, args: list[str], types: list[Type]) -> str:
        return _builtin(name, args, types)

    def table_lookup(self, kind: str, const: str, key: str) -> str:
        return f"_INDEX_{const}[{key}]" if kind == "index" else f"_COUNT_{const}.get({key}, 0)"

    def emit(self) -> list[str]:
        fn = self.fn
        params = ", ".join(["g", *(n for n, _ in fn.params)])
        self.out.append(f"def {fn.name}({params}):")
        # a listing reads the state without changing it: its state fields and game values are read
        # once, into locals, before its loops (a look-up each saved in every iteration)
        self.reads: dict[str, str] | None = {} if readonly_listing(self.prog, fn) else None
        self.block(fn.body, 1)
        if self.reads:
            self.out[1:1] = [f"    {local} = {src}" for src, local in self.reads.items()]
        return self.out

    def e(self, n: ast.expr) -> str:
        reads = getattr(self, "reads", None)
        if reads is not None and isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name) \
                and n.value.id in ("g", "d"):
            src = super().e(n)
            return reads.setdefault(src, f"_{n.value.id}_{n.attr}")
        return super().e(n)

    def option_test(self, n: ast.Compare) -> str | None:
        test = super().option_test(n)
        reads = getattr(self, "reads", None)
        if reads is None or test is None or not test.startswith("g.o"):
            return test
        return reads.setdefault(test, f"_g_{test[2:]}")

    def block(self, body: list[ast.stmt], depth: int) -> None:
        if not body:
            self.line(depth, "pass")
        for st in body:
            self.stmt(st, depth)

    def stmt(self, st: ast.stmt, d: int) -> None:
        own = emitted(st, self.fn)
        if own is not None:  # a listing's _emit / _sort
            kind, args = own
            if kind == "sort":
                self.line(d, "out.sort()")
            else:
                i = args[0].value  # type: ignore[attr-defined]
                self.out += _emit_lines(self.prog, i, self.e(args[1]), [self.e(x) for x in args[2:]],
                                        self.INDENT * d)
        elif isinstance(st, ast.Assign):
            self.assign(st.targets[0], self.e(st.value), d)
        elif isinstance(st, ast.AnnAssign):
            self.assign(st.target, self.e(st.value), d)  # type: ignore[arg-type]
        elif isinstance(st, ast.AugAssign):
            op = _BIN[type(st.op)]
            tgt = st.target
            if (
                isinstance(tgt, ast.Subscript)
                and is_counter(self.t(tgt.value))
            ):
                self.counter_set(tgt, lambda c, k: f"{c}.get({k}, 0) {op} ({self.e(st.value)})", d)
            else:
                self.line(d, f"{self.e(tgt)} {op}= {self.e(st.value)}")
        elif isinstance(st, ast.If):
            self.line(d, f"if {self.e(st.test)}:")
            self.block(st.body, d + 1)
            while len(st.orelse) == 1 and isinstance(st.orelse[0], ast.If):
                st = st.orelse[0]
                self.line(d, f"elif {self.e(st.test)}:")
                self.block(st.body, d + 1)
            if st.orelse:
                self.line(d, "else:")
                self.block(st.orelse, d + 1)
        elif isinstance(st, ast.For):
            it = st.iter
            if self.fn.calls.get(id(it)) == "range":
                src = f"range({', '.join(self.e(a) for a in it.args)})"  # type: ignore[attr-defined]
            else:
                src = self.e(it)
            self.line(d, f"for {st.target.id} in {src}:")  # type: ignore[attr-defined]
            self.block(st.body, d + 1)
        elif isinstance(st, ast.While):
            self.tmp += 1
            n = f"_bound{self.tmp}"
            self.line(d, f"{n} = {WHILE_BOUND}")
            self.line(d, f"while {self.e(st.test)}:")
            self.line(d + 1, f"{n} -= 1")
            self.line(d + 1, f"if {n} < 0:")
            why = py_literal(f"rule {_rule_of(st, self.fn)}: while loop bound exceeded")
            self.line(d + 2, f"raise RuntimeError({why})")
            self.block(st.body, d + 1)
        elif isinstance(st, ast.Return):
            self.line(d, "return" if st.value is None else f"return {self.e(st.value)}")
        elif isinstance(st, ast.Expr):
            self.line(d, self.e(st.value))
        elif isinstance(st, ast.Pass):
            self.line(d, "pass")
        elif isinstance(st, ast.Break):
            self.line(d, "break")
        elif isinstance(st, ast.Continue):
            self.line(d, "continue")

    def assign(self, target: ast.expr, value: str, d: int) -> None:
        if (
            isinstance(target, ast.Subscript)
            and is_counter(self.t(target.value))
        ):
            self.counter_set(target, lambda c, k: value, d)
        else:
            self.line(d, f"{self.e(target)} = {value}")

    def counter_set(self, target: ast.Subscript, value, d: int) -> None:
        """counter[key] = value without a call: a count of 0 is no entry. The counter and the key are
        evaluated once, in that order, before the value."""
        self.tmp += 1
        c, k, v = f"_c{self.tmp}", f"_k{self.tmp}", f"_v{self.tmp}"
        self.line(d, f"{c} = {self.e(target.value)}")
        self.line(d, f"{k} = {self.e(target.slice)}")
        self.line(d, f"{v} = {value(c, k)}")
        self.line(d, f"if {v}:")
        self.line(d + 1, f"{c}[{k}] = {v}")
        self.line(d, "else:")
        self.line(d + 1, f"{c}.pop({k}, None)")

    def expr(self, n: ast.expr) -> str:
        if isinstance(n, ast.Constant):
            return py_literal(n.value)
        if isinstance(n, ast.Subscript):
            ct = self.t(n.value)
            if isinstance(ct, Dict) and ct.counter:
                return f"{self.e(n.value)}.get({self.e(n.slice)}, 0)"
            return f"{self.e(n.value)}[{self.e(n.slice)}]"
        if isinstance(n, ast.BinOp):
            return f"({self.e(n.left)} {_BIN[type(n.op)]} {self.e(n.right)})"
        if isinstance(n, ast.UnaryOp):
            return f"(not {self.e(n.operand)})" if isinstance(n.op, ast.Not) else f"(-{self.e(n.operand)})"
        if isinstance(n, ast.BoolOp):
            op = " and " if isinstance(n.op, ast.And) else " or "
            return "(" + op.join(self.e(v) for v in n.values) + ")"
        if isinstance(n, ast.Compare):
            known = self.option_test(n)
            if known is not None:
                return known
            cmp, right = n.ops[0], n.comparators[0]
            if (
                isinstance(cmp, ast.In | ast.NotIn)
                and is_counter(self.t(right))
            ):
                neg = "not " if isinstance(cmp, ast.NotIn) else ""
                return f"({neg}{self.e(right)}.get({self.e(n.left)}, 0) > 0)"
            return f"({self.e(n.left)} {_CMP[type(cmp)]} {self.e(right)})"
        if isinstance(n, ast.IfExp):
            return f"({self.e(n.body)} if {self.e(n.test)} else {self.e(n.orelse)})"
        raise TypeError(type(n).__name__)


def _builtin(name: str, a: list[str], ts: list[Type]) -> str:
    if name == "players":
        return "g.players"
    if name == "len":
        return f"len({a[0]})"
    if name == "append":
        return f"{a[0]}.append({a[1]})"
    if name == "pop":
        return f"{a[0]}.pop()"
    if name == "top":
        return f"{a[0]}[len({a[0]}) - 1]"
    if name == "remove":
        return f"{a[0]}.remove({a[1]})"
    if name == "count":
        return f"{a[0]}.count({a[1]})"
    if name == "index":
        return f"{a[0]}.index({a[1]})"
    if name == "sorted":
        return f"sorted({a[0]})"
    if name == "copy":
        return f"{a[0]}.copy()"
    if name in ("sum", "max", "min", "abs", "str"):
        return f"{name}({', '.join(a)})"
    if name == "keys":
        return f"list({a[0]})"
    if name == "get":
        return f"{a[0]}.get({a[1]}, {a[2]})"
    if name == "must":
        return a[0]
    if name == "delete":
        return f"{a[0]}.pop({a[1]}, None)"
    if name == "same":
        return f"({a[0]} == {a[1]})"
    raise KeyError(name)


RUNTIME = skeleton("python", "_rules_runtime.py.txt")


def action_table(prog: Program) -> dict[str, tuple[int, tuple]]:
    """Every action string of every pattern, made once at compile time: string -> (action, arguments)."""
    from itertools import product

    table: dict[str, tuple[int, tuple]] = {}
    for i, a in enumerate(prog.actions):
        if a.runtime_strings:
            continue
        domains = [
            prog.constants[d][1] if d in prog.constants else list(prog.enums[d].values)
            for _, _, d in a.params
        ]
        for combo in product(*domains):
            s = a.pattern.format(**{n: v for (n, _, _), v in zip(a.params, combo, strict=True)})
            table[s] = (i, combo)
    return table


def emit(prog: Program) -> str:
    en, ja = prog.titles.get("en", prog.game), prog.titles.get("ja", prog.game)
    doc = (
        f"{en} ({ja}) engine, compiled by rulestone from {prog.spec_file} (docs/rule-language.md). "
        "Do not edit: change the rule bodies in the spec and run `rulestone build`. "
        "Standard library only; the API is DESIGN.md section 6."
    )
    out = [
        py_literal(doc),
        "",
        "from __future__ import annotations",
        "",
        "import json",
        "from fractions import Fraction",
        "",
        "CHANCE = -1",
        "TERMINAL = -2",
        f"GAME_ID = {py_literal(prog.game)}",
        f"TITLES = {py_literal(prog.titles)}",
        f"OPTIONS = {py_literal(prog.options)}",
        f"SPEC_SHA256 = {py_literal(prog.sha256)}",
        f"MIN_PLAYERS = {prog.min_players}",
        f"MAX_PLAYERS = {prog.max_players}",
        "PLAYERS_MIN, PLAYERS_MAX = MIN_PLAYERS, MAX_PLAYERS",
        "",
    ]
    for name, (_t, v) in prog.constants.items():
        out.append(f"C_{name} = {py_literal(v)}")
    for name, v in prog.exports.items():  # engine.exports: spec data for tools and tests, by name
        out.append(f"{name} = {py_literal(v)}")
    out.append(RUNTIME)
    table = action_table(prog)
    out.append(f"_ACTIONS = {py_literal({k: [i, list(c)] for k, (i, c) in table.items()})}")
    out.append(f"_STATE = {py_literal(state_descriptor(prog))}")
    out.append(f"_OPTION_TESTS = {py_literal([list(p) for p in option_tests(prog)])}")
    out.append("")
    # rule functions, grouped by rule in spec order
    bodies = inlined(prog)
    for rid in prog.entries:
        fns = [bodies[f.name] for f in prog.functions.values() if f.rule == rid]
        if not fns and rid not in prog.sees:
            continue
        out += rule_header(prog, rid, "#")
        for f in fns:
            out += PyFunc(prog, f).emit()
        out.append(f"# {MARK_END}{rid}")
        out.append("")
    engine = _engine(prog)  # (its listing functions look tables up too)
    for kind, const in sorted(const_tables(prog)):  # the tables the bodies look up
        out.append(f"_{kind.upper()}_{const} = {py_literal(table_values(kind, prog.constants[const][1]))}")
    out.append(engine)
    core = "\n".join(out).rstrip("\n") + "\n"
    return core + emit_exports.python_block(prog, core)  # the framework exports: a block of their own


def _listing(prog: Program) -> list[str]:
    """Per phase a function adding its legal strings and weights to a list (listing.py, with the
    rule functions it calls inlined); strings are looked up, not formatted. _LIST: phase -> that
    function; _APPLY: string -> (apply, args)."""
    out: list[str] = ["# per phase: its candidates (legal strings with weights)"]
    table = action_table(prog)
    for i, a in enumerate(prog.actions):
        if a.params and not a.runtime_strings:  # nested dicts, one level a parameter (no tuple keys)
            out.append(f"_STR{i} = {py_literal(nested_strings(table, i, lambda v: v))}")
    by_phase: list[str] = []
    static: list[str] = []
    for plan, (fn,) in inlined_lists(prog, split=False):
        for name, values in list_domains(prog, plan).items():
            out.append(f"{name} = {py_literal(values)}")
        out += PyFunc(prog, fn).emit()
        by_phase.append(f"{py_literal(plan.phase)}: {fn.name}")
        if static_listing(prog, [fn]):
            static.append(plan.phase)
    out.append("_LIST = {" + ", ".join(by_phase) + "}")
    out.append(f"_STATIC = frozenset({py_literal(static)})  # phases listing alike in every state of a Game")
    out.append(f"_APPLY_FN = ({', '.join(a.apply for a in prog.actions)},)")
    out.append("_APPLY = {_s: (_APPLY_FN[_i], tuple(_args)) for _s, (_i, _args) in _ACTIONS.items()}")
    return out


def nested_strings(table: dict[str, tuple[int, tuple]], i: int, key) -> dict:
    """Action i's strings made at compile time, looked up by argument: nested dicts, one level a
    parameter, each argument keyed by key(value)."""
    nested: dict = {}
    for st, (j, combo) in table.items():
        if j == i:
            node = nested
            for v in combo[:-1]:
                node = node.setdefault(key(v), {})
            node[key(combo[-1])] = st
    return nested


def _emit_lines(prog: Program, i: int, w: str, args: list[str], ind: str) -> list[str]:
    """The listing's `_emit(i, w, *args)`: action i's string for args appended, with weight w in a
    chance phase (a player's phase lists bare strings: legal_actions takes the list as it is)."""
    a = prog.actions[i]
    item = (lambda s: f"({s}, {w})") if prog.phases[a.phase][0] == "chance" else (lambda s: s)
    if not a.runtime_strings:
        string = f"_STR{i}" + "".join(f"[{x}]" for x in args) if args else py_literal(a.pattern)
        return [f"{ind}out.append({item(string)})"]
    # a list or str parameter: the string is made here and registered for apply_action, once
    names = {n: x for (n, _, _), x in zip(a.params, args, strict=True)}
    lists = {n for n, _, dom in a.params if dom.startswith("list[")}
    texts = {n for n, t, _ in a.params if is_strlike(t)}  # joined as they are: no str() call

    def part(k: int, p: str) -> str:
        if k % 2 == 0:
            return py_literal(p)
        return f"' '.join({names[p]})" if p in lists else names[p] if p in texts else f"str({names[p]})"

    string = " + ".join(part(k, p) for k, p in enumerate(_pattern_parts(a.pattern)) if p) or "''"
    frozen = ", ".join(f"tuple({names[n]})" if n in lists else names[n] for n, _, _ in a.params)
    return [f"{ind}_s = {string}", f"{ind}if _s not in _APPLY:",
            f"{ind}    _APPLY[_s] = (_APPLY_FN[{i}], ({frozen},))", f"{ind}out.append({item('_s')})"]


def _pattern_parts(pattern: str) -> list[str]:
    """"explore {ks} now" -> ["explore ", "ks", " now"]: literal text and parameter names alternate."""
    return re.split(r"\{(\w+)\}", pattern)


def _clone_code(prog: Program) -> list[str]:
    """`_clone(d)`: a copy of the state written out from its types (hidden fields included): scalars
    shared, lists and dicts of scalars copied by .copy(), the rest field by field; no type tests."""
    names = iter(range(1 << 30))

    def copy(t: Type, v: str) -> str | None:  # None: immutable, the value itself is shared
        if isinstance(t, Prim | Enum):
            return None
        if isinstance(t, Opt):
            inner = copy(t.item, f"_o{(k := next(names))}")
            return None if inner is None else f"(None if (_o{k} := {v}) is None else {inner})"
        if isinstance(t, List):
            item = copy(t.item, f"_x{(k := next(names))}")
            return f"{v}.copy()" if item is None else f"[{item} for _x{k} in {v}]"
        if isinstance(t, Dict):
            item = copy(t.value, f"_x{(k := next(names))}")
            return f"{v}.copy()" if item is None else f"{{_k{k}: {item} for _k{k}, _x{k} in {v}.items()}}"
        if isinstance(t, Record):
            return record(t.fields, v)
        raise TypeError(t)

    def record(fields: dict[str, Type], v: str) -> str:
        parts = [(f, copy(ft, f"{v}[{py_literal(f)}]")) for f, ft in fields.items()]
        if all(c is None for _, c in parts):
            return f"{v}.copy()"
        return "{" + ", ".join(f"{py_literal(f)}: {c or f'{v}[{py_literal(f)}]'}" for f, c in parts) + "}"

    return ["def _clone(d):", f"    return {record(prog.state.fields, 'd')}"]


def _who(seats: dict[str, str | None], phase: str, kind: str) -> str:
    return seats.get(phase) or ("CHANCE" if kind == "chance" else "TERMINAL")


def _py_who(prog: Program, seats: dict[str, str | None], phase: str, kind: str) -> str:
    """Python's current_player entry: as _who, but the state field a seat function returns when that
    is all it does (read without a call)."""
    name = seats.get(phase)
    field = _field_read(prog, prog.functions[name]) if name else None
    return py_literal(field) if field is not None else _who(seats, phase, kind)


def _field_read(prog: Program, fn: Function) -> str | None:
    """The state field a function (g, s) only returns, `return s.f` (a field of the JSON's state)."""
    body = fn.body
    if len(fn.params) != 1 or len(body) != 1 or not isinstance(body[0], ast.Return):
        return None
    v = body[0].value
    if isinstance(v, ast.Attribute) and isinstance(v.value, ast.Name) and v.value.id == fn.params[0][0] \
            and v.attr in prog.state.fields:
        return v.attr
    return None


def _engine(prog: Program) -> str:
    pf = py_literal(prog.phase_field)
    seats = {n: f for n, (k, f) in prog.phases.items() if k == "seat"}
    chance = [n for n, (k, _) in prog.phases.items() if k == "chance"]
    terminal = [n for n, (k, _) in prog.phases.items() if k == "terminal"]
    lines = [
        f"_SEAT = {{{', '.join(f'{py_literal(n)}: {f}' for n, f in seats.items())}}}",
        # phase -> its seat function (or the field it reads), CHANCE or TERMINAL (current_player: one look-up)
        "_WHO = {" + ", ".join(f"{py_literal(n)}: {_py_who(prog, seats, n, k)}"
                               for n, (k, _) in prog.phases.items()) + "}",
        f"_CHANCE_PHASES = {py_literal(chance)}",
        f"_TERMINAL_PHASES = {py_literal(terminal)}",
        *_listing(prog),
    ]
    lines.append(
        f"_DERIVED = {{{', '.join(f'{py_literal(k)}: {f}' for k, f in prog.state_derived.items())}}}"
    )
    keys = [[k, key_descriptor(prog, k) if k in prog.state_types else None] for k in prog.state_keys]
    lines.append(f"_KEYS = {py_literal(keys)}")
    lines.append(f"_CHECKED = {py_literal(prog.checked)}")
    lines.append(
        f"_GAME_FIELDS = [{', '.join(f'({py_literal(n)}, {f})' for n, (_, f) in prog.game_fields.items())}]"
    )
    lines.append(f"_INVARIANTS = [{', '.join(prog.invariants)}]")
    lines.append(f"_LOAD = {prog.load or 'None'}")
    lines.append(f"_INIT, _SCORES, _RETURNS = {prog.init}, {prog.scores}, {prog.returns}")
    lines.append(f"_OBSERVE = {py_literal(prog.observations)}")
    lines += _clone_code(prog)
    lines.append(f"_PHASE_FIELD = {pf}")
    phase_enum = prog.state.fields[prog.phase_field]
    assert isinstance(phase_enum, Enum)
    lines.append(f"PHASES = {py_literal(tuple(phase_enum.values))}  # also as upper-case constants")
    for v in phase_enum.values:
        lines.append(f"{str(v).upper().replace('-', '_')} = {py_literal(v)}")
    lines.append(ENGINE)
    for name, fn in prog.methods.items():  # engine.methods: extra State queries, e.g. winners()
        lines.append(f"State.{name} = lambda self: {fn}(self.game, self.d)")
    return "\n".join(lines)


ENGINE = skeleton("python", "_rules_engine.py.txt")
