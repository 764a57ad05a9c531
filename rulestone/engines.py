"""Loading generated engines (generated/python/<game>.py) and playing them: random playouts,
seeded games, simple statistics. Works for any module following the engine API of DESIGN §6."""

from __future__ import annotations

import math
import random
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from types import ModuleType
from typing import Any

from .errors import InputError


def load_engine(game: str, root: Path, source: str | bytes | None = None) -> ModuleType:
    """Import generated/python/<game>.py (or the given source text) as a fresh module."""
    path = root / "generated" / "python" / f"{game}.py"
    if source is None:
        if not path.exists():
            raise InputError(str(path), f"no generated engine for game {game!r}: run `rulestone build`")
        source = path.read_text(encoding="utf-8")
    return load_module(source, f"rulestone_engine_{game}", str(path))


def load_module(source: str | bytes, name: str, filename: str | None = None) -> ModuleType:
    """Execute an engine's source text as a fresh module registered under `name` (dataclasses and
    `from __future__ import annotations` look classes' modules up in sys.modules)."""
    filename = filename or f"<generated {name}>"
    module = ModuleType(name)
    module.__file__ = filename
    sys.modules[name] = module
    exec(compile(source, filename, "exec"), module.__dict__)
    return module


def parse_options(pairs: list[str] | None) -> dict[str, Any]:
    """`name=value` pairs; values that look like ints or booleans become them."""
    options: dict[str, Any] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise InputError("--option", f"expected name=value, found {pair!r}")
        name, value = pair.split("=", 1)
        options[name] = int(value) if value.lstrip("-").isdigit() else \
            {"true": True, "false": False}.get(value.lower(), value)
    return options


def sample_chance(outcomes: list[tuple[str, Fraction]], rng: random.Random) -> str:
    """Draw an outcome with its exact probability (a uniform integer over the common denominator)."""
    denom = 1
    for _, p in outcomes:
        denom = math.lcm(denom, p.denominator)
    pick = rng.randrange(denom)
    for action, p in outcomes:
        pick -= p.numerator * (denom // p.denominator)
        if pick < 0:
            return action
    return outcomes[-1][0]


@dataclass
class Playout:
    actions: list[str] = field(default_factory=list)
    players: list[int] = field(default_factory=list)  # who acted at each step (CHANCE for chance)
    scores: list[Any] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    stopped: bool = False  # the engine stopped the game (a round limit): no winner and no tie


def random_playout(engine: ModuleType, players: int, options: dict[str, Any], seed: int,
                   max_steps: int = 100_000) -> Playout:
    """A uniformly random game (chance sampled by its probabilities), replayable from the actions."""
    rng = random.Random(seed)
    state = engine.Game(players, options).new_initial_state()
    out = Playout()
    while not state.is_terminal():
        if len(out.actions) >= max_steps:
            raise RuntimeError(f"game did not end within {max_steps} steps (seed {seed})")
        who = state.current_player()
        if who == engine.CHANCE:
            action = sample_chance(state.chance_outcomes(), rng)
        else:
            action = rng.choice(state.legal_actions())
        out.actions.append(action)
        out.players.append(who)
        state.apply_action(action)
    out.scores = list(state.scores())
    out.returns = list(state.returns())
    out.stopped = bool(getattr(state, "stopped_by_limit", lambda: False)())
    return out


def _sd(total: float, squares: float, n: int) -> float:
    """Sample standard deviation from a sum and a sum of squares."""
    if n < 2:
        return 0.0
    return math.sqrt(max(0.0, (squares - total * total / n) / (n - 1)))


def simulate(engine: ModuleType, players: int, options: dict[str, Any], n: int, seed: int,
             advance: Any = None) -> dict[str, Any]:
    """Statistics of n random games (seeds seed..seed+n-1): length in decisions, scores, wins."""
    lengths: list[int] = []
    wins: Counter[int] = Counter()
    ties = stopped = 0
    score_sums = [0.0] * players
    score_squares = [0.0] * players  # for the standard deviations the reports' intervals need
    for i in range(n):
        game = random_playout(engine, players, options, seed + i)
        lengths.append(sum(1 for p in game.players if p >= 0))
        for seat, s in enumerate(game.scores):
            score_sums[seat] += float(s)
            score_squares[seat] += float(s) ** 2
        best = max(game.returns)
        winners = [seat for seat, r in enumerate(game.returns) if r == best]
        if game.stopped:
            stopped += 1
        elif len(winners) == 1:
            wins[winners[0]] += 1
        else:
            ties += 1
        if advance:
            advance()
    return {
        "players": players, "options": options, "games": n,
        "length": {"mean": round(statistics.fmean(lengths), 3), "min": min(lengths), "max": max(lengths),
                   "sd": round(statistics.stdev(lengths), 3) if n > 1 else 0.0},
        "mean_score": [round(s / n, 3) for s in score_sums],
        "sd_score": [round(_sd(s, q, n), 3) for s, q in zip(score_sums, score_squares, strict=True)],
        "win_rate": [round(wins[seat] / n, 4) for seat in range(players)],
        "tie_rate": round(ties / n, 4),
        "stopped_rate": round(stopped / n, 4),
    }
