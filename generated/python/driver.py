#!/usr/bin/env python3
"""Conformance driver for the rulestone reference engines (generated file: do not edit).

Speaks the rulestone driver protocol v1: JSON lines over stdin/stdout, one message a line.
    -> {"cmd": "start", "version": 1}     <- {"version": 1, "implementation": {...}}
    -> {"cmd": "run", "seq": S, "case": {...}}
    <- {"seq": S, "result": {...}} | {"seq": S, "skipped": true, ...} | {"seq": S, "errored": true, ...}
    -> {"cmd": "stop"}                    (no reply; exit)
Run the tables with `rulestone conform`; or by hand:
    echo '{"cmd":"start","version":1}' | python driver.py

A case names its game; the engine is the module <game>.py in this directory, which must offer
    Game(players, options), game.new_initial_state(), game.state_from_json(d)
    (or, failing that, State.from_json(game, d) with State the module's state class),
    state.apply_action(a) raising the module's IllegalAction, state.is_terminal(),
    state.legal_actions(), state.scores(), state.returns(), state.current_player(),
    state.to_json() (a JSON-able dict).
Standard library only, like the engines.
"""

from __future__ import annotations

import importlib.util
import json
import platform
import re
import sys
import traceback
from pathlib import Path

PROTOCOL_VERSION = 1
GAMES = ["dragon_keeper", "el_dorado", "emerald", "emporium"]
VERSION = "0.1.0"
HERE = Path(__file__).resolve().parent
_GAME_ID = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_-]*$")  # a file name here, never a path

_modules: dict = {}
_games: dict = {}


class UnknownGame(Exception):
    pass


def _module(name):
    mod = _modules.get(name)
    if mod is None:
        path = HERE / f"{name}.py"
        if not isinstance(name, str) or not _GAME_ID.match(name) or not path.is_file():
            raise UnknownGame(f"no engine for game {name!r} in {HERE.name}/")
        spec = importlib.util.spec_from_file_location(f"_rulestone_engine_{name}", path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod  # dataclasses and pickle look classes' modules up by name
        spec.loader.exec_module(mod)
        _modules[name] = mod
    return mod


def _game(mod, name, players, options):
    # Game objects are immutable descriptions of the rules: one per (game, players, options).
    key = (name, players, json.dumps(options, sort_keys=True))
    game = _games.get(key)
    if game is None:
        if len(_games) > 256:
            _games.clear()
        game = _games[key] = mod.Game(players, options)
    return game


def _from_json(mod, game, data):
    if hasattr(game, "state_from_json"):
        return game.state_from_json(data)
    return type(game.new_initial_state()).from_json(game, data)


def run_case(case):
    """Apply a case's setup and steps; return the protocol's `result` object."""
    name = case["game"]
    mod = _module(name)
    game = _game(mod, name, case["players"], case.get("options") or {})
    setup = case.get("setup")
    state = game.new_initial_state() if setup is None else _from_json(mod, game, setup["state"])
    illegal = mod.IllegalAction
    steps = []
    for action in case["steps"]:
        try:
            state.apply_action(action)
        except illegal as e:
            steps.append({"ok": False, "error": "IllegalAction", "message": str(e)})
            break
        steps.append({"ok": True})
    terminal = bool(state.is_terminal())
    return {
        "steps": steps,
        "state": state.to_json(),
        "legal": [] if terminal else list(state.legal_actions()),
        "terminal": terminal,
        "scores": list(state.scores()),
        "returns": list(state.returns()),
        "current_player": int(state.current_player()),
    }


def handle(message):
    """One protocol message -> the reply object, or None (stop and unknown messages get none)."""
    cmd = message.get("cmd") if isinstance(message, dict) else None
    if cmd == "run":
        seq = message.get("seq")
        try:
            return {"seq": seq, "result": run_case(message["case"])}
        except UnknownGame as e:
            return {"seq": seq, "skipped": True, "message": str(e)}
        except Exception as e:  # any failure of the engine is reported, never fatal to the driver
            return {"seq": seq, "errored": True,
                    "context": {"message": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc()}}
    if cmd == "start":
        return {"version": PROTOCOL_VERSION, "implementation": {
            "name": "rulestone-python", "language": "python", "version": VERSION,
            "language_version": platform.python_version(), "games": list(GAMES)}}
    return None


def main():
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print() in an engine must not corrupt the protocol stream
    for raw in sys.stdin.buffer:
        if not raw.strip():
            continue
        try:
            message = json.loads(raw)
        except ValueError as e:
            print(f"driver: ignoring a line that is not JSON: {e}", file=sys.stderr)
            continue
        if isinstance(message, dict) and message.get("cmd") == "stop":
            break
        reply = handle(message)
        if reply is None:
            print(f"driver: ignoring unknown message {str(message)[:200]}", file=sys.stderr)
            continue
        try:
            line = json.dumps(reply, ensure_ascii=False, separators=(",", ":"))
        except (TypeError, ValueError) as e:  # to_json() gave something JSON cannot hold
            line = json.dumps({"seq": reply.get("seq"), "errored": True,
                               "context": {"message": f"reply is not JSON-serialisable: {e}"}})
        out.write(line.encode("utf-8") + b"\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
