'Emporium (エンポリウム) engine, compiled by rulestone from rulespecs/emporium.yaml (docs/rule-language.md). Do not edit: change the rule bodies in the spec and run `rulestone build`. Standard library only; the API is DESIGN.md section 6.'

from __future__ import annotations

import json
from fractions import Fraction

CHANCE = -1
TERMINAL = -2
GAME_ID = 'emporium'
TITLES = {'ja': 'エンポリウム', 'zh-Hant': '恩波利恩(暫譯)', 'en': 'Emporium'}
OPTIONS = {'setup_polis': {'values': ['empty-polis', 'explored-polis'], 'default': 'empty-polis'}, 'reserve_drachma': {'values': ['returns', 'spent'], 'default': 'returns'}, 'reserve_limit': {'values': ['1', '2'], 'default': '1'}, 'forced_exploration_loot': {'values': ['no-loot', 'loot'], 'default': 'no-loot'}, 'history_deck_end': {'values': ['emptied', 'draw-failed'], 'default': 'emptied'}}
SPEC_SHA256 = 'da19a44e06e7df03648d365228f99b6962f8ef85db66a7fef8ec17bca4eae20f'
MIN_PLAYERS = 2
MAX_PLAYERS = 4
PLAYERS_MIN, PLAYERS_MAX = MIN_PLAYERS, MAX_PLAYERS

C_HISTORY_COUNT = 68
C_GOODS_COUNT = 14
C_PRESTIGE_COUNT = 18
C_START_COUNT = 4
C_DRACHMA_COUNT = 8
C_MAX_SEATS = 4
C_ACTION_CARDS = ['reserve', 'history', 'progress', 'reserved', 'explore']
C_PORT_SIZE = 4
C_RESERVE_MAX = 1
C_RESERVE_PENALTY = 3
C_EXPLORE_MAX = 4
C_FORCED_CARDS = 4
C_REALM_END = 18
C_REALM_WARNING = 17
C_START_DRACHMAS = 2
C_START_LOOT = ['', '', 'unknown', 'unknown', 'unknown']
C_KINDS = ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']
C_KIND_DECK = ['history', 'history', 'history', 'history', 'progress', 'progress', 'start', 'progress', 'progress', 'progress', 'start', 'history', 'history', 'history', 'history', 'history', 'history', 'history', 'history']
C_KIND_TYPE = ['history', 'history', 'history', 'history', 'goods', 'goods', 'history', 'prestige', 'prestige', 'prestige', 'history', 'history', 'history', 'history', 'history', 'history', 'history', 'history', 'history']
C_KIND_COUNT = [8, 5, 8, 2, 7, 7, 2, 7, 7, 4, 2, 8, 5, 8, 2, 8, 5, 7, 2]
C_KIND_POINTS = [1, 2, 0, 1, 1, 2, 0, 2, 3, 4, 0, 1, 2, 0, 1, 1, 2, 0, 1]
C_KIND_MARKS = [0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0]
C_KIND_PALAIAPOLIS = [False, False, False, True, False, False, False, False, False, False, False, False, False, False, True, False, False, False, True]
C_START_KINDS = ['hoplites', 'sophistes']
C_PHASES = ['draw', 'act', 'split', 'over']
C_STEPS = ['port history', 'port progress', 'loot', 'forced', 'end']
C_SPLITS = [1, 2, 3]
def _bad(what):
    return ValueError(f"state: {what}")


def _show(v):
    """A value as JSON text (the JS engine shows it the same way)."""
    try:
        return json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return repr(v)


def _jtext(v):
    """Canonical JSON text (the JS engine's canonicalJSON): compares values with bools apart from ints."""
    return json.dumps(v, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _load(desc, v, path):
    """A JSON value checked against a type descriptor and copied into the engine's representation."""
    kind = desc[0]
    if kind == "int":
        if isinstance(v, bool) or not isinstance(v, int):
            raise _bad(f"{path}: expected an integer, found {_show(v)}")
        return v
    if kind == "bool":
        if not isinstance(v, bool):
            raise _bad(f"{path}: expected true or false, found {_show(v)}")
        return v
    if kind == "str":
        if not isinstance(v, str):
            raise _bad(f"{path}: expected a string, found {_show(v)}")
        return v
    if kind == "half":
        # a count of halves (coins paid half a coin at a time): the JSON shows it halved, 0.5 steps
        if isinstance(v, bool) or not (isinstance(v, int) or (isinstance(v, float) and (v * 2).is_integer())):
            raise _bad(f"{path}: expected a whole or half number, found {_show(v)}")
        return int(v * 2)
    if kind == "enum":
        if isinstance(v, bool) or v not in desc[1]:
            raise _bad(f"{path}: expected one of {_show(desc[1])}, found {_show(v)}")
        return v
    if kind == "opt":
        return None if v is None else _load(desc[1], v, path)
    if kind == "list":
        if not isinstance(v, list):
            raise _bad(f"{path}: expected a list, found {_show(v)}")
        return [_load(desc[1], x, f"{path}[{i}]") for i, x in enumerate(v)]
    if kind in ("dict", "counter"):
        if not isinstance(v, dict):
            raise _bad(f"{path}: expected an object, found {_show(v)}")
        out = {}
        for k, x in v.items():
            if desc[1] is not None and k not in desc[1]:
                raise _bad(f"{path}.{k}: unknown key, expected one of {_show(desc[1])}")
            x = _load(desc[2], x, f"{path}.{k}")
            if kind == "counter" and x <= 0:
                raise _bad(f"{path}.{k}: expected a positive count, found {_show(x)}")
            out[k] = x
        return out
    if kind == "rec":
        if not isinstance(v, dict):
            raise _bad(f"{path}: expected an object, found {_show(v)}")
        names = [f for f, _ in desc[1]]
        extra = [k for k in v if k not in names]
        pre = f"{path}." if path else ""
        if extra:
            raise _bad(f"{pre}{extra[0]}: unknown key, expected one of the keys {_show(names)}")
        out = {}
        for f, fd in desc[1]:
            if f not in v:
                raise _bad(f"{pre}{f}: missing")
            out[f] = _load(fd, v[f], f"{pre}{f}")
        return out
    raise ValueError(desc)


def _canon(desc, v):
    """The canonical JSON of a value: record keys in declaration order, enum-keyed dicts in enum
    order, counters without zero entries; a fresh copy."""
    kind = desc[0]
    if kind == "opt":
        return None if v is None else _canon(desc[1], v)
    if kind == "list":
        return [_canon(desc[1], x) for x in v]
    if kind in ("dict", "counter"):
        keys = desc[1] if desc[1] is not None else sorted(v)
        return {k: _canon(desc[2], v[k]) for k in keys if k in v and (kind == "dict" or v[k])}
    if kind == "rec":
        return {f: _canon(fd, v[f]) for f, fd in desc[1]}
    if kind == "half":
        return v / 2 if v % 2 else v // 2
    return v


def _choose_options(options):
    if options is not None and not isinstance(options, dict):
        raise ValueError("options must be a dict of option name -> value")
    chosen = {name: o["default"] for name, o in OPTIONS.items()}
    for name, value in (options or {}).items():
        if name not in OPTIONS:
            raise ValueError(f"unknown option {name!r} (known: {', '.join(sorted(OPTIONS)) or 'none'})")
        if isinstance(value, bool) and "true" in OPTIONS[name]["values"]:
            value = "true" if value else "false"
        if value not in OPTIONS[name]["values"]:
            raise ValueError(f"option {name!r} takes one of {OPTIONS[name]['values']}, not {value!r}")
        chosen[name] = value
    return chosen


class IllegalAction(ValueError):
    """An action that is not among the state's legal actions (the state is left unchanged)."""


def _observe(v, parts, show, seat, i=None):
    """Replace what the path `parts` names in `v` (a JSON value) as `show` says: `top-count` {top,
    count}, `count-to-others` its size for every seat but `seat` (the index of the list item the
    path went through), `size` its size (a list's length, a counter's total)."""
    head, rest = parts[0], parts[1:]
    if head.endswith("[]"):
        items = v[head[:-2]]
        for k in range(len(items)):
            if rest:
                _observe(items[k], rest, show, seat, k)
            else:
                items[k] = _shown(items[k], show, seat, k)
    elif rest:
        _observe(v[head], rest, show, seat, i)
    else:
        v[head] = _shown(v[head], show, seat, i)


def _shown(x, show, seat, i):
    if show == "own-only":  # a seat's own entry; a per-seat list shows the seat only its own
        return [y if j == seat else None for j, y in enumerate(x)] if i is None else x if i == seat else None
    n = sum(x.values()) if isinstance(x, dict) else len(x)
    if show == "face-down":  # the deal: nothing face down is seen, only how many
        return {"top": None, "count": n}
    if show == "total":  # a count's sum, for every seat
        return n
    if show == "top-count":
        return {"top": x[-1] if x else None, "count": n}
    if show == "count-to-others":
        return x if i == seat else n
    return n

_ACTIONS = {'draw culture-1': [0, ['culture-1']], 'draw culture-2': [0, ['culture-2']], 'draw culture-explore': [0, ['culture-explore']], 'draw culture-palaiapolis': [0, ['culture-palaiapolis']], 'draw goods-1': [0, ['goods-1']], 'draw goods-2': [0, ['goods-2']], 'draw hoplites': [0, ['hoplites']], 'draw prestige-2': [0, ['prestige-2']], 'draw prestige-3': [0, ['prestige-3']], 'draw prestige-special': [0, ['prestige-special']], 'draw sophistes': [0, ['sophistes']], 'draw trade-1': [0, ['trade-1']], 'draw trade-2': [0, ['trade-2']], 'draw trade-explore': [0, ['trade-explore']], 'draw trade-palaiapolis': [0, ['trade-palaiapolis']], 'draw war-1': [0, ['war-1']], 'draw war-2': [0, ['war-2']], 'draw war-explore': [0, ['war-explore']], 'draw war-palaiapolis': [0, ['war-palaiapolis']], 'reserve culture-1': [1, ['culture-1']], 'reserve culture-2': [1, ['culture-2']], 'reserve culture-explore': [1, ['culture-explore']], 'reserve culture-palaiapolis': [1, ['culture-palaiapolis']], 'reserve goods-1': [1, ['goods-1']], 'reserve goods-2': [1, ['goods-2']], 'reserve hoplites': [1, ['hoplites']], 'reserve prestige-2': [1, ['prestige-2']], 'reserve prestige-3': [1, ['prestige-3']], 'reserve prestige-special': [1, ['prestige-special']], 'reserve sophistes': [1, ['sophistes']], 'reserve trade-1': [1, ['trade-1']], 'reserve trade-2': [1, ['trade-2']], 'reserve trade-explore': [1, ['trade-explore']], 'reserve trade-palaiapolis': [1, ['trade-palaiapolis']], 'reserve war-1': [1, ['war-1']], 'reserve war-2': [1, ['war-2']], 'reserve war-explore': [1, ['war-explore']], 'reserve war-palaiapolis': [1, ['war-palaiapolis']], 'history culture-1': [2, ['culture-1']], 'history culture-2': [2, ['culture-2']], 'history culture-explore': [2, ['culture-explore']], 'history culture-palaiapolis': [2, ['culture-palaiapolis']], 'history goods-1': [2, ['goods-1']], 'history goods-2': [2, ['goods-2']], 'history hoplites': [2, ['hoplites']], 'history prestige-2': [2, ['prestige-2']], 'history prestige-3': [2, ['prestige-3']], 'history prestige-special': [2, ['prestige-special']], 'history sophistes': [2, ['sophistes']], 'history trade-1': [2, ['trade-1']], 'history trade-2': [2, ['trade-2']], 'history trade-explore': [2, ['trade-explore']], 'history trade-palaiapolis': [2, ['trade-palaiapolis']], 'history war-1': [2, ['war-1']], 'history war-2': [2, ['war-2']], 'history war-explore': [2, ['war-explore']], 'history war-palaiapolis': [2, ['war-palaiapolis']], 'progress culture-1': [3, ['culture-1']], 'progress culture-2': [3, ['culture-2']], 'progress culture-explore': [3, ['culture-explore']], 'progress culture-palaiapolis': [3, ['culture-palaiapolis']], 'progress goods-1': [3, ['goods-1']], 'progress goods-2': [3, ['goods-2']], 'progress hoplites': [3, ['hoplites']], 'progress prestige-2': [3, ['prestige-2']], 'progress prestige-3': [3, ['prestige-3']], 'progress prestige-special': [3, ['prestige-special']], 'progress sophistes': [3, ['sophistes']], 'progress trade-1': [3, ['trade-1']], 'progress trade-2': [3, ['trade-2']], 'progress trade-explore': [3, ['trade-explore']], 'progress trade-palaiapolis': [3, ['trade-palaiapolis']], 'progress war-1': [3, ['war-1']], 'progress war-2': [3, ['war-2']], 'progress war-explore': [3, ['war-explore']], 'progress war-palaiapolis': [3, ['war-palaiapolis']], 'reserved culture-1': [4, ['culture-1']], 'reserved culture-2': [4, ['culture-2']], 'reserved culture-explore': [4, ['culture-explore']], 'reserved culture-palaiapolis': [4, ['culture-palaiapolis']], 'reserved goods-1': [4, ['goods-1']], 'reserved goods-2': [4, ['goods-2']], 'reserved hoplites': [4, ['hoplites']], 'reserved prestige-2': [4, ['prestige-2']], 'reserved prestige-3': [4, ['prestige-3']], 'reserved prestige-special': [4, ['prestige-special']], 'reserved sophistes': [4, ['sophistes']], 'reserved trade-1': [4, ['trade-1']], 'reserved trade-2': [4, ['trade-2']], 'reserved trade-explore': [4, ['trade-explore']], 'reserved trade-palaiapolis': [4, ['trade-palaiapolis']], 'reserved war-1': [4, ['war-1']], 'reserved war-2': [4, ['war-2']], 'reserved war-explore': [4, ['war-explore']], 'reserved war-palaiapolis': [4, ['war-palaiapolis']], 'discard culture-1 reserve': [6, ['culture-1', 'reserve']], 'discard culture-1 history': [6, ['culture-1', 'history']], 'discard culture-1 progress': [6, ['culture-1', 'progress']], 'discard culture-1 reserved': [6, ['culture-1', 'reserved']], 'discard culture-1 explore': [6, ['culture-1', 'explore']], 'discard culture-2 reserve': [6, ['culture-2', 'reserve']], 'discard culture-2 history': [6, ['culture-2', 'history']], 'discard culture-2 progress': [6, ['culture-2', 'progress']], 'discard culture-2 reserved': [6, ['culture-2', 'reserved']], 'discard culture-2 explore': [6, ['culture-2', 'explore']], 'discard culture-explore reserve': [6, ['culture-explore', 'reserve']], 'discard culture-explore history': [6, ['culture-explore', 'history']], 'discard culture-explore progress': [6, ['culture-explore', 'progress']], 'discard culture-explore reserved': [6, ['culture-explore', 'reserved']], 'discard culture-explore explore': [6, ['culture-explore', 'explore']], 'discard culture-palaiapolis reserve': [6, ['culture-palaiapolis', 'reserve']], 'discard culture-palaiapolis history': [6, ['culture-palaiapolis', 'history']], 'discard culture-palaiapolis progress': [6, ['culture-palaiapolis', 'progress']], 'discard culture-palaiapolis reserved': [6, ['culture-palaiapolis', 'reserved']], 'discard culture-palaiapolis explore': [6, ['culture-palaiapolis', 'explore']], 'discard goods-1 reserve': [6, ['goods-1', 'reserve']], 'discard goods-1 history': [6, ['goods-1', 'history']], 'discard goods-1 progress': [6, ['goods-1', 'progress']], 'discard goods-1 reserved': [6, ['goods-1', 'reserved']], 'discard goods-1 explore': [6, ['goods-1', 'explore']], 'discard goods-2 reserve': [6, ['goods-2', 'reserve']], 'discard goods-2 history': [6, ['goods-2', 'history']], 'discard goods-2 progress': [6, ['goods-2', 'progress']], 'discard goods-2 reserved': [6, ['goods-2', 'reserved']], 'discard goods-2 explore': [6, ['goods-2', 'explore']], 'discard hoplites reserve': [6, ['hoplites', 'reserve']], 'discard hoplites history': [6, ['hoplites', 'history']], 'discard hoplites progress': [6, ['hoplites', 'progress']], 'discard hoplites reserved': [6, ['hoplites', 'reserved']], 'discard hoplites explore': [6, ['hoplites', 'explore']], 'discard prestige-2 reserve': [6, ['prestige-2', 'reserve']], 'discard prestige-2 history': [6, ['prestige-2', 'history']], 'discard prestige-2 progress': [6, ['prestige-2', 'progress']], 'discard prestige-2 reserved': [6, ['prestige-2', 'reserved']], 'discard prestige-2 explore': [6, ['prestige-2', 'explore']], 'discard prestige-3 reserve': [6, ['prestige-3', 'reserve']], 'discard prestige-3 history': [6, ['prestige-3', 'history']], 'discard prestige-3 progress': [6, ['prestige-3', 'progress']], 'discard prestige-3 reserved': [6, ['prestige-3', 'reserved']], 'discard prestige-3 explore': [6, ['prestige-3', 'explore']], 'discard prestige-special reserve': [6, ['prestige-special', 'reserve']], 'discard prestige-special history': [6, ['prestige-special', 'history']], 'discard prestige-special progress': [6, ['prestige-special', 'progress']], 'discard prestige-special reserved': [6, ['prestige-special', 'reserved']], 'discard prestige-special explore': [6, ['prestige-special', 'explore']], 'discard sophistes reserve': [6, ['sophistes', 'reserve']], 'discard sophistes history': [6, ['sophistes', 'history']], 'discard sophistes progress': [6, ['sophistes', 'progress']], 'discard sophistes reserved': [6, ['sophistes', 'reserved']], 'discard sophistes explore': [6, ['sophistes', 'explore']], 'discard trade-1 reserve': [6, ['trade-1', 'reserve']], 'discard trade-1 history': [6, ['trade-1', 'history']], 'discard trade-1 progress': [6, ['trade-1', 'progress']], 'discard trade-1 reserved': [6, ['trade-1', 'reserved']], 'discard trade-1 explore': [6, ['trade-1', 'explore']], 'discard trade-2 reserve': [6, ['trade-2', 'reserve']], 'discard trade-2 history': [6, ['trade-2', 'history']], 'discard trade-2 progress': [6, ['trade-2', 'progress']], 'discard trade-2 reserved': [6, ['trade-2', 'reserved']], 'discard trade-2 explore': [6, ['trade-2', 'explore']], 'discard trade-explore reserve': [6, ['trade-explore', 'reserve']], 'discard trade-explore history': [6, ['trade-explore', 'history']], 'discard trade-explore progress': [6, ['trade-explore', 'progress']], 'discard trade-explore reserved': [6, ['trade-explore', 'reserved']], 'discard trade-explore explore': [6, ['trade-explore', 'explore']], 'discard trade-palaiapolis reserve': [6, ['trade-palaiapolis', 'reserve']], 'discard trade-palaiapolis history': [6, ['trade-palaiapolis', 'history']], 'discard trade-palaiapolis progress': [6, ['trade-palaiapolis', 'progress']], 'discard trade-palaiapolis reserved': [6, ['trade-palaiapolis', 'reserved']], 'discard trade-palaiapolis explore': [6, ['trade-palaiapolis', 'explore']], 'discard war-1 reserve': [6, ['war-1', 'reserve']], 'discard war-1 history': [6, ['war-1', 'history']], 'discard war-1 progress': [6, ['war-1', 'progress']], 'discard war-1 reserved': [6, ['war-1', 'reserved']], 'discard war-1 explore': [6, ['war-1', 'explore']], 'discard war-2 reserve': [6, ['war-2', 'reserve']], 'discard war-2 history': [6, ['war-2', 'history']], 'discard war-2 progress': [6, ['war-2', 'progress']], 'discard war-2 reserved': [6, ['war-2', 'reserved']], 'discard war-2 explore': [6, ['war-2', 'explore']], 'discard war-explore reserve': [6, ['war-explore', 'reserve']], 'discard war-explore history': [6, ['war-explore', 'history']], 'discard war-explore progress': [6, ['war-explore', 'progress']], 'discard war-explore reserved': [6, ['war-explore', 'reserved']], 'discard war-explore explore': [6, ['war-explore', 'explore']], 'discard war-palaiapolis reserve': [6, ['war-palaiapolis', 'reserve']], 'discard war-palaiapolis history': [6, ['war-palaiapolis', 'history']], 'discard war-palaiapolis progress': [6, ['war-palaiapolis', 'progress']], 'discard war-palaiapolis reserved': [6, ['war-palaiapolis', 'reserved']], 'discard war-palaiapolis explore': [6, ['war-palaiapolis', 'explore']], 'pass reserve': [7, ['reserve']], 'pass history': [7, ['history']], 'pass progress': [7, ['progress']], 'pass reserved': [7, ['reserved']], 'pass explore': [7, ['explore']], 'split 1': [8, [1]], 'split 2': [8, [2]], 'split 3': [8, [3]]}
_STATE = ['rec', [['phase', ['enum', ['draw', 'act', 'split', 'over']]], ['turn', ['int']], ['round', ['int']], ['markers', ['list', ['opt', ['enum', ['reserve', 'history', 'progress', 'reserved', 'explore']]]]], ['decks', ['rec', [['history', ['counter', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis'], ['int']]], ['progress', ['counter', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis'], ['int']]]]]], ['port', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]], ['polis', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]], ['realms', ['list', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]]], ['reserved', ['list', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]]], ['loot', ['list', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]]], ['drachmas', ['list', ['int']]], ['spent', ['int']], ['removed', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]], ['pending', ['list', ['enum', ['port history', 'port progress', 'loot', 'forced', 'end']]]], ['split', ['int']], ['setup', ['bool']], ['history_out', ['bool']], ['announced', ['list', ['int']]]]]
_OPTION_TESTS = [['setup_polis', 'empty-polis'], ['setup_polis', 'explored-polis'], ['reserve_drachma', 'returns'], ['reserve_drachma', 'spent'], ['reserve_limit', '1'], ['reserve_limit', '2'], ['forced_exploration_loot', 'no-loot'], ['forced_exploration_loot', 'loot'], ['history_deck_end', 'emptied'], ['history_deck_end', 'draw-failed']]

# rule setup.decks: The two decks
# spec: rulespecs/emporium.yaml:288
# external: "two decks: the history deck and the progress (development) deck made of prestige and goods cards"
# assumed: "The setup picture is missing; the two decks are named in the post ('歴史カードの山札', '発展カードの山札') and made up as the facts say. Every draw is a chance step of the engine (gap setup-missing)."
def init(g):
    s = {'phase': 'draw', 'turn': 0, 'round': 1, 'markers': no_markers(g), 'decks': new_decks(g), 'port': [], 'polis': [], 'realms': start_realms(g), 'reserved': empty_hands(g), 'loot': empty_hands(g), 'drachmas': start_drachmas(g), 'spent': 0, 'removed': [], 'pending': setup_steps(g), 'split': 0, 'setup': True, 'history_out': False, 'announced': [], 'history_left': 0, 'progress_left': 0}
    _i45_c = s['decks']['history']
    _i46_n = 0
    for _i47_k in list(_i45_c):
        _i46_n += _i45_c.get(_i47_k, 0)
    _i48_r = _i46_n
    s['history_left'] = _i48_r
    _i49_c = s['decks']['progress']
    _i50_n = 0
    for _i51_k in list(_i49_c):
        _i50_n += _i49_c.get(_i51_k, 0)
    _i52_r = _i50_n
    s['progress_left'] = _i52_r
    s['turn'] = 0
    s['round'] = 1
    advance(g, s)
    return s
def new_decks(g):
    d = {'history': {}, 'progress': {}}
    for k in C_KINDS:
        if (g.f_deck[k] == 'history'):
            _c1 = d['history']
            _k1 = k
            _v1 = g.f_count[k]
            if _v1:
                _c1[_k1] = _v1
            else:
                _c1.pop(_k1, None)
        elif (g.f_deck[k] == 'progress'):
            _c2 = d['progress']
            _k2 = k
            _v2 = g.f_count[k]
            if _v2:
                _c2[_k2] = _v2
            else:
                _c2.pop(_k2, None)
    return d
def deck_size(g, c):
    n = 0
    for k in list(c):
        n += c.get(k, 0)
    return n
def empty_hands(g):
    out = []
    for i in range(g.players):
        out.append([])
    return out
def game_deck(g):
    out = {}
    for i in range(len(C_KINDS)):
        out[C_KINDS[i]] = C_KIND_DECK[i]
    return out
def game_type(g):
    out = {}
    for i in range(len(C_KINDS)):
        out[C_KINDS[i]] = C_KIND_TYPE[i]
    return out
def game_count(g):
    out = {}
    for i in range(len(C_KINDS)):
        out[C_KINDS[i]] = C_KIND_COUNT[i]
    return out
def game_points(g):
    out = {}
    for i in range(len(C_KINDS)):
        out[C_KINDS[i]] = C_KIND_POINTS[i]
    return out
def game_marks(g):
    out = {}
    for i in range(len(C_KINDS)):
        out[C_KINDS[i]] = C_KIND_MARKS[i]
    return out
def game_palaiapolis(g):
    out = {}
    for i in range(len(C_KINDS)):
        out[C_KINDS[i]] = C_KIND_PALAIAPOLIS[i]
    return out
def seat_turn(g, s):
    return s['turn']
def with_card(g, cards, k):
    cards.append(k)
    return sorted(cards)
def distinct(g, cards):
    out = []
    for k in cards:
        if ((len(out) == 0) or (out[len(out) - 1] != k)):
            out.append(k)
    return out
def draw_kinds(g, s):
    _i53_st = s['pending'][0]
    if (_i53_st == 'loot'):
        dk = ('history' if (s['history_left'] > 0) else '')
    elif (_i53_st == 'port history'):
        if (s['history_left'] > 0):
            dk = 'history'
        else:
            dk = ('progress' if (s['progress_left'] > 0) else '')
    elif (s['progress_left'] > 0):
        dk = 'progress'
    else:
        dk = ('history' if (s['history_left'] > 0) else '')
    if (dk == 'history'):
        return list(s['decks']['history'])
    return list(s['decks']['progress'])
def draw_weight(g, s, k):
    _i54_st = s['pending'][0]
    if (_i54_st == 'loot'):
        _i55_r = ('history' if (s['history_left'] > 0) else '')
    elif (_i54_st == 'port history'):
        if (s['history_left'] > 0):
            _i55_r = 'history'
        else:
            _i55_r = ('progress' if (s['progress_left'] > 0) else '')
    elif (s['progress_left'] > 0):
        _i55_r = 'progress'
    else:
        _i55_r = ('history' if (s['history_left'] > 0) else '')
    if (_i55_r == 'history'):
        return s['decks']['history'].get(k, 0)
    return s['decks']['progress'].get(k, 0)
def do_draw(g, s, k):
    _i56_xs = s['pending']
    _i57_first = _i56_xs[0]
    for _i58_i in range(1, len(_i56_xs)):
        _i56_xs[(_i58_i - 1)] = _i56_xs[_i58_i]
    _i56_xs.pop()
    st = _i57_first
    if (st == 'loot'):
        dk = ('history' if (s['history_left'] > 0) else '')
    elif (st == 'port history'):
        if (s['history_left'] > 0):
            dk = 'history'
        else:
            dk = ('progress' if (s['progress_left'] > 0) else '')
    elif (s['progress_left'] > 0):
        dk = 'progress'
    else:
        dk = ('history' if (s['history_left'] > 0) else '')
    if (dk == 'history'):
        _c1 = s['decks']['history']
        _k1 = k
        _v1 = _c1.get(_k1, 0) - (1)
        if _v1:
            _c1[_k1] = _v1
        else:
            _c1.pop(_k1, None)
        s['history_left'] -= 1
    else:
        _c2 = s['decks']['progress']
        _k2 = k
        _v2 = _c2.get(_k2, 0) - (1)
        if _v2:
            _c2[_k2] = _v2
        else:
            _c2.pop(_k2, None)
        s['progress_left'] -= 1
    if (st == 'loot'):
        _i59_cards = s['loot'][s['turn']]
        _i59_cards.append(k)
        _i60_r = sorted(_i59_cards)
        s['loot'][s['turn']] = _i60_r
    else:
        _i61_cards = s['port']
        _i61_cards.append(k)
        _i62_r = sorted(_i61_cards)
        s['port'] = _i62_r
    if ((dk == 'history') and (s['history_left'] == 0) and g.o8 and (not s['setup'])):
        s['history_out'] = True
    advance(g, s)
def normalise(g, s):
    s['port'] = sorted(s['port'])
    s['polis'] = sorted(s['polis'])
    s['removed'] = sorted(s['removed'])
    for i in range(len(s['realms'])):
        s['realms'][i] = sorted(s['realms'][i])
    for i in range(len(s['reserved'])):
        s['reserved'][i] = sorted(s['reserved'][i])
    for i in range(len(s['loot'])):
        s['loot'][i] = sorted(s['loot'][i])
    _i63_c = s['decks']['history']
    _i64_n = 0
    for _i65_k in list(_i63_c):
        _i64_n += _i63_c.get(_i65_k, 0)
    _i66_r = _i64_n
    s['history_left'] = _i66_r
    _i67_c = s['decks']['progress']
    _i68_n = 0
    for _i69_k in list(_i67_c):
        _i68_n += _i67_c.get(_i69_k, 0)
    _i70_r = _i68_n
    s['progress_left'] = _i70_r
def check_shape(g, s):
    n = g.players
    if ((s['turn'] < 0) or (s['turn'] >= n)):
        return 'turn: a seat expected'
    if (s['round'] < 1):
        return 'round: a count from 1 expected'
    if (len(s['markers']) != n):
        return 'markers: one per seat'
    for k in list(s['decks']['history']):
        if (g.f_deck[k] != 'history'):
            return ('decks.history.' + k + ': not a card of that deck')
        if (s['decks']['history'].get(k, 0) > g.f_count[k]):
            return ('decks.history.' + k + ': a count 1 to ' + str(g.f_count[k]) + ' expected')
    for k in list(s['decks']['progress']):
        if (g.f_deck[k] != 'progress'):
            return ('decks.progress.' + k + ': not a card of that deck')
        if (s['decks']['progress'].get(k, 0) > g.f_count[k]):
            return ('decks.progress.' + k + ': a count 1 to ' + str(g.f_count[k]) + ' expected')
    if (len(s['port']) > C_PORT_SIZE):
        return ('port: at most ' + str(C_PORT_SIZE) + ' cards')
    if (len(s['realms']) != n):
        return 'realms: one per seat'
    if (len(s['reserved']) != n):
        return 'reserved: one per seat'
    if (len(s['loot']) != n):
        return 'loot: one per seat'
    for i in range(n):
        if (len(s['reserved'][i]) > g.f_reserve_limit):
            return ('reserved[' + str(i) + ']: at most ' + str(g.f_reserve_limit) + ' cards')
    if (len(s['drachmas']) != n):
        return 'drachmas: one per seat'
    for x in s['drachmas']:
        if ((x < 0) or (x > (C_START_DRACHMAS * n))):
            return 'drachmas: a count per seat'
    if ((s['spent'] < 0) or (s['spent'] > (C_START_DRACHMAS * n))):
        return 'spent: a count expected'
    if ((s['split'] < 0) or (s['split'] > C_EXPLORE_MAX)):
        return 'split: a count expected'
    for i in range(len(s['announced'])):
        a = s['announced'][i]
        if ((a < 0) or (a >= n) or ((i > 0) and (s['announced'][(i - 1)] >= a))):
            return 'announced: seats in order, each once'
    return ''
def step_rank(g, st):
    if (st == 'loot'):
        return 1
    if (st == 'forced'):
        return 2
    if (st == 'end'):
        return 3
    return 0
def check_reachable(g, s):
    n = g.players
    seen = {}
    for k in list(s['decks']['history']):
        seen[k] = (seen.get(k, 0) + s['decks']['history'].get(k, 0))
        if (seen[k] > g.f_count[k]):
            return ('decks: more ' + k + ' cards than the game has')
    for k in list(s['decks']['progress']):
        seen[k] = (seen.get(k, 0) + s['decks']['progress'].get(k, 0))
        if (seen[k] > g.f_count[k]):
            return ('decks: more ' + k + ' cards than the game has')
    why = count_cards(g, seen, 'port', s['port'])
    if (why == ''):
        why = count_cards(g, seen, 'polis', s['polis'])
    for r in s['realms']:
        if (why == ''):
            why = count_cards(g, seen, 'realms', r)
    for r in s['reserved']:
        if (why == ''):
            why = count_cards(g, seen, 'reserved', r)
    for r in s['loot']:
        if (why == ''):
            why = count_cards(g, seen, 'loot', r)
    if (why == ''):
        why = count_cards(g, seen, 'removed', s['removed'])
    if (why != ''):
        return why
    for i in range(n):
        own = 0
        for k in s['realms'][i]:
            if (g.f_deck[k] == 'start'):
                own += 1
                if (k != g.f_start_kinds[(i % len(g.f_start_kinds))]):
                    return ('realms[' + str(i) + ']: its one start card')
        if (own > 1):
            return ('realms[' + str(i) + ']: its one start card')
    why = start_cards_in(g, 'port', s['port'])
    if (why == ''):
        why = start_cards_in(g, 'polis', s['polis'])
    for r in s['reserved']:
        if (why == ''):
            why = start_cards_in(g, 'reserved', r)
    for r in s['loot']:
        if (why == ''):
            why = start_cards_in(g, 'loot', r)
    if (why == ''):
        why = start_cards_in(g, 'removed', s['removed'])
    if (why != ''):
        return why
    held = 0
    for r in s['reserved']:
        held += len(r)
    if (((sum(s['drachmas']) + held) + s['spent']) != (C_START_DRACHMAS * n)):
        return ('drachmas: in hand, on reserved cards and spent they make ' + str((C_START_DRACHMAS * n)))
    if ((s['spent'] != 0) and g.o2):
        why = 'spent: 0 when drachmas return to their owners'
    else:
        why = ''
    if (why != ''):
        return why
    why = markers_apart(g, s)
    if (why != ''):
        return why
    for a in s['announced']:
        if (len(s['realms'][a]) < C_REALM_WARNING):
            return ('announced: seat ' + str(a) + ' has fewer than ' + str(C_REALM_WARNING) + ' cards')
    if (s['history_out'] and (s['history_left'] > 0)):
        why = 'history_out: the history deck still has cards'
    elif ((not s['history_out']) and (s['history_left'] == 0) and g.o8 and (not s['setup'])):
        why = 'history_out: the history deck is empty'
    else:
        why = ''
    if (why != ''):
        return why
    forced_steps = 0
    ends = 0
    loots = 0
    for i in range(len(s['pending'])):
        _i128_st = s['pending'][i]
        if (_i128_st == 'loot'):
            rank = 1
        elif (_i128_st == 'forced'):
            rank = 2
        elif (_i128_st == 'end'):
            rank = 3
        else:
            rank = 0
        if ((i > 0) and (step_rank(g, s['pending'][(i - 1)]) > rank)):
            return 'pending: steps out of order'
        if (rank == 1):
            loots += 1
        elif (rank == 2):
            forced_steps += 1
        elif (rank == 3):
            ends += 1
    if ((forced_steps > 1) or (ends > 1)):
        return 'pending: steps out of order'
    if ((s['phase'] == 'split') != (s['split'] > 0)):
        return 'split: cards to split only in phase split'
    if (s['split'] == 1):
        return 'split: at least 2 cards'
    if s['setup']:
        if ((s['phase'] != 'draw') or (s['round'] != 1) or (s['turn'] != 0)):
            return 'setup: only while the setup draws'
        if ((ends > 0) or (loots > 0)):
            return 'pending: the setup draws the port only'
        for m in s['markers']:
            if (m is not None):
                return 'markers: none placed during the setup'
        if ((len(s['polis']) > 0) and g.o0):
            why = 'polis: empty during the setup'
        else:
            why = ''
        if (why != ''):
            return why
        if (len(s['removed']) > 0):
            return 'setup: nothing played yet'
        for i in range(n):
            if ((len(s['reserved'][i]) > 0) or (len(s['loot'][i]) > 0)):
                return 'setup: nothing played yet'
    elif ((s['phase'] == 'draw') or (s['phase'] == 'split')):
        if ((len(s['pending']) == 0) or (s['pending'][len(s['pending']) - 1] != 'end')):
            return "pending: the turn's end is still to come"
    if (((s['phase'] == 'act') or (s['phase'] == 'over')) and (len(s['pending']) > 0)):
        return ('pending: nothing is left to do in phase ' + s['phase'])
    if (s['phase'] == 'draw'):
        if (len(s['pending']) == 0):
            return 'pending: a draw from a deck with cards'
        _i129_st = s['pending'][0]
        if (_i129_st == 'loot'):
            _i130_r = ('history' if (s['history_left'] > 0) else '')
        elif (_i129_st == 'port history'):
            if (s['history_left'] > 0):
                _i130_r = 'history'
            else:
                _i130_r = ('progress' if (s['progress_left'] > 0) else '')
        elif (s['progress_left'] > 0):
            _i130_r = 'progress'
        else:
            _i130_r = ('history' if (s['history_left'] > 0) else '')
        if (_i130_r == ''):
            return 'pending: a draw from a deck with cards'
    if ((s['phase'] == 'split') and ((s['history_left'] == 0) or (s['progress_left'] == 0))):
        return 'split: both decks have cards'
    if ((s['phase'] == 'over') and ((s['turn'] != (n - 1)) or (not ending(g, s)))):
        return 'phase: the game ends with a round once an end holds'
    if (((s['phase'] == 'act') or (s['phase'] == 'split')) and (not has_legal(g, s))):
        return ('phase: ' + s['phase'] + ' with no legal action')
    return ''
def count_cards(g, seen, where, cards):
    for k in cards:
        seen[k] = (seen.get(k, 0) + 1)
        if (seen[k] > g.f_count[k]):
            return (where + ': more ' + k + ' cards than the game has')
    return ''
def start_cards_in(g, where, cards):
    for k in cards:
        if (g.f_deck[k] == 'start'):
            return (where + ': a start card')
    return ''
def has_legal(g, s):
    if (s['phase'] == 'split'):
        return (s['split'] > 1)
    _i121_seat = s['turn']
    _i122_out = []
    for _i123_card in C_ACTION_CARDS:
        if (not (s['markers'][_i121_seat] != _i123_card)):
            _i126__i94_r = False
        else:
            _i124__i92_taken = False
            for _i125__i93_i in range(g.players):
                if ((_i125__i93_i != _i121_seat) and (s['markers'][_i125__i93_i] == _i123_card)):
                    _i124__i92_taken = True
            if (_i124__i92_taken and ((g.players == 2) and (_i123_card == 'reserve'))):
                _i124__i92_taken = False
            _i126__i94_r = (not _i124__i92_taken)
        if _i126__i94_r:
            _i122_out.append(_i123_card)
    _i127_r = _i122_out
    return ((len(_i127_r) > 0) or any_act(g, s))
# end rule setup.decks

# rule setup.port: The port
# spec: rulespecs/emporium.yaml:628
# cite ja: "港にはいつも4枚選べるカードの状態になります。"
# assumed: "The setup picture is missing. The port always offers four cards, so it starts with four (from the history deck, which is what refills it); nothing puts cards in the polis but exploring, so it starts empty (gaps setup-missing, setup-polis)."
def setup_steps(g):
    _i43_out = []
    for _i44_i in range(C_PORT_SIZE):
        _i43_out.append('port history')
    steps = _i43_out
    if g.o1:
        steps.append('forced')
    elif g.o0:
        pass
    return steps
def polis_at_setup(g, s):
    if ((len(s['polis']) > 0) and g.o0):
        return 'polis: empty during the setup'
    return ''
# end rule setup.port

# rule setup.players: Each player
# spec: rulespecs/emporium.yaml:659
# external: "each player starts with one Hoplites or Sophistes card, 2 drachmas, and face-down loot cards that act as wildcards (how many depends on player count)"
# assumed: "Which seat gets which start card is not known: seats alternate Hoplites, Sophistes. Starting loot: gap start-loot."
def start_kind(g, seat):
    return g.f_start_kinds[(seat % len(g.f_start_kinds))]
def game_start_kinds(g):
    out = []
    for name in C_START_KINDS:
        for k in C_KINDS:
            if (k == name):
                out.append(k)
    return out
def start_realms(g):
    out = []
    for i in range(g.players):
        out.append([g.f_start_kinds[(i % len(g.f_start_kinds))]])
    return out
def start_drachmas(g):
    out = []
    for i in range(g.players):
        out.append(C_START_DRACHMAS)
    return out
def no_markers(g):
    out = []
    for i in range(g.players):
        out.append(None)
    return out
# end rule setup.players

# rule setup.start-player: Start player
# spec: rulespecs/emporium.yaml:706
# cite ja: "スタートプレイヤーから順番に時計回りで手番を行います。"
# assumed: "The post names a start player but not how it is chosen (gap setup-missing); the way it is chosen changes no rule, so any way is assumed to do."
def start_player(g, s):
    s['turn'] = 0
    s['round'] = 1
# end rule setup.start-player

# rule turn.order: Rounds and turns
# spec: rulespecs/emporium.yaml:727
# cite ja: "ゲームはいくつかのラウンド行います。"
# cite ja: "各ラウンドは1人1回ずつ手番を行います。"
# cite ja: "スタートプレイヤーから順番に時計回りで手番を行います。"
# cite ja: "全てのプレイヤーが自分の手番を終得れば、そのラウンドを終了します、また新しいラウンドを行います。"
def next_turn(g, s):
    s['turn'] = ((s['turn'] + 1) % g.players)
    if (s['turn'] == 0):
        s['round'] += 1
# end rule turn.order

# rule turn.steps: A turn
# spec: rulespecs/emporium.yaml:744
# cite ja: "手番プレイヤーは順番に以下の行動を取ります:行動を選択する、行動する、必要あれば、強制的な探検アクションを実行しなければなりません。"
def after_action(g):
    return ['forced', 'end']
def pop_front(g, xs):
    first = xs[0]
    for i in range(1, len(xs)):
        xs[(i - 1)] = xs[i]
    xs.pop()
    return first
def prepend(g, front, xs):
    out = front.copy()
    for x in xs:
        out.append(x)
    return out
def repeat(g, x, n):
    out = []
    for i in range(n):
        out.append(x)
    return out
def advance(g, s):
    _bound1 = 1048576
    while True:
        _bound1 -= 1
        if _bound1 < 0:
            raise RuntimeError('rule turn.steps: while loop bound exceeded')
        if (s['split'] > 0):
            s['phase'] = 'split'
            return
        if (len(s['pending']) == 0):
            s['setup'] = False
            s['phase'] = 'act'
            return
        st = s['pending'][0]
        if ((st == 'port history') or (st == 'port progress') or (st == 'loot')):
            if (g.o9 and (not s['setup']) and (s['history_left'] == 0) and (st != 'port progress')):
                s['history_out'] = True
            if (st == 'loot'):
                _i19_r = ('history' if (s['history_left'] > 0) else '')
            elif (st == 'port history'):
                if (s['history_left'] > 0):
                    _i19_r = 'history'
                else:
                    _i19_r = ('progress' if (s['progress_left'] > 0) else '')
            elif (s['progress_left'] > 0):
                _i19_r = 'progress'
            else:
                _i19_r = ('history' if (s['history_left'] > 0) else '')
            if (_i19_r == ''):
                _i15_xs = s['pending']
                _i16_first = _i15_xs[0]
                for _i17_i in range(1, len(_i15_xs)):
                    _i15_xs[(_i17_i - 1)] = _i15_xs[_i17_i]
                _i15_xs.pop()
                _i18_r = _i16_first
                continue
            s['phase'] = 'draw'
            return
        _i20_xs = s['pending']
        _i21_first = _i20_xs[0]
        for _i22_i in range(1, len(_i20_xs)):
            _i20_xs[(_i22_i - 1)] = _i20_xs[_i22_i]
        _i20_xs.pop()
        _i23_r = _i21_first
        if (st == 'forced'):
            forced(g, s)
        elif (st == 'end'):
            for _i41__i1_i in range(g.players):
                if ((len(s['realms'][_i41__i1_i]) >= C_REALM_WARNING) and (_i41__i1_i not in s['announced'])):
                    s['announced'].append(_i41__i1_i)
                    s['announced'] = sorted(s['announced'])
            if ((s['turn'] == (g.players - 1)) and ending(g, s)):
                s['phase'] = 'over'
                _i42_r = True
            else:
                s['turn'] = ((s['turn'] + 1) % g.players)
                if (s['turn'] == 0):
                    s['round'] += 1
                _i42_r = False
            if _i42_r:
                return
# end rule turn.steps

# rule choose.free-card: A card without a marker
# spec: rulespecs/emporium.yaml:805
# cite ja: "手番プレイヤーはトークンをアクションエリアの中のあるカードの上に置きます、以下のルールに従います。"
# cite ja: "手番プレイヤーは上にトークンがないアクションカードしか選べません。"
def free_cards(g, s, seat):
    out = []
    for card in C_ACTION_CARDS:
        if (not (s['markers'][seat] != card)):
            _i94_r = False
        else:
            _i92_taken = False
            for _i93_i in range(g.players):
                if ((_i93_i != seat) and (s['markers'][_i93_i] == card)):
                    _i92_taken = True
            if (_i92_taken and ((g.players == 2) and (card == 'reserve'))):
                _i92_taken = False
            _i94_r = (not _i92_taken)
        if _i94_r:
            out.append(card)
    return out
def card_free(g, s, seat, card):
    if (not (s['markers'][seat] != card)):
        return False
    taken = False
    for i in range(g.players):
        if ((i != seat) and (s['markers'][i] == card)):
            taken = True
    if (taken and ((g.players == 2) and (card == 'reserve'))):
        taken = False
    return (not taken)
def markers_apart(g, s):
    for i in range(g.players):
        m = s['markers'][i]
        if (m is not None):
            for j in range((i + 1), g.players):
                if ((s['markers'][j] == m) and (not ((g.players == 2) and (m == 'reserve')))):
                    return 'markers: two on one action card'
    return ''
# end rule choose.free-card

# rule choose.two-player-reserve: Two players: the reserve card
# spec: rulespecs/emporium.yaml:847
# cite ja: "二人でプレイする時、手番プレイヤーは上にトークンがあるリザーブアクションカード選ぶことができます。"
# cite ja: "だからリザーブアクションカードの上にはトークン2枚があるかもしれません。"
def may_share(g, card):
    return ((g.players == 2) and (card == 'reserve'))
# end rule choose.two-player-reserve

# rule choose.not-same: Not the same card as last time
# spec: rulespecs/emporium.yaml:863
# cite ja: "前回と同様なアクションカードを選べません。"
# cite ja: "手番プレイヤーは手番開始時トークンを元の場所から別のカードの上に置かなければなりません。"
def moves_on(g, s, seat, card):
    return (s['markers'][seat] != card)
# end rule choose.not-same

# rule choose.must-act: The chosen action must be carried out
# spec: rulespecs/emporium.yaml:883
# cite ja: "手番プレイヤーはアクションを1つ選択し、アクションを実行しなければなりません。"
# assumed: "The post does not say what a card does when its action cannot be carried out; since the action must be carried out and a separate rule covers 'no action can be carried out', such a card is read as not choosable (gap unexecutable-action)."
def can_do(g, s, seat, card):
    if (card == 'reserve'):
        return ((len(s['port']) > 0) and (s['drachmas'][seat] >= 1) and (len(s['reserved'][seat]) < g.f_reserve_limit))
    if (card == 'history'):
        _i75_out = []
        _i77__i71_cards = s['polis']
        _i78__i72_out = []
        for _i79__i73_k in _i77__i71_cards:
            if ((len(_i78__i72_out) == 0) or (_i78__i72_out[len(_i78__i72_out) - 1] != _i79__i73_k)):
                _i78__i72_out.append(_i79__i73_k)
        _i80__i74_r = _i78__i72_out
        for _i76_k in _i80__i74_r:
            if ((g.f_type[_i76_k] == 'history') == ('history' == 'history')):
                _i75_out.append(_i76_k)
        _i81_r = _i75_out
        return (len(_i81_r) > 0)
    if (card == 'progress'):
        _i82_out = []
        _i84__i71_cards = s['polis']
        _i85__i72_out = []
        for _i86__i73_k in _i84__i71_cards:
            if ((len(_i85__i72_out) == 0) or (_i85__i72_out[len(_i85__i72_out) - 1] != _i86__i73_k)):
                _i85__i72_out.append(_i86__i73_k)
        _i87__i74_r = _i85__i72_out
        for _i83_k in _i87__i74_r:
            if ((g.f_type[_i83_k] == 'history') == ('progress' == 'history')):
                _i82_out.append(_i83_k)
        _i88_r = _i82_out
        return (len(_i88_r) > 0)
    if (card == 'reserved'):
        return (len(s['reserved'][seat]) > 0)
    _i89_marks = 0
    for _i90_k in s['realms'][seat]:
        _i89_marks += g.f_marks[_i90_k]
    _i91_r = min(min(_i89_marks, C_EXPLORE_MAX), len(s['port']))
    return (_i91_r > 0)
def any_act(g, s):
    _i114_seat = s['turn']
    _i115_out = []
    for _i116_card in C_ACTION_CARDS:
        if (not (s['markers'][_i114_seat] != _i116_card)):
            _i119__i94_r = False
        else:
            _i117__i92_taken = False
            for _i118__i93_i in range(g.players):
                if ((_i118__i93_i != _i114_seat) and (s['markers'][_i118__i93_i] == _i116_card)):
                    _i117__i92_taken = True
            if (_i117__i92_taken and ((g.players == 2) and (_i116_card == 'reserve'))):
                _i117__i92_taken = False
            _i119__i94_r = (not _i117__i92_taken)
        if _i119__i94_r:
            _i115_out.append(_i116_card)
    _i120_r = _i115_out
    for card in _i120_r:
        if can_do(g, s, s['turn'], card):
            return True
    return False
def polis_kinds(g, s, what):
    out = []
    _i71_cards = s['polis']
    _i72_out = []
    for _i73_k in _i71_cards:
        if ((len(_i72_out) == 0) or (_i72_out[len(_i72_out) - 1] != _i73_k)):
            _i72_out.append(_i73_k)
    _i74_r = _i72_out
    for k in _i74_r:
        if ((g.f_type[k] == 'history') == (what == 'history')):
            out.append(k)
    return out
# end rule choose.must-act

# rule choose.none-possible: No action possible
# spec: rulespecs/emporium.yaml:927
# cite ja: "もしアクションエリアには実行できるアクションがないなら、手番プレイヤーはリザーブしたカードを捨て、"
# cite ja: "そのカードをゲームから除きます。次のプレイヤーに手番が移ります。"
# assumed: "Without a reserved card to discard, the post says nothing: the turn passes (gap unexecutable-action). The marker still moves to a free card of the player's choice: it must leave its old place at the start of the turn, and a marker left in place can lock every player out for ever (four players, all markers stuck)."
def discard_kinds(g, s):
    if ((len(s['reserved'][s['turn']]) == 0) or any_act(g, s)):
        return []
    _i131_cards = s['reserved'][s['turn']]
    _i132_out = []
    for _i133_k in _i131_cards:
        if ((len(_i132_out) == 0) or (_i132_out[len(_i132_out) - 1] != _i133_k)):
            _i132_out.append(_i133_k)
    return _i132_out
def discard_cards(g, s, k):
    _i134_seat = s['turn']
    _i135_out = []
    for _i136_card in C_ACTION_CARDS:
        if (not (s['markers'][_i134_seat] != _i136_card)):
            _i139__i94_r = False
        else:
            _i137__i92_taken = False
            for _i138__i93_i in range(g.players):
                if ((_i138__i93_i != _i134_seat) and (s['markers'][_i138__i93_i] == _i136_card)):
                    _i137__i92_taken = True
            if (_i137__i92_taken and ((g.players == 2) and (_i136_card == 'reserve'))):
                _i137__i92_taken = False
            _i139__i94_r = (not _i137__i92_taken)
        if _i139__i94_r:
            _i135_out.append(_i136_card)
    return _i135_out
def pass_cards(g, s):
    if ((len(s['reserved'][s['turn']]) > 0) or any_act(g, s)):
        return []
    _i140_seat = s['turn']
    _i141_out = []
    for _i142_card in C_ACTION_CARDS:
        if (not (s['markers'][_i140_seat] != _i142_card)):
            _i145__i94_r = False
        else:
            _i143__i92_taken = False
            for _i144__i93_i in range(g.players):
                if ((_i144__i93_i != _i140_seat) and (s['markers'][_i144__i93_i] == _i142_card)):
                    _i143__i92_taken = True
            if (_i143__i92_taken and ((g.players == 2) and (_i142_card == 'reserve'))):
                _i143__i92_taken = False
            _i145__i94_r = (not _i143__i92_taken)
        if _i145__i94_r:
            _i141_out.append(_i142_card)
    return _i141_out
def do_discard(g, s, k, card):
    seat = s['turn']
    s['reserved'][seat].remove(k)
    _i146_cards = s['removed']
    _i146_cards.append(k)
    _i147_r = sorted(_i146_cards)
    s['removed'] = _i147_r
    if g.o2:
        s['drachmas'][seat] += 1
    elif g.o3:
        s['spent'] += 1
    s['markers'][seat] = card
    s['pending'] = ['forced', 'end']
    advance(g, s)
def do_pass(g, s, card):
    s['markers'][s['turn']] = card
    s['pending'] = ['forced', 'end']
    advance(g, s)
# end rule choose.none-possible

# rule reserve.take: Reserving from the port
# spec: rulespecs/emporium.yaml:969
# cite ja: "手番プレイヤーはトークンをリザーブアクションカードの上に置き、港から1枚を選び、表向きに自分のレルムに置き、そして1枚ドラクマをそのカードの上に置きます。"
def reserve_kinds(g, s):
    _i148_seat = s['turn']
    if (not (s['markers'][_i148_seat] != 'reserve')):
        _i151_r = False
    else:
        _i149_taken = False
        for _i150_i in range(g.players):
            if ((_i150_i != _i148_seat) and (s['markers'][_i150_i] == 'reserve')):
                _i149_taken = True
        if (_i149_taken and ((g.players == 2) and ('reserve' == 'reserve'))):
            _i149_taken = False
        _i151_r = (not _i149_taken)
    if ((not _i151_r) or (not ((len(s['port']) > 0) and (s['drachmas'][s['turn']] >= 1) and (len(s['reserved'][s['turn']]) < g.f_reserve_limit)))):
        return []
    _i152_cards = s['port']
    _i153_out = []
    for _i154_k in _i152_cards:
        if ((len(_i153_out) == 0) or (_i153_out[len(_i153_out) - 1] != _i154_k)):
            _i153_out.append(_i154_k)
    return _i153_out
def can_reserve(g, s, seat):
    return ((len(s['port']) > 0) and (s['drachmas'][seat] >= 1) and (len(s['reserved'][seat]) < g.f_reserve_limit))
def do_reserve(g, s, k):
    seat = s['turn']
    s['markers'][seat] = 'reserve'
    s['port'].remove(k)
    _i155_cards = s['reserved'][seat]
    _i155_cards.append(k)
    _i156_r = sorted(_i155_cards)
    s['reserved'][seat] = _i156_r
    s['drachmas'][seat] -= 1
    s['pending'] = prepend(g, ['port history'], ['forced', 'end'])
    advance(g, s)
# end rule reserve.take

# rule reserve.refill: Refilling the port
# spec: rulespecs/emporium.yaml:1000
# cite ja: "手番プレイヤーは歴史カードの山札からカード1枚を取り、表向きに港に置きます。"
# cite ja: "港にはいつも4枚選べるカードの状態になります。"
def refill_after_reserve(g, s):
    s['pending'] = prepend(g, ['port history'], ['forced', 'end'])
# end rule reserve.refill

# rule reserve.drachma: A drachma is needed
# spec: rulespecs/emporium.yaml:1015
# cite ja: "手番プレイヤーは1枚以上ドラクマを持つ限り、リザーブすることができます。"
def has_drachma(g, s, seat):
    return (s['drachmas'][seat] >= 1)
# end rule reserve.drachma

# rule reserve.limit: Reserved cards: at most \u007b{ reserve_max }}
# spec: rulespecs/emporium.yaml:1030
# cite ja: "各プレイヤーはリザーブしたカード2枚以上を持つことをできません。"
def game_reserve_limit(g):
    if g.o5:
        return 2
    elif g.o4:
        return 1
    return C_RESERVE_MAX
def under_limit(g, s, seat):
    return (len(s['reserved'][seat]) < g.f_reserve_limit)
# end rule reserve.limit

# rule reserve.not-in-realm: Reserved cards do not count
# spec: rulespecs/emporium.yaml:1055
# cite ja: "ゲーム終了時、リザーブしたカードはレルムのカードに加えません。"
# cite ja: "各プレイヤーのレルムのカードに加える前に、リザーブしたカードは役に立てません。"
def realm_size(g, s, seat):
    return len(s['realms'][seat])
# end rule reserve.not-in-realm

# rule realm.history: Adding a history card from the polis
# spec: rulespecs/emporium.yaml:1078
# cite ja: "ポリスから歴史カード1枚を加えます"
# cite ja: "このアクションはレルムを広げるためカード1枚を加えます。"
# assumed: "The explanation under this heading was a picture and is missing (gap add-to-realm-details)."
def history_kinds(g, s):
    _i157_seat = s['turn']
    if (not (s['markers'][_i157_seat] != 'history')):
        _i160_r = False
    else:
        _i158_taken = False
        for _i159_i in range(g.players):
            if ((_i159_i != _i157_seat) and (s['markers'][_i159_i] == 'history')):
                _i158_taken = True
        if (_i158_taken and ((g.players == 2) and ('history' == 'reserve'))):
            _i158_taken = False
        _i160_r = (not _i158_taken)
    if (not _i160_r):
        return []
    _i161_out = []
    _i163__i71_cards = s['polis']
    _i164__i72_out = []
    for _i165__i73_k in _i163__i71_cards:
        if ((len(_i164__i72_out) == 0) or (_i164__i72_out[len(_i164__i72_out) - 1] != _i165__i73_k)):
            _i164__i72_out.append(_i165__i73_k)
    _i166__i74_r = _i164__i72_out
    for _i162_k in _i166__i74_r:
        if ((g.f_type[_i162_k] == 'history') == ('history' == 'history')):
            _i161_out.append(_i162_k)
    return _i161_out
def do_history(g, s, k):
    s['markers'][s['turn']] = 'history'
    s['polis'].remove(k)
    _i167_cards = s['realms'][s['turn']]
    _i167_cards.append(k)
    _i168_r = sorted(_i167_cards)
    s['realms'][s['turn']] = _i168_r
    s['pending'] = ['forced', 'end']
    advance(g, s)
# end rule realm.history

# rule realm.progress: Adding a prestige or goods card from the polis
# spec: rulespecs/emporium.yaml:1108
# cite ja: "ポリスから威信カードや荷物カード1枚を加えま"
# assumed: "The explanation under this heading was a picture and is missing (gap add-to-realm-details)."
def progress_kinds(g, s):
    _i169_seat = s['turn']
    if (not (s['markers'][_i169_seat] != 'progress')):
        _i172_r = False
    else:
        _i170_taken = False
        for _i171_i in range(g.players):
            if ((_i171_i != _i169_seat) and (s['markers'][_i171_i] == 'progress')):
                _i170_taken = True
        if (_i170_taken and ((g.players == 2) and ('progress' == 'reserve'))):
            _i170_taken = False
        _i172_r = (not _i170_taken)
    if (not _i172_r):
        return []
    _i173_out = []
    _i175__i71_cards = s['polis']
    _i176__i72_out = []
    for _i177__i73_k in _i175__i71_cards:
        if ((len(_i176__i72_out) == 0) or (_i176__i72_out[len(_i176__i72_out) - 1] != _i177__i73_k)):
            _i176__i72_out.append(_i177__i73_k)
    _i178__i74_r = _i176__i72_out
    for _i174_k in _i178__i74_r:
        if ((g.f_type[_i174_k] == 'history') == ('progress' == 'history')):
            _i173_out.append(_i174_k)
    return _i173_out
def do_progress(g, s, k):
    s['markers'][s['turn']] = 'progress'
    s['polis'].remove(k)
    _i179_cards = s['realms'][s['turn']]
    _i179_cards.append(k)
    _i180_r = sorted(_i179_cards)
    s['realms'][s['turn']] = _i180_r
    s['pending'] = ['forced', 'end']
    advance(g, s)
# end rule realm.progress

# rule realm.reserved: Adding a reserved card
# spec: rulespecs/emporium.yaml:1138
# cite ja: "リザーブしたカードを加えま"
# assumed: "The explanation under this heading was a picture and is missing (gaps add-to-realm-details, reserve-drachma)."
def reserved_kinds(g, s):
    _i181_seat = s['turn']
    if (not (s['markers'][_i181_seat] != 'reserved')):
        _i184_r = False
    else:
        _i182_taken = False
        for _i183_i in range(g.players):
            if ((_i183_i != _i181_seat) and (s['markers'][_i183_i] == 'reserved')):
                _i182_taken = True
        if (_i182_taken and ((g.players == 2) and ('reserved' == 'reserve'))):
            _i182_taken = False
        _i184_r = (not _i182_taken)
    if (not _i184_r):
        return []
    _i185_cards = s['reserved'][s['turn']]
    _i186_out = []
    for _i187_k in _i185_cards:
        if ((len(_i186_out) == 0) or (_i186_out[len(_i186_out) - 1] != _i187_k)):
            _i186_out.append(_i187_k)
    return _i186_out
def do_reserved(g, s, k):
    seat = s['turn']
    s['markers'][seat] = 'reserved'
    s['reserved'][seat].remove(k)
    _i188_cards = s['realms'][seat]
    _i188_cards.append(k)
    _i189_r = sorted(_i188_cards)
    s['realms'][seat] = _i189_r
    if g.o2:
        s['drachmas'][seat] += 1
    elif g.o3:
        s['spent'] += 1
    s['pending'] = ['forced', 'end']
    advance(g, s)
def release_drachma(g, s, seat):
    if g.o2:
        s['drachmas'][seat] += 1
    elif g.o3:
        s['spent'] += 1
def spent_allowed(g, s):
    if ((s['spent'] != 0) and g.o2):
        return 'spent: 0 when drachmas return to their owners'
    return ''
# end rule realm.reserved

# rule explore.marks: As many cards as exploration marks
# spec: rulespecs/emporium.yaml:1178
# cite ja: "新しいカードをポリスに置き、戦利品カードをもらいます。"
# cite ja: "プレイヤーのレルムの探検マークの量により、港からカードをポリスに加えます、カードの上限は4枚です。"
# cite ja: "プレイヤーは探検マークを全部使わなければなりません。(上限は4つです)"
def explore_count(g, s, seat):
    marks = 0
    for k in s['realms'][seat]:
        marks += g.f_marks[k]
    return min(min(marks, C_EXPLORE_MAX), len(s['port']))
def explore_choices(g, s):
    out = []
    _i190_seat = s['turn']
    if (not (s['markers'][_i190_seat] != 'explore')):
        _i193_r = False
    else:
        _i191_taken = False
        for _i192_i in range(g.players):
            if ((_i192_i != _i190_seat) and (s['markers'][_i192_i] == 'explore')):
                _i191_taken = True
        if (_i191_taken and ((g.players == 2) and ('explore' == 'reserve'))):
            _i191_taken = False
        _i193_r = (not _i191_taken)
    if (not _i193_r):
        return out
    _i194_seat = s['turn']
    _i195_marks = 0
    for _i196_k in s['realms'][_i194_seat]:
        _i195_marks += g.f_marks[_i196_k]
    m = min(min(_i195_marks, C_EXPLORE_MAX), len(s['port']))
    if (m > 0):
        chosen = []
        port_subsets(g, s['port'], m, 0, chosen, out)
    return out
def port_subsets(g, port, m, start, chosen, out):
    if (len(chosen) == m):
        out.append(chosen.copy())
        return
    for j in range(start, len(port)):
        if ((j > start) and (port[j] == port[(j - 1)])):
            continue
        chosen.append(port[j])
        port_subsets(g, port, m, (j + 1), chosen, out)
        chosen.pop()
def do_explore(g, s, ks):
    s['markers'][s['turn']] = 'explore'
    for k in ks:
        s['port'].remove(k)
        _i201_cards = s['polis']
        _i201_cards.append(k)
        _i202_r = sorted(_i201_cards)
        s['polis'] = _i202_r
    m = len(ks)
    if (m == 1):
        steps = ['port history']
    else:
        steps = []
    if (m > 1):
        if ((s['history_left'] > 0) and (s['progress_left'] > 0)):
            s['split'] = m
            steps = []
        else:
            _i203__i199_out = []
            for _i204__i200_i in range(m):
                _i203__i199_out.append('port history')
            steps = _i203__i199_out
    _i205__i197_out = []
    for _i206__i198_i in range(m):
        _i205__i197_out.append('loot')
    _i207_r = _i205__i197_out
    _i208_out = steps.copy()
    for _i209_x in _i207_r:
        _i208_out.append(_i209_x)
    _i210_r = _i208_out
    s['pending'] = prepend(g, _i210_r, ['forced', 'end'])
    advance(g, s)
# end rule explore.marks

# rule explore.refill-one: One card moved
# spec: rulespecs/emporium.yaml:1233
# cite ja: "プレイヤーは新しいカードを港に4枚まで加えます。"
# cite ja: "もしプレイヤーは港からカード1枚をポリスに加えたら、歴史カードの山札から1枚カードを引き、港に置きます。"
def refill_one(g, m):
    if (m == 1):
        return ['port history']
    return []
# end rule explore.refill-one

# rule explore.refill-more: Several cards moved
# spec: rulespecs/emporium.yaml:1251
# cite ja: "もしプレイヤーは港からカード1枚以上をポリスに加えたら、歴史カードの山札と発展カードの山札から各最低1枚カードを引き(合わせて最大カード4枚を引き)、港に置きます。"
# cite ja: "そのため、プレイヤーは以下のルールに従って歴史カードの山札や発展カードの山札を取ります。"
def refill_more(g, s, m):
    if ((s['history_left'] > 0) and (s['progress_left'] > 0)):
        s['split'] = m
        return []
    _i199_out = []
    for _i200_i in range(m):
        _i199_out.append('port history')
    return _i199_out
def can_split(g, s, h):
    return (h < s['split'])
def do_split(g, s, h):
    _i211_out = []
    for _i212_i in range(h):
        _i211_out.append('port history')
    _i213_r = _i211_out
    _i214_n = (s['split'] - h)
    _i215_out = []
    for _i216_i in range(_i214_n):
        _i215_out.append('port progress')
    _i217_r = _i215_out
    _i218_out = _i213_r.copy()
    for _i219_x in _i217_r:
        _i218_out.append(_i219_x)
    steps = _i218_out
    _i220_xs = s['pending']
    _i221_out = steps.copy()
    for _i222_x in _i220_xs:
        _i221_out.append(_i222_x)
    _i223_r = _i221_out
    s['pending'] = _i223_r
    s['split'] = 0
    advance(g, s)
# end rule explore.refill-more

# rule explore.loot: Loot cards
# spec: rulespecs/emporium.yaml:1282
# cite ja: "プレイヤーはカードをポリスに置く時、1枚につき1枚歴史カードの山札からカードを引き、裏向きにプレイヤーのレルムに置きます。"
# cite ja: "そのカードたちは戦利品カードとして表向きに置くことはできません。"
# cite ja: "もし歴史カードの山札がなくなった場合、プレイヤーは戦利品カードをもらえません。"
def loot_steps(g, m):
    _i197_out = []
    for _i198_i in range(m):
        _i197_out.append('loot')
    return _i197_out
# end rule explore.loot

# rule loot.hidden: What loot cards do
# spec: rulespecs/emporium.yaml:1304
# cite ja: "(戦利品カードとリザーブしたカードを除き)"
# assumed: "The post only excludes loot from the realm count; the facts call loot cards wildcards without saying for what. With no cost to pay in the engine (gap add-to-realm-details), they do nothing (gap loot-effect)."
def loot_points(g, s, seat):
    return 0
# end rule loot.hidden

# rule explore.forced: Forced exploration
# spec: rulespecs/emporium.yaml:1323
# cite ja: "プレイヤーの手番が終わったら、ポリスの中にカードがあるかどうかチェックします。"
# cite ja: "もしポリスの中にカードがない場合、プレイヤーは強制的な探検を実行します。"
# cite ja: "港からカード4枚をポリスに置き、歴史カードの山札からカード4枚を引き、港に置きます。"
# cite ja: "もし歴史カードの山札がなくなった場合、発展カードの山札からカードを引きます。"
def forced(g, s):
    if (len(s['polis']) > 0):
        return
    moved = 0
    rest = []
    for k in s['port']:
        if (moved < C_FORCED_CARDS):
            _i2_cards = s['polis']
            _i2_cards.append(k)
            _i3_r = sorted(_i2_cards)
            s['polis'] = _i3_r
            moved += 1
        else:
            rest.append(k)
    s['port'] = rest
    _i4_out = []
    for _i5_i in range(moved):
        _i4_out.append('port history')
    steps = _i4_out
    if (g.o7 and (not s['setup'])):
        _i6_out = []
        for _i7_i in range(moved):
            _i6_out.append('loot')
        _i8_r = _i6_out
        _i9_out = steps.copy()
        for _i10_x in _i8_r:
            _i9_out.append(_i10_x)
        steps = _i9_out
    elif g.o6:
        pass
    _i11_xs = s['pending']
    _i12_out = steps.copy()
    for _i13_x in _i11_xs:
        _i12_out.append(_i13_x)
    _i14_r = _i12_out
    s['pending'] = _i14_r
# end rule explore.forced

# rule deck.empty: An empty deck
# spec: rulespecs/emporium.yaml:1361
# cite ja: "もし歴史カードの山札がなくなった場合、発展カードの山札からカードを引きます。"
# assumed: "Only the forced exploration says what to do when the history deck is gone; the same is assumed for every port refill, and the progress deck running out is not mentioned at all (gap empty-deck)."
def deck_for(g, s, st):
    if (st == 'loot'):
        return ('history' if (s['history_left'] > 0) else '')
    if (st == 'port history'):
        if (s['history_left'] > 0):
            return 'history'
        return ('progress' if (s['progress_left'] > 0) else '')
    if (s['progress_left'] > 0):
        return 'progress'
    return ('history' if (s['history_left'] > 0) else '')
# end rule deck.empty

# rule score.cards: Prestige and goods cards
# spec: rulespecs/emporium.yaml:1390
# cite ja: "プレイヤーは下のように自分の勝利点を計算します。"
# cite ja: "威信カードと荷物カードの点数"
# cite ja: "ゲームの目的は点数カードを集めることです。"
def card_points(g, s, seat):
    n = 0
    for k in s['realms'][seat]:
        if (g.f_type[k] != 'history'):
            n += g.f_points[k]
    return n
def scores(g, s):
    out = []
    for i in range(g.players):
        _i224_n = 0
        for _i225_k in s['realms'][i]:
            if (g.f_type[_i225_k] != 'history'):
                _i224_n += g.f_points[_i225_k]
        _i226_r = _i224_n
        _i227_n = 0
        for _i228_k in s['realms'][i]:
            if (g.f_type[_i228_k] == 'history'):
                _i227_n += g.f_points[_i228_k]
        _i229_r = _i227_n
        out.append((((_i226_r + _i229_r) - (C_RESERVE_PENALTY * len(s['reserved'][i]))) + 0))
    return out
def scores_json(g, s):
    if (s['phase'] == 'over'):
        _i230_out = []
        for _i231_i in range(g.players):
            _i232__i224_n = 0
            for _i233__i225_k in s['realms'][_i231_i]:
                if (g.f_type[_i233__i225_k] != 'history'):
                    _i232__i224_n += g.f_points[_i233__i225_k]
            _i234__i226_r = _i232__i224_n
            _i235__i227_n = 0
            for _i236__i228_k in s['realms'][_i231_i]:
                if (g.f_type[_i236__i228_k] == 'history'):
                    _i235__i227_n += g.f_points[_i236__i228_k]
            _i237__i229_r = _i235__i227_n
            _i230_out.append((((_i234__i226_r + _i237__i229_r) - (C_RESERVE_PENALTY * len(s['reserved'][_i231_i]))) + 0))
        return _i230_out
    return None
# end rule score.cards

# rule score.history-bonus: History card bonuses
# spec: rulespecs/emporium.yaml:1426
# cite ja: "歴史カードのボーナス点数"
# assumed: "How a history card's bonus is worked out is not said (gap card-effects); the engine scores a fixed number per card, from the card list."
def history_bonus(g, s, seat):
    n = 0
    for k in s['realms'][seat]:
        if (g.f_type[k] == 'history'):
            n += g.f_points[k]
    return n
# end rule score.history-bonus

# rule score.reserved-penalty: Reserved cards cost points
# spec: rulespecs/emporium.yaml:1445
# cite ja: "リザーブしたカード1枚ずつ3点減らします。"
def reserved_penalty(g, s, seat):
    return (C_RESERVE_PENALTY * len(s['reserved'][seat]))
# end rule score.reserved-penalty

# rule score.winner: Winner
# spec: rulespecs/emporium.yaml:1460
# cite ja: "最も多くの勝利点を獲得したプレイヤーが勝者となります。"
def winners(g, s):
    out = []
    if (s['phase'] != 'over'):
        return out
    _i238_out = []
    for _i239_i in range(g.players):
        _i240__i224_n = 0
        for _i241__i225_k in s['realms'][_i239_i]:
            if (g.f_type[_i241__i225_k] != 'history'):
                _i240__i224_n += g.f_points[_i241__i225_k]
        _i242__i226_r = _i240__i224_n
        _i243__i227_n = 0
        for _i244__i228_k in s['realms'][_i239_i]:
            if (g.f_type[_i244__i228_k] == 'history'):
                _i243__i227_n += g.f_points[_i244__i228_k]
        _i245__i229_r = _i243__i227_n
        _i238_out.append((((_i242__i226_r + _i245__i229_r) - (C_RESERVE_PENALTY * len(s['reserved'][_i239_i]))) + 0))
    sc = _i238_out
    best = max(sc)
    pala = (-1)
    for i in range(g.players):
        if (sc[i] == best):
            _i246_n = 0
            for _i247_k in s['realms'][i]:
                if g.f_palaiapolis[_i247_k]:
                    _i246_n += 1
            _i248_r = _i246_n
            pala = max(pala, _i248_r)
    cards = (-1)
    for i in range(g.players):
        if ((sc[i] == best) and (palaiapolis(g, s, i) == pala)):
            _i249_n = 0
            for _i250_k in s['realms'][i]:
                if (g.f_type[_i250_k] != 'history'):
                    _i249_n += 1
            _i251_r = _i249_n
            cards = max(cards, _i251_r)
    for i in range(g.players):
        if ((sc[i] == best) and (palaiapolis(g, s, i) == pala) and (progress_cards(g, s, i) == cards)):
            out.append(i)
    return out
def winners_json(g, s):
    if (s['phase'] == 'over'):
        _i252_out = []
        if (s['phase'] != 'over'):
            return _i252_out
        _i258__i238_out = []
        for _i259__i239_i in range(g.players):
            _i260__i240__i224_n = 0
            for _i261__i241__i225_k in s['realms'][_i259__i239_i]:
                if (g.f_type[_i261__i241__i225_k] != 'history'):
                    _i260__i240__i224_n += g.f_points[_i261__i241__i225_k]
            _i262__i242__i226_r = _i260__i240__i224_n
            _i263__i243__i227_n = 0
            for _i264__i244__i228_k in s['realms'][_i259__i239_i]:
                if (g.f_type[_i264__i244__i228_k] == 'history'):
                    _i263__i243__i227_n += g.f_points[_i264__i244__i228_k]
            _i265__i245__i229_r = _i263__i243__i227_n
            _i258__i238_out.append((((_i262__i242__i226_r + _i265__i245__i229_r) - (C_RESERVE_PENALTY * len(s['reserved'][_i259__i239_i]))) + 0))
        _i253_sc = _i258__i238_out
        _i254_best = max(_i253_sc)
        _i255_pala = (-1)
        for _i256_i in range(g.players):
            if (_i253_sc[_i256_i] == _i254_best):
                _i266__i246_n = 0
                for _i267__i247_k in s['realms'][_i256_i]:
                    if g.f_palaiapolis[_i267__i247_k]:
                        _i266__i246_n += 1
                _i268__i248_r = _i266__i246_n
                _i255_pala = max(_i255_pala, _i268__i248_r)
        _i257_cards = (-1)
        for _i256_i in range(g.players):
            if ((_i253_sc[_i256_i] == _i254_best) and (palaiapolis(g, s, _i256_i) == _i255_pala)):
                _i269__i249_n = 0
                for _i270__i250_k in s['realms'][_i256_i]:
                    if (g.f_type[_i270__i250_k] != 'history'):
                        _i269__i249_n += 1
                _i271__i251_r = _i269__i249_n
                _i257_cards = max(_i257_cards, _i271__i251_r)
        for _i256_i in range(g.players):
            if ((_i253_sc[_i256_i] == _i254_best) and (palaiapolis(g, s, _i256_i) == _i255_pala) and (progress_cards(g, s, _i256_i) == _i257_cards)):
                _i252_out.append(_i256_i)
        return _i252_out
    return None
def returns(g, s):
    out = []
    won = winners(g, s)
    for i in range(g.players):
        if (s['phase'] != 'over'):
            out.append(0)
        elif (i in won):
            out.append(1)
        else:
            out.append((-1))
    return out
# end rule score.winner

# rule score.tiebreak-palaiapolis: Tie: Palaiapolis cards
# spec: rulespecs/emporium.yaml:1515
# cite ja: "同点の場合、その中で最も多くのパライアポリスカードを持っているプレイヤーが勝者となります。"
# assumed: "Which cards are Palaiapolis cards is not said (gap palaiapolis); the engine counts those marked so in the card list, in the realm."
def palaiapolis(g, s, seat):
    n = 0
    for k in s['realms'][seat]:
        if g.f_palaiapolis[k]:
            n += 1
    return n
# end rule score.tiebreak-palaiapolis

# rule score.tiebreak-cards: Tie: prestige and goods cards
# spec: rulespecs/emporium.yaml:1535
# cite ja: "それも同じ場合はその中で最も多くの威信カードと荷物カードを持っているプレイヤーが勝者となります。"
# cite ja: "それも同じ場合はプレイヤー同士で勝利を分かち合います。"
def progress_cards(g, s, seat):
    n = 0
    for k in s['realms'][seat]:
        if (g.f_type[k] != 'history'):
            n += 1
    return n
# end rule score.tiebreak-cards

# rule end.realm-size: \u007b{ realm_end }} cards in a realm
# spec: rulespecs/emporium.yaml:1557
# cite ja: "あるプレイヤーのレルムの中にはカードが18枚あります(戦利品カードとリザーブしたカードを除き)。"
# cite ja: "もしプレイヤーはカード17枚があれば、他のプレイヤーに知らせなければなりません。"
def announce(g, s):
    for i in range(g.players):
        if ((len(s['realms'][i]) >= C_REALM_WARNING) and (i not in s['announced'])):
            s['announced'].append(i)
            s['announced'] = sorted(s['announced'])
def ending(g, s):
    if s['history_out']:
        return True
    for i in range(g.players):
        if (len(s['realms'][i]) >= C_REALM_END):
            return True
    return False
# end rule end.realm-size

# rule end.history-deck: The history deck runs out
# spec: rulespecs/emporium.yaml:1586
# cite ja: "あるプレイヤーが歴史カードの山札からカードを引く時、歴史カードの山札がなくなりました。"
def history_emptied(g, s, dk):
    if ((dk == 'history') and (s['history_left'] == 0) and g.o8 and (not s['setup'])):
        s['history_out'] = True
def failed_draw(g, s, st):
    if (g.o9 and (not s['setup']) and (s['history_left'] == 0) and (st != 'port progress')):
        s['history_out'] = True
def history_out_matches(g, s):
    if (s['history_out'] and (s['history_left'] > 0)):
        return 'history_out: the history deck still has cards'
    if ((not s['history_out']) and (s['history_left'] == 0) and g.o8 and (not s['setup'])):
        return 'history_out: the history deck is empty'
    return ''
# end rule end.history-deck

# rule end.finish-round: Finish the round
# spec: rulespecs/emporium.yaml:1617
# cite ja: "毎回ラウンドが終わる度、以下の条件をチェックします。"
# cite ja: "もし1つでも条件を満たせばゲームは終了します。"
# cite ja: "以上の条件のうちどれか1つ成立したら、スタートプレイヤーの右手側のプレイヤーの手番が終わるまで続き、その後、ゲームが終了します。"
def end_turn(g, s):
    for _i1_i in range(g.players):
        if ((len(s['realms'][_i1_i]) >= C_REALM_WARNING) and (_i1_i not in s['announced'])):
            s['announced'].append(_i1_i)
            s['announced'] = sorted(s['announced'])
    if ((s['turn'] == (g.players - 1)) and ending(g, s)):
        s['phase'] = 'over'
        return True
    s['turn'] = ((s['turn'] + 1) % g.players)
    if (s['turn'] == 0):
        s['round'] += 1
    return False
# end rule end.finish-round

_SEAT = {'act': seat_turn, 'split': seat_turn}
_WHO = {'draw': CHANCE, 'act': 'turn', 'split': 'turn', 'over': TERMINAL}
_CHANCE_PHASES = ['draw']
_TERMINAL_PHASES = ['over']
# per phase: its candidates (legal strings with weights)
_STR0 = {'culture-1': 'draw culture-1', 'culture-2': 'draw culture-2', 'culture-explore': 'draw culture-explore', 'culture-palaiapolis': 'draw culture-palaiapolis', 'goods-1': 'draw goods-1', 'goods-2': 'draw goods-2', 'hoplites': 'draw hoplites', 'prestige-2': 'draw prestige-2', 'prestige-3': 'draw prestige-3', 'prestige-special': 'draw prestige-special', 'sophistes': 'draw sophistes', 'trade-1': 'draw trade-1', 'trade-2': 'draw trade-2', 'trade-explore': 'draw trade-explore', 'trade-palaiapolis': 'draw trade-palaiapolis', 'war-1': 'draw war-1', 'war-2': 'draw war-2', 'war-explore': 'draw war-explore', 'war-palaiapolis': 'draw war-palaiapolis'}
_STR1 = {'culture-1': 'reserve culture-1', 'culture-2': 'reserve culture-2', 'culture-explore': 'reserve culture-explore', 'culture-palaiapolis': 'reserve culture-palaiapolis', 'goods-1': 'reserve goods-1', 'goods-2': 'reserve goods-2', 'hoplites': 'reserve hoplites', 'prestige-2': 'reserve prestige-2', 'prestige-3': 'reserve prestige-3', 'prestige-special': 'reserve prestige-special', 'sophistes': 'reserve sophistes', 'trade-1': 'reserve trade-1', 'trade-2': 'reserve trade-2', 'trade-explore': 'reserve trade-explore', 'trade-palaiapolis': 'reserve trade-palaiapolis', 'war-1': 'reserve war-1', 'war-2': 'reserve war-2', 'war-explore': 'reserve war-explore', 'war-palaiapolis': 'reserve war-palaiapolis'}
_STR2 = {'culture-1': 'history culture-1', 'culture-2': 'history culture-2', 'culture-explore': 'history culture-explore', 'culture-palaiapolis': 'history culture-palaiapolis', 'goods-1': 'history goods-1', 'goods-2': 'history goods-2', 'hoplites': 'history hoplites', 'prestige-2': 'history prestige-2', 'prestige-3': 'history prestige-3', 'prestige-special': 'history prestige-special', 'sophistes': 'history sophistes', 'trade-1': 'history trade-1', 'trade-2': 'history trade-2', 'trade-explore': 'history trade-explore', 'trade-palaiapolis': 'history trade-palaiapolis', 'war-1': 'history war-1', 'war-2': 'history war-2', 'war-explore': 'history war-explore', 'war-palaiapolis': 'history war-palaiapolis'}
_STR3 = {'culture-1': 'progress culture-1', 'culture-2': 'progress culture-2', 'culture-explore': 'progress culture-explore', 'culture-palaiapolis': 'progress culture-palaiapolis', 'goods-1': 'progress goods-1', 'goods-2': 'progress goods-2', 'hoplites': 'progress hoplites', 'prestige-2': 'progress prestige-2', 'prestige-3': 'progress prestige-3', 'prestige-special': 'progress prestige-special', 'sophistes': 'progress sophistes', 'trade-1': 'progress trade-1', 'trade-2': 'progress trade-2', 'trade-explore': 'progress trade-explore', 'trade-palaiapolis': 'progress trade-palaiapolis', 'war-1': 'progress war-1', 'war-2': 'progress war-2', 'war-explore': 'progress war-explore', 'war-palaiapolis': 'progress war-palaiapolis'}
_STR4 = {'culture-1': 'reserved culture-1', 'culture-2': 'reserved culture-2', 'culture-explore': 'reserved culture-explore', 'culture-palaiapolis': 'reserved culture-palaiapolis', 'goods-1': 'reserved goods-1', 'goods-2': 'reserved goods-2', 'hoplites': 'reserved hoplites', 'prestige-2': 'reserved prestige-2', 'prestige-3': 'reserved prestige-3', 'prestige-special': 'reserved prestige-special', 'sophistes': 'reserved sophistes', 'trade-1': 'reserved trade-1', 'trade-2': 'reserved trade-2', 'trade-explore': 'reserved trade-explore', 'trade-palaiapolis': 'reserved trade-palaiapolis', 'war-1': 'reserved war-1', 'war-2': 'reserved war-2', 'war-explore': 'reserved war-explore', 'war-palaiapolis': 'reserved war-palaiapolis'}
_STR6 = {'culture-1': {'reserve': 'discard culture-1 reserve', 'history': 'discard culture-1 history', 'progress': 'discard culture-1 progress', 'reserved': 'discard culture-1 reserved', 'explore': 'discard culture-1 explore'}, 'culture-2': {'reserve': 'discard culture-2 reserve', 'history': 'discard culture-2 history', 'progress': 'discard culture-2 progress', 'reserved': 'discard culture-2 reserved', 'explore': 'discard culture-2 explore'}, 'culture-explore': {'reserve': 'discard culture-explore reserve', 'history': 'discard culture-explore history', 'progress': 'discard culture-explore progress', 'reserved': 'discard culture-explore reserved', 'explore': 'discard culture-explore explore'}, 'culture-palaiapolis': {'reserve': 'discard culture-palaiapolis reserve', 'history': 'discard culture-palaiapolis history', 'progress': 'discard culture-palaiapolis progress', 'reserved': 'discard culture-palaiapolis reserved', 'explore': 'discard culture-palaiapolis explore'}, 'goods-1': {'reserve': 'discard goods-1 reserve', 'history': 'discard goods-1 history', 'progress': 'discard goods-1 progress', 'reserved': 'discard goods-1 reserved', 'explore': 'discard goods-1 explore'}, 'goods-2': {'reserve': 'discard goods-2 reserve', 'history': 'discard goods-2 history', 'progress': 'discard goods-2 progress', 'reserved': 'discard goods-2 reserved', 'explore': 'discard goods-2 explore'}, 'hoplites': {'reserve': 'discard hoplites reserve', 'history': 'discard hoplites history', 'progress': 'discard hoplites progress', 'reserved': 'discard hoplites reserved', 'explore': 'discard hoplites explore'}, 'prestige-2': {'reserve': 'discard prestige-2 reserve', 'history': 'discard prestige-2 history', 'progress': 'discard prestige-2 progress', 'reserved': 'discard prestige-2 reserved', 'explore': 'discard prestige-2 explore'}, 'prestige-3': {'reserve': 'discard prestige-3 reserve', 'history': 'discard prestige-3 history', 'progress': 'discard prestige-3 progress', 'reserved': 'discard prestige-3 reserved', 'explore': 'discard prestige-3 explore'}, 'prestige-special': {'reserve': 'discard prestige-special reserve', 'history': 'discard prestige-special history', 'progress': 'discard prestige-special progress', 'reserved': 'discard prestige-special reserved', 'explore': 'discard prestige-special explore'}, 'sophistes': {'reserve': 'discard sophistes reserve', 'history': 'discard sophistes history', 'progress': 'discard sophistes progress', 'reserved': 'discard sophistes reserved', 'explore': 'discard sophistes explore'}, 'trade-1': {'reserve': 'discard trade-1 reserve', 'history': 'discard trade-1 history', 'progress': 'discard trade-1 progress', 'reserved': 'discard trade-1 reserved', 'explore': 'discard trade-1 explore'}, 'trade-2': {'reserve': 'discard trade-2 reserve', 'history': 'discard trade-2 history', 'progress': 'discard trade-2 progress', 'reserved': 'discard trade-2 reserved', 'explore': 'discard trade-2 explore'}, 'trade-explore': {'reserve': 'discard trade-explore reserve', 'history': 'discard trade-explore history', 'progress': 'discard trade-explore progress', 'reserved': 'discard trade-explore reserved', 'explore': 'discard trade-explore explore'}, 'trade-palaiapolis': {'reserve': 'discard trade-palaiapolis reserve', 'history': 'discard trade-palaiapolis history', 'progress': 'discard trade-palaiapolis progress', 'reserved': 'discard trade-palaiapolis reserved', 'explore': 'discard trade-palaiapolis explore'}, 'war-1': {'reserve': 'discard war-1 reserve', 'history': 'discard war-1 history', 'progress': 'discard war-1 progress', 'reserved': 'discard war-1 reserved', 'explore': 'discard war-1 explore'}, 'war-2': {'reserve': 'discard war-2 reserve', 'history': 'discard war-2 history', 'progress': 'discard war-2 progress', 'reserved': 'discard war-2 reserved', 'explore': 'discard war-2 explore'}, 'war-explore': {'reserve': 'discard war-explore reserve', 'history': 'discard war-explore history', 'progress': 'discard war-explore progress', 'reserved': 'discard war-explore reserved', 'explore': 'discard war-explore explore'}, 'war-palaiapolis': {'reserve': 'discard war-palaiapolis reserve', 'history': 'discard war-palaiapolis history', 'progress': 'discard war-palaiapolis progress', 'reserved': 'discard war-palaiapolis reserved', 'explore': 'discard war-palaiapolis explore'}}
_STR7 = {'reserve': 'pass reserve', 'history': 'pass history', 'progress': 'pass progress', 'reserved': 'pass reserved', 'explore': 'pass explore'}
_STR8 = {1: 'split 1', 2: 'split 2', 3: 'split 3'}
def _list0(g, d, out):
    _d_pending = d['pending']
    _d_history_left = d['history_left']
    _d_progress_left = d['progress_left']
    _d_decks = d['decks']
    _i293__i53_st = _d_pending[0]
    if (_i293__i53_st == 'loot'):
        _i292_dk = ('history' if (_d_history_left > 0) else '')
    elif (_i293__i53_st == 'port history'):
        if (_d_history_left > 0):
            _i292_dk = 'history'
        else:
            _i292_dk = ('progress' if (_d_progress_left > 0) else '')
    elif (_d_progress_left > 0):
        _i292_dk = 'progress'
    else:
        _i292_dk = ('history' if (_d_history_left > 0) else '')
    if (_i292_dk == 'history'):
        _each_draw_kinds = list(_d_decks['history'])
    else:
        _each_draw_kinds = list(_d_decks['progress'])
    for a_k in _each_draw_kinds:
        _i294__i54_st = _d_pending[0]
        if (_i294__i54_st == 'loot'):
            _i295__i55_r = ('history' if (_d_history_left > 0) else '')
        elif (_i294__i54_st == 'port history'):
            if (_d_history_left > 0):
                _i295__i55_r = 'history'
            else:
                _i295__i55_r = ('progress' if (_d_progress_left > 0) else '')
        elif (_d_progress_left > 0):
            _i295__i55_r = 'progress'
        else:
            _i295__i55_r = ('history' if (_d_history_left > 0) else '')
        if (_i295__i55_r == 'history'):
            w0 = _d_decks['history'].get(a_k, 0)
        else:
            w0 = _d_decks['progress'].get(a_k, 0)
        if (w0 > 0):
            out.append((_STR0[a_k], w0))
    out.sort()
def _list1(g, d, out):
    _d_turn = d['turn']
    _d_markers = d['markers']
    _d_port = d['port']
    _d_drachmas = d['drachmas']
    _d_reserved = d['reserved']
    _g_reserve_limit = g.f_reserve_limit
    _d_polis = d['polis']
    _g_type = g.f_type
    _d_realms = d['realms']
    _g_marks = g.f_marks
    _i296__i148_seat = _d_turn
    if (not (_d_markers[_i296__i148_seat] != 'reserve')):
        _i299__i151_r = False
    else:
        _i297__i149_taken = False
        for _i298__i150_i in range(g.players):
            if ((_i298__i150_i != _i296__i148_seat) and (_d_markers[_i298__i150_i] == 'reserve')):
                _i297__i149_taken = True
        if (_i297__i149_taken and ((g.players == 2) and ('reserve' == 'reserve'))):
            _i297__i149_taken = False
        _i299__i151_r = (not _i297__i149_taken)
    if ((not _i299__i151_r) or (not ((len(_d_port) > 0) and (_d_drachmas[_d_turn] >= 1) and (len(_d_reserved[_d_turn]) < _g_reserve_limit)))):
        _each_reserve_kinds = []
    else:
        _i300__i152_cards = _d_port
        _i301__i153_out = []
        for _i302__i154_k in _i300__i152_cards:
            if ((len(_i301__i153_out) == 0) or (_i301__i153_out[len(_i301__i153_out) - 1] != _i302__i154_k)):
                _i301__i153_out.append(_i302__i154_k)
        _each_reserve_kinds = _i301__i153_out
    for a_k in _each_reserve_kinds:
        out.append(_STR1[a_k])
    _i303__i157_seat = _d_turn
    if (not (_d_markers[_i303__i157_seat] != 'history')):
        _i306__i160_r = False
    else:
        _i304__i158_taken = False
        for _i305__i159_i in range(g.players):
            if ((_i305__i159_i != _i303__i157_seat) and (_d_markers[_i305__i159_i] == 'history')):
                _i304__i158_taken = True
        if (_i304__i158_taken and ((g.players == 2) and ('history' == 'reserve'))):
            _i304__i158_taken = False
        _i306__i160_r = (not _i304__i158_taken)
    if (not _i306__i160_r):
        _each_history_kinds = []
    else:
        _i307__i161_out = []
        _i309__i163__i71_cards = _d_polis
        _i310__i164__i72_out = []
        for _i311__i165__i73_k in _i309__i163__i71_cards:
            if ((len(_i310__i164__i72_out) == 0) or (_i310__i164__i72_out[len(_i310__i164__i72_out) - 1] != _i311__i165__i73_k)):
                _i310__i164__i72_out.append(_i311__i165__i73_k)
        _i312__i166__i74_r = _i310__i164__i72_out
        for _i308__i162_k in _i312__i166__i74_r:
            if ((_g_type[_i308__i162_k] == 'history') == ('history' == 'history')):
                _i307__i161_out.append(_i308__i162_k)
        _each_history_kinds = _i307__i161_out
    for a_k in _each_history_kinds:
        out.append(_STR2[a_k])
    _i313__i169_seat = _d_turn
    if (not (_d_markers[_i313__i169_seat] != 'progress')):
        _i316__i172_r = False
    else:
        _i314__i170_taken = False
        for _i315__i171_i in range(g.players):
            if ((_i315__i171_i != _i313__i169_seat) and (_d_markers[_i315__i171_i] == 'progress')):
                _i314__i170_taken = True
        if (_i314__i170_taken and ((g.players == 2) and ('progress' == 'reserve'))):
            _i314__i170_taken = False
        _i316__i172_r = (not _i314__i170_taken)
    if (not _i316__i172_r):
        _each_progress_kinds = []
    else:
        _i317__i173_out = []
        _i319__i175__i71_cards = _d_polis
        _i320__i176__i72_out = []
        for _i321__i177__i73_k in _i319__i175__i71_cards:
            if ((len(_i320__i176__i72_out) == 0) or (_i320__i176__i72_out[len(_i320__i176__i72_out) - 1] != _i321__i177__i73_k)):
                _i320__i176__i72_out.append(_i321__i177__i73_k)
        _i322__i178__i74_r = _i320__i176__i72_out
        for _i318__i174_k in _i322__i178__i74_r:
            if ((_g_type[_i318__i174_k] == 'history') == ('progress' == 'history')):
                _i317__i173_out.append(_i318__i174_k)
        _each_progress_kinds = _i317__i173_out
    for a_k in _each_progress_kinds:
        out.append(_STR3[a_k])
    _i323__i181_seat = _d_turn
    if (not (_d_markers[_i323__i181_seat] != 'reserved')):
        _i326__i184_r = False
    else:
        _i324__i182_taken = False
        for _i325__i183_i in range(g.players):
            if ((_i325__i183_i != _i323__i181_seat) and (_d_markers[_i325__i183_i] == 'reserved')):
                _i324__i182_taken = True
        if (_i324__i182_taken and ((g.players == 2) and ('reserved' == 'reserve'))):
            _i324__i182_taken = False
        _i326__i184_r = (not _i324__i182_taken)
    if (not _i326__i184_r):
        _each_reserved_kinds = []
    else:
        _i327__i185_cards = _d_reserved[_d_turn]
        _i328__i186_out = []
        for _i329__i187_k in _i327__i185_cards:
            if ((len(_i328__i186_out) == 0) or (_i328__i186_out[len(_i328__i186_out) - 1] != _i329__i187_k)):
                _i328__i186_out.append(_i329__i187_k)
        _each_reserved_kinds = _i328__i186_out
    for a_k in _each_reserved_kinds:
        out.append(_STR4[a_k])
    _i330_out = []
    _i333__i190_seat = _d_turn
    if (not (_d_markers[_i333__i190_seat] != 'explore')):
        _i336__i193_r = False
    else:
        _i334__i191_taken = False
        for _i335__i192_i in range(g.players):
            if ((_i335__i192_i != _i333__i190_seat) and (_d_markers[_i335__i192_i] == 'explore')):
                _i334__i191_taken = True
        if (_i334__i191_taken and ((g.players == 2) and ('explore' == 'reserve'))):
            _i334__i191_taken = False
        _i336__i193_r = (not _i334__i191_taken)
    if (not _i336__i193_r):
        _each_explore_choices = _i330_out
    else:
        _i337__i194_seat = _d_turn
        _i338__i195_marks = 0
        for _i339__i196_k in _d_realms[_i337__i194_seat]:
            _i338__i195_marks += _g_marks[_i339__i196_k]
        _i331_m = min(min(_i338__i195_marks, C_EXPLORE_MAX), len(_d_port))
        if (_i331_m > 0):
            _i332_chosen = []
            port_subsets(g, _d_port, _i331_m, 0, _i332_chosen, _i330_out)
        _each_explore_choices = _i330_out
    for a_ks in _each_explore_choices:
        _s = 'explore ' + ' '.join(a_ks)
        if _s not in _APPLY:
            _APPLY[_s] = (_APPLY_FN[5], (tuple(a_ks),))
        out.append(_s)
    _i340__i134_seat = _d_turn
    _i341__i135_out = []
    for _i342__i136_card in C_ACTION_CARDS:
        if (not (_d_markers[_i340__i134_seat] != _i342__i136_card)):
            _i345__i139__i94_r = False
        else:
            _i343__i137__i92_taken = False
            for _i344__i138__i93_i in range(g.players):
                if ((_i344__i138__i93_i != _i340__i134_seat) and (_d_markers[_i344__i138__i93_i] == _i342__i136_card)):
                    _i343__i137__i92_taken = True
            if (_i343__i137__i92_taken and ((g.players == 2) and (_i342__i136_card == 'reserve'))):
                _i343__i137__i92_taken = False
            _i345__i139__i94_r = (not _i343__i137__i92_taken)
        if _i345__i139__i94_r:
            _i341__i135_out.append(_i342__i136_card)
    _each_discard_cards = _i341__i135_out
    if ((len(_d_reserved[_d_turn]) == 0) or any_act(g, d)):
        _each_discard_kinds = []
    else:
        _i346__i131_cards = _d_reserved[_d_turn]
        _i347__i132_out = []
        for _i348__i133_k in _i346__i131_cards:
            if ((len(_i347__i132_out) == 0) or (_i347__i132_out[len(_i347__i132_out) - 1] != _i348__i133_k)):
                _i347__i132_out.append(_i348__i133_k)
        _each_discard_kinds = _i347__i132_out
    for a_k in _each_discard_kinds:
        for a_card in _each_discard_cards:
            out.append(_STR6[a_k][a_card])
    if ((len(_d_reserved[_d_turn]) > 0) or any_act(g, d)):
        _each_pass_cards = []
    else:
        _i349__i140_seat = _d_turn
        _i350__i141_out = []
        for _i351__i142_card in C_ACTION_CARDS:
            if (not (_d_markers[_i349__i140_seat] != _i351__i142_card)):
                _i354__i145__i94_r = False
            else:
                _i352__i143__i92_taken = False
                for _i353__i144__i93_i in range(g.players):
                    if ((_i353__i144__i93_i != _i349__i140_seat) and (_d_markers[_i353__i144__i93_i] == _i351__i142_card)):
                        _i352__i143__i92_taken = True
                if (_i352__i143__i92_taken and ((g.players == 2) and (_i351__i142_card == 'reserve'))):
                    _i352__i143__i92_taken = False
                _i354__i145__i94_r = (not _i352__i143__i92_taken)
            if _i354__i145__i94_r:
                _i350__i141_out.append(_i351__i142_card)
        _each_pass_cards = _i350__i141_out
    for a_card in _each_pass_cards:
        out.append(_STR7[a_card])
    out.sort()
_DOM8_0 = [1, 2, 3]
def _list2(g, d, out):
    _d_split = d['split']
    for a_h in _DOM8_0:
        if (a_h < _d_split):
            out.append(_STR8[a_h])
_LIST = {'draw': _list0, 'act': _list1, 'split': _list2}
_STATIC = frozenset([])  # phases listing alike in every state of a Game
_APPLY_FN = (do_draw, do_reserve, do_history, do_progress, do_reserved, do_explore, do_discard, do_pass, do_split,)
_APPLY = {_s: (_APPLY_FN[_i], tuple(_args)) for _s, (_i, _args) in _ACTIONS.items()}
_DERIVED = {'winners': winners_json, 'scores': scores_json}
_KEYS = [['game', None], ['players', None], ['options', None], ['phase', ['enum', ['draw', 'act', 'split', 'over']]], ['turn', ['int']], ['round', ['int']], ['markers', ['list', ['opt', ['enum', ['reserve', 'history', 'progress', 'reserved', 'explore']]]]], ['decks', ['rec', [['history', ['counter', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis'], ['int']]], ['progress', ['counter', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis'], ['int']]]]]], ['port', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]], ['polis', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]], ['realms', ['list', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]]], ['reserved', ['list', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]]], ['loot', ['list', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]]], ['drachmas', ['list', ['int']]], ['spent', ['int']], ['removed', ['list', ['enum', ['culture-1', 'culture-2', 'culture-explore', 'culture-palaiapolis', 'goods-1', 'goods-2', 'hoplites', 'prestige-2', 'prestige-3', 'prestige-special', 'sophistes', 'trade-1', 'trade-2', 'trade-explore', 'trade-palaiapolis', 'war-1', 'war-2', 'war-explore', 'war-palaiapolis']]]], ['pending', ['list', ['enum', ['port history', 'port progress', 'loot', 'forced', 'end']]]], ['split', ['int']], ['setup', ['bool']], ['history_out', ['bool']], ['announced', ['list', ['int']]], ['winners', ['opt', ['list', ['int']]]], ['scores', ['opt', ['list', ['int']]]]]
_CHECKED = ['winners', 'scores']
_GAME_FIELDS = [('deck', game_deck), ('type', game_type), ('count', game_count), ('points', game_points), ('marks', game_marks), ('palaiapolis', game_palaiapolis), ('start_kinds', game_start_kinds), ('reserve_limit', game_reserve_limit)]
_INVARIANTS = [check_shape, check_reachable]
_LOAD = normalise
_INIT, _SCORES, _RETURNS = init, scores, returns
_OBSERVE = [{'key': 'decks.history', 'show': 'size'}, {'key': 'decks.progress', 'show': 'size'}, {'key': 'loot[]', 'show': 'count-to-others'}]
def _clone(d):
    return {'phase': d['phase'], 'turn': d['turn'], 'round': d['round'], 'markers': d['markers'].copy(), 'decks': {'history': d['decks']['history'].copy(), 'progress': d['decks']['progress'].copy()}, 'port': d['port'].copy(), 'polis': d['polis'].copy(), 'realms': [_x6.copy() for _x6 in d['realms']], 'reserved': [_x8.copy() for _x8 in d['reserved']], 'loot': [_x10.copy() for _x10 in d['loot']], 'drachmas': d['drachmas'].copy(), 'spent': d['spent'], 'removed': d['removed'].copy(), 'pending': d['pending'].copy(), 'split': d['split'], 'setup': d['setup'], 'history_out': d['history_out'], 'announced': d['announced'].copy(), 'history_left': d['history_left'], 'progress_left': d['progress_left']}
_PHASE_FIELD = 'phase'
PHASES = ('draw', 'act', 'split', 'over')  # also as upper-case constants
DRAW = 'draw'
ACT = 'act'
SPLIT = 'split'
OVER = 'over'

_BY_TOTAL = {}  # total weight -> [Fraction(w, total) for w in 0..total], made once


def _fractions(total):
    """Fraction(w, total) for every weight w of a chance listing whose weights sum to total: the
    outcomes of any state look their fractions up by weight (a list index), whatever the listing."""
    row = _BY_TOTAL.get(total)
    if row is None:
        row = _BY_TOTAL[total] = [Fraction(w, total) for w in range(total + 1)] if total <= 4096 else None
    return row


class Game:
    """The rules for a number of players and a choice of options (treat as immutable)."""

    def __init__(self, players, options=None):
        if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"players must be one of {list(range(MIN_PLAYERS, MAX_PLAYERS + 1))}, not {players!r}")
        self.players = players
        self.options = _choose_options(options)
        for k, (name, value) in enumerate(_OPTION_TESTS):  # option("x") == "v", once per game
            setattr(self, f"o{k}", self.options[name] == value)
        for name, init in _GAME_FIELDS:
            setattr(self, "f_" + name, init(self))
        self._static = {}  # phase (of _STATIC) -> what State._listed gives there, in every state

    def new_initial_state(self):
        return State(self)

    def state_from_json(self, data):
        return State.from_json(self, data)

    def __repr__(self):
        return f"Game({self.players}, {self.options!r})"


_KEY_DESC = dict(_KEYS)
_CHANCE_PHASES = frozenset(_CHANCE_PHASES)
_TERMINAL_PHASES = frozenset(_TERMINAL_PHASES)
_PHASE_INFO = {ph: (_LIST.get(ph), ph in _CHANCE_PHASES, ph in _STATIC) for ph in _WHO}  # one look-up


class State:
    __slots__ = ("_legal", "_origin", "_seen", "d", "game")

    def __init__(self, game, _d=None):
        self.game = game
        self.d = _INIT(game) if _d is None else _d
        self._legal = None
        self._seen = None  # the actions applied, for information_state_string: [earlier, action, view]
        self._origin = None  # the JSON this state was loaded from (None: the game's initial state)

    @property
    def phase(self):
        return self.d[_PHASE_FIELD]

    def current_player(self):
        d = self.d
        who = _WHO[d[_PHASE_FIELD]]
        if who.__class__ is int:  # CHANCE, TERMINAL
            return who
        if who.__class__ is str:  # a seat function reading one state field: read here, no call
            return d[who]
        return who(self.game, d)

    def is_terminal(self):
        return self.d[_PHASE_FIELD] in _TERMINAL_PHASES

    def is_chance_node(self):
        return self.d[_PHASE_FIELD] in _CHANCE_PHASES

    def _listed(self):
        """The legal strings; in a chance phase also their outcomes, each fraction looked up by its
        weight in the row of the listing's total (_fractions: no fraction made twice, no key built
        per state; a cache of whole listings missed two times in five where decks vary). A phase
        whose listing reads no state (_STATIC) lists once per Game."""
        ph = self.d[_PHASE_FIELD]
        fn, chance, static = _PHASE_INFO[ph]
        if static:
            hit = self.game._static.get(ph)
            if hit is not None:
                self._legal = hit[0]  # shared between states: never changed in place
                return hit
        out = []
        if fn is not None:
            fn(self.game, self.d, out)
        if not chance:  # a player's phase lists strings only
            self._legal = out
            if static:
                self.game._static[ph] = (out, None)
            return out, None
        total = 0
        for _, w in out:
            total += w
        row = _fractions(total)
        strs, outcomes = [], []
        hit = (strs, outcomes)
        for s, w in out:  # (one loop: cheaper than two comprehensions or zip/map at a few outcomes)
            strs.append(s)
            outcomes.append((s, row[w] if row is not None else Fraction(w, total)))
        self._legal = strs  # (a static phase's is shared between states: never changed in place)
        if static:
            self.game._static[ph] = hit
        return hit

    def legal_actions(self):
        legal = self._legal
        if legal is None:
            d = self.d
            fn, chance, static = _PHASE_INFO[d[_PHASE_FIELD]]
            if chance or static or fn is None:
                legal = self._listed()[0]
            else:  # a player's phase listing anew: _listed's work without its branches
                legal = []
                fn(self.game, d, legal)
                self._legal = legal
        return list(legal)

    def chance_outcomes(self):
        if self.d[_PHASE_FIELD] not in _CHANCE_PHASES:
            return []
        return list(self._listed()[1])

    def apply_action(self, action):
        legal = self._legal
        if legal is None:
            legal = self._listed()[0]
        if action not in legal:
            if self.is_terminal():
                raise IllegalAction(f"{action!r}: the game is over")
            raise IllegalAction(f"{action!r} is not legal in phase {self.d[_PHASE_FIELD]} (legal: {legal})")
        self._legal = None
        self._seen = [self._seen, action, None, None]
        fn, args = _APPLY[action]
        fn(self.game, self.d, *args)

    def scores(self):
        return _SCORES(self.game, self.d)

    def returns(self):
        return _RETURNS(self.game, self.d)

    def clone(self):
        s = State(self.game, _clone(self.d))
        s._legal, s._seen, s._origin = self._legal, self._seen, self._origin
        return s

    def to_json(self):
        g, d = self.game, self.d
        out = {}
        for key, desc in _KEYS:
            if key == "game":
                out[key] = GAME_ID
            elif key == "players":
                out[key] = g.players
            elif key == "options":
                out[key] = dict(sorted(g.options.items()))
            elif key in _DERIVED:
                out[key] = _canon(desc, _DERIVED[key](g, d))
            else:
                out[key] = _canon(desc, d[key])
        return out

    def __str__(self):
        return str(self.to_json())

    @classmethod
    def from_json(cls, game, data):
        if not isinstance(data, dict):
            raise _bad("a JSON object expected")
        for key in ("players", *_CHECKED):
            if key not in data:
                raise _bad(f"{key}: missing")
        if data.get("game", GAME_ID) != GAME_ID:
            raise _bad(f"game must be {_show(GAME_ID)}")
        if data.get("players") != game.players:
            raise _bad(f"players must be {game.players}")
        if data.get("options", game.options) != game.options:
            raise _bad(f"options must be {_show(game.options)}")
        body = {k: v for k, v in data.items() if k not in ("game", "players", "options") and k not in _DERIVED}
        d = _load(_STATE, body, "")
        if _LOAD is not None:
            _LOAD(game, d)
        for check in _INVARIANTS:
            why = check(game, d)
            if why != "":
                raise _bad(why)
        for key, fn in _DERIVED.items():  # a derived key given must be what the position gives
            if key in data and _jtext(data[key]) != _jtext(_canon(_KEY_DESC[key], fn(game, d))):
                raise _bad(f"{key}: not what the position gives")
        s = cls(game, d)
        s._origin = s.to_json()
        return s

    def observation(self, seat):
        """What one seat sees: each hidden part as the spec's observations declare (`a[].b`: field b
        of every item of list a; `a[]`: every item; `a.b`: field b of a; seat -1: what every seat
        sees; a part is face down, only counted, in the phases its `face_down_in` lists)."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not -1 <= seat < self.game.players:
            raise ValueError(f"seat must be one of {list(range(self.game.players))}, not {seat!r}")
        d = self.to_json()
        ph = self.d[_PHASE_FIELD]
        for ob in _OBSERVE:
            show = "face-down" if ph in ob.get("face_down_in", ()) else ob["show"]
            _observe(d, ob["key"].replace("[].", "[] ").replace(".", " ").split(" "), show, seat)
        d["seat"] = seat
        return d

    def __getattr__(self, name):
        # a state field read as an attribute (state.turn), as the template engines allowed
        d = object.__getattribute__(self, "d")
        if name in d:
            return d[name]
        raise AttributeError(name)

    # --- observation and information-state strings (OpenSpiel's; rulestone.openspiel uses them) ---

    def observation_string(self, seat):
        """observation(seat) as one line of JSON, keys sorted (by code point: the JS engine writes the
        same text, whose objects cannot keep integer-like keys in the state's order)."""
        return json.dumps(self.observation(seat), ensure_ascii=False, separators=(",", ":"), sort_keys=True)

    def information_state_string(self, seat):
        """What one seat knows: the public view (observation(-1)) after every action since the start
        or the loaded state, each action as played except chance outcomes (shown as `chance`: their
        effect is in the view), then the seat's own view now. Views are cached on the shared action
        trail, so following one game costs one view per action."""
        own = self.observation_string(seat)
        trail, c = [], self._seen
        while c is not None:
            trail.append(c)
            c = c[0]
        trail.reverse()
        known = len(trail)
        while known > 0 and trail[known - 1][2] is None:
            known -= 1
        if known < len(trail):
            if known > 0 and trail[known - 1][3] is not None:
                st, start = trail[known - 1][3], known
                trail[known - 1][3] = None
            else:
                st, start = self._start(), 0
            for cell in trail[start:]:
                shown = "chance" if st.is_chance_node() else cell[1]
                st.apply_action(cell[1])
                st._seen = None
                if cell[2] is None:
                    cell[2] = f"{shown}: {st.observation_string(-1)}"
            trail[-1][3] = st  # where the next call on this game resumes
        lines = [f"seat {seat}", f"start: {self._start().observation_string(-1)}"]
        lines += [cell[2] for cell in trail]
        lines.append(f"now: {own}")
        return "\n".join(lines)

    def _start(self):
        return State(self.game) if self._origin is None else State.from_json(self.game, self._origin)

# --- exports for game frameworks (OpenSpiel: rulestone.openspiel) ---
# every decision action and every chance outcome, each sorted by code point: an action's id is
# its position (legal_actions() lists ascending ids); the two are numbered separately
ACTIONS = None  # a decision takes a run-time string: decisions are sequences of ACTION_TOKENS
ACTION_ID = None
# every token a decision string can be cut into (action_tokens), sorted by code point
ACTION_TOKENS = ('1', '2', '3', 'culture-1', 'culture-1 ', 'culture-2', 'culture-2 ', 'culture-explore', 'culture-explore ', 'culture-palaiapolis', 'culture-palaiapolis ', 'discard ', 'explore', 'explore ', 'goods-1', 'goods-1 ', 'goods-2', 'goods-2 ', 'history', 'history ', 'hoplites', 'hoplites ', 'pass ', 'prestige-2', 'prestige-2 ', 'prestige-3', 'prestige-3 ', 'prestige-special', 'prestige-special ', 'progress', 'progress ', 'reserve', 'reserve ', 'reserved', 'reserved ', 'sophistes', 'sophistes ', 'split ', 'trade-1', 'trade-1 ', 'trade-2', 'trade-2 ', 'trade-explore', 'trade-explore ', 'trade-palaiapolis', 'trade-palaiapolis ', 'war-1', 'war-1 ', 'war-2', 'war-2 ', 'war-explore', 'war-explore ', 'war-palaiapolis', 'war-palaiapolis ')
ACTION_TOKEN_ID = {t: i for i, t in enumerate(ACTION_TOKENS)}
MAX_ACTION_TOKENS = 5  # the most tokens of a legal decision in the playouts
ACTION_TOKEN_SEPARATORS = ' +:'
def action_tokens(action):
    """An action string cut after every separator, each token keeping its own (docs/openspiel.md)."""
    out, start = [], 0
    for i, ch in enumerate(action):
        if ch in ACTION_TOKEN_SEPARATORS:
            out.append(action[start:i + 1])
            start = i + 1
    if start < len(action):
        out.append(action[start:])
    return out

CHANCE_OUTCOMES = ('draw culture-1', 'draw culture-2', 'draw culture-explore', 'draw culture-palaiapolis', 'draw goods-1', 'draw goods-2', 'draw hoplites', 'draw prestige-2', 'draw prestige-3', 'draw prestige-special', 'draw sophistes', 'draw trade-1', 'draw trade-2', 'draw trade-explore', 'draw trade-palaiapolis', 'draw war-1', 'draw war-2', 'draw war-explore', 'draw war-palaiapolis')
CHANCE_OUTCOME_ID = {a: i for i, a in enumerate(CHANCE_OUTCOMES)}
MAX_GAME_LENGTH = 350  # decisions in one game (chance outcomes not counted): an estimate, not a proof: 3 x the longest of seeded random playouts
# option values with which a random playout ran past 20000 actions: a game may not end
UNBOUNDED_OPTIONS = {}
MAX_CHANCE_OUTCOMES = len(CHANCE_OUTCOMES)
OPENSPIEL_TERMINAL = -4  # OpenSpiel's terminal player id; TERMINAL (-2) is the protocol's
OBSERVATION_TENSOR = None  # no fixed-shape tensor: the state's lists have no declared length
