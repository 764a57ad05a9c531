'Emerald (エメラルド) engine, compiled by rulestone from rulespecs/emerald.yaml (docs/rule-language.md). Do not edit: change the rule bodies in the spec and run `rulestone build`. Standard library only; the API is DESIGN.md section 6.'

from __future__ import annotations

import json
from fractions import Fraction

CHANCE = -1
TERMINAL = -2
GAME_ID = 'emerald'
TITLES = {'ja': 'エメラルド', 'zh-Hant': '翡翠', 'en': 'Emerald'}
OPTIONS = {'two_player_moves': {'values': ['same-colour', 'one-knight'], 'default': 'same-colour'}, 'card_dragon_order': {'values': ['dragon-first', 'card-first'], 'default': 'card-first'}, 'ransomed_knight_takes_card': {'values': ['takes-card', 'no-card'], 'default': 'takes-card'}, 'dragon_after_card': {'values': ['dragon-moves', 'dragon-skipped'], 'default': 'dragon-moves'}, 'dragon_end_of_track': {'values': ['bounce', 'may-stop-at-end'], 'default': 'bounce'}, 'start_space_count': {'values': ['per-building', 'whole-town'], 'default': 'per-building'}, 'dragon_counts_for_distance': {'values': ['knights-only', 'dragon-counts'], 'default': 'knights-only'}, 'treasure_room_ends_turn': {'values': ['ends-turn', 'continues'], 'default': 'ends-turn'}, 'two_player_last_knight': {'values': ['per-player', 'per-colour'], 'default': 'per-player'}}
SPEC_SHA256 = '994cb1fd170d342204cc02dfcb7552502446a9de8c951f7566ba584642c8bd51'
MIN_PLAYERS = 2
MAX_PLAYERS = 5
PLAYERS_MIN, PLAYERS_MAX = MIN_PLAYERS, MAX_PLAYERS

C_TOWERS = 4
C_CENTRE_USED = [False, False, False, True, True, False]
C_FIELD_SPACES = 6
C_CAVE_SPACES = 9
C_NCOLOURS = 5
C_COLOURS = ['c1', 'c2', 'c3', 'c4', 'c5']
C_KNIGHTS_PER_PLAYER = [0, 0, 8, 5, 5, 4]
C_KNIGHTS_PER_COLOUR = [0, 0, 4, 5, 5, 4]
C_COLOURS_PER_PLAYER = [0, 0, 2, 1, 1, 1]
C_GEM_KINDS = ['ruby', 'emerald', 'garnet', 'turquoise']
C_GEMS_PER_KIND = 6
C_GOLD_VALUES = [1, 2, 3, 4, 5]
C_GOLD_PER_VALUE = 5
C_GEM_PILES = [2, 3, 2, 3, 2, 3, 2, 3, 2]
C_GOLD_PILES = [3, 2, 3, 2, 3, 2, 3, 2, 3]
C_TREASURE_CARDS = 4
C_TREASURE_PLACES = 4
C_DRAGON_START_SPACE = 4
C_TRACK_START_SPACE = 1
C_TRACK_LAST_START_SPACE = 6
C_DRAGON_START = 10
C_TRACK_START = 7
C_TRACK_LAST_START = 12
C_TRACK_LENGTH = 4
C_TRACK_ADVANCE = 1
C_DIE_FACES = [1, 1, 2, 2, 3, 3]
C_ROLLS = [1, 2, 3]
C_KNIGHTS_MOVED_MAX = 2
C_RANSOM_GOLD_CARDS = 1
C_END_KNIGHTS_LEFT = 1
C_POINTS_TREASURE = 5
C_POINTS_GEM = 1
C_POINTS_BONUS = 4
C_START_SPOTS = ['tower-1', 'tower-2', 'tower-3', 'tower-4', 'centre']
C_NSTART = 5
C_NPATH = 15
C_CAVE_FIRST = 7
C_PLACES = ['tower-1', 'tower-2', 'tower-3', 'tower-4', 'centre', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']
C_PHASES = ['deal', 'move', 'take', 'roll', 'dragon-end', 'capture', 'catch', 'ransom', 'over']
C_FACINGS = ['left', 'right']
C_CAUGHT = ['ransomed', 'eaten']
C_PILES = ['gem', 'gold']
C_PICKS = ['last', 'other']
C_DEAL_PILE = ['gem', 'gem', 'gold', 'gold', 'gold', 'gem', 'gem', 'gem', 'gold', 'gold', 'gem', 'gem', 'gold', 'gold', 'gold', 'gem', 'gem', 'gem', 'gold', 'gold', 'gem', 'gem', 'gold', 'gold', 'gold', 'gem', 'gem', 'gem', 'gold', 'gold', 'gem', 'gem', 'gold', 'gold', 'gold', 'gem', 'gem', 'gem', 'gold', 'gold', 'gem', 'gem', 'gold', 'gold', 'gold']
C_DEAL_CAVE = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8]
C_NDEAL = 45
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

_ACTIONS = {'deal gem ruby': [0, ['ruby']], 'deal gem emerald': [0, ['emerald']], 'deal gem garnet': [0, ['garnet']], 'deal gem turquoise': [0, ['turquoise']], 'deal gold 1': [1, [1]], 'deal gold 2': [1, [2]], 'deal gold 3': [1, [3]], 'deal gold 4': [1, [4]], 'deal gold 5': [1, [5]], 'move c1 tower-1': [2, ['c1', 'tower-1']], 'move c1 tower-2': [2, ['c1', 'tower-2']], 'move c1 tower-3': [2, ['c1', 'tower-3']], 'move c1 tower-4': [2, ['c1', 'tower-4']], 'move c1 centre': [2, ['c1', 'centre']], 'move c1 1': [2, ['c1', '1']], 'move c1 2': [2, ['c1', '2']], 'move c1 3': [2, ['c1', '3']], 'move c1 4': [2, ['c1', '4']], 'move c1 5': [2, ['c1', '5']], 'move c1 6': [2, ['c1', '6']], 'move c1 7': [2, ['c1', '7']], 'move c1 8': [2, ['c1', '8']], 'move c1 9': [2, ['c1', '9']], 'move c1 10': [2, ['c1', '10']], 'move c1 11': [2, ['c1', '11']], 'move c1 12': [2, ['c1', '12']], 'move c1 13': [2, ['c1', '13']], 'move c1 14': [2, ['c1', '14']], 'move c1 15': [2, ['c1', '15']], 'move c2 tower-1': [2, ['c2', 'tower-1']], 'move c2 tower-2': [2, ['c2', 'tower-2']], 'move c2 tower-3': [2, ['c2', 'tower-3']], 'move c2 tower-4': [2, ['c2', 'tower-4']], 'move c2 centre': [2, ['c2', 'centre']], 'move c2 1': [2, ['c2', '1']], 'move c2 2': [2, ['c2', '2']], 'move c2 3': [2, ['c2', '3']], 'move c2 4': [2, ['c2', '4']], 'move c2 5': [2, ['c2', '5']], 'move c2 6': [2, ['c2', '6']], 'move c2 7': [2, ['c2', '7']], 'move c2 8': [2, ['c2', '8']], 'move c2 9': [2, ['c2', '9']], 'move c2 10': [2, ['c2', '10']], 'move c2 11': [2, ['c2', '11']], 'move c2 12': [2, ['c2', '12']], 'move c2 13': [2, ['c2', '13']], 'move c2 14': [2, ['c2', '14']], 'move c2 15': [2, ['c2', '15']], 'move c3 tower-1': [2, ['c3', 'tower-1']], 'move c3 tower-2': [2, ['c3', 'tower-2']], 'move c3 tower-3': [2, ['c3', 'tower-3']], 'move c3 tower-4': [2, ['c3', 'tower-4']], 'move c3 centre': [2, ['c3', 'centre']], 'move c3 1': [2, ['c3', '1']], 'move c3 2': [2, ['c3', '2']], 'move c3 3': [2, ['c3', '3']], 'move c3 4': [2, ['c3', '4']], 'move c3 5': [2, ['c3', '5']], 'move c3 6': [2, ['c3', '6']], 'move c3 7': [2, ['c3', '7']], 'move c3 8': [2, ['c3', '8']], 'move c3 9': [2, ['c3', '9']], 'move c3 10': [2, ['c3', '10']], 'move c3 11': [2, ['c3', '11']], 'move c3 12': [2, ['c3', '12']], 'move c3 13': [2, ['c3', '13']], 'move c3 14': [2, ['c3', '14']], 'move c3 15': [2, ['c3', '15']], 'move c4 tower-1': [2, ['c4', 'tower-1']], 'move c4 tower-2': [2, ['c4', 'tower-2']], 'move c4 tower-3': [2, ['c4', 'tower-3']], 'move c4 tower-4': [2, ['c4', 'tower-4']], 'move c4 centre': [2, ['c4', 'centre']], 'move c4 1': [2, ['c4', '1']], 'move c4 2': [2, ['c4', '2']], 'move c4 3': [2, ['c4', '3']], 'move c4 4': [2, ['c4', '4']], 'move c4 5': [2, ['c4', '5']], 'move c4 6': [2, ['c4', '6']], 'move c4 7': [2, ['c4', '7']], 'move c4 8': [2, ['c4', '8']], 'move c4 9': [2, ['c4', '9']], 'move c4 10': [2, ['c4', '10']], 'move c4 11': [2, ['c4', '11']], 'move c4 12': [2, ['c4', '12']], 'move c4 13': [2, ['c4', '13']], 'move c4 14': [2, ['c4', '14']], 'move c4 15': [2, ['c4', '15']], 'move c5 tower-1': [2, ['c5', 'tower-1']], 'move c5 tower-2': [2, ['c5', 'tower-2']], 'move c5 tower-3': [2, ['c5', 'tower-3']], 'move c5 tower-4': [2, ['c5', 'tower-4']], 'move c5 centre': [2, ['c5', 'centre']], 'move c5 1': [2, ['c5', '1']], 'move c5 2': [2, ['c5', '2']], 'move c5 3': [2, ['c5', '3']], 'move c5 4': [2, ['c5', '4']], 'move c5 5': [2, ['c5', '5']], 'move c5 6': [2, ['c5', '6']], 'move c5 7': [2, ['c5', '7']], 'move c5 8': [2, ['c5', '8']], 'move c5 9': [2, ['c5', '9']], 'move c5 10': [2, ['c5', '10']], 'move c5 11': [2, ['c5', '11']], 'move c5 12': [2, ['c5', '12']], 'move c5 13': [2, ['c5', '13']], 'move c5 14': [2, ['c5', '14']], 'move c5 15': [2, ['c5', '15']], 'pass': [3, []], 'take gem': [4, ['gem']], 'take gold': [4, ['gold']], 'roll 1': [5, [1]], 'roll 2': [5, [2]], 'roll 3': [5, [3]], 'dragon continue': [6, []], 'dragon stop': [7, []], 'capture c1': [8, ['c1']], 'capture c2': [8, ['c2']], 'capture c3': [8, ['c3']], 'capture c4': [8, ['c4']], 'capture c5': [8, ['c5']], 'catch last': [9, ['last']], 'catch other': [9, ['other']], 'ransom pay 1': [10, [1]], 'ransom pay 2': [10, [2]], 'ransom pay 3': [10, [3]], 'ransom pay 4': [10, [4]], 'ransom pay 5': [10, [5]], 'ransom refuse': [11, []]}
_STATE = ['rec', [['phase', ['enum', ['deal', 'move', 'take', 'roll', 'dragon-end', 'capture', 'catch', 'ransom', 'over']]], ['turn', ['int']], ['knights', ['dict', ['c1', 'c2', 'c3', 'c4', 'c5'], ['counter', ['tower-1', 'tower-2', 'tower-3', 'tower-4', 'centre', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'], ['int']]]], ['dragon', ['rec', [['space', ['int']], ['facing', ['enum', ['left', 'right']]]]]], ['track', ['list', ['int']]], ['caves', ['list', ['rec', [['space', ['int']], ['gems', ['list', ['enum', ['ruby', 'emerald', 'garnet', 'turquoise']]]], ['gold', ['list', ['int']]]]]]], ['treasure', ['int']], ['four_gem_bonus', ['opt', ['int']]], ['hands', ['list', ['rec', [['gold', ['list', ['int']]], ['gems', ['dict', ['ruby', 'emerald', 'garnet', 'turquoise'], ['int']]], ['treasure', ['int']], ['four_gem_bonus', ['bool']]]]]], ['this_turn', ['rec', [['moved', ['int']], ['last', ['opt', ['rec', [['colour', ['enum', ['c1', 'c2', 'c3', 'c4', 'c5']]], ['place', ['opt', ['enum', ['tower-1', 'tower-2', 'tower-3', 'tower-4', 'centre', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']]]]]]]], ['took', ['bool']], ['roll_due', ['bool']], ['pips', ['int']], ['caught', ['opt', ['enum', ['ransomed', 'eaten']]]]]]], ['capture', ['opt', ['rec', [['space', ['int']], ['colour', ['opt', ['enum', ['c1', 'c2', 'c3', 'c4', 'c5']]]]]]]]]]
_OPTION_TESTS = [['two_player_moves', 'same-colour'], ['two_player_moves', 'one-knight'], ['card_dragon_order', 'dragon-first'], ['card_dragon_order', 'card-first'], ['ransomed_knight_takes_card', 'takes-card'], ['ransomed_knight_takes_card', 'no-card'], ['dragon_after_card', 'dragon-moves'], ['dragon_after_card', 'dragon-skipped'], ['dragon_end_of_track', 'bounce'], ['dragon_end_of_track', 'may-stop-at-end'], ['start_space_count', 'per-building'], ['start_space_count', 'whole-town'], ['dragon_counts_for_distance', 'knights-only'], ['dragon_counts_for_distance', 'dragon-counts'], ['treasure_room_ends_turn', 'ends-turn'], ['treasure_room_ends_turn', 'continues'], ['two_player_last_knight', 'per-player'], ['two_player_last_knight', 'per-colour']]

# rule setup.board: Board
# spec: rulespecs/emerald.yaml:534
# cite ja: "ゲームボードをテーブルの中央に置きます"
# cite ja: "これらの建物が各騎士コマのスタート位置です"
# cite ja: "はじめの６マスは野原であり、後の９マスはドラゴンの洞窟です"
# cite zh-Hant: "遊戲圖板放在桌子的正中央"
# cite zh-Hant: "五色城堡與龍窟距離六格,龍窟內有九格"
def init(g):
    hands = []
    for seat in range(g.players):
        gems = {}
        for k in C_GEM_KINDS:
            gems[k] = 0
        hands.append({'gold': [], 'gems': gems, 'treasure': 0, 'four_gem_bonus': False})
    first = 'move'
    if (C_NDEAL > 0):
        first = 'deal'
    _i1_out = {}
    for _i2_c in g.f_colours:
        _i3_mine = {}
        for _i4_p in g.f_spots:
            _c1 = _i3_mine
            _k1 = _i4_p
            _v1 = _c1.get(_k1, 0) + (1)
            if _v1:
                _c1[_k1] = _v1
            else:
                _c1.pop(_k1, None)
        _i1_out[_i2_c] = _i3_mine
    knights = _i1_out
    return {'phase': first, 'turn': first_player(g), 'knights': knights, 'dragon': dragon_start(g), 'track': track_start(g), 'caves': empty_caves(g), 'treasure': treasure_start(g), 'four_gem_bonus': bonus_start(g), 'hands': hands, 'this_turn': fresh_turn(g), 'capture': None, 'dealt': 0, 'gems_left': undealt_gems(g, []), 'gold_left': undealt_gold(g, []), 'crowd': crowd_of(g, knights), 'stands': stands_of(g, knights)}
def place_of(g, space):
    return C_PLACES[((C_NSTART + space) - 1)]
def space_of(g, p):
    i = _INDEX_PLACES[p]
    if (i < C_NSTART):
        return 0
    return ((i - C_NSTART) + 1)
def on_place(g, s, p):
    return s['crowd'][p]
def crowd_of(g, knights):
    out = {}
    for p in C_PLACES:
        n = 0
        for c in g.f_colours:
            n += knights[c].get(p, 0)
        out[p] = n
    return out
def stands_of(g, knights):
    out = {}
    for c in g.f_colours:
        out[c] = sorted(list(knights[c]))
    return out
def knight_off(g, s, c, p):
    _c1 = s['knights'][c]
    _k1 = p
    _v1 = _c1.get(_k1, 0) - (1)
    if _v1:
        _c1[_k1] = _v1
    else:
        _c1.pop(_k1, None)
    s['crowd'][p] -= 1
    if (s['knights'][c].get(p, 0) == 0):
        s['stands'][c].remove(p)
def knight_on(g, s, c, p):
    _c1 = s['knights'][c]
    _k1 = p
    _v1 = _c1.get(_k1, 0) + (1)
    if _v1:
        _c1[_k1] = _v1
    else:
        _c1.pop(_k1, None)
    s['crowd'][p] += 1
    if (s['knights'][c].get(p, 0) == 1):
        s['stands'][c].append(p)
def colours_on(g, s, p):
    out = []
    for c in g.f_colours:
        if (s['knights'][c].get(p, 0) > 0):
            out.append(c)
    return out
def colour_count(g, s, c):
    n = 0
    for p in s['stands'][c]:
        n += s['knights'][c].get(p, 0)
    return n
def normalise(g, s):
    for c in g.f_colours:
        if (c not in s['knights']):
            s['knights'][c] = {}
    for h in s['hands']:
        h['gold'] = sorted(h['gold'])
    _i5_caves = s['caves']
    _i6_n = 0
    for _i7_cave in _i5_caves:
        _i6_n += (len(_i7_cave['gems']) + len(_i7_cave['gold']))
    _i8_r = _i6_n
    s['dealt'] = _i8_r
    _i9_caves = s['caves']
    _i10_left = {}
    for _i11_k in C_GEM_KINDS:
        _i12_n = C_GEMS_PER_KIND
        for _i13_cave in _i9_caves:
            _i12_n -= _i13_cave['gems'].count(_i11_k)
        _i10_left[_i11_k] = _i12_n
    _i14_r = _i10_left
    s['gems_left'] = _i14_r
    _i15_caves = s['caves']
    _i16_left = []
    for _i17_v in C_GOLD_VALUES:
        _i18_n = C_GOLD_PER_VALUE
        for _i19_cave in _i15_caves:
            _i18_n -= _i19_cave['gold'].count(_i17_v)
        _i16_left.append(_i18_n)
    _i20_r = _i16_left
    s['gold_left'] = _i20_r
    _i21_knights = s['knights']
    _i22_out = {}
    for _i23_p in C_PLACES:
        _i24_n = 0
        for _i25_c in g.f_colours:
            _i24_n += _i21_knights[_i25_c].get(_i23_p, 0)
        _i22_out[_i23_p] = _i24_n
    _i26_r = _i22_out
    s['crowd'] = _i26_r
    _i27_knights = s['knights']
    _i28_out = {}
    for _i29_c in g.f_colours:
        _i28_out[_i29_c] = sorted(list(_i27_knights[_i29_c]))
    _i30_r = _i28_out
    s['stands'] = _i30_r
def check_shape(g, s):
    n = g.players
    if ((s['turn'] < 0) or (s['turn'] >= n)):
        return 'turn must be a seat'
    for c in list(s['knights']):
        if (c not in g.f_colours):
            return ('knights: colours must be among ' + names(g, g.f_colours))
    for c in g.f_colours:
        _i31_n = 0
        for _i32_p in s['stands'][c]:
            _i31_n += s['knights'][c].get(_i32_p, 0)
        _i33_r = _i31_n
        if (_i33_r > g.f_knights_per_colour):
            return ('knights.' + c + ': more than a colour has')
    if ((s['dragon']['space'] < C_CAVE_FIRST) or (s['dragon']['space'] > C_NPATH)):
        return 'dragon.space must be a cave space'
    if (len(s['track']) != 2):
        return 'track'
    lo = s['track'][0]
    if ((lo < C_TRACK_START) or (lo > C_TRACK_LAST_START) or (s['track'][1] != ((lo + C_TRACK_LENGTH) - 1))):
        return 'track'
    if (len(s['caves']) != C_CAVE_SPACES):
        return ('caves must list ' + str(C_CAVE_SPACES) + ' spaces')
    for i in range(C_CAVE_SPACES):
        cave = s['caves'][i]
        if (cave['space'] != (C_CAVE_FIRST + i)):
            return ('caves[' + str(i) + '].space')
        for v in cave['gold']:
            if (v not in C_GOLD_VALUES):
                return ('caves[' + str(i) + '].gold')
        if ((len(cave['gems']) > C_GEM_PILES[i]) or (len(cave['gold']) > C_GOLD_PILES[i])):
            return ('caves[' + str(i) + ']: more cards than the pile holds')
    if ((s['treasure'] < 0) or (s['treasure'] > C_TREASURE_CARDS)):
        return 'treasure'
    if (len(s['hands']) != n):
        return 'hands: one per seat'
    held = 0
    for h in s['hands']:
        for v in h['gold']:
            if (v not in C_GOLD_VALUES):
                return 'hands[].gold'
        for k in C_GEM_KINDS:
            if (k not in h['gems']):
                return 'hands[].gems'
            if (h['gems'][k] < 0):
                return 'hands[].gems'
        held += h['treasure']
    if ((held + s['treasure']) > C_TREASURE_CARDS):
        return 'hands[].treasure'
    b4 = s['four_gem_bonus']
    if (b4 is not None):
        if ((b4 < 0) or (b4 >= n)):
            return 'four_gem_bonus'
    for i in range(n):
        if (s['hands'][i]['four_gem_bonus'] != ((b4 is not None) and (get_seat(g, b4) == i))):
            return 'hands[].four_gem_bonus'
    t = s['this_turn']
    if ((t['moved'] < 0) or (t['moved'] > g.f_max_moves)):
        return 'this_turn.moved'
    if ((t['pips'] < 0) or (t['pips'] > max(C_DIE_FACES)) or ((t['pips'] > 0) != (s['phase'] == 'dragon-end'))):
        return 'this_turn.pips'
    last = t['last']
    if (last is not None):
        if (last['colour'] not in g.f_colours):
            return 'this_turn.last.colour'
    cap = s['capture']
    if (cap is not None):
        if (cap['colour'] is not None):
            if (cap['colour'] not in g.f_colours):
                return 'capture.colour'
    ph = s['phase']
    if (((ph == 'capture') or (ph == 'catch') or (ph == 'ransom')) and (cap is None)):
        return 'capture: needed in this phase'
    if (((ph == 'catch') or (ph == 'ransom')) and (cap['colour'] is None)):
        return ('capture.colour: needed in phase ' + ph)
    busy = ((ph == 'take') or (ph == 'roll') or (ph == 'dragon-end') or (ph == 'capture') or (ph == 'catch'))
    if (busy or (ph == 'ransom')):
        if (last is None):
            return 'this_turn.last'
        if (last['place'] is None):
            return 'this_turn.last'
    if ((t['moved'] != 0) and (last is None) and (ph != 'over')):
        return 'this_turn.last: needed after a move'
    if ((ph == 'move') and (t['moved'] >= g.f_max_moves)):
        return 'this_turn.moved: no move left in phase move'
    if (ph == 'deal'):
        _i34_i = s['dealt']
        if (_i34_i >= C_NDEAL):
            return 'phase deal with every pile full'
        for _i35_cave in range(C_CAVE_SPACES):
            _i36_gems = 0
            _i37_gold = 0
            for _i38_j in range(_i34_i):
                if ((C_DEAL_CAVE[_i38_j] == _i35_cave) and (C_DEAL_PILE[_i38_j] == 'gem')):
                    _i36_gems += 1
                if ((C_DEAL_CAVE[_i38_j] == _i35_cave) and (C_DEAL_PILE[_i38_j] == 'gold')):
                    _i37_gold += 1
            if ((len(s['caves'][_i35_cave]['gems']) != _i36_gems) or (len(s['caves'][_i35_cave]['gold']) != _i37_gold)):
                return 'piles are dealt in order'
        for _i39_k in C_GEM_KINDS:
            _i40_left = C_GEMS_PER_KIND
            for _i41_c in s['caves']:
                _i40_left -= _i41_c['gems'].count(_i39_k)
            if (_i40_left < 0):
                return 'more gem cards than the box holds'
        for _i42_v in C_GOLD_VALUES:
            _i40_left = C_GOLD_PER_VALUE
            for _i41_c in s['caves']:
                _i40_left -= _i41_c['gold'].count(_i42_v)
            if (_i40_left < 0):
                return 'more gold cards than the box holds'
        return ''
    return ''
def get_seat(g, b):
    if (b is None):
        return (-1)
    return b
def names(g, cs):
    out = ''
    for c in cs:
        if (out != ''):
            out = (out + ', ')
        out = (out + c)
    return out
def check_reachable(g, s):
    n = g.players
    ph = s['phase']
    t = s['this_turn']
    inplay = 0
    for c in g.f_colours:
        inplay += colour_count(g, s, c)
    out = ((n * C_KNIGHTS_PER_PLAYER[n]) - inplay)
    held = 0
    for h in s['hands']:
        held += h['treasure']
    if (held > out):
        return ('hands[].treasure: ' + str(held) + ' held, but ' + str(out) + ' knights have left play')
    for c in g.f_colours:
        for i in range(C_NSTART):
            p = C_PLACES[i]
            most = 0
            if (p in g.f_spots):
                most = 1
            if (s['knights'][c].get(p, 0) > most):
                return ('knights.' + c + '.' + p + ': more than the game sets up there')
    first = (-1)
    for seat in range(n):
        if ((first < 0) and owns_every_kind(g, s, seat)):
            first = seat
    b4 = s['four_gem_bonus']
    if (b4 is not None):
        if (not owns_every_kind(g, s, b4)):
            return ('four_gem_bonus: seat ' + str(b4) + ' does not own every gem kind')
    if ((b4 is None) and (first >= 0)):
        return ('four_gem_bonus: null, but seat ' + str(first) + ' owns every gem kind')
    lo = s['track'][0]
    hi = ((lo + C_TRACK_LENGTH) - 1)
    behind = max((lo - C_TRACK_ADVANCE), C_TRACK_START)
    d = s['dragon']
    if ((d['space'] < behind) or (d['space'] > hi)):
        return ('dragon.space: ' + str(d['space']) + ' is outside ' + str(behind) + '..' + str(hi) + ' (track ' + str(lo) + '..' + str(hi) + ')')
    if ((d['space'] == hi) and (d['facing'] == 'right')):
        return ("dragon.facing: right on the track's last space " + str(hi) + ', where the dragon turns')
    if ((d['space'] == (lo - C_TRACK_ADVANCE)) and (d['facing'] == 'left')):
        return ('dragon.facing: left behind the track (space ' + str(d['space']) + '), where the dragon turned')
    moved = (t['moved'] > 0)
    last = t['last']
    if (moved != (last is not None)):
        return 'this_turn.last: null exactly when this_turn.moved is 0'
    card_first = g.o3
    if (last is not None):
        lc = last['colour']
        lp = last['place']
        if (lc not in g.f_seat_colours[s['turn']]):
            return ('this_turn.last.colour: not a colour of seat ' + str(s['turn']))
        if (lp is not None):
            _i49_p = lp
            _i50_i = _INDEX_PLACES[_i49_p]
            if (_i50_i < C_NSTART):
                _i51_r = 0
            else:
                _i51_r = ((_i50_i - C_NSTART) + 1)
            if (_i51_r == 0):
                return 'this_turn.last.place: a start building (knights only move forward)'
        if ((lp is None) and (ph != 'over') and ((ph != 'move') or g.o14)):
            return ('this_turn.last.place: null (the treasure room) in phase ' + ph)
    early = ((ph == 'roll') or (ph == 'dragon-end') or (ph == 'capture') or (ph == 'catch'))
    if ((t['caught'] is not None) and ((not moved) or early)):
        return ('this_turn.caught: the dragon has caught nobody yet in phase ' + ph)
    if (t['roll_due'] and (not ((ph == 'take') and card_first))):
        return 'this_turn.roll_due: only while a card is taken before the dragon moves'
    late = (early or (ph == 'ransom') or (ph == 'over'))
    if (t['took'] and (not (late and card_first and g.o6))):
        return ('this_turn.took: a card ends the turn unless the dragon moves after it (phase ' + ph + ')')
    if ((s['capture'] is not None) != ((ph == 'capture') or (ph == 'catch') or (ph == 'ransom'))):
        return 'capture: given exactly in phases capture, catch and ransom'
    if (ph == 'deal'):
        _i52_hands = []
        for _i53_seat in range(g.players):
            _i54_gems = {}
            for _i55_k in C_GEM_KINDS:
                _i54_gems[_i55_k] = 0
            _i52_hands.append({'gold': [], 'gems': _i54_gems, 'treasure': 0, 'four_gem_bonus': False})
        _i56_first = 'move'
        if (C_NDEAL > 0):
            _i56_first = 'deal'
        _i58__i1_out = {}
        for _i59__i2_c in g.f_colours:
            _i60__i3_mine = {}
            for _i61__i4_p in g.f_spots:
                _c1 = _i60__i3_mine
                _k1 = _i61__i4_p
                _v1 = _c1.get(_k1, 0) + (1)
                if _v1:
                    _c1[_k1] = _v1
                else:
                    _c1.pop(_k1, None)
            _i58__i1_out[_i59__i2_c] = _i60__i3_mine
        _i57_knights = _i58__i1_out
        fresh = {'phase': _i56_first, 'turn': first_player(g), 'knights': _i57_knights, 'dragon': dragon_start(g), 'track': track_start(g), 'caves': empty_caves(g), 'treasure': treasure_start(g), 'four_gem_bonus': bonus_start(g), 'hands': _i52_hands, 'this_turn': fresh_turn(g), 'capture': None, 'dealt': 0, 'gems_left': undealt_gems(g, []), 'gold_left': undealt_gold(g, []), 'crowd': crowd_of(g, _i57_knights), 'stands': stands_of(g, _i57_knights)}
        empty = True
        for h in s['hands']:
            if ((len(h['gold']) > 0) or (gem_cards(g, h) > 0)):
                empty = False
        if (not (s['knights'] == fresh['knights'])):
            return 'knights: not as the game sets up (phase deal)'
        if (s['turn'] != fresh['turn']):
            return 'turn: not as the game sets up (phase deal)'
        if ((d['space'] != fresh['dragon']['space']) or (d['facing'] != fresh['dragon']['facing'])):
            return 'dragon: not as the game sets up (phase deal)'
        if (not (s['track'] == fresh['track'])):
            return 'track: not as the game sets up (phase deal)'
        if (s['treasure'] != fresh['treasure']):
            return 'treasure: not as the game sets up (phase deal)'
        if (not empty):
            return 'hands: not as the game sets up (phase deal)'
        if (moved or (t['caught'] is not None) or t['took'] or t['roll_due']):
            return 'this_turn: not as the game sets up (phase deal)'
    elif ((ph == 'take') or (ph == 'roll')):
        lc2 = last['colour']
        lp2 = last['place']
        if (s['knights'][lc2].get(lp2, 0) == 0):
            return ('this_turn.last: no knight of ' + lc2 + ' on ' + lp2)
        _i62_i = _INDEX_PLACES[lp2]
        if (_i62_i < C_NSTART):
            space = 0
        else:
            space = ((_i62_i - C_NSTART) + 1)
        cave = (space - C_CAVE_FIRST)
        if (ph == 'take'):
            if (cave < 0):
                return ('phase: take, but space ' + str(space) + ' does not offer both a gem and a gold card')
            if ((len(s['caves'][cave]['gems']) == 0) or (len(s['caves'][cave]['gold']) == 0)):
                return ('phase: take, but space ' + str(space) + ' does not offer both a gem and a gold card')
        if ((ph == 'roll') and (not ((cave >= 0) and ((space == d['space']) or ((lo <= space) and (space <= hi)))))):
            return ('phase: roll, but the last knight (space ' + str(space) + ') is neither under the track nor on the dragon')
    elif (ph == 'dragon-end'):
        if g.o8:
            return 'phase: dragon-end needs option dragon_end_of_track=may-stop-at-end'
        if (not (((d['space'] == lo) and (d['facing'] == 'right')) or ((d['space'] == hi) and (d['facing'] == 'left')))):
            return 'dragon: in phase dragon-end it has just turned on an end of the track'
        if (t['pips'] >= max(C_DIE_FACES)):
            return ('this_turn.pips: ' + str(t['pips']) + ' left after the dragon reached the end of the track')
    elif ((ph == 'capture') or (ph == 'catch') or (ph == 'ransom')):
        cap = s['capture']
        if (cap['space'] != d['space']):
            return ("capture.space: not the dragon's space " + str(d['space']))
        _i63_p = C_PLACES[((C_NSTART + d['space']) - 1)]
        _i64_out = []
        for _i65_c in g.f_colours:
            if (s['knights'][_i65_c].get(_i63_p, 0) > 0):
                _i64_out.append(_i65_c)
        present = _i64_out
        if ((ph == 'capture') and (cap['colour'] is not None)):
            return 'capture.colour: chosen already in phase capture'
        if ((ph == 'capture') and (len(present) < 2)):
            return "phase: capture, but knights of fewer than two colours are on the dragon's space"
        if ((ph == 'catch') and (not last_among_others(g, s, cap['colour']))):
            return "phase: catch, but the knight that just moved has no other knight of its colour beside it on the dragon's space"
        if (ph == 'ransom'):
            cc = cap['colour']
            if (cc not in present):
                return ('capture.colour: no knight of ' + cc + " on the dragon's space")
            if (len(s['hands'][g.f_owner[cc]]['gold']) < C_RANSOM_GOLD_CARDS):
                return ('phase: ransom, but seat ' + str(g.f_owner[cc]) + ' has no gold card to pay with')
    low = ''
    for seat in range(n):
        if seat_down(g, s, seat):
            if (low != ''):
                low = (low + ', ')
            low = (low + str(seat))
    ended = ((s['treasure'] == 0) or (low != ''))
    if (ended != (ph == 'over')):
        has = 'has not'
        if ended:
            has = 'has'
        if (low == ''):
            low = 'none'
        return ('phase: ' + ph + ', but the game ' + has + ' ended (' + str(s['treasure']) + ' treasure cards left; seats down to their last knight: ' + low + ')')
    if ((ph == 'over') and (not moved)):
        return 'this_turn.moved: 0, but the game ends on a move'
    return ''
# end rule setup.board

# rule setup.treasure-cards: Treasure cards
# spec: rulespecs/emerald.yaml:878
# cite ja: "騎士が描かれた４枚の財宝カードをゲームボード左上の財宝の間に置きます"
# cite zh-Hant: "右上方的格子(綠龍寶寶右邊)放上四張騎士獎勵卡(面朝上)"
def treasure_start(g):
    return C_TREASURE_CARDS
# end rule setup.treasure-cards

# rule setup.bonus-cards: Bonus cards
# spec: rulespecs/emerald.yaml:893
# cite ja: "５枚のボーナスカードは、ゲームボードのそばに置いておきます"
# cite zh-Hant: "遊戲圖板外找個空位放四張寶石獎勵卡(面朝上)"
def bonus_start(g):
    return None
# end rule setup.bonus-cards

# rule setup.dragon-track: Dragon track
# spec: rulespecs/emerald.yaml:909
# cite ja: "ドラゴントラックを、１ページの図のように洞窟スペースの左４マスの上部に置きます"
# cite zh-Hant: "將龍軌跡棒放在龍軌的左邊靠龍窟入口處"
def track_start(g):
    return [C_TRACK_START, ((C_TRACK_START + C_TRACK_LENGTH) - 1)]
# end rule setup.dragon-track

# rule setup.dragon: Dragon
# spec: rulespecs/emerald.yaml:926
# cite ja: "洞窟スペースの４つ目のマスにはドラゴンが描かれています"
# cite ja: "このマスに、顔が入り口に向かうようにしてドラゴンのコマを置きます。"
# cite zh-Hant: "將紅龍放在龍窟左起第四格,面朝龍窟入口"
def dragon_start(g):
    return {'space': C_DRAGON_START, 'facing': 'left'}
# end rule setup.dragon

# rule setup.die: Die
# spec: rulespecs/emerald.yaml:941
# cite ja: "サイコロは手の届く範囲内に置いておきます"
# cite zh-Hant: "遊戲骰*1 (六面骰 1/2/3 各兩面)"
# carried by rule dragon.roll
# end rule setup.die

# rule setup.cards: Gold and gem cards
# spec: rulespecs/emerald.yaml:958
# cite ja: "ゴールドカードと宝石カードはそれぞれ別にしてよく混ぜ、ゴールドカード置き場と宝石カード置き場に裏にして置いてゆきます。"
# cite ja: "それぞれのカード置き場にはゲームボードに描かれているように、2枚・3枚のカードを交互に置きます。"
# cite ja: "そして、それぞれの山の一番上のカードを表にします。"
# cite ja: "余った、2枚ずつのゴールドカードと宝石カードは内容を見ずに箱に戻します。"
# cite zh-Hant: "將寶石卡及黃金卡分開洗牌後,面朝下按照圖板指示的張數放在龍窟上方的寶石庫及下方的黃金庫,然後將上方第一張打開;"
# cite zh-Hant: "然後將上方第一張打開;剩餘卡片收起不用(不得公開)"
def empty_caves(g):
    out = []
    for i in range(C_CAVE_SPACES):
        out.append({'space': (C_CAVE_FIRST + i), 'gems': [], 'gold': []})
    return out
def dealt(g, s):
    return s['dealt']
def count_dealt(g, caves):
    n = 0
    for cave in caves:
        n += (len(cave['gems']) + len(cave['gold']))
    return n
def undealt_gems(g, caves):
    left = {}
    for k in C_GEM_KINDS:
        n = C_GEMS_PER_KIND
        for cave in caves:
            n -= cave['gems'].count(k)
        left[k] = n
    return left
def undealt_gold(g, caves):
    left = []
    for v in C_GOLD_VALUES:
        n = C_GOLD_PER_VALUE
        for cave in caves:
            n -= cave['gold'].count(v)
        left.append(n)
    return left
def deal_gem_kinds(g, s):
    i = s['dealt']
    if (i < C_NDEAL):
        if (C_DEAL_PILE[i] == 'gem'):
            return C_GEM_KINDS
    return []
def deal_gold_values(g, s):
    i = s['dealt']
    if (i < C_NDEAL):
        if (C_DEAL_PILE[i] == 'gold'):
            return C_GOLD_VALUES
    return []
def deal_gem_weight(g, s, k):
    return s['gems_left'][k]
def deal_gold_weight(g, s, v):
    return s['gold_left'][_INDEX_GOLD_VALUES[v]]
def deal_gem(g, s, k):
    i = s['dealt']
    s['caves'][C_DEAL_CAVE[i]]['gems'].append(k)
    s['gems_left'][k] -= 1
    _i66_n = (i + 1)
    s['dealt'] = _i66_n
    if (_i66_n == C_NDEAL):
        s['phase'] = 'move'
def deal_gold(g, s, v):
    i = s['dealt']
    s['caves'][C_DEAL_CAVE[i]]['gold'].append(v)
    s['gold_left'][_INDEX_GOLD_VALUES[v]] -= 1
    _i67_n = (i + 1)
    s['dealt'] = _i67_n
    if (_i67_n == C_NDEAL):
        s['phase'] = 'move'
def deal_done(g, s, n):
    s['dealt'] = n
    if (n == C_NDEAL):
        s['phase'] = 'move'
def check_deal(g, s):
    i = s['dealt']
    if (i >= C_NDEAL):
        return 'phase deal with every pile full'
    for cave in range(C_CAVE_SPACES):
        gems = 0
        gold = 0
        for j in range(i):
            if ((C_DEAL_CAVE[j] == cave) and (C_DEAL_PILE[j] == 'gem')):
                gems += 1
            if ((C_DEAL_CAVE[j] == cave) and (C_DEAL_PILE[j] == 'gold')):
                gold += 1
        if ((len(s['caves'][cave]['gems']) != gems) or (len(s['caves'][cave]['gold']) != gold)):
            return 'piles are dealt in order'
    for k in C_GEM_KINDS:
        left = C_GEMS_PER_KIND
        for c in s['caves']:
            left -= c['gems'].count(k)
        if (left < 0):
            return 'more gem cards than the box holds'
    for v in C_GOLD_VALUES:
        left = C_GOLD_PER_VALUE
        for c in s['caves']:
            left -= c['gold'].count(v)
        if (left < 0):
            return 'more gold cards than the box holds'
    return ''
def check_counts(g, s):
    n = g.players
    total = 0
    for k in C_GEM_KINDS:
        m = 0
        for h in s['hands']:
            m += h['gems'][k]
        for c in s['caves']:
            m += c['gems'].count(k)
        if (m > C_GEMS_PER_KIND):
            return ('caves[].gems, hands[].gems: ' + str(m) + ' ' + k + ' cards, the game has ' + str(C_GEMS_PER_KIND))
        total += m
    if (total > sum(C_GEM_PILES)):
        return ('caves[].gems, hands[].gems: ' + str(total) + ' gem cards, the deal puts out ' + str(sum(C_GEM_PILES)))
    golds = 0
    for v in C_GOLD_VALUES:
        m = 0
        for h in s['hands']:
            m += h['gold'].count(v)
        for c in s['caves']:
            m += c['gold'].count(v)
        if (m > C_GOLD_PER_VALUE):
            return ('caves[].gold, hands[].gold: ' + str(m) + ' gold cards of ' + str(v) + ', the game has ' + str(C_GOLD_PER_VALUE))
        golds += m
    if (golds > sum(C_GOLD_PILES)):
        return ('caves[].gold, hands[].gold: ' + str(golds) + ' gold cards, the deal puts out ' + str(sum(C_GOLD_PILES)))
    held = 0
    for h in s['hands']:
        held += h['treasure']
    if ((s['treasure'] + held) != C_TREASURE_CARDS):
        return ('treasure, hands[].treasure: ' + str(s['treasure']) + ' left and ' + str(held) + ' held, not the ' + str(C_TREASURE_CARDS) + ' the game has')
    for seat in range(n):
        if (s['hands'][seat]['treasure'] > (C_KNIGHTS_PER_PLAYER[n] - knights_left(g, s, seat))):
            return ('hands[' + str(seat) + '].treasure: more treasure cards than seat ' + str(seat) + ' has knights out of play')
    return ''
# end rule setup.cards

# rule setup.knights: Knights
# spec: rulespecs/emerald.yaml:1117
# cite ja: "各プレイヤーは色を選び、その色の騎士コマを受けて取ります"
# cite ja: "5人プレイ4個"
# cite ja: "3人または4人プレイ5個"
# cite ja: "2人プレイ8個(2色各4個)"
# cite ja: "残った騎士コマは箱に戻してください"
# cite zh-Hant: "五位玩家使用4個騎士棋,三~四位玩家使用5個騎士棋"
# cite zh-Hant: "兩位玩家各持兩種顏色"
def game_colours(g):
    out = []
    for i in range((g.players * g.f_colours_per_player)):
        out.append(C_COLOURS[i])
    return out
def game_seat_colours(g):
    out = []
    for seat in range(g.players):
        mine = []
        for i in range((seat * g.f_colours_per_player), ((seat + 1) * g.f_colours_per_player)):
            mine.append(C_COLOURS[i])
        out.append(mine)
    return out
def game_owner(g):
    out = {}
    for i in range(len(g.f_colours)):
        out[g.f_colours[i]] = (i // g.f_colours_per_player)
    return out
def game_knights_per_colour(g):
    return C_KNIGHTS_PER_COLOUR[g.players]
# end rule setup.knights

# rule setup.start-positions: Start positions
# spec: rulespecs/emerald.yaml:1157
# cite ja: "各色の騎士コマは、スタート位置の塔および中央の建物に1個ずつ置きます。"
# cite ja: "塔や建物の色と騎士コマの色は関係ありません"
# cite ja: "なお、２人または５人でプレイする場合は、中央の建物には騎士コマを置きません"
# cite zh-Hant: "當有三位或四位玩家時,五色城堡每位玩家可放置一位騎士"
# cite zh-Hant: "當有二位或五位玩家時"
def game_spots(g):
    out = []
    for i in range(C_TOWERS):
        out.append(C_PLACES[i])
    if C_CENTRE_USED[g.players]:
        out.append('centre')
    return out
def start_knights(g):
    out = {}
    for c in g.f_colours:
        mine = {}
        for p in g.f_spots:
            _c1 = mine
            _k1 = p
            _v1 = _c1.get(_k1, 0) + (1)
            if _v1:
                _c1[_k1] = _v1
            else:
                _c1.pop(_k1, None)
        out[c] = mine
    return out
# end rule setup.start-positions

# rule setup.start-player: Start player
# spec: rulespecs/emerald.yaml:1187
# cite ja: "適当な方法で、スタートプレイヤーを決めます"
# cite zh-Hant: "玩家用任何喜歡的方式決定起始順序"
def first_player(g):
    return 0
# end rule setup.start-player

# rule turn.order: Turn order
# spec: rulespecs/emerald.yaml:1209
# cite ja: "ゲームは、スタートプレイヤーから始めて時計回りの順で進めます"
# cite ja: "左隣のプレイヤーの手番となります"
# cite zh-Hant: "遊戲由順時針方式進行回合"
# cite zh-Hant: "由左手邊玩家進行遊戲"
def end_turn(g, s):
    s['turn'] = ((s['turn'] + 1) % g.players)
    t = s['this_turn']
    t['moved'] = 0
    t['caught'] = None
    t['last'] = None
    t['took'] = False
    t['roll_due'] = False
    s['phase'] = 'move'
def fresh_turn(g):
    return {'moved': 0, 'last': None, 'took': False, 'roll_due': False, 'pips': 0, 'caught': None}
def seat_turn(g, s):
    return s['turn']
# end rule turn.order

# rule turn.knights: Knights moved per turn
# spec: rulespecs/emerald.yaml:1240
# cite ja: "手番では、任意の１個または 2 個の騎士コマを移動させることができます"
# cite ja: "同じコマを2度移動させることはできません。"
# cite zh-Hant: "玩家每回合可移動1~2名騎士"
# also carries: two-player.moves
def can_pass(g, s):
    return (s['this_turn']['moved'] > 0)
def do_pass(g, s):
    s['turn'] = ((s['turn'] + 1) % g.players)
    _i68_t = s['this_turn']
    _i68_t['moved'] = 0
    _i68_t['caught'] = None
    _i68_t['last'] = None
    _i68_t['took'] = False
    _i68_t['roll_due'] = False
    s['phase'] = 'move'
def next_move(g, s):
    if (s['this_turn']['moved'] < g.f_max_moves):
        s['phase'] = 'move'
    else:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i69_t = s['this_turn']
        _i69_t['moved'] = 0
        _i69_t['caught'] = None
        _i69_t['last'] = None
        _i69_t['took'] = False
        _i69_t['roll_due'] = False
        s['phase'] = 'move'
def game_max_moves(g):
    if ((g.players == 2) and g.o1):
        return 1
    return C_KNIGHTS_MOVED_MAX
# end rule turn.knights

# rule move.distance: Distance
# spec: rulespecs/emerald.yaml:1277
# cite ja: "騎士コマを移動させる場合は、そのコマがいるマス(またはスタート位置)にいるコマの数と同じマス数移動させなければなりません。"
# cite ja: "このコマの数とは、移動させるコマも含めて、プレイヤーにかかわらずすべてのコマをいいます。"
# cite zh-Hant: "騎士每回合可移動騎士的步數為所在格內有多少騎士棋則移動多少步,騎士棋的計算需包含自方軍團及其他玩家軍團),如自己一隻騎士棋,友軍有兩隻騎士棋,則移動三格(必須移動三格,不能少走,亦不可後退)"
# external: "a knight moves exactly as many spaces as there are figures on its starting space, itself included; more or fewer is not allowed"
def move_distance(g, s, p):
    steps = s['crowd'][p]
    if (g.o13 and (p == C_PLACES[((C_NSTART + s['dragon']['space']) - 1)])):
        steps += 1
    elif g.o12:
        steps += 0
    if (g.o11 and (space_of(g, p) == 0)):
        _i70_town = 0
        for _i71_i in range(C_NSTART):
            _i70_town += s['crowd'][C_PLACES[_i71_i]]
        return _i70_town
    if g.o10:
        return steps
    return steps
# end rule move.distance

# rule move.start-space: Moving from the start
# spec: rulespecs/emerald.yaml:1301
# cite ja: "騎士コマを移動させる場合は、そのコマがいるマス(またはスタート位置)にいるコマの数と同じマス数移動させなければなりません。"
# cite ja: "各色の騎士コマは、スタート位置の塔および中央の建物に1個ずつ置きます。"
# cite zh-Hant: "騎士每回合可移動騎士的步數為所在格內有多少騎士棋則移動多少步,騎士棋的計算需包含自方軍團及其他玩家軍團),如自己一隻騎士棋,友軍有兩隻騎士棋,則移動三格(必須移動三格,不能少走,亦不可後退)"
def start_distance(g, s, p, steps):
    if (g.o11 and (space_of(g, p) == 0)):
        town = 0
        for i in range(C_NSTART):
            town += s['crowd'][C_PLACES[i]]
        return town
    if g.o10:
        return steps
    return steps
# end rule move.start-space

# rule move.forward-only: Forward only
# spec: rulespecs/emerald.yaml:1326
# cite ja: "騎士コマは、財宝の間に向かって必ず前進しなければなりません"
# cite zh-Hant: "必須移動三格,不能少走,亦不可後退"
# also carries: move.stacking, treasure-room.enter
def do_move(g, s, c, p):
    _i108_i = _INDEX_PLACES[p]
    if (_i108_i < C_NSTART):
        _i109_r = 0
    else:
        _i109_r = ((_i108_i - C_NSTART) + 1)
    _i110_steps = s['crowd'][p]
    if (g.o13 and (p == C_PLACES[((C_NSTART + s['dragon']['space']) - 1)])):
        _i110_steps += 1
    elif g.o12:
        _i110_steps += 0
    if (g.o11 and (space_of(g, p) == 0)):
        _i111__i70_town = 0
        for _i112__i71_i in range(C_NSTART):
            _i111__i70_town += s['crowd'][C_PLACES[_i112__i71_i]]
        _i113_r = _i111__i70_town
    elif g.o10:
        _i113_r = _i110_steps
    else:
        _i113_r = _i110_steps
    space = (_i109_r + _i113_r)
    _c1 = s['knights'][c]
    _k1 = p
    _v1 = _c1.get(_k1, 0) - (1)
    if _v1:
        _c1[_k1] = _v1
    else:
        _c1.pop(_k1, None)
    s['crowd'][p] -= 1
    if (s['knights'][c].get(p, 0) == 0):
        s['stands'][c].remove(p)
    t = s['this_turn']
    t['moved'] += 1
    t['took'] = False
    t['caught'] = None
    last = {'colour': c, 'place': None}
    t['last'] = last
    if (space > C_NPATH):
        _i114_seat = g.f_owner[c]
        if (s['treasure'] > 0):
            s['treasure'] -= 1
            s['hands'][_i114_seat]['treasure'] += 1
        _i115__i104_over = False
        if (s['treasure'] == 0):
            _i115__i104_over = True
        if seat_down(g, s, _i114_seat):
            _i115__i104_over = True
        if _i115__i104_over:
            s['phase'] = 'over'
        _i116__i105_r = _i115__i104_over
        if _i116__i105_r:
            pass
        elif g.o14:
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i117__i106__i102_t = s['this_turn']
            _i117__i106__i102_t['moved'] = 0
            _i117__i106__i102_t['caught'] = None
            _i117__i106__i102_t['last'] = None
            _i117__i106__i102_t['took'] = False
            _i117__i106__i102_t['roll_due'] = False
            s['phase'] = 'move'
        elif g.o15:
            if (s['this_turn']['moved'] < g.f_max_moves):
                s['phase'] = 'move'
            else:
                s['turn'] = ((s['turn'] + 1) % g.players)
                _i118__i107__i103__i69_t = s['this_turn']
                _i118__i107__i103__i69_t['moved'] = 0
                _i118__i107__i103__i69_t['caught'] = None
                _i118__i107__i103__i69_t['last'] = None
                _i118__i107__i103__i69_t['took'] = False
                _i118__i107__i103__i69_t['roll_due'] = False
                s['phase'] = 'move'
        return
    dest = C_PLACES[((C_NSTART + space) - 1)]
    _c2 = s['knights'][c]
    _k2 = dest
    _v2 = _c2.get(_k2, 0) + (1)
    if _v2:
        _c2[_k2] = _v2
    else:
        _c2.pop(_k2, None)
    s['crowd'][dest] += 1
    if (s['knights'][c].get(dest, 0) == 1):
        s['stands'][c].append(dest)
    last['place'] = dest
    _i119_lo = s['track'][0]
    if (space < C_CAVE_FIRST):
        trigger = False
    else:
        trigger = ((space == s['dragon']['space']) or ((_i119_lo <= space) and (space < (_i119_lo + C_TRACK_LENGTH))))
    cave = (space - C_CAVE_FIRST)
    if ((cave >= 0) and card_now(g, s, cave, trigger, False)):
        t['roll_due'] = trigger
        if ((len(s['caves'][cave]['gems']) > 0) and (len(s['caves'][cave]['gold']) > 0)):
            s['phase'] = 'take'
        else:
            empty_pile(g, s, cave)
        return
    if trigger:
        s['phase'] = 'roll'
        return
    if (s['this_turn']['moved'] < g.f_max_moves):
        s['phase'] = 'move'
    else:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i120__i69_t = s['this_turn']
        _i120__i69_t['moved'] = 0
        _i120__i69_t['caught'] = None
        _i120__i69_t['last'] = None
        _i120__i69_t['took'] = False
        _i120__i69_t['roll_due'] = False
        s['phase'] = 'move'
# end rule move.forward-only

# rule move.stacking: Any number per space
# spec: rulespecs/emerald.yaml:1365
# cite ja: "どのマスにもいくつ騎士コマがあってもかまいません"
# carried by rule move.forward-only
# end rule move.stacking

# rule move.second-knight: Second knight
# spec: rulespecs/emerald.yaml:1380
# cite ja: "参考:1回目の移動で、別の自分の騎士コマがいるマスに移動したら、それを2回目の移動として使うこともできます。"
# cite zh-Hant: "玩家移動A騎士棋到另一個己方的B騎士棋所在格後,若此時要移動B騎士棋,移動步數需計入A騎士在步數內."
def mover_colours(g, s):
    return g.f_seat_colours[s['turn']]
def second_knights(g, s, c):
    out = s['stands'][c].copy()
    last = s['this_turn']['last']
    if ((c == last['colour']) and (last['place'] is not None) and (s['this_turn']['caught'] != 'eaten')):
        if (s['knights'][c].get(last['place'], 0) == 1):
            out.remove(last['place'])
    return out
# end rule move.second-knight

# rule move.order-advice: Which knight first (hint)
# spec: rulespecs/emerald.yaml:1406
# cite ja: "可能なら、野原のマスかゴールドカードも宝石カードもない洞窟のマスで移動が終えられる移動を先にするべきでしょう。"
def movable(g, s, c):
    if (s['this_turn']['moved'] == 0):
        return s['stands'][c]
    if ((g.players == 2) and g.o0 and (c != s['this_turn']['last']['colour'])):
        return []
    _i121_out = s['stands'][c].copy()
    _i122_last = s['this_turn']['last']
    if ((c == _i122_last['colour']) and (_i122_last['place'] is not None) and (s['this_turn']['caught'] != 'eaten')):
        if (s['knights'][c].get(_i122_last['place'], 0) == 1):
            _i121_out.remove(_i122_last['place'])
    return _i121_out
# end rule move.order-advice

# rule treasure-room.enter: Entering the treasure room
# spec: rulespecs/emerald.yaml:1430
# cite ja: "最後のマスは財宝の間です"
# cite ja: "財宝の間に入るには、ちょうどの移動でなくても入れます"
# cite zh-Hant: "當玩家任何一隻騎士完成龍窟九格冒險並且再向右一格即到達寶藏室,剩餘步數不再計算"
# carried by rule move.forward-only
# end rule treasure-room.enter

# rule treasure-room.card: Taking a treasure card
# spec: rulespecs/emerald.yaml:1451
# cite ja: "財宝の間に入った騎士コマは、4箇所のいずれかのコマ置き場に置かれ、ゲームから取り除かれます。"
# cite ja: "ここに騎士コマを置いたプレイヤーは財宝カードを1枚とって自分の前に表にして置きます。"
# cite zh-Hant: "到達的騎士需站在最右方四格圈圈上,並且領取一張騎士獎勵卡"
# cite zh-Hant: "玩家需把騎士獎勵卡放在自己位置前面並且將牌打開向上"
# external: "reaching the treasure chamber takes a treasure card, the knight leaves play, and the turn ends"
def treasure_room(g, s, c):
    seat = g.f_owner[c]
    if (s['treasure'] > 0):
        s['treasure'] -= 1
        s['hands'][seat]['treasure'] += 1
    _i104_over = False
    if (s['treasure'] == 0):
        _i104_over = True
    if seat_down(g, s, seat):
        _i104_over = True
    if _i104_over:
        s['phase'] = 'over'
    _i105_r = _i104_over
    if _i105_r:
        return
    if g.o14:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i106__i102_t = s['this_turn']
        _i106__i102_t['moved'] = 0
        _i106__i102_t['caught'] = None
        _i106__i102_t['last'] = None
        _i106__i102_t['took'] = False
        _i106__i102_t['roll_due'] = False
        s['phase'] = 'move'
    elif g.o15:
        if (s['this_turn']['moved'] < g.f_max_moves):
            s['phase'] = 'move'
        else:
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i107__i103__i69_t = s['this_turn']
            _i107__i103__i69_t['moved'] = 0
            _i107__i103__i69_t['caught'] = None
            _i107__i103__i69_t['last'] = None
            _i107__i103__i69_t['took'] = False
            _i107__i103__i69_t['roll_due'] = False
            s['phase'] = 'move'
# end rule treasure-room.card

# rule treasure-room.turn-end: Treasure room ends the turn
# spec: rulespecs/emerald.yaml:1477
# cite zh-Hant: "且立即結束該回合行動."
# external: "reaching the treasure chamber takes a treasure card, the knight leaves play, and the turn ends"
def treasure_room_turn(g, s):
    if g.o14:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i102_t = s['this_turn']
        _i102_t['moved'] = 0
        _i102_t['caught'] = None
        _i102_t['last'] = None
        _i102_t['took'] = False
        _i102_t['roll_due'] = False
        s['phase'] = 'move'
    elif g.o15:
        if (s['this_turn']['moved'] < g.f_max_moves):
            s['phase'] = 'move'
        else:
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i103__i69_t = s['this_turn']
            _i103__i69_t['moved'] = 0
            _i103__i69_t['caught'] = None
            _i103__i69_t['last'] = None
            _i103__i69_t['took'] = False
            _i103__i69_t['roll_due'] = False
            s['phase'] = 'move'
# end rule treasure-room.turn-end

# rule dragon.trigger: What moves the dragon
# spec: rulespecs/emerald.yaml:1497
# cite ja: "騎士コマが、ドラゴンのいるマスまたはドラゴントラックに対応するマスに移動したら、直ちにドラゴンを移動させなければなりません。"
# cite zh-Hant: "當任何一位騎士移動結束後,只要是停留在龍軌跡棒或紅龍的所在格子,則是為觸發紅龍動作,需立即擲一次遊戲骰,並將紅龍移動對應的格數."
def dragon_triggered(g, s, space):
    lo = s['track'][0]
    if (space < C_CAVE_FIRST):
        return False
    return ((space == s['dragon']['space']) or ((lo <= space) and (space < (lo + C_TRACK_LENGTH))))
# end rule dragon.trigger

# rule dragon.roll: Rolling for the dragon
# spec: rulespecs/emerald.yaml:1517
# cite ja: "騎士コマを移動させたプレイヤーはサイコロを振り、出た目と同じマス、ドラゴンを移動させます。"
# cite zh-Hant: "當任何一位騎士移動結束後,只要是停留在龍軌跡棒或紅龍的所在格子,則是為觸發紅龍動作,需立即擲一次遊戲骰,並將紅龍移動對應的格數."
# also carries: setup.die
def roll_weight(g, s, n):
    return _COUNT_DIE_FACES.get(n, 0)
# end rule dragon.roll

# rule dragon.direction: Direction
# spec: rulespecs/emerald.yaml:1533
# cite ja: "ドラゴンは顔が向いている方向に進みます"
def step_of(g, f):
    if (f == 'left'):
        return (-1)
    return 1
def turned(g, f):
    if (f == 'left'):
        return 'right'
    return 'left'
# end rule dragon.direction

# rule dragon.turn-at-end: Turning at the end of the track
# spec: rulespecs/emerald.yaml:1559
# cite ja: "ドラゴントラックの端のマスまできたら直ちに方向変換し、移動を続けます。"
# cite ja: "ドラゴントラックの端でぴったりドラゴンの移動が終了したら、単に方向転換のみ行います。"
# cite zh-Hant: "紅龍只會在龍窟內的龍軌跡棒方格內移動,當觸及龍軌跡棒底端時,紅龍立即轉身並可向下一格移動,轉身的動作不計入移動骰點數"
def walk(g, s):
    lo = s['track'][0]
    hi = ((lo + C_TRACK_LENGTH) - 1)
    pos = s['dragon']['space']
    f = s['dragon']['facing']
    t = s['this_turn']
    _bound1 = 1048576
    while (t['pips'] > 0):
        _bound1 -= 1
        if _bound1 < 0:
            raise RuntimeError('rule dragon.turn-at-end: while loop bound exceeded')
        pos += step_of(g, f)
        t['pips'] -= 1
        if (((f == 'right') and (pos >= hi)) or ((f == 'left') and (pos <= lo))):
            if (f == 'left'):
                f = 'right'
            else:
                f = 'left'
            if ((t['pips'] > 0) and g.o9):
                s['dragon']['space'] = pos
                s['dragon']['facing'] = f
                s['phase'] = 'dragon-end'
                return
    s['dragon']['space'] = pos
    s['dragon']['facing'] = f
    _i180_advance = max(0, min(C_TRACK_ADVANCE, (C_TRACK_LAST_START - s['track'][0])))
    s['track'][0] += _i180_advance
    s['track'][1] += _i180_advance
    if (s['crowd'][C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]] == 0):
        dragon_done(g, s)
    else:
        _i182__i166__i151_p = C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]
        _i183__i167__i152_out = []
        for _i184__i168__i153_c in g.f_colours:
            if (s['knights'][_i184__i168__i153_c].get(_i182__i166__i151_p, 0) > 0):
                _i183__i167__i152_out.append(_i184__i168__i153_c)
        _i181__i165_present = _i183__i167__i152_out
        s['capture'] = {'space': s['dragon']['space'], 'colour': None}
        if (len(_i181__i165_present) == 1):
            choose_colour(g, s, _i181__i165_present[0])
        else:
            s['phase'] = 'capture'
def at_end(g, s):
    return True
def stop_dragon(g, s):
    s['this_turn']['pips'] = 0
    _i196_advance = max(0, min(C_TRACK_ADVANCE, (C_TRACK_LAST_START - s['track'][0])))
    s['track'][0] += _i196_advance
    s['track'][1] += _i196_advance
    if (s['crowd'][C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]] == 0):
        dragon_done(g, s)
    else:
        _i198__i166__i151_p = C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]
        _i199__i167__i152_out = []
        for _i200__i168__i153_c in g.f_colours:
            if (s['knights'][_i200__i168__i153_c].get(_i198__i166__i151_p, 0) > 0):
                _i199__i167__i152_out.append(_i200__i168__i153_c)
        _i197__i165_present = _i199__i167__i152_out
        s['capture'] = {'space': s['dragon']['space'], 'colour': None}
        if (len(_i197__i165_present) == 1):
            choose_colour(g, s, _i197__i165_present[0])
        else:
            s['phase'] = 'capture'
# end rule dragon.turn-at-end

# rule track.advance: Track advance
# spec: rulespecs/emerald.yaml:1601
# cite ja: "ドラゴンが移動を終えたら、騎士コマを捕らえたかどうかにかかわらず、ドラゴントラックを、財宝の間のほうに1マス分移動させます。"
# cite zh-Hant: "龍軌跡棒一開始在龍窟的最左邊,每觸發一次紅龍時,龍軌跡棒就向右移動一格"
def dragon_stopped(g, s):
    advance = max(0, min(C_TRACK_ADVANCE, (C_TRACK_LAST_START - s['track'][0])))
    s['track'][0] += advance
    s['track'][1] += advance
    if (s['crowd'][C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]] == 0):
        dragon_done(g, s)
    else:
        _i166__i151_p = C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]
        _i167__i152_out = []
        for _i168__i153_c in g.f_colours:
            if (s['knights'][_i168__i153_c].get(_i166__i151_p, 0) > 0):
                _i167__i152_out.append(_i168__i153_c)
        _i165_present = _i167__i152_out
        s['capture'] = {'space': s['dragon']['space'], 'colour': None}
        if (len(_i165_present) == 1):
            choose_colour(g, s, _i165_present[0])
        else:
            s['phase'] = 'capture'
# end rule track.advance

# rule track.stop: Track stops before the treasure room
# spec: rulespecs/emerald.yaml:1623
# cite ja: "ドラゴントラックの先端が財宝の間の直前のマスまで移動したら、それ以上移動することはありません。"
# cite ja: "ゲーム終了までその位置に居続けます。"
# cite zh-Hant: "當龍軌跡棒到達龍窟最右邊時,龍軌跡棒就不再移動,紅龍僅在龍窟最右邊四格來回移動"
def track_stop(g, s, advance):
    return max(0, min(advance, (C_TRACK_LAST_START - s['track'][0])))
# end rule track.stop

# rule dragon.outside-track: Dragon left outside the track
# spec: rulespecs/emerald.yaml:1643
# cite ja: "注意:ドラゴンがドラゴントラックの洞窟入り口側の端で移動を終えたら、ドラゴントラックの移動により、ドラゴンがドラゴントラックの範囲から出てしまいます。"
# cite ja: "その場合も次に、騎士コマがドラゴンまたはドラゴントラックのマスで移動を終え、ドラゴンの移動がはじまるまで、そこに居続けます。"
# cite zh-Hant: "紅龍有可能會離開龍軌跡棒的範圍,紅龍會在下次觸發移動時朝龍軌跡棒前進"
# cite zh-Hant: "紅龍有可能移動後,龍軌跡棒移出紅龍所在範圍,此時紅龍並不會移動,需等下次有任何玩家觸發紅龍的移動時,紅龍會朝龍軌跡棒移動."
def roll(g, s, n):
    lo = s['track'][0]
    hi = ((lo + C_TRACK_LENGTH) - 1)
    d = s['dragon']
    if (((d['facing'] == 'left') and (d['space'] <= lo)) or ((d['facing'] == 'right') and (d['space'] >= hi))):
        _i212_f = d['facing']
        if (_i212_f == 'left'):
            _i213_r = 'right'
        else:
            _i213_r = 'left'
        d['facing'] = _i213_r
    s['this_turn']['pips'] = n
    walk(g, s)
# end rule dragon.outside-track

# rule capture.after-dragon-move: Capture only after the dragon moves
# spec: rulespecs/emerald.yaml:1668
# cite ja: "ドラゴンが騎士を捕らえるのは、ドラゴンが移動した後だけです"
# cite ja: "ドラゴンが騎士コマのいないマスに移動したら、だれも捕まえることができません"
# cite zh-Hant: "紅龍移動後如停留的格子內有騎士則視為捕獲騎士"
# also carries: capture.own-knight
def capture_after_move(g, s):
    if (s['crowd'][C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]] == 0):
        dragon_done(g, s)
        return
    _i151_p = C_PLACES[((C_NSTART + s['dragon']['space']) - 1)]
    _i152_out = []
    for _i153_c in g.f_colours:
        if (s['knights'][_i153_c].get(_i151_p, 0) > 0):
            _i152_out.append(_i153_c)
    present = _i152_out
    s['capture'] = {'space': s['dragon']['space'], 'colour': None}
    if (len(present) == 1):
        choose_colour(g, s, present[0])
        return
    s['phase'] = 'capture'
# end rule capture.after-dragon-move

# rule capture.choose: Who is caught
# spec: rulespecs/emerald.yaml:1703
# cite ja: "騎士コマが複数いるマスにドラゴンが移動したら、ドラゴンを移動させたプレイヤーがどの騎士コマ（１個）を捕らえるか決めることができます。"
# cite ja: "捕らえられなかった騎士コマは、その後通常通り移動することができます。"
# cite zh-Hant: "紅龍移動後如停留的格子內有騎士則視為捕獲騎士,如果有多名騎士,則由觸發紅龍的玩家決定紅龍捕獲騎士對象,紅龍一次僅會捕捉一名騎士."
# external: "the active player chooses which knight the dragon eats when several stand on its space"
def in_play(g, s):
    return g.f_colours
def can_capture(g, s, c):
    if (c not in g.f_colours):
        return False
    return (s['knights'][c].get(C_PLACES[((C_NSTART + s['capture']['space']) - 1)], 0) > 0)
def choose_colour(g, s, c):
    cap = s['capture']
    _i142_last = s['this_turn']['last']
    if ((c != _i142_last['colour']) or (_i142_last['place'] is None)):
        _i144_r = False
    else:
        _i143_p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
        _i144_r = ((_i142_last['place'] == _i143_p) and (s['knights'][c].get(_i143_p, 0) > 1))
    if _i144_r:
        cap['colour'] = c
        s['phase'] = 'catch'
        return
    _i145_cap = s['capture']
    _i145_cap['colour'] = c
    _i146_last = s['this_turn']['last']
    if ((c == _i146_last['colour']) and (_i146_last['place'] is not None)):
        if (C_PLACES[((C_NSTART + _i145_cap['space']) - 1)] == _i146_last['place']):
            s['this_turn']['caught'] = 'ransomed'
    if (len(s['hands'][g.f_owner[c]]['gold']) >= C_RANSOM_GOLD_CARDS):
        s['phase'] = 'ransom'
    else:
        _i147__i138__i134_owner = g.f_owner[c]
        _i148__i139__i135__i131_p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
        _c1 = s['knights'][c]
        _k1 = _i148__i139__i135__i131_p
        _v1 = _c1.get(_k1, 0) - (1)
        if _v1:
            _c1[_k1] = _v1
        else:
            _c1.pop(_k1, None)
        s['crowd'][_i148__i139__i135__i131_p] -= 1
        if (s['knights'][c].get(_i148__i139__i135__i131_p, 0) == 0):
            s['stands'][c].remove(_i148__i139__i135__i131_p)
        if (s['this_turn']['caught'] is not None):
            s['this_turn']['caught'] = 'eaten'
        s['capture'] = None
        _i149__i140__i136__i132_over = False
        if (s['treasure'] == 0):
            _i149__i140__i136__i132_over = True
        if seat_down(g, s, _i147__i138__i134_owner):
            _i149__i140__i136__i132_over = True
        if _i149__i140__i136__i132_over:
            s['phase'] = 'over'
        _i150__i141__i137__i133_r = _i149__i140__i136__i132_over
        if _i150__i141__i137__i133_r:
            pass
        else:
            dragon_done(g, s)
def last_among_others(g, s, c):
    last = s['this_turn']['last']
    if ((c != last['colour']) or (last['place'] is None)):
        return False
    p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
    return ((last['place'] == p) and (s['knights'][c].get(p, 0) > 1))
def can_catch(g, s, k):
    return True
def catch_knight(g, s, k):
    c = s['capture']['colour']
    if (k == 'last'):
        s['this_turn']['caught'] = 'ransomed'
    if (len(s['hands'][g.f_owner[c]]['gold']) >= C_RANSOM_GOLD_CARDS):
        s['phase'] = 'ransom'
    else:
        _i214__i134_owner = g.f_owner[c]
        _i215__i135__i131_p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
        _c1 = s['knights'][c]
        _k1 = _i215__i135__i131_p
        _v1 = _c1.get(_k1, 0) - (1)
        if _v1:
            _c1[_k1] = _v1
        else:
            _c1.pop(_k1, None)
        s['crowd'][_i215__i135__i131_p] -= 1
        if (s['knights'][c].get(_i215__i135__i131_p, 0) == 0):
            s['stands'][c].remove(_i215__i135__i131_p)
        if (s['this_turn']['caught'] is not None):
            s['this_turn']['caught'] = 'eaten'
        s['capture'] = None
        _i216__i136__i132_over = False
        if (s['treasure'] == 0):
            _i216__i136__i132_over = True
        if seat_down(g, s, _i214__i134_owner):
            _i216__i136__i132_over = True
        if _i216__i136__i132_over:
            s['phase'] = 'over'
        _i217__i137__i133_r = _i216__i136__i132_over
        if _i217__i137__i133_r:
            pass
        else:
            dragon_done(g, s)
# end rule capture.choose

# rule capture.own-knight: Only the mover's own knights
# spec: rulespecs/emerald.yaml:1751
# cite ja: "注意:ドラゴンが、ドラゴンを移動させたプレイヤーの騎士コマしかいないマスに移動したら、そこの1個を捕らえねばなりません。"
# carried by rule capture.after-dragon-move
# end rule capture.own-knight

# rule capture.nest: Eaten knights
# spec: rulespecs/emerald.yaml:1767
# cite ja: "ドラゴンに身代金を支払わないと決めたか、支払えないプレイヤーは、その騎士コマを財宝の間にあるドラゴンの巣に移動させます。"
# cite ja: "注意：ドラゴンの巣に移動させたコマは財宝カードを取れません"
# cite zh-Hant: "無黃金卡或不願意打出黃金卡,則該騎士是為出局,將該騎士方在綠龍寶寶的格子內變成綠龍寶寶的食物"
def eaten(g, s, c):
    owner = g.f_owner[c]
    _i131_p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
    _c1 = s['knights'][c]
    _k1 = _i131_p
    _v1 = _c1.get(_k1, 0) - (1)
    if _v1:
        _c1[_k1] = _v1
    else:
        _c1.pop(_k1, None)
    s['crowd'][_i131_p] -= 1
    if (s['knights'][c].get(_i131_p, 0) == 0):
        s['stands'][c].remove(_i131_p)
    if (s['this_turn']['caught'] is not None):
        s['this_turn']['caught'] = 'eaten'
    s['capture'] = None
    _i132_over = False
    if (s['treasure'] == 0):
        _i132_over = True
    if seat_down(g, s, owner):
        _i132_over = True
    if _i132_over:
        s['phase'] = 'over'
    _i133_r = _i132_over
    if _i133_r:
        return
    dragon_done(g, s)
# end rule capture.nest

# rule ransom.decide: Owner decides on the ransom
# spec: rulespecs/emerald.yaml:1792
# cite ja: "騎士コマが捕らえられたプレイヤーは、ドラゴンに身代金を支払うかどうか決めなければなりません。"
# cite zh-Hant: "被捕獲的騎士玩家,可以打出一張黃金卡賄賂龍"
def captured(g, s, c):
    cap = s['capture']
    cap['colour'] = c
    last = s['this_turn']['last']
    if ((c == last['colour']) and (last['place'] is not None)):
        if (C_PLACES[((C_NSTART + cap['space']) - 1)] == last['place']):
            s['this_turn']['caught'] = 'ransomed'
    if (len(s['hands'][g.f_owner[c]]['gold']) >= C_RANSOM_GOLD_CARDS):
        s['phase'] = 'ransom'
    else:
        _i138__i134_owner = g.f_owner[c]
        _i139__i135__i131_p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
        _c1 = s['knights'][c]
        _k1 = _i139__i135__i131_p
        _v1 = _c1.get(_k1, 0) - (1)
        if _v1:
            _c1[_k1] = _v1
        else:
            _c1.pop(_k1, None)
        s['crowd'][_i139__i135__i131_p] -= 1
        if (s['knights'][c].get(_i139__i135__i131_p, 0) == 0):
            s['stands'][c].remove(_i139__i135__i131_p)
        if (s['this_turn']['caught'] is not None):
            s['this_turn']['caught'] = 'eaten'
        s['capture'] = None
        _i140__i136__i132_over = False
        if (s['treasure'] == 0):
            _i140__i136__i132_over = True
        if seat_down(g, s, _i138__i134_owner):
            _i140__i136__i132_over = True
        if _i140__i136__i132_over:
            s['phase'] = 'over'
        _i141__i137__i133_r = _i140__i136__i132_over
        if _i141__i137__i133_r:
            pass
        else:
            dragon_done(g, s)
def owner_decides(g, s, c):
    if (len(s['hands'][g.f_owner[c]]['gold']) >= C_RANSOM_GOLD_CARDS):
        s['phase'] = 'ransom'
    else:
        _i134_owner = g.f_owner[c]
        _i135__i131_p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
        _c1 = s['knights'][c]
        _k1 = _i135__i131_p
        _v1 = _c1.get(_k1, 0) - (1)
        if _v1:
            _c1[_k1] = _v1
        else:
            _c1.pop(_k1, None)
        s['crowd'][_i135__i131_p] -= 1
        if (s['knights'][c].get(_i135__i131_p, 0) == 0):
            s['stands'][c].remove(_i135__i131_p)
        if (s['this_turn']['caught'] is not None):
            s['this_turn']['caught'] = 'eaten'
        s['capture'] = None
        _i136__i132_over = False
        if (s['treasure'] == 0):
            _i136__i132_over = True
        if seat_down(g, s, _i134_owner):
            _i136__i132_over = True
        if _i136__i132_over:
            s['phase'] = 'over'
        _i137__i133_r = _i136__i132_over
        if _i137__i133_r:
            pass
        else:
            dragon_done(g, s)
def seat_ransom(g, s):
    return g.f_owner[s['capture']['colour']]
def can_refuse(g, s):
    return True
def refuse(g, s):
    _i218_c = s['capture']['colour']
    _i219_owner = g.f_owner[_i218_c]
    _i220__i131_p = C_PLACES[((C_NSTART + s['capture']['space']) - 1)]
    _c1 = s['knights'][_i218_c]
    _k1 = _i220__i131_p
    _v1 = _c1.get(_k1, 0) - (1)
    if _v1:
        _c1[_k1] = _v1
    else:
        _c1.pop(_k1, None)
    s['crowd'][_i220__i131_p] -= 1
    if (s['knights'][_i218_c].get(_i220__i131_p, 0) == 0):
        s['stands'][_i218_c].remove(_i220__i131_p)
    if (s['this_turn']['caught'] is not None):
        s['this_turn']['caught'] = 'eaten'
    s['capture'] = None
    _i221__i132_over = False
    if (s['treasure'] == 0):
        _i221__i132_over = True
    if seat_down(g, s, _i219_owner):
        _i221__i132_over = True
    if _i221__i132_over:
        s['phase'] = 'over'
    _i222__i133_r = _i221__i132_over
    if _i222__i133_r:
        pass
    else:
        dragon_done(g, s)
# end rule ransom.decide

# rule ransom.pay: Paying the ransom
# spec: rulespecs/emerald.yaml:1834
# cite ja: "ドラゴンに身代金を支払うと決めたプレイヤーは、ゴールドカードを1枚、箱に戻すことによって、捕らえられた騎士コマをドラゴンの巣に移動させなくてすみます。"
# cite ja: "箱に戻すゴールドカードの価値は関係ありません"
# cite ja: "身代金によって助けられた騎士コマは、捕らえられたマスに置かれ、以降の手番で通常通り移動できます。"
# cite zh-Hant: "被捕獲的騎士玩家,可以打出一張黃金卡賄賂龍,賄賂後騎士不會被捕穫將停留於原地."
def pay(g, s, v):
    s['hands'][g.f_owner[s['capture']['colour']]]['gold'].remove(v)
    s['capture'] = None
    dragon_done(g, s)
# end rule ransom.pay

# rule ransom.gold-only: Gold cards only
# spec: rulespecs/emerald.yaml:1855
# cite ja: "身代金は、ゴールドカードによってのみ支払うことができます"
# cite ja: "ドラゴンへの身代金に宝石カードは使えません"
# cite zh-Hant: "賄賂龍時僅能使用黃金卡,不能使用寶石卡或獎勵卡"
def can_pay(g, s, v):
    hand = s['hands'][g.f_owner[s['capture']['colour']]]['gold']
    return ((len(hand) >= C_RANSOM_GOLD_CARDS) and (v in hand))
# end rule ransom.gold-only

# rule cards.take: Taking a card
# spec: rulespecs/emerald.yaml:1878
# cite ja: "騎士コマが洞窟内のマスで移動を終えたら、そのマスに対応する位置にゴールドまたは宝石カードが残っている限り、表になったカード1枚を取らなければなりません。"
# cite zh-Hant: "當騎士停留在龍窟內並且並未被龍捕獲時,龍窟的上方有寶石牌,下方有黃金牌,騎士可任選領取一張打開的牌,(一定要拿,不能選擇不拿)"
# external: "a knight ending on a cave space with cards takes the top gem or the top gold card there and the turn ends; on a space without cards the player may still move a second knight"
def offer_card(g, s, cave):
    if ((len(s['caves'][cave]['gems']) > 0) and (len(s['caves'][cave]['gold']) > 0)):
        s['phase'] = 'take'
        return
    empty_pile(g, s, cave)
def can_take(g, s, p):
    return True
# end rule cards.take

# rule cards.flip: Turning the next card
# spec: rulespecs/emerald.yaml:1902
# cite ja: "上のカードを取ったら、下のカードを１枚表に向けてください"
# cite zh-Hant: "領取寶石牌或黃金牌後,請將下一張打開向上放好"
def take(g, s, p):
    _i74_p = s['this_turn']['last']['place']
    _i75_i = _INDEX_PLACES[_i74_p]
    if (_i75_i < C_NSTART):
        _i76_r = 0
    else:
        _i76_r = ((_i75_i - C_NSTART) + 1)
    cave = (_i76_r - C_CAVE_FIRST)
    seat = s['turn']
    hand = s['hands'][seat]
    if (p == 'gem'):
        gem_face_up(g, s, seat, s['caves'][cave]['gems'].pop())
    else:
        gold_face_down(g, hand, s['caves'][cave]['gold'].pop())
    s['this_turn']['took'] = True
    _i77_t = s['this_turn']
    _i78_due = _i77_t['roll_due']
    _i77_t['roll_due'] = False
    if (_i78_due and g.o6):
        s['phase'] = 'roll'
    elif (_i78_due and g.o7):
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i79__i72_t = s['this_turn']
        _i79__i72_t['moved'] = 0
        _i79__i72_t['caught'] = None
        _i79__i72_t['last'] = None
        _i79__i72_t['took'] = False
        _i79__i72_t['roll_due'] = False
        s['phase'] = 'move'
    else:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i80__i73_t = s['this_turn']
        _i80__i73_t['moved'] = 0
        _i80__i73_t['caught'] = None
        _i80__i73_t['last'] = None
        _i80__i73_t['took'] = False
        _i80__i73_t['roll_due'] = False
        s['phase'] = 'move'
# end rule cards.flip

# rule cards.empty-pile: Empty piles
# spec: rulespecs/emerald.yaml:1927
# cite ja: "騎士コマが洞窟内のマスで移動を終えたら、そのマスに対応する位置にゴールドまたは宝石カードが残っている限り、表になったカード1枚を取らなければなりません。"
# cite ja: "可能なら、野原のマスかゴールドカードも宝石カードもない洞窟のマスで移動が終えられる移動を先にするべきでしょう。"
def empty_pile(g, s, cave):
    if (len(s['caves'][cave]['gems']) > 0):
        _i84__i74_p = s['this_turn']['last']['place']
        _i85__i75_i = _INDEX_PLACES[_i84__i74_p]
        if (_i85__i75_i < C_NSTART):
            _i86__i76_r = 0
        else:
            _i86__i76_r = ((_i85__i75_i - C_NSTART) + 1)
        _i81_cave = (_i86__i76_r - C_CAVE_FIRST)
        _i82_seat = s['turn']
        _i83_hand = s['hands'][_i82_seat]
        if ('gem' == 'gem'):
            gem_face_up(g, s, _i82_seat, s['caves'][_i81_cave]['gems'].pop())
        else:
            gold_face_down(g, _i83_hand, s['caves'][_i81_cave]['gold'].pop())
        s['this_turn']['took'] = True
        _i87__i77_t = s['this_turn']
        _i88__i78_due = _i87__i77_t['roll_due']
        _i87__i77_t['roll_due'] = False
        if (_i88__i78_due and g.o6):
            s['phase'] = 'roll'
        elif (_i88__i78_due and g.o7):
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i89__i79__i72_t = s['this_turn']
            _i89__i79__i72_t['moved'] = 0
            _i89__i79__i72_t['caught'] = None
            _i89__i79__i72_t['last'] = None
            _i89__i79__i72_t['took'] = False
            _i89__i79__i72_t['roll_due'] = False
            s['phase'] = 'move'
        else:
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i90__i80__i73_t = s['this_turn']
            _i90__i80__i73_t['moved'] = 0
            _i90__i80__i73_t['caught'] = None
            _i90__i80__i73_t['last'] = None
            _i90__i80__i73_t['took'] = False
            _i90__i80__i73_t['roll_due'] = False
            s['phase'] = 'move'
    elif (len(s['caves'][cave]['gold']) > 0):
        _i94__i74_p = s['this_turn']['last']['place']
        _i95__i75_i = _INDEX_PLACES[_i94__i74_p]
        if (_i95__i75_i < C_NSTART):
            _i96__i76_r = 0
        else:
            _i96__i76_r = ((_i95__i75_i - C_NSTART) + 1)
        _i91_cave = (_i96__i76_r - C_CAVE_FIRST)
        _i92_seat = s['turn']
        _i93_hand = s['hands'][_i92_seat]
        if ('gold' == 'gem'):
            gem_face_up(g, s, _i92_seat, s['caves'][_i91_cave]['gems'].pop())
        else:
            gold_face_down(g, _i93_hand, s['caves'][_i91_cave]['gold'].pop())
        s['this_turn']['took'] = True
        _i97__i77_t = s['this_turn']
        _i98__i78_due = _i97__i77_t['roll_due']
        _i97__i77_t['roll_due'] = False
        if (_i98__i78_due and g.o6):
            s['phase'] = 'roll'
        elif (_i98__i78_due and g.o7):
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i99__i79__i72_t = s['this_turn']
            _i99__i79__i72_t['moved'] = 0
            _i99__i79__i72_t['caught'] = None
            _i99__i79__i72_t['last'] = None
            _i99__i79__i72_t['took'] = False
            _i99__i79__i72_t['roll_due'] = False
            s['phase'] = 'move'
        else:
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i100__i80__i73_t = s['this_turn']
            _i100__i80__i73_t['moved'] = 0
            _i100__i80__i73_t['caught'] = None
            _i100__i80__i73_t['last'] = None
            _i100__i80__i73_t['took'] = False
            _i100__i80__i73_t['roll_due'] = False
            s['phase'] = 'move'
    elif (s['this_turn']['moved'] < g.f_max_moves):
        s['phase'] = 'move'
    else:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i101__i69_t = s['this_turn']
        _i101__i69_t['moved'] = 0
        _i101__i69_t['caught'] = None
        _i101__i69_t['last'] = None
        _i101__i69_t['took'] = False
        _i101__i69_t['roll_due'] = False
        s['phase'] = 'move'
# end rule cards.empty-pile

# rule cards.order: The card before the dragon
# spec: rulespecs/emerald.yaml:1952
# cite ja: "騎士コマが、ドラゴンのいるマスまたはドラゴントラックに対応するマスに移動したら、直ちにドラゴンを移動させなければなりません。"
# cite ja: "騎士ゴマが移動したマスにカードをあれば、まず取らなければなりません。"
# cite ja: "騎士コマを移動させたプレイヤーはサイコロを振り、出た目と同じマス、ドラゴンを移動させます。"
# cite zh-Hant: "如騎士移動龍後未被龍吃掉可在所再格所屬的寶石窟或黃金窟一張牌"
# cite zh-Hant: "當騎士停留在龍窟內並且並未被龍捕獲時"
def card_now(g, s, cave, trigger, dragon_done):
    if (cave < 0):
        return False
    if ((len(s['caves'][cave]['gems']) == 0) and (len(s['caves'][cave]['gold']) == 0)):
        return False
    if g.o3:
        return (not dragon_done)
    if (not dragon_done):
        return (not trigger)
    got = s['this_turn']['caught']
    if ((got == 'ransomed') and g.o4):
        return True
    if ((got == 'ransomed') and g.o5):
        return False
    return (got is None)
def dragon_done(g, s):
    if g.o2:
        cave = (-1)
        last = s['this_turn']['last']
        if (last is not None):
            if (last['place'] is not None):
                _i123_p = last['place']
                _i124_i = _INDEX_PLACES[_i123_p]
                if (_i124_i < C_NSTART):
                    _i125_r = 0
                else:
                    _i125_r = ((_i124_i - C_NSTART) + 1)
                cave = (_i125_r - C_CAVE_FIRST)
        if (cave < 0):
            _i128_r = False
        elif ((len(s['caves'][cave]['gems']) == 0) and (len(s['caves'][cave]['gold']) == 0)):
            _i128_r = False
        elif g.o3:
            _i128_r = (not True)
        elif (not True):
            _i128_r = (not True)
        else:
            _i127_got = s['this_turn']['caught']
            if ((_i127_got == 'ransomed') and g.o4):
                _i128_r = True
            elif ((_i127_got == 'ransomed') and g.o5):
                _i128_r = False
            else:
                _i128_r = (_i127_got is None)
        if _i128_r:
            if ((len(s['caves'][cave]['gems']) > 0) and (len(s['caves'][cave]['gold']) > 0)):
                s['phase'] = 'take'
            else:
                empty_pile(g, s, cave)
        elif (s['this_turn']['moved'] < g.f_max_moves):
            s['phase'] = 'move'
        else:
            s['turn'] = ((s['turn'] + 1) % g.players)
            _i126__i69_t = s['this_turn']
            _i126__i69_t['moved'] = 0
            _i126__i69_t['caught'] = None
            _i126__i69_t['last'] = None
            _i126__i69_t['took'] = False
            _i126__i69_t['roll_due'] = False
            s['phase'] = 'move'
        return
    if s['this_turn']['took']:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i129_t = s['this_turn']
        _i129_t['moved'] = 0
        _i129_t['caught'] = None
        _i129_t['last'] = None
        _i129_t['took'] = False
        _i129_t['roll_due'] = False
        s['phase'] = 'move'
    elif (s['this_turn']['moved'] < g.f_max_moves):
        s['phase'] = 'move'
    else:
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i130__i69_t = s['this_turn']
        _i130__i69_t['moved'] = 0
        _i130__i69_t['caught'] = None
        _i130__i69_t['last'] = None
        _i130__i69_t['took'] = False
        _i130__i69_t['roll_due'] = False
        s['phase'] = 'move'
# end rule cards.order

# rule cards.turn-ends: A card ends the turn
# spec: rulespecs/emerald.yaml:2003
# cite ja: "カードを取ったら、手番は直ちに終了です"
# cite ja: "参考:プレイヤーは1回の手番で2個の騎士コマを移動できますが、ゴールドカードまたは宝石カードを取ったら、直ちに手番が終了になります。"
# cite zh-Hant: "如騎士移動龍後未被龍吃掉可在所再格所屬的寶石窟或黃金窟一張牌,只要拿一張時,該玩家立即終止該回合行動,由左手邊玩家進行遊戲."
# cite zh-Hant: "當第一名騎士停留在龍窟後,如移動龍完成且取得一張黃金卡或寶石卡,則立即結束遊戲且不能移動第二隻騎士."
def card_ends_turn(g, s):
    t = s['this_turn']
    due = t['roll_due']
    t['roll_due'] = False
    if (due and g.o6):
        s['phase'] = 'roll'
        return
    if (due and g.o7):
        s['turn'] = ((s['turn'] + 1) % g.players)
        _i72_t = s['this_turn']
        _i72_t['moved'] = 0
        _i72_t['caught'] = None
        _i72_t['last'] = None
        _i72_t['took'] = False
        _i72_t['roll_due'] = False
        s['phase'] = 'move'
        return
    s['turn'] = ((s['turn'] + 1) % g.players)
    _i73_t = s['this_turn']
    _i73_t['moved'] = 0
    _i73_t['caught'] = None
    _i73_t['last'] = None
    _i73_t['took'] = False
    _i73_t['roll_due'] = False
    s['phase'] = 'move'
# end rule cards.turn-ends

# rule cards.gold-face-down: Gold cards face down
# spec: rulespecs/emerald.yaml:2030
# cite ja: "ゴールドカードを獲得したら、自分の前に伏せて置きます"
# cite zh-Hant: "玩家領取黃金卡時,請將黃金卡放到自己位置前方並且將牌蓋住向下"
def gold_face_down(g, hand, v):
    hand['gold'].append(v)
    hand['gold'] = sorted(hand['gold'])
# end rule cards.gold-face-down

# rule cards.gem-face-up: Gem cards face up
# spec: rulespecs/emerald.yaml:2049
# cite ja: "宝石カードを獲得したら、自分の前に表にして置きます"
# cite zh-Hant: "玩家領取寶石卡時,請將寶石卡放到自己位置前方並且將牌打開向上"
def gem_face_up(g, s, seat, k):
    s['hands'][seat]['gems'][k] += 1
    if ((s['four_gem_bonus'] is None) and owns_every_kind(g, s, seat)):
        s['four_gem_bonus'] = seat
        s['hands'][seat]['four_gem_bonus'] = True
# end rule cards.gem-face-up

# rule bonus.four-kinds: Four-gem bonus
# spec: rulespecs/emerald.yaml:2068
# cite ja: "一番初めに4種類すべての宝石カードを獲得したプレイヤーは、4種類の宝石が描かれたボーナスカードを獲得します。"
# cite ja: "このボーナスカードは他のプレイヤーから取られることはありません"
# cite zh-Hant: "當有任何一位玩家第一個獲得四種不同的寶石時,可以立即獲得一張四種不同寶石的寶石獎勵卡,並且不會被其他人奪取."
def four_kinds(g, s, seat):
    if ((s['four_gem_bonus'] is None) and owns_every_kind(g, s, seat)):
        s['four_gem_bonus'] = seat
        s['hands'][seat]['four_gem_bonus'] = True
def owns_every_kind(g, s, seat):
    for k in C_GEM_KINDS:
        if (s['hands'][seat]['gems'][k] == 0):
            return False
    return True
# end rule bonus.four-kinds

# rule two-player.colours: Two players: two colours
# spec: rulespecs/emerald.yaml:2095
# cite ja: "二人用ゲームは、以下の例外以外はすべて通常のルールと同じです"
# cite ja: "それぞれ２色の騎士コマを使用します"
# cite zh-Hant: "兩位玩家各持兩種顏色,每種顏色四骨騎士棋."
def game_colours_per_player(g):
    return C_COLOURS_PER_PLAYER[g.players]
# end rule two-player.colours

# rule two-player.moves: Two players: knights moved
# spec: rulespecs/emerald.yaml:2113
# cite ja: "一回の手番で移動させることのできる騎士コマは、同色のものだけです"
# cite zh-Hant: "<二個玩家則僅能移動一騎士>"
# carried by rule turn.knights
# end rule two-player.moves

# rule bonus.majority: Gem majority bonuses
# spec: rulespecs/emerald.yaml:2134
# cite ja: "これらのカードはゲーム終了時に分配されます"
# cite ja: "それぞれの宝石カードを単独で一番多く持っているプレイヤーが、その宝石が描かれたボーナスカードを獲得します。"
# cite ja: "それぞれの種類の宝石について、1番多くの宝石カードを持っているプレイヤーが、そのボーナスカードを獲得します。"
# cite ja: "もし、複数のプレイヤーがある種の宝石カードを同数で一番多く持っていた場合には、そのボーナスカードはだれにも与えられません。"
# cite zh-Hant: "擁有最多同色寶石的人可獲得寶石獎勵卡"
# cite zh-Hant: "有兩名以上玩家獲得最多同色寶石者,寶石獎勵卡不予發出"
def majority_bonus(g, s):
    bonus = []
    for seat in range(g.players):
        bonus.append(0)
    for k in C_GEM_KINDS:
        best = 0
        holders = 0
        who = 0
        for seat in range(g.players):
            n = s['hands'][seat]['gems'][k]
            if (n > best):
                best = n
                holders = 1
                who = seat
            elif (n == best):
                holders += 1
        if ((best > 0) and (holders == 1)):
            bonus[who] += 1
    return bonus
# end rule bonus.majority

# rule score.values: Card values
# spec: rulespecs/emerald.yaml:2174
# cite ja: "ゴールドカード：１∼５ゴールドの価値がそれぞれのカードに描かれています"
# cite ja: "財宝カード:1枚5ゴールド"
# cite ja: "宝石カード:1枚1ゴールド"
# cite ja: "ボーナスカード：１枚４ゴールド"
# cite zh-Hant: "寶石卡 : 每張一分"
# cite zh-Hant: "黃金卡 : 按牌面記分"
# cite zh-Hant: "騎士獎勵卡 : 每張五分"
# cite zh-Hant: "寶石獎勵卡 : 每張四分"
def scores(g, s):
    _i223_bonus = []
    for _i224_seat in range(g.players):
        _i223_bonus.append(0)
    for _i225_k in C_GEM_KINDS:
        _i226_best = 0
        _i227_holders = 0
        _i228_who = 0
        for _i224_seat in range(g.players):
            _i229_n = s['hands'][_i224_seat]['gems'][_i225_k]
            if (_i229_n > _i226_best):
                _i226_best = _i229_n
                _i227_holders = 1
                _i228_who = _i224_seat
            elif (_i229_n == _i226_best):
                _i227_holders += 1
        if ((_i226_best > 0) and (_i227_holders == 1)):
            _i223_bonus[_i228_who] += 1
    bonus = _i223_bonus
    out = []
    for seat in range(g.players):
        h = s['hands'][seat]
        b = bonus[seat]
        if (s['four_gem_bonus'] is not None):
            if (s['four_gem_bonus'] == seat):
                b += 1
        out.append((((sum(h['gold']) + (C_POINTS_TREASURE * h['treasure'])) + (C_POINTS_GEM * gem_cards(g, h))) + (C_POINTS_BONUS * b)))
    return out
def gem_cards(g, h):
    n = 0
    for k in C_GEM_KINDS:
        n += h['gems'][k]
    return n
# end rule score.values

# rule score.winner: Winner
# spec: rulespecs/emerald.yaml:2206
# cite ja: "ゴールド数が一番多いプレイヤーが勝ちです"
# cite ja: "ゲーム終了時に、一番多くのゴールドを持っているプレイヤーが勝ちです"
def winners(g, s):
    _i255__i243__i223_bonus = []
    for _i256__i244__i224_seat in range(g.players):
        _i255__i243__i223_bonus.append(0)
    for _i257__i245__i225_k in C_GEM_KINDS:
        _i258__i246__i226_best = 0
        _i259__i247__i227_holders = 0
        _i260__i248__i228_who = 0
        for _i256__i244__i224_seat in range(g.players):
            _i261__i249__i229_n = s['hands'][_i256__i244__i224_seat]['gems'][_i257__i245__i225_k]
            if (_i261__i249__i229_n > _i258__i246__i226_best):
                _i258__i246__i226_best = _i261__i249__i229_n
                _i259__i247__i227_holders = 1
                _i260__i248__i228_who = _i256__i244__i224_seat
            elif (_i261__i249__i229_n == _i258__i246__i226_best):
                _i259__i247__i227_holders += 1
        if ((_i258__i246__i226_best > 0) and (_i259__i247__i227_holders == 1)):
            _i255__i243__i223_bonus[_i260__i248__i228_who] += 1
    _i250__i238_bonus = _i255__i243__i223_bonus
    _i251__i239_out = []
    for _i252__i240_seat in range(g.players):
        _i253__i241_h = s['hands'][_i252__i240_seat]
        _i254__i242_b = _i250__i238_bonus[_i252__i240_seat]
        if (s['four_gem_bonus'] is not None):
            if (s['four_gem_bonus'] == _i252__i240_seat):
                _i254__i242_b += 1
        _i251__i239_out.append((((sum(_i253__i241_h['gold']) + (C_POINTS_TREASURE * _i253__i241_h['treasure'])) + (C_POINTS_GEM * gem_cards(g, _i253__i241_h))) + (C_POINTS_BONUS * _i254__i242_b)))
    sc = _i251__i239_out
    out = []
    for seat in range(g.players):
        best = True
        for other in range(g.players):
            if (sc[other] != sc[seat]):
                _i270_r = (sc[other] > sc[seat])
            elif (s['hands'][other]['treasure'] != s['hands'][seat]['treasure']):
                _i270_r = (s['hands'][other]['treasure'] > s['hands'][seat]['treasure'])
            else:
                _i262__i230_h = s['hands'][other]
                _i263__i231_n = 0
                for _i264__i232_k in C_GEM_KINDS:
                    _i263__i231_n += _i262__i230_h['gems'][_i264__i232_k]
                _i265__i233_r = _i263__i231_n
                _i266__i234_h = s['hands'][seat]
                _i267__i235_n = 0
                for _i268__i236_k in C_GEM_KINDS:
                    _i267__i235_n += _i266__i234_h['gems'][_i268__i236_k]
                _i269__i237_r = _i267__i235_n
                _i270_r = (_i265__i233_r > _i269__i237_r)
            if _i270_r:
                best = False
        if best:
            out.append(seat)
    return out
def winners_json(g, s):
    if (s['phase'] != 'over'):
        return None
    return winners(g, s)
def returns(g, s):
    out = []
    won = winners(g, s)
    for seat in range(g.players):
        if (s['phase'] != 'over'):
            out.append(0)
        elif (seat in won):
            out.append(1)
        else:
            out.append((-1))
    return out
# end rule score.winner

# rule score.tiebreak: Ties
# spec: rulespecs/emerald.yaml:2256
# cite ja: "ゴールド数が同じ場合は、財宝カードが多いほうが勝ちです。"
# cite ja: "それも同じ場合は、宝石カードが多いほうが勝ちです。"
# cite zh-Hant: "如有同分玩家,則依序比卡片數量"
# cite zh-Hant: "騎士獎勵卡 B.寶石卡"
# assumed: "Players still tied after both tie-breaks share the victory: neither edition says what happens then (finding tiebreak-full-tie)."
def ahead(g, s, sc, a, b):
    if (sc[a] != sc[b]):
        return (sc[a] > sc[b])
    if (s['hands'][a]['treasure'] != s['hands'][b]['treasure']):
        return (s['hands'][a]['treasure'] > s['hands'][b]['treasure'])
    _i230_h = s['hands'][a]
    _i231_n = 0
    for _i232_k in C_GEM_KINDS:
        _i231_n += _i230_h['gems'][_i232_k]
    _i233_r = _i231_n
    _i234_h = s['hands'][b]
    _i235_n = 0
    for _i236_k in C_GEM_KINDS:
        _i235_n += _i234_h['gems'][_i236_k]
    _i237_r = _i235_n
    return (_i233_r > _i237_r)
# end rule score.tiebreak

# rule end.last-treasure: Last treasure card taken
# spec: rulespecs/emerald.yaml:2282
# cite ja: "ゲームは次のいずれかの状態になったら、直ちに終了します"
# cite ja: "最後の財宝カードが取られる"
# cite zh-Hant: "當騎士獎勵卡四張被抽取玩,遊戲立即結束"
# cite zh-Hant: "當有四名騎士站滿四格圈圈,遊戲立即結束"
def check_end(g, s, seat):
    over = False
    if (s['treasure'] == 0):
        over = True
    if seat_down(g, s, seat):
        over = True
    if over:
        s['phase'] = 'over'
    return over
# end rule end.last-treasure

# rule end.one-knight-left: A player has one knight left
# spec: rulespecs/emerald.yaml:2307
# cite ja: "誰か一人のプレイヤーのゲームに残っている騎士コマが１個だけになる"
# cite zh-Hant: "當任何玩家只剩下一隻騎士可行動時,遊戲也結束"
# cite zh-Hant: "有任何玩家只剩下一隻騎士可行動"
def knights_left(g, s, seat):
    n = 0
    for c in g.f_seat_colours[seat]:
        n += colour_count(g, s, c)
    return n
def seat_down(g, s, seat):
    _i43_n = 0
    for _i44_c in g.f_seat_colours[seat]:
        _i43_n += colour_count(g, s, _i44_c)
    _i45_r = _i43_n
    if (_i45_r <= C_END_KNIGHTS_LEFT):
        return True
    if g.o16:
        return False
    if g.o17:
        for c in g.f_seat_colours[seat]:
            _i46_n = 0
            for _i47_p in s['stands'][c]:
                _i46_n += s['knights'][c].get(_i47_p, 0)
            _i48_r = _i46_n
            if (_i48_r <= C_END_KNIGHTS_LEFT):
                return True
    return False
# end rule end.one-knight-left

# rule end.scoring: After the end
# spec: rulespecs/emerald.yaml:2340
# cite ja: "ここで、ボーナスカードの分配を行ないます"
# cite ja: "自分の持っているカードの得点計算を行ないます"
# cite zh-Hant: "擁有最多同色寶石的人可獲得寶石獎勵卡"
# cite zh-Hant: "黃金卡 : 按牌面記分"
def end_scores(g, s):
    _i243__i223_bonus = []
    for _i244__i224_seat in range(g.players):
        _i243__i223_bonus.append(0)
    for _i245__i225_k in C_GEM_KINDS:
        _i246__i226_best = 0
        _i247__i227_holders = 0
        _i248__i228_who = 0
        for _i244__i224_seat in range(g.players):
            _i249__i229_n = s['hands'][_i244__i224_seat]['gems'][_i245__i225_k]
            if (_i249__i229_n > _i246__i226_best):
                _i246__i226_best = _i249__i229_n
                _i247__i227_holders = 1
                _i248__i228_who = _i244__i224_seat
            elif (_i249__i229_n == _i246__i226_best):
                _i247__i227_holders += 1
        if ((_i246__i226_best > 0) and (_i247__i227_holders == 1)):
            _i243__i223_bonus[_i248__i228_who] += 1
    _i238_bonus = _i243__i223_bonus
    _i239_out = []
    for _i240_seat in range(g.players):
        _i241_h = s['hands'][_i240_seat]
        _i242_b = _i238_bonus[_i240_seat]
        if (s['four_gem_bonus'] is not None):
            if (s['four_gem_bonus'] == _i240_seat):
                _i242_b += 1
        _i239_out.append((((sum(_i241_h['gold']) + (C_POINTS_TREASURE * _i241_h['treasure'])) + (C_POINTS_GEM * gem_cards(g, _i241_h))) + (C_POINTS_BONUS * _i242_b)))
    return _i239_out
# end rule end.scoring

_COUNT_DIE_FACES = {1: 2, 2: 2, 3: 2}
_INDEX_GOLD_VALUES = {1: 0, 2: 1, 3: 2, 4: 3, 5: 4}
_INDEX_PLACES = {'tower-1': 0, 'tower-2': 1, 'tower-3': 2, 'tower-4': 3, 'centre': 4, '1': 5, '2': 6, '3': 7, '4': 8, '5': 9, '6': 10, '7': 11, '8': 12, '9': 13, '10': 14, '11': 15, '12': 16, '13': 17, '14': 18, '15': 19}
_SEAT = {'move': seat_turn, 'take': seat_turn, 'dragon-end': seat_turn, 'capture': seat_turn, 'catch': seat_turn, 'ransom': seat_ransom}
_WHO = {'deal': CHANCE, 'move': 'turn', 'take': 'turn', 'roll': CHANCE, 'dragon-end': 'turn', 'capture': 'turn', 'catch': 'turn', 'ransom': seat_ransom, 'over': TERMINAL}
_CHANCE_PHASES = ['deal', 'roll']
_TERMINAL_PHASES = ['over']
# per phase: its candidates (legal strings with weights)
_STR0 = {'ruby': 'deal gem ruby', 'emerald': 'deal gem emerald', 'garnet': 'deal gem garnet', 'turquoise': 'deal gem turquoise'}
_STR1 = {1: 'deal gold 1', 2: 'deal gold 2', 3: 'deal gold 3', 4: 'deal gold 4', 5: 'deal gold 5'}
_STR2 = {'c1': {'tower-1': 'move c1 tower-1', 'tower-2': 'move c1 tower-2', 'tower-3': 'move c1 tower-3', 'tower-4': 'move c1 tower-4', 'centre': 'move c1 centre', '1': 'move c1 1', '2': 'move c1 2', '3': 'move c1 3', '4': 'move c1 4', '5': 'move c1 5', '6': 'move c1 6', '7': 'move c1 7', '8': 'move c1 8', '9': 'move c1 9', '10': 'move c1 10', '11': 'move c1 11', '12': 'move c1 12', '13': 'move c1 13', '14': 'move c1 14', '15': 'move c1 15'}, 'c2': {'tower-1': 'move c2 tower-1', 'tower-2': 'move c2 tower-2', 'tower-3': 'move c2 tower-3', 'tower-4': 'move c2 tower-4', 'centre': 'move c2 centre', '1': 'move c2 1', '2': 'move c2 2', '3': 'move c2 3', '4': 'move c2 4', '5': 'move c2 5', '6': 'move c2 6', '7': 'move c2 7', '8': 'move c2 8', '9': 'move c2 9', '10': 'move c2 10', '11': 'move c2 11', '12': 'move c2 12', '13': 'move c2 13', '14': 'move c2 14', '15': 'move c2 15'}, 'c3': {'tower-1': 'move c3 tower-1', 'tower-2': 'move c3 tower-2', 'tower-3': 'move c3 tower-3', 'tower-4': 'move c3 tower-4', 'centre': 'move c3 centre', '1': 'move c3 1', '2': 'move c3 2', '3': 'move c3 3', '4': 'move c3 4', '5': 'move c3 5', '6': 'move c3 6', '7': 'move c3 7', '8': 'move c3 8', '9': 'move c3 9', '10': 'move c3 10', '11': 'move c3 11', '12': 'move c3 12', '13': 'move c3 13', '14': 'move c3 14', '15': 'move c3 15'}, 'c4': {'tower-1': 'move c4 tower-1', 'tower-2': 'move c4 tower-2', 'tower-3': 'move c4 tower-3', 'tower-4': 'move c4 tower-4', 'centre': 'move c4 centre', '1': 'move c4 1', '2': 'move c4 2', '3': 'move c4 3', '4': 'move c4 4', '5': 'move c4 5', '6': 'move c4 6', '7': 'move c4 7', '8': 'move c4 8', '9': 'move c4 9', '10': 'move c4 10', '11': 'move c4 11', '12': 'move c4 12', '13': 'move c4 13', '14': 'move c4 14', '15': 'move c4 15'}, 'c5': {'tower-1': 'move c5 tower-1', 'tower-2': 'move c5 tower-2', 'tower-3': 'move c5 tower-3', 'tower-4': 'move c5 tower-4', 'centre': 'move c5 centre', '1': 'move c5 1', '2': 'move c5 2', '3': 'move c5 3', '4': 'move c5 4', '5': 'move c5 5', '6': 'move c5 6', '7': 'move c5 7', '8': 'move c5 8', '9': 'move c5 9', '10': 'move c5 10', '11': 'move c5 11', '12': 'move c5 12', '13': 'move c5 13', '14': 'move c5 14', '15': 'move c5 15'}}
_STR4 = {'gem': 'take gem', 'gold': 'take gold'}
_STR5 = {1: 'roll 1', 2: 'roll 2', 3: 'roll 3'}
_STR8 = {'c1': 'capture c1', 'c2': 'capture c2', 'c3': 'capture c3', 'c4': 'capture c4', 'c5': 'capture c5'}
_STR9 = {'last': 'catch last', 'other': 'catch other'}
_STR10 = {1: 'ransom pay 1', 2: 'ransom pay 2', 3: 'ransom pay 3', 4: 'ransom pay 4', 5: 'ransom pay 5'}
def _list0(g, d, out):
    _d_dealt = d['dealt']
    _d_gems_left = d['gems_left']
    _d_gold_left = d['gold_left']
    _i271_i = _d_dealt
    if (_i271_i < C_NDEAL):
        if (C_DEAL_PILE[_i271_i] == 'gem'):
            _each_deal_gem_kinds = C_GEM_KINDS
        else:
            _each_deal_gem_kinds = []
    else:
        _each_deal_gem_kinds = []
    for a_k in _each_deal_gem_kinds:
        w0 = _d_gems_left[a_k]
        if (w0 > 0):
            out.append((_STR0[a_k], w0))
    out.sort()
    _i272_i = _d_dealt
    if (_i272_i < C_NDEAL):
        if (C_DEAL_PILE[_i272_i] == 'gold'):
            _each_deal_gold_values = C_GOLD_VALUES
        else:
            _each_deal_gold_values = []
    else:
        _each_deal_gold_values = []
    for a_v in _each_deal_gold_values:
        w1 = _d_gold_left[_INDEX_GOLD_VALUES[a_v]]
        if (w1 > 0):
            out.append((_STR1[a_v], w1))
    out.sort()
def _list1(g, d, out):
    _g_seat_colours = g.f_seat_colours
    _d_turn = d['turn']
    _d_this_turn = d['this_turn']
    _d_stands = d['stands']
    _g_o0 = g.o0
    _d_knights = d['knights']
    _each_mover_colours = _g_seat_colours[_d_turn]
    for a_c in _each_mover_colours:
        if (_d_this_turn['moved'] == 0):
            _i275_r = _d_stands[a_c]
        elif ((g.players == 2) and _g_o0 and (a_c != _d_this_turn['last']['colour'])):
            _i275_r = []
        else:
            _i273__i121_out = _d_stands[a_c].copy()
            _i274__i122_last = _d_this_turn['last']
            if ((a_c == _i274__i122_last['colour']) and (_i274__i122_last['place'] is not None) and (_d_this_turn['caught'] != 'eaten')):
                if (_d_knights[a_c].get(_i274__i122_last['place'], 0) == 1):
                    _i273__i121_out.remove(_i274__i122_last['place'])
            _i275_r = _i273__i121_out
        for a_p in _i275_r:
            out.append(_STR2[a_c][a_p])
    out.sort()
    if (_d_this_turn['moved'] > 0):
        out.append('pass')
_DOM4_0 = ['gem', 'gold']
def _list2(g, d, out):
    for a_pile in _DOM4_0:
        out.append(_STR4[a_pile])
_DOM5_0 = [1, 2, 3]
def _list3(g, d, out):
    for a_n in _DOM5_0:
        w5 = _COUNT_DIE_FACES.get(a_n, 0)
        if (w5 > 0):
            out.append((_STR5[a_n], w5))
def _list4(g, d, out):
    out.append('dragon continue')
    out.append('dragon stop')
def _list5(g, d, out):
    _g_colours = g.f_colours
    _d_knights = d['knights']
    _d_capture = d['capture']
    _each_in_play = _g_colours
    for a_c in _each_in_play:
        if (a_c not in _g_colours):
            _i276_r = False
        else:
            _i276_r = (_d_knights[a_c].get(C_PLACES[((C_NSTART + _d_capture['space']) - 1)], 0) > 0)
        if _i276_r:
            out.append(_STR8[a_c])
    out.sort()
_DOM9_0 = ['last', 'other']
def _list6(g, d, out):
    for a_k in _DOM9_0:
        out.append(_STR9[a_k])
_DOM10_0 = [1, 2, 3, 4, 5]
def _list7(g, d, out):
    _d_hands = d['hands']
    _g_owner = g.f_owner
    _d_capture = d['capture']
    for a_v in _DOM10_0:
        _i277_hand = _d_hands[_g_owner[_d_capture['colour']]]['gold']
        _i278_r = ((len(_i277_hand) >= C_RANSOM_GOLD_CARDS) and (a_v in _i277_hand))
        if _i278_r:
            out.append(_STR10[a_v])
    out.append('ransom refuse')
_LIST = {'deal': _list0, 'move': _list1, 'take': _list2, 'roll': _list3, 'dragon-end': _list4, 'capture': _list5, 'catch': _list6, 'ransom': _list7}
_STATIC = frozenset(['take', 'roll', 'dragon-end', 'catch'])  # phases listing alike in every state of a Game
_APPLY_FN = (deal_gem, deal_gold, do_move, do_pass, take, roll, walk, stop_dragon, choose_colour, catch_knight, pay, refuse,)
_APPLY = {_s: (_APPLY_FN[_i], tuple(_args)) for _s, (_i, _args) in _ACTIONS.items()}
_DERIVED = {'winners': winners_json}
_KEYS = [['game', None], ['players', None], ['options', None], ['phase', ['enum', ['deal', 'move', 'take', 'roll', 'dragon-end', 'capture', 'catch', 'ransom', 'over']]], ['turn', ['int']], ['knights', ['dict', ['c1', 'c2', 'c3', 'c4', 'c5'], ['counter', ['tower-1', 'tower-2', 'tower-3', 'tower-4', 'centre', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15'], ['int']]]], ['dragon', ['rec', [['space', ['int']], ['facing', ['enum', ['left', 'right']]]]]], ['track', ['list', ['int']]], ['caves', ['list', ['rec', [['space', ['int']], ['gems', ['list', ['enum', ['ruby', 'emerald', 'garnet', 'turquoise']]]], ['gold', ['list', ['int']]]]]]], ['treasure', ['int']], ['four_gem_bonus', ['opt', ['int']]], ['hands', ['list', ['rec', [['gold', ['list', ['int']]], ['gems', ['dict', ['ruby', 'emerald', 'garnet', 'turquoise'], ['int']]], ['treasure', ['int']], ['four_gem_bonus', ['bool']]]]]], ['this_turn', ['rec', [['moved', ['int']], ['last', ['opt', ['rec', [['colour', ['enum', ['c1', 'c2', 'c3', 'c4', 'c5']]], ['place', ['opt', ['enum', ['tower-1', 'tower-2', 'tower-3', 'tower-4', 'centre', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']]]]]]]], ['took', ['bool']], ['roll_due', ['bool']], ['pips', ['int']], ['caught', ['opt', ['enum', ['ransomed', 'eaten']]]]]]], ['capture', ['opt', ['rec', [['space', ['int']], ['colour', ['opt', ['enum', ['c1', 'c2', 'c3', 'c4', 'c5']]]]]]]], ['winners', ['opt', ['list', ['int']]]]]
_CHECKED = []
_GAME_FIELDS = [('colours_per_player', game_colours_per_player), ('colours', game_colours), ('seat_colours', game_seat_colours), ('owner', game_owner), ('knights_per_colour', game_knights_per_colour), ('spots', game_spots), ('max_moves', game_max_moves)]
_INVARIANTS = [check_shape, check_reachable, check_counts]
_LOAD = normalise
_INIT, _SCORES, _RETURNS = init, scores, returns
_OBSERVE = [{'key': 'caves[].gems', 'show': 'top-count', 'face_down_in': ['deal']}, {'key': 'caves[].gold', 'show': 'top-count', 'face_down_in': ['deal']}, {'key': 'hands[].gold', 'show': 'count-to-others'}]
def _clone(d):
    return {'phase': d['phase'], 'turn': d['turn'], 'knights': {_k0: _x0.copy() for _k0, _x0 in d['knights'].items()}, 'dragon': d['dragon'].copy(), 'track': d['track'].copy(), 'caves': [{'space': _x3['space'], 'gems': _x3['gems'].copy(), 'gold': _x3['gold'].copy()} for _x3 in d['caves']], 'treasure': d['treasure'], 'four_gem_bonus': d['four_gem_bonus'], 'hands': [{'gold': _x7['gold'].copy(), 'gems': _x7['gems'].copy(), 'treasure': _x7['treasure'], 'four_gem_bonus': _x7['four_gem_bonus']} for _x7 in d['hands']], 'this_turn': {'moved': d['this_turn']['moved'], 'last': (None if (_o10 := d['this_turn']['last']) is None else _o10.copy()), 'took': d['this_turn']['took'], 'roll_due': d['this_turn']['roll_due'], 'pips': d['this_turn']['pips'], 'caught': d['this_turn']['caught']}, 'capture': (None if (_o13 := d['capture']) is None else _o13.copy()), 'dealt': d['dealt'], 'gems_left': d['gems_left'].copy(), 'gold_left': d['gold_left'].copy(), 'crowd': d['crowd'].copy(), 'stands': {_k18: _x18.copy() for _k18, _x18 in d['stands'].items()}}
_PHASE_FIELD = 'phase'
PHASES = ('deal', 'move', 'take', 'roll', 'dragon-end', 'capture', 'catch', 'ransom', 'over')  # also as upper-case constants
DEAL = 'deal'
MOVE = 'move'
TAKE = 'take'
ROLL = 'roll'
DRAGON_END = 'dragon-end'
CAPTURE = 'capture'
CATCH = 'catch'
RANSOM = 'ransom'
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
ACTIONS = ('capture c1', 'capture c2', 'capture c3', 'capture c4', 'capture c5', 'catch last', 'catch other', 'dragon continue', 'dragon stop', 'move c1 1', 'move c1 10', 'move c1 11', 'move c1 12', 'move c1 13', 'move c1 14', 'move c1 15', 'move c1 2', 'move c1 3', 'move c1 4', 'move c1 5', 'move c1 6', 'move c1 7', 'move c1 8', 'move c1 9', 'move c1 centre', 'move c1 tower-1', 'move c1 tower-2', 'move c1 tower-3', 'move c1 tower-4', 'move c2 1', 'move c2 10', 'move c2 11', 'move c2 12', 'move c2 13', 'move c2 14', 'move c2 15', 'move c2 2', 'move c2 3', 'move c2 4', 'move c2 5', 'move c2 6', 'move c2 7', 'move c2 8', 'move c2 9', 'move c2 centre', 'move c2 tower-1', 'move c2 tower-2', 'move c2 tower-3', 'move c2 tower-4', 'move c3 1', 'move c3 10', 'move c3 11', 'move c3 12', 'move c3 13', 'move c3 14', 'move c3 15', 'move c3 2', 'move c3 3', 'move c3 4', 'move c3 5', 'move c3 6', 'move c3 7', 'move c3 8', 'move c3 9', 'move c3 centre', 'move c3 tower-1', 'move c3 tower-2', 'move c3 tower-3', 'move c3 tower-4', 'move c4 1', 'move c4 10', 'move c4 11', 'move c4 12', 'move c4 13', 'move c4 14', 'move c4 15', 'move c4 2', 'move c4 3', 'move c4 4', 'move c4 5', 'move c4 6', 'move c4 7', 'move c4 8', 'move c4 9', 'move c4 centre', 'move c4 tower-1', 'move c4 tower-2', 'move c4 tower-3', 'move c4 tower-4', 'move c5 1', 'move c5 10', 'move c5 11', 'move c5 12', 'move c5 13', 'move c5 14', 'move c5 15', 'move c5 2', 'move c5 3', 'move c5 4', 'move c5 5', 'move c5 6', 'move c5 7', 'move c5 8', 'move c5 9', 'move c5 centre', 'move c5 tower-1', 'move c5 tower-2', 'move c5 tower-3', 'move c5 tower-4', 'pass', 'ransom pay 1', 'ransom pay 2', 'ransom pay 3', 'ransom pay 4', 'ransom pay 5', 'ransom refuse', 'take gem', 'take gold')
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

CHANCE_OUTCOMES = ('deal gem emerald', 'deal gem garnet', 'deal gem ruby', 'deal gem turquoise', 'deal gold 1', 'deal gold 2', 'deal gold 3', 'deal gold 4', 'deal gold 5', 'roll 1', 'roll 2', 'roll 3')
CHANCE_OUTCOME_ID = {a: i for i, a in enumerate(CHANCE_OUTCOMES)}
MAX_GAME_LENGTH = 600  # decisions in one game (chance outcomes not counted): an estimate, not a proof: 3 x the longest of seeded random playouts
# option values with which a random playout ran past 20000 actions: a game may not end
UNBOUNDED_OPTIONS = {}
MAX_CHANCE_OUTCOMES = len(CHANCE_OUTCOMES)
OPENSPIEL_TERMINAL = -4  # OpenSpiel's terminal player id; TERMINAL (-2) is the protocol's
OBSERVATION_TENSOR = None  # no fixed-shape tensor: the state's lists have no declared length
