"""Building conformance tables from a generated engine: game-neutral machinery.

A per-game case list (rulestone/conformance/cases/<game>.yaml) names each case, the rule it tests,
where it starts and which steps it takes, and what a person expects (`check`: a partial state, the
legal actions, …). The builder runs the reference engine, fails when the engine disagrees with a
hand-written check, and records what the engine observed as the case's `expect` — so a table is
both a regression test of the engine and a specification other implementations are held to.

Also here: exact seeded chance sampling, recorded random playthroughs, and the breadth-first search
for discrepancy witnesses (the shortest steps after which two option values differ).
"""

from __future__ import annotations

import copy
import json
import random
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from ..engines import load_module as load_module  # re-exported for the table builder and tests
from ..engines import sample_chance as sample
from .compare import partial_mismatches


class CaseError(Exception):
    """A case list entry the engine contradicts, or that cannot be run as written."""


def merge_patch(target: Any, patch: Any) -> Any:
    """RFC 7386 JSON merge patch: objects merge recursively, null deletes, anything else replaces."""
    if not isinstance(patch, dict):
        return copy.deepcopy(patch)
    out = dict(target) if isinstance(target, dict) else {}
    for k, v in patch.items():
        if v is None:
            out.pop(k, None)
        else:
            out[k] = merge_patch(out.get(k), v)
    return out


@dataclass
class Observation:
    steps_ok: int                 # steps accepted
    rejected: bool                # the step after them was rejected
    state: dict[str, Any]
    legal: list[str]
    terminal: bool
    scores: list[Any]
    current_player: int
    returns: list[Any] = field(default_factory=list)


def new_state(mod: ModuleType, players: int, options: dict[str, Any], setup: dict[str, Any] | None):
    game = mod.Game(players, options)
    if setup is None:
        return game.new_initial_state()
    return game.state_from_json(setup["state"])


def observe(mod: ModuleType, state: Any, ok: int, rejected: bool) -> Observation:
    return Observation(ok, rejected, state.to_json(), state.legal_actions(), state.is_terminal(),
                       list(state.scores()), state.current_player(), list(state.returns()))


def run(mod: ModuleType, players: int, options: dict[str, Any], setup: dict[str, Any] | None,
        steps: list[str]) -> Observation:
    """Apply steps until one is rejected (as a driver does) and observe the state after them."""
    state = new_state(mod, players, options, setup)
    for i, action in enumerate(steps):
        before = state.to_json()
        try:
            state.apply_action(action)
        except mod.IllegalAction:
            if state.to_json() != before:
                raise CaseError(f"step {i} ({action!r}) was rejected but changed the state") from None
            return observe(mod, state, i, True)
    return observe(mod, state, len(steps), False)


def playout(mod: ModuleType, players: int, options: dict[str, Any], seed: int,
            state: Any = None, max_steps: int = 20_000) -> list[str]:
    """A seeded random game: chance by its exact probabilities, players uniformly among legal actions."""
    rng = random.Random(seed)
    if state is None:
        state = mod.Game(players, options).new_initial_state()
    actions: list[str] = []
    while not state.is_terminal():
        if len(actions) >= max_steps:
            raise CaseError(f"game did not end within {max_steps} steps (seed {seed})")
        if state.current_player() == mod.CHANCE:
            a = sample(state.chance_outcomes(), rng)
        else:
            a = rng.choice(state.legal_actions())
        actions.append(a)
        state.apply_action(a)
    return actions


def record(mod: ModuleType, players: int, options: dict[str, Any],
           actions: list[str]) -> list[dict[str, Any]]:
    """Every step of a game: the acting player, the legal actions before it, the action, and the state
    after it as a delta (the top-level keys of to_json() that changed; the first record holds all)."""
    state = mod.Game(players, options).new_initial_state()
    prev = state.to_json()
    out: list[dict[str, Any]] = [{"state": prev, "legal": state.legal_actions(),
                                  "current_player": state.current_player()}]
    for a in actions:
        state.apply_action(a)
        now = state.to_json()
        out.append({"action": a, "changed": {k: v for k, v in now.items() if prev.get(k) != v},
                    "legal": state.legal_actions(), "current_player": state.current_player()})
        prev = now
    return out


def _fingerprint(obs_state: dict[str, Any], ignore: Iterable[str]) -> str:
    return json.dumps({k: v for k, v in obs_state.items() if k not in set(ignore)}, sort_keys=True)


def differs(a: Any, b: Any, ignore: Iterable[str] = ("options",)) -> list[str]:
    """How two states (one per option value) differ: legal actions, state, player, result."""
    why = []
    if a.legal_actions() != b.legal_actions():
        why.append("legal")
    ja, jb = a.to_json(), b.to_json()
    keys = [k for k in ja if k not in set(ignore) and ja.get(k) != jb.get(k)]
    if keys:
        why.append("state:" + ",".join(keys))
    if a.current_player() != b.current_player():
        why.append("current_player")
    if a.is_terminal() and b.is_terminal() and a.returns() != b.returns():
        why.append("returns")
    return why


def witness(mod: ModuleType, players: int, base: dict[str, Any], option: str, values: tuple[Any, Any],
            start: dict[str, Any] | None, max_nodes: int = 20_000) -> tuple[list[str], list[str]] | None:
    """Breadth-first over action sequences applied to two games that differ only in one option: the
    shortest steps (chance outcomes included) after which their legal actions, state or result differ.
    Only actions legal under both values are followed. None when nothing differs within max_nodes."""
    games = [mod.Game(players, {**base, option: v}) for v in values]
    roots = [g.new_initial_state() if start is None else g.state_from_json(start) for g in games]
    queue: deque[tuple[Any, Any, list[str]]] = deque([(roots[0], roots[1], [])])
    seen = {_fingerprint(roots[0].to_json(), ("options",))}
    nodes = 0
    while queue:
        a, b, path = queue.popleft()
        why = differs(a, b)
        if why:
            return path, why
        nodes += 1
        if nodes > max_nodes or a.is_terminal():
            continue
        for action in a.legal_actions():
            na, nb = a.clone(), b.clone()
            na.apply_action(action)
            nb.apply_action(action)
            key = _fingerprint(na.to_json(), ("options",)) + _fingerprint(nb.to_json(), ("options",))
            if key in seen:
                continue
            seen.add(key)
            queue.append((na, nb, [*path, action]))
    return None


def check_expectation(case_id: str, obs: Observation, check: dict[str, Any], steps: list[str]) -> None:
    """The hand-written expectations of a case must hold for the reference engine."""
    problems: list[str] = []
    result = check.get("result", "valid")
    if result == "valid" and obs.rejected:
        problems.append(f"step {obs.steps_ok} ({steps[obs.steps_ok]!r}) was rejected")
    if result == "invalid":
        if not obs.rejected:
            problems.append("every step was accepted, expected a rejection")
        elif obs.steps_ok != check["at"]:
            problems.append(f"step {obs.steps_ok} was rejected, expected step {check['at']}")
    if "state" in check:
        problems += partial_mismatches(check["state"], obs.state)
    if "legal" in check and sorted(check["legal"]) != sorted(obs.legal):
        problems.append(f"legal: expected {sorted(check['legal'])}, got {obs.legal}")
    if "legal_includes" in check:
        missing = [a for a in check["legal_includes"] if a not in obs.legal]
        if missing:
            problems.append(f"legal: {missing} missing from {obs.legal}")
    if "legal_excludes" in check:
        present = [a for a in check["legal_excludes"] if a in obs.legal]
        if present:
            problems.append(f"legal: {present} should not be legal")
    for key in ("terminal", "scores", "current_player"):
        if key in check and check[key] != getattr(obs, key):
            problems.append(f"{key}: expected {check[key]!r}, got {getattr(obs, key)!r}")
    if problems:
        raise CaseError(f"case {case_id}: the reference engine disagrees: " + "; ".join(problems))


def expect_from(obs: Observation, check: dict[str, Any], full_state: bool = False) -> dict[str, Any]:
    """The `expect` of a table case: the observed result, the state keys a person checked (or the
    whole state), the legal actions, the player to act, and scores once the game is over."""
    exp: dict[str, Any] = {"result": "invalid" if obs.rejected else "valid"}
    if obs.rejected:
        exp["at"] = obs.steps_ok
    if full_state:
        exp["state"] = obs.state
    elif "state" in check:
        exp["state"] = {k: obs.state[k] for k in check["state"]}
    exp["legal"] = obs.legal
    exp["terminal"] = obs.terminal
    exp["current_player"] = obs.current_player
    if obs.terminal or "scores" in check:
        exp["scores"] = obs.scores
    return exp
