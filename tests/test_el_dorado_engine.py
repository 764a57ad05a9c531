"""The generated El Dorado engine: the API contract, the rulebook's worked examples and the reshuffle
moment, and properties of whole random games under random options (hypothesis): every card is in
exactly one of deck, hand, discard pile, play area, market or removed pile at every step; no piece
stands on a mountain, a start space it left, or another piece; every game ends; and no observation
shows a player another player's hand."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulestone.conformance.build import deal
from rulestone.conformance.cases import load_module, sample
from rulestone.conformance.complete_el_dorado import complete
from rulestone.generate.python import load_spec_data, render_engine

ROOT = Path(__file__).resolve().parent.parent


def board_of(E, key: str) -> SimpleNamespace:
    """A layout as the engine exports it (E.BOARDS): spaces, start_spaces, finish, pay, need, neigh."""
    return SimpleNamespace(**E.BOARDS[key])
SPEC = ROOT / "rulespecs" / "el_dorado.yaml"


@pytest.fixture(scope="module")
def E():
    return load_module(render_engine("el_dorado", *load_spec_data(SPEC)), "test_el_dorado_engine_mod")


def total_cards(d: dict) -> int:
    return (sum(sum(x.values()) for x in d["decks"]) + sum(len(x) for k in ("hands", "discards", "play")
                                                          for x in d[k])
            + len(d["removed"]) + sum(m["left"] for m in d["market"]) + sum(d["reserve"].values()))


TEST_BOARD = {"board": "straight-river"}  # the marked test board the coordinates below are on


def dealt(E, players: int, patch: dict, options: dict | None = None):
    """The dealt state with `patch`, given the game's exact card counts (as the conformance cases)."""
    options = {**TEST_BOARD, **(options or {})}
    d = deal(E, players, 7, options)
    d.update(patch)
    return E.Game(players, options).state_from_json(complete(E, players, d, patch))


# -- API ----------------------------------------------------------------------------------------

def test_bad_arguments(E):
    with pytest.raises(ValueError):
        E.Game(5)
    with pytest.raises(ValueError):
        E.Game(3, {"nonsense": "x"})
    with pytest.raises(ValueError):
        E.Game(3, {"blockade_reach": "sometimes"})
    assert E.Game(3, {"caves": True}).options["caves"] == "true"


def test_illegal_action_leaves_state(E):
    s = E.Game(3).new_initial_state()
    before = s.to_json()
    with pytest.raises(E.IllegalAction):
        s.apply_action("move a explorer 0,2")  # nobody has drawn yet
    assert s.to_json() == before


def test_chance_outcomes_are_exact(E):
    s = E.Game(2).new_initial_state()
    out = s.chance_outcomes()
    assert sum(p for _, p in out) == 1
    assert dict(out)["draw traveler"] == Fraction(4, 8)


def test_json_round_trip_and_clone(E):
    s = dealt(E, 4, {})
    s.apply_action("move a explorer 0,2")
    c = s.clone()
    assert c.to_json() == s.to_json() == E.Game(4, TEST_BOARD).state_from_json(s.to_json()).to_json()
    c.apply_action("end")
    assert c.to_json() != s.to_json()


# -- rules a user can check by hand --------------------------------------------------------------

def test_machete_three_then_leftover(E):
    s = dealt(E, 3, {"pieces": [["1,-7"], ["-1,3"], ["-2,3"]],
                     "hands": [["explorer", "traveler", "traveler", "trailblazer"], [], []]})
    spaces = board_of(E, "straight-river").spaces
    assert spaces["2,-7"][:2] == ["J", 2] and spaces["1,-6"][:2] == ["J", 1]
    s.apply_action("move a trailblazer 2,-7")
    s.apply_action("move a leftover 1,-6")
    assert s.to_json()["pieces"][0] == ["1,-6"]
    assert "move a leftover 0,-6" not in s.legal_actions()  # nothing left


def test_three_ones_never_add_up(E):
    s = dealt(E, 3, {"pieces": [["3,-8"], ["-1,3"], ["-2,3"]],
                     "hands": [["explorer", "explorer", "explorer", "traveler"], [], []]})
    assert board_of(E, "straight-river").spaces["3,-7"][:2] == ["J", 3]
    assert not [a for a in s.legal_actions() if a.endswith(" 3,-7")]


def test_reshuffle_only_when_a_card_is_due(E):
    s = dealt(E, 3, {"decks": [{"sailor": 1}, {"explorer": 4}, {"explorer": 4}],
                     "discards": [["traveler", "traveler"], [], []]})
    for a in ("move a explorer 0,2", "end", "done", "draw sailor"):
        s.apply_action(a)
    d = s.to_json()
    assert d["decks"][0] == {} and d["discards"][0] == ["explorer", "traveler", "traveler"]
    assert d["turn"] == 1  # the hand is full again; no card was due, so no shuffle


def test_observation_hides_other_hands(E):
    s = dealt(E, 4, {})
    obs = s.observation(1)
    assert obs["hands"][1] == s.to_json()["hands"][1]
    assert all(isinstance(obs["hands"][k], int) for k in (0, 2, 3))
    assert all(isinstance(x, int) for x in obs["decks"])


# -- whole random games ---------------------------------------------------------------------------

OPTION_CHOICES = {
    "two_player_pieces": ["two", "one"],
    "blockade_reach": ["adjacent", "anywhere"],
    "transmitter_source": ["any-pile", "buyable"],
    "caves": ["false", "true"],
    "board": ["first-game", "hills-of-gold", "home-stretch", "winding-path", "serpentine", "swampland",
              "witchs-cauldron", "straight-river"],
    "turn_order": ["move-then-buy", "any-order"],
}


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000),
       picks=st.fixed_dictionaries({k: st.sampled_from(v) for k, v in OPTION_CHOICES.items()}))
def test_random_games(E, players, seed, picks):
    rng = random.Random(seed)
    game = E.Game(players, picks)
    s = game.new_initial_state()
    total = total_cards(s.to_json())
    assert total == players * 8 + 18 * 3
    left_start: set[tuple[int, int]] = set()
    steps = 0
    while not s.is_terminal():
        chance = s.current_player() == E.CHANCE
        a = sample(s.chance_outcomes(), rng) if chance else rng.choice(s.legal_actions())
        s.apply_action(a)
        steps += 1
        d = s.to_json()
        assert total_cards(d) == total, a
        places = [(seat, k, p) for seat, ps in enumerate(d["pieces"])
                  for k, p in enumerate(ps) if p != "goal"]
        board = board_of(E, game.options["board"])
        for seat, k, p in places:
            assert board.pay[p] is not None or p in board.start_spaces, f"piece on {p} ({board.spaces[p][0]})"
            assert p not in board.finish, "a piece stays on a finishing space"
            if p not in board.start_spaces:
                left_start.add((seat, k))
            else:
                assert (seat, k) not in left_start, "a piece went back to a start space"
        if picks["caves"] == "false":  # without pass tokens no space ever holds two pieces
            assert len({p for _, _, p in places}) == len(places)
        assert steps < 20_000
    d = s.to_json()
    assert d["round"] <= E.ROUND_LIMIT and d["phase"] == "over"
    won = s.winners()
    assert s.returns() == ([1 if i in won else -1 for i in range(players)] if won else [0] * players)
    assert d["stopped"] == s.stopped_by_limit() == (not any(d["finished"]))  # stopped, never a tie


# -- a directed player ----------------------------------------------------------------------------

BUY_ORDER = ("pioneer", "trailblazer", "captain", "scout", "adventurer", "jack-of-all-trades", "photographer",
             "journalist", "millionaire")


def effort_to_goal(E, board) -> dict[str, int]:
    """Dijkstra from the finishing row: what entering each space on the way costs (cards count extra)."""
    import heapq

    dist = {g: 0 for g in board.finish}
    heap = [(0, g) for g in board.finish]
    while heap:
        c, s = heapq.heappop(heap)
        if c > dist[s]:
            continue
        for n in board.neigh[s]:
            if board.pay[n] is None:
                continue
            nc = c + board.need[s] + (1 if board.pay[s] in ("coin", "discard", "remove") else 0)
            if nc < dist.get(n, 1 << 30):
                dist[n] = nc
                heapq.heappush(heap, (nc, n))
    return dist


def directed(E, state, dist) -> str:
    """Move downhill (leftover power first), break blockades in the way, else buy the strongest card it
    can with its coin cards; discard the whole hand at the end of the turn."""
    legal = state.legal_actions()
    seat = state.to_json()["turn"]
    if state.phase == "discard":
        return next((a for a in legal if a.startswith("discard ")), "done")
    if state.phase != "play":
        return legal[0] if state.phase == "take" else "done"
    best = side = None
    for a in legal:
        w = a.split()
        if w[0] == "move":
            here = state.to_json()["pieces"][seat]["ab".index(w[1])]
            gain = dist.get(here, 1 << 30) - dist.get(w[3], 1 << 30)
            key = (gain, w[2] == "leftover", a)
        elif w[0] == "break":
            key = (0.5, w[2] == "leftover", a)
        else:
            continue
        if key[0] > 0 and (best is None or key > best):
            best = key
        elif key[0] == 0 and side is None and not state.to_json()["active"]:
            side = a  # a sideways step with a new card, for a piece stuck behind others
    if best is None and side is not None and state.to_json()["round"] % 2:
        return side
    if best:
        return best[2]
    for c in BUY_ORDER:
        if f"buy {c}" in legal:
            return f"buy {c}"
    coins = [a for a in legal if a.startswith("pay ") and E.CARDS.get(a[4:], {}).get("type") == "coin"]
    return coins[0] if coins else "end"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("board", ["first-game", "serpentine"])
def test_directed_players_reach_el_dorado_within_the_limit(E, players, board):
    """A recommended layout can be won from the starting decks, and a plain directed strategy finishes
    well inside the round limit (so the limit only cuts off stalled games)."""
    dist = effort_to_goal(E, board_of(E, board))
    for seed in (0, 1):
        rng = random.Random(seed)
        s = E.Game(players, {"board": board}).new_initial_state()
        while not s.is_terminal():
            s.apply_action(sample(s.chance_outcomes(), rng) if s.current_player() == E.CHANCE
                           else directed(E, s, dist))
        d = s.to_json()
        assert s.winners(), f"{players} players, seed {seed}: nobody arrived in {d['round']} rounds"
        assert d["round"] < E.ROUND_LIMIT * 3 // 4
        assert all(d["finished"][w] for w in s.winners())


# -- the finish line, the default board and the round limit ---------------------------------------

def test_default_board_is_the_first_game_layout(E):
    board = board_of(E, E.Game(3).options["board"])
    assert board.key == "first-game" and board.name == "El Dorado (first game)"
    assert len(board.finish) == 3 and all(board.pay[f] == "paddle" for f in board.finish)
    assert all(board.pay[s] is None for s, v in board.spaces.items() if v[0] == "ED")  # never entered


def test_a_piece_on_the_finishing_row_moves_to_el_dorado_and_frees_the_space(E):
    board = board_of(E, "first-game")
    f = sorted(board.finish)[0]
    near = [n for n in board.neigh[f] if n not in board.finish and board.pay[n] is not None]
    s = dealt(E, 2, {"pieces": [[near[0], near[1]], [board.start_spaces[1], board.start_spaces[3]]],
                     "hands": [["sailor", "sailor", "traveler", "traveler"], ["explorer"] * 4]},
              {"board": "first-game"})
    s.apply_action(f"move a sailor {f}")
    d = s.to_json()
    assert d["pieces"][0][0] == "goal" and not d["finished"][0]  # both pieces must arrive
    assert f"move b sailor {f}" in s.legal_actions()  # the finishing space is free again
    s.apply_action(f"move b sailor {f}")
    assert s.to_json()["finished"] == [True, False] and s.to_json()["ending"]


def test_the_round_limit_stops_the_game_and_is_no_tie(E):
    s = dealt(E, 3, {"round": E.ROUND_LIMIT, "turn": 2, "drawer": 2, "after": "end"})
    for a in ("end", "done"):
        s.apply_action(a)
    while s.current_player() == E.CHANCE:
        s.apply_action(s.chance_outcomes()[0][0])
    d = s.to_json()
    assert d["phase"] == "over" and d["stopped"] and s.stopped_by_limit()
    assert s.returns() == [0, 0, 0] and d["winners"] == []


def test_move_then_buy_ends_the_moving(E):
    s = dealt(E, 3, {})
    s.apply_action("move a explorer 0,2")
    assert any(a.startswith("move a leftover") or a.startswith("move a ") for a in s.legal_actions())
    s.apply_action("pay traveler")
    assert not [a for a in s.legal_actions() if a.split()[0] in ("move", "break", "use", "explore")]
    any_order = dealt(E, 3, {}, {"turn_order": "any-order"})
    any_order.apply_action("pay traveler")
    assert "move a explorer 0,2" in any_order.legal_actions()


def test_exploring_needs_a_stop_away_before_the_same_cave_again(E):
    s = dealt(E, 3, {"pieces": [["-1,1"], ["-1,3"], ["-2,3"]]}, {"caves": "true"})
    s.apply_action("move a explorer -1,0")  # next to the cave -1,-1
    assert "explore a" in s.legal_actions()
    s.apply_action("explore a")
    s.apply_action(s.chance_outcomes()[0][0])
    assert s.to_json()["explored"][0] == ["-1,-1"] and "explore a" not in s.legal_actions()
