"""OpenSpiel registration of the compiled engines (extra `openspiel`: `pip install 'rulestone[openspiel]'`).

`import rulestone.openspiel` registers `rulestone_<game>` with pyspiel for every compiled game of the
project around the current folder (rulespecs/<game>.yaml with an `engine` block, engine in
generated/python/); `register(root)` does it for another project and says what is wrong, and
`register_engine(module)` registers one engine module. Then, as for any OpenSpiel game:

    game = pyspiel.load_game("rulestone_emerald", {"players": 3, "two_player_moves": "one-knight"})

Parameters: `players` (default the engine's MIN_PLAYERS) and every engine option (its default).
Actions are the engine's ACTIONS ids, chance outcomes its CHANCE_OUTCOMES ids (numbered separately),
the terminal player OpenSpiel's -4, returns the engine's (1 for each winner, -1 for the others).
Observation and information-state strings are the engine's; there are no tensors (the state's lists
have no fixed length). docs/openspiel.md shows it.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from types import ModuleType
from typing import Any

import pyspiel  # type: ignore[import-not-found,unused-ignore]  # a compiled module without stubs

from .engines import load_engine
from .errors import InputError
from .rules.emit_exports import NO_TABLE

PREFIX = "rulestone_"
MIN_UTILITY, MAX_UTILITY = -1.0, 1.0  # returns(): 1 to each winner, -1 to the others (docs/decisions.md)

_ENGINES: dict[str, ModuleType] = {}  # registered name -> engine module (a later registration wins)


def game_name(engine: ModuleType) -> str:
    return PREFIX + engine.GAME_ID


def register_engine(engine: ModuleType) -> str:
    """Register one compiled engine module with pyspiel; returns its OpenSpiel name. Registering the
    same game again replaces the engine the next load_game uses (pyspiel keeps the first game type)."""
    missing = [n for n in ("ACTIONS", "CHANCE_OUTCOMES", "MAX_GAME_LENGTH", "UNBOUNDED_OPTIONS",
                           "MIN_PLAYERS", "MAX_PLAYERS")
               if not hasattr(engine, n)]
    if missing:
        raise ValueError(f"engine {getattr(engine, 'GAME_ID', '?')}: expected a compiled engine with "
                         f"{', '.join(missing)} (rebuild it with `rulestone build`)")
    if engine.ACTIONS is None:
        raise ValueError(f"engine {engine.GAME_ID}: not registered with OpenSpiel: {NO_TABLE}")
    name = game_name(engine)
    _ENGINES[name] = engine
    if name not in pyspiel.registered_names():
        pyspiel.register_game(_game_type(engine), _game_class(name))
    return name


def compiled_games(root: Path) -> list[str]:
    """The games of a project whose engines are compiled from the rule language."""
    from .rules.compile import has_logic
    from .yamlio import loads, read_bytes

    out = []
    for path in sorted((root / "rulespecs").glob("*.yaml")):
        if path.name == "glossary.yaml":
            continue
        data = loads(read_bytes(path, "a rule spec"), str(path), "a rule spec")
        if has_logic(data):
            out.append(data["game"]["id"])
    return out


def register(root: Path | None = None) -> list[str]:
    """Register every compiled game of the project (default: the one around the current folder);
    InputError when there is no project or an engine is missing or stale."""
    from .paths import project_root

    root = root or project_root()
    names = []
    for game in compiled_games(root):
        engine = load_engine(game, root)
        if not hasattr(engine, "ACTIONS"):
            raise InputError(f"generated/python/{game}.py", "expected an engine with the OpenSpiel exports "
                             "(ACTIONS), found an older one; run `rulestone build`")
        if engine.ACTIONS is not None:  # else no distinct-action table (see emit_exports.NO_TABLE)
            names.append(register_engine(engine))
    return names


def _game_type(engine: ModuleType) -> pyspiel.GameType:
    params: dict[str, Any] = {"players": engine.MIN_PLAYERS}
    params.update({name: o["default"] for name, o in engine.OPTIONS.items()})
    hidden = bool(getattr(engine, "_OBSERVE", True))
    return pyspiel.GameType(
        short_name=game_name(engine),
        long_name=f"rulestone {engine.TITLES.get('en', engine.GAME_ID)}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=engine.MAX_PLAYERS,
        min_num_players=engine.MIN_PLAYERS,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification=params,
    )


def _game_class(name: str) -> type:
    class RulestoneGame(pyspiel.Game):
        """One rulestone engine as an OpenSpiel game: a player count and a choice of options."""

        def __init__(self, params: dict[str, Any] | None = None) -> None:
            engine = _ENGINES[name]
            params = dict(params or {})
            players = int(params.get("players", engine.MIN_PLAYERS))
            options = {n: str(params.get(n, o["default"])) for n, o in engine.OPTIONS.items()}
            self.engine = engine
            self.rules = engine.Game(players, options)  # ValueError for a count or option it does not take
            endless = [f"{k}={v}" for k, v in options.items() if v in engine.UNBOUNDED_OPTIONS.get(k, ())]
            if endless:  # OpenSpiel needs a bound on a game's length; such a game has none
                raise ValueError(f"{name}: no bound on a game's length with {', '.join(endless)}")
            info = pyspiel.GameInfo(
                num_distinct_actions=len(engine.ACTIONS),
                max_chance_outcomes=len(engine.CHANCE_OUTCOMES),
                num_players=players,
                min_utility=MIN_UTILITY,
                max_utility=MAX_UTILITY,
                utility_sum=None,
                max_game_length=engine.MAX_GAME_LENGTH,
            )
            super().__init__(_game_type(engine), info, {"players": players, **options})

        def new_initial_state(self) -> RulestoneState:
            return RulestoneState(self)

        def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
            if params:
                raise ValueError(f"observation parameters are not supported, found {params}")
            return Observer(iig_obs_type)

    RulestoneGame.__name__ = RulestoneGame.__qualname__ = f"Game_{name}"
    return RulestoneGame


class _Inner:
    """The engine state inside an OpenSpiel state. OpenSpiel clones a Python state by deep-copying its
    attributes and serialises it by pickling them: this copies with the engine's clone() and pickles
    as (game, players, options, the state it started from, the actions applied)."""

    def __init__(self, state: Any) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict) -> _Inner:
        return _Inner(self.state.clone())

    def __reduce__(self) -> tuple:
        s = self.state
        actions, c = [], s._seen  # the engine's action trail (information_state_string keeps it)
        while c is not None:
            actions.append(c[1])
            c = c[0]
        return (_restore, (s.to_json()["game"], s.game.players, dict(s.game.options),
                           copy.deepcopy(s._origin), actions[::-1]))


def _restore(game_id: str, players: int, options: dict, origin: Any, actions: list) -> _Inner:
    engine = _ENGINES[PREFIX + game_id]
    g = engine.Game(players, options)
    s = g.new_initial_state() if origin is None else g.state_from_json(origin)
    for a in actions:
        s.apply_action(a)
    return _Inner(s)


class RulestoneState(pyspiel.State):
    """An OpenSpiel state over a rulestone engine state (`state.engine_state()` gives it)."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._name = game_name(game.engine)  # OpenSpiel deep-copies the attributes: no module here
        self._inner = _Inner(game.rules.new_initial_state())

    @property
    def _e(self) -> ModuleType:
        return _ENGINES[self._name]

    def engine_state(self) -> Any:
        return self._inner.state

    def current_player(self) -> int:
        p = self._inner.state.current_player()
        if p == self._e.CHANCE:
            return pyspiel.PlayerId.CHANCE
        if p == self._e.TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        return int(p)

    def _legal_actions(self, player: int) -> list[int]:
        ids = self._e.ACTION_ID
        return sorted(ids[a] for a in self._inner.state.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        ids = self._e.CHANCE_OUTCOME_ID
        return sorted((ids[a], float(p)) for a, p in self._inner.state.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        s = self._inner.state
        s.apply_action(self._e.CHANCE_OUTCOMES[action] if s.is_chance_node() else self._e.ACTIONS[action])

    def _action_to_string(self, player: int, action: int) -> str:
        table = self._e.CHANCE_OUTCOMES if player == pyspiel.PlayerId.CHANCE else self._e.ACTIONS
        return table[action]

    def is_terminal(self) -> bool:
        return self._inner.state.is_terminal()

    def returns(self) -> list[float]:
        return [float(r) for r in self._inner.state.returns()]

    def __str__(self) -> str:  # the full state (hidden parts too), as the conformance tables carry it
        return json.dumps(self._inner.state.to_json(), ensure_ascii=False, separators=(",", ":"))


class Observer:
    """OpenSpiel's PyObserver: strings only (tensor None). Perfect recall: the engine's
    information_state_string; otherwise its observation_string; no private information: the public
    view (observation(-1))."""

    def __init__(self, iig_obs_type: Any = None) -> None:
        self.tensor = None
        self.dict: dict[str, Any] = {}
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.public_only = iig_obs_type is not None and \
            iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE

    def set_from(self, state: RulestoneState, player: int) -> None:
        pass  # no tensor

    def string_from(self, state: RulestoneState, player: int) -> str:
        s = state.engine_state()
        if self.perfect_recall:
            return s.information_state_string(player)
        return s.observation_string(-1 if self.public_only else player)


def _register_here() -> None:
    try:
        register()
    except InputError:
        pass  # not in a project (or not built): register(root) says why


_register_here()
