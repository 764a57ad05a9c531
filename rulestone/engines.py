"""Loading generated engines (generated/python/<game>.py) and playing them: random playouts,
seeded games, simple statistics. Works for any module following the engine API of DESIGN §6."""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from . import simulation
from .errors import InputError
from .simulation import sample_chance


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


def simulate(engine: ModuleType, players: int, options: dict[str, Any], n: int, seed: int,
             advance: Any = None) -> dict[str, Any]:
    """Statistics of n random games (seeds seed..seed+n-1): length in decisions, scores, wins. The
    games are rulestone/simulation.py's, which the C engine plays too: the same numbers in both."""
    stats = simulation.python_playouts(engine, players, options, seed, n, advance=advance)
    return {**simulation.summary(players, options, stats), "engine": "python"}
