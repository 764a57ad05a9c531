"""Random playouts that do not depend on the engine (issue 19): one seeded generator, xoshiro256**
seeded by splitmix64 (the C runtime's, rulestone/templates/c/_rules_engine.c.txt), drives both
chance (exact integer weights) and the random players, so the Python engine and the C engine play
the SAME games from the same seeds and give the same statistics, number for number. The C engine
is used when a C compiler exists (fast); otherwise the Python engine (the same numbers, slowly).

Game i of a run uses seed + i; a seat picks uniformly among the legal actions (in their sorted
order), chance draws an integer below the common denominator of its fractions and walks the
outcomes in their order. Statistics are accumulated as the C engine's playouts() accumulates them
(lengths in decisions, scores, single winners, ties, games the rules stopped or that reached
max_steps), so splitting the games over processes changes nothing."""

from __future__ import annotations

import hashlib
import json
import math
import multiprocessing
import os
import random
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from types import ModuleType
from typing import Any

M64 = (1 << 64) - 1
MAX_STEPS = 100_000
CHUNK = 2_500  # games per task when a run is split over processes
CACHE_VERSION = 1  # of the generator and the statistics: a change makes every cached run stale


class Rng:
    """xoshiro256** seeded by splitmix64: the C engines' rs_rng, bit for bit."""

    def __init__(self, seed: int) -> None:
        x = seed & M64
        s = []
        for _ in range(4):
            x = (x + 0x9E3779B97F4A7C15) & M64
            z = x
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
            s.append(z ^ (z >> 31))
        self.s = s

    def next(self) -> int:
        s0, s1, s2, s3 = self.s
        x = (s1 * 5) & M64
        result = ((((x << 7) | (x >> 57)) & M64) * 9) & M64
        t = (s1 << 17) & M64
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = ((s3 << 45) | (s3 >> 19)) & M64
        self.s = [s0, s1, s2, s3]
        return result

    def below(self, n: int) -> int:
        """Uniform in [0, n) without modulo bias (rs_below)."""
        limit = M64 - M64 % n
        while True:
            x = self.next()
            if x < limit:
                return x % n

    randrange = below  # what sample_chance asks of a generator (random.Random's name)


def sample_chance(outcomes: list[tuple[str, Fraction]], rng: Rng | random.Random) -> str:
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


def stats_size(players: int) -> int:
    return 7 + 3 * players


def add_game(stats: list[float], length: int, scores: list[int], returns: list[int], stopped: bool) -> None:
    """One game into the statistics vector of the C engine's playouts() ([0] games [1] sum of lengths
    [2] of squared lengths [3] min [4] max [5] ties [6] stopped; per seat score sum, squares, wins)."""
    n = float(length)
    if stats[0] == 0 or n < stats[3]:
        stats[3] = n
    if stats[0] == 0 or n > stats[4]:
        stats[4] = n
    stats[0] += 1
    stats[1] += n
    stats[2] += n * n
    best = max(returns)
    winners = [p for p, r in enumerate(returns) if r == best]
    for p, s in enumerate(scores):
        stats[7 + 3 * p] += float(s)
        stats[8 + 3 * p] += float(s) * float(s)
    if stopped:
        stats[6] += 1
    elif len(winners) == 1:
        stats[9 + 3 * winners[0]] += 1
    else:
        stats[5] += 1


def python_playouts(engine: ModuleType, players: int, options: dict[str, Any], seed: int, n: int,
                    max_steps: int = MAX_STEPS, advance: Callable[[], None] | None = None) -> list[float]:
    """n games of the Python engine (seeds seed..seed+n-1): the statistics vector; `advance` is
    called after each game (a progress bar)."""
    game = engine.Game(players, options)
    stats = [0.0] * stats_size(players)
    for i in range(n):
        rng = Rng(seed + i)
        state = game.new_initial_state()
        length = steps = 0
        stopped = False
        while not state.is_terminal():
            if steps >= max_steps:
                stopped = True
                break
            who = state.current_player()
            if who == engine.CHANCE:
                action = sample_chance(state.chance_outcomes(), rng)
            else:
                legal = state.legal_actions()
                action = legal[rng.below(len(legal))]
                length += who >= 0
            state.apply_action(action)
            steps += 1
        if not stopped:
            stopped = bool(getattr(state, "stopped_by_limit", lambda: False)())
        add_game(stats, length, list(state.scores()), list(state.returns()), stopped)
        if advance:
            advance()
    return stats


def merge(parts: list[list[float]], players: int) -> list[float]:
    total = [0.0] * stats_size(players)
    for part in parts:
        if part[0] == 0:
            continue
        lo = part[3] if total[0] == 0 else min(total[3], part[3])
        hi = part[4] if total[0] == 0 else max(total[4], part[4])
        total = [a + b for a, b in zip(total, part, strict=True)]
        total[3], total[4] = lo, hi
    return total


def summary(players: int, options: dict[str, Any], s: list[float]) -> dict[str, Any]:
    """engines.simulate's statistics from the vector."""
    n = int(s[0])

    def sd(total: float, squares: float) -> float:
        return math.sqrt(max(0.0, (squares - total * total / n) / (n - 1))) if n > 1 else 0.0

    return {
        "players": players, "options": options, "games": n,
        "length": {"mean": round(s[1] / n, 3), "min": int(s[3]), "max": int(s[4]),
                   "sd": round(sd(s[1], s[2]), 3)},
        "mean_score": [round(s[7 + 3 * p] / n, 3) for p in range(players)],
        "sd_score": [round(sd(s[7 + 3 * p], s[8 + 3 * p]), 3) for p in range(players)],
        "win_rate": [round(s[9 + 3 * p] / n, 4) for p in range(players)],
        "tie_rate": round(s[5] / n, 4),
        "stopped_rate": round(s[6] / n, 4),
    }


# ------------------------------------------------------------------------------- runs of readings

_LOADED: dict[tuple[str, str, int], Any] = {}


def _engine(kind: str, game: str, texts: tuple[str, ...]) -> Any:
    key = (kind, game, hash(texts))
    if key not in _LOADED:
        if kind == "c":
            from . import c_engine

            _LOADED[key] = c_engine.Engine(c_engine.load_library(game, Path("."), *texts))
        else:
            from .engines import load_module

            _LOADED[key] = load_module(texts[0], f"rulestone_sim_{game}")
    return _LOADED[key]


def _task(job: tuple[str, str, tuple[str, ...], int, dict[str, Any], int, int]) -> list[float]:
    kind, game, texts, players, options, seed, n = job
    eng = _engine(kind, game, texts)
    if kind == "c":
        return eng.Game(players, options).playouts(seed, n, MAX_STEPS)
    return python_playouts(eng, players, options, seed, n)


def workers_default() -> int:
    return max(1, int(os.environ.get("RULESTONE_SIM_WORKERS", "0")) or os.cpu_count() or 1)


def run(game: str, python_code: str, c_texts: tuple[str, str] | None,
        runs: list[tuple[int, dict[str, Any], int, int]], workers: int | None = None,
        cache: bool = True) -> list[dict[str, Any]]:
    """The statistics of each run (players, options, games, seed): in C when `c_texts` are given and
    a C compiler exists, else in Python (said on stderr); the same numbers either way. The games of
    all runs are split into tasks of CHUNK games over `workers` processes; the result is kept in the
    user's cache (keyed by the Python engine's code and the runs), so an unchanged game is simulated
    once, not at every build."""
    from .generate import c as cgen

    cached = _cache_file(python_code, runs)
    if cache and cached.is_file():  # the numbers depend on the engine's code and the runs only
        vectors = json.loads(cached.read_text(encoding="utf-8"))
        return [summary(r[0], r[1], v) for r, v in zip(runs, vectors, strict=True)]
    use_c = c_texts is not None and cgen.compiler() is not None
    kind, texts = ("c", tuple(c_texts or ())) if use_c else ("python", (python_code,))
    if kind == "python":
        total = sum(r[2] for r in runs)
        print(f"rulestone: no C compiler: simulating {total} games of {game} with the Python engine "
              f"(the same games and numbers as C, slowly)", file=sys.stderr)
    jobs, owner = [], []
    for k, (players, options, n, seed) in enumerate(runs):
        for lo in range(0, n, CHUNK):
            jobs.append((kind, game, texts, players, options, seed + lo, min(CHUNK, n - lo)))
            owner.append(k)
    workers = min(workers or workers_default(), len(jobs)) if jobs else 1
    if workers <= 1:
        parts = [_task(j) for j in jobs]
    else:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            parts = pool.map(_task, jobs, chunksize=1)
    vectors = [merge([p for p, o in zip(parts, owner, strict=True) if o == k], r[0])
               for k, r in enumerate(runs)]
    if cache:
        _store(cached, vectors)
    return [summary(r[0], r[1], v) for r, v in zip(runs, vectors, strict=True)]


def _store(cached: Path, vectors: list[list[float]]) -> None:
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_name(f".{cached.name}.{os.getpid()}")
        partial.write_text(json.dumps(vectors), encoding="utf-8")
        os.replace(partial, cached)  # atomic: a concurrent build writes the same numbers
    except OSError:
        pass  # no cache: the next build simulates again


def _cache_file(python_code: str, runs: list[tuple[int, dict[str, Any], int, int]]) -> Path:
    """The user's cache entry of these runs of this engine (the same numbers in C and in Python)."""
    from .cache import cache_dir

    h = hashlib.sha256(python_code.encode("utf-8"))
    h.update(json.dumps([CACHE_VERSION, MAX_STEPS, runs], sort_keys=True).encode("utf-8"))
    return cache_dir("simulation") / f"{h.hexdigest()[:32]}.json"
