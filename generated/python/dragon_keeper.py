'Dragon Keeper: The Dungeon (ドラゴンキーパー:ザ・ダンジョン) engine, compiled by rulestone from rulespecs/dragon_keeper.yaml (docs/rule-language.md). Do not edit: change the rule bodies in the spec and run `rulestone build`. Standard library only; the API is DESIGN.md section 6.'

from __future__ import annotations

import json
from fractions import Fraction

CHANCE = -1
TERMINAL = -2
GAME_ID = 'dragon_keeper'
TITLES = {'ja': 'ドラゴンキーパー:ザ・ダンジョン', 'zh-Hant': '龍之守護者:地下城(暫譯)', 'en': 'Dragon Keeper: The Dungeon'}
OPTIONS = {'gift_to': {'values': ['previous', 'next'], 'default': 'previous'}, 'line_reach': {'values': ['any-tile', 'nearest'], 'default': 'any-tile'}, 'empty_row': {'values': ['level-ends', 'give-only'], 'default': 'level-ends'}, 'last_tile': {'values': ['active-player', 'recipient'], 'default': 'active-player'}, 'short_tribute': {'values': ['pay-what-they-have', 'pay-nothing'], 'default': 'pay-what-they-have'}, 'own_guild_largest': {'values': ['release-own', 'keep-own'], 'default': 'release-own'}, 'treasure_bonus_tie': {'values': ['all-tied', 'nobody'], 'default': 'all-tied'}, 'action_timing': {'values': ['after-gift', 'on-take'], 'default': 'after-gift'}}
SPEC_SHA256 = 'fc1efc09a336a12bda1dc6c03e4f4a000e19a7aa8303dbe77093d43ea6f23054'
MIN_PLAYERS = 2
MAX_PLAYERS = 4
PLAYERS_MIN, PLAYERS_MAX = MIN_PLAYERS, MAX_PLAYERS

C_LEVELS = 3
C_SIZE = 5
C_TILES_PER_BOARD = 25
C_RANDOM_WITH_STAIRS = 24
C_PER_COLOUR = 15
C_STAIRS_COUNT = 2
C_COLUMNS = ['a', 'b', 'c', 'd', 'e']
C_ROWS = [1, 2, 3, 4, 5]
C_CENTRE = 'c3'
C_COLOURS = ['red', 'blue', 'yellow', 'green', 'purple']
C_GUILD_COLOURS = ['blue', 'yellow', 'green', 'purple']
C_STAIRS_COLOUR = 'red'
C_STAIRS_VALUE = 1
C_STAIRS_LEVELS = [1, 2]
C_START_TREASURE = 4
C_TREASURE_TOKENS = 24
C_GIFT_REWARD_MIN_VALUE = 3
C_GIFT_REWARD = 1
C_TRIBUTE_SMALL_MAX = 5
C_TRIBUTE_SMALL = 1
C_TRIBUTE_MEDIUM_MAX = 8
C_TRIBUTE_MEDIUM = 2
C_TRIBUTE_LARGE = 3
C_LAST_TILE_EXTRA = 1
C_TREASURE_BONUS = 2
C_CELLS = ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5']
C_ROW_LINE = {'a1': ['a1', 'b1', 'c1', 'd1', 'e1'], 'a2': ['a2', 'b2', 'c2', 'd2', 'e2'], 'a3': ['a3', 'b3', 'c3', 'd3', 'e3'], 'a4': ['a4', 'b4', 'c4', 'd4', 'e4'], 'a5': ['a5', 'b5', 'c5', 'd5', 'e5'], 'b1': ['a1', 'b1', 'c1', 'd1', 'e1'], 'b2': ['a2', 'b2', 'c2', 'd2', 'e2'], 'b3': ['a3', 'b3', 'c3', 'd3', 'e3'], 'b4': ['a4', 'b4', 'c4', 'd4', 'e4'], 'b5': ['a5', 'b5', 'c5', 'd5', 'e5'], 'c1': ['a1', 'b1', 'c1', 'd1', 'e1'], 'c2': ['a2', 'b2', 'c2', 'd2', 'e2'], 'c3': ['a3', 'b3', 'c3', 'd3', 'e3'], 'c4': ['a4', 'b4', 'c4', 'd4', 'e4'], 'c5': ['a5', 'b5', 'c5', 'd5', 'e5'], 'd1': ['a1', 'b1', 'c1', 'd1', 'e1'], 'd2': ['a2', 'b2', 'c2', 'd2', 'e2'], 'd3': ['a3', 'b3', 'c3', 'd3', 'e3'], 'd4': ['a4', 'b4', 'c4', 'd4', 'e4'], 'd5': ['a5', 'b5', 'c5', 'd5', 'e5'], 'e1': ['a1', 'b1', 'c1', 'd1', 'e1'], 'e2': ['a2', 'b2', 'c2', 'd2', 'e2'], 'e3': ['a3', 'b3', 'c3', 'd3', 'e3'], 'e4': ['a4', 'b4', 'c4', 'd4', 'e4'], 'e5': ['a5', 'b5', 'c5', 'd5', 'e5']}
C_COL_LINE = {'a1': ['a1', 'a2', 'a3', 'a4', 'a5'], 'a2': ['a1', 'a2', 'a3', 'a4', 'a5'], 'a3': ['a1', 'a2', 'a3', 'a4', 'a5'], 'a4': ['a1', 'a2', 'a3', 'a4', 'a5'], 'a5': ['a1', 'a2', 'a3', 'a4', 'a5'], 'b1': ['b1', 'b2', 'b3', 'b4', 'b5'], 'b2': ['b1', 'b2', 'b3', 'b4', 'b5'], 'b3': ['b1', 'b2', 'b3', 'b4', 'b5'], 'b4': ['b1', 'b2', 'b3', 'b4', 'b5'], 'b5': ['b1', 'b2', 'b3', 'b4', 'b5'], 'c1': ['c1', 'c2', 'c3', 'c4', 'c5'], 'c2': ['c1', 'c2', 'c3', 'c4', 'c5'], 'c3': ['c1', 'c2', 'c3', 'c4', 'c5'], 'c4': ['c1', 'c2', 'c3', 'c4', 'c5'], 'c5': ['c1', 'c2', 'c3', 'c4', 'c5'], 'd1': ['d1', 'd2', 'd3', 'd4', 'd5'], 'd2': ['d1', 'd2', 'd3', 'd4', 'd5'], 'd3': ['d1', 'd2', 'd3', 'd4', 'd5'], 'd4': ['d1', 'd2', 'd3', 'd4', 'd5'], 'd5': ['d1', 'd2', 'd3', 'd4', 'd5'], 'e1': ['e1', 'e2', 'e3', 'e4', 'e5'], 'e2': ['e1', 'e2', 'e3', 'e4', 'e5'], 'e3': ['e1', 'e2', 'e3', 'e4', 'e5'], 'e4': ['e1', 'e2', 'e3', 'e4', 'e5'], 'e5': ['e1', 'e2', 'e3', 'e4', 'e5']}
C_DRAW_TILES = ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5']
C_DRAW_COUNTS = [4, 1, 3, 1, 2, 1, 1, 1, 1, 4, 1, 3, 1, 2, 1, 1, 1, 1, 4, 1, 3, 1, 2, 1, 1, 1, 1, 3, 4, 3, 2, 1, 4, 1, 3, 1, 2, 1, 1, 1, 1]
C_STAIRS_TILES = ['red-1-stairs1', 'red-1-stairs2']
C_TILES = ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']
C_TILE_COLOUR = {'blue-1-passage': 'blue', 'blue-2-release': 'blue', 'blue-3-exchange': 'blue', 'blue-4-trap': 'blue', 'yellow-1-passage': 'yellow', 'yellow-2-release': 'yellow', 'yellow-3-exchange': 'yellow', 'yellow-4-trap': 'yellow', 'green-1-passage': 'green', 'green-2-release': 'green', 'green-3-exchange': 'green', 'green-4-trap': 'green', 'purple-1-passage': 'purple', 'purple-2-release': 'purple', 'purple-3-exchange': 'purple', 'purple-4-trap': 'purple', 'red-2': 'red', 'red-3': 'red', 'red-4': 'red', 'red-5': 'red', 'red-6': 'red', 'blue-1': 'blue', 'blue-2': 'blue', 'blue-3': 'blue', 'blue-4': 'blue', 'blue-5': 'blue', 'yellow-1': 'yellow', 'yellow-2': 'yellow', 'yellow-3': 'yellow', 'yellow-4': 'yellow', 'yellow-5': 'yellow', 'green-1': 'green', 'green-2': 'green', 'green-3': 'green', 'green-4': 'green', 'green-5': 'green', 'purple-1': 'purple', 'purple-2': 'purple', 'purple-3': 'purple', 'purple-4': 'purple', 'purple-5': 'purple', 'red-1-stairs1': 'red', 'red-1-stairs2': 'red'}
C_TILE_VALUE = {'blue-1-passage': 1, 'blue-2-release': 2, 'blue-3-exchange': 3, 'blue-4-trap': 4, 'yellow-1-passage': 1, 'yellow-2-release': 2, 'yellow-3-exchange': 3, 'yellow-4-trap': 4, 'green-1-passage': 1, 'green-2-release': 2, 'green-3-exchange': 3, 'green-4-trap': 4, 'purple-1-passage': 1, 'purple-2-release': 2, 'purple-3-exchange': 3, 'purple-4-trap': 4, 'red-2': 2, 'red-3': 3, 'red-4': 4, 'red-5': 5, 'red-6': 6, 'blue-1': 1, 'blue-2': 2, 'blue-3': 3, 'blue-4': 4, 'blue-5': 5, 'yellow-1': 1, 'yellow-2': 2, 'yellow-3': 3, 'yellow-4': 4, 'yellow-5': 5, 'green-1': 1, 'green-2': 2, 'green-3': 3, 'green-4': 4, 'green-5': 5, 'purple-1': 1, 'purple-2': 2, 'purple-3': 3, 'purple-4': 4, 'purple-5': 5, 'red-1-stairs1': 1, 'red-1-stairs2': 1}
C_TILE_SPECIAL = {'blue-1-passage': 'passage', 'blue-2-release': 'release', 'blue-3-exchange': 'exchange', 'blue-4-trap': 'trap', 'yellow-1-passage': 'passage', 'yellow-2-release': 'release', 'yellow-3-exchange': 'exchange', 'yellow-4-trap': 'trap', 'green-1-passage': 'passage', 'green-2-release': 'release', 'green-3-exchange': 'exchange', 'green-4-trap': 'trap', 'purple-1-passage': 'passage', 'purple-2-release': 'release', 'purple-3-exchange': 'exchange', 'purple-4-trap': 'trap', 'red-2': '', 'red-3': '', 'red-4': '', 'red-5': '', 'red-6': '', 'blue-1': '', 'blue-2': '', 'blue-3': '', 'blue-4': '', 'blue-5': '', 'yellow-1': '', 'yellow-2': '', 'yellow-3': '', 'yellow-4': '', 'yellow-5': '', 'green-1': '', 'green-2': '', 'green-3': '', 'green-4': '', 'green-5': '', 'purple-1': '', 'purple-2': '', 'purple-3': '', 'purple-4': '', 'purple-5': '', 'red-1-stairs1': 'stairs', 'red-1-stairs2': 'stairs'}
C_TILE_COUNT = {'blue-1-passage': 1, 'blue-2-release': 1, 'blue-3-exchange': 1, 'blue-4-trap': 1, 'yellow-1-passage': 1, 'yellow-2-release': 1, 'yellow-3-exchange': 1, 'yellow-4-trap': 1, 'green-1-passage': 1, 'green-2-release': 1, 'green-3-exchange': 1, 'green-4-trap': 1, 'purple-1-passage': 1, 'purple-2-release': 1, 'purple-3-exchange': 1, 'purple-4-trap': 1, 'red-2': 3, 'red-3': 4, 'red-4': 3, 'red-5': 2, 'red-6': 1, 'blue-1': 4, 'blue-2': 3, 'blue-3': 2, 'blue-4': 1, 'blue-5': 1, 'yellow-1': 4, 'yellow-2': 3, 'yellow-3': 2, 'yellow-4': 1, 'yellow-5': 1, 'green-1': 4, 'green-2': 3, 'green-3': 2, 'green-4': 1, 'green-5': 1, 'purple-1': 4, 'purple-2': 3, 'purple-3': 2, 'purple-4': 1, 'purple-5': 1, 'red-1-stairs1': 1, 'red-1-stairs2': 1}
C_RELEASE_TILES = 4
C_LEVEL_KEYS = ['1', '2', '3']
C_FILL_LEVELS = ['3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '3', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1', '1']
C_FILL_CELLS = ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5', 'a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5', 'a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5']
C_SEATS = [0, 1, 2, 3]
C_PHASES = ['place', 'guild', 'start', 'take', 'give', 'action', 'tribute', 'release', 'over']
C_FOLLOWS = ['give', 'end']
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

_ACTIONS = {'place blue-1': [0, ['blue-1']], 'place blue-1-passage': [0, ['blue-1-passage']], 'place blue-2': [0, ['blue-2']], 'place blue-2-release': [0, ['blue-2-release']], 'place blue-3': [0, ['blue-3']], 'place blue-3-exchange': [0, ['blue-3-exchange']], 'place blue-4': [0, ['blue-4']], 'place blue-4-trap': [0, ['blue-4-trap']], 'place blue-5': [0, ['blue-5']], 'place green-1': [0, ['green-1']], 'place green-1-passage': [0, ['green-1-passage']], 'place green-2': [0, ['green-2']], 'place green-2-release': [0, ['green-2-release']], 'place green-3': [0, ['green-3']], 'place green-3-exchange': [0, ['green-3-exchange']], 'place green-4': [0, ['green-4']], 'place green-4-trap': [0, ['green-4-trap']], 'place green-5': [0, ['green-5']], 'place purple-1': [0, ['purple-1']], 'place purple-1-passage': [0, ['purple-1-passage']], 'place purple-2': [0, ['purple-2']], 'place purple-2-release': [0, ['purple-2-release']], 'place purple-3': [0, ['purple-3']], 'place purple-3-exchange': [0, ['purple-3-exchange']], 'place purple-4': [0, ['purple-4']], 'place purple-4-trap': [0, ['purple-4-trap']], 'place purple-5': [0, ['purple-5']], 'place red-2': [0, ['red-2']], 'place red-3': [0, ['red-3']], 'place red-4': [0, ['red-4']], 'place red-5': [0, ['red-5']], 'place red-6': [0, ['red-6']], 'place yellow-1': [0, ['yellow-1']], 'place yellow-1-passage': [0, ['yellow-1-passage']], 'place yellow-2': [0, ['yellow-2']], 'place yellow-2-release': [0, ['yellow-2-release']], 'place yellow-3': [0, ['yellow-3']], 'place yellow-3-exchange': [0, ['yellow-3-exchange']], 'place yellow-4': [0, ['yellow-4']], 'place yellow-4-trap': [0, ['yellow-4-trap']], 'place yellow-5': [0, ['yellow-5']], 'guild blue': [1, ['blue']], 'guild yellow': [1, ['yellow']], 'guild green': [1, ['green']], 'guild purple': [1, ['purple']], 'start 0': [2, [0]], 'start 1': [2, [1]], 'start 2': [2, [2]], 'start 3': [2, [3]], 'take a1': [3, ['a1']], 'take a2': [3, ['a2']], 'take a3': [3, ['a3']], 'take a4': [3, ['a4']], 'take a5': [3, ['a5']], 'take b1': [3, ['b1']], 'take b2': [3, ['b2']], 'take b3': [3, ['b3']], 'take b4': [3, ['b4']], 'take b5': [3, ['b5']], 'take c1': [3, ['c1']], 'take c2': [3, ['c2']], 'take c3': [3, ['c3']], 'take c4': [3, ['c4']], 'take c5': [3, ['c5']], 'take d1': [3, ['d1']], 'take d2': [3, ['d2']], 'take d3': [3, ['d3']], 'take d4': [3, ['d4']], 'take d5': [3, ['d5']], 'take e1': [3, ['e1']], 'take e2': [3, ['e2']], 'take e3': [3, ['e3']], 'take e4': [3, ['e4']], 'take e5': [3, ['e5']], 'give a1': [4, ['a1']], 'give a2': [4, ['a2']], 'give a3': [4, ['a3']], 'give a4': [4, ['a4']], 'give a5': [4, ['a5']], 'give b1': [4, ['b1']], 'give b2': [4, ['b2']], 'give b3': [4, ['b3']], 'give b4': [4, ['b4']], 'give b5': [4, ['b5']], 'give c1': [4, ['c1']], 'give c2': [4, ['c2']], 'give c3': [4, ['c3']], 'give c4': [4, ['c4']], 'give c5': [4, ['c5']], 'give d1': [4, ['d1']], 'give d2': [4, ['d2']], 'give d3': [4, ['d3']], 'give d4': [4, ['d4']], 'give d5': [4, ['d5']], 'give e1': [4, ['e1']], 'give e2': [4, ['e2']], 'give e3': [4, ['e3']], 'give e4': [4, ['e4']], 'give e5': [4, ['e5']], 'passage a1': [5, ['a1']], 'passage a2': [5, ['a2']], 'passage a3': [5, ['a3']], 'passage a4': [5, ['a4']], 'passage a5': [5, ['a5']], 'passage b1': [5, ['b1']], 'passage b2': [5, ['b2']], 'passage b3': [5, ['b3']], 'passage b4': [5, ['b4']], 'passage b5': [5, ['b5']], 'passage c1': [5, ['c1']], 'passage c2': [5, ['c2']], 'passage c3': [5, ['c3']], 'passage c4': [5, ['c4']], 'passage c5': [5, ['c5']], 'passage d1': [5, ['d1']], 'passage d2': [5, ['d2']], 'passage d3': [5, ['d3']], 'passage d4': [5, ['d4']], 'passage d5': [5, ['d5']], 'passage e1': [5, ['e1']], 'passage e2': [5, ['e2']], 'passage e3': [5, ['e3']], 'passage e4': [5, ['e4']], 'passage e5': [5, ['e5']], 'exchange 0 red': [6, [0, 'red']], 'exchange 0 blue': [6, [0, 'blue']], 'exchange 0 yellow': [6, [0, 'yellow']], 'exchange 0 green': [6, [0, 'green']], 'exchange 0 purple': [6, [0, 'purple']], 'exchange 1 red': [6, [1, 'red']], 'exchange 1 blue': [6, [1, 'blue']], 'exchange 1 yellow': [6, [1, 'yellow']], 'exchange 1 green': [6, [1, 'green']], 'exchange 1 purple': [6, [1, 'purple']], 'exchange 2 red': [6, [2, 'red']], 'exchange 2 blue': [6, [2, 'blue']], 'exchange 2 yellow': [6, [2, 'yellow']], 'exchange 2 green': [6, [2, 'green']], 'exchange 2 purple': [6, [2, 'purple']], 'exchange 3 red': [6, [3, 'red']], 'exchange 3 blue': [6, [3, 'blue']], 'exchange 3 yellow': [6, [3, 'yellow']], 'exchange 3 green': [6, [3, 'green']], 'exchange 3 purple': [6, [3, 'purple']], 'trap a1': [7, ['a1']], 'trap a2': [7, ['a2']], 'trap a3': [7, ['a3']], 'trap a4': [7, ['a4']], 'trap a5': [7, ['a5']], 'trap b1': [7, ['b1']], 'trap b2': [7, ['b2']], 'trap b3': [7, ['b3']], 'trap b4': [7, ['b4']], 'trap b5': [7, ['b5']], 'trap c1': [7, ['c1']], 'trap c2': [7, ['c2']], 'trap c3': [7, ['c3']], 'trap c4': [7, ['c4']], 'trap c5': [7, ['c5']], 'trap d1': [7, ['d1']], 'trap d2': [7, ['d2']], 'trap d3': [7, ['d3']], 'trap d4': [7, ['d4']], 'trap d5': [7, ['d5']], 'trap e1': [7, ['e1']], 'trap e2': [7, ['e2']], 'trap e3': [7, ['e3']], 'trap e4': [7, ['e4']], 'trap e5': [7, ['e5']], 'skip': [8, []], 'tribute red': [9, ['red']], 'tribute blue': [9, ['blue']], 'tribute yellow': [9, ['yellow']], 'tribute green': [9, ['green']], 'tribute purple': [9, ['purple']], 'release blue-1': [10, ['blue-1']], 'release blue-1-passage': [10, ['blue-1-passage']], 'release blue-2': [10, ['blue-2']], 'release blue-2-release': [10, ['blue-2-release']], 'release blue-3': [10, ['blue-3']], 'release blue-3-exchange': [10, ['blue-3-exchange']], 'release blue-4': [10, ['blue-4']], 'release blue-4-trap': [10, ['blue-4-trap']], 'release blue-5': [10, ['blue-5']], 'release green-1': [10, ['green-1']], 'release green-1-passage': [10, ['green-1-passage']], 'release green-2': [10, ['green-2']], 'release green-2-release': [10, ['green-2-release']], 'release green-3': [10, ['green-3']], 'release green-3-exchange': [10, ['green-3-exchange']], 'release green-4': [10, ['green-4']], 'release green-4-trap': [10, ['green-4-trap']], 'release green-5': [10, ['green-5']], 'release purple-1': [10, ['purple-1']], 'release purple-1-passage': [10, ['purple-1-passage']], 'release purple-2': [10, ['purple-2']], 'release purple-2-release': [10, ['purple-2-release']], 'release purple-3': [10, ['purple-3']], 'release purple-3-exchange': [10, ['purple-3-exchange']], 'release purple-4': [10, ['purple-4']], 'release purple-4-trap': [10, ['purple-4-trap']], 'release purple-5': [10, ['purple-5']], 'release red-2': [10, ['red-2']], 'release red-3': [10, ['red-3']], 'release red-4': [10, ['red-4']], 'release red-5': [10, ['red-5']], 'release red-6': [10, ['red-6']], 'release yellow-1': [10, ['yellow-1']], 'release yellow-1-passage': [10, ['yellow-1-passage']], 'release yellow-2': [10, ['yellow-2']], 'release yellow-2-release': [10, ['yellow-2-release']], 'release yellow-3': [10, ['yellow-3']], 'release yellow-3-exchange': [10, ['yellow-3-exchange']], 'release yellow-4': [10, ['yellow-4']], 'release yellow-4-trap': [10, ['yellow-4-trap']], 'release yellow-5': [10, ['yellow-5']], 'release red-1-stairs1': [10, ['red-1-stairs1']], 'release red-1-stairs2': [10, ['red-1-stairs2']], 'release done': [11, []]}
_STATE = ['rec', [['phase', ['enum', ['place', 'guild', 'start', 'take', 'give', 'action', 'tribute', 'release', 'over']]], ['level', ['int']], ['turn', ['int']], ['boards', ['dict', ['1', '2', '3'], ['dict', ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5'], ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]]], ['dragon', ['enum', ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5']]], ['guilds', ['list', ['opt', ['enum', ['red', 'blue', 'yellow', 'green', 'purple']]]]], ['stacks', ['list', ['dict', ['red', 'blue', 'yellow', 'green', 'purple'], ['list', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]]]], ['treasure', ['list', ['int']]], ['stock', ['int']], ['out', ['list', ['bool']]], ['discarded', ['list', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['boxed', ['list', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['this_turn', ['rec', [['taken', ['opt', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['action', ['opt', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['chained', ['bool']], ['after', ['opt', ['enum', ['give', 'end']]]]]]], ['last_tile', ['rec', [['remover', ['opt', ['int']]], ['receiver', ['opt', ['int']]]]]], ['end', ['rec', [['seat', ['opt', ['int']]], ['releases', ['list', ['int']]]]]]]]
_OPTION_TESTS = [['gift_to', 'previous'], ['gift_to', 'next'], ['line_reach', 'any-tile'], ['line_reach', 'nearest'], ['empty_row', 'level-ends'], ['empty_row', 'give-only'], ['last_tile', 'active-player'], ['last_tile', 'recipient'], ['short_tribute', 'pay-what-they-have'], ['short_tribute', 'pay-nothing'], ['own_guild_largest', 'release-own'], ['own_guild_largest', 'keep-own'], ['treasure_bonus_tie', 'all-tied'], ['treasure_bonus_tie', 'nobody'], ['action_timing', 'after-gift'], ['action_timing', 'on-take']]

# rule setup.boards: Building the dungeon
# spec: rulespecs/dragon_keeper.yaml:302
# cite ja: "テーブル中央にダンジョンの最下層レベルのボード(箱の蓋)を置きます"
# cite ja: "冒険者タイル25枚を5x5の正方形に沿ってランダムに配置します"
# cite ja: "2番目のレベルのボード(ボックスの下部)をこの上に置きます"
# cite ja: "中央に階段タイルを置き、ボードの空いているスペースにランダムに選ばれた冒険者タイルを配置します"
# cite ja: "そして、階段タイルを中央に配置し、残りの24枚の冒険者タイルをボードの空いているスペースに置きます"
# cite ja: "ボードを別のボードの上に置くには、あらかじめ下のボードのコーナーに4つの柱を置く必要があります"
def board(g, s):
    return s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
def init(g):
    boards = {}
    for k in C_LEVEL_KEYS:
        b = {}
        boards[k] = b
    for i in range(len(C_STAIRS_LEVELS)):
        boards[C_LEVEL_KEYS[(C_STAIRS_LEVELS[i] - 1)]][C_CENTRE] = C_STAIRS_TILES[i]
    guilds = []
    stacks = []
    treasure = []
    out = []
    releases = []
    for seat in range(g.players):
        guilds.append(None)
        st = {}
        for c in C_COLOURS:
            ts = []
            st[c] = ts
        stacks.append(st)
        treasure.append(0)
        out.append(False)
        releases.append(0)
    s = {'phase': 'place', 'level': 1, 'turn': 0, 'boards': boards, 'dragon': dragon_start(g), 'guilds': guilds, 'stacks': stacks, 'treasure': treasure, 'stock': C_TREASURE_TOKENS, 'out': out, 'discarded': [], 'boxed': [], 'this_turn': {'taken': None, 'action': None, 'chained': False, 'after': None}, 'last_tile': {'remover': None, 'receiver': None}, 'end': {'seat': None, 'releases': releases}, 'fill': 0, 'left': undrawn(g)}
    for _i1_seat in range(g.players):
        s['treasure'][_i1_seat] = C_START_TREASURE
    s['stock'] = (C_TREASURE_TOKENS - (C_START_TREASURE * g.players))
    return s
def undrawn(g):
    left = {}
    for i in range(len(C_DRAW_TILES)):
        left[C_DRAW_TILES[i]] = C_DRAW_COUNTS[i]
    return left
def place_weight(g, s, t):
    return s['left'][t]
def do_place(g, s, t):
    s['boards'][C_FILL_LEVELS[s['fill']]][C_FILL_CELLS[s['fill']]] = t
    s['left'][t] -= 1
    s['fill'] += 1
    if (s['fill'] == len(C_FILL_CELLS)):
        s['phase'] = 'guild'
def normalise(g, s):
    _i2_left = {}
    for _i3_i in range(len(C_DRAW_TILES)):
        _i2_left[C_DRAW_TILES[_i3_i]] = C_DRAW_COUNTS[_i3_i]
    _i4_r = _i2_left
    s['left'] = _i4_r
    s['fill'] = len(C_FILL_CELLS)
    if (s['phase'] == 'place'):
        k = 0
        _bound1 = 1048576
        while ((k < len(C_FILL_CELLS)) and (C_FILL_LEVELS[k] in s['boards']) and (C_FILL_CELLS[k] in s['boards'][C_FILL_LEVELS[k]])):
            _bound1 -= 1
            if _bound1 < 0:
                raise RuntimeError('rule setup.boards: while loop bound exceeded')
            t = s['boards'][C_FILL_LEVELS[k]][C_FILL_CELLS[k]]
            if (t in s['left']):
                s['left'][t] -= 1
            k += 1
        s['fill'] = k
def check_shape(g, s):
    n = g.players
    if ((s['level'] < 1) or (s['level'] > C_LEVELS)):
        return ('level: must be 1 to ' + str(C_LEVELS))
    if ((s['turn'] < 0) or (s['turn'] >= n)):
        return 'turn: a seat expected'
    for lk in C_LEVEL_KEYS:
        if (lk not in s['boards']):
            return ('boards.' + lk + ': missing')
    if (len(s['guilds']) != n):
        return 'guilds: a guild colour or null per seat'
    for gc in s['guilds']:
        if ((gc is not None) and (gc not in C_GUILD_COLOURS)):
            return 'guilds: a guild colour or null per seat'
    for i in range(n):
        for j in range(i):
            if ((s['guilds'][i] is not None) and (s['guilds'][i] == s['guilds'][j])):
                return 'guilds: each guild once'
    if (len(s['stacks']) != n):
        return 'stacks: one per seat'
    for k in range(n):
        for c in C_COLOURS:
            if (c not in s['stacks'][k]):
                return ('stacks[' + str(k) + '].' + c + ': missing')
        for c in C_COLOURS:
            for t in s['stacks'][k][c]:
                if (C_TILE_COLOUR[t] != c):
                    return ('stacks[' + str(k) + '].' + c + ': a tile of another colour')
    if (len(s['treasure']) != n):
        return 'treasure: a count per seat'
    for x in s['treasure']:
        if ((x < 0) or (x > C_TREASURE_TOKENS)):
            return 'treasure: a count per seat'
    if ((s['stock'] < 0) or (s['stock'] > C_TREASURE_TOKENS)):
        return ('stock: a count 0 to ' + str(C_TREASURE_TOKENS) + ' expected')
    if ((s['stock'] + sum(s['treasure'])) != C_TREASURE_TOKENS):
        return ('stock: stock and treasure must add up to ' + str(C_TREASURE_TOKENS))
    if (len(s['out']) != n):
        return 'out: true or false per seat'
    seen = {}
    for lk in C_LEVEL_KEYS:
        b = s['boards'][lk]
        for at in C_CELLS:
            if (at in b):
                t = b[at]
                seen[t] = (seen.get(t, 0) + 1)
                if (seen[t] > C_TILE_COUNT[t]):
                    return ('boards: more ' + t + ' tiles than the box holds')
    for st in s['stacks']:
        for c in C_COLOURS:
            for t in st[c]:
                seen[t] = (seen.get(t, 0) + 1)
                if (seen[t] > C_TILE_COUNT[t]):
                    return ('stacks: more ' + t + ' tiles than the box holds')
    for t in s['discarded']:
        seen[t] = (seen.get(t, 0) + 1)
        if (seen[t] > C_TILE_COUNT[t]):
            return ('discarded: more ' + t + ' tiles than the box holds')
    for t in s['boxed']:
        seen[t] = (seen.get(t, 0) + 1)
        if (seen[t] > C_TILE_COUNT[t]):
            return ('boxed: more ' + t + ' tiles than the box holds')
    a = s['this_turn']['action']
    if ((a is not None) and (C_TILE_SPECIAL[a] != 'passage') and (C_TILE_SPECIAL[a] != 'exchange')):
        if (C_TILE_SPECIAL[a] != 'trap'):
            return 'this_turn.action: an action tile or null expected'
    r = s['last_tile']['remover']
    if ((r is not None) and ((r < 0) or (r >= n))):
        return 'last_tile.remover: a seat or null expected'
    r = s['last_tile']['receiver']
    if ((r is not None) and ((r < 0) or (r >= n))):
        return 'last_tile.receiver: a seat or null expected'
    if ((s['last_tile']['remover'] is None) != (s['last_tile']['receiver'] is None)):
        return 'last_tile: remover and receiver are null together'
    e = s['end']['seat']
    if ((e is not None) and ((e < 0) or (e >= n))):
        return 'end.seat: a seat or null expected'
    if (len(s['end']['releases']) != n):
        return 'end.releases: a count per seat'
    for x in s['end']['releases']:
        if ((x < 0) or (x > C_RELEASE_TILES)):
            return 'end.releases: a count per seat'
    return ''
def check_reachable(g, s):
    n = g.players
    ph = s['phase']
    setup = ((ph == 'place') or (ph == 'guild') or (ph == 'start'))
    playing = ((ph == 'take') or (ph == 'give') or (ph == 'action'))
    ending = ((ph == 'tribute') or (ph == 'release'))
    _i31_out = []
    for _i32_seat in range(g.players):
        if (not s['out'][_i32_seat]):
            _i31_out.append(_i32_seat)
    active = _i31_out
    dealt = (n - s['guilds'].count(None))
    if (ph == 'place'):
        filled = 0
        for i in range(len(C_FILL_CELLS)):
            if (C_FILL_CELLS[i] in s['boards'][C_FILL_LEVELS[i]]):
                filled += 1
        if ((filled != s['fill']) or (s['fill'] >= len(C_FILL_CELLS))):
            return 'boards: filled in order'
        if (dealt > 0):
            return 'guilds: dealt after the boards are filled'
    if ((ph == 'place') or (ph == 'guild')):
        for i in range(len(C_STAIRS_LEVELS)):
            b = s['boards'][C_LEVEL_KEYS[(C_STAIRS_LEVELS[i] - 1)]]
            if ((C_CENTRE not in b) or (b[C_CENTRE] != C_STAIRS_TILES[i])):
                return ('boards.' + str(C_STAIRS_LEVELS[i]) + '.' + C_CENTRE + ': the Stairs tile')
    if (ph == 'guild'):
        if (dealt >= n):
            return 'guilds: dealt seat by seat'
        for i in range(n):
            if ((s['guilds'][i] is None) != (i >= dealt)):
                return 'guilds: dealt seat by seat'
    if setup:
        if ((s['level'] != 1) or (s['dragon'] != C_CENTRE)):
            return 'level: the game starts on level 1'
        for st in s['stacks']:
            for c in C_COLOURS:
                if (len(st[c]) > 0):
                    return 'stacks: empty during the setup'
        for x in s['treasure']:
            if (x != C_START_TREASURE):
                return 'treasure: as dealt during the setup'
        for o in s['out']:
            if o:
                return 'out: nobody is out during the setup'
        if ((len(s['discarded']) > 0) or (len(s['boxed']) > 0)):
            return 'discarded: empty during the setup'
        if ((s['this_turn']['taken'] is not None) or (s['last_tile']['remover'] is not None)):
            return 'this_turn.taken: null during the setup'
    elif (dealt != n):
        return 'guilds: every seat has one after the setup'
    for lv in range(1, s['level']):
        if (len(s['boards'][C_LEVEL_KEYS[(lv - 1)]]) > 0):
            return ('boards.' + str(lv) + ': a finished level is empty')
    if ((s['level'] == 1) and (len(s['boxed']) > 0)):
        return 'boxed: tiles come from finished levels'
    if ((s['dragon'] in s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]) and (s['dragon'] != C_CENTRE) and (not setup)):
        return 'dragon: it stands on the tile it took, or on the centre it started on'
    if ((s['this_turn']['action'] is not None) and (s['this_turn']['after'] is None)):
        return 'this_turn.after: given with the action'
    if playing:
        if (len(active) < 2):
            return 'out: the game ends when fewer than two players are left'
        if s['out'][s['turn']]:
            return 'turn: the active player is still in the game'
        for t in s['discarded']:
            if ((C_TILE_SPECIAL[t] != 'passage') and (C_TILE_SPECIAL[t] != 'trap')):
                return 'discarded: only Secret Passages and Remote Traps are discarded during play'
    if (ph == 'take'):
        if ((s['this_turn']['taken'] is not None) or (s['this_turn']['action'] is not None) or (s['this_turn']['after'] is not None)):
            return 'this_turn: nothing happened yet in phase take'
        if s['this_turn']['chained']:
            return 'this_turn: nothing happened yet in phase take'
    if (ph == 'give'):
        if ((s['this_turn']['action'] is not None) or (s['this_turn']['after'] is not None)):
            return 'this_turn.action: null in phase give'
    if (ph == 'action'):
        if (s['this_turn']['action'] is None):
            return 'this_turn.action: needed in phase action'
        a = s['this_turn']['action']
        own = s['stacks'][s['turn']][C_TILE_COLOUR[a]]
        if ((len(own) == 0) or (own[len(own) - 1] != a)):
            return "this_turn.action: the tile on top of the active player's stack"
        if (s['this_turn']['chained'] and (s['this_turn']['after'] != 'end')):
            return 'this_turn.chained: only after the gift'
    elif (s['this_turn']['action'] is not None):
        return 'this_turn.action: null outside phase action'
    if ending:
        if (s['end']['seat'] is None):
            return 'end.seat: a player still in'
        if s['out'][s['end']['seat']]:
            return 'end.seat: a player still in'
        if ((s['level'] != C_LEVELS) and (len(active) >= 2)):
            return 'phase: the game ends after the last level'
    elif (s['end']['seat'] is not None):
        return 'end.seat: null before the end'
    if (ph == 'release'):
        e = s['end']['seat']
        for seat in range(n):
            if (((seat < e) or s['out'][seat]) and (s['end']['releases'][seat] != 0)):
                return 'end.releases: seats before the deciding one are done'
        if (s['end']['releases'][e] <= 0):
            return 'end.releases: the deciding seat has a Release left'
    else:
        for x in s['end']['releases']:
            if (x != 0):
                return 'end.releases: all 0 outside phase release'
    if ((ph == 'take') and (len(row_choices(g, s)) == 0)):
        return 'phase: take with no legal action'
    if ((ph == 'give') and (len(column_choices(g, s)) == 0)):
        return 'phase: give with no legal action'
    if ((ph == 'tribute') and (len(end_choices(g, s)) == 0)):
        return 'phase: tribute with no legal action'
    return ''
# end rule setup.boards

# rule setup.dragon: Dragon
# spec: rulespecs/dragon_keeper.yaml:588
# cite ja: "ドラゴンを最上段の階段タイルに置きます"
# assumed: "The page does not say whether the tile under the dragon can be taken; since a player can hold a level's Stairs tile (it decides the next start player), the tile under the dragon must stay in play (discrepancy tile-under-dragon)."
def dragon_start(g):
    return C_CENTRE
# end rule setup.dragon

# rule setup.guilds: Guild tiles
# spec: rulespecs/dragon_keeper.yaml:608
# cite ja: "ギルドタイルを各プレイヤーに1枚配ります"
# cite ja: "プレイヤーはギルドタイルを密かに確認し、手元に裏向きにして置きます"
# external: "the 4 guild tiles are blue, yellow, green, purple; red is never a guild"
def guild_weight(g, s, c):
    if (c in s['guilds']):
        return 0
    return 1
def deal_guild(g, s, c):
    s['guilds'][s['guilds'].index(None)] = c
    if (s['guilds'].count(None) == 0):
        s['phase'] = 'start'
def seat_turn(g, s):
    return s['turn']
# end rule setup.guilds

# rule setup.treasure: Treasure tokens
# spec: rulespecs/dragon_keeper.yaml:635
# cite ja: "各プレイヤーに宝物4個が配られます"
# cite ja: "残りの宝物トークンはストックに置かれます"
def deal_treasure(g, s):
    for seat in range(g.players):
        s['treasure'][seat] = C_START_TREASURE
    s['stock'] = (C_TREASURE_TOKENS - (C_START_TREASURE * g.players))
# end rule setup.treasure

# rule setup.start-player: Start player
# spec: rulespecs/dragon_keeper.yaml:650
# cite ja: "スタートプレイヤーがランダムに選ばれます"
def seats(g, s):
    out = []
    for seat in range(g.players):
        out.append(seat)
    return out
def start_weight(g, s, seat):
    return 1
# end rule setup.start-player

# rule turn.order: Turn order
# spec: rulespecs/dragon_keeper.yaml:676
# cite ja: "時計回りに手番を実行します"
# cite ja: "これら終わった後、次のプレイヤーの手番となります。"
def active_seats(g, s):
    out = []
    for seat in range(g.players):
        if (not s['out'][seat]):
            out.append(seat)
    return out
def end_turn(g, s):
    s['this_turn']['action'] = None
    s['this_turn']['after'] = None
    _i89_out = []
    for _i90_seat in range(g.players):
        if (not s['out'][_i90_seat]):
            _i89_out.append(_i90_seat)
    seated = _i89_out
    start_turn(g, s, seated[((seated.index(s['turn']) + 1) % len(seated))])
# end rule turn.order

# rule turn.take: Direction 1: take a tile
# spec: rulespecs/dragon_keeper.yaml:704
# cite ja: "アクティブプレイヤーは、ボード上で「1」と表示されている方向にドラゴンフィギュアを移動させ、横列にある利用可能な冒険者タイルのいずれか1つにドラゴンフィギュアを置きます"
# cite ja: "アクティブプレイヤーはフィギュアを置いたタイルを獲得し、手元に表向きにして置きます"
def line(g, s, cells):
    b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    here = s['dragon']
    full = []
    for c in cells:
        if ((c != here) and (c in b)):
            full.append(c)
    if g.o2:
        return full
    near = []
    if g.o3:
        pos = cells.index(here)
        before = None
        after = None
        for c in full:
            k = cells.index(c)
            if (k < pos):
                before = c
            elif ((k > pos) and (after is None)):
                after = c
        if (before is not None):
            near.append(before)
        if (after is not None):
            near.append(after)
    return near
def row_choices(g, s):
    _i21_cells = C_ROW_LINE[s['dragon']]
    _i22_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    _i23_here = s['dragon']
    _i24_full = []
    for _i25_c in _i21_cells:
        if ((_i25_c != _i23_here) and (_i25_c in _i22_b)):
            _i24_full.append(_i25_c)
    if g.o2:
        return _i24_full
    _i26_near = []
    if g.o3:
        _i27_pos = _i21_cells.index(_i23_here)
        _i28_before = None
        _i29_after = None
        for _i25_c in _i24_full:
            _i30_k = _i21_cells.index(_i25_c)
            if (_i30_k < _i27_pos):
                _i28_before = _i25_c
            elif ((_i30_k > _i27_pos) and (_i29_after is None)):
                _i29_after = _i25_c
        if (_i28_before is not None):
            _i26_near.append(_i28_before)
        if (_i29_after is not None):
            _i26_near.append(_i29_after)
    return _i26_near
def column_choices(g, s):
    _i5_cells = C_COL_LINE[s['dragon']]
    _i6_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    _i7_here = s['dragon']
    _i8_full = []
    for _i9_c in _i5_cells:
        if ((_i9_c != _i7_here) and (_i9_c in _i6_b)):
            _i8_full.append(_i9_c)
    if g.o2:
        return _i8_full
    _i10_near = []
    if g.o3:
        _i11_pos = _i5_cells.index(_i7_here)
        _i12_before = None
        _i13_after = None
        for _i9_c in _i8_full:
            _i14_k = _i5_cells.index(_i9_c)
            if (_i14_k < _i11_pos):
                _i12_before = _i9_c
            elif ((_i14_k > _i11_pos) and (_i13_after is None)):
                _i13_after = _i9_c
        if (_i12_before is not None):
            _i10_near.append(_i12_before)
        if (_i13_after is not None):
            _i10_near.append(_i13_after)
    return _i10_near
def on_line(g, s, c):
    return True
def do_take(g, s, c):
    b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    t = b[c]
    b.pop(c, None)
    s['dragon'] = c
    _i116_seat = s['turn']
    s['stacks'][_i116_seat][C_TILE_COLOUR[t]].append(t)
    s['last_tile']['remover'] = s['turn']
    s['last_tile']['receiver'] = s['turn']
    s['this_turn']['taken'] = t
    if ((C_TILE_SPECIAL[t] == 'exchange') or (C_TILE_SPECIAL[t] == 'trap')):
        if (g.o15 and offer(g, s, t, 'give')):
            return
    _i117__i105__i5_cells = C_COL_LINE[s['dragon']]
    _i118__i106__i6_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    _i119__i107__i7_here = s['dragon']
    _i120__i108__i8_full = []
    for _i121__i109__i9_c in _i117__i105__i5_cells:
        if ((_i121__i109__i9_c != _i119__i107__i7_here) and (_i121__i109__i9_c in _i118__i106__i6_b)):
            _i120__i108__i8_full.append(_i121__i109__i9_c)
    if g.o2:
        _i127__i115_r = _i120__i108__i8_full
    else:
        _i122__i110__i10_near = []
        if g.o3:
            _i123__i111__i11_pos = _i117__i105__i5_cells.index(_i119__i107__i7_here)
            _i124__i112__i12_before = None
            _i125__i113__i13_after = None
            for _i121__i109__i9_c in _i120__i108__i8_full:
                _i126__i114__i14_k = _i117__i105__i5_cells.index(_i121__i109__i9_c)
                if (_i126__i114__i14_k < _i123__i111__i11_pos):
                    _i124__i112__i12_before = _i121__i109__i9_c
                elif ((_i126__i114__i14_k > _i123__i111__i11_pos) and (_i125__i113__i13_after is None)):
                    _i125__i113__i13_after = _i121__i109__i9_c
            if (_i124__i112__i12_before is not None):
                _i122__i110__i10_near.append(_i124__i112__i12_before)
            if (_i125__i113__i13_after is not None):
                _i122__i110__i10_near.append(_i125__i113__i13_after)
        _i127__i115_r = _i122__i110__i10_near
    if (len(_i127__i115_r) == 0):
        level_end(g, s)
    else:
        s['phase'] = 'give'
# end rule turn.take

# rule turn.stacks: One stack per colour
# spec: rulespecs/dragon_keeper.yaml:773
# cite ja: "手元に表向きにして置きます。このとき、既に同じギルドの冒険者タイルを持っているなら、新しいタイルをその上に置き、ギルド(タイルの色)ごとに1つの山札を作ります"
# cite ja: "プレイヤーはいつでも自分の冒険者タイル山札を確認できますが、タイルの順序を変更することはできません"
def gain(g, s, seat, t):
    s['stacks'][seat][C_TILE_COLOUR[t]].append(t)
# end rule turn.stacks

# rule turn.give: Direction 2: give a tile
# spec: rulespecs/dragon_keeper.yaml:794
# cite ja: "次に、ボード上で「2」と表示されている方向にドラゴンフィギュアを動かし、縦列にある利用可能な冒険者タイルのいずれか1つにドラゴンフィギュアを置きます"
# cite ja: "アクティブプレイヤーは前の手番のプレイヤーにタイルを渡す。"
# external: "the tile taken along the dragon's column is given to the preceding player (the one who played before the active player)"
def recipient(g, s):
    _i128_out = []
    for _i129_seat in range(g.players):
        if (not s['out'][_i129_seat]):
            _i128_out.append(_i129_seat)
    seated = _i128_out
    step = 0
    if g.o0:
        step = (-1)
    elif g.o1:
        step = 1
    return seated[((seated.index(s['turn']) + step) % len(seated))]
def do_give(g, s, c):
    b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    t = b[c]
    b.pop(c, None)
    s['dragon'] = c
    _i132__i128_out = []
    for _i133__i129_seat in range(g.players):
        if (not s['out'][_i133__i129_seat]):
            _i132__i128_out.append(_i133__i129_seat)
    _i130_seated = _i132__i128_out
    _i131_step = 0
    if g.o0:
        _i131_step = (-1)
    elif g.o1:
        _i131_step = 1
    to = _i130_seated[((_i130_seated.index(s['turn']) + _i131_step) % len(_i130_seated))]
    s['stacks'][to][C_TILE_COLOUR[t]].append(t)
    s['last_tile']['remover'] = s['turn']
    s['last_tile']['receiver'] = to
    if (C_TILE_VALUE[t] >= C_GIFT_REWARD_MIN_VALUE):
        _i134_got = min(C_GIFT_REWARD, s['stock'])
        s['stock'] -= _i134_got
        s['treasure'][s['turn']] += _i134_got
    own = s['this_turn']['taken']
    if (own is not None):
        _i135_t = own
        _i136_special = C_TILE_SPECIAL[_i135_t]
        if ((_i136_special != 'passage') and (_i136_special != 'exchange') and (_i136_special != 'trap')):
            _i138_r = False
        elif (_i136_special == 'passage'):
            if (('end' != 'end') or s['this_turn']['chained']):
                _i138_r = False
            else:
                _i137_own = s['stacks'][s['turn']][C_TILE_COLOUR[_i135_t]]
                if ((len(_i137_own) == 0) or (_i137_own[len(_i137_own) - 1] != _i135_t)):
                    _i138_r = False
                elif (not has_uses(g, s, _i135_t)):
                    _i138_r = False
                else:
                    s['this_turn']['action'] = _i135_t
                    s['this_turn']['after'] = 'end'
                    s['phase'] = 'action'
                    _i138_r = True
        elif (not s['this_turn']['chained']):
            if (g.o14 and ('end' == 'give')):
                _i138_r = False
            elif (g.o15 and ('end' == 'end')):
                _i138_r = False
            else:
                _i137_own = s['stacks'][s['turn']][C_TILE_COLOUR[_i135_t]]
                if ((len(_i137_own) == 0) or (_i137_own[len(_i137_own) - 1] != _i135_t)):
                    _i138_r = False
                elif (not has_uses(g, s, _i135_t)):
                    _i138_r = False
                else:
                    s['this_turn']['action'] = _i135_t
                    s['this_turn']['after'] = 'end'
                    s['phase'] = 'action'
                    _i138_r = True
        else:
            _i137_own = s['stacks'][s['turn']][C_TILE_COLOUR[_i135_t]]
            if ((len(_i137_own) == 0) or (_i137_own[len(_i137_own) - 1] != _i135_t)):
                _i138_r = False
            elif (not has_uses(g, s, _i135_t)):
                _i138_r = False
            else:
                s['this_turn']['action'] = _i135_t
                s['this_turn']['after'] = 'end'
                s['phase'] = 'action'
                _i138_r = True
        if _i138_r:
            return
    s['this_turn']['action'] = None
    s['this_turn']['after'] = None
    _i140__i89_out = []
    for _i141__i90_seat in range(g.players):
        if (not s['out'][_i141__i90_seat]):
            _i140__i89_out.append(_i141__i90_seat)
    _i139_seated = _i140__i89_out
    start_turn(g, s, _i139_seated[((_i139_seated.index(s['turn']) + 1) % len(_i139_seated))])
# end rule turn.give

# rule turn.gift-reward: Treasure for a gift
# spec: rulespecs/dragon_keeper.yaml:840
# cite ja: "与えた冒険者タイルの値が2より大きい場合(つまり3〜6の場合)、アクティブプレイヤーはストックから宝物トークン1個を獲得します"
# assumed: "The page does not say what happens when the stock is empty. The token comes from the stock, so with none left nothing is gained (assumed; the box holds only 24 tokens)."
def gift_reward(g, s, t):
    if (C_TILE_VALUE[t] >= C_GIFT_REWARD_MIN_VALUE):
        got = min(C_GIFT_REWARD, s['stock'])
        s['stock'] -= got
        s['treasure'][s['turn']] += got
# end rule turn.gift-reward

# rule level.end: End of a level
# spec: rulespecs/dragon_keeper.yaml:859
# cite ja: "タイルを取るべき列にタイルが無く、アクティブプレイヤーがタイルを取る、もしくは渡せなくなると1つのレベルが終了します"
def start_turn(g, s, seat):
    s['turn'] = seat
    s['this_turn']['taken'] = None
    s['this_turn']['action'] = None
    s['this_turn']['after'] = None
    s['this_turn']['chained'] = False
    _i78__i21_cells = C_ROW_LINE[s['dragon']]
    _i79__i22_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    _i80__i23_here = s['dragon']
    _i81__i24_full = []
    for _i82__i25_c in _i78__i21_cells:
        if ((_i82__i25_c != _i80__i23_here) and (_i82__i25_c in _i79__i22_b)):
            _i81__i24_full.append(_i82__i25_c)
    if g.o2:
        _i88_r = _i81__i24_full
    else:
        _i83__i26_near = []
        if g.o3:
            _i84__i27_pos = _i78__i21_cells.index(_i80__i23_here)
            _i85__i28_before = None
            _i86__i29_after = None
            for _i82__i25_c in _i81__i24_full:
                _i87__i30_k = _i78__i21_cells.index(_i82__i25_c)
                if (_i87__i30_k < _i84__i27_pos):
                    _i85__i28_before = _i82__i25_c
                elif ((_i87__i30_k > _i84__i27_pos) and (_i86__i29_after is None)):
                    _i86__i29_after = _i82__i25_c
            if (_i85__i28_before is not None):
                _i83__i26_near.append(_i85__i28_before)
            if (_i86__i29_after is not None):
                _i83__i26_near.append(_i86__i29_after)
        _i88_r = _i83__i26_near
    if (len(_i88_r) > 0):
        s['phase'] = 'take'
        return
    if g.o4:
        level_end(g, s)
        return
    if (g.o5 and (len(column_choices(g, s)) > 0)):
        s['phase'] = 'give'
        return
    level_end(g, s)
def to_give(g, s):
    _i105__i5_cells = C_COL_LINE[s['dragon']]
    _i106__i6_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    _i107__i7_here = s['dragon']
    _i108__i8_full = []
    for _i109__i9_c in _i105__i5_cells:
        if ((_i109__i9_c != _i107__i7_here) and (_i109__i9_c in _i106__i6_b)):
            _i108__i8_full.append(_i109__i9_c)
    if g.o2:
        _i115_r = _i108__i8_full
    else:
        _i110__i10_near = []
        if g.o3:
            _i111__i11_pos = _i105__i5_cells.index(_i107__i7_here)
            _i112__i12_before = None
            _i113__i13_after = None
            for _i109__i9_c in _i108__i8_full:
                _i114__i14_k = _i105__i5_cells.index(_i109__i9_c)
                if (_i114__i14_k < _i111__i11_pos):
                    _i112__i12_before = _i109__i9_c
                elif ((_i114__i14_k > _i111__i11_pos) and (_i113__i13_after is None)):
                    _i113__i13_after = _i109__i9_c
            if (_i112__i12_before is not None):
                _i110__i10_near.append(_i112__i12_before)
            if (_i113__i13_after is not None):
                _i110__i10_near.append(_i113__i13_after)
        _i115_r = _i110__i10_near
    if (len(_i115_r) == 0):
        level_end(g, s)
        return
    s['phase'] = 'give'
# end rule level.end

# rule level.tribute: End-of-level payment
# spec: rulespecs/dragon_keeper.yaml:907
# cite ja: "1つのレベルが終了したら、ボード上に残っている「冒険者」タイルの枚数が数えられます"
# cite ja: "-冒険家タイルが1枚も残っていない場合は0個"
# cite ja: "-冒険者タイルが1〜5枚なら1個"
# cite ja: "-冒険者タイルが6〜8枚の場合は2個"
# cite ja: "-冒険者が9枚以上残っていれば3個"
# cite ja: "最後のタイルを取ったプレイヤーは、財宝トークンを追加で1個ストックに戻さなければなりません"
# external: "end-of-level tribute: 3 gold if 9 or more tiles remain, 2 if 6-8, 1 if 1-5, 0 if none; whoever took the last tile pays 1 more; a player who cannot pay is out"
def last_tile_player(g, s):
    who = s['last_tile']['remover']
    if g.o7:
        who = s['last_tile']['receiver']
    elif g.o6:
        who = s['last_tile']['remover']
    return who
def tribute_due(g, tiles_left):
    if (tiles_left == 0):
        return 0
    if (tiles_left <= C_TRIBUTE_SMALL_MAX):
        return C_TRIBUTE_SMALL
    if (tiles_left <= C_TRIBUTE_MEDIUM_MAX):
        return C_TRIBUTE_MEDIUM
    return C_TRIBUTE_LARGE
def collect_tribute(g, s, tiles_left, last):
    if (tiles_left == 0):
        base = 0
    elif (tiles_left <= C_TRIBUTE_SMALL_MAX):
        base = C_TRIBUTE_SMALL
    elif (tiles_left <= C_TRIBUTE_MEDIUM_MAX):
        base = C_TRIBUTE_MEDIUM
    else:
        base = C_TRIBUTE_LARGE
    _i34_out = []
    for _i35_seat in range(g.players):
        if (not s['out'][_i35_seat]):
            _i34_out.append(_i35_seat)
    _i36_r = _i34_out
    for seat in _i36_r:
        if (seat == last):
            _i33_amount = (base + C_LAST_TILE_EXTRA)
            if (_i33_amount > s['treasure'][seat]):
                if g.o8:
                    s['stock'] += s['treasure'][seat]
                    s['treasure'][seat] = 0
                elif g.o9:
                    pass
                s['out'][seat] = True
            else:
                s['treasure'][seat] -= _i33_amount
                s['stock'] += _i33_amount
        elif (base > s['treasure'][seat]):
            if g.o8:
                s['stock'] += s['treasure'][seat]
                s['treasure'][seat] = 0
            elif g.o9:
                pass
            s['out'][seat] = True
        else:
            s['treasure'][seat] -= base
            s['stock'] += base
# end rule level.tribute

# rule level.elimination: Elimination
# spec: rulespecs/dragon_keeper.yaml:958
# cite ja: "宝物トークンをストックに戻す際、所持しているよりも多くの宝物トークンを戻す必要があるなら、そのプレイヤーはゲームから除外され、最終得点計算に参加することができません。"
# external: "end-of-level tribute: 3 gold if 9 or more tiles remain, 2 if 6-8, 1 if 1-5, 0 if none; whoever took the last tile pays 1 more; a player who cannot pay is out"
# assumed: "The page says only that the player is out, not whether they first return the tokens they hold (gap short-tribute); they are assumed to return what they have, then leave."
def pay_tribute(g, s, seat, amount):
    if (amount > s['treasure'][seat]):
        if g.o8:
            s['stock'] += s['treasure'][seat]
            s['treasure'][seat] = 0
        elif g.o9:
            pass
        s['out'][seat] = True
        return
    s['treasure'][seat] -= amount
    s['stock'] += amount
# end rule level.elimination

# rule level.next: Next level
# spec: rulespecs/dragon_keeper.yaml:984
# cite ja: "終了したレベルのボードは取り除かれ、新たなレベルのボード中央のタイルにドラゴンフィギュアが置かれます"
def level_end(g, s):
    b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    left = []
    for c in C_CELLS:
        if (c in b):
            left.append(b[c])
    _i62_who = s['last_tile']['remover']
    if g.o7:
        _i62_who = s['last_tile']['receiver']
    elif g.o6:
        _i62_who = s['last_tile']['remover']
    last = _i62_who
    _i63_tiles_left = len(left)
    if (_i63_tiles_left == 0):
        _i64_base = 0
    elif (_i63_tiles_left <= C_TRIBUTE_SMALL_MAX):
        _i64_base = C_TRIBUTE_SMALL
    elif (_i63_tiles_left <= C_TRIBUTE_MEDIUM_MAX):
        _i64_base = C_TRIBUTE_MEDIUM
    else:
        _i64_base = C_TRIBUTE_LARGE
    _i67__i34_out = []
    for _i68__i35_seat in range(g.players):
        if (not s['out'][_i68__i35_seat]):
            _i67__i34_out.append(_i68__i35_seat)
    _i69__i36_r = _i67__i34_out
    for _i65_seat in _i69__i36_r:
        if (_i65_seat == last):
            _i66__i33_amount = (_i64_base + C_LAST_TILE_EXTRA)
            if (_i66__i33_amount > s['treasure'][_i65_seat]):
                if g.o8:
                    s['stock'] += s['treasure'][_i65_seat]
                    s['treasure'][_i65_seat] = 0
                elif g.o9:
                    pass
                s['out'][_i65_seat] = True
            else:
                s['treasure'][_i65_seat] -= _i66__i33_amount
                s['stock'] += _i66__i33_amount
        elif (_i64_base > s['treasure'][_i65_seat]):
            if g.o8:
                s['stock'] += s['treasure'][_i65_seat]
                s['treasure'][_i65_seat] = 0
            elif g.o9:
                pass
            s['out'][_i65_seat] = True
        else:
            s['treasure'][_i65_seat] -= _i64_base
            s['stock'] += _i64_base
    for t in left:
        s['boxed'].append(t)
    s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]] = {}
    _i70_out = []
    for _i71_seat in range(g.players):
        if (not s['out'][_i71_seat]):
            _i70_out.append(_i71_seat)
    seated = _i70_out
    if ((s['level'] == C_LEVELS) or (len(seated) < 2)):
        s['phase'] = 'tribute'
        s['end']['seat'] = (-1)
        next_tribute(g, s)
        return
    finished = s['level']
    s['level'] += 1
    s['dragon'] = C_CENTRE
    s['last_tile']['remover'] = None
    s['last_tile']['receiver'] = None
    _i72_first = None
    for _i73_i in range(len(C_STAIRS_LEVELS)):
        if (C_STAIRS_LEVELS[_i73_i] == finished):
            _i74_st = C_STAIRS_TILES[_i73_i]
            for _i75_seat in seated:
                if (_i74_st in s['stacks'][_i75_seat][C_TILE_COLOUR[_i74_st]]):
                    _i72_first = _i75_seat
    if (_i72_first is not None):
        _i77_r = _i72_first
    else:
        _i76_f = s['turn']
        if (last is not None):
            _i76_f = last
        _bound1 = 1048576
        while s['out'][_i76_f]:
            _bound1 -= 1
            if _bound1 < 0:
                raise RuntimeError('rule level.start-player: while loop bound exceeded')
            _i76_f = ((_i76_f + 1) % g.players)
        _i77_r = _i76_f
    start_turn(g, s, _i77_r)
# end rule level.next

# rule level.start-player: Who starts the next level
# spec: rulespecs/dragon_keeper.yaml:1022
# cite ja: "新たなレベルが始まった直後のスタートプレイヤーは、直前のレベルの階段タイルを持っているプレイヤーです"
# cite ja: "階段タイルを得ているプレイヤーがいなかった場合は、直前のレベルにおいて最後のタイルを得たプレイヤーから手番を開始します"
# cite ja: "ただし、階段タイルだけは自動的にボーナス効果が適用されます"
def level_start_player(g, s, finished, last, seated):
    first = None
    for i in range(len(C_STAIRS_LEVELS)):
        if (C_STAIRS_LEVELS[i] == finished):
            st = C_STAIRS_TILES[i]
            for seat in seated:
                if (st in s['stacks'][seat][C_TILE_COLOUR[st]]):
                    first = seat
    if (first is not None):
        return first
    f = s['turn']
    if (last is not None):
        f = last
    _bound1 = 1048576
    while s['out'][f]:
        _bound1 -= 1
        if _bound1 < 0:
            raise RuntimeError('rule level.start-player: while loop bound exceeded')
        f = ((f + 1) % g.players)
    return f
# end rule level.start-player

# rule actions.optional: Special actions are optional
# spec: rulespecs/dragon_keeper.yaml:1054
# cite ja: "このアクションを行うかどうかは任意です"
# cite ja: "タイルの得点を目当てにアクションタイルを獲得し、そのアクションを無視することができます"
def offer(g, s, t, then):
    special = C_TILE_SPECIAL[t]
    if ((special != 'passage') and (special != 'exchange') and (special != 'trap')):
        return False
    if (special == 'passage'):
        if ((then != 'end') or s['this_turn']['chained']):
            return False
    elif (not s['this_turn']['chained']):
        if (g.o14 and (then == 'give')):
            return False
        if (g.o15 and (then == 'end')):
            return False
    own = s['stacks'][s['turn']][C_TILE_COLOUR[t]]
    if ((len(own) == 0) or (own[len(own) - 1] != t)):
        return False
    if (not has_uses(g, s, t)):
        return False
    s['this_turn']['action'] = t
    s['this_turn']['after'] = then
    s['phase'] = 'action'
    return True
def has_uses(g, s, t):
    special = C_TILE_SPECIAL[t]
    if (special == 'passage'):
        _i91__i21_cells = C_ROW_LINE[s['dragon']]
        _i92__i22_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
        _i93__i23_here = s['dragon']
        _i94__i24_full = []
        for _i95__i25_c in _i91__i21_cells:
            if ((_i95__i25_c != _i93__i23_here) and (_i95__i25_c in _i92__i22_b)):
                _i94__i24_full.append(_i95__i25_c)
        if g.o2:
            _i101_r = _i94__i24_full
        else:
            _i96__i26_near = []
            if g.o3:
                _i97__i27_pos = _i91__i21_cells.index(_i93__i23_here)
                _i98__i28_before = None
                _i99__i29_after = None
                for _i95__i25_c in _i94__i24_full:
                    _i100__i30_k = _i91__i21_cells.index(_i95__i25_c)
                    if (_i100__i30_k < _i97__i27_pos):
                        _i98__i28_before = _i95__i25_c
                    elif ((_i100__i30_k > _i97__i27_pos) and (_i99__i29_after is None)):
                        _i99__i29_after = _i95__i25_c
                if (_i98__i28_before is not None):
                    _i96__i26_near.append(_i98__i28_before)
                if (_i99__i29_after is not None):
                    _i96__i26_near.append(_i99__i29_after)
            _i101_r = _i96__i26_near
        return (len(_i101_r) > 0)
    if (special == 'exchange'):
        _i102_out = []
        for _i103_seat in range(g.players):
            if (not s['out'][_i103_seat]):
                _i102_out.append(_i103_seat)
        _i104_r = _i102_out
        for seat in _i104_r:
            if ((seat != s['turn']) and (len(exchange_colours(g, s, seat)) > 0)):
                return True
        return False
    if (special == 'trap'):
        return (len(s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]) > 0)
    return False
def action_special(g, s):
    a = s['this_turn']['action']
    if (a is None):
        return ''
    return C_TILE_SPECIAL[a]
def can_skip(g, s):
    return True
def after_action(g, s):
    s['this_turn']['action'] = None
    if (s['this_turn']['after'] == 'give'):
        s['this_turn']['after'] = None
        _i142__i105__i5_cells = C_COL_LINE[s['dragon']]
        _i143__i106__i6_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
        _i144__i107__i7_here = s['dragon']
        _i145__i108__i8_full = []
        for _i146__i109__i9_c in _i142__i105__i5_cells:
            if ((_i146__i109__i9_c != _i144__i107__i7_here) and (_i146__i109__i9_c in _i143__i106__i6_b)):
                _i145__i108__i8_full.append(_i146__i109__i9_c)
        if g.o2:
            _i152__i115_r = _i145__i108__i8_full
        else:
            _i147__i110__i10_near = []
            if g.o3:
                _i148__i111__i11_pos = _i142__i105__i5_cells.index(_i144__i107__i7_here)
                _i149__i112__i12_before = None
                _i150__i113__i13_after = None
                for _i146__i109__i9_c in _i145__i108__i8_full:
                    _i151__i114__i14_k = _i142__i105__i5_cells.index(_i146__i109__i9_c)
                    if (_i151__i114__i14_k < _i148__i111__i11_pos):
                        _i149__i112__i12_before = _i146__i109__i9_c
                    elif ((_i151__i114__i14_k > _i148__i111__i11_pos) and (_i150__i113__i13_after is None)):
                        _i150__i113__i13_after = _i146__i109__i9_c
                if (_i149__i112__i12_before is not None):
                    _i147__i110__i10_near.append(_i149__i112__i12_before)
                if (_i150__i113__i13_after is not None):
                    _i147__i110__i10_near.append(_i150__i113__i13_after)
            _i152__i115_r = _i147__i110__i10_near
        if (len(_i152__i115_r) == 0):
            level_end(g, s)
        else:
            s['phase'] = 'give'
    else:
        s['this_turn']['action'] = None
        s['this_turn']['after'] = None
        _i154__i89_out = []
        for _i155__i90_seat in range(g.players):
            if (not s['out'][_i155__i90_seat]):
                _i154__i89_out.append(_i155__i90_seat)
        _i153_seated = _i154__i89_out
        start_turn(g, s, _i153_seated[((_i153_seated.index(s['turn']) + 1) % len(_i153_seated))])
def discard_own(g, s, t):
    s['stacks'][s['turn']][C_TILE_COLOUR[t]].pop()
    s['discarded'].append(t)
# end rule actions.optional

# rule action.secret-passage: Secret Passage
# spec: rulespecs/dragon_keeper.yaml:1132
# cite ja: "アクティブプレイヤーが秘密の通路タイルを得た場合(他プレイヤーに渡すことなく得た場合)"
# cite ja: "秘密の通路タイルを捨て、ドラゴンを「1」の方向に再度移動させます"
# cite ja: "そして、移動先の冒険者タイルを取り、自分の対応する山札に置きます"
# cite ja: "ただし、秘密の通路タイルを取った場合のみ、連続してアクションを実行することができません"
def passage_cells(g, s):
    _i166_a = s['this_turn']['action']
    if (_i166_a is None):
        _i167_r = ''
    else:
        _i167_r = C_TILE_SPECIAL[_i166_a]
    if (_i167_r == 'passage'):
        _i156__i21_cells = C_ROW_LINE[s['dragon']]
        _i157__i22_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
        _i158__i23_here = s['dragon']
        _i159__i24_full = []
        for _i160__i25_c in _i156__i21_cells:
            if ((_i160__i25_c != _i158__i23_here) and (_i160__i25_c in _i157__i22_b)):
                _i159__i24_full.append(_i160__i25_c)
        if g.o2:
            return _i159__i24_full
        _i161__i26_near = []
        if g.o3:
            _i162__i27_pos = _i156__i21_cells.index(_i158__i23_here)
            _i163__i28_before = None
            _i164__i29_after = None
            for _i160__i25_c in _i159__i24_full:
                _i165__i30_k = _i156__i21_cells.index(_i160__i25_c)
                if (_i165__i30_k < _i162__i27_pos):
                    _i163__i28_before = _i160__i25_c
                elif ((_i165__i30_k > _i162__i27_pos) and (_i164__i29_after is None)):
                    _i164__i29_after = _i160__i25_c
            if (_i163__i28_before is not None):
                _i161__i26_near.append(_i163__i28_before)
            if (_i164__i29_after is not None):
                _i161__i26_near.append(_i164__i29_after)
        return _i161__i26_near
    return []
def do_passage(g, s, c):
    _i168_t = s['this_turn']['action']
    s['stacks'][s['turn']][C_TILE_COLOUR[_i168_t]].pop()
    s['discarded'].append(_i168_t)
    b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    t = b[c]
    b.pop(c, None)
    s['dragon'] = c
    _i169_seat = s['turn']
    s['stacks'][_i169_seat][C_TILE_COLOUR[t]].append(t)
    s['last_tile']['remover'] = s['turn']
    s['last_tile']['receiver'] = s['turn']
    s['this_turn']['action'] = None
    s['this_turn']['chained'] = True
    if ((C_TILE_SPECIAL[t] == 'exchange') or (C_TILE_SPECIAL[t] == 'trap')):
        _i170_special = C_TILE_SPECIAL[t]
        if ((_i170_special != 'passage') and (_i170_special != 'exchange') and (_i170_special != 'trap')):
            _i172_r = False
        elif (_i170_special == 'passage'):
            if (('end' != 'end') or s['this_turn']['chained']):
                _i172_r = False
            else:
                _i171_own = s['stacks'][s['turn']][C_TILE_COLOUR[t]]
                if ((len(_i171_own) == 0) or (_i171_own[len(_i171_own) - 1] != t)):
                    _i172_r = False
                elif (not has_uses(g, s, t)):
                    _i172_r = False
                else:
                    s['this_turn']['action'] = t
                    s['this_turn']['after'] = 'end'
                    s['phase'] = 'action'
                    _i172_r = True
        elif (not s['this_turn']['chained']):
            if (g.o14 and ('end' == 'give')):
                _i172_r = False
            elif (g.o15 and ('end' == 'end')):
                _i172_r = False
            else:
                _i171_own = s['stacks'][s['turn']][C_TILE_COLOUR[t]]
                if ((len(_i171_own) == 0) or (_i171_own[len(_i171_own) - 1] != t)):
                    _i172_r = False
                elif (not has_uses(g, s, t)):
                    _i172_r = False
                else:
                    s['this_turn']['action'] = t
                    s['this_turn']['after'] = 'end'
                    s['phase'] = 'action'
                    _i172_r = True
        else:
            _i171_own = s['stacks'][s['turn']][C_TILE_COLOUR[t]]
            if ((len(_i171_own) == 0) or (_i171_own[len(_i171_own) - 1] != t)):
                _i172_r = False
            elif (not has_uses(g, s, t)):
                _i172_r = False
            else:
                s['this_turn']['action'] = t
                s['this_turn']['after'] = 'end'
                s['phase'] = 'action'
                _i172_r = True
        if _i172_r:
            return
    s['this_turn']['action'] = None
    s['this_turn']['after'] = None
    _i174__i89_out = []
    for _i175__i90_seat in range(g.players):
        if (not s['out'][_i175__i90_seat]):
            _i174__i89_out.append(_i175__i90_seat)
    _i173_seated = _i174__i89_out
    start_turn(g, s, _i173_seated[((_i173_seated.index(s['turn']) + 1) % len(_i173_seated))])
# end rule action.secret-passage

# rule action.prisoner-exchange: Prisoner Exchange
# spec: rulespecs/dragon_keeper.yaml:1170
# cite ja: "このタイルと他プレイヤーの山札の一番上にある冒険者タイル1枚を交換できます"
# cite ja: "交換された冒険者タイルは、対応する山札に置かれます"
# cite ja: "交換されたタイルがアクションタイルであっても、そのアクションを実行することはできません"
def exchange_seats(g, s):
    out = []
    _i179_a = s['this_turn']['action']
    if (_i179_a is None):
        _i180_r = ''
    else:
        _i180_r = C_TILE_SPECIAL[_i179_a]
    if (_i180_r == 'exchange'):
        _i176_out = []
        for _i177_seat in range(g.players):
            if (not s['out'][_i177_seat]):
                _i176_out.append(_i177_seat)
        _i178_r = _i176_out
        for seat in _i178_r:
            if (seat != s['turn']):
                out.append(seat)
    return out
def exchange_colours(g, s, seat):
    out = []
    for c in C_COLOURS:
        if (len(s['stacks'][seat][c]) > 0):
            out.append(c)
    return out
def can_exchange(g, s, seat, c):
    return True
def do_exchange(g, s, seat, c):
    mine = s['this_turn']['action']
    s['stacks'][s['turn']][C_TILE_COLOUR[mine]].pop()
    got = s['stacks'][seat][c].pop()
    s['stacks'][seat][C_TILE_COLOUR[mine]].append(mine)
    _i181_seat = s['turn']
    s['stacks'][_i181_seat][C_TILE_COLOUR[got]].append(got)
    s['this_turn']['action'] = None
    if (s['this_turn']['after'] == 'give'):
        s['this_turn']['after'] = None
        _i182__i142__i105__i5_cells = C_COL_LINE[s['dragon']]
        _i183__i143__i106__i6_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
        _i184__i144__i107__i7_here = s['dragon']
        _i185__i145__i108__i8_full = []
        for _i186__i146__i109__i9_c in _i182__i142__i105__i5_cells:
            if ((_i186__i146__i109__i9_c != _i184__i144__i107__i7_here) and (_i186__i146__i109__i9_c in _i183__i143__i106__i6_b)):
                _i185__i145__i108__i8_full.append(_i186__i146__i109__i9_c)
        if g.o2:
            _i192__i152__i115_r = _i185__i145__i108__i8_full
        else:
            _i187__i147__i110__i10_near = []
            if g.o3:
                _i188__i148__i111__i11_pos = _i182__i142__i105__i5_cells.index(_i184__i144__i107__i7_here)
                _i189__i149__i112__i12_before = None
                _i190__i150__i113__i13_after = None
                for _i186__i146__i109__i9_c in _i185__i145__i108__i8_full:
                    _i191__i151__i114__i14_k = _i182__i142__i105__i5_cells.index(_i186__i146__i109__i9_c)
                    if (_i191__i151__i114__i14_k < _i188__i148__i111__i11_pos):
                        _i189__i149__i112__i12_before = _i186__i146__i109__i9_c
                    elif ((_i191__i151__i114__i14_k > _i188__i148__i111__i11_pos) and (_i190__i150__i113__i13_after is None)):
                        _i190__i150__i113__i13_after = _i186__i146__i109__i9_c
                if (_i189__i149__i112__i12_before is not None):
                    _i187__i147__i110__i10_near.append(_i189__i149__i112__i12_before)
                if (_i190__i150__i113__i13_after is not None):
                    _i187__i147__i110__i10_near.append(_i190__i150__i113__i13_after)
            _i192__i152__i115_r = _i187__i147__i110__i10_near
        if (len(_i192__i152__i115_r) == 0):
            level_end(g, s)
        else:
            s['phase'] = 'give'
    else:
        s['this_turn']['action'] = None
        s['this_turn']['after'] = None
        _i194__i154__i89_out = []
        for _i195__i155__i90_seat in range(g.players):
            if (not s['out'][_i195__i155__i90_seat]):
                _i194__i154__i89_out.append(_i195__i155__i90_seat)
        _i193__i153_seated = _i194__i154__i89_out
        start_turn(g, s, _i193__i153_seated[((_i193__i153_seated.index(s['turn']) + 1) % len(_i193__i153_seated))])
# end rule action.prisoner-exchange

# rule action.remote-trap: Remote Trap
# spec: rulespecs/dragon_keeper.yaml:1219
# cite ja: "このタイルを捨ててボード上に残っている他の冒険者タイル1枚を取ることができます"
# cite ja: "選択したタイルがアクションタイルであっても、そのアクションは実行できません"
# assumed: "Whether the dragon moves is not said. The Remote Trap takes any tile on the board, not one along a line, so the dragon is assumed to stay where its second move left it."
def trap_cells(g, s):
    out = []
    _i196_a = s['this_turn']['action']
    if (_i196_a is None):
        _i197_r = ''
    else:
        _i197_r = C_TILE_SPECIAL[_i196_a]
    if (_i197_r == 'trap'):
        b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
        for c in C_CELLS:
            if (c in b):
                out.append(c)
    return out
def do_trap(g, s, c):
    _i198_t = s['this_turn']['action']
    s['stacks'][s['turn']][C_TILE_COLOUR[_i198_t]].pop()
    s['discarded'].append(_i198_t)
    b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
    t = b[c]
    b.pop(c, None)
    _i199_seat = s['turn']
    s['stacks'][_i199_seat][C_TILE_COLOUR[t]].append(t)
    s['last_tile']['remover'] = s['turn']
    s['last_tile']['receiver'] = s['turn']
    s['this_turn']['action'] = None
    if (s['this_turn']['after'] == 'give'):
        s['this_turn']['after'] = None
        _i200__i142__i105__i5_cells = C_COL_LINE[s['dragon']]
        _i201__i143__i106__i6_b = s['boards'][C_LEVEL_KEYS[(s['level'] - 1)]]
        _i202__i144__i107__i7_here = s['dragon']
        _i203__i145__i108__i8_full = []
        for _i204__i146__i109__i9_c in _i200__i142__i105__i5_cells:
            if ((_i204__i146__i109__i9_c != _i202__i144__i107__i7_here) and (_i204__i146__i109__i9_c in _i201__i143__i106__i6_b)):
                _i203__i145__i108__i8_full.append(_i204__i146__i109__i9_c)
        if g.o2:
            _i210__i152__i115_r = _i203__i145__i108__i8_full
        else:
            _i205__i147__i110__i10_near = []
            if g.o3:
                _i206__i148__i111__i11_pos = _i200__i142__i105__i5_cells.index(_i202__i144__i107__i7_here)
                _i207__i149__i112__i12_before = None
                _i208__i150__i113__i13_after = None
                for _i204__i146__i109__i9_c in _i203__i145__i108__i8_full:
                    _i209__i151__i114__i14_k = _i200__i142__i105__i5_cells.index(_i204__i146__i109__i9_c)
                    if (_i209__i151__i114__i14_k < _i206__i148__i111__i11_pos):
                        _i207__i149__i112__i12_before = _i204__i146__i109__i9_c
                    elif ((_i209__i151__i114__i14_k > _i206__i148__i111__i11_pos) and (_i208__i150__i113__i13_after is None)):
                        _i208__i150__i113__i13_after = _i204__i146__i109__i9_c
                if (_i207__i149__i112__i12_before is not None):
                    _i205__i147__i110__i10_near.append(_i207__i149__i112__i12_before)
                if (_i208__i150__i113__i13_after is not None):
                    _i205__i147__i110__i10_near.append(_i208__i150__i113__i13_after)
            _i210__i152__i115_r = _i205__i147__i110__i10_near
        if (len(_i210__i152__i115_r) == 0):
            level_end(g, s)
        else:
            s['phase'] = 'give'
    else:
        s['this_turn']['action'] = None
        s['this_turn']['after'] = None
        _i212__i154__i89_out = []
        for _i213__i155__i90_seat in range(g.players):
            if (not s['out'][_i213__i155__i90_seat]):
                _i212__i154__i89_out.append(_i213__i155__i90_seat)
        _i211__i153_seated = _i212__i154__i89_out
        start_turn(g, s, _i211__i153_seated[((_i211__i153_seated.index(s['turn']) + 1) % len(_i211__i153_seated))])
# end rule action.remote-trap

# rule action.not-when-given: Given action tiles
# spec: rulespecs/dragon_keeper.yaml:1254
# cite ja: "このタイルがアクティブプレイヤーから別のプレイヤーに渡された場合には、このアクションは実行できません。交換された"
# cite ja: "このタイルがアクティブプレイヤーから別のプレイヤーに渡された場合には、このアクションは実行できません。選択した"
def own_action_tile(g, s):
    return s['this_turn']['taken']
# end rule action.not-when-given

# rule action.release: Release
# spec: rulespecs/dragon_keeper.yaml:1273
# cite ja: "解放:ゲーム終了時、貢物をドラゴンに捧げてから得点計算を行う前に"
# cite ja: "所持している解放タイル1枚につき自分のギルドタイルと同じギルド(色)の冒険者タイルを1枚捨てることができます"
# cite ja: "ただし、ドラゴンに捧げた解放タイルはこの効果を発揮しません"
# cite ja: "ドラゴンへの捧げ物の後でまだ冒険者タイルが残っている場合、各プレイヤーは所持している解放タイルの効果を使うことができます"
def seat_end(g, s):
    return s['end']['seat']
def next_release(g, s):
    _i37_out = []
    for _i38_seat in range(g.players):
        if (not s['out'][_i38_seat]):
            _i37_out.append(_i38_seat)
    _i39_r = _i37_out
    for seat in _i39_r:
        if (seat <= s['end']['seat']):
            continue
        if ((s['end']['releases'][seat] > 0) and (len(s['stacks'][seat][s['guilds'][seat]]) > 0)):
            s['end']['seat'] = seat
            s['phase'] = 'release'
            return
        s['end']['releases'][seat] = 0
    s['end']['seat'] = None
    s['phase'] = 'over'
def release_tiles(g, s):
    seat = s['end']['seat']
    out = []
    for t in s['stacks'][seat][s['guilds'][seat]]:
        if (t not in out):
            out.append(t)
    return out
def can_release(g, s, t):
    return True
def do_release(g, s, t):
    seat = s['end']['seat']
    s['stacks'][seat][s['guilds'][seat]].remove(t)
    s['discarded'].append(t)
    s['end']['releases'][seat] -= 1
    if ((s['end']['releases'][seat] > 0) and (len(s['stacks'][seat][s['guilds'][seat]]) > 0)):
        pass
    else:
        s['end']['releases'][seat] = 0
        next_release(g, s)
def release_done(g, s):
    seat = s['end']['seat']
    s['end']['releases'][seat] = 0
    if ((s['end']['releases'][seat] > 0) and (len(s['stacks'][seat][s['guilds'][seat]]) > 0)):
        pass
    else:
        s['end']['releases'][seat] = 0
        next_release(g, s)
def release_next(g, s, seat):
    if ((s['end']['releases'][seat] > 0) and (len(s['stacks'][seat][s['guilds'][seat]]) > 0)):
        return
    s['end']['releases'][seat] = 0
    next_release(g, s)
# end rule action.release

# rule score.tribute: Tribute to the dragon
# spec: rulespecs/dragon_keeper.yaml:1343
# cite ja: "第3レベルが終わるとゲームが終了します。まず、ドラゴンに貢物を捧げなければいけません。"
# cite ja: "各プレイヤーは、自身の山札のうち最も枚数が多い山札のタイルをすべて捨てます"
# cite ja: "対象となる山札が自身のギルドタイルと同じギルド(色)の場合は、2番目に枚数が多い山札のタイルをすべて捨てる必要があります"
# cite ja: "元いたギルドの冒険者(1番目に高い山札)は解放し、ドラゴンには他のギルドの冒険者(2番目に高い山札)を捧げるのです"
# cite ja: "同じ枚数の山札がある場合は、どの山札を捨てるのかをプレイヤー自身が選択します"
def tribute_choices(g, s, seat):
    guild = s['guilds'][seat]
    out = []
    most = 0
    for c in C_COLOURS:
        k = len(s['stacks'][seat][c])
        if ((c != guild) and (k > 0)):
            if (k > most):
                most = k
                out = [c]
            elif (k == most):
                out.append(c)
    return out
def end_choices(g, s):
    _i15_seat = s['end']['seat']
    _i16_guild = s['guilds'][_i15_seat]
    _i17_out = []
    _i18_most = 0
    for _i19_c in C_COLOURS:
        _i20_k = len(s['stacks'][_i15_seat][_i19_c])
        if ((_i19_c != _i16_guild) and (_i20_k > 0)):
            if (_i20_k > _i18_most):
                _i18_most = _i20_k
                _i17_out = [_i19_c]
            elif (_i20_k == _i18_most):
                _i17_out.append(_i19_c)
    return _i17_out
def can_tribute(g, s, c):
    return True
def pay_stack(g, s, seat, c):
    st = s['stacks'][seat]
    guild = s['guilds'][seat]
    if (g.o10 and (len(st[guild]) > 0)):
        largest = True
        for o in C_COLOURS:
            if ((o != guild) and (len(st[o]) > len(st[guild]))):
                largest = False
        if largest:
            for t in st[guild]:
                s['discarded'].append(t)
            st[guild] = []
    elif g.o11:
        pass
    if (c is not None):
        for t in st[c]:
            s['discarded'].append(t)
        st[c] = []
def do_tribute(g, s, c):
    _i214_seat = s['end']['seat']
    _i215_st = s['stacks'][_i214_seat]
    _i216_guild = s['guilds'][_i214_seat]
    if (g.o10 and (len(_i215_st[_i216_guild]) > 0)):
        _i217_largest = True
        for _i218_o in C_COLOURS:
            if ((_i218_o != _i216_guild) and (len(_i215_st[_i218_o]) > len(_i215_st[_i216_guild]))):
                _i217_largest = False
        if _i217_largest:
            for _i219_t in _i215_st[_i216_guild]:
                s['discarded'].append(_i219_t)
            _i215_st[_i216_guild] = []
    elif g.o11:
        pass
    if (c is not None):
        for _i219_t in _i215_st[c]:
            s['discarded'].append(_i219_t)
        _i215_st[c] = []
    next_tribute(g, s)
def next_tribute(g, s):
    _i56_out = []
    for _i57_seat in range(g.players):
        if (not s['out'][_i57_seat]):
            _i56_out.append(_i57_seat)
    _i58_r = _i56_out
    for seat in _i58_r:
        if (seat <= s['end']['seat']):
            continue
        _i40_guild = s['guilds'][seat]
        _i41_out = []
        _i42_most = 0
        for _i43_c in C_COLOURS:
            _i44_k = len(s['stacks'][seat][_i43_c])
            if ((_i43_c != _i40_guild) and (_i44_k > 0)):
                if (_i44_k > _i42_most):
                    _i42_most = _i44_k
                    _i41_out = [_i43_c]
                elif (_i44_k == _i42_most):
                    _i41_out.append(_i43_c)
        choices = _i41_out
        if (len(choices) > 1):
            s['end']['seat'] = seat
            s['phase'] = 'tribute'
            return
        if (len(choices) == 1):
            _i45_c = choices[0]
            _i46_st = s['stacks'][seat]
            _i47_guild = s['guilds'][seat]
            if (g.o10 and (len(_i46_st[_i47_guild]) > 0)):
                _i48_largest = True
                for _i49_o in C_COLOURS:
                    if ((_i49_o != _i47_guild) and (len(_i46_st[_i49_o]) > len(_i46_st[_i47_guild]))):
                        _i48_largest = False
                if _i48_largest:
                    for _i50_t in _i46_st[_i47_guild]:
                        s['discarded'].append(_i50_t)
                    _i46_st[_i47_guild] = []
            elif g.o11:
                pass
            if (_i45_c is not None):
                for _i50_t in _i46_st[_i45_c]:
                    s['discarded'].append(_i50_t)
                _i46_st[_i45_c] = []
        else:
            _i51_st = s['stacks'][seat]
            _i52_guild = s['guilds'][seat]
            if (g.o10 and (len(_i51_st[_i52_guild]) > 0)):
                _i53_largest = True
                for _i54_o in C_COLOURS:
                    if ((_i54_o != _i52_guild) and (len(_i51_st[_i54_o]) > len(_i51_st[_i52_guild]))):
                        _i53_largest = False
                if _i53_largest:
                    for _i55_t in _i51_st[_i52_guild]:
                        s['discarded'].append(_i55_t)
                    _i51_st[_i52_guild] = []
            elif g.o11:
                pass
            if (None is not None):
                for _i55_t in _i51_st[None]:
                    s['discarded'].append(_i55_t)
                _i51_st[None] = []
    _i59_out = []
    for _i60_seat in range(g.players):
        if (not s['out'][_i60_seat]):
            _i59_out.append(_i60_seat)
    _i61_r = _i59_out
    for seat in _i61_r:
        n = 0
        for c in C_COLOURS:
            for t in s['stacks'][seat][c]:
                if (C_TILE_SPECIAL[t] == 'release'):
                    n += 1
        s['end']['releases'][seat] = n
    s['end']['seat'] = (-1)
    next_release(g, s)
# end rule score.tribute

# rule score.values: Tile points
# spec: rulespecs/dragon_keeper.yaml:1436
# cite ja: "残っている冒険者タイルのそれぞれの点数を数えます:「元のギルド」のタイルによる点数は減点で、他のギルドの冒険者タイルの点数は得点となります"
# external: "red tiles by value: 1 x2 (both are the Stairs tiles), 2 x3, 3 x4, 4 x3, 5 x2, 6 x1"
def tile_points(g, s, seat):
    guild = s['guilds'][seat]
    total = 0
    for c in C_COLOURS:
        points = 0
        for t in s['stacks'][seat][c]:
            points += C_TILE_VALUE[t]
        if (c == guild):
            total -= points
        else:
            total += points
    return total
def scores(g, s):
    _i226__i220_out = []
    for _i227__i221_seat in range(g.players):
        if (not s['out'][_i227__i221_seat]):
            _i226__i220_out.append(_i227__i221_seat)
    _i222_seated = _i226__i220_out
    _i223_most = 0
    for _i224_seat in _i222_seated:
        _i223_most = max(_i223_most, s['treasure'][_i224_seat])
    _i225_best = []
    for _i224_seat in _i222_seated:
        if ((_i223_most > 0) and (s['treasure'][_i224_seat] == _i223_most)):
            _i225_best.append(_i224_seat)
    if ((len(_i225_best) > 1) and g.o13):
        bonus = []
    elif ((len(_i225_best) > 1) and g.o12):
        bonus = _i225_best
    else:
        bonus = _i225_best
    out = []
    for seat in range(g.players):
        if s['out'][seat]:
            out.append(0)
        elif (seat in bonus):
            _i228_guild = s['guilds'][seat]
            _i229_total = 0
            for _i230_c in C_COLOURS:
                _i231_points = 0
                for _i232_t in s['stacks'][seat][_i230_c]:
                    _i231_points += C_TILE_VALUE[_i232_t]
                if (_i230_c == _i228_guild):
                    _i229_total -= _i231_points
                else:
                    _i229_total += _i231_points
            _i233_r = _i229_total
            out.append((_i233_r + C_TREASURE_BONUS))
        else:
            _i234_guild = s['guilds'][seat]
            _i235_total = 0
            for _i236_c in C_COLOURS:
                _i237_points = 0
                for _i238_t in s['stacks'][seat][_i236_c]:
                    _i237_points += C_TILE_VALUE[_i238_t]
                if (_i236_c == _i234_guild):
                    _i235_total -= _i237_points
                else:
                    _i235_total += _i237_points
            _i239_r = _i235_total
            out.append(_i239_r)
    return out
def scores_json(g, s):
    if (s['phase'] == 'over'):
        return scores(g, s)
    return None
# end rule score.values

# rule score.treasure-bonus: Treasure bonus
# spec: rulespecs/dragon_keeper.yaml:1483
# cite ja: "さらに、最も多くの財宝トークンを保有しているプレイヤーは+2点のボーナス点を得ます"
def bonus_seats(g, s):
    _i220_out = []
    for _i221_seat in range(g.players):
        if (not s['out'][_i221_seat]):
            _i220_out.append(_i221_seat)
    seated = _i220_out
    most = 0
    for seat in seated:
        most = max(most, s['treasure'][seat])
    best = []
    for seat in seated:
        if ((most > 0) and (s['treasure'][seat] == most)):
            best.append(seat)
    if ((len(best) > 1) and g.o13):
        return []
    if ((len(best) > 1) and g.o12):
        return best
    return best
# end rule score.treasure-bonus

# rule score.winner: Winner
# spec: rulespecs/dragon_keeper.yaml:1512
# cite ja: "そして、最も点数が高いプレイヤーが勝者となります。同点の場合は引き分けです。"
# cite ja: "そして、貢物を捧げた後に最も多くの得点を持っているプレイヤーはドラゴンの尊敬を得るでしょう"
def winners(g, s):
    out = []
    if (s['phase'] != 'over'):
        return out
    sc = scores(g, s)
    _i240_out = []
    for _i241_seat in range(g.players):
        if (not s['out'][_i241_seat]):
            _i240_out.append(_i241_seat)
    seated = _i240_out
    if (len(seated) == 0):
        return out
    best = sc[seated[0]]
    for seat in seated:
        best = max(best, sc[seat])
    for seat in seated:
        if (sc[seat] == best):
            out.append(seat)
    return out
def winners_json(g, s):
    if (s['phase'] == 'over'):
        _i242_out = []
        if (s['phase'] != 'over'):
            return _i242_out
        _i243_sc = scores(g, s)
        _i247__i240_out = []
        for _i248__i241_seat in range(g.players):
            if (not s['out'][_i248__i241_seat]):
                _i247__i240_out.append(_i248__i241_seat)
        _i244_seated = _i247__i240_out
        if (len(_i244_seated) == 0):
            return _i242_out
        _i245_best = _i243_sc[_i244_seated[0]]
        for _i246_seat in _i244_seated:
            _i245_best = max(_i245_best, _i243_sc[_i246_seat])
        for _i246_seat in _i244_seated:
            if (_i243_sc[_i246_seat] == _i245_best):
                _i242_out.append(_i246_seat)
        return _i242_out
    return None
def returns(g, s):
    out = []
    _i249_out = []
    if (s['phase'] != 'over'):
        won = _i249_out
    else:
        _i250_sc = scores(g, s)
        _i254__i240_out = []
        for _i255__i241_seat in range(g.players):
            if (not s['out'][_i255__i241_seat]):
                _i254__i240_out.append(_i255__i241_seat)
        _i251_seated = _i254__i240_out
        if (len(_i251_seated) == 0):
            won = _i249_out
        else:
            _i252_best = _i250_sc[_i251_seated[0]]
            for _i253_seat in _i251_seated:
                _i252_best = max(_i252_best, _i250_sc[_i253_seat])
            for _i253_seat in _i251_seated:
                if (_i250_sc[_i253_seat] == _i252_best):
                    _i249_out.append(_i253_seat)
            won = _i249_out
    for seat in range(g.players):
        if (s['phase'] != 'over'):
            out.append(0)
        elif (seat in won):
            out.append(1)
        else:
            out.append((-1))
    return out
# end rule score.winner

# rule end.third-level: End of the game
# spec: rulespecs/dragon_keeper.yaml:1569
# cite ja: "最後のボード、3レベル目が終了した場合にゲームは終了します"
# cite ja: "第3レベルの終了時、プレイヤーはドラゴンへ貢物を捧げなければなりません"
# assumed: "The page never says what happens when eliminations leave one player or none; with one player left there is nobody to give tiles to, so the game ends and the survivors are scored."
def game_over_now(g, s, seated):
    return ((s['level'] == C_LEVELS) or (len(seated) < 2))
def game_end(g, s):
    s['phase'] = 'tribute'
    s['end']['seat'] = (-1)
    next_tribute(g, s)
# end rule end.third-level

_SEAT = {'take': seat_turn, 'give': seat_turn, 'action': seat_turn, 'tribute': seat_end, 'release': seat_end}
_WHO = {'place': CHANCE, 'guild': CHANCE, 'start': CHANCE, 'take': 'turn', 'give': 'turn', 'action': 'turn', 'tribute': seat_end, 'release': seat_end, 'over': TERMINAL}
_CHANCE_PHASES = ['place', 'guild', 'start']
_TERMINAL_PHASES = ['over']
# per phase: its candidates (legal strings with weights)
_STR0 = {'blue-1': 'place blue-1', 'blue-1-passage': 'place blue-1-passage', 'blue-2': 'place blue-2', 'blue-2-release': 'place blue-2-release', 'blue-3': 'place blue-3', 'blue-3-exchange': 'place blue-3-exchange', 'blue-4': 'place blue-4', 'blue-4-trap': 'place blue-4-trap', 'blue-5': 'place blue-5', 'green-1': 'place green-1', 'green-1-passage': 'place green-1-passage', 'green-2': 'place green-2', 'green-2-release': 'place green-2-release', 'green-3': 'place green-3', 'green-3-exchange': 'place green-3-exchange', 'green-4': 'place green-4', 'green-4-trap': 'place green-4-trap', 'green-5': 'place green-5', 'purple-1': 'place purple-1', 'purple-1-passage': 'place purple-1-passage', 'purple-2': 'place purple-2', 'purple-2-release': 'place purple-2-release', 'purple-3': 'place purple-3', 'purple-3-exchange': 'place purple-3-exchange', 'purple-4': 'place purple-4', 'purple-4-trap': 'place purple-4-trap', 'purple-5': 'place purple-5', 'red-2': 'place red-2', 'red-3': 'place red-3', 'red-4': 'place red-4', 'red-5': 'place red-5', 'red-6': 'place red-6', 'yellow-1': 'place yellow-1', 'yellow-1-passage': 'place yellow-1-passage', 'yellow-2': 'place yellow-2', 'yellow-2-release': 'place yellow-2-release', 'yellow-3': 'place yellow-3', 'yellow-3-exchange': 'place yellow-3-exchange', 'yellow-4': 'place yellow-4', 'yellow-4-trap': 'place yellow-4-trap', 'yellow-5': 'place yellow-5'}
_STR1 = {'blue': 'guild blue', 'yellow': 'guild yellow', 'green': 'guild green', 'purple': 'guild purple'}
_STR2 = {0: 'start 0', 1: 'start 1', 2: 'start 2', 3: 'start 3'}
_STR3 = {'a1': 'take a1', 'a2': 'take a2', 'a3': 'take a3', 'a4': 'take a4', 'a5': 'take a5', 'b1': 'take b1', 'b2': 'take b2', 'b3': 'take b3', 'b4': 'take b4', 'b5': 'take b5', 'c1': 'take c1', 'c2': 'take c2', 'c3': 'take c3', 'c4': 'take c4', 'c5': 'take c5', 'd1': 'take d1', 'd2': 'take d2', 'd3': 'take d3', 'd4': 'take d4', 'd5': 'take d5', 'e1': 'take e1', 'e2': 'take e2', 'e3': 'take e3', 'e4': 'take e4', 'e5': 'take e5'}
_STR4 = {'a1': 'give a1', 'a2': 'give a2', 'a3': 'give a3', 'a4': 'give a4', 'a5': 'give a5', 'b1': 'give b1', 'b2': 'give b2', 'b3': 'give b3', 'b4': 'give b4', 'b5': 'give b5', 'c1': 'give c1', 'c2': 'give c2', 'c3': 'give c3', 'c4': 'give c4', 'c5': 'give c5', 'd1': 'give d1', 'd2': 'give d2', 'd3': 'give d3', 'd4': 'give d4', 'd5': 'give d5', 'e1': 'give e1', 'e2': 'give e2', 'e3': 'give e3', 'e4': 'give e4', 'e5': 'give e5'}
_STR5 = {'a1': 'passage a1', 'a2': 'passage a2', 'a3': 'passage a3', 'a4': 'passage a4', 'a5': 'passage a5', 'b1': 'passage b1', 'b2': 'passage b2', 'b3': 'passage b3', 'b4': 'passage b4', 'b5': 'passage b5', 'c1': 'passage c1', 'c2': 'passage c2', 'c3': 'passage c3', 'c4': 'passage c4', 'c5': 'passage c5', 'd1': 'passage d1', 'd2': 'passage d2', 'd3': 'passage d3', 'd4': 'passage d4', 'd5': 'passage d5', 'e1': 'passage e1', 'e2': 'passage e2', 'e3': 'passage e3', 'e4': 'passage e4', 'e5': 'passage e5'}
_STR6 = {0: {'red': 'exchange 0 red', 'blue': 'exchange 0 blue', 'yellow': 'exchange 0 yellow', 'green': 'exchange 0 green', 'purple': 'exchange 0 purple'}, 1: {'red': 'exchange 1 red', 'blue': 'exchange 1 blue', 'yellow': 'exchange 1 yellow', 'green': 'exchange 1 green', 'purple': 'exchange 1 purple'}, 2: {'red': 'exchange 2 red', 'blue': 'exchange 2 blue', 'yellow': 'exchange 2 yellow', 'green': 'exchange 2 green', 'purple': 'exchange 2 purple'}, 3: {'red': 'exchange 3 red', 'blue': 'exchange 3 blue', 'yellow': 'exchange 3 yellow', 'green': 'exchange 3 green', 'purple': 'exchange 3 purple'}}
_STR7 = {'a1': 'trap a1', 'a2': 'trap a2', 'a3': 'trap a3', 'a4': 'trap a4', 'a5': 'trap a5', 'b1': 'trap b1', 'b2': 'trap b2', 'b3': 'trap b3', 'b4': 'trap b4', 'b5': 'trap b5', 'c1': 'trap c1', 'c2': 'trap c2', 'c3': 'trap c3', 'c4': 'trap c4', 'c5': 'trap c5', 'd1': 'trap d1', 'd2': 'trap d2', 'd3': 'trap d3', 'd4': 'trap d4', 'd5': 'trap d5', 'e1': 'trap e1', 'e2': 'trap e2', 'e3': 'trap e3', 'e4': 'trap e4', 'e5': 'trap e5'}
_STR9 = {'red': 'tribute red', 'blue': 'tribute blue', 'yellow': 'tribute yellow', 'green': 'tribute green', 'purple': 'tribute purple'}
_STR10 = {'blue-1': 'release blue-1', 'blue-1-passage': 'release blue-1-passage', 'blue-2': 'release blue-2', 'blue-2-release': 'release blue-2-release', 'blue-3': 'release blue-3', 'blue-3-exchange': 'release blue-3-exchange', 'blue-4': 'release blue-4', 'blue-4-trap': 'release blue-4-trap', 'blue-5': 'release blue-5', 'green-1': 'release green-1', 'green-1-passage': 'release green-1-passage', 'green-2': 'release green-2', 'green-2-release': 'release green-2-release', 'green-3': 'release green-3', 'green-3-exchange': 'release green-3-exchange', 'green-4': 'release green-4', 'green-4-trap': 'release green-4-trap', 'green-5': 'release green-5', 'purple-1': 'release purple-1', 'purple-1-passage': 'release purple-1-passage', 'purple-2': 'release purple-2', 'purple-2-release': 'release purple-2-release', 'purple-3': 'release purple-3', 'purple-3-exchange': 'release purple-3-exchange', 'purple-4': 'release purple-4', 'purple-4-trap': 'release purple-4-trap', 'purple-5': 'release purple-5', 'red-2': 'release red-2', 'red-3': 'release red-3', 'red-4': 'release red-4', 'red-5': 'release red-5', 'red-6': 'release red-6', 'yellow-1': 'release yellow-1', 'yellow-1-passage': 'release yellow-1-passage', 'yellow-2': 'release yellow-2', 'yellow-2-release': 'release yellow-2-release', 'yellow-3': 'release yellow-3', 'yellow-3-exchange': 'release yellow-3-exchange', 'yellow-4': 'release yellow-4', 'yellow-4-trap': 'release yellow-4-trap', 'yellow-5': 'release yellow-5', 'red-1-stairs1': 'release red-1-stairs1', 'red-1-stairs2': 'release red-1-stairs2'}
_DOM0_0 = ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5']
def _list0(g, d, out):
    _d_left = d['left']
    for a_t in _DOM0_0:
        w0 = _d_left[a_t]
        if (w0 > 0):
            out.append((_STR0[a_t], w0))
_DOM1_0 = ['blue', 'green', 'purple', 'yellow']
def _list1(g, d, out):
    _d_guilds = d['guilds']
    for a_c in _DOM1_0:
        if (a_c in _d_guilds):
            w1 = 0
        else:
            w1 = 1
        if (w1 > 0):
            out.append((_STR1[a_c], w1))
def _list2(g, d, out):
    _i256_out = []
    for _i257_seat in range(g.players):
        _i256_out.append(_i257_seat)
    _each_seats = _i256_out
    for a_seat in _each_seats:
        w2 = 1
        if (w2 > 0):
            out.append((_STR2[a_seat], w2))
    out.sort()
def _list3(g, d, out):
    _d_dragon = d['dragon']
    _d_boards = d['boards']
    _d_level = d['level']
    _g_o2 = g.o2
    _g_o3 = g.o3
    _i258__i21_cells = C_ROW_LINE[_d_dragon]
    _i259__i22_b = _d_boards[C_LEVEL_KEYS[(_d_level - 1)]]
    _i260__i23_here = _d_dragon
    _i261__i24_full = []
    for _i262__i25_c in _i258__i21_cells:
        if ((_i262__i25_c != _i260__i23_here) and (_i262__i25_c in _i259__i22_b)):
            _i261__i24_full.append(_i262__i25_c)
    if _g_o2:
        _each_row_choices = _i261__i24_full
    else:
        _i263__i26_near = []
        if _g_o3:
            _i264__i27_pos = _i258__i21_cells.index(_i260__i23_here)
            _i265__i28_before = None
            _i266__i29_after = None
            for _i262__i25_c in _i261__i24_full:
                _i267__i30_k = _i258__i21_cells.index(_i262__i25_c)
                if (_i267__i30_k < _i264__i27_pos):
                    _i265__i28_before = _i262__i25_c
                elif ((_i267__i30_k > _i264__i27_pos) and (_i266__i29_after is None)):
                    _i266__i29_after = _i262__i25_c
            if (_i265__i28_before is not None):
                _i263__i26_near.append(_i265__i28_before)
            if (_i266__i29_after is not None):
                _i263__i26_near.append(_i266__i29_after)
        _each_row_choices = _i263__i26_near
    for a_c in _each_row_choices:
        out.append(_STR3[a_c])
    out.sort()
def _list4(g, d, out):
    _d_dragon = d['dragon']
    _d_boards = d['boards']
    _d_level = d['level']
    _g_o2 = g.o2
    _g_o3 = g.o3
    _i268__i5_cells = C_COL_LINE[_d_dragon]
    _i269__i6_b = _d_boards[C_LEVEL_KEYS[(_d_level - 1)]]
    _i270__i7_here = _d_dragon
    _i271__i8_full = []
    for _i272__i9_c in _i268__i5_cells:
        if ((_i272__i9_c != _i270__i7_here) and (_i272__i9_c in _i269__i6_b)):
            _i271__i8_full.append(_i272__i9_c)
    if _g_o2:
        _each_column_choices = _i271__i8_full
    else:
        _i273__i10_near = []
        if _g_o3:
            _i274__i11_pos = _i268__i5_cells.index(_i270__i7_here)
            _i275__i12_before = None
            _i276__i13_after = None
            for _i272__i9_c in _i271__i8_full:
                _i277__i14_k = _i268__i5_cells.index(_i272__i9_c)
                if (_i277__i14_k < _i274__i11_pos):
                    _i275__i12_before = _i272__i9_c
                elif ((_i277__i14_k > _i274__i11_pos) and (_i276__i13_after is None)):
                    _i276__i13_after = _i272__i9_c
            if (_i275__i12_before is not None):
                _i273__i10_near.append(_i275__i12_before)
            if (_i276__i13_after is not None):
                _i273__i10_near.append(_i276__i13_after)
        _each_column_choices = _i273__i10_near
    for a_c in _each_column_choices:
        out.append(_STR4[a_c])
    out.sort()
def _list5(g, d, out):
    _d_this_turn = d['this_turn']
    _d_out = d['out']
    _d_turn = d['turn']
    _d_stacks = d['stacks']
    _d_dragon = d['dragon']
    _d_boards = d['boards']
    _d_level = d['level']
    _g_o2 = g.o2
    _g_o3 = g.o3
    _i278_out = []
    _i283__i179_a = _d_this_turn['action']
    if (_i283__i179_a is None):
        _i284__i180_r = ''
    else:
        _i284__i180_r = C_TILE_SPECIAL[_i283__i179_a]
    if (_i284__i180_r == 'exchange'):
        _i280__i176_out = []
        for _i281__i177_seat in range(g.players):
            if (not _d_out[_i281__i177_seat]):
                _i280__i176_out.append(_i281__i177_seat)
        _i282__i178_r = _i280__i176_out
        for _i279_seat in _i282__i178_r:
            if (_i279_seat != _d_turn):
                _i278_out.append(_i279_seat)
    _each_exchange_seats = _i278_out
    for a_seat in _each_exchange_seats:
        _i285_out = []
        for _i286_c in C_COLOURS:
            if (len(_d_stacks[a_seat][_i286_c]) > 0):
                _i285_out.append(_i286_c)
        _i287_r = _i285_out
        for a_c in _i287_r:
            out.append(_STR6[a_seat][a_c])
    out.sort()
    _i298__i166_a = _d_this_turn['action']
    if (_i298__i166_a is None):
        _i299__i167_r = ''
    else:
        _i299__i167_r = C_TILE_SPECIAL[_i298__i166_a]
    if (_i299__i167_r == 'passage'):
        _i288__i156__i21_cells = C_ROW_LINE[_d_dragon]
        _i289__i157__i22_b = _d_boards[C_LEVEL_KEYS[(_d_level - 1)]]
        _i290__i158__i23_here = _d_dragon
        _i291__i159__i24_full = []
        for _i292__i160__i25_c in _i288__i156__i21_cells:
            if ((_i292__i160__i25_c != _i290__i158__i23_here) and (_i292__i160__i25_c in _i289__i157__i22_b)):
                _i291__i159__i24_full.append(_i292__i160__i25_c)
        if _g_o2:
            _each_passage_cells = _i291__i159__i24_full
        else:
            _i293__i161__i26_near = []
            if _g_o3:
                _i294__i162__i27_pos = _i288__i156__i21_cells.index(_i290__i158__i23_here)
                _i295__i163__i28_before = None
                _i296__i164__i29_after = None
                for _i292__i160__i25_c in _i291__i159__i24_full:
                    _i297__i165__i30_k = _i288__i156__i21_cells.index(_i292__i160__i25_c)
                    if (_i297__i165__i30_k < _i294__i162__i27_pos):
                        _i295__i163__i28_before = _i292__i160__i25_c
                    elif ((_i297__i165__i30_k > _i294__i162__i27_pos) and (_i296__i164__i29_after is None)):
                        _i296__i164__i29_after = _i292__i160__i25_c
                if (_i295__i163__i28_before is not None):
                    _i293__i161__i26_near.append(_i295__i163__i28_before)
                if (_i296__i164__i29_after is not None):
                    _i293__i161__i26_near.append(_i296__i164__i29_after)
            _each_passage_cells = _i293__i161__i26_near
    else:
        _each_passage_cells = []
    for a_c in _each_passage_cells:
        out.append(_STR5[a_c])
    out.sort()
    out.append('skip')
    _i300_out = []
    _i303__i196_a = _d_this_turn['action']
    if (_i303__i196_a is None):
        _i304__i197_r = ''
    else:
        _i304__i197_r = C_TILE_SPECIAL[_i303__i196_a]
    if (_i304__i197_r == 'trap'):
        _i301_b = _d_boards[C_LEVEL_KEYS[(_d_level - 1)]]
        for _i302_c in C_CELLS:
            if (_i302_c in _i301_b):
                _i300_out.append(_i302_c)
    _each_trap_cells = _i300_out
    for a_c in _each_trap_cells:
        out.append(_STR7[a_c])
    out.sort()
def _list6(g, d, out):
    _d_end = d['end']
    _d_guilds = d['guilds']
    _d_stacks = d['stacks']
    _i305__i15_seat = _d_end['seat']
    _i306__i16_guild = _d_guilds[_i305__i15_seat]
    _i307__i17_out = []
    _i308__i18_most = 0
    for _i309__i19_c in C_COLOURS:
        _i310__i20_k = len(_d_stacks[_i305__i15_seat][_i309__i19_c])
        if ((_i309__i19_c != _i306__i16_guild) and (_i310__i20_k > 0)):
            if (_i310__i20_k > _i308__i18_most):
                _i308__i18_most = _i310__i20_k
                _i307__i17_out = [_i309__i19_c]
            elif (_i310__i20_k == _i308__i18_most):
                _i307__i17_out.append(_i309__i19_c)
    _each_end_choices = _i307__i17_out
    for a_c in _each_end_choices:
        out.append(_STR9[a_c])
    out.sort()
def _list7(g, d, out):
    _d_end = d['end']
    _d_stacks = d['stacks']
    _d_guilds = d['guilds']
    _i311_seat = _d_end['seat']
    _i312_out = []
    for _i313_t in _d_stacks[_i311_seat][_d_guilds[_i311_seat]]:
        if (_i313_t not in _i312_out):
            _i312_out.append(_i313_t)
    _each_release_tiles = _i312_out
    for a_t in _each_release_tiles:
        out.append(_STR10[a_t])
    out.append('release done')
    out.sort()
_LIST = {'place': _list0, 'guild': _list1, 'start': _list2, 'take': _list3, 'give': _list4, 'action': _list5, 'tribute': _list6, 'release': _list7}
_STATIC = frozenset(['start'])  # phases listing alike in every state of a Game
_APPLY_FN = (do_place, deal_guild, start_turn, do_take, do_give, do_passage, do_exchange, do_trap, after_action, do_tribute, do_release, release_done,)
_APPLY = {_s: (_APPLY_FN[_i], tuple(_args)) for _s, (_i, _args) in _ACTIONS.items()}
_DERIVED = {'winners': winners_json, 'scores': scores_json}
_KEYS = [['game', None], ['players', None], ['options', None], ['phase', ['enum', ['place', 'guild', 'start', 'take', 'give', 'action', 'tribute', 'release', 'over']]], ['level', ['int']], ['turn', ['int']], ['boards', ['dict', ['1', '2', '3'], ['dict', ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5'], ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]]], ['dragon', ['enum', ['a1', 'a2', 'a3', 'a4', 'a5', 'b1', 'b2', 'b3', 'b4', 'b5', 'c1', 'c2', 'c3', 'c4', 'c5', 'd1', 'd2', 'd3', 'd4', 'd5', 'e1', 'e2', 'e3', 'e4', 'e5']]], ['guilds', ['list', ['opt', ['enum', ['red', 'blue', 'yellow', 'green', 'purple']]]]], ['stacks', ['list', ['dict', ['red', 'blue', 'yellow', 'green', 'purple'], ['list', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]]]], ['treasure', ['list', ['int']]], ['stock', ['int']], ['out', ['list', ['bool']]], ['discarded', ['list', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['boxed', ['list', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['this_turn', ['rec', [['taken', ['opt', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['action', ['opt', ['enum', ['blue-1', 'blue-1-passage', 'blue-2', 'blue-2-release', 'blue-3', 'blue-3-exchange', 'blue-4', 'blue-4-trap', 'blue-5', 'green-1', 'green-1-passage', 'green-2', 'green-2-release', 'green-3', 'green-3-exchange', 'green-4', 'green-4-trap', 'green-5', 'purple-1', 'purple-1-passage', 'purple-2', 'purple-2-release', 'purple-3', 'purple-3-exchange', 'purple-4', 'purple-4-trap', 'purple-5', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'yellow-1', 'yellow-1-passage', 'yellow-2', 'yellow-2-release', 'yellow-3', 'yellow-3-exchange', 'yellow-4', 'yellow-4-trap', 'yellow-5', 'red-1-stairs1', 'red-1-stairs2']]]], ['chained', ['bool']], ['after', ['opt', ['enum', ['give', 'end']]]]]]], ['last_tile', ['rec', [['remover', ['opt', ['int']]], ['receiver', ['opt', ['int']]]]]], ['end', ['rec', [['seat', ['opt', ['int']]], ['releases', ['list', ['int']]]]]], ['winners', ['opt', ['list', ['int']]]], ['scores', ['opt', ['list', ['int']]]]]
_CHECKED = ['winners', 'scores']
_GAME_FIELDS = []
_INVARIANTS = [check_shape, check_reachable]
_LOAD = normalise
_INIT, _SCORES, _RETURNS = init, scores, returns
_OBSERVE = [{'key': 'guilds', 'show': 'own-only'}]
def _clone(d):
    return {'phase': d['phase'], 'level': d['level'], 'turn': d['turn'], 'boards': {_k0: _x0.copy() for _k0, _x0 in d['boards'].items()}, 'dragon': d['dragon'], 'guilds': d['guilds'].copy(), 'stacks': [{_k5: _x5.copy() for _k5, _x5 in _x4.items()} for _x4 in d['stacks']], 'treasure': d['treasure'].copy(), 'stock': d['stock'], 'out': d['out'].copy(), 'discarded': d['discarded'].copy(), 'boxed': d['boxed'].copy(), 'this_turn': d['this_turn'].copy(), 'last_tile': d['last_tile'].copy(), 'end': {'seat': d['end']['seat'], 'releases': d['end']['releases'].copy()}, 'fill': d['fill'], 'left': d['left'].copy()}
_PHASE_FIELD = 'phase'
PHASES = ('place', 'guild', 'start', 'take', 'give', 'action', 'tribute', 'release', 'over')  # also as upper-case constants
PLACE = 'place'
GUILD = 'guild'
START = 'start'
TAKE = 'take'
GIVE = 'give'
ACTION = 'action'
TRIBUTE = 'tribute'
RELEASE = 'release'
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
ACTIONS = ('exchange 0 blue', 'exchange 0 green', 'exchange 0 purple', 'exchange 0 red', 'exchange 0 yellow', 'exchange 1 blue', 'exchange 1 green', 'exchange 1 purple', 'exchange 1 red', 'exchange 1 yellow', 'exchange 2 blue', 'exchange 2 green', 'exchange 2 purple', 'exchange 2 red', 'exchange 2 yellow', 'exchange 3 blue', 'exchange 3 green', 'exchange 3 purple', 'exchange 3 red', 'exchange 3 yellow', 'give a1', 'give a2', 'give a3', 'give a4', 'give a5', 'give b1', 'give b2', 'give b3', 'give b4', 'give b5', 'give c1', 'give c2', 'give c3', 'give c4', 'give c5', 'give d1', 'give d2', 'give d3', 'give d4', 'give d5', 'give e1', 'give e2', 'give e3', 'give e4', 'give e5', 'passage a1', 'passage a2', 'passage a3', 'passage a4', 'passage a5', 'passage b1', 'passage b2', 'passage b3', 'passage b4', 'passage b5', 'passage c1', 'passage c2', 'passage c3', 'passage c4', 'passage c5', 'passage d1', 'passage d2', 'passage d3', 'passage d4', 'passage d5', 'passage e1', 'passage e2', 'passage e3', 'passage e4', 'passage e5', 'release blue-1', 'release blue-1-passage', 'release blue-2', 'release blue-2-release', 'release blue-3', 'release blue-3-exchange', 'release blue-4', 'release blue-4-trap', 'release blue-5', 'release done', 'release green-1', 'release green-1-passage', 'release green-2', 'release green-2-release', 'release green-3', 'release green-3-exchange', 'release green-4', 'release green-4-trap', 'release green-5', 'release purple-1', 'release purple-1-passage', 'release purple-2', 'release purple-2-release', 'release purple-3', 'release purple-3-exchange', 'release purple-4', 'release purple-4-trap', 'release purple-5', 'release red-1-stairs1', 'release red-1-stairs2', 'release red-2', 'release red-3', 'release red-4', 'release red-5', 'release red-6', 'release yellow-1', 'release yellow-1-passage', 'release yellow-2', 'release yellow-2-release', 'release yellow-3', 'release yellow-3-exchange', 'release yellow-4', 'release yellow-4-trap', 'release yellow-5', 'skip', 'take a1', 'take a2', 'take a3', 'take a4', 'take a5', 'take b1', 'take b2', 'take b3', 'take b4', 'take b5', 'take c1', 'take c2', 'take c3', 'take c4', 'take c5', 'take d1', 'take d2', 'take d3', 'take d4', 'take d5', 'take e1', 'take e2', 'take e3', 'take e4', 'take e5', 'trap a1', 'trap a2', 'trap a3', 'trap a4', 'trap a5', 'trap b1', 'trap b2', 'trap b3', 'trap b4', 'trap b5', 'trap c1', 'trap c2', 'trap c3', 'trap c4', 'trap c5', 'trap d1', 'trap d2', 'trap d3', 'trap d4', 'trap d5', 'trap e1', 'trap e2', 'trap e3', 'trap e4', 'trap e5', 'tribute blue', 'tribute green', 'tribute purple', 'tribute red', 'tribute yellow')
ACTION_ID = {a: i for i, a in enumerate(ACTIONS)}
ACTION_TOKENS = None  # every decision is in ACTIONS
ACTION_TOKEN_ID = None
MAX_ACTION_TOKENS = 1
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

CHANCE_OUTCOMES = ('guild blue', 'guild green', 'guild purple', 'guild yellow', 'place blue-1', 'place blue-1-passage', 'place blue-2', 'place blue-2-release', 'place blue-3', 'place blue-3-exchange', 'place blue-4', 'place blue-4-trap', 'place blue-5', 'place green-1', 'place green-1-passage', 'place green-2', 'place green-2-release', 'place green-3', 'place green-3-exchange', 'place green-4', 'place green-4-trap', 'place green-5', 'place purple-1', 'place purple-1-passage', 'place purple-2', 'place purple-2-release', 'place purple-3', 'place purple-3-exchange', 'place purple-4', 'place purple-4-trap', 'place purple-5', 'place red-2', 'place red-3', 'place red-4', 'place red-5', 'place red-6', 'place yellow-1', 'place yellow-1-passage', 'place yellow-2', 'place yellow-2-release', 'place yellow-3', 'place yellow-3-exchange', 'place yellow-4', 'place yellow-4-trap', 'place yellow-5', 'start 0', 'start 1', 'start 2', 'start 3')
CHANCE_OUTCOME_ID = {a: i for i, a in enumerate(CHANCE_OUTCOMES)}
MAX_GAME_LENGTH = 250  # decisions in one game (chance outcomes not counted): an estimate, not a proof: 3 x the longest of seeded random playouts
# option values with which a random playout ran past 20000 actions: a game may not end
UNBOUNDED_OPTIONS = {}
MAX_CHANCE_OUTCOMES = len(CHANCE_OUTCOMES)
OPENSPIEL_TERMINAL = -4  # OpenSpiel's terminal player id; TERMINAL (-2) is the protocol's
OBSERVATION_TENSOR = None  # no fixed-shape tensor: the state's lists have no declared length
