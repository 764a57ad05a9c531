"""The engine exports OpenSpiel-style frameworks need, computed from the compiled program: a stable
table of the distinct actions (decisions and chance outcomes numbered separately, each sorted by code
point like `legal_actions()`, so ids ascend wherever strings do), the bound on a game's length and
the chance-outcome count. Both emitters write the same values (one self-contained block each).

A game one of whose decisions takes a run-time string (a `str` or `list[...]` parameter: El Dorado's
board spaces and card combinations, Emporium's explored cards) has no finite table of whole actions;
its decisions are tables of tokens instead (ACTION_TOKENS): an action string is cut after every
separator (TOKEN_SEPARATORS), each token keeping the separator that ends it, and a framework takes one
token per step (docs/openspiel.md, "Token games")."""

from __future__ import annotations

import hashlib
import json
import os
import random
import tempfile
from collections.abc import Iterable
from typing import Any

from ..cache import cache_dir
from .ir import Program

TOKEN_SEPARATORS = " +:"  # where an action string is cut into tokens (a token keeps its separator)
STR_JOINER = "+"  # a str parameter holding several atoms joins them so (El Dorado's card combinations)
PLAYOUTS = 8  # seeded random games per player count and option value when the spec declares no bound
MARGIN = 3  # the estimate: MARGIN x the longest of them, rounded up to a multiple of ROUND
ROUND = 50
STEP_CAP = 20_000  # a playout still running after this many actions: that option value has no bound


def tables(prog: Program) -> tuple[list[str], list[str]]:
    """(decision actions, chance outcomes): every action string the compiler makes, split by whether
    its phase is a chance node, each sorted by code point (ids are positions)."""
    from .emit_python import action_table

    chance = {n for n, (kind, _) in prog.phases.items() if kind == "chance"}
    table = action_table(prog)
    moves = sorted(s for s, (i, _) in table.items() if prog.actions[i].phase not in chance)
    outcomes = sorted(s for s, (i, _) in table.items() if prog.actions[i].phase in chance)
    return moves, outcomes


def action_tokens(action: str) -> list[str]:
    """"move a discard:scout+native 2,4" -> ["move ", "a ", "discard:", "scout+", "native ", "2,4"]:
    cut after every separator, each token keeping its own, so the tokens concatenate to the action
    and only an action's last token has none (no action's tokens are a prefix of another's)."""
    out, start = [], 0
    for i, ch in enumerate(action):
        if ch in TOKEN_SEPARATORS:
            out.append(action[start:i + 1])
            start = i + 1
    if start < len(action):
        out.append(action[start:])
    return out


# the engines' copy of action_tokens (stdlib only, no import of rulestone); a test compares the two
_PY_TOKENS = '''
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
'''
_JS_TOKENS = '''
export function actionTokens(action) {  // an action cut after every separator, each token keeping its own
  const out = [];
  let start = 0;
  for (let i = 0; i < action.length; i++) {
    if (ACTION_TOKEN_SEPARATORS.includes(action[i])) { out.push(action.slice(start, i + 1)); start = i + 1; }
  }
  if (start < action.length) out.push(action.slice(start));
  return out;
}
'''


def needs_tokens(prog: Program) -> bool:
    """A decision takes a run-time string: no finite table of whole actions, a token table instead."""
    chance = {n for n, (kind, _) in prog.phases.items() if kind == "chance"}
    return any(a.runtime_strings and a.phase not in chance for a in prog.actions)


def chance_has_runtime_strings(prog: Program) -> bool:
    chance = {n for n, (kind, _) in prog.phases.items() if kind == "chance"}
    return any(a.runtime_strings and a.phase in chance for a in prog.actions)


def _string_atoms(prog: Program) -> set[str]:
    """What a `str` parameter may hold, in the model the token table is built on: a string of the
    spec's compiled constants or an enum value (El Dorado's board spaces, card names), or several of
    them joined by STR_JOINER (its card combinations: `scout+native`). A legal action outside the
    model has a token outside the table, which rulestone.openspiel reports rather than skips."""
    out: set[str] = set()

    def leaves(v: Any) -> None:
        if isinstance(v, str):
            out.add(v)
        elif isinstance(v, dict):
            for k, x in v.items():
                leaves(k)
                leaves(x)
        elif isinstance(v, list | tuple):
            for x in v:
                leaves(x)

    for _t, v in prog.constants.values():
        leaves(v)
    for e in prog.enums.values():
        out.update(str(x) for x in e.values)
    return out


def _cut(starts: set[str], text: str, done: set[str]) -> set[str]:
    """Append text to each partial token in starts: the tokens completed go to done; returns the
    partial tokens after it (text after its last separator)."""
    cuts = action_tokens(text)
    if not cuts or cuts[-1][-1] not in TOKEN_SEPARATORS:  # the text ends inside a token
        tail = cuts.pop() if cuts else ""
    else:
        tail = ""
    if not cuts:
        return {p + tail for p in starts}
    done.update(p + cuts[0] for p in starts)
    done.update(cuts[1:])
    return {tail}


def _cut_any(starts: set[str], texts: Iterable[str], done: set[str]) -> set[str]:
    out: set[str] = set()
    for t in texts:
        out |= _cut(starts, t, done)
    return out


def _repeated(starts: set[str], atoms: set[str], joiners: str, done: set[str]) -> set[str]:
    """One or more atoms joined by any of joiners: the partial tokens reachable after them."""
    reach = _cut_any(starts, atoms, done)
    frontier = reach
    while frontier:
        after = _cut_any(_cut_any(frontier, joiners, done), atoms, done)
        frontier = after - reach
        reach |= after
    return reach


def token_table(prog: Program) -> list[str]:
    """Every token a decision string can be cut into, sorted by code point (ids are positions): the
    tokens of every string made at compile time, and for a pattern with run-time strings every token
    its parts can make: literal text, a parameter's domain, a list's elements joined by spaces (how
    the engines write a list), a `str`'s atoms (_string_atoms) joined by STR_JOINER."""
    from .emit_python import _pattern_parts

    chance = {n for n, (kind, _) in prog.phases.items() if kind == "chance"}
    moves, _ = tables(prog)
    done: set[str] = {t for m in moves for t in action_tokens(m)}
    atoms = _string_atoms(prog)
    for a in prog.actions:
        if a.phase in chance or not a.runtime_strings:
            continue
        domains = {n: d for n, _, d in a.params}
        partial = {""}
        for k, part in enumerate(_pattern_parts(a.pattern)):
            if k % 2 == 0:
                partial = _cut(partial, part, done)
            elif domains[part] == "str":
                partial = _repeated(partial, atoms, STR_JOINER, done)
            elif domains[part].startswith("list["):
                partial = _repeated(partial, set(_domain(prog, domains[part][5:-1])), " ", done)
            else:
                partial = _cut_any(partial, _domain(prog, domains[part]), done)
        done.update(p for p in partial if p)
    return sorted(done)


def _domain(prog: Program, d: str) -> list[str]:
    values = prog.constants[d][1] if d in prog.constants else list(prog.enums[d].values)
    return [format(v) for v in values]


# program hash -> (bound, how, option values without a bound, most tokens of a decision seen)
_MEASURED: dict[str, tuple[int, str, dict[str, list[str]], int]] = {}


def max_game_length(prog: Program, engine_source: str | None = None
                    ) -> tuple[int, str, dict[str, list[str]], int]:
    """(bound on the decisions in one game, where it comes from, option values with which a game has
    no bound, the most tokens (action_tokens) of any legal decision seen in the playouts). The spec's
    constant MAX_GAME_LENGTH when declared (an int, or a list indexed by player count: the largest
    counts), else an estimate from seeded random playouts of the compiled Python engine: MARGIN times
    the longest, for every player count and every value of every option (others at their default).
    An option value whose playout runs past STEP_CAP (El Dorado's round_limit=none: nothing ends a
    stalled game) is left out of the bound and listed instead."""
    if engine_source is None:  # the JS emitter: measured on the Python engine of the same program
        from .emit_python import emit

        emit(prog)
        return _MEASURED[prog.sha256]
    if prog.sha256 not in _MEASURED:
        declared = _declared_length(prog)
        if declared is not None and not needs_tokens(prog):
            _MEASURED[prog.sha256] = (declared, "declared", {}, 1)
        else:  # a token game needs its longest decision measured even when the length is declared
            bound, unbounded, tokens = _cached_estimate(prog, engine_source)
            _MEASURED[prog.sha256] = ((bound, "estimated", unbounded, tokens) if declared is None
                                      else (declared, "declared", {}, tokens))
    return _MEASURED[prog.sha256]


def _declared_length(prog: Program) -> int | None:
    """The spec's engine.constants.MAX_GAME_LENGTH, if declared (a list by player count: its largest)."""
    if "MAX_GAME_LENGTH" not in prog.constants:
        return None
    v = prog.constants["MAX_GAME_LENGTH"][1]
    return max(x for x in v if isinstance(x, int)) if isinstance(v, list) else int(v)


def _cached_estimate(prog: Program, engine_source: str) -> tuple[int, dict[str, list[str]], int]:
    """The estimate is a pure function of the engine text and the constants above, and El Dorado's
    takes ~25 CPU s: kept in the user's cache (rulestone/cache.py) so that each build and test process
    does not play the same games again."""
    key = hashlib.sha256(f"v2/{PLAYOUTS}/{MARGIN}/{ROUND}/{STEP_CAP}/{TOKEN_SEPARATORS}\n{engine_source}"
                         .encode()).hexdigest()
    path = cache_dir("max-game-length") / f"{key}.json"
    try:
        got = json.loads(path.read_text(encoding="utf-8"))
        return (int(got["bound"]), {str(k): [str(x) for x in v] for k, v in got["unbounded"].items()},
                int(got["tokens"]))
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    bound, unbounded, tokens = _estimate(prog, engine_source)
    try:  # written whole or not at all; a cache that cannot be written only costs time
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp") as f:
            json.dump({"bound": bound, "unbounded": unbounded, "tokens": tokens}, f)
        os.replace(f.name, path)
    except OSError:
        pass
    return bound, unbounded, tokens


def _estimate(prog: Program, engine_source: str) -> tuple[int, dict[str, list[str]], int]:
    from ..engines import load_module, sample_chance

    engine = load_module(engine_source, f"_rulestone_measure_{prog.game}")
    configs: list[dict[str, Any]] = [{}]
    for name, o in prog.options.items():
        configs += [{name: v} for v in o["values"] if v != o["default"]]
    longest = tokens = 0
    unbounded: dict[str, list[str]] = {}
    for players in range(prog.min_players, prog.max_players + 1):
        for n, options in enumerate(configs):
            if any(v in unbounded.get(k, ()) for k, v in options.items()):
                continue
            try:
                game = engine.Game(players, options)
            except ValueError:  # an option value this player count does not take
                continue
            for seed in range(PLAYOUTS):
                rng = random.Random(f"{prog.game}/{players}/{n}/{seed}")
                state = game.new_initial_state()
                decisions = steps = 0
                while not state.is_terminal() and steps < STEP_CAP:
                    steps += 1
                    if state.is_chance_node():
                        state.apply_action(sample_chance(state.chance_outcomes(), rng))
                    else:
                        legal = state.legal_actions()
                        tokens = max(tokens, max((len(action_tokens(a)) for a in legal), default=0))
                        state.apply_action(legal[rng.randrange(len(legal))])
                        decisions += 1
                if steps >= STEP_CAP:
                    if not options:  # the default game itself never ends: nothing to bound
                        raise ValueError(f"{prog.game}: a random playout of the default game ran past "
                                         f"{STEP_CAP} actions; declare engine.constants.MAX_GAME_LENGTH")
                    for k, v in options.items():
                        unbounded.setdefault(k, []).append(v)
                    break
                longest = max(longest, decisions)
    return -(-max(1, longest) * MARGIN // ROUND) * ROUND, unbounded, tokens


NO_TABLE = ("a chance outcome takes a list or str parameter (its strings are made when listed): no "
            "finite table of chance outcomes")
TOKEN_GAME = "a decision takes a run-time string: decisions are sequences of ACTION_TOKENS"


def _kinds(prog: Program) -> tuple[bool, bool]:
    """(no table at all, decisions as tokens)."""
    return chance_has_runtime_strings(prog), needs_tokens(prog)


def python_block(prog: Program, engine_source: str) -> str:
    from ..generate.literals import py_literal

    moves, outcomes = tables(prog)
    no_table, tokens = _kinds(prog)
    length, how, unbounded, longest = max_game_length(prog, engine_source)
    why = ("declared by the spec (engine.constants.MAX_GAME_LENGTH)" if how == "declared" else
           f"an estimate, not a proof: {MARGIN} x the longest of seeded random playouts")
    if unbounded:
        why += "; not with UNBOUNDED_OPTIONS"
    if no_table:
        table = [f"ACTIONS = None  # {NO_TABLE}", "ACTION_ID = None", "ACTION_TOKENS = None",
                 "ACTION_TOKEN_ID = None", "MAX_ACTION_TOKENS = None"]
    elif tokens:
        table = [f"ACTIONS = None  # {TOKEN_GAME}", "ACTION_ID = None",
                 "# every token a decision string can be cut into (action_tokens), sorted by code point",
                 f"ACTION_TOKENS = {py_literal(tuple(token_table(prog)))}",
                 "ACTION_TOKEN_ID = {t: i for i, t in enumerate(ACTION_TOKENS)}",
                 f"MAX_ACTION_TOKENS = {longest}  # the most tokens of a legal decision in the playouts"]
    else:
        table = [f"ACTIONS = {py_literal(tuple(moves))}", "ACTION_ID = {a: i for i, a in enumerate(ACTIONS)}",
                 "ACTION_TOKENS = None  # every decision is in ACTIONS", "ACTION_TOKEN_ID = None",
                 "MAX_ACTION_TOKENS = 1"]
    return "\n".join([
        "",
        "# --- exports for game frameworks (OpenSpiel: rulestone.openspiel) ---",
        "# every decision action and every chance outcome, each sorted by code point: an action's id is",
        "# its position (legal_actions() lists ascending ids); the two are numbered separately",
        *table,
        f"ACTION_TOKEN_SEPARATORS = {py_literal(TOKEN_SEPARATORS)}",
        *_PY_TOKENS.strip("\n").splitlines(),
        "",
        f"CHANCE_OUTCOMES = {py_literal(tuple(outcomes))}",
        "CHANCE_OUTCOME_ID = {a: i for i, a in enumerate(CHANCE_OUTCOMES)}",
        f"MAX_GAME_LENGTH = {length}  # decisions in one game (chance outcomes not counted): {why}",
        f"# option values with which a random playout ran past {STEP_CAP} actions: a game may not end",
        f"UNBOUNDED_OPTIONS = {py_literal({k: tuple(v) for k, v in unbounded.items()})}",
        "MAX_CHANCE_OUTCOMES = len(CHANCE_OUTCOMES)",
        "OPENSPIEL_TERMINAL = -4  # OpenSpiel's terminal player id; TERMINAL (-2) is the protocol's",
        "OBSERVATION_TENSOR = None  # no fixed-shape tensor: the state's lists have no declared length",
        "",
    ])


def js_block(prog: Program) -> str:
    from ..generate.literals import js_literal

    moves, outcomes = tables(prog)
    no_table, tokens = _kinds(prog)
    length, _how, unbounded, longest = max_game_length(prog)
    if no_table:
        table = [f"export const ACTIONS = null;  // {NO_TABLE}", "export const ACTION_TOKENS = null;",
                 "export const MAX_ACTION_TOKENS = null;"]
    elif tokens:
        table = [f"export const ACTIONS = null;  // {TOKEN_GAME}",
                 f"export const ACTION_TOKENS = Object.freeze({js_literal(token_table(prog))});",
                 f"export const MAX_ACTION_TOKENS = {longest};"]
    else:
        table = [f"export const ACTIONS = Object.freeze({js_literal(moves)});",
                 "export const ACTION_TOKENS = null;", "export const MAX_ACTION_TOKENS = 1;"]
    return "\n".join([
        "",
        "// --- exports for game frameworks (as the Python engine's: ids are positions) ---",
        *table,
        f"export const ACTION_TOKEN_SEPARATORS = {js_literal(TOKEN_SEPARATORS)};",
        *_JS_TOKENS.strip("\n").splitlines(),
        f"export const CHANCE_OUTCOMES = Object.freeze({js_literal(outcomes)});",
        f"export const MAX_GAME_LENGTH = {length};",
        f"export const UNBOUNDED_OPTIONS = Object.freeze({js_literal(unbounded)});",
        "export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;",
        "export const OPENSPIEL_TERMINAL = -4;",
        "",
    ])
