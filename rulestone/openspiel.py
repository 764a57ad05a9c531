"""OpenSpiel registration of the compiled engines (extra `openspiel`: `pip install 'rulestone[openspiel]'`).

`import rulestone.openspiel` registers `rulestone_<game>` with pyspiel for every compiled game of the
project around the current folder (rulespecs/<game>.yaml with an `engine` block, engine in
generated/python/); `register(root)` does it for another project and says what is wrong, and
`register_engine(module)` registers one engine module. Then, as for any OpenSpiel game:

    game = pyspiel.load_game("rulestone_emerald", {"players": 3, "two_player_moves": "one-knight"})

Parameters: `players` (default the engine's MIN_PLAYERS) and every engine option (its default).
Actions are the engine's ACTIONS ids, or, in a game whose decisions take run-time strings (El Dorado,
Emporium), ids of its ACTION_TOKENS taken one per step by the same seat until they spell a legal action;
chance outcomes are its CHANCE_OUTCOMES ids (numbered separately); the terminal player is OpenSpiel's
-4, returns the engine's (1 for each winner, -1 for the others). Observation and information-state
strings are the engine's (with the tokens of a decision half made); there are no tensors (the state's
lists have no fixed length). docs/openspiel.md shows it.
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
    missing = [n for n in ("ACTIONS", "ACTION_TOKENS", "MAX_ACTION_TOKENS", "CHANCE_OUTCOMES",
                           "MAX_GAME_LENGTH", "UNBOUNDED_OPTIONS", "MIN_PLAYERS", "MAX_PLAYERS")
               if not hasattr(engine, n)]
    if missing:
        raise ValueError(f"engine {getattr(engine, 'GAME_ID', '?')}: expected a compiled engine with "
                         f"{', '.join(missing)} (rebuild it with `rulestone build`)")
    if engine.ACTIONS is None and engine.ACTION_TOKENS is None:
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
        if not hasattr(engine, "ACTION_TOKENS"):
            raise InputError(f"generated/python/{game}.py", "expected an engine with the OpenSpiel exports "
                             "(ACTIONS, ACTION_TOKENS), found an older one; run `rulestone build`")
        if engine.ACTIONS is not None or engine.ACTION_TOKENS is not None:  # else emit_exports.NO_TABLE
            names.append(register_engine(engine))
    return names


def to_param(values: list[str], value: str) -> Any:
    """An option value as OpenSpiel's parameter: an int or a bool when every value of the option is
    one (as a game string such as `rulestone_emporium(reserve_limit=2)` reads them back), else the
    string."""
    if all(v.lstrip("-").isdigit() for v in values):
        return int(value)
    if set(values) <= {"true", "false"}:
        return value == "true"
    return value


def from_param(value: Any) -> str:
    """The engine's option string for an OpenSpiel parameter (to_param's inverse)."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def _game_type(engine: ModuleType) -> pyspiel.GameType:
    params: dict[str, Any] = {"players": engine.MIN_PLAYERS}
    params.update({name: to_param(o["values"], o["default"]) for name, o in engine.OPTIONS.items()})
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
            options = {n: from_param(params.get(n, o["default"])) for n, o in engine.OPTIONS.items()}
            self.engine = engine
            self.rules = engine.Game(players, options)  # ValueError for a count or option it does not take
            endless = [f"{k}={v}" for k, v in options.items() if v in engine.UNBOUNDED_OPTIONS.get(k, ())]
            if endless:  # OpenSpiel needs a bound on a game's length; such a game has none
                raise ValueError(f"{name}: no bound on a game's length with {', '.join(endless)}")
            tokens = engine.ACTIONS is None  # decisions as token sequences: one step per token
            info = pyspiel.GameInfo(
                num_distinct_actions=len(engine.ACTION_TOKENS if tokens else engine.ACTIONS),
                max_chance_outcomes=len(engine.CHANCE_OUTCOMES),
                num_players=players,
                min_utility=MIN_UTILITY,
                max_utility=MAX_UTILITY,
                utility_sum=None,
                max_game_length=engine.MAX_GAME_LENGTH * (engine.MAX_ACTION_TOKENS if tokens else 1),
            )
            typed = {n: to_param(o["values"], options[n]) for n, o in engine.OPTIONS.items()}
            super().__init__(_game_type(engine), info, {"players": players, **typed})

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


class _Spelt(dict):
    """The legal actions by token ids: replaced, never changed, so clones (deep copies) share it."""

    def __deepcopy__(self, memo: dict) -> _Spelt:
        return self


class _Views(dict):
    """Cached view strings of one state. A clone starts empty: an information state is as long as the
    game, and OpenSpiel keeps the states of a game it checks (copying them cost 1.7 GB for one El Dorado
    game)."""

    def __deepcopy__(self, memo: dict) -> _Views:
        return _Views()


class RulestoneState(pyspiel.State):
    """An OpenSpiel state over a rulestone engine state (`state.engine_state()` gives it). In a token
    game a decision takes several steps: the tokens chosen so far wait in `_tokens` (the seat to move
    stays the same) until they spell one of the engine's legal actions, which is then applied."""

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self._name = game_name(game.engine)  # OpenSpiel deep-copies the attributes: no module here
        self._inner = _Inner(game.rules.new_initial_state())
        self._by_tokens = game.engine.ACTIONS is None
        self._tokens: list[int] = []  # the decision's tokens chosen so far (token games)
        self._spelt: _Spelt | None = None  # legal actions by token ids, cached (never changed in place)
        # the engine's view strings until it moves on (a token game asks for them at every token)
        self._views = _Views()

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
        if self._by_tokens:
            n, done = len(self._tokens), tuple(self._tokens)
            return sorted({seq[n] for seq in self._spellings() if seq[:n] == done})
        ids = self._e.ACTION_ID
        return sorted(ids[a] for a in self._inner.state.legal_actions())

    def _spellings(self) -> _Spelt:
        """The engine's legal actions by their token ids. An action outside the token table (the
        model emit_exports.token_table is built on) is an error, not a move left out."""
        if self._spelt is None:
            e, out = self._e, {}
            for a in self._inner.state.legal_actions():
                cut = e.action_tokens(a)
                if not cut or cut[-1][-1] in e.ACTION_TOKEN_SEPARATORS:
                    raise ValueError(f"{e.GAME_ID}: legal action {a!r} ends with a separator: its tokens "
                                     "could be the start of a longer action")
                missing = [t for t in cut if t not in e.ACTION_TOKEN_ID]
                if missing:
                    raise ValueError(f"{e.GAME_ID}: legal action {a!r} has tokens outside ACTION_TOKENS: "
                                     f"{missing}")
                out[tuple(e.ACTION_TOKEN_ID[t] for t in cut)] = a
            self._spelt = _Spelt(out)
        return self._spelt

    def pending(self) -> str:
        """The tokens of the decision chosen so far ('' between decisions)."""
        return "".join(self._e.ACTION_TOKENS[t] for t in self._tokens) if self._tokens else ""

    def chance_outcomes(self) -> list[tuple[int, float]]:
        ids = self._e.CHANCE_OUTCOME_ID
        return sorted((ids[a], float(p)) for a, p in self._inner.state.chance_outcomes())

    def _apply_action(self, action: int) -> None:
        s = self._inner.state
        if s.is_chance_node() or not self._by_tokens:
            s.apply_action(self._e.CHANCE_OUTCOMES[action] if s.is_chance_node() else self._e.ACTIONS[action])
            self._views = _Views()
        else:
            done = (*self._tokens, action)
            spelt = self._spellings()
            if done in spelt:
                s.apply_action(spelt[done])
                self._tokens, self._spelt, self._views = [], None, _Views()
            elif any(seq[:len(done)] == done for seq in spelt):
                self._tokens.append(action)
            else:
                raise ValueError(f"{self._e.GAME_ID}: token {action} ({self._e.ACTION_TOKENS[action]!r}) "
                                 f"is not legal after {self.pending()!r}")

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return self._e.CHANCE_OUTCOMES[action]
        return (self._e.ACTION_TOKENS if self._by_tokens else self._e.ACTIONS)[action]

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
        key = (self.perfect_recall, self.public_only, player)
        text = state._views.get(key)
        if text is None:
            s = state.engine_state()
            if self.perfect_recall:
                text = s.information_state_string(player)
            else:
                text = s.observation_string(-1 if self.public_only else player)
            state._views[key] = text
        pending = state.pending()  # a token game's decision half made: public, like every decision
        return f"{text}\nchoosing: {pending}" if pending else text


def _register_here() -> None:
    try:
        register()
    except InputError:
        pass  # not in a project (or not built): register(root) says why


_register_here()
