"""Listing the legal actions of a phase as a function of the rule language's IR, so that the inliner
inlines the `legal`, `weight` and `each` calls into it like any other call, and both emitters print
it their way. `_emit(action, weight, *args)` adds an action's string (with its weight) to the list,
`_sort()` sorts the list so far; the phase plan orders the actions so that the list comes out sorted
with as little sorting as possible."""

from __future__ import annotations

import ast
from collections.abc import Callable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from itertools import pairwise, product

from .ir import Function, Program
from .types import BOOL, INT, VOID, List, Opt, Type


def domain(prog: Program, dom: str) -> list:
    """An action parameter's fixed domain: a list constant's values or an enum's."""
    return list(prog.constants[dom][1]) if dom in prog.constants else list(prog.enums[dom].values)


def action_strings(prog: Program, i: int) -> dict[tuple, str] | None:
    """Every string of action i, made at compile time (arguments -> string); None when its strings
    are made at run time (a str or list parameter)."""
    a = prog.actions[i]
    if a.runtime_strings:
        return None
    out: dict[tuple, str] = {}
    for combo in product(*(domain(prog, d) for _, _, d in a.params)):
        out[combo] = a.pattern.format(**{n: v for (n, _, _), v in zip(a.params, combo, strict=True)})
    return out


def ascii_strings(prog: Program, phase: str) -> bool:
    """Every string phase `phase` can list is made at compile time and is ASCII: sorting by code
    units (JS's default sort, no comparator called) is then sorting by code point."""
    return all((ss := action_strings(prog, i)) is not None and all(x.isascii() for x in ss.values())
               for i, a in enumerate(prog.actions) if a.phase == phase)


@dataclass
class PhasePlan:
    """How one phase lists its candidates so that they come out sorted (by code point) with as little
    sorting as possible: when every string is known at compile time, ASCII, and the actions' string
    ranges do not overlap, the actions go in the order of their ranges, a fixed one-parameter domain
    is walked in its strings' order, and any other action with several strings sorts the list after
    itself (the list before it is sorted and smaller); otherwise the list is sorted once at the end."""

    phase: str
    actions: list[int]  # action indices, in listing order
    order: dict[int, list] = field(default_factory=dict)  # action -> its one fixed domain, by string
    sort_after: set[int] = field(default_factory=set)
    sort_end: bool = False


def phase_plans(prog: Program) -> list[PhasePlan]:
    plans: dict[str, PhasePlan] = {}
    for i, a in enumerate(prog.actions):
        plans.setdefault(a.phase, PhasePlan(a.phase, [])).actions.append(i)
    for plan in plans.values():
        strings = {i: action_strings(prog, i) for i in plan.actions}
        known = all(ss is not None and all(s.isascii() for s in ss.values()) for ss in strings.values())
        if not known:
            plan.sort_end = True
            continue
        ranges = {i: (min(ss.values()), max(ss.values())) for i, ss in strings.items() if ss}
        plan.actions.sort(key=lambda i: ranges.get(i, ("", ""))[0])
        spans = [ranges[i] for i in plan.actions if i in ranges]
        if not all(x[1] < y[0] for x, y in pairwise(spans)):
            plan.sort_end = True
            continue
        for i in plan.actions:
            a, ss = prog.actions[i], strings[i]
            if ss is None or len(ss) <= 1:
                continue
            if len(a.params) == 1 and not a.each:
                plan.order[i] = [c[0] for c, _ in sorted(ss.items(), key=lambda kv: kv[1])]
            else:
                plan.sort_after.add(i)
    return list(plans.values())


def list_domains(prog: Program, plan: PhasePlan) -> dict[str, list]:
    """The fixed domains the listing of `plan` loops over: table name -> values (in the plan's order)."""
    out = {}
    for i in plan.actions:
        a = prog.actions[i]
        for j, (n, _t, dom) in enumerate(a.params):
            if n not in a.each:
                out[f"_DOM{i}_{j}"] = plan.order.get(i) or domain(prog, dom)
    return out


def list_functions(prog: Program, split: bool) -> list[tuple[PhasePlan, list[Function]]]:
    """Per phase, `_list<k>(d, out)`: the loops over each parameter's domain (or its `each` list), the
    `legal`/`weight` test, `_emit` where a string is listed and `_sort` where the plan sorts. split:
    one such function per action instead (`_list<k>_<i>`, called in the plan's order; the last one
    sorts when the plan sorts at the end) — V8 does not optimise a function as large as a whole
    phase of El Dorado, Python pays for every call."""
    out = []
    readonly = readonly_functions(prog)
    for k, plan in enumerate(phase_plans(prog)):
        fns: list[Function] = []
        hoisted: dict[str, str] = {}  # a first parameter's read-only `each` function -> its list's local
        for n_i, i in enumerate(plan.actions):
            if split or not fns:
                name = f"_list{k}_{i}" if split else f"_list{k}"
                params = [("d", prog.state), ("out", List(INT))]
                fn = Function(name, params, VOID, [], f"list {plan.phase}", 0)
                fn.locals = {"d": prog.state}
                b = _Build(fn)
                fns.append(fn)
            a = prog.actions[i]
            names = [f"a_{n}" for n, _, _ in a.params]
            for n, (_, t, _) in zip(names, a.params, strict=True):
                fn.locals[n] = t
            typed = [("d", prog.state), *((n, t) for n, (_, t, _) in zip(names, a.params, strict=True))]

            def args(upto: int | None = None, typed: list = typed, b: _Build = b) -> list[ast.expr]:
                return [b.name(n, t) for n, t in typed[:upto]]  # fresh nodes for every use

            # read-only legal and each functions: how often they are called changes nothing
            pure = all(f in readonly for f in [*a.each.values(), *([a.legal] if a.legal else [])])
            # a legal test that reads no parameter from the k-th on: tested once before loop k
            guard_at = max(_params_read(prog, a.legal), default=-1) + 1 if a.legal else 0
            guard = a.legal is not None and not a.weight and pure and guard_at < len(a.params)
            if a.weight:
                w = f"w{i}"
                fn.locals[w] = INT
                inner: list[ast.stmt] = [
                    b.stmt(ast.Assign(targets=[b.name(w, INT, store=True)],
                                      value=b.call(a.weight, args(), INT))),
                    b.stmt(ast.If(test=b.typed(ast.Compare(left=b.name(w, INT), ops=[ast.Gt()],
                                                           comparators=[b.const(0)]), BOOL),
                                  body=[b.emit(i, b.name(w, INT), args()[1:])], orelse=[])),
                ]
            elif a.legal and not guard:
                inner = [b.stmt(ast.If(test=b.call(a.legal, args(), BOOL),
                                       body=[b.emit(i, b.const(1), args()[1:])], orelse=[]))]
            else:  # no legal function (`each` lists exactly the legal ones), or tested as a guard
                inner = [b.emit(i, b.const(1), args()[1:])]
            # an each list that reads no parameter from the k-th on (k >= 1) cannot change in loops
            # k..j-1: it is made once per pass of loop k-1, when first needed (None before loop k)
            before: dict[int, list[ast.stmt]] = {}
            for j in range(len(a.params) - 1, -1, -1):
                n, t, _dom = a.params[j]
                inner_made: list[ast.stmt] = []
                read = _params_read(prog, a.each[n]) if n in a.each else set()
                if n in a.each and not split and not read and a.each[n] in readonly:
                    # a read-only list that depends on the state alone: the same for every action of
                    # the phase and every earlier argument (the state does not change while listing),
                    # so computed once, before the first action that loops over it (earlier
                    # parameters it does not read are passed as None)
                    h = hoisted.get(a.each[n])
                    if h is None:
                        h = hoisted[a.each[n]] = f"_each_{a.each[n]}"
                        fn.locals[h] = List(t)
                        unread = [b.typed(ast.Constant(value=None), pt) for _, pt in typed[1:j + 1]]
                        fn.body.append(b.stmt(ast.Assign(
                            targets=[b.name(h, List(t), store=True)],
                            value=b.call(a.each[n], [*args(1), *unread], List(t)))))
                    it: ast.expr = b.name(h, List(t))
                elif n in a.each and pure and 1 <= (at := max(read, default=-1) + 1) < j:
                    # e.g. a piece's enterable neighbours, the same for every card it might move with
                    h = f"_each{i}_{j}"
                    fn.locals[h] = Opt(List(t))
                    before.setdefault(at, []).append(b.stmt(ast.Assign(
                        targets=[b.name(h, Opt(List(t)), store=True)],
                        value=b.typed(ast.Constant(value=None), Opt(List(t))))))
                    given = [b.name(pn, pt) if q in read else b.typed(ast.Constant(value=None), pt)
                             for q, (pn, pt) in enumerate(typed[1:j + 1])]
                    none = b.typed(ast.Constant(value=None), Opt(List(t)))
                    unmade = b.typed(ast.Compare(left=b.name(h, Opt(List(t))), ops=[ast.Is()],
                                                 comparators=[none]), BOOL)
                    make = b.stmt(ast.If(test=unmade, orelse=[], body=[b.stmt(ast.Assign(
                        targets=[b.name(h, Opt(List(t)), store=True)],
                        value=b.call(a.each[n], [*args(1), *given], List(t))))]))
                    it = b.name(h, List(t))
                    inner_made = [make]
                elif n in a.each:
                    it = b.call(a.each[n], args(j + 1), List(t))
                else:
                    it = b.typed(ast.Name(id=f"_DOM{i}_{j}", ctx=ast.Load()), List(t), kind="raw")
                loop = ast.For(target=b.name(names[j], t, store=True), iter=it, body=inner, orelse=[])
                inner = [*inner_made, b.stmt(loop)]
                if guard and j == guard_at:
                    assert a.legal is not None
                    given = [b.name(pn, pt) if q < j else b.typed(ast.Constant(value=None), pt)
                             for q, (pn, pt) in enumerate(typed[1:])]
                    test = b.call(a.legal, [*args(1), *given], BOOL)
                    inner = [b.stmt(ast.If(test=test, body=inner, orelse=[]))]
                inner = [*before.pop(j, []), *inner]
            fn.body += inner
            if i in plan.sort_after or (plan.sort_end and n_i == len(plan.actions) - 1):
                fn.body.append(b.sort())
        out.append((plan, fns))
    return out


def static_listing(prog: Program, fns: list[Function]) -> bool:
    """A phase's listing functions (after inlining) never name the state and change nothing but
    their locals and `out`: they read only constants, options and game values, so the phase lists
    the same in every state of a Game."""
    return all(readonly_listing(prog, fn) for fn in fns) and not any(
        isinstance(x, ast.Name) and x.id == "d" for fn in fns for st in fn.body for x in ast.walk(st))


def _state_only(prog: Program, name: str) -> bool:
    """Function `name` reads none of its parameters but the first (the state)."""
    return not _params_read(prog, name)


def _params_read(prog: Program, name: str) -> set[int]:
    """The positions (0: the first after the state) of the parameters function `name` reads."""
    fn = prog.functions[name]
    read = {x.id for st in fn.body for x in ast.walk(st) if isinstance(x, ast.Name)}
    return {q for q, (n, _) in enumerate(fn.params[1:]) if n in read}


MUTATING = ("append", "pop", "remove", "delete")
FRESH_BUILTINS = ("sorted", "copy", "keys")  # each gives a new list or dict


def readonly_listing(prog: Program, fn: Function) -> bool:
    """A listing function (after inlining) that changes nothing but its own locals and `out`, and
    calls functions that change nothing but fresh lists it gives them: the state it reads stays as it
    was while it runs."""
    if not fn.rule.startswith("list "):
        return False
    facts = _effects(fn, fresh_extra={"out"})
    return facts is not None and not facts[0] and _through_calls(facts, mutations(prog)) == set()


def readonly_functions(prog: Program) -> set[str]:
    """Rule functions that change nothing their caller can see: stores and mutating builtins only on
    their own fresh locals (bound only to a list or dict display, `sorted(...)`, `copy(...)` or
    `keys(...)`, and only the local itself stored into, never an element's field), and calls of
    functions that change only the fresh lists given them (combo_words calling pick). Calling one
    twice on an unchanged state gives equal values."""
    return {n for n, m in mutations(prog).items() if m == set()}


def mutations(prog: Program) -> dict[str, set[int] | None]:
    """Per rule function, the positions of the parameters it may change (a list it appends to, a
    record it stores into: the object itself, never an element's field), itself or through the
    functions it calls; None when it may change anything else (the greatest fixed point)."""
    cached = getattr(prog, "_mutations", None)
    if cached is not None:
        return cached
    facts = {name: _effects(fn) for name, fn in prog.functions.items()}
    mut: dict[str, set[int] | None] = {n: None if f is None else set(f[0]) for n, f in facts.items()}
    changed = True
    while changed:
        changed = False
        for name, f in facts.items():
            if f is None or mut[name] is None:
                continue
            got = _through_calls(f, mut)
            if got != mut[name]:
                mut[name] = got
                changed = True
    prog._mutations = mut  # type: ignore[attr-defined]
    return mut


def closed_under_calls(facts: dict[str, tuple[bool, set[str]]]) -> set[str]:
    """The functions whose own body is good (facts: name -> (good, rule functions called)) and that
    call only such functions: the greatest fixed point."""
    ok = {n for n, (good, _) in facts.items() if good}
    changed = True
    while changed:
        changed = False
        for n in list(ok):
            if not facts[n][1] <= ok:
                ok.discard(n)
                changed = True
    return ok


def chance_listing(prog: Program, fn: Function) -> bool:
    """A listing function of a chance phase (its list holds (string, weight) pairs; a player's phase
    lists bare strings)."""
    return fn.rule.startswith("list ") and prog.phases[fn.rule[5:]][0] == "chance"


_Effects = tuple[set[int], list[tuple[str, list[ast.expr]]], Callable[[ast.expr], int | None],
                 Callable[[ast.expr], bool]]


def _through_calls(f: _Effects, mut: dict[str, set[int] | None]) -> set[int] | None:
    """The parameters a function changes, itself or through its calls; None when a call may change
    something else (an argument neither fresh nor an untouched parameter of the function)."""
    own_mut, calls, clean_param, fresh = f
    out = set(own_mut)
    for callee, args in calls:
        m = mut.get(callee)
        if m is None:
            return None
        for q in m:
            a = args[q]
            if fresh(a):
                continue
            k = clean_param(a)
            if k is None:
                return None
            out.add(k)
    return out


def _effects(fn: Function, fresh_extra: AbstractSet[str] = frozenset()) -> _Effects | None:
    """(the parameters changed in place, the rule functions called with their arguments, the position
    of a parameter never rebound, whether an expression is fresh); None when it changes anything else."""
    nodes = [n for st in fn.body for n in ast.walk(st)]
    params = [n for n, _ in fn.params]
    bound: dict[str, bool] = {}  # local -> every binding is fresh
    rebound: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(
                tgt := node.targets[0] if isinstance(node, ast.Assign) else node.target, ast.Name):
            bound[tgt.id] = bound.get(tgt.id, True) and _fresh_value(fn, node.value)
            rebound.add(tgt.id)
        elif isinstance(node, ast.For | ast.AugAssign) and isinstance(node.target, ast.Name):
            bound[node.target.id] = False
            rebound.add(node.target.id)
    clean = {k for k, n in enumerate(params) if n not in rebound}

    def own(x: ast.expr) -> bool:
        if not isinstance(x, ast.Name):
            return False
        return x.id in fresh_extra or (x.id not in params and bound.get(x.id, False))

    def fresh(x: ast.expr) -> bool:
        return own(x) or _fresh_value(fn, x)

    def clean_param(x: ast.expr) -> int | None:
        k = params.index(x.id) if isinstance(x, ast.Name) and x.id in params else None
        return k if k in clean else None

    changed: set[int] = set()

    def may_change(x: ast.expr) -> bool:  # x: the object stored into or changed by a builtin
        if own(x):
            return True
        k = clean_param(x)
        if k is not None:
            changed.add(k)
        return k is not None

    calls: list[tuple[str, list[ast.expr]]] = []
    for node in nodes:
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            tgt = node.targets[0] if isinstance(node, ast.Assign) else node.target
            if isinstance(node, ast.Assign) and len(node.targets) != 1:
                return None
            if isinstance(tgt, ast.Subscript | ast.Attribute) and not may_change(tgt.value):
                return None
            if not isinstance(tgt, ast.Name | ast.Subscript | ast.Attribute):
                return None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            kind = fn.calls.get(id(node))
            mutating = kind == "builtin" and node.func.id in MUTATING
            if mutating and not (node.args and may_change(node.args[0])):
                return None
            if kind == "rule":
                calls.append((node.func.id, node.args))
    return changed, calls, clean_param, fresh


def _fresh_value(fn: Function, v: ast.expr | None) -> bool:
    """A new list or dict: a display, `sorted(...)` or `copy(...)`."""
    return isinstance(v, ast.List | ast.Dict) or (
        isinstance(v, ast.Call) and fn.calls.get(id(v)) == "builtin"
        and isinstance(v.func, ast.Name) and v.func.id in FRESH_BUILTINS)


def emitted(st: ast.stmt, fn: Function) -> tuple[str, list[ast.expr]] | None:
    """("emit" or "sort", the call's arguments) when st is one of the listing's own statements."""
    if isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
        kind = fn.calls.get(id(st.value))
        if kind in ("emit", "sort"):
            return kind, st.value.args  # type: ignore[return-value]
    return None


class _Build:
    """Annotated ast nodes for a synthetic function."""

    def __init__(self, fn: Function) -> None:
        self.fn = fn

    def typed(self, n: ast.expr, t: Type, kind: str | None = None) -> ast.expr:
        self.fn.types[id(n)] = t
        if kind:
            self.fn.names[id(n)] = kind
        _KEEP.append(n)
        return n

    def name(self, ident: str, t: Type, store: bool = False) -> ast.Name:
        return self.typed(ast.Name(id=ident, ctx=ast.Store() if store else ast.Load()), t, "local")  # type: ignore[return-value]

    def const(self, v: int) -> ast.expr:
        return self.typed(ast.Constant(value=v), INT)

    def call(self, fname: str, args: list[ast.expr], ret: Type, kind: str = "rule") -> ast.Call:
        c = ast.Call(func=ast.Name(id=fname, ctx=ast.Load()), args=args, keywords=[])
        self.fn.calls[id(c)] = kind
        self.typed(c, ret)
        return c

    def stmt(self, st: ast.stmt) -> ast.stmt:
        st.lineno, st.col_offset = 1, 0
        _KEEP.append(st)
        return st

    def emit(self, i: int, weight: ast.expr, args: list[ast.expr]) -> ast.stmt:
        return self.stmt(ast.Expr(value=self.call("_emit", [self.const(i), weight, *args], VOID, "emit")))

    def sort(self) -> ast.stmt:
        return self.stmt(ast.Expr(value=self.call("_sort", [], VOID, "sort")))


_KEEP: list[ast.AST] = []  # synthetic nodes stay alive: annotations are keyed by id()
