"""The engine exports OpenSpiel-style frameworks need, computed from the compiled program: a stable
table of the distinct actions (decisions and chance outcomes numbered separately, each sorted by code
point like `legal_actions()`, so ids ascend wherever strings do), the bound on a game's length and
the chance-outcome count. Both emitters write the same values (one self-contained block each)."""

from __future__ import annotations

import random
from typing import Any

from .ir import Program

PLAYOUTS = 8  # seeded random games per player count and option value when the spec declares no bound
MARGIN = 3  # the estimate: MARGIN x the longest of them, rounded up to a multiple of ROUND
ROUND = 50
STEP_CAP = 200_000  # a playout still running after this many actions counts as this long


def tables(prog: Program) -> tuple[list[str], list[str]]:
    """(decision actions, chance outcomes): every action string the compiler makes, split by whether
    its phase is a chance node, each sorted by code point (ids are positions)."""
    from .emit_python import action_table

    chance = {n for n, (kind, _) in prog.phases.items() if kind == "chance"}
    table = action_table(prog)
    moves = sorted(s for s, (i, _) in table.items() if prog.actions[i].phase not in chance)
    outcomes = sorted(s for s, (i, _) in table.items() if prog.actions[i].phase in chance)
    return moves, outcomes


_MEASURED: dict[str, tuple[int, str]] = {}


def max_game_length(prog: Program, engine_source: str | None = None) -> tuple[int, str]:
    """(bound on the decisions in one game, where it comes from). The spec's constant
    MAX_GAME_LENGTH when declared (an int, or a list indexed by player count: the largest counts),
    else an estimate from seeded random playouts of the compiled Python engine: MARGIN times the
    longest, for every player count and every value of every option (others at their default)."""
    if "MAX_GAME_LENGTH" in prog.constants:
        v = prog.constants["MAX_GAME_LENGTH"][1]
        return (max(x for x in v if isinstance(x, int)) if isinstance(v, list) else int(v)), "declared"
    if engine_source is None:  # the JS emitter: measured on the Python engine of the same program
        from .emit_python import emit

        emit(prog)
        return _MEASURED[prog.sha256]
    if prog.sha256 not in _MEASURED:
        _MEASURED[prog.sha256] = (_estimate(prog, engine_source), "estimated")
    return _MEASURED[prog.sha256]


def _estimate(prog: Program, engine_source: str) -> int:
    from ..engines import load_module, sample_chance

    engine = load_module(engine_source, f"_rulestone_measure_{prog.game}")
    configs: list[dict[str, Any]] = [{}]
    for name, o in prog.options.items():
        configs += [{name: v} for v in o["values"] if v != o["default"]]
    longest = 0
    for players in range(prog.min_players, prog.max_players + 1):
        for n, options in enumerate(configs):
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
                longest = max(longest, decisions if steps < STEP_CAP else STEP_CAP)
    return -(-max(1, longest) * MARGIN // ROUND) * ROUND


NO_TABLE = ("an action takes a list parameter (its strings are made when listed): no finite table of "
            "distinct actions yet")


def python_block(prog: Program, engine_source: str) -> str:
    from ..generate.literals import py_literal

    moves, outcomes = tables(prog)
    no_table = any(a.runtime_strings for a in prog.actions)
    length, how = max_game_length(prog, engine_source)
    why = ("declared by the spec (engine.constants.MAX_GAME_LENGTH)" if how == "declared" else
           f"an estimate, not a proof: {MARGIN} x the longest of seeded random playouts")
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
        "MAX_CHANCE_OUTCOMES = len(CHANCE_OUTCOMES)",
        "OPENSPIEL_TERMINAL = -4  # OpenSpiel's terminal player id; TERMINAL (-2) is the protocol's",
        "OBSERVATION_TENSOR = None  # no fixed-shape tensor: the state's lists have no declared length",
        "",
    ])


def js_block(prog: Program) -> str:
    from ..generate.literals import js_literal

    moves, outcomes = tables(prog)
    length, _how = max_game_length(prog)
    return "\n".join([
        "",
        "// --- exports for game frameworks (as the Python engine's: ids are positions) ---",
        (f"export const ACTIONS = null;  // {NO_TABLE}" if any(a.runtime_strings for a in prog.actions)
         else f"export const ACTIONS = Object.freeze({js_literal(moves)});"),
        f"export const CHANCE_OUTCOMES = Object.freeze({js_literal(outcomes)});",
        f"export const MAX_GAME_LENGTH = {length};",
        "export const MAX_CHANCE_OUTCOMES = CHANCE_OUTCOMES.length;",
        "export const OPENSPIEL_TERMINAL = -4;",
        "",
    ])
