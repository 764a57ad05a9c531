"""Lockstep: the El Dorado engine compiled from the spec's rule language against the hand-written
template engine of commit babd9da, the last before its migration (see tests/lockstep.py). Random play
stalls (decks thinned to nothing) and runs to the 100-round limit, ~10,000+ steps a game, so the
many-game runs are capped at MAX_STEPS steps (setup and the first turns: every phase and most actions
occur) and a few games per player count run to their end."""

from __future__ import annotations

import os
import random
import shutil

import pytest
from lockstep import GAMES, JS_GAMES, assert_same_options, js_lockstep, load_engines, python_lockstep, view

from rulestone.hexboard import board_data

BASE = "babd9da"
MAX_STEPS = int(os.environ.get("RULESTONE_LOCKSTEP_MAX_STEPS", "400"))
WHOLE = int(os.environ.get("RULESTONE_LOCKSTEP_WHOLE_GAMES", "3"))


@pytest.fixture(scope="module")
def engines():
    return load_engines("el_dorado", BASE)


def test_options_and_defaults_come_from_the_spec(engines):
    old, new, (spec, _) = engines
    assert_same_options(old, new, spec)


def test_exported_spec_data_is_the_template_engines(engines):
    old, new, _ = engines
    for name in ("CARDS", "STARTING", "MARKET", "RESERVE", "TOKENS", "COPIES", "HAND_SIZE", "ROUND_LIMIT"):
        assert getattr(new, name) == getattr(old, name), name
    for key in old.BOARDS:
        o, n = old.board(key), new.BOARDS[key]
        assert (o.name, o.spaces, o.start_spaces, sorted(o.finish), o.pay, o.need, o.neigh) == (
            n["name"], n["spaces"], n["start_spaces"], n["finish"], n["pay"], n["need"], n["neigh"]), key


def test_the_engine_board_is_the_one_the_sheets_draw(engines):
    _, new, (spec, _) = engines
    comps = {c["id"]: c for c in spec["components"]}
    for key, layout in comps["board"]["detail"]["layouts"].items():
        b = board_data(comps["map_tiles"]["detail"], layout, comps["blockade"]["detail"]["kinds"])
        n = new.BOARDS[key]
        got = [n["spaces"], n["start_spaces"], n["finish"]]
        assert [b["spaces"], b["start_spaces"], b["finish"]] == got, key


@pytest.mark.parametrize("players", [2, 3, 4])
def test_python_lockstep_with_the_template_engine(engines, players):
    old, new, _ = engines
    assert python_lockstep(old, new, players, max_steps=MAX_STEPS) >= GAMES * MAX_STEPS * 0.9


@pytest.mark.parametrize("players", [2, 3, 4])
def test_python_lockstep_whole_games(engines, players):
    old, new, _ = engines
    assert python_lockstep(old, new, players, games=WHOLE) > WHOLE * 1000


def _lockstep_counting(old, new, opts: dict, games: int, steps: int, case) -> int:
    """Seeded random 2-player games in lockstep; how many of their states `case(state, legal)` holds in."""
    hits = 0
    for k in range(games):
        rng = random.Random(k)
        a, b = (E.Game(2, opts).new_initial_state() for E in (old, new))
        for _ in range(steps):
            va = view(a)
            assert va == view(b), (opts, k)
            if va[6]:
                break
            hits += b.d["phase"] == "play" and case(b, va[1])
            action = rng.choice(va[1])
            a.apply_action(action)
            b.apply_action(action)
    return hits


def test_lockstep_where_discard_words_pay_for_only_some_places(engines):
    """A piece next to rubble spaces, or rubble blockades, needing different numbers of cards: each
    discard word pays for only some of them (combo_targets' and discard_break_ids' slower branch;
    the default board has no such space, only swampland two rubble blockades)."""
    old, new, _ = engines

    def spaces(s, legal: list[str]) -> bool:
        layout = new.BOARDS[s.game.options["board"]]
        for place in s.d["pieces"][s.d["turn"]]:
            near = layout["neigh"].get(place, ())
            needs = {layout["need"][t] for t in near if layout["pay"].get(t) == "discard"}
            if len(needs) > 1 and any(x.startswith("move") and " discard:" in x for x in legal):
                return True
        return False

    def blockades(s, legal: list[str]) -> bool:
        g, held = s.game, [b["holder"] for b in s.d["blockades"]]
        needs = {g.f_blk_need[i] for i, h in enumerate(held) if h is None and g.f_blk_pay[i] == "discard"}
        return len(needs) > 1 and any(x.startswith("break") and " discard:" in x for x in legal)

    boards = ("serpentine", "home-stretch", "straight-river")
    assert sum(_lockstep_counting(old, new, {"board": b}, 4, 1500, spaces) for b in boards) > 20
    swamp = {"board": "swampland", "blockade_reach": "anywhere"}
    assert _lockstep_counting(old, new, swamp, 12, 400, blockades) > 5  # the case occurred


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_js_lockstep_with_the_template_engine(engines, tmp_path):
    _, new, spec = engines
    games, steps = js_lockstep("el_dorado", BASE, new, spec, range(2, 5), tmp_path, games=JS_GAMES,
                               max_steps=MAX_STEPS)
    assert steps >= games * MAX_STEPS * 0.9


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node")
def test_js_lockstep_whole_games(engines, tmp_path):
    _, new, spec = engines
    games, steps = js_lockstep("el_dorado", BASE, new, spec, range(2, 5), tmp_path, games=1)
    assert steps > games * 1000
