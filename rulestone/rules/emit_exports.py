"""The engine exports OpenSpiel-style frameworks need, computed from the compiled program: a stable
table of the distinct actions (decisions and chance outcomes numbered separately, each sorted by code
point like `legal_actions()`, so ids ascend wherever strings do), the bound on a game's length and
the chance-outcome count. Both emitters write the same values (one self-contained block each)."""

from __future__ import annotations

import hashlib
import json
import os
import random
import tempfile
from typing import Any

from ..cache import cache_dir
from .ir import Program

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


# program hash -> (bound, how, option values without a bound)
_MEASURED: dict[str, tuple[int, str, dict[str, list[str]]]] = {}


def max_game_length(prog: Program, engine_source: str | None = None) -> tuple[int, str, dict[str, list[str]]]:
    """(bound on the decisions in one game, where it comes from, option values with which a game has
    no bound). The spec's constant MAX_GAME_LENGTH when declared (an int, or a list indexed by player
    count: the largest counts), else an estimate from seeded random playouts of the compiled Python
    engine: MARGIN times the longest, for every player count and every value of every option (others
    at their default). An option value whose playout runs past STEP_CAP (El Dorado's round_limit=none:
    nothing ends a stalled game) is left out of the bound and listed instead."""
    if "MAX_GAME_LENGTH" in prog.constants:
        v = prog.constants["MAX_GAME_LENGTH"][1]
        return (max(x for x in v if isinstance(x, int)) if isinstance(v, list) else int(v)), "declared", {}
    if engine_source is None:  # the JS emitter: measured on the Python engine of the same program
        from .emit_python import emit

        emit(prog)
        return _MEASURED[prog.sha256]
    if prog.sha256 not in _MEASURED:
        bound, unbounded = _cached_estimate(prog, engine_source)
        _MEASURED[prog.sha256] = (bound, "estimated", unbounded)
    return _MEASURED[prog.sha256]


def _cached_estimate(prog: Program, engine_source: str) -> tuple[int, dict[str, list[str]]]:
    """The estimate is a pure function of the engine text and the constants above, and El Dorado's
    takes ~25 CPU s: kept in the user's cache (rulestone/cache.py) so that each build and test process
    does not play the same games again."""
    key = hashlib.sha256(f"{PLAYOUTS}/{MARGIN}/{ROUND}/{STEP_CAP}\n{engine_source}".encode()).hexdigest()
    path = cache_dir("max-game-length") / f"{key}.json"
    try:
        got = json.loads(path.read_text(encoding="utf-8"))
        return int(got["bound"]), {str(k): [str(x) for x in v] for k, v in got["unbounded"].items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    bound, unbounded = _estimate(prog, engine_source)
    try:  # written whole or not at all; a cache that cannot be written only costs time
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, suffix=".tmp") as f:
            json.dump({"bound": bound, "unbounded": unbounded}, f)
        os.replace(f.name, path)
    except OSError:
        pass
    return bound, unbounded


def _estimate(prog: Program, engine_source: str) -> tuple[int, dict[str, list[str]]]:
    from ..engines import load_module, sample_chance

    engine = load_module(engine_source, f"_rulestone_measure_{prog.game}")
    configs: list[dict[str, Any]] = [{}]
    for name, o in prog.options.items():
        configs += [{name: v} for v in o["values"] if v != o["default"]]
    longest = 0
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
    return -(-max(1, longest) * MARGIN // ROUND) * ROUND, unbounded


NO_TABLE = ("an action takes a list parameter (its strings are made when listed): no finite table of "
            "distinct actions yet")


def python_block(prog: Program, engine_source: str) -> str:
    from ..generate.literals import py_literal

    moves, outcomes = tables(prog)
    no_table = any(a.runtime_strings for a in prog.actions)
    length, how, unbounded = max_game_length(prog, engine_source)
    why = ("declared by the spec (engine.constants.MAX_GAME_LENGTH)" if how == "declared" else
           f"an estimate, not a proof: {MARGIN} x the longest of seeded random playouts")
    if unbounded:
        why += "; not with UNBOUNDED_OPTIONS"
    return "\n".join([
        "",
        "# --- exports for game frameworks (OpenSpiel: rulestone.openspiel) ---",
        "# every decision action and every chance outcome, each sorted by code point: an action's id is",
        "# its position (legal_actions() lists ascending ids); the two are numbered separately",
        *([f"ACTIONS = None  # {NO_TABLE}", "ACTION_ID = None"] if no_table else [
            f"ACTIONS = {py_literal(tuple(moves))}", "ACTION_ID = {a: i for i, a in enumerate(ACTIONS)}"]),
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
    length, _how, unbounded = max_game_length(prog)
    return "\n".join([
        "",
        "// --- exports for game frameworks (as the Python engine's: ids are positions) ---",
        (f"export const ACTIONS = null;  // {NO_TABLE}" if any(a.runtime_strings for a in prog.actions)
         else f"export const ACTIONS = Object.freeze({js_literal(moves)});"),
        f"export const CHANCE_OUTCOMES = Object.freeze({js_literal(outcomes)});",
        f"export const MAX_GAME_LENGTH = {length};",
        f"export const UNBOUNDED_OPTIONS = Object.freeze({js_literal(unbounded)});",
        "export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;",
        "export const OPENSPIEL_TERMINAL = -4;",
        "",
    ])
