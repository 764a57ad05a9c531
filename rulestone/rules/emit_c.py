"""Typed IR -> a native C11 engine (generated/c/<game>.c and <game>.h), standard library only.

Representation (docs/c-target.md): every scalar (int, bool, enum) is an int64_t (a string enum is
its index, an int enum its value, None of an optional scalar is RS_NONE); str is `const char *`
(NULL is None); lists, dicts and records are pointers into the state's arena. Python's evaluation
order is kept where C leaves it unspecified: operands with side effects go through temporaries in
left-to-right order. The state JSON is written byte for byte as the Python engine's
json.dumps(to_json(), ensure_ascii=False, separators=(",", ":"))."""

from __future__ import annotations

import ast
import json
import re
from itertools import product
from typing import TypeGuard

from ..generate.blocks import MARK_END
from .emit_common import skeleton
from .emit_python import action_table, rule_header
from .ir import Function, Program
from .listing import _state_only, closed_under_calls, readonly_functions
from .types import BOOL, INT, NONE, STR, VOID, Dict, Enum, List, Opt, Prim, Record, Type

_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}
_ORD = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}
_MUTATING = ("append", "pop", "remove", "delete")


def c_str(s: str) -> str:
    """A C string literal for any text: bytes outside printable ASCII as octal escapes (never
    hex, which would swallow following digits), `?` escaped against trigraphs."""
    out = []
    for byte in s.encode("utf-8"):
        ch = chr(byte)
        if ch in '"\\':
            out.append("\\" + ch)
        elif ch == "?":
            out.append("\\?")
        elif 0x20 <= byte < 0x7F:
            out.append(ch)
        else:
            out.append(f"\\{byte:03o}")
    return '"' + "".join(out) + '"'


def c_comment(line: str) -> str:
    """A `//` comment line that cannot continue onto the next line (a final backslash, a trigraph)."""
    line = line.replace("??", "? ?")
    return line + " |" if line.endswith("\\") else line


def cond(code: str) -> str:
    """`(code)` for an if or while, without doubling the parentheses of a code that has its own
    (clang's -Wparentheses-equality reads `if ((a == b))` as a mistyped assignment)."""
    depth, quoted, escaped = 0, False, False
    for i, ch in enumerate(code):
        if quoted:
            escaped, quoted = (not escaped and ch == "\\"), quoted and not (ch == '"' and not escaped)
            continue
        if ch == '"':
            quoted = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and i < len(code) - 1:
                return f"({code})"
        elif depth == 0:
            return f"({code})"
    return code if code.startswith("(") else f"({code})"


def ident(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


def json_text(v: object) -> str:
    return json.dumps(v, ensure_ascii=False, separators=(",", ":"))


def is_ptr(t: Type) -> bool:
    if isinstance(t, Opt):
        return is_ptr(t.item)
    return t == STR or isinstance(t, List | Dict | Record)


def holds_str(t: Type, seen: frozenset[int] = frozenset()) -> bool:
    """Whether a value of type t can hold a string (a record's fields, a list's items, ...)."""
    if t == STR:
        return True
    if isinstance(t, Opt | List):
        return holds_str(t.item, seen)
    if isinstance(t, Dict):
        return t.key == STR or holds_str(t.value, seen)
    if isinstance(t, Record) and id(t) not in seen:
        return any(holds_str(ft, seen | {id(t)}) for ft in t.fields.values())
    return False


def base(t: Type) -> Type:
    return t.item if isinstance(t, Opt) else t


def str_enum(t: Type) -> TypeGuard[Enum]:
    return isinstance(t, Enum) and not t.is_int


class CTarget:
    """The program-wide parts: C types, value wrapping, and the per-type helpers (write, load, copy,
    equality) generated on demand."""

    def __init__(self, prog: Program) -> None:
        self.prog = prog
        self.helpers: dict[str, tuple[str, Type]] = {}  # function name -> (kind, type)
        self.order: list[str] = []
        self.pure = _pure_functions(prog)

    # ------------------------------------------------------------------ types and values

    def ctype(self, t: Type) -> str:
        t = base(t)
        if t == STR:
            return "const char *"
        if isinstance(t, List):
            return "rs_list *"
        if isinstance(t, Dict):
            return "rs_edict *" if isinstance(t.key, Enum) else "rs_sdict *"
        if isinstance(t, Record):
            return f"R_{ident(t.rname)} *"
        return "int64_t "

    def member(self, t: Type) -> str:
        t = base(t)
        return "s" if t == STR else "p" if is_ptr(t) else "i"

    def wrap(self, code: str, t: Type) -> str:
        return {"i": "RS_VI", "s": "RS_VS", "p": "RS_VP"}[self.member(t)] + f"({code})"

    def unwrap(self, val: str, t: Type) -> str:
        m = self.member(t)
        if m == "p":
            return f"(({self.ctype(t)})({val}).p)"
        return f"({val}).{m}"

    def none_of(self, t: Type) -> str:
        return "NULL" if is_ptr(t) else "RS_NONE"

    def zero_of(self, t: Type) -> str:
        if isinstance(t, Opt):
            return self.none_of(t)
        if t == STR:
            return '""'
        if isinstance(t, List):
            return "rs_list_new(0)"
        if isinstance(t, Dict):
            return f"rs_ed_new({len(t.key.values)})" if isinstance(t.key, Enum) else "rs_sd_new(0)"
        if isinstance(t, Record):
            return "NULL"
        return "0"

    def conv(self, code: str, src: Type, dst: Type | None) -> str:
        """A value of type src where dst is expected (the checker's `assignable`)."""
        if dst is None:
            return code
        if src == NONE:
            return self.none_of(dst)
        bs = base(src)
        if base(dst) == STR and str_enum(bs):
            return f"EN_{ident(bs.ename)}[{code}]"
        return code

    def eqfn(self, t: Type) -> str:
        """An rs_eqfn comparing two rs_val of type t (Python ==)."""
        if not is_ptr(t):
            return "rs_eq_i"
        if base(t) == STR:
            return "rs_eq_s"
        return self.need("eqv", t)

    def mangle(self, t: Type) -> str:
        if isinstance(t, Prim):
            return t.kind
        if isinstance(t, Enum):
            return f"e{len(t.ename)}{ident(t.ename)}"
        if isinstance(t, List):
            return f"L{self.mangle(t.item)}"
        if isinstance(t, Dict):
            return f"{'C' if t.counter else 'D'}{self.mangle(t.key)}_{self.mangle(t.value)}"
        if isinstance(t, Opt):
            return f"O{self.mangle(t.item)}"
        if isinstance(t, Record):
            return f"R{len(t.rname)}{ident(t.rname)}"
        raise TypeError(t)

    def need(self, kind: str, t: Type) -> str:
        name = f"{kind}_{self.mangle(t)}"
        if name not in self.helpers:
            self.helpers[name] = (kind, t)
            self.order.append(name)
        return name

    # ------------------------------------------------------------------ helpers per type

    def helper(self, name: str) -> tuple[str, list[str]]:
        """(prototype, definition lines) of one helper."""
        kind, t = self.helpers[name]
        ct = self.ctype(t)
        if kind == "w":
            return f"static RS_UNUSED void {name}(rs_buf *b, {ct}v)", self.writer(t)
        if kind == "ld":
            return f"static RS_UNUSED {ct}{name}(const rs_json *v, const char *path)", self.loader(t)
        if kind == "cp":
            return f"static RS_UNUSED {ct}{name}({ct}v)", self.copier(t)
        if kind == "eq":
            return f"static RS_UNUSED int {name}({ct}a, {ct}b)", self.equal(t)
        if kind == "eqv":
            return (f"static RS_UNUSED int {name}(rs_val a, rs_val b)",
                    [f"  return {self.need('eq', t)}({self.unwrap('a', t)}, {self.unwrap('b', t)});"])
        raise KeyError(kind)

    def writer(self, t: Type) -> list[str]:
        if isinstance(t, Opt):
            return [f"  if (v == {self.none_of(t)}) {{", '    rs_wc(b, "null");', "    return;", "  }",
                    f"  {self.need('w', t.item)}(b, v);"]
        if t == BOOL:
            return ['  rs_wc(b, v ? "true" : "false");']
        if str_enum(t):
            return [f"  rs_w_str(b, EN_{ident(t.ename)}[v]);"]
        if t == STR:
            return ["  rs_w_str(b, v);"]
        if not is_ptr(t):
            return ["  rs_w_int(b, v);"]
        if isinstance(t, List):
            item = self.unwrap("v->it[k]", t.item)
            return ['  rs_wc(b, "[");', "  for (int32_t k = 0; k < v->len; k++) {",
                    '    if (k) rs_wc(b, ",");',
                    f"    {self.need('w', t.item)}(b, {item});", "  }", '  rs_wc(b, "]");']
        if isinstance(t, Dict) and isinstance(t.key, Enum):
            val = self.unwrap("v->v[k]", t.value)
            return ['  int first = 1;', '  rs_wc(b, "{");', "  for (int32_t k = 0; k < v->n; k++) {",
                    "    if (!v->has[k]) continue;", '    if (!first) rs_wc(b, ",");', "    first = 0;",
                    f"    rs_w_str(b, EN_{ident(t.key.ename)}[k]);", '    rs_wc(b, ":");',
                    f"    {self.need('w', t.value)}(b, {val});", "  }", '  rs_wc(b, "}");']
        if isinstance(t, Dict):
            val = self.unwrap("v->v[o[k]]", t.value)
            skip = "    if (v->v[o[k]].i == 0) continue;" if t.counter else ""
            return ["  int32_t *o = rs_sd_order(v);", "  int first = 1;", '  rs_wc(b, "{");',
                    "  for (int32_t k = 0; k < v->len; k++) {", *([skip] if skip else []),
                    '    if (!first) rs_wc(b, ",");', "    first = 0;", "    rs_w_str(b, v->k[o[k]]);",
                    '    rs_wc(b, ":");', f"    {self.need('w', t.value)}(b, {val});", "  }",
                    '  rs_wc(b, "}");']
        if isinstance(t, Record):
            out = []
            for i, (f, ft) in enumerate(self.fields(t)):
                out.append(f"  rs_wc(b, {c_str(('{' if i == 0 else ',') + json_text(f) + ':')});")
                out.append(f"  {self.need('w', ft)}(b, v->f_{ident(f)});")
            if not self.fields(t):
                out.append('  rs_wc(b, "{");')
            out.append('  rs_wc(b, "}");')
            return out
        raise TypeError(t)

    def fields(self, t: Record) -> list[tuple[str, Type]]:
        """A record's fields in the JSON (the state's hidden fields are not)."""
        hidden = self.prog.hidden if t is self.prog.state else []
        return [(f, ft) for f, ft in t.fields.items() if f not in hidden]

    def loader(self, t: Type) -> list[str]:
        def bad(what: str) -> list[str]:
            return [f'  rs_fail_kind(2, "state: %s: expected {what}, found %s", path, rs_j_show(v));']

        if isinstance(t, Opt):
            return [f"  if (v->kind == RS_JNULL) return {self.none_of(t)};",
                    f"  return {self.need('ld', t.item)}(v, path);"]
        if t == INT:
            return ["  if (v->kind != RS_JINT)", *bad("an integer"), "  return v->i;"]
        if t == BOOL:
            return ["  if (v->kind != RS_JBOOL)", *bad("true or false"), "  return v->i;"]
        if t == STR:
            return ["  if (v->kind != RS_JSTR)", *bad("a string"), "  return v->s;"]
        if isinstance(t, Enum):
            shown = c_str(json_text(list(t.values)).replace("%", "%%"))
            e = ident(t.ename)
            if t.is_int:
                test = "  if (v->kind == RS_JINT)"
                find = [f"    for (int32_t k = 0; k < {len(t.values)}; k++)",
                        f"      if (EV_{e}[k] == v->i) return v->i;"]
            else:
                test = "  if (v->kind == RS_JSTR)"
                find = [f"    for (int32_t k = 0; k < {len(t.values)}; k++)",
                        f"      if (strcmp(EN_{e}[k], v->s) == 0) return k;"]
            fail = (f'  rs_fail_kind(2, "state: %s: expected one of " {shown} ", found %s", path, '
                    "rs_j_show(v));")
            return [test, *find, fail]
        if isinstance(t, List):
            item = self.need("ld", t.item)
            return ["  if (v->kind != RS_JARR)", *bad("a list"), "  rs_list *l = rs_list_new(v->n);",
                    "  for (int32_t k = 0; k < v->n; k++) {",
                    "    char idx[24];",  # paths name the item, as the Python and JS loaders do
                    '    snprintf(idx, sizeof idx, "[%d]", (int)k);',
                    '    const char *sub = rs_path(path, idx, "");',
                    f"    rs_push(l, {self.wrap(f'{item}(v->items[k], sub)', t.item)});",
                    "  }",
                    "  return l;"]
        if isinstance(t, Dict):
            item = self.need("ld", t.value)
            out = ["  if (v->kind != RS_JOBJ)", *bad("an object")]
            if isinstance(t.key, Enum):
                e = ident(t.key.ename)
                shown = c_str(json_text(list(t.key.values)).replace("%", "%%"))
                out += [f"  rs_edict *d = rs_ed_new({len(t.key.values)});",
                        "  for (int32_t m = 0; m < v->n; m++) {",
                        "    int32_t k = 0;",
                        f"    while (k < {len(t.key.values)} && strcmp(EN_{e}[k], v->keys[m]) != 0) k++;",
                        f"    if (k == {len(t.key.values)})",
                        f'      rs_fail_kind(2, "state: %s.%s: unknown key, expected one of " {shown}, path, '
                        "v->keys[m]);"]
            else:
                out += ["  rs_sdict *d = rs_sd_new(v->n);", "  for (int32_t m = 0; m < v->n; m++) {"]
            out.append(f"    {self.ctype(t.value)}x = {item}(v->items[m], rs_path(path, \".\", v->keys[m]));")
            if t.counter:
                out += ["    if (x <= 0)",
                        '      rs_fail_kind(2, "state: %s.%s: expected a positive count, found %s", path, '
                        "v->keys[m], rs_j_show(v->items[m]));"]
            key = "k" if isinstance(t.key, Enum) else "v->keys[m]"
            setter = "rs_ed_set" if isinstance(t.key, Enum) else "rs_sd_set"
            out += [f"    {setter}(d, {key}, {self.wrap('x', t.value)});", "  }", "  return d;"]
            return out
        if isinstance(t, Record):
            return self.record_loader(t, [])
        raise TypeError(t)

    def field_loader(self, t: Record, f: str, ft: Type) -> str:
        if t is self.prog.state and f in self.prog.halves:
            return "rs_ld_half"  # `json: half`: whole and half numbers, doubled
        return self.need("ld", ft)

    def record_loader(self, t: Record, skip: list[str]) -> list[str]:
        """A record from a JSON object; `skip` keys are allowed and ignored (the state's header and
        derived keys)."""
        fields = self.fields(t)
        names = [f for f, _ in fields]
        shown = c_str(json_text(names).replace("%", "%%"))
        out = ["  if (v->kind != RS_JOBJ)",
               '    rs_fail_kind(2, "state: %s: expected an object, found %s", path, rs_j_show(v));',
               '  const char *pre = path[0] ? rs_path(path, ".", "") : "";',
               "  for (int32_t m = 0; m < v->n; m++) {", "    const char *k = v->keys[m];"]
        known = " && ".join(f"strcmp(k, {c_str(f)}) != 0" for f in [*names, *skip]) or "1"
        out += [f"    if ({known})",
                f'      rs_fail_kind(2, "state: %s%s: unknown key, expected one of the keys " {shown}, '
                "pre, k);", "  }",
                f"  R_{ident(t.rname)} *r = rs_alloc(sizeof *r);", "  memset(r, 0, sizeof *r);"]
        for f, ft in fields:
            out += [f"  const rs_json *x_{ident(f)} = rs_j_get(v, {c_str(f)});",
                    f"  if (x_{ident(f)} == NULL)",
                    f'    rs_fail_kind(2, "state: %s%s: missing", pre, {c_str(f)});',
                    f"  r->f_{ident(f)} = {self.field_loader(t, f, ft)}(x_{ident(f)},",
                    f'    rs_path(pre, {c_str(f)}, ""));']
        for f in t.fields:
            if f not in names:
                out.append(f"  r->f_{ident(f)} = {self.zero_of(t.fields[f])};")
        out.append("  return r;")
        return out

    def copier(self, t: Type) -> list[str]:
        if isinstance(t, Opt):
            if not is_ptr(t):
                return ["  return v;"]
            return ["  if (v == NULL) return NULL;", f"  return {self.need('cp', t.item)}(v);"]
        if t == STR:
            return ["  return rs_strdup(v);"]
        if not is_ptr(t):
            return ["  return v;"]
        if isinstance(t, List):
            if not is_ptr(t.item):
                return ["  return rs_list_copy(v);"]
            x = self.wrap(f"{self.need('cp', t.item)}({self.unwrap('v->it[k]', t.item)})", t.item)
            return ["  rs_list *l = rs_list_new(v->len);",
                    f"  for (int32_t k = 0; k < v->len; k++) rs_push(l, {x});",
                    "  return l;"]
        if isinstance(t, Dict) and isinstance(t.key, Enum):
            out = ["  rs_edict *d = rs_ed_copy(v);"]
            if is_ptr(t.value):
                x = self.wrap(f"{self.need('cp', t.value)}({self.unwrap('v->v[k]', t.value)})", t.value)
                out.append(f"  for (int32_t k = 0; k < v->n; k++) if (v->has[k]) d->v[k] = {x};")
            return [*out, "  return d;"]
        if isinstance(t, Dict):
            x = self.wrap(f"{self.need('cp', t.value)}({self.unwrap('v->v[k]', t.value)})", t.value)
            return ["  rs_sdict *d = rs_sd_new(v->len);",
                    f"  for (int32_t k = 0; k < v->len; k++) rs_sd_set(d, rs_strdup(v->k[k]), {x});",
                    "  return d;"]
        if isinstance(t, Record):
            r = f"R_{ident(t.rname)}"
            out = [f"  {r} *r = rs_alloc(sizeof *r);"]
            for f, ft in t.fields.items():
                out.append(f"  r->f_{ident(f)} = {self.need('cp', ft)}(v->f_{ident(f)});")
            return [*out, "  return r;"]
        raise TypeError(t)

    def equal(self, t: Type) -> list[str]:
        if isinstance(t, Opt) and is_ptr(t):
            return ["  if (a == NULL || b == NULL) return a == b;",
                    f"  return {self.need('eq', t.item)}(a, b);"]
        if base(t) == STR:
            return ["  return rs_streq(a, b);"]
        if not is_ptr(t):
            return ["  return a == b;"]
        if isinstance(t, List):
            f = self.eqfn(t.item)
            return ["  if (a->len != b->len) return 0;",
                    f"  for (int32_t k = 0; k < a->len; k++) if (!{f}(a->it[k], b->it[k])) return 0;",
                    "  return 1;"]
        if isinstance(t, Dict) and isinstance(t.key, Enum):
            f = self.eqfn(t.value)
            return ["  if (a->len != b->len) return 0;", "  for (int32_t k = 0; k < a->n; k++) {",
                    "    if (a->has[k] != b->has[k]) return 0;",
                    f"    if (a->has[k] && !{f}(a->v[k], b->v[k])) return 0;", "  }", "  return 1;"]
        if isinstance(t, Dict):
            f = self.eqfn(t.value)
            return ["  if (a->len != b->len) return 0;", "  for (int32_t k = 0; k < a->len; k++) {",
                    "    int32_t j = rs_sd_find(b, a->k[k]);",
                    f"    if (j < 0 || !{f}(a->v[k], b->v[j])) return 0;", "  }", "  return 1;"]
        if isinstance(t, Record):
            tests = [f"{self.need('eq', ft)}(a->f_{ident(f)}, b->f_{ident(f)})" for f, ft in t.fields.items()]
            return [f"  return {' && '.join(tests) or '1'};"]
        raise TypeError(t)


def _pure_functions(prog: Program) -> set[str]:
    """Rule functions that change nothing outside their own locals' bindings: no store into a field
    or an element, no mutating builtin, and calls of pure functions only (a fixed point)."""

    def local_effects(fn: Function) -> tuple[bool, set[str]]:
        calls: set[str] = set()
        for node in (n for st in fn.body for n in ast.walk(st)):
            if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(not isinstance(x, ast.Name) for x in targets):
                    return False, calls
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                kind = fn.calls.get(id(node))
                if kind == "builtin" and node.func.id in _MUTATING:
                    return False, calls
                if kind == "rule":
                    calls.add(node.func.id)
        return True, calls

    return closed_under_calls({name: local_effects(fn) for name, fn in prog.functions.items()})


class CFunc:
    """One rule-language function as a C function."""

    def __init__(self, tg: CTarget, fn: Function) -> None:
        self.tg, self.prog, self.fn = tg, tg.prog, fn
        self.out: list[str] = []
        self.temps: list[tuple[str, str]] = []
        self.n = 0

    def t(self, node: ast.AST) -> Type:
        if (isinstance(node, ast.Name) and node.id in self.fn.locals
                and self.fn.names.get(id(node)) != "const"):
            return self.fn.locals[node.id]
        return self.fn.types[id(node)]

    def temp(self, t: Type) -> str:
        self.n += 1
        name = f"t_{self.n}"
        self.temps.append((name, self.tg.ctype(t)))
        return name

    def line(self, depth: int, text: str) -> None:
        self.out.append("  " * depth + text)

    def signature(self) -> str:
        fn, tg = self.fn, self.tg
        ret = "void " if fn.ret == VOID else tg.ctype(fn.ret)
        params = ", ".join(["rs_game *g", *(f"{tg.ctype(t)}l_{ident(n)}" for n, t in fn.params)])
        return f"static RS_UNUSED {ret}f_{ident(fn.name)}({params})"

    def emit(self) -> list[str]:
        fn, tg = self.fn, self.tg
        self.block(fn.body, 1)
        if fn.ret != VOID:
            self.line(1, f'rs_fail("{ident(fn.name)}: reached the end without a return");')
        params = [n for n, _ in fn.params]  # in order: the output must not depend on hashing
        head = [self.signature() + " {", "  (void)g;"]
        head += [f"  (void)l_{ident(n)};" for n in params]
        for n, t in fn.locals.items():
            if n not in params:
                head.append(f"  {tg.ctype(t)}l_{ident(n)} = {'NULL' if is_ptr(t) else '0'};")
                head.append(f"  (void)l_{ident(n)};")
        for name, ct in self.temps:
            head.append(f"  {ct}{name} = {'NULL' if ct.endswith('*') else '0'};")
            head.append(f"  (void){name};")
        return [*head, *self.out, "}"]

    # ------------------------------------------------------------------ order of evaluation

    def impure(self, node: ast.AST) -> bool:
        for x in ast.walk(node):
            if isinstance(x, ast.Call) and isinstance(x.func, ast.Name):
                kind = self.fn.calls.get(id(x))
                if kind == "rule" and x.func.id not in self.tg.pure:
                    return True
                if kind == "builtin" and x.func.id in _MUTATING:
                    return True
        return False

    @staticmethod
    def trivial(node: ast.AST) -> bool:
        return isinstance(node, ast.Constant | ast.Name) or (
            isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "g")

    def ops(self, items: list[tuple[ast.expr, Type | None]]) -> tuple[list[str], list[str]]:
        """Codes of operands (converted to the given types) that C evaluates in Python's order: when
        one has a side effect and another reads something it could change, through temporaries."""
        codes = [self.cv(n, t) for n, t in items]
        hazard = any(self.impure(n) for n, _ in items) and sum(not self.trivial(n) for n, _ in items) > 1
        if not hazard:
            return [], codes
        pre, names = [], []
        for code, (n, t) in zip(codes, items, strict=True):
            if self.trivial(n):
                names.append(code)
                continue
            tmp = self.temp(t if t is not None else self.t(n))
            pre.append(f"{tmp} = {code}")
            names.append(tmp)
        return pre, names

    @staticmethod
    def seq(pre: list[str], code: str) -> str:
        return f"({', '.join([*pre, code])})" if pre else code

    # ------------------------------------------------------------------ expressions

    def cv(self, n: ast.expr, dst: Type | None) -> str:
        return self.tg.conv(self.e(n), self.t(n), dst)

    def e(self, n: ast.expr) -> str:
        tg, fn = self.tg, self.fn
        if isinstance(n, ast.Constant):
            return self.constant(n)
        if isinstance(n, ast.Name):
            if fn.names.get(id(n)) == "const":
                return f"C_{ident(n.id)}"
            return f"l_{ident(n.id)}"
        if isinstance(n, ast.Attribute):
            if isinstance(n.value, ast.Name) and n.value.id == "g":
                return f"g->gf_{ident(n.attr)}"
            return f"({self.e(n.value)})->f_{ident(n.attr)}"
        if isinstance(n, ast.Subscript):
            ct = self.t(n.value)
            if isinstance(ct, List):
                pre, (lc, ic) = self.ops([(n.value, None), (n.slice, INT)])
                return self.seq(pre, tg.unwrap(f"*rs_at({lc}, {ic})", ct.item))
            assert isinstance(ct, Dict)
            pre, (dc, kc) = self.ops([(n.value, None), (n.slice, ct.key)])
            if isinstance(ct.key, Enum):
                if ct.counter:
                    return self.seq(pre, f"({dc})->v[{kc}].i")
                return self.seq(pre, tg.unwrap(f"*rs_ed_get({dc}, {kc}, EN_{ident(ct.key.ename)})", ct.value))
            if ct.counter:
                return self.seq(pre, f"rs_sd_cget({dc}, {kc})")
            return self.seq(pre, tg.unwrap(f"*rs_sd_get({dc}, {kc})", ct.value))
        if isinstance(n, ast.BinOp):
            pre, (a, b) = self.ops([(n.left, INT), (n.right, INT)])
            if isinstance(n.op, ast.FloorDiv):
                return self.seq(pre, f"rs_floordiv({a}, {b})")
            if isinstance(n.op, ast.Mod):
                return self.seq(pre, f"rs_mod({a}, {b})")
            return self.seq(pre, f"({a} {_BIN[type(n.op)]} {b})")
        if isinstance(n, ast.UnaryOp):
            if isinstance(n.op, ast.Not):
                return f"(!{self.e(n.operand)})"
            return f"(-{self.e(n.operand)})"
        if isinstance(n, ast.BoolOp):
            op = " && " if isinstance(n.op, ast.And) else " || "
            return "(" + op.join(self.e(v) for v in n.values) + ")"
        if isinstance(n, ast.Compare):
            return self.compare(n)
        if isinstance(n, ast.IfExp):
            t = self.t(n)
            return f"({self.e(n.test)} ? {self.cv(n.body, t)} : {self.cv(n.orelse, t)})"
        if isinstance(n, ast.JoinedStr):
            values = [v.value for v in n.values if isinstance(v, ast.FormattedValue)]
            pre, codes = self.ops([(v, None) for v in values])
            it = iter(codes)
            parts = []
            for v in n.values:
                if isinstance(v, ast.Constant):
                    parts.append(c_str(str(v.value)))
                else:
                    parts.append(self.as_text(next(it), self.t(v.value)))  # type: ignore[attr-defined]
            if not parts:
                return '""'
            if len(parts) == 1:
                return self.seq(pre, parts[0])
            return self.seq(pre, f"rs_concat({len(parts)}, (const char *const[]){{{', '.join(parts)}}})")
        if isinstance(n, ast.List):
            t = self.t(n)
            assert isinstance(t, List)
            if not n.elts:
                return "rs_list_new(0)"
            pre, codes = self.ops([(x, t.item) for x in n.elts])
            vals = ", ".join(tg.wrap(c, t.item) for c in codes)
            return self.seq(pre, f"rs_list_of({len(codes)}, (rs_val[]){{{vals}}})")
        if isinstance(n, ast.Dict):
            t = self.t(n)
            assert isinstance(t, Dict)
            return tg.zero_of(t)
        if isinstance(n, ast.Call):
            return self.call(n)
        raise TypeError(type(n).__name__)

    def constant(self, n: ast.Constant) -> str:
        t = self.t(n)
        v = n.value
        if t == NONE or v is None:
            return "RS_NONE"
        if isinstance(t, Enum):
            return str(v) if t.is_int else str(list(t.values).index(v))
        if t == BOOL or isinstance(v, bool):
            return "1" if v else "0"
        if isinstance(v, int):
            return str(v) if abs(v) < 1 << 31 else f"INT64_C({v})"
        assert isinstance(v, str)
        return c_str(v)

    def as_text(self, code: str, t: Type) -> str:
        if str_enum(t):
            return f"EN_{ident(t.ename)}[{code}]"
        if t == STR:
            return code
        return f"rs_itoa({code})"

    def is_option(self, n: ast.expr) -> bool:
        return isinstance(n, ast.Call) and self.fn.calls.get(id(n)) == "option"

    def option_index(self, n: ast.Call) -> int:
        return list(self.prog.options).index(n.args[0].value)  # type: ignore[attr-defined]

    def compare(self, n: ast.Compare) -> str:
        tg = self.tg
        op, left, right = n.ops[0], n.left, n.comparators[0]
        if isinstance(op, ast.Is | ast.IsNot):
            lt = self.t(left)
            rel = "==" if isinstance(op, ast.Is) else "!="
            return f"({self.e(left)} {rel} {tg.none_of(lt)})"
        if isinstance(op, ast.In | ast.NotIn):
            neg = "!" if isinstance(op, ast.NotIn) else ""
            ct = self.t(right)
            en = _enum_list_const(self.prog, right, self.fn)
            if en is not None:
                pre, (xc,) = self.ops([(left, en)])
                tab = f"RS_COUNT_{ident(right.id)}"  # type: ignore[attr-defined]
                return self.seq(pre, f"({neg}(rs_tab_count({tab}, {len(en.values)}, {xc}) > 0))")
            if isinstance(ct, List):
                pre, (xc, lc) = self.ops([(left, ct.item), (right, None)])
                eq = tg.eqfn(ct.item)
                if eq in ("rs_eq_i", "rs_eq_s"):
                    found = f"rs_find_{eq[-1]}({lc}, {xc}) >= 0"
                else:
                    found = f"rs_find({lc}, {tg.wrap(xc, ct.item)}, {eq}) >= 0"
                return self.seq(pre, f"({neg}({found}))")
            assert isinstance(ct, Dict)
            pre, (kc, dc) = self.ops([(left, ct.key), (right, None)])
            if isinstance(ct.key, Enum):
                test = f"(({dc})->v[{kc}].i > 0)" if ct.counter else f"(({dc})->has[{kc}] != 0)"
            else:
                test = f"(rs_sd_cget({dc}, {kc}) > 0)" if ct.counter else f"rs_sd_has({dc}, {kc})"
            return self.seq(pre, f"({neg}{test})")
        for a, b in ((left, right), (right, left)):
            if self.is_option(a) and isinstance(b, ast.Constant) and isinstance(op, ast.Eq | ast.NotEq):
                k = self.option_index(a)  # type: ignore[arg-type]
                vi = self.prog.options[list(self.prog.options)[k]]["values"].index(b.value)
                return f"(g->opt[{k}] {'==' if isinstance(op, ast.Eq) else '!='} {vi})"
        lt, rt = self.t(left), self.t(right)
        if isinstance(op, ast.Eq | ast.NotEq):
            rel = "==" if isinstance(op, ast.Eq) else "!="
            if lt == NONE or rt == NONE:
                other, ot = (right, rt) if lt == NONE else (left, lt)
                return f"({self.e(other)} {rel} {tg.none_of(ot)})"
            if base(lt) == STR or base(rt) == STR:
                as_str: list[tuple[ast.expr, Type | None]] = [
                    (left, STR if base(lt) != STR else lt), (right, STR if base(rt) != STR else rt)]
                pre, (ca, cb) = self.ops(as_str)
                return self.seq(pre, f"({'' if rel == '==' else '!'}rs_streq({ca}, {cb}))")
            pre, (ca, cb) = self.ops([(left, None), (right, None)])
            return self.seq(pre, f"({ca} {rel} {cb})")
        pre, (ca, cb) = self.ops([(left, None), (right, None)])
        return self.seq(pre, f"({ca} {_ORD[type(op)]} {cb})")

    def call(self, n: ast.Call) -> str:
        prog = self.prog
        name = n.func.id  # type: ignore[attr-defined]
        kind = self.fn.calls[id(n)]
        if kind == "option":
            k = self.option_index(n)
            return f"RS_OPT_VALUES[{k}][g->opt[{k}]]"
        if kind == "record":
            rec = prog.records[name]
            pre, codes = self.ops([(kw.value, rec.fields[kw.arg]) for kw in n.keywords])  # type: ignore
            return self.seq(pre, f"mk_{ident(name)}({', '.join(codes)})")
        if kind == "rule":
            callee = prog.functions[name]
            pre, codes = self.ops([(a, pt) for a, (_, pt) in zip(n.args, callee.params, strict=True)])
            return self.seq(pre, f"f_{ident(name)}({', '.join(['g', *codes])})")
        return self.builtin(name, n)

    def builtin(self, name: str, n: ast.Call) -> str:
        tg = self.tg
        args = n.args
        ts = [self.t(a) for a in args]
        if name == "players":
            return "((int64_t)g->players)"
        if name in ("len",):
            return f"((int64_t)({self.e(args[0])})->len)"
        en = _enum_list_const(self.prog, args[0], self.fn) if name in ("count", "index") else None
        if en is not None:
            tab = f"RS_{name.upper()}_{ident(args[0].id)}"  # type: ignore[attr-defined]
            pre, (xc,) = self.ops([(args[1], en)])
            return self.seq(pre, f"rs_tab_{name}({tab}, {len(en.values)}, {xc})")
        if name in ("append", "remove", "count", "index"):
            item = ts[0].item  # type: ignore[attr-defined]
            pre, (lc, xc) = self.ops([(args[0], None), (args[1], item)])
            if name == "append":
                return self.seq(pre, f"rs_push({lc}, {tg.wrap(xc, item)})")
            fn = {"remove": "rs_remove", "count": "rs_count", "index": "rs_index"}[name]
            if name != "remove" and tg.eqfn(item) == "rs_eq_i":  # ints: no call through a pointer
                return self.seq(pre, f"{fn}_i({lc}, {xc})")
            return self.seq(pre, f"{fn}({lc}, {tg.wrap(xc, item)}, {tg.eqfn(item)})")
        if name in ("pop", "top"):
            item = ts[0].item  # type: ignore[attr-defined]
            return tg.unwrap(f"rs_{name}({self.e(args[0])})", item)
        if name == "sorted":
            item = ts[0].item  # type: ignore[attr-defined]
            if str_enum(item):
                return f"rs_sorted({self.e(args[0])}, 2, RK_{ident(item.ename)})"  # type: ignore[union-attr]
            return f"rs_sorted({self.e(args[0])}, {1 if item == STR else 0}, NULL)"
        if name == "copy":
            t = ts[0]
            if isinstance(t, List):
                return f"rs_list_copy({self.e(args[0])})"
            assert isinstance(t, Dict)
            return f"rs_{'ed' if isinstance(t.key, Enum) else 'sd'}_copy({self.e(args[0])})"
        if name == "sum":
            return f"rs_sum({self.e(args[0])})"
        if name in ("max", "min"):
            if len(args) == 1:
                return f"rs_{name}l({self.e(args[0])})"
            pre, (a, b) = self.ops([(args[0], INT), (args[1], INT)])
            return self.seq(pre, f"rs_{name}2({a}, {b})")
        if name == "abs":
            return f"rs_abs({self.e(args[0])})"
        if name == "str":
            return self.as_text(self.e(args[0]), ts[0])
        if name == "keys":
            t = ts[0]
            assert isinstance(t, Dict)
            return f"rs_{'ed' if isinstance(t.key, Enum) else 'sd'}_keys({self.e(args[0])})"
        if name == "get":
            t = ts[0]
            assert isinstance(t, Dict)
            pre, (dc, kc, vc) = self.ops([(args[0], None), (args[1], t.key), (args[2], t.value)])
            f = "rs_ed_getd" if isinstance(t.key, Enum) else "rs_sd_getd"
            return self.seq(pre, tg.unwrap(f"{f}({dc}, {kc}, {tg.wrap(vc, t.value)})", t.value))
        if name == "must":
            t = ts[0]
            if is_ptr(t):
                return f"(({tg.ctype(t)})rs_must_p({self.e(args[0])}))"
            return f"rs_must_i({self.e(args[0])})"
        if name == "delete":
            t = ts[0]
            assert isinstance(t, Dict)
            pre, (dc, kc) = self.ops([(args[0], None), (args[1], t.key)])
            return self.seq(pre, f"rs_{'ed' if isinstance(t.key, Enum) else 'sd'}_del({dc}, {kc})")
        if name == "same":
            from .types import assignable

            wide = ts[0] if assignable(ts[1], ts[0]) else ts[1]
            pre, (a, b) = self.ops([(args[0], wide), (args[1], wide)])
            if not is_ptr(wide):
                return self.seq(pre, f"({a} == {b})")
            return self.seq(pre, f"{tg.need('eq', wide)}({a}, {b})")
        raise KeyError(name)

    # ------------------------------------------------------------------ statements

    def block(self, body: list[ast.stmt], d: int) -> None:
        for st in body:
            self.stmt(st, d)

    def stmt(self, st: ast.stmt, d: int) -> None:
        if isinstance(st, ast.Assign):
            self.assign(st.targets[0], st.value, d)
        elif isinstance(st, ast.AnnAssign):
            self.assign(st.target, st.value, d)  # type: ignore[arg-type]
        elif isinstance(st, ast.AugAssign):
            self.augassign(st, d)
        elif isinstance(st, ast.If):
            self.line(d, f"if {cond(self.e(st.test))} {{")
            self.block(st.body, d + 1)
            while len(st.orelse) == 1 and isinstance(st.orelse[0], ast.If):
                st = st.orelse[0]
                self.line(d, f"}} else if {cond(self.e(st.test))} {{")
                self.block(st.body, d + 1)
            if st.orelse:
                self.line(d, "} else {")
                self.block(st.orelse, d + 1)
            self.line(d, "}")
        elif isinstance(st, ast.For):
            self.loop(st, d)
        elif isinstance(st, ast.While):
            self.n += 1
            b = f"b_{self.n}"
            self.line(d, "{")
            self.line(d + 1, f"int64_t {b} = RS_WHILE_BOUND;")
            self.line(d + 1, f"while {cond(self.e(st.test))} {{")
            why = c_str(f"rule {self.fn.rule}: while loop bound exceeded".replace("%", "%%"))
            self.line(d + 2, f"if (--{b} < 0) rs_fail({why});")
            self.block(st.body, d + 2)
            self.line(d + 1, "}")
            self.line(d, "}")
        elif isinstance(st, ast.Return):
            if st.value is None:
                self.line(d, "return;")
            else:
                self.line(d, f"return {self.cv(st.value, self.fn.ret)};")
        elif isinstance(st, ast.Expr):
            self.line(d, f"(void)({self.e(st.value)});")
        elif isinstance(st, ast.Break):
            self.line(d, "break;")
        elif isinstance(st, ast.Continue):
            self.line(d, "continue;")
        elif isinstance(st, ast.Pass):
            self.line(d, ";")

    def loop(self, st: ast.For, d: int) -> None:
        tg = self.tg
        var = st.target.id  # type: ignore[attr-defined]
        vt = self.fn.locals[var]
        self.n += 1
        k = f"k_{self.n}"
        it = st.iter
        self.line(d, "{")
        if self.fn.calls.get(id(it)) == "range":
            bounds = it.args  # type: ignore[attr-defined]
            lo, hi = (("0", bounds[0]) if len(bounds) == 1 else (None, bounds[1]))
            if lo is None:
                pre, (a, b) = self.ops([(bounds[0], INT), (bounds[1], INT)])
                for p in pre:
                    self.line(d + 1, f"{p};")
            else:
                a, b = "0", self.cv(hi, INT)
            self.line(d + 1, f"int64_t {k}_end = {b};")
            self.line(d + 1, f"for (int64_t {k} = {a}; {k} < {k}_end; {k}++) {{")
            self.line(d + 2, f"l_{ident(var)} = {k};")
        else:
            lt = self.t(it)
            assert isinstance(lt, List)
            self.line(d + 1, f"rs_list *{k}_l = {self.e(it)};")
            self.line(d + 1, f"for (int32_t {k} = 0; {k} < {k}_l->len; {k}++) {{")
            item = tg.unwrap(f"{k}_l->it[{k}]", lt.item)
            self.line(d + 2, f"l_{ident(var)} = {tg.conv(item, lt.item, vt)};")
        self.block(st.body, d + 2)
        self.line(d + 1, "}")
        self.line(d, "}")

    def target_type(self, target: ast.expr) -> Type:
        if isinstance(target, ast.Name):
            return self.fn.locals[target.id]
        return self.t(target)

    def assign(self, target: ast.expr, value: ast.expr, d: int) -> None:
        tg = self.tg
        tt = self.target_type(target)
        val = self.cv(value, tt)
        if isinstance(target, ast.Name):
            self.line(d, f"l_{ident(target.id)} = {val};")
            return
        ct = tg.ctype(tt)
        self.line(d, "{")
        self.line(d + 1, f"{ct}v_ = {val};")
        self.store(target, "v_", d + 1)
        self.line(d, "}")

    def store(self, target: ast.expr, v: str, d: int) -> None:
        """target = v, the target's parts evaluated after v (Python's order for an assignment)."""
        tg = self.tg
        if isinstance(target, ast.Attribute):
            self.line(d, f"({self.e(target.value)})->f_{ident(target.attr)} = {v};")
            return
        assert isinstance(target, ast.Subscript)
        ct = self.t(target.value)
        self.line(d, f"{tg.ctype(ct)}c_ = {self.e(target.value)};")
        if isinstance(ct, List):
            self.line(d, f"int64_t i_ = {self.cv(target.slice, INT)};")
            self.line(d, f"rs_at(c_, i_)->{tg.member(ct.item)} = {self.cast_in(v, ct.item)};")
            return
        assert isinstance(ct, Dict)
        self.line(d, f"{tg.ctype(ct.key)}k_ = {self.cv(target.slice, ct.key)};")
        pre = "rs_ed" if isinstance(ct.key, Enum) else "rs_sd"
        if ct.counter:
            self.line(d, f"{pre}_cset(c_, k_, {v});")
        else:
            self.line(d, f"{pre}_set(c_, k_, {tg.wrap(v, ct.value)});")

    def cast_in(self, v: str, t: Type) -> str:
        return f"(void *){v}" if self.tg.member(t) == "p" else v

    def augassign(self, st: ast.AugAssign, d: int) -> None:
        tg = self.tg
        op = _BIN[type(st.op)]
        target = st.target
        if isinstance(target, ast.Name):
            self.line(d, f"l_{ident(target.id)} {op}= {self.cv(st.value, INT)};")
            return
        self.line(d, "{")
        if isinstance(target, ast.Attribute):
            rt = self.t(target.value)
            self.line(d + 1, f"{tg.ctype(rt)}r_ = {self.e(target.value)};")
            self.line(d + 1, f"int64_t o_ = r_->f_{ident(target.attr)};")
            self.line(d + 1, f"int64_t v_ = {self.cv(st.value, INT)};")
            self.line(d + 1, f"r_->f_{ident(target.attr)} = o_ {op} v_;")
            self.line(d, "}")
            return
        assert isinstance(target, ast.Subscript)
        ct = self.t(target.value)
        self.line(d + 1, f"{tg.ctype(ct)}c_ = {self.e(target.value)};")
        if isinstance(ct, List):
            self.line(d + 1, f"int64_t i_ = {self.cv(target.slice, INT)};")
            self.line(d + 1, "int64_t o_ = rs_at(c_, i_)->i;")
            self.line(d + 1, f"int64_t v_ = {self.cv(st.value, INT)};")
            self.line(d + 1, f"rs_at(c_, i_)->i = o_ {op} v_;")
        else:
            assert isinstance(ct, Dict)
            self.line(d + 1, f"{tg.ctype(ct.key)}k_ = {self.cv(target.slice, ct.key)};")
            enum = isinstance(ct.key, Enum)
            if ct.counter:
                old = "c_->v[k_].i" if enum else "rs_sd_cget(c_, k_)"
            else:
                names = f"EN_{ident(ct.key.ename)}" if isinstance(ct.key, Enum) else ""
                old = f"rs_ed_get(c_, k_, {names})->i" if enum else "rs_sd_get(c_, k_)->i"
            self.line(d + 1, f"int64_t o_ = {old};")
            self.line(d + 1, f"int64_t v_ = {self.cv(st.value, INT)};")
            pre = "rs_ed" if enum else "rs_sd"
            if ct.counter:
                self.line(d + 1, f"{pre}_cset(c_, k_, o_ {op} v_);")
            else:
                self.line(d + 1, f"{pre}_set(c_, k_, RS_VI(o_ {op} v_));")
        self.line(d, "}")


# ---------------------------------------------------------------------------------------- program


RUNTIME = skeleton("c", "_rules_runtime.c.txt")
RUNTIME_H = "rs_runtime.h"  # generated/c/rs_runtime.h: the runtime every engine and the driver include


ENGINE = skeleton("c", "_rules_engine.c.txt")
ENGINE_PART = "RS_ENGINE_PART"  # defined by an engine before it includes the header a second time


def runtime_header() -> str:
    """generated/c/rs_runtime.h: the runtime, one file for every engine and the driver. Its functions
    are static (each engine, a shared library of its own, keeps a private copy and exports none of
    them; the hot ones inline), its per-thread state and string pool are per library. Its second
    part is the engine API every game shares (RS_API names, written once against the game's own
    definitions): an engine includes the header again at its end with RS_ENGINE_PART defined."""
    return ("/* The rulestone C runtime (generated file: do not edit; from rulestone/templates/c/\n"
            "   _rules_runtime.c.txt and _rules_engine.c.txt), included by every engine <game>.c and\n"
            "   by driver.c (docs/c-target.md). */\n"
            "#ifndef RULESTONE_RS_RUNTIME_H\n#define RULESTONE_RS_RUNTIME_H\n"
            f"{RUNTIME.rstrip()}\n#endif\n"
            f"#ifdef {ENGINE_PART} /* the engine API, at the end of an engine */\n#undef {ENGINE_PART}\n"
            f"{ENGINE.rstrip()}\n#endif\n")


def prefix(prog: Program) -> str:
    return ident(prog.game)


def emit_header(prog: Program) -> str:
    p = prefix(prog)
    guard = f"RULESTONE_{p.upper()}_H"
    title = prog.titles.get("en", prog.game)
    protos = [
        "const char *{p}_last_error(void);",
        "int {p}_last_error_kind(void); /* 1 IllegalAction, 2 bad input (ValueError), 3 the rules failed */",
        "const char *{p}_game_id(void);",
        "const char *{p}_spec_sha256(void);",
        "int {p}_min_players(void);",
        "int {p}_max_players(void);",
        "int {p}_num_actions(void);",
        "const char *{p}_action_name(int id);",
        "int {p}_action_id(const char *action);",
        "int {p}_game_action_id(const {p}_game *g, const char *action); /* run-time strings too */",
        "const char *{p}_game_action_name(const {p}_game *g, int id);",
        "int {p}_num_options(void);",
        "const char *{p}_option_name(int k);",
        "const char *{p}_enum_value(int e, int k);",
        "{p}_game *{p}_game_new(int players, const char *options_json);",
        "void {p}_game_free({p}_game *g);",
        "int {p}_game_players(const {p}_game *g);",
        "const char *{p}_game_option(const {p}_game *g, int k);",
        "{p}_state *{p}_new_initial_state({p}_game *g);",
        "{p}_state *{p}_state_from_json({p}_game *g, const char *json, size_t len);",
        "{p}_state *{p}_clone(const {p}_state *s);",
        "void {p}_state_free({p}_state *s);",
        "int {p}_is_terminal(const {p}_state *s);",
        "int {p}_is_chance_node(const {p}_state *s);",
        "int {p}_current_player({p}_state *s);",
        "int {p}_legal({p}_state *s, int *ids, int64_t *weights, int max);",
        "int {p}_chance_outcomes({p}_state *s, int *ids, int64_t *num, int64_t *den, int max);",
        "int {p}_apply({p}_state *s, int id);",
        "int {p}_apply_str({p}_state *s, const char *action);",
        "int {p}_scores({p}_state *s, int64_t *out, int max);",
        "int {p}_returns({p}_state *s, int64_t *out, int max);",
        "char *{p}_to_json({p}_state *s);",
        "void {p}_free(void *p);",
        "int {p}_playouts({p}_game *g, uint64_t seed, int64_t n, int64_t max_steps, double *stats);",
    ]
    lines = [
        f"/* {title.replace('*/', '* /')} engine API, compiled by rulestone from {prog.spec_file}",
        "   (docs/c-target.md). Do not edit: change the spec and run `rulestone build`. */",
        f"#ifndef {guard}",
        f"#define {guard}",
        "#include <stddef.h>",
        "#include <stdint.h>",
        f"typedef struct {p}_game {p}_game;",
        f"typedef struct {p}_state {p}_state;",
        *(x.replace("{p}", p) for x in protos),
        "#endif",
    ]
    return "\n".join(lines) + "\n"


def emit(prog: Program) -> str:
    tg = CTarget(prog)
    p = prefix(prog)
    en = prog.titles.get("en", prog.game)
    out = [
        f"/* {en.replace('*/', '* /')} engine, compiled by rulestone from {prog.spec_file}",
        "   (docs/rule-language.md, docs/c-target.md). Do not edit: change the rule bodies in the spec and",
        "   run `rulestone build`.",
        "   C11, standard library only; the API is in the header beside this file. */",
        f'#include "{p}.h"',
        f"#define RS_API(name) {p}_##name",
        f"#define RS_GAME_ID {c_str(prog.game)}",
        f"#define RS_SPEC_SHA256 {c_str(prog.sha256)}",
        f"#define RS_MIN_PLAYERS {prog.min_players}",
        f"#define RS_MAX_PLAYERS {prog.max_players}",
        f'#include "{RUNTIME_H}"',
        "/* ---- the game ---- */",
    ]
    out += _enums(prog)
    out += _options(prog)
    out += _constants(prog)
    # records, the game
    for r in prog.records.values():
        out.append(f"typedef struct R_{ident(r.rname)} R_{ident(r.rname)};")
    for r in prog.records.values():
        out.append(f"struct R_{ident(r.rname)} {{")
        for f, ft in r.fields.items():
            out.append(f"  {tg.ctype(ft)}f_{ident(f)};")
        if not r.fields:
            out.append("  int unused_;")
        out.append("};")
    out.append(f"typedef struct {p}_game rs_game;")
    out.append(f"struct {p}_game {{")
    out.append("  int players;")
    out.append(f"  int opt[{max(1, len(prog.options))}];")
    out.append("  rs_arena arena;")
    out.append("  rs_rtab rt;")
    for n, (t, _) in prog.game_fields.items():
        out.append(f"  {tg.ctype(t)}gf_{ident(n)};")
    out.append("};")
    for r in prog.records.values():
        params = ", ".join(f"{tg.ctype(ft)}a_{ident(f)}" for f, ft in r.fields.items()) or "void"
        out.append(f"static RS_UNUSED R_{ident(r.rname)} *mk_{ident(r.rname)}({params}) {{")
        out.append(f"  R_{ident(r.rname)} *r = rs_alloc(sizeof *r);")
        for f in r.fields:
            out.append(f"  r->f_{ident(f)} = a_{ident(f)};")
        out.append("  return r;")
        out.append("}")
    # rule functions: prototypes, then bodies grouped by rule in spec order
    funcs = {name: CFunc(tg, fn) for name, fn in prog.functions.items()}
    for cf in funcs.values():
        out.append(cf.signature() + ";")
    bodies: list[str] = []
    for rid in prog.entries:
        fns = [funcs[f.name] for f in prog.functions.values() if f.rule == rid]
        if not fns and rid not in prog.sees:
            continue
        bodies += [c_comment(x) for x in rule_header(prog, rid, "//")]
        for cf in fns:
            bodies += cf.emit()
        bodies.append(f"// {MARK_END}{rid}")
        bodies.append("")
    engine = _engine(prog, tg)
    # the per-type helpers every part asked for (asking may ask for more)
    protos: list[str] = []
    defs: list[str] = []
    done = 0
    while done < len(tg.order):
        name = tg.order[done]
        done += 1
        proto, body = tg.helper(name)
        protos.append(proto + ";")
        defs += [proto + " {", *body, "}"]
    out += protos
    out += defs
    out += bodies
    out += engine
    out += [f"#define {ENGINE_PART}", f'#include "{RUNTIME_H}"']  # the engine API every game shares
    return "\n".join(out).rstrip("\n") + "\n"


def _enums(prog: Program) -> list[str]:
    out = []
    for name, e in prog.enums.items():
        n = ident(name)
        texts = ", ".join(c_str(str(v)) for v in e.values)
        out.append(f"static RS_UNUSED const char *const EN_{n}[] = {{{texts}}};")
        if e.is_int:
            ints = ", ".join(str(v) for v in e.values)
            out.append(f"static RS_UNUSED const int64_t EV_{n}[] = {{{ints}}};")
        else:
            order = sorted(range(len(e.values)), key=lambda k: str(e.values[k]))
            rank = [order.index(k) for k in range(len(e.values))]
            out.append(f"static RS_UNUSED const int32_t RK_{n}[] = {{{', '.join(map(str, rank))}}};")
    tables = ", ".join(f"EN_{ident(n)}" for n in prog.enums) or "NULL"
    sizes = ", ".join(str(len(e.values)) for e in prog.enums.values()) or "0"
    out.append(f"static const char *const *const RS_ENUMS[] = {{{tables}}};")
    out.append(f"static const int RS_ENUM_SIZES[] = {{{sizes}}};")
    out.append("const char *RS_API(enum_value)(int e, int k) {")
    out.append(f"  if (e < 0 || e >= {len(prog.enums)} || k < 0 || k >= RS_ENUM_SIZES[e]) return NULL;")
    out.append("  return RS_ENUMS[e][k];")
    out.append("}")
    return out


def _options(prog: Program) -> list[str]:
    opts = prog.options
    out = [f"#define RS_NOPT {len(opts)}"]
    names = list(opts)
    for k, (_n, o) in enumerate(opts.items()):
        values = ", ".join(c_str(str(v)) for v in o["values"])
        out.append(f"static const char *const RS_OPTV_{k}[] = {{{values}}};")

    def table(decl: str, items: list[str], empty: str) -> None:
        out.append(f"static RS_UNUSED {decl}[] = {{{', '.join(items) or empty}}};")

    table("const char *const RS_OPT_NAMES", [c_str(n) for n in names], "NULL")
    table("const char *const RS_OPT_SORTED", [c_str(n) for n in sorted(names)], "NULL")
    table("const int RS_OPT_NVALUES", [str(len(o["values"])) for o in opts.values()], "0")
    table("const char *const *const RS_OPT_VALUES", [f"RS_OPTV_{k}" for k in range(len(opts))], "NULL")
    defaults = [str(o["values"].index(o["default"])) for o in opts.values()]
    out.append(f"static RS_UNUSED const int RS_OPT_DEFAULT[] = {{{', '.join(defaults) or '0'}}};")
    return out


def _const_init(t: Type, v: object, name: str, out: list[str]) -> str:
    """An rs_val initialiser for one item of a constant (static data for lists and dicts is appended
    to `out` first, named after `name`)."""
    if v is None:
        return "{.p = NULL}" if is_ptr(t) else "{.i = RS_NONE}"
    t = base(t)
    if is_ptr(t) and t != STR:
        return f"{{.p = {_const_value(t, v, name, out)}}}"
    if t == STR:
        return f"{{.s = {c_str(v)}}}"  # type: ignore[arg-type]
    return f"{{.i = {_scalar(t, v)}}}"


def _scalar(t: Type, v: object) -> str:
    if v is None:
        return "RS_NONE"
    t = base(t)
    if isinstance(t, Enum) and not t.is_int:
        return str(list(t.values).index(v))
    n = int(v)  # type: ignore[call-overload]
    return str(n) if abs(n) < 1 << 31 else f"INT64_C({n})"


def _fnv1a(text: str) -> int:
    h = 2166136261
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * 16777619) & 0xFFFFFFFF
    return h


def _const_value(t: Type, v: object, name: str, out: list[str]) -> str:
    """Static data for a constant list or dict (read-only lists: cap -1); returns the C expression
    naming it."""
    if isinstance(t, List):
        items = [_const_init(t.item, x, f"{name}_{i}", out) for i, x in enumerate(v)]  # type: ignore
        out.append(f"static rs_val C_{name}_it[] = {{{', '.join(items) or '{.i = 0}'}}};")
        out.append(f"static RS_UNUSED rs_list C_{name}_l = {{{len(items)}, -1, C_{name}_it}};")
        return f"(&C_{name}_l)"
    if isinstance(t, Dict) and isinstance(t.key, Enum):
        d: dict = v  # type: ignore[assignment]
        keys = list(t.key.values)
        has = ", ".join("1" if k in d else "0" for k in keys)
        vals = [_const_init(t.value, d[k], f"{name}_{i}", out) if k in d else "{.i = 0}"
                for i, k in enumerate(keys)]
        out.append(f"static uint8_t C_{name}_has[] = {{{has}}};")
        out.append(f"static rs_val C_{name}_v[] = {{{', '.join(vals)}}};")
        out.append(f"static RS_UNUSED rs_edict C_{name}_d = "
                   f"{{{len(keys)}, {len(d)}, C_{name}_has, C_{name}_v}};")
        return f"(&C_{name}_d)"
    if isinstance(t, Dict):
        d = v  # type: ignore[assignment]
        ks = ", ".join(c_str(k) for k in d) or "NULL"
        vals = [_const_init(t.value, x, f"{name}_{i}", out) for i, x in enumerate(d.values())]
        out.append(f"static const char *C_{name}_k[] = {{{ks}}};")
        out.append(f"static rs_val C_{name}_v[] = {{{', '.join(vals) or '{.i = 0}'}}};")
        idx, icap = "NULL", 0
        if len(d) > 8:  # the runtime's index (rs_sd_reindex), made here: a constant never changes
            icap = 16
            while icap < 2 * len(d) + 2:
                icap *= 2
            slots = [0] * icap
            for i, k in enumerate(d):
                full = _fnv1a(k)
                h = full & (icap - 1)
                while slots[h]:
                    h = (h + 1) & (icap - 1)
                slots[h] = full << 32 | (i + 1)
            out.append(f"static uint64_t C_{name}_idx[] = {{{', '.join(f'UINT64_C({x})' for x in slots)}}};")
            idx = f"C_{name}_idx"
        out.append(f"static RS_UNUSED rs_sdict C_{name}_d = "
                   f"{{{len(d)}, -1, C_{name}_k, C_{name}_v, {idx}, {icap}}};")
        return f"(&C_{name}_d)"
    if t == STR:
        return c_str(v)  # type: ignore[arg-type]
    return _scalar(t, v)


def _enum_list_const(prog: Program, node: ast.expr, fn: Function) -> Enum | None:
    """The string enum of a list constant named by `node` (index, count and `in` of it look a table
    up, as the Python target does for its constants: RS_INDEX_/RS_COUNT_), else None."""
    if not (isinstance(node, ast.Name) and fn.names.get(id(node)) == "const" and node.id in prog.constants):
        return None
    t, v = prog.constants[node.id]
    return t.item if isinstance(t, List) and str_enum(t.item) and isinstance(v, list) else None


def _constants(prog: Program) -> list[str]:
    out: list[str] = []
    for name, (t, v) in prog.constants.items():
        n = ident(name)
        if isinstance(t, List) and str_enum(t.item) and isinstance(v, list):
            # per enum value: its first position in the list (-1: absent) and its count
            pos = [-1] * len(t.item.values)
            count = [0] * len(t.item.values)
            for i, x in enumerate(v):
                k = list(t.item.values).index(x)
                pos[k] = i if pos[k] < 0 else pos[k]
                count[k] += 1
            out.append(f"static RS_UNUSED const int32_t RS_INDEX_{n}[] = {{{', '.join(map(str, pos))}}};")
            out.append(f"static RS_UNUSED const int32_t RS_COUNT_{n}[] = {{{', '.join(map(str, count))}}};")
        if isinstance(t, List | Dict):
            out.append(f"#define C_{n} {_const_value(t, v, n, out)}")
        elif base(t) == STR:
            out.append(f"static RS_UNUSED const char *const C_{n} = {c_str(v) if v is not None else 'NULL'};")
        else:
            out.append(f"static RS_UNUSED const int64_t C_{n} = {_scalar(t, v)};")
    return out


def _runtime_domain(dom: str) -> bool:
    return dom == "str" or dom.startswith("list[")


def _text_kind(t: Type) -> tuple[int, str]:
    """How rs_w_text writes a value of type t (Python's str()): 0 int, 1 str, 2 string enum, 3 bool."""
    if t == STR:
        return 1, "NULL"
    if str_enum(t):
        return 2, f"EN_{ident(t.ename)}"
    return (3, "NULL") if t == BOOL else (0, "NULL")


def _runtime_maker(prog: Program, tg: CTarget, i: int) -> list[str]:
    """rs_rt_<i>(g, params...): the id of the string the pattern makes of these values, interned in
    the game on first sight with a read-only copy of the values in the game's arena."""
    a = prog.actions[i]
    params = "".join(f", {tg.ctype(t)}v_{k}" for k, (_, t, _) in enumerate(a.params))
    out = [f"static int32_t rs_rt_{i}(rs_game *g{params}) {{"]
    # the memo (docs/c-target.md): patterns of scalars and strings (not lists), found by their values
    def kind(t: Type) -> str | None:
        return "s" if t == STR else None if is_ptr(t) else "i"

    kinds = [kind(t) for _, t, _ in a.params]
    memo = all(kinds)
    n = len(a.params)
    if memo:
        ks = c_str("".join(kinds))  # type: ignore[arg-type]
        vals = ", ".join(f"{{.{c} = v_{k}}}" for k, c in enumerate(kinds)) or "{.i = 0}"
        pooled = " && ".join(f"rs_pooled(v_{k})" for k, c in enumerate(kinds) if c == "s") or "1"
        # a string argument not pooled yet (a constant's literal) is looked up in the pool first:
        # cheaper than writing the action string, and the memo can then find it
        out += [f"  v_{k} = rs_pool_of(v_{k});" for k, c in enumerate(kinds) if c == "s"]
        out += [f"  const rs_val a_[] = {{{vals}}};",
                f"  int memo = {pooled};",
                f"  uint64_t h = memo ? rs_rt_key({i}, a_, {n}, {ks}) : 0;",
                "  if (memo) {",
                f"    int32_t m = rs_rt_memo_get(&g->rt, h, {i}, a_, {n}, {ks});",
                "    if (m >= 0) return RS_NACT + m;",
                "  }"]
    out += ["  rs_buf *b = &rs_scratch;", "  b->len = 0;", '  rs_w(b, "", 0);']
    pos = {n: k for k, (n, _, _) in enumerate(a.params)}
    for j, part in enumerate(re.split(r"\{(\w+)\}", a.pattern)):
        if j % 2 == 0:
            if part:
                out.append(f"  rs_wc(b, {c_str(part)});")
            continue
        k = pos[part]
        t = a.params[k][1]
        if isinstance(t, List):
            tk, names = _text_kind(t.item)
            out.append(f"  rs_w_joined(b, v_{k}, {tk}, {names});")
        else:
            tk, names = _text_kind(t)
            out.append(f"  rs_w_text(b, {tg.wrap(f'v_{k}', t)}, {tk}, {names});")
    out += ["  int32_t r = rs_rt_find(&g->rt, b->p);",
            "  if (r < 0) {",
            "    rs_arena *prev = rs_cur;",
            "    rs_cur = &g->arena;",
            "    const char *name = rs_strdup(b->p);",
            f"    rs_val *args = rs_alloc(sizeof(rs_val) * {max(1, len(a.params))});"]
    for k, (_n, t, _d) in enumerate(a.params):
        if isinstance(t, List):
            out.append(f"    args[{k}].p = rs_list_frozen(v_{k}, {1 if base(t.item) == STR else 0});")
        elif t == STR:
            out.append(f"    args[{k}].s = rs_strdup(v_{k});")
        else:
            out.append(f"    args[{k}].i = v_{k};")
    out += ["    rs_cur = prev;", f"    r = rs_rt_add(&g->rt, name, {i}, args);", "  }"]
    if memo:
        out.append(f"  if (memo) rs_rt_memo_put(&g->rt, h, r, {i}, a_, {n}, {ks});")
    out += ["  return RS_NACT + r;", "}"]
    return out


def _domain(prog: Program, dom: str) -> list:
    return prog.constants[dom][1] if dom in prog.constants else list(prog.enums[dom].values)


def _engine(prog: Program, tg: CTarget) -> list[str]:
    """Actions (strings, candidates, dispatch), phases, JSON in and out."""
    out: list[str] = ["/* ---- actions: every string made at compile time, numbered in code point order */"]
    table = action_table(prog)  # string -> (action, combo); the last pattern making a string applies it
    names = sorted(table)
    ids = {s: k for k, s in enumerate(names)}
    width = max([1, *(len(a.params) for a in prog.actions)])
    out.append(f"#define RS_NACT {len(names)}")
    out.append(f"static const char *const RS_ACT_NAMES[] = {{{', '.join(map(c_str, names)) or 'NULL'}}};")
    out.append(f"static const int RS_ACT_PAT[] = {{{', '.join(str(table[s][0]) for s in names) or '0'}}};")

    def cval(t: Type, v: object) -> str:
        if t == STR:
            return f"{{.s = {c_str(v)}}}"  # type: ignore[arg-type]
        if isinstance(t, Enum) and not t.is_int:
            return f"{{.i = {list(t.values).index(v)}}}"
        return f"{{.i = {int(v)}}}"  # type: ignore[call-overload]

    rows = []
    for s in names:
        i, combo = table[s]
        a = prog.actions[i]
        vals = [cval(t, v) for (_, t, _), v in zip(a.params, combo, strict=True)] or ["{.i = 0}"]
        rows.append("{" + ", ".join(vals) + "}")
    out.append(f"static const rs_val RS_ACT_ARGS[][{width}] = {{{', '.join(rows) or '{{.i = 0}}'}}};")
    ncombo = 0
    # per phase, the `each` lists shared by its actions (as the Python listing computes them): a
    # read-only function of the state alone gives one list while the state is listed, so it is
    # computed once, at the first action of the phase that loops over it (the slots of `h`)
    readonly = readonly_functions(prog)
    shared: dict[str, dict[str, int]] = {}  # phase -> each function -> slot
    for a in prog.actions:
        slots = shared.setdefault(a.phase, {})
        for n, _t, _d in a.params:
            f = a.each.get(n)
            if f is not None and f in readonly and _state_only(prog, f):
                slots.setdefault(f, len(slots))
    for i, a in enumerate(prog.actions):
        runtime = a.runtime_strings
        # a str or list parameter has no compile-time domain: `each` gives its values
        domains = [None if _runtime_domain(d) else _domain(prog, d) for _, _, d in a.params]
        if not runtime:
            combos = list(product(*domains))  # type: ignore[arg-type]
            ncombo += len(combos)
            strings = [ids[a.pattern.format(**{n: v for (n, _, _), v in zip(a.params, c, strict=True)})]
                       for c in combos]
            out.append(f"static const int32_t RS_COMBO_{i}[] = {{{', '.join(map(str, strings))}}};")
        else:
            ncombo += 64
        for k, ((_n, t, _dom), values) in enumerate(zip(a.params, domains, strict=True)):
            if values is None or runtime:
                if values is not None and _n not in a.each:
                    ct = "const char *const" if t == STR else "const int64_t"
                    dom = ", ".join(cval(t, v)[5:-1].strip() for v in values)
                    out.append(f"static RS_UNUSED {ct} RS_DOM_{i}_{k}[] = {{{dom}}};")
                continue
            ct = "const char *const" if t == STR else "const int64_t"
            dom = ", ".join(cval(t, v)[5:-1].strip() for v in values)
            out.append(f"static RS_UNUSED {ct} RS_DOM_{i}_{k}[] = {{{dom}}};")
            identity = str_enum(t) and list(values) == list(t.values)
            out.append(f"static RS_UNUSED int64_t rs_pos_{i}_{k}({tg.ctype(t)}v) {{")
            if identity:
                out.append("  return v;")
            else:
                test = "strcmp(RS_DOM_{i}_{k}[q], v) == 0" if t == STR else "RS_DOM_{i}_{k}[q] == v"
                out.append(f"  for (int64_t q = 0; q < {len(values)}; q++)")
                out.append(f"    if ({test.format(i=i, k=k)}) return q;")
                why = f"KeyError: a value outside the domain of {{{_n}}} in {a.pattern}"
                why = c_str(why.replace("%", "%%"))
                out.append(f"  rs_fail({why});")
            out.append("}")
        out.append(f"static void rs_cand_{i}(rs_game *g, R_State *s, rs_cands *out, rs_list **h) {{")
        slots = shared[a.phase]
        for k, (n, _t, _dom) in enumerate(a.params):  # the shared lists first, as Python computes them
            if a.each.get(n) in slots:
                unread = "".join(", NULL" if "*" in tg.ctype(pt) else ", 0" for _, pt, _ in a.params[:k])
                h = f"h[{slots[a.each[n]]}]"
                out.append(f"  if ({h} == NULL) {h} = f_{ident(a.each[n])}(g, s{unread});")
        depth = 1
        idx = "0"
        for k, (n, t, _dom) in enumerate(a.params):
            ind = "  " * depth
            if n in a.each:
                if a.each[n] in slots:
                    out.append(f"{ind}rs_list *l_{k} = h[{slots[a.each[n]]}];")
                else:
                    earlier = "".join(f", v_{j}" for j in range(k))
                    out.append(f"{ind}rs_list *l_{k} = f_{ident(a.each[n])}(g, s{earlier});")
                out.append(f"{ind}for (int32_t q_{k} = 0; q_{k} < l_{k}->len; q_{k}++) {{")
                out.append(f"{ind}  {tg.ctype(t)}v_{k} = {tg.unwrap(f'l_{k}->it[q_{k}]', t)};")
                if not runtime:
                    out.append(f"{ind}  int64_t p_{k} = rs_pos_{i}_{k}(v_{k});")
            else:
                size = len(domains[k])  # type: ignore[arg-type]
                out.append(f"{ind}for (int64_t p_{k} = 0; p_{k} < {size}; p_{k}++) {{")
                out.append(f"{ind}  {tg.ctype(t)}v_{k} = RS_DOM_{i}_{k}[p_{k}];")
            if not runtime:
                size = len(domains[k])  # type: ignore[arg-type]
                idx = f"p_{k}" if k == 0 else f"({idx}) * {size} + p_{k}"
            depth += 1
        ind = "  " * depth
        args = "".join(f", v_{k}" for k in range(len(a.params)))
        if runtime:
            out.append(f"{ind}int32_t id = rs_rt_{i}(g{args});")
            cid = "id"
        else:
            cid = f"RS_COMBO_{i}[{idx}]"
        if a.weight:
            out.append(f"{ind}int64_t w = f_{ident(a.weight)}(g, s{args});")
            out.append(f"{ind}if (w > 0) rs_cand_add(out, {cid}, w);")
        elif a.legal:
            out.append(f"{ind}if (f_{ident(a.legal)}(g, s{args})) rs_cand_add(out, {cid}, 1);")
        else:
            out.append(f"{ind}rs_cand_add(out, {cid}, 1);")
        for k in range(len(a.params), 0, -1):
            out.append("  " * k + "}")
        out.append("  (void)g;")
        out.append("  (void)s;")
        out.append("  (void)h;")
        out.append("}")
        if runtime:  # the string is made after the legal test: put the maker before the candidates
            at = len(out) - 1
            while not out[at].startswith(f"static void rs_cand_{i}("):
                at -= 1
            out[at:at] = _runtime_maker(prog, tg, i)
    out.append(f"#define RS_NCOMBO {max(ncombo, 1)}")
    # phases
    pf = prog.phase_field
    phase_enum = prog.state.fields[pf]
    assert isinstance(phase_enum, Enum)
    values = list(phase_enum.values)
    kinds = {"chance": 1, "seat": 2, "terminal": 3}
    phase_kinds = ", ".join(str(kinds[prog.phases[v][0]]) if v in prog.phases else "0" for v in values)
    out.append(f"static const int RS_PHASE_KIND[] = {{{phase_kinds}}};")
    out.append(f"#define RS_PHASE_NAMES EN_{ident(phase_enum.ename)}")
    out.append(f"static int rs_g_phase(const R_State *s) {{ return (int)s->f_{ident(pf)}; }}")
    out.append("static int64_t rs_g_seat(rs_game *g, R_State *s, int phase) {")
    out.append("  switch (phase) {")
    for k, v in enumerate(values):
        if v in prog.phases and prog.phases[v][0] == "seat":
            out.append(f"  case {k}: return f_{ident(prog.phases[v][1])}(g, s);")  # type: ignore[arg-type]
    out.append("  default: return -2;")
    out.append("  }")
    out.append("}")
    out.append("static void rs_g_cands(rs_game *g, R_State *s, rs_cands *out) {")
    out.append("  switch (rs_g_phase(s)) {")
    for k, v in enumerate(values):
        acts = [i for i, a in enumerate(prog.actions) if a.phase == v]
        if acts:
            nh = len(shared.get(v, {}))
            h = "h" if nh else "NULL"
            calls = " ".join(f"rs_cand_{i}(g, s, out, {h});" for i in acts)
            decl = f"rs_list *h[{nh}] = {{NULL}}; " if nh else ""
            out.append(f"  case {k}: {{ {decl}{calls} break; }}")
    out.append("  default: break;")
    out.append("  }")
    out.append("}")
    out.append("static void rs_g_apply(rs_game *g, R_State *s, int id) {")
    out.append("  const rs_val *a;")
    out.append("  int pat;")
    out.append("  if (id < RS_NACT) {")
    out.append("    a = RS_ACT_ARGS[id];")
    out.append("    pat = RS_ACT_PAT[id];")
    out.append("  } else {")
    out.append("    a = g->rt.args[id - RS_NACT];")
    out.append("    pat = g->rt.pat[id - RS_NACT];")
    out.append("  }")
    out.append("  (void)a;")
    out.append("  switch (pat) {")
    for i, a in enumerate(prog.actions):
        args = "".join(f", {tg.unwrap(f'a[{k}]', t)}" for k, (_, t, _) in enumerate(a.params))
        out.append(f"  case {i}: f_{ident(a.apply)}(g, s{args}); break;")
    out.append("  default: break;")
    out.append("  }")
    out.append("}")
    out.append("static void rs_g_game_init(rs_game *g) {")
    for n, (_t, init) in prog.game_fields.items():
        out.append(f"  g->gf_{ident(n)} = f_{ident(init)}(g);")
    # the strings of the game's values into its pool (a constant's strings are not pooled), so that
    # comparing and hashing them is by pointer (docs/c-target.md, Strings)
    for n, (ft, _init) in prog.game_fields.items():
        if holds_str(ft):
            out.append(f"  g->gf_{ident(n)} = {tg.need('cp', ft)}(g->gf_{ident(n)});")
    out.append("  (void)g;")
    out.append("}")
    out.append(f"static R_State *rs_g_init(rs_game *g) {{ return f_{ident(prog.init)}(g); }}")
    out.append(f"static R_State *rs_g_clone(R_State *s) {{ return {tg.need('cp', prog.state)}(s); }}")
    # the spec's stopped_by_limit method (engine.methods), if any: a game the rules stopped (a round
    # limit) has no winner in the playouts' statistics, as in engines.simulate
    stop = prog.methods.get("stopped_by_limit")
    out.append("static int rs_g_stopped(rs_game *g, R_State *s) {")
    out.append(f"  return {f'(int)f_{ident(stop)}(g, s)' if stop else '0'};" if stop else "  (void)g;")
    if not stop:
        out += ["  (void)s;", "  return 0;"]
    out.append("}")
    for which, fname in (("scores", prog.scores), ("returns", prog.returns)):
        out.append(f"static rs_list *rs_g_{which}(rs_game *g, R_State *s) {{")
        out.append(f"  return f_{ident(fname)}(g, s);")
        out.append("}")
    out += _to_json(prog, tg)
    out += _from_json(prog, tg)
    return out


def _to_json(prog: Program, tg: CTarget) -> list[str]:
    out = ["static void rs_g_to_json(rs_buf *b, rs_game *g, R_State *s) {"]
    for i, key in enumerate(prog.state_keys):
        out.append(f"  rs_wc(b, {c_str(('{' if i == 0 else ',') + json_text(key) + ':')});")
        if key == "game":
            out.append(f"  rs_wc(b, {c_str(json_text(prog.game))});")
        elif key == "players":
            out.append("  rs_w_int(b, g->players);")
        elif key == "options":
            names = list(prog.options)
            out.append('  rs_wc(b, "{");')
            for j, name in enumerate(sorted(names)):
                k = names.index(name)
                out.append(f"  rs_wc(b, {c_str((',' if j else '') + json_text(name) + ':')});")
                out.append(f"  rs_w_str(b, RS_OPT_VALUES[{k}][g->opt[{k}]]);")
            out.append('  rs_wc(b, "}");')
        elif key in prog.state_derived:
            t = prog.state_types[key]
            out.append(f"  {tg.need('w', t)}(b, f_{ident(prog.state_derived[key])}(g, s));")
        elif key in prog.halves:
            out.append(f"  rs_w_half(b, s->f_{ident(key)});")
        else:
            out.append(f"  {tg.need('w', prog.state.fields[key])}(b, s->f_{ident(key)});")
    out.append('  rs_wc(b, "}");')
    out.append("}")
    return out


def _from_json(prog: Program, tg: CTarget) -> list[str]:
    """Python's State.from_json: the header checks, the body against the schema, `load`, invariants."""
    names = list(prog.options)
    out = ["static R_State *rs_g_load_state(const rs_json *v, const char *path);",
           "static R_State *rs_g_load(rs_game *g, const rs_json *v) {",
           '  if (v->kind != RS_JOBJ) rs_fail_kind(2, "state: a JSON object expected");',
           '  if (rs_j_get(v, "players") == NULL) rs_fail_kind(2, "state: players: missing");',
           *(f'  if (rs_j_get(v, {c_str(k)}) == NULL) rs_fail_kind(2, "state: %s: missing", {c_str(k)});'
             for k in prog.checked),
           '  const rs_json *x = rs_j_get(v, "game");',
           "  if (x != NULL && (x->kind != RS_JSTR || strcmp(x->s, RS_GAME_ID) != 0))",
           f'    rs_fail_kind(2, "state: game must be %s", {c_str(json.dumps(prog.game))});',
           '  x = rs_j_get(v, "players");',
           "  if (x->kind != RS_JINT || x->i != g->players)",
           '    rs_fail_kind(2, "state: players must be %d", g->players);',
           '  x = rs_j_get(v, "options");',
           "  int same = x == NULL;",
           f"  if (x != NULL && x->kind == RS_JOBJ && x->n == {len(names)}) {{",
           "    same = 1;",
           f"    for (int k = 0; k < {len(names)}; k++) {{",
           "      const rs_json *o = rs_j_get(x, RS_OPT_NAMES[k]);",
           "      same &= o != NULL && o->kind == RS_JSTR && strcmp(o->s, RS_OPT_VALUES[k][g->opt[k]]) == 0;",
           "    }",
           "  }",
           "  if (!same)",
           '    rs_fail_kind(2, "state: options must be %s", rs_options_repr(g));',
           '  R_State *s = rs_g_load_state(v, "");']
    if prog.load:
        out.append(f"  f_{ident(prog.load)}(g, s);")
    for inv in prog.invariants:
        out.append(f"  const char *why_{ident(inv)} = f_{ident(inv)}(g, s);")
        out.append(f'  if (why_{ident(inv)}[0] != 0) rs_fail_kind(2, "state: %s", why_{ident(inv)});')
    for key, fname in prog.state_derived.items():  # a derived key given must be what the position gives
        t = prog.state_types[key]
        out += [f"  x = rs_j_get(v, {c_str(key)});",
                "  if (x != NULL) {",
                "    rs_buf b = {0};",
                f"    {tg.need('w', t)}(&b, f_{ident(fname)}(g, s));",
                "    const char *text = rs_keep(b.p);",
                "    free(b.p);",
                "    if (!rs_j_same_text(x, text))",
                f'      rs_fail_kind(2, "state: %s: not what the position gives", {c_str(key)});',
                "  }"]
    out.append("  return s;")
    out.append("}")
    skip = ["game", "players", "options", *prog.state_derived]
    body = tg.record_loader(prog.state, skip)
    out = ["static const char *rs_options_repr(const rs_game *g) {",
           "  rs_buf b = {0};",
           '  rs_wc(&b, "{");',
           f"  for (int k = 0; k < {len(names)}; k++) {{",
           '    if (k) rs_wc(&b, ",");',  # as the Python and JS engines show it: compact JSON
           "    rs_w_str(&b, RS_OPT_NAMES[k]);",
           '    rs_wc(&b, ":");',
           "    rs_w_str(&b, RS_OPT_VALUES[k][g->opt[k]]);",
           "  }",
           '  rs_wc(&b, "}");',
           "  const char *s = rs_keep(b.p);",
           "  free(b.p);",
           "  return s;",
           "}",
           *out,
           "static R_State *rs_g_load_state(const rs_json *v, const char *path) {", *body, "}"]
    return out
