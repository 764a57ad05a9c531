"""The generated C engines from Python (ctypes): generated/c/<game>.c compiled into a shared library
in the cache (rulestone/generate/c.py), with the engine API of DESIGN.md §6 over it (Game, State,
legal_actions, apply_action, chance_outcomes, to_json, ...) and bulk random playouts run inside C
for `rulestone simulate --engine c`."""

from __future__ import annotations

import ctypes
import json
import math
import multiprocessing
from fractions import Fraction
from pathlib import Path
from typing import Any

from . import simulation
from .errors import InputError
from .generate import c as cgen

CHANCE = -1
TERMINAL = -2
_LIBS: dict[str, ctypes.CDLL] = {}


class IllegalAction(ValueError):
    """An action that is not among the state's legal actions (the state is left unchanged)."""


class EngineError(RuntimeError):
    """The compiled rules failed (the C engine's rs_fail), or a state or option was refused."""


def load_library(game: str, root: Path, c_text: str | None = None, h_text: str | None = None) -> ctypes.CDLL:
    """The engine's shared library, built from generated/c/<game>.{c,h} (or the texts given)."""
    runtime = None
    if c_text is None or h_text is None:
        c_path, h_path = (root / p for p in cgen.engine_paths(game))
        if not c_path.is_file() or not h_path.is_file():
            raise InputError(str(c_path), f"no generated C engine for game {game!r}: run `rulestone build`")
        c_text, h_text = c_path.read_text(encoding="utf-8"), h_path.read_text(encoding="utf-8")
        rt = root / cgen.RUNTIME
        runtime = rt.read_text(encoding="utf-8") if rt.is_file() else None  # the one the build wrote
    path = cgen.shared_library(game, c_text, h_text, runtime)
    key = str(path)
    if key not in _LIBS:
        _LIBS[key] = _declare(ctypes.CDLL(key), game)
    return _LIBS[key]


def _declare(lib: ctypes.CDLL, game: str) -> ctypes.CDLL:
    P, I, C, V = ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p, None  # noqa: E741 (short: a table)
    I64P = ctypes.POINTER(ctypes.c_int64)
    IP = ctypes.POINTER(ctypes.c_int)
    sigs: dict[str, tuple[Any, list[Any]]] = {
        "last_error": (C, []), "last_error_kind": (I, []), "min_players": (I, []), "max_players": (I, []),
        "num_actions": (I, []), "action_name": (C, [I]), "action_id": (I, [C]), "num_options": (I, []),
        "game_action_name": (C, [P, I]),
        "option_name": (C, [I]), "game_new": (P, [I, C]), "game_free": (V, [P]),
        "game_option": (C, [P, I]), "new_initial_state": (P, [P]),
        "state_from_json": (P, [P, C, ctypes.c_size_t]), "clone": (P, [P]), "state_free": (V, [P]),
        "is_terminal": (I, [P]), "is_chance_node": (I, [P]), "current_player": (I, [P]),
        "legal": (I, [P, IP, I64P, I]), "chance_outcomes": (I, [P, IP, I64P, I64P, I]),
        "apply": (I, [P, I]), "apply_str": (I, [P, C]), "scores": (I, [P, I64P, I]),
        "returns": (I, [P, I64P, I]), "to_json": (P, [P]), "free": (V, [P]),
        "playouts": (I, [P, ctypes.c_uint64, ctypes.c_int64, ctypes.c_int64,
                         ctypes.POINTER(ctypes.c_double)]),
    }
    prefix = cgen.ident(game)
    for name, (res, args) in sigs.items():
        fn = getattr(lib, f"{prefix}_{name}")
        fn.restype, fn.argtypes = res, args
        setattr(lib, f"rs_{name}", fn)
    return lib


class Engine:
    """One compiled game: Game(players, options) and the action strings."""

    CHANCE, TERMINAL = CHANCE, TERMINAL
    IllegalAction = IllegalAction

    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib
        self.MIN_PLAYERS, self.MAX_PLAYERS = lib.rs_min_players(), lib.rs_max_players()
        self.actions = [lib.rs_action_name(i).decode("utf-8") for i in range(lib.rs_num_actions())]
        self.ids = {a: i for i, a in enumerate(self.actions)}

    def error(self) -> str:
        return self.lib.rs_last_error().decode("utf-8", "replace")

    def Game(self, players: int, options: dict[str, Any] | None = None) -> Game:
        return Game(self, players, options or {})


class Game:
    def __init__(self, engine: Engine, players: int, options: dict[str, Any]) -> None:
        self.engine, self.players = engine, players
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(f"players must be an int, not {players!r}")
        text = json.dumps(options, ensure_ascii=False).encode("utf-8")
        self.ptr = engine.lib.rs_game_new(players, text)
        if not self.ptr:
            raise ValueError(engine.error())
        lib = engine.lib
        self.options = {lib.rs_option_name(k).decode(): lib.rs_game_option(self.ptr, k).decode()
                        for k in range(lib.rs_num_options())}

    def __del__(self) -> None:
        if getattr(self, "ptr", None):
            self.engine.lib.rs_game_free(self.ptr)
            self.ptr = None

    def action_name(self, action_id: int) -> str:
        """Any action id's string: the compile-time table, else a string made at run time."""
        names = self.engine.actions
        if action_id < len(names):
            return names[action_id]
        return self.engine.lib.rs_game_action_name(self.ptr, action_id).decode("utf-8")

    def new_initial_state(self) -> State:
        ptr = self.engine.lib.rs_new_initial_state(self.ptr)
        if not ptr:
            raise EngineError(self.engine.error())
        return State(self, ptr)

    def state_from_json(self, data: Any) -> State:
        text = (data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)).encode("utf-8")
        ptr = self.engine.lib.rs_state_from_json(self.ptr, text, len(text))
        if not ptr:
            raise ValueError(self.engine.error())
        return State(self, ptr)

    def playouts(self, seed: int, n: int, max_steps: int = 100_000) -> list[float]:
        """Raw statistics of n random games played inside C (see the engine's playouts())."""
        stats = (ctypes.c_double * (7 + 3 * self.players))()
        if self.engine.lib.rs_playouts(self.ptr, seed % (1 << 64), n, max_steps, stats) != 0:
            raise EngineError(self.engine.error())
        return list(stats)


class State:
    def __init__(self, game: Game, ptr: int) -> None:
        self.game, self.ptr, self.lib = game, ptr, game.engine.lib

    def __del__(self) -> None:
        if getattr(self, "ptr", None):
            self.lib.rs_state_free(self.ptr)
            self.ptr = 0

    def _check(self, n: int) -> int:
        if n < 0:
            raise EngineError(self.game.engine.error())
        return n

    def is_terminal(self) -> bool:
        return bool(self.lib.rs_is_terminal(self.ptr))

    def is_chance_node(self) -> bool:
        return bool(self.lib.rs_is_chance_node(self.ptr))

    def current_player(self) -> int:
        who = self.lib.rs_current_player(self.ptr)
        if who == -3:
            raise EngineError(self.game.engine.error())
        return who

    def legal_ids(self) -> list[int]:
        n = self._check(self.lib.rs_legal(self.ptr, None, None, 0))
        ids = (ctypes.c_int * max(n, 1))()
        self.lib.rs_legal(self.ptr, ids, None, n)
        return list(ids[:n])

    def legal_actions(self) -> list[str]:
        name = self.game.action_name
        return [name(i) for i in self.legal_ids()]

    def chance_outcomes(self) -> list[tuple[str, Fraction]]:
        n = self._check(self.lib.rs_chance_outcomes(self.ptr, None, None, None, 0))
        size = max(n, 1)
        ids, num, den = (ctypes.c_int * size)(), (ctypes.c_int64 * size)(), (ctypes.c_int64 * size)()
        self.lib.rs_chance_outcomes(self.ptr, ids, num, den, n)
        name = self.game.action_name
        return [(name(ids[k]), Fraction(num[k], den[k])) for k in range(n)]

    def apply_id(self, action_id: int) -> None:
        rc = self.lib.rs_apply(self.ptr, action_id)
        if rc == 1:
            raise IllegalAction(self.game.engine.error())
        if rc != 0:
            raise EngineError(self.game.engine.error())

    def apply_action(self, action: str) -> None:
        rc = self.lib.rs_apply_str(self.ptr, action.encode("utf-8"))
        if rc == 1:
            raise IllegalAction(self.game.engine.error())
        if rc != 0:
            raise EngineError(self.game.engine.error())

    def _ints(self, fn: Any) -> list[int]:
        out = (ctypes.c_int64 * 256)()
        n = self._check(fn(self.ptr, out, 256))
        return list(out[:n])

    def scores(self) -> list[int]:
        return self._ints(self.lib.rs_scores)

    def returns(self) -> list[int]:
        return self._ints(self.lib.rs_returns)

    def json_text(self) -> str:
        """The canonical state JSON as text (json.dumps(to_json(), ensure_ascii=False,
        separators=(",", ":")) of the Python engine, byte for byte)."""
        p = self.lib.rs_to_json(self.ptr)
        if not p:
            raise EngineError(self.game.engine.error())
        try:
            return ctypes.string_at(p).decode("utf-8")
        finally:
            self.lib.rs_free(p)

    def to_json(self) -> dict:
        return json.loads(self.json_text())

    def clone(self) -> State:
        ptr = self.lib.rs_clone(self.ptr)
        if not ptr:
            raise EngineError(self.game.engine.error())
        return State(self.game, ptr)


def engine(game: str, root: Path) -> Engine:
    return Engine(load_library(game, root))


# ------------------------------------------------------------------------------- bulk simulation

def _chunk(job: tuple[str, str, str, int, dict, int, int, int]) -> list[float]:
    game, c_text, h_text, players, options, seed, n, max_steps = job
    lib = load_library(game, Path("."), c_text, h_text)
    return Engine(lib).Game(players, options).playouts(seed, n, max_steps)


def simulate(game: str, root: Path, players: int, options: dict[str, Any], n: int, seed: int,
             workers: int = 1, max_steps: int = 100_000) -> dict[str, Any]:
    """engines.simulate's statistics for n random games played in C (seeds seed..seed+n-1 of the C
    engine's own generator: not the Python engine's games), split over `workers` processes."""
    c_path, h_path = (root / p for p in cgen.engine_paths(game))
    if not c_path.is_file():
        raise InputError(str(c_path), f"no generated C engine for game {game!r}: run `rulestone build`")
    c_text, h_text = c_path.read_text(encoding="utf-8"), h_path.read_text(encoding="utf-8")
    Engine(load_library(game, root, c_text, h_text)).Game(players, options)  # refuse bad input up front
    workers = max(1, min(workers, n))
    size = math.ceil(n / workers)
    jobs = [(game, c_text, h_text, players, options, seed + k * size, min(size, n - k * size), max_steps)
            for k in range(workers) if k * size < n]
    if len(jobs) == 1:
        parts = [_chunk(jobs[0])]
    else:
        with multiprocessing.get_context("spawn").Pool(len(jobs)) as pool:
            parts = pool.map(_chunk, jobs)
    total = simulation.merge(parts, players)
    return _summary(players, options, total)


def _summary(players: int, options: dict[str, Any], s: list[float]) -> dict[str, Any]:
    return {**simulation.summary(players, options, s), "engine": "c"}
