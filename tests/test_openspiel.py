"""The compiled engines registered with OpenSpiel (rulestone.openspiel): pyspiel's own random
simulation test with serialisation for every compiled game and player count, a short MCTS game, the
action tables, and what the observation and information-state strings may show. Skipped only when
open_spiel cannot be imported (`pip install 'rulestone[openspiel]'`)."""

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
    if module.ACTIONS is None:
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


def test_random_sim_with_serialisation_for_every_player_count(engine):
    for players in counts(engine):
        game = pyspiel.load_game(openspiel.game_name(engine), {"players": players})
        assert game.num_players() == players
        pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)


def test_random_sim_with_other_options(engine):
    rng = random.Random(7)
    options = {n: rng.choice([v for v in o["values"] if v != o["default"]] or o["values"])
               for n, o in engine.OPTIONS.items()}
    for players in counts(engine):
        try:
            engine.Game(players, options)
        except ValueError:
            continue  # an option combination the engine refuses for this count
        game = pyspiel.load_game(openspiel.game_name(engine), {"players": players, **options})
        pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def test_a_bad_parameter_is_refused(engine):
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MAX_PLAYERS + 1})


def test_action_tables(engine):
    for table in (engine.ACTIONS, engine.CHANCE_OUTCOMES):
        assert list(table) == sorted(set(table))
    assert not set(engine.ACTIONS) & set(engine.CHANCE_OUTCOMES)
    assert engine.MAX_CHANCE_OUTCOMES == len(engine.CHANCE_OUTCOMES)
    assert engine.OPENSPIEL_TERMINAL == pyspiel.PlayerId.TERMINAL
    game = pyspiel.load_game(openspiel.game_name(engine), {"players": engine.MIN_PLAYERS})
    assert game.num_distinct_actions() == len(engine.ACTIONS)
    assert game.max_chance_outcomes() == len(engine.CHANCE_OUTCOMES)
    assert game.max_game_length() == engine.MAX_GAME_LENGTH


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
    state, rng = game.new_initial_state(), random.Random(11)
    for _ in range(80):
        if state.is_terminal():
            break
        if state.is_chance_node():
            play_chance(state, rng)
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    info = state.information_state_string(0)
    steps = [line.split(": ", 1)[0] for line in info.splitlines()[2:-1]]
    assert len(steps) == len(state.history())
    assert not set(steps) & set(engine.CHANCE_OUTCOMES)
    assert set(steps) <= {"chance", *engine.ACTIONS}
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
        if decisions < 30:  # the bots choose the first decisions, random play finishes the game
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
