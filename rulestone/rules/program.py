"""Spec (with YAML positions) -> ir.Program: constants, enums, records, state schema, phases, actions
and the rule functions of every entry's `logic`, each mapped back to its spec lines."""

from __future__ import annotations

import ast
import textwrap
from typing import Any

from .errors import RuleError, nearest
from .ir import Action, Function, Program
from .specpos import Located
from .types import BOOL, INT, STR, VOID, Enum, List, Record, Type, TypeSyntaxError, parse_type

SECTIONS = ("setup", "rules", "scoring", "end")
_CONST_FORMS = ("expected {param: NAME} | {component: ID, path: a.b} | {components: a.b} | {spec: a.b} | "
                "{value: V} | {expr: E}")
_CONST_NODES = (
    ast.Expression,
    ast.Constant,
    ast.Name,
    ast.Load,
    ast.Store,
    ast.BinOp,
    ast.UnaryOp,
    ast.List,
    ast.ListComp,
    ast.comprehension,
    ast.Call,
    ast.JoinedStr,
    ast.FormattedValue,
    ast.Subscript,
    ast.Compare,
    ast.IfExp,
    ast.BoolOp,
    ast.boolop,
    ast.operator,
    ast.unaryop,
    ast.cmpop,
    ast.Dict,
    ast.DictComp,
    ast.Slice,
    ast.BoolOp,
    ast.boolop,
    ast.Tuple,
)
_CONST_FUNCS = {
    "range": range,
    "len": len,
    "str": str,
    "sum": sum,
    "min": min,
    "max": max,
    "sorted": sorted,
    "list": list,
    "dict": dict,  # dict([[key, value], ...]): for a constant declaring a dict type
    "all": all,
    "int": int,
    "enumerate": enumerate,
    "split": lambda s, sep=None: s.split(sep),  # words of a string (spec data such as "q r CODE")
    "replace": lambda s, old, new: s.replace(old, new),
}

# Words a generated engine cannot use as a name in some target (JavaScript's reserved words and
# strict-mode restrictions, C's keywords); Python's own are refused by its parser already.
TARGET_RESERVED = frozenset("""
arguments await break case catch class const continue debugger default delete do else enum eval
export extends false finally for function if implements import in instanceof interface let new null
package private protected public return static super switch this throw true try typeof var void
while with yield auto char double extern float goto inline int long register restrict short signed
sizeof struct typedef union unsigned volatile
""".split())



def _value_type(v: Any) -> Type:
    t = _infer(v)
    if t is None or _unknown(t):
        raise TypeError(f"expected an int, bool, str or a non-empty list of one of them, found {v!r}")
    return t


def _infer(v: Any) -> Type | None:
    """The type of a constant's value; List(VOID) for an empty list (its siblings give the item
    type: [[], ["a"]] is list[list[str]]); None when it has none (a dict, mixed items)."""
    if isinstance(v, bool):
        return BOOL
    if isinstance(v, int):
        return INT
    if isinstance(v, str):
        return STR
    if not isinstance(v, list):
        return None
    t: Type = VOID
    for x in v:
        u = _infer(x)
        if u is None:
            return None
        t2 = _unify(t, u)
        if t2 is None:
            return None
        t = t2
    return List(t)


def _unify(a: Type, b: Type) -> Type | None:
    if a == VOID:
        return b
    if b == VOID:
        return a
    if isinstance(a, List) and isinstance(b, List):
        t = _unify(a.item, b.item)
        return None if t is None else List(t)
    return a if a == b else None


def _unknown(t: Type) -> bool:
    return t == VOID or (isinstance(t, List) and _unknown(t.item))


class Builder:
    def __init__(self, spec_file: str, loc: Located, text: str) -> None:
        self.file, self.loc, self.lines = spec_file, loc, text.split("\n")
        self.spec = loc.data

    def err(self, path: tuple, message: str, rule: str = "") -> RuleError:
        p = self.loc.pos.get(path) or self.loc.pos.get(path[:-1]) or self.loc.pos[()]
        return RuleError(self.file, p.line, p.col, rule, message)

    # ---------------------------------------------------------------------------------------- data

    def parameter(self, name: str, path: tuple) -> Any:
        params = self.spec.get("parameters") or {}
        if name not in params:
            raise self.err(path, f"expected a parameter name, found {name!r}{nearest(name, params)}")
        value = params[name]["value"]
        if isinstance(value, dict) and "by_players" in value:
            table = {int(k): v for k, v in value["by_players"].items()}
            zero = type(next(iter(table.values())))()  # 0 or False below the smallest player count
            return [table.get(i, zero) for i in range(max(table) + 1)]  # indexed by player count
        return value

    def component(self, cid: str, dotted: str, path: tuple) -> Any:
        for c in self.spec.get("components") or []:
            if c["id"] == cid:
                v: Any = c
                for part in dotted.split("."):
                    if not isinstance(v, dict) or part not in v:
                        raise self.err(path, f"expected a path in component {cid}, found {dotted!r}")
                    v = v[part]
                return v
        ids = [c["id"] for c in self.spec.get("components") or []]
        raise self.err(path, f"expected a component id, found {cid!r}{nearest(cid, ids)}")

    def spec_path(self, dotted: str, path: tuple) -> Any:
        """A value of the spec by dotted path through mappings (`game.players.max`)."""
        v: Any = self.spec
        for part in dotted.split("."):
            if not isinstance(v, dict) or part not in v:
                raise self.err(path, f"expected a path of mappings in the spec, found {dotted!r}")
            v = v[part]
        return v

    def constant(self, name: str, decl: Any, known: dict[str, Any], path: tuple) -> Any:
        if isinstance(decl, dict) and "type" in decl:  # the declared type is checked in build()
            decl = {k: v for k, v in decl.items() if k != "type"}
        if not isinstance(decl, dict) or len(decl) not in (1, 2):
            raise self.err(
                path, _CONST_FORMS
            )
        if "param" in decl:
            return self.parameter(decl["param"], (*path, "param"))
        if "component" in decl:
            return self.component(decl["component"], decl.get("path", ""), (*path, "component"))
        if "spec" in decl:
            return self.spec_path(str(decl["spec"]), (*path, "spec"))
        if "components" in decl:
            # every component that has the path: id -> its value there (spec data for later constants)
            return {c["id"]: self.component(c["id"], decl["components"], (*path, "components"))
                    for c in self.spec.get("components") or [] if _has_path(c, decl["components"])}
        if "value" in decl:
            return decl["value"]
        if "expr" in decl:
            src = decl["expr"]
            try:
                tree = ast.parse(src, mode="eval")
            except SyntaxError as e:
                raise self.err(
                    (*path, "expr"), f"constant {name}: expected an expression, found {e.msg}"
                ) from None
            for n in ast.walk(tree):
                if not isinstance(n, _CONST_NODES):
                    raise self.err(
                        (*path, "expr"),
                        f"constant {name}: expected arithmetic, lists and "
                        f"comprehensions only, found {type(n).__name__}",
                    )
                if isinstance(n, ast.Call) and not (
                    isinstance(n.func, ast.Name) and n.func.id in _CONST_FUNCS
                ):
                    raise self.err(
                        (*path, "expr"), f"constant {name}: expected a call of {sorted(_CONST_FUNCS)}"
                    )
                if (
                    isinstance(n, ast.Name)
                    and isinstance(n.ctx, ast.Load)
                    and n.id not in known
                    and n.id not in _CONST_FUNCS
                    and not _bound_in(tree, n.id)
                ):
                    raise self.err(
                        (*path, "expr"),
                        f"constant {name}: expected an earlier constant, found "
                        f"{n.id!r}{nearest(n.id, known)}",
                    )
            # a whitelisted expression over earlier constants, evaluated once at compile time
            return eval(compile(tree, "<constant>", "eval"), {"__builtins__": {}, **_CONST_FUNCS, **known})
        raise self.err(path, _CONST_FORMS)

    def checks(self, eng: dict, known: dict[str, Any]) -> None:
        """`engine.checks`: compile-time conditions on the constants (what the logic assumes of the
        spec's data, e.g. that a component's kinds add up to its count); a false one is an error."""
        for i, c in enumerate(eng.get("checks") or []):
            p = ("engine", "checks", i)
            if not isinstance(c, dict) or set(c) != {"expr", "expected"}:
                raise self.err(p, "expected {expr: CONDITION, expected: WHAT IT SAYS}")
            if self.constant(f"check {i + 1}", {"expr": c["expr"]}, known, p) is not True:
                raise self.err((*p, "expr"),
                               f"expected {c['expected']} (engine check {i + 1}), found it false")

    # ---------------------------------------------------------------------------------------- build

    def build(self, sha256: str) -> Program:
        spec, eng = self.spec, self.spec["engine"]
        E = ("engine",)
        game = spec["game"]
        known: dict[str, Any] = {}
        for name, decl in (eng.get("constants") or {}).items():
            known[name] = self.constant(name, decl, known, (*E, "constants", name))
        self.checks(eng, known)
        enums: dict[str, Enum] = {}
        const_types: dict[str, Type] = {}
        for name, src in (eng.get("enums") or {}).items():
            values = known.get(src) if isinstance(src, str) else src
            if not isinstance(values, list) or not values:
                raise self.err(
                    (*E, "enums", name),
                    f"expected a list constant for enum {name}, found {src!r}{nearest(str(src), known)}",
                )
            enums[name] = Enum(name, tuple(values))
            if isinstance(src, str):
                const_types[src] = List(enums[name])
        constants: dict[str, tuple[Type, Any]] = {}
        for name, v in known.items():
            decl = (eng.get("constants") or {})[name]
            if isinstance(decl, dict) and "type" in decl:  # a declared type: the value must conform
                where = (*E, "constants", name, "type")
                t = self.type_at(str(decl["type"]), dict(enums), where)
                why = _conforms(v, t)
                if why:
                    raise self.err(where, f"constant {name}: expected {t}, found {why}")
                constants[name] = (t, v)
                continue
            if name not in const_types and (_compile_time_only(v) or isinstance(v, float)):
                continue  # spec data (an object, a mixed list, a fraction): for later constant expressions
            try:
                constants[name] = (const_types.get(name) or _value_type(v), v)
            except TypeError as e:
                raise self.err((*E, "constants", name), f"constant {name}: {e}") from None
        records: dict[str, Record] = {}
        named: dict[str, Type] = dict(enums)
        for rname in eng.get("records") or {}:
            records[rname] = Record(rname, {})
            named[rname] = records[rname]
        for rname, fields in (eng.get("records") or {}).items():
            for fname, ftext in fields.items():
                records[rname].fields[fname] = self.type_at(str(ftext), named, (*E, "records", rname, fname))
        state = Record("State", {})
        derived: dict[str, str] = {}
        derived_types: dict[str, Type] = {}
        hidden: list[str] = []
        checked: list[str] = []
        halves: list[str] = []
        header = ("game", "players", "options")
        for key, decl in (eng.get("state") or {}).items():
            p = (*E, "state", key)
            if key in header:
                if decl != "header":
                    raise self.err(p, f"expected `{key}: header`, found {decl!r}")
                continue
            if isinstance(decl, dict) and decl.get("hidden") is True:
                # a running count the rules keep: not in the state JSON; `load` recomputes it
                state.fields[key] = self.type_at(str(decl["type"]), named, (*p, "type"))
                hidden.append(key)
            elif isinstance(decl, dict) and decl.get("json") == "half":
                # an int counting halves: the JSON shows it halved (0.5 steps), from_json doubles it
                state.fields[key] = self.type_at(str(decl["type"]), named, (*p, "type"))
                if state.fields[key] != INT:
                    raise self.err((*p, "type"), f"expected int for `json: half`, found {state.fields[key]}")
                halves.append(key)
            elif isinstance(decl, dict):
                derived_types[key] = self.type_at(str(decl["type"]), named, (*p, "type"))
                derived[key] = decl["derived"]
                if decl.get("checked") is True:  # from_json requires the key and compares it
                    checked.append(key)
            else:
                state.fields[key] = self.type_at(str(decl), named, p)
        records["State"] = state
        named["State"] = state
        game_fields = {
            n: (self.type_at(str(d["type"]), named, (*E, "game", n, "type")), d["init"])
            for n, d in (eng.get("game") or {}).items()
        }
        options: dict[str, dict[str, Any]] = {}
        for d in spec.get("discrepancies") or []:
            o = d.get("option")
            if o and o["name"] not in options:
                options[o["name"]] = {"values": list(o["values"]), "default": o["default"]}
        functions, entries, entry_lines, sees = self.functions(named)
        prog = Program(
            game=game["id"],
            spec_file=self.file,
            titles=game.get("titles") or {},
            min_players=game["players"]["min"],
            max_players=game["players"]["max"],
            constants=constants,
            enums=enums,
            records=records,
            state=state,
            state_derived=derived,
            game_fields=game_fields,
            options=options,
            phases={},
            phase_field=eng["phases"]["field"],
            actions=[],
            init=eng["setup"],
            invariants=list(eng.get("invariants") or []),
            scores=eng["scores"],
            returns=eng["returns"],
            observations=list(eng.get("observations") or []),
            functions=functions,
            entries=entries,
            entry_lines=entry_lines,
            sees=sees,
            sha256=sha256,
        )
        prog.load = eng.get("load")
        prog.state_keys = [k for k in eng.get("state") or {} if k not in hidden]
        prog.hidden = hidden
        prog.checked = checked
        prog.halves = halves
        reserved = {"CHANCE", "TERMINAL", "GAME_ID", "TITLES", "OPTIONS", "SPEC_SHA256", "MIN_PLAYERS",
                    "MAX_PLAYERS", "PHASES", "State", "Game", "IllegalAction"}
        for name, decl in (eng.get("exports") or {}).items():
            at = (*E, "exports", name)
            if name in reserved or not name.isidentifier() or not name.isupper():
                why = f"expected an upper-case name the engine does not define, found {name!r}"
                raise self.err(at, why)
            prog.exports[name] = self.constant(name, decl, known, at)
        prog.methods = dict(eng.get("methods") or {})
        if hidden and not prog.load:
            raise self.err(("engine", "state", hidden[0]), "expected a load function to recompute hidden "
                                                           f"field {hidden[0]} after from_json, found none")
        prog.state_types = {**state.fields, **derived_types}
        self.phases(prog, eng)
        self.actions(prog, eng)
        self.signatures(prog, eng)
        return prog

    def type_at(self, text: str, named: dict[str, Type], path: tuple) -> Type:
        try:
            return parse_type(text, named)
        except TypeSyntaxError as e:
            raise self.err(path, str(e)) from None

    def functions(self, named: dict[str, Type]):
        functions: dict[str, Function] = {}
        entries: dict[str, dict[str, Any]] = {}
        entry_lines: dict[str, int] = {}
        sees: dict[str, str] = {}
        for section in SECTIONS:
            for i, entry in enumerate(self.spec.get(section) or []):
                rid = entry["id"]
                entries[rid] = entry
                path = (section, i, "logic")
                logic = entry.get("logic")
                if logic is None:
                    raise self.err((section, i), "expected a logic key (rule bodies, or {see: rule.id})", rid)
                if isinstance(logic, dict):
                    sees[rid] = logic["see"]
                    entry_lines[rid] = self.loc.pos[path].line
                    continue
                for fn in self.parse_logic(rid, str(logic), path, named):
                    if fn.name in functions:
                        raise self.err(
                            path,
                            f"expected a new function name, found {fn.name!r} defined "
                            f"already by rule {functions[fn.name].rule}",
                            rid,
                        )
                    functions[fn.name] = fn
                entry_lines[rid] = self.loc.pos[path].line
        for rid, target in sees.items():
            if target not in entries or target in sees:
                see = next(
                    (s, i, "logic", "see")
                    for s in SECTIONS
                    for i, e in enumerate(self.spec.get(s) or [])
                    if e["id"] == rid
                )
                raise self.err(
                    see,
                    f"expected the id of an entry carrying logic, found {target!r}"
                    f"{nearest(target, [r for r in entries if r not in sees])}",
                    rid,
                )
        return functions, entries, entry_lines, sees

    def parse_logic(self, rid: str, text: str, path: tuple, named: dict[str, Type]) -> list[Function]:
        pos = self.loc.pos[path]
        # a block scalar's text starts on the next line; its indentation is that of its first line
        first = pos.line + 1 if pos.block else pos.line
        body_lines = [ln for ln in self.lines[first - 1 : first - 1 + 400] if ln.strip()]
        indent = len(body_lines[0]) - len(body_lines[0].lstrip()) if pos.block and body_lines else pos.col - 1
        src = textwrap.dedent(text)

        def line_of(line: int, col: int) -> tuple[int, int]:
            return first + line - 1, indent + col + 1

        try:
            tree = ast.parse(src)
        except SyntaxError as e:
            sl, sc = line_of(e.lineno or 1, (e.offset or 1) - 1)
            raise RuleError(self.file, sl, sc, rid, f"expected Python-subset syntax, found {e.msg}") from None
        for named_node in ast.walk(tree):  # names every target can declare (JS refuses `catch`, `new`, ...)
            if isinstance(named_node, ast.FunctionDef):
                name = named_node.name
            elif isinstance(named_node, ast.arg):
                name = named_node.arg
            elif isinstance(named_node, ast.Name) and isinstance(named_node.ctx, ast.Store):
                name = named_node.id
            else:
                continue
            if name in TARGET_RESERVED:
                sl, sc = line_of(named_node.lineno, named_node.col_offset)
                raise RuleError(self.file, sl, sc, rid, f"expected a name that is not a reserved word of a "
                                f"target language, found {name!r}; did you mean {name}_?")
        out = []
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef):
                sl, sc = line_of(node.lineno, node.col_offset)
                raise RuleError(
                    self.file,
                    sl,
                    sc,
                    rid,
                    f"expected `def name(...) -> T:` at the top of a logic body, found {type(node).__name__}",
                )
            a = node.args
            if a.vararg or a.kwarg or a.kwonlyargs or a.defaults or a.posonlyargs or node.decorator_list:
                sl, sc = line_of(node.lineno, node.col_offset)
                raise RuleError(self.file, sl, sc, rid, "expected plain positional parameters")
            params = []
            for arg in a.args:
                if arg.annotation is None:
                    sl, sc = line_of(arg.lineno, arg.col_offset)
                    raise RuleError(self.file, sl, sc, rid, f"expected a type for parameter {arg.arg}")
                params.append((arg.arg, self.ann(arg.annotation, named, rid, line_of)))
            ret = (
                VOID
                if node.returns is None
                or (isinstance(node.returns, ast.Constant) and node.returns.value is None)
                else self.ann(node.returns, named, rid, line_of)
            )
            fn = Function(node.name, params, ret, node.body, rid, line_of(node.lineno, 0)[0], line_of)
            fn.locals = dict(params)
            out.append(fn)
        return out

    def ann(self, node: ast.expr, named, rid, line_of) -> Type:
        from .types import from_ast

        try:
            return from_ast(node, named)
        except TypeSyntaxError as e:
            sl, sc = line_of(node.lineno, node.col_offset)
            raise RuleError(self.file, sl, sc, rid, str(e)) from None

    def phases(self, prog: Program, eng: dict) -> None:
        phase_enum = prog.state.fields.get(prog.phase_field)
        for name, decl in eng["phases"].items():
            if name == "field":
                continue
            p = ("engine", "phases", name)
            if not isinstance(phase_enum, Enum) or name not in phase_enum.values:
                raise self.err(p, f"expected a value of the phase enum, found {name!r}")
            if decl in ("chance", "terminal"):
                prog.phases[name] = (decl, None)
            elif isinstance(decl, dict) and "seat" in decl:
                prog.phases[name] = ("seat", decl["seat"])
            else:
                raise self.err(p, f"expected chance, terminal or {{seat: function}}, found {decl!r}")
        for i, ob in enumerate(prog.observations):  # face down: only in phases that exist
            for k, ph in enumerate(ob.get("face_down_in") or []):
                if ph not in prog.phases:
                    raise self.err(("engine", "observations", i, "face_down_in", k),
                                   f"expected a phase, found {ph!r}{nearest(str(ph), prog.phases)}")

    def actions(self, prog: Program, eng: dict) -> None:
        import re

        for i, a in enumerate(eng.get("actions") or []):
            p = ("engine", "actions", i)
            names = re.findall(r"\{(\w+)\}", a["pattern"])
            params: list[tuple[str, Type, str]] = []
            for n in names:
                dom: Any = (a.get("params") or {}).get(n)
                listed = isinstance(dom, str) and dom.startswith("list[") and dom.endswith("]")
                inner = dom[5:-1] if listed else None
                if inner is not None and n not in (a.get("each") or {}):
                    why = f"expected an `each` function giving the lists {{{n}}} takes, found none"
                    raise self.err((*p, "each"), why)
                if dom == "str":
                    # a run-time parameter: its values come from `each`, its strings are made when listed
                    if n not in (a.get("each") or {}):
                        why = f"expected an `each` function for the str parameter {{{n}}}, found none"
                        raise self.err((*p, "params"), why)
                    params.append((n, STR, dom))
                elif inner in prog.enums:
                    params.append((n, List(prog.enums[inner]), dom))  # a list: its items joined by spaces
                elif inner in prog.constants and isinstance(listed_t := prog.constants[inner][0], List):
                    params.append((n, List(listed_t.item), dom))
                elif dom in prog.enums:
                    params.append((n, prog.enums[dom], dom))
                elif dom in prog.constants and isinstance(domain_t := prog.constants[dom][0], List):
                    params.append((n, domain_t.item, dom))
                else:
                    raise self.err(
                        (*p, "params"),
                        f"expected an enum, a list constant or str as the domain of {{{n}}}, "
                        f"found {dom!r}{nearest(str(dom), [*prog.enums, *prog.constants])}",
                    )
            if a["phase"] not in prog.phases:
                raise self.err(
                    (*p, "phase"), f"expected a phase, found {a['phase']!r}{nearest(a['phase'], prog.phases)}"
                )
            prog.actions.append(
                Action(
                    a["pattern"], params, a["phase"], a.get("legal"), a.get("weight"), a["apply"], a["rule"],
                    dict(a.get("each") or {}),
                )
            )

    def signatures(self, prog: Program, eng: dict) -> None:
        """Every function the engine block names exists with the signature its role needs."""
        st = prog.state

        def need(path: tuple, name: str | None, params: list[Type], ret: Type) -> None:
            if name is None:
                return
            fn = prog.functions.get(name)
            if fn is None:
                raise self.err(
                    path, f"expected a rule function, found {name!r}{nearest(str(name), prog.functions)}"
                )
            got = [t for _, t in fn.params]
            if got != params or fn.ret != ret:
                want = f"({', '.join(map(str, params))}) -> {ret}"
                raise RuleError(
                    self.file,
                    fn.line,
                    1,
                    fn.rule,
                    f"expected {name}{want} for its role in the engine "
                    f"block, found ({', '.join(map(str, got))}) -> {fn.ret}",
                )

        need(("engine", "setup"), prog.init, [], st)
        for n, (t, init) in prog.game_fields.items():
            need(("engine", "game", n, "init"), init, [], t)
        for n, (_kind, fname) in prog.phases.items():
            need(("engine", "phases", n, "seat"), fname, [st], INT)
        for i, a in enumerate(prog.actions):
            ps = [t for _, t, _ in a.params]
            names = [n for n, _, _ in a.params]
            for pn, fname in a.each.items():
                if pn not in names:
                    where = ("engine", "actions", i, "each")
                    why = f"expected a parameter of {a.pattern!r}, found {pn!r}{nearest(pn, names)}"
                    raise self.err(where, why)
                j = names.index(pn)
                need(("engine", "actions", i, "each", pn), fname, [st, *ps[:j]], List(ps[j]))
            need(("engine", "actions", i, "legal"), a.legal, [st, *ps], BOOL)
            need(("engine", "actions", i, "weight"), a.weight, [st, *ps], INT)
            need(("engine", "actions", i, "apply"), a.apply, [st, *ps], VOID)
        for i, n in enumerate(prog.invariants):
            need(("engine", "invariants", i), n, [st], STR)
        for k, n in prog.state_derived.items():
            need(("engine", "state", k, "derived"), n, [st], prog.state_types[k])
        need(("engine", "scores"), prog.scores, [st], List(INT))
        need(("engine", "returns"), prog.returns, [st], List(INT))
        if eng.get("load"):
            need(("engine", "load"), eng["load"], [st], VOID)
        for name, fn in prog.methods.items():
            f = prog.functions.get(fn)
            taken = {"game", "d", "phase", "current_player", "is_terminal", "is_chance_node", "legal_actions",
                     "chance_outcomes", "apply_action", "scores", "returns", "clone", "to_json", "from_json",
                     "observation"}
            if (not name.isidentifier() or name.startswith("_") or name in taken or f is None
                    or [t for _, t in f.params] != [st]):
                raise self.err(("engine", "methods", name),
                               "expected a method name and a rule function (s: State) -> T, found "
                               f"{name}: {fn!r}{nearest(str(fn), prog.functions)}")


def _has_path(v: Any, dotted: str) -> bool:
    for part in dotted.split("."):
        if not isinstance(v, dict) or part not in v:
            return False
        v = v[part]
    return True


def _conforms(v: Any, t: Type) -> str:
    """'' when the compile-time value v is a value of type t, else the first value that is not."""
    from .types import Dict, Opt, Prim

    if isinstance(t, Opt):
        return "" if v is None else _conforms(v, t.item)
    if isinstance(t, Prim):
        ok = {"int": isinstance(v, int) and not isinstance(v, bool), "bool": isinstance(v, bool),
              "str": isinstance(v, str)}.get(t.kind, False)
        return "" if ok else repr(v)
    if isinstance(t, Enum):
        return "" if not isinstance(v, bool) and v in t.values else repr(v)
    if isinstance(t, List):
        if not isinstance(v, list):
            return repr(v)
        return next((w for w in (_conforms(x, t.item) for x in v) if w), "")
    if isinstance(t, Dict):
        if not isinstance(v, dict):
            return repr(v)
        return next((w for k, x in v.items() for w in (_conforms(k, t.key), _conforms(x, t.value)) if w), "")
    return repr(v)


def _compile_time_only(v: Any) -> bool:
    """A value with no rule-language type (an object, a list mixing types or holding objects): such a
    constant is not emitted and rule bodies cannot name it; later constant expressions may read it."""
    if isinstance(v, dict):
        return True
    if isinstance(v, list) and v:
        if any(_compile_time_only(x) for x in v):
            return True
        try:
            _value_type(v)
        except TypeError:
            return True
    return False


def _bound_in(tree: ast.AST, name: str) -> bool:
    return any(
        isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Store) for n in ast.walk(tree)
    )
