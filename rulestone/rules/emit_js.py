"""Typed IR -> a standalone JavaScript engine (ES module, no imports), mirroring emit_python: the
same representation (records and the state are plain objects, enum values their JSON strings), the
same action table, the same loader and canonical JSON. Integer semantics follow Python's: `//` and
`%` floor, comparisons of scalars are strict, sorting compares numbers as numbers."""

from __future__ import annotations

import ast
import json

from ..generate.blocks import MARK_END
from ..generate.literals import comment_text, js_literal
from .emit_python import WHILE_BOUND, action_table, descriptor, rule_header
from .ir import Function, Program
from .types import INT, Dict, Enum, List, Type

_CMP = {ast.Eq: "===", ast.NotEq: "!==", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}


class JsFunc:
    def __init__(self, prog: Program, fn: Function) -> None:
        self.prog, self.fn, self.out, self.tmp = prog, fn, [], 0

    def t(self, node: ast.AST) -> Type:
        return self.fn.types[id(node)]

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

    def line(self, depth: int, text: str) -> None:
        self.out.append("  " * depth + text)

    def block(self, body: list[ast.stmt], d: int) -> None:
        for st in body:
            self.stmt(st, d)

    def stmt(self, st: ast.stmt, d: int) -> None:
        if isinstance(st, ast.Assign | ast.AnnAssign):
            target = st.targets[0] if isinstance(st, ast.Assign) else st.target
            self.assign(target, self.e(st.value), d)  # type: ignore[arg-type]
        elif isinstance(st, ast.AugAssign):
            op = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}[type(st.op)]
            tgt = st.target
            if isinstance(tgt, ast.Subscript) and isinstance(self.t(tgt.value), Dict) and self.t(tgt.value).counter:
                c, k = self.e(tgt.value), self.e(tgt.slice)
                self.line(d, f"_cset({c}, {k}, ({c}[{k}] ?? 0) {op} ({self.e(st.value)}));")
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
                args = [self.e(a) for a in it.args]  # type: ignore[attr-defined]
                lo, hi = ("0", args[0]) if len(args) == 1 else (args[0], args[1])
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
            self.line(d + 1, f"if (--{n} < 0) throw new Error({js_literal(f'rule {self.fn.rule}: while loop bound exceeded')});")
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
        if isinstance(target, ast.Subscript) and isinstance(self.t(target.value), Dict) \
                and self.t(target.value).counter:
            self.line(d, f"_cset({self.e(target.value)}, {self.e(target.slice)}, {value});")
        else:
            self.line(d, f"{self.e(target)} = {value};")

    def e(self, n: ast.expr) -> str:  # noqa: C901
        if isinstance(n, ast.Constant):
            return "null" if n.value is None else js_literal(n.value)
        if isinstance(n, ast.Name):
            return f"C_{n.id}" if self.fn.names.get(id(n)) == "const" else n.id
        if isinstance(n, ast.Attribute):
            if isinstance(n.value, ast.Name) and n.value.id == "g":
                return f"g.f_{n.attr}"
            return f"{self.e(n.value)}[{js_literal(n.attr)}]"
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
            op, right = n.ops[0], n.comparators[0]
            if isinstance(op, ast.Is | ast.IsNot):
                return f"({self.e(n.left)} {'===' if isinstance(op, ast.Is) else '!=='} null)"
            if isinstance(op, ast.In | ast.NotIn):
                neg = "!" if isinstance(op, ast.NotIn) else ""
                rt = self.t(right)
                if isinstance(rt, Dict):
                    test = f"(({self.e(right)}[{self.e(n.left)}] ?? 0) > 0)" if rt.counter \
                        else f"Object.hasOwn({self.e(right)}, {self.e(n.left)})"
                    return f"({neg}{test})"
                return f"({neg}{self.e(right)}.includes({self.e(n.left)}))"
            return f"({self.e(n.left)} {_CMP[type(op)]} {self.e(right)})"
        if isinstance(n, ast.IfExp):
            return f"({self.e(n.test)} ? {self.e(n.body)} : {self.e(n.orelse)})"
        if isinstance(n, ast.JoinedStr):
            parts = []
            for v in n.values:
                if isinstance(v, ast.Constant):
                    parts.append(js_literal(v.value))
                else:
                    parts.append(f"String({self.e(v.value)})")  # type: ignore[attr-defined]
            return "(" + " + ".join(parts or ['""']) + ")"
        if isinstance(n, ast.List):
            return "[" + ", ".join(self.e(x) for x in n.elts) + "]"
        if isinstance(n, ast.Dict):
            return "{}"
        if isinstance(n, ast.Call):
            name = n.func.id  # type: ignore[attr-defined]
            kind = self.fn.calls[id(n)]
            if kind == "option":
                return f"g.options[{js_literal(n.args[0].value)}]"  # type: ignore[attr-defined]
            if kind == "record":
                return "{" + ", ".join(f"{js_literal(k.arg)}: {self.e(k.value)}" for k in n.keywords) + "}"
            args = [self.e(a) for a in n.args]
            if kind == "rule":
                return f"{name}({', '.join(['g', *args])})"
            return _builtin(name, args, [self.t(a) for a in n.args])
        raise TypeError(type(n).__name__)


def _builtin(name: str, a: list[str], ts: list[Type]) -> str:
    simple = {"len": "_len", "pop": "_pop", "top": "_top", "remove": "_remove", "count": "_count",
              "index": "_index", "copy": "_copy", "sum": "_sum", "keys": "Object.keys", "abs": "Math.abs",
              "str": "String"}
    if name == "players":
        return "g.players"
    if name == "append":
        return f"{a[0]}.push({a[1]})"
    if name == "sorted":
        num = isinstance(ts[0], List) and (ts[0].item == INT or isinstance(ts[0].item, Enum) and ts[0].item.is_int)
        return f"_sorted({a[0]}, {'true' if num else 'false'})"
    if name in ("max", "min"):
        return f"Math.{name}(...{a[0]})" if len(a) == 1 else f"Math.{name}({a[0]}, {a[1]})"
    if name == "get":
        return f"({a[0]}[{a[1]}] ?? {a[2]})"
    return f"{simple[name]}({', '.join(a)})"


RUNTIME = r"""
function _mod(a, b) { const r = a % b; return r !== 0 && (r < 0) !== (b < 0) ? r + b : r; }
function _len(x) { return Array.isArray(x) ? x.length : Object.keys(x).length; }
function _pop(xs) { return xs.pop(); }
function _top(xs) { return xs[xs.length - 1]; }
function _remove(xs, v) { const i = xs.indexOf(v); if (i < 0) throw new Error("remove: not in list"); xs.splice(i, 1); }
function _count(xs, v) { let n = 0; for (const x of xs) if (x === v) n++; return n; }
function _index(xs, v) { const i = xs.indexOf(v); if (i < 0) throw new Error("index: not in list"); return i; }
function _copy(x) { return Array.isArray(x) ? x.slice() : { ...x }; }
function _sum(xs) { let n = 0; for (const x of xs) n += x; return n; }
function _cmp(a, b) { return a < b ? -1 : a > b ? 1 : 0; }
function _sorted(xs, num) { return xs.slice().sort(num ? (a, b) => a - b : _cmp); }
function _cset(c, k, v) { if (v) c[k] = v; else delete c[k]; }
function _bad(what) { return new Error(`state: ${what}`); }
function _show(v) { return JSON.stringify(v); }
function _isInt(v) { return typeof v === "number" && Number.isInteger(v); }
function _isObj(v) { return v !== null && typeof v === "object" && !Array.isArray(v); }

function _load(desc, v, path) {
  const kind = desc[0];
  if (kind === "int") { if (!_isInt(v)) throw _bad(`${path}: expected an integer, found ${_show(v)}`); return v; }
  if (kind === "bool") { if (typeof v !== "boolean") throw _bad(`${path}: expected true or false, found ${_show(v)}`); return v; }
  if (kind === "str") { if (typeof v !== "string") throw _bad(`${path}: expected a string, found ${_show(v)}`); return v; }
  if (kind === "enum") { if (!desc[1].includes(v)) throw _bad(`${path}: expected one of ${_show(desc[1])}, found ${_show(v)}`); return v; }
  if (kind === "opt") return v === null ? null : _load(desc[1], v, path);
  if (kind === "list") {
    if (!Array.isArray(v)) throw _bad(`${path}: expected a list, found ${_show(v)}`);
    return v.map((x) => _load(desc[1], x, `${path}[]`));
  }
  if (kind === "dict" || kind === "counter") {
    if (!_isObj(v)) throw _bad(`${path}: expected an object, found ${_show(v)}`);
    const out = {};
    for (const [k, x0] of Object.entries(v)) {
      if (desc[1] !== null && !desc[1].includes(k)) throw _bad(`${path}.${k}: expected a key among ${_show(desc[1])}`);
      const x = _load(desc[2], x0, `${path}.${k}`);
      if (kind === "counter" && x <= 0) throw _bad(`${path}.${k}: expected a positive count, found ${_show(x)}`);
      out[k] = x;
    }
    return out;
  }
  if (kind === "rec") {
    if (!_isObj(v)) throw _bad(`${path}: expected an object, found ${_show(v)}`);
    const names = desc[1].map((f) => f[0]);
    const extra = Object.keys(v).filter((k) => !names.includes(k));
    if (extra.length) throw _bad(`${path}.${extra[0]}: expected one of the keys ${_show(names)}`);
    const pre = path ? `${path}.` : "";
    const out = {};
    for (const [f, fd] of desc[1]) {
      if (!Object.hasOwn(v, f)) throw _bad(`${pre}${f}: missing`);
      out[f] = _load(fd, v[f], `${pre}${f}`);
    }
    return out;
  }
  throw new Error(`descriptor ${desc}`);
}

function _canon(desc, v) {
  const kind = desc[0];
  if (kind === "opt") return v === null ? null : _canon(desc[1], v);
  if (kind === "list") return v.map((x) => _canon(desc[1], x));
  if (kind === "dict" || kind === "counter") {
    const keys = desc[1] !== null ? desc[1] : Object.keys(v).sort(_cmp);
    const out = {};
    for (const k of keys) if (Object.hasOwn(v, k) && (kind === "dict" || v[k])) out[k] = _canon(desc[2], v[k]);
    return out;
  }
  if (kind === "rec") { const out = {}; for (const [f, fd] of desc[1]) out[f] = _canon(fd, v[f]); return out; }
  return v;
}

function _deep(v) {
  if (Array.isArray(v)) return v.map(_deep);
  if (_isObj(v)) { const out = {}; for (const k of Object.keys(v)) out[k] = _deep(v[k]); return out; }
  return v;
}

function _gcd(a, b) { while (b) [a, b] = [b, a % b]; return a; }

export class IllegalAction extends Error {
  constructor(message) { super(message); this.name = "IllegalAction"; }
}

function _chooseOptions(options) {
  if (options !== undefined && options !== null && !_isObj(options)) throw new Error("options must be an object of option name -> value");
  const chosen = {};
  for (const [name, o] of Object.entries(OPTIONS)) chosen[name] = o.default;
  for (let [name, value] of Object.entries(options || {})) {
    if (!Object.hasOwn(OPTIONS, name)) throw new Error(`unknown option ${_show(name)} (known: ${Object.keys(OPTIONS).sort().join(", ") || "none"})`);
    if (typeof value === "boolean" && OPTIONS[name].values.includes("true")) value = value ? "true" : "false";
    if (!OPTIONS[name].values.includes(value)) throw new Error(`option ${_show(name)} takes one of ${_show(OPTIONS[name].values)}, not ${_show(value)}`);
    chosen[name] = value;
  }
  return chosen;
}
"""

ENGINE = r"""
export class Game {
  constructor(players, options) {
    if (!_isInt(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) throw new Error(`players must be one of ${MIN_PLAYERS}..${MAX_PLAYERS}, not ${_show(players)}`);
    this.players = players;
    this.options = _chooseOptions(options);
    for (const [name, init] of _GAME_FIELDS) this["f_" + name] = init(this);
  }
  newInitialState() { return new State(this); }
  stateFromJSON(data) { return State.fromJSON(this, data); }
  new_initial_state() { return this.newInitialState(); }
  state_from_json(data) { return this.stateFromJSON(data); }
}

function _sortedOptions(o) { const out = {}; for (const k of Object.keys(o).sort(_cmp)) out[k] = o[k]; return out; }

export class State {
  constructor(game, d) { this.game = game; this.d = d === undefined ? _INIT(game) : d; this._legal = null; }
  currentPlayer() {
    const ph = this.d[_PHASE_FIELD];
    if (Object.hasOwn(_SEAT, ph)) return _SEAT[ph](this.game, this.d);
    return _CHANCE_PHASES.includes(ph) ? CHANCE : TERMINAL;
  }
  isTerminal() { return _TERMINAL_PHASES.includes(this.d[_PHASE_FIELD]); }
  isChanceNode() { return _CHANCE_PHASES.includes(this.d[_PHASE_FIELD]); }
  _weights() {
    const g = this.game, d = this.d, out = [];
    for (const [s, i, args] of _BY_PHASE[d[_PHASE_FIELD]] || []) {
      const [, legal, weight] = _ACT[i];
      if (weight !== null) { const w = weight(g, d, ...args); if (w > 0) out.push([s, w]); }
      else if (legal(g, d, ...args)) out.push([s, 1]);
    }
    return out;
  }
  legalActions() { if (this._legal === null) this._legal = this._weights().map((x) => x[0]); return this._legal.slice(); }
  chanceOutcomes() {
    if (!this.isChanceNode()) return [];
    const ws = this._weights();
    let total = 0;
    for (const [, w] of ws) total += w;
    return ws.map(([s, w]) => { const k = _gcd(w, total); return [s, [w / k, total / k]]; });
  }
  applyAction(action) {
    const legal = this.legalActions();
    if (!legal.includes(action)) {
      if (this.isTerminal()) throw new IllegalAction(`${_show(action)}: the game is over`);
      throw new IllegalAction(`${_show(action)} is not legal in phase ${this.d[_PHASE_FIELD]}`);
    }
    this._legal = null;
    const [i, args] = _ACTIONS[action];
    _ACT[i][3](this.game, this.d, ...args);
  }
  scores() { return _SCORES(this.game, this.d); }
  returns() { return _RETURNS(this.game, this.d); }
  clone() { const s = new State(this.game, _deep(this.d)); s._legal = this._legal; return s; }
  toJSON() {
    const g = this.game, d = this.d, out = {};
    for (const [key, desc] of _KEYS) {
      if (key === "game") out[key] = GAME_ID;
      else if (key === "players") out[key] = g.players;
      else if (key === "options") out[key] = _sortedOptions(g.options);
      else if (Object.hasOwn(_DERIVED, key)) out[key] = _canon(desc, _DERIVED[key](g, d));
      else out[key] = _canon(desc, d[key]);
    }
    return out;
  }
  static fromJSON(game, data) {
    if (!_isObj(data)) throw _bad("a JSON object expected");
    if ((data.game ?? GAME_ID) !== GAME_ID) throw _bad(`game must be ${_show(GAME_ID)}`);
    if (data.players !== game.players) throw _bad(`players must be ${game.players}`);
    if (data.options !== undefined && JSON.stringify(_sortedOptions(data.options)) !== JSON.stringify(_sortedOptions(game.options))) throw _bad(`options must be ${_show(game.options)}`);
    const body = {};
    for (const [k, v] of Object.entries(data)) if (!["game", "players", "options"].includes(k) && !Object.hasOwn(_DERIVED, k)) body[k] = v;
    const d = _load(_STATE, body, "");
    if (_LOAD !== null) _LOAD(game, d);
    for (const check of _INVARIANTS) { const why = check(game, d); if (why !== "") throw _bad(why); }
    return new State(game, d);
  }
  observation(seat) {
    const d = this.toJSON();
    for (const ob of _OBSERVE) {
      const [key, field] = ob.key.split("[].");
      d[key].forEach((item, i) => {
        if (ob.show === "top-count") item[field] = { top: item[field].length ? item[field][item[field].length - 1] : null, count: item[field].length };
        else if (ob.show === "count-to-others" && i !== seat) item[field] = item[field].length;
      });
    }
    d.seat = seat;
    return d;
  }
  // the Python names, so code written against either engine runs on this one
  current_player() { return this.currentPlayer(); }
  is_terminal() { return this.isTerminal(); }
  is_chance_node() { return this.isChanceNode(); }
  legal_actions() { return this.legalActions(); }
  chance_outcomes() { return this.chanceOutcomes(); }
  apply_action(a) { return this.applyAction(a); }
  to_json() { return this.toJSON(); }
}
"""


def emit(prog: Program) -> str:
    lit = js_literal
    out = [f"// {comment_text(prog.titles.get('en', prog.game))} engine, compiled by rulestone from "
           f"{comment_text(prog.spec_file)} (docs/rule-language.md).",
           "// Do not edit: change the rule bodies in the spec and run `rulestone build`. No imports.", "",
           "export const CHANCE = -1;", "export const TERMINAL = -2;", f"export const GAME_ID = {lit(prog.game)};",
           f"export const TITLES = {lit(prog.titles)};", f"export const OPTIONS = {lit(prog.options)};",
           f"export const SPEC_SHA256 = {lit(prog.sha256)};",
           f"export const MIN_PLAYERS = {prog.min_players};", f"export const MAX_PLAYERS = {prog.max_players};", ""]
    for name, (_t, v) in prog.constants.items():
        out.append(f"const C_{name} = {lit(v)};")
    out.append(RUNTIME)
    table = action_table(prog)
    out.append(f"const _ACTIONS = {lit({k: [i, list(c)] for k, (i, c) in table.items()})};")
    out.append(f"const _STATE = {lit(descriptor(prog.state))};")
    out.append("")
    for rid in prog.entries:
        fns = [f for f in prog.functions.values() if f.rule == rid]
        if not fns:
            continue
        out += rule_header(prog, rid, "//")
        for f in fns:
            out += JsFunc(prog, f).emit()
        out.append(f"// {MARK_END}{rid}")
        out.append("")
    seats = {n: f for n, (k, f) in prog.phases.items() if k == "seat"}
    out.append("const _SEAT = {" + ", ".join(f"{lit(n)}: {f}" for n, f in seats.items()) + "};")
    out.append(f"const _CHANCE_PHASES = {lit([n for n, (k, _) in prog.phases.items() if k == 'chance'])};")
    out.append(f"const _TERMINAL_PHASES = {lit([n for n, (k, _) in prog.phases.items() if k == 'terminal'])};")
    out.append("const _ACT = [" + ", ".join(f"[{lit(a.phase)}, {a.legal or 'null'}, {a.weight or 'null'}, {a.apply}]"
                                             for a in prog.actions) + "];")
    out.append("const _BY_PHASE = {};")
    out.append("for (const s of Object.keys(_ACTIONS).sort(_cmp)) { const [i, args] = _ACTIONS[s]; "
               "(_BY_PHASE[_ACT[i][0]] ||= []).push([s, i, args]); }")
    out.append("const _DERIVED = {" + ", ".join(f"{lit(k)}: {f}" for k, f in prog.state_derived.items()) + "};")
    keys = [[k, descriptor(prog.state_types[k]) if k in prog.state_types else None] for k in prog.state_keys]
    out.append(f"const _KEYS = {lit(keys)};")
    out.append("const _GAME_FIELDS = [" + ", ".join(f"[{lit(n)}, {f}]" for n, (_, f) in prog.game_fields.items()) + "];")
    out.append(f"const _INVARIANTS = [{', '.join(prog.invariants)}];")
    out.append(f"const _LOAD = {prog.load or 'null'};")
    out.append(f"const _INIT = {prog.init}, _SCORES = {prog.scores}, _RETURNS = {prog.returns};")
    out.append(f"const _OBSERVE = {json.dumps(prog.observations)};")
    out.append(f"const _PHASE_FIELD = {lit(prog.phase_field)};")
    out.append(ENGINE)
    from ..generate.js import script_safe
    return script_safe("\n".join(out).rstrip("\n") + "\n")
