"""The compiled engines registered with OpenSpiel (rulestone.openspiel): pyspiel's own random
simulation test with serialisation for every compiled game and player count, a short MCTS game, the
action tables, what the observation and information-state strings may show, and for the games whose
decisions are token sequences (El Dorado, Emporium) that the tokens spell exactly the engine's legal
actions. Skipped only when open_spiel cannot be imported (`pip install 'rulestone[openspiel]'`)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pyspiel = pytest.importorskip("pyspiel")

from rulestone import openspiel  # noqa: E402
from rulestone.engines import load_module  # noqa: E402
from rulestone.generate.python import load_spec_data, render_engine  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
GAMES = openspiel.compiled_games(ROOT)


@pytest.fixture(scope="module", params=GAMES)
def engine(request):
    data, sha = load_spec_data(ROOT / "rulespecs" / f"{request.param}.yaml")
    module = load_module(render_engine(request.param, data, sha), f"test_openspiel_{request.param}")
    if module.ACTIONS is None and module.ACTION_TOKENS is None:
        pytest.skip(f"{request.param}: {openspiel.NO_TABLE}")
    openspiel.register_engine(module)
    return module


def counts(E):
    return range(E.MIN_PLAYERS, E.MAX_PLAYERS + 1)


def play_chance(state, rng):
    actions, probs = zip(*state.chance_outcomes(), strict=True)
    state.apply_action(rng.choices(actions, probs)[0])


def test_every_compiled_game_is_registered(engine):
    assert openspiel.game_name(engine) in pyspiel.registered_names()
    t = pyspiel.load_game(openspiel.game_name(engine)).get_type()
    assert set(t.parameter_specification) == {"players", *engine.OPTIONS}
    assert (t.min_num_players, t.max_num_players) == (engine.MIN_PLAYERS, engine.MAX_PLAYERS)


def sims(E):
    """Random games per player count: one for a game of thousands of steps (El Dorado: ~10 s each
    under OpenSpiel's checks of every step), two otherwise."""
    return 1 if E.MAX_GAME_LENGTH * E.MAX_ACTION_TOKENS > 10_000 else 2


def test_random_sim_with_serialisation_for_every_player_count(engine):
    for players in counts(engine):
        game = pyspiel.load_game(openspiel.game_name(engine), {"players": players})
        assert game.num_players() == players
        pyspiel.random_sim_test(game, num_sims=sims(engine), serialize=True, verbose=False)


def test_random_sim_with_other_options(engine):
    rng = random.Random(7)
    options = {n: rng.choice([v for v in o["values"] if v != o["default"]
                              and v not in engine.UNBOUNDED_OPTIONS.get(n, ())] or [o["default"]])
               for n, o in engine.OPTIONS.items()}
    # every player count of a short game; one of a long one (its default game runs at every count)
    for players in counts(engine) if sims(engine) > 1 else [engine.MIN_PLAYERS]:
        try:
            engine.Game(players, options)
        except ValueError:
            continue  # an option combination the engine refuses for this count
        params = {n: openspiel.to_param(engine.OPTIONS[n]["values"], v) for n, v in options.items()}
        game = pyspiel.load_game(openspiel.game_name(engine), {"players": players, **params})
        assert {n: openspiel.from_param(game.get_parameters()[n]) for n in options} == options
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_a_bad_parameter_is_refused(engine):
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MAX_PLAYERS + 1})


def test_action_tables(engine):
    moves = engine.ACTIONS if engine.ACTIONS is not None else engine.ACTION_TOKENS
    for table in (moves, engine.CHANCE_OUTCOMES):
        assert list(table) == sorted(set(table))
    if engine.ACTIONS is not None:
        assert not set(engine.ACTIONS) & set(engine.CHANCE_OUTCOMES)
    assert engine.MAX_CHANCE_OUTCOMES == len(engine.CHANCE_OUTCOMES)
    assert engine.OPENSPIEL_TERMINAL == pyspiel.PlayerId.TERMINAL
    game = pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS})
    assert game.num_distinct_actions() == len(moves)
    assert game.max_chance_outcomes() == len(engine.CHANCE_OUTCOMES)
    assert game.max_game_length() == engine.MAX_GAME_LENGTH * engine.MAX_ACTION_TOKENS


def test_terminal_is_openspiels(engine):
    game = pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS})
    state, rng = game.new_initial_state(), random.Random(3)
    while not state.is_terminal():
        if state.is_chance_node():
            assert state.current_player() == pyspiel.PlayerId.CHANCE
            play_chance(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert state.current_player() == pyspiel.PlayerId.TERMINAL == -4
    assert state.returns() == [float(r) for r in state.engine_state().returns()]


def test_serialised_state_keeps_information_states(engine):
    game = pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS})
    state, rng = game.new_initial_state(), random.Random(5)
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance_node():
            play_chance(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(back) == str(state) and back.history() == state.history()
    for seat in range(game.num_players()):
        assert back.information_state_string(seat) == state.information_state_string(seat)
        assert back.observation_string(seat) == state.observation_string(seat)


def test_information_state_shows_no_chance_outcome(engine):
    """Every chance outcome is shown as `chance` (its effect is in the public view); what a seat sees
    of the state is its observation, never the full state."""
    game = pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS})
    state, rng, played = game.new_initial_state(), random.Random(11), 0
    while not state.is_terminal() and (played < 80 or state.pending()):  # stop between decisions
        if state.is_chance_node():
            play_chance(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        played += not state.pending()  # an engine action applied (a token game's decision complete)
    info = state.information_state_string(0)
    steps = [line.split(": ", 1)[0] for line in info.splitlines()[2:-1]]
    assert len(steps) == played
    assert not set(steps) & set(engine.CHANCE_OUTCOMES)
    if engine.ACTIONS is not None:
        assert set(steps) <= {"chance", *engine.ACTIONS}
    else:
        tokens = {t for a in steps if a != "chance" for t in engine.action_tokens(a)}
        assert tokens <= set(engine.ACTION_TOKENS)
    assert info.endswith(state.engine_state().observation_string(0))


def test_mcts_bot_game(engine):
    from open_spiel.python.algorithms import mcts

    np = pytest.importorskip("numpy")
    game = pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS})
    bots = [mcts.MCTSBot(game, 2.0, 2, mcts.RandomRolloutEvaluator(1, np.random.RandomState(seat)),
                         random_state=np.random.RandomState(seat)) for seat in range(game.num_players())]
    state, rng, decisions = game.new_initial_state(), random.Random(1), 0
    while not state.is_terminal():
        if state.is_chance_node():
            play_chance(state, rng)
            continue
        # the bots choose the first decisions (each simulation plays a game out), random play the rest
        if decisions < (30 if sims(engine) > 1 else 10):
            action = bots[state.current_player()].step(state)
            assert action in state.legal_actions()
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        decisions += 1
    assert decisions <= game.max_game_length()
    assert all(openspiel.MIN_UTILITY <= r <= openspiel.MAX_UTILITY for r in state.returns())


def test_emerald_deal_shows_nothing_face_down():
    if "emerald" not in GAMES:
        pytest.skip("emerald is not compiled")
    data, sha = load_spec_data(ROOT / "rulespecs" / "emerald.yaml")
    E = load_module(render_engine("emerald", data, sha), "test_openspiel_emerald_deal")
    state, rng = E.Game(3).new_initial_state(), random.Random(2)
    while state.is_chance_node():
        for seat in (-1, 0, 1, 2):
            for cave in state.observation(seat)["caves"]:
                assert cave["gems"]["top"] is None and cave["gold"]["top"] is None
        play_chance(state, rng)
    tops = [cave["gems"]["top"] for cave in state.observation(0)["caves"] if cave["gems"]["count"]]
    assert tops and None not in tops  # the deal is over: every top is turned up


def test_an_option_value_without_a_bound_on_game_length_is_refused(engine):
    # El Dorado with round_limit=none: a stalled game never ends, so OpenSpiel gets no false bound
    for name, values in engine.UNBOUNDED_OPTIONS.items():
        assert set(values) <= set(engine.OPTIONS[name]["values"])
        assert engine.OPTIONS[name]["default"] not in values
        for v in values:
            with pytest.raises(Exception, match=f"no bound on a game's length with {name}={v}"):
                pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS, name: v})


def spelt(state):
    """Every engine action the adapter lets the seat to move spell from here, token by token."""
    out, stack = set(), [state]
    while stack:
        s = stack.pop()
        for t in s.legal_actions():
            c = s.clone()
            c.apply_action(t)
            if c.pending():
                stack.append(c)
            else:
                out.add(c.engine_state()._seen[1])  # the action the engine just applied (its trail)
    return out


def test_tokens_spell_exactly_the_legal_actions(engine):
    """A token game offers, step by step, every legal engine action and nothing else, the same seat
    moving throughout; the tokens of an action are ids into ACTION_TOKENS and concatenate to it."""
    if engine.ACTIONS is not None:
        pytest.skip(f"{engine.GAME_ID}: a table of whole actions")
    rng = random.Random(13)
    for players in counts(engine):
        game = pyspiel.load_game(openspiel.game_name(engine), {"players": players})
        state, checked, longest = game.new_initial_state(), 0, 0
        while not state.is_terminal() and checked < 30:
            if state.is_chance_node():
                play_chance(state, rng)
                continue
            legal = state.engine_state().legal_actions()
            if not state.pending():
                seat = state.current_player()
                # checked across the whole game, more often where an action has several run-time parts
                if rng.random() < (0.5 if any(len(engine.action_tokens(a)) > 3 for a in legal) else 0.05):
                    assert spelt(state) == set(legal)
                    checked += 1
                for a in legal:
                    cut = engine.action_tokens(a)
                    assert "".join(cut) == a and all(t in engine.ACTION_TOKEN_ID for t in cut)
                    longest = max(longest, len(cut))
            state.apply_action(rng.choice(state.legal_actions()))
            if state.pending():
                assert state.current_player() == seat and not state.is_chance_node()
                assert state.information_state_string(seat).endswith("\nchoosing: " + state.pending())
        assert checked >= 5 and longest <= engine.MAX_ACTION_TOKENS


def test_a_legal_action_outside_the_token_table_is_an_error(engine, monkeypatch):
    if engine.ACTIONS is not None:
        pytest.skip(f"{engine.GAME_ID}: a table of whole actions")
    game = pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS})
    state, rng = game.new_initial_state(), random.Random(4)
    while state.is_chance_node():
        play_chance(state, rng)
    token = engine.action_tokens(state.engine_state().legal_actions()[0])[0]
    fewer = {t: i for t, i in engine.ACTION_TOKEN_ID.items() if t != token}
    monkeypatch.setattr(engine, "ACTION_TOKEN_ID", fewer)
    with pytest.raises(Exception, match="outside ACTION_TOKENS"):
        state.legal_actions()


def test_option_parameters_keep_their_game_string_types():
    # a game string reads `reserve_limit=2` as an int and `caves=true` as a bool: such options are
    # declared so, or a serialised game would not load again
    assert openspiel.to_param(["1", "2"], "2") == 2 and openspiel.from_param(2) == "2"
    assert openspiel.to_param(["false", "true"], "true") is True and openspiel.from_param(True) == "true"
    assert openspiel.to_param(["a", "1"], "1") == "1" and openspiel.from_param("1") == "1"


def test_a_decision_half_spelt_survives_serialisation(engine):
    if engine.ACTIONS is not None:
        pytest.skip(f"{engine.GAME_ID}: a table of whole actions")
    rng = random.Random(17)
    for players in counts(engine):
        game = pyspiel.load_game(openspiel.game_name(engine), {"players": players})
        state, halves = game.new_initial_state(), 0
        while not state.is_terminal() and halves < 3:
            if state.is_chance_node():
                play_chance(state, rng)
                continue
            state.apply_action(rng.choice(state.legal_actions()))
            if state.pending() and rng.random() < 0.3:
                halves += 1
                _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
                assert back.pending() == state.pending() and back.history() == state.history()
                assert back.legal_actions() == state.legal_actions()
                assert back.current_player() == state.current_player()
                for seat in range(players):
                    assert back.information_state_string(seat) == state.information_state_string(seat)
        assert halves == 3
